#pragma once

#include <QList>
#include <QWidget>
#include <cstdint>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QSortFilterProxyModel;
class QTimer;
class QTreeView;
class QUndoStack;

namespace rightsize::ui {

class CompareDialog;
class DocumentModel;
class Library;
class LibraryModel;
class VersionDialog;

// The library as the window's home screen: a search field, the scenarios, and every operation
// on them. Operations on the library itself happen here; opening, saving and exporting involve
// the editor and files, so they are requested from the window by signal.
class LibraryPanel : public QWidget {
    Q_OBJECT
public:
    // The compare dialog plans against the document's catalog (the one the editor uses).
    LibraryPanel(Library* library, const DocumentModel* doc, QWidget* parent = nullptr);
    ~LibraryPanel() override;

    LibraryModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTreeView* view() const { return m_view; }
    QLineEdit* searchField() const { return m_search; }
    QComboBox* sortChoice() const { return m_sort; }
    // Library operations that can be undone (deletions); separate from the editor's undo stack
    // because they are not edits of the open scenario.
    QUndoStack* undoStack() const { return m_undo; }
    QLabel* messageLabel() const { return m_messageText; }
    // Which library the list shows (a team server's location without its password) and, for
    // one that may only be read, why nothing can be changed.
    QLabel* headerLabel() const { return m_header; }
    // The panel's operations by name ("save", "duplicate", "rename", "tags", "delete", "import",
    // ...), for the window's menus and the tests.
    QAction* action(const QString& name) const;

    QList<std::int64_t> selectedIds() const;
    void selectIds(const QList<std::int64_t>& ids);
    void setCurrentId(std::int64_t id);

    // The operations behind the buttons and the context menu, on the selection.
    std::int64_t duplicateSelected(); // the copy's id, 0 when nothing was copied
    void renameSelected();            // starts editing the name in place
    void editTagsSelected();          // asks for the tags as a comma list
    bool deleteSelected();            // soft delete; undoable
    VersionDialog* showHistory();     // non-modal; null without a single selection
    CompareDialog* compareSelected(); // non-modal; null unless exactly two are selected

    // A short note under the list, optionally with an Undo button (after a deletion).
    void showMessage(const QString& text, bool offerUndo = false);

signals:
    void openRequested(std::int64_t id);
    void newRequested();
    void saveRequested();
    void importRequested();
    void exportRequested(const QList<std::int64_t>& ids);

private:
    void buildSortBox();
    void buildMessageBar();
    void buildActions();
    void updateActions();
    void updateHeader();
    void showContextMenu(const QPoint& pos);
    QString nameOf(std::int64_t id) const;

    Library* m_library;
    const DocumentModel* m_doc;
    LibraryModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_search;
    QComboBox* m_sort;
    QTreeView* m_view;
    QUndoStack* m_undo;
    QWidget* m_messageBar;
    QLabel* m_messageText;
    QPushButton* m_messageUndo;
    QTimer* m_messageTimer;
    QLabel* m_header;
    QAction* m_open = nullptr;
    QAction* m_new = nullptr;
    QAction* m_save = nullptr;
    QAction* m_duplicate = nullptr;
    QAction* m_rename = nullptr;
    QAction* m_tags = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_history = nullptr;
    QAction* m_compare = nullptr;
    QAction* m_import = nullptr;
    QAction* m_export = nullptr;
    QAction* m_undoAction = nullptr;
};

} // namespace rightsize::ui

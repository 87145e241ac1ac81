#include "ui/library/library_panel.h"

#include "ui/editor/document_model.h"
#include "ui/library/compare_dialog.h"
#include "ui/library/library.h"
#include "ui/library/library_item_delegate.h"
#include "ui/library/library_model.h"
#include "ui/library/version_dialog.h"
#include "ui/widgets/dialog_service.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rightsize::ui {
namespace {

// A soft delete that can be taken back: the rows stay in the store until purged.
class DeleteCommand : public QUndoCommand {
public:
    DeleteCommand(Library* library, QList<std::int64_t> ids, const QString& label)
        : QUndoCommand(label)
        , m_library(library)
        , m_ids(std::move(ids)) {}
    void redo() override {
        // The first redo is the deletion the panel has just made (and checked).
        if (m_done) {
            for (auto id : m_ids)
                m_library->remove(id);
        }
        m_done = true;
    }
    void undo() override {
        for (auto id : m_ids)
            m_library->restoreDeleted(id);
    }

private:
    Library* m_library;
    QList<std::int64_t> m_ids;
    bool m_done = false;
};

} // namespace

LibraryPanel::LibraryPanel(Library* library, const DocumentModel* doc, QWidget* parent)
    : QWidget(parent)
    , m_library(library)
    , m_doc(doc)
    , m_model(new LibraryModel(library, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_sort(new QComboBox(this))
    , m_view(new QTreeView(this))
    , m_undo(new QUndoStack(this))
    , m_messageBar(new QWidget(this))
    , m_messageText(new QLabel(m_messageBar))
    , m_messageUndo(new QPushButton(tr("&Undo"), m_messageBar))
    , m_messageTimer(new QTimer(this))
    , m_header(new QLabel(this)) {
    setObjectName(QStringLiteral("LibraryPanel"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(LibraryModel::SortRole);
    m_proxy->setDynamicSortFilter(true);

    m_search->setPlaceholderText(tr("Search…"));
    m_search->setToolTip(tr("Search the names, tags and notes of the scenarios"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search the library"));
    connect(m_search, &QLineEdit::textChanged, m_model, &LibraryModel::setSearchText);

    m_view->setModel(m_proxy);
    m_view->setAccessibleName(tr("Scenarios"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    // One column drawn in two lines (name; modified and tags) reads better in a narrow panel
    // than three cramped columns; the sort order is chosen beside the search field.
    m_view->setItemDelegateForColumn(LibraryModel::Name, new LibraryItemDelegate(m_view));
    m_view->setHeaderHidden(true);
    m_view->setColumnHidden(LibraryModel::Tags, true);
    m_view->setColumnHidden(LibraryModel::Modified, true);
    m_proxy->sort(LibraryModel::Modified, Qt::DescendingOrder);
    buildSortBox();
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // A double click opens; names and tags are edited with F2 or the menu.
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (const auto id = m_model->idAt(m_proxy->mapToSource(index).row()))
            emit openRequested(id);
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, &LibraryPanel::showContextMenu);
    connect(m_model, &LibraryModel::writeFailed, this,
            [this](const QString& why) { showMessage(why); });

    buildMessageBar();

    buildActions();

    auto* buttons = new QGridLayout;
    buttons->setSpacing(4);
    const QList<QAction*> buttonActions{m_new, m_save, m_duplicate, m_history, m_compare, m_delete};
    for (int i = 0; i < buttonActions.size(); ++i) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(buttonActions[i]);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        buttons->addWidget(b, i / 3, i % 3);
    }

    m_header->setObjectName(QStringLiteral("libraryHeader"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_header);
    auto* top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addWidget(m_sort);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_messageBar);
    layout->addLayout(buttons);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LibraryPanel::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &LibraryPanel::updateActions);
    connect(m_library, &Library::changed, this, &LibraryPanel::updateActions);
    // Deletions in the library open before cannot be undone in another one.
    connect(m_library, &Library::opened, m_undo, &QUndoStack::clear);
    updateActions();
}

LibraryPanel::~LibraryPanel() = default;

void LibraryPanel::buildSortBox() {
    m_sort->addItem(tr("Newest first"), QVariant::fromValue(QPair<int, int>(LibraryModel::Modified,
                                                                            Qt::DescendingOrder)));
    m_sort->addItem(tr("Oldest first"), QVariant::fromValue(QPair<int, int>(LibraryModel::Modified,
                                                                            Qt::AscendingOrder)));
    m_sort->addItem(tr("Name A–Z"),
                    QVariant::fromValue(QPair<int, int>(LibraryModel::Name, Qt::AscendingOrder)));
    m_sort->addItem(tr("Name Z–A"),
                    QVariant::fromValue(QPair<int, int>(LibraryModel::Name, Qt::DescendingOrder)));
    m_sort->addItem(tr("Tags"),
                    QVariant::fromValue(QPair<int, int>(LibraryModel::Tags, Qt::AscendingOrder)));
    m_sort->setToolTip(tr("Order of the list"));
    m_sort->setAccessibleName(tr("Sort the library"));
    connect(m_sort, &QComboBox::currentIndexChanged, this, [this] {
        const auto key = m_sort->currentData().value<QPair<int, int>>();
        m_proxy->sort(key.first, Qt::SortOrder(key.second));
    });
}

void LibraryPanel::buildMessageBar() {
    // The note under the list: what just happened, with Undo after a deletion.
    auto* barLayout = new QHBoxLayout(m_messageBar);
    barLayout->setContentsMargins(0, 0, 0, 0);
    m_messageText->setWordWrap(true);
    barLayout->addWidget(m_messageText, 1);
    barLayout->addWidget(m_messageUndo);
    m_messageBar->hide();
    m_messageTimer->setSingleShot(true);
    m_messageTimer->setInterval(15000);
    connect(m_messageTimer, &QTimer::timeout, m_messageBar, &QWidget::hide);
    connect(m_messageUndo, &QPushButton::clicked, this, [this] {
        m_undo->undo();
        m_messageBar->hide();
    });
}

void LibraryPanel::buildActions() {
    auto make = [this](const QString& text, const QString& tip, auto slot) {
        auto* a = new QAction(text, this);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        a->setProperty("tip", tip);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_open = make(tr("&Open"), tr("Open the scenario in the editor"), [this] {
        const auto ids = selectedIds();
        if (ids.size() == 1)
            emit openRequested(ids.front());
    });
    m_new =
        make(tr("&New"), tr("Start a new scenario in the editor"), [this] { emit newRequested(); });
    m_save = make(tr("&Save"), tr("Save the scenario in the editor to the library"),
                  [this] { emit saveRequested(); });
    m_duplicate = make(tr("D&uplicate"), tr("Make a copy of the selected scenario"),
                       [this] { duplicateSelected(); });
    m_rename =
        make(tr("&Rename"), tr("Rename the selected scenario"), [this] { renameSelected(); });
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_rename->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_tags =
        make(tr("Edit &tags"), tr("Edit the tags of the selected scenario, separated by commas"),
             [this] { editTagsSelected(); });
    m_delete = make(tr("&Delete"), tr("Delete the selected scenarios (can be undone)"),
                    [this] { deleteSelected(); });
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_history = make(tr("&History"), tr("Earlier versions of the selected scenario"),
                     [this] { showHistory(); });
    m_compare = make(tr("&Compare"), tr("Compare the two selected scenarios side by side"),
                     [this] { compareSelected(); });
    m_import =
        make(tr("&Import…"), tr("Import scenarios from files"), [this] { emit importRequested(); });
    m_export = make(tr("&Export…"), tr("Export the selected scenarios to a file"),
                    [this] { emit exportRequested(selectedIds()); });
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    // Shortcuts that only apply while the list has the focus.
    m_view->addActions({m_rename, m_delete});
}

void LibraryPanel::updateActions() {
    const int n = int(selectedIds().size());
    const bool open = m_library->isOpen();
    const bool readOnly = open && m_library->readOnly();
    // What would change the library is off where it may only be read, and says why.
    auto writes = [readOnly](QAction* action, bool enabled) {
        action->setEnabled(enabled && !readOnly);
        const QString tip = action->property("tip").toString();
        action->setToolTip(readOnly ? tip + QLatin1Char('\n') + Library::readOnlyReason() : tip);
    };
    m_open->setEnabled(n == 1);
    writes(m_save, open);
    writes(m_duplicate, n == 1);
    writes(m_rename, n == 1);
    writes(m_tags, n == 1);
    writes(m_delete, n >= 1);
    m_history->setEnabled(n == 1);
    m_compare->setEnabled(n == 2);
    writes(m_import, open);
    m_export->setEnabled(n >= 1);
    m_search->setEnabled(open);
    m_view->setEnabled(open);
    updateHeader();
}

void LibraryPanel::updateHeader() {
    if (!m_library->isOpen()) {
        m_header->hide();
        return;
    }
    QString text = m_library->isServer()
                       ? tr("Team library: %1").arg(m_library->path())
                       : tr("Library: %1").arg(QDir::toNativeSeparators(m_library->path()));
    if (m_library->readOnly())
        text += QLatin1Char('\n') +
                (m_library->isServer()
                     ? tr("Read-only: this library is read-only for your database role.")
                     : tr("Read-only: this library was opened for reading only.")) +
                QLatin1Char(' ') + tr("Autosave is off; save your work as a file.");
    m_header->setText(text);
    m_header->setToolTip(m_library->readOnly() ? Library::readOnlyReason() : QString());
    m_header->show();
}

QAction* LibraryPanel::action(const QString& name) const {
    const std::pair<const char*, QAction*> actions[] = {
        {"open", m_open},           {"new", m_new},         {"save", m_save},
        {"duplicate", m_duplicate}, {"rename", m_rename},   {"tags", m_tags},
        {"delete", m_delete},       {"history", m_history}, {"compare", m_compare},
        {"import", m_import},       {"export", m_export},   {"undo", m_undoAction}};
    for (const auto& [key, action] : actions)
        if (name == QLatin1String(key))
            return action;
    return nullptr;
}

void LibraryPanel::showContextMenu(const QPoint& pos) {
    QMenu menu(this);
    menu.addActions({m_open, m_new, m_save});
    menu.addSeparator();
    menu.addActions({m_duplicate, m_rename, m_tags, m_delete});
    menu.addSeparator();
    menu.addActions({m_history, m_compare});
    menu.addSeparator();
    menu.addActions({m_import, m_export, m_undoAction});
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

QList<std::int64_t> LibraryPanel::selectedIds() const {
    QList<std::int64_t> ids;
    for (const QModelIndex& i : m_view->selectionModel()->selectedRows())
        if (const auto id = m_model->idAt(m_proxy->mapToSource(i).row()))
            ids << id;
    return ids;
}

void LibraryPanel::selectIds(const QList<std::int64_t>& ids) {
    QItemSelection selection;
    for (auto id : ids) {
        const int row = m_model->rowOf(id);
        if (row < 0)
            continue;
        const QModelIndex left = m_proxy->mapFromSource(m_model->index(row, 0));
        const QModelIndex right =
            m_proxy->mapFromSource(m_model->index(row, LibraryModel::ColumnCount - 1));
        selection.select(left, right);
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (!selection.isEmpty()) {
        m_view->selectionModel()->setCurrentIndex(selection.indexes().first(),
                                                  QItemSelectionModel::NoUpdate);
        m_view->scrollTo(selection.indexes().first());
    }
}

void LibraryPanel::setCurrentId(std::int64_t id) {
    m_model->setCurrentId(id);
}

QString LibraryPanel::nameOf(std::int64_t id) const {
    const ScenarioSummary* s = m_model->summary(id);
    return s ? QString::fromStdString(s->name) : QString();
}

std::int64_t LibraryPanel::duplicateSelected() {
    const auto ids = selectedIds();
    if (ids.size() != 1)
        return 0;
    const QString name = tr("%1 (copy)").arg(nameOf(ids.front()));
    auto copy = m_library->duplicate(ids.front(), name);
    if (!copy) {
        showMessage(Library::errorText(copy.error()));
        return 0;
    }
    selectIds({*copy});
    showMessage(tr("Made “%1”.").arg(name));
    return *copy;
}

void LibraryPanel::renameSelected() {
    const auto ids = selectedIds();
    if (ids.size() != 1)
        return;
    const int row = m_model->rowOf(ids.front());
    m_view->edit(m_proxy->mapFromSource(m_model->index(row, LibraryModel::Name)));
}

void LibraryPanel::editTagsSelected() {
    const auto ids = selectedIds();
    if (ids.size() != 1)
        return;
    const int row = m_model->rowOf(ids.front());
    const QModelIndex tags = m_model->index(row, LibraryModel::Tags);
    const auto text = dialogs().askText(this, tr("Tags of “%1”").arg(nameOf(ids.front())),
                                        tr("Tags, separated by commas:"), tags.data().toString());
    if (text)
        m_model->setData(tags, *text);
}

bool LibraryPanel::deleteSelected() {
    const auto ids = selectedIds();
    if (ids.isEmpty())
        return false;
    const QString first = nameOf(ids.front());
    QList<std::int64_t> deleted;
    for (auto id : ids) {
        auto removed = m_library->remove(id);
        if (!removed) {
            showMessage(Library::errorText(removed.error()));
            break;
        }
        deleted << id;
    }
    if (deleted.isEmpty())
        return false;
    const QString label = deleted.size() == 1
                              ? tr("Deleted “%1”.").arg(first)
                              : tr("Deleted %n scenario(s).", nullptr, int(deleted.size()));
    m_undo->push(new DeleteCommand(m_library, deleted, label));
    showMessage(label, true);
    return true;
}

VersionDialog* LibraryPanel::showHistory() {
    const auto ids = selectedIds();
    if (ids.size() != 1)
        return nullptr;
    auto* dialog = new VersionDialog(m_library, ids.front(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

CompareDialog* LibraryPanel::compareSelected() {
    const auto ids = selectedIds();
    if (ids.size() != 2 || !m_doc)
        return nullptr;
    auto* dialog = new CompareDialog(*m_library, m_doc->catalog(), ids[0], ids[1], this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void LibraryPanel::showMessage(const QString& text, bool offerUndo) {
    m_messageText->setText(text);
    m_messageUndo->setVisible(offerUndo);
    m_messageBar->show();
    m_messageTimer->start();
}

} // namespace rightsize::ui

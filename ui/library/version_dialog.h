#pragma once

#include "core/store/scenario_store.h"

#include <QDialog>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace rightsize::ui {

class Library;

// The saved versions of one library scenario, newest first. Selecting one shows how it differs
// from the current content; Restore makes it current again (the current content is kept as a
// version in turn, so restoring loses nothing).
class VersionDialog : public QDialog {
    Q_OBJECT
public:
    VersionDialog(Library* library, std::int64_t scenarioId, QWidget* parent = nullptr);

    int versionCount() const { return int(m_versions.size()); }
    void selectVersion(int row);
    // Restores the selected version; false (with the reason shown) when it could not be done.
    bool restoreSelected();
    QTreeWidget* versionList() const { return m_list; }
    QTableWidget* differencesTable() const { return m_diff; }

private:
    void showDifferences();

    Library* m_library;
    std::int64_t m_id;
    std::string m_currentJson;
    std::vector<ScenarioVersion> m_versions;
    QTreeWidget* m_list;
    QTableWidget* m_diff;
    QLabel* m_summary;
    QPushButton* m_restore;
};

} // namespace rightsize::ui

#pragma once

#include "core/store/scenario_store.h"

#include <QAbstractTableModel>
#include <QString>
#include <vector>

namespace rightsize::ui {

class Library;

// The scenarios of the library as rows (name, tags, modified). Searching is done by the store
// (name, tags and notes), sorting by a QSortFilterProxyModel on SortRole. Name and tags are
// edited in place: the edit is a rename or a new tag list in the store.
class LibraryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Tags, Modified, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, SortRole };

    explicit LibraryModel(Library* library, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    QString searchText() const { return m_search; }
    void setSearchText(const QString& text);

    // Reads the list again; rows that kept their place are updated in place so a selection or
    // an open editor survives a refresh caused by someone else's write.
    void refresh();

    // The scenario open in the editor is shown in bold.
    void setCurrentId(std::int64_t id);
    std::int64_t currentId() const { return m_currentId; }

    std::int64_t idAt(int row) const;
    int rowOf(std::int64_t id) const; // -1 when not listed
    const ScenarioSummary* summary(std::int64_t id) const;

signals:
    // A write the user asked for failed (rename to an empty name, a busy library, ...).
    void writeFailed(const QString& message);

private:
    Library* m_library;
    QString m_search;
    std::int64_t m_currentId = 0;
    std::vector<ScenarioSummary> m_rows;
};

} // namespace rightsize::ui

#include "ui/library/library_model.h"

#include "ui/library/library.h"

#include <QDateTime>
#include <QFont>
#include <QLocale>
#include <algorithm>

namespace rightsize::ui {
namespace {

QString joinTags(const std::vector<std::string>& tags) {
    QStringList out;
    for (const auto& t : tags)
        out << QString::fromStdString(t);
    return out.join(QStringLiteral(", "));
}

QDateTime fromIso(const std::string& text) {
    QDateTime t = QDateTime::fromString(QString::fromStdString(text), Qt::ISODateWithMs);
    return t.isValid() ? t.toLocalTime() : t;
}

QString shortDate(const std::string& iso) {
    const QDateTime t = fromIso(iso);
    if (!t.isValid())
        return QString::fromStdString(iso);
    // Today's edits read as a time, older ones as a date: the list stays narrow.
    if (t.date() == QDate::currentDate())
        return QLocale().toString(t.time(), QLocale::ShortFormat);
    return QLocale().toString(t.date(), QLocale::ShortFormat);
}

} // namespace

LibraryModel::LibraryModel(Library* library, QObject* parent)
    : QAbstractTableModel(parent)
    , m_library(library) {
    connect(m_library, &Library::changed, this, &LibraryModel::refresh);
    refresh();
}

int LibraryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LibraryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ScenarioSummary& s = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case Name:
            return QString::fromStdString(s.name);
        case Tags:
            return joinTags(s.tags);
        case Modified:
            return role == Qt::EditRole ? QVariant(fromIso(s.modified))
                                        : QVariant(shortDate(s.modified));
        }
        break;
    case SortRole:
        switch (index.column()) {
        case Name:
            return QString::fromStdString(s.name).toCaseFolded();
        case Tags:
            return joinTags(s.tags).toCaseFolded();
        case Modified:
            return QString::fromStdString(s.modified); // ISO 8601 sorts as text
        }
        break;
    case Qt::ToolTipRole: {
        QString tip =
            QStringLiteral("<b>%1</b>").arg(QString::fromStdString(s.name).toHtmlEscaped());
        if (!s.notes.empty())
            tip += QStringLiteral("<br>%1").arg(QString::fromStdString(s.notes).toHtmlEscaped());
        tip += QStringLiteral("<br>") +
               tr("Created %1, modified %2")
                   .arg(QLocale().toString(fromIso(s.created), QLocale::ShortFormat),
                        QLocale().toString(fromIso(s.modified), QLocale::ShortFormat));
        return tip;
    }
    case Qt::FontRole:
        if (s.id == m_currentId && index.column() == Name) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        break;
    case IdRole:
        return qint64(s.id);
    default:
        break;
    }
    return {};
}

bool LibraryModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const std::int64_t id = m_rows[std::size_t(index.row())].id;
    StoreStatus result = Done{};
    if (index.column() == Name) {
        const QString name = value.toString().trimmed();
        if (name.isEmpty() || name.toStdString() == m_rows[std::size_t(index.row())].name)
            return false;
        result = m_library->rename(id, name);
    } else if (index.column() == Tags) {
        result = m_library->setTags(id, Library::splitTags(value.toString()));
    } else {
        return false;
    }
    if (!result) {
        emit writeFailed(Library::errorText(result.error()));
        return false;
    }
    return true; // the library's change signal has already refreshed the row
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Tags:
        return tr("Tags");
    case Modified:
        return tr("Modified");
    }
    return {};
}

Qt::ItemFlags LibraryModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && (index.column() == Name || index.column() == Tags) &&
        !m_library->readOnly())
        f |= Qt::ItemIsEditable;
    return f;
}

void LibraryModel::setCurrentId(std::int64_t id) {
    if (id == m_currentId)
        return;
    const int before = rowOf(m_currentId);
    m_currentId = id;
    for (int r : {before, rowOf(id)})
        if (r >= 0)
            emit dataChanged(index(r, Name), index(r, Name), {Qt::FontRole});
}

void LibraryModel::setSearchText(const QString& text) {
    if (text == m_search)
        return;
    m_search = text;
    refresh();
}

void LibraryModel::refresh() {
    std::vector<ScenarioSummary> rows;
    if (m_library->isOpen()) {
        auto listed =
            m_library->store().list({m_search.trimmed().toStdString(), DeletedFilter::Hide});
        if (!listed)
            return; // a busy library: keep what is shown, the next change or poll tries again
        rows = std::move(*listed);
        // Rows in id order: a rename or a save moves nothing, so the view's selection and
        // scroll position stay put; the proxy does the sorting the user sees.
        std::sort(rows.begin(), rows.end(),
                  [](const auto& a, const auto& b) { return a.id < b.id; });
    }
    const bool sameIds = rows.size() == m_rows.size() &&
                         std::equal(rows.begin(), rows.end(), m_rows.begin(),
                                    [](const auto& a, const auto& b) { return a.id == b.id; });
    if (!sameIds) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const ScenarioSummary& a = m_rows[r];
        const ScenarioSummary& b = rows[r];
        if (a.name != b.name || a.tags != b.tags || a.modified != b.modified ||
            a.notes != b.notes) {
            m_rows[r] = b;
            emit dataChanged(index(int(r), 0), index(int(r), ColumnCount - 1));
        }
    }
}

std::int64_t LibraryModel::idAt(int row) const {
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)].id : 0;
}

int LibraryModel::rowOf(std::int64_t id) const {
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].id == id)
            return int(r);
    return -1;
}

const ScenarioSummary* LibraryModel::summary(std::int64_t id) const {
    const int r = rowOf(id);
    return r < 0 ? nullptr : &m_rows[std::size_t(r)];
}

} // namespace rightsize::ui

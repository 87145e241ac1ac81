#include "ui/library/version_dialog.h"

#include "core/scenario/json_diff.h"
#include "ui/library/library.h"
#include "ui/widgets/dialog_service.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rightsize::ui {
namespace {

QString localTime(const std::string& iso) {
    const QDateTime t = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODateWithMs);
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat)
                       : QString::fromStdString(iso);
}

QString valueText(const std::optional<std::string>& v) {
    return v ? QString::fromStdString(*v) : VersionDialog::tr("—");
}

} // namespace

VersionDialog::VersionDialog(Library* library, std::int64_t scenarioId, QWidget* parent)
    : QDialog(parent)
    , m_library(library)
    , m_id(scenarioId)
    , m_list(new QTreeWidget(this))
    , m_diff(new QTableWidget(0, 3, this))
    , m_summary(new QLabel(this)) {
    setObjectName(QStringLiteral("VersionDialog"));
    auto record = library->store().get(scenarioId);
    const QString name = record ? QString::fromStdString(record->name) : QString();
    if (record)
        m_currentJson = record->json;
    setWindowTitle(tr("History of “%1”").arg(name));
    if (auto versions = library->store().versions(scenarioId))
        m_versions = std::move(*versions);

    m_list->setHeaderLabels({tr("Saved"), tr("Name"), tr("Changes")});
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    for (const ScenarioVersion& v : m_versions) {
        const auto changes = diffJsonText(v.json, m_currentJson);
        auto* item = new QTreeWidgetItem(
            m_list, {localTime(v.saved), QString::fromStdString(v.name),
                     tr("%n input(s) differ from now", nullptr, int(changes.size()))});
        item->setToolTip(0, QString::fromStdString(v.saved));
    }
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_diff->setHorizontalHeaderLabels({tr("Input"), tr("That version"), tr("Now")});
    m_diff->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_diff->verticalHeader()->hide();
    m_diff->setAlternatingRowColors(true);
    m_diff->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_restore = buttons->addButton(tr("&Restore this version"), QDialogButtonBox::ActionRole);
    m_restore->setEnabled(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_restore, &QPushButton::clicked, this, [this] {
        if (restoreSelected())
            accept();
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &VersionDialog::showDifferences);
    connect(m_list, &QTreeWidget::itemDoubleClicked, m_restore, &QPushButton::click);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_list);
    auto* lower = new QWidget(split);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_summary);
    lowerLayout->addWidget(m_diff);
    split->addWidget(lower);

    auto* layout = new QVBoxLayout(this);
    if (m_versions.empty())
        layout->addWidget(new QLabel(
            tr("No earlier versions: every save keeps the previous content here."), this));
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(720, 520);
    if (!m_versions.empty())
        selectVersion(0);
}

void VersionDialog::selectVersion(int row) {
    if (row >= 0 && row < m_list->topLevelItemCount())
        m_list->setCurrentItem(m_list->topLevelItem(row));
}

void VersionDialog::showDifferences() {
    const int row = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    m_restore->setEnabled(row >= 0 && !m_library->readOnly());
    if (m_library->readOnly())
        m_restore->setToolTip(Library::readOnlyReason());
    m_diff->setRowCount(0);
    if (row < 0) {
        m_summary->clear();
        return;
    }
    const auto changes = diffJsonText(m_versions[std::size_t(row)].json, m_currentJson);
    m_summary->setText(changes.empty() ? tr("This version has the same content as now.")
                                       : tr("What restoring this version would change:"));
    for (const JsonDifference& d : changes) {
        const int r = m_diff->rowCount();
        m_diff->insertRow(r);
        m_diff->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(d.path)));
        m_diff->setItem(r, 1, new QTableWidgetItem(valueText(d.left)));
        m_diff->setItem(r, 2, new QTableWidgetItem(valueText(d.right)));
    }
    m_diff->resizeColumnsToContents();
}

bool VersionDialog::restoreSelected() {
    const int row = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    if (row < 0)
        return false;
    auto restored = m_library->restoreVersion(m_id, m_versions[std::size_t(row)].id);
    if (!restored) {
        dialogs().inform(this, tr("Cannot restore the version"),
                         Library::errorText(restored.error()));
        return false;
    }
    return true;
}

} // namespace rightsize::ui

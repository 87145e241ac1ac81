#include "ui/editor/candidates_input.h"

#include "core/model/field_limits.h"
#include "ui/widgets/wrapping_label.h"
#include "ui/wording/builtin_names.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHeaderView>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QTableWidget>
#include <algorithm>

namespace rightsize::ui {
namespace {

// The editor's words, in its translation context.
class Words {
    Q_DECLARE_TR_FUNCTIONS(rightsize::ui::WorkloadEditor)
};

QString countsText(const std::vector<int>& counts) {
    QStringList parts;
    for (int c : counts)
        parts << QLocale().toString(c);
    return parts.join(QStringLiteral(", "));
}

// "1, 2, 8" → {1, 2, 8}; nullopt when a part is not a count a scenario file may hold.
std::optional<std::vector<int>> parseCounts(const QString& text) {
    std::vector<int> counts;
    const auto parts =
        text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString& part : parts) {
        bool ok = false;
        int v = QLocale().toInt(part, &ok);
        if (!ok)
            v = part.toInt(&ok);
        if (!ok || v < 1 || v > limits::kDevices)
            return std::nullopt;
        if (std::find(counts.begin(), counts.end(), v) == counts.end())
            counts.push_back(v);
    }
    if (counts.empty())
        return std::nullopt;
    return counts;
}

// The counts the planner tries over the whole catalog (core/estimate/planner.cpp, candidate
// options).
QString catalogCountsText(WorkloadKind kind) {
    switch (kind) {
    case WorkloadKind::Training:
    case WorkloadKind::FineTuning:
        return Words::tr(
            "1, 2, 4 and 8 GPUs of each, whole nodes of 16 and more when the model needs "
            "them, and one of each CPU instance.");
    case WorkloadKind::BatchInference:
        return Words::tr("1, 2, 4 and 8 GPUs of each, and one of each CPU instance.");
    case WorkloadKind::OnlineServing:
        return Words::tr("Each device with as many replicas as the latency target needs.");
    case WorkloadKind::ClassicMl:
        return Words::tr("One of each device.");
    case WorkloadKind::DataPrep:
        return Words::tr("One of each CPU instance.");
    }
    return {};
}

// The item at (row, column), made with `flags` the first time.
QTableWidgetItem* itemAt(QTableWidget* table, int row, int column, Qt::ItemFlags flags) {
    QTableWidgetItem* item = table->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        item->setFlags(flags);
        table->setItem(row, column, item);
    }
    return item;
}

} // namespace

CandidatesInput::CandidatesInput(QWidget* parent)
    : QObject(parent) {
    m_all = new QCheckBox(Words::tr("Every device in the catalog"), parent);
    m_all->setAccessibleName(Words::tr("Consider every catalog device"));
    m_all->setToolTip(
        Words::tr("Let the planner try the whole catalog; untick to choose devices and counts"));
    // Which counts the planner tries depends on the kind of work; said under the box.
    m_counts = new WrappingLabel(parent);
    m_counts->setForegroundRole(QPalette::PlaceholderText);
    m_table = new QTableWidget(parent);
    m_table->setAccessibleName(Words::tr("Candidate devices"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels(
        {Words::tr("Device"), Words::tr("Counts"), Words::tr("$/h each")});
    m_table->verticalHeader()->hide();
    // A device's name wraps in the narrow column: each row as high as its name needs, never
    // cut short.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->setMinimumHeight(180);
    connect(m_all, &QCheckBox::toggled, this, &CandidatesInput::allDevicesToggled);
    connect(m_table, &QTableWidget::itemChanged, this, &CandidatesInput::onTableEdited);
}

void CandidatesInput::addTo(QFormLayout* form) {
    form->addRow(m_all);
    form->addRow(m_counts);
}

QWidget* CandidatesInput::allDevicesBox() const {
    return m_all;
}

void CandidatesInput::show(const Scenario& s, const Catalog& catalog, bool keepTyped) {
    const QSignalBlocker blockAll(m_all);
    const QSignalBlocker blockTable(m_table);
    m_all->setChecked(s.compute.options.empty());
    m_counts->setText(catalogCountsText(s.workload.kind));
    m_counts->setVisible(s.compute.options.empty());
    m_table->setEnabled(!s.compute.options.empty());
    m_table->setRowCount(int(catalog.devices.size()));
    for (int r = 0; r < int(catalog.devices.size()); ++r) {
        const Device& d = catalog.devices[std::size_t(r)];
        std::vector<int> counts;
        for (const ComputeOption& o : s.compute.options)
            if (o.device == d.id)
                counts.push_back(o.count);
        QTableWidgetItem* name = itemAt(
            m_table, r, 0, Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        name->setText(BuiltinNames::deviceName(d));
        name->setData(Qt::UserRole, QString::fromStdString(d.id));
        name->setToolTip(QString::fromStdString(d.id));
        name->setCheckState(counts.empty() ? Qt::Unchecked : Qt::Checked);
        QTableWidgetItem* countItem =
            itemAt(m_table, r, 1, Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemIsSelectable);
        if (!keepTyped)
            countItem->setText(counts.empty() ? QStringLiteral("1") : countsText(counts));
        QTableWidgetItem* price = itemAt(m_table, r, 2, Qt::ItemIsEnabled);
        price->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        price->setText(d.onDemand.usdPerHour > 0 ? numfmt::number(d.onDemand.usdPerHour, 2)
                                                 : QStringLiteral("—"));
        price->setToolTip(Words::tr("On-demand: %1").arg(PlanWordingText::priceBasis(d.onDemand)));
    }
}

void CandidatesInput::onTableEdited() {
    std::vector<ComputeOption> options;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem* name = m_table->item(r, 0);
        const QTableWidgetItem* counts = m_table->item(r, 1);
        if (!name || !counts || name->checkState() != Qt::Checked)
            continue;
        const auto parsed = parseCounts(counts->text());
        if (!parsed)
            return emit refused(
                Words::tr("%1: counts must be whole numbers from 1 to %2, separated by commas.")
                    .arg(name->text(), QLocale().toString(limits::kDevices)));
        for (int c : *parsed)
            options.push_back({name->data(Qt::UserRole).toString().toStdString(), c});
    }
    // As many as a file may list (core/model/field_limits.h), so the window saves nothing it cannot
    // open.
    if (options.size() > std::size_t(limits::kOptions))
        return emit refused(
            Words::tr("At most %1 devices and counts can be compared; split a larger sweep over "
                      "several scenarios.")
                .arg(limits::kOptions));
    if (options.empty())
        return emit refused(
            Words::tr("Tick at least one device, or consider every device in the catalog."));
    emit refused(QString());
    emit optionsEdited(options);
}

} // namespace rightsize::ui

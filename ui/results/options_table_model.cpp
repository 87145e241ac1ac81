#include "ui/results/options_table_model.h"

#include "core/catalog/energy_json.h"
#include "core/estimate/pricing_model.h"
#include "core/estimate/recommendation.h"
#include "ui/wording/builtin_names.h"
#include "ui/wording/csv_field.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <algorithm>
#include <limits>

namespace rightsize::ui {
namespace {

// Trees and table operations have no device layout: a micro-batch there would be noise.
bool hasLayout(const Plan& plan) {
    return plan.timeClass != EstimateClass::ClassicMl && plan.timeClass != EstimateClass::Etl;
}

} // namespace

OptionsTableModel::OptionsTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_plan(std::make_shared<const Plan>()) {}

void OptionsTableModel::setPlan(const Plan& plan) {
    setPlan(std::make_shared<const Plan>(plan));
}

QStringList OptionsTableModel::headers() const {
    QStringList h;
    for (int c = 0; c < ColumnCount; ++c)
        h << headerData(c, Qt::Horizontal).toString();
    return h;
}

void OptionsTableModel::setPlan(std::shared_ptr<const Plan> plan) {
    if (!plan)
        plan = std::make_shared<const Plan>();
    std::vector<EnergyEstimate> energy;
    energy.reserve(plan->options.size());
    for (const OptionResult& o : plan->options)
        energy.push_back(estimateEnergy(o, builtinEnergyModel()));
    const bool sameRows = plan->options.size() == m_plan->options.size();
    if (!sameRows || plan->options.empty()) {
        beginResetModel();
        m_plan = std::move(plan);
        m_energy = std::move(energy);
        endResetModel();
        return;
    }
    const QStringList before = headers();
    m_plan = std::move(plan);
    m_energy = std::move(energy);
    if (const QStringList after = headers(); after != before)
        for (int c = 0; c < ColumnCount; ++c)
            if (after[c] != before[c])
                emit headerDataChanged(Qt::Horizontal, c, c);
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int OptionsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_plan->options.size());
}

int OptionsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OptionsTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const OptionResult& o = m_plan->options[std::size_t(index.row())];
    const bool recommended =
        m_plan->recommended && *m_plan->recommended == std::size_t(index.row());
    switch (role) {
    case OptionIndexRole:
        return index.row();
    case Qt::DisplayRole:
        return displayValue(index);
    case SortRole:
        return sortValue(index);
    case Qt::ToolTipRole:
        return toolTip(index);
    case Qt::TextAlignmentRole:
        switch (Column(index.column())) {
        case ColCount:
        case ColMemory:
        case ColTime:
        case ColPerHour:
        case ColTotal:
        case ColEnergy:
        case ColCo2:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ForegroundRole:
        if (index.column() == ColFits && !o.fits)
            return QBrush(QColor(0xD5, 0x2B, 0x1E));
        return {};
    case Qt::FontRole:
        if (recommended) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

bool OptionsTableModel::isServing(const OptionResult& o) {
    return o.latency.has_value() && o.timeSeconds.expected <= 0;
}

bool OptionsTableModel::servingPlan() const {
    // An option that fits nowhere has no latency; one with a latency says what the plan is.
    return std::any_of(m_plan->options.begin(), m_plan->options.end(), isServing);
}

namespace {

// A generating model is read by its first token and each further one, as engines report.
bool hasTokenTimes(const Plan& plan) {
    return std::any_of(plan.options.begin(), plan.options.end(), [](const OptionResult& o) {
        return o.latency && o.latency->ttftMs.p95 > 0;
    });
}

} // namespace

// Spot asked for, but the device has no spot offer: the on-demand figure stands in, and the
// cell says so where the price is read.
QString OptionsTableModel::spotNote(const OptionResult& o) {
    const bool missing = std::any_of(o.findings.begin(), o.findings.end(), [](const Finding& f) {
        return f.code == kFindingSpotPriceMissing;
    });
    return missing ? tr(" (no spot offer)") : QString();
}

QVariant OptionsTableModel::displayValue(const QModelIndex& index) const {
    const OptionResult& o = m_plan->options[std::size_t(index.row())];
    const EnergyEstimate& energy = m_energy[std::size_t(index.row())];
    const bool serving = isServing(o);
    switch (Column(index.column())) {
    case ColDevice:
        return o.placement.device ? QString::fromStdString(o.placement.device->id) : QString();
    case ColCount:
        return o.placement.count;
    case ColLayout:
        return hasLayout(*m_plan) ? numfmt::layoutShort(o.placement.layout) : QStringLiteral("—");
    case ColFits:
        return o.fits ? tr("yes") : tr("no");
    case ColMemory:
        return numfmt::gib(o.memory.total());
    case ColTime:
        // A generating model is read by its first token and each further one, as engines report.
        // The header names the two ("p95 TTFT · TPOT"); the cell keeps to the figures so that
        // the column stays in sight beside the price.
        if (serving && o.latency->ttftMs.p95 > 0)
            return tr("%1 · %2").arg(numfmt::latency(o.latency->ttftMs.p95),
                                     numfmt::latency(o.latency->tpotMs.p95, 1));
        if (serving)
            return numfmt::latency(o.latency->p95Ms);
        return o.timeSeconds.expected > 0 ? numfmt::durationRange(o.timeSeconds)
                                          : QStringLiteral("—");
    case ColPerHour:
        // Short in the cell, whole in the tooltip: the column stays in sight beside the device.
        return (o.cost.perHour > 0 ? numfmt::costPerHourText(o) : tr("no price")) + spotNote(o);
    case ColTotal:
        // A reservation is paid for its term, not the run: the month it commits to.
        if (const double month = commitmentPerMonth(o); month > 0 && !serving)
            return tr("%1 a month").arg(numfmt::money(month));
        return serving || o.cost.total.expected <= 0 ? QStringLiteral("—")
                                                     : numfmt::money(o.cost.total.expected);
    case ColEnergy:
        // Open-ended work (serving) counts one hour of service.
        return energy.known
                   ? (energy.perHour ? tr("%1 kWh/h") : tr("%1 kWh"))
                         .arg(numfmt::number(energy.kwh.expected, energy.kwh.expected < 10 ? 2 : 0))
                   : QStringLiteral("—");
    case ColCo2:
        return energy.co2Known ? (energy.perHour ? tr("%1 kg/h") : tr("%1 kg"))
                                     .arg(numfmt::number(energy.co2Kg.expected,
                                                         energy.co2Kg.expected < 10 ? 2 : 0))
                               : QStringLiteral("—");
    case ColBottleneck:
        return PlanWordingText::bottleneck(o.time.bottleneck);
    case ColRented: {
        const QString rental = numfmt::rentalLabel(o);
        return rental.isEmpty() ? QStringLiteral("—") : rental;
    }
    case ColumnCount:
        break;
    }
    return {};
}

QVariant OptionsTableModel::sortValue(const QModelIndex& index) const {
    const OptionResult& o = m_plan->options[std::size_t(index.row())];
    const EnergyEstimate& energy = m_energy[std::size_t(index.row())];
    const bool serving = isServing(o);
    switch (Column(index.column())) {
    case ColDevice:
        return o.placement.device ? QString::fromStdString(o.placement.device->id) : QString();
    case ColCount:
        return o.placement.count;
    case ColLayout:
        return o.placement.layout.tensor * 100 + o.placement.layout.pipeline;
    case ColFits:
        return o.fits ? 1 : 0;
    case ColMemory:
        return o.memory.total();
    case ColTime:
        return serving ? o.latency->p95Ms : o.timeSeconds.expected;
    case ColPerHour:
        return o.cost.perHour;
    case ColTotal:
        if (const double month = commitmentPerMonth(o); month > 0)
            return month;
        return o.cost.total.expected;
    // Unknown sorts last: no figure is not the smallest figure.
    case ColEnergy:
        return energy.known ? energy.kwh.expected : std::numeric_limits<double>::max();
    case ColCo2:
        return energy.co2Known ? energy.co2Kg.expected : std::numeric_limits<double>::max();
    case ColBottleneck:
        return int(o.time.bottleneck);
    case ColRented:
        return o.cost.instances;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant OptionsTableModel::toolTip(const QModelIndex& index) const {
    const OptionResult& o = m_plan->options[std::size_t(index.row())];
    const EnergyEstimate& energy = m_energy[std::size_t(index.row())];
    const bool serving = isServing(o);
    const bool recommended =
        m_plan->recommended && *m_plan->recommended == std::size_t(index.row());
    if (index.column() == ColDevice && o.placement.device) {
        // The id first: the cell may show it shortened.
        const QString name = BuiltinNames::deviceName(*o.placement.device);
        return QStringLiteral("%1\n%2").arg(QString::fromStdString(o.placement.device->id),
                                            recommended ? tr("%1 (recommended)").arg(name) : name);
    }
    if (index.column() == ColLayout)
        return hasLayout(*m_plan) ? numfmt::layoutText(o.placement.layout) : QVariant();
    if (index.column() == ColMemory)
        return tr("%1 of %2 per device")
            .arg(numfmt::gib(o.memory.total()), numfmt::gib(o.capacityBytes));
    if (index.column() == ColTime && !serving)
        return tr("Expected, with the low–high range from the uncertainty of the efficiencies");
    if ((index.column() == ColPerHour || index.column() == ColTotal) && o.cost.quote)
        return PlanWordingText::priceBasis(*o.cost.quote);
    if (index.column() == ColPerHour && o.cost.perHour <= 0)
        return numfmt::noPriceKnown();
    if (index.column() == ColTime && serving)
        return o.latency->ttftMs.p95 > 0
                   ? tr("p95 time to first token · p95 time per further token")
                   : tr("p95 latency of a request");
    if (index.column() == ColEnergy && energy.known)
        return tr("%1–%2 kWh: devices at %3% modelled utilisation (%4 W average), host and PUE; "
                  "see the "
                  "report's assumptions")
            .arg(numfmt::number(energy.kwh.low, 2), numfmt::number(energy.kwh.high, 2),
                 numfmt::number(100 * o.time.acceleratorUtilisation, 0),
                 numfmt::number(energy.averageWatts, 0));
    if (index.column() == ColCo2 && energy.co2Known && energy.grid)
        return tr("%1–%2 kg at %3 g CO₂ per kWh, the annual grid average of %4 (%5)")
            .arg(numfmt::number(energy.co2Kg.low, 2), numfmt::number(energy.co2Kg.high, 2),
                 numfmt::number(energy.grid->gPerKwh, 0),
                 QString::fromStdString(energy.grid->region),
                 QString::fromStdString(energy.grid->location));
    if (index.column() == ColCo2 && energy.known && !energy.co2Known)
        return tr("The offer's region has no grid carbon intensity in the table.");
    return {};
}

QVariant OptionsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case ColDevice:
        return tr("Device");
    case ColCount:
        return tr("Count");
    case ColLayout:
        return tr("Layout");
    case ColFits:
        return tr("Fits");
    case ColMemory:
        return tr("Memory");
    case ColTime:
        if (servingPlan())
            return hasTokenTimes(*m_plan) ? tr("p95 TTFT · TPOT") : tr("p95 latency");
        return tr("Time (low–high)");
    case ColPerHour:
        return numfmt::displayCurrency() ? tr("%1/h").arg(numfmt::moneyCode()) : tr("$/h");
    case ColTotal:
        return numfmt::displayCurrency() ? tr("Total %1").arg(numfmt::moneyCode()) : tr("Total $");
    case ColEnergy:
        return tr("Energy");
    case ColCo2:
        return tr("CO₂");
    case ColBottleneck:
        return tr("Bottleneck");
    case ColRented:
        return tr("Rented (whole instances)");
    case ColumnCount:
        break;
    }
    return {};
}

QString OptionsTableModel::toCsv() const {
    // A device id may come from an imported catalog: it is the user's text.
    auto quote = [](const QString& s) { return csvField(s, true); };
    auto n = [](double v) { return QString::number(v, 'g', 8); };
    QString out = QStringLiteral("device,count,tensor,pipeline,data,micro_batch,fits,memory_bytes,"
                                 "capacity_bytes,time_s_expected,time_s_low,"
                                 "time_s_high,p95_ms,usd_per_hour,usd_total,energy_kwh,co2_kg,"
                                 "bottleneck,recommended,pareto\n");
    for (std::size_t i = 0; i < m_plan->options.size(); ++i) {
        const OptionResult& o = m_plan->options[i];
        const Layout& l = o.placement.layout;
        QStringList row;
        row << quote(o.placement.device ? QString::fromStdString(o.placement.device->id)
                                        : QString())
            << QString::number(o.placement.count) << QString::number(l.tensor)
            << QString::number(l.pipeline) << QString::number(l.data)
            << QString::number(l.microBatch)
            << (o.fits ? QStringLiteral("true") : QStringLiteral("false")) << n(o.memory.total())
            << n(o.capacityBytes) << n(o.timeSeconds.expected) << n(o.timeSeconds.low)
            << n(o.timeSeconds.high) << (o.latency ? n(o.latency->p95Ms) : QString())
            << n(o.cost.perHour) << n(o.cost.total.expected)
            << (m_energy[i].known ? n(m_energy[i].kwh.expected) : QString())
            << (m_energy[i].co2Known ? n(m_energy[i].co2Kg.expected) : QString())
            << QString::fromLatin1(toString(o.time.bottleneck).data(),
                                   qsizetype(toString(o.time.bottleneck).size()))
            << (m_plan->recommended && *m_plan->recommended == i ? QStringLiteral("true")
                                                                 : QStringLiteral("false"))
            << (o.onParetoFront ? QStringLiteral("true") : QStringLiteral("false"));
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace rightsize::ui

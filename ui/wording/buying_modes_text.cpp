#include "ui/wording/buying_modes_text.h"

#include "core/estimate/pricing_model.h"
#include "ui/wording/number_format.h"

#include <QStringList>
#include <cmath>

namespace rightsize::ui {
namespace {

const QString kDash = QStringLiteral("—");

// One format down every column of money: cents at any size.
QString moneyCell(bool priced, double usd) {
    return priced && usd > 0 ? numfmt::moneyCents(usd) : kDash;
}

// The figure a mode is compared by: what a day of the scenario's runs costs, or a month of service.
double comparedCost(const BuyingModeCost& m, bool job) {
    return job ? m.perDay : m.perMonth;
}

bool payable(const BuyingModeCost& m, bool job) {
    return m.priced && m.available && !m.estimate && comparedCost(m, job) > 0;
}

// What the mode itself bills, in a clause.
QString modeClause(const BuyingModeCost& m, bool job) {
    switch (m.mode) {
    case Pricing::OnDemand:
        return m.estimate ? BuyingModesText::tr("the price is an estimate") : QString();
    case Pricing::Spot:
        if (m.estimate)
            return BuyingModesText::tr("no spot offer: the on-demand price stands in");
        return job ? BuyingModesText::tr(
                         "spot restart overhead priced in: %1 of checkpoints, lost work and "
                         "restarts a run")
                         .arg(numfmt::duration(m.interruptionHours * 3600))
                   : BuyingModesText::tr(
                         "the offer's spot price; an interruption takes a replica away until it "
                         "is replaced");
    case Pricing::Reserved:
        if (!m.committed)
            return BuyingModesText::tr(
                "no reserved offer: the on-demand price stands in, billed for the hours "
                "used");
        return job && m.payOffRunsPerDay > 0
                   ? BuyingModesText::tr(
                         "a 1-year commitment: %1 instance-hours a month billed whether used "
                         "or not; it costs less than on demand from %2 runs a day")
                         .arg(numfmt::number(m.committedHoursPerMonth, 0),
                              numfmt::runCount(m.payOffRunsPerDay))
                   : BuyingModesText::tr(
                         "a 1-year commitment: %1 instance-hours a month billed whether used "
                         "or not")
                         .arg(numfmt::number(m.committedHoursPerMonth, 0));
    case Pricing::Serverless:
        return job ? BuyingModesText::tr(
                         "billed per second of work; the start-up is waited for, not billed")
                   : BuyingModesText::tr("billed per second while it serves");
    }
    return {};
}

} // namespace

QString BuyingModesText::modeName(const BuyingModeCost& m) {
    switch (m.mode) {
    case Pricing::OnDemand:
        // Beside a classic cluster's row, instances rented for the job alone say so: "On demand"
        // against "On demand, classic cluster" read as one thing priced twice.
        return m.classic ? tr("On demand, classic cluster") : tr("On demand, bare instances");
    case Pricing::Spot:
        return m.classic ? tr("Spot, classic cluster") : tr("Spot, bare instances");
    case Pricing::Reserved:
        return m.classic ? tr("Reserved 1 year, classic cluster")
                         : tr("Reserved 1 year, bare instances");
    case Pricing::Serverless:
        return tr("Serverless");
    }
    return {};
}

QString BuyingModesText::assumption(const BuyingModeCost& m, bool job) {
    if (!m.available)
        return tr("Not offered this way for this option.");
    if (!m.priced)
        return tr("No offer of the device prices this mode.");
    QStringList parts;
    if (const QString clause = modeClause(m, job); !clause.isEmpty())
        parts << clause;
    if (m.classic && job && !m.committed)
        parts << tr("a classic cluster: %1 start-up and %2 idle before it stops, billed when a run "
                    "finds it stopped")
                     .arg(numfmt::duration(m.startupHours * 3600),
                          numfmt::duration(m.idleHours * 3600));
    else if (m.classic && !job)
        parts << tr("a classic cluster");
    else if (!m.classic && m.mode != Pricing::Serverless && job && !m.committed)
        parts << tr("bare instances, billed while the job runs");
    if (job && m.runsPerDay > 0 && m.billedHours * m.runsPerDay >= 24 * (1 - 1e-9))
        parts << tr("a run takes %1, so runs follow back to back: %2 a month")
                     .arg(numfmt::duration(m.billedHours * 3600), numfmt::runCount(m.runsPerMonth));
    if (!job)
        parts << tr("kept up 730 h a month");
    QString text = parts.join(QStringLiteral("; "));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text + QLatin1Char('.');
}

int BuyingModesText::cheapest(const std::vector<BuyingModeCost>& modes, bool job) {
    int best = -1;
    for (std::size_t i = 0; i < modes.size(); ++i)
        if (payable(modes[i], job) &&
            (best < 0 || comparedCost(modes[i], job) < comparedCost(modes[std::size_t(best)], job)))
            best = int(i);
    return best;
}

std::vector<BuyingModeRow> BuyingModesText::rows(const std::vector<BuyingModeCost>& modes,
                                                 bool job) {
    std::vector<BuyingModeRow> rows;
    const int best = cheapest(modes, job);
    for (std::size_t i = 0; i < modes.size(); ++i) {
        const BuyingModeCost& m = modes[i];
        BuyingModeRow r;
        r.cheapest = int(i) == best;
        r.priced = m.priced && m.available;
        r.estimate = r.priced && m.estimate;
        r.name = modeName(m);
        r.mode = r.cheapest ? tr("%1 ✓").arg(r.name) : r.name;
        r.rented =
            m.available && m.instances > 0 && !m.instance.empty()
                ? (instanceNameHasCount(m.instances, m.instance)
                       ? QString::fromStdString(m.instance)
                       : tr("%1× %2").arg(m.instances).arg(QString::fromStdString(m.instance)))
                : kDash;
        r.perHour = !m.available ? tr("Not offered")
                    : !r.priced  ? numfmt::noPriceKnown()
                    : r.estimate ? tr("≈ %1").arg(numfmt::moneyCentsPerHour(m.perHour))
                                 : numfmt::moneyCentsPerHour(m.perHour);
        const bool run = job && r.priced && m.billedHours > 0;
        r.billedHours = run ? numfmt::duration(m.billedHours * 3600) : kDash;
        r.perRun = run ? moneyCell(true, m.perRun) : kDash;
        r.runsPerDay = run ? numfmt::runCount(m.runsPerDay) : kDash;
        r.overheadDay = !run                   ? kDash
                        : m.overheadPerDay > 0 ? numfmt::moneyCents(m.overheadPerDay)
                                               : tr("none");
        r.perDay = moneyCell(r.priced, m.perDay);
        r.perMonth = moneyCell(r.priced, m.perMonth);
        r.assumes = assumption(m, job);
        rows.push_back(r);
    }
    return rows;
}

QStringList BuyingModesText::headers(bool job) {
    if (job)
        return {tr("Way of buying"),
                tr("Rented"),
                tr("Per hour"),
                tr("Billed a run"),
                tr("Per run"),
                tr("Runs a day"),
                tr("Start-up and idle a day"),
                tr("Per day"),
                tr("Per month")};
    return {tr("Way of buying"), tr("Rented"), tr("Per hour"), tr("Per day"), tr("Per month")};
}

QStringList BuyingModesText::cells(const BuyingModeRow& r, bool job) {
    if (job)
        return {r.mode,       r.rented,      r.perHour, r.billedHours, r.perRun,
                r.runsPerDay, r.overheadDay, r.perDay,  r.perMonth};
    return {r.mode, r.rented, r.perHour, r.perDay, r.perMonth};
}

QString BuyingModesText::legend() {
    return tr("✓ the cheapest way that can be paid; ≈ an estimated or stand-in price. A day costs "
              "its runs plus its start-up and idle time.");
}

} // namespace rightsize::ui

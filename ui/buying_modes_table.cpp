#include "ui/buying_modes_table.h"

#include "core/estimate/pricing_model.h"
#include "ui/number_format.h"

#include <QStringList>

namespace rightsize::ui {
namespace {

const QString kDash = QStringLiteral("—");

QString moneyCell(bool priced, double usd) {
    return priced && usd > 0 ? fmt::money(usd) : kDash;
}

// The figure a mode is compared by: what a day of the scenario's runs costs, or a month of service.
double comparedCost(const BuyingModeCost& m, bool job) {
    return job ? m.perDay : m.perMonth;
}

bool payable(const BuyingModeCost& m, bool job) {
    return m.priced && m.available && !m.estimate && comparedCost(m, job) > 0;
}

} // namespace

QString BuyingModesText::modeName(const BuyingModeCost& m) {
    switch (m.mode) {
    case Pricing::OnDemand:
        // Beside a classic cluster's row, instances rented for the job alone say so: "On demand"
        // against "On demand, classic" read as one thing priced twice.
        return m.classic ? tr("On demand, classic") : tr("On demand, bare instances");
    case Pricing::Spot:
        return m.classic ? tr("Spot, classic") : tr("Spot, bare instances");
    case Pricing::Reserved:
        return m.classic ? tr("Reserved, classic") : tr("Reserved, bare instances");
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
    if (m.mode == Pricing::Spot && m.estimate)
        parts << tr("no spot offer: the on-demand price stands in");
    else if (m.mode == Pricing::Spot)
        parts << (job ? tr("interruptions priced in: %1 of checkpoints and restarts a run")
                            .arg(fmt::duration(m.interruptionHours * 3600))
                      : tr("the offer's spot price; an interruption takes a replica away until it "
                           "is replaced"));
    else if (m.mode == Pricing::Reserved)
        parts << (m.estimate ? tr("a 1-year commitment; no reserved price: on demand less %1%")
                                   .arg(fmt::number(100 * kReservedOneYearDiscount, 0))
                             : tr("a 1-year commitment, paid whether used or not"));
    else if (m.mode == Pricing::Serverless)
        parts << (job ? tr("billed per second of work; the start-up is waited for, not billed")
                      : tr("billed per second while it serves"));
    if (m.classic && job)
        parts << tr("a classic cluster: %1 start-up and %2 idle before it stops, billed each run")
                     .arg(fmt::duration(m.startupHours * 3600), fmt::duration(m.idleHours * 3600));
    else if (m.classic)
        parts << tr("a classic cluster");
    else if (m.mode == Pricing::OnDemand && job)
        parts << tr("bare instances, billed while the job runs");
    if (!job)
        parts << tr("kept up 730 h a month");
    if (m.estimate && (m.mode == Pricing::OnDemand || m.mode == Pricing::Serverless))
        parts << tr("the price is an estimate");
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
        r.name = modeName(m);
        r.mode = r.cheapest ? tr("%1 (cheapest)").arg(r.name) : r.name;
        r.rented =
            m.instances > 0 && !m.instance.empty()
                ? (instanceNameHasCount(m.instances, m.instance)
                       ? QString::fromStdString(m.instance)
                       : tr("%1× %2").arg(m.instances).arg(QString::fromStdString(m.instance)))
                : kDash;
        r.perHour = !m.available ? tr("Not offered")
                    : r.priced   ? fmt::moneyPerHour(m.perHour)
                                 : fmt::noPriceKnown();
        r.billedHours =
            job && r.priced && m.billedHours > 0 ? fmt::duration(m.billedHours * 3600) : kDash;
        r.perRun = job ? moneyCell(r.priced, m.perRun) : kDash;
        r.perDay = moneyCell(r.priced, m.perDay);
        r.perMonth = moneyCell(r.priced, m.perMonth);
        r.assumes = assumption(m, job);
        r.estimate = r.priced && m.estimate;
        rows.push_back(r);
    }
    return rows;
}

QStringList BuyingModesText::headers(bool job) {
    if (job)
        return {tr("Way of buying"), tr("Rented"),  tr("Per hour"),  tr("Billed a run"),
                tr("Per run"),       tr("Per day"), tr("Per month"), tr("What it assumes")};
    return {tr("Way of buying"), tr("Rented"),    tr("Per hour"),
            tr("Per day"),       tr("Per month"), tr("What it assumes")};
}

QStringList BuyingModesText::cells(const BuyingModeRow& r, bool job) {
    const QString hour = r.estimate ? tr("%1 (estimate)").arg(r.perHour) : r.perHour;
    if (job)
        return {r.mode, r.rented, hour, r.billedHours, r.perRun, r.perDay, r.perMonth, r.assumes};
    return {r.mode, r.rented, hour, r.perDay, r.perMonth, r.assumes};
}

QStringList BuyingModesText::windowHeaders(bool job) {
    if (job)
        return {tr("Way of buying"), tr("Per hour"), tr("Billed\na run"),
                tr("Per run"),       tr("Per day"),  tr("Per month")};
    return {tr("Way of buying"), tr("Per hour"), tr("Per day"), tr("Per month")};
}

QStringList BuyingModesText::windowCells(const BuyingModeRow& r, bool job) {
    // The cheapest is ticked (and bold in the window); an estimated price is "≈".
    const QString mode =
        (r.cheapest ? tr("%1 ✓").arg(r.name) : r.name) + QLatin1Char('\n') + r.rented;
    const QString hour = r.estimate ? tr("≈ %1").arg(r.perHour) : r.perHour;
    if (job)
        return {mode, hour, r.billedHours, r.perRun, r.perDay, r.perMonth};
    return {mode, hour, r.perDay, r.perMonth};
}

} // namespace rightsize::ui

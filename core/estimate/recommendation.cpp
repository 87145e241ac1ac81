#include "core/estimate/recommendation.h"

#include "core/estimate/billing.h"
#include "core/estimate/decisive_reason.h"
#include "core/estimate/pricing_model.h"
#include "core/estimate/serving_planner.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rightsize {
namespace {

// Serving and other open-ended workloads are judged per hour; jobs by their total.
double costKey(const OptionResult& o, bool perHour) {
    return perHour ? o.cost.perHour : o.cost.total.expected;
}

// A device with no known price has a cost of zero in the numbers, which is not "free": it is
// neither cheapest nor on the time/cost front, only listed.
bool priced(const OptionResult& o) {
    return o.cost.perHour > 0;
}

} // namespace

// Spot and reserved without their own firm offer pay the on-demand list price, which is one. In
// every pricing mode alike, a firm price beats an estimate.
bool firmPrice(const OptionResult& o) {
    return priced(o) && o.cost.quote && !o.cost.quote->estimate;
}

bool payablePrice(const OptionResult& o, const Scenario& scenario) {
    // An option with no price at all ranks last among its equals, so it is first only when no
    // option that meets the same needs has a price: it is then chosen for fitting and time, and
    // the reasons say no cost was compared.
    return firmPrice(o) || !priced(o) || scenario.compute.includeEstimatedPrices;
}

double commitmentPerMonth(const OptionResult& o) {
    const bool committed = priced(o) && o.cost.quote && o.cost.quote->mode == Pricing::Reserved;
    return committed ? o.cost.perHour * kHoursPerMonth : 0;
}

namespace {

// What a job costs a month when it is bought reserved: the commitment, whatever runs it holds;
// an option without a reserved offer pays each run by the hour, as often as the runs asked for
// (or back to back) fit in a month.
double reservedMonth(const OptionResult& o, const Scenario& scenario) {
    if (const double committed = commitmentPerMonth(o); committed > 0)
        return committed;
    const double runs =
        scenario.compute.cluster.runsPerDay > 0 ? scenario.compute.cluster.runsPerDay : 1;
    return o.cost.total.expected *
           dayBill(Billing::HoursUsed, 1, o.cost.billedHours, 0, 0, runs).runsPerMonth;
}

// Jobs bought reserved are compared by the month they commit to, not one run: a reservation is
// paid whether the run takes minutes or the whole day.
bool byCommitment(const Scenario& scenario, bool perHour) {
    return !perHour && scenario.compute.pricing == Pricing::Reserved;
}

} // namespace

double headroomShare(const OptionResult& o) {
    return o.capacityBytes > 0 ? 1.0 - o.memory.total() / o.capacityBytes : 0;
}

bool recommendable(const OptionResult& o, const Constraints& c) {
    return o.fits && headroomShare(o) >= c.minHeadroom - 1e-12;
}

namespace {

// Pareto front among the options that fit: nobody else both faster and cheaper. A mark for the
// charts, the table and the plan's JSON; the ranking below does not read it.
void markParetoFront(std::vector<OptionResult>& options, bool perHour) {
    for (std::size_t i = 0; i < options.size(); ++i) {
        OptionResult& a = options[i];
        a.onParetoFront = false;
        if (!a.fits || !priced(a))
            continue;
        bool dominated = false;
        for (std::size_t j = 0; j < options.size() && !dominated; ++j) {
            const OptionResult& b = options[j];
            if (i == j || !b.fits || !priced(b))
                continue;
            const double ta = a.timeSeconds.expected, tb = b.timeSeconds.expected;
            const double ca = costKey(a, perHour), cb = costKey(b, perHour);
            dominated = tb <= ta && cb <= ca && (tb < ta || cb < ca);
        }
        a.onParetoFront = !dominated;
    }
}

// The options from best to worst: what the policy asks for first, then cost, then time. A
// stable sort, so that equal options keep the order the planner found them in.
std::vector<std::size_t> rankedOrder(const std::vector<OptionResult>& options,
                                     const Scenario& scenario, bool perHour) {
    std::vector<std::size_t> order(options.size());
    std::iota(order.begin(), order.end(), 0);
    const Constraints& policy = scenario.constraints;
    // Each option's cost to compare by, once: a reserved job's month takes a day's billing.
    const bool monthly = byCommitment(scenario, perHour);
    std::vector<double> cost(options.size());
    for (std::size_t i = 0; i < options.size(); ++i)
        cost[i] = monthly ? reservedMonth(options[i], scenario) : costKey(options[i], perHour);
    auto better = [&](std::size_t x, std::size_t y) {
        const OptionResult& a = options[x];
        const OptionResult& b = options[y];
        // Only options that leave the headroom the policy asks for are recommended.
        const bool ra = recommendable(a, policy), rb = recommendable(b, policy);
        if (ra != rb)
            return ra;
        if (a.meetsConstraints != b.meetsConstraints)
            return a.meetsConstraints;
        if (a.fits != b.fits)
            return a.fits;
        // A price one cannot pay never wins by default: before any finer preference.
        if (priced(a) != priced(b))
            return priced(a);
        // Serving where nothing meets the targets: the option that misses them by less first.
        if (!a.meetsConstraints && a.latency && b.latency) {
            const double ma = targetMissRatio(*a.latency, scenario.workload.serving);
            const double mb = targetMissRatio(*b.latency, scenario.workload.serving);
            if (ma > 0 && mb > 0 && std::abs(ma - mb) > 1e-9 * std::max(ma, mb))
                return ma < mb;
        }
        // Serving: an option with headroom on its latency curve beats one on the knee.
        const bool kneeA = a.latency && a.latency->onKnee, kneeB = b.latency && b.latency->onKnee;
        if (kneeA != kneeB)
            return !kneeA;
        // A price one can pay beats an estimate unless the scenario lets estimates compete.
        if (!scenario.compute.includeEstimatedPrices && firmPrice(a) != firmPrice(b))
            return firmPrice(a);
        const double ca = cost[x], cb = cost[y];
        if (ca != cb)
            return ca < cb;
        return a.timeSeconds.expected < b.timeSeconds.expected;
    };
    std::stable_sort(order.begin(), order.end(), better);
    return order;
}

// Why the recommended option won, in the order the report reads them: the price it rests on,
// its memory headroom and time, and every target and budget it meets.
void addWhyReasons(Plan& plan, const OptionResult& o, const ResolvedWorkload& r,
                   const Scenario& scenario, bool perHour) {
    const Constraints& c = scenario.constraints;
    if (!o.meetsConstraints)
        plan.reasons.push_back({"no_option_meets_constraints", {}, {}});
    const char* cheapest =
        o.meetsConstraints ? (perHour ? "cheapest_per_hour" : "cheapest_total")
                           : (perHour ? "cheapest_that_fits_per_hour" : "cheapest_that_fits_total");
    // Without a known price nothing here was compared on cost: say so instead of "cheapest".
    if (priced(o) && byCommitment(scenario, perHour))
        plan.reasons.push_back(
            {o.meetsConstraints ? "cheapest_commitment" : "cheapest_commitment_that_fits",
             {{"per_month_usd", reservedMonth(o, scenario)},
              {"committed", commitmentPerMonth(o) > 0 ? 1.0 : 0.0}},
             o.placement.device->id});
    else if (priced(o))
        plan.reasons.push_back(
            {cheapest,
             {{"cost_usd", costKey(o, perHour)}, {"per_hour_usd", o.cost.perHour}},
             o.placement.device->id});
    else
        plan.reasons.push_back({"no_price_known", {}, o.placement.device->id});
    // Say which figure the answer rests on when it is an estimate.
    if (priced(o) && !firmPrice(o))
        plan.reasons.push_back(
            {"estimated_price", {{"per_hour_usd", o.cost.perHour}}, o.placement.device->id});
    if (o.capacityBytes > 0)
        plan.reasons.push_back(
            {"fits_with_headroom",
             {{"headroom_pct", 100.0 * (1.0 - o.memory.total() / o.capacityBytes)},
              {"need_gb", o.memory.total() / 1e9},
              {"capacity_gb", o.capacityBytes / 1e9}},
             {}});
    if (o.timeSeconds.expected > 0)
        plan.reasons.push_back({"expected_time",
                                {{"hours", o.timeSeconds.expected / 3600.0},
                                 {"low_hours", o.timeSeconds.low / 3600.0},
                                 {"high_hours", o.timeSeconds.high / 3600.0}},
                                {}});
    // Only for a load the scenario gave: a lone request's latency is no statement about a rate.
    if (o.latency && !o.latency->loneRequest && r.w.serving.p95Ms > 0 &&
        o.latency->p95Ms <= r.w.serving.p95Ms)
        plan.reasons.push_back({"meets_latency_target",
                                {{"p95_ms", o.latency->p95Ms},
                                 {"qps", o.time.samplesPerSecond},
                                 {"replicas", double(o.latency->replicas)},
                                 {"target_ms", r.w.serving.p95Ms}},
                                {}});
    if (c.deadlineHours && o.meetsConstraints)
        plan.reasons.push_back(
            {"meets_deadline",
             {{"hours", o.timeSeconds.expected / 3600.0}, {"deadline_hours", *c.deadlineHours}},
             {}});
    if (c.budgetPerHour && o.meetsConstraints)
        plan.reasons.push_back(
            {"within_hourly_budget",
             {{"per_hour_usd", o.cost.perHour}, {"budget_per_hour", *c.budgetPerHour}},
             {}});
    if (c.budgetTotal && o.meetsConstraints)
        plan.reasons.push_back(
            {"within_total_budget",
             {{"cost_usd", o.cost.total.expected}, {"budget_total", *c.budgetTotal}},
             {}});
}

} // namespace

void recommend(Plan& plan, const ResolvedWorkload& r, const Scenario& scenario) {
    auto& options = plan.options;
    const bool tabular = r.w.kind == WorkloadKind::ClassicMl || r.w.kind == WorkloadKind::DataPrep;
    const bool perHour =
        r.w.kind == WorkloadKind::OnlineServing || (!tabular && r.totalSamples <= 0);

    markParetoFront(options, perHour);

    const std::vector<std::size_t> order = rankedOrder(options, scenario, perHour);
    const Constraints& policy = scenario.constraints;
    if (order.empty() || !recommendable(options[order.front()], policy))
        return;
    // A firm price ranks first, so when the best option has none, no option that meets the
    // needs has one: nothing is recommended (the plan's findings say why) rather than an
    // estimate or an unknown price presented as the answer.
    if (!payablePrice(options[order.front()], scenario))
        return;

    const std::size_t best = order.front();
    plan.recommended = best;
    const OptionResult& o = options[best];
    addWhyReasons(plan, o, r, scenario, perHour);
    // The fastest option that fits, when it is not the recommendation, and what it would cost.
    std::size_t fastest = best;
    for (std::size_t i = 0; i < options.size(); ++i)
        if (recommendable(options[i], policy) &&
            options[i].timeSeconds.expected < options[fastest].timeSeconds.expected)
            fastest = i;
    if (fastest != best && o.timeSeconds.expected > 0 && priced(o) && priced(options[fastest]))
        plan.reasons.push_back(
            {"faster_alternative",
             {{"speedup", o.timeSeconds.expected / options[fastest].timeSeconds.expected},
              {"cost_ratio",
               byCommitment(scenario, perHour)
                   ? reservedMonth(options[fastest], scenario) /
                         std::max(1e-9, reservedMonth(o, scenario))
                   : costKey(options[fastest], perHour) / std::max(1e-9, costKey(o, perHour))},
              {"count", double(options[fastest].placement.count)}},
             options[fastest].placement.device->id});
    // What decided it comes first: the best option of the other kind, or the runner-up device.
    if (auto decisive = decisiveDeviceReason(options, order, best, r, policy, perHour))
        insertDecisive(plan.reasons, std::move(*decisive), true);
    for (std::size_t k = 1; k < order.size() && plan.runnersUp.size() < 3; ++k)
        if (recommendable(options[order[k]], policy))
            plan.runnersUp.push_back(order[k]);
}

} // namespace rightsize

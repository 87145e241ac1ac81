#include "core/estimate/buying_modes.h"

#include "core/estimate/billing.h"
#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"

#include <algorithm>

namespace rightsize {
namespace {

constexpr double kHoursPerDay = 24;

bool hasFinding(const OptionResult& o, std::string_view code) {
    return std::any_of(o.findings.begin(), o.findings.end(),
                       [&](const Finding& f) { return f.code == code; });
}

Billing billingOf(const BuyingModeCost& c) {
    if (c.mode == Pricing::Serverless)
        return Billing::Activity;
    if (c.committed)
        return Billing::Committed;
    return c.classic ? Billing::Classic : Billing::HoursUsed;
}

// A job's run, day and month in the row's way of billing it.
void billJob(BuyingModeCost& c, const OptionResult& o, double runsPerDay) {
    c.billedHours = o.cost.computeHours + o.cost.interruptionHours;
    c.startupHours = c.mode == Pricing::Serverless ? 0 : o.cost.startupHours;
    c.idleHours = o.cost.idleHours;
    c.interruptionHours = o.cost.interruptionHours;
    const DayBill day =
        dayBill(billingOf(c), c.perHour, c.billedHours, c.startupHours, c.idleHours, runsPerDay);
    c.perRun = day.perRun;
    c.runsPerDay = day.runsPerDay;
    c.runsPerMonth = day.runsPerMonth;
    c.startupHoursPerDay = day.startupHours;
    c.idleHoursPerDay = day.idleHours;
    c.overheadPerDay = c.perHour * (day.startupHours + day.idleHours);
    c.perDay = day.perDay;
    c.perMonth = day.perMonth;
}

BuyingModeCost costOf(const Scenario& base, const Catalog& catalog, const OptionResult& option,
                      Pricing mode, bool classic) {
    Scenario s = base;
    s.compute.pricing = mode;
    s.compute.cluster.kind = classic ? ClusterKind::Classic : ClusterKind::Serverless;
    // The option as it stands (replicas sized already): its device and count, nothing else.
    s.compute.options = {{option.placement.device->id, option.placement.count}};
    BuyingModeCost c;
    c.mode = mode;
    c.classic = classic;
    // The option's price under this mode: its headroom and sizing are the scenario plan's.
    const PlanResult r = makePlan(s, catalog, PlanDepth::OptionsOnly);
    if (!r.errors.empty() || r.plan.options.empty())
        return c;
    const OptionResult& o = r.plan.options.front();
    c.priced = o.cost.perHour > 0;
    c.instances = o.cost.instances;
    c.instance = o.cost.quote ? o.cost.quote->instance : std::string();
    c.perHour = o.cost.perHour;
    c.estimate = (o.cost.quote && o.cost.quote->estimate) ||
                 hasFinding(o, kFindingSpotPriceMissing) ||
                 hasFinding(o, kFindingReservedPriceMissing) ||
                 hasFinding(o, kFindingServerlessDeviceUnavailable);
    // A reservation is a commitment only where an offer prices one; the on-demand stand-in is
    // billed as on demand.
    c.committed = mode == Pricing::Reserved && !hasFinding(o, kFindingReservedPriceMissing);
    c.available = std::none_of(o.findings.begin(), o.findings.end(), [](const Finding& f) {
        return f.severity == Severity::Error &&
               (f.code == kFindingServerlessRunCap || f.code == kFindingServerlessNodeCap ||
                f.code == kFindingServerlessDeviceUnavailable);
    });
    if (!c.priced)
        return c;
    if (c.committed)
        c.committedHoursPerMonth = std::max(1, c.instances) * kHoursPerMonth;
    if (o.timeSeconds.expected > 0) {
        billJob(c, o, s.compute.cluster.runsPerDay > 0 ? s.compute.cluster.runsPerDay : 1);
    } else {
        c.perDay = c.perHour * kHoursPerDay;
        c.perMonth = c.perHour * kHoursPerMonth;
    }
    return c;
}

// The runs a day from which each commitment costs less than the same cluster on demand.
void addPayOff(std::vector<BuyingModeCost>& modes) {
    for (BuyingModeCost& r : modes) {
        if (!r.committed || !r.priced || r.billedHours <= 0)
            continue;
        for (const BuyingModeCost& d : modes)
            if (d.mode == Pricing::OnDemand && d.classic == r.classic && d.priced)
                r.payOffRunsPerDay = payOffRunsPerDay(r.perHour, billingOf(d), d.perHour,
                                                      d.billedHours, d.startupHours, d.idleHours);
    }
}

} // namespace

std::vector<BuyingModeCost> buyingModes(const Scenario& scenario, const Catalog& catalog,
                                        const OptionResult& option) {
    std::vector<BuyingModeCost> out;
    if (!option.placement.device)
        return out;
    // The scenario's own cluster for the instance modes, and a classic cluster beside them when
    // it is not one already (bare instances billed while the job runs otherwise).
    const bool classic = scenario.compute.cluster.kind == ClusterKind::Classic;
    for (const Pricing mode : {Pricing::OnDemand, Pricing::Spot, Pricing::Reserved})
        out.push_back(costOf(scenario, catalog, option, mode, classic));
    if (!classic)
        out.push_back(costOf(scenario, catalog, option, Pricing::OnDemand, true));
    out.push_back(costOf(scenario, catalog, option, Pricing::Serverless, false));
    addPayOff(out);
    return out;
}

const char* BuyingModeCost::clusterKind() const {
    if (mode == Pricing::Serverless)
        return "serverless";
    return classic ? "classic" : "bare_instances";
}

bool instanceNameHasCount(int instances, const std::string& instance) {
    const std::string prefix = std::to_string(instances) + "x ";
    return instance.rfind(prefix, 0) == 0;
}

} // namespace rightsize

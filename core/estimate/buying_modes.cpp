#include "core/estimate/buying_modes.h"

#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"

#include <algorithm>

namespace rightsize {
namespace {

constexpr double kHoursPerDay = 24;
constexpr double kDaysPerMonth = kHoursPerMonth / kHoursPerDay;

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
    const PlanResult r = makePlan(s, catalog);
    if (!r.errors.empty() || r.plan.options.empty())
        return c;
    const OptionResult& o = r.plan.options.front();
    c.priced = o.cost.perHour > 0;
    c.instances = o.cost.instances;
    c.instance = o.cost.quote ? o.cost.quote->instance : std::string();
    c.perHour = o.cost.perHour;
    c.estimate = (o.cost.quote && o.cost.quote->estimate) ||
                 std::any_of(o.findings.begin(), o.findings.end(), [](const Finding& f) {
                     return f.code == kFindingSpotPriceMissing ||
                            f.code == kFindingReservedPriceEstimated ||
                            f.code == kFindingServerlessDeviceUnavailable;
                 });
    c.available = std::none_of(o.findings.begin(), o.findings.end(), [](const Finding& f) {
        return f.severity == Severity::Error &&
               (f.code == kFindingServerlessRunCap || f.code == kFindingServerlessNodeCap ||
                f.code == kFindingServerlessDeviceUnavailable);
    });
    if (!c.priced)
        return c;
    if (o.timeSeconds.expected > 0) {
        const double runs = s.compute.cluster.runsPerDay > 0 ? s.compute.cluster.runsPerDay : 1;
        c.perRun = o.cost.total.expected;
        c.billedHours = o.cost.billedHours;
        c.startupHours = o.cost.startupHours;
        c.idleHours = o.cost.idleHours;
        c.interruptionHours = o.cost.interruptionHours;
        c.perDay = c.perRun * runs;
        // Runs closer together than the idle stop keep a classic cluster up: never above a day
        // of it, unless the runs hold more work than a day, when clusters run side by side and
        // bill the work itself (as the usage comparison's classic day counts it).
        if (classic) {
            const double workHours = std::max(0.0, c.billedHours - c.startupHours - c.idleHours);
            const double busiest = std::max(c.perHour * kHoursPerDay, c.perHour * runs * workHours);
            c.perDay = std::min(c.perDay, std::max(busiest, c.perRun));
        }
        c.perMonth = c.perDay * kDaysPerMonth;
    } else {
        c.perDay = c.perHour * kHoursPerDay;
        c.perMonth = c.perHour * kHoursPerMonth;
    }
    return c;
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
    return out;
}

bool instanceNameHasCount(int instances, const std::string& instance) {
    const std::string prefix = std::to_string(instances) + "x ";
    return instance.rfind(prefix, 0) == 0;
}

} // namespace rightsize

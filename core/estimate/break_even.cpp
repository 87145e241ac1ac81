#include "core/estimate/break_even.h"

#include "core/estimate/offer_choice.h"
#include "core/estimate/pricing_model.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

// The placement serves the rate its targets hold at (its replicas sized for the scenario's peak),
// so a month of it carries that rate all month; past that a second placement is rented.
constexpr double kServedUtilisation = 1.0;
// The placement is the unit: its hourly price pays for every replica in it, so it is kept up
// once, not once per replica.
constexpr int kPlacementsKeptUp = 1;
constexpr double kSecondsPerHour = 3600;

// The chart's x axis from 0 past both the scenario's point and the break-even, sampled evenly
// with those two points themselves on the grid, so the lines pass through them exactly.
std::vector<double> grid(double scenarioX, double breakEven, double floorMax, int points) {
    const double high = std::max({floorMax, 2 * scenarioX, 1.6 * breakEven});
    const int n = std::max(points, 2);
    std::vector<double> xs;
    xs.reserve(std::size_t(n) + 3);
    for (int i = 0; i <= n; ++i)
        xs.push_back(high * i / n);
    for (const double x : {scenarioX, breakEven})
        if (x > 0 && std::isfinite(x))
            xs.push_back(x);
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    return xs;
}

double tokensPerRequest(const ServingSpec& s) {
    return std::max(1.0, s.inputTokens + s.outputTokens);
}

} // namespace

UsageSides usageSides(const OptionResult& option, const ComputeSpec& compute) {
    UsageSides u;
    if (!option.placement.device || option.timeSeconds.expected <= 0)
        return u;
    const Device& d = *option.placement.device;
    if (d.serverless.usdPerHour <= 0)
        return u;
    const int count = option.placement.count;
    u.serverless = &d;
    u.serverlessDevices = serverlessBilledDevices(d, count);
    u.classic = classicOfferFor(d, count, compute);
    // The work of one run: the comparison adds each run's start-up and idle tail itself, so the
    // option's wall time (which holds them already) would count them twice.
    u.hoursPerRun = option.cost.computeHours > 0 ? option.cost.computeHours
                                                 : option.timeSeconds.expected / 3600.0;
    return u;
}

BreakEvenCurves serverlessVsClassicCurves(const Scenario& scenario, const OptionResult& option,
                                          int points) {
    BreakEvenCurves c;
    const UsageSides u = usageSides(option, scenario.compute);
    if (!u.serverless || !u.classic.choice.priced)
        return c;
    const Device& classic = *u.classic.choice.priced;
    const int classicDevices = u.classic.choice.billedDevices;
    ComputeSpec compute = scenario.compute;
    const auto at = [&](double runs) {
        compute.cluster.runsPerDay = runs;
        return usagePatternCost(classic, classicDevices, *u.serverless, u.serverlessDevices,
                                u.hoursPerRun, compute);
    };
    c.scenarioX = scenario.compute.cluster.runsPerDay;
    c.breakEven = breakEvenRunsPerDay(classic, classicDevices, *u.serverless, u.serverlessDevices,
                                      u.hoursPerRun, scenario.compute);
    const UsagePatternCost here = at(c.scenarioX);
    c.scenarioPay = here.serverlessPerDay;
    c.scenarioKeep = here.classicPerDay;
    if (c.breakEven > 0)
        c.breakEvenUsd = at(c.breakEven).serverlessPerDay;
    // A classic cluster with no price known draws no line: never a cost of $0.
    const PriceRule classicMode(u.classic.mode, scenario.compute.includeEstimatedPrices);
    const bool classicPriced = hourlyPrice(classic, classicDevices, classicMode) > 0;
    for (const double x : grid(c.scenarioX, c.breakEven, 4, points)) {
        const UsagePatternCost p = at(x);
        c.pay.push_back({x, p.serverlessPerDay});
        if (classicPriced)
            c.keep.push_back({x, p.classicPerDay});
    }
    return c;
}

// The load's request rate: the scenario's own, or for a closed loop (clients, no rate) the one
// its clients reached on this option.
double loadRate(const ServingSpec& serving, const OptionResult& option) {
    return serving.qps > 0 ? serving.qps : option.time.samplesPerSecond;
}

double hostedTokensPerMonth(const ServingSpec& serving, const OptionResult& option) {
    return serving.tokensPerMonth > 0 ? serving.tokensPerMonth
                                      : loadRate(serving, option) * tokensPerRequest(serving) *
                                            kSecondsPerHour * kHoursPerMonth;
}

double servedTokensPerSecond(const ServingSpec& serving, const OptionResult& option) {
    if (!option.latency)
        return 0;
    const double qps = option.latency->maxQpsMeetingTarget > 0 ? option.latency->maxQpsMeetingTarget
                                                               : loadRate(serving, option);
    return qps * tokensPerRequest(serving);
}

HostedApiComparison hostedVsOwnAt(const ServingSpec& serving, double capacityTokensPerSecond,
                                  double usdPerHour, double tokensPerMonth) {
    return compareHostedApi(serving.hostedApiUsdPerMillionTokens, capacityTokensPerSecond,
                            usdPerHour, tokensPerMonth, kServedUtilisation, kPlacementsKeptUp);
}

BreakEvenCurves hostedVsOwnCurves(const Scenario& scenario, const OptionResult& option,
                                  int points) {
    BreakEvenCurves c;
    const ServingSpec& s = scenario.workload.serving;
    const double capacity = servedTokensPerSecond(s, option);
    if (s.hostedApiUsdPerMillionTokens <= 0 || capacity <= 0 || option.cost.perHour <= 0)
        return c;
    const auto at = [&](double volume) {
        return hostedVsOwnAt(s, capacity, option.cost.perHour, volume);
    };
    c.scenarioX = hostedTokensPerMonth(s, option);
    const HostedApiComparison here = at(c.scenarioX);
    c.scenarioPay = here.hostedMonthlyUsd;
    c.scenarioKeep = here.selfHostedMonthlyUsd;
    c.breakEven = here.breakEvenTokensPerMonth;
    if (c.breakEven > 0)
        c.breakEvenUsd = at(c.breakEven).hostedMonthlyUsd;
    for (const double x : grid(c.scenarioX, c.breakEven, 1e6, points)) {
        const HostedApiComparison p = at(x);
        c.pay.push_back({x, p.hostedMonthlyUsd});
        c.keep.push_back({x, p.selfHostedMonthlyUsd});
    }
    return c;
}

} // namespace rightsize

#pragma once

// The two break-even charts of the buying comparison as curves: serverless against a classic
// cluster (cost per day against runs per day) and a hosted API against the own model (cost per
// month against tokens per month). Each curve is priced by the very functions that give the
// plan's own figures, so a chart meets the plan's numbers at the scenario's point and its lines
// cross where the plan says the break-even is: the window, the report and the command line show
// one number.

#include "core/estimate/hosted_api.h"
#include "core/estimate/offer_choice.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <vector>

namespace rightsize {

struct CostPoint {
    double x = 0;   // runs per day, or tokens per month
    double usd = 0; // per day, or per month
};

struct BreakEvenCurves {
    std::vector<CostPoint> pay;  // pay as you go: serverless, or the hosted API
    std::vector<CostPoint> keep; // kept up: the classic cluster, or the own model
    double breakEven = 0;        // x where the two cost the same; 0: one is cheaper throughout
    double breakEvenUsd = 0;     // what both cost there
    double scenarioX = 0;        // the scenario's own runs per day or tokens per month
    double scenarioPay = 0;      // the plan's figures at that point
    double scenarioKeep = 0;
    bool empty() const { return pay.empty(); }
};

// What the serverless-or-classic comparison of a job's option prices: the device's serverless SKU
// billed by whole nodes against the classic cluster of the same cloud billed by whole instances,
// for the hours of work one run needs (start-up and idle tail left out: the comparison adds them
// to each run itself). `serverless` is null for work with no run time or no serverless offer.
struct UsageSides {
    const Device* serverless = nullptr;
    int serverlessDevices = 0;
    ClassicChoice classic;
    double hoursPerRun = 0;
};
UsageSides usageSides(const OptionResult& option, const ComputeSpec& compute);

// Serverless against the classic cluster of the same cloud for the option (the recommended one,
// as the plan compares it): cost per day from a few runs a week to past twice the scenario's
// rate and the break-even. Empty for open-ended work or a device with no serverless offer.
BreakEvenCurves serverlessVsClassicCurves(const Scenario& scenario, const OptionResult& option,
                                          int points = 120);

// The hosted-or-own comparison of a served option at a monthly volume: the API at the
// scenario's price per million tokens against the option's placement kept up all month (once,
// whatever its replicas) and added to where the volume needs more. The plan's `hosted` figures
// are this at hostedTokensPerMonth.
HostedApiComparison hostedVsOwnAt(const ServingSpec& serving, double capacityTokensPerSecond,
                                  double usdPerHour, double tokensPerMonth);
// The volume the scenario prices: its tokens a month, or its peak rate held all month (for a
// closed loop, the rate its clients reached on the option).
double hostedTokensPerMonth(const ServingSpec& serving, const OptionResult& option);
// The tokens a second a served option sustains within its latency target (the peak rate when no
// target bounds it); 0 for an option that does not serve.
double servedTokensPerSecond(const ServingSpec& serving, const OptionResult& option);

// Hosted API against the own model for a served option: cost per month against tokens per month
// up to past twice the scenario's volume and the break-even. Empty without a hosted API price,
// for work that does not serve requests, or an option with no price.
BreakEvenCurves hostedVsOwnCurves(const Scenario& scenario, const OptionResult& option,
                                  int points = 120);

} // namespace rightsize

#pragma once

// Every way of buying the selected option side by side: on demand, spot and reserved on the
// cluster the scenario names, on demand on a classic cluster (billed start-up and idle tail) when
// that is not it, and serverless; each per hour, per run, per day and per month, from the one
// cost model the plan uses (a plan of the option alone in each mode).

#include "core/model/catalog.h"
#include "core/model/enums.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace rightsize {

struct BuyingModeCost {
    Pricing mode = Pricing::OnDemand;
    bool classic = false;  // a classic cluster: its start-up and idle tail are billed
    bool priced = false;   // false: no price known in this mode (nothing below is a price)
    bool estimate = false; // the figure rests on an estimate or stands in for a missing offer
    bool available = true; // false: the offer refuses the job (serverless caps, no node)
    std::string instance;  // what is rented, as the offer names it
    int instances = 0;
    double perHour = 0; // the whole placement while it runs
    // Jobs: one run's billed hours, term by term (perRun = perHour × billedHours); serving: 0.
    double billedHours = 0;
    double startupHours = 0;      // a classic cluster's cold start
    double idleHours = 0;         // the idle tail until it stops
    double interruptionHours = 0; // checkpoints, lost work and restarts
    double perRun = 0;            // jobs: one run all in; serving: 0
    double perDay = 0;            // jobs: runs a day × per run; serving: 24 h
    double perMonth = 0;          // serving: 730 h always on; jobs: 30.4 days of runs
};

// The option's device and count in each way of buying, planned with the scenario's own settings
// otherwise. Empty when the option has no device.
std::vector<BuyingModeCost> buyingModes(const Scenario& scenario, const Catalog& catalog,
                                        const OptionResult& option);

// Whether an offer's instance name already starts with the count ("1x A10"), so that no
// "1x" is written before it again.
bool instanceNameHasCount(int instances, const std::string& instance);

} // namespace rightsize

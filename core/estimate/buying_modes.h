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
    bool classic = false;   // a classic cluster: its start-up and idle tail are billed
    bool committed = false; // reserved with its own offer: every hour of the term is billed
    bool priced = false;    // false: no price known in this mode (nothing below is a price)
    bool estimate = false;  // the figure rests on an estimate or stands in for a missing offer
    bool available = true;  // false: the offer refuses the job (serverless caps, no node)
    std::string instance;   // what is rented, as the offer names it
    int instances = 0;
    double perHour = 0; // the whole placement while it runs
    // Jobs: one run's own billed hours (work and interruptions; perRun = perHour × billedHours)
    // and, as one run alone pays them, its cold start and idle tail. Serving: 0.
    double billedHours = 0;
    double startupHours = 0;      // a classic cluster's cold start
    double idleHours = 0;         // the idle tail until it stops
    double interruptionHours = 0; // checkpoints, lost work and restarts
    double perRun = 0;            // jobs: the run's own hours; serving: 0
    // The calendar (core/estimate/billing.h): perDay = perRun × runsPerDay + overheadPerDay.
    double runsPerDay = 0;         // jobs: the runs that happen (back to back past a day of them)
    double runsPerMonth = 0;       // runsPerDay × 30.4
    double startupHoursPerDay = 0; // the day's billed cold starts
    double idleHoursPerDay = 0;    // the day's billed idle: tails before stop, unused commitment
    double overheadPerDay = 0;     // perHour × (startupHoursPerDay + idleHoursPerDay)
    double perDay = 0;             // jobs: as above; serving: 24 h
    double perMonth = 0;           // serving: 730 h always on; jobs: perDay × 30.4
    double committedHoursPerMonth = 0; // reserved: the instances' hours of the term, used or not
    double payOffRunsPerDay = 0; // reserved: runs a day from which it costs less than on demand
    // The cluster kind of the row as the plan JSON names it: "classic", "bare_instances" or
    // "serverless".
    const char* clusterKind() const;
};

// The option's device and count in each way of buying, planned with the scenario's own settings
// otherwise. Empty when the option has no device.
std::vector<BuyingModeCost> buyingModes(const Scenario& scenario, const Catalog& catalog,
                                        const OptionResult& option);

// Whether an offer's instance name already starts with the count ("1x A10"), so that no
// "1x" is written before it again.
bool instanceNameHasCount(int instances, const std::string& instance);

} // namespace rightsize

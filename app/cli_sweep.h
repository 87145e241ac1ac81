#pragma once

#include "app/scenario_overrides.h"
#include "core/model/catalog.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize::app {

// `rightsize estimate FILE --sweep KEY=V1,V2,...`: the scenario planned once per value (per pair
// of values with two keys), each point read and checked as the file with --set would be.
struct SweepRequest {
    std::vector<FieldSweep> sweeps;      // one or two keys
    std::vector<FieldOverride> settings; // --set, applied at every point before the swept values
    std::string format = "table";        // table, csv or json
    std::string calibration;
    std::string db;
    bool strict = false;
};

// One point's answer: the recommendation and whether it meets the targets, or why not.
struct SweepPoint {
    std::vector<std::string> values; // as typed, one per key
    bool planned = false;            // false: the values were refused (`why` says so)
    bool recommended = false;
    std::string option; // "2× NVIDIA H100 80 GB" or empty
    std::string device; // its catalog id
    int count = 0;
    double seconds = 0; // a job's time; 0 for serving
    double p95Ms = 0;   // serving: the recommended option's p95 latency
    double perHourUsd = 0;
    double totalUsd = 0;
    bool fits = false;     // some option fits in memory
    bool meetsAll = false; // the recommendation meets every target and budget
    std::string why;       // refused values, or why nothing is recommended
};

// Plans every point; the file is read once per point, as --set would read it.
std::vector<SweepPoint> sweepPoints(const std::string& file, const Catalog& catalog,
                                    const SweepRequest& request);

// Prints the points (table, csv or json) and returns the exit code: 0, or 2 when some point's
// values were refused.
int printSweep(const SweepRequest& request, const std::vector<SweepPoint>& points,
               std::ostream& out);

} // namespace rightsize::app

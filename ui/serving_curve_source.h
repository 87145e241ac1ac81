#pragma once

#include "core/catalog.h"
#include "core/estimates.h"
#include "core/scenario.h"

#include <utility>
#include <vector>

namespace rightsize::ui {

// p95 latency (ms) against QPS (whole service) for one option, from the planner's serving model.
// Empty when the workload is not online serving or the option cannot serve.
std::vector<std::pair<double, double>> servingLatencyCurve(const Scenario& scenario, const Catalog& catalog,
                                                           const OptionResult& option, int points);

} // namespace rightsize::ui

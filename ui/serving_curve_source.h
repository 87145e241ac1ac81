#pragma once

#include "core/estimate/serving_planner.h"
#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"
#include "core/scenario/launch_command.h"

#include <utility>
#include <vector>

namespace rightsize::ui {

// p95 latency (ms) against QPS (whole service) for one option, from the planner's serving model.
// Empty when the workload is not online serving or the option cannot serve.
std::vector<std::pair<double, double>> servingLatencyCurve(const Scenario& scenario,
                                                           const Catalog& catalog,
                                                           const OptionResult& option, int points);

// TTFT, TPOT and end-to-end p50/p95/p99 against load (clients or requests per second) for one
// option on the replicas the plan gave it; the scenario's load is one of the points, with the
// plan's own figures. Empty when the workload is not online serving or the option cannot serve.
std::vector<ServingCurvePoint> servingLoadPoints(const Scenario& scenario, const Catalog& catalog,
                                                 const OptionResult& option, int points);

// Whether the scenario's load is a number of clients (closed loop), and that load.
bool servingLoadIsClients(const Scenario& scenario, const Catalog& catalog);
double servingLoadOf(const Scenario& scenario, const Catalog& catalog);

// The command that starts `option` with the scenario's engine, with the model's name from its
// preset (the window has no file to read an hf_config's name from).
LaunchResult servingLaunchCommand(const Scenario& scenario, const Catalog& catalog,
                                  const OptionResult* option);

} // namespace rightsize::ui

#pragma once

#include "core/estimate/serving_planner.h"
#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"
#include "core/output/launch_command.h"

#include <map>
#include <memory>
#include <string>
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

// The load points of servingLoadPoints, kept by what they are simulated from: the workload, the
// device, its layout and replicas, the catalog. A new plan that leaves those alone (a
// constraint, the name, another option selected, a theme change) takes its curves from here
// instead of simulating them again; one that changes them simulates anew.
class ServingCurveCache {
public:
    const std::vector<ServingCurvePoint>& loadPoints(const Scenario& scenario,
                                                     const std::shared_ptr<const Catalog>& catalog,
                                                     const OptionResult& option, int points);
    // How many curves were simulated, for tests.
    int simulations() const { return m_simulations; }

private:
    std::shared_ptr<const Catalog> m_catalog; // the curves below were made with it
    std::map<std::string, std::vector<ServingCurvePoint>> m_curves;
    int m_simulations = 0;
};

// Whether the scenario's load is a number of clients (closed loop), and that load.
bool servingLoadIsClients(const Scenario& scenario, const Catalog& catalog);
double servingLoadOf(const Scenario& scenario, const Catalog& catalog);

// The command that starts `option` with the scenario's engine, with the model's name from its
// preset (the window has no file to read an hf_config's name from).
LaunchResult servingLaunchCommand(const Scenario& scenario, const Catalog& catalog,
                                  const OptionResult* option);

} // namespace rightsize::ui

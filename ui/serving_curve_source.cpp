#include "ui/serving_curve_source.h"

#include "core/estimate/serving_planner.h"
#include "core/estimate/workload_model.h"

#include <algorithm>

namespace rightsize::ui {
namespace {

// Whether the option serves at all, and the replicas it runs: what the plan sized, or the
// devices it was given over its tensor-parallel group.
bool servesCurve(const Scenario& scenario, const OptionResult& option) {
    return scenario.workload.kind == WorkloadKind::OnlineServing && option.placement.device &&
           option.fits;
}

int replicasOf(const OptionResult& option) {
    const int tensor = std::max(1, option.placement.layout.tensor);
    return option.latency ? std::max(1, option.latency->replicas)
                          : std::max(1, option.placement.count / tensor);
}

} // namespace

std::vector<std::pair<double, double>> servingLatencyCurve(const Scenario& scenario,
                                                           const Catalog& catalog,
                                                           const OptionResult& option, int points) {
    if (!servesCurve(scenario, option))
        return {};
    // The planner's own service model, so the chart and the plan cannot disagree.
    const ResolvedWorkload r = resolveWorkload(scenario.workload, catalog);
    return servingCurve(r, *option.placement.device, option.placement.layout, replicasOf(option),
                        points);
}

std::vector<ServingCurvePoint> servingLoadPoints(const Scenario& scenario, const Catalog& catalog,
                                                 const OptionResult& option, int points) {
    if (!servesCurve(scenario, option))
        return {};
    const ResolvedWorkload r = resolveWorkload(scenario.workload, catalog);
    return servingLoadCurve(r, *option.placement.device, option.placement.layout,
                            replicasOf(option), points);
}

bool servingLoadIsClients(const Scenario& scenario, const Catalog& catalog) {
    return servingClosedLoop(resolveWorkload(scenario.workload, catalog));
}

double servingLoadOf(const Scenario& scenario, const Catalog& catalog) {
    return servingScenarioLoad(resolveWorkload(scenario.workload, catalog));
}

LaunchResult servingLaunchCommand(const Scenario& scenario, const Catalog& catalog,
                                  const OptionResult* option) {
    const ScenarioDocument doc{scenario, nlohmann::json::object()};
    return launchCommand(scenario, catalog, option, hubModelName(doc, catalog));
}

} // namespace rightsize::ui

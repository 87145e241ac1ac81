#include "ui/serving_curve_source.h"

#include "core/serving_planner.h"
#include "core/workload_model.h"

#include <algorithm>

namespace rightsize::ui {

std::vector<std::pair<double, double>> servingLatencyCurve(const Scenario& scenario, const Catalog& catalog,
                                                           const OptionResult& option, int points)
{
    if (scenario.workload.kind != WorkloadKind::OnlineServing || !option.placement.device || !option.fits)
        return {};
    // The planner's own service model, so the chart and the plan cannot disagree.
    const ResolvedWorkload r = resolveWorkload(scenario.workload, catalog);
    const int tensor = std::max(1, option.placement.layout.tensor);
    const int replicas = option.latency ? std::max(1, option.latency->replicas)
                                        : std::max(1, option.placement.count / tensor);
    return servingCurve(r, *option.placement.device, option.placement.layout, replicas, points);
}

std::vector<ServingCurvePoint> servingLoadPoints(const Scenario& scenario, const Catalog& catalog,
                                                 const OptionResult& option, int points)
{
    if (scenario.workload.kind != WorkloadKind::OnlineServing || !option.placement.device || !option.fits)
        return {};
    const ResolvedWorkload r = resolveWorkload(scenario.workload, catalog);
    const int tensor = std::max(1, option.placement.layout.tensor);
    const int replicas = option.latency ? std::max(1, option.latency->replicas)
                                        : std::max(1, option.placement.count / tensor);
    return servingLoadCurve(r, *option.placement.device, option.placement.layout, replicas, points);
}

bool servingLoadIsClients(const Scenario& scenario, const Catalog& catalog)
{
    return servingClosedLoop(resolveWorkload(scenario.workload, catalog));
}

double servingLoadOf(const Scenario& scenario, const Catalog& catalog)
{
    return servingScenarioLoad(resolveWorkload(scenario.workload, catalog));
}

LaunchResult servingLaunchCommand(const Scenario& scenario, const Catalog& catalog, const OptionResult* option)
{
    const ScenarioDocument doc{scenario, nlohmann::json::object()};
    return launchCommand(scenario, catalog, option, hubModelName(doc, catalog));
}

} // namespace rightsize::ui

#include "ui/charts/serving_curves.h"

#include "core/estimate/serving_planner.h"
#include "core/estimate/workload_model.h"
#include "core/scenario/scenario_io.h"

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

namespace {

// Everything servingLoadPoints reads: the workload (resolved against the catalog), the device,
// its layout, the replicas and the number of points.
std::string curveKey(const Scenario& scenario, const OptionResult& option, int points) {
    Scenario workloadOnly;
    workloadOnly.workload = scenario.workload;
    const Layout& l = option.placement.layout;
    std::string key = scenarioToJson(workloadOnly).dump();
    for (int v : {l.tensor, l.pipeline, l.data, l.expert, l.context, l.interleave, l.microBatch,
                  l.gradientAccumulation, int(l.sequenceParallel), int(l.flashAttention),
                  int(l.recompute), int(l.sharding), l.prefillEngines, l.decodeEngines,
                  replicasOf(option), int(servesCurve(scenario, option)), points})
        key += '|' + std::to_string(v);
    return key + '|' + (option.placement.device ? option.placement.device->id : std::string());
}

} // namespace

const std::vector<ServingCurvePoint>&
ServingCurveCache::loadPoints(const Scenario& scenario,
                              const std::shared_ptr<const Catalog>& catalog,
                              const OptionResult& option, int points) {
    // Curves of another catalog are of other devices; a bounded number kept, as a chart
    // shows a handful of options at a time.
    constexpr std::size_t kKept = 32;
    if (catalog != m_catalog || m_curves.size() >= kKept) {
        m_curves.clear();
        m_catalog = catalog;
    }
    const std::string key = curveKey(scenario, option, points);
    auto found = m_curves.find(key);
    if (found == m_curves.end()) {
        ++m_simulations;
        found = m_curves
                    .emplace(key, catalog ? servingLoadPoints(scenario, *catalog, option, points)
                                          : std::vector<ServingCurvePoint>{})
                    .first;
    }
    return found->second;
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

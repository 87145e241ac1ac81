#include "core/scenario_check.h"

#include "core/workload_model.h"

#include <string>

namespace rightsize {

std::vector<FieldError> checkScenario(const Scenario& scenario, const Catalog& catalog) {
    std::vector<FieldError> errors;
    // The planner's own refusals (an unknown preset, a model with no size) come from resolving
    // the workload; asking it here keeps the two from ever disagreeing.
    const ResolvedWorkload resolved = resolveWorkload(scenario.workload, catalog, &errors);
    const ModelShape& shape = resolved.w.model;
    // The file may name kv_heads while heads come from the preset, or the other way round:
    // the shape is judged after the two are merged.
    if (shape.heads > 0 && shape.kvHeads > 0 &&
        (shape.kvHeads > shape.heads || shape.heads % shape.kvHeads != 0))
        errors.push_back({"$.workload.model.kv_heads", "must divide heads (" +
                                                           std::to_string(shape.heads) + "), got " +
                                                           std::to_string(shape.kvHeads)});
    const auto& options = scenario.compute.options;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const std::string path = "$.compute.options[" + std::to_string(i) + "]";
        if (!catalog.device(options[i].device))
            errors.push_back(
                {path + ".device", "unknown device; see the catalog for the ids it knows"});
        if (options[i].count < 1)
            errors.push_back({path + ".count", "must be a whole number of at least 1"});
    }
    return errors;
}

ScenarioLoadResult parseAndCheckScenario(std::string_view text, const Catalog& catalog) {
    ScenarioLoadResult result = parseScenario(text, &catalog);
    if (!result.document)
        return result;
    result.errors = checkScenario(result.document->scenario, catalog);
    if (!result.errors.empty())
        result.document.reset();
    return result;
}

} // namespace rightsize

#pragma once

// A scenario a test writes as JSON, planned as the command line plans it. A scenario or plan the
// program refuses is a broken test setup, not a case to check, so it stops the test at once.

#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"

#include <QtGlobal>
#include <nlohmann/json.hpp>

namespace rightsize::test {

inline Plan planJson(const nlohmann::json& scenario, const Catalog& catalog) {
    const ScenarioLoadResult loaded = parseScenarioJson(scenario, &catalog);
    if (!loaded.document)
        qFatal("scenario refused: %s",
               loaded.errors.empty() ? "?" : loaded.errors.front().message.c_str());
    PlanResult planned = makePlan(loaded.document->scenario, catalog);
    if (!planned.errors.empty())
        qFatal("plan refused: %s", planned.errors.front().message.c_str());
    return std::move(planned.plan);
}

} // namespace rightsize::test

#pragma once

// The one check every door applies before it accepts a scenario: `rightsize estimate` and
// `report`, `rightsize scenarios import`, and the window's open and import. parseScenario judges
// each field on its own (type, range, known ids); this adds what makes a plan impossible as a
// whole (a model with no size, an unknown preset, query heads that do not split into the KV
// groups), so that no door keeps a file that another refuses.

#include "core/catalog.h"
#include "core/field_error.h"
#include "core/scenario.h"
#include "core/scenario_io.h"

#include <string_view>
#include <vector>

namespace rightsize {

std::vector<FieldError> checkScenario(const Scenario& scenario, const Catalog& catalog);

// parseScenario with the catalog, then checkScenario: `document` is set only when both pass.
ScenarioLoadResult parseAndCheckScenario(std::string_view text, const Catalog& catalog);

} // namespace rightsize

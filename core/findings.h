#pragma once

#include "core/estimates.h"
#include "core/scenario.h"
#include "core/workload_model.h"

#include <vector>

namespace rightsize {

// Checklist findings about one evaluated option (codes and numbers; words live in the UI).
std::vector<Finding> findingsFor(const ResolvedWorkload& r, const OptionResult& option, const Scenario& scenario);

// Findings about the scenario as a whole, given every option.
std::vector<Finding> planFindings(const ResolvedWorkload& r, const Plan& plan, const Scenario& scenario);

} // namespace rightsize

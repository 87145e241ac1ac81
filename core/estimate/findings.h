#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <vector>

namespace rightsize {

// Checklist findings about one evaluated option (codes and numbers; words live in the UI).
std::vector<Finding> findingsFor(const ResolvedWorkload& r, const OptionResult& option,
                                 const Scenario& scenario);

// Findings about the scenario as a whole, given every option.
std::vector<Finding> planFindings(const ResolvedWorkload& r, const Plan& plan,
                                  const Scenario& scenario);

} // namespace rightsize

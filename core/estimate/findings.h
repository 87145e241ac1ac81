#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <vector>

namespace rightsize {

// NVFP4 runs only on FP4 tensor cores (Blackwell): on any other device the planner refuses the
// option (finding nvfp4_unsupported) instead of pricing an emulation no engine ships.
bool refusesPrecision(const ResolvedWorkload& r, const Device& d);

// Checklist findings about one evaluated option (codes and numbers; words live in the UI).
std::vector<Finding> findingsFor(const ResolvedWorkload& r, const OptionResult& option,
                                 const Scenario& scenario);

// Findings about the scenario as a whole, given every option.
std::vector<Finding> planFindings(const ResolvedWorkload& r, const Plan& plan,
                                  const Scenario& scenario);

} // namespace rightsize

#pragma once

#include "core/estimates.h"
#include "core/scenario.h"
#include "core/workload_model.h"

namespace rightsize {

// Marks the Pareto front of time against cost, picks the recommendation with its reasons and
// the runners-up.
void recommend(Plan& plan, const ResolvedWorkload& r, const Scenario& scenario);

} // namespace rightsize

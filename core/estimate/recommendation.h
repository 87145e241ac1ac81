#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

namespace rightsize {

// Share of the device's usable memory an option leaves free.
double headroomShare(const OptionResult& o);
// An option the planner may recommend: it fits and leaves the headroom the policy asks for.
bool recommendable(const OptionResult& o, const Constraints& constraints);

// Marks the Pareto front of time against cost, picks the recommendation with its reasons and
// the runners-up.
void recommend(Plan& plan, const ResolvedWorkload& r, const Scenario& scenario);

} // namespace rightsize

#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

namespace rightsize {

// Share of the device's usable memory an option leaves free.
double headroomShare(const OptionResult& o);
// An option the planner may recommend: it fits and leaves the headroom the policy asks for.
bool recommendable(const OptionResult& o, const Constraints& constraints);

// A price read off a price list: not a ratio, an assumed rental or a recalled figure (the
// catalog's `estimate`), and not unknown. An estimated price is recommended only when the
// scenario lets estimates compete (compute.include_estimated_prices).
bool firmPrice(const OptionResult& o);
// Whether the plan may recommend `o` on its price: a firm one, none at all (nothing that meets
// the needs has one), or any when estimates compete.
bool payablePrice(const OptionResult& o, const Scenario& scenario);

// What a reservation of the option's instances costs a month, paid whether used or not: the
// reserved mode priced by the device's own reserved offer. 0 otherwise (a stand-in on-demand
// price is billed for the hours used).
double commitmentPerMonth(const OptionResult& o);

// Marks the Pareto front of time against cost, picks the recommendation with its reasons and
// the runners-up.
void recommend(Plan& plan, const ResolvedWorkload& r, const Scenario& scenario);

} // namespace rightsize

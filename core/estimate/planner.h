#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"

#include <vector>

namespace rightsize {

// Memory, time and cost of one placement: arithmetic only, no allocation (the hot path).
OptionResult evaluatePlacement(const ResolvedWorkload& r, const Placement& placement,
                               const ComputeSpec& compute, const Constraints& constraints);

// The layout for `count` devices of one kind: the scenario's own settings when they fit,
// otherwise the fastest layout (tensor / pipeline / data split, micro-batch, recomputation,
// sharding) that fits. Returns the evaluated option.
OptionResult bestLayout(const ResolvedWorkload& r, const Device& device, int count,
                        const ComputeSpec& compute, const Constraints& constraints);

// The placements a plan evaluates: the scenario's options, or the catalog at sensible counts.
std::vector<ComputeOption> candidateOptions(const ResolvedWorkload& r, const Scenario& scenario,
                                            const Catalog& catalog);

struct PlanResult {
    Plan plan;
    std::vector<FieldError> errors; // input problems that prevented a plan (empty on success)
};

// How much a plan works out beyond its options. Everything: the recommendation's headroom and
// sizing answers (each a search of serving simulations) and the ways of buying it. Options only:
// each option's time, memory, cost and findings and the recommendation, which is all a caller
// that reprices one option under another way of buying, or checks one measured run, reads.
enum class PlanDepth { Everything, OptionsOnly };

PlanResult makePlan(const Scenario& scenario, const Catalog& catalog,
                    PlanDepth depth = PlanDepth::Everything);

} // namespace rightsize

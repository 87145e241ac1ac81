#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace rightsize {

// The first reason of a recommendation: the one quantity that decided it, set against the best
// option of the other kind (the best CPU option when a GPU wins and the other way round), or
// against the runner-up device when every candidate is of one kind. The codes:
//   decisive_gpu_over_cpu, decisive_cpu_over_gpu: time and cost of both, replicas and price
//     per hour for serving, the memory bandwidths where the work is memory-bound, and which of
//     `constraints` the other side misses (other_misses);
//   decisive_device: the runner-up device of the same kind, time × price of both;
//   decisive_fit: the other side does not fit, with its need and capacity.
// `order` ranks every option, best first; `best` is the recommended one. The other side's device
// id is the reason's text.
std::optional<Reason> decisiveDeviceReason(const std::vector<OptionResult>& options,
                                           const std::vector<std::size_t>& order, std::size_t best,
                                           const ResolvedWorkload& r,
                                           const Constraints& constraints, bool perHour);

// Puts a decisive reason after the decisive reasons already at the front of the list, or first
// with `first`: the reasons of a plan open with what decided it, after only the statement that
// no option meets every constraint.
void insertDecisive(std::vector<Reason>& reasons, Reason reason, bool first = false);

} // namespace rightsize

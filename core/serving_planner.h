#pragma once

#include "core/estimates.h"
#include "core/serving_simulator.h"
#include "core/workload_model.h"

namespace rightsize {

// Service times of one replica (`tensor` devices) from the inference estimator, for batches of
// 1..maxBatch: whole forward passes, or prefill and decode steps for generating decoders.
ServiceModel serviceModelFor(const ResolvedWorkload& r, const Device& device, int tensor);

// Serving at the scenario's peak QPS: latency with the replicas given (count / tensor), or, when
// `sizeReplicas` is set, with the fewest replicas that meet the p95 target.
struct ServingPlan {
    LatencyEstimate latency;
    int replicasUsed = 1;
    bool stable = true;
    bool meetsTarget = true;
};
ServingPlan planServing(const ResolvedWorkload& r, const Device& device, int tensor, int replicas, bool sizeReplicas,
                        bool findMaxQps = false);

// p95 latency against QPS for the charts (pairs of QPS and milliseconds).
std::vector<std::pair<double, double>> servingCurve(const ResolvedWorkload& r, const Device& device, int tensor,
                                                    int replicas, int points);

} // namespace rightsize

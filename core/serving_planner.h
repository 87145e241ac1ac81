#pragma once

#include "core/estimates.h"
#include "core/serving_simulator.h"
#include "core/workload_model.h"

namespace rightsize {

// Share of device memory a serving engine takes for itself (weights, activations and the KV
// cache): vLLM's gpu_memory_utilization defaults to 0.9.
inline constexpr double kServingMemoryShare = 0.9;

// Tokens of KV cache one replica (`layout.tensor` devices) holds beside its weights, activations
// and runtime; 0 when the model keeps no KV cache.
double kvCacheTokens(const ResolvedWorkload& r, const Device& device, const Layout& layout);

// Service times of one replica from the inference estimator: whole forward passes, or prefill and
// decode steps for generating decoders, with the replica's KV cache as the admission limit.
ServiceModel serviceModelFor(const ResolvedWorkload& r, const Device& device, const Layout& layout);

// The requests one batch may hold: the scenario's cap, and for static batching the batch the
// memory fit found.
int servingBatchCap(const ResolvedWorkload& r, const Layout& layout);

// Serving at the scenario's peak QPS: latency with the replicas given, or, when `sizeReplicas` is
// set, with the fewest replicas that meet the p95 target (or, without a target, keep up).
struct ServingPlan {
    LatencyEstimate latency;
    int replicasUsed = 1;
    bool stable = true;
    bool meetsTarget = true;
};
ServingPlan planServing(const ResolvedWorkload& r, const Device& device, const Layout& layout, int replicas,
                        bool sizeReplicas, bool findMaxQps = false);

// p95 latency against QPS for the charts (pairs of QPS and milliseconds).
std::vector<std::pair<double, double>> servingCurve(const ResolvedWorkload& r, const Device& device,
                                                    const Layout& layout, int replicas, int points);

} // namespace rightsize

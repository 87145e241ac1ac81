#pragma once

#include "core/estimate/serving_simulator.h"
#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"

#include <memory>
#include <vector>

namespace rightsize {

// Tokens of KV cache one replica holds: what the memory fit reserved for `layout.microBatch`
// sequences of full length, in whole blocks; 0 when the model keeps no KV cache. The engine pages
// this budget, so shorter sequences leave room for more of them.
// A serving engine (vLLM, SGLang, TensorRT-LLM) pages what its memory share leaves after the
// weights and its activation peak instead (core/estimate/serving_engine.h).
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

// The load the planner simulates on `replicas` engines of `layout`: the scenario's rate or
// clients (one client when it gives neither), its batching, a fixed seed.
ServingLoad servingLoadFor(const ResolvedWorkload& r, const Layout& layout, int replicas);
// The same load 1.2 times higher: where an option on the knee breaks a target.
ServingLoad servingKneeLoad(ServingLoad load);

// The scenario's targets in seconds.
ServingTargets servingTargets(const ResolvedWorkload& r);
// How far a serving option is from the scenario's targets: the largest ratio of a p95 to its
// target (at most 1 when every target is met), 0 without targets or figures.
double targetMissRatio(const LatencyEstimate& l, const ServingSpec& s);
// Sizing counts engines of `layout.tensor` devices in steps of `replicaStep` (the engines of one
// replica as the scenario lists it) and at most `max_replicas` replicas.
ServingPlan planServing(const ResolvedWorkload& r, const Device& device, const Layout& layout,
                        int replicas, bool sizeReplicas, int replicaStep = 1);

// The highest QPS `replicas` replicas serve within the p95 target (0 without a target): a few
// dozen simulations, so only for the option whose figure is shown.
double maxQpsMeetingTarget(const ResolvedWorkload& r, const Device& device, const Layout& layout,
                           int replicas);
// The same as a closed loop: the most clients `replicas` replicas serve within every target (0
// without a target).
int maxConcurrencyMeetingTarget(const ResolvedWorkload& r, const Device& device,
                                const Layout& layout, int replicas);

// The fewest devices of this layout (replicas of `layout.tensor` devices, in steps of
// `replicaStep` engines, at most `max_replicas` replicas) that meet every target at the scenario's
// load; 0 without targets or when even the most replicas miss.
int fewestDevicesMeetingTargets(const ResolvedWorkload& r, const Device& device,
                                const Layout& layout, int replicaStep = 1);

// A recorded trace as the simulator replays it; null when it has fewer than two requests or its
// arrivals span no time.
std::shared_ptr<const RequestTrace> requestTraceOf(const std::vector<TraceRequest>& rows);

// One load of a serving curve and the latencies there, in milliseconds.
struct ServingCurvePoint {
    double load = 0; // clients (closed loop) or requests per second (open loop), whole service
    LatencyPercentiles ttftMs;
    LatencyPercentiles tpotMs;
    LatencyPercentiles e2eMs;
    bool stable = true; // false: the queue grows without bound at this load
};

// The load the plan simulates for the scenario: its clients (closed loop, also one client when it
// gives no load) or 0 with a rate (open loop).
bool servingClosedLoop(const ResolvedWorkload& r);
double servingScenarioLoad(const ResolvedWorkload& r);

// TTFT, TPOT and end-to-end latency against load on `replicas` replicas: about `points` loads
// from a sixteenth of the scenario's up to twice it (an open loop stops short of saturation),
// the scenario's own load among them, simulated exactly as the plan simulates it so the curve
// passes through the plan's figures. Sorted by load; empty when the model cannot serve.
std::vector<ServingCurvePoint> servingLoadCurve(const ResolvedWorkload& r, const Device& device,
                                                const Layout& layout, int replicas, int points);

// p95 latency against QPS for the charts (pairs of QPS and milliseconds).
std::vector<std::pair<double, double>> servingCurve(const ResolvedWorkload& r, const Device& device,
                                                    const Layout& layout, int replicas, int points);

} // namespace rightsize

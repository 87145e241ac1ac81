#include "core/serving_planner.h"

#include "core/time_estimator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace rightsize {
namespace {

// Requests simulated per evaluation: enough for a stable p95 (a few hundred samples past it)
// while a whole catalog still plans in a fraction of a second.
constexpr int kSimulatedRequests = 6000;

ServingLoad loadFor(const ResolvedWorkload& r, const Layout& layout, int replicas)
{
    ServingLoad load;
    load.qps = r.w.serving.qps;
    load.batchWindowSeconds = std::max(0.0, r.w.serving.batchWindowMs) / 1000.0;
    load.maxBatch = servingBatchCap(r, layout);
    load.replicas = std::max(1, replicas);
    load.requests = kSimulatedRequests;
    load.seed = 7;
    return load;
}

double servingTargetSeconds(const ResolvedWorkload& r)
{
    return r.w.serving.p95Ms > 0 ? r.w.serving.p95Ms / 1000.0 : 0;
}

} // namespace

int servingBatchCap(const ResolvedWorkload& r, const Layout& layout)
{
    const int cap = std::max(1, r.w.serving.maxBatch);
    // Continuous batching is held back by the KV cache itself; a static batch by the fit.
    return r.generates ? cap : std::clamp(layout.microBatch, 1, cap);
}

double kvCacheTokens(const ResolvedWorkload& r, const Layout& layout)
{
    if (!r.generates)
        return 0;
    constexpr double kBlock = kKvBlockTokens;
    const double in = r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
    const double perSequence = std::ceil((in + std::max(1.0, r.w.serving.outputTokens) + 1) / kBlock) * kBlock;
    return std::max(1, layout.microBatch) * perSequence;
}

ServiceModel serviceModelFor(const ResolvedWorkload& r, const Device& d, const Layout& layout)
{
    const InferenceCosts c = inferenceCosts(r, d, std::max(1, layout.tensor), layout.expert);
    ServiceModel m;
    m.passPerRequest = c.computePerSample;
    m.passFloor = c.weightSeconds;
    m.passLinear = c.activationPerSample + c.commPerSample;
    m.passFixed = c.passFixed;
    m.passHost = c.hostPerPass;
    m.expertSeconds = c.expertSeconds;
    m.experts = c.experts;
    m.expertsPerToken = c.expertsPerToken;
    m.passTokensPerRequest = c.passTokensPerSample;
    if (r.generates) {
        m.decodeSteps = std::max(1.0, std::round(r.w.serving.outputTokens));
        m.geometricLengths = true;
        // A team's calibration scales the whole device side of a decode step.
        m.stepPerSequence = c.decodeComputePerSequence * c.decodeScale;
        m.stepPerContextToken = c.attentionPerContextToken * c.decodeScale;
        m.stepFloor = c.weightSeconds * c.decodeScale;
        m.stepKvPerToken = c.kvPerContextToken * c.decodeScale;
        m.stepLinear = c.decodeCommPerSequence * c.decodeScale;
        m.stepFixed = c.stepFixed * c.decodeScale;
        m.stepHost = c.hostPerStep;
        m.promptTokens = r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
        m.kvTokens = kvCacheTokens(r, layout);
    }
    return m;
}

ServingPlan planServing(const ResolvedWorkload& r, const Device& d, const Layout& layout, int replicas,
                        bool sizeReplicas)
{
    ServingPlan plan;
    const ServiceModel model = serviceModelFor(r, d, layout);
    const double target = servingTargetSeconds(r);
    const int maxReplicas = std::max(1, r.w.serving.maxReplicas);
    ServingLoad load = loadFor(r, layout, replicas);
    std::optional<ServingStats> stats;
    if (sizeReplicas) {
        // Gallop and bisect over the replica count: a few dozen simulations at most, whatever the
        // cap. Without a target the fewest replicas that keep up will do. The sizing keeps the
        // simulation of the count it settles on, so it is not run twice.
        constexpr double kAnyLatency = std::numeric_limits<double>::max();
        ReplicaRuns runs;
        ReplicaSizing sized = sizeReplicasForTarget(model, load, target > 0 ? target : kAnyLatency, maxReplicas, &runs);
        if (sized.replicas == 0 && target > 0) // the target cannot be met
            sized = sizeReplicasForTarget(model, load, kAnyLatency, maxReplicas, &runs);
        load.replicas = sized.replicas > 0 ? sized.replicas : maxReplicas;
        if (sized.replicas > 0)
            stats = sized.stats;
    }
    if (!stats)
        stats = simulateServing(model, load);
    const ServingStats& s = *stats;
    plan.replicasUsed = load.replicas;
    plan.stable = s.stable;
    plan.meetsTarget = s.stable && (target <= 0 || s.p95 <= target);
    plan.latency.p50Ms = s.p50 * 1000;
    plan.latency.p95Ms = s.p95 * 1000;
    plan.latency.p99Ms = s.p99 * 1000;
    plan.latency.meanBatch = s.meanBatch;
    plan.latency.utilisation = s.utilisation;
    plan.latency.replicas = load.replicas;
    return plan;
}

double maxQpsMeetingTarget(const ResolvedWorkload& r, const Device& d, const Layout& layout, int replicas)
{
    const double target = servingTargetSeconds(r);
    if (target <= 0)
        return 0;
    const ServiceModel model = serviceModelFor(r, d, layout);
    ServingLoad one = loadFor(r, layout, 1);
    return maxQpsForTarget(model, one, target) * std::max(1, replicas);
}

std::vector<std::pair<double, double>> servingCurve(const ResolvedWorkload& r, const Device& d, const Layout& layout,
                                                    int replicas, int points)
{
    const ServiceModel model = serviceModelFor(r, d, layout);
    auto curve = latencyCurve(model, loadFor(r, layout, replicas), points);
    for (auto& [qps, p95] : curve)
        p95 *= 1000.0;
    return curve;
}

} // namespace rightsize

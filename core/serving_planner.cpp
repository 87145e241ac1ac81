#include "core/serving_planner.h"

#include "core/time_estimator.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

// Requests simulated per evaluation: enough for a stable p95 (a few hundred samples past it)
// while a whole catalog still plans in a fraction of a second.
constexpr int kSimulatedRequests = 6000;

ServingLoad loadFor(const ResolvedWorkload& r, int replicas)
{
    ServingLoad load;
    load.qps = r.w.serving.qps;
    load.batchWindowSeconds = std::max(0.0, r.w.serving.batchWindowMs) / 1000.0;
    load.maxBatch = std::max(1, r.w.serving.maxBatch);
    load.replicas = std::max(1, replicas);
    load.requests = kSimulatedRequests;
    load.seed = 7;
    return load;
}

} // namespace

ServiceModel serviceModelFor(const ResolvedWorkload& r, const Device& d, int tensor)
{
    ServiceModel m;
    const int maxBatch = std::max(1, r.w.serving.maxBatch);
    if (r.generates) {
        const double in = r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
        const double out = r.w.serving.outputTokens;
        m.decodeSteps = std::max(1, static_cast<int>(std::lround(out)));
        m.prefillSeconds.resize(maxBatch);
        m.decodeStepSeconds.resize(maxBatch);
        for (int b = 1; b <= maxBatch; ++b) {
            m.prefillSeconds[b - 1] = inferenceBatchSeconds(r, d, tensor, b);
            m.decodeStepSeconds[b - 1] = decodeStepSeconds(r, d, tensor, b, in + out / 2);
        }
    } else {
        m.batchSeconds.resize(maxBatch);
        for (int b = 1; b <= maxBatch; ++b)
            m.batchSeconds[b - 1] = inferenceBatchSeconds(r, d, tensor, b);
    }
    return m;
}

ServingPlan planServing(const ResolvedWorkload& r, const Device& d, int tensor, int replicas, bool sizeReplicas,
                        bool findMaxQps)
{
    ServingPlan plan;
    const ServiceModel model = serviceModelFor(r, d, tensor);
    const double target = r.w.serving.p95Ms > 0 ? r.w.serving.p95Ms / 1000.0 : 0;
    const int maxReplicas = std::max(1, r.w.serving.maxReplicas);
    ServingLoad load = loadFor(r, replicas);
    if (sizeReplicas) {
        // Start from the replicas the raw capacity needs at 70% utilisation, then add until the
        // simulated p95 meets the target.
        const double capacity = servingCapacityPerReplica(model, load);
        int n = capacity > 0 ? static_cast<int>(std::ceil(load.qps / (0.7 * capacity))) : 1;
        n = std::clamp(n, 1, maxReplicas);
        for (;; ++n) {
            load.replicas = n;
            const ServingStats s = simulateServing(model, load);
            if ((s.stable && (target <= 0 || s.p95 <= target)) || n >= maxReplicas)
                break;
            // Far from the target: jump ahead in proportion to the overload.
            if (!s.stable && n < maxReplicas / 2)
                n = std::min(maxReplicas - 1, n * 2 - 1);
        }
    }
    const ServingStats s = simulateServing(model, load);
    plan.replicasUsed = load.replicas;
    plan.stable = s.stable;
    plan.meetsTarget = s.stable && (target <= 0 || s.p95 <= target);
    plan.latency.p50Ms = s.p50 * 1000;
    plan.latency.p95Ms = s.p95 * 1000;
    plan.latency.p99Ms = s.p99 * 1000;
    plan.latency.meanBatch = s.meanBatch;
    plan.latency.utilisation = s.utilisation;
    plan.latency.replicas = load.replicas;
    // The search for the highest QPS takes a few dozen simulations: only where it is shown.
    if (target > 0 && findMaxQps) {
        ServingLoad one = load;
        one.replicas = 1;
        plan.latency.maxQpsMeetingTarget = maxQpsForTarget(model, one, target) * load.replicas;
    }
    return plan;
}

std::vector<std::pair<double, double>> servingCurve(const ResolvedWorkload& r, const Device& d, int tensor,
                                                    int replicas, int points)
{
    const ServiceModel model = serviceModelFor(r, d, tensor);
    auto curve = latencyCurve(model, loadFor(r, replicas), points);
    for (auto& [qps, p95] : curve)
        p95 *= 1000.0;
    return curve;
}

} // namespace rightsize

#include "core/estimate/disaggregated_serving.h"

#include "core/estimate/serving_engine.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace rightsize {
namespace {

// Replicas the planner grows a disaggregated service by: DistServe's placements pair one to a
// few prefill instances with one to a few decode instances (Zhong et al., OSDI 2024, §6), and
// vLLM's and SGLang's examples run 1P1D to xPyD of a few each; four engines in all reach the
// ratios 3:1 to 1:3.
constexpr int kMostAutoEngines = 4;
// Listed devices are split every way up to this many engines; beyond, the splits' simulations
// would cost more than a plan may take.
constexpr int kMostListedEngines = 8;
// Requests an open loop of prompts is simulated with, as the serving planner's open loops
// (kSimulatedRequests in serving_planner.cpp).
constexpr int kPrefillRequests = 6000;
// A closed loop never sends faster than its prefill engines take prompts: held just short of
// their capacity, as the serving curve holds an open loop (95%, servingLoadCurve), so the queue
// that forms there stands for the clients waiting.
constexpr double kBusiestPrefill = 0.95;

struct RoleModels {
    ServiceModel prefill;
    ServiceModel decode;
    int prefillBatch = 1; // prompts one prefill pass carries
};

// The prefill engine runs whole passes over the prompts its token budget holds (its
// max_num_batched_tokens) and never decodes. The decode engine takes sequences that arrive
// prefilled: admitting one costs no pass, and no step carries a prompt chunk.
RoleModels roleModels(const ResolvedWorkload& r, const Device& d, const Layout& layout) {
    RoleModels m;
    const ServiceModel whole = serviceModelFor(r, d, layout);
    const double prompt =
        std::max(1.0, whole.prefillTokens > 0 ? whole.prefillTokens : whole.promptTokens);
    m.prefillBatch = whole.prefillTokenBudget > 0
                         ? std::max(1, static_cast<int>(whole.prefillTokenBudget / prompt))
                         : servingBatchCap(r, layout);
    m.prefill = whole;
    m.prefill.decodeSteps = 0;
    m.decode = whole;
    m.decode.passPerRequest = m.decode.passFloor = m.decode.passLinear = 0;
    m.decode.passFixed = m.decode.passHost = 0;
    m.decode.passTokensPerRequest = 0;
    m.decode.prefillTokenBudget = 0;
    m.decode.prefillStallsDecode = false;
    m.decode.requestPath = 0; // the server's path is paid once, on the prefill side
    return m;
}

LatencyQuantiles sum(LatencyQuantiles a, const LatencyQuantiles& b, double seconds) {
    a.p50 += b.p50 + seconds;
    a.p95 += b.p95 + seconds;
    a.p99 += b.p99 + seconds;
    a.mean += b.mean + seconds;
    return a;
}

// The two roles' simulations as one service: a request's prefill, its KV transfer and its stay
// on a decode engine follow one another.
ServingStats combine(const ServingStats& prefill, const ServingStats& decode, double transfer,
                     double rateShare, const Layout& layout) {
    ServingStats s;
    const LatencyQuantiles prefillE2e{prefill.p50, prefill.p95, prefill.p99, prefill.mean};
    const LatencyQuantiles decodeE2e{decode.p50, decode.p95, decode.p99, decode.mean};
    const LatencyQuantiles e2e = sum(prefillE2e, decodeE2e, transfer);
    s.p50 = e2e.p50;
    s.p95 = e2e.p95;
    s.p99 = e2e.p99;
    s.mean = e2e.mean;
    s.ttft = sum(prefillE2e, decode.ttft, transfer);
    s.tpot = decode.tpot;
    s.stable = prefill.stable && decode.stable;
    s.simulated = std::min(prefill.simulated, decode.simulated);
    s.events = prefill.events + decode.events;
    s.meanBatch = decode.meanBatch;
    s.requestsPerSecond = decode.requestsPerSecond * rateShare;
    s.outputTokensPerSecond = decode.outputTokensPerSecond * rateShare;
    const double p = std::max(1, layout.prefillEngines);
    const double dEngines = std::max(1, layout.decodeEngines);
    s.utilisation = (prefill.utilisation * p + decode.utilisation * dEngines) / (p + dEngines);
    return s;
}

// One evaluation on `units` replicas: the decode engines under the scenario's load, then the
// prefill engines under the rate that load sends (a closed loop's clients send as fast as their
// answers return, never faster than the prefill engines take prompts).
ServingStats runRoles(const RoleModels& m, const ResolvedWorkload& r, const Layout& layout,
                      int units, double transfer, bool higher) {
    ServingLoad decodeLoad = servingLoadFor(r, layout, units * layout.decodeEngines);
    if (higher)
        decodeLoad = servingKneeLoad(decodeLoad);
    const ServingStats decode = simulateServing(m.decode, decodeLoad);
    ServingLoad prefillLoad = decodeLoad;
    prefillLoad.replicas = units * layout.prefillEngines;
    prefillLoad.maxBatch = m.prefillBatch;
    prefillLoad.batchWindowSeconds = 0; // engines batch what waits at a step, never wait for more
    double rateShare = 1;
    if (decodeLoad.concurrency > 0) {
        const double capacity =
            servingCapacityPerReplica(m.prefill, prefillLoad) * prefillLoad.replicas;
        double rate = decode.requestsPerSecond;
        if (capacity > 0 && rate > kBusiestPrefill * capacity) {
            rateShare = kBusiestPrefill * capacity / rate;
            rate = kBusiestPrefill * capacity;
        }
        prefillLoad.concurrency = 0;
        prefillLoad.qps = rate;
        prefillLoad.requests = std::min(prefillLoad.requests, kPrefillRequests);
    }
    const ServingStats prefill = simulateServing(m.prefill, prefillLoad);
    return combine(prefill, decode, transfer, rateShare, layout);
}

// The fewest replicas in 1..most whose run `good` accepts: gallop, then bisect; 0 when none.
template <class Run, class Good> int fewestReplicas(Run& at, Good good, int most) {
    int bad = 0;
    int u = 1;
    while (!good(at(u))) {
        if (u >= most)
            return 0;
        bad = u;
        u = std::min(most, u * 2);
    }
    while (u - bad > 1) {
        const int mid = bad + (u - bad) / 2;
        if (good(at(mid)))
            u = mid;
        else
            bad = mid;
    }
    return u;
}

} // namespace

double kvTransferSeconds(const ResolvedWorkload& r, const Device& d, const Layout& layout) {
    const int tensor = std::max(1, layout.tensor);
    const int engines = std::max(1, layout.prefillEngines + layout.decodeEngines);
    const ServingSpec& s = r.w.serving;
    const double prompt = s.inputTokens > 0 ? s.inputTokens : r.seqLen;
    // A shared prefix is already in the decode engine's own prefix cache.
    const double own =
        std::max(1.0, prompt - std::floor(prompt * std::clamp(s.prefixShare, 0.0, 0.99)));
    // A latent cache is whole on every rank, so one rank's copy is the whole of it.
    const double perRank = own * r.kvBytesPerToken / (r.m.latentCache ? 1 : tensor);
    const bool oneMachine = engines * tensor <= std::max(1, d.devicesPerNode);
    double link = oneMachine ? d.intraNodeBandwidth : d.interNodeBandwidth;
    if (!(link > 0))
        link = std::max(d.intraNodeBandwidth, d.interNodeBandwidth);
    return link > 0 ? perRank / link : 0;
}

bool disaggregationPossible(const ResolvedWorkload& r, const Device& d, const Layout& layout) {
    return r.generates && layout.pipeline <= 1 &&
           engineMemory(r, d, std::max(1, layout.tensor)).paged;
}

std::vector<std::pair<int, int>> disaggregationSplits(int engines) {
    std::vector<std::pair<int, int>> out;
    if (engines > 0) {
        if (engines <= kMostListedEngines)
            for (int p = 1; p < engines; ++p)
                out.emplace_back(p, engines - p);
        return out;
    }
    for (int total = 2; total <= kMostAutoEngines; ++total)
        for (int p = 1; p < total; ++p)
            out.emplace_back(p, total - p);
    return out;
}

ServingPlan planDisaggregatedServing(const ResolvedWorkload& r, const Device& d,
                                     const Layout& layout, int replicas, bool sizeReplicas) {
    ServingPlan plan;
    if (layout.prefillEngines <= 0 || layout.decodeEngines <= 0)
        return plan;
    const RoleModels m = roleModels(r, d, layout);
    const double transfer = kvTransferSeconds(r, d, layout);
    const ServingTargets targets = servingTargets(r);
    auto good = [&](const ServingStats& s) {
        return targets.any() ? meetsTargets(s, targets) : s.stable;
    };
    std::map<int, ServingStats> runs;
    auto at = [&](int units) -> const ServingStats& {
        auto it = runs.find(units);
        if (it == runs.end())
            it = runs.emplace(units, runRoles(m, r, layout, units, transfer, false)).first;
        return it->second;
    };
    int units = std::max(1, replicas);
    if (sizeReplicas) {
        const int most = std::max(1, r.w.serving.maxReplicas.value_or(kDefaultMaxReplicas));
        units = fewestReplicas(at, good, most);
        if (units == 0)
            units = most;
    }
    const ServingStats& s = at(units);
    plan.replicasUsed = units;
    plan.stable = s.stable;
    plan.meetsTarget = good(s);
    LatencyEstimate& l = plan.latency;
    l.p50Ms = s.p50 * 1000;
    l.p95Ms = s.p95 * 1000;
    l.p99Ms = s.p99 * 1000;
    l.ttftMs = {s.ttft.p50 * 1000, s.ttft.p95 * 1000, s.ttft.p99 * 1000};
    l.tpotMs = {s.tpot.p50 * 1000, s.tpot.p95 * 1000, s.tpot.p99 * 1000};
    l.meanBatch = s.meanBatch;
    l.utilisation = s.utilisation;
    l.requestsPerSecond = s.requestsPerSecond;
    l.outputTokensPerSecondPerUser = s.tpot.mean > 0 ? 1.0 / s.tpot.mean : 0;
    l.replicas = units;
    const ServingLoad load = servingLoadFor(r, layout, units);
    l.concurrency = load.concurrency;
    l.loneRequest = r.w.serving.concurrency <= 0 && r.w.serving.qps <= 0;
    const double gpus =
        double(units) * (layout.prefillEngines + layout.decodeEngines) * std::max(1, layout.tensor);
    l.outputTokensPerSecondPerGpu = s.outputTokensPerSecond / gpus;
    l.kvCacheTokens = m.decode.kvTokens;
    const double own = std::max(kKvBlockTokens, m.decode.promptTokens + m.decode.decodeSteps + 2 -
                                                    m.decode.sharedPrefixTokens);
    l.kvCacheSequences = m.decode.kvTokens > 0 ? std::floor(m.decode.kvTokens / own) : 0;
    l.sharedPrefixTokens = m.decode.sharedPrefixTokens;
    l.kvTransferMs = transfer * 1000;
    if (!l.loneRequest) {
        const ServingStats higher = runRoles(m, r, layout, units, transfer, true);
        l.p95AtHigherLoadMs = higher.p95 * 1000;
        l.onKnee = s.stable &&
                   (targets.any() ? good(s) && !meetsTargets(higher, targets) : !higher.stable);
    }
    return plan;
}

} // namespace rightsize

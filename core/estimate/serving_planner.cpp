#include "core/estimate/serving_planner.h"

#include "core/estimate/memory_estimator.h"
#include "core/estimate/serving_engine.h"
#include "core/estimate/time_estimator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace rightsize {
namespace {

// Requests simulated per evaluation: enough for a stable p95 (a few hundred samples past it)
// while a whole catalog still plans in a fraction of a second.
constexpr int kSimulatedRequests = 6000;
// A closed loop is simulated for at least this many rounds of its clients, so that its warm-up
// (every client sending at once) is a small part of the run.
constexpr int kClosedLoopRounds = 20;
// ... but no more requests than this, so that tens of thousands of clients still plan in seconds
// (such a run holds fewer rounds, each of many requests).
constexpr int kMostSimulatedRequests = 200'000;
// The load an option must still carry within its targets not to be "on the knee": 20% above
// the peak, the margin the users asked for and a common autoscaling trigger.
constexpr double kKneeLoad = 1.2;
// Closed-loop search: clients beyond four times the batch cap only queue.
constexpr int kClientsPerSlot = 4;

// The load the scenario gives: a rate, clients, or — when it gives neither — one client, so
// that the plan reports the latency of a lone request instead of a queue with no arrivals.
int clientsOf(const ResolvedWorkload& r) {
    if (r.w.serving.concurrency > 0)
        return r.w.serving.concurrency;
    return r.w.serving.qps > 0 ? 0 : 1;
}

// The scenario's trace as the simulator replays it, converted once per trace rather than for
// every load a plan builds (each placement, replica search and curve point asks again): the last
// one converted is kept with the rows it came from, which it holds so that their address cannot
// be taken by other rows while it is kept.
std::shared_ptr<const RequestTrace>
replayedTrace(const std::shared_ptr<const std::vector<TraceRequest>>& rows) {
    thread_local std::shared_ptr<const std::vector<TraceRequest>> lastRows;
    thread_local std::shared_ptr<const RequestTrace> lastTrace;
    if (rows != lastRows) {
        lastTrace = requestTraceOf(*rows);
        lastRows = rows;
    }
    return lastTrace;
}

ServingLoad loadFor(const ResolvedWorkload& r, const Layout& layout, int replicas) {
    ServingLoad load;
    load.qps = r.w.serving.qps;
    load.concurrency = clientsOf(r);
    load.batchWindowSeconds = std::max(0.0, r.w.serving.batchWindowMs) / 1000.0;
    load.maxBatch = servingBatchCap(r, layout);
    load.replicas = std::max(1, replicas);
    load.requests = std::clamp(kClosedLoopRounds * load.concurrency, kSimulatedRequests,
                               kMostSimulatedRequests);
    load.seed = 7;
    load.arrivalCv = r.w.serving.arrivalCv;
    if (r.w.serving.trace) {
        load.trace = replayedTrace(r.w.serving.trace);
        // The whole trace once at least, so that each of its requests is replayed.
        if (load.trace)
            load.requests = std::clamp(static_cast<int>(load.trace->gaps.size()), load.requests,
                                       kMostSimulatedRequests);
    }
    return load;
}

// The same load 1.2 times higher.
ServingLoad higherLoad(ServingLoad load) {
    if (load.concurrency > 0)
        load.concurrency = std::max(load.concurrency + 1,
                                    static_cast<int>(std::ceil(load.concurrency * kKneeLoad)));
    else
        load.qps *= kKneeLoad;
    return load;
}

double promptTokens(const ResolvedWorkload& r) {
    return r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
}

// A scenario's length distribution as the simulator draws it, around `mean` tokens, less
// `less` tokens a request (an answer's first token comes from the prefill, not a decode step).
LengthLaw lengthLawOf(const LengthDistribution& d, double mean, double less) {
    LengthLaw law;
    law.shape = d.shape.value_or(LengthShape::Fixed);
    const double tokensMean = mean + less;
    switch (law.shape) {
    case LengthShape::Uniform: {
        // Symmetric about the mean: one end gives the other.
        const double low = d.min > 0 ? d.min : (d.max > 0 ? 2 * tokensMean - d.max : tokensMean);
        law.low = std::clamp(low - less, 0.0, mean);
        break;
    }
    case LengthShape::LogNormal:
        law.sigma = std::max(0.0, d.spread);
        break;
    case LengthShape::Histogram: {
        double weights = 0;
        double tokens = 0;
        for (const auto& [t, w] : d.buckets) {
            weights += std::max(0.0, w);
            tokens += std::max(0.0, t) * std::max(0.0, w);
        }
        if (!(weights > 0) || !(tokens > 0)) {
            law.shape = LengthShape::Fixed;
            break;
        }
        const double scale = tokensMean / (tokens / weights);
        double cumulative = 0;
        for (const auto& [t, w] : d.buckets) {
            cumulative += std::max(0.0, w) / weights;
            law.buckets.emplace_back(std::max(1.0, std::max(0.0, t) * scale - less),
                                     std::min(1.0, cumulative));
        }
        break;
    }
    default:
        break;
    }
    return law;
}

// Tokens of KV blocks one sequence of the scenario's prompt and output holds at its end.
double sequenceTokens(const ResolvedWorkload& r) {
    constexpr double kBlock = kKvBlockTokens;
    return std::ceil((promptTokens(r) + std::max(1.0, r.w.serving.outputTokens) + 1) / kBlock) *
           kBlock;
}

// The simulation's seconds as the plan's milliseconds.
LatencyPercentiles inMs(const LatencyQuantiles& q) {
    return {q.p50 * 1000, q.p95 * 1000, q.p99 * 1000, q.mean * 1000};
}

void fillStats(LatencyEstimate& l, const ServingStats& s) {
    l.p50Ms = s.p50 * 1000;
    l.p95Ms = s.p95 * 1000;
    l.p99Ms = s.p99 * 1000;
    l.meanMs = s.mean * 1000;
    l.ttftMs = inMs(s.ttft);
    l.tpotMs = inMs(s.tpot);
    l.meanBatch = s.meanBatch;
    l.utilisation = s.utilisation;
    l.requestsPerSecond = s.requestsPerSecond;
    l.outputTokensPerSecondPerUser = s.tpot.mean > 0 ? 1.0 / s.tpot.mean : 0;
}

} // namespace

ServingTargets servingTargets(const ResolvedWorkload& r) {
    const ServingSpec& s = r.w.serving;
    return {std::max(0.0, s.p95Ms) / 1000.0, std::max(0.0, s.ttftP95Ms) / 1000.0,
            std::max(0.0, s.tpotP95Ms) / 1000.0};
}

double targetMissRatio(const LatencyEstimate& l, const ServingSpec& s) {
    double worst = 0;
    auto against = [&](double p95, double target) {
        if (target > 0)
            worst = std::max(worst, p95 / target);
    };
    against(l.p95Ms, s.p95Ms);
    against(l.ttftMs.p95, s.ttftP95Ms);
    against(l.tpotMs.p95, s.tpotP95Ms);
    return worst;
}

int servingBatchCap(const ResolvedWorkload& r, const Layout& layout) {
    const int cap = std::max(1, r.w.serving.maxBatch);
    // Continuous batching is held back by the KV cache itself; a static batch by the fit.
    return r.generates ? cap : std::clamp(layout.microBatch, 1, cap);
}

double kvCacheTokens(const ResolvedWorkload& r, const Device& device, const Layout& layout) {
    if (!r.generates)
        return 0;
    const double perSequence = sequenceTokens(r);
    const EngineMemory engine = engineMemory(r, device, std::max(1, layout.tensor));
    if (!engine.paged || layout.pipeline > 1)
        return std::max(1, layout.microBatch) * perSequence;
    // The engine's pool over the bytes one token holds on this device (a latent cache is whole on
    // every tensor rank).
    const double bytesPerToken =
        r.kvBytesPerToken / (r.m.latentCache ? 1 : std::max(1, layout.tensor));
    if (!(bytesPerToken > 0))
        return std::max(1, layout.microBatch) * perSequence;
    const double tokens = estimateMemory(r, device, layout).kvCache / bytesPerToken;
    return std::max(perSequence, std::floor(tokens / kKvBlockTokens) * kKvBlockTokens);
}

// Prefix caching (vLLM's automatic prefix caching, SGLang's radix cache, TensorRT-LLM's block
// reuse, all on by default): the prefix every request shares is prefilled once and its KV blocks
// are held once, so a request prefills and reserves only its own tokens. Its decode steps still
// attend to the whole prompt. The prefill's attention to the cached prefix is counted with the
// rest of its work, scaled with the tokens prefilled: a small share of a prefill's FLOPs at the
// lengths where prefix caching is used.
void applyPrefixCache(ServiceModel& m, const ResolvedWorkload& r) {
    const double share = std::clamp(r.w.serving.prefixShare, 0.0, 0.99);
    if (!(share > 0))
        return;
    m.sharedPrefixTokens = std::floor(m.promptTokens * share);
    m.prefillTokens = std::max(1.0, m.promptTokens - m.sharedPrefixTokens);
    const double scale = m.prefillTokens / std::max(1.0, m.promptTokens);
    m.passPerRequest *= scale;
    m.passLinear *= scale;
    m.passTokensPerRequest = std::max(1.0, m.passTokensPerRequest * scale);
    if (m.kvTokens > 0) {
        const double held = std::ceil(m.sharedPrefixTokens / m.kvBlockTokens) * m.kvBlockTokens;
        m.kvTokens = std::max(m.promptTokens + 2, m.kvTokens - held);
    }
}

// Speculative decoding (Leviathan, Kalman, Matias, ICML 2023): each step proposes k tokens per
// sequence and the model checks them in one pass over k + 1 positions; with each proposal
// accepted independently at rate a a step yields (1 − a^(k+1)) / (1 − a) tokens. The simulator
// keeps one step per token, so each coefficient becomes its share of a real step: the matrix and
// attention work of k + 1 positions, the weights, KV cache, fixed and host costs once, and a
// draft model's k memory-bound passes, all over the tokens a step yields. At large batches the
// extra positions make decoding compute-bound and slower, as engines see.
double speculativeTokensPerStep(const ResolvedWorkload& r) {
    const int k = r.w.serving.draftTokens;
    if (k <= 0 || !r.generates)
        return 1;
    const double a = std::clamp(r.w.serving.acceptanceRate, 0.0, 1.0);
    return a < 1 ? (1 - std::pow(a, k + 1)) / (1 - a) : k + 1.0;
}

void applySpeculativeDecoding(ServiceModel& m, const ResolvedWorkload& r, const InferenceCosts& c) {
    const int k = r.w.serving.draftTokens;
    if (k <= 0)
        return;
    const double perStep = speculativeTokensPerStep(r);
    const double positions = (k + 1.0) / perStep;
    const double draftShare = std::max(0.0, r.w.serving.draftParams) / std::max(1.0, r.m.params);
    const double draft = k * c.weightSeconds * draftShare * c.decodeScale;
    m.stepPerSequence *= positions;
    m.stepPerContextToken *= positions;
    m.stepLinear *= positions;
    m.stepFloor /= perStep;
    m.stepKvPerToken /= perStep;
    m.stepFixed = (m.stepFixed + draft) / perStep;
    m.stepHost /= perStep;
}

ServiceModel serviceModelFor(const ResolvedWorkload& r, const Device& d, const Layout& layout) {
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
        // The prefill samples the first output token; each further one takes a decode step.
        m.decodeSteps = std::max(1.0, std::round(r.w.serving.outputTokens) - 1);
        const LengthDistribution& output = r.w.serving.outputLength;
        m.geometricLengths =
            output.shape ? *output.shape == LengthShape::Geometric : !r.w.serving.fixedOutputLength;
        if (output.shape)
            m.stepLaw = lengthLawOf(output, m.decodeSteps, 1);
        // A team's calibration scales the whole device side of a decode step.
        m.stepPerSequence = c.decodeComputePerSequence * c.decodeScale;
        m.stepPerContextToken = c.attentionPerContextToken * c.decodeScale;
        m.stepFloor = c.weightSeconds * c.decodeScale;
        m.stepKvPerToken = c.kvPerContextToken * c.decodeScale;
        m.stepLinear = c.decodeCommPerSequence * c.decodeScale;
        m.stepFixed = c.stepFixed * c.decodeScale;
        m.stepHost = c.hostPerStep;
        m.promptTokens = promptTokens(r);
        m.promptLaw = lengthLawOf(r.w.serving.inputLength, m.promptTokens, 0);
        m.kvTokens = kvCacheTokens(r, d, layout);
        const EngineMemory engine = engineMemory(r, d, std::max(1, layout.tensor));
        if (engine.paged) {
            m.prefillTokenBudget = engine.batchedTokens;
            m.splitsPrompts = engine.splitsPrompts;
            m.prefillStallsDecode = engine.prefillStallsDecode;
            applyPrefixCache(m, r);
        }
        m.requestPath = serverRequestSeconds(r, m.promptTokens);
        applySpeculativeDecoding(m, r, c);
    }
    return m;
}

ServingPlan planServing(const ResolvedWorkload& r, const Device& d, const Layout& layout,
                        int replicas, bool sizeReplicas, int replicaStep) {
    ServingPlan plan;
    const ServiceModel model = serviceModelFor(r, d, layout);
    const ServingTargets targets = servingTargets(r);
    const int step = std::max(1, replicaStep);
    const int maxReplicas =
        std::max(1, r.w.serving.maxReplicas.value_or(kDefaultMaxReplicas)) * step;
    ServingLoad load = loadFor(r, layout, replicas);
    std::optional<ServingStats> stats;
    if (sizeReplicas) {
        // Gallop and bisect over the replica count: a few dozen simulations at most, whatever the
        // cap. Without a target the fewest replicas that keep up will do. The sizing keeps the
        // simulation of the count it settles on, so it is not run twice.
        constexpr double kAnyLatency = std::numeric_limits<double>::max();
        const ServingTargets keepUp{kAnyLatency, 0, 0};
        ReplicaRuns runs;
        ReplicaSizing sized = sizeReplicasForTargets(model, load, targets.any() ? targets : keepUp,
                                                     maxReplicas, &runs);
        if (sized.replicas == 0 && targets.any()) // the targets cannot be met
            sized = sizeReplicasForTargets(model, load, keepUp, maxReplicas, &runs);
        load.replicas = sized.replicas > 0 ? sized.replicas : maxReplicas;
        if (sized.replicas > 0)
            stats = sized.stats;
        // Whole replicas as listed: round the engines up to a multiple of the step.
        const int whole = (load.replicas + step - 1) / step * step;
        if (whole != load.replicas) {
            load.replicas = whole;
            stats.reset();
        }
    }
    if (!stats)
        stats = simulateServing(model, load);
    const ServingStats& s = *stats;
    plan.replicasUsed = load.replicas;
    plan.stable = s.stable;
    plan.meetsTarget = !targets.any() ? s.stable : meetsTargets(s, targets);
    LatencyEstimate& l = plan.latency;
    fillStats(l, s);
    if (!r.generates) {
        // A whole pass answers at once: no first token apart from the answer, no tokens after it.
        l.ttftMs = {};
        l.tpotMs = {};
        l.outputTokensPerSecondPerUser = 0;
    }
    l.replicas = load.replicas;
    l.concurrency = load.concurrency;
    l.loneRequest = r.w.serving.concurrency <= 0 && r.w.serving.qps <= 0;
    const double gpus = static_cast<double>(load.replicas) * std::max(1, layout.tensor);
    l.outputTokensPerSecondPerGpu = r.generates ? s.outputTokensPerSecond / gpus : 0;
    l.kvCacheTokens = model.kvTokens;
    const double ownTokens = std::max(kKvBlockTokens, sequenceTokens(r) - model.sharedPrefixTokens);
    l.kvCacheSequences = model.kvTokens > 0 ? std::floor(model.kvTokens / ownTokens) : 0;
    l.sharedPrefixTokens = model.sharedPrefixTokens;
    l.tokensPerDecodeStep = speculativeTokensPerStep(r);
    if (!l.loneRequest) {
        // On the knee: 20% more load on the same replicas breaks a target (or the queue).
        const ServingStats higher = simulateServing(model, higherLoad(load));
        l.p95AtHigherLoadMs = higher.p95 * 1000;
        l.onKnee =
            s.stable && (targets.any() ? meetsTargets(s, targets) && !meetsTargets(higher, targets)
                                       : !higher.stable);
    }
    return plan;
}

double maxQpsMeetingTarget(const ResolvedWorkload& r, const Device& d, const Layout& layout,
                           int replicas) {
    const ServingTargets targets = servingTargets(r);
    if (!targets.any())
        return 0;
    const ServiceModel model = serviceModelFor(r, d, layout);
    ServingLoad one = loadFor(r, layout, 1);
    // An open loop: the requests a closed loop of many clients needs would only slow the search.
    one.concurrency = 0;
    one.requests = kSimulatedRequests;
    return maxQpsForTargets(model, one, targets) * std::max(1, replicas);
}

int maxConcurrencyMeetingTarget(const ResolvedWorkload& r, const Device& d, const Layout& layout,
                                int replicas) {
    const ServingTargets targets = servingTargets(r);
    if (!targets.any())
        return 0;
    const ServiceModel model = serviceModelFor(r, d, layout);
    ServingLoad one = loadFor(r, layout, 1);
    // Start the search from one replica's share of the scenario's clients.
    one.concurrency = std::max(1, one.concurrency / std::max(1, replicas));
    one.requests = kSimulatedRequests / 2;
    const int most = std::min(kClientsPerSlot * std::max(1, one.maxBatch), 1 << 14);
    return maxConcurrencyForTargets(model, one, targets, most) * std::max(1, replicas);
}

int fewestDevicesMeetingTargets(const ResolvedWorkload& r, const Device& d, const Layout& layout,
                                int replicaStep) {
    const ServingTargets targets = servingTargets(r);
    if (!targets.any())
        return 0;
    const int step = std::max(1, replicaStep);
    const int most = std::max(1, r.w.serving.maxReplicas.value_or(kDefaultMaxReplicas)) * step;
    const ReplicaSizing sized =
        sizeReplicasForTargets(serviceModelFor(r, d, layout), loadFor(r, layout, 1), targets, most);
    if (sized.replicas <= 0)
        return 0;
    const int whole = (sized.replicas + step - 1) / step * step;
    return whole * std::max(1, layout.tensor);
}

std::shared_ptr<const RequestTrace> requestTraceOf(const std::vector<TraceRequest>& rows) {
    if (rows.size() < 2)
        return nullptr;
    const double span = rows.back().arrivalSeconds - rows.front().arrivalSeconds;
    const double meanGap = span / static_cast<double>(rows.size() - 1);
    if (!(meanGap > 0) || !std::isfinite(meanGap))
        return nullptr;
    auto trace = std::make_shared<RequestTrace>();
    trace->meanGapSeconds = meanGap;
    double previous = rows.front().arrivalSeconds - meanGap;
    for (const TraceRequest& row : rows) {
        trace->gaps.push_back(std::max(0.0, row.arrivalSeconds - previous) / meanGap);
        previous = row.arrivalSeconds;
        trace->prompts.push_back(std::max(1.0, std::round(row.promptTokens)));
        // The prefill gives an answer's first token; each further one takes a decode step.
        trace->steps.push_back(std::max(1.0, std::round(row.outputTokens) - 1));
    }
    return trace;
}

ServingLoad servingLoadFor(const ResolvedWorkload& r, const Layout& layout, int replicas) {
    return loadFor(r, layout, replicas);
}

ServingLoad servingKneeLoad(ServingLoad load) {
    return higherLoad(load);
}

bool servingClosedLoop(const ResolvedWorkload& r) {
    return clientsOf(r) > 0;
}

double servingScenarioLoad(const ResolvedWorkload& r) {
    return servingClosedLoop(r) ? clientsOf(r) : r.w.serving.qps;
}

namespace {

// The planner's load with another number of clients or another rate; the scenario's own load
// comes back unchanged, so its point is the plan's simulation.
ServingLoad atLoad(ServingLoad load, bool closed, double x) {
    if (closed) {
        load.concurrency = std::max(1, static_cast<int>(std::lround(x)));
        load.requests = std::clamp(kClosedLoopRounds * load.concurrency, kSimulatedRequests,
                                   kMostSimulatedRequests);
    } else {
        load.qps = x;
    }
    return load;
}

// The loads of a curve: geometric from `lo` to `hi`, whole clients for a closed loop, with the
// scenario's own load among them.
std::vector<double> curveLoads(double lo, double hi, double own, bool closed, int points) {
    std::vector<double> loads{own};
    const int n = std::max(2, points - 1);
    for (int i = 0; i < n; ++i) {
        double x = lo * std::pow(hi / lo, static_cast<double>(i) / (n - 1));
        if (closed)
            x = std::max(1.0, std::round(x));
        loads.push_back(x);
    }
    std::sort(loads.begin(), loads.end());
    // Loads within a hair of one another would cost a simulation each for no new point.
    std::vector<double> kept;
    for (double x : loads)
        if (kept.empty() || x > kept.back() * (closed ? 1.0 : 1.0 + 1e-9))
            kept.push_back(x);
        else if (x == own)
            kept.back() = own;
    return kept;
}

} // namespace

std::vector<ServingCurvePoint> servingLoadCurve(const ResolvedWorkload& r, const Device& d,
                                                const Layout& layout, int replicas, int points) {
    const ServiceModel model = serviceModelFor(r, d, layout);
    const ServingLoad base = loadFor(r, layout, replicas);
    const bool closed = servingClosedLoop(r);
    const double own = servingScenarioLoad(r);
    if (!(own > 0))
        return {};
    double lo = closed ? std::max(1.0, std::floor(own / 16)) : own / 16;
    double hi = closed ? std::max(own * 2, static_cast<double>(base.maxBatch)) : own * 2;
    if (closed && r.w.serving.concurrency > 0)
        hi = std::max(own * 2, own + 1);
    if (!closed) {
        // Past saturation an open loop's queue grows without bound: stop just short of it.
        const double capacity = servingCapacityPerReplica(model, base) * base.replicas;
        if (capacity > 0)
            hi = std::max(own, std::min(hi, 0.95 * capacity));
        lo = std::min(lo, hi / 16);
    }
    std::vector<ServingCurvePoint> curve;
    for (double x : curveLoads(lo, hi, own, closed, std::clamp(points, 2, 64))) {
        const ServingStats s = simulateServing(model, x == own ? base : atLoad(base, closed, x));
        if (s.simulated == 0)
            continue;
        ServingCurvePoint p;
        p.load = x;
        // As the plan reports it: a whole pass has a latency, not token times.
        if (model.generates()) {
            p.ttftMs = inMs(s.ttft);
            p.tpotMs = inMs(s.tpot);
        }
        p.e2eMs = inMs({s.p50, s.p95, s.p99, s.mean});
        p.stable = s.stable;
        curve.push_back(p);
    }
    return curve;
}

std::vector<std::pair<double, double>> servingCurve(const ResolvedWorkload& r, const Device& d,
                                                    const Layout& layout, int replicas,
                                                    int points) {
    const ServiceModel model = serviceModelFor(r, d, layout);
    // Drawn against an open loop's rate, simulated as one.
    ServingLoad load = loadFor(r, layout, replicas);
    load.requests = kSimulatedRequests;
    auto curve = latencyCurve(model, load, points);
    for (auto& [qps, p95] : curve)
        p95 *= 1000.0;
    return curve;
}

} // namespace rightsize

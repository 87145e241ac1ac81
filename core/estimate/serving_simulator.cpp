#include "core/estimate/serving_simulator.h"

#include "core/estimate/moe.h"
#include "core/estimate/vector_state.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <limits>
#include <numbers>
#include <optional>
#include <queue>

namespace rightsize {
namespace {

// Memory bound for any input: two or three arrays of this many elements.
constexpr int kMaxRequests = 1 << 21;
// Requests discarded from the statistics while the queue fills from empty.
constexpr double kWarmupShare = 0.05;
// A run whose backlog at the last arrival exceeds this share of all requests (beyond what the
// replicas hold in service, plus a floor for short runs) is growing without bound, whatever the
// analytic capacity says. A stable queue's backlog does not grow with the run; an overloaded
// one leaves (1 − capacity / load) of all requests behind.
constexpr double kBacklogShare = 0.02;
constexpr double kBacklogFloor = 20;

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, passes BigCrush, and defined bit for bit, so
// a seed gives the same arrivals on every platform (std::*_distribution does not promise that;
// only std::log remains, which libms round alike to within an ulp).
struct SplitMix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Unit-rate exponential by inverse CDF; u lies in (0, 1] so the log is always finite.
    double exponential() {
        const double u = static_cast<double>((next() >> 11) + 1) * 0x1.0p-53;
        return -std::log(u);
    }
    // Uniform in (0, 1].
    double uniform() { return static_cast<double>((next() >> 11) + 1) * 0x1.0p-53; }
    // Standard normal by the Box–Muller transform (one of its pair; the other is dropped so that
    // every draw takes the same two numbers).
    double normal() {
        const double r = std::sqrt(-2 * std::log(uniform()));
        return r * std::cos(2 * std::numbers::pi * uniform());
    }
    // Gamma of shape k and scale 1 (Marsaglia and Tsang, ACM TOMS 26(3), 2000); below shape 1
    // by boosting to k + 1 and scaling by u^(1/k), as the paper describes.
    double gamma(double k) {
        if (k < 1)
            return gamma(k + 1) * std::pow(uniform(), 1 / k);
        const double d = k - 1.0 / 3;
        const double c = 1 / std::sqrt(9 * d);
        for (;;) {
            const double z = normal();
            const double v = std::pow(1 + c * z, 3);
            if (v > 0 && std::log(uniform()) < 0.5 * z * z + d - d * v + d * std::log(v))
                return d * v;
        }
    }
};

struct Validated {
    bool ok = false;
    bool continuous = false;
    std::size_t clients = 0; // closed loop: clients in all (0: open loop)
    int maxBatch = 0;
    std::size_t replicas = 0; // requested replicas (only the first `requests` ever get work)
    int requests = 0;
    double window = 0;
};

bool usable(double v) {
    return std::isfinite(v) && v >= 0;
}

// A law the draws can follow: a uniform range that starts below its mean, a finite sigma, a
// histogram whose cumulative weights rise to 1.
bool usableLaw(const LengthLaw& law, double mean) {
    switch (law.shape) {
    case LengthShape::Uniform:
        return usable(law.low) && law.low <= mean;
    case LengthShape::LogNormal:
        return usable(law.sigma) && law.sigma <= 10 && mean > 0;
    case LengthShape::Histogram: {
        double last = 0;
        for (const auto& [tokens, cumulative] : law.buckets) {
            if (!usable(tokens) || !(cumulative >= last) || !(cumulative <= 1 + 1e-9))
                return false;
            last = cumulative;
        }
        return !law.buckets.empty();
    }
    default:
        return true;
    }
}

// A trace whose columns line up and hold finite lengths and gaps.
bool usableTrace(const RequestTrace& t) {
    const std::size_t rows = t.gaps.size();
    if (rows == 0 || t.prompts.size() != rows || t.steps.size() != rows)
        return false;
    for (std::size_t i = 0; i < rows; ++i)
        if (!usable(t.gaps[i]) || !usable(t.prompts[i]) || !usable(t.steps[i]))
            return false;
    return true;
}

Validated validate(const ServiceModel& model, const ServingLoad& load) {
    Validated v;
    v.continuous = model.generates();
    if (load.maxBatch <= 0 || load.replicas <= 0 || load.requests <= 0 || load.concurrency < 0)
        return v;
    const bool closed = load.concurrency > 0;
    if (!closed && (!std::isfinite(load.qps) || load.qps <= 0 || !std::isfinite(1.0 / load.qps)))
        return v;
    if (!usable(load.batchWindowSeconds))
        return v;
    for (double c : {model.passPerRequest,
                     model.passFloor,
                     model.passLinear,
                     model.passFixed,
                     model.passHost,
                     model.decodeSteps,
                     model.stepPerSequence,
                     model.stepPerContextToken,
                     model.stepFloor,
                     model.stepKvPerToken,
                     model.stepLinear,
                     model.stepFixed,
                     model.stepHost,
                     model.promptTokens,
                     model.kvTokens,
                     model.expertSeconds,
                     model.experts,
                     model.expertsPerToken,
                     model.passTokensPerRequest,
                     model.requestPath,
                     model.prefillTokens,
                     model.sharedPrefixTokens})
        if (!usable(c))
            return v;
    // Gaps of a coefficient of variation past 100 are all but every request at once.
    if (!(load.arrivalCv > 0 && load.arrivalCv <= 100) || (load.trace && !usableTrace(*load.trace)))
        return v;
    if (v.continuous) {
        if (!(model.kvBlockTokens >= 1) || !std::isfinite(model.kvBlockTokens))
            return v;
        if (!usableLaw(model.promptLaw, model.promptTokens) ||
            !usableLaw(model.stepLaw, model.decodeSteps))
            return v;
        // A KV cache that cannot hold one prompt and its first token serves nobody.
        if (model.kvTokens > 0 && model.promptTokens + 2 > model.kvTokens)
            return v;
    }
    v.maxBatch = load.maxBatch;
    v.replicas = static_cast<std::size_t>(load.replicas);
    v.requests = std::min(load.requests, kMaxRequests);
    v.window = load.batchWindowSeconds;
    v.clients = closed ? static_cast<std::size_t>(load.concurrency) : 0;
    v.ok = true;
    return v;
}

// Tokens of KV blocks a sequence of a `prompt`-token prompt and `steps` decode steps reserves.
double reservedTokens(const ServiceModel& model, double prompt, double steps) {
    const double block = model.kvBlockTokens;
    const double own = std::max(0.0, prompt - model.sharedPrefixTokens);
    return std::ceil((own + steps + 1) / block) * block;
}

// Sequences decoding together in a full batch: the cap, or what the KV cache holds of
// average-length sequences.
double fullDecodeBatch(const ServiceModel& model, int maxBatch) {
    double b = maxBatch;
    if (model.kvTokens > 0)
        b = std::min(
            b, std::max(1.0, std::floor(model.kvTokens / reservedTokens(model, model.promptTokens,
                                                                        model.decodeSteps))));
    return b;
}

double capacityOf(const ServiceModel& model, const Validated& v) {
    // Under overload the queue is never short, so every batch is full: that rate is the ceiling.
    double batch = v.maxBatch;
    double cycle = model.passSeconds(batch);
    if (v.continuous) {
        batch = fullDecodeBatch(model, v.maxBatch);
        const double steps = model.decodeSteps;
        cycle = model.passSeconds(batch) +
                steps * model.stepSeconds(batch, batch * (model.promptTokens + steps / 2));
    }
    if (!(cycle > 0))
        return std::numeric_limits<double>::infinity();
    return batch / cycle;
}

struct ReplicaTotals {
    double busySeconds = 0;
    double batches = 0;         // static: batches served; continuous: decode steps taken
    double batchedRequests = 0; // static: requests; continuous: sequence-steps
    double events = 0;          // turns of the replica's loop: the run's work
};

// The requests one replica serves: indexes first, first + stride, … of the shared arrays. In a
// closed loop its clients send their first requests at once and each later request when an
// answer arrives: answers come in time order, so the k-th answer sends request clients + k and
// the arrival times stay sorted. A request sent in answer to a step's last token arrives just
// after that step's end, when the engine has already started its next step without it: vLLM V1's
// engine core takes new requests from its input queue only between steps and never waits for a
// client (EngineCore.run_busy_loop in vllm/v1/engine/core.py), and so do SGLang's scheduler
// (Scheduler.event_loop_normal: recv_requests, then the next batch) and TensorRT-LLM's
// PyExecutor (_executor_loop fetches new requests at the top of each iteration). So the request
// joins one step later than its answer's step boundary, however short the client's turnaround.
struct ReplicaQueue {
    std::size_t first = 0;
    std::size_t stride = 1;
    std::size_t clients = 0;    // 0: open loop, arrivals known in advance
    std::size_t nextToSend = 0; // closed loop: the index the next answer sends

    void answered(std::vector<double>& arrival, double at) {
        if (clients > 0 && nextToSend < arrival.size()) {
            // Strictly after the boundary: the step starting at `at` is already scheduled.
            arrival[nextToSend] = std::nextafter(at, std::numeric_limits<double>::infinity());
            nextToSend += stride;
        }
    }
};

// Per-request results: the whole latency, and for decoders the time to first token and the
// time per output token.
struct RequestTimes {
    std::vector<double> latency;
    std::vector<double> ttft;
    std::vector<double> tpot;
};

// One replica under static batching. Round-robin makes replica r see requests r, r+R, r+2R, …,
// so each replica is an independent single-server queue that can be simulated on its own in
// arrival order: no event heap is needed and the cost does not grow with the replica count.
void runStatic(std::vector<double>& arrival, RequestTimes& times, ReplicaQueue queue,
               const ServiceModel& model, int maxBatch, double window, ReplicaTotals& totals) {
    const std::size_t n = arrival.size();
    const std::size_t first = queue.first;
    const std::size_t stride = queue.stride;
    std::vector<double>& latency = times.latency;
    const auto m = static_cast<std::size_t>(maxBatch);
    double freeAt = -std::numeric_limits<double>::infinity();
    std::size_t j = first;
    while (j < n) {
        double start = 0;
        if (arrival[j] >= freeAt) {
            // Idle: hold the batch open for the window unless maxBatch requests arrive sooner.
            start = m > 1 ? arrival[j] + window : arrival[j];
            if (m > 1 && (m - 1) <= (n - 1 - j) / stride) {
                const double fullAt = arrival[j + (m - 1) * stride];
                start = std::min(start, fullAt);
            }
        } else {
            // Freed with requests waiting: take them at once, up to maxBatch.
            start = freeAt;
        }
        std::size_t b = 1;
        std::size_t k = j + stride;
        while (b < m && k < n && arrival[k] <= start) {
            ++b;
            k += stride;
        }
        const double service = model.passSeconds(static_cast<double>(b));
        const double end = start + service;
        for (std::size_t i = j; i < k; i += stride) {
            latency[i] = end - arrival[i];
            queue.answered(arrival, end);
        }
        totals.busySeconds += service;
        totals.batches += 1;
        totals.batchedRequests += static_cast<double>(b);
        totals.events += 1;
        freeAt = end;
        j = k;
    }
}

// The steps of one stretch of decoding with a fixed set of k sequences: step j takes the largest
// of three lines in j (compute and memory grow with the context, the host floor does not), so the
// time of n steps has a closed form and a stretch costs O(1) however many tokens it covers.
class DecodeStretch {
public:
    DecodeStretch(const ServiceModel& m, double k, double context)
        : DecodeStretch(m, k, context, m.expertFloor(k)) {}
    // With the expert reads of k sequences already known.
    DecodeStretch(const ServiceModel& m, double k, double context, double expertFloor) {
        const double common = m.stepLinear * k + m.stepFixed;
        m_a[0] = m.stepPerSequence * k + m.stepPerContextToken * context + common;
        m_b[0] = m.stepPerContextToken * k;
        m_a[1] = m.stepFloor + expertFloor + m.stepKvPerToken * context + common;
        m_b[1] = m.stepKvPerToken * k;
        m_a[2] = m.stepHost;
        m_b[2] = 0;
        findCuts();
    }

    // Steps that each prefill `prefillRequests` prompts' worth of tokens beside the decode token
    // of k sequences holding `context` tokens at the first (mixedStepSeconds, step after step):
    // the same three lines with the prefill's terms added.
    static DecodeStretch mixed(const ServiceModel& m, double prefillRequests, double k,
                               double context) {
        const double tokens = prefillRequests * m.passTokensPerRequest + k;
        const double common =
            m.passLinear * prefillRequests + m.stepLinear * k + std::max(m.passFixed, m.stepFixed);
        DecodeStretch s;
        s.m_a[0] = m.passPerRequest * prefillRequests + m.stepPerSequence * k +
                   m.stepPerContextToken * context + common;
        s.m_b[0] = m.stepPerContextToken * k;
        s.m_a[1] = std::max(m.passFloor, m.stepFloor) + m.expertFloor(tokens) +
                   m.stepKvPerToken * context + common;
        s.m_b[1] = m.stepKvPerToken * k;
        s.m_a[2] = std::max(m.passHost, m.stepHost);
        s.m_b[2] = 0;
        s.findCuts();
        return s;
    }

    // Seconds of steps 0..n−1.
    double seconds(double n) const {
        double total = 0;
        forEachPiece(n, [&](double lo, double hi, int line) {
            total += sumOf(line, lo, hi - lo);
            return false;
        });
        return total;
    }

    // Fewest steps (1..limit) whose time reaches `target`; limit when even that falls short.
    double stepsReaching(double target, double limit) const {
        if (limit <= 1)
            return 1;
        double total = 0;
        double answer = limit;
        forEachPiece(limit, [&](double lo, double hi, int line) {
            const double piece = sumOf(line, lo, hi - lo);
            if (total + piece < target) {
                total += piece;
                return false;
            }
            answer = lo + stepsWithin(line, lo, hi - lo, target - total);
            return true;
        });
        return std::max(1.0, answer);
    }

private:
    DecodeStretch() = default;

    // The maximum of lines is convex: between the (integer-rounded) crossings one line wins at
    // every step, so the crossings found once split any number of steps into pieces.
    void findCuts() {
        for (int i = 0; i < 3; ++i)
            for (int j = i + 1; j < 3; ++j)
                if (m_b[i] != m_b[j]) {
                    const double x = std::ceil((m_a[j] - m_a[i]) / (m_b[i] - m_b[j]));
                    if (x > 0 && std::isfinite(x)) {
                        // Insertion into at most three sorted values.
                        int at = m_cutCount++;
                        for (; at > 0 && m_cuts[at - 1] > x; --at)
                            m_cuts[at] = m_cuts[at - 1];
                        m_cuts[at] = x;
                    }
                }
    }

    // Calls f(lo, hi, winning line) for the pieces of steps 0..n−1 in order until f returns true.
    template <typename F> void forEachPiece(double n, F&& f) const {
        double lo = 0;
        for (int c = 0; c <= m_cutCount && lo < n; ++c) {
            const double hi = c < m_cutCount ? std::min(m_cuts[c], n) : n;
            if (hi <= lo)
                continue;
            const double mid = 0.5 * (lo + hi - 1);
            int best = 0;
            for (int i = 1; i < 3; ++i)
                if (m_a[i] + m_b[i] * mid > m_a[best] + m_b[best] * mid)
                    best = i;
            if (f(lo, hi, best))
                return;
            lo = hi;
        }
    }

    // Seconds of `count` steps from step `from` on one line.
    double sumOf(int line, double from, double count) const {
        return count * m_a[line] + m_b[line] * count * (2 * from + count - 1) / 2;
    }

    // Fewest steps (1..count) from `from` on one line whose time reaches `remaining`: the root of
    // the quadratic sum, then nudged to the exact integer (the sum rises with every step).
    double stepsWithin(int line, double from, double count, double remaining) const {
        const double a = m_a[line] + m_b[line] * from; // first step of the piece
        const double b = m_b[line];
        double m = count;
        if (b > 0) {
            // b/2·m² + (a − b/2)·m − remaining = 0
            const double p = a - b / 2;
            m = std::ceil((-p + std::sqrt(p * p + 2 * b * remaining)) / b);
        } else if (a > 0) {
            m = std::ceil(remaining / a);
        }
        if (!std::isfinite(m))
            m = count;
        m = std::clamp(m, 1.0, count);
        while (m > 1 && sumOf(line, from, m - 1) >= remaining)
            m -= 1;
        while (m < count && sumOf(line, from, m) < remaining)
            m += 1;
        return m;
    }

    double m_a[3] = {0, 0, 0}; // intercepts
    double m_b[3] = {0, 0, 0}; // slopes per step
    double m_cuts[3] = {0, 0, 0};
    int m_cutCount = 0;
};

// The expert reads of a decode step of k sequences and of a prefill of k requests, computed once
// per k: a mixture-of-experts run would otherwise spend most of its time in the same logarithms.
// Entries are filled on first use, so the table costs nothing for counts that never occur and its
// size is bounded by the requests a replica sees, not by the batch cap.
class ExpertFloors {
public:
    ExpertFloors(const ServiceModel& model, std::size_t most)
        : m_model(model)
        , m_step(model.expertSeconds > 0 ? most + 1 : 0, -1.0)
        , m_pass(model.expertSeconds > 0 ? most + 1 : 0, -1.0) {}
    double step(double k) { return lookup(m_step, k, 1.0); }
    double pass(double k) { return lookup(m_pass, k, m_model.passTokensPerRequest); }

private:
    double lookup(std::vector<double>& table, double k, double tokensEach) {
        if (m_model.expertSeconds <= 0)
            return 0;
        const auto i = static_cast<std::size_t>(k);
        if (i >= table.size())
            return m_model.expertFloor(k * tokensEach);
        if (table[i] < 0)
            table[i] = m_model.expertFloor(k * tokensEach);
        return table[i];
    }

    const ServiceModel& m_model;
    std::vector<double> m_step;
    std::vector<double> m_pass;
};

// One step that prefills `prefillRequests` prompts' worth of tokens and decodes one token for each
// of k sequences holding T context tokens: the engine runs both in one pass (chunked prefill),
// so the weights are read once, the matrix work of both adds up, and the fixed and host costs
// are paid once.
double mixedStepSeconds(const ServiceModel& m, double prefillRequests, double k, double context) {
    const double tokens = prefillRequests * m.passTokensPerRequest + k;
    const double compute = m.passPerRequest * prefillRequests + m.stepPerSequence * k +
                           m.stepPerContextToken * context;
    const double memory =
        std::max(m.passFloor, m.stepFloor) + m.expertFloor(tokens) + m.stepKvPerToken * context;
    const double device = std::max(compute, memory) + m.passLinear * prefillRequests +
                          m.stepLinear * k + std::max(m.passFixed, m.stepFixed);
    return std::max(device, std::max(m.passHost, m.stepHost));
}

// Each request's lengths: its decode steps, its whole prompt, the prompt tokens it prefills itself
// (past a shared prefix) and the KV tokens it reserves while it decodes.
struct RequestLengths {
    std::vector<double> steps;
    std::vector<double> prompt;
    std::vector<double> own;
    std::vector<double> reservation;
    bool varied = false; // prompts differ from request to request
};

// The tokens one mean prompt prefills: a pass's or step's price per request is for this many.
double meanPrefill(const ServiceModel& model) {
    return std::max(1.0, model.prefillTokens > 0 ? model.prefillTokens : model.promptTokens);
}

// The sequences of one replica under continuous batching, between steps.
struct ContinuousState {
    using Entry = std::pair<double, std::size_t>; // finishing step, request
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> decoding;
    std::deque<std::size_t> prefilling; // admitted, in arrival order, their prompts not yet done
    double frontDone = 0;               // prompt tokens of prefilling.front() already prefilled
    double counter = 0;                 // decode steps taken by this replica
    double sumAdmitted = 0;             // Σ counter at the start of decoding, for the context held
    double reserved = 0;                // KV tokens reserved by admitted sequences
    double t = 0;
    bool varied = false;  // prompts of their own lengths: their sum is kept
    double sumPrompt = 0; // Σ prompt tokens of the decoding sequences, when varied

    std::size_t held() const { return decoding.size() + prefilling.size(); }
    double context(double prompt) const {
        const auto k = static_cast<double>(decoding.size());
        return varied ? sumPrompt + k * counter - sumAdmitted
                      : k * (prompt + counter) - sumAdmitted;
    }
};

// One engine step that carries prefill work: with a token budget per step (vLLM, SGLang,
// TensorRT-LLM) the waiting prompts' tokens fill what the step leaves of it, split into chunks
// where the engine chunks them or whole where it does not, and the decoding sequences take their
// step in the same pass unless the engine runs prefill steps alone; without a budget (eager
// frameworks) the admitted prompts are prefilled whole in one pass that stalls decoding. Prompts
// that finish record their time to first token and start decoding.
void prefillStep(ContinuousState& st, const std::vector<double>& arrival,
                 const RequestLengths& lengths, RequestTimes& times, const ServiceModel& model,
                 ReplicaTotals& totals) {
    const bool chunked = model.prefillTokenBudget > 0;
    const bool mixed = chunked && !model.prefillStallsDecode;
    const double mean = meanPrefill(model);
    // Decode first: the running sequences' tokens come out of the budget before any prompt's.
    const double k = mixed ? static_cast<double>(st.decoding.size()) : 0.0;
    double room = chunked ? std::max(1.0, model.prefillTokenBudget - k)
                          : std::numeric_limits<double>::infinity();
    double tokens = 0;
    std::size_t done = 0; // the first `done` prompts finish in this step
    double partial = 0;   // tokens of the next prompt prefilled by the end of this step
    for (std::size_t idx = 0; idx < st.prefilling.size() && room > 0; ++idx) {
        const double prompt = lengths.own[st.prefilling[idx]];
        const double before = idx == 0 ? st.frontDone : 0.0;
        double take = std::min(prompt - before, room);
        if (!model.splitsPrompts && take < prompt - before) {
            // Whole prompts only: one that does not fit waits for the next step, unless it is
            // the step's first, which then carries it alone whatever its length.
            if (tokens > 0)
                break;
            take = prompt - before;
        }
        tokens += take;
        room -= take;
        if (before + take < prompt) {
            partial = before + take;
            break;
        }
        ++done;
    }
    const double context = mixed ? st.context(model.promptTokens) : 0.0;
    const double seconds = chunked ? mixedStepSeconds(model, tokens / mean, k, context)
                                   : model.passSeconds(tokens / mean);
    st.t += seconds;
    totals.busySeconds += seconds;
    if (k > 0) {
        st.counter += 1;
        totals.batches += 1;
        totals.batchedRequests += k;
    }
    for (; done > 0; --done) {
        const std::size_t i = st.prefilling.front();
        st.prefilling.pop_front();
        times.ttft[i] = st.t - arrival[i];
        st.decoding.emplace(st.counter + lengths.steps[i], i);
        st.sumAdmitted += st.counter;
        st.sumPrompt += lengths.prompt[i];
    }
    st.frontDone = partial;
}

// Steps in which the first waiting prompt takes the whole of what each leaves of the token
// budget and nothing else changes (it does not finish, no decoding sequence completes), run in
// one go: their time has the closed form of a decode stretch. A budget far below a prompt would
// otherwise cost one event per chunk of every prompt, a token budget of 1 one per prompt token.
// Requests that arrive meanwhile are admitted after the stretch: they wait behind that prompt
// either way, so they join the same queue at the same place. False when fewer than two such
// steps lie ahead (prefillStep takes one).
bool prefillStretch(ContinuousState& st, const RequestLengths& lengths, const ServiceModel& model,
                    ReplicaTotals& totals) {
    if (!(model.prefillTokenBudget > 0) || !model.splitsPrompts || st.prefilling.empty())
        return false;
    const bool mixed = !model.prefillStallsDecode;
    const double prompt = lengths.own[st.prefilling.front()];
    const double k = mixed ? static_cast<double>(st.decoding.size()) : 0.0;
    const double room = std::max(1.0, model.prefillTokenBudget - k);
    // Steps before the one that finishes the prompt, and no further than the next completion.
    double steps = std::ceil((prompt - st.frontDone) / room) - 1;
    if (k > 0)
        steps = std::min(steps, st.decoding.top().first - st.counter);
    if (!(steps >= 2) || !std::isfinite(steps))
        return false;
    const double context = mixed ? st.context(model.promptTokens) : 0.0;
    const double seconds =
        DecodeStretch::mixed(model, room / meanPrefill(model), k, context).seconds(steps);
    st.t += seconds;
    totals.busySeconds += seconds;
    if (k > 0) {
        st.counter += steps;
        totals.batches += steps;
        totals.batchedRequests += steps * k;
    }
    st.frontDone += steps * room;
    return true;
}

// One replica under continuous batching (vLLM-style): a request is admitted at a step boundary
// when a slot is free and its KV blocks fit; its prompt is prefilled (in chunks within the
// engine's tokens per step, beside the decoding sequences, or whole, stalling them), which ends
// with its first token; then it decodes alongside the others until its own length is reached.
// Between events (an admission or a completion) a stretch of decode steps is priced in one go,
// so the cost is per event, not per token.
void runContinuous(std::vector<double>& arrival, const RequestLengths& lengths, RequestTimes& times,
                   ReplicaQueue queue, const ServiceModel& model, int maxBatch,
                   ReplicaTotals& totals) {
    const std::vector<double>& length = lengths.steps;
    const std::vector<double>& reservation = lengths.reservation;
    const std::size_t n = arrival.size();
    const std::size_t stride = queue.stride;
    // A replica never holds more sequences than the batch cap or the requests it is sent.
    ExpertFloors experts(model, std::min(static_cast<std::size_t>(maxBatch),
                                         (n - queue.first + stride - 1) / stride));
    ContinuousState st;
    st.varied = lengths.varied;
    std::size_t next = queue.first; // next request not yet admitted
    const double budget =
        model.kvTokens > 0 ? model.kvTokens : std::numeric_limits<double>::infinity();
    auto fits = [&](std::size_t i) {
        return st.held() < static_cast<std::size_t>(maxBatch) &&
               st.reserved + reservation[i] <= budget;
    };
    auto finishDue = [&] {
        while (!st.decoding.empty() && st.decoding.top().first <= st.counter) {
            const std::size_t i = st.decoding.top().second;
            times.latency[i] = st.t - arrival[i];
            times.tpot[i] = (times.latency[i] - times.ttft[i]) / std::max(1.0, length[i]);
            st.reserved -= reservation[i];
            st.sumAdmitted -= st.decoding.top().first - length[i];
            st.sumPrompt -= lengths.prompt[i];
            st.decoding.pop();
            queue.answered(arrival, st.t);
        }
    };
    while (next < n || st.held() > 0) {
        totals.events += 1;
        if (st.held() == 0 && next < n && arrival[next] > st.t)
            st.t = arrival[next];
        while (next < n && arrival[next] <= st.t && fits(next)) {
            st.prefilling.push_back(next);
            st.reserved += reservation[next];
            next += stride;
        }
        if (!st.prefilling.empty()) {
            if (!prefillStretch(st, lengths, model, totals))
                prefillStep(st, arrival, lengths, times, model, totals);
            finishDue();
            continue;
        }
        const double k = static_cast<double>(st.decoding.size());
        const DecodeStretch stretch(model, k, st.context(model.promptTokens), experts.step(k));
        double steps = st.decoding.top().first - st.counter;
        // Stop at the first boundary where the next request could join (a closed loop's next
        // request is sent by an answer, which ends the stretch anyway).
        if (next < n && fits(next)) {
            if (arrival[next] <= st.t)
                steps = 1;
            else if (std::isfinite(arrival[next]))
                steps = std::min(steps, stretch.stepsReaching(arrival[next] - st.t, steps));
        }
        steps = std::max(1.0, steps);
        const double elapsed = stretch.seconds(steps);
        st.t += elapsed;
        st.counter += steps;
        totals.busySeconds += elapsed;
        totals.batches += steps;
        totals.batchedRequests += steps * k;
        finishDue();
    }
}

// Floyd and Rivest's selection (CACM 18(3), 1975, Algorithm 489): a sample of the range picks
// two pivots close around the wanted rank, so one partition of the whole range and a small
// rest suffice (about n + min(k, n − k) comparisons against introselect's 2n–3n). Leaves the
// range as std::nth_element does: the k-th value in place, nothing larger before it, nothing
// smaller after it. Values must be ordered (no NaN).
void floydRivest(double* a, std::ptrdiff_t left, std::ptrdiff_t right, std::ptrdiff_t k) {
    while (right > left) {
        if (right - left > 600) {
            const double n = static_cast<double>(right - left + 1);
            const double i = static_cast<double>(k - left + 1);
            const double z = std::log(n);
            const double s = 0.5 * std::exp(2 * z / 3);
            const double sd = 0.5 * std::sqrt(z * s * (n - s) / n) * (i - n / 2 < 0 ? -1 : 1);
            const auto kd = static_cast<double>(k);
            const auto newLeft = std::max(left, static_cast<std::ptrdiff_t>(kd - i * s / n + sd));
            const auto newRight =
                std::min(right, static_cast<std::ptrdiff_t>(kd + (n - i) * s / n + sd));
            floydRivest(a, newLeft, newRight, k);
        }
        const double t = a[k];
        std::ptrdiff_t i = left;
        std::ptrdiff_t j = right;
        std::swap(a[left], a[k]);
        if (a[right] > t)
            std::swap(a[right], a[left]);
        while (i < j) {
            std::swap(a[i], a[j]);
            ++i;
            --j;
            while (a[i] < t)
                ++i;
            while (a[j] > t)
                --j;
        }
        if (a[left] == t) {
            std::swap(a[left], a[j]);
        } else {
            ++j;
            std::swap(a[j], a[right]);
        }
        if (j <= k)
            left = j + 1;
        if (k <= j)
            right = j - 1;
    }
}

// The value of rank nth in [begin, end) placed as std::nth_element places it; Floyd–Rivest when
// every value is ordered, the library's own otherwise (a NaN compares with nothing).
void selectNth(std::vector<double>::iterator begin, std::vector<double>::iterator nth,
               std::vector<double>::iterator end, bool ordered) {
    if (!ordered || end - begin < 2) {
        std::nth_element(begin, nth, end);
        return;
    }
    floydRivest(&*begin, 0, end - begin - 1, nth - begin);
}

// Buckets of the counting selection below: their counts stay in the first-level cache.
constexpr std::size_t kSelectBuckets = 2048;
// Below this many values the comparison selection is as quick as counting.
constexpr std::size_t kCountingSelectFrom = 4096;
// Ranks one counting selection answers at most (p50, p95 and p99; or two percentiles).
constexpr std::size_t kMostRanks = 3;

// The values of `count` ranks (0-based, ascending) among the n values at `a`, into `out`, by
// counting instead of partitioning: a histogram over equal-width buckets between the smallest
// and the largest value finds the bucket each rank falls in, and only that bucket's values are
// then ordered. The bucket is a non-decreasing function of the value (a subtraction and a
// product by a positive scale, both rounded monotonically), so each answer is the exact order
// statistic, the value std::nth_element finds; the work is two linear passes whose branches the
// processor predicts, where a partition of values in random order mispredicts about every other
// comparison. `lo` and `hi` are the smallest and the largest value (the caller's pass over them
// finds them). The values are not reordered. False (nothing written) where it does not apply:
// few values, all of them equal, or a range that is not finite; the values must hold no NaN.
bool countingSelect(const double* a, std::size_t n, double lo, double hi, const std::size_t* ranks,
                    double* out, std::size_t count) {
    if (n < kCountingSelectFrom || count == 0 || count > kMostRanks)
        return false;
    const double scale = static_cast<double>(kSelectBuckets) / (hi - lo);
    if (!(hi > lo) || !std::isfinite(hi - lo) || !std::isfinite(scale) || !(scale > 0))
        return false;
    const auto bucketOf = [&](double x) {
        return std::min(kSelectBuckets - 1, static_cast<std::size_t>((x - lo) * scale));
    };
    std::array<std::uint32_t, kSelectBuckets> counts{};
    for (std::size_t i = 0; i < n; ++i)
        ++counts[bucketOf(a[i])];
    std::size_t bucket[kMostRanks] = {};
    std::size_t within[kMostRanks] = {};
    std::size_t below = 0;
    std::size_t r = 0;
    for (std::size_t b = 0; b < kSelectBuckets && r < count; ++b) {
        for (; r < count && ranks[r] < below + counts[b]; ++r) {
            bucket[r] = b;
            within[r] = ranks[r] - below;
        }
        below += counts[b];
    }
    if (r < count)
        return false; // a rank past the values: the caller's selection says what it means
    // Each wanted bucket's values, gathered in one more pass.
    std::array<std::int8_t, kSelectBuckets> slot;
    slot.fill(-1);
    std::vector<double> picked[kMostRanks];
    std::size_t slots = 0;
    for (std::size_t k = 0; k < count; ++k)
        if (slot[bucket[k]] < 0) {
            slot[bucket[k]] = static_cast<std::int8_t>(slots);
            picked[slots++].reserve(counts[bucket[k]]);
        }
    for (std::size_t i = 0; i < n; ++i)
        if (const int s = slot[bucketOf(a[i])]; s >= 0)
            picked[s].push_back(a[i]);
    for (std::size_t k = 0; k < count; ++k) {
        std::vector<double>& v = picked[slot[bucket[k]]];
        const auto nth = v.begin() + static_cast<std::ptrdiff_t>(within[k]);
        std::nth_element(v.begin(), nth, v.end());
        out[k] = *nth;
    }
    return true;
}

// Nearest-rank index of the p-quantile among n sorted values.
std::size_t rankIndex(std::size_t n, double p) {
    const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(n)));
    return std::clamp<std::size_t>(rank, 1, n) - 1;
}

// The value of rank `index` among [begin, end), where everything before `from` is already in
// place below it (a previous quantile's nth_element left the smaller ranks there). Each later
// quantile searches only the tail past the earlier one — never including the earlier element
// itself, which nth_element over that tail would be free to move.
double quantileOfRest(std::vector<double>::iterator begin, std::vector<double>::iterator end,
                      std::size_t index, std::vector<double>::iterator from, bool ordered) {
    const auto nth = begin + static_cast<std::ptrdiff_t>(index);
    if (nth < from)
        return *nth; // the same rank as the previous quantile (a short run)
    selectNth(from, nth, end, ordered);
    return *nth;
}

ServingStats unusable() {
    ServingStats s;
    s.stable = false;
    return s;
}

// Latency of a request that finds the replica idle and nobody else arriving.
double loneLatency(const ServiceModel& model, const Validated& v) {
    if (v.continuous)
        return model.requestPath + model.passSeconds(1) +
               DecodeStretch(model, 1, model.promptTokens).seconds(model.decodeSteps);
    return model.requestPath + (v.maxBatch > 1 ? v.window : 0.0) + model.passSeconds(1);
}

LatencyQuantiles shifted(LatencyQuantiles q, double by) {
    q.p50 += by;
    q.p95 += by;
    q.p99 += by;
    q.mean += by;
    return q;
}

bool usableTarget(double target) {
    return std::isfinite(target) && target > 0;
}

} // namespace

double ServiceModel::expertFloor(double tokens) const {
    return expertSeconds > 0
               ? expertSeconds * expectedUniqueExperts(experts, expertsPerToken, tokens)
               : 0;
}

double ServiceModel::passSeconds(double requests) const {
    return passSecondsWith(requests, expertFloor(std::max(1.0, requests) * passTokensPerRequest));
}

double ServiceModel::passSecondsWith(double requests, double expertReads) const {
    const double b = std::max(1.0, requests);
    const double floor = passFloor + expertReads;
    return std::max(std::max(passPerRequest * b, floor) + passLinear * b + passFixed, passHost);
}

double ServiceModel::stepSeconds(double sequences, double contextTokens) const {
    const double k = std::max(1.0, sequences);
    const double device = std::max(stepPerSequence * k + stepPerContextToken * contextTokens,
                                   stepFloor + expertFloor(k) + stepKvPerToken * contextTokens) +
                          stepLinear * k + stepFixed;
    return std::max(device, stepHost);
}

double servingCapacityPerReplica(const ServiceModel& model, const ServingLoad& load) {
    ServingLoad probe = load;
    probe.qps = 1; // capacity does not depend on the offered load
    const Validated v = validate(model, probe);
    return v.ok ? capacityOf(model, v) : 0.0;
}

namespace {

// Arrival times, whole service: Poisson (Gamma gaps with another coefficient of variation, or a
// trace's gaps scaled to the rate) for an open loop; for a closed loop only each client's first
// request is known (at 0), the rest are sent by answers during the run (+∞ until then).
std::vector<double> arrivalsFor(const Validated& v, const ServingLoad& load, SplitMix64& rng) {
    const auto n = static_cast<std::size_t>(v.requests);
    std::vector<double> arrival;
    if (v.clients > 0) {
        // Round-robin over the replicas: replica r's first requests are r, r + R, …, one per
        // client.
        arrival.assign(n, std::numeric_limits<double>::infinity());
        for (std::size_t i = 0; i < std::min(n, v.clients); ++i)
            arrival[i] = 0;
        return arrival;
    }
    // Every time is written once, in order: no fill beforehand.
    arrival.reserve(n);
    const double meanGap = 1.0 / load.qps;
    double clock = 0;
    if (load.trace && !load.trace->gaps.empty()) {
        const std::vector<double>& gaps = load.trace->gaps;
        for (std::size_t i = 0; i < n; ++i) {
            clock += gaps[i % gaps.size()] * meanGap;
            arrival.push_back(clock);
        }
        return arrival;
    }
    if (load.arrivalCv != 1) {
        // Gamma gaps of shape 1/cv² keep the mean gap and have that coefficient of variation.
        const double shape = 1 / (load.arrivalCv * load.arrivalCv);
        for (std::size_t i = 0; i < n; ++i) {
            clock += rng.gamma(shape) / shape * meanGap;
            arrival.push_back(clock);
        }
        return arrival;
    }
    // In three passes, each number computed as rng.exponential() computes it: the draws, their
    // logarithms (independent calls the processor overlaps, where a draw, its logarithm and the
    // clock in one loop wait for each other), then the running clock.
    for (std::size_t i = 0; i < n; ++i)
        arrival.push_back(rng.uniform());
    for (double& a : arrival)
        a = -std::log(a);
    for (double& a : arrival) {
        clock += a * meanGap;
        a = clock;
    }
    return arrival;
}

// One length drawn around `mean` (whole tokens, at least 1); every shape has that mean.
double drawLength(const LengthLaw& law, double mean, SplitMix64& rng) {
    switch (law.shape) {
    case LengthShape::Fixed:
        return mean;
    case LengthShape::Uniform:
        return std::max(1.0, std::round(law.low + 2 * (mean - law.low) * rng.uniform()));
    case LengthShape::LogNormal: {
        const double mu = std::log(mean) - law.sigma * law.sigma / 2;
        return std::max(1.0, std::round(std::exp(mu + law.sigma * rng.normal())));
    }
    case LengthShape::Histogram: {
        const double u = rng.uniform();
        const auto it = std::lower_bound(law.buckets.begin(), law.buckets.end(), u,
                                         [](const auto& b, double x) { return b.second < x; });
        const auto& bucket = it == law.buckets.end() ? law.buckets.back() : *it;
        return std::max(1.0, std::round(bucket.first));
    }
    case LengthShape::Geometric:
        if (mean > 1)
            return std::clamp(std::ceil(-rng.exponential() / std::log1p(-1.0 / mean)), 1.0,
                              4 * mean);
        return 1;
    }
    return mean;
}

// Each request's lengths in arrival order, from the same seed (decode steps first, then prompts,
// so a scenario without prompt lengths of its own draws as it always did), or a trace's; never
// longer than the KV cache holds: a prompt leaves room for its first token and one more, and an
// answer stops where the cache ends.
RequestLengths lengthsFor(const ServiceModel& model, const ServingLoad& load, const Validated& v,
                          std::size_t n, SplitMix64& rng) {
    RequestLengths r;
    if (!v.continuous)
        return r;
    const RequestTrace* trace =
        load.trace && !load.trace->steps.empty() ? load.trace.get() : nullptr;
    r.steps.assign(n, model.decodeSteps);
    r.prompt.assign(n, model.promptTokens);
    const bool geometric = model.geometricLengths || model.stepLaw.shape == LengthShape::Geometric;
    if (trace) {
        for (std::size_t i = 0; i < n; ++i) {
            r.steps[i] = trace->steps[i % trace->steps.size()];
            r.prompt[i] = trace->prompts[i % trace->prompts.size()];
        }
        r.varied = true;
    } else {
        if (geometric && model.decodeSteps > 1) {
            const double cap = 4 * model.decodeSteps;
            const double logKeep = std::log1p(-1.0 / model.decodeSteps);
            for (double& l : r.steps)
                l = std::clamp(std::ceil(-rng.exponential() / logKeep), 1.0, cap);
        } else if (!geometric && model.stepLaw.varies()) {
            for (double& l : r.steps)
                l = drawLength(model.stepLaw, model.decodeSteps, rng);
        }
        if (model.promptLaw.varies()) {
            for (double& p : r.prompt)
                p = drawLength(model.promptLaw, model.promptTokens, rng);
            r.varied = true;
        }
    }
    const double cache =
        model.kvTokens > 0 ? std::floor(model.kvTokens / model.kvBlockTokens) * model.kvBlockTokens
                           : std::numeric_limits<double>::infinity();
    const double mean = meanPrefill(model);
    r.own.assign(n, mean);
    r.reservation.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        if (r.varied) {
            r.prompt[i] = std::clamp(r.prompt[i], 1.0, std::max(1.0, cache - 2));
            r.own[i] = std::max(1.0, r.prompt[i] - model.sharedPrefixTokens);
        }
        // A request longer than the cache holds stops where the cache ends.
        if (model.kvTokens > 0)
            r.steps[i] = std::max(1.0, std::min(r.steps[i], cache - r.prompt[i] - 1));
        r.reservation[i] = reservedTokens(model, r.prompt[i], r.steps[i]);
    }
    return r;
}

// p50, p95, p99 and mean of [begin, end) (reordered).
LatencyQuantiles quantilesOf(std::vector<double>::iterator begin,
                             std::vector<double>::iterator end) {
    LatencyQuantiles q;
    const auto measured = static_cast<std::size_t>(end - begin);
    if (measured == 0)
        return q;
    double sum = 0;
    double lo = *begin;
    double hi = *begin;
    for (auto it = begin; it != end; ++it) {
        sum += *it;
        lo = std::min(lo, *it);
        hi = std::max(hi, *it);
    }
    q.mean = sum / static_cast<double>(measured);
    const auto at = [&](double p) { return static_cast<std::ptrdiff_t>(rankIndex(measured, p)); };
    const bool ordered = !std::isnan(sum);
    const std::size_t ranks[] = {rankIndex(measured, 0.50), rankIndex(measured, 0.95),
                                 rankIndex(measured, 0.99)};
    double values[3] = {0, 0, 0};
    if (ordered && countingSelect(&*begin, measured, lo, hi, ranks, values, 3)) {
        q.p50 = values[0];
        q.p95 = values[1];
        q.p99 = values[2];
        return q;
    }
    q.p50 = quantileOfRest(begin, end, rankIndex(measured, 0.50), begin, ordered);
    q.p95 = quantileOfRest(begin, end, rankIndex(measured, 0.95), begin + at(0.50) + 1, ordered);
    q.p99 = quantileOfRest(begin, end, rankIndex(measured, 0.99), begin + at(0.95) + 1, ordered);
    return q;
}

// Completions per second between the 10th and 90th percentile of the completion times `done`:
// past the start, where a closed loop's clients all send at once, and before the end, where it
// drains. `ordered`: no completion time is NaN. The times are reordered.
double completionRate(std::vector<double>& done, bool ordered) {
    const std::size_t lo = done.size() / 10, hi = done.size() * 9 / 10;
    if (hi <= lo)
        return 0;
    // Completion times come nearly in order, where a partition's branches are predicted: the
    // comparison selection is the faster one here.
    selectNth(done.begin(), done.begin() + static_cast<std::ptrdiff_t>(lo), done.end(), ordered);
    const double from = done[lo];
    selectNth(done.begin() + static_cast<std::ptrdiff_t>(lo),
              done.begin() + static_cast<std::ptrdiff_t>(hi), done.end(), ordered);
    const double to = done[hi];
    return to > from ? static_cast<double>(hi - lo) / (to - from) : 0;
}

// The largest of `start` and the n values at `a`, as std::max over them one after the other
// finds it (a NaN never replaces what it is compared with), in four running maxima: the largest
// is the same whatever the order, and four of them do not wait on each other.
double largestOf(const double* a, std::size_t n, double start) {
    double m[4] = {start, start, start, start};
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4)
        for (std::size_t k = 0; k < 4; ++k)
            m[k] = std::max(m[k], a[i + k]);
    for (; i < n; ++i)
        m[0] = std::max(m[0], a[i]);
    return std::max(std::max(m[0], m[1]), std::max(m[2], m[3]));
}

// What the run's completion times (arrival + latency) say, found in one pass that also turns the
// arrivals into those times (the arrivals are not needed after it, so their array holds them: one
// array of the run's size less to allocate and fault in).
struct Completions {
    std::size_t outstanding = 0; // requests still in the system at the last arrival
    double makespan = 0;         // the last completion, and at least the last arrival
    bool ordered = true;         // no completion time is NaN
};

// The last completion is the largest as std::max over the times one after the other finds it (a
// NaN never replaces what it is compared with), kept in four running maxima: the largest is the
// same whatever the order, and four of them do not wait on each other.
Completions completionsOf(std::vector<double>& arrival, const std::vector<double>& latency,
                          double lastArrival) {
    Completions c;
    double m[4] = {lastArrival, lastArrival, lastArrival, lastArrival};
    std::size_t outstanding[4] = {0, 0, 0, 0};
    bool ordered = true;
    const std::size_t n = arrival.size();
    const auto take = [&](std::size_t i, std::size_t k) {
        const double done = arrival[i] + latency[i];
        arrival[i] = done;
        outstanding[k] += done > lastArrival ? 1 : 0;
        m[k] = std::max(m[k], done);
        ordered &= !std::isnan(done);
    };
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4)
        for (std::size_t k = 0; k < 4; ++k)
            take(i + k, k);
    for (; i < n; ++i)
        take(i, 0);
    c.outstanding = outstanding[0] + outstanding[1] + outstanding[2] + outstanding[3];
    c.makespan = std::max(std::max(m[0], m[1]), std::max(m[2], m[3]));
    c.ordered = ordered;
    return c;
}

// The statistics of a finished run. Stability: an open loop is stable when the offered load is
// under the replicas' ceiling and the backlog at the last arrival does not grow with the run; a
// closed loop's queue is bounded by its clients, so it is always stable. Consumes the arrivals
// (their array becomes the completion times).
ServingStats summarise(const ServiceModel& model, const ServingLoad& load, const Validated& v,
                       std::vector<double>& arrival, const std::vector<double>& length,
                       RequestTimes& times, const ReplicaTotals& totals) {
    const std::size_t n = arrival.size();
    const bool closed = v.clients > 0;
    std::vector<double>& latency = times.latency;
    // Backlog when the last request arrives: a queue that grows without bound leaves a share of
    // all requests behind that does not shrink with the run length.
    const double lastArrival = largestOf(arrival.data(), n, 0.0);
    // From here on `arrival` holds the completion times.
    const Completions done = completionsOf(arrival, latency, lastArrival);
    const std::size_t outstanding = done.outstanding;
    const double makespan = done.makespan;
    const double inService =
        static_cast<double>(std::min(v.replicas, n)) *
        (v.continuous ? fullDecodeBatch(model, v.maxBatch) : static_cast<double>(v.maxBatch));

    ServingStats s;
    s.simulated = static_cast<int>(n);
    bool loadHeld = true;
    if (!closed) {
        const double offeredPerReplica = load.qps / static_cast<double>(v.replicas);
        const bool underCapacity = offeredPerReplica < capacityOf(model, v);
        const bool backlogFlat = static_cast<double>(outstanding) - inService <=
                                 kBacklogShare * static_cast<double>(n) + kBacklogFloor;
        loadHeld = underCapacity && backlogFlat;
    }
    s.utilisation =
        makespan > 0
            ? std::min(1.0, totals.busySeconds / (static_cast<double>(v.replicas) * makespan))
            : 0.0;
    s.meanBatch = totals.batches > 0 ? totals.batchedRequests / totals.batches : 0.0;
    s.events = totals.events;
    s.requestsPerSecond = completionRate(arrival, done.ordered);
    if (v.continuous) {
        double steps = 0;
        for (double l : length)
            steps += l;
        // The prefill's token and one per decode step.
        s.outputTokensPerSecond = s.requestsPerSecond * (1 + steps / static_cast<double>(n));
    }

    // Warm-up: the queue starts empty (or, in a closed loop, every client sends at once), which
    // flatters or burdens the first requests.
    std::size_t warm = static_cast<std::size_t>(kWarmupShare * static_cast<double>(n));
    if (closed)
        warm = std::max(warm, std::min(n / 2, 2 * v.clients));
    warm = std::min(n - 1, warm);
    const auto skip = static_cast<std::ptrdiff_t>(warm);
    // The server's request path is the same for every request: it shifts every quantile.
    const LatencyQuantiles e2e =
        shifted(quantilesOf(latency.begin() + skip, latency.end()), model.requestPath);
    s.p50 = e2e.p50;
    s.p95 = e2e.p95;
    s.p99 = e2e.p99;
    s.mean = e2e.mean;
    // A whole pass answers at once: its first token is its whole latency.
    s.ttft = v.continuous ? shifted(quantilesOf(times.ttft.begin() + skip, times.ttft.end()),
                                    model.requestPath)
                          : e2e;
    if (v.continuous)
        s.tpot = quantilesOf(times.tpot.begin() + skip, times.tpot.end());
    s.stable = loadHeld && std::isfinite(s.p99) && std::isfinite(s.mean);
    return s;
}

} // namespace

namespace {

// One run of the simulation, request by request.
ServingStats simulateRun(const ServiceModel& model, const ServingLoad& load, const Validated& v) {
    const auto n = static_cast<std::size_t>(v.requests);
    const bool closed = v.clients > 0;
    // A closed loop with fewer clients than replicas leaves the rest idle: they get no requests.
    const std::size_t stride = closed ? std::min(v.replicas, v.clients) : v.replicas;

    SplitMix64 rng{load.seed};
    std::vector<double> arrival = arrivalsFor(v, load, rng);
    // Latencies are differences of absolute times; a load so light that the clock's resolution
    // at the end of the run is coarse against one request's latency is zero load in all but
    // name, and the difference would be rounding noise.
    const double lone = loneLatency(model, v);
    const double clock = arrival[n - 1];
    if (!closed && (!std::isfinite(clock) || (lone > 0 && clock * 0x1.0p-52 > 1e-6 * lone)))
        return unusable();

    const RequestLengths lengths = lengthsFor(model, load, v, n, rng);
    // TTFT and TPOT are kept for generating decoders only.
    const std::size_t perToken = v.continuous ? n : 0;
    RequestTimes times{std::vector<double>(n, 0.0), std::vector<double>(perToken, 0.0),
                       std::vector<double>(perToken, 0.0)};
    // Requests are spread round-robin rather than to the shortest queue. Round-robin is what
    // most serving front doors do by default (a Kubernetes Service, SageMaker and ALB target
    // groups), so sizing against it does not rely on a smarter balancer being configured; it is
    // the cautious choice (join-shortest-queue would pool the replicas and report fewer). It
    // also makes each replica independent of the others, so the run costs O(requests) however
    // many replicas there are. A closed loop's clients stay with the replica they started on.
    const std::size_t working = std::min(stride, n);
    ReplicaTotals totals;
    for (std::size_t r = 0; r < working; ++r) {
        ReplicaQueue queue{r, stride, 0, 0};
        if (closed) {
            queue.clients = v.clients / stride + (r < v.clients % stride ? 1 : 0);
            queue.nextToSend = r + stride * queue.clients;
        }
        if (v.continuous)
            runContinuous(arrival, lengths, times, queue, model, v.maxBatch, totals);
        else
            runStatic(arrival, times, queue, model, v.maxBatch, v.window, totals);
    }
    return summarise(model, load, v, arrival, lengths.steps, times, totals);
}

// A closed loop of more clients per replica than this many times the sequences a replica holds in
// service keeps every batch full: the clients beyond them only queue.
constexpr double kQueuedClientsPerSlot = 4;
// Rounds of those clients the shortened run holds at most: enough for its warm-up (two rounds)
// to be a small part of it.
constexpr int kSaturatedRounds = 20;

// Sequences a replica keeps decoding at most: the batch cap or the KV cache, and, under a token
// budget, what the budget lets through its prefill. A step prefills at most the budget's tokens
// (one token when the decodes take the rest; a whole prompt when the engine does not split
// them), so at most that many prompts a step start decoding, and each decodes for its steps:
// by Little's law no more sequences than that rate times those steps decode on average.
double sequencesInService(const ServiceModel& model, int maxBatch) {
    const double held = fullDecodeBatch(model, maxBatch);
    if (!(model.prefillTokenBudget > 0))
        return held;
    const double prompt =
        std::max(1.0, model.prefillTokens > 0 ? model.prefillTokens : model.promptTokens);
    const double perStep = model.splitsPrompts ? std::max(1.0, model.prefillTokenBudget)
                                               : std::max(model.prefillTokenBudget, prompt);
    return std::min(held, std::ceil(perStep / prompt * model.decodeSteps) + 1);
}

// A saturated closed loop, simulated with the clients that keep its replicas full and the rest
// added as their wait. With no time between an answer and the next request, a closed loop's mean
// latency is its clients over its throughput (Little's law), and once the batches are full the
// throughput no longer grows: each client more adds 1/throughput to every request's wait and
// changes nothing else. So 100,000 clients cost what a few hundred do, and the run's work is
// bounded by the batch cap, not by the clients. Nullopt when the load is not saturated.
std::optional<ServingStats> saturatedLoop(const ServiceModel& model, const ServingLoad& load,
                                          const Validated& v) {
    if (v.clients == 0)
        return std::nullopt;
    const auto stride = static_cast<double>(std::min(v.replicas, v.clients));
    const double held = v.continuous ? sequencesInService(model, v.maxBatch) : v.maxBatch;
    const double most = std::ceil(kQueuedClientsPerSlot * held);
    const double perReplica = static_cast<double>(v.clients) / stride;
    if (perReplica <= most)
        return std::nullopt;
    ServingLoad fewer = load;
    fewer.concurrency = static_cast<int>(most * stride);
    fewer.requests = std::min(load.requests, kSaturatedRounds * fewer.concurrency);
    const Validated w = validate(model, fewer);
    if (!w.ok)
        return unusable();
    ServingStats s = simulateRun(model, fewer, w);
    const double rate = s.requestsPerSecond / stride; // one replica's answers a second
    if (s.simulated <= 0 || !(rate > 0))
        return s;
    const double wait = (perReplica - most) / rate;
    const LatencyQuantiles e2e = shifted({s.p50, s.p95, s.p99, s.mean}, wait);
    s.p50 = e2e.p50;
    s.p95 = e2e.p95;
    s.p99 = e2e.p99;
    s.mean = e2e.mean;
    s.ttft = shifted(s.ttft, wait);
    return s;
}

} // namespace

ServingStats simulateServing(const ServiceModel& model, const ServingLoad& load) {
    clearWideVectorState();
    const Validated v = validate(model, load);
    if (!v.ok)
        return unusable();
    if (auto saturated = saturatedLoop(model, load, v))
        return *saturated;
    return simulateRun(model, load, v);
}

bool meetsTargets(const ServingStats& s, const ServingTargets& targets) {
    if (!s.stable || s.simulated <= 0)
        return false;
    return (targets.e2e <= 0 || s.p95 <= targets.e2e) &&
           (targets.ttft <= 0 || s.ttft.p95 <= targets.ttft) &&
           (targets.tpot <= 0 || s.tpot.p95 <= targets.tpot);
}

ReplicaSizing sizeReplicasForTarget(const ServiceModel& model, ServingLoad load,
                                    double p95TargetSeconds, int maxReplicas, ReplicaRuns* runs) {
    if (!usableTarget(p95TargetSeconds))
        return {};
    return sizeReplicasForTargets(model, load, ServingTargets{p95TargetSeconds, 0, 0}, maxReplicas,
                                  runs);
}

ReplicaSizing sizeReplicasForTargets(const ServiceModel& model, ServingLoad load,
                                     const ServingTargets& targets, int maxReplicas,
                                     ReplicaRuns* runs) {
    ReplicaSizing none;
    if (maxReplicas <= 0 || !targets.any())
        return none;
    for (double t : {targets.e2e, targets.ttft, targets.tpot})
        if (t < 0 || !std::isfinite(t))
            return none;
    load.replicas = 1;
    const Validated v = validate(model, load);
    if (!v.ok)
        return none;
    int lo = 1;
    if (v.clients == 0) {
        // Fewer replicas than the offered load over one replica's ceiling are unstable for certain.
        const double capacity = capacityOf(model, v);
        // Exactly at the ceiling is unstable too, hence the nudge past whole multiples.
        const double needed = std::ceil(load.qps / capacity * (1 + 1e-12));
        if (needed > maxReplicas)
            return none;
        lo = std::max(1, static_cast<int>(needed));
    }
    ReplicaSizing found;
    auto ok = [&](int replicas) {
        load.replicas = replicas;
        ServingStats s;
        if (auto it = runs ? runs->find(replicas) : ReplicaRuns::iterator();
            runs && it != runs->end()) {
            s = it->second;
        } else {
            s = simulateServing(model, load);
            if (runs)
                runs->emplace(replicas, s);
        }
        if (!meetsTargets(s, targets))
            return false;
        found = {replicas, s};
        return true;
    };
    if (ok(lo))
        return found;
    // p95 only falls as replicas are added (each sees fewer requests), so when the most allowed
    // miss, every count misses: one simulation instead of a gallop to the cap.
    if (lo == maxReplicas || !ok(maxReplicas))
        return none;
    const ReplicaSizing atMost = found;
    // Gallop up, then bisect: lo always fails and hi always meets, so the answer hi is the
    // fewest replicas in the sense that hi − 1 was simulated and missed.
    int hi = lo;
    for (int step = 1;; step *= 2) {
        hi = step >= maxReplicas - lo ? maxReplicas : lo + step;
        if (hi == maxReplicas) {
            found = atMost;
            break;
        }
        if (ok(hi))
            break;
        lo = hi;
    }
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (ok(mid) ? hi : lo) = mid;
    }
    // `found` holds the last count that met the target, which is hi.
    return found;
}

int replicasForTarget(const ServiceModel& model, ServingLoad load, double p95TargetSeconds,
                      int maxReplicas) {
    return sizeReplicasForTarget(model, load, p95TargetSeconds, maxReplicas).replicas;
}

double maxQpsForTarget(const ServiceModel& model, ServingLoad load, double p95TargetSeconds) {
    if (!usableTarget(p95TargetSeconds))
        return 0;
    return maxQpsForTargets(model, load, ServingTargets{p95TargetSeconds, 0, 0});
}

double maxQpsForTargets(const ServiceModel& model, ServingLoad load,
                        const ServingTargets& targets) {
    if (!targets.any())
        return 0;
    load.replicas = 1;
    load.concurrency = 0;
    load.qps = 1; // only to validate the rest of the input
    const Validated v = validate(model, load);
    if (!v.ok || (targets.e2e > 0 && loneLatency(model, v) > targets.e2e))
        return 0;
    const double capacity = capacityOf(model, v);
    if (!std::isfinite(capacity))
        return 0; // free service: no finite answer to bisect towards
    ServingStats last;
    auto ok = [&](double qps) {
        load.qps = qps;
        last = simulateServing(model, load);
        return meetsTargets(last, targets);
    };
    double lo = capacity * 1e-3;
    if (!ok(lo))
        return 0; // the target is tighter than the tail of a nearly idle replica
    // p95 from a finite run is not monotone in QPS: where most requests take exactly the
    // service time it flips by a few percent between neighbouring loads. Bisecting from the
    // start could stop at such an early flip, so scan a grid for the highest load that meets
    // the target first, and bisect only the step above it. The scan stops once the queue is
    // unstable: nothing higher can meet. With the same seed every load sees the same arrival
    // pattern (only scaled), so a looser target never gives a lower answer.
    constexpr int kGrid = 20;
    double hi = capacity;   // unstable by definition
    bool hiAboveLo = false; // hi is the first failing grid point above lo
    for (int k = 1; k < kGrid; ++k) {
        const double qps = capacity * k / kGrid;
        if (ok(qps)) {
            lo = qps;
            hi = capacity;
            hiAboveLo = false;
            continue;
        }
        if (!hiAboveLo) {
            hi = qps;
            hiAboveLo = true;
        }
        if (!last.stable)
            break;
    }
    // Invariant: lo meets the target, hi does not.
    for (int i = 0; i < 60 && hi - lo > 2e-3 * lo; ++i) {
        const double mid = 0.5 * (lo + hi);
        (ok(mid) ? lo : hi) = mid;
    }
    return lo;
}

int maxConcurrencyForTargets(const ServiceModel& model, ServingLoad load,
                             const ServingTargets& targets, int most) {
    if (!targets.any() || most <= 0)
        return 0;
    load.replicas = 1;
    const int requests = load.requests;
    auto ok = [&](int clients) {
        load.concurrency = clients;
        // At least ten rounds of the clients past their warm-up.
        load.requests = std::max(requests, 10 * clients);
        return meetsTargets(simulateServing(model, load), targets);
    };
    // Start from the clients the caller gives (the scenario's load): gallop up while the targets
    // hold, or down to one; then bisect to within 2% between the last count that met them and the
    // first that did not.
    int lo = 0;
    int hi = 0;
    const int start = std::clamp(load.concurrency, 1, most);
    if (ok(start)) {
        lo = start;
        while (hi == 0 && lo < most) {
            const int probe = lo > most / 2 ? most : lo * 2;
            (ok(probe) ? lo : hi) = probe;
        }
        if (hi == 0)
            return most;
    } else {
        hi = start;
        if (start == 1 || !ok(1))
            return 0;
        lo = 1;
    }
    while (hi - lo > std::max(1, lo / 50)) {
        const int mid = lo + (hi - lo) / 2;
        (ok(mid) ? lo : hi) = mid;
    }
    return lo;
}

std::vector<std::pair<double, double>> latencyCurve(const ServiceModel& model, ServingLoad load,
                                                    int points) {
    std::vector<std::pair<double, double>> curve;
    if (points <= 0)
        return curve;
    points = std::min(points, 1000);
    load.concurrency = 0; // the curve is drawn against an offered rate
    ServingLoad probe = load;
    probe.qps = 1;
    const Validated v = validate(model, probe);
    if (!v.ok)
        return curve;
    const double capacity = capacityOf(model, v) * static_cast<double>(v.replicas);
    if (!std::isfinite(capacity))
        return curve;
    // The edge is the highest QPS the simulation still calls stable; the ceiling is only an
    // upper bound for continuous batching, where staggered admissions add prefill passes.
    auto stableAt = [&](double qps) {
        load.qps = qps;
        return simulateServing(model, load).stable;
    };
    double edge = 0.98 * capacity;
    if (!stableAt(edge)) {
        double lo = 0, hi = edge;
        for (int i = 0; i < 12; ++i) {
            const double mid = 0.5 * (lo + hi);
            (stableAt(mid) ? lo : hi) = mid;
        }
        edge = lo > 0 ? lo : hi / 64;
    }
    curve.reserve(static_cast<std::size_t>(points));
    for (int k = 1; k <= points; ++k) {
        load.qps = edge * k / points;
        curve.emplace_back(load.qps, simulateServing(model, load).p95);
    }
    return curve;
}

} // namespace rightsize

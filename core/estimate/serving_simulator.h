#pragma once

// Serving under load: a seeded discrete-event simulation of an inference server with Poisson
// arrivals (open loop) or a fixed number of clients that each send their next request when the
// last answer arrives (closed loop), micro-batching and replicas. Single-request latency says
// nothing about p95 at peak load; the queue in front of the model does, so the planner sizes
// serving with this.

#include "core/model/enums.h"

#include <cstdint>
#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace rightsize {

// Tokens per KV-cache block: vLLM's default block size.
inline constexpr double kKvBlockTokens = 16;

// How one length (a prompt, or an answer's decode steps) varies from request to request around
// the mean the service model gives; every shape keeps that mean.
struct LengthLaw {
    LengthShape shape = LengthShape::Fixed;
    double low = 0;   // uniform: the shortest length; the longest is 2·mean − low
    double sigma = 0; // log-normal: the standard deviation of the length's logarithm
    // Histogram: the lengths, already scaled to the mean, and their cumulative weights rising
    // to 1.
    std::vector<std::pair<double, double>> buckets;
    bool varies() const { return shape != LengthShape::Fixed; }
};

// How long one replica takes to serve, as a few coefficients filled by the planner from the
// inference estimator. Any batch is priced by formula, so the simulation's memory depends on the
// requests it simulates, never on the largest batch it may form.
struct ServiceModel {
    // One pass over b requests (a static batch, or the prefill of b sequences admitted together):
    //   max(passPerRequest·b, passFloor) + passLinear·b + passFixed, and never less than passHost
    // (the host issuing the pass).
    double passPerRequest = 0;
    double passFloor = 0;
    double passLinear = 0;
    double passFixed = 0;
    double passHost = 0;
    // Token generation with continuous batching, when decodeSteps > 0: after its prefill a request
    // needs decode steps, exactly decodeSteps of them, or with `geometricLengths` a geometric
    // number with that mean (generation stops with the same chance at every token), capped at
    // four times the mean like a max_tokens limit. A step of k active sequences holding T context
    // tokens in all takes
    //   max(stepPerSequence·k + stepPerContextToken·T, stepFloor + stepKvPerToken·T)
    //     + stepLinear·k + stepFixed, and never less than stepHost.
    double decodeSteps = 0;
    bool geometricLengths = false;
    double stepPerSequence = 0;
    double stepPerContextToken = 0;
    double stepFloor = 0;
    double stepKvPerToken = 0;
    double stepLinear = 0;
    double stepFixed = 0;
    double stepHost = 0;
    double promptTokens = 0; // context a sequence holds when its decoding starts (the mean)
    // How each request's prompt and decode steps spread around promptTokens and decodeSteps; a
    // pass or step prices a prompt by its own tokens (passPerRequest is per mean prompt).
    // Geometric decode steps are also what `geometricLengths` asks for.
    LengthLaw promptLaw;
    LengthLaw stepLaw;
    // Prefix caching: of those, the tokens every request shares, prefilled and held once by the
    // replica; a request prefills prefillTokens (0: the whole prompt) and reserves KV blocks for
    // its own tokens only.
    double prefillTokens = 0;
    double sharedPrefixTokens = 0;
    // Paged KV cache: a replica holds at most kvTokens tokens of context (0: no limit). A sequence
    // is admitted only when the blocks for its prompt and its whole output fit beside the others,
    // so the engine never has to preempt.
    double kvTokens = 0;
    double kvBlockTokens = kKvBlockTokens;
    // Prompt tokens one engine step prefills at most (max_num_batched_tokens); requests waiting
    // beyond it are admitted at the next step. 0: every waiting request that fits at once.
    double prefillTokenBudget = 0;
    // With a budget: a prompt longer than what is left of it is split and finished in later
    // steps (chunked prefill), or waits for a step with room for all of it (a prompt longer
    // than the whole budget then has a step of its own); and prefill steps carry the decoding
    // sequences' tokens too, or run alone while those wait.
    bool splitsPrompts = true;
    bool prefillStallsDecode = false;
    // Mixture of experts: a pass or step also reads the distinct routed experts its tokens touch,
    // expertSeconds each (added to passFloor and stepFloor); a pass holds passTokensPerRequest
    // tokens per request, a decode step one per sequence.
    double expertSeconds = 0;
    double experts = 0;
    double expertsPerToken = 0;
    double passTokensPerRequest = 1;
    // Seconds the server in front of the engine adds to every request without holding the
    // engine: receiving and tokenizing the prompt, handing it to the scheduler and streaming the
    // first token back. Added to the time to first token and to the whole latency of every
    // request. A closed loop's next request is simulated as reaching the engine when the last
    // answer leaves it: the path would send it a little later, lightening the load by the path
    // over the whole latency (a few per cent at most for answers of more than a few tokens), and
    // would shift the phase at which the clients meet the engine's prefills, which with fixed
    // lengths decides whether they queue behind each other.
    double requestPath = 0;

    bool generates() const { return decodeSteps > 0; }
    double expertFloor(double tokens) const;
    double passSeconds(double requests) const;
    // The same with the expert reads of the pass already known (`expertReads` seconds).
    double passSecondsWith(double requests, double expertReads) const;
    double stepSeconds(double sequences, double contextTokens) const;
};

// A recorded trace, replayed: the gaps between arrivals over their mean gap (so an offered rate
// scales it), and each request's prompt tokens and decode steps. A run longer than the trace
// starts it again from its first row.
struct RequestTrace {
    std::vector<double> gaps;
    std::vector<double> prompts;
    std::vector<double> steps;
    double meanGapSeconds = 0; // the trace's own rate is its inverse
};

struct ServingLoad {
    double qps = 0; // whole service, spread over the replicas
    // Closed loop when > 0: this many clients in all, spread over the replicas, each sending its
    // next request the moment its last answer arrives (qps is then not read).
    int concurrency = 0;
    double batchWindowSeconds =
        0.005;         // static batching only; continuous batching admits at step boundaries
    int maxBatch = 32; // requests per batch (static) or active sequences (continuous)
    int replicas = 1;
    std::uint64_t seed = 1;
    int requests = 20000; // simulated requests, warm-up included
    // Open loop: the coefficient of variation of the gaps between arrivals (Gamma-distributed;
    // 1 is Poisson, above 1 bursty, below 1 more even).
    double arrivalCv = 1;
    // A trace to replay: its arrivals (open loop, scaled to qps) and its lengths (both loops).
    std::shared_ptr<const RequestTrace> trace;
};

// Quantiles of one latency over the measured requests, in seconds.
struct LatencyQuantiles {
    double p50 = 0, p95 = 0, p99 = 0, mean = 0;
};

struct ServingStats {
    double p50 = 0, p95 = 0, p99 = 0, mean = 0; // seconds, completion − arrival, queueing included
    double utilisation = 0;                     // busy share of the replicas over the run, 0..1
    double meanBatch = 0; // requests per batch; active sequences per decode step
    bool stable = true;   // false: overloaded, or the input made no sense
    int simulated = 0;    // requests simulated (0 when the input was rejected)
    // Turns of the simulation's loops: its work, a few per request whatever the token counts,
    // the token budget or the clients (tests hold it to that).
    double events = 0;
    // Generating decoders: time to first token (arrival → end of its prefill) and time per output
    // token ((completion − first token) / decode steps); for whole passes TTFT is the latency and
    // TPOT 0.
    LatencyQuantiles ttft;
    LatencyQuantiles tpot;
    double requestsPerSecond = 0;     // completions per second the whole service sustained
    double outputTokensPerSecond = 0; // generated tokens per second, whole service (decoders)
};

// Latency targets at p95, in seconds; 0: none.
struct ServingTargets {
    double e2e = 0;
    double ttft = 0;
    double tpot = 0;
    bool any() const { return e2e > 0 || ttft > 0 || tpot > 0; }
};
// A stable run whose p95s are within every target set.
bool meetsTargets(const ServingStats& s, const ServingTargets& targets);

ServingStats simulateServing(const ServiceModel& model, const ServingLoad& load);

// Fewest replicas (1..maxReplicas) whose p95 ≤ target, with the simulation at that count (so a
// caller need not run it again); replicas 0 when none does.
struct ReplicaSizing {
    int replicas = 0;
    ServingStats stats;
};
// Simulations already run for one model and load, by replica count: searches for different
// targets over the same load share them.
using ReplicaRuns = std::map<int, ServingStats>;
ReplicaSizing sizeReplicasForTarget(const ServiceModel& model, ServingLoad load,
                                    double p95TargetSeconds, int maxReplicas,
                                    ReplicaRuns* runs = nullptr);
// The same against TTFT and TPOT targets as well; a closed loop starts the search at one replica.
ReplicaSizing sizeReplicasForTargets(const ServiceModel& model, ServingLoad load,
                                     const ServingTargets& targets, int maxReplicas,
                                     ReplicaRuns* runs = nullptr);
int replicasForTarget(const ServiceModel& model, ServingLoad load, double p95TargetSeconds,
                      int maxReplicas);

// Highest QPS one replica sustains with p95 ≤ target (bisection over the simulation); 0 when even
// a lone request misses.
double maxQpsForTarget(const ServiceModel& model, ServingLoad load, double p95TargetSeconds);
double maxQpsForTargets(const ServiceModel& model, ServingLoad load, const ServingTargets& targets);

// Most clients one replica serves in a closed loop with every target met (bisection over the
// client count up to `most`); 0 when even one client misses.
int maxConcurrencyForTargets(const ServiceModel& model, ServingLoad load,
                             const ServingTargets& targets, int most);

// p95 latency against QPS for a chart: `points` QPS values from small up to where the queue
// becomes unstable. Pairs are (qps, p95 seconds); empty when the model or load is unusable.
std::vector<std::pair<double, double>> latencyCurve(const ServiceModel& model, ServingLoad load,
                                                    int points);

// The QPS one replica can never exceed: full batches back to back (static), or full decode
// batches (as many sequences as the batch cap and the KV cache allow) with one prefill of them per
// generation (continuous). 0 when the input is unusable.
double servingCapacityPerReplica(const ServiceModel& model, const ServingLoad& load);

} // namespace rightsize

#pragma once

// Serving under load: a seeded discrete-event simulation of an inference server with Poisson
// arrivals, micro-batching and replicas. Single-request latency says nothing about p95 at peak
// QPS; the queue in front of the model does, so the planner sizes serving with this.

#include <cstdint>
#include <utility>
#include <vector>

namespace rightsize {

// How long one replica takes to serve a batch. Filled by the planner from the inference estimator.
struct ServiceModel {
    // Static batching (encoders, CNNs, one-shot): batchSeconds[b-1] = time to serve a batch of b
    // requests, b = 1..maxBatch.
    std::vector<double> batchSeconds;
    // Token generation with continuous batching (decoders with output tokens > 0): when
    // decodeSteps > 0, a request needs prefillSeconds[b-1] (prefill of b requests admitted
    // together) then decodeSteps steps; one step with k active sequences takes
    // decodeStepSeconds[k-1], k = 1..maxBatch.
    std::vector<double> prefillSeconds;
    std::vector<double> decodeStepSeconds;
    int decodeSteps = 0;
};

struct ServingLoad {
    double qps = 0;                    // whole service, spread over the replicas
    double batchWindowSeconds = 0.005; // static batching only; continuous batching admits at step boundaries
    int maxBatch = 32;                 // capped by the length of the service tables
    int replicas = 1;
    std::uint64_t seed = 1;
    int requests = 20000;              // simulated requests, warm-up included
};

struct ServingStats {
    double p50 = 0, p95 = 0, p99 = 0, mean = 0; // seconds, completion − arrival, queueing included
    double utilisation = 0;                     // busy share of the replicas over the run, 0..1
    double meanBatch = 0;                       // requests per batch; active sequences per decode step
    bool stable = true;                         // false: overloaded, or the input made no sense
    int simulated = 0;                          // requests simulated (0 when the input was rejected)
};

ServingStats simulateServing(const ServiceModel& model, const ServingLoad& load);

// Fewest replicas (1..maxReplicas) whose p95 ≤ target; 0 when none does.
int replicasForTarget(const ServiceModel& model, ServingLoad load, double p95TargetSeconds, int maxReplicas);

// Highest QPS one replica sustains with p95 ≤ target (bisection over the simulation); 0 when even
// a lone request misses.
double maxQpsForTarget(const ServiceModel& model, ServingLoad load, double p95TargetSeconds);

// p95 latency against QPS for a chart: `points` QPS values from small up to where the queue
// becomes unstable. Pairs are (qps, p95 seconds); empty when the model or load is unusable.
std::vector<std::pair<double, double>> latencyCurve(const ServiceModel& model, ServingLoad load, int points);

// The QPS one replica can never exceed: full batches back to back (static), or full decode
// batches with one prefill of maxBatch per generation (continuous). 0 when the input is unusable.
double servingCapacityPerReplica(const ServiceModel& model, const ServingLoad& load);

} // namespace rightsize

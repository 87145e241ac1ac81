#pragma once

#include "core/model/catalog.h"
#include "core/model/enums.h"
#include "core/model/estimate_bands.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rightsize {

struct CalibrationFactors;

// Every estimate is a range: the expected value and the band that the uncertainty of the
// efficiencies behind it allows.
struct Range {
    double expected = 0;
    double low = 0;
    double high = 0;
};

// Bytes held on one device.
struct MemoryBreakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double overhead = 0;
    // The part of `overhead` that does not grow with the work: the CUDA context, kernels and
    // library workspaces (the rest is what the caching allocator keeps beyond its tensors).
    double runtime = 0;

    double total() const {
        return weights + gradients + optimizer + activations + kvCache + overhead;
    }
};

// How a job is laid out over `count` devices: tensor × pipeline × data = count, the data-parallel
// ranks including the context-parallel ones (they hold the same model states).
struct Layout {
    int tensor = 1;
    int pipeline = 1;
    int data = 1;
    int expert = 1; // expert-parallel ranks (out of the data-parallel ones in training)
    // Context-parallel ranks (out of the data-parallel ones): each holds 1/context of every
    // sample's sequence, so `data / context` samples run side by side.
    int context = 1;
    int interleave = 1;
    int microBatch = 1;
    int gradientAccumulation = 1;
    bool sequenceParallel = false;
    bool flashAttention = true; // fused attention kernels (GPUs only)
    Recompute recompute = Recompute::None;
    Sharding sharding = Sharding::None;
    // Serving with prefill and decode on separate engines of `tensor` devices each: how many of
    // each role one replica holds (an xPyD layout); 0: both on every engine.
    int prefillEngines = 0;
    int decodeEngines = 0;
};

struct Placement {
    const Device* device = nullptr;
    int count = 1;
    Layout layout;
    Pricing pricing = Pricing::OnDemand;
    bool layoutValid = true; // false: the layout cannot run on `count` devices
};

// Which of the parallel tracks of a step sets its length.
enum class CriticalTrack { Device, Host, Data };

// Where one optimizer step (or one inference batch) spends its time on one device. A step runs
// three tracks at once: the device's work (the terms from compute to optimizer add up to
// deviceSeconds), the host issuing that work (hostSeconds), and the data pipeline feeding the
// step (dataSeconds). The longest track is the step; the bottleneck is the largest term of it.
struct TimeBreakdown {
    double flopsPerStep = 0;         // hardware FLOPs per device per step
    double modelFlopsPerStep = 0;    // FLOPs the model needs (no recomputation) per device per step
    double computeSeconds = 0;       // matrix work at the sustained rate
    double memorySeconds = 0;        // memory-bound elementwise and weight streaming
    double communicationSeconds = 0; // communication that is not hidden behind compute
    double bubbleSeconds = 0;        // pipeline fill and drain
    double optimizerSeconds = 0;     // the optimizer's pass over its state
    double overheadSeconds = 0;      // kernel gaps on the device
    double deviceSeconds = 0;        // the device track: the terms above added up
    double hostSeconds = 0;          // the host track: issuing the operators (GPUs)
    double dataSeconds = 0;          // the data track: what the input pipeline needs per step
    CriticalTrack critical = CriticalTrack::Device;
    double stepSeconds = 0;
    double setupSeconds = 0;           // one-off work before the first step (torch.compile)
    double steps = 0;                  // optimizer steps (training) or batches (inference)
    double samplesPerStep = 0;         // whole placement
    double samplesPerSecond = 0;       // whole placement
    double tokensPerSecond = 0;        // whole placement; 0 where tokens do not apply
    double mfu = 0;                    // model FLOPs utilisation of the placement
    double supplySamplesPerSecond = 0; // what the data pipeline can feed; 0 = not limiting
    double acceleratorUtilisation = 0; // busy share of the accelerator given the data supply
    Bottleneck bottleneck = Bottleneck::Compute;
};

struct LatencyPercentiles {
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    // Engine benchmarks (NIM's genai-perf, vLLM's bench serve) report the mean beside or instead
    // of the median; with queueing in the tail the two differ, and a measurement is compared with
    // the statistic it states.
    double mean = 0;
};

struct LatencyEstimate {
    double p50Ms = 0; // the whole request, arrival to last token
    double p95Ms = 0;
    double p99Ms = 0;
    double meanMs = 0;
    double maxQpsMeetingTarget = 0; // per the whole placement
    int replicas = 1;               // replicas needed at the peak QPS
    double meanBatch = 1;
    double utilisation = 0;
    // Generating decoders: time to first token and time per output token, in milliseconds.
    LatencyPercentiles ttftMs;
    LatencyPercentiles tpotMs;
    int concurrency = 0;          // closed-loop clients simulated (0: an open-loop rate)
    bool loneRequest = false;     // no load was given: one client, one request at a time
    double requestsPerSecond = 0; // what the placement completed under the load
    double outputTokensPerSecondPerGpu = 0;
    double outputTokensPerSecondPerUser = 0; // one request's decoding speed, 1 / mean TPOT
    int maxConcurrencyMeetingTarget =
        0; // closed loop: clients the placement serves within every target
    // The sizing questions answered directly: the most clients this layout's replicas serve within
    // every target (both loops), and the fewest devices (replicas × devices per replica) of this
    // layout that meet every target at the scenario's load; 0: no targets, or none does.
    int maxClientsMeetingTargets = 0;
    int fewestDevicesMeetingTargets = 0;
    double kvCacheTokens = 0;       // per replica
    double kvCacheSequences = 0;    // per replica, of the scenario's prompt and output length
    double sharedPrefixTokens = 0;  // prefix caching: the prompt's shared prefix, held once
    double tokensPerDecodeStep = 1; // speculative decoding: tokens a step yields on average
    // The load 1.2 times higher (rate or clients) on the same replicas: its p95 and whether it
    // breaks a target (or, without targets, the queue) — an option "on the knee" of its curve.
    double p95AtHigherLoadMs = 0;
    bool onKnee = false;
    // Disaggregated prefill and decode: the milliseconds a prompt's KV cache takes from its
    // prefill engine to its decode engine.
    double kvTransferMs = 0;
    // The aggregated layout's p95 ratio to the targets (targetMissRatio) beside the
    // disaggregated one's, when the planner compared the two; 0: not compared.
    double aggregatedMissRatio = 0;
    double disaggregatedMissRatio = 0;
};

// Serving with a daily profile, autoscaled: the quiet hours' replicas and price, and the day's
// average price per hour (the peak's hours at the peak price, the rest at the quiet price, and
// the added replicas' start-up once a day).
struct Autoscaling {
    int lowReplicas = 0;
    double lowPerHour = 0;
    double peakHoursPerDay = 0;
    double averagePerHour = 0;
};

struct CostEstimate {
    double perHour = 0;            // whole placement while running
    Range total;                   // the job, all in
    double billedHours = 0;        // including start-up and idle where billed
    double perMillionRequests = 0; // serving
    double perMillionTokens = 0;   // serving / batch inference of tokens
    const PriceQuote* quote =
        nullptr;                // the offer perHour comes from (in the catalog the plan used)
    int billedDevices = 0;      // devices paid for: whole instances of the offer
    int instances = 0;          // instances (or serverless nodes) rented
    int devicesPerInstance = 0; // devices each holds; billedDevices = instances × this
    // The billed hours of a job, term by term: billedHours = startupHours (classic: billed) +
    // computeHours + interruptionHours + idleHours. Serverless waits for its start-up unbilled.
    double computeHours = 0;      // the work itself
    double startupHours = 0;      // the cluster's cold start
    double interruptionHours = 0; // checkpoints, lost work and restarts (spot, serverless caps)
    double idleHours = 0;         // the idle tail until auto-stop
    std::optional<Autoscaling> autoscaled; // serving with a daily profile (qps_low)
};

// A checklist finding: a stable code with named numbers; its words live in the front end.
struct Finding {
    std::string code;
    Severity severity = Severity::Info;
    std::vector<std::pair<std::string, double>> params;

    double param(const std::string& name, double fallback = 0) const {
        for (const auto& [k, v] : params)
            if (k == name)
                return v;
        return fallback;
    }
};

// One named term of an explanation: "why this number".
struct Term {
    std::string key; // stable identifier, e.g. "bytes_per_param_weights"
    double value = 0;
    std::string unit; // "B", "FLOP", "s", "1/s", "USD", "", ...
};

// "Why this number": the inputs and intermediate terms behind an option's memory, time and
// cost, in the order a person reads the formula. Keys are stable; their labels live in the UI.
struct Explanation {
    std::vector<Term> memory;
    std::vector<Term> time;
    std::vector<Term> cost;
};

// The layout the planner would choose for the same devices when the scenario pins one: shown
// next to the user's layout, never instead of it.
struct LayoutAlternative {
    Layout layout;
    double memoryBytes = 0; // per device
    bool fits = false;      // with the headroom policy
    double stepSeconds = 0;
    double samplesPerSecond = 0;
};

struct OptionResult {
    Placement placement;
    MemoryBreakdown memory;   // per device
    Range memoryRange;        // per device, the total with the band of published measurements
    double capacityBytes = 0; // per device
    bool fits = false;
    Range timeSeconds; // the whole job (training/batch) or 0 for serving
    EstimateClass timeClass = EstimateClass::TrainingStep; // whose band the time range takes
    TimeBreakdown time;
    std::optional<LatencyEstimate> latency;
    CostEstimate cost;
    std::vector<Finding> findings;
    bool meetsConstraints = false;
    bool onParetoFront = false;
    bool layoutValid = true; // false: the pinned layout cannot run on these devices
    std::optional<LayoutAlternative> alternative;
    Explanation explanation; // filled for the options of a plan, not in the hot path
};

// A reason behind the recommendation, as a code with its deciding numbers.
struct Reason {
    std::string code;
    std::vector<std::pair<std::string, double>> params;
    std::string text; // device id or other token the sentence needs
};

// How the recommended option compares with other ways of buying the same work.
struct UsageComparison {
    double runsPerDay = 0;
    double classicPerDay = 0;      // a classic cluster: billed cold starts and idle tails
    double serverlessPerDay = 0;   // per-second billing of activity only
    double classicWaitMinutes = 0; // per run
    double serverlessWaitMinutes = 0;
    double breakEvenRunsPerDay = 0; // where the two cost the same; 0: one is cheaper at any rate
    // The offers compared (in the catalog the plan used): the serverless SKU and the classic
    // cluster's instance offer, with the devices each bills (whole nodes, whole instances).
    const PriceQuote* serverlessQuote = nullptr;
    const PriceQuote* classicQuote = nullptr;
    int serverlessDevices = 0;
    int classicDevices = 0;
    bool sameCloud = false; // the classic offer is of the serverless SKU's cloud
};
struct HostedComparison {
    double selfHostedUsdPerMillionTokens = 0;
    double hostedUsdPerMillionTokens = 0;
    double breakEvenTokensPerMonth = 0; // 0: self-hosting does not win at any volume
    double tokensPerMonth = 0;
    double selfHostedMonthlyUsd = 0;
    double hostedMonthlyUsd = 0;
};

struct Plan {
    double params = 0;
    // The bands behind every range of this plan: how far published runs of the same kind fell.
    EstimateClass timeClass = EstimateClass::TrainingStep;
    EstimateBand timeBand;
    EstimateBand memoryBand;
    double activeParams = 0;         // per token: the routed experts it skips left out
    double kvCacheBytesPerToken = 0; // at the scenario's KV dtype and context (0: no KV cache)
    std::vector<OptionResult> options;
    std::optional<std::size_t> recommended; // index into options
    std::vector<Reason> reasons;
    std::vector<std::size_t> runnersUp;     // indexes, best first
    std::vector<Finding> findings;          // about the scenario as a whole
    std::optional<UsageComparison> usage;   // jobs on devices offered serverless
    std::optional<HostedComparison> hosted; // when a hosted API price is given
    // The team's calibration every estimate of this plan was computed with (empty: none).
    std::shared_ptr<const CalibrationFactors> calibration;
};

} // namespace rightsize

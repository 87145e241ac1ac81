#pragma once

// The largest value each numeric field of a scenario may take. Every limit is generous (well
// beyond the biggest model, cluster, data set or service known) yet finite, for two reasons:
// no accepted scenario can push the estimators' arithmetic to infinity or NaN (the largest
// limits multiplied together stay far below the range of a double), and work that grows with an
// input (serving simulation, option list) stays bounded. A value beyond a limit is a typo or a
// hostile file, never a plan.

namespace rightsize::limits {

// ---- Counts of things -----------------------------------------------------------------------
// The largest accelerator clusters built hold about 200,000 devices.
inline constexpr int kDevices = 1'000'000;
// compute.options: each entry is a layout search of its own; a comparison of more entries than
// the catalog has device and count pairs is a sweep, better split over several scenarios.
inline constexpr int kOptions = 256;
// Global batch in samples: the largest published batches are about 64k images (LARS, LAMB).
inline constexpr int kBatch = 1 << 20;
// Tokens of one sample, sequence or request: 16 times the longest context windows offered
// (a million tokens) and beyond the 10-million-token contexts of research models.
inline constexpr int kTokens = 1 << 24;
inline constexpr double kTokensReal = kTokens;
// Tensor, pipeline and interleave splits: no model has more layers or heads than this.
inline constexpr int kSplit = 1024;
inline constexpr int kLoraRank = 65536;
inline constexpr int kLoaderWorkers = 4096;

// ---- Data ---------------------------------------------------------------------------------
// Samples, rows and features are counted: a fraction of one is none (0 still means "not
// given"), and a run over 1e-300 rows would price a cluster's start-up as a job.
inline constexpr double kLeastCount = 1;
// Samples in a data set: a hundred times the largest training corpora (about 1.5e13 tokens,
// should every token count as a sample).
inline constexpr double kSamples = 1e15;
// Passes over the data: small data sets are trained for thousands of epochs, not millions.
inline constexpr double kEpochs = 1e6;
// Raw bytes of one sample: a terabyte is a whole data set, not a sample (a long 8K video
// is about 100 GB).
inline constexpr double kBytesPerSample = 1e12;
// Classic ML: the largest tables trained on have about 1e11 rows; sparse models have up to
// about 1e9 features.
inline constexpr double kTableRows = 1e13;
inline constexpr double kFeatures = 1e10;
inline constexpr int kTrees = 1'000'000;
inline constexpr int kTreeDepth = 1024;
// ETL: a thousand times the largest single jobs reported (petabyte sorts).
inline constexpr double kEtlRows = 1e16;
inline constexpr double kEtlBytes = 1e18;
// CPU preprocessing of one sample: an hour.
inline constexpr double kPrepMsPerSample = 3.6e6;

// ---- Serving ------------------------------------------------------------------------------
// A hundred times the peak of the largest public services (about 1e5 requests per second).
inline constexpr double kQps = 1e7;
// The lightest load that is still one: a request in about twelve days. A rate below it would make
// a month's cost per request overflow a double.
inline constexpr double kLeastQps = 1e-6;
// Tokens of a prompt, an answer or a month's traffic: a fraction of one token is none.
inline constexpr double kLeastTokens = 1;
// A latency target or batching window beyond an hour, or a minute, is not online serving.
inline constexpr double kLatencyMs = 3.6e6;
inline constexpr double kBatchWindowMs = 60'000;
// The largest batches serving engines run (vLLM and TensorRT-LLM default to 256 or fewer).
inline constexpr int kServingBatch = 4096;
// Closed-loop clients of one service: ten times the largest published engine benchmarks
// (a few thousand concurrent requests).
inline constexpr int kConcurrency = 100'000;
// Tokens proposed per step by speculative decoding: engines take a handful (vLLM's examples use
// 3 to 5; EAGLE trees reach a few dozen).
inline constexpr int kDraftTokens = 64;
// Load as it comes. Gaps between arrivals with a coefficient of variation of 10 already send
// most requests in bursts a hundred times the mean rate; a spread (the sigma of a log-normal
// length) of 3 puts its 99th percentile a thousand times above its median; a histogram of more
// buckets than a token count has digits to tell apart is a trace, and belongs in trace_file.
inline constexpr double kLeastArrivalCv = 0.05;
inline constexpr double kArrivalCv = 10;
inline constexpr double kLengthSpread = 3;
inline constexpr int kLengthBuckets = 1024;
// A recorded trace: a day of ten requests a second is 864,000 rows; a row is at most a few dozen
// bytes, so the file's 10 MiB limit is met first by any longer one.
inline constexpr int kTraceRows = 1'000'000;
// Replicas of one service: a few thousand serve the largest deployments.
inline constexpr int kReplicas = 10'000;
// Hosted API prices are below USD 1,000 per million tokens; a month of the largest providers'
// traffic is about 1e15 tokens.
inline constexpr double kUsdPerMillionTokens = 1e5;
inline constexpr double kTokensPerMonth = 1e18;

// ---- Money and time -------------------------------------------------------------------------
// Interruptions: at most one a minute. Checkpoint, restart, start-up and idle times: a week.
inline constexpr double kInterruptionsPerDay = 1440;
inline constexpr double kWeekMinutes = 10'080;
// A scheduled job more often than once a second is a service, not a job; one rarer than once in
// about three years (a thousandth of a run a day) is no schedule to rent a cluster for.
inline constexpr double kLeastRunsPerDay = 1e-3;
inline constexpr double kRunsPerDay = 86'400;
// A deadline of a century; budgets of a trillion dollars in total or a billion an hour.
inline constexpr double kDeadlineHours = 876'000;
inline constexpr double kBudgetPerHour = 1e9;
inline constexpr double kBudgetTotal = 1e12;

// ---- Model shape ----------------------------------------------------------------------------
// Five hundred times the largest models announced (about 2e12 parameters).
inline constexpr double kParams = 1e15;
// The deepest transformers trained have about 1,000 layers; the widest about 25,000 hidden units.
inline constexpr int kLayers = 10'000;
inline constexpr int kHidden = 1 << 20;
inline constexpr int kHeads = 65'536;
inline constexpr int kHeadDim = 65'536;
inline constexpr int kFfnHidden = 1 << 24;
// Vocabularies reach about 256k tokens; extreme classification about 1e7 labels.
inline constexpr int kVocab = 1 << 24;
inline constexpr int kClasses = 1 << 24;
inline constexpr int kTypeVocab = 65'536;
// Gigapixel images are tiled; a model's input side stays below 65,536 pixels.
inline constexpr int kImageSide = 65'536;
inline constexpr int kChannels = 1024;
// Forward FLOPs and training activations of one sample: a trillion-parameter model over a
// million tokens needs about 2e18 FLOPs.
inline constexpr double kFlopsPerSample = 1e21;
inline constexpr double kActivationBytesPerSample = 1e15;
// Mixture-of-experts layers route over at most a few hundred experts (DeepSeek-V3: 256).
inline constexpr int kExperts = 65'536;
// Bits of one stored value: no format is wider than a 64-bit float.
inline constexpr double kBitsPerValue = 64;
// A checkpoint of the largest parameter count at 8 bytes a value.
inline constexpr double kCheckpointBytes = kParams * 8;

} // namespace rightsize::limits

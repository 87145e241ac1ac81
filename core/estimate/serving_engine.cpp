#include "core/estimate/serving_engine.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace rightsize {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// vLLM's scheduler defaults (vllm/engine/arg_utils.py, EngineArgs.get_batch_defaults, v0.9–0.11):
// on devices of 70 GiB or more other than the A100, the OpenAI server steps 8192 tokens and at
// most 1024 sequences; elsewhere 2048 tokens and 256 sequences.
constexpr double kVllmLargeDeviceBytes = 70 * kGiB;
constexpr double kVllmBatchedTokensLarge = 8192;
constexpr double kVllmBatchedTokensSmall = 2048;
constexpr int kVllmSequencesLarge = 1024;
constexpr int kVllmSequencesSmall = 256;
// vLLM's --gpu-memory-utilization default (vllm/config CacheConfig).
constexpr double kVllmMemoryFraction = 0.9;
// SGLang's chunked_prefill_size on devices above 25 GB (python/sglang/srt/server_args.py, v0.4),
// and its cuda_graph_max_bs-bounded running batch; its static memory share by tensor size below.
// Its scheduler runs a prefill batch whenever one can be formed and the running decodes only when
// none can (sgl-project/sglang python/sglang/srt/managers/scheduler.py, get_next_batch_to_run:
// get_new_batch_prefill first, update_running_batch otherwise); a prefill batch carries decodes
// only with --enable-mixed-chunk, off by default (python/sglang/srt/server_args.py).
constexpr double kSglangChunkTokens = 8192;
constexpr int kSglangSequences = 1024;
// TensorRT-LLM's KvCacheConfig.free_gpu_memory_fraction default, and trtllm-serve's
// max_num_tokens and max_batch_size defaults (TensorRT-LLM 0.19 llmapi). In-flight batching
// puts context and generation requests in one step, and a prompt is scheduled only whole:
// enable_chunked_prefill defaults to False (NVIDIA/TensorRT-LLM tensorrt_llm/llmapi/llm_args.py).
// vLLM V1 chunks prompts and schedules the running requests' decode tokens first, the waiting
// prompts in what is left of the budget (vllm-project/vllm vllm/v1/core/sched/scheduler.py,
// Scheduler.schedule: running requests, then the waiting queue while token_budget > 0).
constexpr double kTrtMemoryFraction = 0.9;
constexpr double kTrtBatchedTokens = 8192;
constexpr int kTrtSequences = 2048;
// The sampler's buffers in vLLM's profile run: about nine fp32 values per vocabulary entry and
// sequence (logits, probabilities, log-probabilities, the sorted copy and its int64 indices for
// top-k/top-p). Fitted to nothing here: llm-d-benchmark's measured vLLM logs on H100
// (config_explorer/empirical-vllm-memory-results.md) show 5.56 GiB for Qwen3-0.6B (vocabulary
// 151,936), 7.38 GiB for gpt-oss-20b (201,088) and 4.76 GiB for Llama-3.1-8B (128,256) at 1024
// sequences, each within 10% of 9 × 4 B × vocabulary × 1024 plus the block working set.
constexpr double kSamplerFp32RowsPerSequence = 9;
// The request path of an OpenAI-compatible server, outside the engine's steps. Measured as a
// lone request's time to first token less the engine's prefill, in closed-loop runs at one
// client (tests/data/serving_measured.csv):
// - NVIDIA NIM (TensorRT-LLM): 9.1 ms at 500 prompt tokens (NIM70-500-C1) and 20.4 ms at 5,000
//   (NIM70-5000-C1): 2.5 µs per prompt token, the order of a byte-pair tokenizer on one core,
//   and 7.9 ms for the rest.
// - vLLM's V1 server, whose API process and engine core are two processes talking over ZeroMQ:
//   27.0 ms for a 256-token prompt that the engine prefills in 4.7 ms (WMX-C1), 21.7 ms beside
//   the tokenizer; the runs at 2, 4 and 8 clients (WMX-C2..C8) check it. SGLang is built the
//   same way (a tokenizer process, a scheduler and a detokenizer over ZeroMQ) and is given the
//   same, unmeasured here.
constexpr double kTokenizeSecondsPerToken = 2.5e-6;
constexpr double kTrtServerSeconds = 0.0079;
constexpr double kVllmServerSeconds = 0.0217;

// SGLang's mem_fraction_static default: 0.88 on one device, less as the tensor group grows
// (python/sglang/srt/server_args.py, v0.4).
double sglangFraction(int tensor) {
    if (tensor >= 16)
        return 0.79;
    if (tensor >= 8)
        return 0.81;
    if (tensor >= 4)
        return 0.85;
    if (tensor >= 2)
        return 0.87;
    return 0.88;
}

bool isA100(const Device& d) {
    std::string name = d.name + " " + d.id;
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return name.find("a100") != std::string::npos;
}

} // namespace

EngineMemory engineMemory(const ResolvedWorkload& r, const Device& device, int tensor) {
    EngineMemory e;
    if (!r.generates || r.w.kind != WorkloadKind::OnlineServing || device.kind != DeviceKind::Gpu)
        return e;
    switch (r.w.framework) {
    case Framework::Vllm: {
        const bool large = device.memoryBytes >= kVllmLargeDeviceBytes && !isA100(device);
        e.fraction = kVllmMemoryFraction;
        e.batchedTokens = large ? kVllmBatchedTokensLarge : kVllmBatchedTokensSmall;
        e.maxSequences = large ? kVllmSequencesLarge : kVllmSequencesSmall;
        break;
    }
    case Framework::Sglang:
        e.fraction = sglangFraction(tensor);
        e.activationsOutside = true;
        e.batchedTokens = kSglangChunkTokens;
        e.maxSequences = kSglangSequences;
        e.prefillStallsDecode = true;
        break;
    case Framework::TensorRt:
        e.fraction = kTrtMemoryFraction;
        e.ofFreeMemory = true;
        e.batchedTokens = kTrtBatchedTokens;
        e.maxSequences = kTrtSequences;
        e.splitsPrompts = false;
        break;
    default:
        return e;
    }
    e.paged = true;
    const ServingSpec& s = r.w.serving;
    if (s.memoryFraction > 0)
        e.fraction = std::min(1.0, s.memoryFraction);
    if (s.maxBatchedTokens > 0)
        e.batchedTokens = s.maxBatchedTokens;
    // The scenario's cap on running sequences is the engine's max_num_seqs.
    e.maxSequences = std::max(1, std::min(e.maxSequences, std::max(1, s.maxBatch)));
    return e;
}

double engineActivationPeakBytes(const ResolvedWorkload& r, const EngineMemory& e, int tensor) {
    if (!e.paged || !r.m.transformer)
        return 0;
    const double tp = std::max(1, tensor);
    const double tokens = e.batchedTokens;
    // One block's working set for the step's tokens: its input and output, q, k and v, and the
    // FFN's gate and up projections, split over the tensor group (flash attention keeps no
    // scores).
    const double perToken =
        2.0 * r.m.hidden + r.m.qDim + 2.0 * r.m.kvDim + 2.0 * r.m.activeFfnHidden;
    const double block = tokens * r.activationBytes * perToken / tp;
    // The sampler sees the whole vocabulary on every rank (the logits are gathered).
    const double sampler = kSamplerFp32RowsPerSequence * 4.0 * r.m.vocab * e.maxSequences;
    return block + sampler;
}

double engineKvBytes(const EngineMemory& e, double capacity, double weights, double activations,
                     double runtime) {
    if (!e.paged)
        return 0;
    double kv = 0;
    if (e.ofFreeMemory)
        kv = e.fraction * (capacity - weights - activations - runtime);
    else if (e.activationsOutside)
        kv = e.fraction * capacity - weights;
    else
        kv = e.fraction * capacity - weights - activations - runtime;
    return std::max(0.0, kv);
}

double serverRequestSeconds(const ResolvedWorkload& r, double promptTokens) {
    if (!r.generates || r.w.kind != WorkloadKind::OnlineServing)
        return 0;
    const double tokenize = kTokenizeSecondsPerToken * std::max(0.0, promptTokens);
    switch (r.w.framework) {
    case Framework::Vllm:
    case Framework::Sglang:
        return kVllmServerSeconds + tokenize;
    case Framework::TensorRt:
        return kTrtServerSeconds + tokenize;
    default:
        return 0;
    }
}

} // namespace rightsize

#include "core/model/scenario_fields.h"

#include "core/model/field_limits.h"

#include <cmath>
#include <cstdio>
#include <type_traits>

namespace rightsize {
namespace {

// Accessors of the table: each turns a field of Scenario into an optional number and back.
// A macro keeps every row one line long; nothing outside this file sees them.
#define RS_REAL_ACCESS(m)                                                                          \
    [](const Scenario& s) -> std::optional<double> { return s.m; },                                \
        [](Scenario& s, std::optional<double> v) { s.m = v.value_or(0); }
#define RS_INT_ACCESS(m)                                                                           \
    [](const Scenario& s) -> std::optional<double> { return double(s.m); },                        \
        [](Scenario& s, std::optional<double> v) {                                                 \
            s.m = static_cast<decltype(s.m)>(static_cast<int>(v.value_or(0)));                     \
        }
#define RS_FLAG_ACCESS(m)                                                                          \
    [](const Scenario& s) -> std::optional<double> { return s.m ? 1.0 : 0.0; },                    \
        [](Scenario& s, std::optional<double> v) { s.m = v.value_or(0) != 0; }
// A number where 0 means "not given" (derived from the shape, the sequence length, ...).
#define RS_ZERO_IS_NONE_ACCESS(m)                                                                  \
    [](const Scenario& s) -> std::optional<double> {                                               \
        return s.m > 0 ? std::optional<double>(s.m) : std::nullopt;                                \
    },                                                                                             \
        [](Scenario& s, std::optional<double> v) { s.m = v.value_or(0); }
#define RS_OPT_REAL_ACCESS(m)                                                                      \
    [](const Scenario& s) -> std::optional<double> { return s.m; },                                \
        [](Scenario& s, std::optional<double> v) { s.m = v; }
#define RS_OPT_ACCESS(m)                                                                           \
    [](const Scenario& s) -> std::optional<double> {                                               \
        return s.m ? std::optional<double>(double(*s.m)) : std::nullopt;                           \
    },                                                                                             \
        [](Scenario& s, std::optional<double> v) {                                                 \
            if (v)                                                                                 \
                s.m = static_cast<std::remove_reference_t<decltype(*s.m)>>(static_cast<int>(*v));  \
            else                                                                                   \
                s.m.reset();                                                                       \
        }
#define RS_OPT_FLAG_ACCESS(m)                                                                      \
    [](const Scenario& s) -> std::optional<double> {                                               \
        return s.m ? std::optional<double>(*s.m ? 1.0 : 0.0) : std::nullopt;                       \
    },                                                                                             \
        [](Scenario& s, std::optional<double> v) {                                                 \
            if (v)                                                                                 \
                s.m = *v != 0;                                                                     \
            else                                                                                   \
                s.m.reset();                                                                       \
        }
#define RS_REAL(m) RS_REAL_ACCESS(m), nullptr
#define RS_INT(m) RS_INT_ACCESS(m), nullptr
#define RS_FLAG(m) RS_FLAG_ACCESS(m), nullptr
#define RS_ZERO_IS_NONE(m) RS_ZERO_IS_NONE_ACCESS(m), nullptr
#define RS_OPT_REAL(m) RS_OPT_REAL_ACCESS(m), nullptr
#define RS_OPT(m) RS_OPT_ACCESS(m), nullptr
#define RS_OPT_FLAG(m) RS_OPT_FLAG_ACCESS(m), nullptr
#define RS_NONE nullptr, nullptr, nullptr
#define RS_TEXT(m)                                                                                 \
    RS_NONE, [](const Scenario& s) { return s.m; },                                                \
        [](Scenario& s, std::string v) { s.m = std::move(v); }
#define RS_CHOICE(m) RS_INT_ACCESS(m), &choiceNames<decltype(Scenario{}.m)>
#define RS_OPT_CHOICE(m) RS_OPT_ACCESS(m), &choiceNames<decltype(Scenario{}.m)::value_type>

template <class E> std::vector<std::string_view> choiceNames() {
    std::vector<std::string_view> names;
    for (const auto& [value, name] : EnumNames<E>::values)
        names.push_back(name);
    return names;
}

using K = FieldKind;
using A = FieldApplies;

// Reals from 0, or above 0 (exclusive), up to a limit of core/model/field_limits.h.
constexpr FieldRule upTo(double max) {
    return {0, max, false};
}
constexpr FieldRule above0(double max) {
    return {0, max, true};
}
// 0 (not given), or from `least` up to a limit.
constexpr FieldRule zeroOrFrom(double least, double max) {
    return {0, max, false, least};
}
// Reals from `least` (inclusive; 0 is refused too) up to a limit.
constexpr FieldRule from(double least, double max) {
    return {least, max, false};
}
constexpr FieldRule ints(int min, int max) {
    return {double(min), double(max), false};
}
constexpr FieldRule none{};

const std::vector<ScenarioField> kFields = {
    {"$.name", K::Text, "", none, false, A::Always, RS_TEXT(name)},
    {"$.notes", K::Text, "", none, false, A::Always, RS_TEXT(notes)},
    // ---- workload
    {"$.workload.kind", K::Choice, "", none, false, A::Always, RS_CHOICE(workload.kind)},
    {"$.workload.framework", K::Choice, "", none, false, A::Always, RS_CHOICE(workload.framework)},
    {"$.workload.model", K::Object, "", none, false, A::Deep, RS_NONE},
    {"$.workload.model.preset", K::Text, "", none, true, A::Deep, RS_TEXT(workload.model.preset)},
    {"$.workload.model.hf_config", K::Object, "", none, true, A::Deep, RS_NONE},
    {"$.workload.model.architecture", K::Choice, "", none, false, A::Deep,
     RS_CHOICE(workload.model.architecture)},
    {"$.workload.model.params", K::Real, "parameters", upTo(limits::kParams), true, A::Deep,
     RS_ZERO_IS_NONE(workload.model.params)},
    {"$.workload.model.layers", K::Integer, "", ints(0, limits::kLayers), false, A::Transformer,
     RS_INT(workload.model.layers)},
    {"$.workload.model.hidden", K::Integer, "", ints(0, limits::kHidden), false, A::Transformer,
     RS_INT(workload.model.hidden)},
    {"$.workload.model.heads", K::Integer, "", ints(0, limits::kHeads), false, A::Transformer,
     RS_INT(workload.model.heads)},
    {"$.workload.model.kv_heads", K::Integer, "", ints(0, limits::kHeads), false, A::Transformer,
     RS_INT(workload.model.kvHeads)},
    {"$.workload.model.head_dim", K::Integer, "", ints(0, limits::kHeadDim), false, A::Transformer,
     RS_INT(workload.model.headDim)},
    {"$.workload.model.ffn_hidden", K::Integer, "", ints(0, limits::kFfnHidden), false,
     A::Transformer, RS_INT(workload.model.ffnHidden)},
    {"$.workload.model.vocab", K::Integer, "tokens", ints(0, limits::kVocab), false, A::Transformer,
     RS_INT(workload.model.vocab)},
    {"$.workload.model.gated_ffn", K::Flag, "", none, false, A::Transformer,
     RS_FLAG(workload.model.gatedFfn)},
    {"$.workload.model.tied_embeddings", K::Flag, "", none, false, A::Transformer,
     RS_FLAG(workload.model.tiedEmbeddings)},
    {"$.workload.model.flops_per_sample", K::Real, "FLOP", upTo(limits::kFlopsPerSample), true,
     A::NotTransformer, RS_ZERO_IS_NONE(workload.model.flopsPerSample)},
    {"$.workload.model.activation_bytes_per_sample", K::Real, "B",
     upTo(limits::kActivationBytesPerSample), true, A::NotTransformer,
     RS_ZERO_IS_NONE(workload.model.activationBytesPerSample)},
    {"$.workload.model.grouped_conv_flops_share", K::Real, "", upTo(1), true, A::NotTransformer,
     RS_REAL(workload.model.groupedConvFlopsShare)},
    {"$.workload.model.grouped_conv_bytes_share", K::Real, "", upTo(1), true, A::NotTransformer,
     RS_REAL(workload.model.groupedConvBytesShare)},
    {"$.workload.precision", K::Choice, "", none, false, A::Deep, RS_CHOICE(workload.precision)},
    {"$.workload.optimizer", K::Choice, "", none, false, A::Training,
     RS_CHOICE(workload.optimizer)},
    {"$.workload.finetune.method", K::Choice, "", none, false, A::FineTuning,
     RS_CHOICE(workload.finetune.method)},
    {"$.workload.finetune.lora_rank", K::Integer, "", ints(1, limits::kLoraRank), false,
     A::Adapters, RS_INT(workload.finetune.loraRank)},
    {"$.workload.finetune.lora_targets", K::Choice, "", none, false, A::Adapters,
     RS_CHOICE(workload.finetune.targets)},
    {"$.workload.finetune.double_quant", K::Flag, "", none, false, A::QLora,
     RS_FLAG(workload.finetune.doubleQuant)},
    {"$.workload.finetune.paged_optimizer", K::Flag, "", none, true, A::FineTuning,
     RS_OPT_FLAG(workload.finetune.pagedOptimizer)},
    {"$.workload.batch_size", K::Integer, "samples", ints(1, limits::kBatch), false,
     A::ReadsDataset, RS_INT(workload.batchSize)},
    // 0: the model's default sequence length.
    {"$.workload.seq_len", K::Integer, "tokens", ints(0, limits::kTokens), false, A::Transformer,
     RS_INT(workload.seqLen)},
    {"$.workload.padding", K::Choice, "", none, false, A::Transformer, RS_CHOICE(workload.padding)},
    {"$.workload.compile", K::Choice, "", none, false, A::Deep, RS_CHOICE(workload.compile)},
    // Layout fields: absent is the planner's choice (files may write 0 for that).
    {"$.workload.micro_batch_size", K::Integer, "samples", ints(1, limits::kBatch), true,
     A::ReadsDataset, RS_OPT(workload.microBatchSize)},
    {"$.workload.activation_recompute", K::Choice, "", none, true, A::Training,
     RS_OPT_CHOICE(workload.recompute)},
    // Absent: every layer, when activation_recompute is full.
    {"$.workload.recompute_layers", K::Integer, "layers", ints(1, limits::kLayers), true,
     A::Training | A::Transformer, RS_OPT(workload.recomputeLayers)},
    {"$.workload.flash_attention", K::Flag, "", none, true, A::Transformer,
     RS_OPT_FLAG(workload.flashAttention)},
    {"$.workload.sharding", K::Choice, "", none, true, A::Training,
     RS_OPT_CHOICE(workload.sharding)},
    {"$.workload.optimizer_implementation", K::Choice, "", none, true, A::Training,
     RS_OPT_CHOICE(workload.optimizerImpl)},
    {"$.workload.parallelism.tensor", K::Integer, "", ints(1, limits::kSplit), true, A::Transformer,
     RS_OPT(workload.parallelism.tensor)},
    {"$.workload.parallelism.pipeline", K::Integer, "", ints(1, limits::kSplit), true,
     A::Training | A::Transformer, RS_OPT(workload.parallelism.pipeline)},
    {"$.workload.parallelism.sequence_parallel", K::Flag, "", none, true,
     A::Training | A::Transformer | A::TensorSplit,
     RS_OPT_FLAG(workload.parallelism.sequenceParallel)},
    {"$.workload.parallelism.interleave", K::Integer, "", ints(1, limits::kSplit), true,
     A::Training | A::PipelineSplit, RS_OPT(workload.parallelism.interleave)},
    {"$.workload.parallelism.context", K::Integer, "", ints(1, limits::kSplit), true,
     A::Training | A::Transformer, RS_OPT(workload.parallelism.context)},
    {"$.workload.parallelism.expert", K::Integer, "", ints(1, limits::kSplit), true, A::Experts,
     RS_OPT(workload.parallelism.expert)},
    {"$.workload.parallelism.expert_dispatch", K::Choice, "", none, false, A::Experts,
     RS_CHOICE(workload.parallelism.expertDispatch)},
    {"$.workload.fp32_gradients", K::Flag, "", none, true, A::Training,
     RS_OPT_FLAG(workload.fp32Gradients)},
    // Absent: as the framework runs (Megatron fused; PyTorch, the Trainer, DeepSpeed per operator).
    {"$.workload.fused_kernels", K::Flag, "", none, true, A::Training | A::Transformer,
     RS_OPT_FLAG(workload.fusedKernels)},
    {"$.workload.fp8_weights", K::Flag, "", none, false,
     A::Training | A::Transformer | A::Fp8Compute, RS_FLAG(workload.fp8Weights)},
    {"$.workload.chunked_loss", K::Flag, "", none, false, A::Training | A::Transformer,
     RS_FLAG(workload.chunkedLoss)},
    {"$.workload.optimizer_in_backward", K::Flag, "", none, false, A::Training,
     RS_FLAG(workload.optimizerInBackward)},
    {"$.workload.activation_offloading", K::Flag, "", none, false, A::Training | A::Transformer,
     RS_FLAG(workload.activationOffloading)},
    {"$.workload.dataset.samples", K::Real, "samples",
     zeroOrFrom(limits::kLeastCount, limits::kSamples), false, A::ReadsDataset,
     RS_REAL(workload.dataset.samples)},
    // 0: the sequence length.
    {"$.workload.dataset.tokens_per_sample", K::Real, "tokens", upTo(limits::kTokensReal), true,
     A::ReadsDataset | A::Transformer, RS_ZERO_IS_NONE(workload.dataset.tokensPerSample)},
    {"$.workload.dataset.epochs", K::Real, "", above0(limits::kEpochs), false, A::Training,
     RS_REAL(workload.dataset.epochs)},
    // 0: derived from the model's input.
    {"$.workload.dataset.bytes_per_sample", K::Real, "B", upTo(limits::kBytesPerSample), true,
     A::ReadsDataset, RS_ZERO_IS_NONE(workload.dataset.bytesPerSample)},
    // Open loop: Poisson arrivals at this rate.
    {"$.workload.serving.qps", K::Real, "req/s", zeroOrFrom(limits::kLeastQps, limits::kQps), false,
     A::Serving, RS_REAL(workload.serving.qps)},
    // Closed loop: clients that each send the next request when the last answer arrives; 0: the
    // rate above (neither: a lone request).
    // 0: the peak rate (qps) all day.
    {"$.workload.serving.qps_low", K::Real, "req/s", zeroOrFrom(limits::kLeastQps, limits::kQps),
     false, A::Serving, RS_REAL(workload.serving.qpsLow)},
    {"$.workload.serving.peak_hours_per_day", K::Real, "h", upTo(24), false, A::Serving,
     RS_REAL(workload.serving.peakHoursPerDay)},
    {"$.workload.serving.min_replicas", K::Integer, "", ints(1, limits::kReplicas), false,
     A::Serving, RS_INT(workload.serving.minReplicas)},
    {"$.workload.serving.scale_up_minutes", K::Real, "min", upTo(limits::kWeekMinutes), false,
     A::Serving, RS_REAL(workload.serving.scaleUpMinutes)},
    {"$.workload.serving.concurrency", K::Integer, "", ints(0, limits::kConcurrency), false,
     A::Serving, RS_INT(workload.serving.concurrency)},
    // 0: no latency target.
    {"$.workload.serving.p95_ms", K::Real, "ms", upTo(limits::kLatencyMs), false, A::Serving,
     RS_REAL(workload.serving.p95Ms)},
    // 0: no target on the time to first token.
    {"$.workload.serving.ttft_p95_ms", K::Real, "ms", upTo(limits::kLatencyMs), false,
     A::Serving | A::Transformer, RS_REAL(workload.serving.ttftP95Ms)},
    // 0: no target on the time per output token.
    {"$.workload.serving.tpot_p95_ms", K::Real, "ms", upTo(limits::kLatencyMs), false,
     A::Serving | A::Transformer, RS_REAL(workload.serving.tpotP95Ms)},
    {"$.workload.serving.input_tokens", K::Real, "tokens",
     zeroOrFrom(limits::kLeastTokens, limits::kTokensReal), false, A::Inference | A::Transformer,
     RS_REAL(workload.serving.inputTokens)},
    {"$.workload.serving.output_tokens", K::Real, "tokens",
     zeroOrFrom(limits::kLeastTokens, limits::kTokensReal), false, A::Inference | A::Transformer,
     RS_REAL(workload.serving.outputTokens)},
    {"$.workload.serving.fixed_output_length", K::Flag, "", none, false,
     A::Serving | A::Transformer, RS_FLAG(workload.serving.fixedOutputLength)},
    // Absent: every prompt input_tokens long.
    {"$.workload.serving.input_length.distribution", K::Choice, "", none, true,
     A::Serving | A::Transformer, RS_OPT_CHOICE(workload.serving.inputLength.shape)},
    // Uniform only, 0: not given; the other end lies as far from the mean on its other side.
    {"$.workload.serving.input_length.min", K::Real, "tokens",
     zeroOrFrom(limits::kLeastTokens, limits::kTokensReal), false, A::Serving | A::Transformer,
     RS_REAL(workload.serving.inputLength.min)},
    {"$.workload.serving.input_length.max", K::Real, "tokens",
     zeroOrFrom(limits::kLeastTokens, limits::kTokensReal), false, A::Serving | A::Transformer,
     RS_REAL(workload.serving.inputLength.max)},
    // Log-normal only: the sigma of the length's logarithm.
    {"$.workload.serving.input_length.spread", K::Real, "", upTo(limits::kLengthSpread), false,
     A::Serving | A::Transformer, RS_REAL(workload.serving.inputLength.spread)},
    // Histogram only: [tokens, weight] pairs.
    {"$.workload.serving.input_length.buckets", K::List, "tokens", none, true,
     A::Serving | A::Transformer, RS_NONE},
    // Absent: geometric answers, or all output_tokens long with fixed_output_length.
    {"$.workload.serving.output_length.distribution", K::Choice, "", none, true,
     A::Serving | A::Transformer, RS_OPT_CHOICE(workload.serving.outputLength.shape)},
    // Uniform only, 0: not given; the other end lies as far from the mean on its other side.
    {"$.workload.serving.output_length.min", K::Real, "tokens",
     zeroOrFrom(limits::kLeastTokens, limits::kTokensReal), false, A::Serving | A::Transformer,
     RS_REAL(workload.serving.outputLength.min)},
    {"$.workload.serving.output_length.max", K::Real, "tokens",
     zeroOrFrom(limits::kLeastTokens, limits::kTokensReal), false, A::Serving | A::Transformer,
     RS_REAL(workload.serving.outputLength.max)},
    // Log-normal only: the sigma of the length's logarithm.
    {"$.workload.serving.output_length.spread", K::Real, "", upTo(limits::kLengthSpread), false,
     A::Serving | A::Transformer, RS_REAL(workload.serving.outputLength.spread)},
    // Histogram only: [tokens, weight] pairs.
    {"$.workload.serving.output_length.buckets", K::List, "tokens", none, true,
     A::Serving | A::Transformer, RS_NONE},
    // 1: Poisson arrivals.
    {"$.workload.serving.arrival_cv", K::Real, "",
     FieldRule{limits::kLeastArrivalCv, limits::kArrivalCv}, false, A::Serving,
     RS_REAL(workload.serving.arrivalCv)},
    // Absent: arrivals and lengths drawn as the fields above say.
    {"$.workload.serving.trace_file", K::Text, "", none, true, A::Serving | A::Transformer,
     RS_TEXT(workload.serving.traceFile)},
    {"$.workload.serving.batch_window_ms", K::Real, "ms", upTo(limits::kBatchWindowMs), false,
     A::Serving, RS_REAL(workload.serving.batchWindowMs)},
    {"$.workload.serving.max_batch", K::Integer, "requests", ints(1, limits::kServingBatch), false,
     A::Serving, RS_INT(workload.serving.maxBatch)},
    // Absent: 64 replicas, and listed options are whole placements rather than one replica each.
    {"$.workload.serving.max_replicas", K::Integer, "", ints(1, limits::kReplicas), true,
     A::Serving, RS_OPT(workload.serving.maxReplicas)},
    // Absent: the engine's default (vLLM gpu_memory_utilization 0.9, SGLang mem_fraction_static
    // 0.79–0.88 by tensor size, TensorRT-LLM free_gpu_memory_fraction 0.9).
    {"$.workload.serving.memory_fraction", K::Real, "", above0(1), true,
     A::Serving | A::Transformer, RS_ZERO_IS_NONE(workload.serving.memoryFraction)},
    // Absent: the engine's default (vLLM 8192 on 70 GiB devices other than the A100, else 2048).
    {"$.workload.serving.max_batched_tokens", K::Real, "tokens",
     FieldRule{limits::kLeastTokens, limits::kTokensReal}, true, A::Serving | A::Transformer,
     RS_ZERO_IS_NONE(workload.serving.maxBatchedTokens)},
    {"$.workload.serving.kv_cache_dtype", K::Choice, "", none, false, A::Serving | A::Transformer,
     RS_CHOICE(workload.serving.kvCacheDtype)},
    // off: every engine prefills and decodes; auto: the planner compares that with prefill and
    // decode on engines of their own; xPyD: x prefill and y decode engines per replica.
    {"$.workload.serving.disaggregation", K::Text, "", none, false, A::Serving | A::Transformer,
     RS_TEXT(workload.serving.disaggregation)},
    // 0: no shared prefix; below 1, for the part that is not shared is prefilled per request.
    {"$.workload.serving.prefix_share", K::Real, "", upTo(0.99), false, A::Serving | A::Transformer,
     RS_REAL(workload.serving.prefixShare)},
    // 0: no speculative decoding.
    {"$.workload.serving.draft_tokens", K::Integer, "tokens", ints(0, limits::kDraftTokens), false,
     A::Serving | A::Transformer, RS_INT(workload.serving.draftTokens)},
    // The two below mean something only with draft tokens to check.
    {"$.workload.serving.acceptance_rate", K::Real, "", upTo(1), false,
     A::Serving | A::Transformer | A::Speculative, RS_REAL(workload.serving.acceptanceRate)},
    // 0: proposals from the prompt (n-gram lookup), no draft model.
    {"$.workload.serving.draft_params", K::Real, "parameters", upTo(limits::kParams), false,
     A::Serving | A::Transformer | A::Speculative, RS_REAL(workload.serving.draftParams)},
    // 0: no comparison with a hosted API.
    {"$.workload.serving.hosted_api_usd_per_million_tokens", K::Real, "USD",
     upTo(limits::kUsdPerMillionTokens), false, A::Serving | A::Transformer,
     RS_REAL(workload.serving.hostedApiUsdPerMillionTokens)},
    // 0: the peak load held all month.
    {"$.workload.serving.tokens_per_month", K::Real, "tokens",
     zeroOrFrom(limits::kLeastTokens, limits::kTokensPerMonth), false, A::Serving | A::Transformer,
     RS_REAL(workload.serving.tokensPerMonth)},
    {"$.workload.classic_ml.algorithm", K::Text, "", none, false, A::ClassicMl,
     RS_TEXT(workload.classicMl.algorithm)},
    {"$.workload.classic_ml.rows", K::Real, "rows",
     zeroOrFrom(limits::kLeastCount, limits::kTableRows), false, A::ClassicMl,
     RS_REAL(workload.classicMl.rows)},
    {"$.workload.classic_ml.features", K::Real, "",
     zeroOrFrom(limits::kLeastCount, limits::kFeatures), false, A::ClassicMl,
     RS_REAL(workload.classicMl.features)},
    {"$.workload.classic_ml.trees", K::Integer, "", ints(1, limits::kTrees), false, A::ClassicMl,
     RS_INT(workload.classicMl.trees)},
    {"$.workload.classic_ml.depth", K::Integer, "", ints(1, limits::kTreeDepth), false,
     A::ClassicMl, RS_INT(workload.classicMl.depth)},
    {"$.workload.data_prep.rows", K::Real, "rows",
     zeroOrFrom(limits::kLeastCount, limits::kEtlRows), false, A::DataPrep,
     RS_REAL(workload.dataPrep.rows)},
    {"$.workload.data_prep.bytes", K::Real, "B", upTo(limits::kEtlBytes), false, A::DataPrep,
     RS_REAL(workload.dataPrep.bytes)},
    {"$.workload.data_prep.operation", K::Text, "", none, false, A::DataPrep,
     RS_TEXT(workload.dataPrep.operation)},
    {"$.workload.pipeline.storage", K::Choice, "", none, false, A::ReadsDataset,
     RS_CHOICE(workload.pipeline.storage)},
    // 0: CPU preprocessing not modelled.
    {"$.workload.pipeline.prep_ms_per_sample_per_core", K::Real, "ms",
     upTo(limits::kPrepMsPerSample), false, A::ReadsDataset,
     RS_REAL(workload.pipeline.prepMsPerSamplePerCore)},
    {"$.workload.pipeline.loader_workers", K::Integer, "", ints(0, limits::kLoaderWorkers), false,
     A::ReadsDataset, RS_INT(workload.pipeline.loaderWorkers)},
    {"$.workload.pipeline.cache_local", K::Flag, "", none, false, A::ReadsDataset,
     RS_FLAG(workload.pipeline.cacheLocal)},
    // ---- compute
    {"$.compute.options", K::List, "", none, true, A::Always, RS_NONE},
    {"$.compute.pricing", K::Choice, "", none, false, A::Always, RS_CHOICE(compute.pricing)},
    {"$.compute.region", K::Text, "", none, true, A::Always, RS_TEXT(compute.region)},
    {"$.compute.include_estimated_prices", K::Flag, "", none, false, A::Always,
     RS_FLAG(compute.includeEstimatedPrices)},
    {"$.compute.spot.interruptions_per_day", K::Real, "per day", upTo(limits::kInterruptionsPerDay),
     false, A::Spot, RS_REAL(compute.spot.interruptionsPerDay)},
    {"$.compute.spot.checkpoint_minutes", K::Real, "min", above0(limits::kWeekMinutes), false,
     A::Spot, RS_REAL(compute.spot.checkpointMinutes)},
    {"$.compute.spot.restart_minutes", K::Real, "min", upTo(limits::kWeekMinutes), false, A::Spot,
     RS_REAL(compute.spot.restartMinutes)},
    {"$.compute.cluster.kind", K::Choice, "", none, false, A::Always,
     RS_CHOICE(compute.cluster.kind)},
    {"$.compute.cluster.startup_minutes", K::Real, "min", upTo(limits::kWeekMinutes), false, A::Job,
     RS_REAL(compute.cluster.startupMinutes)},
    {"$.compute.cluster.idle_minutes_before_stop", K::Real, "min", upTo(limits::kWeekMinutes),
     false, A::ClassicCluster, RS_REAL(compute.cluster.idleMinutesBeforeStop)},
    {"$.compute.cluster.runs_per_day", K::Real, "per day",
     from(limits::kLeastRunsPerDay, limits::kRunsPerDay), false, A::Job,
     RS_REAL(compute.cluster.runsPerDay)},
    // ---- constraints
    {"$.constraints.deadline_hours", K::Real, "h", above0(limits::kDeadlineHours), true, A::Job,
     RS_OPT_REAL(constraints.deadlineHours)},
    {"$.constraints.budget_per_hour", K::Real, "USD/h", above0(limits::kBudgetPerHour), true,
     A::Always, RS_OPT_REAL(constraints.budgetPerHour)},
    {"$.constraints.budget_total", K::Real, "USD", above0(limits::kBudgetTotal), true, A::Job,
     RS_OPT_REAL(constraints.budgetTotal)},
    // A share of the device's memory kept free; 1 would leave nothing to use (the checklist's
    // default: 0.1).
    {"$.constraints.min_headroom",
     K::Real,
     "",
     {0, 0.99, false},
     false,
     A::Always,
     RS_REAL(constraints.minHeadroom)},
};

#undef RS_REAL
#undef RS_INT
#undef RS_FLAG
#undef RS_ZERO_IS_NONE
#undef RS_OPT_REAL
#undef RS_OPT
#undef RS_OPT_FLAG
#undef RS_NONE
#undef RS_TEXT
#undef RS_CHOICE
#undef RS_REAL_ACCESS
#undef RS_INT_ACCESS
#undef RS_FLAG_ACCESS
#undef RS_ZERO_IS_NONE_ACCESS
#undef RS_OPT_REAL_ACCESS
#undef RS_OPT_ACCESS
#undef RS_OPT_FLAG_ACCESS
#undef RS_OPT_CHOICE

std::string number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", v);
    return buf;
}

} // namespace

std::optional<double> ScenarioField::defaultValue() const {
    static const Scenario plain{};
    return get ? get(plain) : std::nullopt;
}

const std::vector<ScenarioField>& scenarioFields() {
    return kFields;
}

const ScenarioField* scenarioField(std::string_view path) {
    for (const ScenarioField& f : kFields)
        if (f.path == path)
            return &f;
    return nullptr;
}

bool ruleAccepts(const FieldRule& rule, double v) {
    return std::isfinite(v) && v >= rule.min && !(rule.exclusive && v == rule.min) &&
           v <= rule.max && !(rule.least > 0 && v != 0 && v < rule.least);
}

std::string ruleText(const ScenarioField& f) {
    const FieldRule& r = f.rule;
    if (f.kind == FieldKind::Integer)
        return "a whole number from " + number(r.min) + " to " + number(r.max);
    if (r.least > 0)
        return "0, or a number from " + number(r.least) + " to " + number(r.max);
    if (r.exclusive)
        return "a number > " + number(r.min) + " and ≤ " + number(r.max);
    return "a number from " + number(r.min) + " to " + number(r.max);
}

std::string scenarioFieldsMarkdown() {
    const auto kindText = [](FieldKind k) -> std::string {
        switch (k) {
        case FieldKind::Integer:
            return "whole number";
        case FieldKind::Real:
            return "number";
        case FieldKind::Flag:
            return "true / false";
        case FieldKind::Choice:
            return "choice";
        case FieldKind::Text:
            return "text";
        case FieldKind::List:
            return "list";
        case FieldKind::Object:
            return "object";
        }
        return {};
    };
    std::string out = "| Path | Kind | Unit | Allowed | Default | Applies to |\n"
                      "|---|---|---|---|---|---|\n";
    for (const ScenarioField& f : kFields) {
        std::string allowed;
        if (f.isNumber()) {
            const FieldRule& r = f.rule;
            allowed = (r.exclusive ? "> " : "") + number(r.min) + (r.exclusive ? ", ≤ " : " … ") +
                      number(r.max);
            if (r.least > 0)
                allowed = "0, or " + number(r.least) + " … " + number(r.max);
        } else if (f.choices) {
            for (const std::string_view name : f.choices()) {
                if (!allowed.empty())
                    allowed += ", ";
                allowed += "`" + std::string(name) + "`";
            }
        }
        std::string fallback = f.optional ? "absent" : "";
        if (const auto d = f.defaultValue()) {
            if (f.choices)
                fallback = "`" + std::string(f.choices()[std::size_t(*d)]) + "`";
            else if (f.kind == FieldKind::Flag)
                fallback = *d != 0 ? "true" : "false";
            else
                fallback = number(*d);
        }
        out += "| `" + std::string(f.path) + "` | " + kindText(f.kind) +
               (f.optional ? ", optional" : "") + " | " + std::string(f.unit) + " | " + allowed +
               " | " + fallback + " | " + std::string(appliesText(f.applies)) + " |\n";
    }
    return out;
}

bool isTrainingKind(WorkloadKind k) {
    return k == WorkloadKind::Training || k == WorkloadKind::FineTuning;
}
bool isDeepKind(WorkloadKind k) {
    return k != WorkloadKind::ClassicMl && k != WorkloadKind::DataPrep;
}
bool readsDatasetKind(WorkloadKind k) {
    return isTrainingKind(k) || k == WorkloadKind::BatchInference;
}
bool isInferenceKind(WorkloadKind k) {
    return k == WorkloadKind::BatchInference || k == WorkloadKind::OnlineServing;
}
bool isTransformerArchitecture(Architecture a) {
    return a == Architecture::Decoder || a == Architecture::Encoder ||
           a == Architecture::EncoderDecoder;
}

namespace {

// One condition of FieldApplies (a single bit) and its words for the docs.
bool holds(FieldApplies condition, const Scenario& s) {
    const Workload& w = s.workload;
    const bool cnnOrMlp =
        w.model.architecture == Architecture::Cnn || w.model.architecture == Architecture::Mlp;
    switch (condition) {
    case FieldApplies::Always:
        return true;
    case FieldApplies::Deep:
        return isDeepKind(w.kind);
    case FieldApplies::Transformer:
        return isDeepKind(w.kind) && !cnnOrMlp;
    case FieldApplies::NotTransformer:
        return isDeepKind(w.kind) && cnnOrMlp;
    case FieldApplies::Training:
        return isTrainingKind(w.kind);
    case FieldApplies::FineTuning:
        return w.kind == WorkloadKind::FineTuning;
    case FieldApplies::Adapters:
        return w.kind == WorkloadKind::FineTuning && w.finetune.method != FinetuneMethod::Full;
    case FieldApplies::ReadsDataset:
        return readsDatasetKind(w.kind);
    case FieldApplies::Inference:
        return isInferenceKind(w.kind);
    case FieldApplies::Serving:
        return w.kind == WorkloadKind::OnlineServing;
    case FieldApplies::Job:
        return w.kind != WorkloadKind::OnlineServing;
    case FieldApplies::ClassicMl:
        return w.kind == WorkloadKind::ClassicMl;
    case FieldApplies::DataPrep:
        return w.kind == WorkloadKind::DataPrep;
    case FieldApplies::Spot:
        return s.compute.pricing == Pricing::Spot;
    case FieldApplies::ClassicCluster:
        return s.compute.cluster.kind == ClusterKind::Classic;
    case FieldApplies::PipelineSplit:
        return w.parallelism.pipeline.value_or(2) > 1;
    case FieldApplies::TensorSplit:
        return w.parallelism.tensor.value_or(2) > 1;
    case FieldApplies::Experts:
        return isDeepKind(w.kind) && w.model.experts > 0;
    case FieldApplies::QLora:
        return w.kind == WorkloadKind::FineTuning && w.finetune.method == FinetuneMethod::Qlora;
    case FieldApplies::Speculative:
        return w.serving.draftTokens > 0;
    case FieldApplies::Fp8Compute:
        return w.precision == Precision::Fp8;
    }
    return true;
}

std::string_view conditionText(FieldApplies condition) {
    switch (condition) {
    case FieldApplies::Always:
        return "always";
    case FieldApplies::Deep:
        return "every kind but classic_ml and data_prep";
    case FieldApplies::Transformer:
        return "deep workloads on a transformer (not cnn or mlp)";
    case FieldApplies::NotTransformer:
        return "deep workloads on a cnn or mlp";
    case FieldApplies::Training:
        return "training and fine_tuning";
    case FieldApplies::FineTuning:
        return "fine_tuning";
    case FieldApplies::Adapters:
        return "fine_tuning with method lora or qlora";
    case FieldApplies::ReadsDataset:
        return "training, fine_tuning and batch_inference";
    case FieldApplies::Inference:
        return "batch_inference and online_serving";
    case FieldApplies::Serving:
        return "online_serving";
    case FieldApplies::Job:
        return "every kind but online_serving";
    case FieldApplies::ClassicMl:
        return "classic_ml";
    case FieldApplies::DataPrep:
        return "data_prep";
    case FieldApplies::Spot:
        return "pricing spot";
    case FieldApplies::ClassicCluster:
        return "cluster kind classic";
    case FieldApplies::PipelineSplit:
        return "pipeline not pinned to 1";
    case FieldApplies::TensorSplit:
        return "tensor not pinned to 1";
    case FieldApplies::Experts:
        return "a model with experts";
    case FieldApplies::QLora:
        return "fine_tuning with method qlora";
    case FieldApplies::Speculative:
        return "draft_tokens above 0";
    case FieldApplies::Fp8Compute:
        return "precision fp8";
    }
    return "always";
}

// The single conditions of a set, lowest bit first.
std::vector<FieldApplies> conditions(FieldApplies applies) {
    std::vector<FieldApplies> out;
    for (unsigned bit = 1; bit != 0 && bit <= unsigned(applies); bit <<= 1)
        if (unsigned(applies) & bit)
            out.push_back(FieldApplies(bit));
    return out;
}

} // namespace

bool fieldApplies(FieldApplies applies, const Scenario& s) {
    for (const FieldApplies c : conditions(applies))
        if (!holds(c, s))
            return false;
    return true;
}

bool fieldApplies(const ScenarioField& field, const Scenario& s) {
    return fieldApplies(field.applies, s);
}

std::string appliesText(FieldApplies applies) {
    std::string out;
    for (const FieldApplies c : conditions(applies))
        out += (out.empty() ? "" : "; ") + std::string(conditionText(c));
    return out.empty() ? std::string(conditionText(FieldApplies::Always)) : out;
}

} // namespace rightsize

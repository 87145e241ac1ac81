#include "core/estimate/workload_model.h"

#include "core/estimate/eager_block.h"
#include "core/model/calibration_factors.h"
#include "core/model/efficiency.h"
#include "core/model/scenario_fields.h"
#include "core/model/visible_text.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

bool isMixed(Precision p) {
    return p == Precision::Fp16Mixed || p == Precision::Bf16Mixed || p == Precision::Fp8;
}

// Weight-only quantisation (GPTQ/AWQ int4, llama.cpp blocks) dequantises to 16 bits and
// multiplies there; int8 with a TensorRT-style engine quantises activations too.
ComputeDtype computeDtypeOf(Precision p, Framework f) {
    if (p == Precision::Int4 ||
        (p == Precision::Int8 && (f == Framework::LlamaCpp || f == Framework::Vllm ||
                                  f == Framework::Sglang || f == Framework::HfTrainer)))
        return ComputeDtype::Fp16;
    switch (p) {
    case Precision::Fp32:
        return ComputeDtype::Fp32;
    case Precision::Tf32:
        return ComputeDtype::Tf32;
    case Precision::Fp16Mixed:
    case Precision::Fp16:
        return ComputeDtype::Fp16;
    case Precision::Bf16Mixed:
    case Precision::Bf16:
        return ComputeDtype::Bf16;
    case Precision::Fp8:
        return ComputeDtype::Fp8;
    case Precision::Int8:
        return ComputeDtype::Int8;
    case Precision::Int4:
        return ComputeDtype::Int4;
    case Precision::Nvfp4:
        // NVFP4 multiplies in FP4 on the tensor cores that have it (Blackwell): W4A4.
        return ComputeDtype::Fp4;
    }
    return ComputeDtype::Bf16;
}

// Frameworks that keep gradients in fp32 under mixed precision: Megatron's main_grad,
// DeepSpeed's fp32 gradient partitions and the Hugging Face Trainer (torch AMP with fp32
// parameters) all come to 18 bytes per parameter; plain PyTorch is counted the ZeRO way (16).
bool fp32GradientsByDefault(Framework f) {
    return f == Framework::HfTrainer || f == Framework::Deepspeed || f == Framework::Megatron;
}

// Optimizer state bytes per trainable parameter (without the fp32 master copy).
double optimizerStateBytes(Optimizer o, bool halfStates, int hidden) {
    switch (o) {
    case Optimizer::AdamW:
        return halfStates ? 4 : 8; // momentum + variance
    case Optimizer::AdamW8bit:
        return 2; // two 8-bit states
    case Optimizer::Sgd:
        return 0;
    case Optimizer::SgdMomentum:
        return halfStates ? 2 : 4; // momentum
    case Optimizer::Lion:
        return halfStates ? 2 : 4; // momentum only
    case Optimizer::Adafactor:
        // Factored second moment: a row and a column vector per matrix instead of a full
        // matrix, i.e. about 2/h of a state per parameter, in fp32.
        return hidden > 0 ? 8.0 / hidden : 0.01;
    }
    return 8;
}

// Bits a weight carries for its group's fp16 scale and `bits`-bit zero point, groups of 128.
constexpr double groupScaleBits(int bits) {
    constexpr double kGroupSize = 128; // AutoAWQ q_group_size and AutoGPTQ group_size defaults
    return (16 + bits) / kGroupSize;
}

} // namespace

double inferenceWeightBytes(Precision p, Framework f) {
    switch (p) {
    case Precision::Fp32:
    case Precision::Tf32:
        return 4;
    case Precision::Fp16Mixed:
    case Precision::Bf16Mixed:
    case Precision::Fp16:
    case Precision::Bf16:
        return 2;
    case Precision::Fp8:
        return 1;
    // Block formats carry scales: llama.cpp Q8_0 is 8.5 bits and Q4_0 4.5 bits per weight.
    // GPTQ and AWQ pack each group of 128 input channels with an fp16 scale and a zero point of
    // the weights' own width (AutoGPTQ's and AutoAWQ's packing, group_size 128 by default):
    // 8 + 24/128 and 4 + 20/128 bits. TensorRT-LLM's int8 (SmoothQuant, W8A8) keeps one scale
    // per output channel, nothing per group.
    case Precision::Int8:
        if (f == Framework::LlamaCpp)
            return 8.5 / 8;
        return f == Framework::TensorRt ? 1.0 : (8 + groupScaleBits(8)) / 8;
    case Precision::Int4:
        return f == Framework::LlamaCpp ? 4.5 / 8 : (4 + groupScaleBits(4)) / 8;
    // NVFP4 (NVIDIA, "Introducing NVFP4 for efficient and accurate low-precision inference",
    // 2025): 4-bit E2M1 values with an FP8 E4M3 scale per block of 16 and one FP32 scale per
    // tensor, 4.5 bits a weight.
    case Precision::Nvfp4:
        return (4 + 8.0 / 16) / 8;
    }
    return 2;
}

namespace {

// A preset names a catalog model whose shape replaces the empty one the scenario gave; an
// unknown name is reported rather than guessed.
void applyPreset(ModelShape& shape, const Catalog& catalog, std::vector<FieldError>* errors) {
    if (!shape.preset.empty() && shape.layers == 0 && shape.params == 0 &&
        shape.flopsPerSample == 0) {
        if (const ModelPreset* preset = catalog.model(shape.preset)) {
            const std::string id = shape.preset;
            shape = preset->shape;
            shape.preset = id;
        } else if (errors) {
            errors->push_back(
                {"$.workload.model.preset",
                 "unknown model preset \"" + visibleText(shape.preset, {60, false, true}) + "\""});
        }
    }
}

// The estimate class of a workload's kind: whose published band its time range takes unless
// the step's regime picks another (rangeClass).
EstimateClass timeClassOf(WorkloadKind kind, bool generates) {
    switch (kind) {
    case WorkloadKind::Training:
    case WorkloadKind::FineTuning:
        return EstimateClass::TrainingStep;
    case WorkloadKind::ClassicMl:
        return EstimateClass::ClassicMl;
    case WorkloadKind::DataPrep:
        return EstimateClass::Etl;
    default:
        // Generation is paced by its decode steps; everything else by whole passes.
        return generates ? EstimateClass::DecodeLatency : EstimateClass::InferenceThroughput;
    }
}

// A LoRA or QLoRA fine-tune trains small adapters beside a frozen (maybe quantised) base: its
// bytes per parameter differ from a full training's in every term.
void resolveAdapterBytes(ResolvedWorkload& r) {
    const Workload& w = r.w;
    const double params = r.m.params;
    const bool allLinear = w.finetune.targets == LoraTargets::AllLinear;
    const double perRank =
        r.m.loraParamsPerLayerAttention + (allLinear ? r.m.loraParamsPerLayerMlp : 0);
    r.trainableParams = std::max(1, w.finetune.loraRank) * perRank * r.m.layers;
    r.frozenParams = params;
    r.quantisedBase = w.finetune.method == FinetuneMethod::Qlora;
    // QLoRA stores the block matrices in 4-bit NF4 with one fp32 scale per 64 weights
    // (4.5 bits); double quantisation stores those scales in 8 bits with one fp32 scale
    // per 256 of them: 4 + 8/64 + 32/(64·256) = 4.127 bits (Dettmers et al.,
    // arXiv:2305.14314 §3). Embeddings, norms and the head stay in 16 bits.
    const double nf4Bits = w.finetune.doubleQuant ? 4.0 + 8.0 / 64 + 32.0 / (64 * 256) : 4.5;
    r.weightBytesFrozenLinear = r.quantisedBase ? nf4Bits / 8 : 2;
    r.weightBytesFrozenOther = 2;
    // Adapters are kept in fp32 with fp32 gradients and optimizer state (PEFT upcasts them,
    // autocast_adapter_dtype), but in pure 16-bit training they are made in the model's dtype
    // with the rest (torchtune builds the whole model in bf16) and the optimizer keeps its
    // states in the parameters' dtype.
    const bool pure16 = w.precision == Precision::Bf16 || w.precision == Precision::Fp16;
    r.weightBytesPerTrainable = pure16 ? 2 : 4;
    r.gradientBytesPerTrainable = pure16 ? 2 : 4;
    r.optimizerBytesPerTrainable = optimizerStateBytes(w.optimizer, pure16, r.m.hidden);
    // Paging the optimizer states out is part of the QLoRA recipe (bitsandbytes' paged
    // AdamW), and a choice for any other fine-tune.
    r.pagedOptimizer = w.finetune.pagedOptimizer.value_or(r.quantisedBase);
    // Two adapter matrices (A and B) on each adapted matrix of a block (every expert's).
    const double adapted = r.m.attentionMatrices + (allLinear ? r.m.ffnMatricesPerLayer : 0);
    r.trainableTensors = 2 * adapted * r.m.layers;
}

// Every parameter trains: weights, gradients and optimizer state follow the precision and the
// framework's habits.
void resolveFullTrainingBytes(ResolvedWorkload& r, Precision precision) {
    const Workload& w = r.w;
    r.trainableParams = r.m.params;
    const bool mixed = isMixed(precision);
    const bool fp32 = precision == Precision::Fp32 || precision == Precision::Tf32;
    const bool fp32Grads = w.fp32Gradients.value_or(fp32GradientsByDefault(w.framework));
    // FP8 weights: one byte a weight, held and gathered; the master copy is the optimizer's.
    r.weightBytesPerTrainable = fp32 ? 4 : (precision == Precision::Fp8 && w.fp8Weights ? 1 : 2);
    r.gradientBytesPerTrainable = fp32 || (mixed && fp32Grads) ? 4 : 2;
    const bool halfStates = !fp32 && !mixed;
    r.optimizerBytesPerTrainable =
        optimizerStateBytes(w.optimizer, halfStates, r.m.hidden) + (mixed ? 4 : 0);
    // bitsandbytes' paged optimizers (PagedAdamW, PagedAdamW8bit) allocate their states in CUDA
    // unified memory (bitsandbytes/functional.py, get_paged: cudaMallocManaged), outside
    // PyTorch's allocator, and the driver pages them to the host when the device runs short.
    r.pagedOptimizer =
        w.kind == WorkloadKind::FineTuning && w.finetune.pagedOptimizer.value_or(false);
    r.trainableTensors = r.m.parameterTensors;
}

// Inference holds frozen weights only, in the engine's format or the checkpoint's own; a
// quantised checkpoint may also decide the format the matrices multiply in.
void resolveInferenceBytes(ResolvedWorkload& r, Precision precision) {
    const Workload& w = r.w;
    const ModelShape& shape = w.model;
    r.frozenParams = r.m.params;
    const double bytes = inferenceWeightBytes(precision, w.framework);
    r.quantisedBase = bytes < 1.5 && precision != Precision::Fp8;
    // GPTQ/AWQ-style quantisers leave embeddings and the output head in 16 bits; llama.cpp
    // quantises every large tensor.
    r.weightBytesFrozenLinear = bytes;
    r.weightBytesFrozenOther = r.quantisedBase && w.framework != Framework::LlamaCpp ? 2 : bytes;
    if (shape.quantBits > 0 || shape.expertQuantBits > 0) {
        // A quantised checkpoint is served as stored: its quantization_config decides the
        // bytes of the matrices, the rest stays at 16 bits. FP8 checkpoints multiply in FP8
        // (DeepSeek-V3's block-scaled GEMMs); the others dequantise to 16 bits on the fly.
        const double full = precision == Precision::Fp32 || precision == Precision::Tf32 ? 4 : 2;
        r.weightBytesFrozenLinear = shape.quantBits > 0 ? shape.quantBits / 8 : full;
        // llama.cpp's quantiser converts every two-dimensional tensor, embeddings included.
        r.weightBytesFrozenOther = w.framework == Framework::LlamaCpp && shape.quantBits > 0
                                       ? r.weightBytesFrozenLinear
                                       : full;
        r.quantisedBase = r.weightBytesFrozenLinear < 1 || shape.expertQuantBits > 0;
        r.computeDtype = shape.quantMethod == "fp8" ? ComputeDtype::Fp8
                         : full == 4                ? ComputeDtype::Fp32
                         : precision == Precision::Fp16 || precision == Precision::Fp16Mixed
                             ? ComputeDtype::Fp16
                             : ComputeDtype::Bf16;
    }
    r.weightBytesFrozenExpert =
        shape.expertQuantBits > 0 ? shape.expertQuantBits / 8 : r.weightBytesFrozenLinear;
}

// A transformer's matrix work per token, its attention and its KV cache at the context a
// sequence ends with: everything the time and memory estimates read per sample or token.
// Returns the forward FLOPs of one sample.
double resolveTransformerWork(ResolvedWorkload& r) {
    const Workload& w = r.w;
    const ModelShape& shape = w.model;
    r.matmulParams = r.m.activeLinearParams;
    if (shape.architecture == Architecture::Decoder ||
        shape.architecture == Architecture::EncoderDecoder)
        r.matmulParams += double(r.m.vocab) * r.m.hidden;
    if (shape.numClasses > 0)
        r.matmulParams += double(shape.numClasses) * r.m.hidden;
    r.matmulParams = std::max(1.0, r.matmulParams);
    const double s = r.seqLen;
    const double attention = attentionFlopsPerSequence(r.m, s); // QK^T and AV
    const double forward = 2.0 * r.matmulParams * s + attention;
    r.attentionFlopsPerSample = attention;
    // The KV cache and a decode step's attention at the context a sequence ends with.
    const ServingSpec& sv = w.serving;
    const bool servingTokens = sv.outputTokens > 0 || w.kind == WorkloadKind::OnlineServing;
    r.contextTokens = std::max(1.0, servingTokens ? (sv.inputTokens > 0 ? sv.inputTokens : s) +
                                                        std::max(0.0, sv.outputTokens)
                                                  : s);
    r.kvElementsPerContextToken = kvElementsPerSequence(r.m, r.contextTokens) / r.contextTokens;
    r.kvBytesPerToken = r.kvElementsPerContextToken * r.kvBytes;
    const double local =
        r.m.slidingWindow > 0 ? std::min(1.0, r.m.slidingWindow / r.contextTokens) : 1.0;
    r.decodeAttentionFlopsPerContextToken =
        2.0 * (r.m.decodeQkDim + r.m.decodeVDim) * (r.m.globalLayers + r.m.slidingLayers * local);
    return forward;
}

// Work per sample. Matrix parameters do two FLOPs per token each in the forward pass; the
// embedding lookup does none, a decoder's output head does. Read once the bytes are settled:
// whether the base is frozen decides the backward's share.
void resolvePerSampleWork(ResolvedWorkload& r) {
    const ModelShape& shape = r.w.model;
    const double params = r.m.params;
    double forward = 0;
    r.matmulParams = std::max(1.0, params);
    if (r.m.transformer) {
        forward = resolveTransformerWork(r);
    } else if (shape.flopsPerSample > 0) {
        forward = shape.flopsPerSample;
    } else {
        forward = 2.0 * params;
    }
    r.forwardFlopsPerSample = forward;
    if (r.training) {
        const bool frozenBase = r.trainableParams < 0.5 * std::max(1.0, params);
        // Backward: gradients of activations (as much as the forward) and of weights (as much
        // again); a frozen base needs only the former.
        r.backwardFlopsPerSample = frozenBase ? forward * 1.02 : 2.0 * forward;
    }
}

// A replayed trace gives the lengths, so its means stand for input_tokens and output_tokens
// everywhere (the memory fit, the prices, the capacity), and its own rate for an open loop whose
// scenario gives neither a rate nor clients.
void useTraceMeans(ServingSpec& s) {
    if (!s.trace || s.trace->size() < 2)
        return;
    double prompt = 0;
    double output = 0;
    for (const TraceRequest& t : *s.trace) {
        prompt += t.promptTokens;
        output += t.outputTokens;
    }
    const auto rows = static_cast<double>(s.trace->size());
    s.inputTokens = prompt / rows;
    s.outputTokens = output / rows;
    const double span = s.trace->back().arrivalSeconds - s.trace->front().arrivalSeconds;
    if (s.qps <= 0 && s.concurrency <= 0 && span > 0)
        s.qps = (rows - 1) / span;
}

} // namespace

ResolvedWorkload resolveWorkload(const Workload& workload, const Catalog& catalog,
                                 std::vector<FieldError>* errors) {
    ResolvedWorkload r;
    r.w = workload;
    Workload& w = r.w;
    useTraceMeans(w.serving);
    ModelShape& shape = w.model;
    applyPreset(shape, catalog, errors);
    r.m = computeCounts(shape);
    r.training = isTrainingKind(w.kind);
    r.bands = catalog.bands;
    // A pass run by PyTorch takes the band of its kind (eager or compiled, CNN or transformer)
    // where the published runs give one: their spreads differ, the compiled CNNs' the widest.
    const EstimateBand& regime =
        catalog.bands.of(inferenceRegime(w.compile == CompileMode::Default, r.m.transformer));
    if (runsEagerly(w.framework) && regime.rows > 0)
        r.bands.of(EstimateClass::InferenceThroughput) = regime;
    const bool transformer = r.m.transformer;
    if (w.seqLen <= 0)
        w.seqLen = shape.defaultSeqLen > 0 ? shape.defaultSeqLen : (transformer ? 512 : 1);
    r.seqLen = transformer ? w.seqLen : 1;
    // Packed rows and padding-free engines spend work on the tokens samples really have: a
    // sample costs its own length in matrix work, activations and attention (which stays inside
    // each sample), not seq_len (Krell et al., arXiv:2107.02027).
    if (transformer && w.padding != Padding::Pad && w.dataset.tokensPerSample > 0 &&
        w.dataset.tokensPerSample < w.seqLen)
        r.seqLen = std::max(1, int(std::lround(w.dataset.tokensPerSample)));
    w.batchSize = std::max(1, w.batchSize);
    // Layout fields stay as the user left them (set = pinned, empty = the planner's choice).
    r.optimizerImpl = w.optimizerImpl.value_or(efficiency::defaultOptimizerImpl(w.framework));

    const double epochs = w.dataset.epochs > 0 ? w.dataset.epochs : 1;
    r.totalSamples = std::max(0.0, w.dataset.samples) * (r.training ? epochs : 1);
    if (r.totalSamples <= 0 && w.kind == WorkloadKind::BatchInference)
        r.totalSamples = std::max(0.0, w.dataset.samples);

    if (r.m.params <= 0 && errors && isDeepKind(w.kind))
        errors->push_back(
            {"$.workload.model", "the model has no size: give a preset, params or a shape"});

    Precision precision = w.precision;
    // Integer formats are not trained directly; a quantised fine-tune is QLoRA.
    if (r.training && (precision == Precision::Int8 || precision == Precision::Int4 ||
                       precision == Precision::Nvfp4))
        precision = Precision::Bf16Mixed;
    r.computeDtype = computeDtypeOf(precision, w.framework);
    r.generates =
        !r.training && shape.architecture == Architecture::Decoder && w.serving.outputTokens > 0;
    r.timeClass = timeClassOf(w.kind, r.generates);

    const double fullBytes = (precision == Precision::Fp32 || precision == Precision::Tf32) ? 4 : 2;
    // An int8/fp8 inference engine keeps activations in 8 bits too.
    r.activationBytes = !r.training &&
                                (precision == Precision::Int8 || precision == Precision::Fp8) &&
                                r.computeDtype != ComputeDtype::Fp16
                            ? 1
                            : fullBytes;
    r.kvBytes = (precision == Precision::Fp32 || precision == Precision::Tf32)
                    ? 4
                    : (precision == Precision::Fp8 ? 1 : 2);
    // A cache format of its own, apart from the weights'.
    if (w.serving.kvCacheDtype == KvCacheDtype::Fp8)
        r.kvBytes = 1;
    else if (w.serving.kvCacheDtype != KvCacheDtype::Auto)
        r.kvBytes = 2;

    if (r.training) {
        const bool lora =
            w.kind == WorkloadKind::FineTuning && w.finetune.method != FinetuneMethod::Full;
        if (lora && transformer)
            resolveAdapterBytes(r);
        else
            resolveFullTrainingBytes(r, precision);
    } else {
        resolveInferenceBytes(r, precision);
    }
    if (r.weightBytesFrozenExpert <= 0)
        r.weightBytesFrozenExpert = r.weightBytesFrozenLinear;

    resolvePerSampleWork(r);
    r.eager = countEagerShapeTerms(r);
    return r;
}

FrozenWeightBytes frozenWeightBytes(const ResolvedWorkload& r) {
    FrozenWeightBytes b;
    if (!r.m.transformer) {
        b.dense = r.frozenParams * 0.98 * r.weightBytesFrozenLinear;
        b.other = r.frozenParams * 0.02 * r.weightBytesFrozenOther;
        return b;
    }
    const double linear = std::min(r.frozenParams, r.m.linearParams);
    const double experts = std::min(linear, r.m.expertParams);
    b.dense = (linear - experts) * r.weightBytesFrozenLinear;
    b.experts = experts * r.weightBytesFrozenExpert;
    b.other = std::max(0.0, r.frozenParams - linear) * r.weightBytesFrozenOther;
    return b;
}

double calibratedCompute(const ResolvedWorkload& r, const Device& device, bool training) {
    return r.w.calibration ? r.w.calibration->computeEfficiency(device.generation, training) : 1.0;
}

double recomputedShare(const ResolvedWorkload& r, const Layout& layout) {
    if (layout.recompute != Recompute::Full)
        return 0;
    if (!r.w.recomputeLayers || r.m.layers <= 0)
        return 1;
    return std::clamp(double(*r.w.recomputeLayers) / r.m.layers, 0.0, 1.0);
}

double calibratedHost(const ResolvedWorkload& r) {
    return r.w.calibration ? r.w.calibration->hostOverhead() : 1.0;
}

double calibratedMemory(const ResolvedWorkload& r) {
    return r.w.calibration ? std::max(0.0, r.w.calibration->memoryOverhead()) : 1.0;
}

double calibratedDecode(const ResolvedWorkload& r, const Device& device) {
    return r.w.calibration ? r.w.calibration->decodeTokenCost(device.generation) : 1.0;
}

} // namespace rightsize

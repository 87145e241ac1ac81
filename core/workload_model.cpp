#include "core/workload_model.h"

#include "core/visible_text.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

bool isTraining(WorkloadKind k) { return k == WorkloadKind::Training || k == WorkloadKind::FineTuning; }

bool isMixed(Precision p) { return p == Precision::Fp16Mixed || p == Precision::Bf16Mixed || p == Precision::Fp8; }

// Weight-only quantisation (GPTQ/AWQ int4, llama.cpp blocks) dequantises to 16 bits and
// multiplies there; int8 with a TensorRT-style engine quantises activations too.
ComputeDtype computeDtypeOf(Precision p, Framework f)
{
    if (p == Precision::Int4 || (p == Precision::Int8 && (f == Framework::LlamaCpp || f == Framework::Vllm ||
                                                          f == Framework::HfTrainer)))
        return ComputeDtype::Fp16;
    switch (p) {
    case Precision::Fp32: return ComputeDtype::Fp32;
    case Precision::Tf32: return ComputeDtype::Tf32;
    case Precision::Fp16Mixed:
    case Precision::Fp16: return ComputeDtype::Fp16;
    case Precision::Bf16Mixed:
    case Precision::Bf16: return ComputeDtype::Bf16;
    case Precision::Fp8: return ComputeDtype::Fp8;
    case Precision::Int8: return ComputeDtype::Int8;
    case Precision::Int4: return ComputeDtype::Int4;
    }
    return ComputeDtype::Bf16;
}

// Frameworks that keep gradients in fp32 under mixed precision: Megatron's main_grad,
// DeepSpeed's fp32 gradient partitions and the Hugging Face Trainer (torch AMP with fp32
// parameters) all come to 18 bytes per parameter; plain PyTorch is counted the ZeRO way (16).
bool fp32GradientsByDefault(Framework f)
{
    return f == Framework::HfTrainer || f == Framework::Deepspeed || f == Framework::Megatron;
}

// Optimizer state bytes per trainable parameter (without the fp32 master copy).
double optimizerStateBytes(Optimizer o, bool halfStates, int hidden)
{
    switch (o) {
    case Optimizer::AdamW: return halfStates ? 4 : 8;        // momentum + variance
    case Optimizer::AdamW8bit: return 2;                     // two 8-bit states
    case Optimizer::Sgd: return 0;
    case Optimizer::SgdMomentum: return halfStates ? 2 : 4;  // momentum
    case Optimizer::Lion: return halfStates ? 2 : 4;         // momentum only
    case Optimizer::Adafactor:
        // Factored second moment: a row and a column vector per matrix instead of a full
        // matrix, i.e. about 2/h of a state per parameter, in fp32.
        return hidden > 0 ? 8.0 / hidden : 0.01;
    }
    return 8;
}

} // namespace

double inferenceWeightBytes(Precision p, Framework f)
{
    switch (p) {
    case Precision::Fp32:
    case Precision::Tf32: return 4;
    case Precision::Fp16Mixed:
    case Precision::Bf16Mixed:
    case Precision::Fp16:
    case Precision::Bf16: return 2;
    case Precision::Fp8: return 1;
    // Block formats carry scales: llama.cpp Q8_0 is 8.5 bits and Q4_0 4.5 bits per weight;
    // GPTQ/AWQ with group size 128 and fp16 scales and zeros come to about 4.25 bits.
    case Precision::Int8: return f == Framework::LlamaCpp ? 8.5 / 8 : 1.0;
    case Precision::Int4: return f == Framework::LlamaCpp ? 4.5 / 8 : 4.25 / 8;
    }
    return 2;
}

ResolvedWorkload resolveWorkload(const Workload& workload, const Catalog& catalog,
                                 std::vector<FieldError>* errors)
{
    ResolvedWorkload r;
    r.w = workload;
    Workload& w = r.w;
    ModelShape& shape = w.model;
    if (!shape.preset.empty() && shape.layers == 0 && shape.params == 0 && shape.flopsPerSample == 0) {
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
    r.m = computeCounts(shape);
    r.training = isTraining(w.kind);
    const bool transformer = r.m.transformer;
    if (w.seqLen <= 0)
        w.seqLen = shape.defaultSeqLen > 0 ? shape.defaultSeqLen : (transformer ? 512 : 1);
    r.seqLen = transformer ? w.seqLen : 1;
    w.batchSize = std::max(1, w.batchSize);
    if (w.microBatchSize <= 0)
        w.microBatchSize = std::min(w.batchSize, r.training ? 8 : 32);
    w.microBatchSize = std::min(w.microBatchSize, w.batchSize);
    w.parallelism.tensor = std::max(1, w.parallelism.tensor);
    w.parallelism.pipeline = std::max(1, w.parallelism.pipeline);
    w.parallelism.interleave = std::max(1, w.parallelism.interleave);

    const double epochs = w.dataset.epochs > 0 ? w.dataset.epochs : 1;
    r.totalSamples = std::max(0.0, w.dataset.samples) * (r.training ? epochs : 1);
    if (r.totalSamples <= 0 && w.kind == WorkloadKind::BatchInference)
        r.totalSamples = std::max(0.0, w.dataset.samples);

    if (r.m.params <= 0 && errors && w.kind != WorkloadKind::ClassicMl && w.kind != WorkloadKind::DataPrep)
        errors->push_back({"$.workload.model", "the model has no size: give a preset, params or a shape"});

    Precision precision = w.precision;
    // Integer formats are not trained directly; a quantised fine-tune is QLoRA.
    if (r.training && (precision == Precision::Int8 || precision == Precision::Int4))
        precision = Precision::Bf16Mixed;
    r.computeDtype = computeDtypeOf(precision, w.framework);
    r.generates = !r.training && shape.architecture == Architecture::Decoder && w.serving.outputTokens > 0;

    const double fullBytes = (precision == Precision::Fp32 || precision == Precision::Tf32) ? 4 : 2;
    // An int8/fp8 inference engine keeps activations in 8 bits too.
    r.activationBytes = !r.training && (precision == Precision::Int8 || precision == Precision::Fp8) &&
                                r.computeDtype != ComputeDtype::Fp16
                            ? 1 : fullBytes;
    r.kvBytes = (precision == Precision::Fp32 || precision == Precision::Tf32) ? 4
                : (precision == Precision::Fp8 ? 1 : 2);

    const double params = r.m.params;
    if (r.training) {
        const bool lora = w.kind == WorkloadKind::FineTuning && w.finetune.method != FinetuneMethod::Full;
        if (lora && transformer) {
            const double perRank = r.m.loraParamsPerLayerAttention +
                                   (w.finetune.targets == LoraTargets::AllLinear ? r.m.loraParamsPerLayerMlp : 0);
            r.trainableParams = std::max(1, w.finetune.loraRank) * perRank * r.m.layers;
            r.frozenParams = params;
            r.quantisedBase = w.finetune.method == FinetuneMethod::Qlora;
            // QLoRA stores the block matrices in 4-bit NF4 with one fp32 scale per 64 weights
            // (4.5 bits); embeddings, norms and the head stay in 16 bits.
            r.weightBytesFrozenLinear = r.quantisedBase ? 4.5 / 8 : 2;
            r.weightBytesFrozenOther = 2;
            // Adapters are kept in fp32 with fp32 gradients and optimizer state.
            r.weightBytesPerTrainable = 4;
            r.gradientBytesPerTrainable = 4;
            r.optimizerBytesPerTrainable = optimizerStateBytes(w.optimizer, false, r.m.hidden);
        } else {
            r.trainableParams = params;
            const bool mixed = isMixed(precision);
            const bool fp32 = precision == Precision::Fp32 || precision == Precision::Tf32;
            const bool fp32Grads = w.fp32Gradients.value_or(fp32GradientsByDefault(w.framework));
            r.weightBytesPerTrainable = fp32 ? 4 : 2;
            r.gradientBytesPerTrainable = fp32 || (mixed && fp32Grads) ? 4 : 2;
            const bool halfStates = !fp32 && !mixed;
            r.optimizerBytesPerTrainable =
                optimizerStateBytes(w.optimizer, halfStates, r.m.hidden) + (mixed ? 4 : 0);
        }
    } else {
        r.frozenParams = params;
        const double bytes = inferenceWeightBytes(precision, w.framework);
        r.quantisedBase = bytes < 1.5 && precision != Precision::Fp8;
        // GPTQ/AWQ-style quantisers leave embeddings and the output head in 16 bits; llama.cpp
        // quantises every large tensor.
        r.weightBytesFrozenLinear = bytes;
        r.weightBytesFrozenOther = r.quantisedBase && w.framework != Framework::LlamaCpp ? 2 : bytes;
    }

    // Work per sample. Matrix parameters do two FLOPs per token each in the forward pass; the
    // embedding lookup does none, a decoder's output head does.
    double forward = 0;
    r.matmulParams = std::max(1.0, params);
    if (transformer) {
        r.matmulParams = r.m.linearParams;
        if (shape.architecture == Architecture::Decoder || shape.architecture == Architecture::EncoderDecoder)
            r.matmulParams += double(r.m.vocab) * r.m.hidden;
        if (shape.numClasses > 0)
            r.matmulParams += double(shape.numClasses) * r.m.hidden;
        r.matmulParams = std::max(1.0, r.matmulParams);
        const double s = r.seqLen;
        const double attention = 4.0 * r.m.layers * s * s * r.m.qDim; // QK^T and AV
        forward = 2.0 * r.matmulParams * s + attention;
        r.attentionFlopsPerSample = attention;
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
    return r;
}

} // namespace rightsize

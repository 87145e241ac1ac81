#pragma once

#include "core/estimate/eager_terms.h"
#include "core/estimate/model_shape.h"
#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"

#include <vector>

namespace rightsize {

// A workload with its defaults filled in and everything the estimators derive from it computed
// once, so evaluating a placement is arithmetic only.
struct ResolvedWorkload {
    Workload w;
    ModelCounts m;
    bool training = false;      // training or fine-tuning (gradients and optimizer state)
    bool generates = false;     // decoder inference producing output tokens
    bool quantisedBase = false; // QLoRA or int8/int4 inference weights
    int seqLen = 1;             // tokens per sample for transformers, 1 otherwise
    double totalSamples = 0;    // samples processed by the whole job (dataset × epochs)
    double trainableParams = 0;
    double frozenParams = 0;
    ComputeDtype computeDtype = ComputeDtype::Bf16;
    // Bytes per parameter on the device before any sharding.
    double weightBytesPerTrainable = 0;
    double weightBytesFrozenLinear = 0; // frozen block matrices (maybe quantised)
    double weightBytesFrozenOther = 0;  // frozen embeddings, norms, heads
    double weightBytesFrozenExpert =
        0; // frozen routed experts' matrices (a checkpoint may store them apart)
    double gradientBytesPerTrainable = 0;
    double optimizerBytesPerTrainable = 0;
    bool pagedOptimizer = false; // optimizer state pages out to host memory (QLoRA)
    OptimizerImpl optimizerImpl = OptimizerImpl::Foreach;
    double trainableTensors = 0; // parameter tensors the optimizer steps (whole model)
    EstimateClass timeClass =
        EstimateClass::TrainingStep;      // whose validation band the time range takes
    EstimateBands bands;                  // from the catalog
    double activationBytes = 2;           // bytes per stored activation element
    double kvBytes = 2;                   // bytes per KV-cache element
    double contextTokens = 1;             // tokens a sequence holds in the KV cache at its end
    double kvElementsPerContextToken = 0; // KV elements per token at that context (windows capped)
    double kvBytesPerToken = 0;           // the same in bytes
    double matmulParams = 0;            // weights a token multiplies through (no embedding lookup)
    double forwardFlopsPerSample = 0;   // 2·P·tokens + attention
    double attentionFlopsPerSample = 0; // the QK^T and AV part of the forward (runs in 16 bits)
    double backwardFlopsPerSample = 0;  // activation and weight gradients
    double decodeAttentionFlopsPerContextToken = 0; // a decode step's QKᵀ and AV per context token
    // The eager step model's per-block terms: the same for every device, count and layout, so
    // counted once here rather than for each placement (core/estimate/eager_block.h).
    EagerShapeTerms eager;
};

// Bytes of the frozen weights in their stored format, whole model: the block matrices other than
// the routed experts, the routed experts, and the rest (embeddings, norms, head, biases).
struct FrozenWeightBytes {
    double dense = 0;
    double experts = 0;
    double other = 0;
    double total() const { return dense + experts + other; }
};
FrozenWeightBytes frozenWeightBytes(const ResolvedWorkload& r);

// Fills defaults from the model preset in the catalog and the workload's kind; collects the
// problems that make a plan impossible (an unknown preset, a model with no size).
ResolvedWorkload resolveWorkload(const Workload& workload, const Catalog& catalog,
                                 std::vector<FieldError>* errors = nullptr);

// The team's correction factors for this workload on a device (1 without a calibration): the
// sustained compute efficiency of its generation and workload class, the host's operator cost,
// what the runtime holds beyond the model states, and the device time of a decode step.
double calibratedCompute(const ResolvedWorkload& r, const Device& device, bool training);
double calibratedHost(const ResolvedWorkload& r);
double calibratedMemory(const ResolvedWorkload& r);
double calibratedDecode(const ResolvedWorkload& r, const Device& device);

// The share of the model's layers a layout recomputes in full: 1 with full recomputation of every
// layer, recompute_layers / layers when the scenario names how many, 0 otherwise.
// The share of each sample's sequence one rank holds: 1 / the context-parallel degree.
inline double sequenceShare(const Layout& layout) {
    return 1.0 / (layout.context > 1 ? layout.context : 1);
}

double recomputedShare(const ResolvedWorkload& r, const Layout& layout);

// Bytes of one weight at an inference precision in a framework (with quantisation block scales).
double inferenceWeightBytes(Precision precision, Framework framework);

} // namespace rightsize

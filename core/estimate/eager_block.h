#pragma once

// What one transformer block costs when an eager framework runs it the way the Hugging Face
// implementations are written (PyTorch modules, one kernel per operator): the kernels the host
// launches, the bytes the non-matrix kernels move, and the bytes autograd keeps for the backward.
// Counted operator by operator, so that a model family's own code (composite RMSNorm, rotary
// embeddings, autocast's casts, dropout masks) shows in time and memory as it does on a GPU.

#include "core/estimate/eager_terms.h"
#include "core/estimate/workload_model.h"

namespace rightsize {

EagerPrecision eagerPrecision(const ResolvedWorkload& r, Sharding sharding);

// The terms below for every sharding and attention kernel, counted once for a resolved workload
// (empty unless the framework runs a transformer eagerly).
EagerShapeTerms countEagerShapeTerms(const ResolvedWorkload& r);

// `training` adds dropout and the casts' bookkeeping; inference counts the forward alone. Under
// torch.compile (workload.compile) the elementwise operators between two matrix products run as
// one fused kernel, issued from generated code.
EagerBlock eagerBlock(const ResolvedWorkload& r, const EagerPrecision& p, bool flash,
                      bool training);

// The language-model head and its loss per token: the logits, their fp32 copy for the loss, the
// log-probabilities the loss keeps and their gradient. 0 for models without a vocabulary head.
double eagerLossPeakBytesPerToken(const ResolvedWorkload& r, const EagerPrecision& p);

// Selective activation checkpointing per operator, as PyTorch's torchtitan applies it to each
// block (its "op" policy): the block's input, the attention kernel's outputs and every second
// matrix product's output are kept; the rest is recomputed in the backward. Bytes kept per token,
// and the share of the block's forward matrix FLOPs that the backward runs again.
double eagerSelectiveSavedBytesPerToken(const ResolvedWorkload& r, const EagerPrecision& p);
double eagerSelectiveRecomputedMatrixShare(const ResolvedWorkload& r);

// Frameworks whose model code runs eagerly, one kernel per operator.
bool runsEagerly(Framework f);
// Whether a training step is counted operator by operator: an eager transformer, on one device or
// many. Data parallelism and ZeRO/FSDP sharding add collectives and divide the model states; they
// run the same model code, so they change neither the kernels a micro-batch issues nor the tensors
// autograd keeps for it. Fused model code (Megatron, or `workload.fused_kernels` for a PyTorch
// stack with fused norms, attention and loss such as LLM Foundry's) keeps the framework's share
// of the matrix rate and a fixed number of passes over the stored activations, at every count.
bool countedPerOperator(const ResolvedWorkload& r);

// The index of the counted terms a sharding reads: autocast's casts stop at ZeRO-3 (FSDP and
// ZeRO-3 hold 16-bit weights), so only that threshold matters.
inline int eagerZero3Index(Sharding sharding) {
    return sharding >= Sharding::Zero3 ? 1 : 0;
}

// The counted terms a placement reads: from the resolved workload where it carries them, counted
// afresh otherwise (a workload built by hand). Inline: every layout a search tries reads them.
inline const EagerPrecision& eagerPrecisionOf(const ResolvedWorkload& r, Sharding sharding,
                                              EagerPrecision& scratch) {
    if (r.eager.counted)
        return r.eager.precision[eagerZero3Index(sharding)];
    scratch = eagerPrecision(r, sharding);
    return scratch;
}

inline const EagerBlock& eagerBlockOf(const ResolvedWorkload& r, Sharding sharding, bool flash,
                                      bool training, EagerBlock& scratch) {
    const int zero3 = eagerZero3Index(sharding);
    if (r.eager.counted)
        return training ? r.eager.training[zero3][flash ? 1 : 0] : r.eager.inference[flash ? 1 : 0];
    scratch =
        eagerBlock(r, eagerPrecision(r, training ? sharding : Sharding::None), flash, training);
    return scratch;
}

inline double eagerSelectiveSavedOf(const ResolvedWorkload& r, Sharding sharding) {
    if (r.eager.counted)
        return r.eager.selectiveSaved[eagerZero3Index(sharding)];
    return eagerSelectiveSavedBytesPerToken(r, eagerPrecision(r, sharding));
}

inline double eagerLossPeakOf(const ResolvedWorkload& r, Sharding sharding) {
    if (r.eager.counted)
        return r.eager.lossPeak[eagerZero3Index(sharding)];
    return eagerLossPeakBytesPerToken(r, eagerPrecision(r, sharding));
}

inline double eagerSelectiveShareOf(const ResolvedWorkload& r) {
    return r.eager.counted ? r.eager.selectiveRecomputedShare
                           : eagerSelectiveRecomputedMatrixShare(r);
}

} // namespace rightsize

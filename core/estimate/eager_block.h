#pragma once

// What one transformer block costs when an eager framework runs it the way the Hugging Face
// implementations are written (PyTorch modules, one kernel per operator): the kernels the host
// launches, the bytes the non-matrix kernels move, and the bytes autograd keeps for the backward.
// Counted operator by operator, so that a model family's own code (composite RMSNorm, rotary
// embeddings, autocast's casts, dropout masks) shows in time and memory as it does on a GPU.

#include "core/estimate/workload_model.h"

namespace rightsize {

// How the block's tensors are held: autocast over fp32 weights (the plain PyTorch loop and the
// Trainer with bf16=True or fp16=True) keeps the residual stream in fp32 and casts every linear
// layer's input and weight to 16 bits on each forward; FSDP's and DeepSpeed's mixed precision and
// pure 16-bit training hold 16-bit weights and need no casts.
struct EagerPrecision {
    double compute = 2;  // bytes of a matrix input or output
    double residual = 2; // bytes of the residual stream between blocks
    bool casts = false;  // autocast casts inputs and weights on every forward
};
EagerPrecision eagerPrecision(const ResolvedWorkload& r, Sharding sharding);

// One block, per micro-batch token unless the name says otherwise; no recomputation.
struct EagerBlock {
    double forwardKernels = 0;
    double backwardKernels = 0;
    double matrixKernels = 0;         // GEMMs of one forward (each has two in the backward)
    double forwardBytesPerToken = 0;  // moved by the forward's non-matrix kernels
    double backwardBytesPerToken = 0; // ... and by the backward's
    double forwardBytesPerBlock = 0;  // per block, whatever the tokens: casting the weights
    double backwardBytesPerBlock = 0;
    double savedBytesPerToken = 0; // kept by autograd from the forward for the backward
    // The block's largest activation: an operator's backward holds its output gradient and writes
    // its input gradient beside what the block keeps, so twice this is the backward's working set.
    double largestBytesPerToken = 0;
    double hostSecondsPerKernel = 0; // what issuing one of the kernels costs the host
};

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

} // namespace rightsize

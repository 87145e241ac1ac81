#pragma once

// The eager step model's per-block terms as plain numbers (core/estimate/eager_block.h counts
// them), and the set of them a resolved workload carries: they depend on the model's shape, its
// precision and the framework only, so a plan counts them once instead of for every placement.

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

// What the eager step model derives from the workload alone, counted once when the workload is
// resolved (core/estimate/workload_model.cpp) and read by every placement's memory and time.
// The sharding matters only through autocast (ZeRO-3 and FSDP hold 16-bit weights), hence the
// index `zero3`: sharding at ZeRO-3 or beyond. Immutable once filled, so plans on other threads
// share it freely.
struct EagerShapeTerms {
    bool counted = false;              // filled: the framework runs a transformer eagerly
    EagerPrecision precision[2];       // [zero3]
    EagerBlock training[2][2];         // [zero3][flash], a training block
    EagerBlock inference[2];           // [flash], a forward without sharding
    double selectiveSaved[2] = {0, 0}; // [zero3], eagerSelectiveSavedBytesPerToken
    double lossPeak[2] = {0, 0};       // [zero3], eagerLossPeakBytesPerToken
    double selectiveRecomputedShare = 0;
};

} // namespace rightsize

#pragma once

#include "core/catalog.h"
#include "core/enums.h"

namespace rightsize {

// The efficiency assumptions of the time model in one place. Each is a physical share or a
// fixed cost, not a fit to one measurement; tests/validation checks them against published runs.
namespace efficiency {

// Share of the device's sustained matrix rate a framework reaches over a whole training step
// (kernel gaps, non-fused epilogues, host synchronisation). Tuned frameworks do better.
inline double trainingFramework(Framework f)
{
    switch (f) {
    case Framework::Megatron: return 0.82;
    case Framework::Deepspeed: return 0.76;
    case Framework::HfTrainer: return 0.72;
    default: return 0.76;
    }
}

// Inference engines fuse more and launch less.
inline double inferenceFramework(Framework f)
{
    switch (f) {
    case Framework::Vllm:
    case Framework::TensorRt:
    case Framework::Megatron: return 0.8;
    case Framework::LlamaCpp: return 0.7;
    default: return 0.65;
    }
}

// Share of peak memory bandwidth streaming kernels reach (STREAM-like on GPUs and CPUs).
inline double memory(DeviceKind kind) { return kind == DeviceKind::Gpu ? 0.8 : 0.65; }

// Passes over the stored activations in a training step: written in the forward, read in the
// backward, and their gradients written and read once more.
inline constexpr double kTrainingActivationPasses = 4.0;

// Fixed GPU-side cost per kernel (launch gap, ramp-up and tail), and kernels per transformer
// block in a training step (forward + backward) and in one inference pass.
inline constexpr double kKernelSeconds = 4e-6;
inline constexpr double kKernelsPerLayerTraining = 45;
inline double kernelsPerLayerInference(Framework f)
{
    switch (f) {
    case Framework::Vllm: return 6;       // CUDA graphs replay a step with little gap
    case Framework::TensorRt:
    case Framework::Megatron: return 12;  // fused TensorRT-style kernels
    case Framework::LlamaCpp: return 18;
    default: return 30;                   // eager PyTorch
    }
}

// Host-side cost of issuing one operator from an eager framework (Python, dispatcher, launch).
// GPU work is queued asynchronously, so a step takes the longer of the GPU's time and the host's.
inline double hostOpSeconds(Framework f)
{
    switch (f) {
    case Framework::Megatron: return 10e-6; // fused kernels and less Python per operator
    case Framework::Vllm:
    case Framework::TensorRt: return 5e-6;
    default: return 25e-6;
    }
}
// Operators per transformer block in one forward + backward; mixed precision adds casts.
inline double hostOpsPerLayerTraining(bool mixed) { return mixed ? 100 : 80; }
// Optimizer operators per block: the Hugging Face Trainer's default AdamW of that era stepped
// each parameter tensor (about 16 per block) with about 12 operators; multi-tensor ("foreach")
// and fused optimizers issue a handful for the whole model.
inline double hostOptimizerOpsPerLayer(Framework f) { return f == Framework::HfTrainer ? 192 : 1; }

// Share of gradient communication that overlaps the backward pass (bucketed all-reduce).
inline constexpr double kCommOverlap = 0.7;
// Share of link bandwidth collectives reach (ring all-reduce bus bandwidth).
inline constexpr double kLinkEfficiency = 0.75;

// Relative uncertainty of the compute efficiency: the band of the time estimates.
inline constexpr double kFasterBand = 0.85;
inline constexpr double kSlowerBand = 1.3;

} // namespace efficiency
} // namespace rightsize

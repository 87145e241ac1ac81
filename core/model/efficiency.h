#pragma once

#include "core/model/catalog.h"
#include "core/model/enums.h"

namespace rightsize {

// The efficiency assumptions of the time model in one place. Each is a physical share or a
// fixed cost with the source it comes from, not a fit to one measurement; tests/validation
// checks the model they make up against published runs.
namespace efficiency {

// ---- Device side ------------------------------------------------------------------------------

// PyTorch's scaled_dot_product_attention runs FlashAttention-2 kernels (its flash backend), which
// reach a smaller share of a GPU's matrix peak than its large GEMMs: about 35% on Hopper (Shah et
// al., FlashAttention-3, arXiv:2407.08608, §1 and §4.1: FA2 on H100) and 50-73% in the forward on
// Ampere (Dao, FlashAttention-2, arXiv:2307.08691, §1 and §4.1: A100), less in the backward, so
// 0.5 there and on Ada, its sibling. 0: no measurement, the device's own sustained rate. Eager
// stacks only; fused stacks (Megatron, Transformer Engine) bring their own attention kernels.
inline double sdpaAttentionFraction(const std::string& generation) {
    if (generation == "hopper")
        return 0.35;
    if (generation == "ampere" || generation == "ada")
        return 0.5;
    return 0;
}

// Share of the device's sustained matrix rate a framework's kernels reach over a training step:
// unfused epilogues, small GEMMs of the attention and norm layers, tile quantisation. Megatron
// (Transformer Engine, fused kernels) reaches about 0.8 of what the large GEMMs sustain; MFU
// tables of NeMo and LLM Foundry (tests/data/time_cases.csv) put eager PyTorch/FSDP stacks a few
// points lower.
inline double trainingFramework(Framework f) {
    switch (f) {
    case Framework::Megatron:
        return 0.82;
    case Framework::Deepspeed:
        return 0.76;
    case Framework::HfTrainer:
        return 0.72;
    default:
        return 0.76;
    }
}

// Inference engines fuse more (TensorRT-LLM, vLLM kernels); llama.cpp's hand-written kernels
// and eager PyTorch less.
inline double inferenceFramework(Framework f) {
    switch (f) {
    case Framework::Vllm:
    case Framework::Sglang:
    case Framework::TensorRt:
    case Framework::Megatron:
        return 0.8;
    case Framework::LlamaCpp:
        return 0.7;
    default:
        return 0.65;
    }
}

// Share of peak memory bandwidth streaming kernels reach: about 80% on GPUs (STREAM-like copy
// kernels on A100/H100) and 65% on multi-socket CPUs (STREAM triad against channel peak).
inline double memory(DeviceKind kind) {
    return kind == DeviceKind::Gpu ? 0.8 : 0.65;
}

// Passes over the stored activations in a training step: written in the forward, read in the
// backward, and their gradients written and read once more.
inline constexpr double kTrainingActivationPasses = 4.0;
// The same for a CNN run eagerly (torchvision's ResNet in PyTorch), counted kernel by kernel over
// one set of layer outputs: forward, the convolution writes it (1), batch norm reads it for its
// statistics and again to normalise, writing its output (3), the in-place ReLU reads and writes
// it (2, after 49 of ResNet-50's 53 norms), the residual add reads two and writes one (3, at 16
// of them) and the next convolution reads it (1); backward, ReLU's reads the gradient and the
// output and writes a gradient (3), batch norm's reduces over the gradient and input and then
// reads both to write the input gradient (5), the convolution's data and weight gradients read
// the output gradient twice, the input once, and write one (4), and the branch gradients meet at
// each add (3). About 20.4 passes over a set; the stored activations (convolution and ReLU
// outputs, 25 M values per image against 10.8 M in a set: the catalog's resnet-50 entry) are
// 2.3 sets, so 8.9 passes over the stored bytes. Fused engines (cuDNN's fused conv-bias-ReLU in
// MLPerf submissions) keep to the four passes above.
inline constexpr double kEagerCnnTrainingActivationPasses = 20.4 / 2.3;

// GPU-side cost of one kernel in a stream of queued kernels (launch gap, ramp-up and tail of a
// short kernel): 2–5 µs on NVIDIA data-centre GPUs, so 4 µs.
inline constexpr double kKernelSeconds = 4e-6;
// Kernels per transformer block in one forward + backward of an eager framework.
inline constexpr double kKernelsPerLayerTraining = 45;
// Kernels per transformer block in one inference pass. CUDA graphs (vLLM, TensorRT-LLM) replay a
// captured pass whose kernels follow each other with almost no gap, so they count as fewer.
inline double kernelsPerLayerInference(Framework f) {
    switch (f) {
    case Framework::Vllm:
    case Framework::Sglang:
        return 6;
    case Framework::TensorRt:
    case Framework::Megatron:
        return 12;
    case Framework::LlamaCpp:
        return 18;
    default:
        return 30; // eager PyTorch
    }
}

// ---- Host side --------------------------------------------------------------------------------
// A GPU runs the kernels the host queued for it, asynchronously; when the host issues operators
// more slowly than the GPU executes them, the GPU waits. A step therefore takes the longer of the
// device's work and the host's issuing (the host track).

// Host cost of one operator issued from Python in eager PyTorch: bytecode, the pybind11 boundary,
// autograd recording, the ATen dispatcher and cudaLaunchKernel add up to 5–25 µs per operator
// (PyTorch dispatcher walk-throughs; the PyTorch CUDA Graphs announcement, 2021). 10 µs.
inline constexpr double kPythonOpSeconds = 10e-6;
// An operator of the backward pass, issued by autograd's C++ engine without Python: the same
// chain less the interpreter and the binding, about 3 µs.
inline constexpr double kAutogradOpSeconds = 3e-6;
// Operators per transformer block, forward and backward, as an eager Hugging Face / PyTorch
// block issues them (projections, reshapes, rotary or bias, attention, dropout, residuals,
// norms); mixed precision adds the casts of autocast. Megatron's fused kernels (fused bias-GeLU,
// fused softmax and norms) issue about half as many.
inline double hostForwardOpsPerLayer(Framework f, bool mixed) {
    const double ops = f == Framework::Megatron ? 16 : 32;
    return mixed ? ops + 6 : ops;
}
inline double hostBackwardOpsPerLayer(Framework f) {
    return f == Framework::Megatron ? 24 : 48;
}
// Host cost of one kernel of an eager Hugging Face model in PyTorch 2.x, counted per kernel the
// block launches (core/estimate/eager_block.cpp) in its forward and backward alike: the Python
// module code, autocast, autograd's recording and the dispatcher before cudaLaunchKernel.
// Launch-bound runs on an H100 whose host wall clock equals their device time
// (tests/data/measured_h100.csv: BERT-base at batch 32, 34.5 ms for 12 blocks of about 70 kernels;
// a Llama-shape 1.1B at batch 1, 109 ms for 22 blocks of about 110 kernels) put it at 40 µs, both
// within 10%.
inline constexpr double kEagerKernelHostSeconds = 40e-6;
// Host cost of one kernel of a torch.compile'd model (default mode): Inductor's generated wrapper
// launches its Triton and library kernels without Python per operator or autograd recording,
// about 10 µs each (the reduce-overhead mode's CUDA graphs would remove even that).
inline constexpr double kCompiledKernelHostSeconds = 10e-6;
// One-off compilation of a model by torch.compile before its first step: Dynamo traces one
// block's forward and backward, Inductor generates and autotunes their kernels; about a minute for
// a transformer on a current host (the PyTorch 2 paper, Ansel et al., ASPLOS 2024, reports tens of
// seconds to minutes per model). It is paid again by every job that starts cold.
inline constexpr double kCompileSeconds = 60;
// Operators outside the blocks per micro-batch: embedding, head, loss, the backward call and
// gradient accumulation.
inline constexpr double kHostOpsPerMicroBatch = 30;
// Fixed Python work per optimizer step outside the model: the training loop, learning-rate
// scheduler, gradient scaler and clipping calls; a Trainer's callbacks and bookkeeping cost more.
inline double hostStepSeconds(Framework f) {
    return f == Framework::HfTrainer ? 2e-3 : 0.5e-3;
}

// The optimizer step on the host. A per-tensor optimizer (the Hugging Face `adamw_hf` of 2020–23,
// torch.optim with foreach=False) issues about a dozen operators per parameter tensor; a
// multi-tensor ("foreach") one issues a dozen operators for the whole list, each walking the
// tensor list in C++; a fused one launches one kernel per chunk of tensors.
inline constexpr double kOptimizerOpsPerTensor = 12;
inline constexpr double kForeachOps = 12;
inline constexpr double kFusedOps = 2;
// C++ cost per tensor of a foreach operator's list walk (building the chunk metadata).
inline constexpr double kForeachSecondsPerTensor = 0.4e-6;
// Gradient clipping and unscaling, issued as foreach operators in today's frameworks.
inline constexpr double kClipAndUnscaleOps = 4;

// The optimizer implementation a framework uses when the scenario does not say: PyTorch's AdamW
// defaults to foreach on CUDA since 2.0; the Hugging Face Trainer's default became
// `adamw_torch` (foreach) in 2024 and the fused one with recent PyTorch; DeepSpeed and Megatron
// ship fused Adam (FusedAdam, Apex/Transformer Engine).
inline OptimizerImpl defaultOptimizerImpl(Framework f) {
    switch (f) {
    case Framework::Deepspeed:
    case Framework::Megatron:
        return OptimizerImpl::Fused;
    default:
        return OptimizerImpl::Foreach;
    }
}

// Host cost of one decode step or inference pass of an engine that replays CUDA graphs: the
// scheduler, sampling and the graph launch. TensorRT-LLM's C++ runtime does this in about
// 0.1 ms; vLLM's Python scheduler and sampler in about 0.5 ms per step (vLLM's 2024 performance
// notes on CPU overhead); llama.cpp's C++ graph build about 1 µs per operator. SGLang schedules
// the next batch while the GPU runs the current one (its v0.4 "zero-overhead batch scheduler"),
// so what remains on the critical path is about TensorRT-LLM's figure.
inline double engineStepSeconds(Framework f) {
    switch (f) {
    case Framework::TensorRt:
    case Framework::Sglang:
        return 0.1e-3;
    case Framework::Vllm:
        return 0.5e-3;
    default:
        return 0;
    }
}
inline double hostOpSecondsInference(Framework f) {
    switch (f) {
    case Framework::Vllm:
    case Framework::Sglang:
    case Framework::TensorRt:
        return 0; // CUDA graphs: no per-operator host work
    case Framework::LlamaCpp:
        return 1e-6;
    default:
        return kPythonOpSeconds;
    }
}

// ---- Communication ----------------------------------------------------------------------------
// An α–β model: a collective costs a fixed latency plus bytes over the link's bus bandwidth.

// Share of a link's one-way bandwidth that NCCL's ring collectives reach as bus bandwidth:
// nccl-tests all_reduce on DGX A100 and DGX H100 report about 80% of the NVLink figure, and about
// 90% of the line rate over InfiniBand/EFA at large sizes; 0.8 for both keeps it simple.
inline constexpr double kLinkEfficiency = 0.8;
// Latency of one collective: nccl-tests report 10–20 µs for a small all-reduce inside an 8-GPU
// node and 20–40 µs across nodes.
inline constexpr double kCollectiveLatencyIntraNode = 12e-6;
inline constexpr double kCollectiveLatencyInterNode = 30e-6;
// PyTorch DDP reduces gradients in buckets of 25 MiB (bucket_cap_mb) while the backward runs;
// the last bucket is reduced after the backward finishes and is never hidden.
inline constexpr double kDdpBucketBytes = 25.0 * 1024 * 1024;

} // namespace efficiency
} // namespace rightsize

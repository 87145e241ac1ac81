#pragma once

#include "core/estimate/model_states.h"
#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"

namespace rightsize {

// Bytes of activations one transformer block stores for one micro-batch (Korthikanti et al.,
// arXiv:2205.05198, generalised to grouped-query attention, gated FFNs and fp32).
double transformerLayerActivationBytes(const ResolvedWorkload& r, double microBatch, int tensor,
                                       bool sequenceParallel, Recompute recompute,
                                       bool flashAttention);

// The fixed cost of a framework's runtime on one device: CUDA context, kernels, workspaces.
double runtimeOverheadBytes(Framework framework, DeviceKind kind);

// Memory per device for a placement's layout (training, fine-tuning or inference).
MemoryBreakdown estimateMemory(const ResolvedWorkload& r, const Device& device,
                               const Layout& layout);

// The same with the layout's model states already known (modelStatesPerDevice): they depend on
// the split and the sharding only, so a search over micro-batches and recomputation reuses them.
MemoryBreakdown estimateMemoryWith(const ResolvedWorkload& r, const Device& device,
                                   const Layout& layout, const ModelStates& states);

// Usable capacity of one device for the workload: what the driver exposes (device memory), or
// instance RAM for CPUs.
double usableCapacity(const Device& device);

// Trainable parameters a model-parallel group holds: all of them, less the routed experts that
// expert parallelism keeps on other ranks.
double trainableParamsPerModelSplit(const ResolvedWorkload& r, const Layout& layout);

// Ranks that share one copy of the sharded states: the data-parallel group, or for hybrid
// sharding the data-parallel ranks of one node.
int shardGroup(const Device& device, const Layout& layout);

} // namespace rightsize

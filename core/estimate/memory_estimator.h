#pragma once

#include "core/estimate/model_states.h"
#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"

#include <cmath>
#include <cstdint>

namespace rightsize {

// Layers one pipeline stage holds: the stages take whole layers, so the quotient rounded up. Worked
// in integers, which gives exactly what ceil(layers / stages) gives, without a call to the maths
// library for every layout a search tries.
inline double layersPerStage(int layers, int stages) {
    if (layers < 0 || stages < 1)
        return std::ceil(double(layers) / stages);
    return double((std::int64_t(layers) + stages - 1) / stages);
}

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

// What the memory of a placement takes from its device whatever the layout: whether it is a GPU,
// the runtime's fixed bytes and the team's calibration of them, the usable capacity. A layout
// search works them out once per device; the estimates above work them out for their one layout.
struct MemoryDeviceTerms {
    bool gpu = false;
    bool eager = false;       // counted operator by operator (countedPerOperator)
    double runtimeBytes = 0;  // runtimeOverheadBytes
    double runtimeScale = 1;  // the team's calibration of what the runtime holds (1: none)
    double capacity = 0;      // usableCapacity
    bool enginePages = false; // a serving engine reserves a paged KV cache on the device
};
MemoryDeviceTerms memoryDeviceTerms(const ResolvedWorkload& r, const Device& device);
MemoryBreakdown estimateMemoryWith(const ResolvedWorkload& r, const Device& device,
                                   const MemoryDeviceTerms& terms, const Layout& layout,
                                   const ModelStates& states);

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

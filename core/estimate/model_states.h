#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"

namespace rightsize {

// The model states: weights, gradients and optimizer state, as one device holds them or as one
// whole copy of the model needs them.
struct ModelStates {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double total() const { return weights + gradients + optimizer; }
};

// The conservation of bytes. Every way of splitting a model (tensor, pipeline, expert and data
// parallelism, ZeRO/FSDP sharding) only moves its bytes between devices: the devices over which
// one copy of a state is spread hold, together, at least the whole state at its precision. A
// sharding axis divides only what it shards: ZeRO over the data-parallel group divides the dense
// states over the replicas and each routed expert's states over the replicas of that expert, so
// expert parallelism and ZeRO over the same ranks do not divide the experts twice.

// One whole copy of the model's states at their precisions: the trainable parameters in their
// training format with their gradients and optimizer state, the frozen ones (a LoRA base,
// inference) as stored. Paged optimizer state lives in host memory and needs no device bytes.
ModelStates wholeModelStates(const ResolvedWorkload& r);

// What one device holds of them under the layout, before ZeRO-3's gathered layers.
ModelStates modelStatesPerDevice(const ResolvedWorkload& r, const Device& device,
                                 const Layout& layout);
// The same with the frozen weights' bytes already known (frozenWeightBytes), as a layout search
// works them out once for all its splits.
ModelStates modelStatesPerDevice(const ResolvedWorkload& r, const FrozenWeightBytes& frozen,
                                 const Device& device, const Layout& layout);

// Trainable parameters whose state one device holds when that state is sharded from ZeRO stage
// `shardedFrom` on (Zero2: its gradients, Zero1: its optimizer state and the weights it steps).
double trainableParamsPerDevice(const ResolvedWorkload& r, const Device& device,
                                const Layout& layout, Sharding shardedFrom);

// Devices over which one copy of a state is spread: the model split (tensor × pipeline) times
// the larger of the expert group and the group that shards the state, when the layout's ZeRO
// stage reaches `shardedFrom` (Zero3 for weights, Zero2 for gradients, Zero1 for the optimizer).
int devicesPerStateCopy(const Device& device, const Layout& layout, bool training,
                        Sharding shardedFrom);

// The law, stated once: for each state, what one device holds times the devices one copy is
// spread over is at least the whole state. Gradients an eager single-device step has freed at its
// peak (core/estimate/memory_estimator.cpp) are exempt; `held` is what the memory estimate reports.
bool conservesModelBytes(const ResolvedWorkload& r, const Device& device, const Layout& layout,
                         const ModelStates& held, bool gradientsFreed = false);

} // namespace rightsize

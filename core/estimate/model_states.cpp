#include "core/estimate/model_states.h"

#include "core/estimate/memory_estimator.h"

#include <algorithm>

namespace rightsize {
namespace {

// Trainable parameters that are routed experts: a full fine-tune trains them all; adapters are
// too small to split and are counted whole with the dense part.
double trainableExperts(const ResolvedWorkload& r) {
    const bool full = r.trainableParams >= r.m.params * 0.5;
    return full ? std::min(r.m.expertParams, r.trainableParams) : 0.0;
}

// The expert-parallel ranks of a training layout; in inference the expert-parallel ranks are the
// tensor-parallel ones, whose split the model split already makes.
int expertRanks(const Layout& layout, bool training) {
    return training ? std::max(1, layout.expert) : 1;
}

bool shards(const Layout& layout, Sharding from) {
    return layout.sharding != Sharding::None &&
           static_cast<int>(layout.sharding) >= static_cast<int>(from);
}

// How a state's dense and routed-expert parts are divided on one device.
struct Divisors {
    double dense = 1;
    double experts = 1;
};

// `group`: the layout's shard group, read only where the state is sharded.
Divisors divisorsWith(const Layout& layout, bool training, Sharding from, int group) {
    const double split = double(std::max(1, layout.tensor)) * std::max(1, layout.pipeline);
    const int ep = expertRanks(layout, training);
    Divisors d{split, split * ep};
    if (training && shards(layout, from)) {
        // ZeRO shards a dense tensor over its group, and an expert's tensor over the ranks of
        // the group that hold that expert: group / ep of them (at least the rank itself).
        d.dense *= group;
        d.experts *= std::max(1, group / ep);
    }
    return d;
}

// The shard group where some state of the layout is sharded (1 elsewhere, never read then).
int groupIfSharded(const Device& device, const Layout& layout, bool training) {
    return training && layout.sharding != Sharding::None ? shardGroup(device, layout) : 1;
}

Divisors divisorsFor(const Device& device, const Layout& layout, bool training, Sharding from) {
    return divisorsWith(layout, training, from, groupIfSharded(device, layout, training));
}

double trainableWith(const ResolvedWorkload& r, double experts, const Divisors& d) {
    return (r.trainableParams - experts) / d.dense + experts / d.experts;
}

} // namespace

ModelStates wholeModelStates(const ResolvedWorkload& r) {
    ModelStates s;
    s.weights = r.trainableParams * r.weightBytesPerTrainable + frozenWeightBytes(r).total();
    if (r.training) {
        s.gradients = r.trainableParams * r.gradientBytesPerTrainable;
        s.optimizer = r.pagedOptimizer ? 0 : r.trainableParams * r.optimizerBytesPerTrainable;
    }
    return s;
}

ModelStates modelStatesPerDevice(const ResolvedWorkload& r, const Device& device,
                                 const Layout& layout) {
    return modelStatesPerDevice(r, frozenWeightBytes(r), device, layout);
}

ModelStates modelStatesPerDevice(const ResolvedWorkload& r, const FrozenWeightBytes& frozen,
                                 const Device& device, const Layout& layout) {
    const double experts = trainableExperts(r);
    const double dense = r.trainableParams - experts;
    ModelStates s;
    // The shard group once for the three states.
    const int group = groupIfSharded(device, layout, r.training);
    const Divisors w = divisorsWith(layout, r.training, Sharding::Zero3, group);
    s.weights = (dense * r.weightBytesPerTrainable + frozen.dense + frozen.other) / w.dense +
                (experts * r.weightBytesPerTrainable + frozen.experts) / w.experts;
    if (!r.training)
        return s;
    s.gradients = r.gradientBytesPerTrainable *
                  trainableWith(r, experts, divisorsWith(layout, true, Sharding::Zero2, group));
    // Paged optimizer states move to host memory when the device runs short, so they do not
    // add to the device's peak (Dettmers et al., arXiv:2305.14314 §3).
    s.optimizer =
        r.pagedOptimizer
            ? 0
            : r.optimizerBytesPerTrainable *
                  trainableWith(r, experts, divisorsWith(layout, true, Sharding::Zero1, group));
    return s;
}

double trainableParamsPerDevice(const ResolvedWorkload& r, const Device& device,
                                const Layout& layout, Sharding shardedFrom) {
    return trainableWith(r, trainableExperts(r),
                         divisorsFor(device, layout, r.training, shardedFrom));
}

int devicesPerStateCopy(const Device& device, const Layout& layout, bool training,
                        Sharding shardedFrom) {
    const int split = std::max(1, layout.tensor) * std::max(1, layout.pipeline);
    const int group = training && shards(layout, shardedFrom) ? shardGroup(device, layout) : 1;
    return split * std::max(expertRanks(layout, training), group);
}

bool conservesModelBytes(const ResolvedWorkload& r, const Device& device, const Layout& layout,
                         const ModelStates& held, bool gradientsFreed) {
    // Rounding of the divisions aside, nothing may go missing.
    constexpr double kRounding = 1e-9;
    const ModelStates whole = wholeModelStates(r);
    auto keeps = [&](double perDevice, double needed, Sharding from) {
        return perDevice * devicesPerStateCopy(device, layout, r.training, from) >=
               needed * (1 - kRounding);
    };
    return keeps(held.weights, whole.weights, Sharding::Zero3) &&
           (gradientsFreed || keeps(held.gradients, whole.gradients, Sharding::Zero2)) &&
           keeps(held.optimizer, whole.optimizer, Sharding::Zero1);
}

} // namespace rightsize

#pragma once

// The lean path of the layout search. A search of one workload on `count` devices of one kind
// tries hundreds of layouts and keeps one; it needs of each only what ranks it: the memory per
// device against the capacity and the samples per second. What no layout changes (the device's
// rates, the host each tensor-parallel group is rented on, what that host's input pipeline feeds)
// is worked out once per search; each layout then costs its own arithmetic only: no offer chosen,
// no price, no finding, no allocation. The kept layout is evaluated in full by evaluatePlacement,
// which runs the same functions, so both give the same numbers to the last digit.

#include "core/estimate/data_pipeline.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/model_states.h"
#include "core/estimate/offer_choice.h"
#include "core/estimate/time_estimator.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <array>
#include <cstddef>
#include <span>

namespace rightsize {

// The devices that must share one instance's links: the tensor-parallel group (in inference the
// expert group is that group). Pipeline stages and training's expert exchange go between
// instances over the network, which the time model charges.
int modelGroup(const Layout& layout);

// The host an offer runs a placement on: the instance's (its vCPUs feed the data pipeline, its
// NIC the traffic between nodes), or the device's own without an instance offer.
const Device& hostOf(const OfferChoice& offer, const Device& device);

// The steps of a deep-learning job and its data track: the accelerator cannot go faster than the
// input pipeline feeds it (serving has no such track). `feed` is the samples per second the host's
// pipeline supplies the placement's devices and `limitedBy` what limits it (estimateDataSupply).
void settleDataTrack(const ResolvedWorkload& r, double feed, Bottleneck limitedBy,
                     TimeBreakdown& t);

// One host of a search: the offer's host for a tensor-parallel group, its training rates and
// what its input pipeline feeds the search's devices.
struct SearchHost {
    int group = 0;
    const Device* host = nullptr;
    TrainingDeviceTerms step; // training and fine-tuning only
    double feed = 0;          // samples per second its input pipeline supplies (0: no limit)
    Bottleneck limitedBy = Bottleneck::Storage;
};

// What a layout search knows before it tries a layout. Built once per search and read only after:
// every plan builds its own, so plans on worker threads share nothing that changes.
struct LayoutSearchTerms {
    const ResolvedWorkload* r = nullptr;
    const Device* device = nullptr;
    const ComputeSpec* compute = nullptr;
    int count = 0;
    MemoryDeviceTerms memory;
    FrozenWeightBytes frozen; // the frozen weights' bytes, whole model
    double roomy = 0;         // the memory per device the headroom policy allows
    std::array<SearchHost, 8> hosts{};
    std::size_t hostCount = 0;
};

// The terms of a search over `count` devices of `device`, with the host of each tensor-parallel
// group in `groups` chosen once (the offer depends on the count and the group alone).
LayoutSearchTerms layoutSearchTerms(const ResolvedWorkload& r, const Device& device, int count,
                                    const ComputeSpec& compute, const Constraints& constraints,
                                    std::span<const int> groups);

// What one device holds of the model states under the layout (modelStatesPerDevice). They depend
// on the split and the sharding only: a search keeps them while it tries micro-batches and
// recomputation within one split.
ModelStates screenStates(const LayoutSearchTerms& terms, const Layout& layout);

// A layout's memory per device with its model states known (modelStatesPerDevice): the total of
// the breakdown evaluatePlacement reports.
double screenMemory(const LayoutSearchTerms& terms, const Layout& layout,
                    const ModelStates& states);

// Where that memory stands: 2 within the headroom policy, 1 within the capacity, 0 neither.
int fitClass(const LayoutSearchTerms& terms, double memory);

// A deep-learning layout's samples per second on its group's host, data track included: the
// samplesPerSecond of evaluatePlacement's time.
double screenRate(const LayoutSearchTerms& terms, const Layout& layout);

// Both, as the search ranks a layout that may win.
struct LayoutScreen {
    double memory = 0;
    int fitClass = 0;
    double samplesPerSecond = 0;
};
LayoutScreen screenLayout(const LayoutSearchTerms& terms, const Layout& layout,
                          const ModelStates& states);

} // namespace rightsize

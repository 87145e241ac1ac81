#include "core/estimate/layout_screen.h"

#include <algorithm>

namespace rightsize {

int modelGroup(const Layout& layout) {
    return std::max(1, layout.tensor);
}

const Device& hostOf(const OfferChoice& offer, const Device& device) {
    return offer.offer ? *offer.priced : device;
}

void settleDataTrack(const ResolvedWorkload& r, double feed, Bottleneck limitedBy,
                     TimeBreakdown& t) {
    t.steps = t.stepSeconds > 0 && t.samplesPerSecond > 0
                  ? r.totalSamples / (t.samplesPerSecond * t.stepSeconds)
                  : 0;
    if (r.w.kind == WorkloadKind::OnlineServing)
        return;
    t.supplySamplesPerSecond = feed;
    if (feed > 0 && t.samplesPerStep > 0) {
        t.dataSeconds = t.samplesPerStep / feed;
        if (t.dataSeconds > t.stepSeconds) {
            const double ratio = t.stepSeconds / t.dataSeconds;
            t.stepSeconds = t.dataSeconds;
            t.critical = CriticalTrack::Data;
            t.bottleneck = limitedBy;
            t.samplesPerSecond *= ratio;
            t.tokensPerSecond *= ratio;
            t.mfu *= ratio;
            t.acceleratorUtilisation *= ratio;
        }
    }
}

namespace {

SearchHost searchHost(const ResolvedWorkload& r, const Device& device, int count,
                      const ComputeSpec& compute, int group) {
    SearchHost h;
    h.group = group;
    h.host = &hostOf(chooseOffer(device, count, compute, group), device);
    if (r.training)
        h.step = trainingDeviceTerms(r, *h.host);
    if (r.w.kind != WorkloadKind::OnlineServing) {
        const DataSupply supply = estimateDataSupply(r, *h.host, count);
        h.feed = supply.samplesPerSecond();
        h.limitedBy = supply.limitedBy();
    }
    return h;
}

double rateOn(const ResolvedWorkload& r, const SearchHost& h, const Layout& layout, int count) {
    TimeBreakdown t = r.training ? estimateTrainingStep(r, *h.host, h.step, layout)
                                 : estimateInference(r, *h.host, layout, count);
    settleDataTrack(r, h.feed, h.limitedBy, t);
    return t.samplesPerSecond;
}

} // namespace

LayoutSearchTerms layoutSearchTerms(const ResolvedWorkload& r, const Device& device, int count,
                                    const ComputeSpec& compute, const Constraints& constraints,
                                    std::span<const int> groups) {
    LayoutSearchTerms t;
    t.r = &r;
    t.device = &device;
    t.compute = &compute;
    t.count = count;
    t.memory = memoryDeviceTerms(r, device);
    t.frozen = frozenWeightBytes(r);
    t.roomy = t.memory.capacity * (1 - std::clamp(constraints.minHeadroom, 0.0, 0.99));
    for (int tensor : groups) {
        Layout l;
        l.tensor = tensor;
        const int group = modelGroup(l);
        const auto end = t.hosts.begin() + static_cast<std::ptrdiff_t>(t.hostCount);
        const bool known = std::any_of(t.hosts.begin(), end,
                                       [&](const SearchHost& h) { return h.group == group; });
        if (!known && t.hostCount < t.hosts.size())
            t.hosts[t.hostCount++] = searchHost(r, device, count, compute, group);
    }
    return t;
}

ModelStates screenStates(const LayoutSearchTerms& terms, const Layout& layout) {
    return modelStatesPerDevice(*terms.r, terms.frozen, *terms.device, layout);
}

double screenMemory(const LayoutSearchTerms& terms, const Layout& layout,
                    const ModelStates& states) {
    return estimateMemoryWith(*terms.r, *terms.device, terms.memory, layout, states).total();
}

int fitClass(const LayoutSearchTerms& terms, double memory) {
    return memory <= terms.roomy ? 2 : (memory <= terms.memory.capacity ? 1 : 0);
}

double screenRate(const LayoutSearchTerms& terms, const Layout& layout) {
    const int group = modelGroup(layout);
    for (std::size_t i = 0; i < terms.hostCount; ++i)
        if (terms.hosts[i].group == group)
            return rateOn(*terms.r, terms.hosts[i], layout, terms.count);
    // A group the terms were not built for: its host worked out here, the same way.
    return rateOn(*terms.r, searchHost(*terms.r, *terms.device, terms.count, *terms.compute, group),
                  layout, terms.count);
}

LayoutScreen screenLayout(const LayoutSearchTerms& terms, const Layout& layout,
                          const ModelStates& states) {
    LayoutScreen s;
    s.memory = screenMemory(terms, layout, states);
    s.fitClass = fitClass(terms, s.memory);
    s.samplesPerSecond = screenRate(terms, layout);
    return s;
}

} // namespace rightsize

#include "core/estimate/planner.h"

#include "core/estimate/break_even.h"
#include "core/estimate/classic_ml_estimator.h"
#include "core/estimate/data_pipeline.h"
#include "core/estimate/decisive_reason.h"
#include "core/estimate/disaggregated_serving.h"
#include "core/estimate/etl_estimator.h"
#include "core/estimate/explain.h"
#include "core/estimate/findings.h"
#include "core/estimate/hosted_api.h"
#include "core/estimate/layout_screen.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/offer_choice.h"
#include "core/estimate/pricing_model.h"
#include "core/estimate/recommendation.h"
#include "core/estimate/serving_planner.h"
#include "core/estimate/time_estimator.h"
#include "core/estimate/vector_state.h"
#include "core/estimate/work_split.h"
#include "core/model/currency.h"
#include "core/model/disaggregation.h"
#include "core/model/scenario_fields.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace rightsize {
namespace {

bool isTraining(const ResolvedWorkload& r) {
    return r.training;
}

bool meets(const OptionResult& o, const Constraints& c) {
    if (!o.fits)
        return false;
    if (c.deadlineHours && o.timeSeconds.expected > *c.deadlineHours * 3600.0)
        return false;
    // With no price known the option cannot be said to fit a budget.
    const bool priced = o.cost.perHour > 0;
    if (c.budgetPerHour && (!priced || o.cost.perHour > *c.budgetPerHour + 1e-9))
        return false;
    if (c.budgetTotal && (!priced || o.cost.total.expected > *c.budgetTotal + 1e-9))
        return false;
    return true;
}

// Fills the layout's derived split (data-parallel size, accumulation) for `count` devices. False
// when the layout cannot run there: the model split does not divide the devices, or the global
// batch is too small for a micro-batch on every data-parallel rank.
bool completeLayout(Layout& l, int count, int globalBatch, bool training) {
    const int modelSplit = l.tensor * l.pipeline;
    if (modelSplit <= 0 || count % modelSplit != 0)
        return false;
    l.data = count / modelSplit;
    // Context-parallel ranks share their samples: data / context of them run side by side.
    if (!training)
        l.context = 1;
    if (l.context < 1 || l.data % l.context != 0)
        return false;
    const int sampleRanks = l.data / l.context;
    if (std::int64_t(l.microBatch) * sampleRanks > globalBatch)
        return false;
    // Expert-parallel ranks are data-parallel ones in training; in inference they are the
    // replica's tensor-parallel devices holding whole experts.
    if (l.expert > 1 && (training ? l.data % l.expert != 0 : l.expert != l.tensor))
        return false;
    // Inference keeps no gradients: nothing accumulates between its passes.
    l.gradientAccumulation =
        training
            ? std::max(1,
                       int(std::lround(double(globalBatch) / (double(l.microBatch) * sampleRanks))))
            : 1;
    if (l.pipeline == 1)
        l.interleave = 1;
    return true;
}

} // namespace

namespace {

// What the offer choice means for the option: nothing to buy where the scenario looks, or devices
// paid for beyond those used because instances come whole.
void addOfferFindings(const OfferChoice& offer, int count, int group,
                      std::vector<Finding>& findings) {
    if (offer.groupSplit)
        findings.push_back(
            Finding{std::string(kFindingGroupSplitsInstances),
                    Severity::Error,
                    {{"group", double(group)},
                     {"per_instance", double(instanceDevices(offer.priced->onDemand))}}});
    else if (offer.outsideSelection)
        findings.push_back(Finding{std::string(kFindingNoOfferSelected), Severity::Warning, {}});
    else if (offer.offer && offer.offer->onDemand.currency != kPlanCurrency &&
             !offer.offer->onDemand.known() && offer.offer->onDemand.perHourInCurrency > 0)
        findings.push_back(
            Finding{std::string(kFindingOfferCurrencyUnconverted), Severity::Warning, {}});
    else if (offer.perInstance > 0 && offer.billedDevices > count)
        findings.push_back(Finding{std::string(kFindingWholeInstancesBilled),
                                   Severity::Info,
                                   {{"devices", double(count)},
                                    {"billed", double(offer.billedDevices)},
                                    {"per_instance", double(offer.perInstance)},
                                    {"instances", double(offer.instances())}}});
}

// What is rented: whole instances of the chosen offer, and how many devices each holds.
void setBilling(const OfferChoice& offer, CostEstimate& cost) {
    cost.billedDevices = offer.billedDevices;
    cost.devicesPerInstance = std::max(1, offer.perInstance);
    cost.instances = offer.instances();
}

// Classic ML and ETL have their own models; the plan shows them in the same terms.
void evaluateTabular(const ResolvedWorkload& r, const Placement& p, OptionResult& o) {
    const Device& d = *p.device;
    const Workload& w = r.w;
    double rows = 0;
    if (w.kind == WorkloadKind::ClassicMl) {
        const ClassicMlEstimate e = estimateClassicMl(w.classicMl, d, p.count);
        o.memory.activations = e.memoryBytes / std::max(1, p.count);
        o.timeSeconds = e.seconds;
        o.time.computeSeconds = e.computeSeconds;
        o.time.memorySeconds = e.memorySeconds;
        o.time.overheadSeconds = e.fixedSeconds;
        o.time.bottleneck = e.bottleneck;
        rows = w.classicMl.rows;
    } else {
        const EtlEstimate e = estimateEtl(w.dataPrep, d, p.count);
        o.memory.activations = std::min(e.memoryBytes, usableCapacity(d)) / std::max(1, p.count);
        o.timeSeconds = e.seconds;
        o.time.computeSeconds = e.computeSeconds;
        o.time.memorySeconds = e.scanSeconds + e.shuffleSeconds;
        o.time.bottleneck = e.bottleneck;
        rows = w.dataPrep.rows;
        o.memory.activations =
            e.spills ? usableCapacity(d) * 0.6 : e.memoryBytes / std::max(1, p.count);
    }
    o.memory.overhead = runtimeOverheadBytes(w.framework, d.kind);
    o.time.stepSeconds = o.timeSeconds.expected;
    o.time.steps = 1;
    o.time.samplesPerSecond = o.timeSeconds.expected > 0 ? rows / o.timeSeconds.expected : 0;
    o.time.acceleratorUtilisation =
        o.timeSeconds.expected > 0 ? o.time.computeSeconds / o.timeSeconds.expected : 0;
}

// The step of a deep-learning placement on the host its offer runs on, the data track included
// (the layout search's screen runs the same functions: core/estimate/layout_screen.h).
TimeBreakdown deepStep(const ResolvedWorkload& r, const Device& host, const Placement& p) {
    TimeBreakdown t = isTraining(r) ? estimateTrainingStep(r, host, p.layout, p.count)
                                    : estimateInference(r, host, p.layout, p.count);
    const DataSupply supply = r.w.kind == WorkloadKind::OnlineServing
                                  ? DataSupply{}
                                  : estimateDataSupply(r, host, p.count);
    settleDataTrack(r, supply.samplesPerSecond(), supply.limitedBy(), t);
    return t;
}

} // namespace

OptionResult evaluatePlacement(const ResolvedWorkload& r, const Placement& p,
                               const ComputeSpec& compute, const Constraints& constraints) {
    OptionResult o;
    o.placement = p;
    const Device& d = *p.device;
    // The cheapest offer of the device in the selected providers and regions, whole instances.
    // Its instance's host (vCPUs, NIC) is what the job runs on: it feeds the data pipeline and
    // the communication between nodes, so the same GPU on another host can take another time.
    const OfferChoice offer = chooseOffer(d, p.count, compute, modelGroup(p.layout));
    const Device& host = hostOf(offer, d);
    const WorkloadKind kind = r.w.kind;
    if (kind == WorkloadKind::ClassicMl || kind == WorkloadKind::DataPrep) {
        evaluateTabular(r, p, o);
        o.timeClass = r.timeClass;
        const EstimateBand& band = r.bands.of(r.timeClass);
        o.timeSeconds.low = o.timeSeconds.expected * band.low;
        o.timeSeconds.high = o.timeSeconds.expected * band.high;
    } else {
        o.memory = estimateMemory(r, d, p.layout);
        o.time = deepStep(r, host, p);
        if (kind != WorkloadKind::OnlineServing) {
            o.timeClass = rangeClass(r, o.time);
            o.timeSeconds = jobSeconds(o.time, r.totalSamples, r.bands.of(o.timeClass));
        }
    }
    o.capacityBytes = usableCapacity(d);
    o.fits = p.layoutValid && o.memory.total() <= o.capacityBytes;
    const EstimateBand& memoryBand = r.bands.of(EstimateClass::Memory);
    o.memoryRange = {o.memory.total(), o.memory.total() * memoryBand.low,
                     o.memory.total() * memoryBand.high};
    o.layoutValid = p.layoutValid;

    const Device& billedBy = *offer.priced;
    o.cost.perHour = hourlyPrice(billedBy, offer.billedDevices, PriceRule(compute));
    o.cost.quote = &quoteFor(billedBy, PriceRule(compute));
    setBilling(offer, o.cost);
    if (o.timeSeconds.expected > 0) {
        // The pricing mode turns run time into wall time and billed hours (spot restarts,
        // cold starts, idle tails, serverless segments).
        JobCost job =
            jobCost(billedBy, offer.billedDevices, o.timeSeconds.expected / 3600.0, compute);
        const double lowScale = o.timeSeconds.low / o.timeSeconds.expected;
        const double highScale = o.timeSeconds.high / o.timeSeconds.expected;
        o.cost.perHour = job.perHour;
        o.cost.billedHours = job.billedHours;
        o.cost.computeHours = job.computeHours;
        o.cost.startupHours = job.startupHours;
        o.cost.idleHours = job.idleHours;
        o.cost.interruptionHours = job.billedHours - job.computeHours - job.idleHours -
                                   (compute.pricing == Pricing::Serverless ? 0 : job.startupHours);
        o.cost.total = {job.totalUsd.expected, job.totalUsd.low * lowScale,
                        job.totalUsd.high * highScale};
        o.timeSeconds = {job.wallHours * 3600.0, job.wallHoursLow * 3600.0 * lowScale,
                         job.wallHoursHigh * 3600.0 * highScale};
        if (!job.findings.empty())
            o.findings = std::move(job.findings);
    } else if (p.count > 0) {
        // Serving and other open-ended work never reach jobCost, which says this for jobs: a
        // stand-in price (no serverless offer of the device) is marked as such, and refused.
        addPriceFindings(billedBy, PriceRule(compute), offer.billedDevices, o.findings);
    }
    if (o.time.tokensPerSecond > 0)
        o.cost.perMillionTokens = o.cost.perHour / (o.time.tokensPerSecond * 3600.0) * 1e6;
    // Training samples are not requests: a job's cost is its total, not a price per request.
    if (o.time.samplesPerSecond > 0 && !r.training)
        o.cost.perMillionRequests = o.cost.perHour / (o.time.samplesPerSecond * 3600.0) * 1e6;
    addOfferFindings(offer, p.count, modelGroup(p.layout), o.findings);
    // An offer that refuses the job (a serverless run past its cap, more GPUs than one serverless
    // node, a device with no serverless offer) is no way to run it, whatever it would cost.
    const bool refused = std::any_of(o.findings.begin(), o.findings.end(), [](const Finding& f) {
        return f.code == kFindingServerlessRunCap || f.code == kFindingServerlessNodeCap ||
               f.code == kFindingServerlessDeviceUnavailable ||
               f.code == kFindingGroupSplitsInstances;
    });
    o.meetsConstraints = !refused && meets(o, constraints);
    return o;
}

namespace {

// The values the layout search may try for one field: the user's value when pinned, otherwise
// the planner's candidates.
template <class T>
std::vector<T> choices(const std::optional<T>& pinned, std::vector<T> candidates) {
    if (pinned)
        return {*pinned};
    return candidates;
}

struct SearchSpace {
    std::vector<int> tensor, pipeline, interleave, microBatch, expert;
    std::vector<Recompute> recompute;
    std::vector<Sharding> sharding;
    std::optional<bool> sequenceParallel; // empty: on wherever tensor parallelism is
    int context = 1; // context parallelism is the user's to pin: a recipe choice at long sequences
    bool flash = true;
    bool fitBatch = false; // inference: the largest batch up to microBatch's value that fits
};

bool anyPinned(const Workload& w) {
    return w.parallelism.tensor || w.parallelism.pipeline || w.parallelism.interleave ||
           w.parallelism.expert || w.parallelism.context || w.parallelism.sequenceParallel ||
           w.microBatchSize || w.recompute || w.sharding || w.flashAttention;
}

// The fields a search may vary for this workload on this device; `honourPins` keeps the user's
// values, otherwise every field is free (to find the alternative shown next to a pinned layout).
SearchSpace searchSpace(const ResolvedWorkload& r, const Device& device, int count,
                        const ComputeSpec& compute, bool honourPins) {
    const Workload& w = r.w;
    const bool training = r.training;
    const bool gpu = device.kind == DeviceKind::Gpu;
    SearchSpace s;
    auto pin = [&](const auto& value) {
        return honourPins ? value : std::decay_t<decltype(value)>{};
    };
    // A tensor-parallel group needs one machine's links: no larger than the largest instance an
    // offer of the device rents (a g4dn.xlarge holds one T4, whatever a g4dn.metal holds).
    const int group = std::min(std::max(1, device.devicesPerNode), largestGroup(device, compute));
    std::vector<int> splits;
    for (int v : {1, 2, 4, 8})
        if (v <= std::min(count, group) && (r.m.transformer || v == 1))
            splits.push_back(v);
    s.tensor = choices(pin(w.parallelism.tensor), splits);
    std::vector<int> stages{1};
    if (training && r.m.transformer)
        for (int v : {2, 4, 8})
            if (v <= r.m.layers && v <= count)
                stages.push_back(v);
    s.pipeline = choices(pin(w.parallelism.pipeline), training ? stages : std::vector<int>{1});
    s.interleave = choices(pin(w.parallelism.interleave), {1});
    // Expert parallelism for models with routed experts: in training over data-parallel ranks
    // (whole nodes at most), in inference over the replica's devices.
    std::vector<int> expertRanks{1};
    if (r.m.experts > 1)
        for (int v : {2, 4, 8, 16, 32, 64})
            if (v <= count && r.m.experts % v == 0 && (training || v <= group))
                expertRanks.push_back(v);
    s.expert = choices(pin(w.parallelism.expert), expertRanks);
    s.sequenceParallel = pin(w.parallelism.sequenceParallel);
    s.context = training ? pin(w.parallelism.context).value_or(1) : 1;
    const int largest =
        training ? w.batchSize
                 : (w.kind == WorkloadKind::OnlineServing ? std::max(1, w.serving.maxBatch)
                                                          : std::max(1, w.batchSize));
    std::vector<int> batches;
    for (int v : {1, 2, 4, 8, 16, 32, 64, 128, 256})
        if (v <= largest)
            batches.push_back(v);
    s.microBatch = choices(pin(w.microBatchSize), batches);
    // Inference runs the largest batch that fits, up to what the scenario allows.
    if (!training && !pin(w.microBatchSize)) {
        s.microBatch = {largest};
        s.fitBatch = true;
    }
    // Selective recomputation where the framework offers it: Megatron's core attention, PyTorch's
    // per-operator checkpointing policies (torchtitan); the Trainer and DeepSpeed recompute whole
    // layers only.
    const bool selective = w.framework == Framework::Pytorch || w.framework == Framework::Megatron;
    s.recompute = choices(
        pin(w.recompute),
        !training   ? std::vector<Recompute>{Recompute::None}
        : selective ? std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full}
                    : std::vector<Recompute>{Recompute::None, Recompute::Full});
    s.sharding =
        choices(pin(w.sharding),
                training ? std::vector<Sharding>{Sharding::None, Sharding::Zero1, Sharding::Zero2,
                                                 Sharding::Zero3, Sharding::Zero3Hybrid}
                         : std::vector<Sharding>{Sharding::None});
    s.flash = gpu && pin(w.flashAttention).value_or(true);
    return s;
}

// How good a layout is for the search: fitting with the headroom the policy asks for beats
// fitting at all, which beats not fitting; then the faster. Between layouts equally fast the
// larger micro-batch wins: where the time model does not price per-micro-step launch costs (the
// CNN path), practitioners still run the largest micro-batch that fits, and "micro-batch 4,
// accumulate 256" on a card with 90% free would read as a planner mistake.
struct Rank {
    int fitClass = 0; // 2: fits with headroom, 1: fits, 0: does not fit
    double rate = 0;
    double memory = 0;
    int microBatch = 0;
    bool betterThan(const Rank& o) const {
        if (fitClass != o.fitClass)
            return fitClass > o.fitClass;
        if (fitClass == 0)
            return memory < o.memory * 0.9999;
        if (rate > o.rate * 1.0001)
            return true;
        if (o.rate > rate * 1.0001)
            return false;
        return microBatch > o.microBatch;
    }
};

struct SearchResult {
    bool found = false;
    OptionResult best;
    Rank rank;
};

// The largest batch up to `l.microBatch` whose memory stays within the headroom policy, or within
// the capacity when none does; memory grows with the batch, so bisection finds it.
int largestFittingBatch(const LayoutSearchTerms& terms, Layout l, const ModelStates& states) {
    const int cap = std::max(1, l.microBatch);
    auto fitsWithin = [&](int b, double limit) {
        l.microBatch = b;
        return screenMemory(terms, l, states) <= limit;
    };
    for (double limit : {terms.roomy, terms.memory.capacity}) {
        if (!fitsWithin(1, limit))
            continue;
        int lo = 1, hi = cap;
        if (fitsWithin(hi, limit))
            return hi;
        while (hi - lo > 1) { // lo fits, hi does not
            const int mid = lo + (hi - lo) / 2;
            (fitsWithin(mid, limit) ? lo : hi) = mid;
        }
        return lo;
    }
    return 1;
}

// The model states of the last split searched: they depend on the tensor, pipeline, expert and
// data split and the sharding, not on the micro-batch or recomputation tried within it.
struct StatesMemo {
    bool known = false;
    Layout key;
    ModelStates states;
    const ModelStates& of(const LayoutSearchTerms& terms, const Layout& l) {
        if (!known || l.tensor != key.tensor || l.pipeline != key.pipeline ||
            l.expert != key.expert || l.data != key.data || l.sharding != key.sharding) {
            states = screenStates(terms, l);
            key = l;
            known = true;
        }
        return states;
    }
};

bool isTabular(const ResolvedWorkload& r) {
    return r.w.kind == WorkloadKind::ClassicMl || r.w.kind == WorkloadKind::DataPrep;
}

// The rate a layout is ranked by: the samples per second evaluatePlacement would report, without
// the cost, the offer's findings and the option they fill (the same functions, so the same
// numbers). Tabular work has no layouts to speak of and is evaluated in full.
double rateOf(const LayoutSearchTerms& terms, const Layout& l) {
    if (!isTabular(*terms.r))
        return screenRate(terms, l);
    Placement p;
    p.device = terms.device;
    p.count = terms.count;
    p.pricing = terms.compute->pricing;
    p.layout = l;
    return evaluatePlacement(*terms.r, p, *terms.compute, Constraints{}).time.samplesPerSecond;
}

SearchResult searchLayouts(const ResolvedWorkload& r, const Device& device, int count,
                           const ComputeSpec& compute, const Constraints& constraints,
                           const SearchSpace& space) {
    SearchResult result;
    Placement p;
    p.device = &device;
    p.count = count;
    p.pricing = compute.pricing;
    // What no layout changes, worked out once for the whole search.
    const LayoutSearchTerms terms = layoutSearchTerms(
        r, device, count, compute, constraints,
        isTabular(r) ? std::span<const int>() : std::span<const int>(space.tensor));
    const int batchForSplit = r.training ? r.w.batchSize : 1 << 30;
    Layout chosen;
    StatesMemo states;
    for (int tp : space.tensor)
        for (int pp : space.pipeline)
            for (int v : space.interleave)
                for (Sharding sh : space.sharding)
                    for (Recompute rc : space.recompute)
                        for (int mb : space.microBatch)
                            for (int ep : space.expert) {
                                Layout l;
                                l.expert = ep;
                                l.context = space.context;
                                l.tensor = tp;
                                l.pipeline = pp;
                                l.interleave = v;
                                l.sequenceParallel = space.sequenceParallel.value_or(tp > 1);
                                l.flashAttention = space.flash;
                                l.microBatch = mb;
                                l.recompute = rc;
                                l.sharding = sh;
                                if (!completeLayout(l, count, batchForSplit, r.training))
                                    continue;
                                // A context-parallel rank needs at least one token of each
                                // sequence.
                                if (l.context > r.seqLen)
                                    continue;
                                // Sharding needs replicas to shard over (pinned or not, it is a
                                // no-op).
                                if (l.sharding != Sharding::None && l.data == 1 &&
                                    space.sharding.size() > 1)
                                    continue;
                                if (l.sharding == Sharding::Zero3Hybrid &&
                                    space.sharding.size() > 1 && shardGroup(device, l) >= l.data)
                                    continue; // the same as ZeRO-3 on one node
                                const ModelStates& held = states.of(terms, l);
                                if (space.fitBatch)
                                    l.microBatch = largestFittingBatch(terms, l, held);
                                const double memory = screenMemory(terms, l, held);
                                Rank rank{fitClass(terms, memory), 0, memory, l.microBatch};
                                if (result.found && rank.fitClass < result.rank.fitClass)
                                    continue; // cannot win: skip the time estimate
                                // A layout that does not fit is ranked by its memory alone.
                                if (rank.fitClass > 0)
                                    rank.rate = rateOf(terms, l);
                                if (!result.found || rank.betterThan(result.rank)) {
                                    chosen = l;
                                    result.rank = rank;
                                    result.found = true;
                                }
                            }
    // Only the winner needs its cost, offer and findings: evaluated in full once.
    if (result.found) {
        p.layout = chosen;
        result.best = evaluatePlacement(r, p, compute, constraints);
    }
    return result;
}

Finding invalidLayoutFinding(const ResolvedWorkload& r, const Device& device, int count) {
    const Workload& w = r.w;
    return {"invalid_layout",
            Severity::Error,
            {{"devices", double(count)},
             {"tensor", double(w.parallelism.tensor.value_or(1))},
             {"pipeline", double(w.parallelism.pipeline.value_or(1))},
             {"micro_batch", double(w.microBatchSize.value_or(1))},
             {"batch", double(w.batchSize)},
             {"devices_per_node", double(device.devicesPerNode)}}};
}

} // namespace

OptionResult bestLayout(const ResolvedWorkload& r, const Device& device, int count,
                        const ComputeSpec& compute, const Constraints& constraints) {
    SearchResult own = searchLayouts(r, device, count, compute, constraints,
                                     searchSpace(r, device, count, compute, true));
    if (!own.found) {
        // The pinned layout cannot run on these devices: say so with the planner's layout beside
        // it.
        Placement p;
        p.device = &device;
        p.count = count;
        p.pricing = compute.pricing;
        p.layoutValid = false;
        p.layout.microBatch = 1;
        p.layout.data = count;
        own.best = evaluatePlacement(r, p, compute, constraints);
        own.best.findings.push_back(invalidLayoutFinding(r, device, count));
    }
    if (anyPinned(r.w) && isDeepKind(r.w.kind)) {
        const SearchResult free = searchLayouts(r, device, count, compute, constraints,
                                                searchSpace(r, device, count, compute, false));
        const bool better = free.found && (!own.found || free.rank.betterThan(own.rank));
        if (better) {
            LayoutAlternative a;
            a.layout = free.best.placement.layout;
            a.memoryBytes = free.best.memory.total();
            a.fits = free.rank.fitClass == 2;
            a.stepSeconds = free.best.time.stepSeconds;
            a.samplesPerSecond = free.best.time.samplesPerSecond;
            own.best.alternative = a;
        }
    }
    return own.best;
}

std::vector<ComputeOption> candidateOptions(const ResolvedWorkload& r, const Scenario& scenario,
                                            const Catalog& catalog) {
    if (!scenario.compute.options.empty())
        return scenario.compute.options;
    std::vector<ComputeOption> out;
    const WorkloadKind kind = r.w.kind;
    const bool cpuOnly = kind == WorkloadKind::DataPrep;
    if (kind == WorkloadKind::ClassicMl) {
        for (const Device& d : catalog.devices)
            if (d.rentable)
                out.push_back({d.id, 1});
        return out;
    }
    // A pinned model split needs whole multiples of it.
    const int split = r.w.parallelism.tensor.value_or(1) * r.w.parallelism.pipeline.value_or(1) *
                      (r.training ? r.w.parallelism.context.value_or(1) : 1);
    for (const Device& d : catalog.devices) {
        // A device whose software stack does not run the framework (TensorRT on ROCm) is no option.
        if (!d.rentable || !d.runs(r.w.framework) || refusesPrecision(r, d))
            continue;
        if (d.kind == DeviceKind::Cpu) {
            out.push_back({d.id, 1});
            continue;
        }
        if (cpuOnly)
            continue;
        const int perNode = std::max(1, d.devicesPerNode);
        if (kind == WorkloadKind::OnlineServing) {
            // One replica of the smallest tensor-parallel group the model fits in; the serving
            // planner then adds replicas for the load.
            int chosen = 0;
            for (int tp : {1, 2, 4, 8}) {
                if (tp > perNode || (split > 1 && tp % split != 0))
                    continue;
                Layout l;
                l.tensor = tp;
                l.data = 1;
                l.microBatch = 1;
                if (estimateMemory(r, d, l).total() <= usableCapacity(d)) {
                    chosen = tp;
                    break;
                }
            }
            out.push_back({d.id, chosen > 0 ? chosen : std::max(1, split)});
            continue;
        }
        for (int c : {1, 2, 4, 8})
            if (c <= std::max(8, perNode) && c % split == 0)
                out.push_back({d.id, c});
        // Whole nodes beyond one, while the model needs more memory than a node holds.
        if (r.training && perNode >= 8) {
            const double statesPerParam = r.weightBytesPerTrainable + r.gradientBytesPerTrainable +
                                          r.optimizerBytesPerTrainable;
            const double need =
                r.trainableParams * statesPerParam + r.frozenParams * r.weightBytesFrozenLinear;
            for (int nodes = 2; nodes <= 64; nodes *= 2) {
                if (need / (nodes / 2.0 * perNode) < usableCapacity(d) * 0.7)
                    break;
                if ((nodes * perNode) % split == 0)
                    out.push_back({d.id, nodes * perNode});
            }
        }
    }
    return out;
}

namespace {

// Serving plans already made in this planning run. Sized to the target, a plan depends on the
// device and the parts of the layout the service model reads (tensor and expert split, the batch
// the memory fit allows), not on the count proposed: counts 1, 2, 4 and 8 of one device with the
// same layout size to the same replicas, so the simulations run once per distinct key.
struct ServingKey {
    const Device* device;
    int tensor;
    int expert;
    int microBatch;
    int step;
    int prefill;
    int decode;
    bool operator<(const ServingKey& o) const {
        return std::tie(device, tensor, expert, microBatch, step, prefill, decode) <
               std::tie(o.device, o.tensor, o.expert, o.microBatch, o.step, o.prefill, o.decode);
    }
};

// Engines of `layout.tensor` devices one replica holds: a prefill and a decode group apart, or
// one engine doing both.
int enginesPerReplica(const Layout& layout) {
    return layout.prefillEngines > 0 ? layout.prefillEngines + layout.decodeEngines : 1;
}
using ServingMemo = std::map<ServingKey, ServingPlan>;

// The sizing questions answered directly for the recommended option: the most clients its replicas
// serve within the targets (also for an open loop, whose rate says nothing of clients) and the
// fewest devices of its layout, in whole engines, that meet them at the scenario's load.
void addSizingAnswers(std::vector<Reason>& reasons, LatencyEstimate& l, const ResolvedWorkload& r,
                      const Placement& p, int replicas) {
    l.maxClientsMeetingTargets =
        l.maxConcurrencyMeetingTarget > 0
            ? l.maxConcurrencyMeetingTarget
            : maxConcurrencyMeetingTarget(r, *p.device, p.layout, replicas);
    // One engine that already meets the targets at the load is the fewest, as simulated: the
    // search would run the same simulation again.
    const bool oneEngineMeets = l.replicas == 1 && !l.loneRequest && servingTargets(r).any() &&
                                targetMissRatio(l, r.w.serving) <= 1;
    l.fewestDevicesMeetingTargets = oneEngineMeets
                                        ? std::max(1, p.layout.tensor)
                                        : fewestDevicesMeetingTargets(r, *p.device, p.layout);
    if (l.maxClientsMeetingTargets > 0 || l.fewestDevicesMeetingTargets > 0)
        reasons.push_back({"serving_sizing",
                           {{"clients", double(l.maxClientsMeetingTargets)},
                            {"devices", double(l.fewestDevicesMeetingTargets)},
                            // GPUs, or CPU instances: the count is said in the device's unit.
                            {"gpu", p.device->kind == DeviceKind::Gpu ? 1.0 : 0.0}},
                           {}});
}

// When sizing, the option's devices are one replica as listed (the engines it holds are the
// step the replicas grow by); otherwise they are the whole placement.
ServingPlan servingFor(const ResolvedWorkload& r, const OptionResult& o, bool sizeReplicas,
                       ServingMemo& memo) {
    const Device& d = *o.placement.device;
    const Layout& layout = o.placement.layout;
    const int tensor = std::max(1, layout.tensor);
    const int replicas = std::max(1, o.placement.count / (tensor * enginesPerReplica(layout)));
    if (layout.prefillEngines > 0)
        return planDisaggregatedServing(r, d, layout, replicas, sizeReplicas);
    if (!sizeReplicas)
        return planServing(r, d, layout, replicas, false);
    const ServingKey key{&d, tensor, layout.expert, layout.microBatch, replicas, 0, 0};
    if (auto it = memo.find(key); it != memo.end())
        return it->second;
    return memo.emplace(key, planServing(r, d, layout, replicas, true, replicas)).first->second;
}

// A day of two open-loop rates (qps for peak_hours_per_day, qps_low for the rest): the quiet
// hours' replicas, sized to the same targets and never below min_replicas, priced with whole
// instances like the peak's; the day costs the peak's hours at the peak price, the rest at the
// quiet price, and the replicas the peak adds are billed for scale_up_minutes once a day while
// they start. Ranking keeps the peak's price: a fleet that cannot scale still costs that.
void attachAutoscaling(const ResolvedWorkload& r, OptionResult& o, const Scenario& scenario,
                       int tensor) {
    const ServingSpec& s = r.w.serving;
    // A disaggregated fleet's quiet hours would need their own split: not priced yet.
    if (!(s.qpsLow > 0) || !(s.qps > s.qpsLow) || !(s.peakHoursPerDay < 24) || s.concurrency > 0 ||
        !(o.cost.perHour > 0) || o.placement.layout.prefillEngines > 0)
        return;
    ResolvedWorkload quiet = r;
    quiet.w.serving.qps = s.qpsLow;
    const Device& d = *o.placement.device;
    const ServingPlan low = planServing(quiet, d, o.placement.layout, 1, true);
    const int peakReplicas = std::max(1, o.placement.count / tensor);
    const int lowReplicas = std::clamp(std::max(s.minReplicas, low.replicasUsed), 1, peakReplicas);
    const OfferChoice offer =
        chooseOffer(d, lowReplicas * tensor, scenario.compute, modelGroup(o.placement.layout));
    Autoscaling a;
    a.lowReplicas = lowReplicas;
    a.lowPerHour = hourlyPrice(*offer.priced, offer.billedDevices, PriceRule(scenario.compute));
    a.peakHoursPerDay = std::clamp(s.peakHoursPerDay, 0.0, 24.0);
    const double startup = std::max(0.0, s.scaleUpMinutes) / 60.0;
    const double perDay = a.peakHoursPerDay * o.cost.perHour +
                          (24 - a.peakHoursPerDay) * a.lowPerHour +
                          (o.cost.perHour - a.lowPerHour) * startup;
    a.averagePerHour = perDay / 24;
    o.cost.autoscaled = a;
}

void attachServing(const ResolvedWorkload& r, OptionResult& o, const Scenario& scenario,
                   bool sizeReplicas, ServingMemo& memo) {
    const Device& d = *o.placement.device;
    const int tensor = std::max(1, o.placement.layout.tensor);
    const ServingPlan sp = servingFor(r, o, sizeReplicas, memo);
    o.latency = sp.latency;
    if (sizeReplicas) {
        const int engines = sp.replicasUsed * enginesPerReplica(o.placement.layout);
        o.placement.count = engines * tensor;
        o.placement.layout.data = engines;
    }
    const OfferChoice offer =
        chooseOffer(d, o.placement.count, scenario.compute, modelGroup(o.placement.layout));
    o.cost.perHour = hourlyPrice(*offer.priced, offer.billedDevices, PriceRule(scenario.compute));
    o.cost.quote = &quoteFor(*offer.priced, PriceRule(scenario.compute));
    setBilling(offer, o.cost);
    // An open loop serves its rate when it keeps up; a closed loop (or a lone client) serves what
    // its clients' answers let them send.
    const double qps = r.w.serving.qps;
    const double batchRate = o.time.samplesPerSecond;
    if (sp.latency.concurrency > 0)
        o.time.samplesPerSecond = sp.latency.requestsPerSecond;
    else
        o.time.samplesPerSecond = sp.stable ? qps : std::min(qps, o.time.samplesPerSecond);
    // The planner's own layout beside a pinned one was rated on whole batches: keep the two
    // rates in proportion, so its speed-up still compares like with like.
    if (o.alternative && batchRate > 0)
        o.alternative->samplesPerSecond *= o.time.samplesPerSecond / batchRate;
    if (r.generates)
        o.time.tokensPerSecond = o.time.samplesPerSecond * r.w.serving.outputTokens;
    if (o.time.samplesPerSecond > 0)
        o.cost.perMillionRequests = o.cost.perHour / (o.time.samplesPerSecond * 3600.0) * 1e6;
    if (o.time.tokensPerSecond > 0)
        o.cost.perMillionTokens = o.cost.perHour / (o.time.tokensPerSecond * 3600.0) * 1e6;
    o.time.acceleratorUtilisation = sp.latency.utilisation;
    if (sizeReplicas)
        attachAutoscaling(r, o, scenario, tensor);
    if (!sp.meetsTarget)
        o.meetsConstraints = false;
    else
        o.meetsConstraints = meets(o, scenario.constraints);
}

// Between two serving layouts of one device: the one that meets the targets (and every other
// constraint); among those the cheaper, then the one with more margin; among those that miss,
// the one that misses by less, then the cheaper.
bool betterServing(const OptionResult& a, const OptionResult& b, const ServingSpec& spec) {
    if (a.fits != b.fits)
        return a.fits;
    if (a.meetsConstraints != b.meetsConstraints)
        return a.meetsConstraints;
    const double missA = a.latency ? targetMissRatio(*a.latency, spec) : 0;
    const double missB = b.latency ? targetMissRatio(*b.latency, spec) : 0;
    const bool pricedBoth = a.cost.perHour > 0 && b.cost.perHour > 0;
    auto cheaper = [&]() -> std::optional<bool> {
        if (pricedBoth && std::abs(a.cost.perHour - b.cost.perHour) > 1e-9)
            return a.cost.perHour < b.cost.perHour;
        if (!pricedBoth && a.placement.count != b.placement.count)
            return a.placement.count < b.placement.count;
        return std::nullopt;
    };
    if (a.meetsConstraints) {
        if (auto c = cheaper())
            return *c;
        return missA < missB;
    }
    if (std::abs(missA - missB) > 1e-9 * std::max(missA, missB))
        return missA < missB;
    return cheaper().value_or(false);
}

// A listed serving option that misses its targets at its count: how many devices would meet them,
// in whole copies of the listed placement (the replicas sizing adds), said beside it.
void addDevicesTheTargetsNeed(const ResolvedWorkload& r, OptionResult& o, const Scenario& scenario,
                              ServingMemo& memo) {
    OptionResult scaled = o;
    attachServing(r, scaled, scenario, true, memo);
    if (!scaled.meetsConstraints || scaled.placement.count <= o.placement.count)
        return;
    o.findings.push_back({"targets_need_devices",
                          Severity::Warning,
                          {{"count", double(scaled.placement.count)},
                           {"tensor", double(std::max(1, scaled.placement.layout.tensor))},
                           {"replicas", double(scaled.placement.layout.data)}}});
}

OptionResult bestServingOption(const ResolvedWorkload& r, const Device& d, int count,
                               const Scenario& scenario, bool sizeReplicas, bool unitIsTensor,
                               ServingMemo& memo);

// Beside a pinned serving layout, the planner's own suggestion is the layout it would choose with
// every field free, and only where that serves the targets better; a faster layout on whole
// batches that misses them is no better.
void suggestServingLayout(const ResolvedWorkload& r, const Device& d, int count,
                          const Scenario& scenario, bool sizeReplicas, bool unitIsTensor,
                          ServingMemo& memo, OptionResult& pinned) {
    pinned.alternative.reset();
    ResolvedWorkload free = r;
    free.w.parallelism.tensor.reset();
    free.w.parallelism.pipeline.reset();
    free.w.parallelism.expert.reset();
    free.w.microBatchSize.reset();
    const OptionResult own =
        bestServingOption(free, d, count, scenario, sizeReplicas, unitIsTensor, memo);
    if (!own.fits || !betterServing(own, pinned, r.w.serving))
        return;
    LayoutAlternative a;
    a.layout = own.placement.layout;
    a.memoryBytes = own.memory.total();
    a.fits = recommendable(own, scenario.constraints);
    a.stepSeconds = own.time.stepSeconds;
    a.samplesPerSecond = own.time.samplesPerSecond;
    pinned.alternative = a;
}

// Every other tensor group the machine allows, planned on its own: one engine of t devices when
// the replica is the tensor group, else the listed devices split into engines of t; the best by
// betterServing replaces `best`.
void tryEveryTensorGroup(const ResolvedWorkload& r, const Device& d, int count,
                         const Scenario& scenario, bool sizeReplicas, bool unitIsTensor,
                         ServingMemo& memo, OptionResult& best) {
    const int baseTensor = std::max(1, best.placement.layout.tensor);
    const int widest = unitIsTensor ? std::max(1, d.devicesPerNode) : count;
    for (int t : searchSpace(r, d, widest, scenario.compute, true).tensor) {
        // Planned on their own: one engine of t devices when the replica is the tensor group,
        // else the listed devices split into engines of t.
        const int devices = unitIsTensor ? t : count;
        if (t == baseTensor || devices % t != 0 || (unitIsTensor && t < baseTensor))
            continue;
        SearchSpace space = searchSpace(r, d, devices, scenario.compute, true);
        space.tensor = {t};
        SearchResult found =
            searchLayouts(r, d, devices, scenario.compute, scenario.constraints, space);
        if (!found.found || found.rank.fitClass == 0)
            continue;
        OptionResult o = std::move(found.best);
        attachServing(r, o, scenario, sizeReplicas, memo);
        if (betterServing(o, best, r.w.serving))
            best = std::move(o);
    }
}

// Two serving layouts of one device where a split is in play: the one that meets the targets (and
// every other constraint); between two that do, the cheaper, then the one on fewer devices (whole
// instances often price both alike); between two that miss, the one that misses by less.
// Negative: `a` serves better, positive: `b`, 0: neither.
int compareSplits(const OptionResult& a, const OptionResult& b, const ServingSpec& spec) {
    if (a.meetsConstraints != b.meetsConstraints)
        return a.meetsConstraints ? -1 : 1;
    if (!a.meetsConstraints)
        return betterServing(a, b, spec) ? -1 : (betterServing(b, a, spec) ? 1 : 0);
    const bool priced = a.cost.perHour > 0 && b.cost.perHour > 0;
    if (priced && std::abs(a.cost.perHour - b.cost.perHour) > 1e-9)
        return a.cost.perHour < b.cost.perHour ? -1 : 1;
    return a.placement.count == b.placement.count
               ? 0
               : (a.placement.count < b.placement.count ? -1 : 1);
}

// The disaggregated layouts the scenario allows beside the aggregated `whole`, each planned the
// way attachServing plans any layout: the xPyD it gives, or with auto every split of the listed
// devices (the same count) or of a replica the planner grows; the best by compareSplits, then by
// margin (betterServing).
std::optional<OptionResult> bestDisaggregated(const ResolvedWorkload& r, const Scenario& scenario,
                                              bool sizeReplicas, ServingMemo& memo,
                                              const OptionResult& whole,
                                              const Disaggregation& want) {
    const int tensor = std::max(1, whole.placement.layout.tensor);
    const int engines = whole.placement.count / tensor;
    const std::vector<std::pair<int, int>> splits =
        want.fixed() ? std::vector<std::pair<int, int>>{{want.prefill, want.decode}}
                     : disaggregationSplits(sizeReplicas ? 0 : engines);
    std::optional<OptionResult> best;
    for (const auto& [prefill, decode] : splits) {
        OptionResult o = whole;
        o.alternative.reset();
        // What the aggregated engines would need is no finding of the split's.
        std::erase_if(o.findings,
                      [](const Finding& f) { return f.code == "targets_need_devices"; });
        Layout& l = o.placement.layout;
        l.prefillEngines = prefill;
        l.decodeEngines = decode;
        if (!sizeReplicas) {
            // Listed devices hold whole replicas of the split, or it does not run on them.
            const int replicas = engines / (prefill + decode);
            if (replicas < 1 || replicas * (prefill + decode) != engines)
                continue;
            l.data = engines;
        }
        attachServing(r, o, scenario, sizeReplicas, memo);
        const int order = best ? compareSplits(o, *best, r.w.serving) : -1;
        if (order < 0 || (order == 0 && betterServing(o, *best, r.w.serving)))
            best = std::move(o);
    }
    return best;
}

// The comparison of the two, with the numbers of each, as a finding of the option kept.
constexpr const char* kFindingDisaggregationWins = "disaggregation_wins";
constexpr const char* kFindingAggregationWins = "aggregation_wins";

Finding disaggregationFinding(const OptionResult& whole, const OptionResult& split,
                              bool splitWins) {
    const LatencyEstimate& a = *whole.latency;
    const LatencyEstimate& b = *split.latency;
    return {splitWins ? kFindingDisaggregationWins : kFindingAggregationWins,
            Severity::Info,
            {{"prefill", double(split.placement.layout.prefillEngines)},
             {"decode", double(split.placement.layout.decodeEngines)},
             {"split_gpus", double(split.placement.count)},
             {"split_ttft_p95_ms", b.ttftMs.p95},
             {"split_tpot_p95_ms", b.tpotMs.p95},
             {"split_meets", split.meetsConstraints ? 1.0 : 0.0},
             {"whole_gpus", double(whole.placement.count)},
             {"whole_ttft_p95_ms", a.ttftMs.p95},
             {"whole_tpot_p95_ms", a.tpotMs.p95},
             {"whole_meets", whole.meetsConstraints ? 1.0 : 0.0},
             {"kv_transfer_ms", b.kvTransferMs}}};
}

// Prefill and decode on engines of their own, where the scenario asks for it: a given xPyD
// replaces the aggregated layout; auto keeps whichever serves the targets better (compareSplits).
// Either way the option says how the two compared.
void considerDisaggregation(const ResolvedWorkload& r, const Scenario& scenario, bool sizeReplicas,
                            ServingMemo& memo, OptionResult& best) {
    const std::optional<Disaggregation> want = parseDisaggregation(r.w.serving.disaggregation);
    if (!want || !want->considered() || !best.fits || !best.layoutValid || !best.latency ||
        !disaggregationPossible(r, *best.placement.device, best.placement.layout))
        return;
    // Auto compares the two against the targets; without any, the aggregated layout stands.
    if (want->automatic && !servingTargets(r).any())
        return;
    std::optional<OptionResult> split =
        bestDisaggregated(r, scenario, sizeReplicas, memo, best, *want);
    if (!split || !split->latency)
        return;
    // On a tie the engines doing both stay: they need no KV transfer and no router.
    const bool splitWins = compareSplits(*split, best, r.w.serving) < 0;
    const Finding f = disaggregationFinding(best, *split, splitWins);
    const double wholeMiss = targetMissRatio(*best.latency, r.w.serving);
    const double splitMiss = targetMissRatio(*split->latency, r.w.serving);
    if (splitWins || want->fixed())
        best = std::move(*split);
    best.latency->aggregatedMissRatio = wholeMiss;
    best.latency->disaggregatedMissRatio = splitMiss;
    best.findings.push_back(f);
}

// A serving option aims at the scenario's targets: every tensor-parallel group the device's
// machine allows (and the count divides) is planned at the scenario's load, its replicas sized
// when the planner scales them, and the best by betterServing wins. A tensor size the scenario
// pins is evaluated as given; so is a scenario without targets (its layout is the fastest on
// whole batches, as for any other workload).
OptionResult bestServingOption(const ResolvedWorkload& r, const Device& d, int count,
                               const Scenario& scenario, bool sizeReplicas, bool unitIsTensor,
                               ServingMemo& memo) {
    OptionResult best = bestLayout(r, d, count, scenario.compute, scenario.constraints);
    if (best.fits)
        attachServing(r, best, scenario, sizeReplicas, memo);
    if (!best.fits || !best.layoutValid)
        return best;
    if (servingTargets(r).any()) {
        if (r.w.parallelism.tensor)
            suggestServingLayout(r, d, count, scenario, sizeReplicas, unitIsTensor, memo, best);
        else
            tryEveryTensorGroup(r, d, count, scenario, sizeReplicas, unitIsTensor, memo, best);
        if (!sizeReplicas && !best.meetsConstraints && best.latency)
            addDevicesTheTargetsNeed(r, best, scenario, memo);
    }
    considerDisaggregation(r, scenario, sizeReplicas, memo, best);
    return best;
}

} // namespace

namespace {

// Bursty against saturated use (classic cluster vs serverless) and hosted API vs self-hosting,
// for the recommended option; each also becomes a reason with its deciding numbers.
void compareWaysOfBuying(Plan& plan, const ResolvedWorkload& r, const Scenario& scenario) {
    if (!plan.recommended)
        return;
    const OptionResult& o = plan.options[*plan.recommended];
    const Device& d = *o.placement.device;
    // The serverless SKU against a classic cluster of the same cloud, each billed whole (the
    // SKU's node, the instance), for the same hours of work per run: the break-even chart prices
    // its lines with the same sides.
    if (const UsageSides sides = usageSides(o, scenario.compute); sides.serverless) {
        const int serverlessDevices = sides.serverlessDevices;
        const ClassicChoice& classic = sides.classic;
        const Device& classicDevice = *classic.choice.priced;
        const double hours = sides.hoursPerRun;
        const UsagePatternCost u = usagePatternCost(classicDevice, classic.choice.billedDevices, d,
                                                    serverlessDevices, hours, scenario.compute);
        UsageComparison c;
        c.runsPerDay = scenario.compute.cluster.runsPerDay;
        c.classicPerDay = u.classicPerDay;
        c.serverlessPerDay = u.serverlessPerDay;
        c.classicWaitMinutes = u.classicWaitMinutesPerRun;
        c.serverlessWaitMinutes = u.serverlessWaitMinutesPerRun;
        c.serverlessQuote = &d.serverless;
        c.classicQuote = &quoteFor(
            classicDevice, PriceRule(classic.mode, scenario.compute.includeEstimatedPrices));
        c.serverlessDevices = serverlessDevices;
        c.classicDevices = classic.choice.billedDevices;
        c.sameCloud = classic.sameCloud;
        // Where the two cross: fewer runs favour serverless, more the classic cluster.
        c.breakEvenRunsPerDay = breakEvenRunsPerDay(classicDevice, classic.choice.billedDevices, d,
                                                    serverlessDevices, hours, scenario.compute);
        plan.usage = c;
        plan.reasons.push_back({"usage_pattern",
                                {{"runs_per_day", c.runsPerDay},
                                 {"classic_per_day", c.classicPerDay},
                                 {"serverless_per_day", c.serverlessPerDay},
                                 {"break_even_runs_per_day", c.breakEvenRunsPerDay},
                                 {"serverless_devices", double(c.serverlessDevices)},
                                 {"classic_devices", double(c.classicDevices)}},
                                d.id});
        // What the two ways of buying differ in: the hours a classic cluster bills besides the
        // work (start-up and the idle tail) against the cold start each serverless run waits.
        insertDecisive(plan.reasons,
                       {"decisive_usage",
                        {{"runs_per_day", c.runsPerDay},
                         {"work_hours_per_day", u.serverlessBilledHoursPerDay},
                         {"classic_extra_hours_per_day", u.classicOverheadHoursPerDay},
                         {"interruption_hours_per_day", u.classicInterruptionHoursPerDay},
                         {"classic_per_day", c.classicPerDay},
                         {"serverless_per_day", c.serverlessPerDay},
                         {"cold_start_minutes", c.serverlessWaitMinutes}},
                        d.id});
    }
    const ServingSpec& s = r.w.serving;
    if (s.hostedApiUsdPerMillionTokens > 0) {
        const double tokensPerRequest = std::max(1.0, s.inputTokens + s.outputTokens);
        double capacity = o.time.tokensPerSecond;
        if (o.latency)
            capacity = servedTokensPerSecond(s, o);
        else if (r.m.transformer)
            capacity = o.time.samplesPerSecond * tokensPerRequest;
        const double volume = hostedTokensPerMonth(s, o);
        const HostedApiComparison h = hostedVsOwnAt(s, capacity, o.cost.perHour, volume);
        HostedComparison c;
        // What a million tokens cost at this volume: the month's bill over the month's tokens.
        c.selfHostedUsdPerMillionTokens =
            volume > 0 ? h.selfHostedMonthlyUsd / volume * 1e6 : h.selfHostedUsdPerMillionTokens;
        c.hostedUsdPerMillionTokens = h.hostedUsdPerMillionTokens;
        c.breakEvenTokensPerMonth = h.breakEvenTokensPerMonth;
        c.tokensPerMonth = volume;
        c.selfHostedMonthlyUsd = h.selfHostedMonthlyUsd;
        c.hostedMonthlyUsd = h.hostedMonthlyUsd;
        plan.hosted = c;
        plan.reasons.push_back({"hosted_api",
                                {{"self_hosted_monthly", c.selfHostedMonthlyUsd},
                                 {"hosted_monthly", c.hostedMonthlyUsd},
                                 {"break_even_tokens_per_month", c.breakEvenTokensPerMonth}},
                                {}});
        // A hosted price is the question the scenario asks: price × tokens against own hours.
        if (o.cost.perHour > 0 && c.hostedMonthlyUsd > 0)
            insertDecisive(plan.reasons,
                           {"decisive_hosted",
                            {{"hosted_usd_per_million_tokens", c.hostedUsdPerMillionTokens},
                             {"tokens_per_month", c.tokensPerMonth},
                             {"hosted_monthly", c.hostedMonthlyUsd},
                             {"own_hours_per_month", c.selfHostedMonthlyUsd / o.cost.perHour},
                             {"own_per_hour_usd", o.cost.perHour},
                             {"own_monthly", c.selfHostedMonthlyUsd}},
                            d.id},
                           true);
    }
}

} // namespace

namespace {

// More devices never speed a job up more than their number on one physics. Where an option is
// faster than that against one device of the same kind, the one device had to change its layout
// (a smaller micro-batch, recomputation) to fit: the faster option says so, with both layouts.
void addScalingFindings(Plan& plan, const ResolvedWorkload& r) {
    if (r.w.kind == WorkloadKind::OnlineServing)
        return;
    for (OptionResult& many : plan.options) {
        const int n = many.placement.count;
        if (n <= 1 || !many.fits || !(many.timeSeconds.expected > 0))
            continue;
        for (const OptionResult& one : plan.options) {
            if (one.placement.device != many.placement.device || one.placement.count != 1 ||
                !one.fits || !(one.timeSeconds.expected > 0))
                continue;
            const double speedUp = one.timeSeconds.expected / many.timeSeconds.expected;
            if (speedUp <= n * 1.02)
                continue;
            const Layout& a = one.placement.layout;
            const Layout& b = many.placement.layout;
            many.findings.push_back({"faster_than_linear",
                                     Severity::Info,
                                     {{"speedup", speedUp},
                                      {"devices", double(n)},
                                      {"one_micro_batch", double(a.microBatch)},
                                      {"micro_batch", double(b.microBatch)},
                                      {"one_recompute", double(static_cast<int>(a.recompute))},
                                      {"recompute", double(static_cast<int>(b.recompute))}}});
        }
    }
}

// A model that fits none of the candidates, and the smallest count of one of their devices that
// holds it.
constexpr std::string_view kFindingSmallestFit = "smallest_fit";

// Counts beyond `asked` a search for the smallest placement may try: powers of two within one
// machine, then whole machines doubling, up to 64 of them (the planner's own largest proposal).
std::vector<int> largerCounts(const Device& d, int asked) {
    std::vector<int> out;
    const int perNode = std::max(1, d.devicesPerNode);
    for (int c = 1; c <= perNode; c *= 2)
        if (c > asked)
            out.push_back(c);
    for (int nodes = 2; nodes <= 64; nodes *= 2)
        if (nodes * perNode > asked)
            out.push_back(nodes * perNode);
    return out;
}

// What a smallest placement that fits says: its count, its layout and its memory per device.
Finding smallestFitFinding(const OptionResult& o, int asked) {
    const Layout& l = o.placement.layout;
    return {std::string(kFindingSmallestFit),
            Severity::Info,
            {{"count", double(o.placement.count)},
             {"asked", double(asked)},
             {"need_gb", o.memory.total() / 1e9},
             {"capacity_gb", o.capacityBytes / 1e9},
             {"tensor", double(l.tensor)},
             {"pipeline", double(l.pipeline)},
             {"expert", double(l.expert)},
             {"data", double(l.data)},
             {"sharding", double(static_cast<int>(l.sharding))},
             {"recompute", double(static_cast<int>(l.recompute))},
             {"micro_batch", double(l.microBatch)},
             {"accumulation", double(l.gradientAccumulation)}}};
}

// A model that fits on none of the candidates: for each device among them, the smallest count
// whose best layout holds it, said on that device's options, instead of leaving the user with
// "does not fit" alone. Inference splits a replica within one machine, so more machines do not
// help it; only training and fine-tuning spread the states further.
// The changes to a training workload that each save memory on their own, in the order a
// practitioner reaches for them: recompute every layer, micro-batch 1, an 8-bit optimizer, LoRA
// for a full fine-tune, a 4-bit base (QLoRA) for LoRA, half the sequence. Their index is the
// finding's `change` (ui/wording/plan_wording.cpp words them).
enum class OneChange { Recompute, MicroBatchOne, Optimizer8bit, Lora, Qlora, HalfSequence };

std::optional<Workload> applyChange(const ResolvedWorkload& r, OneChange c) {
    const Workload& w = r.w;
    Workload out = w;
    switch (c) {
    case OneChange::Recompute:
        if (w.recompute == Recompute::Full && !w.recomputeLayers)
            return std::nullopt;
        out.recompute = Recompute::Full;
        out.recomputeLayers.reset();
        return out;
    case OneChange::MicroBatchOne:
        if (w.microBatchSize.value_or(0) == 1)
            return std::nullopt;
        out.microBatchSize = 1;
        return out;
    case OneChange::Optimizer8bit:
        if (w.optimizer != Optimizer::AdamW)
            return std::nullopt;
        out.optimizer = Optimizer::AdamW8bit;
        return out;
    case OneChange::Lora:
        if (w.kind != WorkloadKind::FineTuning || w.finetune.method != FinetuneMethod::Full)
            return std::nullopt;
        out.finetune.method = FinetuneMethod::Lora;
        return out;
    case OneChange::Qlora:
        if (w.kind != WorkloadKind::FineTuning || w.finetune.method != FinetuneMethod::Lora)
            return std::nullopt;
        out.finetune.method = FinetuneMethod::Qlora;
        return out;
    case OneChange::HalfSequence:
        if (r.seqLen < 256 || !r.m.transformer)
            return std::nullopt;
        out.seqLen = r.seqLen / 2;
        return out;
    }
    return std::nullopt;
}

// Nothing fits: on the listed device with the most memory, at its listed count, the first single
// change of the workload that makes it fit, with the memory it then needs. Said beside the
// smallest count of each device that holds the workload as it is.
void addOneChangeFits(Plan& plan, const ResolvedWorkload& r, const Scenario& scenario,
                      const Catalog& catalog) {
    const bool anyFits = std::any_of(plan.options.begin(), plan.options.end(),
                                     [](const OptionResult& o) { return o.fits; });
    if (anyFits || !r.training || plan.options.empty())
        return;
    OptionResult* roomiest = &plan.options.front();
    for (OptionResult& o : plan.options)
        if (o.capacityBytes * o.placement.count >
            roomiest->capacityBytes * roomiest->placement.count)
            roomiest = &o;
    for (OneChange c : {OneChange::Recompute, OneChange::MicroBatchOne, OneChange::Optimizer8bit,
                        OneChange::Lora, OneChange::Qlora, OneChange::HalfSequence}) {
        const std::optional<Workload> changed = applyChange(r, c);
        if (!changed)
            continue;
        const ResolvedWorkload rc = resolveWorkload(*changed, catalog);
        const OptionResult o =
            bestLayout(rc, *roomiest->placement.device, roomiest->placement.count, scenario.compute,
                       scenario.constraints);
        if (!o.fits)
            continue;
        roomiest->findings.push_back({"one_change_fits",
                                      Severity::Info,
                                      {{"change", double(static_cast<int>(c))},
                                       {"need_gb", o.memory.total() / 1e9},
                                       {"capacity_gb", o.capacityBytes / 1e9},
                                       {"seq_len", double(changed->seqLen)}}});
        return;
    }
}

// What planning one candidate option gave: the option, an input error, or nothing (a count the
// planner proposed itself that the pinned layout cannot use).
struct OptionOutcome {
    std::optional<OptionResult> option;
    std::optional<FieldError> error;
};

OptionOutcome evaluateOption(const ResolvedWorkload& r, const Scenario& scenario,
                             const Catalog& catalog, const ComputeOption& opt, std::size_t i,
                             bool listed, bool sizeServing, ServingMemo& servingMemo) {
    const Device* d = catalog.device(opt.device);
    if (!d)
        return {std::nullopt, FieldError{"$.compute.options[" + std::to_string(i) + "].device",
                                         "unknown device \"" + opt.device + "\""}};
    if (opt.count < 1)
        return {std::nullopt, FieldError{"$.compute.options[" + std::to_string(i) + "].count",
                                         "must be a whole number of at least 1"}};
    const bool serving = r.w.kind == WorkloadKind::OnlineServing;
    OptionResult o =
        serving ? bestServingOption(r, *d, opt.count, scenario, sizeServing, !listed, servingMemo)
                : bestLayout(r, *d, opt.count, scenario.compute, scenario.constraints);
    // Counts the planner proposed itself are dropped when the pinned layout cannot use them;
    // options the scenario lists stay, with the reason.
    if (!o.layoutValid && !listed)
        return {};
    auto more = findingsFor(r, o, scenario);
    o.findings.insert(o.findings.end(), more.begin(), more.end());
    // A listed device without the precision's units stays in the plan with the reason and
    // cannot be recommended.
    if (refusesPrecision(r, *d))
        o.fits = o.meetsConstraints = false;
    o.explanation = explainOption(r, o);
    return {std::move(o), std::nullopt};
}

// Every candidate option planned, in the order given. Options of one device share a serving memo
// (its keys name the device, so it never served another device's options) and run on one thread,
// one after another; devices run on the machine's cores at once. Each outcome is what the options
// would give planned one by one.
std::vector<OptionOutcome> evaluateOptions(const ResolvedWorkload& r, const Scenario& scenario,
                                           const Catalog& catalog,
                                           const std::vector<ComputeOption>& options, bool listed,
                                           bool sizeServing) {
    std::vector<std::vector<std::size_t>> byDevice;
    std::map<std::string, std::size_t> groupOf;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const auto [it, added] = groupOf.emplace(options[i].device, byDevice.size());
        if (added)
            byDevice.emplace_back();
        byDevice[it->second].push_back(i);
    }
    std::vector<OptionOutcome> outcomes(options.size());
    forEachIndex(byDevice.size(), [&](std::size_t g) {
        ServingMemo servingMemo;
        for (std::size_t i : byDevice[g])
            outcomes[i] = evaluateOption(r, scenario, catalog, options[i], i, listed, sizeServing,
                                         servingMemo);
    });
    return outcomes;
}

void addSmallestFits(Plan& plan, const ResolvedWorkload& r, const Scenario& scenario) {
    const bool anyFits = std::any_of(plan.options.begin(), plan.options.end(),
                                     [](const OptionResult& o) { return o.fits; });
    if (anyFits || !isDeepKind(r.w.kind))
        return;
    std::map<const Device*, int> asked;
    for (const OptionResult& o : plan.options)
        asked[o.placement.device] = std::max(asked[o.placement.device], o.placement.count);
    for (const auto& [device, count] : asked) {
        for (int c : largerCounts(*device, count)) {
            const OptionResult larger =
                bestLayout(r, *device, c, scenario.compute, scenario.constraints);
            if (!larger.fits)
                continue;
            const Finding f = smallestFitFinding(larger, count);
            for (OptionResult& o : plan.options)
                if (o.placement.device == device)
                    o.findings.push_back(f);
            break;
        }
    }
}

} // namespace

PlanResult makePlan(const Scenario& scenario, const Catalog& catalog, PlanDepth depth) {
    clearWideVectorState();
    PlanResult result;
    const ResolvedWorkload r = resolveWorkload(scenario.workload, catalog, &result.errors);
    if (!result.errors.empty())
        return result;
    Plan& plan = result.plan;
    plan.params = r.m.params;
    plan.timeClass = r.timeClass;
    plan.timeBand = r.bands.of(r.timeClass);
    plan.memoryBand = r.bands.of(EstimateClass::Memory);
    plan.activeParams = r.m.activeParams;
    plan.kvCacheBytesPerToken =
        r.m.transformer && r.w.model.architecture != Architecture::Encoder ? r.kvBytesPerToken : 0;
    plan.calibration = scenario.workload.calibration;
    const auto options = candidateOptions(r, scenario, catalog);
    // Without given options, serving sizes its replicas to the target instead of fixed counts;
    // with options and max_replicas, each option's devices are one replica and the planner sizes
    // how many of them the load needs.
    const bool listed = !scenario.compute.options.empty();
    const bool sizeServing = !listed || scenario.workload.serving.maxReplicas.has_value();
    std::vector<OptionOutcome> outcomes =
        evaluateOptions(r, scenario, catalog, options, listed, sizeServing);
    for (OptionOutcome& outcome : outcomes) {
        if (outcome.error)
            result.errors.push_back(std::move(*outcome.error));
        else if (outcome.option)
            plan.options.push_back(std::move(*outcome.option));
    }
    if (!result.errors.empty())
        return result;
    addSmallestFits(plan, r, scenario);
    addOneChangeFits(plan, r, scenario, catalog);
    addScalingFindings(plan, r);
    recommend(plan, r, scenario);
    if (depth == PlanDepth::OptionsOnly)
        return result;
    if (r.w.kind == WorkloadKind::OnlineServing && plan.recommended) {
        OptionResult& best = plan.options[*plan.recommended];
        const int tensor = std::max(1, best.placement.layout.tensor);
        // A disaggregated option's headroom would need its roles searched again: not given.
        if (best.latency && best.placement.layout.prefillEngines == 0) {
            // The headroom in the load's own terms: a rate for an open loop, clients for a closed
            // one.
            const int replicas = best.placement.count / tensor;
            if (r.w.serving.concurrency > 0)
                best.latency->maxConcurrencyMeetingTarget = maxConcurrencyMeetingTarget(
                    r, *best.placement.device, best.placement.layout, replicas);
            else
                best.latency->maxQpsMeetingTarget =
                    maxQpsMeetingTarget(r, *best.placement.device, best.placement.layout, replicas);
            addSizingAnswers(plan.reasons, *best.latency, r, best.placement, replicas);
        }
    }
    plan.findings = planFindings(r, plan, scenario);
    compareWaysOfBuying(plan, r, scenario);
    return result;
}

} // namespace rightsize

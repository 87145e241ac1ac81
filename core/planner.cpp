#include "core/planner.h"

#include "core/findings.h"
#include "core/memory_estimator.h"
#include "core/recommendation.h"
#include "core/time_estimator.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rightsize {
namespace {

bool isTraining(const ResolvedWorkload& r) { return r.training; }

double hoursOf(const Range& seconds) { return seconds.expected / 3600.0; }

bool meets(const OptionResult& o, const Constraints& c)
{
    if (!o.fits)
        return false;
    if (c.deadlineHours && o.timeSeconds.expected > *c.deadlineHours * 3600.0)
        return false;
    if (c.budgetPerHour && o.cost.perHour > *c.budgetPerHour + 1e-9)
        return false;
    if (c.budgetTotal && o.cost.total.expected > *c.budgetTotal + 1e-9)
        return false;
    return true;
}

// Fills the layout's derived split (data-parallel size, accumulation) for `count` devices.
bool completeLayout(Layout& l, int count, int globalBatch)
{
    const int modelSplit = l.tensor * l.pipeline;
    if (modelSplit <= 0 || count % modelSplit != 0)
        return false;
    l.data = count / modelSplit;
    l.microBatch = std::max(1, std::min(l.microBatch, std::max(1, globalBatch / l.data)));
    l.gradientAccumulation = std::max(1, globalBatch / (l.microBatch * l.data));
    if (l.pipeline == 1)
        l.interleave = 1;
    return true;
}

} // namespace

OptionResult evaluatePlacement(const ResolvedWorkload& r, const Placement& p, const ComputeSpec& compute,
                               const Constraints& constraints)
{
    OptionResult o;
    o.placement = p;
    const Device& d = *p.device;
    o.memory = estimateMemory(r, d, p.layout);
    o.capacityBytes = usableCapacity(d);
    o.fits = o.memory.total() <= o.capacityBytes;
    if (isTraining(r))
        o.time = estimateTrainingStep(r, d, p.layout, p.count);
    else
        o.time = estimateInference(r, d, p.layout, p.count);
    o.time.steps = o.time.stepSeconds > 0 && o.time.samplesPerSecond > 0
                       ? r.totalSamples / (o.time.samplesPerSecond * o.time.stepSeconds) : 0;
    o.timeSeconds = jobSeconds(o.time, r.totalSamples);

    const double pricePerDevice = d.onDemand.usdPerHour;
    o.cost.perHour = pricePerDevice * p.count;
    o.cost.billedHours = hoursOf(o.timeSeconds);
    o.cost.total = {o.cost.perHour * o.timeSeconds.expected / 3600.0, o.cost.perHour * o.timeSeconds.low / 3600.0,
                    o.cost.perHour * o.timeSeconds.high / 3600.0};
    if (o.time.tokensPerSecond > 0)
        o.cost.perMillionTokens = o.cost.perHour / (o.time.tokensPerSecond * 3600.0) * 1e6;
    if (o.time.samplesPerSecond > 0)
        o.cost.perMillionRequests = o.cost.perHour / (o.time.samplesPerSecond * 3600.0) * 1e6;
    (void)compute;
    o.meetsConstraints = meets(o, constraints);
    return o;
}

OptionResult bestLayout(const ResolvedWorkload& r, const Device& device, int count, const ComputeSpec& compute,
                        const Constraints& constraints)
{
    const Workload& w = r.w;
    Placement p;
    p.device = &device;
    p.count = count;
    p.pricing = compute.pricing;

    // The scenario's own layout first.
    Layout own;
    own.tensor = w.parallelism.tensor;
    own.pipeline = w.parallelism.pipeline;
    own.interleave = w.parallelism.interleave;
    own.sequenceParallel = w.parallelism.sequenceParallel;
    own.microBatch = w.microBatchSize;
    own.recompute = w.recompute;
    own.sharding = w.sharding;
    if (!isTraining(r)) {
        own.sharding = Sharding::None;
        own.recompute = Recompute::None;
        own.pipeline = 1;
        if (w.kind == WorkloadKind::OnlineServing)
            own.microBatch = std::max(1, w.serving.maxBatch);
        else
            own.microBatch = std::max(1, w.batchSize);
    }
    const int batchForSplit = isTraining(r) ? w.batchSize : 1 << 30;
    bool haveOwn = false;
    OptionResult best;
    if (completeLayout(own, count, batchForSplit)) {
        p.layout = own;
        best = evaluatePlacement(r, p, compute, constraints);
        haveOwn = true;
        if (best.fits)
            return best;
    }

    // Search: the fastest layout that fits. Tensor parallelism stays inside a node.
    static constexpr std::array<int, 4> kSplits{1, 2, 4, 8};
    static constexpr std::array<int, 7> kMicroBatches{1, 2, 4, 8, 16, 32, 64};
    const bool training = isTraining(r);
    const int maxTensor = std::min(count, std::max(1, device.devicesPerNode));
    bool found = false;
    for (int tp : kSplits) {
        if (tp > maxTensor || count % tp != 0 || (!r.m.transformer && tp > 1))
            continue;
        for (int pp : kSplits) {
            if (!training && pp > 1)
                break;
            if ((count / tp) % pp != 0 || (r.m.transformer && pp > r.m.layers) || (!r.m.transformer && pp > 1))
                continue;
            for (int sh = 0; sh < (training ? 4 : 1); ++sh) {
                for (int rc = 0; rc < (training ? 3 : 1); ++rc) {
                    for (int mb : kMicroBatches) {
                        if (mb > own.microBatch && mb != 1)
                            break;
                        Layout l;
                        l.tensor = tp;
                        l.pipeline = pp;
                        l.interleave = 1;
                        l.sequenceParallel = tp > 1;
                        l.microBatch = mb;
                        l.recompute = static_cast<Recompute>(rc);
                        l.sharding = static_cast<Sharding>(sh);
                        if (!completeLayout(l, count, batchForSplit))
                            continue;
                        if (l.sharding != Sharding::None && l.data == 1)
                            continue;
                        p.layout = l;
                        const MemoryBreakdown mem = estimateMemory(r, device, l);
                        if (mem.total() > usableCapacity(device))
                            continue;
                        OptionResult o = evaluatePlacement(r, p, compute, constraints);
                        if (!found || o.time.samplesPerSecond > best.time.samplesPerSecond * 1.0001) {
                            best = o;
                            found = true;
                        }
                    }
                }
            }
        }
    }
    if (found)
        return best;
    if (haveOwn)
        return best; // the scenario's layout, marked as not fitting
    p.layout = Layout{};
    completeLayout(p.layout, count, batchForSplit);
    return evaluatePlacement(r, p, compute, constraints);
}

std::vector<ComputeOption> candidateOptions(const ResolvedWorkload& r, const Scenario& scenario,
                                            const Catalog& catalog)
{
    if (!scenario.compute.options.empty())
        return scenario.compute.options;
    std::vector<ComputeOption> out;
    const bool cpuOnly = r.w.kind == WorkloadKind::DataPrep;
    for (const Device& d : catalog.devices) {
        if (d.kind == DeviceKind::Cpu) {
            out.push_back({d.id, 1});
            continue;
        }
        if (cpuOnly)
            continue;
        for (int c : {1, 2, 4, 8})
            if (c <= std::max(8, d.devicesPerNode))
                out.push_back({d.id, c});
        // Whole nodes beyond one, while the model needs more memory than a node holds.
        if (r.training && d.devicesPerNode >= 8) {
            const double statesPerParam = r.weightBytesPerTrainable + r.gradientBytesPerTrainable +
                                          r.optimizerBytesPerTrainable;
            const double need = r.trainableParams * statesPerParam + r.frozenParams * r.weightBytesFrozenLinear;
            for (int nodes = 2; nodes <= 64; nodes *= 2) {
                if (need / (nodes / 2.0 * d.devicesPerNode) < d.memoryBytes * 0.7)
                    break;
                out.push_back({d.id, nodes * d.devicesPerNode});
            }
        }
    }
    return out;
}

PlanResult makePlan(const Scenario& scenario, const Catalog& catalog)
{
    PlanResult result;
    const ResolvedWorkload r = resolveWorkload(scenario.workload, catalog, &result.errors);
    if (!result.errors.empty())
        return result;
    Plan& plan = result.plan;
    plan.params = r.m.params;
    const auto options = candidateOptions(r, scenario, catalog);
    for (std::size_t i = 0; i < options.size(); ++i) {
        const ComputeOption& opt = options[i];
        const Device* d = catalog.device(opt.device);
        if (!d) {
            result.errors.push_back({"$.compute.options[" + std::to_string(i) + "].device",
                                     "unknown device \"" + opt.device + "\""});
            continue;
        }
        if (opt.count < 1) {
            result.errors.push_back({"$.compute.options[" + std::to_string(i) + "].count",
                                     "must be a whole number of at least 1"});
            continue;
        }
        OptionResult o = bestLayout(r, *d, opt.count, scenario.compute, scenario.constraints);
        o.findings = findingsFor(r, o, scenario);
        plan.options.push_back(std::move(o));
    }
    if (!result.errors.empty())
        return result;
    recommend(plan, r, scenario);
    plan.findings = planFindings(r, plan, scenario);
    return result;
}

} // namespace rightsize

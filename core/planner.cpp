#include "core/planner.h"

#include "core/classic_ml_estimator.h"
#include "core/data_pipeline.h"
#include "core/etl_estimator.h"
#include "core/explain.h"
#include "core/hosted_api.h"
#include "core/findings.h"
#include "core/memory_estimator.h"
#include "core/pricing_model.h"
#include "core/recommendation.h"
#include "core/serving_planner.h"
#include "core/time_estimator.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rightsize {
namespace {

bool isTraining(const ResolvedWorkload& r) { return r.training; }


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

namespace {

// Classic ML and ETL have their own models; the plan shows them in the same terms.
void evaluateTabular(const ResolvedWorkload& r, const Placement& p, OptionResult& o)
{
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
        o.memory.activations = e.spills ? usableCapacity(d) * 0.6 : e.memoryBytes / std::max(1, p.count);
    }
    o.memory.overhead = runtimeOverheadBytes(w.framework, d.kind);
    o.time.stepSeconds = o.timeSeconds.expected;
    o.time.steps = 1;
    o.time.samplesPerSecond = o.timeSeconds.expected > 0 ? rows / o.timeSeconds.expected : 0;
    o.time.acceleratorUtilisation = o.timeSeconds.expected > 0 ? o.time.computeSeconds / o.timeSeconds.expected : 0;
}

} // namespace

OptionResult evaluatePlacement(const ResolvedWorkload& r, const Placement& p, const ComputeSpec& compute,
                               const Constraints& constraints)
{
    OptionResult o;
    o.placement = p;
    const Device& d = *p.device;
    const WorkloadKind kind = r.w.kind;
    if (kind == WorkloadKind::ClassicMl || kind == WorkloadKind::DataPrep) {
        evaluateTabular(r, p, o);
    } else {
        o.memory = estimateMemory(r, d, p.layout);
        if (isTraining(r))
            o.time = estimateTrainingStep(r, d, p.layout, p.count);
        else
            o.time = estimateInference(r, d, p.layout, p.count);
        o.time.steps = o.time.stepSeconds > 0 && o.time.samplesPerSecond > 0
                           ? r.totalSamples / (o.time.samplesPerSecond * o.time.stepSeconds) : 0;
        if (kind != WorkloadKind::OnlineServing) {
            // The accelerator cannot go faster than the input pipeline feeds it.
            const DataSupply supply = estimateDataSupply(r, d, p.count);
            const double feed = supply.samplesPerSecond();
            o.time.supplySamplesPerSecond = feed;
            if (feed > 0 && feed < o.time.samplesPerSecond) {
                const double ratio = feed / o.time.samplesPerSecond;
                o.time.samplesPerSecond = feed;
                o.time.tokensPerSecond *= ratio;
                o.time.stepSeconds /= ratio;
                o.time.mfu *= ratio;
                o.time.acceleratorUtilisation *= ratio;
                o.time.bottleneck = supply.limitedBy();
            }
            o.timeSeconds = jobSeconds(o.time, r.totalSamples);
        }
    }
    o.capacityBytes = usableCapacity(d);
    o.fits = o.memory.total() <= o.capacityBytes;

    o.cost.perHour = hourlyPrice(d, p.count, compute.pricing);
    if (o.timeSeconds.expected > 0) {
        // The pricing mode turns run time into wall time and billed hours (spot restarts,
        // cold starts, idle tails, serverless segments).
        JobCost job = jobCost(d, p.count, o.timeSeconds.expected / 3600.0, compute);
        const double lowScale = o.timeSeconds.low / o.timeSeconds.expected;
        const double highScale = o.timeSeconds.high / o.timeSeconds.expected;
        o.cost.perHour = job.perHour;
        o.cost.billedHours = job.billedHours;
        o.cost.total = {job.totalUsd.expected, job.totalUsd.low * lowScale, job.totalUsd.high * highScale};
        o.timeSeconds = {job.wallHours * 3600.0, job.wallHoursLow * 3600.0 * lowScale,
                         job.wallHoursHigh * 3600.0 * highScale};
        if (!job.findings.empty())
            o.findings = std::move(job.findings);
    }
    if (o.time.tokensPerSecond > 0)
        o.cost.perMillionTokens = o.cost.perHour / (o.time.tokensPerSecond * 3600.0) * 1e6;
    if (o.time.samplesPerSecond > 0)
        o.cost.perMillionRequests = o.cost.perHour / (o.time.samplesPerSecond * 3600.0) * 1e6;
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
    if (r.w.kind == WorkloadKind::OnlineServing || r.w.kind == WorkloadKind::ClassicMl) {
        for (const Device& d : catalog.devices)
            if (d.rentable)
                out.push_back({d.id, 1});
        return out;
    }
    for (const Device& d : catalog.devices) {
        if (!d.rentable)
            continue;
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

namespace {

void attachServing(const ResolvedWorkload& r, OptionResult& o, const Scenario& scenario, bool sizeReplicas)
{
    const Device& d = *o.placement.device;
    const int tensor = std::max(1, o.placement.layout.tensor);
    const int replicas = std::max(1, o.placement.count / tensor);
    const ServingPlan sp = planServing(r, d, tensor, replicas, sizeReplicas);
    o.latency = sp.latency;
    if (sizeReplicas) {
        o.placement.count = sp.replicasUsed * tensor;
        o.placement.layout.data = sp.replicasUsed;
    }
    o.cost.perHour = hourlyPrice(d, o.placement.count, scenario.compute.pricing);
    const double qps = r.w.serving.qps;
    o.time.samplesPerSecond = sp.stable ? qps : std::min(qps, o.time.samplesPerSecond);
    if (r.generates)
        o.time.tokensPerSecond = o.time.samplesPerSecond * r.w.serving.outputTokens;
    if (o.time.samplesPerSecond > 0)
        o.cost.perMillionRequests = o.cost.perHour / (o.time.samplesPerSecond * 3600.0) * 1e6;
    if (o.time.tokensPerSecond > 0)
        o.cost.perMillionTokens = o.cost.perHour / (o.time.tokensPerSecond * 3600.0) * 1e6;
    o.time.acceleratorUtilisation = sp.latency.utilisation;
    if (!sp.meetsTarget)
        o.meetsConstraints = false;
    else
        o.meetsConstraints = meets(o, scenario.constraints);
}

} // namespace

namespace {

// Bursty against saturated use (classic cluster vs serverless) and hosted API vs self-hosting,
// for the recommended option; each also becomes a reason with its deciding numbers.
void compareWaysOfBuying(Plan& plan, const ResolvedWorkload& r, const Scenario& scenario)
{
    if (!plan.recommended)
        return;
    const OptionResult& o = plan.options[*plan.recommended];
    const Device& d = *o.placement.device;
    if (o.timeSeconds.expected > 0 && d.serverless.usdPerHour > 0) {
        const UsagePatternCost u = usagePatternCost(d, o.placement.count, o.timeSeconds.expected / 3600.0, scenario.compute);
        UsageComparison c;
        c.runsPerDay = scenario.compute.cluster.runsPerDay;
        c.classicPerDay = u.classicPerDay;
        c.serverlessPerDay = u.serverlessPerDay;
        c.classicWaitMinutes = u.classicWaitMinutesPerRun;
        c.serverlessWaitMinutes = u.serverlessWaitMinutesPerRun;
        plan.usage = c;
        plan.reasons.push_back({"usage_pattern", {{"runs_per_day", c.runsPerDay}, {"classic_per_day", c.classicPerDay},
                                                  {"serverless_per_day", c.serverlessPerDay}}, d.id});
    }
    const ServingSpec& s = r.w.serving;
    if (s.hostedApiUsdPerMillionTokens > 0) {
        const double tokensPerRequest = std::max(1.0, s.inputTokens + s.outputTokens);
        double capacity = o.time.tokensPerSecond;
        int floor = 1;
        if (o.latency) {
            capacity = (o.latency->maxQpsMeetingTarget > 0 ? o.latency->maxQpsMeetingTarget : s.qps) * tokensPerRequest;
            floor = std::max(1, o.latency->replicas);
        } else if (r.m.transformer) {
            capacity = o.time.samplesPerSecond * tokensPerRequest;
        }
        const double volume = s.tokensPerMonth > 0 ? s.tokensPerMonth : s.qps * tokensPerRequest * 3600.0 * kHoursPerMonth;
        const HostedApiComparison h = compareHostedApi(s.hostedApiUsdPerMillionTokens, capacity, o.cost.perHour, volume,
                                                       0.6, floor);
        HostedComparison c;
        c.selfHostedUsdPerMillionTokens = h.selfHostedUsdPerMillionTokens;
        c.hostedUsdPerMillionTokens = h.hostedUsdPerMillionTokens;
        c.breakEvenTokensPerMonth = h.breakEvenTokensPerMonth;
        c.tokensPerMonth = volume;
        c.selfHostedMonthlyUsd = h.selfHostedMonthlyUsd;
        c.hostedMonthlyUsd = h.hostedMonthlyUsd;
        plan.hosted = c;
        plan.reasons.push_back({"hosted_api", {{"self_hosted_monthly", c.selfHostedMonthlyUsd},
                                               {"hosted_monthly", c.hostedMonthlyUsd},
                                               {"break_even_tokens_per_month", c.breakEvenTokensPerMonth}}, {}});
    }
}

} // namespace

PlanResult makePlan(const Scenario& scenario, const Catalog& catalog)
{
    PlanResult result;
    const ResolvedWorkload r = resolveWorkload(scenario.workload, catalog, &result.errors);
    if (!result.errors.empty())
        return result;
    Plan& plan = result.plan;
    plan.params = r.m.params;
    const auto options = candidateOptions(r, scenario, catalog);
    // Without given options, serving sizes its replicas to the target instead of fixed counts.
    const bool sizeServing = scenario.compute.options.empty();
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
        if (r.w.kind == WorkloadKind::OnlineServing && o.fits)
            attachServing(r, o, scenario, sizeServing);
        auto more = findingsFor(r, o, scenario);
        o.findings.insert(o.findings.end(), more.begin(), more.end());
        o.explanation = explainOption(r, o);
        plan.options.push_back(std::move(o));
    }
    if (!result.errors.empty())
        return result;
    recommend(plan, r, scenario);
    if (r.w.kind == WorkloadKind::OnlineServing && plan.recommended) {
        OptionResult& best = plan.options[*plan.recommended];
        const int tensor = std::max(1, best.placement.layout.tensor);
        const ServingPlan sp = planServing(r, *best.placement.device, tensor, best.placement.count / tensor, false, true);
        if (best.latency)
            best.latency->maxQpsMeetingTarget = sp.latency.maxQpsMeetingTarget;
    }
    plan.findings = planFindings(r, plan, scenario);
    compareWaysOfBuying(plan, r, scenario);
    return result;
}

} // namespace rightsize

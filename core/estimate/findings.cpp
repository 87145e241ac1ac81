#include "core/estimate/findings.h"

#include "core/estimate/data_pipeline.h"
#include "core/estimate/etl_estimator.h"
#include "core/estimate/recommendation.h"
#include "core/estimate/time_estimator.h"
#include "core/model/scenario_fields.h"

#include <algorithm>

namespace rightsize {
namespace {

// A layout as a finding's params: the split over each axis, the micro-batch and accumulation,
// recomputation and sharding; the wording reads them back (layoutOf).
void addLayoutParams(const Layout& l, Finding& f) {
    for (const auto& [name, value] :
         {std::pair{"tensor", double(l.tensor)}, std::pair{"pipeline", double(l.pipeline)},
          std::pair{"expert", double(l.expert)}, std::pair{"data", double(l.data)},
          std::pair{"micro_batch", double(l.microBatch)},
          std::pair{"accumulation", double(l.gradientAccumulation)},
          std::pair{"recompute", double(static_cast<int>(l.recompute))},
          std::pair{"sharding", double(static_cast<int>(l.sharding))}})
        f.params.emplace_back(name, value);
}

constexpr double kGB = 1e9;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kOverBuyingUtil =
    0.20; // the checklist's over-buying rule: predicted utilisation under 20%
// A serving rate and a monthly volume that differ by more than this are two different workloads,
// not rounding: traffic peaks over its mean by a factor of about two on a day's curve, so within
// it the two may both be right.
constexpr double kVolumeMismatchFactor = 2.0;
// The billing month of the clouds' monthly estimates (8760 h / 12), as the pricing model uses.
constexpr double kHoursInMonth = 730;

// Whether the option's memory fits the device and the policy's headroom, whether the device runs
// the format natively, and whether one device could hold the weights at all: the findings about
// what a device holds, first in the list.
void addMemoryFindings(const ResolvedWorkload& r, const OptionResult& o, const Scenario& scenario,
                       std::vector<Finding>& out) {
    const Device& d = *o.placement.device;
    const double total = o.memory.total();
    const double headroom = o.capacityBytes > 0 ? 1.0 - total / o.capacityBytes : 0;
    if (!o.fits) {
        // What the layout already does, so the fix never suggests it again.
        const Layout& l = o.placement.layout;
        const bool savesAlready =
            !r.training || (l.recompute == Recompute::Full && l.sharding >= Sharding::Zero3);
        out.push_back({"out_of_memory",
                       Severity::Error,
                       {{"need_gb", total / kGB},
                        {"capacity_gb", o.capacityBytes / kGB},
                        {"saves_already", savesAlready ? 1.0 : 0.0},
                        {"micro_batch", double(l.microBatch)}}});
    } else if (headroom < scenario.constraints.minHeadroom) {
        out.push_back({"low_headroom",
                       Severity::Warning,
                       {{"headroom_pct", headroom * 100},
                        {"need_gb", total / kGB},
                        {"capacity_gb", o.capacityBytes / kGB}}});
    }
    if (refusesPrecision(r, d)) {
        out.push_back({"nvfp4_unsupported", Severity::Error, {}});
    } else if (d.kind == DeviceKind::Gpu && !supportsNatively(d, r.computeDtype) &&
               r.w.kind != WorkloadKind::ClassicMl) {
        out.push_back({"precision_unsupported",
                       Severity::Warning,
                       {{"dtype", static_cast<double>(r.computeDtype)}}});
    }
    const double weightBytes =
        r.trainableParams * r.weightBytesPerTrainable + r.frozenParams * r.weightBytesFrozenLinear;
    const bool modelTooBigForOne = r.m.params > 0 && weightBytes > d.memoryBytes;
    const Workload& given = scenario.workload;
    const bool userSplit = given.sharding.value_or(Sharding::None) != Sharding::None ||
                           given.parallelism.tensor.value_or(1) > 1 ||
                           given.parallelism.pipeline.value_or(1) > 1;
    if (modelTooBigForOne && !userSplit) {
        Finding f{"needs_model_split",
                  o.fits ? Severity::Info : Severity::Error,
                  {{"weights_gb", weightBytes / kGB},
                   // What the option's table shows: the device's usable memory.
                   {"capacity_gb", (o.capacityBytes > 0 ? o.capacityBytes : d.memoryBytes) / kGB},
                   {"count", double(o.placement.count)},
                   {"fits", o.fits ? 1.0 : 0.0}}};
        addLayoutParams(o.placement.layout, f);
        out.push_back(std::move(f));
    }
}

// A device that waits or idles: starved by its input pipeline, or a large accelerator bought
// for inference that it mostly leaves unused.
void addIdleDeviceFindings(const ResolvedWorkload& r, const OptionResult& o,
                           std::vector<Finding>& out) {
    const Device& d = *o.placement.device;
    const Workload& w = r.w;
    const double total = o.memory.total();
    // A GPU starved by its input pipeline.
    if ((o.time.bottleneck == Bottleneck::CpuPrep || o.time.bottleneck == Bottleneck::Storage) &&
        o.time.supplySamplesPerSecond > 0) {
        const DataSupply supply = estimateDataSupply(r, d, o.placement.count);
        const bool cpu = o.time.bottleneck == Bottleneck::CpuPrep;
        out.push_back({cpu ? "cpu_bound_pipeline" : "storage_bound_pipeline",
                       Severity::Warning,
                       {{"supply_samples_per_s", o.time.supplySamplesPerSecond},
                        {"utilisation_pct", 100 * o.time.acceleratorUtilisation},
                        {"workers", double(supply.workersPerDevice)},
                        {"host_vcpus", double(d.vcpus)}}});
    }
    // Over-buying: a large accelerator mostly idle.
    const bool inference = isInferenceKind(w.kind);
    if (d.kind == DeviceKind::Gpu && o.fits && inference && o.time.acceleratorUtilisation > 0 &&
        o.time.acceleratorUtilisation < kOverBuyingUtil) {
        out.push_back({"over_buying",
                       Severity::Warning,
                       {{"utilisation_pct", 100 * o.time.acceleratorUtilisation},
                        {"memory_used_pct", 100 * total / std::max(1.0, o.capacityBytes)}}});
    }
}

// Serving: how the option batches, whether it meets the latency targets, what a day of two
// rates costs, and whether its peak leaves headroom on the latency curve.
void addServingFindings(const ResolvedWorkload& r, const OptionResult& o,
                        std::vector<Finding>& out) {
    const Device& d = *o.placement.device;
    const Workload& w = r.w;
    // Serving on a GPU without a batching strategy.
    // Continuous batching (generating decoders) admits at step boundaries: only the batch cap
    // matters.
    if (w.kind == WorkloadKind::OnlineServing && d.kind == DeviceKind::Gpu &&
        (w.serving.maxBatch <= 1 || (w.serving.batchWindowMs <= 0 && !r.generates))) {
        out.push_back(
            {"no_batching",
             Severity::Warning,
             {{"max_batch", double(w.serving.maxBatch)}, {"window_ms", w.serving.batchWindowMs}}});
    }
    // A micro-batch is held open for the window unless it fills sooner (as Triton's dynamic
    // batcher holds it for max_queue_delay_microseconds), so at a rate that seldom fills a batch
    // within the window each request waits out most of it: the window, not the device, then sets
    // the latency, and every device shows about the same p95. Said where it is half the p95 or
    // more.
    if (o.latency && !o.latency->loneRequest && !r.generates && w.serving.maxBatch > 1 &&
        w.serving.batchWindowMs > 0 && w.serving.batchWindowMs >= 0.5 * o.latency->p95Ms)
        out.push_back({"batch_window_dominates",
                       Severity::Info,
                       {{"window_ms", w.serving.batchWindowMs}, {"p95_ms", o.latency->p95Ms}}});
    if (o.latency && w.serving.p95Ms > 0 && o.latency->p95Ms > w.serving.p95Ms) {
        out.push_back({"latency_target_missed",
                       Severity::Error,
                       {{"p95_ms", o.latency->p95Ms},
                        {"target_ms", w.serving.p95Ms},
                        {"replicas", double(o.latency->replicas)}}});
    }
    if (o.latency && r.generates && w.serving.ttftP95Ms > 0 &&
        o.latency->ttftMs.p95 > w.serving.ttftP95Ms)
        out.push_back({"ttft_target_missed",
                       Severity::Error,
                       {{"ttft_p95_ms", o.latency->ttftMs.p95},
                        {"target_ms", w.serving.ttftP95Ms},
                        {"replicas", double(o.latency->replicas)}}});
    if (o.latency && r.generates && w.serving.tpotP95Ms > 0 &&
        o.latency->tpotMs.p95 > w.serving.tpotP95Ms)
        out.push_back({"tpot_target_missed",
                       Severity::Error,
                       {{"tpot_p95_ms", o.latency->tpotMs.p95},
                        {"target_ms", w.serving.tpotP95Ms},
                        {"replicas", double(o.latency->replicas)}}});
    // A day of two rates: what autoscaling between the quiet hours' replicas and the peak's costs
    // beside the peak fleet all day.
    if (o.latency && o.cost.autoscaled) {
        const Autoscaling& a = *o.cost.autoscaled;
        out.push_back({"autoscaled_day",
                       Severity::Info,
                       {{"replicas_low", double(a.lowReplicas)},
                        {"replicas", double(o.latency->replicas)},
                        {"peak_hours", a.peakHoursPerDay},
                        {"per_month", a.averagePerHour * 730},
                        {"per_month_fixed", o.cost.perHour * 730}}});
    }
    // Within its targets at the peak, but not 20% beyond it: no headroom for a busier hour.
    if (o.latency && o.latency->onKnee)
        out.push_back({"on_the_knee",
                       Severity::Warning,
                       {{"p95_ms", o.latency->p95Ms},
                        {"p95_at_higher_load_ms", o.latency->p95AtHigherLoadMs},
                        {"load_factor", 1.2},
                        {"target_ms", w.serving.p95Ms},
                        {"replicas", double(o.latency->replicas)}}});
}

// Memory-bound data work on a compute-optimised instance that runs out of RAM.
void addCpuFamilyFinding(const ResolvedWorkload& r, const OptionResult& o,
                         std::vector<Finding>& out) {
    const Device& d = *o.placement.device;
    const Workload& w = r.w;
    if (d.kind == DeviceKind::Cpu && d.family == "compute" &&
        (w.kind == WorkloadKind::DataPrep || w.kind == WorkloadKind::ClassicMl)) {
        const bool etl = w.kind == WorkloadKind::DataPrep;
        const EtlEstimate estimate =
            etl ? estimateEtl(w.dataPrep, d, o.placement.count) : EtlEstimate{};
        const bool spills = etl && estimate.spills;
        const double need = etl ? estimate.memoryBytes : o.memory.total();
        if (spills || (w.kind == WorkloadKind::ClassicMl && need > 0.6 * d.memoryBytes)) {
            out.push_back({"wrong_cpu_family",
                           Severity::Warning,
                           {{"need_gb", need / kGB}, {"ram_gb", d.memoryBytes / kGB}}});
        }
    }
}

// The user's layout, with the planner's own beside it when that one is better.
void addLayoutAlternative(const OptionResult& o, std::vector<Finding>& out) {
    if (o.alternative) {
        const LayoutAlternative& a = *o.alternative;
        const bool pinnedRuns = o.fits && o.layoutValid;
        Finding f{"layout_alternative",
                  pinnedRuns ? Severity::Info : Severity::Warning,
                  {{"pinned_fits", pinnedRuns ? 1.0 : 0.0},
                   {"memory_gib", a.memoryBytes / kGiB},
                   // Serving has no step to quote: its speed-up is in requests a second.
                   {"step_seconds", o.latency ? 0.0 : a.stepSeconds},
                   {"speedup", pinnedRuns && a.samplesPerSecond > 0 && o.time.samplesPerSecond > 0
                                   ? a.samplesPerSecond / o.time.samplesPerSecond
                                   : 0.0}}};
        addLayoutParams(a.layout, f);
        out.push_back(std::move(f));
    }
}

} // namespace

bool refusesPrecision(const ResolvedWorkload& r, const Device& d) {
    return r.computeDtype == ComputeDtype::Fp4 && !supportsNatively(d, ComputeDtype::Fp4);
}

std::vector<Finding> findingsFor(const ResolvedWorkload& r, const OptionResult& o,
                                 const Scenario& scenario) {
    std::vector<Finding> out;
    const Device& d = *o.placement.device;
    addMemoryFindings(r, o, scenario, out);
    addIdleDeviceFindings(r, o, out);
    addServingFindings(r, o, out);
    addCpuFamilyFinding(r, o, out);
    if (scenario.constraints.deadlineHours &&
        o.timeSeconds.expected > *scenario.constraints.deadlineHours * 3600) {
        out.push_back({"misses_deadline",
                       Severity::Info,
                       {{"hours", o.timeSeconds.expected / 3600},
                        {"deadline_hours", *scenario.constraints.deadlineHours}}});
    }
    // The GPU waits for the framework to issue work: small models at small batches.
    if (d.kind == DeviceKind::Gpu && o.time.stepSeconds > 0 &&
        o.time.critical == CriticalTrack::Host) {
        out.push_back({"host_overhead_bound",
                       Severity::Info,
                       {{"overhead_pct", 100 * (1 - o.time.deviceSeconds / o.time.stepSeconds)}}});
    }
    addLayoutAlternative(o, out);
    if (o.time.bottleneck == Bottleneck::Communication) {
        out.push_back(
            {"communication_bound",
             Severity::Warning,
             {{"comm_share_pct", 100 * (o.time.communicationSeconds + o.time.bubbleSeconds) /
                                     std::max(1e-12, o.time.stepSeconds)}}});
    }
    return out;
}

namespace {

// Inputs that contradict each other: each is named with both figures, never silently resolved.
void addContradictions(const ResolvedWorkload& r, const Plan& plan, const Scenario& scenario,
                       std::vector<Finding>& out) {
    const ServingSpec& s = r.w.serving;
    if (r.w.kind == WorkloadKind::OnlineServing && s.qps > 0 && s.tokensPerMonth > 0) {
        const double implied =
            s.qps * std::max(1.0, s.inputTokens + s.outputTokens) * 3600.0 * kHoursInMonth;
        const double ratio = std::max(implied / s.tokensPerMonth, s.tokensPerMonth / implied);
        if (ratio > kVolumeMismatchFactor)
            out.push_back({"serving_volume_mismatch",
                           Severity::Warning,
                           {{"qps", s.qps},
                            {"implied_tokens_per_month", implied},
                            {"tokens_per_month", s.tokensPerMonth},
                            {"ratio", ratio}}});
    }
    // The cheapest instance-hour any option rents: no budget below it buys anything.
    double cheapest = 0;
    for (const OptionResult& o : plan.options)
        if (o.cost.perHour > 0 && o.cost.instances > 0) {
            const double hour = o.cost.perHour / o.cost.instances;
            cheapest = cheapest > 0 ? std::min(cheapest, hour) : hour;
        }
    const Constraints& c = scenario.constraints;
    const std::optional<double> budget = c.budgetPerHour && c.budgetTotal
                                             ? std::min(*c.budgetPerHour, *c.budgetTotal)
                                             : (c.budgetPerHour ? c.budgetPerHour : c.budgetTotal);
    if (budget && cheapest > 0 && *budget < cheapest)
        out.push_back({"budget_below_cheapest_hour",
                       Severity::Warning,
                       {{"budget_usd", *budget}, {"cheapest_instance_hour_usd", cheapest}}});
    const double startupHours = std::max(0.0, scenario.compute.cluster.startupMinutes) / 60.0;
    if (c.deadlineHours && startupHours > 0 && *c.deadlineHours < startupHours)
        out.push_back({"deadline_before_startup",
                       Severity::Warning,
                       {{"deadline_hours", *c.deadlineHours}, {"startup_hours", startupHours}}});
}

// Options fit but none leaves the headroom the policy asks for: say so with the roomiest one's
// figures, the memory it uses of what it has and the share left free, so the reader sees it is
// the policy and not the memory that stops it.
Finding noHeadroomFinding(const Plan& plan, const Scenario& scenario) {
    const OptionResult* roomiest = nullptr;
    for (const OptionResult& o : plan.options)
        if (o.fits && (!roomiest || headroomShare(o) > headroomShare(*roomiest)))
            roomiest = &o;
    Finding f{"no_option_with_headroom",
              Severity::Warning,
              {{"headroom_pct", 100 * scenario.constraints.minHeadroom}}};
    if (roomiest) {
        f.params.push_back({"used_gb", roomiest->memory.total() / kGB});
        f.params.push_back({"capacity_gb", roomiest->capacityBytes / kGB});
        f.params.push_back({"free_pct", 100 * headroomShare(*roomiest)});
    }
    return f;
}

// Why options fit but none is recommended: the headroom the policy asks for, or prices that are
// only estimates where the scenario does not let estimates compete.
Finding unrecommendedFinding(const Plan& plan, const Scenario& scenario) {
    // The cheapest of those the ranking would have put first: meeting the needs if any does.
    const bool anyMeets = std::any_of(plan.options.begin(), plan.options.end(), [&](const auto& o) {
        return recommendable(o, scenario.constraints) && o.meetsConstraints;
    });
    const OptionResult* cheapest = nullptr;
    for (const OptionResult& o : plan.options)
        if (recommendable(o, scenario.constraints) && (o.meetsConstraints || !anyMeets) &&
            (!cheapest || (o.cost.perHour > 0 && (cheapest->cost.perHour <= 0 ||
                                                  o.cost.perHour < cheapest->cost.perHour))))
            cheapest = &o;
    if (!cheapest)
        return noHeadroomFinding(plan, scenario);
    return {"only_estimated_prices", Severity::Warning, {{"per_hour_usd", cheapest->cost.perHour}}};
}

} // namespace

std::vector<Finding> planFindings(const ResolvedWorkload& r, const Plan& plan,
                                  const Scenario& scenario) {
    std::vector<Finding> out;
    const bool anyFits = std::any_of(plan.options.begin(), plan.options.end(),
                                     [](const OptionResult& o) { return o.fits; });
    if (!anyFits && !plan.options.empty())
        out.push_back({"nothing_fits", Severity::Error, {{"params", r.m.params}}});
    else if (anyFits && !plan.recommended)
        out.push_back(unrecommendedFinding(plan, scenario));
    // The checkpoint's own size (model.safetensors.index.json) against the size its config
    // describes. A checkpoint carries a few extras no config shape counts (DeepSeek-V3's
    // multi-token-prediction module is 2% of it), so only a gap beyond 5% says the shape or the
    // stored format is not what the config claims.
    if (const double stored = r.w.model.checkpointBytes; stored > 0 && r.m.transformer) {
        const double described = predictedCheckpointBytes(r.w.model);
        if (described < 0.95 * stored || described > 1.05 * stored)
            out.push_back({"checkpoint_size_mismatch",
                           Severity::Warning,
                           {{"config_gb", described / kGB}, {"checkpoint_gb", stored / kGB}}});
    }
    // Serving with neither a rate nor clients: the latencies are those of a lone request, and
    // nothing was sized for a load.
    if (r.w.kind == WorkloadKind::OnlineServing && r.w.serving.qps <= 0 &&
        r.w.serving.concurrency <= 0)
        out.push_back({"serving_load_missing", Severity::Warning, {}});
    addContradictions(r, plan, scenario, out);
    return out;
}

} // namespace rightsize

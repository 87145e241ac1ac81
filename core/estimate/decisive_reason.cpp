#include "core/estimate/decisive_reason.h"

#include <algorithm>

namespace rightsize {
namespace {

bool isDecisive(const Reason& r) {
    return r.code.rfind("decisive_", 0) == 0;
}

bool priced(const OptionResult& o) {
    return o.cost.perHour > 0;
}

// Gradient-boosted trees are built from histograms (XGBoost hist, LightGBM, CatBoost); only the
// linear models of classic ML are not.
bool histogramTrees(const ResolvedWorkload& r) {
    const std::string& a = r.w.classicMl.algorithm;
    return r.w.kind == WorkloadKind::ClassicMl && a.rfind("logistic", 0) != 0 &&
           a.rfind("linear", 0) != 0;
}

// The vCPUs of a CPU option: of the whole job, or of one replica where a service is replicated.
int cpuVcpus(const OptionResult& o) {
    const Device& d = *o.placement.device;
    if (d.kind != DeviceKind::Cpu)
        return 0;
    const int replicas = o.latency ? std::max(1, o.latency->replicas) : 1;
    return d.vcpus * std::max(1, o.placement.count / replicas);
}

// The first option in rank order that `pick` accepts, fits and has a price; else one that fits;
// else the first it accepts. A side with no price says nothing about cost.
template <typename Pick>
std::optional<std::size_t> partner(const std::vector<OptionResult>& options,
                                   const std::vector<std::size_t>& order, Pick pick) {
    std::optional<std::size_t> fitting, anyOne;
    for (const std::size_t i : order) {
        if (!pick(options[i]))
            continue;
        if (options[i].fits && priced(options[i]))
            return i;
        if (options[i].fits && !fitting)
            fitting = i;
        if (!anyOne)
            anyOne = i;
    }
    return fitting ? fitting : anyOne;
}

// The other side holds nothing: its need against its capacity is what decided.
Reason fitReason(const OptionResult& other) {
    return {"decisive_fit",
            {{"other_count", double(other.placement.count)},
             {"need_gb", other.memory.total() / 1e9},
             {"capacity_gb", other.capacityBytes / 1e9}},
            other.placement.device->id};
}

// Which constraint the other side misses, so the reason can name it rather than say "a
// constraint": the deadline, the hourly budget, the total budget (checked as the planner checks
// them), else the serving targets; 0 where it meets them all or the miss is not one of these.
double missedConstraint(const OptionResult& other, const Constraints& c) {
    if (other.meetsConstraints)
        return 0;
    const bool priced = other.cost.perHour > 0;
    if (c.deadlineHours && other.timeSeconds.expected > *c.deadlineHours * 3600.0)
        return 1;
    if (c.budgetPerHour && priced && other.cost.perHour > *c.budgetPerHour + 1e-9)
        return 2;
    if (c.budgetTotal && priced && other.cost.total.expected > *c.budgetTotal + 1e-9)
        return 3;
    return other.latency ? 4 : 0;
}

// Both sides fit: their time, their price and, for serving, the replicas that meet the target.
Reason comparison(const char* code, const OptionResult& o, const OptionResult& other,
                  const ResolvedWorkload& r, const Constraints& c, bool perHour) {
    const bool memoryBound = o.time.bottleneck == Bottleneck::MemoryBandwidth ||
                             other.time.bottleneck == Bottleneck::MemoryBandwidth;
    const auto bandwidth = [](const OptionResult& x) {
        return x.placement.device->memoryBandwidth * x.placement.count / 1e9;
    };
    return {code,
            {{"serving", perHour ? 1.0 : 0.0},
             {"hours", o.timeSeconds.expected / 3600.0},
             {"other_hours", other.timeSeconds.expected / 3600.0},
             {"cost_usd", o.cost.total.expected},
             {"other_cost_usd", other.cost.total.expected},
             {"per_hour_usd", o.cost.perHour},
             {"other_per_hour_usd", other.cost.perHour},
             {"other_priced", priced(other) ? 1.0 : 0.0},
             {"count", double(o.placement.count)},
             {"other_count", double(other.placement.count)},
             {"cpu_vcpus", double(std::max(cpuVcpus(o), cpuVcpus(other)))},
             {"replicas", o.latency ? double(o.latency->replicas) : 0.0},
             {"other_replicas", other.latency ? double(other.latency->replicas) : 0.0},
             {"target_ms", r.w.serving.p95Ms},
             {"qps", r.w.serving.qps},
             {"clients", double(std::max(0, r.w.serving.concurrency))},
             {"other_meets", other.meetsConstraints ? 1.0 : 0.0},
             // 1 deadline, 2 hourly budget, 3 total budget, 4 serving targets (the limit given)
             {"other_misses", missedConstraint(other, c)},
             {"deadline_hours", c.deadlineHours.value_or(0)},
             {"budget_per_hour", c.budgetPerHour.value_or(0)},
             {"budget_total", c.budgetTotal.value_or(0)},
             {"memory_bound", memoryBound ? 1.0 : 0.0},
             {"histogram_trees", histogramTrees(r) ? 1.0 : 0.0},
             {"bandwidth_gbs", bandwidth(o)},
             {"other_bandwidth_gbs", bandwidth(other)}},
            other.placement.device->id};
}

} // namespace

std::optional<Reason> decisiveDeviceReason(const std::vector<OptionResult>& options,
                                           const std::vector<std::size_t>& order, std::size_t best,
                                           const ResolvedWorkload& r, const Constraints& c,
                                           bool perHour) {
    const OptionResult& o = options[best];
    const DeviceKind kind = o.placement.device->kind;
    // CPU against GPU first: that is the question the checklist asks before any other.
    std::optional<std::size_t> other = partner(
        options, order, [&](const OptionResult& x) { return x.placement.device->kind != kind; });
    const char* code = kind == DeviceKind::Gpu ? "decisive_gpu_over_cpu" : "decisive_cpu_over_gpu";
    if (!other) {
        other = partner(options, order, [&](const OptionResult& x) {
            return x.placement.device != o.placement.device;
        });
        code = "decisive_device";
    }
    if (!other)
        return std::nullopt;
    const OptionResult& x = options[*other];
    if (!x.fits)
        return fitReason(x);
    return comparison(code, o, x, r, c, perHour);
}

void insertDecisive(std::vector<Reason>& reasons, Reason reason, bool first) {
    auto at = reasons.begin();
    // That nothing meets every constraint is said before anything else: what follows compares
    // options that all miss one.
    if (at != reasons.end() && at->code == "no_option_meets_constraints")
        ++at;
    if (!first)
        while (at != reasons.end() && isDecisive(*at))
            ++at;
    reasons.insert(at, std::move(reason));
}

} // namespace rightsize

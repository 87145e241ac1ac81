#include "core/findings.h"

#include "core/time_estimator.h"

#include <algorithm>

namespace rightsize {
namespace {

constexpr double kGB = 1e9;
constexpr double kLowHeadroom = 0.10;   // DOMAIN §2: headroom under 10% is an OOM risk
constexpr double kOverBuyingUtil = 0.20; // DOMAIN §2: predicted utilisation under 20%

} // namespace

std::vector<Finding> findingsFor(const ResolvedWorkload& r, const OptionResult& o, const Scenario& scenario)
{
    std::vector<Finding> out;
    const Device& d = *o.placement.device;
    const double total = o.memory.total();
    const double headroom = o.capacityBytes > 0 ? 1.0 - total / o.capacityBytes : 0;
    if (!o.fits) {
        out.push_back({"out_of_memory", Severity::Error,
                       {{"need_gb", total / kGB}, {"capacity_gb", o.capacityBytes / kGB}}});
    } else if (headroom < kLowHeadroom) {
        out.push_back({"low_headroom", Severity::Warning,
                       {{"headroom_pct", headroom * 100}, {"need_gb", total / kGB}, {"capacity_gb", o.capacityBytes / kGB}}});
    }
    if (d.kind == DeviceKind::Gpu && !supportsNatively(d, r.computeDtype) && r.w.kind != WorkloadKind::ClassicMl) {
        out.push_back({"precision_unsupported", Severity::Warning,
                       {{"dtype", static_cast<double>(r.computeDtype)}}});
    }
    const bool modelTooBigForOne = r.m.params > 0 &&
        (r.trainableParams * (r.weightBytesPerTrainable) + r.frozenParams * r.weightBytesFrozenLinear) > d.memoryBytes;
    const Workload& w = scenario.workload;
    if (modelTooBigForOne && w.sharding == Sharding::None && w.parallelism.tensor == 1 && w.parallelism.pipeline == 1) {
        const Layout& l = o.placement.layout;
        out.push_back({"needs_model_split", o.fits ? Severity::Info : Severity::Error,
                       {{"weights_gb", (r.trainableParams * r.weightBytesPerTrainable + r.frozenParams * r.weightBytesFrozenLinear) / kGB},
                        {"capacity_gb", d.memoryBytes / kGB},
                        {"tensor", double(l.tensor)}, {"pipeline", double(l.pipeline)},
                        {"sharding", double(static_cast<int>(l.sharding))}}});
    }
    if (o.time.bottleneck == Bottleneck::Communication) {
        out.push_back({"communication_bound", Severity::Warning,
                       {{"comm_share_pct", 100 * (o.time.communicationSeconds + o.time.bubbleSeconds) /
                                               std::max(1e-12, o.time.stepSeconds)}}});
    }
    return out;
}

std::vector<Finding> planFindings(const ResolvedWorkload& r, const Plan& plan, const Scenario&)
{
    std::vector<Finding> out;
    const bool anyFits = std::any_of(plan.options.begin(), plan.options.end(), [](const OptionResult& o) { return o.fits; });
    if (!anyFits && !plan.options.empty())
        out.push_back({"nothing_fits", Severity::Error, {{"params", r.m.params}}});
    return out;
}

} // namespace rightsize

#include "core/estimate/pricing_model.h"

#include "core/estimate/billing.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace rightsize {
namespace {

// Inputs beyond these are typing errors, not plans; clamping them keeps every result finite.
constexpr double kMaxInputHours = 1e9; // about 114,000 years of run time
constexpr double kMaxInputMinutes = 1e9;
constexpr double kMaxInterruptionsPerDay = 1e9;
constexpr double kMaxRunsPerDay = 1e9;
constexpr double kMaxStartupSeconds = 1e9;

constexpr double kMinutesPerHour = 60;
constexpr double kHoursPerDay = 24;
constexpr double kSecondsPerHour = 3600;

// Checkpoints cannot usefully be written more often than about once a second; this floor keeps
// Young's interval positive when the checkpoint cost is zero.
constexpr double kMinCheckpointIntervalHours = 1.0 / kSecondsPerHour;

// exp() of more than this means the job essentially never finishes on spot; capping the exponent
// keeps the expected time finite (e^40 ≈ 2e17) without changing any plan a user could act on.
constexpr double kMaxSpotExponent = 40;

// Low/high bands of the interruption rate: half and twice the stated rate. Interruption rates
// move with region, zone, hour and demand, and the clouds publish them only as coarse bands
// (AWS Spot Instance Advisor: frequency per month in 5-point steps), so a stated rate is known to
// about a factor of two.
constexpr double kSpotRateLowFactor = 0.5;
constexpr double kSpotRateHighFactor = 2.0;

// Spot overhead beyond a quarter of the run time is flagged: at that point a good part of the
// discount goes to checkpoints, lost work and restarts.
constexpr double kSpotOverheadWarnFraction = 0.25;

// Serverless GPU start-up (Databricks serverless GPU compute documentation): from seconds to
// about 2 minutes, an H100 in high demand up to about 8 minutes. The default is used when the
// catalog has no start-up time for the device.
constexpr double kServerlessDefaultStartupSeconds = 60;
constexpr double kServerlessTypicalMaxStartupSeconds = 2 * 60;
constexpr double kServerlessHighDemandStartupSeconds = 8 * 60;

// The shortest time a provider bills for each start of an instance. AWS bills Linux instances
// on demand, spot and reserved by the second with a minimum of 60 seconds (AWS What's New,
// "Announcing Amazon EC2 per-second billing", 2017-10-02). Providers not listed are taken at
// the second with no minimum: their terms are not in the catalog.
double minimumBilledHours(const PriceQuote& quote) {
    return quote.provider == "AWS" ? 60.0 / 3600.0 : 0.0;
}

double sane(double x, double maxValue) {
    if (!std::isfinite(x) || x <= 0)
        return 0;
    return std::min(x, maxValue);
}

double unitPrice(const PriceQuote& quote) {
    return std::isfinite(quote.usdPerHour) && quote.usdPerHour > 0 ? quote.usdPerHour : 0;
}

Finding finding(std::string_view code, Severity severity,
                std::vector<std::pair<std::string, double>> params = {}) {
    return Finding{std::string(code), severity, std::move(params)};
}

double serverlessStartupSeconds(const Device& device) {
    const double s = device.serverlessStartupSeconds;
    return std::isfinite(s) && s > 0 ? std::min(s, kMaxStartupSeconds)
                                     : kServerlessDefaultStartupSeconds;
}

// H100-class devices see the long start-ups of high demand on serverless platforms.
bool highDemandServerlessDevice(const Device& device) {
    return device.generation == "hopper" || device.id.find("h100") != std::string::npos ||
           device.id.find("h200") != std::string::npos;
}

// Expected time of one spot job of T hours of work under exponential interruptions at rate λ,
// with checkpoints every τ hours that take C to write and a restart of R after each interruption.
// Daly's exact expression for one segment of w = work + checkpoint hours (J. T. Daly, "A higher
// order estimate of the optimum checkpoint interval for restart dumps", FGCS 22(3), 2006):
//   E(w) = M e^{R/M} (e^{w/M} − 1),  M = 1/λ.
// It splits into the segment itself (w), the work lost to interruptions (M(e^{w/M} − 1) − w) and
// the restarts ((e^{R/M} − 1) M (e^{w/M} − 1)); e^{w/M} − 1 is the expected interruption count.
// The job is T/τ segments; the last one ends with the job (which saves its result in every
// mode), so only T/τ − 1 of them pay a checkpoint. A job shorter than τ runs unprotected.
struct SpotRun {
    double wall = 0;
    double lostWork = 0;
    double restart = 0;
    double checkpoint = 0;
    double interruptions = 0;
};

SpotRun spotRun(double work, double checkpoint, double restart, double lambda, double tau) {
    SpotRun run;
    run.wall = work;
    if (work <= 0 || lambda <= 0)
        return run; // no interruptions: the job runs as on-demand, with no checkpoints needed
    const double mtbi = 1.0 / lambda;
    tau = std::max(tau, kMinCheckpointIntervalHours);
    const double checkpointed = std::max(0.0, work / tau - 1.0); // segments ending in a checkpoint
    const double restartFactor = std::expm1(std::min(restart / mtbi, kMaxSpotExponent));

    run.wall = 0;
    const auto addSegments = [&](double segments, double w) {
        if (segments <= 0)
            return;
        const double failures = std::expm1(std::min(w / mtbi, kMaxSpotExponent));
        const double attempts = mtbi * failures; // time in attempts until the segment completes
        run.interruptions += segments * failures;
        run.lostWork += segments * std::max(0.0, attempts - w);
        run.restart += segments * restartFactor * attempts;
        run.wall += segments * (attempts + restartFactor * attempts);
    };
    addSegments(checkpointed, tau + checkpoint);
    addSegments(1.0, std::min(work, tau));
    run.checkpoint = checkpointed * checkpoint;
    // The parts add up: wall = T + checkpoints + lost work + restarts (up to rounding, which must
    // never make the expected time shorter than the work itself).
    run.wall = std::max(run.wall, work);
    return run;
}

struct SpotSettings {
    double lambda = 0;     // interruptions per hour
    double checkpoint = 0; // hours to write one checkpoint
    double restart = 0;    // hours to re-acquire capacity and reload after an interruption
    double tau = 0;        // checkpoint interval in hours (Young), 0 when no interruptions
};

SpotSettings spotSettings(const SpotSpec& spot) {
    SpotSettings s;
    s.lambda = sane(spot.interruptionsPerDay, kMaxInterruptionsPerDay) / kHoursPerDay;
    s.checkpoint = sane(spot.checkpointMinutes, kMaxInputMinutes) / kMinutesPerHour;
    s.restart = sane(spot.restartMinutes, kMaxInputMinutes) / kMinutesPerHour;
    if (s.lambda > 0)
        s.tau = std::max(youngCheckpointIntervalHours(s.checkpoint, 1.0 / s.lambda),
                         kMinCheckpointIntervalHours);
    return s;
}

void serverlessJob(const Device& device, int count, const ComputeSpec& compute, JobCost& r) {
    const double work = r.computeHours;
    const SpotSettings s = spotSettings(compute.spot);

    // A run stops at the platform's cap; longer jobs checkpoint and start again.
    const double segments =
        work > kServerlessRunCapHours ? std::ceil(work / kServerlessRunCapHours) : 1.0;
    r.segments =
        static_cast<int>(std::min(segments, static_cast<double>(std::numeric_limits<int>::max())));
    const double handovers = segments - 1;
    r.checkpointHours = handovers * s.checkpoint;
    r.restartHours = handovers * s.restart;

    const double startup = serverlessStartupSeconds(device);
    const double startupHigh =
        std::max(startup, highDemandServerlessDevice(device) ? kServerlessHighDemandStartupSeconds
                                                             : kServerlessTypicalMaxStartupSeconds);
    r.startupHours = segments * startup / kSecondsPerHour;

    // Billed per second of activity: the work, the checkpoints and the reloads, not the wait for
    // capacity (the user waits for the start-up but does not pay for it).
    r.billedHours = work + r.checkpointHours + r.restartHours;
    r.wallHours = r.billedHours + r.startupHours;
    r.wallHoursLow = r.wallHours;
    r.wallHoursHigh = r.billedHours + segments * startupHigh / kSecondsPerHour;
    const double usd = r.perHour * r.billedHours;
    r.totalUsd = {usd, usd, usd};

    // Past the cap the platform stops the run: the offer cannot take the job as one run, so it
    // is refused (the numbers above show what checkpointed parts would cost).
    if (segments > 1)
        r.findings.push_back(finding(
            kFindingServerlessRunCap, Severity::Error,
            {{"hours", work}, {"cap_hours", kServerlessRunCapHours}, {"segments", segments}}));
    const int cap = serverlessNodeCap(device);
    if (count > cap)
        r.findings.push_back(
            finding(kFindingServerlessNodeCap, Severity::Error,
                    {{"count", static_cast<double>(count)}, {"cap", static_cast<double>(cap)}}));
}

} // namespace

void addPriceFindings(const Device& device, const PriceRule& rule, int count,
                      std::vector<Finding>& out) {
    const double onDemand = unitPrice(device.onDemand);
    const bool standsIn = &quoteFor(device, rule) == &device.onDemand;
    switch (rule.mode) {
    case Pricing::OnDemand:
        break;
    case Pricing::Spot:
        if (standsIn && onDemand > 0)
            out.push_back(finding(kFindingSpotPriceMissing, Severity::Warning,
                                  {{"fallback_usd_per_hour", onDemand},
                                   {"estimate_usd_per_hour", unitPrice(device.spot)}}));
        break;
    case Pricing::Reserved:
        if (standsIn && onDemand > 0)
            out.push_back(finding(kFindingReservedPriceMissing, Severity::Warning,
                                  {{"fallback_usd_per_hour", onDemand},
                                   {"estimate_usd_per_hour", unitPrice(device.reserved)}}));
        break;
    case Pricing::Serverless:
        // Only devices with a serverless price are offered; the on-demand price stands in so the
        // option still shows numbers, and the error marks it as not rentable this way.
        if (unitPrice(device.serverless) <= 0)
            out.push_back(finding(kFindingServerlessDeviceUnavailable, Severity::Error,
                                  {{"fallback_usd_per_hour", onDemand}}));
        break;
    }
    if (count > 0 && hourlyPrice(device, 1, rule) <= 0)
        out.push_back(priceMissingFinding(device));
}

namespace {

// Whether a mode's own quote is what the rule bills: known, and not an estimate set aside for a
// firm on-demand list price (only spot and reserved have that ceiling; serverless has none).
bool quoteStands(const PriceQuote& own, const Device& device, const PriceRule& rule) {
    if (unitPrice(own) <= 0)
        return false;
    const bool firmOnDemand = unitPrice(device.onDemand) > 0 && !device.onDemand.estimate;
    return rule.estimatesStand || !own.estimate || !firmOnDemand;
}

} // namespace

const PriceQuote& quoteFor(const Device& device, const PriceRule& rule) {
    switch (rule.mode) {
    case Pricing::OnDemand:
        break;
    case Pricing::Spot:
        if (quoteStands(device.spot, device, rule))
            return device.spot;
        break;
    case Pricing::Reserved:
        if (quoteStands(device.reserved, device, rule))
            return device.reserved;
        break;
    case Pricing::Serverless:
        if (unitPrice(device.serverless) > 0)
            return device.serverless;
        break;
    }
    return device.onDemand;
}

int instanceDevices(const PriceQuote& quote) {
    const bool perInstance =
        quote.unit == PriceUnit::GpuHourOfInstance || quote.unit == PriceUnit::InstanceHour;
    return perInstance && quote.instanceDevices > 0 ? quote.instanceDevices : 1;
}

int groupDevicesOf(const Device& device, const PriceQuote& quote) {
    if (device.kind != DeviceKind::Gpu)
        return 1;
    // An instance-hour of a GPU device without a count is one GPU's instance (g4dn.xlarge).
    if (quote.unit == PriceUnit::GpuHourOfInstance || quote.unit == PriceUnit::InstanceHour)
        return instanceDevices(quote);
    return std::max(1, device.devicesPerNode);
}

Finding priceMissingFinding(const Device&) {
    return finding(kFindingPriceMissing, Severity::Warning);
}

double hourlyPrice(const Device& device, int count, const PriceRule& rule) {
    if (count <= 0)
        return 0;
    return unitPrice(quoteFor(device, rule)) * static_cast<double>(count);
}

bool ownModePrice(const Device& device, const PriceRule& rule) {
    const PriceQuote& q = quoteFor(device, rule);
    return unitPrice(q) > 0 && (rule.mode == Pricing::OnDemand || &q != &device.onDemand);
}

double youngCheckpointIntervalHours(double checkpointHours, double mtbiHours) {
    if (!(checkpointHours > 0) || !(mtbiHours > 0) || !std::isfinite(checkpointHours) ||
        !std::isfinite(mtbiHours))
        return 0;
    return std::sqrt(2 * checkpointHours * mtbiHours);
}

JobCost jobCost(const Device& device, int count, double computeHours, const ComputeSpec& compute) {
    JobCost r;
    const int devices = std::max(count, 0);
    r.computeHours = sane(computeHours, kMaxInputHours);
    const PriceRule rule(compute);
    const PriceQuote& quote = quoteFor(device, rule);
    r.perHour = devices > 0 ? unitPrice(quote) * devices : 0;
    addPriceFindings(device, rule, devices, r.findings);

    if (compute.pricing == Pricing::Serverless) {
        serverlessJob(device, devices, compute, r);
        return r;
    }

    const double work = r.computeHours;
    double runWall = work, runWallLow = work, runWallHigh = work;
    if (compute.pricing == Pricing::Spot) {
        SpotSettings s = spotSettings(compute.spot);
        // The rate is per instance: a job on several instances stops when any of them is taken
        // back, so its rate grows with the instances it holds (whole nodes of the device).
        const double instances =
            std::ceil(double(std::max(devices, 1)) / std::max(1, device.devicesPerNode));
        s.lambda *= instances;
        if (s.lambda > 0)
            s.tau = std::max(youngCheckpointIntervalHours(s.checkpoint, 1.0 / s.lambda),
                             kMinCheckpointIntervalHours);
        const SpotRun expected = spotRun(work, s.checkpoint, s.restart, s.lambda, s.tau);
        // The interval is chosen for the stated rate; the band shows what other rates do to it.
        const SpotRun fewer =
            spotRun(work, s.checkpoint, s.restart, s.lambda * kSpotRateLowFactor, s.tau);
        const SpotRun more =
            spotRun(work, s.checkpoint, s.restart, s.lambda * kSpotRateHighFactor, s.tau);
        runWall = expected.wall;
        // At rates where the exponent cap bites the band could invert; keep it ordered.
        runWallLow = std::min(fewer.wall, expected.wall);
        runWallHigh = std::max(more.wall, expected.wall);
        r.lostWorkHours = expected.lostWork;
        r.restartHours = expected.restart;
        r.checkpointHours = expected.checkpoint;
        r.expectedInterruptions = expected.interruptions;
        r.optimalCheckpointMinutes = s.tau * kMinutesPerHour;
        if (work > 0 && runWall - work > kSpotOverheadWarnFraction * work)
            r.findings.push_back(finding(kFindingSpotOverheadHigh, Severity::Warning,
                                         {{"overhead_fraction", (runWall - work) / work},
                                          {"interruptions_per_day", s.lambda * kHoursPerDay}}));
    }

    // A classic cluster bills its cold start and, after the job, its idle time until auto-stop.
    if (compute.cluster.kind == ClusterKind::Classic) {
        r.startupHours = sane(compute.cluster.startupMinutes, kMaxInputMinutes) / kMinutesPerHour;
        r.idleHours =
            sane(compute.cluster.idleMinutesBeforeStop, kMaxInputMinutes) / kMinutesPerHour;
    }
    r.wallHours = r.startupHours + runWall;
    r.wallHoursLow = r.startupHours + runWallLow;
    r.wallHoursHigh = r.startupHours + runWallHigh;
    // Restarts are billed: the replacement capacity is paid from boot while it reloads. A run
    // shorter than the provider's minimum pays the minimum.
    const double minimum = r.wallHours > 0 ? minimumBilledHours(quote) : 0.0;
    r.billedHours = std::max(r.wallHours + r.idleHours, minimum);
    r.totalUsd = {r.perHour * r.billedHours,
                  r.perHour * std::max(r.wallHoursLow + r.idleHours, minimum),
                  r.perHour * std::max(r.wallHoursHigh + r.idleHours, minimum)};
    return r;
}

int serverlessNodeCap(const Device& device) {
    return device.serverlessNodeDevices.empty() ? kServerlessMaxDevices
                                                : device.serverlessNodeDevices.back();
}

int serverlessBilledDevices(const Device& device, int count) {
    for (const int node : device.serverlessNodeDevices)
        if (node >= count)
            return node;
    return count;
}

UsagePatternCost usagePatternCost(const Device& device, int count, double computeHoursPerRun,
                                  const ComputeSpec& compute) {
    return usagePatternCost(device, count, device, serverlessBilledDevices(device, count),
                            computeHoursPerRun, compute);
}

UsagePatternCost usagePatternCost(const Device& classic, int classicDevices,
                                  const Device& serverless, int serverlessDevices,
                                  double computeHoursPerRun, const ComputeSpec& compute) {
    UsagePatternCost u;
    const int devices = std::max(classicDevices, 0);
    const double runs = sane(compute.cluster.runsPerDay, kMaxRunsPerDay);
    const double work = sane(computeHoursPerRun, kMaxInputHours);
    if (runs <= 0)
        return u;

    // The classic side keeps the scenario's price mode (on-demand when it is serverless).
    const PriceRule classicMode(compute.pricing == Pricing::Serverless ? Pricing::OnDemand
                                                                       : compute.pricing,
                                compute.includeEstimatedPrices);
    double runHours = work;
    if (classicMode.mode == Pricing::Spot) {
        const SpotSettings s = spotSettings(compute.spot);
        runHours = spotRun(work, s.checkpoint, s.restart, s.lambda, s.tau).wall;
    }
    const double startup = sane(compute.cluster.startupMinutes, kMaxInputMinutes) / kMinutesPerHour;
    const double idle =
        sane(compute.cluster.idleMinutesBeforeStop, kMaxInputMinutes) / kMinutesPerHour;
    const Billing classicBilling =
        classicMode.mode == Pricing::Reserved && ownModePrice(classic, classicMode)
            ? Billing::Committed
            : Billing::Classic;
    const DayBill day = dayBill(classicBilling, hourlyPrice(classic, devices, classicMode),
                                runHours, startup, idle, runs);
    u.classicBilledHoursPerDay = day.billedHours;
    u.classicPerDay = day.perDay;
    u.classicWaitMinutesPerRun = day.waitHoursPerRun * kMinutesPerHour;
    u.classicOverheadHoursPerDay = day.startupHours + day.idleHours;
    u.classicInterruptionHoursPerDay = day.runsPerDay * (runHours - work);

    // Serverless bills activity only. A run that comes within the idle stop of the one before
    // finds the compute still attached; one after a longer gap waits for a start-up.
    const double startupSeconds = serverlessStartupSeconds(serverless);
    const DayBill active =
        dayBill(Billing::Activity,
                hourlyPrice(serverless, std::max(serverlessDevices, 0), Pricing::Serverless), work,
                0, 0, runs);
    const double gapHours = kHoursPerDay / active.runsPerDay - work;
    const bool warm = gapHours <= kServerlessIdleStopMinutes / kMinutesPerHour;
    u.serverlessBilledHoursPerDay = active.billedHours;
    u.serverlessPerDay = active.perDay;
    u.serverlessWaitMinutesPerRun = warm ? 0 : startupSeconds / kSecondsPerHour * kMinutesPerHour;
    return u;
}

double breakEvenRunsPerDay(const Device& device, int count, double computeHoursPerRun,
                           const ComputeSpec& compute) {
    return breakEvenRunsPerDay(device, count, device, serverlessBilledDevices(device, count),
                               computeHoursPerRun, compute);
}

double breakEvenRunsPerDay(const Device& classic, int classicDevices, const Device& serverless,
                           int serverlessDevices, double computeHoursPerRun,
                           const ComputeSpec& compute) {
    const double work = sane(computeHoursPerRun, kMaxInputHours);
    if (work <= 0 || classicDevices <= 0 || serverlessDevices <= 0)
        return 0;
    ComputeSpec c = compute;
    const auto gap = [&](double runs) {
        c.cluster.runsPerDay = runs;
        const UsagePatternCost u =
            usagePatternCost(classic, classicDevices, serverless, serverlessDevices, work, c);
        return u.classicPerDay - u.serverlessPerDay;
    };
    const PriceRule classicMode(compute.pricing == Pricing::Serverless ? Pricing::OnDemand
                                                                       : compute.pricing,
                                compute.includeEstimatedPrices);
    if (hourlyPrice(serverless, serverlessDevices, Pricing::Serverless) <= 0 ||
        hourlyPrice(classic, classicDevices, classicMode) <= 0 || gap(1) == 0)
        return 0;
    // From one run a week (1/7 a day) to as many back-to-back runs as a day holds.
    const double low = 1.0 / 7.0;
    const double high = std::max(low, kHoursPerDay / work);
    // The day's cost is piecewise linear in the runs, so a sign change is found on a fine
    // logarithmic grid and then narrowed by bisection.
    constexpr int kSteps = 400;
    double a = low;
    double ga = gap(a);
    for (int i = 1; i <= kSteps; ++i) {
        const double b = low * std::pow(high / low, double(i) / kSteps);
        const double gb = gap(b);
        if ((ga < 0) != (gb < 0)) {
            double lo = a, hi = b;
            for (int k = 0; k < 60; ++k) {
                const double mid = 0.5 * (lo + hi);
                if ((gap(mid) < 0) == (ga < 0))
                    lo = mid;
                else
                    hi = mid;
            }
            return 0.5 * (lo + hi);
        }
        a = b;
        ga = gb;
    }
    return 0;
}

} // namespace rightsize

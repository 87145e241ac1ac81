#pragma once

// The ways compute is bought: on-demand, reserved, spot with checkpoints, a
// classic cluster with cold starts and idle billing, and per-second serverless GPU. Each is a
// pure function of the device's prices and the scenario's compute settings.

#include "core/model/catalog.h"
#include "core/model/enums.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <string_view>
#include <vector>

namespace rightsize {

// Finding codes raised here. Their words live in the front end; the params are named below.
// Spot price missing: on-demand price used instead. Params: fallback_usd_per_hour, and
// estimate_usd_per_hour when an estimated spot price was set aside for it (else 0).
inline constexpr std::string_view kFindingSpotPriceMissing = "spot_price_missing";
// Reserved price missing: the device's on-demand price stands in, billed for the hours used (no
// commitment is priced without a reserved offer to price it). Params: fallback_usd_per_hour, and
// estimate_usd_per_hour when an estimated reserved price was set aside for it (else 0).
inline constexpr std::string_view kFindingReservedPriceMissing = "reserved_price_missing";
// No on-demand price is known for the device from the provider its catalog quote names: costs
// show as unknown and the option is never called cheapest. Params: none.
inline constexpr std::string_view kFindingPriceMissing = "price_missing";
// The device has no serverless offer (only A10- and H100-class GPUs do). Params:
// fallback_usd_per_hour (on-demand, used so the numbers stay comparable).
inline constexpr std::string_view kFindingServerlessDeviceUnavailable =
    "serverless_device_unavailable";
// A serverless job longer than the single-run cap: refused for that offer (it would have to be
// split into `segments` runs with checkpoints). Params: hours, cap_hours, segments.
inline constexpr std::string_view kFindingServerlessRunCap = "serverless_run_cap";
// More devices than one serverless node holds (multi-node is not offered). Params: count, cap.
inline constexpr std::string_view kFindingServerlessNodeCap = "serverless_node_cap";
// Spot interruptions add much more time than they save. Params: overhead_fraction,
// interruptions_per_day.
inline constexpr std::string_view kFindingSpotOverheadHigh = "spot_overhead_high";

// Serverless GPU limits (Databricks serverless GPU compute documentation): a single run is capped
// at 7 days, and multi-node is not offered, so one node of 8 GPUs is the largest placement; an
// idle notebook is stopped after about 60 minutes (until then the next run finds it started).
inline constexpr double kServerlessRunCapHours = 7 * 24;
inline constexpr int kServerlessMaxDevices = 8;
inline constexpr double kServerlessIdleStopMinutes = 60;
// The billing month of the clouds' monthly estimates: 8760 h / 12.
inline constexpr double kHoursPerMonth = 730;

// Cost and time of one job in one pricing mode. All hours are hours of the whole placement;
// perHour already covers every device, so totalUsd = perHour × billedHours.
struct JobCost {
    double computeHours = 0;  // useful run time of the job (input)
    double wallHours = 0;     // including start-up, lost work, restarts
    double wallHoursLow = 0;  // the same at the favourable end (fewer interruptions, quick start)
    double wallHoursHigh = 0; // the same at the unfavourable end
    double billedHours = 0;   // hours billed (per device × count is applied via perHour)
    double perHour = 0;       // price per hour of the whole placement in this mode
    Range totalUsd;           // low/high from the uncertainty of interruptions/start-up
    double startupHours = 0; // cold start (classic cluster: billed; serverless: waited, not billed)
    double idleHours = 0;    // billed idle tail until auto-termination
    double lostWorkHours = 0;   // spot: work redone after interruptions
    double checkpointHours = 0; // time spent writing checkpoints
    double restartHours = 0;    // spot: re-acquiring capacity and reloading after interruptions
    double expectedInterruptions = 0;
    double optimalCheckpointMinutes =
        0;            // spot: Young's interval √(2 C M); 0 when no interruptions or not spot
    int segments = 1; // runs the job must be split into (platform run caps)
    std::vector<Finding> findings; // serverless caps, price fall-backs, heavy spot overhead
};

// A pricing mode as a plan reads it. Unless estimates may stand, an estimated spot or reserved
// quote gives way to a firm on-demand list price: spot never costs more than on demand (AWS: a
// Spot Instance runs at the current Spot price, not exceeding the On-Demand price) and a
// reservation is a discount on it, so the list price is a ceiling one can pay. A bare mode
// takes every quote as it is (what the catalog holds, for tables and tests).
struct PriceRule {
    Pricing mode = Pricing::OnDemand;
    bool estimatesStand = true;

    PriceRule(Pricing m)
        : mode(m) {} // NOLINT(google-explicit-constructor): a bare mode
    PriceRule(Pricing m, bool estimates)
        : mode(m)
        , estimatesStand(estimates) {}
    explicit PriceRule(const ComputeSpec& c)
        : mode(c.pricing)
        , estimatesStand(c.includeEstimatedPrices) {}
};

// The quote a price mode uses: the mode's own, or on-demand when the device has none (spot and
// reserved then pay the on-demand price for the hours used) or only an estimated one the rule
// sets aside. What the report and the window show beside a cost, so the provider, date and
// source always match the figure.
const PriceQuote& quoteFor(const Device& device, const PriceRule& rule);

// The devices one instance of the quote holds, all paid for whenever the instance runs: the
// quote's instance_devices where it prices an instance (gpu_hour_of_instance, instance_hour),
// else 1 (sold by the device: RunPod and Lambda pods, a CPU instance that is the device).
int instanceDevices(const PriceQuote& quote);

// The most devices the quote's purchase puts behind one fast interconnect (NVLink, NVSwitch or
// the PCIe switch of one machine): what a tensor-parallel group may span. An instance's own
// devices; a device sold by the device comes in machines of up to devicesPerNode; a CPU has 1.
int groupDevicesOf(const Device& device, const PriceQuote& quote);

// The finding for a device without a known on-demand price.
Finding priceMissingFinding(const Device& device);
// Findings about the price `mode` uses for `count` devices (a stand-in for a missing spot,
// reserved or serverless price, or no price at all); none when the mode's own price exists.
void addPriceFindings(const Device& device, const PriceRule& rule, int count,
                      std::vector<Finding>& out);

// Price per hour of `count` devices in `mode`. A missing mode price falls back to on-demand;
// jobCost reports the fall-back as a finding.
double hourlyPrice(const Device& device, int count, const PriceRule& rule);
// Whether `mode` is priced by the device's own quote for it (not a stand-in for a missing one).
bool ownModePrice(const Device& device, const PriceRule& rule);

// Young's optimal checkpoint interval τ = √(2 C M) in hours, for a checkpoint that takes
// `checkpointHours` to write and a mean time between interruptions of `mtbiHours`
// (J. W. Young, CACM 17(9), 1974; J. T. Daly, FGCS 22(3), 2006). 0 for non-positive inputs.
double youngCheckpointIntervalHours(double checkpointHours, double mtbiHours);

// Cost and wall time of a job that needs `computeHours` of run time on `count` devices, in the
// mode compute.pricing. compute.cluster applies to on_demand/spot/reserved when its kind is
// classic (a billed cold start and a billed idle tail); a serverless cluster kind with a
// non-serverless price means bare instances, billed while the job runs. compute.spot's
// checkpoint and restart minutes also price the checkpoint-and-restart between serverless
// segments.
JobCost jobCost(const Device& device, int count, double computeHours, const ComputeSpec& compute);

// Recurring use: compute.cluster.runsPerDay runs of `computeHoursPerRun` each, spread evenly over
// the day, billed as core/estimate/billing.h says (runs longer than the gap between them run back
// to back). Classic: each run pays a billed cold start and the idle tail, unless runs come faster
// than the auto-stop timeout, when the cluster never stops; reserved pays the whole day. Serverless
// bills activity only but every run waits for the start-up. Bursty use favours serverless;
// saturated use makes the billed hours of both the same, so only their hourly prices differ.
struct UsagePatternCost {
    double classicPerDay = 0;
    double serverlessPerDay = 0;
    double classicWaitMinutesPerRun = 0;
    double serverlessWaitMinutesPerRun = 0;
    double classicBilledHoursPerDay = 0;
    double serverlessBilledHoursPerDay = 0;
    double classicOverheadHoursPerDay = 0;     // the day's billed cold starts and idle time
    double classicInterruptionHoursPerDay = 0; // spot: checkpoints, lost work and restarts
};
UsagePatternCost usagePatternCost(const Device& device, int count, double computeHoursPerRun,
                                  const ComputeSpec& compute);
// The same with the classic cluster and serverless priced by different offers: `classic` billed
// for `classicDevices` (whole instances), `serverless` for `serverlessDevices` (its node size).
UsagePatternCost usagePatternCost(const Device& classic, int classicDevices,
                                  const Device& serverless, int serverlessDevices,
                                  double computeHoursPerRun, const ComputeSpec& compute);

// The devices a serverless placement of `count` pays for: the smallest node of the device's
// serverless SKUs that holds them (more than the largest: `count`, which the node cap refuses).
int serverlessBilledDevices(const Device& device, int count);
// The most devices one serverless node of the device holds.
int serverlessNodeCap(const Device& device);

// The runs per day at which a classic cluster of the device costs as much per day as the same
// runs serverless (usagePatternCost with only compute.cluster.runsPerDay varied): below it one is
// cheaper, above it the other. 0 when one is cheaper at every rate from one run a week up to a
// day filled with runs, or when a price is missing.
double breakEvenRunsPerDay(const Device& device, int count, double computeHoursPerRun,
                           const ComputeSpec& compute);
double breakEvenRunsPerDay(const Device& classic, int classicDevices, const Device& serverless,
                           int serverlessDevices, double computeHoursPerRun,
                           const ComputeSpec& compute);

} // namespace rightsize

#pragma once

// How a recurring job is billed over a day and a month in each way of buying, written once for
// the ways-of-buying table, the serverless-or-classic comparison and the plan JSON. One run's
// billed hours come from jobCost (core/estimate/pricing_model.h); this turns them into a
// calendar:
//   hours used    on demand or spot on bare instances: the hours of each run
//   classic       on demand or spot on a classic cluster: each run, plus the cold starts and idle
//                 tails the day's schedule leaves (none when runs follow within the idle stop)
//   committed     reserved: every hour of the term, used or not; the hours no run uses are the
//                 day's idle time
//   activity      serverless: the work alone; the start-up is waited for, not billed
// A run longer than the gap between runs starts when the one before ends, so a day holds at most
// 24 h of runs: a 4-day job asked for once a day runs about 7.5 times a month, not 30.

namespace rightsize {

enum class Billing { HoursUsed, Classic, Committed, Activity };

inline constexpr double kBillingHoursPerDay = 24;
// The billing month of the clouds' monthly estimates, 8760 h / 12, in days.
inline constexpr double kBillingDaysPerMonth = 730.0 / kBillingHoursPerDay;

struct DayBill {
    double runsPerDay = 0;   // the runs a day that happen: as asked, or back to back
    double runsPerMonth = 0; // runsPerDay × 30.4
    double runHours = 0;     // one run's own billed hours: work, checkpoints, lost work, restarts
    double perRun = 0;       // perHour × runHours
    double startupHours = 0; // the day's billed cold starts (classic)
    double idleHours = 0;    // the day's billed idle: tails before auto-stop, unused commitment
    double billedHours = 0;  // runsPerDay × runHours + startupHours + idleHours
    double perDay = 0;       // perRun × runsPerDay + perHour × (startupHours + idleHours)
    double perMonth = 0;     // perDay × 30.4
    double waitHoursPerRun = 0; // a classic cluster's cold start that a run waits for, on average
};

// The day of `runsPerDay` runs of `runHours` each, spread evenly, on a placement of `perHour`.
// `startupHours` and `idleHours` are a classic cluster's cold start and idle tail (read for
// Billing::Classic only).
DayBill dayBill(Billing billing, double perHour, double runHours, double startupHours,
                double idleHours, double runsPerDay);

// The runs a day from which a commitment at `committedPerHour` costs no more a day than the same
// runs bought by the hour (`billing`, `perHour`, the same run): 0 when it never pays off.
double payOffRunsPerDay(double committedPerHour, Billing billing, double perHour, double runHours,
                        double startupHours, double idleHours);

} // namespace rightsize

#include "core/estimate/billing.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

// Inputs beyond these are typing errors, not plans; clamping keeps every result finite.
constexpr double kMaxHours = 1e9;
constexpr double kMaxRunsPerDay = 1e9;

double sane(double x, double maxValue) {
    return std::isfinite(x) && x > 0 ? std::min(x, maxValue) : 0;
}

// A classic cluster's cold starts and idle hours in a day of `runs` runs of `run` hours each,
// spread evenly (runs never overlap: at most a day of them).
void classicOverhead(DayBill& day, double runs, double run, double startup, double idle) {
    const double period = kBillingHoursPerDay / runs;
    const double gap = period - run;
    if (gap <= idle) {
        // The next run comes before the auto-stop: the cluster never stops and idles between runs.
        day.idleHours = std::max(0.0, kBillingHoursPerDay - runs * run);
        return;
    }
    if (gap - startup > idle) {
        // Every run finds the cluster stopped: a billed cold start and an idle tail each.
        day.startupHours = runs * startup;
        day.idleHours = runs * idle;
        day.waitHoursPerRun = startup;
        return;
    }
    // In between, a cold run ends close enough to the next request that the cluster is still up,
    // but a warm run ends too early for the one after: runs alternate cold and warm. Over two
    // periods the cluster is up from the first start-up to the idle tail after the warm run.
    const double extra = std::max(0.0, runs / 2 * (period + run + idle) - runs * run);
    day.startupHours = std::min(runs / 2 * startup, extra);
    day.idleHours = extra - day.startupHours;
    day.waitHoursPerRun = startup / 2;
}

} // namespace

DayBill dayBill(Billing billing, double perHour, double runHours, double startupHours,
                double idleHours, double runsPerDay) {
    DayBill day;
    const double rate = sane(perHour, 1e15);
    day.runHours = sane(runHours, kMaxHours);
    day.perRun = rate * day.runHours;
    double runs = sane(runsPerDay, kMaxRunsPerDay);
    // A run that outlasts the gap to the next starts when the one before ends.
    if (day.runHours > 0)
        runs = std::min(runs, kBillingHoursPerDay / day.runHours);
    day.runsPerDay = runs;
    day.runsPerMonth = runs * kBillingDaysPerMonth;
    if (runs > 0) {
        switch (billing) {
        case Billing::HoursUsed:
        case Billing::Activity:
            break;
        case Billing::Classic:
            classicOverhead(day, runs, day.runHours, sane(startupHours, kMaxHours),
                            sane(idleHours, kMaxHours));
            break;
        case Billing::Committed:
            day.idleHours = std::max(0.0, kBillingHoursPerDay - runs * day.runHours);
            break;
        }
    } else if (billing == Billing::Committed) {
        day.idleHours = kBillingHoursPerDay; // the term is paid whether any run comes or not
    }
    day.billedHours = runs * day.runHours + day.startupHours + day.idleHours;
    day.perDay = day.perRun * runs + rate * (day.startupHours + day.idleHours);
    day.perMonth = day.perDay * kBillingDaysPerMonth;
    return day;
}

double payOffRunsPerDay(double committedPerHour, Billing billing, double perHour, double runHours,
                        double startupHours, double idleHours) {
    const double run = sane(runHours, kMaxHours);
    if (!(committedPerHour > 0) || !(perHour > 0) || run <= 0)
        return 0;
    const double committed = committedPerHour * kBillingHoursPerDay;
    const auto gap = [&](double runs) {
        return dayBill(billing, perHour, run, startupHours, idleHours, runs).perDay - committed;
    };
    // A day bought by the hour costs more with every run; back to back it is a whole day.
    double lo = 0, hi = kBillingHoursPerDay / run;
    if (gap(hi) < 0)
        return 0;
    for (int k = 0; k < 80; ++k) {
        const double mid = 0.5 * (lo + hi);
        (gap(mid) < 0 ? lo : hi) = mid;
    }
    return hi;
}

} // namespace rightsize

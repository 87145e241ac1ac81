#include "ui/wording/plan_wording.h"

#include "core/calibrate/calibration_fit.h"
#include "ui/wording/number_format.h"

#include <QLocale>
#include <QSet>
#include <QStringList>
#include <cmath>
#include <iterator>
#include <string>

namespace rightsize::ui {
namespace {

QString num(double v, int decimals = 1) {
    return numfmt::number(v, decimals);
}

// Core reports memory in GB (10^9 bytes) and time in hours; people read GiB and the unit that
// suits the length (ui/wording/number_format.h).
QString gibOfGb(double gb) {
    return numfmt::gib(gb * 1e9);
}
QString hoursText(double h) {
    return numfmt::hours(h);
}

// The layout a finding names through its parameters, in the words of every layout label.
QString layoutOf(const Finding& f) {
    Layout l;
    l.tensor = int(f.param("tensor", 1));
    l.pipeline = int(f.param("pipeline", 1));
    l.expert = int(f.param("expert", 1));
    l.data = int(f.param("data", 1));
    l.microBatch = int(f.param("micro_batch", 1));
    l.gradientAccumulation = int(f.param("accumulation", 1));
    l.recompute = static_cast<Recompute>(int(f.param("recompute")));
    l.sharding = static_cast<Sharding>(int(f.param("sharding")));
    return numfmt::layoutText(l);
}

// The plan JSON of the command line is a contract: its sentences keep C-locale numbers
// whatever the user's locale; the window uses the default locale.
template <typename F> std::string contractText(F&& make) {
    const numfmt::ScopedCLocale cLocale;
    return make().toStdString();
}

// The findings about what is rented and about inputs that contradict each other.
QString costFinding(const QString& code, const Finding& f) {
    if (code == QLatin1String("serving_volume_mismatch"))
        return PlanWordingText::tr(
                   "The inputs disagree: %1 requests a second come to about %2 tokens a month, but "
                   "the tokens a month "
                   "say %3 (%4× apart). The monthly figures use the tokens a month.")
            .arg(num(f.param("qps")), numfmt::bigNumber(f.param("implied_tokens_per_month")),
                 numfmt::bigNumber(f.param("tokens_per_month")), num(f.param("ratio"), 1));
    if (code == QLatin1String("budget_below_cheapest_hour"))
        return PlanWordingText::tr("The budget (%1) is below the cheapest instance-hour any option "
                                   "rents (%2): nothing can be bought "
                                   "within it.")
            .arg(numfmt::money(f.param("budget_usd")),
                 numfmt::moneyPerHour(f.param("cheapest_instance_hour_usd")));
    if (code == QLatin1String("deadline_before_startup"))
        return PlanWordingText::tr("The deadline (%1) is shorter than the cluster's start-up (%2): "
                                   "no run can finish in time.")
            .arg(hoursText(f.param("deadline_hours")), hoursText(f.param("startup_hours")));
    if (code == QLatin1String("group_splits_instances"))
        return PlanWordingText::tr("The tensor-parallel group of %1 devices needs one machine's "
                                   "links, and the instance this device is "
                                   "rented as holds %n: this layout cannot be rented.",
                                   nullptr, int(f.param("per_instance")))
            .arg(int(f.param("group")));
    if (code == QLatin1String("whole_instances_billed"))
        return PlanWordingText::tr(
                   "Instances come whole (%n device(s) each): %1 are paid for, %2 used.", nullptr,
                   int(f.param("per_instance")))
            .arg(int(f.param("billed")))
            .arg(int(f.param("devices")));
    return {};
}

// Prefill and decode on engines of their own against the same engines doing both: each side's
// GPUs and p95s, and why the winner wins.
QString disaggregationFinding(const QString& code, const Finding& f) {
    const QString split =
        PlanWordingText::tr("%1P%2D").arg(int(f.param("prefill"))).arg(int(f.param("decode")));
    const QString sides =
        PlanWordingText::tr("split as %1 on %2 GPUs: TTFT p95 %3 ms, TPOT p95 %4 ms%5; "
                            "every engine doing both on %6 GPUs: TTFT p95 %7 ms, TPOT p95 %8 ms%9")
            .arg(split, num(f.param("split_gpus"), 0), num(f.param("split_ttft_p95_ms")),
                 num(f.param("split_tpot_p95_ms")),
                 f.param("split_meets") > 0 ? PlanWordingText::tr(", within the targets")
                                            : PlanWordingText::tr(", missing a target"),
                 num(f.param("whole_gpus"), 0), num(f.param("whole_ttft_p95_ms")),
                 num(f.param("whole_tpot_p95_ms")),
                 f.param("whole_meets") > 0 ? PlanWordingText::tr(", within the targets")
                                            : PlanWordingText::tr(", missing a target"));
    if (code == QLatin1String("disaggregation_wins"))
        return PlanWordingText::tr(
                   "Prefill and decode on engines of their own win (%1): no decode step waits for "
                   "another prompt's prefill, which outweighs the %2 ms the prompt's KV cache "
                   "takes between them.")
            .arg(sides, num(f.param("kv_transfer_ms")));
    return PlanWordingText::tr(
               "The same engines doing prefill and decode win (%1): the prompts' prefill slows the "
               "decode steps too little to pay for the KV transfer (%2 ms) and for engines of one "
               "role that idle while the other works.")
        .arg(sides, num(f.param("kv_transfer_ms")));
}

// The findings about serving under load: TTFT and TPOT targets, headroom above the peak, and a
// scenario that gives no load at all.
QString servingFinding(const QString& code, const Finding& f) {
    if (code == QLatin1String("ttft_target_missed"))
        return PlanWordingText::tr("Time to first token at p95 is %1, past the %2 target, "
                                   "even with %n replica(s).",
                                   nullptr, int(f.param("replicas")))
            .arg(numfmt::latency(f.param("ttft_p95_ms"), 1),
                 numfmt::latency(f.param("target_ms"), 1));
    if (code == QLatin1String("tpot_target_missed"))
        return PlanWordingText::tr("Time per output token at p95 is %1, past the %2 target, "
                                   "even with %n replica(s).",
                                   nullptr, int(f.param("replicas")))
            .arg(numfmt::latency(f.param("tpot_p95_ms"), 1),
                 numfmt::latency(f.param("target_ms"), 1));
    if (code == QLatin1String("autoscaled_day"))
        return PlanWordingText::tr(
                   "Autoscaled between %1 and %2 replicas (%3 h a day at the peak): %4 a month "
                   "instead of %5 for the peak's replicas all day.")
            .arg(num(f.param("replicas_low"), 0), num(f.param("replicas"), 0),
                 num(f.param("peak_hours")), numfmt::money(f.param("per_month")),
                 numfmt::money(f.param("per_month_fixed")));
    if (code == QLatin1String("on_the_knee"))
        return PlanWordingText::
            tr("On the knee of its curve: within its targets at this load, but at %1× the load p95 "
               "latency goes from %2 to %3 and breaks a target (%n replica(s)).",
               nullptr, int(f.param("replicas")))
                .arg(num(f.param("load_factor", 1.2)), numfmt::latency(f.param("p95_ms"), 1),
                     numfmt::latency(f.param("p95_at_higher_load_ms"), 1));
    if (code == QLatin1String("serving_load_missing"))
        return PlanWordingText::tr("The scenario gives neither requests a second nor concurrent "
                                   "clients: the latencies are "
                                   "those of a lone request, and nothing was sized for a load.");
    if (code == QLatin1String("disaggregation_wins") || code == QLatin1String("aggregation_wins"))
        return disaggregationFinding(code, f);
    return {};
}

double param(const Reason& r, const char* name) {
    for (const auto& [k, v] : r.params)
        if (k == name)
            return v;
    return 0.0;
}

// "3 replicas for $2.40/h": what the other side of a serving comparison takes.
QString otherReplicas(const Reason& r) {
    // An unpriced option costs nothing known, never "$0.00/h".
    if (param(r, "other_per_hour_usd") <= 0)
        return PlanWordingText::tr("%n replica(s) at no known price", nullptr,
                                   int(param(r, "other_replicas")));
    return PlanWordingText::tr("%n replica(s) for %1", nullptr, int(param(r, "other_replicas")))
        .arg(numfmt::moneyPerHour(param(r, "other_per_hour_usd")));
}

// A serving option against the other side: the replicas that meet the p95 at the peak rate and
// what they cost an hour.
QString servingComparison(const Reason& r, const QString& subject, const QString& other) {
    const int replicas = int(param(r, "replicas"));
    // A closed loop is its clients, not a rate.
    if (param(r, "qps") <= 0 && param(r, "clients") > 0)
        return PlanWordingText::tr("%1 serves %2 clients with %n replica(s) for %3; %4 takes %5.",
                                   nullptr, replicas)
            .arg(subject, num(param(r, "clients"), 0),
                 numfmt::moneyPerHour(param(r, "per_hour_usd")), other, otherReplicas(r));
    if (param(r, "target_ms") <= 0)
        return PlanWordingText::tr(
                   "%1 serves %2 requests/s with %n replica(s) for %3; %4 takes %5.", nullptr,
                   replicas)
            .arg(subject, num(param(r, "qps")), numfmt::moneyPerHour(param(r, "per_hour_usd")),
                 other, otherReplicas(r));
    return PlanWordingText::tr(
               "%1 meets the %2 p95 at %3 requests/s with %n replica(s) for %4; %5 takes %6.",
               nullptr, replicas)
        .arg(subject, numfmt::latency(param(r, "target_ms")), num(param(r, "qps")),
             numfmt::moneyPerHour(param(r, "per_hour_usd")), other, otherReplicas(r));
}

// A job against the other side: how long each takes and what each costs in all.
QString jobComparison(const Reason& r, const QString& subject, const QString& other) {
    const QString hours = numfmt::duration(param(r, "hours") * 3600);
    const QString otherHours = numfmt::duration(param(r, "other_hours") * 3600);
    if (param(r, "other_priced") <= 0)
        return PlanWordingText::tr(
                   "%1 finishes in %2 against %3 %4, and costs %5; no price is known for the other "
                   "option.")
            .arg(subject, hours, otherHours, other, numfmt::money(param(r, "cost_usd")));
    return PlanWordingText::tr("%1 finishes in %2 against %3 %4, and costs %5 against %6.")
        .arg(subject, hours, otherHours, other, numfmt::money(param(r, "cost_usd")),
             numfmt::money(param(r, "other_cost_usd")));
}

// What the other option misses, named with the limit the scenario set and the other's figure.
QString missedConstraint(const Reason& r, const QString& other) {
    switch (int(param(r, "other_misses"))) {
    case 1:
        return PlanWordingText::tr("%1 misses the %2 deadline: it takes %3.")
            .arg(other, numfmt::duration(param(r, "deadline_hours") * 3600),
                 numfmt::duration(param(r, "other_hours") * 3600));
    case 2:
        return PlanWordingText::tr("%1 misses the budget of %2: it costs %3.")
            .arg(other, numfmt::moneyPerHour(param(r, "budget_per_hour")),
                 numfmt::moneyPerHour(param(r, "other_per_hour_usd")));
    case 3:
        return PlanWordingText::tr("%1 misses the total budget of %2: it costs %3.")
            .arg(other, numfmt::money(param(r, "budget_total")),
                 numfmt::money(param(r, "other_cost_usd")));
    case 4:
        return PlanWordingText::tr("%1 misses the latency targets.").arg(other);
    default:
        return PlanWordingText::tr("%1 misses a constraint.").arg(other);
    }
}

// Why the GPU wins a job, where the plan knows: gradient-boosted trees spend their time building
// histograms; other memory-bound work goes by the memory bandwidth of each side.
QString gpuLead(const Reason& r) {
    if (param(r, "histogram_trees") > 0)
        return PlanWordingText::tr(
            "Gradient-boosted trees spend their time building histograms: scattered updates of "
            "gradient pairs that wait on memory, which a GPU runs thousands at a time.");
    if (param(r, "memory_bound") > 0)
        return PlanWordingText::tr(
                   "The work is memory-bound, so the GPU wins by its memory bandwidth (%1 GB/s "
                   "against %2 GB/s).")
            .arg(num(param(r, "bandwidth_gbs"), 0), num(param(r, "other_bandwidth_gbs"), 0));
    return {};
}

// CPU against GPU: the decisive numbers of both, the memory bandwidth first where the work is
// memory-bound and the GPU wins by it.
QString kindComparison(const Reason& r, bool gpuWins) {
    const bool serving = param(r, "serving") > 0;
    const QString device = QString::fromStdString(r.text);
    const int vcpus = int(param(r, "cpu_vcpus"));
    QString text;
    if (gpuWins) {
        const QString subject = PlanWordingText::tr("The GPU");
        text = serving
                   ? servingComparison(r, subject,
                                       PlanWordingText::tr("the best CPU option (%1, %2 vCPUs)")
                                           .arg(device)
                                           .arg(vcpus))
                   : jobComparison(r, subject,
                                   PlanWordingText::tr("on %1 vCPUs (%2)").arg(vcpus).arg(device));
        if (const QString lead = serving ? QString() : gpuLead(r); !lead.isEmpty())
            text = lead + QLatin1Char(' ') + text;
    } else {
        const QString subject = PlanWordingText::tr("The CPU option (%1 vCPUs)").arg(vcpus);
        text = serving
                   ? servingComparison(r, subject,
                                       PlanWordingText::tr("the best GPU option (%1)").arg(device))
                   : jobComparison(r, subject, PlanWordingText::tr("on the GPU (%1)").arg(device));
    }
    if (param(r, "other_meets") <= 0)
        text += QLatin1Char(' ') +
                missedConstraint(r, gpuWins ? PlanWordingText::tr("The best CPU option")
                                            : PlanWordingText::tr("The best GPU option"));
    return text;
}

// The runner-up device of the same kind: time × price of both.
QString deviceComparison(const Reason& r) {
    const QString other = PlanWordingText::tr("%1× %2")
                              .arg(int(param(r, "other_count")))
                              .arg(QString::fromStdString(r.text));
    QString text;
    if (param(r, "serving") > 0)
        text = servingComparison(r, PlanWordingText::tr("It"), other);
    else
        text = PlanWordingText::tr(
                   "It finishes in %1 at %2, %3 in total; %4 would take %5 at %6, %7 in total.")
                   .arg(numfmt::duration(param(r, "hours") * 3600),
                        numfmt::moneyPerHour(param(r, "per_hour_usd")),
                        numfmt::money(param(r, "cost_usd")), other,
                        numfmt::duration(param(r, "other_hours") * 3600),
                        numfmt::moneyPerHour(param(r, "other_per_hour_usd")),
                        numfmt::money(param(r, "other_cost_usd")));
    if (param(r, "other_meets") <= 0)
        text += QLatin1Char(' ') + missedConstraint(r, other);
    return text;
}

// "At one run a day", "At 3 runs a day", "At 1.5 runs a day". Not a %n plural: the command line
// prints these words without a translator, where "run(s)" would stay as written.
QString atRunsADay(double perDay) {
    if (perDay == 1)
        return PlanWordingText::tr("At one run a day");
    return PlanWordingText::tr("At %1 runs a day").arg(numfmt::runCount(perDay));
}

// Classic cluster against serverless: the hours billed besides the work against the cold start.
QString usageComparison(const Reason& r) {
    const double cold = param(r, "cold_start_minutes");
    const QString wait = cold > 0 ? PlanWordingText::tr("each run waits %1 for a cold start")
                                        .arg(numfmt::duration(cold * 60))
                                  : PlanWordingText::tr("no run waits for a cold start");
    const QString runs = atRunsADay(param(r, "runs_per_day"));
    const QString extra = numfmt::duration(param(r, "classic_extra_hours_per_day") * 3600);
    // Spot's checkpoints, lost work and restarts are work redone, not start-up or idle time.
    const double restarts = param(r, "interruption_hours_per_day");
    const QString work = restarts > 0
                             ? PlanWordingText::tr("%1 of work and %2 of spot restart overhead")
                                   .arg(numfmt::duration(param(r, "work_hours_per_day") * 3600),
                                        numfmt::duration(restarts * 3600))
                             : PlanWordingText::tr("%1 of work")
                                   .arg(numfmt::duration(param(r, "work_hours_per_day") * 3600));
    const double classic = param(r, "classic_per_day"), serverless = param(r, "serverless_per_day");
    // Runs that follow each other within the idle stop keep the cluster up: nothing is idle.
    if (param(r, "classic_extra_hours_per_day") <= 0)
        return PlanWordingText::tr("%1 a classic cluster never stops between runs, "
                                   "so it bills no start-up "
                                   "or idle time: %2 a day against %3 serverless.")
            .arg(runs, numfmt::money(classic), numfmt::money(serverless));
    if (serverless <= classic)
        return PlanWordingText::tr("%1 a classic cluster bills %2 of start-up and idle time "
                                   "besides %3, %4 a day; serverless bills the work alone, %5 a "
                                   "day, and %6.")
            .arg(runs, extra, work, numfmt::money(classic), numfmt::money(serverless), wait);
    return PlanWordingText::tr("%1 a classic cluster costs %2 a day although it bills %3 of "
                               "start-up and idle time besides %4; serverless bills the work "
                               "alone but costs %5 a day, and %6.")
        .arg(runs, numfmt::money(classic), extra, work, numfmt::money(serverless), wait);
}

// Hosted API against the own model: price per million tokens × tokens against own hours × price.
QString hostedComparison(const Reason& r) {
    const double hosted = param(r, "hosted_monthly"), own = param(r, "own_monthly");
    const QString text =
        PlanWordingText::tr("The hosted API costs %1 per million tokens × %2 "
                            "tokens a month = %3; the own model runs "
                            "%4 instance-hours a month at %5 = %6.")
            .arg(numfmt::money(param(r, "hosted_usd_per_million_tokens")),
                 numfmt::bigNumber(param(r, "tokens_per_month")), numfmt::money(hosted),
                 numfmt::bigNumber(param(r, "own_hours_per_month")),
                 numfmt::moneyPerHour(param(r, "own_per_hour_usd")), numfmt::money(own));
    return text + QLatin1Char(' ') +
           (own < hosted ? PlanWordingText::tr("The own model is cheaper.")
                         : PlanWordingText::tr("The hosted API is cheaper."));
}

// The sizing questions answered for the recommended serving option: the most clients its layout
// serves within the targets and the fewest devices that meet them at the scenario's load (0:
// unknown, said without it).
QString servingSizing(int clients, int devices, bool gpu) {
    if (clients > 0 && devices > 0)
        return gpu ? PlanWordingText::tr("This layout serves up to %1 clients within the targets; "
                                         "the fewest GPUs for this load within them is %2.")
                         .arg(clients)
                         .arg(devices)
                   : PlanWordingText::tr("This layout serves up to %1 clients within the targets; "
                                         "the fewest instances for this load within them is %2.")
                         .arg(clients)
                         .arg(devices);
    if (clients > 0)
        return PlanWordingText::tr("This layout serves up to %1 clients within the targets.")
            .arg(clients);
    return gpu ? PlanWordingText::tr("The fewest GPUs for this load within the targets is %1.")
                     .arg(devices)
               : PlanWordingText::tr("The fewest instances for this load within the targets is %1.")
                     .arg(devices);
}

// The first reason of a plan: what decided it (core/estimate/decisive_reason.h).
QString decisiveReason(const QString& code, const Reason& r) {
    if (code == QLatin1String("decisive_gpu_over_cpu"))
        return kindComparison(r, true);
    if (code == QLatin1String("decisive_cpu_over_gpu"))
        return kindComparison(r, false);
    if (code == QLatin1String("decisive_device"))
        return deviceComparison(r);
    if (code == QLatin1String("decisive_fit"))
        return PlanWordingText::tr(
                   "Only this option fits: %1× %2 would need %3 per device and holds %4.")
            .arg(int(param(r, "other_count")))
            .arg(QString::fromStdString(r.text), gibOfGb(param(r, "need_gb")),
                 gibOfGb(param(r, "capacity_gb")));
    if (code == QLatin1String("decisive_usage"))
        return usageComparison(r);
    if (code == QLatin1String("decisive_hosted"))
        return hostedComparison(r);
    return code;
}

QString oneChangeFinding(const Finding& f); // below, with the other long texts

// What a plan says about memory and the model's size.
QString memoryFinding(const QString& code, const Finding& f) {
    if (code == QLatin1String("out_of_memory"))
        return PlanWordingText::tr("Does not fit: needs %1 per device, the device holds %2.")
            .arg(gibOfGb(f.param("need_gb")), gibOfGb(f.param("capacity_gb")));
    if (code == QLatin1String("low_headroom"))
        return PlanWordingText::tr(
                   "Only %1% memory headroom (%2 of %3): a longer sequence or a framework update "
                   "can run out of memory.")
            .arg(num(f.param("headroom_pct")), gibOfGb(f.param("need_gb")),
                 gibOfGb(f.param("capacity_gb")));
    if (code == QLatin1String("precision_unsupported"))
        return PlanWordingText::tr(
            "This device has no fast units for the chosen precision; it falls back to a "
            "slower format.");
    if (code == QLatin1String("nvfp4_unsupported"))
        return PlanWordingText::tr(
            "NVFP4 needs FP4 tensor cores, which only Blackwell devices have: this device cannot "
            "serve it, so the option is refused.");
    if (code == QLatin1String("needs_model_split")) {
        // One device cannot be split over: say what would hold the model instead.
        if (f.param("count", 2) <= 1)
            return PlanWordingText::tr("The weights alone (%1) exceed the %2 one device holds: "
                                       "more devices, or fewer bytes per weight, are needed.")
                .arg(gibOfGb(f.param("weights_gb")), gibOfGb(f.param("capacity_gb")));
        return PlanWordingText::tr(
                   "The weights alone (%1) exceed one device (%2): the plan splits the model (%3).")
            .arg(gibOfGb(f.param("weights_gb")), gibOfGb(f.param("capacity_gb")), layoutOf(f));
    }
    if (code == QLatin1String("smallest_fit"))
        return PlanWordingText::tr(
                   "Nothing listed holds the model; %1 of these devices would: %2 of %3 per device "
                   "(%4).")
            .arg(int(f.param("count")))
            .arg(gibOfGb(f.param("need_gb")), gibOfGb(f.param("capacity_gb")), layoutOf(f));
    if (code == QLatin1String("one_change_fits"))
        return oneChangeFinding(f);
    if (code == QLatin1String("targets_need_devices"))
        return PlanWordingText::tr(
                   "No layout of these devices meets the latency targets; %1 of them would (%2 "
                   "engines of tensor %3): list that many, or set max_replicas to let the planner "
                   "add replicas.")
            .arg(int(f.param("count")))
            .arg(int(f.param("replicas")))
            .arg(int(f.param("tensor")));
    if (code == QLatin1String("faster_than_linear"))
        return PlanWordingText::tr(
                   "%1 times as fast as one device with %2 devices: one device fits only at "
                   "micro-batch %3%4, these run micro-batch %5%6.")
            .arg(num(f.param("speedup"), 1))
            .arg(int(f.param("devices")))
            .arg(int(f.param("one_micro_batch")))
            .arg(f.param("one_recompute") > 0 ? PlanWordingText::tr(" with recomputation")
                                              : QString())
            .arg(int(f.param("micro_batch")))
            .arg(f.param("recompute") > 0 ? PlanWordingText::tr(" with recomputation") : QString());
    if (code == QLatin1String("nothing_fits"))
        return PlanWordingText::tr("No candidate holds this workload in memory.");
    if (code == QLatin1String("checkpoint_size_mismatch"))
        return PlanWordingText::tr(
                   "The model's config describes %1 GB of weights, but its checkpoint index lists "
                   "%2 GB.")
            .arg(num(f.param("config_gb")), num(f.param("checkpoint_gb")));
    return {};
}

// Nothing fits, but one change of the workload would on these devices: which, and the memory it
// would then need (the order of core/estimate/planner.cpp's OneChange).
QString oneChangeFinding(const Finding& f) {
    static constexpr const char* kChanges[] = {
        QT_TRANSLATE_NOOP("PlanWordingText", "recomputing every layer's activations"),
        QT_TRANSLATE_NOOP("PlanWordingText", "a micro-batch of 1 with gradient accumulation"),
        QT_TRANSLATE_NOOP("PlanWordingText", "an 8-bit optimizer (adamw_8bit)"),
        QT_TRANSLATE_NOOP("PlanWordingText", "LoRA instead of a full fine-tune"),
        QT_TRANSLATE_NOOP("PlanWordingText", "QLoRA (a 4-bit frozen base)")};
    const int index = int(f.param("change", -1));
    const QString change = index >= 0 && index < int(std::size(kChanges))
                               ? PlanWordingText::tr(kChanges[index])
                               : PlanWordingText::tr("half the sequence length (%1 tokens)")
                                     .arg(num(f.param("seq_len"), 0));
    return PlanWordingText::tr("It would fit with one change, %1: %2 of %3 per device.")
        .arg(change, gibOfGb(f.param("need_gb")), gibOfGb(f.param("capacity_gb")));
}

// Options fit but none leaves the policy's headroom: the policy's words, then the roomiest
// option's figures when the plan gives them.
QString headroomFinding(const Finding& f) {
    const QString policy =
        PlanWordingText::tr("Some options fit, but none leaves %1% of its memory free, so "
                            "none is recommended.")
            .arg(num(f.param("headroom_pct"), 0));
    if (f.param("capacity_gb") <= 0)
        return policy;
    return policy + QLatin1Char(' ') +
           PlanWordingText::tr(
               "The roomiest option uses %1 of %2 per device, %3% free: it fits, and a "
               "headroom policy of %4% or less would recommend it.")
               .arg(gibOfGb(f.param("used_gb")), gibOfGb(f.param("capacity_gb")),
                    num(f.param("free_pct"), 1), num(std::floor(f.param("free_pct")), 0));
}

} // namespace

namespace {

// Spot or reserved priced at the on-demand list price: no offer of the mode, or only an
// estimate of it that the scenario does not let stand.
QString standInPriceFinding(const Finding& f) {
    const bool spot = f.code == "spot_price_missing";
    if (spot)
        return f.param("estimate_usd_per_hour") > 0
                   ? PlanWordingText::tr(
                         "Only an estimate of this device's spot price is known (≈%1): the "
                         "on-demand list price (%2), which spot never exceeds, is used.")
                         .arg(numfmt::moneyPerHour(f.param("estimate_usd_per_hour")),
                              numfmt::moneyPerHour(f.param("fallback_usd_per_hour")))
                   : PlanWordingText::tr(
                         "No spot offer for this device: the on-demand price (%1) is used.")
                         .arg(numfmt::moneyPerHour(f.param("fallback_usd_per_hour")));
    return f.param("estimate_usd_per_hour") > 0
               ? PlanWordingText::tr(
                     "Only an estimate of this device's reserved price is known (≈%1): the "
                     "on-demand list price (%2), which a reservation never exceeds, is used, "
                     "billed for the hours used.")
                     .arg(numfmt::moneyPerHour(f.param("estimate_usd_per_hour")),
                          numfmt::moneyPerHour(f.param("fallback_usd_per_hour")))
               : PlanWordingText::tr(
                     "No reserved offer for this device: the on-demand price (%1) is used, "
                     "billed for the hours used.")
                     .arg(numfmt::moneyPerHour(f.param("fallback_usd_per_hour")));
}

} // namespace

QString PlanWordingText::finding(const Finding& f) {
    const QString code = QString::fromStdString(f.code);
    if (const QString text = memoryFinding(code, f); !text.isEmpty())
        return text;
    if (code == QLatin1String("communication_bound"))
        return tr("Communication and pipeline bubbles take %1% of each step.")
            .arg(num(f.param("comm_share_pct"), 0));
    if (code == QLatin1String("cpu_bound_pipeline"))
        return tr("The CPU data pipeline feeds only %1 samples/s: the accelerator is busy %2% of "
                  "the time (%n loader worker(s)).",
                  nullptr, int(f.param("workers")))
            .arg(num(f.param("supply_samples_per_s"), 0), num(f.param("utilisation_pct"), 0));
    if (code == QLatin1String("storage_bound_pipeline"))
        return tr("Storage delivers only %1 samples/s: the accelerator is busy %2% of the time.")
            .arg(num(f.param("supply_samples_per_s"), 0), num(f.param("utilisation_pct"), 0));
    if (code == QLatin1String("over_buying"))
        return tr("Over-buying: the device would be busy only %1% of the time.")
            .arg(num(f.param("utilisation_pct"), 0));
    if (code == QLatin1String("no_batching"))
        return tr("Serving on a GPU without micro-batching (max batch %1, window %2 ms) wastes "
                  "most of its throughput.")
            .arg(int(f.param("max_batch")))
            .arg(num(f.param("window_ms")));
    if (code == QLatin1String("batch_window_dominates"))
        return tr("The %1 batching window is most of the %2 p95: requests wait for batches that "
                  "seldom fill, so a faster device changes the latency little.")
            .arg(numfmt::latency(f.param("window_ms"), 1), numfmt::latency(f.param("p95_ms"), 1));
    if (code == QLatin1String("latency_target_missed"))
        return tr("p95 latency %1 misses the %2 target even with %n replica(s).", nullptr,
                  int(f.param("replicas")))
            .arg(numfmt::latency(f.param("p95_ms"), 1), numfmt::latency(f.param("target_ms"), 1));
    if (code == QLatin1String("wrong_cpu_family"))
        return tr("Memory-bound work on a compute-optimised instance: it needs about %1 but the "
                  "instance has %2 of RAM.")
            .arg(gibOfGb(f.param("need_gb")), gibOfGb(f.param("ram_gb")));
    if (code == QLatin1String("misses_deadline"))
        return tr("Takes %1, past the %2 deadline.")
            .arg(hoursText(f.param("hours")), hoursText(f.param("deadline_hours")));
    if (code == QLatin1String("host_overhead_bound"))
        return tr("The device waits for the framework to issue work %1% of each step: a faster "
                  "device will not help much.")
            .arg(num(f.param("overhead_pct"), 0));
    if (code == QLatin1String("spot_price_missing") ||
        code == QLatin1String("reserved_price_missing"))
        return standInPriceFinding(f);
    if (code == QLatin1String("price_missing"))
        return tr("No price is known for this device from the provider the catalog names: its cost "
                  "is left out "
                  "and it is never ranked as the cheapest.");
    if (code == QLatin1String("no_offer_selected"))
        return tr(
            "No offer of this device in the selected providers and regions: its cost is left out.");
    if (code == QLatin1String("offer_currency_unconverted"))
        return tr("This offer is priced in another currency and no rate for it was given: its cost "
                  "is left out "
                  "rather than mixed with US dollars.");
    if (const QString text = costFinding(code, f); !text.isEmpty())
        return text;
    if (const QString text = servingFinding(code, f); !text.isEmpty())
        return text;
    if (code == QLatin1String("serverless_device_unavailable"))
        return tr("This device is not offered serverless; the on-demand price (%1) is shown "
                  "instead.")
            .arg(numfmt::moneyPerHour(f.param("fallback_usd_per_hour")));
    if (code == QLatin1String("serverless_run_cap"))
        return tr("The job runs %1, past the %2 cap of one serverless run: this offer refuses it "
                  "(it would take %n checkpointed run(s)).",
                  nullptr, int(f.param("segments")))
            .arg(hoursText(f.param("hours")), hoursText(f.param("cap_hours")));
    if (code == QLatin1String("serverless_node_cap"))
        return tr("Serverless offers at most %n GPU(s) in one node; %1 are asked for.", nullptr,
                  int(f.param("cap")))
            .arg(int(f.param("count")));
    if (code == QLatin1String("spot_overhead_high"))
        return tr("At %1 interruptions a day, lost work and restarts add %2% to the run.")
            .arg(num(f.param("interruptions_per_day")), num(100 * f.param("overhead_fraction"), 0));
    if (code == QLatin1String("layout_alternative"))
        return layoutAlternative(f);
    if (code == QLatin1String("invalid_layout"))
        return tr("The layout in the scenario (tensor %1 × pipeline %2, micro-batch %3) cannot run "
                  "on %4 device(s) with a "
                  "global batch of %5.")
            .arg(int(f.param("tensor", 1)))
            .arg(int(f.param("pipeline", 1)))
            .arg(int(f.param("micro_batch", 1)))
            .arg(int(f.param("devices", 1)))
            .arg(int(f.param("batch", 1)));
    if (code == QLatin1String("no_option_with_headroom"))
        return headroomFinding(f);
    if (code == QLatin1String("only_estimated_prices"))
        return tr("Options fit, but every one that does is priced by an estimate in this "
                  "pricing mode (the cheapest ≈%1), not a list price: nothing is recommended "
                  "on it.")
            .arg(numfmt::moneyPerHour(f.param("per_hour_usd")));
    return code;
}

PlanWordingText::WhatWouldFit PlanWordingText::whatWouldFit(const Plan& plan) {
    WhatWouldFit w;
    for (const Finding& f : plan.findings)
        if (f.code == "no_option_with_headroom" || f.code == "only_estimated_prices")
            w.why = finding(f);
    QSet<QString> said;
    for (const OptionResult& o : plan.options)
        for (const Finding& f : o.findings) {
            const QString device = QString::fromStdString(o.placement.device->id);
            const QString key = device + QLatin1Char(' ') + QString::fromStdString(f.code);
            if ((f.code == "smallest_fit" || f.code == "one_change_fits") && !said.contains(key)) {
                said.insert(key);
                w.byDevice.append({device, finding(f)});
            }
        }
    return w;
}

QString PlanWordingText::priceOffer(const PriceQuote& q) {
    QStringList parts;
    for (const std::string& s : {q.provider, q.region, q.instance})
        if (!s.empty())
            parts << QString::fromStdString(s);
    return parts.isEmpty() ? tr("provider not stated") : parts.join(QStringLiteral(", "));
}

QString PlanWordingText::priceBasis(const PriceQuote& q) {
    if (!q.known()) {
        return q.provider.empty() ? tr("No price known for this device.")
                                  : tr("No price known for this device from %1.")
                                        .arg(QString::fromStdString(q.provider));
    }
    QString unit;
    switch (q.unit) {
    case PriceUnit::GpuHour:
        unit = tr("per GPU-hour as sold");
        break;
    case PriceUnit::GpuHourOfInstance: {
        // Cents as the price list prints them, more digits only where it prints more ($21.9576).
        const double cents = q.instanceUsdPerHour * 100;
        const int decimals = std::round(cents) == cents ? 2 : 4;
        unit = tr("per GPU-hour: $%1 per instance-hour over %n GPU(s)", nullptr, q.instanceDevices)
                   .arg(num(q.instanceUsdPerHour, decimals));
        break;
    }
    case PriceUnit::InstanceHour:
        unit = tr("per instance-hour");
        break;
    case PriceUnit::Dbu:
        unit = tr("per GPU-hour: %1 DBU per hour at $%2 per DBU over %n GPU(s)", nullptr,
                  q.instanceDevices)
                   .arg(num(q.dbuPerHour, 2), num(q.usdPerDbu, 2));
        break;
    case PriceUnit::Unknown:
        unit = tr("unit not stated");
        break;
    }
    const QString seen =
        q.date.empty() ? tr("undated") : tr("observed %1").arg(QString::fromStdString(q.date));
    const QString text = tr("%1; %2; %3").arg(priceOffer(q), unit, seen);
    return q.estimate ? tr("%1 (estimate)").arg(text) : text;
}

QString PlanWordingText::usageOffers(const UsageComparison& u) {
    QString serverless = u.serverlessQuote ? priceOffer(*u.serverlessQuote) : tr("not known");
    if (u.serverlessQuote && u.serverlessQuote->unit == PriceUnit::Dbu)
        serverless = tr("%1 (%2 DBU per GPU-hour at $%3 per DBU, %n GPU(s) billed)", nullptr,
                        u.serverlessDevices)
                         .arg(serverless, num(u.serverlessQuote->dbuPerHour, 2),
                              num(u.serverlessQuote->usdPerDbu, 2));
    QString classic = u.classicQuote ? tr("%1 (%n GPU(s) billed)", nullptr, u.classicDevices)
                                           .arg(priceOffer(*u.classicQuote))
                                     : tr("not known");
    if (!u.sameCloud && u.serverlessQuote && !u.serverlessQuote->cloud.empty())
        classic = tr("%1; no offer of %2 is in the catalog")
                      .arg(classic, QString::fromStdString(u.serverlessQuote->cloud));
    // Where the two cross (or that they never do) is the usage_pattern reason's to say.
    return tr("Compared: serverless %1 against a classic cluster of %2.").arg(serverless, classic);
}

QString PlanWordingText::layoutAlternative(const Finding& f) {
    const QString layout = layoutOf(f);
    const bool serving = f.param("step_seconds") <= 0;
    if (f.param("pinned_fits") > 0 && serving)
        return tr("The planner's layout (%1) would serve %2× the requests a second: %3 GiB per "
                  "device.")
            .arg(layout, num(f.param("speedup")), num(f.param("memory_gib")));
    if (serving)
        return tr("The layout in the scenario does not run here; the planner's layout (%1) fits in "
                  "%2 GiB per device.")
            .arg(layout, num(f.param("memory_gib")));
    if (f.param("pinned_fits") > 0)
        return tr("The planner's layout (%1) would run %2× faster: %3 GiB per device, %4 s per "
                  "step.")
            .arg(layout, num(f.param("speedup")), num(f.param("memory_gib")),
                 num(f.param("step_seconds"), 3));
    return tr("The layout in the scenario does not run here; the planner's layout (%1) fits in %2 "
              "GiB per device at %3 s "
              "per step.")
        .arg(layout, num(f.param("memory_gib")), num(f.param("step_seconds"), 3));
}

namespace {

// The fixes of the weights' format a device cannot run and of the prefill-decode split.
QString formatOrSplitFix(const QString& code) {
    if (code == QLatin1String("nvfp4_unsupported"))
        return PlanWordingText::tr("Pick a Blackwell device (B200, RTX 50 or RTX PRO 6000), or "
                                   "serve fp8 or int4 weights here.");
    if (code == QLatin1String("disaggregation_wins") || code == QLatin1String("aggregation_wins"))
        return PlanWordingText::tr(
            "Set workload.serving.disaggregation to the layout that wins, or to auto.");
    return {};
}

// The fixes of the serving findings: batching, the latency targets, the load.
QString servingFix(const QString& code) {
    if (code == QLatin1String("no_batching"))
        return PlanWordingText::tr("Set a 5–10 ms batching window and a maximum batch of 8–32.");
    if (code == QLatin1String("batch_window_dominates"))
        return PlanWordingText::tr(
            "Shorten the batching window where latency matters: a window pays off only when "
            "the rate fills a batch within it.");
    if (code == QLatin1String("latency_target_missed"))
        return PlanWordingText::tr(
            "Use a faster device, a shorter batching window, quantisation, or more replicas.");
    if (code == QLatin1String("ttft_target_missed"))
        return PlanWordingText::tr(
            "Use more replicas, a larger tensor-parallel group, or a smaller "
            "max_num_batched_tokens so long "
            "prompts wait less; or relax the TTFT target.");
    if (code == QLatin1String("tpot_target_missed"))
        return PlanWordingText::tr(
            "Use fewer sequences per replica (max_num_seqs), more replicas, or a faster "
            "device; or relax the TPOT "
            "target.");
    if (code == QLatin1String("on_the_knee"))
        return PlanWordingText::tr(
            "Add a replica or pick an option with headroom, so a busier hour stays within "
            "the targets.");
    if (code == QLatin1String("autoscaled_day"))
        return PlanWordingText::tr(
            "Let the service scale with its load (a minimum of min_replicas), or keep the "
            "peak's replicas if "
            "it cannot.");
    if (code == QLatin1String("serving_load_missing"))
        return PlanWordingText::tr(
            "Set workload.serving.qps (requests a second) or workload.serving.concurrency "
            "(clients).");
    return {};
}

} // namespace

QString PlanWordingText::fix(const Finding& f) {
    const QString code = QString::fromStdString(f.code);
    if (code == QLatin1String("out_of_memory") && f.param("saves_already") > 0)
        return f.param("micro_batch") > 1
                   ? tr("Lower the micro-batch or the precision, or use more devices or devices "
                        "with more memory.")
                   : tr("Lower the precision, or use more devices or devices with more memory.");
    if (code == QLatin1String("out_of_memory") || code == QLatin1String("nothing_fits"))
        return tr("Lower the micro-batch or the precision, turn on recomputation or sharding, or "
                  "pick a larger device.");
    if (code == QLatin1String("low_headroom"))
        return tr("Keep at least 10% free: a smaller micro-batch or a larger device.");
    if (code == QLatin1String("checkpoint_size_mismatch"))
        return tr("Check the config's torch_dtype and quantization_config against the checkpoint "
                  "you will load.");
    if (code == QLatin1String("precision_unsupported"))
        return tr("Use fp16 mixed precision on devices without bf16, or a newer device.");
    if (const QString text = formatOrSplitFix(code); !text.isEmpty())
        return text;
    if (code == QLatin1String("needs_model_split")) {
        // Never suggest what the plan already does: where it fits, pin its layout; where it does
        // not, no split of these devices is enough.
        if (f.param("fits", 1) > 0)
            return tr("Pin the plan's layout (%1) in the scenario so the run matches the plan.")
                .arg(layoutOf(f));
        return tr("Use more devices or devices with more memory: even split as %1 the model does "
                  "not fit.")
            .arg(layoutOf(f));
    }
    if (code == QLatin1String("smallest_fit"))
        return tr("List %1 of these devices, or more, in the scenario's options.")
            .arg(int(f.param("count")));
    if (code == QLatin1String("communication_bound"))
        return tr("Use fewer, larger devices, keep tensor parallelism inside a node, or raise the "
                  "micro-batch count.");
    if (code == QLatin1String("cpu_bound_pipeline"))
        return tr("Add loader workers (up to the host's cores), preprocess once and cache, or pick "
                  "an instance with more vCPUs per GPU.");
    if (code == QLatin1String("storage_bound_pipeline"))
        return tr("Cache the data set on local NVMe after the first epoch, or store it in larger "
                  "shards.");
    if (code == QLatin1String("over_buying"))
        return tr("Pick a smaller device or a CPU instance, or share this one between models.");
    if (const QString text = servingFix(code); !text.isEmpty())
        return text;
    if (code == QLatin1String("wrong_cpu_family"))
        return tr("Use a memory-optimised instance so the working set stays in RAM.");
    if (code == QLatin1String("misses_deadline"))
        return tr("Use more or faster devices, or relax the deadline.");
    if (code == QLatin1String("host_overhead_bound"))
        return tr("Raise the micro-batch, compile the model (torch.compile, CUDA graphs) or use a "
                  "fused optimizer.");
    if (code == QLatin1String("offer_currency_unconverted"))
        return tr(
            "Choose that currency with its rate to the US dollar and the rate's date: View → "
            "Display "
            "currency in the window, --currency, --rate and --rate-date on the command line.");
    if (code == QLatin1String("serverless_run_cap"))
        return tr("Checkpoint regularly and resume in a new run, or use a classic cluster.");
    if (code == QLatin1String("serverless_node_cap"))
        return tr("Stay within one node of 8 GPUs, or use a classic multi-node cluster.");
    if (code == QLatin1String("spot_overhead_high"))
        return tr("Use on-demand capacity, or checkpoint more cheaply.");
    if (code == QLatin1String("layout_alternative"))
        return tr("Unpin the layout fields to let the planner choose, or keep yours knowingly.");
    if (code == QLatin1String("invalid_layout"))
        return tr("Use a multiple of tensor × pipeline devices and a global batch of at least one "
                  "micro-batch per replica, "
                  "or leave the layout to the planner.");
    if (code == QLatin1String("no_option_with_headroom"))
        return tr(
            "Pick larger or more devices, lower the micro-batch, or lower the headroom policy.");
    if (code == QLatin1String("only_estimated_prices"))
        return tr("Choose a pricing mode with list prices, add an offer with its price, or let "
                  "estimated prices win (Compute).");
    return {};
}

QString PlanWordingText::reason(const Reason& r) {
    const QString code = QString::fromStdString(r.code);
    const QString device = QString::fromStdString(r.text);
    auto p = [&](const char* name) {
        for (const auto& [k, v] : r.params)
            if (k == name)
                return v;
        return 0.0;
    };
    if (code.startsWith(QLatin1String("decisive_")))
        return decisiveReason(code, r);
    if (code == QLatin1String("cheapest_total"))
        return tr("Cheapest option that fits and meets the constraints: %1 in total.")
            .arg(numfmt::money(p("cost_usd")));
    if (code == QLatin1String("no_price_known"))
        return tr("No price is known for %1, so it was chosen for fitting and time, not for cost.")
            .arg(device);
    if (code == QLatin1String("estimated_price"))
        return tr("The price of %1 (%2) is an estimate, not read off a price list.")
            .arg(device, numfmt::moneyPerHour(p("per_hour_usd")));
    if (code == QLatin1String("cheapest_per_hour"))
        return tr("Cheapest option that fits and meets the constraints: %1 per hour.")
            .arg(numfmt::money(p("per_hour_usd")));
    if (code == QLatin1String("fits_with_headroom"))
        return tr("Fits with %1% headroom (%2 of %3 per device).")
            .arg(num(p("headroom_pct"), 0), gibOfGb(p("need_gb")), gibOfGb(p("capacity_gb")));
    if (code == QLatin1String("expected_time"))
        return tr("Runs in %1.")
            .arg(numfmt::durationRange(
                {p("hours") * 3600, p("low_hours") * 3600, p("high_hours") * 3600}));
    if (code == QLatin1String("meets_deadline"))
        return tr("Meets the %1 deadline with %2.")
            .arg(hoursText(p("deadline_hours")), hoursText(p("hours")));
    if (code == QLatin1String("within_hourly_budget"))
        return tr("Costs %1 per hour, within the %2 per hour budget.")
            .arg(numfmt::money(p("per_hour_usd")), numfmt::money(p("budget_per_hour")));
    if (code == QLatin1String("within_total_budget"))
        return tr("Costs %1, within the %2 budget.")
            .arg(numfmt::money(p("cost_usd")), numfmt::money(p("budget_total")));
    if (code == QLatin1String("faster_alternative"))
        return tr("%1× %2 would be %3× faster at %4× the cost.")
            .arg(int(p("count")))
            .arg(device, num(p("speedup")), num(p("cost_ratio")));
    if (code == QLatin1String("no_option_meets_constraints"))
        return tr("No option meets every constraint; this is the cheapest that fits.");
    if (code == QLatin1String("usage_pattern")) {
        // The decisive reason already gives both costs a day at the scenario's rate; this one
        // says where they cross, or that they never do.
        if (p("break_even_runs_per_day") > 0)
            return tr("Serverless and a classic cluster cost the same at %1 runs a day; fewer "
                      "runs favour serverless, more the classic cluster.")
                .arg(num(p("break_even_runs_per_day"), 1));
        if (p("classic_per_day") > 0 && p("serverless_per_day") > 0)
            return p("serverless_per_day") < p("classic_per_day")
                       ? tr("Serverless is cheaper at every rate from one run a week to a day "
                            "full of runs.")
                       : tr("The classic cluster is cheaper at every rate from one run a week to "
                            "a day full of runs.");
        return tr("%1 this costs %2 a day on a classic cluster and %3 a day serverless.")
            .arg(atRunsADay(p("runs_per_day")), numfmt::money(p("classic_per_day")),
                 numfmt::money(p("serverless_per_day")));
    }
    if (code == QLatin1String("hosted_api")) {
        if (p("break_even_tokens_per_month") > 0)
            return tr("Self-hosting costs %1 a month against %2 for the hosted API; it pays off "
                      "above %3 million tokens a month.")
                .arg(numfmt::money(p("self_hosted_monthly")), numfmt::money(p("hosted_monthly")),
                     num(p("break_even_tokens_per_month") / 1e6, 0));
        return tr("Self-hosting costs %1 a month against %2 for the hosted API, and does not pay "
                  "off at any volume.")
            .arg(numfmt::money(p("self_hosted_monthly")), numfmt::money(p("hosted_monthly")));
    }
    if (code == QLatin1String("cheapest_that_fits_total"))
        return tr("Cheapest option that fits: %1 in total.").arg(numfmt::money(p("cost_usd")));
    if (code == QLatin1String("cheapest_commitment") ||
        code == QLatin1String("cheapest_commitment_that_fits")) {
        const QString month = p("committed") > 0
                                  ? tr("%1 a month, committed for the term whether used or not")
                                        .arg(numfmt::money(p("per_month_usd")))
                                  : tr("%1 a month, its runs paid by the hour (no reserved offer)")
                                        .arg(numfmt::money(p("per_month_usd")));
        return code == QLatin1String("cheapest_commitment")
                   ? tr("Cheapest reserved option that fits and meets the constraints: %1.")
                         .arg(month)
                   : tr("Cheapest reserved option that fits: %1.").arg(month);
    }
    if (code == QLatin1String("cheapest_that_fits_per_hour"))
        return tr("Cheapest option that fits: %1 per hour.").arg(numfmt::money(p("per_hour_usd")));
    if (code == QLatin1String("serving_sizing"))
        return servingSizing(int(p("clients")), int(p("devices")), p("gpu") > 0);
    if (code == QLatin1String("meets_latency_target"))
        return tr("p95 latency %1 at %2 requests/s with %n replica(s), within the %3 target.",
                  nullptr, int(p("replicas")))
            // Milliseconds to the millisecond from 100 up: "454 ms", not "453.5 ms".
            .arg(numfmt::latency(p("p95_ms"), p("p95_ms") >= 100 ? 0 : 1), num(p("qps")),
                 numfmt::latency(p("target_ms"), p("target_ms") >= 100 ? 0 : 1));
    return code;
}

QString PlanWordingText::bottleneck(Bottleneck b) {
    switch (b) {
    case Bottleneck::None:
        return tr("none");
    case Bottleneck::Compute:
        return tr("compute");
    case Bottleneck::MemoryBandwidth:
        return tr("memory bandwidth");
    case Bottleneck::Communication:
        return tr("communication");
    case Bottleneck::DataLoading:
        return tr("data loading");
    case Bottleneck::CpuPrep:
        return tr("CPU preprocessing");
    case Bottleneck::Storage:
        return tr("storage");
    case Bottleneck::HostOverhead:
        return tr("framework overhead");
    case Bottleneck::PipelineBubble:
        return tr("pipeline bubble");
    }
    return {};
}

PlanWording planWording() {
    PlanWording w;
    w.finding = [](const Finding& f) {
        return contractText([&] { return PlanWordingText::finding(f); });
    };
    w.reason = [](const Reason& r) {
        return contractText([&] { return PlanWordingText::reason(r); });
    };
    return w;
}

QString PlanWordingText::calibration(const CalibrationFactors& c) {
    const QString name = QString::fromStdString(c.name);
    if (name.isEmpty())
        return tr("calibrated on %n run(s) of your team", nullptr, c.runs);
    return tr("calibrated on %n run(s) of your team (“%1”, version %2)", nullptr, c.runs)
        .arg(name)
        .arg(c.version);
}

QString PlanWordingText::correction(const CorrectionFactor& f) {
    const QString generation = QString::fromStdString(f.generation);
    switch (f.kind) {
    case CorrectionKind::ComputeEfficiency:
        return f.workload == WorkloadClass::Training
                   ? tr("sustained compute efficiency, %1, training").arg(generation)
                   : tr("sustained compute efficiency, %1, inference").arg(generation);
    case CorrectionKind::HostOverhead:
        return tr("host overhead per operator");
    case CorrectionKind::MemoryOverhead:
        return tr("runtime memory beyond the model states");
    case CorrectionKind::DecodeTokenCost:
        return tr("serving cost per generated token, %1").arg(generation);
    }
    return {};
}

QString PlanWordingText::factorValue(const CorrectionFactor& f) {
    const double low = f.factor * std::exp(-f.logSd);
    const double high = f.factor * std::exp(f.logSd);
    QString text = tr("×%1 (%2–%3), %n run(s)", nullptr, f.runs)
                       .arg(num(f.factor, 2), num(low, 2), num(high, 2));
    if (f.weight < 0.995)
        text += QStringLiteral(", ") +
                tr("%1% of the way to ×%2").arg(num(100 * f.weight, 0), num(f.runsMean, 2));
    if (f.clamped)
        text += QStringLiteral(", ") + tr("held at a physical limit");
    return text;
}

QString PlanWordingText::factorScope(const CorrectionFactor& f) {
    return f.shared() ? tr("shared by every device")
                      : tr("%1 devices only").arg(QString::fromStdString(f.generation));
}

QString PlanWordingText::calibratedEstimate(const CalibrationFactors& c,
                                            const std::string& generation, bool training) {
    QStringList applied;
    for (const CorrectionFactor* f : factorsFor(c, generation, training))
        applied << tr("%1 ×%2").arg(correction(*f), num(f->factor, 2));
    const QString head = calibration(c);
    if (applied.isEmpty())
        return tr("%1; none of its factors applies to %2 devices, so these estimates are "
                  "uncalibrated.")
            .arg(head, QString::fromStdString(generation));
    return tr("%1: %2.").arg(head, applied.join(QStringLiteral("; ")));
}

} // namespace rightsize::ui

#include "core/calibrate/calibration_fit.h"

#include "core/estimate/planner.h"
#include "core/model/efficiency.h"
#include "core/model/scenario_fields.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <tuple>

namespace rightsize {
namespace {

// z of the 95th percentile of a normal: the catalog's bands are 90% prediction intervals.
constexpr double kZ90 = 1.6449;
// How far one run of a team strays from the team's common factor, as a share of how far
// published runs of different teams stray from the model (the prior). An assumption, not a
// measurement: a team's jobs share cluster, drivers and software stack, so they scatter less than
// runs of different teams, but they differ in model, batch and data loader, so not by an order of
// magnitude. At 0.6 one run moves a factor 74% of the way to what it implies and three runs 89%.
constexpr double kRunScatterShare = 0.6;
// No factor leaves this range, limits aside: a team whose runs imply more is measuring something
// the model does not describe (another device, a stalled job) and should look at the runs.
constexpr double kFactorFloor = 0.05;
constexpr double kFactorCeiling = 20;
// Bisection steps on ln(factor): 40 halvings of a range of ln(400) leave far less than 0.01%.
constexpr int kBisectionSteps = 40;

double logSpread(const EstimateBand& b) {
    return b.low > 0 && b.high > b.low ? std::log(b.high / b.low) / (2 * kZ90) : 0.3;
}

std::shared_ptr<const CalibrationFactors> single(CorrectionKind kind, const std::string& generation,
                                                 WorkloadClass workload, double x) {
    auto c = std::make_shared<CalibrationFactors>();
    CorrectionFactor f;
    f.kind = kind;
    f.generation = generation;
    f.workload = workload;
    f.factor = x;
    c->factors.push_back(f);
    return c;
}

struct Sample {
    std::size_t run = 0;
    std::size_t quantity = 0;
    double logImplied = 0;
    double lo = kFactorFloor;
    double hi = kFactorCeiling;
    double memoryScale = 1; // memory: total / the part the factor scales
};

struct GroupKey {
    CorrectionKind kind;
    std::string generation;
    WorkloadClass workload;
    bool operator<(const GroupKey& o) const {
        return std::tie(kind, generation, workload) < std::tie(o.kind, o.generation, o.workload);
    }
};

double quantityOf(const RunPrediction& p, const std::string& q) {
    if (q == "samples_per_s")
        return p.samplesPerSecond;
    if (q == "tokens_per_s")
        return p.tokensPerSecond;
    if (q == "step_time_s")
        return p.stepSeconds;
    if (q == "job_seconds")
        return p.jobSeconds;
    if (q == "peak_memory_bytes")
        return p.memoryBytes;
    if (q == "latency_p50_ms")
        return p.latencyP50Ms;
    if (q == "latency_p95_ms")
        return p.latencyP95Ms;
    return 0;
}

// The factors fitted on the samples whose run is not `leftOut`.
CalibrationFactors fitGroups(const std::map<GroupKey, std::vector<Sample>>& groups,
                             const EstimateBands& bands, std::size_t leftOut) {
    CalibrationFactors out;
    for (const auto& [key, samples] : groups) {
        double sum = 0, lo = kFactorFloor, hi = kFactorCeiling, scale = 0;
        int n = 0;
        for (const Sample& s : samples) {
            if (s.run == leftOut)
                continue;
            sum += s.logImplied;
            lo = std::max(lo, s.lo);
            hi = std::min(hi, s.hi);
            scale += s.memoryScale;
            ++n;
        }
        if (n == 0)
            continue;
        const FactorPrior prior = factorPrior(key.kind, key.workload, bands, scale / n);
        const double mean = sum / n;
        CorrectionFactor f;
        f.kind = key.kind;
        f.generation = key.generation;
        f.workload = key.workload;
        f.runs = n;
        f.runsMean = std::exp(mean);
        f.weight = prior.weight(n);
        // Normal prior on ln f (mean 0) and normal runs around it: the posterior mean is the runs'
        // mean pulled toward 0 by n / (n + σ²/τ²), its variance 1 / (n/σ² + 1/τ²).
        double factor = std::exp(f.weight * mean);
        f.logSd = std::sqrt(
            1.0 / (n / (prior.runSd * prior.runSd) + 1.0 / (prior.priorSd * prior.priorSd)));
        if (key.kind == CorrectionKind::MemoryOverhead)
            lo = 0; // memory may fall to the model states, not below
        if (lo > hi)
            hi = lo;
        if (factor < lo || factor > hi) {
            factor = std::clamp(factor, lo, hi);
            f.clamped = true;
        }
        f.factor = factor;
        out.factors.push_back(f);
    }
    return out;
}

// One run while its factors are solved: what the solving reads (the run, its prediction without
// factors) and where its answers go (the run's account, the samples of each factor group).
struct RunFit {
    const MeasuredRun& run;
    const Catalog& catalog;
    const RunPrediction& p;
    std::size_t i; // the run's place in the fit: a sample names it for the leave-one-out check
    FittedRun& fr;
    std::map<GroupKey, std::vector<Sample>>& groups;
};

// The quantity a factor is solved for: predict with only that factor at x, and find the x
// whose prediction meets the measurement (bisection on ln x; the predictions are monotone
// in each factor).
void solve(RunFit& f, const std::string& quantity, double measured, const GroupKey& key, double lo,
           double hi) {
    const RunPrediction& p = f.p;
    FittedRun& fr = f.fr;
    FittedQuantity q;
    q.quantity = quantity;
    q.measured = measured;
    q.before = quantityOf(p, quantity);
    q.factor = CorrectionFactor{key.kind, key.generation, key.workload}.key();
    auto gap = [&](double lnx) {
        const auto r = predictRun(f.run, f.catalog,
                                  single(key.kind, key.generation, key.workload, std::exp(lnx)));
        const double v = r.prediction ? quantityOf(*r.prediction, quantity) : 0;
        return v > 0 ? std::log(v / measured) : 0.0;
    };
    double a = std::log(lo), b = std::log(hi);
    const double ga = gap(a), gb = gap(b);
    if (std::fabs(ga - gb) < 1e-9) {
        // The quantity does not move with the factor on this run: it says nothing about it.
        fr.problems.push_back(
            {quantity, "does not depend on " + q.factor + " on this run; not used"});
        return;
    }
    if ((ga > 0) == (gb > 0)) {
        // The measurement lies beyond what any factor inside the limits gives.
        q.implied = std::fabs(ga) < std::fabs(gb) ? lo : hi;
        q.clamped = true;
    } else {
        const bool rising = gb > ga;
        for (int step = 0; step < kBisectionSteps; ++step) {
            const double mid = 0.5 * (a + b);
            const double g = gap(mid);
            if ((g > 0) == rising)
                b = mid;
            else
                a = mid;
        }
        q.implied = std::exp(0.5 * (a + b));
    }
    Sample s;
    s.run = f.i;
    s.quantity = fr.quantities.size();
    s.logImplied = std::log(q.implied);
    s.lo = lo;
    s.hi = hi;
    f.groups[key].push_back(s);
    fr.quantities.push_back(q);
}

// The run's speed: its throughput (training, batch) or its latency (serving), each solved for
// the one factor that sets it on this run.
void solveSpeed(RunFit& f) {
    const MeasuredRun& run = f.run;
    const RunPrediction& p = f.p;
    const Measurements& m = run.measured;
    const WorkloadClass wc = p.training ? WorkloadClass::Training : WorkloadClass::Inference;

    // Throughput: the first of the measures the run has (they say the same thing twice).
    const std::pair<const char*, std::optional<double>> throughput[] = {
        {"samples_per_s", m.samplesPerSecond},
        {"tokens_per_s", m.tokensPerSecond},
        {"step_time_s", m.stepSeconds},
        {"job_seconds", m.jobSeconds}};
    const bool serving = run.scenario.workload.kind == WorkloadKind::OnlineServing;
    if (!serving) {
        for (const auto& [quantity, value] : throughput) {
            if (!value || quantityOf(p, quantity) <= 0)
                continue;
            if (p.hostBound)
                solve(f, quantity, *value,
                      {CorrectionKind::HostOverhead, "", WorkloadClass::Training}, kFactorFloor,
                      kFactorCeiling);
            else
                // MFU ≤ 1: the calibrated efficiency may not pass the device's peak.
                solve(f, quantity, *value, {CorrectionKind::ComputeEfficiency, p.generation, wc},
                      kFactorFloor, std::max(kFactorFloor, 1.0 / std::max(1e-9, p.baseEfficiency)));
            break;
        }
    }
    if (serving && (m.latencyP50Ms || m.latencyP95Ms) && p.latencyP50Ms > 0) {
        const bool p50 = m.latencyP50Ms.has_value();
        const double value = p50 ? *m.latencyP50Ms : *m.latencyP95Ms;
        if (p.generates)
            // A decode step cannot stream the weights faster than the memory's peak bandwidth.
            solve(f, p50 ? "latency_p50_ms" : "latency_p95_ms", value,
                  {CorrectionKind::DecodeTokenCost, p.generation, WorkloadClass::Inference},
                  p.memoryEfficiency, kFactorCeiling);
        else
            solve(f, p50 ? "latency_p50_ms" : "latency_p95_ms", value,
                  {CorrectionKind::ComputeEfficiency, p.generation, WorkloadClass::Inference},
                  kFactorFloor, std::max(kFactorFloor, 1.0 / std::max(1e-9, p.baseEfficiency)));
    }
}

// The run's peak memory, solved in closed form rather than by bisection: memory is linear in
// its factor.
void solveMemory(RunFit& f) {
    const RunPrediction& p = f.p;
    const Measurements& m = f.run.measured;
    FittedRun& fr = f.fr;
    if (m.peakMemoryBytes && p.memoryBytes > 0) {
        // Memory is linear in its factor: states + x · (the rest). Below the states no factor
        // reaches: the factor stops at 0 (memory ≥ the model states).
        FittedQuantity q;
        q.quantity = "peak_memory_bytes";
        q.measured = *m.peakMemoryBytes;
        q.before = p.memoryBytes;
        const GroupKey key{CorrectionKind::MemoryOverhead, "", WorkloadClass::Training};
        q.factor = CorrectionFactor{key.kind, key.generation, key.workload}.key();
        const double rest = p.memoryBytes - p.memoryStatesBytes;
        if (rest > 0) {
            const double x = (q.measured - p.memoryStatesBytes) / rest;
            q.implied = std::clamp(x, 0.0, kFactorCeiling);
            q.clamped = q.implied != x;
            Sample s;
            s.run = f.i;
            s.quantity = fr.quantities.size();
            // ln 0 is not a number: a run at the limit counts as the floor.
            s.logImplied = std::log(std::max(kFactorFloor, q.implied));
            s.lo = 0;
            s.hi = kFactorCeiling;
            s.memoryScale = p.memoryBytes / rest;
            f.groups[key].push_back(s);
            fr.quantities.push_back(q);
        }
    }
}

// One run's own account: its prediction without factors (kept in `before` for the fit's error)
// and each factor its measurements imply, solved alone; the samples go to their groups.
FittedRun fitRun(const LabeledRun& labeled, std::size_t i, const Catalog& catalog,
                 std::map<GroupKey, std::vector<Sample>>& groups,
                 std::optional<RunPrediction>& before) {
    const MeasuredRun& run = labeled.run;
    FittedRun fr;
    fr.label = labeled.label;
    const auto placement = runPlacement(run);
    if (placement) {
        fr.device = placement->device;
        fr.count = placement->count;
    }
    RunPredictionResult base = predictRun(run, catalog);
    if (!base.prediction) {
        fr.problems = base.errors;
        return fr;
    }
    const RunPrediction& p = *base.prediction;
    before = p;
    fr.generation = p.generation;

    RunFit f{run, catalog, p, i, fr, groups};
    solveSpeed(f);
    solveMemory(f);
    if (fr.quantities.empty())
        fr.problems.push_back({"measured",
                               "none of the run's measurements is one the planner predicts for "
                               "this kind of workload"});
    return fr;
}

} // namespace

FactorPrior factorPrior(CorrectionKind kind, WorkloadClass workload, const EstimateBands& bands,
                        double memoryScale) {
    // The prior on ln(factor) is the spread of published runs around the model for the estimate
    // the factor moves (the catalog's bands, fitted on tests/data's validation runs): before a
    // team has measured anything, its factor is as uncertain as any published run. The memory band
    // is on the total; the factor scales only the part beyond the model states, so its spread is
    // that much wider.
    FactorPrior p;
    switch (kind) {
    case CorrectionKind::ComputeEfficiency:
        p.priorSd = logSpread(bands.of(workload == WorkloadClass::Training
                                           ? EstimateClass::TrainingStep
                                           : EstimateClass::InferenceThroughput));
        break;
    case CorrectionKind::HostOverhead:
        p.priorSd = logSpread(bands.of(EstimateClass::TrainingStep));
        break;
    case CorrectionKind::DecodeTokenCost:
        p.priorSd = logSpread(bands.of(EstimateClass::DecodeLatency));
        break;
    case CorrectionKind::MemoryOverhead:
        p.priorSd = logSpread(bands.of(EstimateClass::Memory)) * std::max(1.0, memoryScale);
        break;
    }
    p.runSd = kRunScatterShare * p.priorSd;
    return p;
}

RunPredictionResult predictRun(const MeasuredRun& run, const Catalog& catalog,
                               std::shared_ptr<const CalibrationFactors> calibration) {
    RunPredictionResult out;
    const auto placement = runPlacement(run);
    if (!placement) {
        out.errors.push_back({"measured.device", "the run names no device"});
        return out;
    }
    const Device* d = catalog.device(placement->device);
    if (!d) {
        out.errors.push_back(
            {"measured.device", quoteText(placement->device) + " is not a device of the catalog"});
        return out;
    }
    Scenario s = run.scenario;
    s.compute.options = {*placement};
    s.workload.calibration = std::move(calibration);
    // The run's own option is all it is compared with.
    const PlanResult plan = makePlan(s, catalog, PlanDepth::OptionsOnly);
    if (!plan.errors.empty()) {
        out.errors = plan.errors;
        return out;
    }
    const OptionResult* o = nullptr;
    for (const OptionResult& option : plan.plan.options)
        if (option.placement.device == d && option.placement.count == placement->count)
            o = &option;
    if (!o) {
        out.errors.push_back({"measured.count", "the planner cannot place the job on " +
                                                    std::to_string(placement->count) + " × " +
                                                    d->id});
        return out;
    }
    RunPrediction p;
    const WorkloadKind kind = s.workload.kind;
    p.generation = d->generation;
    p.training = isTrainingKind(kind);
    p.generates = o->latency && s.workload.serving.outputTokens > 0 &&
                  s.workload.model.architecture != Architecture::Encoder;
    p.hostBound = o->time.critical == CriticalTrack::Host;
    p.baseEfficiency =
        d->sustainedFraction * (p.training ? efficiency::trainingFramework(s.workload.framework)
                                           : efficiency::inferenceFramework(s.workload.framework));
    p.memoryEfficiency = efficiency::memory(d->kind);
    p.samplesPerSecond = o->time.samplesPerSecond;
    p.tokensPerSecond = o->time.tokensPerSecond;
    p.stepSeconds = o->time.stepSeconds;
    p.jobSeconds = o->timeSeconds.expected;
    p.memoryBytes = o->memory.total();
    p.memoryStatesBytes =
        o->memory.weights + o->memory.gradients + o->memory.optimizer + o->memory.kvCache;
    if (o->latency) {
        p.latencyP50Ms = o->latency->p50Ms;
        p.latencyP95Ms = o->latency->p95Ms;
    }
    out.prediction = p;
    return out;
}

std::vector<const CorrectionFactor*> factorsFor(const CalibrationFactors& factors,
                                                std::string_view generation, bool training) {
    std::vector<const CorrectionFactor*> out;
    for (const CorrectionFactor& f : factors.factors) {
        if (!f.shared() && f.generation != generation)
            continue;
        if (f.kind == CorrectionKind::ComputeEfficiency &&
            f.workload != (training ? WorkloadClass::Training : WorkloadClass::Inference))
            continue;
        out.push_back(&f);
    }
    return out;
}

std::vector<std::string> factorsApplying(const CalibrationFactors& factors,
                                         const std::string& generation, bool training) {
    std::vector<std::string> keys;
    for (const CorrectionFactor* f : factorsFor(factors, generation, training))
        keys.push_back(f->key() + (f->shared() ? " (shared)" : ""));
    return keys;
}

CalibrationFit fitCalibration(const std::vector<LabeledRun>& runs, const Catalog& catalog,
                              const std::string& name) {
    CalibrationFit fit;
    std::map<GroupKey, std::vector<Sample>> groups;
    std::vector<std::optional<RunPrediction>> before(runs.size());

    for (std::size_t i = 0; i < runs.size(); ++i)
        fit.runs.push_back(fitRun(runs[i], i, catalog, groups, before[i]));

    const EstimateBands& bands = catalog.bands;
    fit.factors = fitGroups(groups, bands, runs.size());
    fit.factors.name = name;
    auto all = std::make_shared<const CalibrationFactors>(fit.factors);
    int used = 0;
    double errBefore = 0, errAfter = 0;
    for (std::size_t i = 0; i < fit.runs.size(); ++i) {
        FittedRun& fr = fit.runs[i];
        if (fr.quantities.empty() || !before[i])
            continue;
        ++used;
        fr.appliedFactors =
            factorsApplying(fit.factors, before[i]->generation, before[i]->training);
        auto loo = std::make_shared<const CalibrationFactors>(fitGroups(groups, bands, i));
        const auto after = predictRun(runs[i].run, catalog, loo);
        const auto fitted = predictRun(runs[i].run, catalog, all);
        for (FittedQuantity& q : fr.quantities) {
            q.after = after.prediction ? quantityOf(*after.prediction, q.quantity) : q.before;
            q.fitted = fitted.prediction ? quantityOf(*fitted.prediction, q.quantity) : q.before;
            errBefore += std::fabs(q.before / q.measured - 1);
            errAfter += std::fabs(q.after / q.measured - 1);
            ++fit.quantities;
        }
    }
    fit.factors.runs = used;
    if (fit.quantities > 0) {
        fit.meanErrorBefore = errBefore / fit.quantities;
        fit.meanErrorAfter = errAfter / fit.quantities;
    }
    return fit;
}

} // namespace rightsize

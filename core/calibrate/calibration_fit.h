#pragma once

// Fitting a team's correction factors to its measured runs. Each run is planned as it ran (its
// scenario on its device and count); what it measured, divided by what the planner predicts,
// implies a value for the one factor that governs that quantity on that run. Factors are the
// shrunken geometric means of what their runs imply (see calibration_fit.cpp for the prior).

#include "core/calibrate/measured_run.h"
#include "core/model/calibration_factors.h"
#include "core/model/catalog.h"
#include "core/model/field_error.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// The planner's numbers for a run, in the units of its measurements.
struct RunPrediction {
    std::string generation; // of the run's device
    bool training = false;
    bool generates = false;    // decoder serving: latency rests on the decode step
    bool hostBound = false;    // the host track sets the step
    double baseEfficiency = 0; // sustained share of peak before calibration (for the MFU ≤ 1 limit)
    double memoryEfficiency = 0.8; // share of peak bandwidth streaming reaches (the decode limit)
    double samplesPerSecond = 0;
    double tokensPerSecond = 0;
    double stepSeconds = 0;
    double jobSeconds = 0;
    double memoryBytes = 0;       // per device
    double memoryStatesBytes = 0; // weights, gradients, optimizer states and the KV cache
    double latencyP50Ms = 0;
    double latencyP95Ms = 0;
};

struct RunPredictionResult {
    std::optional<RunPrediction> prediction;
    std::vector<FieldError> errors;
};

// Plans the run's scenario on its device and count with `calibration` (may be empty).
RunPredictionResult predictRun(const MeasuredRun& run, const Catalog& catalog,
                               std::shared_ptr<const CalibrationFactors> calibration = {});

// One measured quantity of a run against the model.
struct FittedQuantity {
    std::string quantity; // samples_per_s, tokens_per_s, step_time_s, job_seconds,
                          // peak_memory_bytes, latency_p50_ms, latency_p95_ms
    double measured = 0;
    double before = 0;    // uncalibrated prediction
    double after = 0;     // left out: the calibration fitted on the other runs
    double fitted = 0;    // with the calibration fitted on every run
    std::string factor;   // key of the factor it informs
    double implied = 1;   // the factor this run alone implies
    bool clamped = false; // the run implies a factor beyond a physical limit
};

struct FittedRun {
    std::string label;
    std::string device;
    int count = 1;
    std::string generation;
    std::vector<FittedQuantity> quantities;
    std::vector<std::string> appliedFactors; // keys of the factors that change this run's estimates
    std::vector<FieldError> problems;        // why the run could not be used
};

struct CalibrationFit {
    CalibrationFactors factors;
    std::vector<FittedRun> runs;
    int quantities = 0;         // measured quantities compared
    double meanErrorBefore = 0; // mean |predicted / measured − 1| without calibration
    double meanErrorAfter = 0;  // ... with each run left out of the calibration that predicts it
};

struct LabeledRun {
    std::string label;
    MeasuredRun run;
};

CalibrationFit fitCalibration(const std::vector<LabeledRun>& runs, const Catalog& catalog,
                              const std::string& name);

// The factors that change estimates on a device generation for training or inference: the
// generation's own factors and the shared ones (compute efficiency only for its workload class).
std::vector<const CorrectionFactor*> factorsFor(const CalibrationFactors& factors,
                                                std::string_view generation, bool training);

// Their keys, shared ones marked "(shared)".
std::vector<std::string> factorsApplying(const CalibrationFactors& factors,
                                         const std::string& generation, bool training);

// The prior every factor shrinks toward 1 with (exposed for the tests and the documentation).
struct FactorPrior {
    double priorSd = 0; // sd of ln(factor) before any run
    double runSd = 0;   // sd of one run's ln(implied factor) around the team's factor
    double shrinkage() const { return priorSd > 0 ? runSd * runSd / (priorSd * priorSd) : 0; }
    // Share of the way from 1 to the runs' geometric mean that n runs move a factor.
    double weight(int n) const { return n / (n + shrinkage()); }
};
FactorPrior factorPrior(CorrectionKind kind, WorkloadClass workload, const EstimateBands& bands,
                        double memoryScale = 1);

} // namespace rightsize

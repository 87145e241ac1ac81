#include "core/scenario/scenario_checks.h"

#include "core/estimate/classic_ml_estimator.h"
#include "core/estimate/etl_estimator.h"
#include "core/estimate/workload_model.h"
#include "core/model/disaggregation.h"
#include "core/model/scenario_fields.h"
#include "core/model/visible_text.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>

namespace rightsize {
namespace {

// The micro-batch the scenario pins; 0 leaves it to the planner.
int pinnedMicroBatch(const Workload& w) {
    return w.microBatchSize.value_or(0);
}

// The shape the planner will use: a model named only by its preset takes the preset's shape.
ModelShape effectiveShape(const ModelShape& shape, const Catalog* catalog) {
    if (catalog && !shape.preset.empty() && shape.layers == 0 && shape.params == 0 &&
        shape.flopsPerSample == 0)
        if (const ModelPreset* p = catalog->model(shape.preset))
            return p->shape;
    return shape;
}

std::string whole(double v) {
    char buf[48];
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

} // namespace

int modelContextLength(const ModelShape& shape) {
    if (shape.maxContext > 0)
        return shape.maxContext;
    // Learned position embeddings end where the table ends.
    return shape.positions > 0 ? shape.positions : 0;
}

std::vector<ScenarioProblem> checkScenario(const Scenario& s, const Catalog* catalog) {
    std::vector<ScenarioProblem> problems;
    const Workload& w = s.workload;
    if (!isDeepKind(w.kind) || w.kind == WorkloadKind::OnlineServing)
        return problems;
    const int micro = pinnedMicroBatch(w);
    if (micro > 0 && micro > w.batchSize)
        problems.push_back({ScenarioCheck::MicroBatchOverBatch, "$.workload.micro_batch_size",
                            "$.workload.batch_size", double(micro), double(w.batchSize)});
    if (readsDatasetKind(w.kind) && w.dataset.samples > 0 &&
        double(w.batchSize) > w.dataset.samples)
        problems.push_back({ScenarioCheck::BatchOverSamples, "$.workload.batch_size",
                            "$.workload.dataset.samples", double(w.batchSize),
                            std::floor(w.dataset.samples)});
    const ModelShape shape = effectiveShape(w.model, catalog);
    const int context = modelContextLength(shape);
    if (isTransformerArchitecture(shape.architecture) && context > 0 && w.seqLen > context)
        problems.push_back({ScenarioCheck::SeqLenOverContext, "$.workload.seq_len",
                            "$.workload.model", double(w.seqLen), double(context)});
    return problems;
}

std::string problemMessage(const ScenarioProblem& p) {
    switch (p.check) {
    case ScenarioCheck::MicroBatchOverBatch:
        return "must not exceed batch_size (" + whole(p.limit) + "), got " + whole(p.value);
    case ScenarioCheck::BatchOverSamples:
        return "must not exceed the dataset's samples (" + whole(p.limit) + "), got " +
               whole(p.value);
    case ScenarioCheck::SeqLenOverContext:
        return "must not exceed the model's context of " + whole(p.limit) + " tokens, got " +
               whole(p.value);
    }
    return {};
}

std::vector<FieldError> problemErrors(const std::vector<ScenarioProblem>& problems) {
    std::vector<FieldError> errors;
    for (const ScenarioProblem& p : problems)
        errors.push_back({p.path, problemMessage(p)});
    return errors;
}

std::optional<int> globalBatchRun(const Workload& w, const Layout& l) {
    if (!isTrainingKind(w.kind))
        return std::nullopt;
    // Context-parallel ranks share their samples.
    const long long samples = std::max(1, l.data) / std::max(1, l.context);
    const long long run =
        std::max(1LL, samples) * std::max(1, l.microBatch) * std::max(1, l.gradientAccumulation);
    if (run == w.batchSize || run > INT_MAX)
        return std::nullopt;
    return int(run);
}

namespace {

// A length distribution that its shape cannot draw: a uniform range with no end or not centred on
// the mean, a log-normal without a spread, a histogram without buckets.
void addLengthErrors(const LengthDistribution& d, double mean, const std::string& path,
                     const std::string& meanField, std::vector<FieldError>& errors) {
    if (!d.shape)
        return;
    const std::string meanText = whole(mean) + " tokens (" + meanField + ")";
    switch (*d.shape) {
    case LengthShape::Uniform:
        if (d.min <= 0 && d.max <= 0)
            errors.push_back({path + ".min", "a uniform length needs min or max: the other end "
                                             "lies as far on the other side of the mean"});
        else if (d.min > 0 && d.min >= mean)
            errors.push_back({path + ".min", "must lie below the mean, " + meanText});
        else if (d.max > 0 && d.max <= mean)
            errors.push_back({path + ".max", "must lie above the mean, " + meanText});
        else if (d.min > 0 && d.max > 0 && std::fabs(d.min + d.max - 2 * mean) > 1)
            errors.push_back({path + ".max", "a uniform length keeps the mean, " + meanText +
                                                 ", halfway between min and max: give one of them, "
                                                 "or " +
                                                 whole(2 * mean - d.min) + " as max"});
        break;
    case LengthShape::LogNormal:
        if (!(d.spread > 0))
            errors.push_back({path + ".spread", "a log-normal length needs a spread above 0 (the "
                                                "sigma of the length's logarithm, 0.5 to 1 for "
                                                "chat prompts)"});
        break;
    case LengthShape::Histogram:
        if (d.buckets.empty())
            errors.push_back(
                {path + ".buckets", "a histogram needs buckets: [[tokens, weight], …]"});
        break;
    default:
        break;
    }
}

// The relations of the load's fields: lengths, bursts and a trace that replays both.
void addLoadErrors(const ResolvedWorkload& r, std::vector<FieldError>& errors) {
    const ServingSpec& s = r.w.serving;
    const std::string at = "$.workload.serving";
    const double prompt = s.inputTokens > 0 ? s.inputTokens : r.seqLen;
    addLengthErrors(s.inputLength, prompt, at + ".input_length", "input_tokens", errors);
    addLengthErrors(s.outputLength, s.outputTokens, at + ".output_length", "output_tokens", errors);
    if (s.fixedOutputLength && s.outputLength.shape && *s.outputLength.shape != LengthShape::Fixed)
        errors.push_back({at + ".fixed_output_length",
                          "says every answer has the same length, but output_length.distribution "
                          "says otherwise: keep one"});
    if (s.arrivalCv != 1 && s.concurrency > 0)
        errors.push_back({at + ".arrival_cv", "shapes the arrivals of a rate (qps); clients "
                                              "(concurrency) send when their answers arrive"});
    if (!s.traceFile.empty()) {
        if (s.inputLength.shape || s.outputLength.shape)
            errors.push_back({at + ".trace_file", "replays the trace's own lengths: leave out "
                                                  "input_length and output_length"});
        if (s.arrivalCv != 1)
            errors.push_back({at + ".trace_file", "replays the trace's own arrivals: leave out "
                                                  "arrival_cv"});
    }
}

} // namespace

std::vector<FieldError> planningErrors(const Scenario& scenario, const Catalog& catalog) {
    std::vector<FieldError> errors;
    // The planner's own refusals (an unknown preset, a model with no size) come from resolving
    // the workload; asking it here keeps the two from ever disagreeing.
    const ResolvedWorkload resolved = resolveWorkload(scenario.workload, catalog, &errors);
    const ModelShape& shape = resolved.w.model;
    // The file may name kv_heads while heads come from the preset, or the other way round:
    // the shape is judged after the two are merged.
    if (shape.heads > 0 && shape.kvHeads > 0 &&
        (shape.kvHeads > shape.heads || shape.heads % shape.kvHeads != 0))
        errors.push_back({"$.workload.model.kv_heads", "must divide heads (" +
                                                           std::to_string(shape.heads) + "), got " +
                                                           std::to_string(shape.kvHeads)});
    // A tree or linear model the estimator does not model is refused, not planned as XGBoost.
    if (scenario.workload.kind == WorkloadKind::ClassicMl &&
        !modelledClassicMlAlgorithm(scenario.workload.classicMl.algorithm))
        errors.push_back({"$.workload.classic_ml.algorithm",
                          "the planner does not model " +
                              quoteText(scenario.workload.classicMl.algorithm) + "; one of " +
                              kModelledClassicMlAlgorithms});
    // An operation the ETL model does not know is refused, not planned as a scan.
    if (scenario.workload.kind == WorkloadKind::DataPrep &&
        !modelledEtlOperation(scenario.workload.dataPrep.operation))
        errors.push_back(
            {"$.workload.data_prep.operation", "the planner does not model " +
                                                   quoteText(scenario.workload.dataPrep.operation) +
                                                   "; one of " + kModelledEtlOperations});
    // A serving load is a rate or a number of clients; with both the plan would have to ignore
    // one without saying so.
    const ServingSpec& serving = scenario.workload.serving;
    if (scenario.workload.kind == WorkloadKind::OnlineServing && serving.qps > 0 &&
        serving.concurrency > 0)
        errors.push_back(
            {"$.workload.serving.concurrency",
             "give the load as a rate (qps, open loop) or as clients (concurrency, closed "
             "loop), not both"});
    // The quiet hours' rate is the lower of a day's two: above the peak, or without a peak rate
    // to scale from, the profile would be priced the wrong way round or not at all.
    if (scenario.workload.kind == WorkloadKind::OnlineServing && serving.qpsLow > 0 &&
        (serving.concurrency > 0 || serving.qps <= 0))
        errors.push_back({"$.workload.serving.qps_low",
                          "a quiet-hours rate needs the peak as a rate (qps), not as clients"});
    else if (scenario.workload.kind == WorkloadKind::OnlineServing && serving.qpsLow > serving.qps)
        errors.push_back({"$.workload.serving.qps_low",
                          "the quiet hours' rate must not exceed the peak rate (qps)"});
    if (scenario.workload.kind == WorkloadKind::OnlineServing)
        addLoadErrors(resolved, errors);
    if (scenario.workload.kind == WorkloadKind::OnlineServing &&
        !parseDisaggregation(serving.disaggregation))
        errors.push_back({"$.workload.serving.disaggregation",
                          "must be off, auto or prefill and decode engines as xPyD (1P1D, 2P1D, "
                          "up to " +
                              std::to_string(kMostDisaggregatedEngines) + " of each), got " +
                              quoteText(serving.disaggregation)});
    const auto& options = scenario.compute.options;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const std::string path = "$.compute.options[" + std::to_string(i) + "]";
        if (!catalog.device(options[i].device))
            errors.push_back(
                {path + ".device", "unknown device; see the catalog for the ids it knows"});
        if (options[i].count < 1)
            errors.push_back({path + ".count", "must be a whole number of at least 1"});
    }
    return errors;
}

namespace {

// The first object along a path ("$.workload.model") that the document does not hold: "$.workload"
// when the file has no workload at all. Empty when all are there, or the path runs through a list.
std::string firstAbsent(const nlohmann::json& document, const std::string& path) {
    const nlohmann::json* at = &document;
    std::size_t start = 2; // past "$."
    while (start <= path.size() && path.rfind("$.", 0) == 0) {
        const std::size_t dot = path.find('.', start);
        const std::string key = path.substr(start, dot == std::string::npos ? dot : dot - start);
        if (key.find('[') != std::string::npos || !at->is_object())
            return {};
        const auto it = at->find(key);
        if (it == at->end() || it->is_null())
            return path.substr(0, dot);
        if (dot == std::string::npos)
            return {};
        at = &*it;
        start = dot + 1;
    }
    return {};
}

// The first field of a kind's size of work, what it is called, and whether the workload has it.
struct SizeOfWork {
    const char* path;
    const char* what;
    bool given;
};
std::optional<SizeOfWork> sizeOfWork(const Workload& w) {
    if (readsDatasetKind(w.kind))
        return SizeOfWork{"$.workload.dataset.samples", "its number of samples",
                          w.dataset.samples > 0};
    switch (w.kind) {
    case WorkloadKind::ClassicMl:
        return SizeOfWork{"$.workload.classic_ml.rows", "its number of rows", w.classicMl.rows > 0};
    case WorkloadKind::OnlineServing:
        return SizeOfWork{"$.workload.serving.qps",
                          "a load: requests per second (qps), clients (concurrency) or a recorded "
                          "trace (trace_file)",
                          w.serving.qps > 0 || w.serving.concurrency > 0 ||
                              !w.serving.traceFile.empty()};
    case WorkloadKind::DataPrep:
        return SizeOfWork{"$.workload.data_prep.bytes", "its bytes or rows",
                          w.dataPrep.bytes > 0 || w.dataPrep.rows > 0};
    default:
        return std::nullopt;
    }
}

// "a fine_tuning job", "an online_serving job": the kind as the file writes it.
std::string aJobOfKind(WorkloadKind kind) {
    const std::string name(toString(kind));
    const bool vowel =
        !name.empty() && std::string_view("aeiou").find(name[0]) != std::string_view::npos;
    return (vowel ? "an " : "a ") + name + " job";
}

// A key misspelt in place of the required size of work ("sample" for "samples"), which would
// otherwise be a warning while the plan ran on no work at all, is refused at the key written,
// with the one meant. (A file that leaves the size out is read: the editor writes a new job's
// zero samples that way, and the plan then prices no run.)
std::vector<FieldError> misspeltRequiredField(const ScenarioLoadResult& result) {
    const Workload& w = result.document->scenario.workload;
    const std::optional<SizeOfWork> required = sizeOfWork(w);
    if (!required || required->given || firstAbsent(result.document->json, required->path).empty())
        return {};
    const std::string_view path = required->path;
    const std::size_t dot = path.rfind('.');
    std::string meant(1, '"');
    meant.append(path.substr(dot + 1));
    meant += '"';
    const std::string need = "; " + aJobOfKind(w.kind) + " is planned from " + required->what +
                             " (" + required->path + ")";
    for (const FieldError& warning : result.warnings)
        if (warning.path.rfind(path.substr(0, dot + 1), 0) == 0 &&
            warning.message.find("did you mean " + meant + "?") != std::string::npos)
            return {{warning.path, "unknown key; did you mean " + meant + "?" + need}};
    return {};
}

} // namespace

std::optional<FieldError> missingSizeOfWork(const ScenarioDocument& document) {
    const Workload& w = document.scenario.workload;
    const std::optional<SizeOfWork> size = sizeOfWork(w);
    if (!size || size->given)
        return std::nullopt;
    const std::string absent = firstAbsent(document.json, size->path);
    FieldError error;
    error.path = absent.empty() ? size->path : absent;
    error.message = std::string(absent.empty() ? "is zero" : "missing") + "; " +
                    aJobOfKind(w.kind) + " is planned from " + size->what + " (" + size->path +
                    "), and there is no run to price without it";
    return error;
}

ScenarioLoadResult parseAndCheckScenario(std::string_view text, const Catalog& catalog,
                                         const std::string& baseDir) {
    ScenarioLoadResult result = parseScenario(text, &catalog, baseDir);
    if (!result.document)
        return result;
    result.errors = misspeltRequiredField(result);
    for (FieldError& e : planningErrors(result.document->scenario, catalog))
        result.errors.push_back(std::move(e));
    // A refusal names what the file lacks, never a path that is not in it: a file whose
    // "workload" is misspelt hears that the workload is missing, not that its model has no size.
    for (FieldError& e : result.errors)
        if (const std::string absent = firstAbsent(result.document->json, e.path);
            !absent.empty() && absent != e.path) {
            e.message = "missing; " + e.message;
            e.path = absent;
        }
    if (!result.errors.empty())
        result.document.reset();
    return result;
}

} // namespace rightsize

// Every published measurement in tests/data against the planner, as a reviewer would check it.
// tests/data/validation_setups.json says, for each measured row of the CSV files, the scenario to
// plan (its first option is the measured machine), the number to read from the plan, the kind of
// estimate the row informs and its tolerance. Rows the model misses stay, marked with the reason,
// and count in every median. Formulas and conventions are not measurements: they are checked by
// tests/core/test_identities.cpp, and this suite refuses to count them.
//
// Third-party tables (tests/data/timm_benchmarks.csv) are evaluated row by row from the template of
// validation_setups.json's "tables": every row is planned with its own model, device, batch,
// precision and compile mode, and the rows are reported as groups of their own (GPU, CPU) with
// their median error and share inside tolerance. They are too many to explain one by one, so the
// groups, not the rows, are held to their figures; they stay out of the ranges' rows for now.
//
// The suite also derives the ranges the product shows: for each kind of estimate, the quantiles of
// actual/predicted over its rows. They must equal resources/catalog/bands.json (regenerate it with
// `packaging/dev.sh bands`), and at least 80% of each kind's rows must fall inside the band taken
// from the others.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/estimate_bands_json.h"
#include "core/estimate/eager_block.h"
#include "core/estimate/planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/model/estimate_bands.h"
#include "core/scenario/scenario_io.h"
#include "tests/csv_table.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

using namespace rightsize;
using nlohmann::json;
using rightsize::testdata::CsvRow;
using rightsize::testdata::readCsv;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;

// The value-th number of a cell such as "13.0G | 16.0" (a trailing unit letter is dropped).
double cellNumber(const QString& cell, int index) {
    const QStringList parts = cell.split(QLatin1Char('|'));
    if (index < 0 || index >= parts.size())
        return std::nan("");
    QString text = parts[index].trimmed();
    while (!text.isEmpty() && text.back().isLetter())
        text.chop(1);
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? v : std::nan("");
}

// Metrics that are rates: a faster run has a larger value, so their time ratio is inverted.
bool isRate(const std::string& metric) {
    return metric == "tokens_per_s_per_device" || metric == "samples_per_s" ||
           metric == "tokens_per_s";
}

double metricOf(const std::string& metric, const OptionResult& o, const json& params) {
    const TimeBreakdown& t = o.time;
    const double count = std::max(1, o.placement.count);
    if (metric == "tokens_per_s_per_device")
        return t.tokensPerSecond / count;
    if (metric == "samples_per_s")
        return t.samplesPerSecond;
    if (metric == "tokens_per_s")
        return t.tokensPerSecond;
    if (metric == "gpu_hours")
        return params.value("tokens", 0.0) / (t.tokensPerSecond / count) / 3600.0;
    if (metric == "batch_ms")
        return t.stepSeconds * 1000.0;
    if (metric == "step_seconds")
        return t.stepSeconds;
    if (metric == "seconds_per_output_token")
        return t.stepSeconds / std::max(1.0, params.value("output_tokens", 1.0));
    if (metric == "seconds")
        return o.timeSeconds.expected;
    if (metric == "total_mib")
        return o.memory.total() / kMiB;
    if (metric == "weights_and_runtime_mib")
        return (o.memory.weights + o.memory.overhead) / kMiB;
    if (metric == "weights_gib")
        return o.memory.weights / kGiB;
    // What torch's caching allocator reports: allocated (the tensors alive at the peak), reserved
    // (allocated plus the blocks it keeps), and what nvidia-smi shows (reserved plus the CUDA
    // context and library workspaces).
    if (metric == "allocated_gib")
        return (o.memory.total() - o.memory.overhead) / kGiB;
    if (metric == "reserved_gib")
        return (o.memory.total() - o.memory.runtime) / kGiB;
    if (metric == "total_gib")
        return o.memory.total() / kGiB;
    return std::nan("");
}

struct Result {
    QString tag;
    QString id;
    EstimateClass cls = EstimateClass::TrainingStep;
    QString what;
    double published = 0;
    double predicted = 0;
    double tolerance = 0;
    double timeRatio =
        1; // actual / predicted, as time (or memory): > 1 means the model was optimistic
    QString knownMiss;
    QString source;
    bool recipe = false; // a published training recipe (recipe_cases.csv)
    QString group;       // a third-party table's group (GPU or CPU)
    QString subgroup;    // eager or compiled, CNN or ViT: for the report
    int regime = -1;     // an inference pass run by PyTorch: its InferenceRegime, else -1
    double error() const { return (predicted - published) / published; }
    bool inside() const { return std::abs(error()) <= tolerance; }
};

// LLM fine-tuning tables (tests/data/finetune/): each row planned from its own columns and the
// workload keys tests/data/finetune/finetune_setups.json gives it; time and peak memory are
// compared separately.

// The first number of a cell such as "13.9 GiB **" or "44.8 GB".
double firstNumber(const QString& cell) {
    static const QRegularExpression number(QStringLiteral("[0-9]+(\\.[0-9]+)?"));
    const QRegularExpressionMatch m = number.match(cell);
    return m.hasMatch() ? m.captured(0).toDouble() : std::nan("");
}

// A cell that starts with "yes".
bool cellSays(const CsvRow& csv, const char* column) {
    return csv.at(QString::fromLatin1(column)).startsWith(QStringLiteral("yes"));
}

// The scenario of one fine-tuning row: the row's model, device, method, batch and layout, then
// the setup's workload keys over them.
json finetuneScenario(const json& setups, const CsvRow& csv, const json& row) {
    json w = {
        {"kind", "fine_tuning"}, {"framework", "pytorch"}, {"dataset", {{"samples", 1000000}}}};
    const QString preset = csv.at(QStringLiteral("preset"));
    if (!preset.isEmpty())
        w["model"] = {{"preset", preset.toStdString()}};
    else
        w["model"] = setups["models"][csv.at(QStringLiteral("hf_model")).toStdString()]["shape"];
    const bool pure = csv.at(QStringLiteral("precision")).startsWith(QStringLiteral("bf16"));
    w["precision"] = pure ? "bf16" : "bf16_mixed";
    const int batch = csv.at(QStringLiteral("batch")).toInt();
    // torchtune's batch_size is each device's; the scenario's is the whole step's.
    w["batch_size"] = batch * csv.at(QStringLiteral("count")).toInt();
    w["micro_batch_size"] = batch;
    w["seq_len"] = int(firstNumber(csv.at(QStringLiteral("seq_len"))));
    w["padding"] = cellSays(csv, "packed") ? "packed" : "pad";
    w["activation_recompute"] = cellSays(csv, "activation_checkpointing") ? "full" : "none";
    w["compile"] = cellSays(csv, "compile") ? "default" : "none";
    w["flash_attention"] = true;
    w["sharding"] = "none";
    // torchtune's recipes are data parallel only (FSDP over every device).
    w["parallelism"] = {{"tensor", 1}, {"pipeline", 1}};
    const std::string method = csv.at(QStringLiteral("method")).toStdString();
    w["finetune"] = {{"method", method}};
    if (method != "full")
        w["finetune"]["lora_rank"] = int(firstNumber(csv.at(QStringLiteral("lora_rank"))));
    w.merge_patch(row.value("workload", json::object()));
    const std::string device =
        csv.at(QStringLiteral("device")).section(QLatin1Char(' '), 0, 0).toStdString();
    return {{"format", "rightsize-scenario"},
            {"version", 1},
            {"workload", w},
            {"compute",
             {{"options", json::array({{{"device", device},
                                        {"count", csv.at(QStringLiteral("count")).toInt()}}})},
              {"cluster", {{"startup_minutes", 0}}}}}};
}

// The kind of inference pass a scenario plans (InferenceRegime), as the planner picks its band;
// -1 where the pass is not run by PyTorch.
int regimeOf(const Scenario& s, const Catalog& catalog) {
    const ResolvedWorkload r = resolveWorkload(s.workload, catalog);
    if (!runsEagerly(r.w.framework))
        return -1;
    return int(inferenceRegime(r.w.compile == CompileMode::Default, r.m.transformer));
}

} // namespace

class TestValidation : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    json m_setups;
    std::map<QString, CsvRow> m_csv;
    std::set<QString> m_recipeIds; // rows of recipe_cases.csv
    std::vector<Result> m_results;
    std::vector<Result> m_thirdParty; // rows of the third-party tables
    QStringList m_notEvaluated;

    std::array<std::vector<double>, kEstimateClassCount> ratios() const {
        std::array<std::vector<double>, kEstimateClassCount> out;
        for (const Result& r : m_results)
            out[static_cast<std::size_t>(r.cls)].push_back(r.timeRatio);
        return out;
    }

    // The bands the product shows. The inference band also takes the third-party tables'
    // inference rows (timm's, on CPUs and GPUs): the first-party tables hold 8 inference rows
    // against 41 training rows, and the 546 more make the band narrower while it holds more of
    // them. The other classes, and the band of all time rows that the small ones borrow, come from
    // the first-party rows alone.
    EstimateBands bands() const {
        const auto byClass = ratios();
        EstimateBands out = bandsFromRatios(byClass);
        std::vector<double> inference =
            byClass[static_cast<std::size_t>(EstimateClass::InferenceThroughput)];
        for (const Result& r : m_thirdParty)
            if (r.cls == EstimateClass::InferenceThroughput)
                inference.push_back(r.timeRatio);
        out.of(EstimateClass::InferenceThroughput) = bandOf(inference);
        // Each kind of inference pass (eager or compiled, CNN or transformer) with runs enough of
        // its own gets its own band from them.
        std::array<std::vector<double>, kInferenceRegimeCount> byRegime;
        for (const std::vector<Result>* rows : {&m_results, &m_thirdParty})
            for (const Result& r : *rows)
                if (r.cls == EstimateClass::InferenceThroughput && r.regime >= 0)
                    byRegime[std::size_t(r.regime)].push_back(r.timeRatio);
        for (std::size_t g = 0; g < kInferenceRegimeCount; ++g)
            if (int(byRegime[g].size()) >= kBandMinimumRows)
                out.inference[g] = bandOf(byRegime[g]);
        return out;
    }

    // The band a row's range takes: its kind of inference pass's where that has one, else its
    // class's.
    static const EstimateBand& bandFor(const EstimateBands& bands, const Result& r) {
        if (r.cls == EstimateClass::InferenceThroughput && r.regime >= 0 &&
            bands.inference[std::size_t(r.regime)].rows > 0)
            return bands.inference[std::size_t(r.regime)];
        return bands.of(r.cls);
    }

    // The third-party groups, and within each its eager and compiled, CNN and ViT rows.
    template <typename Summary> void writeThirdPartySummary(Summary& summary) const {
        std::map<QString, std::vector<const Result*>> groups, subgroups;
        for (const Result& r : m_thirdParty) {
            groups[r.group].push_back(&r);
            subgroups[r.group + QStringLiteral(", ") + r.subgroup].push_back(&r);
        }
        for (const auto& [name, rows] : groups) {
            summary(name, rows);
            for (const auto& [sub, subRows] : subgroups)
                if (sub.startsWith(name + QStringLiteral(", ")))
                    summary(QStringLiteral("&nbsp;&nbsp;") + sub.mid(name.size() + 2), subRows);
        }
    }

    // The ranges the product shows, on the third-party rows and on every time row: each row's
    // kind of estimate's band around its prediction, how many rows it holds and its width.
    void writeThirdPartyRanges(QTextStream& out) const {
        if (m_thirdParty.empty())
            return;
        const EstimateBands bands = this->bands();
        std::map<QString, std::vector<const Result*>> groups;
        for (const Result& r : m_thirdParty) {
            groups[r.group].push_back(&r);
            groups[QStringLiteral("all time rows, first- and third-party")].push_back(&r);
        }
        for (const Result& r : m_results)
            if (r.cls != EstimateClass::Memory)
                groups[QStringLiteral("all time rows, first- and third-party")].push_back(&r);
        // The rows of each kind of inference pass, whose band they take.
        for (const std::vector<Result>* rows : {&m_results, &m_thirdParty})
            for (const Result& r : *rows)
                if (r.cls == EstimateClass::InferenceThroughput && r.regime >= 0)
                    groups[QStringLiteral("inference pass run by PyTorch, ") +
                           QString::fromLatin1(kInferenceRegimeNames[std::size_t(r.regime)])
                               .replace(QLatin1Char('_'), QLatin1Char(' '))]
                        .push_back(&r);
        out << "\n| group | rows | inside their range | median width |\n|---|---:|---:|---:|\n";
        for (const auto& [name, rows] : groups) {
            std::vector<double> widths;
            int inside = 0;
            for (const Result* r : rows) {
                const EstimateBand& b = bandFor(bands, *r);
                widths.push_back(b.high / b.low);
                inside += r->timeRatio >= b.low && r->timeRatio <= b.high ? 1 : 0;
            }
            out << "| " << name << " | " << rows.size() << " | " << inside << " | "
                << QString::number(quantile(widths, 0.5), 'f', 2) << " |\n";
        }
    }

    void writeThirdPartyRows(QTextStream& out) const {
        if (m_thirdParty.empty())
            return;
        out << "\nThird-party rows (samples per second):\n\n| id | group | published | predicted "
               "| error | tolerance | known miss |\n|---|---|---:|---:|---:|---:|---|\n";
        for (const Result& r : m_thirdParty)
            out << "| " << r.tag << " | " << r.subgroup << " | "
                << QString::number(r.published, 'g', 5) << " | "
                << QString::number(r.predicted, 'g', 5) << " | "
                << QString::number(100 * r.error(), 'f', 1) << "% | ±"
                << QString::number(100 * r.tolerance, 'f', 0) << "% | " << r.knownMiss << " |\n";
    }

    // One row of a third-party table planned from its table's template; false when it cannot be.
    bool evaluateTableRow(const json& table, const CsvRow& csv, QString& why) {
        json scenario = table["scenario"];
        json& w = scenario["workload"];
        const QString deviceId = csv.at(QStringLiteral("device"));
        const Device* device = m_catalog.device(deviceId.toStdString());
        if (!device || !m_catalog.model(csv.at(QStringLiteral("preset")).toStdString())) {
            why = QStringLiteral("no such device or preset");
            return false;
        }
        const int batch =
            csv.at(QString::fromStdString(table["batch_column"].get<std::string>())).toInt();
        const bool compiled = csv.at(QStringLiteral("compile")).startsWith(QStringLiteral("torch"));
        w["model"]["preset"] = csv.at(QStringLiteral("preset")).toStdString();
        w["batch_size"] = batch;
        w["micro_batch_size"] = batch;
        w["precision"] = csv.at(QStringLiteral("precision")).startsWith(QStringLiteral("fp32"))
                             ? "fp32"
                             : "fp16_mixed";
        w["compile"] = compiled ? "default" : "none";
        // timm's attention calls PyTorch's fused scaled_dot_product_attention, which PyTorch 2.0
        // introduced; before it the scores are written out.
        const bool vit = csv.at(QStringLiteral("preset")).startsWith(QStringLiteral("vit"));
        if (vit)
            w["flash_attention"] =
                !csv.at(QStringLiteral("software")).startsWith(QStringLiteral("PyTorch 1."));
        scenario["compute"]["options"][0]["device"] = deviceId.toStdString();
        const std::optional<PlanResult> plan = planFirstOption(scenario, why);
        if (!plan)
            return false;
        const OptionResult& o = plan->plan.options.front();
        const std::string metric = table["metric"].get<std::string>();
        const bool gpu = device->kind == DeviceKind::Gpu;
        Result r;
        r.tag = r.id = csv.at(QStringLiteral("id"));
        r.cls = *parseEnum<EstimateClass>(table["class"].get<std::string>());
        if (r.cls == EstimateClass::InferenceThroughput)
            r.regime = int(inferenceRegime(compiled, vit));
        r.published =
            csv.at(QString::fromStdString(table["value_column"].get<std::string>())).toDouble();
        r.predicted = metricOf(metric, o, json::object());
        r.tolerance = table.value("tolerance", 0.25);
        r.timeRatio = isRate(metric) ? r.predicted / r.published : r.published / r.predicted;
        r.source = csv.at(QStringLiteral("source"));
        r.group = QString::fromStdString(table["groups"][gpu ? "gpu" : "cpu"].get<std::string>());
        r.subgroup = QStringLiteral("%1, %2, %3")
                         .arg(QString::fromStdString(device->name),
                              compiled ? QStringLiteral("compiled") : QStringLiteral("eager"),
                              vit ? QStringLiteral("ViT") : QStringLiteral("CNN"));
        if (!(std::isfinite(r.predicted) && r.predicted > 0 && r.published > 0)) {
            why = QStringLiteral("no figure");
            return false;
        }
        // A row outside its tolerance takes the reason of the first class of known misses it
        // belongs to.
        for (const json& miss : table.value("known_misses", json::array())) {
            bool matches = !r.inside();
            for (const auto& [column, prefix] : miss["when"].items())
                matches = matches && csv.count(QString::fromStdString(column)) &&
                          csv.at(QString::fromStdString(column))
                              .startsWith(QString::fromStdString(prefix.get<std::string>()));
            if (matches) {
                r.knownMiss = QString::fromStdString(miss["reason"].get<std::string>());
                break;
            }
        }
        m_thirdParty.push_back(r);
        return true;
    }

    // The plan of a scenario written as JSON, with at least one option; nothing and the reason
    // when the scenario is refused or plans nothing.
    std::optional<PlanResult> planFirstOption(const json& scenario, QString& why) const {
        const ScenarioLoadResult parsed = parseScenarioJson(scenario, &m_catalog);
        if (!parsed.document) {
            why = QString::fromStdString(parsed.errors.front().message);
            return std::nullopt;
        }
        PlanResult plan = makePlan(parsed.document->scenario, m_catalog);
        if (!plan.errors.empty() || plan.plan.options.empty()) {
            why = plan.errors.empty() ? QStringLiteral("no option")
                                      : QString::fromStdString(plan.errors.front().message);
            return std::nullopt;
        }
        return plan;
    }

    // One fine-tuning row's time and memory results, or why it cannot be planned.
    bool evaluateFinetuneRow(const json& setups, const json& table, const CsvRow& csv,
                             const json& row, QString& why) {
        const json scenarioJson = finetuneScenario(setups, csv, row);
        const std::optional<PlanResult> plan = planFirstOption(scenarioJson, why);
        if (!plan)
            return false;
        const OptionResult& o = plan->plan.options.front();
        const Device* device = o.placement.device;
        const QString subgroup =
            QStringLiteral("%1 x%2, %3")
                .arg(QString::fromStdString(device ? device->name : ""),
                     csv.at(QStringLiteral("count")), csv.at(QStringLiteral("method")));
        for (const std::string kind : {"time", "memory"}) {
            Result r;
            r.id = csv.at(QStringLiteral("id"));
            const bool time = kind == "time";
            r.tag = r.id + QString::fromLatin1(time ? " tokens/s" : " GiB");
            const std::string metric = time ? row.value("time_metric", "tokens_per_s_per_device")
                                            : table["memory_metric"].get<std::string>();
            r.cls = time ? EstimateClass::TrainingStep : EstimateClass::Memory;
            r.published = firstNumber(
                csv.at(QString::fromStdString(table[kind + "_column"].get<std::string>())));
            r.predicted = metricOf(metric, o, json::object());
            r.tolerance = time ? 0.25 : 0.1;
            r.timeRatio = isRate(metric) ? r.predicted / r.published : r.published / r.predicted;
            r.knownMiss = QString::fromStdString(row.value(kind + "_known_miss", std::string()));
            r.source = csv.at(QStringLiteral("source"));
            r.group = QString::fromStdString(setups["groups"][kind].get<std::string>());
            r.subgroup = subgroup;
            if (!(std::isfinite(r.predicted) && r.predicted > 0 && r.published > 0)) {
                why = QStringLiteral("no figure for ") + QString::fromStdString(kind);
                return false;
            }
            m_thirdParty.push_back(r);
        }
        return true;
    }

    void writeReport() const {
        QFile f(QStringLiteral("validation.md"));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
            return;
        QTextStream out(&f);
        out << "| group | rows | median abs error | inside tolerance | known misses "
               "|\n|---|---:|---:|---:|---:|\n";
        auto summary = [&](const QString& name, const std::vector<const Result*>& rows) {
            std::vector<double> errors;
            int inside = 0, misses = 0;
            for (const Result* r : rows) {
                errors.push_back(std::abs(r->error()));
                inside += r->inside() ? 1 : 0;
                misses += r->knownMiss.isEmpty() ? 0 : 1;
            }
            out << "| " << name << " | " << rows.size() << " | "
                << QString::number(100 * quantile(errors, 0.5), 'f', 1) << "% | " << inside
                << " of " << rows.size() << " | " << misses << " |\n";
        };
        std::vector<const Result*> all;
        for (const auto& [value, name] : EnumNames<EstimateClass>::values) {
            std::vector<const Result*> rows;
            for (const Result& r : m_results)
                if (r.cls == value)
                    rows.push_back(&r);
            all.insert(all.end(), rows.begin(), rows.end());
            if (!rows.empty())
                summary(QString::fromLatin1(name).replace(QLatin1Char('_'), QLatin1Char(' ')),
                        rows);
        }
        summary(QStringLiteral("all measured rows"), all);
        std::vector<const Result*> recipes;
        for (const Result& r : m_results)
            if (r.recipe)
                recipes.push_back(&r);
        if (!recipes.empty())
            summary(QStringLiteral("published recipes (FP8, context parallel, partial recompute)"),
                    recipes);
        writeThirdPartySummary(summary);
        writeThirdPartyRanges(out);
        out << "\n| id | what | range from | published | predicted | error | tolerance | known "
               "miss "
               "|\n|---|---|---|---:|---:|---:|---:|---|\n";
        for (const Result& r : m_results)
            out << "| " << r.tag << " | " << r.what << " | "
                << QString::fromLatin1(toString(r.cls)).replace(QLatin1Char('_'), QLatin1Char(' '))
                << " | " << QString::number(r.published, 'g', 5) << " | "
                << QString::number(r.predicted, 'g', 5) << " | "
                << QString::number(100 * r.error(), 'f', 1) << "% | ±"
                << QString::number(100 * r.tolerance, 'f', 0) << "% | " << r.knownMiss << " |\n";
        writeThirdPartyRows(out);
        if (!m_notEvaluated.isEmpty()) {
            out << "\nNot evaluated:\n";
            for (const QString& line : m_notEvaluated)
                out << "- " << line << "\n";
        }
        QTextStream(stdout) << "\nvalidation table written to " << f.fileName() << "\n";
    }

private slots:
    void initTestCase() {
        m_catalog = loadBuiltinCatalog();
        for (const char* name :
             {"memory_cases.csv", "time_cases.csv", "cpu_vs_gpu.csv", "measured_h100.csv"})
            QVERIFY2(readCsv(QString::fromLatin1(name), m_csv), name);
        // Published recipes (FP8 linears, context parallelism, selective and partial
        // recomputation): reported as a group of their own, and each must fit as it ran.
        std::map<QString, CsvRow> recipes;
        QVERIFY(readCsv(QStringLiteral("recipe_cases.csv"), recipes));
        for (auto& [id, row] : recipes) {
            m_recipeIds.insert(id);
            m_csv.emplace(id, std::move(row));
        }
        QFile f(QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/validation_setups.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        m_setups = json::parse(text.constData(), text.constData() + text.size());
        QCOMPARE(QString::fromStdString(m_setups.value("format", std::string())),
                 QStringLiteral("rightsize-validation-setups"));
    }

    // Every row of the tables is either evaluated here, explained as not evaluable, or a formula
    // left to the identity tests; no row is left out silently.
    void everyRowIsAccountedFor() {
        std::map<QString, int> setups;
        for (const json& row : m_setups["rows"])
            ++setups[QString::fromStdString(row["id"].get<std::string>())];
        for (const auto& [id, row] : m_csv) {
            const bool formula = row.at(QStringLiteral("measured_or_theoretical"))
                                     .startsWith(QStringLiteral("theoretical"));
            QVERIFY2(
                formula != (setups.count(id) > 0),
                qPrintable(id + (formula
                                     ? QStringLiteral(": a formula, not a measurement, has a setup")
                                     : QStringLiteral(": a measurement without a setup"))));
        }
        for (const auto& [id, count] : setups)
            QVERIFY2(m_csv.count(id),
                     qPrintable(id + QStringLiteral(": a setup for a row the tables do not have")));
    }

    void rows_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < m_setups["rows"].size(); ++i) {
            const json& row = m_setups["rows"][i];
            QString tag = QString::fromStdString(row["id"].get<std::string>());
            if (row.contains("id_suffix"))
                tag +=
                    QLatin1Char(' ') + QString::fromStdString(row["id_suffix"].get<std::string>());
            QTest::newRow(qPrintable(tag)) << int(i);
        }
    }
    void rows() {
        QFETCH(int, index);
        const json& row = m_setups["rows"][std::size_t(index)];
        const QString id = QString::fromStdString(row["id"].get<std::string>());
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        QVERIFY(m_csv.count(id));
        const CsvRow& csv = m_csv.at(id);
        const QString value = csv.at(QStringLiteral("value"));
        const QString unit = csv.at(QStringLiteral("unit"));
        const QString source = csv.at(QStringLiteral("source"));
        if (row.contains("not_evaluated")) {
            m_notEvaluated << tag + QStringLiteral(": ") +
                                  QString::fromStdString(row["not_evaluated"].get<std::string>());
            QVERIFY(!row.contains("scenario"));
            return;
        }
        const std::optional<EstimateClass> cls =
            parseEnum<EstimateClass>(row["class"].get<std::string>());
        QVERIFY(cls.has_value());
        const ScenarioLoadResult parsed = parseScenarioJson(row["scenario"], &m_catalog);
        QVERIFY2(parsed.document,
                 parsed.errors.empty() ? "" : parsed.errors.front().message.c_str());
        const PlanResult plan = makePlan(parsed.document->scenario, m_catalog);
        QVERIFY2(plan.errors.empty(),
                 plan.errors.empty() ? "" : plan.errors.front().message.c_str());
        QVERIFY(!plan.plan.options.empty());
        const OptionResult& o = plan.plan.options.front();
        QVERIFY2(o.layoutValid,
                 qPrintable(
                     tag + QStringLiteral(": the published layout does not run on these devices")));

        const std::string metric = row["metric"].get<std::string>();
        Result r;
        r.tag = tag;
        r.id = id;
        // A time row whose plan puts it in a regime (launch-, memory- or communication-bound)
        // belongs to that regime's band.
        const bool regime = o.timeClass == EstimateClass::LaunchBound ||
                            o.timeClass == EstimateClass::MemoryBound ||
                            o.timeClass == EstimateClass::CommunicationBound;
        r.cls = *cls != EstimateClass::Memory && regime ? o.timeClass : *cls;
        r.what = QString::fromStdString(row.value("setup", std::string()));
        r.published = cellNumber(value, row.value("value_index", 0));
        r.predicted = metricOf(metric, o, row.value("metric_params", json::object()));
        r.tolerance = row.value("tolerance", 0.25);
        r.knownMiss = QString::fromStdString(row.value("known_miss", std::string()));
        r.source = source;
        r.recipe = m_recipeIds.count(id) > 0;
        if (r.cls == EstimateClass::InferenceThroughput)
            r.regime = regimeOf(parsed.document->scenario, m_catalog);
        // A recipe someone ran fits, whatever its time or memory figure says.
        if (r.recipe)
            QVERIFY2(o.fits, qPrintable(tag + QStringLiteral(": a published recipe does not fit")));
        QVERIFY2(std::isfinite(r.published) && r.published > 0,
                 qPrintable(tag + QStringLiteral(": value ") + value));
        QVERIFY2(std::isfinite(r.predicted) && r.predicted > 0,
                 qPrintable(tag + QStringLiteral(": metric ") + QString::fromStdString(metric)));
        r.timeRatio = isRate(metric) ? r.predicted / r.published : r.published / r.predicted;
        m_results.push_back(r);

        if (!r.knownMiss.isEmpty())
            QEXPECT_FAIL("", qPrintable(r.knownMiss), Continue);
        QVERIFY2(r.inside(),
                 qPrintable(QStringLiteral("%1: predicted %2, published %3 %4 (%5%), source %6")
                                .arg(tag)
                                .arg(r.predicted)
                                .arg(r.published)
                                .arg(unit)
                                .arg(100 * r.error(), 0, 'f', 1)
                                .arg(source)));
    }

    // Every row of the third-party tables is planned, and each group keeps its figures: its
    // median error and its share inside tolerance no worse than they stand.
    void thirdPartyTables() {
        QVERIFY(m_setups.contains("tables"));
        for (const json& table : m_setups["tables"]) {
            std::map<QString, CsvRow> rows;
            const QString file = QString::fromStdString(table["file"].get<std::string>());
            QVERIFY2(readCsv(file, rows), qPrintable(file));
            QVERIFY(rows.size() >= 20);
            for (const auto& [id, csv] : rows) {
                QString why;
                QVERIFY2(evaluateTableRow(table, csv, why),
                         qPrintable(id + QStringLiteral(": ") + why));
            }
        }
        // A row outside its tolerance belongs to a class of known misses, with its reason.
        for (const Result& r : m_thirdParty)
            QVERIFY2(r.inside() || !r.knownMiss.isEmpty(),
                     qPrintable(r.tag + QStringLiteral(": a miss without a known reason, ") +
                                QString::number(100 * r.error(), 'f', 1) + QLatin1Char('%')));
        std::map<QString, std::vector<double>> errors;
        std::map<QString, int> inside;
        for (const Result& r : m_thirdParty) {
            errors[r.group].push_back(std::abs(r.error()));
            inside[r.group] += r.inside() ? 1 : 0;
        }
        for (const json& table : m_setups["tables"])
            for (const auto& [key, name] : table["groups"].items()) {
                const QString group = QString::fromStdString(name.get<std::string>());
                const std::vector<double>& e = errors[group];
                QVERIFY2(!e.empty(), qPrintable(group));
                const double median = quantile(e, 0.5);
                const double share = double(inside[group]) / double(e.size());
                QTextStream(stdout) << group << ": " << e.size() << " rows, median |error| "
                                    << 100 * median << "%, inside " << 100 * share << "%\n";
                const json& held = table["held"][key];
                QVERIFY2(median <= held["median_error"].get<double>() &&
                             share >= held["inside"].get<double>(),
                         qPrintable(group + QStringLiteral(": worse than validation_setups.json "
                                                           "holds it")));
            }
    }

    // The LLM fine-tuning tables: every row planned or explained, a miss only with its reason,
    // and each group (tokens per second, peak memory) no worse than the setups file holds it.
    void finetuneTables() {
        QFile f(QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/finetune/finetune_setups.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const json setups = json::parse(text.constData(), text.constData() + text.size());
        const std::size_t before = m_thirdParty.size();
        for (const json& table : setups["tables"]) {
            std::map<QString, CsvRow> rows;
            const QString file = QString::fromStdString(table["file"].get<std::string>());
            QVERIFY2(readCsv(file, rows), qPrintable(file));
            for (const auto& [id, csv] : rows) {
                QVERIFY2(setups["rows"].contains(id.toStdString()),
                         qPrintable(id + QStringLiteral(": a row without a setup")));
                const json& row = setups["rows"][id.toStdString()];
                if (row.contains("not_evaluated")) {
                    m_notEvaluated
                        << id + QStringLiteral(": ") + QString::fromStdString(row["not_evaluated"]);
                    continue;
                }
                QString why;
                QVERIFY2(evaluateFinetuneRow(setups, table, csv, row, why),
                         qPrintable(id + QStringLiteral(": ") + why));
            }
        }
        std::map<std::string, std::vector<double>> errors;
        std::map<std::string, int> inside;
        for (std::size_t i = before; i < m_thirdParty.size(); ++i) {
            const Result& r = m_thirdParty[i];
            QTextStream(stdout) << r.tag << ": published " << r.published << ", predicted "
                                << r.predicted << " (" << 100 * r.error() << "%)\n";
            QVERIFY2(r.inside() || !r.knownMiss.isEmpty(),
                     qPrintable(r.tag + QStringLiteral(": a miss without a known reason, ") +
                                QString::number(100 * r.error(), 'f', 1) + QLatin1Char('%')));
            const std::string kind = r.cls == EstimateClass::Memory ? "memory" : "time";
            errors[kind].push_back(std::abs(r.error()));
            inside[kind] += r.inside() ? 1 : 0;
        }
        for (const std::string kind : {"time", "memory"}) {
            QVERIFY2(!errors[kind].empty(), kind.c_str());
            const double median = quantile(errors[kind], 0.5);
            const double share = double(inside[kind]) / double(errors[kind].size());
            QTextStream(stdout) << QString::fromStdString(kind) << ": median |error| "
                                << 100 * median << "%, inside " << 100 * share << "%\n";
            QVERIFY2(median <= setups["held"][kind]["median_error"].get<double>() &&
                         share >= setups["held"][kind]["inside"].get<double>(),
                     qPrintable(QString::fromStdString(kind) +
                                QStringLiteral(": worse than finetune_setups.json holds it")));
        }
    }

    // The CPU-to-GPU speed-ups of the XGBoost rows (same benchmark, same round) come out within
    // the two rows' tolerances combined.
    void xgboostSpeedupsFollow() {
        auto find = [&](const char* id) -> const Result* {
            for (const Result& r : m_results)
                if (r.id == QLatin1String(id))
                    return &r;
            return nullptr;
        };
        for (const auto& [cpu, gpu] :
             {std::pair{"CG-XGB-10M-m7i.8xlarge", "CG-XGB-10M-gpu_1x_h100_"},
              std::pair{"CG-XGB-DOC2022-CPU", "CG-XGB-DOC2022-GPU"}}) {
            const Result* c = find(cpu);
            const Result* g = find(gpu);
            QVERIFY(c && g);
            const double published = c->published / g->published;
            const double predicted = c->predicted / g->predicted;
            QVERIFY2(std::abs(predicted / published - 1) <= 0.35,
                     qPrintable(QStringLiteral("%1/%2: %3x vs %4x")
                                    .arg(QString::fromLatin1(cpu), QString::fromLatin1(gpu))
                                    .arg(predicted)
                                    .arg(published)));
        }
    }

    // The ranges the product shows are the ones these tables give; `packaging/dev.sh bands` writes
    // them (RIGHTSIZE_WRITE_BANDS names the file).
    void bandsComeFromTheTables() {
        const EstimateBands computed = bands();
        if (const QByteArray path = qgetenv("RIGHTSIZE_WRITE_BANDS"); !path.isEmpty()) {
            QFile out(QString::fromLocal8Bit(path));
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(QByteArray::fromStdString(estimateBandsToJson(computed)));
            return;
        }
        for (const auto& [value, name] : EnumNames<EstimateClass>::values) {
            const EstimateBand& want = computed.of(value);
            const EstimateBand& have = m_catalog.bands.of(value);
            const QString what =
                QString::fromLatin1(name) + QStringLiteral(": run packaging/dev.sh bands");
            QVERIFY2(std::abs(want.low - have.low) < 1e-4 && std::abs(want.high - have.high) < 1e-4,
                     qPrintable(what));
            QVERIFY2(want.rows == have.rows && want.inside == have.inside &&
                         want.pooled == have.pooled,
                     qPrintable(what));
        }
        for (std::size_t g = 0; g < kInferenceRegimeCount; ++g) {
            const EstimateBand& want = computed.inference[g];
            const EstimateBand& have = m_catalog.bands.inference[g];
            const QString what = QString::fromLatin1(kInferenceRegimeNames[g]) +
                                 QStringLiteral(": run packaging/dev.sh bands");
            QVERIFY2(std::abs(want.low - have.low) < 1e-4 && std::abs(want.high - have.high) < 1e-4,
                     qPrintable(what));
            QVERIFY2(want.rows == have.rows && want.inside == have.inside, qPrintable(what));
        }
    }

    // Leave one out: at least 80% of each kind's rows fall inside the band taken from the others.
    void rangesCoverTheirRows() {
        const EstimateBands bands = this->bands();
        int pooledRows = 0, pooledInside = 0;
        for (const auto& [value, name] : EnumNames<EstimateClass>::values) {
            const EstimateBand& b = bands.of(value);
            if (b.pooled)
                continue;
            QVERIFY2(b.rows >= kBandMinimumRows || value == EstimateClass::Memory, name.data());
            QVERIFY2(b.inside >= 0.8 * b.rows, qPrintable(QStringLiteral("%1: %2 of %3 inside")
                                                              .arg(QString::fromLatin1(name))
                                                              .arg(b.inside)
                                                              .arg(b.rows)));
            if (value != EstimateClass::Memory) {
                // The first-party rows behind it: the inference band takes third-party rows too.
                pooledRows += int(ratios()[static_cast<std::size_t>(value)].size());
                pooledInside += b.inside;
            }
        }
        // Each kind of inference pass with a band of its own: 80% of its rows inside the band of
        // the others.
        for (std::size_t g = 0; g < kInferenceRegimeCount; ++g) {
            const EstimateBand& b = bands.inference[g];
            QVERIFY2(b.inside >= 0.8 * b.rows,
                     qPrintable(QStringLiteral("%1: %2 of %3 inside")
                                    .arg(QString::fromLatin1(kInferenceRegimeNames[g]))
                                    .arg(b.inside)
                                    .arg(b.rows)));
        }
        // The classes that borrow the band of all time rows: that band covers all of them.
        const EstimateBand& all = bands.of(EstimateClass::Etl);
        QVERIFY(all.pooled);
        QVERIFY2(all.inside >= 0.8 * all.rows,
                 qPrintable(QStringLiteral("%1 of %2").arg(all.inside).arg(all.rows)));
        QVERIFY(pooledRows <= all.rows);
    }

    // The ranges a user sees are useful as well as honest: over every time row, the range the
    // plan shows (its kind's, regime's or kind of pass's band around the prediction) holds the
    // measured value for at least 80% of the rows, first- and third-party, and of each kind of
    // inference pass's rows, and its median width (high over low) is at most 1.8.
    void rangesAreNarrowAndHold() {
        const EstimateBands bands = this->bands();
        std::vector<double> widths;
        int inside = 0;
        std::array<int, kInferenceRegimeCount> regimeRows{}, regimeInside{};
        for (const std::vector<Result>* rows : {&m_results, &m_thirdParty})
            for (const Result& r : *rows) {
                if (r.cls == EstimateClass::Memory)
                    continue;
                const EstimateBand& b = bandFor(bands, r);
                const bool in = r.timeRatio >= b.low && r.timeRatio <= b.high;
                widths.push_back(b.high / b.low);
                inside += in ? 1 : 0;
                if (r.regime >= 0 && r.cls == EstimateClass::InferenceThroughput) {
                    ++regimeRows[std::size_t(r.regime)];
                    regimeInside[std::size_t(r.regime)] += in ? 1 : 0;
                }
            }
        QVERIFY(widths.size() >= 40);
        const double median = quantile(widths, 0.5);
        QTextStream(stdout) << "time rows " << widths.size() << ", inside their range " << inside
                            << ", median width " << median << "\n";
        QVERIFY2(inside >= 0.8 * double(widths.size()),
                 qPrintable(QStringLiteral("%1 of %2 inside").arg(inside).arg(widths.size())));
        for (std::size_t g = 0; g < kInferenceRegimeCount; ++g)
            QVERIFY2(regimeInside[g] >= 0.8 * regimeRows[g],
                     qPrintable(QStringLiteral("%1: %2 of %3 inside")
                                    .arg(QString::fromLatin1(kInferenceRegimeNames[g]))
                                    .arg(regimeInside[g])
                                    .arg(regimeRows[g])));
        QVERIFY2(median <= 1.8, qPrintable(QStringLiteral("median width %1").arg(median)));
    }

    void cleanupTestCase() { writeReport(); }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "test_validation.moc"

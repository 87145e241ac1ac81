// Serving latency against published engine benchmarks: tests/data/serving_measured.csv holds
// measured time to first token (TTFT) and time per output token (TPOT) at a given number of
// closed-loop clients, with the engine, its version and the source. Each row is planned as the
// benchmark ran it and compared with the statistic the source states (mean or p50); the suite
// reports the median |error| of each and holds it to 12% (TPOT, every row) and 25% (TTFT, the rows
// without a known miss; the median over all rows is printed beside it and held to a looser bound).
// A row the model misses stays, marked with the reason in its known_miss column.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/scenario/hf_config.h"
#include "tests/csv_table.h"

#include <QFile>
#include <QTest>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <vector>

using namespace rightsize;
using rightsize::testdata::CsvRow;
using rightsize::testdata::readCsv;

namespace {

// Each row within these, unless it is a known miss; the medians within the aims below (the
// serving issue's done-when: TPOT 12% over every row, TTFT 25%).
constexpr double kTpotRowTolerance = 0.35;
constexpr double kTtftRowTolerance = 0.60;
constexpr double kTpotMedianAim = 0.12;
constexpr double kTtftMedianAim = 0.25;

// The model column: "preset=<id>", "hf=<folder of tests/data/hf_configs>" (the model's own
// config.json, imported as the window imports it) or a shape as key=value pairs separated by ';'.
void applyModel(const QString& text, ModelShape& m) {
    for (const QString& part : text.split(QLatin1Char(';'))) {
        const QString key = part.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = part.section(QLatin1Char('='), 1).trimmed();
        if (key == QLatin1String("hf")) {
            const std::string file = std::string(RIGHTSIZE_TEST_DATA_DIR "/hf_configs/") +
                                     value.toStdString() + "/config.json";
            const HfImport imported = importHfConfigFile(file, "$.workload.model.hf_config");
            QVERIFY2(imported.errors.empty(), qPrintable(value));
            m = imported.shape;
            m.hfBase = std::make_shared<const ModelShape>(imported.shape);
            return;
        }
        if (key == QLatin1String("preset"))
            m.preset = value.toStdString();
        else if (key == QLatin1String("params"))
            m.params = value.toDouble();
        else if (key == QLatin1String("layers"))
            m.layers = value.toInt();
        else if (key == QLatin1String("hidden"))
            m.hidden = value.toInt();
        else if (key == QLatin1String("heads"))
            m.heads = value.toInt();
        else if (key == QLatin1String("kv_heads"))
            m.kvHeads = value.toInt();
        else if (key == QLatin1String("ffn_hidden"))
            m.ffnHidden = value.toInt();
        else if (key == QLatin1String("vocab"))
            m.vocab = value.toInt();
        else if (key == QLatin1String("gated"))
            m.gatedFfn = value.toInt() != 0;
        else if (key == QLatin1String("tied"))
            m.tiedEmbeddings = value.toInt() != 0;
    }
    if (m.preset.empty()) {
        m.architecture = Architecture::Decoder;
        m.norm = NormKind::RmsNorm;
    }
}

Scenario scenarioOf(const CsvRow& row) {
    const auto cell = [&](const char* name) { return row.at(QString::fromLatin1(name)); };
    Scenario s;
    Workload& w = s.workload;
    w.kind = WorkloadKind::OnlineServing;
    w.framework = parseEnum<Framework>(cell("framework").toStdString()).value_or(Framework::Vllm);
    w.precision = parseEnum<Precision>(cell("precision").toStdString()).value_or(Precision::Bf16);
    applyModel(cell("model"), w.model);
    w.serving.inputTokens = cell("input_tokens").toDouble();
    w.serving.outputTokens = cell("output_tokens").toDouble();
    w.seqLen = static_cast<int>(w.serving.inputTokens + w.serving.outputTokens);
    w.serving.fixedOutputLength = true; // the benchmarks ignore end-of-sequence tokens
    // A client that draws each prompt and answer length uniformly between a share of the nominal
    // length and the whole of it (vllm bench serve --random-range-ratio): the mean is in the
    // length columns, the low end is that share of the longest.
    const double low = cell("length_low").toDouble();
    if (low > 0 && low < 1) {
        for (LengthDistribution* d : {&w.serving.inputLength, &w.serving.outputLength}) {
            const double mean =
                d == &w.serving.inputLength ? w.serving.inputTokens : w.serving.outputTokens;
            d->shape = LengthShape::Uniform;
            d->min = 2 * mean * low / (1 + low);
        }
    }
    w.serving.concurrency = cell("concurrency").toInt();
    w.serving.maxBatch = cell("max_batch").toInt();
    w.serving.memoryFraction = cell("memory_fraction").toDouble();
    // The engine's tokens per step where the benchmark's launch command set them.
    w.serving.maxBatchedTokens = cell("max_batched_tokens").toDouble();
    const int tensor = cell("tensor").toInt();
    w.parallelism.tensor = tensor;
    s.compute.options = {{cell("device").toStdString(), cell("gpus").toInt()}};
    return s;
}

// One row's result, for the report.
struct RowResult {
    QString id, metric, engine;
    double measured = 0, predicted = 0, tolerance = 0;
    QString knownMiss;
};

// |error| of every row, and of the rows not marked as a known miss.
struct Errors {
    std::vector<double> ttft, tpot;
    std::vector<double> ttftModelled, tpotModelled;
    std::vector<RowResult> rows;
};

Errors& errors() {
    static Errors e;
    return e;
}

double median(std::vector<double> v) {
    if (v.empty())
        return std::nan("");
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// The engines by the framework column, as the report names them.
QString engineName(const QString& framework) {
    if (framework == QLatin1String("vllm"))
        return QStringLiteral("vLLM");
    if (framework == QLatin1String("sglang"))
        return QStringLiteral("SGLang");
    if (framework == QLatin1String("tensorrt"))
        return QStringLiteral("TensorRT-LLM (NIM included)");
    return framework;
}

// One line of the summary: the rows of `metric` (of one engine, or all when `engine` is empty).
void writeSummaryLine(QTextStream& out, const Errors& e, const char* metric, const QString& label,
                      const QString& engine) {
    std::vector<double> errs;
    int inside = 0, misses = 0;
    for (const RowResult& r : e.rows) {
        if (r.metric != QLatin1String(metric) || (!engine.isEmpty() && r.engine != engine))
            continue;
        const double err = std::abs(r.predicted / r.measured - 1);
        errs.push_back(err);
        inside += err <= r.tolerance ? 1 : 0;
        misses += r.knownMiss.isEmpty() ? 0 : 1;
    }
    if (errs.empty())
        return;
    out << "| " << label << " | " << errs.size() << " | "
        << QString::number(100 * median(errs), 'f', 1) << "% | " << inside << " of " << errs.size()
        << " | " << misses << " |\n";
}

// validation-serving.md: time to first token and time per output token as groups of their own,
// each with its median |error| and rows inside tolerance, then the same per engine, then every
// row (the repository keeps a copy beside validation.md).
void writeReport(const Errors& e) {
    QFile f(QStringLiteral("validation-serving.md"));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return;
    QTextStream out(&f);
    out << "| serving metric | rows | median abs error | inside tolerance | known misses |\n"
           "|---|---:|---:|---:|---:|\n";
    const auto name = [](const char* metric) {
        return QLatin1String(metric) == QLatin1String("ttft_ms")
                   ? QStringLiteral("time to first token")
                   : QStringLiteral("time per output token");
    };
    for (const char* metric : {"ttft_ms", "tpot_ms"})
        writeSummaryLine(out, e, metric,
                         name(metric) + QStringLiteral(" (mean or p50, as the source states)"),
                         QString());
    std::vector<QString> engines;
    for (const RowResult& r : e.rows)
        if (std::find(engines.begin(), engines.end(), r.engine) == engines.end())
            engines.push_back(r.engine);
    std::sort(engines.begin(), engines.end());
    for (const char* metric : {"ttft_ms", "tpot_ms"})
        for (const QString& engine : engines)
            writeSummaryLine(out, e, metric, name(metric) + QStringLiteral(", ") + engine, engine);
    out << "\n| id | metric | measured ms | predicted ms | error | tolerance | known miss "
           "|\n|---|---|---:|---:|---:|---:|---|\n";
    for (const RowResult& r : e.rows)
        out << "| " << r.id << " | " << r.metric << " | " << r.measured << " | "
            << QString::number(r.predicted, 'g', 4) << " | "
            << QString::number(100 * (r.predicted / r.measured - 1), 'f', 1) << "% | ±"
            << QString::number(100 * r.tolerance, 'f', 0) << "% | " << r.knownMiss << " |\n";
}

} // namespace

class TestServingValidation : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void measuredRow_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("metric");
        QTest::addColumn<double>("measured");
        QTest::addColumn<double>("tolerance");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("knownMiss");
        std::map<QString, CsvRow> rows;
        QVERIFY(readCsv(QStringLiteral("serving_measured.csv"), rows));
        QVERIFY(rows.size() >= 10);
        for (const auto& [id, row] : rows) {
            const QString source = row.at(QStringLiteral("source"));
            const QString miss = row.at(QStringLiteral("known_miss"));
            for (const char* metric : {"ttft_ms", "tpot_ms"}) {
                const QString value = row.at(QString::fromLatin1(metric));
                if (value.isEmpty())
                    continue;
                const bool ttft = QLatin1String(metric) == QLatin1String("ttft_ms");
                // A known miss names the metrics it is about before its colon ("TTFT: …", "TTFT
                // and TPOT: …"); a metric it does not name stands.
                const QString prefix = ttft ? QStringLiteral("TTFT") : QStringLiteral("TPOT");
                const QString rowMiss =
                    miss.section(QLatin1Char(':'), 0, 0).contains(prefix) ? miss : QString();
                QTest::newRow(qPrintable(id + QLatin1Char(' ') + QLatin1String(metric)))
                    << id << QString::fromLatin1(metric) << value.toDouble()
                    << (ttft ? kTtftRowTolerance : kTpotRowTolerance) << source << rowMiss;
            }
        }
    }
    void measuredRow() {
        QFETCH(QString, id);
        QFETCH(QString, metric);
        QFETCH(double, measured);
        QFETCH(double, tolerance);
        QFETCH(QString, source);
        QFETCH(QString, knownMiss);
        std::map<QString, CsvRow> rows;
        QVERIFY(readCsv(QStringLiteral("serving_measured.csv"), rows));
        const Scenario s = scenarioOf(rows.at(id));
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY2(result.errors.empty(), qPrintable(id));
        QCOMPARE(result.plan.options.size(), std::size_t(1));
        const OptionResult& o = result.plan.options.front();
        QVERIFY2(o.fits && o.latency.has_value(), qPrintable(id + QStringLiteral(" does not fit")));
        const bool ttft = metric == QLatin1String("ttft_ms");
        // The statistic the source states: a mean where it gives one, else the median.
        const LatencyPercentiles& plan = ttft ? o.latency->ttftMs : o.latency->tpotMs;
        const bool mean = rows.at(id).at(QStringLiteral("statistic")) == QLatin1String("mean");
        const double predicted = mean ? plan.mean : plan.p50;
        const double error = predicted / measured - 1;
        (ttft ? errors().ttft : errors().tpot).push_back(std::abs(error));
        if (knownMiss.isEmpty())
            (ttft ? errors().ttftModelled : errors().tpotModelled).push_back(std::abs(error));
        errors().rows.push_back({id, metric,
                                 engineName(rows.at(id).at(QStringLiteral("framework"))), measured,
                                 predicted, tolerance, knownMiss});
        std::printf("serving %-16s %-8s measured %9.2f predicted %9.2f error %+6.1f%%%s\n",
                    qPrintable(id), qPrintable(metric), measured, predicted, 100 * error,
                    knownMiss.isEmpty() ? "" : " (known miss)");
        if (!knownMiss.isEmpty()) {
            if (std::abs(error) > tolerance)
                QEXPECT_FAIL("", qPrintable(knownMiss), Continue);
        }
        QVERIFY2(std::abs(error) <= tolerance,
                 qPrintable(QStringLiteral("%1 %2: predicted %3, measured %4 (%5)")
                                .arg(id, metric)
                                .arg(predicted)
                                .arg(measured)
                                .arg(source)));
    }

    // The rows must show how latency moves with load, not only where it starts: at least three
    // models (by the model column) measured at three or more client counts each.
    void loadCoverage() {
        std::map<QString, CsvRow> rows;
        QVERIFY(readCsv(QStringLiteral("serving_measured.csv"), rows));
        std::map<QString, std::set<int>> loads;
        for (const auto& [id, row] : rows)
            loads[row.at(QStringLiteral("model"))].insert(
                row.at(QStringLiteral("concurrency")).toInt());
        int swept = 0;
        for (const auto& [model, clients] : loads)
            swept += clients.size() >= 3 ? 1 : 0;
        QVERIFY2(swept >= 3, qPrintable(QStringLiteral("%1 models at 3+ loads").arg(swept)));
    }

    // Runs after the rows (Qt Test runs slots in declaration order). TPOT is held to its aim over
    // every row; TTFT over the rows the model is meant to cover, its median over all rows
    // (known misses included) reported beside it.
    void medians() {
        const Errors& e = errors();
        std::printf("serving validation: median |error| TPOT %.1f%% over %zu rows (%.1f%% without "
                    "known misses); "
                    "TTFT %.1f%% over %zu rows, %.1f%% over the %zu without a known miss\n",
                    100 * median(e.tpot), e.tpot.size(), 100 * median(e.tpotModelled),
                    100 * median(e.ttft), e.ttft.size(), 100 * median(e.ttftModelled),
                    e.ttftModelled.size());
        writeReport(e);
        QVERIFY(e.ttft.size() >= 5 && e.tpot.size() >= 5 && e.ttftModelled.size() >= 2);
        QVERIFY2(median(e.tpot) <= kTpotMedianAim,
                 qPrintable(QStringLiteral("TPOT median |error| %1").arg(median(e.tpot))));
        // Over every row, known misses included, and over the rows the model claims.
        QVERIFY2(median(e.ttft) <= kTtftMedianAim,
                 qPrintable(QStringLiteral("TTFT median |error| %1").arg(median(e.ttft))));
        QVERIFY2(median(e.ttftModelled) <= kTtftMedianAim,
                 qPrintable(QStringLiteral("TTFT median |error| without known misses %1")
                                .arg(median(e.ttftModelled))));
    }
};

QTEST_APPLESS_MAIN(TestServingValidation)
#include "test_serving_validation.moc"

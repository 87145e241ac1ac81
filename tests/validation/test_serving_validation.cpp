// Serving latency against published engine benchmarks: tests/data/serving_measured.csv holds
// measured time to first token (TTFT) and time per output token (TPOT) at a given number of
// closed-loop clients, with the engine, its version and the source. Each row is planned as the
// benchmark ran it and compared with the plan's p50; the suite reports the median |error| of each
// and holds it to 20% (TPOT, every row) and 35% (TTFT, the rows without a known miss; the median
// over all rows is printed beside it). A row the model misses stays, marked with the reason in its
// known_miss column.
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
#include <memory>
#include <vector>

using namespace rightsize;
using rightsize::testdata::CsvRow;
using rightsize::testdata::readCsv;

namespace {

// Each row within these, unless it is a known miss; the medians within the aims below.
constexpr double kTpotRowTolerance = 0.35;
constexpr double kTtftRowTolerance = 0.60;
constexpr double kTpotMedianAim = 0.20;
constexpr double kTtftMedianAim = 0.35;

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
    w.serving.concurrency = cell("concurrency").toInt();
    w.serving.maxBatch = cell("max_batch").toInt();
    w.serving.memoryFraction = cell("memory_fraction").toDouble();
    const int tensor = cell("tensor").toInt();
    w.parallelism.tensor = tensor;
    s.compute.options = {{cell("device").toStdString(), cell("gpus").toInt()}};
    return s;
}

// One row's result, for the report.
struct RowResult {
    QString id, metric;
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

// validation-serving.md: time to first token and time per output token as groups of their own,
// each with its median |error| and rows inside tolerance, then every row (the repository keeps a
// copy beside validation.md).
void writeReport(const Errors& e) {
    QFile f(QStringLiteral("validation-serving.md"));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return;
    QTextStream out(&f);
    out << "| serving metric | rows | median abs error | inside tolerance | known misses |\n"
           "|---|---:|---:|---:|---:|\n";
    for (const char* metric : {"ttft_ms", "tpot_ms"}) {
        std::vector<double> errs;
        int inside = 0, misses = 0;
        for (const RowResult& r : e.rows) {
            if (r.metric != QLatin1String(metric))
                continue;
            const double err = std::abs(r.predicted / r.measured - 1);
            errs.push_back(err);
            inside += err <= r.tolerance ? 1 : 0;
            misses += r.knownMiss.isEmpty() ? 0 : 1;
        }
        out << "| "
            << (QLatin1String(metric) == QLatin1String("ttft_ms")
                    ? "time to first token (mean or p50, as the source states)"
                    : "time per output token (mean or p50, as the source states)")
            << " | " << errs.size() << " | " << QString::number(100 * median(errs), 'f', 1)
            << "% | " << inside << " of " << errs.size() << " | " << misses << " |\n";
    }
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
        errors().rows.push_back({id, metric, measured, predicted, tolerance, knownMiss});
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
        // Over every row, known misses included: the aim is for the whole table.
        QVERIFY2(median(e.ttft) <= kTtftMedianAim,
                 qPrintable(QStringLiteral("TTFT median |error| %1").arg(median(e.ttft))));
        QVERIFY2(median(e.ttftModelled) <= kTtftMedianAim,
                 qPrintable(QStringLiteral("TTFT median |error| without known misses %1")
                                .arg(median(e.ttftModelled))));
    }
};

QTEST_APPLESS_MAIN(TestServingValidation)
#include "test_serving_validation.moc"

// The rightsize-run format and the importers, on hand-written fixtures of each tool's documented
// layout (tests/data/runs) and broken versions of them.
#include "core/calibrate/measured_run.h"
#include "core/calibrate/run_importers.h"
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>
#include <algorithm>

using namespace rightsize;

namespace {

const QString kRuns = QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/data/runs/");

std::string readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

// The test's own reader of an MLflow run folder (the product's lives in core/calibrate/run_files).
MlflowRunFiles readMlflow(const QString& dir) {
    MlflowRunFiles files;
    files.metaYaml = readText(dir + QStringLiteral("/meta.yaml"));
    for (const char* sub : {"params", "metrics"}) {
        const QString root = dir + QLatin1Char('/') + QLatin1String(sub);
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const std::string name = QDir(root).relativeFilePath(path).toStdString();
            (std::string(sub) == "params" ? files.params : files.metrics)
                .emplace_back(name, readText(path));
        }
    }
    if (QFile::exists(dir + QStringLiteral("/artifacts/rightsize.json")))
        files.scenarioArtifact = readText(dir + QStringLiteral("/artifacts/rightsize.json"));
    return files;
}

bool hasPath(const std::vector<FieldError>& errors, const std::string& path) {
    return std::any_of(errors.begin(), errors.end(),
                       [&](const FieldError& e) { return e.path == path; });
}

QString describe(const std::vector<FieldError>& errors) {
    QStringList out;
    for (const FieldError& e : errors)
        out << QString::fromStdString(e.path + ": " + e.message);
    return out.join(QStringLiteral("; "));
}

const char* kGoodRun = R"({
  "format": "rightsize-run", "version": 1,
  "scenario": {"workload": {"kind": "training", "model": {"preset": "gpt2"}, "batch_size": 32, "seq_len": 1024},
               "compute": {"options": [{"device": "a100-sxm-80gb", "count": 1}]}},
  "measured": {"device": "a100-sxm-80gb", "count": 1, "samples_per_s": 41.5, "peak_memory_bytes": 3.1e10,
               "latency_ms": {"p50": 20, "p95": 45}, "job_seconds": 3600},
  "observed_at": "2025-03-02", "notes": "nightly"
})";

} // namespace

class TestMeasuredRuns : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void runRoundTrips() {
        const RunLoadResult first = parseRun(kGoodRun, &m_catalog);
        QVERIFY2(first.run, qPrintable(describe(first.errors)));
        QVERIFY(first.warnings.empty());
        QCOMPARE(first.run->measured.device, std::string("a100-sxm-80gb"));
        QCOMPARE(*first.run->measured.samplesPerSecond, 41.5);
        QCOMPARE(*first.run->measured.latencyP95Ms, 45.0);
        QCOMPARE(first.run->observedAt, std::string("2025-03-02"));
        const std::string text = serializeRun(*first.run);
        const RunLoadResult second = parseRun(text, &m_catalog);
        QVERIFY(second.run);
        QCOMPARE(serializeRun(*second.run), text);
    }

    void malformedRunsAreRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::newRow("not json") << QStringLiteral("{\"format\": ") << QStringLiteral("$");
        QTest::newRow("wrong format")
            << QStringLiteral(R"({"format": "rightsize-scenario", "version": 1})")
            << QStringLiteral("$.format");
        QTest::newRow("newer version")
            << QStringLiteral(
                   R"({"format": "rightsize-run", "version": 2, "scenario": {}, "measured": {}})")
            << QStringLiteral("$.version");
        QTest::newRow("no scenario")
            << QStringLiteral(
                   R"({"format": "rightsize-run", "version": 1, "measured": {"samples_per_s": 3}})")
            << QStringLiteral("$.scenario");
        QTest::newRow("bad scenario field")
            << QStringLiteral(R"({"format": "rightsize-run", "version": 1,
                 "scenario": {"workload": {"model": {"preset": "gpt2"}, "batch_size": -4}},
                 "measured": {"device": "l4-24gb", "samples_per_s": 3}})")
            << QStringLiteral("$.scenario.workload.batch_size");
        QTest::newRow("no measured")
            << QStringLiteral(
                   R"({"format": "rightsize-run", "version": 1, "scenario": {"workload": {"model": {"preset": "gpt2"}}}})")
            << QStringLiteral("$.measured");
        QTest::newRow("nothing usable measured")
            << QStringLiteral(
                   R"({"format": "rightsize-run", "version": 1, "scenario": {"workload": {"model": {"preset": "gpt2"}}},
                 "measured": {"device": "l4-24gb", "samples_per_s": "fast", "peak_memory_bytes": -1}})")
            << QStringLiteral("$.measured");
        QTest::newRow("unknown device")
            << QStringLiteral(
                   R"({"format": "rightsize-run", "version": 1, "scenario": {"workload": {"model": {"preset": "gpt2"}}},
                 "measured": {"device": "tpu-v9", "samples_per_s": 3}})")
            << QStringLiteral("$.measured.device");
        QTest::newRow("count not whole")
            << QStringLiteral(
                   R"({"format": "rightsize-run", "version": 1, "scenario": {"workload": {"model": {"preset": "gpt2"}}},
                 "measured": {"device": "l4-24gb", "count": 1.5, "samples_per_s": 3}})")
            << QStringLiteral("$.measured.count");
        QTest::newRow("no device anywhere")
            << QStringLiteral(
                   R"({"format": "rightsize-run", "version": 1, "scenario": {"workload": {"model": {"preset": "gpt2"}}},
                 "measured": {"samples_per_s": 3}})")
            << QStringLiteral("$.measured.device");
    }
    void malformedRunsAreRefused() {
        QFETCH(QString, text);
        QFETCH(QString, path);
        const RunLoadResult r = parseRun(text.toStdString(), &m_catalog);
        QVERIFY(!r.run);
        QVERIFY2(hasPath(r.errors, path.toStdString()), qPrintable(describe(r.errors)));
    }

    void badMeasurementsAreLeftOutByName_data() {
        QTest::addColumn<QString>("measured");
        QTest::addColumn<QString>("path");
        QTest::newRow("text throughput") << QStringLiteral(R"("samples_per_s": "fast")")
                                         << QStringLiteral("$.measured.samples_per_s");
        QTest::newRow("zero memory") << QStringLiteral(R"("peak_memory_bytes": 0)")
                                     << QStringLiteral("$.measured.peak_memory_bytes");
        QTest::newRow("p95 below p50") << QStringLiteral(R"("latency_ms": {"p50": 30, "p95": 10})")
                                       << QStringLiteral("$.measured.latency_ms.p95");
        QTest::newRow("unknown key")
            << QStringLiteral(R"("flops_per_s": 1e15)") << QStringLiteral("$.measured.flops_per_s");
    }
    void badMeasurementsAreLeftOutByName() {
        QFETCH(QString, measured);
        QFETCH(QString, path);
        const QString text = QStringLiteral(R"({"format": "rightsize-run", "version": 1,
            "scenario": {"workload": {"model": {"preset": "gpt2"}}},
            "measured": {"device": "l4-24gb", "step_time_s": 0.5, %1}})")
                                 .arg(measured);
        const RunLoadResult r = parseRun(text.toStdString(), &m_catalog);
        QVERIFY2(r.run, qPrintable(describe(r.errors)));
        QCOMPARE(*r.run->measured.stepSeconds, 0.5);
        QVERIFY2(hasPath(r.warnings, path.toStdString()), qPrintable(describe(r.warnings)));
    }

    void mlflowRunWithArtifact() {
        const RunImport r = importMlflowRun(
            readMlflow(kRuns + QStringLiteral("mlflow/run_with_artifact")), {}, &m_catalog);
        QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
        QVERIFY(r.hasScenario);
        const Measurements& m = r.run.measured;
        QCOMPARE(*m.samplesPerSecond, 2.6);
        QVERIFY(qFuzzyCompare(*m.stepSeconds, 1 / 0.325));
        QCOMPARE(*m.jobSeconds, 7150.2);
        // The highest reading, in MLflow's decimal megabytes.
        QCOMPARE(*m.peakMemoryBytes, 47890.1e6);
        QCOMPARE(m.count, 1);
        QCOMPARE(r.run.observedAt, std::string("2024-05-01"));
        QCOMPARE(r.run.scenario.workload.batchSize, 8);
        QCOMPARE(runPlacement(r.run)->device, std::string("a100-sxm-80gb"));
    }

    void mlflowRunWithMappedParams() {
        const ParamMappingResult mapping =
            parseParamMapping(readText(kRuns + QStringLiteral("mlflow/mapping.json")));
        QVERIFY2(mapping.errors.empty(), qPrintable(describe(mapping.errors)));
        const RunImport r = importMlflowRun(readMlflow(kRuns + QStringLiteral("mlflow/run_mapped")),
                                            mapping.mapping, &m_catalog);
        QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
        QVERIFY(r.hasScenario);
        QCOMPARE(r.run.measured.device, std::string("h100-sxm-80gb"));
        QCOMPARE(r.run.measured.count, 2);
        QCOMPARE(r.run.scenario.workload.batchSize, 64);
        QCOMPARE(r.run.scenario.workload.seqLen, 1024);
        QCOMPARE(r.run.scenario.workload.model.preset, std::string("gpt2"));
        QCOMPARE(*r.run.measured.peakMemoryBytes, 21000e6);
        // No train_runtime: the job time comes from the run's start and end.
        QCOMPARE(*r.run.measured.jobSeconds, 3600.0);
        QVERIFY2(hasPath(r.warnings, "params/not_logged_param"), qPrintable(describe(r.warnings)));
    }

    void brokenMlflowRuns_data() {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("errorPath");
        QTest::addColumn<QString>("warningPath");
        QTest::newRow("bad metrics, failed run")
            << QStringLiteral("mlflow/run_broken") << QStringLiteral("metrics")
            << QStringLiteral("metrics/train_samples_per_second:1");
        QTest::newRow("bad artifact") << QStringLiteral("mlflow/run_bad_artifact")
                                      << QStringLiteral("artifacts/rightsize.json") << QString();
        QTest::newRow("not a run folder")
            << QStringLiteral("trainer/good") << QStringLiteral("meta.yaml") << QString();
    }
    void brokenMlflowRuns() {
        QFETCH(QString, dir);
        QFETCH(QString, errorPath);
        QFETCH(QString, warningPath);
        const RunImport r = importMlflowRun(readMlflow(kRuns + dir), {}, &m_catalog);
        QVERIFY(!r.ok());
        QVERIFY2(hasPath(r.errors, errorPath.toStdString()), qPrintable(describe(r.errors)));
        if (!warningPath.isEmpty())
            QVERIFY2(hasPath(r.warnings, warningPath.toStdString()),
                     qPrintable(describe(r.warnings)));
    }

    void badParamMapping() {
        const ParamMappingResult m =
            parseParamMapping(readText(kRuns + QStringLiteral("mlflow/mapping_bad.json")));
        QVERIFY(hasPath(m.errors, "$.model_preset"));
        QVERIFY(hasPath(m.errors, "$.x"));
        QVERIFY(!parseParamMapping("[1]").errors.empty());
    }

    void nvidiaSmiLogs_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("peakMiB");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("warningPath");
        QTest::newRow("units, two GPUs") << QStringLiteral("nvidia_smi.csv") << 62011.0 << 2
                                         << QStringLiteral("a100-sxm-80gb") << QString();
        QTest::newRow("nounits") << QStringLiteral("nvidia_smi_nounits.csv") << 71020.0 << 1
                                 << QStringLiteral("h100-sxm-80gb") << QString();
        QTest::newRow("bad rows skipped")
            << QStringLiteral("nvidia_smi_partial.csv") << 20110.0 << 1 << QStringLiteral("l4-24gb")
            << QStringLiteral("csv line 3 memory.used");
        QTest::newRow("unknown gpu") << QStringLiteral("nvidia_smi_unknown_gpu.csv") << 1200.0 << 1
                                     << QString() << QStringLiteral("csv name");
    }
    void nvidiaSmiLogs() {
        QFETCH(QString, file);
        QFETCH(double, peakMiB);
        QFETCH(int, count);
        QFETCH(QString, device);
        QFETCH(QString, warningPath);
        const RunImport r = importNvidiaSmiCsv(readText(kRuns + file), &m_catalog);
        QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
        QCOMPARE(*r.run.measured.peakMemoryBytes, peakMiB * 1024 * 1024);
        QCOMPARE(r.run.measured.count, count);
        QCOMPARE(QString::fromStdString(r.run.measured.device), device);
        QVERIFY(!r.hasScenario);
        if (!warningPath.isEmpty())
            QVERIFY2(hasPath(r.warnings, warningPath.toStdString()),
                     qPrintable(describe(r.warnings)));
    }

    void nvidiaSmiRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::newRow("empty") << QString() << QStringLiteral("csv");
        QTest::newRow("no memory column")
            << QString::fromStdString(readText(kRuns + QStringLiteral("nvidia_smi_no_memory.csv")))
            << QStringLiteral("csv header");
        QTest::newRow("header only")
            << QStringLiteral("index, memory.used [MiB]\n") << QStringLiteral("csv");
    }
    void nvidiaSmiRefused() {
        QFETCH(QString, text);
        QFETCH(QString, path);
        const RunImport r = importNvidiaSmiCsv(text.toStdString(), &m_catalog);
        QVERIFY2(hasPath(r.errors, path.toStdString()), qPrintable(describe(r.errors)));
    }

    void trainerResults() {
        const std::string state =
            readText(kRuns + QStringLiteral("trainer/good/trainer_state.json"));
        const std::string all = readText(kRuns + QStringLiteral("trainer/good/all_results.json"));
        const RunImport both = importTrainerJson(state, all);
        QVERIFY2(both.ok(), qPrintable(describe(both.errors)));
        QCOMPARE(*both.run.measured.samplesPerSecond, 243.53); // all_results.json wins
        QCOMPARE(*both.run.measured.jobSeconds, 410.62);
        const RunImport stateOnly = importTrainerJson(state, {});
        QVERIFY(stateOnly.ok());
        QCOMPARE(*stateOnly.run.measured.samplesPerSecond, 243.5);
        QVERIFY(qFuzzyCompare(*stateOnly.run.measured.stepSeconds, 1 / 3.044));
    }

    void brokenTrainerResults_data() {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("results");
        QTest::addColumn<QString>("errorPath");
        QTest::addColumn<QString>("warningPath");
        QTest::newRow("history not a list")
            << QStringLiteral("trainer/bad/trainer_state.json") << QString()
            << QStringLiteral("trainer_state.json $.log_history") << QString();
        QTest::newRow("truncated") << QStringLiteral("trainer/truncated_state.json") << QString()
                                   << QStringLiteral("trainer_state.json") << QString();
        QTest::newRow("bad values, one good")
            << QString() << QStringLiteral("trainer/bad/all_results.json") << QString()
            << QStringLiteral("all_results.json $.train_samples_per_second");
        QTest::newRow("nothing given")
            << QString() << QString() << QStringLiteral("trainer_state.json") << QString();
    }
    void brokenTrainerResults() {
        QFETCH(QString, state);
        QFETCH(QString, results);
        QFETCH(QString, errorPath);
        QFETCH(QString, warningPath);
        const RunImport r =
            importTrainerJson(state.isEmpty() ? std::string() : readText(kRuns + state),
                              results.isEmpty() ? std::string() : readText(kRuns + results));
        if (errorPath.isEmpty()) {
            QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
            QVERIFY(r.run.measured.stepSeconds); // the one good value is used
            QVERIFY(!r.run.measured.samplesPerSecond);
            QVERIFY(!r.run.measured.jobSeconds);
        } else {
            QVERIFY2(hasPath(r.errors, errorPath.toStdString()), qPrintable(describe(r.errors)));
        }
        if (!warningPath.isEmpty())
            QVERIFY2(hasPath(r.warnings, warningPath.toStdString()),
                     qPrintable(describe(r.warnings)));
    }

    void scenarioAttachedFromAFile() {
        RunImport r = importTrainerJson(
            {}, readText(kRuns + QStringLiteral("trainer/good/all_results.json")));
        const auto scenario =
            nlohmann::json::parse(readText(kRuns + QStringLiteral("trainer/good/rightsize.json")));
        attachScenario(r, scenario, &m_catalog);
        QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
        QCOMPARE(runPlacement(r.run)->device, std::string("l4-24gb"));
        RunImport bad = importTrainerJson(
            {}, readText(kRuns + QStringLiteral("trainer/good/all_results.json")));
        attachScenario(bad, nlohmann::json::parse(R"({"workload": {"batch_size": "many"}})"),
                       &m_catalog);
        QVERIFY2(hasPath(bad.errors, "scenario $.workload.batch_size"),
                 qPrintable(describe(bad.errors)));
    }

    void isoDates_data() {
        QTest::addColumn<qlonglong>("ms");
        QTest::addColumn<QString>("date");
        QTest::newRow("epoch") << 0LL << QStringLiteral("1970-01-01");
        QTest::newRow("leap day") << 951782400000LL << QStringLiteral("2000-02-29");
        QTest::newRow("mlflow fixture") << 1714550400000LL << QStringLiteral("2024-05-01");
    }
    void isoDates() {
        QFETCH(qlonglong, ms);
        QFETCH(QString, date);
        QCOMPARE(QString::fromStdString(isoDateFromUnixMs(ms)), date);
    }
};

QTEST_APPLESS_MAIN(TestMeasuredRuns)
#include "test_measured_runs.moc"

// What rightsize-probe writes, as the run reader takes it: the probe block is kept and checked,
// malformed probe output is refused with the field named, and the H100 run kept in
// tests/data/runs moves the plan of its scenario toward what was measured.
#include "core/calibrate/calibration_fit.h"
#include "core/calibrate/measured_run.h"
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"

#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace rightsize;

namespace {

const QString kH100Run =
    QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/data/runs/probe_h100_bert_base.json");
constexpr double kMeasuredStep = 0.0345;

std::string readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
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

// A probe's output on a tiny shape, with %1 in its measured block and %2 as its probe block.
QString probeRun(const QString& measured, const QString& probe) {
    return QStringLiteral(R"({"format": "rightsize-run", "version": 1,
        "scenario": {"format": "rightsize-scenario", "version": 1, "workload": {"kind": "training",
            "model": {"layers": 2, "hidden": 64, "heads": 4, "ffn_hidden": 128, "vocab": 256},
            "precision": "fp32", "batch_size": 4, "seq_len": 32}},
        "measured": {"device": "cpu-8vcpu-compute", "count": 1%1},
        "observed_at": "2026-11-26", "source": "rightsize-probe", "probe": %2})")
        .arg(measured, probe);
}

const QString kGoodProbe = QStringLiteral(
    R"({"model_class": "PlainTransformer", "steps": {"warmup": 3, "timed": 20}, "compile": "none",
        "environment": {"torch": "1.13.1", "logical_cpus": 2},
        "ceilings": {"matmul": {"flops_per_s": 3.4e9, "dtype": "float32"}, "copy": {"bytes_per_s": 1.5e10}}})");

} // namespace

class TestProbeRuns : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void probeBlockIsKeptThroughARoundTrip() {
        const RunLoadResult first =
            parseRun(probeRun(QStringLiteral(R"(, "step_time_s": 0.03)"), kGoodProbe).toStdString(),
                     &m_catalog);
        QVERIFY2(first.run, qPrintable(describe(first.errors)));
        QVERIFY2(first.warnings.empty(), qPrintable(describe(first.warnings)));
        QCOMPARE(first.run->probe["ceilings"]["matmul"]["flops_per_s"].get<double>(), 3.4e9);
        QCOMPARE(first.run->probe["environment"]["torch"].get<std::string>(),
                 std::string("1.13.1"));
        const std::string text = serializeRun(*first.run);
        const RunLoadResult second = parseRun(text, &m_catalog);
        QVERIFY(second.run);
        QVERIFY(second.run->probe == first.run->probe);
        QCOMPARE(serializeRun(*second.run), text);
    }

    void badProbeFieldsAreLeftOutByName_data() {
        QTest::addColumn<QString>("probe");
        QTest::addColumn<QString>("path");
        QTest::newRow("negative ceiling")
            << QStringLiteral(R"({"ceilings": {"copy": {"bytes_per_s": -1}}})")
            << QStringLiteral("$.probe.ceilings.copy.bytes_per_s");
        QTest::newRow("zero steps") << QStringLiteral(R"({"steps": {"timed": 0}})")
                                    << QStringLiteral("$.probe.steps.timed");
        QTest::newRow("long text") << QStringLiteral(R"({"environment": {"torch": "%1"}})")
                                          .arg(QString(300, QLatin1Char('x')))
                                   << QStringLiteral("$.probe.environment.torch");
        QTest::newRow("control character") << QStringLiteral(R"({"model_class": "a\u0007b"})")
                                           << QStringLiteral("$.probe.model_class");
        QTest::newRow("list") << QStringLiteral(R"({"times": [0.1, 0.2]})")
                              << QStringLiteral("$.probe.times");
        QTest::newRow("too deep") << QStringLiteral(R"({"a": {"b": {"c": {"d": {"e": 1}}}}})")
                                  << QStringLiteral("$.probe.a.b.c.d");
        QTest::newRow("not an object") << QStringLiteral(R"("fast")") << QStringLiteral("$.probe");
    }
    void badProbeFieldsAreLeftOutByName() {
        QFETCH(QString, probe);
        QFETCH(QString, path);
        const RunLoadResult r = parseRun(
            probeRun(QStringLiteral(R"(, "step_time_s": 0.03)"), probe).toStdString(), &m_catalog);
        QVERIFY2(r.run, qPrintable(describe(r.errors)));
        QCOMPARE(*r.run->measured.stepSeconds, 0.03);
        QVERIFY2(hasPath(r.warnings, path.toStdString()), qPrintable(describe(r.warnings)));
        // What was left out is not written back either.
        QVERIFY(!QString::fromStdString(serializeRun(*r.run)).contains(QStringLiteral("1e999")));
    }

    void malformedProbeOutputIsRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QString noMeasured = probeRun(QString(), kGoodProbe);
        noMeasured.replace(
            QStringLiteral(R"("measured": {"device": "cpu-8vcpu-compute", "count": 1},)"),
            QString());
        QTest::newRow("no measured block") << noMeasured << QStringLiteral("$.measured");
        QTest::newRow("negative step time")
            << probeRun(QStringLiteral(R"(, "step_time_s": -0.03)"), kGoodProbe)
            << QStringLiteral("$.measured");
        // JSON has no infinity: a number too large to be finite is refused where the text breaks.
        QTest::newRow("non-finite step time")
            << probeRun(QStringLiteral(R"(, "step_time_s": 1e999)"), kGoodProbe)
            << QStringLiteral("$");
        QTest::newRow("NaN written by a careless writer")
            << probeRun(QStringLiteral(R"(, "step_time_s": NaN)"), kGoodProbe)
            << QStringLiteral("$");
        QString wrongFormat = probeRun(QStringLiteral(R"(, "step_time_s": 0.03)"), kGoodProbe);
        wrongFormat.replace(QStringLiteral("\"rightsize-run\""),
                            QStringLiteral("\"rightsize-probe\""));
        QTest::newRow("wrong format") << wrongFormat << QStringLiteral("$.format");
        QTest::newRow("unknown device")
            << QString(probeRun(QStringLiteral(R"(, "step_time_s": 0.03)"), kGoodProbe))
                   .replace(QStringLiteral("cpu-8vcpu-compute"), QStringLiteral("NVIDIA H100"))
            << QStringLiteral("$.measured.device");
    }
    void malformedProbeOutputIsRefused() {
        QFETCH(QString, text);
        QFETCH(QString, path);
        const RunLoadResult r = parseRun(text.toStdString(), &m_catalog);
        QVERIFY(!r.run);
        QVERIFY2(hasPath(r.errors, path.toStdString()), qPrintable(describe(r.errors)));
    }

    void unreadableNumbersSayWhere() {
        const RunLoadResult r = parseRun(
            probeRun(QStringLiteral(R"(, "step_time_s": 1e999)"), kGoodProbe).toStdString(),
            &m_catalog);
        QVERIFY(!r.run);
        QVERIFY2(describe(r.errors).contains(QStringLiteral("1e999")),
                 qPrintable(describe(r.errors)));
    }

    void negativeStepTimeIsNamed() {
        const RunLoadResult r = parseRun(
            probeRun(QStringLiteral(R"(, "step_time_s": -0.03)"), kGoodProbe).toStdString(),
            &m_catalog);
        QVERIFY2(hasPath(r.warnings, "$.measured.step_time_s"), qPrintable(describe(r.warnings)));
    }

    void h100RunMovesItsPlanTowardTheMeasuredStep() {
        const RunLoadResult loaded = parseRun(readText(kH100Run), &m_catalog);
        QVERIFY2(loaded.run, qPrintable(describe(loaded.errors)));
        QVERIFY2(loaded.warnings.empty(), qPrintable(describe(loaded.warnings)));
        QCOMPARE(loaded.run->probe["environment"]["driver"].get<std::string>(),
                 std::string("580.159.04"));
        const RunPredictionResult before = predictRun(*loaded.run, m_catalog);
        QVERIFY2(before.prediction, qPrintable(describe(before.errors)));
        const CalibrationFit fit =
            fitCalibration({{"probe_h100_bert_base", *loaded.run}}, m_catalog, "h100");
        QVERIFY(!fit.factors.factors.empty());
        const RunPredictionResult after = predictRun(
            *loaded.run, m_catalog, std::make_shared<const CalibrationFactors>(fit.factors));
        QVERIFY(after.prediction);
        const double errorBefore = std::fabs(before.prediction->stepSeconds - kMeasuredStep);
        const double errorAfter = std::fabs(after.prediction->stepSeconds - kMeasuredStep);
        qInfo("step: planned %.4f s, calibrated %.4f s, measured %.4f s",
              before.prediction->stepSeconds, after.prediction->stepSeconds, kMeasuredStep);
        QVERIFY2(errorAfter < errorBefore, qPrintable(QStringLiteral("before %1 s, after %2 s")
                                                          .arg(before.prediction->stepSeconds)
                                                          .arg(after.prediction->stepSeconds)));
    }
};

QTEST_APPLESS_MAIN(TestProbeRuns)
#include "test_probe_runs.moc"

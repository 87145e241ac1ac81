// Fitting a team's correction factors: runs that all measure 0.8× the planned throughput move a
// fourth run's estimate to about 0.8×; one run moves it part of the way; other device generations
// move only through shared factors; no factor leaves its physical limits.
#include "core/calibrate/calibration_fit.h"
#include "core/calibrate/measured_run.h"
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace rightsize;

namespace {

struct Job {
    const char* preset;
    const char* method; // full, lora
    int batch;
    int seqLen;
    const char* device;
    int count;
};

// Jobs a team might run: different models, batches and methods on Ampere GPUs, and one on Hopper.
const Job kAmpereA{"llama-2-7b", "lora", 8, 2048, "a100-sxm-80gb", 1};
const Job kAmpereB{"mistral-7b", "lora", 16, 1024, "a100-sxm-80gb", 2};
const Job kAmpereC{"mpt-1b", "full", 32, 2048, "a100-sxm-80gb", 1};
const Job kAmpereD{"llama-3-8b", "lora", 8, 2048, "a100-pcie-80gb", 1};
const Job kHopper{"llama-2-13b", "lora", 8, 2048, "h100-sxm-80gb", 1};

QString describe(const std::vector<FieldError>& errors) {
    QStringList out;
    for (const FieldError& e : errors)
        out << QString::fromStdString(e.path + ": " + e.message);
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestCalibrationFit : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    // A run of `job` with no measurement yet.
    MeasuredRun bare(const Job& job) {
        const nlohmann::json doc = {
            {"format", "rightsize-run"},
            {"version", 1},
            {"scenario",
             {{"workload",
               {{"kind", "fine_tuning"},
                {"framework", "hf_trainer"},
                {"model", {{"preset", job.preset}}},
                {"precision", "bf16_mixed"},
                {"finetune", {{"method", job.method}}},
                {"batch_size", job.batch},
                {"seq_len", job.seqLen},
                {"dataset", {{"samples", 20000}}}}}}},
            {"measured", {{"device", job.device}, {"count", job.count}, {"job_seconds", 1}}}};
        const RunLoadResult r = parseRunJson(doc, &m_catalog);
        if (!r.run)
            qFatal("%s", qPrintable(describe(r.errors)));
        return *r.run;
    }

    RunPrediction predict(const MeasuredRun& run,
                          std::shared_ptr<const CalibrationFactors> c = {}) {
        const RunPredictionResult p = predictRun(run, m_catalog, std::move(c));
        if (!p.prediction)
            qFatal("%s", qPrintable(describe(p.errors)));
        return *p.prediction;
    }

    // A run whose measured throughput is `ratio` times what the planner predicts for it.
    LabeledRun measuredAt(const Job& job, double ratio) {
        MeasuredRun run = bare(job);
        run.measured.jobSeconds.reset();
        run.measured.samplesPerSecond = predict(run).samplesPerSecond * ratio;
        return {job.preset, run};
    }

    const CorrectionFactor* computeFactor(const CalibrationFit& fit, const char* generation) {
        return fit.factors.find(CorrectionKind::ComputeEfficiency, generation,
                                WorkloadClass::Training);
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void thePriorLetsThreeRunsDecide() {
        const FactorPrior prior = factorPrior(CorrectionKind::ComputeEfficiency,
                                              WorkloadClass::Training, m_catalog.bands);
        QVERIFY(prior.priorSd > 0);
        QVERIFY(prior.weight(1) < 0.9);
        QVERIFY(prior.weight(1) < prior.weight(3));
        // 0.8 to the power of the weight stays within 5% of 0.8.
        QVERIFY(std::pow(0.8, prior.weight(3)) < 0.8 * 1.05);
    }

    void threeRunsMoveTheFourth_data() {
        QTest::addColumn<double>("ratio");
        QTest::newRow("slower than planned") << 0.8;
        QTest::newRow("faster than planned") << 1.2;
    }
    void threeRunsMoveTheFourth() {
        QFETCH(double, ratio);
        const CalibrationFit fit = fitCalibration(
            {measuredAt(kAmpereA, ratio), measuredAt(kAmpereB, ratio), measuredAt(kAmpereC, ratio)},
            m_catalog, "team");
        for (const FittedRun& r : fit.runs)
            QVERIFY2(r.problems.empty(), qPrintable(describe(r.problems)));
        const CorrectionFactor* f = computeFactor(fit, "ampere");
        QVERIFY(f);
        QCOMPARE(f->runs, 3);
        const MeasuredRun fourth = bare(kAmpereD);
        const double before = predict(fourth).samplesPerSecond;
        const double after =
            predict(fourth, std::make_shared<CalibrationFactors>(fit.factors)).samplesPerSecond;
        qInfo("factor %.4f (runs imply %.4f, weight %.3f, ±%.3f in ln); fourth run %.3f → %.3f "
              "samples/s",
              f->factor, f->runsMean, f->weight, f->logSd, before, after);
        QVERIFY2(std::fabs(after / (ratio * before) - 1) < 0.05,
                 qPrintable(QStringLiteral("%1 → %2").arg(before).arg(after)));
        // Each run, left out, is predicted better by the other two than by the uncalibrated model.
        QCOMPARE(fit.quantities, 3);
        for (const FittedRun& r : fit.runs) {
            const FittedQuantity& q = r.quantities.front();
            QVERIFY(std::fabs(q.after / q.measured - 1) < std::fabs(q.before / q.measured - 1));
        }
        QVERIFY(fit.meanErrorAfter < fit.meanErrorBefore / 2);
    }

    void oneRunMovesPartOfTheWay() {
        const CalibrationFit fit = fitCalibration({measuredAt(kAmpereA, 0.8)}, m_catalog, "team");
        const CorrectionFactor* f = computeFactor(fit, "ampere");
        QVERIFY(f);
        QCOMPARE(f->runs, 1);
        QVERIFY(f->weight > 0.3 && f->weight < 0.9);
        QVERIFY(f->factor > f->runsMean && f->factor < 1);
        QVERIFY(f->logSd > 0);
        const MeasuredRun fourth = bare(kAmpereD);
        const double before = predict(fourth).samplesPerSecond;
        const double after =
            predict(fourth, std::make_shared<CalibrationFactors>(fit.factors)).samplesPerSecond;
        qInfo(
            "one run: factor %.4f (it implies %.4f, weight %.3f); fourth run %.3f → %.3f samples/s",
            f->factor, f->runsMean, f->weight, before, after);
        QVERIFY2(after < 0.99 * before && after > 0.8 * 1.03 * before,
                 qPrintable(QStringLiteral("%1 → %2").arg(before).arg(after)));
        // Left out, a lone run has nothing to learn from: its estimate stays where it was.
        const FittedQuantity& q = fit.runs.front().quantities.front();
        QCOMPARE(q.after, q.before);
        QVERIFY(std::fabs(q.fitted / q.measured - 1) < std::fabs(q.before / q.measured - 1));
    }

    void otherGenerationsMoveOnlyThroughSharedFactors() {
        const std::vector<LabeledRun> ampere{measuredAt(kAmpereA, 0.8), measuredAt(kAmpereB, 0.8),
                                             measuredAt(kAmpereC, 0.8)};
        const CalibrationFit fit = fitCalibration(ampere, m_catalog, "team");
        const MeasuredRun hopper = bare(kHopper);
        auto calibrated = std::make_shared<CalibrationFactors>(fit.factors);
        QCOMPARE(predict(hopper, calibrated).samplesPerSecond, predict(hopper).samplesPerSecond);
        QVERIFY(factorsApplying(fit.factors, "hopper", true).empty());
        const auto ampereKeys = factorsApplying(fit.factors, "ampere", true);
        QCOMPARE(ampereKeys.size(), std::size_t(1));
        QCOMPARE(ampereKeys.front(), std::string("compute_efficiency/ampere/training"));

        // Memory measured above the plan is a shared factor: it reaches the Hopper run too, and
        // the output says it is shared.
        std::vector<LabeledRun> withMemory = ampere;
        for (LabeledRun& r : withMemory)
            r.run.measured.peakMemoryBytes = predict(r.run).memoryBytes * 1.15;
        const CalibrationFit both = fitCalibration(withMemory, m_catalog, "team");
        const CorrectionFactor* memory = both.factors.find(CorrectionKind::MemoryOverhead);
        QVERIFY(memory);
        QVERIFY(memory->shared());
        QVERIFY(memory->factor > 1);
        auto calibratedBoth = std::make_shared<CalibrationFactors>(both.factors);
        QVERIFY(predict(hopper, calibratedBoth).memoryBytes > predict(hopper).memoryBytes);
        QCOMPARE(predict(hopper, calibratedBoth).samplesPerSecond,
                 predict(hopper).samplesPerSecond);
        const auto hopperKeys = factorsApplying(both.factors, "hopper", true);
        QCOMPARE(hopperKeys.size(), std::size_t(1));
        QCOMPARE(hopperKeys.front(), std::string("memory_overhead (shared)"));
    }

    void factorsStayInsidePhysicalLimits() {
        // Three times the planned throughput would need more than the device's peak.
        LabeledRun fast = measuredAt(kAmpereA, 3.0);
        // Less memory than the model states themselves.
        const RunPrediction p = predict(fast.run);
        fast.run.measured.peakMemoryBytes = p.memoryStatesBytes * 0.5;
        const CalibrationFit fit = fitCalibration({fast}, m_catalog, "team");
        const CorrectionFactor* compute = computeFactor(fit, "ampere");
        QVERIFY(compute);
        QVERIFY(compute->factor * p.baseEfficiency <= 1 + 1e-9);
        const CorrectionFactor* memory = fit.factors.find(CorrectionKind::MemoryOverhead);
        QVERIFY(memory);
        QVERIFY(memory->factor >= 0);
        for (const FittedQuantity& q : fit.runs.front().quantities)
            QVERIFY2(q.clamped, q.quantity.c_str());
        const RunPrediction after =
            predict(fast.run, std::make_shared<CalibrationFactors>(fit.factors));
        QVERIFY(after.memoryBytes >= after.memoryStatesBytes);
    }

    void runsThatCannotBePlannedAreNamed() {
        LabeledRun r = measuredAt(kAmpereA, 0.8);
        r.run.measured.device = "no-such-gpu";
        const CalibrationFit fit = fitCalibration({r}, m_catalog, "team");
        QVERIFY(!fit.runs.front().problems.empty());
        QVERIFY(fit.factors.factors.empty());
        QCOMPARE(fit.factors.runs, 0);
    }
};

QTEST_APPLESS_MAIN(TestCalibrationFit)
#include "test_calibration_fit.moc"

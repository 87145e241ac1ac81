// The calibration panel: the same runs and factors the command line prints, a scatter of every
// measured quantity, and Apply / Unapply as undoable edits that re-plan with the factors. With
// RIGHTSIZE_SCREENSHOT_DIR set the panel is also saved as a picture for review.
#include "core/calibrate/calibration_fit.h"
#include "core/calibrate/measured_run.h"
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "ui/calibration/calibration_panel.h"
#include "ui/charts/calibration_scatter_view.h"
#include "ui/editor/document_model.h"
#include "ui/results/recommendation_panel.h"
#include "ui/wording/plan_wording.h"

#include <QApplication>
#include <QDir>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;

class TestCalibrationPanel : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    CalibrationFit m_fit;

    MeasuredRun job(const char* preset, int batch, const char* device) {
        const nlohmann::json doc = {
            {"format", "rightsize-run"},
            {"version", 1},
            {"scenario",
             {{"workload",
               {{"kind", "fine_tuning"},
                {"framework", "hf_trainer"},
                {"model", {{"preset", preset}}},
                {"finetune", {{"method", "lora"}}},
                {"batch_size", batch},
                {"seq_len", 2048},
                {"dataset", {{"samples", 20000}}}}}}},
            {"measured", {{"device", device}, {"count", 1}, {"job_seconds", 1}}}};
        const RunLoadResult r = parseRunJson(doc, &m_catalog);
        if (!r.run)
            qFatal("bad test run");
        MeasuredRun run = *r.run;
        const RunPrediction p = *predictRun(run, m_catalog).prediction;
        run.measured.jobSeconds.reset();
        // A team whose jobs run at 0.8× the planned speed and hold 10% more memory.
        run.measured.samplesPerSecond = 0.8 * p.samplesPerSecond;
        run.measured.peakMemoryBytes = 1.1 * p.memoryBytes;
        return run;
    }

private slots:
    void initTestCase() {
        m_catalog = loadBuiltinCatalog();
        m_fit = fitCalibration({{"llama-2-7b on A100", job("llama-2-7b", 8, "a100-sxm-80gb")},
                                {"mistral-7b on A100", job("mistral-7b", 16, "a100-sxm-80gb")},
                                {"llama-2-13b on H100", job("llama-2-13b", 8, "h100-sxm-80gb")}},
                               m_catalog, "team");
        m_fit.factors.version = 1;
        QVERIFY(!m_fit.factors.factors.empty());
    }

    void showsTheRunsAndTheFactors() {
        CalibrationPanel panel(nullptr, nullptr);
        panel.showFit(m_fit);
        QCOMPARE(panel.runsTable()->rowCount(), m_fit.quantities);
        // One quantity at a time: the throughput of each of the three runs first.
        QCOMPARE(panel.scatter()->pointsBefore(), 3);
        QCOMPARE(panel.scatter()->pointsAfter(), 3);
        QCOMPARE(CalibrationScatterView::quantitiesOf(m_fit),
                 (std::vector<std::string>{"samples_per_s", "peak_memory_bytes"}));
        panel.scatter()->setFit(m_fit, "peak_memory_bytes");
        QCOMPARE(panel.scatter()->pointsBefore(), 3);
        panel.scatter()->setFit(m_fit, "latency_p50_ms");
        QCOMPARE(panel.scatter()->pointsBefore(), 0);
        QCOMPARE(panel.factorsTable()->rowCount(), int(m_fit.factors.factors.size()));
        // The words and numbers of the command line and the report.
        for (int row = 0; row < panel.factorsTable()->rowCount(); ++row) {
            const CorrectionFactor& f = m_fit.factors.factors[std::size_t(row)];
            QCOMPARE(panel.factorsTable()->item(row, 1)->text(), PlanWordingText::factorValue(f));
            QCOMPARE(panel.factorsTable()->item(row, 2)->text(), PlanWordingText::factorScope(f));
        }
        QVERIFY(!panel.unapplyButton()->isEnabled());
    }

    void applyAndUnapplyAreUndoable() {
        DocumentModel doc(m_catalog);
        Scenario s;
        s.name = "LoRA";
        s.workload.kind = WorkloadKind::FineTuning;
        s.workload.framework = Framework::HfTrainer;
        s.workload.model.preset = "llama-3-8b";
        s.workload.finetune.method = FinetuneMethod::Lora;
        s.workload.seqLen = 2048;
        s.workload.dataset.samples = 20000;
        s.compute.options = {{"a100-sxm-80gb", 1}};
        doc.replaceScenario(s, QStringLiteral("start"));
        doc.replanNow();
        QVERIFY(doc.hasPlan());
        const double before = doc.plan().options.front().timeSeconds.expected;

        CalibrationPanel panel(&doc, nullptr);
        panel.showFit(m_fit);
        QVERIFY(panel.applyButton()->isEnabled());
        panel.applyButton()->click();
        doc.replanNow();
        QCOMPARE(doc.scenario().calibration, std::string("team"));
        QVERIFY(doc.plan().calibration);
        const double calibrated = doc.plan().options.front().timeSeconds.expected;
        QVERIFY2(calibrated > before * 1.1,
                 qPrintable(QStringLiteral("%1 → %2").arg(before).arg(calibrated)));
        QVERIFY(panel.unapplyButton()->isEnabled());

        doc.undoStack()->undo();
        doc.replanNow();
        QVERIFY(doc.scenario().calibration.empty());
        QVERIFY(!doc.plan().calibration);
        QCOMPARE(doc.plan().options.front().timeSeconds.expected, before);
        doc.undoStack()->redo();
        doc.replanNow();
        QCOMPARE(doc.plan().options.front().timeSeconds.expected, calibrated);

        // "Why this number?" and the summary say the estimates are calibrated, and on what.
        RecommendationPanel why;
        why.showPlan(doc.plan(), doc.scenario());
        const QString said =
            PlanWordingText::calibratedEstimate(*doc.plan().calibration, "ampere", true);
        QVERIFY2(why.summaryText().contains(said), qPrintable(why.summaryText()));
        for (auto what :
             {RecommendationPanel::Explanation::Time, RecommendationPanel::Explanation::Memory,
              RecommendationPanel::Explanation::Cost}) {
            why.explain(what);
            QVERIFY(why.explanationText().contains(
                PlanWordingText::calibration(*doc.plan().calibration)));
        }

        panel.unapplyButton()->click();
        doc.replanNow();
        QVERIFY(!doc.plan().calibration);
        QVERIFY(!panel.unapplyButton()->isEnabled());
        why.showPlan(doc.plan(), doc.scenario());
        why.explain(RecommendationPanel::Explanation::Time);
        QVERIFY(!why.explanationText().contains(QStringLiteral("calibrated")));
    }

    void saysWhatItDidToEachEstimate() {
        const QString ampere = PlanWordingText::calibratedEstimate(m_fit.factors, "ampere", true);
        QVERIFY(ampere.contains(QStringLiteral("ampere")));
        QVERIFY(ampere.contains(PlanWordingText::calibration(m_fit.factors)));
        // Blackwell has no run: only the shared memory factor reaches it.
        const QString blackwell =
            PlanWordingText::calibratedEstimate(m_fit.factors, "blackwell", true);
        QVERIFY(!blackwell.contains(QStringLiteral("compute")));
        QVERIFY(blackwell.contains(
            PlanWordingText::correction(*m_fit.factors.find(CorrectionKind::MemoryOverhead))));
    }

    void screenshot() {
        CalibrationPanel panel(nullptr, nullptr);
        panel.resize(1100, 700);
        panel.showFit(m_fit);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QPixmap picture = panel.grab();
        QVERIFY(!picture.isNull());
        const QString dir = qEnvironmentVariable("RIGHTSIZE_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(picture.save(QDir(dir).filePath(QStringLiteral("calibration-panel.png"))));
    }
};

QTEST_MAIN(TestCalibrationPanel)
#include "test_calibration_panel.moc"

// The serving curve (TTFT, TPOT and end-to-end latency against load) passes through the plan's
// own serving figures at the scenario's load: one number everywhere, in the plan JSON, the table
// and the chart.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/estimate/serving_planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/example_scenarios.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

using namespace rightsize;

class TestServingCurve : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Scenario load(const QString& file) { return test::loadExample(file, m_catalog).scenario; }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void curvePassesThroughThePlan_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("qps");      // replaces the file's rate when > 0
        QTest::addColumn<int>("concurrency"); // replaces the file's clients when >= 0
        QTest::addColumn<bool>("closed");
        QTest::newRow("Qwen3-32B, 64 clients")
            << "qwen3-32b-vllm-serving.json" << 0.0 << -1 << true;
        QTest::newRow("Qwen3-32B, 16 clients")
            << "qwen3-32b-vllm-serving.json" << 0.0 << 16 << true;
        QTest::newRow("Qwen3-32B, 3 requests/s")
            << "qwen3-32b-vllm-serving.json" << 3.0 << 0 << false;
        QTest::newRow("Qwen3-32B, no load") << "qwen3-32b-vllm-serving.json" << 0.0 << 0 << true;
        QTest::newRow("DistilBERT, 200 requests/s")
            << "distilbert-online-serving.json" << 0.0 << -1 << false;
    }
    void curvePassesThroughThePlan() {
        QFETCH(QString, file);
        QFETCH(double, qps);
        QFETCH(int, concurrency);
        QFETCH(bool, closed);
        Scenario s = load(file);
        if (concurrency >= 0)
            s.workload.serving.concurrency = concurrency;
        if (qps > 0 || concurrency == 0)
            s.workload.serving.qps = qps;
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY(result.errors.empty());
        const ResolvedWorkload r = resolveWorkload(s.workload, m_catalog);
        QCOMPARE(servingClosedLoop(r), closed);
        int checked = 0;
        for (const OptionResult& o : result.plan.options) {
            if (!o.fits || !o.latency || !o.placement.device)
                continue;
            const auto curve = servingLoadCurve(r, *o.placement.device, o.placement.layout,
                                                o.latency->replicas, 12);
            QVERIFY2(curve.size() >= 8, qPrintable(QString::number(curve.size())));
            QVERIFY(std::is_sorted(curve.begin(), curve.end(),
                                   [](const auto& a, const auto& b) { return a.load < b.load; }));
            const double own = servingScenarioLoad(r);
            const auto at = std::find_if(curve.begin(), curve.end(),
                                         [&](const ServingCurvePoint& p) { return p.load == own; });
            QVERIFY2(at != curve.end(), "the scenario's load is not on the curve");
            QCOMPARE(at->e2eMs.p95, o.latency->p95Ms);
            QCOMPARE(at->e2eMs.p50, o.latency->p50Ms);
            QCOMPARE(at->ttftMs.p95, o.latency->ttftMs.p95);
            QCOMPARE(at->tpotMs.p95, o.latency->tpotMs.p95);
            QCOMPARE(at->tpotMs.p99, o.latency->tpotMs.p99);
            // More load never makes the first token come sooner at p95 by much (the simulation is
            // noisy, not wrong): the curve rises from its first point to its last.
            QVERIFY(curve.back().ttftMs.p95 >= curve.front().ttftMs.p95);
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    // The chart asks for a few curves of a dozen points each: that must stay interactive.
    void curveIsFast() {
        const Scenario s = load(QStringLiteral("qwen3-32b-vllm-serving.json"));
        const PlanResult result = makePlan(s, m_catalog);
        const ResolvedWorkload r = resolveWorkload(s.workload, m_catalog);
        const OptionResult& o = result.plan.options.front();
        QVERIFY(o.latency.has_value());
        QElapsedTimer t;
        t.start();
        const auto curve =
            servingLoadCurve(r, *o.placement.device, o.placement.layout, o.latency->replicas, 14);
        QVERIFY(!curve.empty());
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
    }
};

QTEST_MAIN(TestServingCurve)
#include "test_serving_curve.moc"

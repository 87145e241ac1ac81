// The checklist's worked cases, shipped as catalog presets, give the answers practitioners expect.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"

#include <QTest>

using namespace rightsize;

class TestAcceptance : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Scenario preset(const char* id) {
        const ScenarioPreset* p = m_catalog.scenario(id);
        if (!p)
            qFatal("missing preset %s", id);
        ScenarioLoadResult r = parseScenario(p->scenarioJson, &m_catalog);
        if (!r.document)
            qFatal("preset %s does not parse: %s", id, r.errors.front().message.c_str());
        return r.document->scenario;
    }

    const OptionResult& recommended(const PlanResult& r) {
        if (!r.plan.recommended)
            qFatal("no recommendation");
        return r.plan.options[*r.plan.recommended];
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void cpuOrGpu_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("why");
        QTest::newRow("xgboost 20M rows")
            << "cpu-or-gpu-xgboost-20m" << int(DeviceKind::Gpu)
            << "histogram boosting on tens of millions of rows gains on a GPU";
        QTest::newRow("fine-tune 110M")
            << "cpu-or-gpu-finetune-110m" << int(DeviceKind::Gpu) << "deep-learning training";
        QTest::newRow("sentiment 10 req/s") << "cpu-or-gpu-sentiment-10qps" << int(DeviceKind::Cpu)
                                            << "a small model at low QPS: a GPU would idle";
        QTest::newRow("embed 5M overnight")
            << "cpu-or-gpu-embed-5m" << int(DeviceKind::Gpu) << "large batch inference";
        QTest::newRow("200k images a day")
            << "cpu-or-gpu-images-200k" << int(DeviceKind::Gpu) << "batch CNN inference";
        QTest::newRow("joins and UDFs")
            << "cpu-or-gpu-feature-joins" << int(DeviceKind::Cpu) << "control-heavy row-wise code";
    }
    void cpuOrGpu() {
        QFETCH(QString, id);
        QFETCH(int, kind);
        QFETCH(QString, why);
        const PlanResult r = makePlan(preset(id.toLatin1().constData()), m_catalog);
        QVERIFY(r.errors.empty());
        const OptionResult& best = recommended(r);
        QVERIFY2(int(best.placement.device->kind) == kind,
                 qPrintable(QStringLiteral("%1 recommended %2 (%3)")
                                .arg(id, QString::fromStdString(best.placement.device->id), why)));
        QVERIFY(!r.plan.reasons.empty());
        QVERIFY(best.meetsConstraints);
    }

    void memoryTier_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("tierGB");
        // The smallest of the 8 / 16 / 24 / 40+ GB tiers that holds the workload with 10% headroom.
        QTest::newRow("50M CNN fp32 batch 64") << "memory-tier-cnn-50m" << 16.0;
        QTest::newRow("1.3B LM fp16 batch 1") << "memory-tier-1b3-fp16" << 8.0;
        QTest::newRow("7B LM fp16 batch 2") << "memory-tier-7b-fp16" << 24.0;
    }
    void memoryTier() {
        QFETCH(QString, id);
        QFETCH(double, tierGB);
        const PlanResult r = makePlan(preset(id.toLatin1().constData()), m_catalog);
        QVERIFY(r.errors.empty());
        const double needGB = r.plan.options.front().memory.total() / (1024.0 * 1024 * 1024);
        double tier = 0;
        for (double t : {8.0, 16.0, 24.0, 40.0, 80.0})
            if (needGB <= 0.9 * t) {
                tier = t;
                break;
            }
        QVERIFY2(
            tier == tierGB,
            qPrintable(QStringLiteral("%1 needs %2 GiB -> tier %3").arg(id).arg(needGB).arg(tier)));
        // And the plan's fit marks agree: every listed option at or above the tier fits.
        for (const OptionResult& o : r.plan.options)
            if (o.capacityBytes / (1024.0 * 1024 * 1024) >= tierGB)
                QVERIFY(o.fits);
    }

    void realtimeImageApi() {
        // 45 req/s, p95 < 150 ms: a small GPU with micro-batching against CPU replicas; the
        // cheaper one that meets p95.
        const PlanResult r = makePlan(preset("realtime-image-api"), m_catalog);
        const OptionResult& best = recommended(r);
        QVERIFY(best.latency && best.latency->p95Ms <= 150);
        QVERIFY(best.meetsConstraints);
        const OptionResult* gpu = nullptr;
        const OptionResult* cpu = nullptr;
        for (const OptionResult& o : r.plan.options) {
            // A device with no known price is listed but never the cheapest.
            if (!o.meetsConstraints || o.cost.perHour <= 0)
                continue;
            auto& slot = o.placement.device->kind == DeviceKind::Gpu ? gpu : cpu;
            if (!slot || o.cost.perHour < slot->cost.perHour)
                slot = &o;
        }
        QVERIFY(gpu && cpu);
        QCOMPARE(best.cost.perHour, std::min(gpu->cost.perHour, cpu->cost.perHour));
    }

    void miniChallenge() {
        // 40 req/s, p95 < 120 ms, at most $2 per hour.
        const PlanResult r = makePlan(preset("mini-challenge-text-api"), m_catalog);
        const OptionResult& best = recommended(r);
        QVERIFY(best.meetsConstraints);
        QVERIFY(best.cost.perHour <= 2.0);
        QVERIFY(best.latency && best.latency->p95Ms < 120);
    }

    void miniChallengeImpossibleBudgetSaysSo() {
        Scenario s = preset("mini-challenge-text-api");
        s.constraints.budgetPerHour = 0.01;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.recommended);
        QVERIFY(!r.plan.options[*r.plan.recommended].meetsConstraints);
        QCOMPARE(r.plan.reasons.front().code, std::string("no_option_meets_constraints"));
    }

    void loraOn13bFitsOneA10() {
        Scenario s = preset("llama2-7b-qlora");
        s.workload.model = m_catalog.model("llama-2-13b")->shape;
        s.compute.options = {{"a10-24gb", 1}};
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.options.front().fits);
    }

    void fullFineTuneOf30bWantsEightyGigabyteCards() {
        Scenario s;
        s.workload.kind = WorkloadKind::FineTuning;
        s.workload.model = m_catalog.model("mpt-30b")->shape;
        s.workload.batchSize = 64;
        s.workload.seqLen = 2048;
        s.workload.dataset.samples = 10000;
        s.compute.options = {{"a10-24gb", 8}, {"h100-sxm-80gb", 8}};
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(!r.plan.options[0].fits);
        QVERIFY(r.plan.options[1].fits);
    }
};

QTEST_APPLESS_MAIN(TestAcceptance)
#include "test_acceptance.moc"

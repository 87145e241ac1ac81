// The plan compares the recommended option with other ways of buying the same work.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/buying_modes.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_io.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace rightsize;

class TestWaysOfBuying : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Scenario chat(double hostedPrice, double tokensPerMonth) {
        Scenario s;
        s.workload.kind = WorkloadKind::OnlineServing;
        s.workload.framework = Framework::Vllm;
        s.workload.model.preset = "llama-3-8b";
        s.workload.precision = Precision::Bf16;
        s.workload.serving = {};
        s.workload.serving.qps = 2;
        s.workload.serving.p95Ms = 15000;
        s.workload.serving.inputTokens = 400;
        s.workload.serving.outputTokens = 200;
        s.workload.serving.batchWindowMs = 0;
        s.workload.serving.maxBatch = 32;
        s.workload.serving.hostedApiUsdPerMillionTokens = hostedPrice;
        s.workload.serving.tokensPerMonth = tokensPerMonth;
        s.compute.options = {{"l4-24gb", 1}, {"a10g-24gb", 1}, {"h100-sxm-80gb", 1}};
        return s;
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // One day of a classic cluster, two places that show it: the ways-of-buying table and the
    // usage comparison (serverless or classic). Three 9.9-hour runs a day hold more work than a
    // day: clusters run side by side and bill the work, not 24 hours of one cluster (the table
    // said $30.96 a day where the comparison said $38.27).
    void aClassicDayIsOneNumber_data() {
        QTest::addColumn<double>("runsPerDay");
        QTest::newRow("three long runs a day: more work than a day holds") << 3.0;
        QTest::newRow("two long runs a day: the cluster never stops") << 2.0;
        QTest::newRow("one run a day") << 1.0;
    }
    void aClassicDayIsOneNumber() {
        QFETCH(double, runsPerDay);
        const ScenarioPreset* preset = m_catalog.scenario("qwen3-8b-lora-a10-vs-h100");
        QVERIFY(preset);
        ScenarioLoadResult loaded = parseScenario(preset->scenarioJson, &m_catalog);
        QVERIFY(loaded.document);
        Scenario s = loaded.document->scenario;
        s.compute.cluster.runsPerDay = runsPerDay;
        s.compute.cluster.kind = ClusterKind::Classic;
        s.compute.pricing = Pricing::OnDemand;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.errors.empty() && r.plan.usage);
        const std::vector<BuyingModeCost> modes = buyingModes(s, m_catalog, r.plan.options.front());
        const auto classic = std::find_if(modes.begin(), modes.end(), [](const BuyingModeCost& m) {
            return m.classic && m.mode == Pricing::OnDemand && m.priced;
        });
        QVERIFY(classic != modes.end());
        QVERIFY2(std::abs(classic->perDay / r.plan.usage->classicPerDay - 1) < 0.02,
                 qPrintable(QStringLiteral("table %1 a day, comparison %2")
                                .arg(classic->perDay)
                                .arg(r.plan.usage->classicPerDay)));
    }

    void hostedApiBreakEven() {
        const PlanResult r = makePlan(chat(0.60, 50e6), m_catalog);
        QVERIFY(r.plan.hosted);
        const HostedComparison& h = *r.plan.hosted;
        QCOMPARE(h.hostedMonthlyUsd, 0.60 * 50);
        QVERIFY(h.selfHostedMonthlyUsd > 0);
        // At the break-even volume the hosted bill equals the self-hosted floor.
        if (h.breakEvenTokensPerMonth > 0) {
            const double atBreakEven = h.breakEvenTokensPerMonth / 1e6 * 0.60;
            const OptionResult& o = r.plan.options[*r.plan.recommended];
            QVERIFY(qAbs(atBreakEven - o.cost.perHour * 730 * o.latency->replicas) <
                    1e-6 * atBreakEven + 1e-6);
        }
        const auto json = planToJson(r.plan, {});
        QVERIFY(json["buying"]["hosted_api"].is_object());
        QVERIFY(json["buying"]["hosted_api"]["break_even_tokens_per_month"].is_number());
    }

    // Served under a pricing mode the device is not offered in (no serverless RTX 3090), the
    // option carries the same finding a job does, and the serverless way of buying it is marked
    // as not offered instead of showing the on-demand price as if it were serverless.
    void servingMarksAStandInPrice_data() {
        QTest::addColumn<QString>("pricing");
        QTest::addColumn<QString>("finding");
        QTest::newRow("serverless")
            << QStringLiteral("serverless") << QStringLiteral("serverless_device_unavailable");
        QTest::newRow("reserved") << QStringLiteral("reserved")
                                  << QStringLiteral("reserved_price_missing");
    }
    void servingMarksAStandInPrice() {
        QFETCH(QString, pricing);
        QFETCH(QString, finding);
        Scenario s = chat(0, 0);
        s.compute.options = {{"rtx-3090-24gb", 1}};
        s.compute.pricing =
            pricing == QLatin1String("serverless") ? Pricing::Serverless : Pricing::Reserved;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(!r.plan.options.empty());
        const auto& findings = r.plan.options.front().findings;
        QVERIFY(std::any_of(findings.begin(), findings.end(),
                            [&](const Finding& f) { return f.code == finding.toStdString(); }));
    }

    void noHostedPriceNoComparison() {
        const PlanResult r = makePlan(chat(0, 0), m_catalog);
        QVERIFY(!r.plan.hosted);
        QVERIFY(planToJson(r.plan, {})["buying"]["hosted_api"].is_null());
    }

    void burstyJobsCompareClassicAndServerless() {
        Scenario s;
        s.workload.kind = WorkloadKind::FineTuning;
        s.workload.model.preset = "bert-base-uncased";
        s.workload.batchSize = 32;
        s.workload.seqLen = 128;
        s.workload.dataset.samples = 20000;
        s.compute.options = {{"a10-24gb", 1}};
        s.compute.cluster.runsPerDay = 4;
        s.compute.cluster.idleMinutesBeforeStop = 60;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.usage);
        QCOMPARE(r.plan.usage->runsPerDay, 4.0);
        // A few short runs a day: serverless bills activity only, the cluster its idle tails.
        QVERIFY(r.plan.usage->serverlessPerDay < r.plan.usage->classicPerDay);
        bool reason = false;
        for (const Reason& x : r.plan.reasons)
            reason = reason || x.code == "usage_pattern";
        QVERIFY(reason);
    }
};

QTEST_APPLESS_MAIN(TestWaysOfBuying)
#include "test_ways_of_buying.moc"

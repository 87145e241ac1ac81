// The planner end to end on the example scenario files and the presets.
#include "core/catalog.h"
#include "core/plan_json.h"
#include "core/planner.h"
#include "core/scenario_check.h"
#include "core/scenario_io.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <cmath>
#include <limits>
#include <set>

using namespace rightsize;

class TestPlanner : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Scenario load(const QString& file)
    {
        QFile f(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + file);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot open %s", qPrintable(file));
        const QByteArray text = f.readAll();
        ScenarioLoadResult r = parseScenario(std::string_view(text.constData(), text.size()), &m_catalog);
        if (!r.document)
            qFatal("%s: %s", qPrintable(file), r.errors.empty() ? "?" : r.errors.front().message.c_str());
        return r.document->scenario;
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void everyExamplePlans_data()
    {
        QTest::addColumn<QString>("file");
        const auto files = QDir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples")).entryList({QStringLiteral("*.json")});
        QVERIFY(!files.isEmpty());
        for (const QString& f : files)
            QTest::newRow(qPrintable(f)) << f;
    }
    void everyExamplePlans()
    {
        QFETCH(QString, file);
        const PlanResult result = makePlan(load(file), m_catalog);
        QVERIFY2(result.errors.empty(), result.errors.empty() ? "" : result.errors.front().message.c_str());
        QVERIFY(!result.plan.options.empty());
        QVERIFY(result.plan.recommended.has_value());
        const OptionResult& best = result.plan.options[*result.plan.recommended];
        QVERIFY(best.fits);
        QVERIFY(best.cost.perHour > 0);
        const auto json = planToJson(result.plan, {});
        QVERIFY(json["format"] == "rightsize-plan");
        QVERIFY(json["options"].size() == result.plan.options.size());
        const auto bad = nonFiniteNumbers(json);
        QVERIFY2(bad.empty(), bad.empty() ? "" : bad.front().c_str());
    }

    // Every scenario that ships with the program plans to finite numbers only.
    void everyPresetPlansToFiniteNumbers() {
        QVERIFY(!m_catalog.scenarios.empty());
        for (const ScenarioPreset& preset : m_catalog.scenarios) {
            const ScenarioLoadResult loaded = parseAndCheckScenario(preset.scenarioJson, m_catalog);
            QVERIFY2(loaded.document, preset.id.c_str());
            const PlanResult result = makePlan(loaded.document->scenario, m_catalog);
            QVERIFY2(result.errors.empty(), preset.id.c_str());
            const auto bad = nonFiniteNumbers(planToJson(result.plan, {}));
            QVERIFY2(bad.empty(), (preset.id + ": " + (bad.empty() ? "" : bad.front())).c_str());
        }
    }

    // The check at the writers finds a number that overflowed wherever it is; it is never
    // hidden as null, which the contract reserves for "does not apply".
    void nonFiniteNumbersAreFoundNotHidden() {
        PlanResult result = makePlan(load(QStringLiteral("llama2-7b-qlora.json")), m_catalog);
        QVERIFY(result.errors.empty());
        Plan& plan = result.plan;
        QVERIFY(nonFiniteNumbers(planToJson(plan, {})).empty());
        plan.options[1].timeSeconds.high = std::numeric_limits<double>::infinity();
        plan.options[0].cost.total.low = std::nan("");
        plan.options[0].memory.activations = std::numeric_limits<double>::infinity();
        plan.findings.push_back({"x", Severity::Info, {{"ratio", std::nan("")}}});
        if (plan.options[0].explanation.time.empty())
            plan.options[0].explanation.time.push_back({"t", 0, "s"});
        plan.options[0].explanation.time[0].value = -std::numeric_limits<double>::infinity();
        const auto bad = nonFiniteNumbers(planToJson(plan, {}));
        const std::set<std::string> found(bad.begin(), bad.end());
        const std::string option0 = "$.options[0]";
        for (const std::string& expected :
             {std::string("$.options[1].time_seconds.high"), option0 + ".cost.total_range.low",
              option0 + ".memory_per_device_bytes.activations",
              option0 + ".memory_per_device_bytes.total", option0 + ".explanation.time[0].value",
              "$.findings[" + std::to_string(plan.findings.size() - 1) + "].params.ratio"})
            QVERIFY2(found.count(expected), expected.c_str());
    }

    void optionsKeepTheirOrder()
    {
        const Scenario s = load(QStringLiteral("llama2-7b-qlora.json"));
        const PlanResult r = makePlan(s, m_catalog);
        QCOMPARE(r.plan.options.size(), s.compute.options.size());
        for (std::size_t i = 0; i < s.compute.options.size(); ++i)
            QCOMPARE(r.plan.options[i].placement.device->id, s.compute.options[i].device);
    }

    void qloraOn7bFitsOneA10()
    {
        // DOMAIN §7: LoRA on a 7-13B model fits one 24 GB A10.
        Scenario s = load(QStringLiteral("llama2-7b-qlora.json"));
        s.compute.options = {{"a10-24gb", 1}};
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.options.front().fits);
    }

    void seventyBillionNeedsSharding()
    {
        const Scenario s = load(QStringLiteral("llama2-70b-training.json"));
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.recommended);
        const OptionResult& best = r.plan.options[*r.plan.recommended];
        QVERIFY(best.placement.count >= 8);
        const Layout& l = best.placement.layout;
        QVERIFY(l.tensor > 1 || l.pipeline > 1 || l.sharding != Sharding::None);
    }

    void h100TrainsTransformersAboutThreeTimesFasterThanA100()
    {
        // DOMAIN §7 and MLPerf v3.0 BERT (same vendor and round): about 3x.
        Scenario s;
        s.workload.kind = WorkloadKind::Training;
        s.workload.model.preset = "llama-2-7b";
        s.workload.precision = Precision::Bf16Mixed;
        s.workload.batchSize = 64;
        s.workload.microBatchSize = 4;
        s.workload.seqLen = 2048;
        s.workload.sharding = Sharding::Zero3;
        s.workload.dataset.samples = 100000;
        s.compute.options = {{"a100-sxm-80gb", 8}, {"h100-sxm-80gb", 8}};
        const PlanResult r = makePlan(s, m_catalog);
        const double ratio = r.plan.options[0].timeSeconds.expected / r.plan.options[1].timeSeconds.expected;
        QVERIFY2(ratio > 2.0 && ratio < 3.6, qPrintable(QString::number(ratio)));
    }

    void unknownDeviceIsAnError()
    {
        Scenario s = load(QStringLiteral("bert-base-finetune.json"));
        s.compute.options = {{"no-such-gpu", 1}};
        const PlanResult r = makePlan(s, m_catalog);
        QCOMPARE(r.errors.size(), std::size_t(1));
        QCOMPARE(r.errors.front().path, std::string("$.compute.options[0].device"));
    }

    void nothingFitsGivesNoRecommendation()
    {
        Scenario s;
        s.workload.kind = WorkloadKind::Training;
        s.workload.model.preset = "llama-2-70b";
        s.workload.dataset.samples = 1000;
        s.compute.options = {{"t4-16gb", 1}};
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.errors.empty());
        QVERIFY(!r.plan.recommended);
        QVERIFY(!r.plan.options.front().fits);
    }
};

QTEST_APPLESS_MAIN(TestPlanner)
#include "test_planner.moc"

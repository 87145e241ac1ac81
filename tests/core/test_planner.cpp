// The planner end to end on the example scenario files and the presets.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <set>

using namespace rightsize;

class TestPlanner : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Scenario load(const QString& file) {
        QFile f(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + file);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot open %s", qPrintable(file));
        const QByteArray text = f.readAll();
        ScenarioLoadResult r =
            parseScenario(std::string_view(text.constData(), text.size()), &m_catalog);
        if (!r.document)
            qFatal("%s: %s", qPrintable(file),
                   r.errors.empty() ? "?" : r.errors.front().message.c_str());
        return r.document->scenario;
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void everyExamplePlans_data() {
        QTest::addColumn<QString>("file");
        const auto files = QDir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"))
                               .entryList({QStringLiteral("*.json")});
        QVERIFY(!files.isEmpty());
        for (const QString& f : files)
            QTest::newRow(qPrintable(f)) << f;
    }
    void everyExamplePlans() {
        QFETCH(QString, file);
        const PlanResult result = makePlan(load(file), m_catalog);
        QVERIFY2(result.errors.empty(),
                 result.errors.empty() ? "" : result.errors.front().message.c_str());
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

    void optionsKeepTheirOrder() {
        const Scenario s = load(QStringLiteral("llama2-7b-qlora.json"));
        const PlanResult r = makePlan(s, m_catalog);
        QCOMPARE(r.plan.options.size(), s.compute.options.size());
        for (std::size_t i = 0; i < s.compute.options.size(); ++i)
            QCOMPARE(r.plan.options[i].placement.device->id, s.compute.options[i].device);
    }

    void qloraOn7bFitsOneA10() {
        // QLoRA's point (Dettmers et al. 2023, arXiv:2305.14314): a 7B model's 4-bit weights, its
        // adapters and their optimizer state fit one 24 GB A10.
        Scenario s = load(QStringLiteral("llama2-7b-qlora.json"));
        s.compute.options = {{"a10-24gb", 1}};
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.options.front().fits);
    }

    void seventyBillionNeedsSharding() {
        const Scenario s = load(QStringLiteral("llama2-70b-training.json"));
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.recommended);
        const OptionResult& best = r.plan.options[*r.plan.recommended];
        QVERIFY(best.placement.count >= 8);
        const Layout& l = best.placement.layout;
        QVERIFY(l.tensor > 1 || l.pipeline > 1 || l.sharding != Sharding::None);
    }

    void h100TrainsTransformersAboutThreeTimesFasterThanA100() {
        // MLPerf Training v3.0 BERT (same vendor and round, H100 against A100): about 3x.
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
        const double ratio =
            r.plan.options[0].timeSeconds.expected / r.plan.options[1].timeSeconds.expected;
        QVERIFY2(ratio > 2.0 && ratio < 3.6, qPrintable(QString::number(ratio)));
    }

    void unknownDeviceIsAnError() {
        Scenario s = load(QStringLiteral("bert-base-finetune.json"));
        s.compute.options = {{"no-such-gpu", 1}};
        const PlanResult r = makePlan(s, m_catalog);
        QCOMPARE(r.errors.size(), std::size_t(1));
        QCOMPARE(r.errors.front().path, std::string("$.compute.options[0].device"));
    }

    void nothingFitsGivesNoRecommendation() {
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

    // Korthikanti et al. (arXiv:2205.05198, Figure 1): the 22B model with tensor parallelism 8 and
    // neither recomputation nor sharding needs about 112 GB per A100-80GB. Pinned, that is what the
    // plan says; unpinned, the planner finds a layout that fits.
    Scenario megatron22b() {
        Scenario s;
        s.workload.kind = WorkloadKind::Training;
        s.workload.framework = Framework::Megatron;
        ModelShape& m = s.workload.model;
        m.layers = 48;
        m.hidden = 6144;
        m.heads = 64;
        m.vocab = 51200;
        m.positions = 2048;
        m.bias = true;
        m.dropout = true; // Megatron's GPT runs of the paper keep dropout masks
        s.workload.precision = Precision::Bf16Mixed;
        s.workload.seqLen = 2048;
        s.workload.batchSize = 4;
        s.workload.dataset.samples = 1e5;
        s.compute.options = {{"a100-sxm-80gb", 8}};
        return s;
    }
    void pinnedLayoutIsEvaluatedAsGiven() {
        Scenario s = megatron22b();
        s.workload.microBatchSize = 4;
        s.workload.parallelism.tensor = 8;
        s.workload.parallelism.pipeline = 1;
        s.workload.parallelism.sequenceParallel = false;
        s.workload.recompute = Recompute::None;
        s.workload.sharding = Sharding::None;
        s.workload.flashAttention = false; // 2022: no fused attention
        const PlanResult pinned = makePlan(s, m_catalog);
        QVERIFY(pinned.errors.empty());
        const OptionResult& o = pinned.plan.options.front();
        const Layout& l = o.placement.layout;
        QCOMPARE(l.tensor, 8);
        QCOMPARE(l.pipeline, 1);
        QVERIFY(l.recompute == Recompute::None && l.sharding == Sharding::None &&
                !l.sequenceParallel);
        QVERIFY(!o.fits);
        const double gib = o.memory.total() / (1024.0 * 1024 * 1024);
        QVERIFY2(gib > 95 && gib < 125, qPrintable(QString::number(gib)));
        // The planner's own layout is offered beside it, with its memory and time.
        QVERIFY(o.alternative && o.alternative->fits);
        QVERIFY(o.alternative->memoryBytes < o.capacityBytes);
        QVERIFY(o.alternative->stepSeconds > 0);
        const auto alt = std::find_if(o.findings.begin(), o.findings.end(), [](const Finding& f) {
            return f.code == "layout_alternative";
        });
        QVERIFY(alt != o.findings.end());
        QCOMPARE(alt->param("pinned_fits", -1), 0.0);
        QVERIFY(!pinned.plan.recommended);

        // The same scenario with the layout left to the planner fits.
        const PlanResult free = makePlan(megatron22b(), m_catalog);
        QVERIFY(free.plan.options.front().fits);
        QVERIFY(free.plan.recommended);
        QVERIFY(!free.plan.options.front().alternative);
    }

    void pinnedLayoutThatCannotRunSaysSo() {
        Scenario s = megatron22b();
        s.workload.parallelism.tensor = 8;
        s.compute.options = {{"a100-sxm-80gb", 4}}; // tensor 8 needs 8 devices
        const PlanResult r = makePlan(s, m_catalog);
        const OptionResult& o = r.plan.options.front();
        QVERIFY(!o.layoutValid && !o.fits);
        QVERIFY(std::any_of(o.findings.begin(), o.findings.end(),
                            [](const Finding& f) { return f.code == "invalid_layout"; }));
        // Without options the planner proposes only counts the pinned split can use.
        s.compute.options.clear();
        for (const OptionResult& c : makePlan(s, m_catalog).plan.options)
            if (c.placement.device->kind == DeviceKind::Gpu)
                QCOMPARE(c.placement.count % 8, 0);
    }

    // A pinned micro-batch never changes the global batch: 8 replicas of 32 cannot make 32.
    void pinnedMicroBatchKeepsTheGlobalBatch() {
        Scenario s = load(QStringLiteral("bert-base-finetune.json"));
        s.workload.microBatchSize = 32;
        s.compute.options = {{"a100-sxm-80gb", 8}};
        const OptionResult o = makePlan(s, m_catalog).plan.options.front();
        const Layout& l = o.placement.layout;
        QVERIFY(!o.layoutValid || std::int64_t(l.microBatch) * l.data * l.gradientAccumulation ==
                                      s.workload.batchSize);
        QCOMPARE(l.microBatch, 32);
    }

    void recommendationKeepsTheHeadroomPolicy_data() {
        QTest::addColumn<double>("policy");
        QTest::newRow("10%") << 0.10;
        QTest::newRow("25%") << 0.25;
        QTest::newRow("none") << 0.0;
    }
    void recommendationKeepsTheHeadroomPolicy() {
        QFETCH(double, policy);
        Scenario s = load(QStringLiteral("llama2-70b-training.json"));
        s.constraints.minHeadroom = policy;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.recommended);
        const OptionResult& best = r.plan.options[*r.plan.recommended];
        QVERIFY(1 - best.memory.total() / best.capacityBytes >= policy);
    }

    // Serving 70B in 16 bits needs tensor parallelism: the planner offers 2, 4 or 8 GPUs per
    // replica.
    void seventyBillionServingUsesTensorParallelism() {
        Scenario s;
        s.workload.kind = WorkloadKind::OnlineServing;
        s.workload.framework = Framework::Vllm;
        s.workload.model.preset = "llama-2-70b";
        s.workload.precision = Precision::Bf16;
        s.workload.serving.qps = 2;
        s.workload.serving.inputTokens = 500;
        s.workload.serving.outputTokens = 200;
        s.workload.serving.p95Ms = 60000;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.errors.empty());
        bool sawA100 = false, sawH100 = false;
        for (const OptionResult& o : r.plan.options) {
            const std::string& id = o.placement.device->id;
            if (id != "a100-sxm-80gb" && id != "h100-sxm-80gb")
                continue;
            QVERIFY2(o.fits, id.c_str());
            QVERIFY(o.placement.layout.tensor >= 2 && o.placement.layout.tensor <= 8);
            QVERIFY(o.latency && o.latency->p95Ms > 0);
            (id == "a100-sxm-80gb" ? sawA100 : sawH100) = true;
        }
        QVERIFY(sawA100 && sawH100);
        QVERIFY(r.plan.recommended);
    }
};

QTEST_APPLESS_MAIN(TestPlanner)
#include "test_planner.moc"

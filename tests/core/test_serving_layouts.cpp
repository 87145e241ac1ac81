// A serving layout aims at the scenario's targets: within the devices an option lists, the
// tensor-parallel engines that meet TTFT and TPOT win over more replicas that do not; with
// max_replicas an option is one replica and the planner adds replicas; and no recommended serving
// option misses a target while another option of the same plan meets all of them.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/estimate/recommendation.h"
#include "core/estimate/serving_planner.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/plan_json.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

using namespace rightsize;
using nlohmann::json;

Q_DECLARE_METATYPE(rightsize::Scenario)

namespace {

// A chat service: every client sends its next request when its answer arrives; 2,000-token
// prompts and 500-token answers, the first token within 2 s and each further one within 50 ms;
// up to 256 sequences an engine, vLLM's default max_num_seqs (vllm/engine/arg_utils.py).
json chatService(const char* preset, int clients, const json& options) {
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", preset}};
    s["workload"] = {{"kind", "online_serving"},
                     {"framework", "vllm"},
                     {"model", {{"preset", preset}}},
                     {"precision", "bf16"},
                     {"serving",
                      {{"concurrency", clients},
                       {"input_tokens", 2000},
                       {"output_tokens", 500},
                       {"ttft_p95_ms", 2000},
                       {"tpot_p95_ms", 50},
                       {"max_batch", 256}}}};
    s["compute"] = {{"options", options}, {"pricing", "on_demand"}};
    return s;
}

bool meetsAll(const OptionResult& o, const Constraints& c) {
    return o.meetsConstraints && recommendable(o, c);
}

} // namespace

class TestServingLayouts : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Plan plan(const json& scenario) { return test::planJson(scenario, m_catalog); }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // Eight H100 hold Llama-3.1-70B as four engines of two or one of eight; at 128 clients the
    // four engines queue prompts for over a minute, the one engine of eight answers in time.
    void targetsChooseTheTensorGroup_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("tolerance");
        const json h100x8 = json::array({{{"device", "h100-sxm-80gb"}, {"count", 8}}});
        const json withA100 = json::array({{{"device", "h100-sxm-80gb"}, {"count", 8}},
                                           {{"device", "a100-sxm-80gb"}, {"count", 4}}});
        QTest::newRow("Llama-3.1-70B, 128 clients, 8× H100")
            << QByteArray::fromStdString(chatService("llama-3.1-70b", 128, h100x8).dump())
            << QStringLiteral("issue: TP 2 · DP 4 gave a TTFT p95 of 83 s, TP 8 214 ms") << 0.0;
        QTest::newRow("Qwen3-32B, 256 clients, 8× H100 or 4× A100")
            << QByteArray::fromStdString(chatService("qwen3-32b", 256, withA100).dump())
            << QStringLiteral("issue: DP 8 gave a TTFT of 102 s, TP 2 to 8 76-158 ms") << 0.0;
    }

    void targetsChooseTheTensorGroup() {
        QFETCH(QByteArray, scenario);
        QFETCH(QString, source);
        QFETCH(double, tolerance);
        const Plan p = plan(json::parse(scenario.toStdString()));
        QVERIFY2(p.recommended, qPrintable(source));
        const OptionResult& best = p.options[*p.recommended];
        QCOMPARE(QString::fromStdString(best.placement.device->id),
                 QStringLiteral("h100-sxm-80gb"));
        QVERIFY2(best.latency, qPrintable(source));
        QVERIFY2(best.placement.layout.tensor > 1, qPrintable(source));
        QVERIFY2(best.latency->ttftMs.p95 <= 2000 * (1 + tolerance),
                 qPrintable(source + QStringLiteral(": TTFT p95 %1 ms, TP %2")
                                         .arg(best.latency->ttftMs.p95)
                                         .arg(best.placement.layout.tensor)));
        QVERIFY2(
            best.latency->tpotMs.p95 <= 50 * (1 + tolerance),
            qPrintable(source + QStringLiteral(": TPOT p95 %1 ms").arg(best.latency->tpotMs.p95)));
        QVERIFY(best.meetsConstraints);
        QCOMPARE(best.placement.count, 8); // the listed devices, not more
    }

    // A pinned tensor size is evaluated as given, even where another would meet the targets; the
    // layout suggested beside it is one that meets them.
    void aPinnedTensorSizeIsHonoured() {
        json s = chatService("llama-3.1-70b", 128,
                             json::array({{{"device", "h100-sxm-80gb"}, {"count", 8}}}));
        s["workload"]["parallelism"] = {{"tensor", 2}};
        const Plan p = plan(s);
        QCOMPARE(p.options.size(), std::size_t(1));
        QCOMPARE(p.options[0].placement.layout.tensor, 2);
        QCOMPARE(p.options[0].placement.count, 8);
        QVERIFY(!p.options[0].meetsConstraints);
        QVERIFY(p.options[0].alternative);
        QVERIFY2(p.options[0].alternative->layout.tensor > 2,
                 qPrintable(QString::number(p.options[0].alternative->layout.tensor)));
        // ... and how many devices of the pinned layout would meet them.
        const auto& findings = p.options[0].findings;
        const auto need = std::find_if(findings.begin(), findings.end(), [](const Finding& f) {
            return f.code == "targets_need_devices";
        });
        QVERIFY(need != findings.end());
        QVERIFY(need->param("count") > 8);
        QCOMPARE(int(need->param("tensor")), 2);
    }

    // With max_replicas an option is one replica: one L4 per replica, as many replicas as the
    // clients need, never more than max_replicas.
    void maxReplicasScalesAListedOption() {
        json s =
            chatService("llama-3.1-8b", 64, json::array({{{"device", "l4-24gb"}, {"count", 1}}}));
        s["workload"]["serving"]["input_tokens"] = 1000;
        s["workload"]["serving"]["output_tokens"] = 200;
        s["workload"]["serving"]["tpot_p95_ms"] = 100;
        s["workload"]["serving"]["max_replicas"] = 16;
        const Plan scaled = plan(s);
        QCOMPARE(scaled.options.size(), std::size_t(1));
        const OptionResult& o = scaled.options[0];
        QVERIFY(o.latency);
        QVERIFY2(o.latency->replicas > 1, qPrintable(QString::number(o.latency->replicas)));
        QVERIFY(o.latency->replicas <= 16);
        QCOMPARE(o.placement.count, o.latency->replicas * std::max(1, o.placement.layout.tensor));
        QVERIFY2(o.meetsConstraints, qPrintable(QStringLiteral("TTFT %1 ms TPOT %2 ms")
                                                    .arg(o.latency->ttftMs.p95)
                                                    .arg(o.latency->tpotMs.p95)));
        // Without max_replicas the listed count is the whole placement.
        s["workload"]["serving"].erase("max_replicas");
        const Plan fixed = plan(s);
        QCOMPARE(fixed.options[0].placement.count, 1);
        QCOMPARE(fixed.options[0].latency->replicas, 1);
        QVERIFY(!fixed.options[0].meetsConstraints);
        // ... and the plan says how many would meet the targets: the replicas sizing finds.
        const auto& findings = fixed.options[0].findings;
        const auto need = std::find_if(findings.begin(), findings.end(), [](const Finding& f) {
            return f.code == "targets_need_devices";
        });
        QVERIFY(need != findings.end());
        QCOMPARE(int(need->param("count")), o.placement.count);
    }

    // The law: a recommended serving option never misses a target while another option of the
    // same plan meets every one.
    void aLayoutThatMeetsTheTargetsWins_data() {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<QString>("source");
        auto add = [&](const QString& name, const std::string& text) {
            const ScenarioLoadResult r = parseScenario(text, &m_catalog);
            QVERIFY2(r.document, qPrintable(name));
            if (r.document->scenario.workload.kind == WorkloadKind::OnlineServing)
                QTest::newRow(qPrintable(name)) << r.document->scenario << name;
        };
        for (const ScenarioPreset& p : m_catalog.scenarios)
            add(QString::fromStdString("preset " + p.id), p.scenarioJson);
        const QDir dir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"));
        for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            QFile f(dir.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            add(QStringLiteral("examples/") + file, f.readAll().toStdString());
        }
    }

    void aLayoutThatMeetsTheTargetsWins() {
        QFETCH(Scenario, scenario);
        QFETCH(QString, source);
        const PlanResult planned = makePlan(scenario, m_catalog);
        QVERIFY2(planned.errors.empty(), qPrintable(source));
        const Plan& p = planned.plan;
        if (!p.recommended)
            return;
        const OptionResult& best = p.options[*p.recommended];
        if (meetsAll(best, scenario.constraints))
            return;
        for (const OptionResult& o : p.options)
            QVERIFY2(
                !meetsAll(o, scenario.constraints),
                qPrintable(source + QStringLiteral(": %1× %2 meets every target, the "
                                                   "recommended %3× %4 does not")
                                        .arg(o.placement.count)
                                        .arg(QString::fromStdString(o.placement.device->id))
                                        .arg(best.placement.count)
                                        .arg(QString::fromStdString(best.placement.device->id))));
    }
};

QTEST_APPLESS_MAIN(TestServingLayouts)
#include "test_serving_layouts.moc"

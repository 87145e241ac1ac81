// Prefill and decode on engines of their own (xPyD): the planner compares the split with the
// same engines doing both, keeps the split where long prompts' prefills would stall the decode
// steps and the aggregated layout where prompts are short, and says why in a finding (worded in
// tests/cli/test_cli_disaggregation); the plan and the launch command show the split.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/disaggregated_serving.h"
#include "core/estimate/planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/model/disaggregation.h"
#include "core/output/launch_command.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/plan_json.h"
#include "tests/support/split_serving.h"

#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

using namespace rightsize;
using nlohmann::json;

namespace {

json service(double prompt, double output, int clients, double ttftMs, double tpotMs,
             const char* split = "auto") {
    return rightsize::test::splitServingScenario(prompt, output, clients, ttftMs, tpotMs, split);
}

const Finding* findingOf(const OptionResult& o, const std::string& code) {
    const auto it = std::find_if(o.findings.begin(), o.findings.end(),
                                 [&](const Finding& f) { return f.code == code; });
    return it == o.findings.end() ? nullptr : &*it;
}

PlanWording codesOnly() {
    return {[](const Finding& f) { return f.code; }, [](const Reason& r) { return r.code; }};
}

// An option's layout and findings with their numbers, for a failing check's message.
QString describe(const OptionResult& o) {
    QString text = QStringLiteral("%1× %2, %3P%4D:")
                       .arg(o.placement.count)
                       .arg(QString::fromStdString(o.placement.device->id))
                       .arg(o.placement.layout.prefillEngines)
                       .arg(o.placement.layout.decodeEngines);
    for (const Finding& f : o.findings) {
        text += QStringLiteral(" %1(").arg(QString::fromStdString(f.code));
        for (const auto& [k, v] : f.params)
            text += QStringLiteral("%1=%2 ").arg(QString::fromStdString(k)).arg(v);
        text += QLatin1Char(')');
    }
    return text;
}

} // namespace

class TestDisaggregatedServing : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Plan plan(const json& s) { return test::planJson(s, m_catalog); }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void parsesTheLayout_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<bool>("automatic");
        QTest::addColumn<int>("prefill");
        QTest::addColumn<int>("decode");
        QTest::newRow("off") << "off" << true << false << 0 << 0;
        QTest::newRow("auto") << "auto" << true << true << 0 << 0;
        QTest::newRow("2P1D") << "2P1D" << true << false << 2 << 1;
        QTest::newRow("lower case") << "1p3d" << true << false << 1 << 3;
        QTest::newRow("64P64D, the most") << "64P64D" << true << false << 64 << 64;
        QTest::newRow("65 prefill engines") << "65P1D" << false << false << 0 << 0;
        QTest::newRow("no decode engine") << "2P0D" << false << false << 0 << 0;
        QTest::newRow("letters swapped") << "1D2P" << false << false << 0 << 0;
        QTest::newRow("trailing text") << "2P1Dx" << false << false << 0 << 0;
        QTest::newRow("a word") << "on" << false << false << 0 << 0;
    }

    void parsesTheLayout() {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(bool, automatic);
        QFETCH(int, prefill);
        QFETCH(int, decode);
        const auto d = parseDisaggregation(text.toStdString());
        QCOMPARE(bool(d), valid);
        if (!d)
            return;
        QCOMPARE(d->automatic, automatic);
        QCOMPARE(d->prefill, prefill);
        QCOMPARE(d->decode, decode);
    }

    // A layout the planner cannot read is refused with the field's path, never planned as off.
    void aBadLayoutIsRefused() {
        const ScenarioLoadResult loaded =
            parseScenarioJson(service(1000, 100, 8, 1000, 50, "3X2"), &m_catalog);
        QVERIFY(loaded.document);
        const auto errors = planningErrors(loaded.document->scenario, m_catalog);
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(errors[0].path),
                 QStringLiteral("$.workload.serving.disaggregation"));
        QVERIFY(QString::fromStdString(errors[0].message).contains(QStringLiteral("xPyD")));
    }

    // The prompt's KV cache crosses NVLink inside a machine and the network beyond it: the same
    // bytes take several times longer when the engines do not share a machine.
    void theTransferTakesTheLink() {
        const ScenarioLoadResult loaded =
            parseScenarioJson(service(8000, 100, 8, 1000, 50), &m_catalog);
        QVERIFY(loaded.document);
        const ResolvedWorkload r = resolveWorkload(loaded.document->scenario.workload, m_catalog);
        const Device& h100 = *m_catalog.device("h100-sxm-80gb");
        Layout inside;
        inside.tensor = 2;
        inside.prefillEngines = inside.decodeEngines = 2; // 8 GPUs: one machine
        Layout across = inside;
        across.prefillEngines = 3; // 10 GPUs: two machines
        const double a = kvTransferSeconds(r, h100, inside);
        const double b = kvTransferSeconds(r, h100, across);
        // 8,000 tokens of 128 KiB (32 layers, 8 KV heads of 128, K and V in 16 bits), half a
        // rank, over 450 GB/s of NVLink.
        QCOMPARE(a, 8000 * r.kvBytesPerToken / 2 / h100.intraNodeBandwidth);
        QVERIFY2(b > 4 * a, qPrintable(QStringLiteral("%1 against %2 s").arg(b).arg(a)));
    }

    // Long prompts: every decode step of the aggregated engines carries another prompt's chunk,
    // so a tight TPOT needs many of them; prefill and decode apart meet it with fewer GPUs.
    void longPromptsWinTheSplit() {
        const Plan p = plan(service(kLongPrompt, kLongOutput, kLongClients, 3000, kLongTpot));
        QVERIFY(p.recommended);
        const OptionResult& o = p.options[*p.recommended];
        const Finding* f = findingOf(o, "disaggregation_wins");
        QVERIFY2(f && o.placement.layout.prefillEngines > 0, qPrintable(describe(o)));
        QVERIFY(o.meetsConstraints);
        // It meets the targets with no more GPUs than the aggregated engines need, or they miss.
        QVERIFY2(f->param("split_gpus") <= f->param("whole_gpus") || f->param("whole_meets") == 0,
                 qPrintable(describe(o)));
        QVERIFY(f->param("split_tpot_p95_ms") < f->param("whole_tpot_p95_ms"));
        QVERIFY(o.latency->kvTransferMs > 0);
        // The plan's JSON names the split.
        const json j = planToJson(p, codesOnly());
        const std::string label = std::to_string(o.placement.layout.prefillEngines) + "P" +
                                  std::to_string(o.placement.layout.decodeEngines) + "D";
        QCOMPARE(j["options"][*p.recommended]["layout"]["disaggregation"].get<std::string>(),
                 label);
    }

    // Short prompts barely slow the decode steps: the split only adds the transfer and engines
    // of one role idling, so the same engines doing both stay, and the finding says why.
    void shortPromptsKeepTheEnginesWhole() {
        const Plan p = plan(service(200, 400, 64, 1000, 30));
        QVERIFY(p.recommended);
        const OptionResult& o = p.options[*p.recommended];
        QCOMPARE(o.placement.layout.prefillEngines, 0);
        const Finding* f = findingOf(o, "aggregation_wins");
        QVERIFY2(f, qPrintable(describe(o)));
        QVERIFY(f->param("prefill") > 0 && f->param("decode") > 0);
    }

    // Off (the default) plans no split and says nothing about one.
    void offPlansNoSplit() {
        const Plan p =
            plan(service(kLongPrompt, kLongOutput, kLongClients, 3000, kLongTpot, "off"));
        QVERIFY(!p.options.empty());
        for (const OptionResult& o : p.options) {
            QCOMPARE(o.placement.layout.prefillEngines, 0);
            QVERIFY(!findingOf(o, "disaggregation_wins") && !findingOf(o, "aggregation_wins"));
        }
    }

    // A given split is planned as given, with targets or without, and the launch command starts
    // both roles.
    void aGivenSplitLaunchesBothRoles_data() {
        QTest::addColumn<double>("ttftMs");
        QTest::addColumn<double>("tpotMs");
        QTest::newRow("with targets") << 3000.0 << 50.0;
        QTest::newRow("without targets") << 0.0 << 0.0;
    }

    void aGivenSplitLaunchesBothRoles() {
        QFETCH(double, ttftMs);
        QFETCH(double, tpotMs);
        json s = service(4000, 200, 16, ttftMs, tpotMs, "2P1D");
        s["workload"]["serving"].erase("max_replicas");
        s["compute"]["options"][0]["count"] = 3;
        const ScenarioLoadResult loaded = parseScenarioJson(s, &m_catalog);
        QVERIFY(loaded.document);
        const PlanResult planned = makePlan(loaded.document->scenario, m_catalog);
        QVERIFY(planned.errors.empty());
        const Plan& p = planned.plan;
        QVERIFY(!p.options.empty());
        const OptionResult& o = p.recommended ? p.options[*p.recommended] : p.options[0];
        QCOMPARE(o.placement.layout.prefillEngines, 2);
        QCOMPARE(o.placement.layout.decodeEngines, 1);
        QCOMPARE(o.placement.count, 3);
        const LaunchResult l = launchCommand(loaded.document->scenario, m_catalog, &o, {});
        QVERIFY(l.command);
        QVERIFY(QString::fromStdString(l.command->command).contains(QStringLiteral("kv_both")));
        QVERIFY(!l.command->decodeCommand.empty());
        QCOMPARE(l.command->prefillEngines, 2);
        QCOMPARE(l.command->decodeEngines, 1);
    }

    // The split's simulations stay bounded: a few loop turns per request, as the aggregated
    // engine's (tests/estimate/test_serving_bounds).
    void theSplitStaysBounded() {
        const ScenarioLoadResult loaded =
            parseScenarioJson(service(kLongPrompt, kLongOutput, 1000, 3000, kLongTpot), &m_catalog);
        QVERIFY(loaded.document);
        const ResolvedWorkload r = resolveWorkload(loaded.document->scenario.workload, m_catalog);
        Layout l;
        l.prefillEngines = 2;
        l.decodeEngines = 1;
        QElapsedTimer clock;
        clock.start();
        const ServingPlan sp =
            planDisaggregatedServing(r, *m_catalog.device("h100-sxm-80gb"), l, 4, false);
        QVERIFY(sp.latency.ttftMs.p95 > 0);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    }

private:
    static constexpr double kLongPrompt = 8000;
    static constexpr double kLongOutput = 256;
    static constexpr int kLongClients = 32;
    static constexpr double kLongTpot = 10;
};

QTEST_APPLESS_MAIN(TestDisaggregatedServing)
#include "test_disaggregated_serving.moc"

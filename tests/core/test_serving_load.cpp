// Serving load as people give it (a rate, clients, or nothing yet), the targets on TTFT and TPOT,
// and options on the knee of their latency curve.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/estimate/serving_planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "tests/support/serving_scenarios.h"

#include <QTest>
#include <algorithm>

using namespace rightsize;

namespace {

bool has(const std::vector<Finding>& findings, const std::string& code) {
    return std::any_of(findings.begin(), findings.end(),
                       [&](const Finding& f) { return f.code == code; });
}

bool hasReason(const Plan& plan, const std::string& code) {
    return std::any_of(plan.reasons.begin(), plan.reasons.end(),
                       [&](const Reason& r) { return r.code == code; });
}

Scenario llama8b() {
    Scenario s =
        test::servedModel("llama-3.1-8b", Framework::Vllm, 4096, 1000, 200, "h100-sxm-80gb", 1);
    s.workload.serving.maxBatch = 256;
    return s;
}

} // namespace

class TestServingLoad : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // Without a rate or clients the plan reports a lone request's latency, says the load is
    // missing, and does not claim a target is met "at 0 requests/s".
    void noLoadGivesALoneRequest() {
        Scenario s = llama8b();
        s.workload.serving.p95Ms = 60000;
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY(result.errors.empty());
        const OptionResult& o = result.plan.options.front();
        QVERIFY(o.latency.has_value());
        QVERIFY(o.latency->loneRequest);
        QVERIFY(o.latency->p95Ms > 0);
        QVERIFY(o.latency->ttftMs.p50 > 0 && o.latency->tpotMs.p50 > 0);
        QVERIFY(o.meetsConstraints);
        QVERIFY(has(result.plan.findings, "serving_load_missing"));
        QVERIFY(!hasReason(result.plan, "meets_latency_target"));
        QVERIFY(!hasReason(result.plan, "no_option_meets_constraints"));
    }

    // A closed loop plans: the rate is what its clients reach, and the report carries TTFT,
    // TPOT, tokens per GPU and per user.
    void concurrencyPlans() {
        Scenario s = llama8b();
        s.workload.serving.concurrency = 64;
        s.workload.serving.tpotP95Ms = 100;
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY(result.errors.empty());
        const OptionResult& o = result.plan.options.front();
        QVERIFY(o.latency.has_value());
        QCOMPARE(o.latency->concurrency, 64);
        QVERIFY(!has(result.plan.findings, "serving_load_missing"));
        QVERIFY(o.time.samplesPerSecond > 0);
        QVERIFY(o.latency->outputTokensPerSecondPerGpu > 0);
        QVERIFY(o.latency->outputTokensPerSecondPerUser > 0);
        QVERIFY(o.latency->ttftMs.p50 <= o.latency->ttftMs.p95 &&
                o.latency->ttftMs.p95 <= o.latency->ttftMs.p99);
        QVERIFY(o.latency->tpotMs.p50 <= o.latency->tpotMs.p95);
        // One user's decoding speed is about one token per TPOT.
        QVERIFY(std::abs(o.latency->outputTokensPerSecondPerUser * o.latency->tpotMs.p50 / 1000 -
                         1) < 0.3);
        // The recommended option reports the most clients within the target, at least those given.
        QVERIFY(result.plan.recommended.has_value());
        QVERIFY(
            result.plan.options[*result.plan.recommended].latency->maxConcurrencyMeetingTarget >=
            64);
    }

    // A TPOT target too tight for the device is a missed target with its own finding.
    void tightTargetsAreMissed_data() {
        QTest::addColumn<double>("ttftMs");
        QTest::addColumn<double>("tpotMs");
        QTest::addColumn<QString>("finding");
        QTest::newRow("TPOT below one weight read")
            << 0.0 << 1.0 << QStringLiteral("tpot_target_missed");
        QTest::newRow("TTFT below one prefill")
            << 1.0 << 0.0 << QStringLiteral("ttft_target_missed");
    }
    void tightTargetsAreMissed() {
        QFETCH(double, ttftMs);
        QFETCH(double, tpotMs);
        QFETCH(QString, finding);
        Scenario s = llama8b();
        s.workload.serving.concurrency = 8;
        s.workload.serving.ttftP95Ms = ttftMs;
        s.workload.serving.tpotP95Ms = tpotMs;
        s.workload.serving.maxReplicas = 2;
        const PlanResult result = makePlan(s, m_catalog);
        const OptionResult& o = result.plan.options.front();
        QVERIFY(!o.meetsConstraints);
        QVERIFY(has(o.findings, finding.toStdString()));
    }

    // An option that meets its target at the peak but not 20% above it is on the knee: it gets a
    // finding and loses to an option with headroom.
    void anOptionOnTheKneeLosesToOneWithHeadroom() {
        Scenario s = llama8b();
        s.workload.serving.qps = 1;
        s.workload.serving.p95Ms = 1e6;
        // Find the knee of one H100: the most it serves within a target, then set the peak just
        // under it.
        const Device& h100 = *m_catalog.device("h100-sxm-80gb");
        const PlanResult loose = makePlan(s, m_catalog);
        const OptionResult& probe = loose.plan.options.front();
        const double lone = probe.latency->p95Ms;
        s.workload.serving.p95Ms = 1.6 * lone;
        const ResolvedWorkload r = resolveWorkload(s.workload, m_catalog);
        const double most = maxQpsMeetingTarget(r, h100, probe.placement.layout, 1);
        QVERIFY(most > 0);
        s.workload.serving.qps = 0.97 * most;
        s.compute.options = {{"h100-sxm-80gb", 1}, {"h200-141gb", 1}};
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY(result.errors.empty());
        const OptionResult& onKnee = result.plan.options[0];
        QVERIFY2(onKnee.latency->onKnee,
                 qPrintable(
                     QStringLiteral("p95 %1 ms at %2 req/s (most %3), %4 ms at 1.2x, target %5 ms")
                         .arg(onKnee.latency->p95Ms)
                         .arg(s.workload.serving.qps)
                         .arg(most)
                         .arg(onKnee.latency->p95AtHigherLoadMs)
                         .arg(s.workload.serving.p95Ms)));
        QVERIFY(has(onKnee.findings, "on_the_knee"));
        QVERIFY(onKnee.latency->p95AtHigherLoadMs > s.workload.serving.p95Ms);
        const OptionResult& roomy = result.plan.options[1];
        QVERIFY(!roomy.latency->onKnee);
        QVERIFY(result.plan.recommended.has_value());
        QCOMPARE(*result.plan.recommended, std::size_t(1));

        // A price one cannot pay never wins by default: without a price for the H200, the H100
        // on its knee is recommended (with its finding), not the roomy option nobody can rent.
        Catalog unpriced = m_catalog;
        for (Device& d : unpriced.devices)
            if (d.id == "h200-141gb") {
                d.onDemand = d.spot = d.reserved = d.serverless = PriceQuote{};
                d.offers.clear();
            }
        const PlanResult without = makePlan(s, unpriced);
        QVERIFY(without.plan.recommended.has_value());
        QCOMPARE(without.plan.options[*without.plan.recommended].placement.device->id,
                 std::string("h100-sxm-80gb"));
        QVERIFY(without.plan.options[*without.plan.recommended].latency->onKnee);
    }

    // Law: more clients of the same requests on the same layout never shorten the time to first
    // token, whatever the engine's schedule (vLLM's mixed chunks, SGLang's prefill-only steps,
    // TensorRT-LLM's whole prompts).
    void ttftRisesWithClients_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("framework");
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("prompt");
        QTest::addRow("8B vLLM H100, 1,024-token prompts")
            << "llama-3.1-8b" << int(Framework::Vllm) << "h100-sxm-80gb" << 1 << 1024.0;
        QTest::addRow("8B SGLang H100, 1,024-token prompts")
            << "llama-3.1-8b" << int(Framework::Sglang) << "h100-sxm-80gb" << 1 << 1024.0;
        QTest::addRow("70B TensorRT-LLM 2xH100, 5,000-token prompts")
            << "llama-3.1-70b" << int(Framework::TensorRt) << "h100-sxm-80gb" << 2 << 5000.0;
        QTest::addRow("8B vLLM A100 40GB, 2,048-token budget")
            << "llama-3.1-8b" << int(Framework::Vllm) << "a100-40gb" << 1 << 1024.0;
    }
    void ttftRisesWithClients() {
        QFETCH(QString, preset);
        QFETCH(int, framework);
        QFETCH(QString, device);
        QFETCH(int, gpus);
        QFETCH(double, prompt);
        double previous = 0;
        for (int clients : {1, 8, 32}) {
            const std::string presetId = preset.toStdString();
            const std::string deviceId = device.toStdString();
            Scenario s = test::servedModel(presetId.c_str(), Framework(framework),
                                           static_cast<int>(prompt) + 256, prompt, 256,
                                           deviceId.c_str(), gpus);
            s.workload.serving.maxBatch = 256;
            s.workload.serving.fixedOutputLength = true;
            s.workload.serving.concurrency = clients;
            s.workload.parallelism.tensor = gpus;
            const PlanResult result = makePlan(s, m_catalog);
            QVERIFY(result.errors.empty());
            const OptionResult& o = result.plan.options.front();
            QVERIFY2(o.fits && o.latency.has_value(), qPrintable(preset));
            const double ttft = o.latency->ttftMs.p50;
            QVERIFY2(ttft >= previous * (1 - 1e-9),
                     qPrintable(QStringLiteral("%1 clients: TTFT %2 ms below %3 ms")
                                    .arg(clients)
                                    .arg(ttft)
                                    .arg(previous)));
            previous = ttft;
        }
    }
};

QTEST_APPLESS_MAIN(TestServingLoad)
#include "test_serving_load.moc"

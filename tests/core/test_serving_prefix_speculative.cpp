// Prefix caching and speculative decoding as a serving scenario states them: what each does to
// the time to first token, the time per output token, the KV cache and the launch command.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/output/launch_command.h"
#include "tests/support/serving_scenarios.h"

#include <QTest>
#include <cmath>

using namespace rightsize;

namespace {

// Llama-3.1-8B behind vLLM on one H100: 2,048-token prompts, 256-token answers of fixed length.
Scenario llama8bOnH100(int concurrency) {
    Scenario s =
        test::servedModel("llama-3.1-8b", Framework::Vllm, 4096, 2048, 256, "h100-sxm-80gb", 1);
    s.workload.serving.concurrency = concurrency;
    s.workload.serving.fixedOutputLength = true;
    return s;
}

const OptionResult& onlyOption(const PlanResult& p) {
    return p.plan.options.front();
}

} // namespace

class TestServingPrefixSpeculative : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    PlanResult plan(const Scenario& s) {
        PlanResult p = makePlan(s, m_catalog);
        return p;
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // A shared prefix is prefilled once: a lone request's TTFT falls about as the share of the
    // prompt it still prefills (the server's request path and the fixed costs stay), and the KV
    // cache holds more sequences, since the prefix's blocks are held once.
    void prefixCacheShortensPrefillAndFreesCache_data() {
        QTest::addColumn<double>("share");
        QTest::newRow("three quarters of each prompt shared (a long system prompt)") << 0.75;
        QTest::newRow("half shared") << 0.5;
    }
    void prefixCacheShortensPrefillAndFreesCache() {
        QFETCH(double, share);
        Scenario s = llama8bOnH100(1);
        const PlanResult before = plan(s);
        s.workload.serving.prefixShare = share;
        const PlanResult after = plan(s);
        QVERIFY(before.errors.empty() && after.errors.empty());
        const LatencyEstimate& a = *onlyOption(before).latency;
        const LatencyEstimate& b = *onlyOption(after).latency;
        QVERIFY2(
            b.ttftMs.p50 < a.ttftMs.p50 * (1 - share / 2),
            qPrintable(QStringLiteral("TTFT %1 ms -> %2 ms").arg(a.ttftMs.p50).arg(b.ttftMs.p50)));
        QVERIFY(b.ttftMs.p50 > a.ttftMs.p50 * (1 - share) * 0.5);
        QVERIFY2(b.kvCacheSequences > a.kvCacheSequences * 1.3,
                 qPrintable(QStringLiteral("sequences %1 -> %2")
                                .arg(a.kvCacheSequences)
                                .arg(b.kvCacheSequences)));
        QVERIFY(std::abs(b.sharedPrefixTokens - std::floor(2048 * share)) < 1);
        // Decoding still attends to the whole prompt: TPOT does not fall with the prefix.
        QVERIFY(b.tpotMs.p50 > 0.9 * a.tpotMs.p50);
    }

    // Speculative decoding (Leviathan et al., 2023): at one client the step is memory-bound, so
    // checking k + 1 positions costs about one step and TPOT falls by the tokens a step yields,
    // (1 − a^(k+1)) / (1 − a); at a large batch the extra positions make the step compute-bound
    // and the gain shrinks or turns into a loss; with nothing accepted it is pure overhead.
    void speculativeDecodingFollowsAcceptance_data() {
        QTest::addColumn<int>("clients");
        QTest::addColumn<int>("draftTokens");
        QTest::addColumn<double>("acceptance");
        QTest::addColumn<double>("lowRatio");  // TPOT with over TPOT without, at least
        QTest::addColumn<double>("highRatio"); // ... and at most
        const double yield = (1 - std::pow(0.8, 5)) / (1 - 0.8); // 3.36 tokens a step
        QTest::newRow("one client, 4 tokens at 80%") << 1 << 4 << 0.8 << 0.9 / yield << 1.3 / yield;
        QTest::newRow("one client, nothing accepted") << 1 << 4 << 0.0 << 1.0 << 1.5;
        QTest::newRow("256 clients, 4 tokens at 80%: the gain mostly gone")
            << 256 << 4 << 0.8 << 0.6 << 3.0;
    }
    void speculativeDecodingFollowsAcceptance() {
        QFETCH(int, clients);
        QFETCH(int, draftTokens);
        QFETCH(double, acceptance);
        QFETCH(double, lowRatio);
        QFETCH(double, highRatio);
        Scenario s = llama8bOnH100(clients);
        s.workload.serving.maxBatch = 256;
        const PlanResult before = plan(s);
        s.workload.serving.draftTokens = draftTokens;
        s.workload.serving.acceptanceRate = acceptance;
        const PlanResult after = plan(s);
        QVERIFY(before.errors.empty() && after.errors.empty());
        const double ratio =
            onlyOption(after).latency->tpotMs.p50 / onlyOption(before).latency->tpotMs.p50;
        QVERIFY2(ratio >= lowRatio && ratio <= highRatio,
                 qPrintable(QStringLiteral("TPOT ratio %1, expected %2..%3")
                                .arg(ratio)
                                .arg(lowRatio)
                                .arg(highRatio)));
        const double yield = acceptance < 1
                                 ? (1 - std::pow(acceptance, draftTokens + 1)) / (1 - acceptance)
                                 : draftTokens + 1.0;
        QCOMPARE(onlyOption(after).latency->tokensPerDecodeStep, yield);
    }

    // A draft model's weights are held beside the model's, and the command that starts the
    // engine asks for speculative decoding as each engine spells it.
    void draftModelIsHeldAndLaunched() {
        Scenario s = llama8bOnH100(8);
        const PlanResult before = plan(s);
        s.workload.serving.draftTokens = 4;
        s.workload.serving.acceptanceRate = 0.7;
        s.workload.serving.draftParams = 1.2e9;
        const PlanResult after = plan(s);
        QVERIFY(before.errors.empty() && after.errors.empty());
        const double added = onlyOption(after).memory.weights - onlyOption(before).memory.weights;
        QVERIFY2(std::abs(added - 1.2e9 * 2) < 1e6, qPrintable(QString::number(added)));
        QVERIFY(onlyOption(after).memory.kvCache < onlyOption(before).memory.kvCache);

        const LaunchResult vllm =
            launchCommand(s, m_catalog, &onlyOption(after), "meta-llama/Llama-3.1-8B");
        QVERIFY(vllm.command);
        QVERIFY2(
            vllm.command->command.find(
                R"(--speculative-config '{"model": "DRAFT_MODEL", "num_speculative_tokens": 4}')") !=
                std::string::npos,
            vllm.command->command.c_str());
        s.workload.serving.draftParams = 0;
        const LaunchResult ngram =
            launchCommand(s, m_catalog, &onlyOption(after), "meta-llama/Llama-3.1-8B");
        QVERIFY(ngram.command->command.find(R"("method": "ngram", "num_speculative_tokens": 4)") !=
                std::string::npos);
        s.workload.framework = Framework::Sglang;
        const LaunchResult sglang =
            launchCommand(s, m_catalog, &onlyOption(after), "meta-llama/Llama-3.1-8B");
        QVERIFY2(sglang.command->command.find(
                     "--speculative-algorithm NGRAM --speculative-num-draft-tokens 4") !=
                     std::string::npos,
                 sglang.command->command.c_str());
    }
};

QTEST_APPLESS_MAIN(TestServingPrefixSpeculative)
#include "test_serving_prefix_speculative.moc"

// The simulation's work is bounded by what it simulates, not by the numbers in it: a token
// budget far below a prompt and a closed loop of far more clients than a replica holds cost a
// few turns of its loop per request. The work is counted (ServingStats::events), never timed.
#include "core/estimate/serving_simulator.h"

#include <QTest>
#include <cmath>

using namespace rightsize;

namespace {

// A decoder whose prefill and steps have fixed costs: a step of k sequences takes
// stepFixed + stepLinear·k, a prefill of b prompts passFixed + passLinear·b.
ServiceModel decoder(double promptTokens, double budget) {
    ServiceModel m;
    m.passFixed = 0.020;
    m.passLinear = 0.004;
    m.stepFixed = 0.010;
    m.stepLinear = 0.0002;
    m.decodeSteps = 100;
    m.promptTokens = promptTokens;
    m.prefillTokenBudget = budget;
    return m;
}

ServingLoad clients(int n, int requests) {
    ServingLoad l;
    l.concurrency = n;
    l.maxBatch = 64;
    l.requests = requests;
    return l;
}

// Turns of the loop per request a run may take: an admission, a prefill that finishes, a
// completion, and the stretches between them.
constexpr double kEventsPerRequest = 8;

} // namespace

class TestServingBounds : public QObject {
    Q_OBJECT

private slots:
    // A prompt far longer than the token budget is prefilled in stretches of whole steps, not
    // step by step: a budget of one token costs what a budget of a whole prompt does.
    void aSmallTokenBudgetCostsFewEvents_data() {
        QTest::addColumn<double>("prompt");
        QTest::addColumn<double>("budget");
        QTest::addColumn<bool>("stalls");
        QTest::addColumn<int>("clients");
        QTest::newRow("vLLM, budget 1, 512-token prompts") << 512.0 << 1.0 << false << 2;
        QTest::newRow("vLLM, budget 1, 4096-token prompts") << 4096.0 << 1.0 << false << 2;
        QTest::newRow("vLLM, budget 7, 4096-token prompts") << 4096.0 << 7.0 << false << 2;
        QTest::newRow("vLLM, budget 0.4") << 1000.0 << 0.4 << false << 1;
        QTest::newRow("SGLang, budget 1, 4096-token prompts") << 4096.0 << 1.0 << true << 2;
    }
    void aSmallTokenBudgetCostsFewEvents() {
        QFETCH(double, prompt);
        QFETCH(double, budget);
        QFETCH(bool, stalls);
        QFETCH(int, clients);
        ServiceModel m = decoder(prompt, budget);
        m.prefillStallsDecode = stalls;
        const ServingStats s = simulateServing(m, ::clients(clients, 2000));
        QCOMPARE(s.simulated, 2000);
        QVERIFY2(s.events <= kEventsPerRequest * s.simulated,
                 qPrintable(QStringLiteral("%1 events").arg(s.events)));
    }

    // The stretches add up to the steps they stand for: a lone request's prompt of P tokens at
    // b tokens a step takes ceil(P / b) steps, each paying the fixed cost once and its share of
    // the prompt's prefill.
    void aLonePromptTakesItsChunks_data() {
        QTest::addColumn<double>("prompt");
        QTest::addColumn<double>("budget");
        QTest::newRow("512 tokens, 1 a step") << 512.0 << 1.0;
        QTest::newRow("1000 tokens, 7 a step") << 1000.0 << 7.0;
        QTest::newRow("1000 tokens, 1000 a step") << 1000.0 << 1000.0;
    }
    void aLonePromptTakesItsChunks() {
        QFETCH(double, prompt);
        QFETCH(double, budget);
        const ServiceModel m = decoder(prompt, budget);
        const ServingStats s = simulateServing(m, clients(1, 200));
        const double steps = std::ceil(prompt / budget);
        const double expected = m.passLinear + steps * std::max(m.passFixed, m.stepFixed);
        QVERIFY2(std::abs(s.ttft.p50 / expected - 1) < 1e-9,
                 qPrintable(QStringLiteral("%1 s, expected %2 s").arg(s.ttft.p50).arg(expected)));
    }

    // Clients far beyond what a replica holds only queue: the run simulates the clients that
    // keep the batch full and adds the others' wait, so its work does not grow with them, and
    // Little's law still holds for all of them (each client has one request in flight).
    void queuedClientsCostNothing_data() {
        QTest::addColumn<int>("clients");
        QTest::addColumn<bool>("kvBound");
        QTest::addColumn<double>("budget");
        QTest::newRow("1,000 clients") << 1000 << false << 0.0;
        QTest::newRow("100,000 clients") << 100000 << false << 0.0;
        QTest::newRow("100,000 clients, KV cache of 8 sequences") << 100000 << true << 0.0;
        // A budget of one token lets one prompt in at a time: the batch never fills, and the
        // clients beyond the few it serves queue as surely as beyond a full batch.
        QTest::newRow("10,000 clients, a token a step") << 10000 << false << 1.0;
    }
    void queuedClientsCostNothing() {
        QFETCH(int, clients);
        QFETCH(bool, kvBound);
        QFETCH(double, budget);
        ServiceModel m = decoder(500, budget);
        if (kvBound)
            m.kvTokens = 8 * 640;
        const ServingStats s = simulateServing(m, ::clients(clients, 200000));
        QVERIFY(s.stable);
        QVERIFY2(s.simulated <= 20 * 4 * 64, qPrintable(QString::number(s.simulated)));
        QVERIFY(s.events <= kEventsPerRequest * s.simulated);
        const double little = s.requestsPerSecond * s.mean;
        QVERIFY2(std::abs(little / clients - 1) < 0.03,
                 qPrintable(QStringLiteral("throughput × latency %1").arg(little)));
        QVERIFY(s.ttft.p50 < s.p50);
    }

    // Just past the clients that fill the batch the shortcut and the full run agree.
    void theShortcutMeetsTheFullRun() {
        const ServiceModel m = decoder(500, 0);
        const ServingStats full = simulateServing(m, clients(4 * 64, 20000));
        const ServingStats more = simulateServing(m, clients(4 * 64 + 64, 20000));
        QVERIFY(more.simulated < 20000);
        // 64 clients more wait 64 answers longer.
        const double wait = 64 / full.requestsPerSecond;
        QVERIFY2(
            std::abs((more.mean - full.mean) / wait - 1) < 0.05,
            qPrintable(
                QStringLiteral("%1 s more, expected %2 s").arg(more.mean - full.mean).arg(wait)));
        QVERIFY(std::abs(more.tpot.p50 / full.tpot.p50 - 1) < 0.02);
    }
};

QTEST_APPLESS_MAIN(TestServingBounds)
#include "test_serving_bounds.moc"

// A closed loop (N clients, each sending its next request when the last answer arrives), and the
// time to first token and time per output token the simulation tracks for each request.
#include "core/estimate/serving_simulator.h"

#include <QTest>
#include <cmath>

using namespace rightsize;

namespace {

// A decoder whose prefill and steps have fixed costs: a step of k sequences takes
// stepFixed + stepLinear·k, a prefill of b prompts passFixed + passLinear·b.
ServiceModel decoder(double steps) {
    ServiceModel m;
    m.passFixed = 0.020;
    m.passLinear = 0.004;
    m.stepFixed = 0.010;
    m.stepLinear = 0.0002;
    m.decodeSteps = steps;
    m.promptTokens = 500;
    return m;
}

ServingLoad clients(int n) {
    ServingLoad l;
    l.concurrency = n;
    l.maxBatch = 64;
    l.requests = 4000;
    return l;
}

} // namespace

class TestServingClosedLoop : public QObject {
    Q_OBJECT

private slots:
    // One client: every request finds the replica idle. TTFT is one prefill of one prompt and
    // every decode step holds one sequence, so TPOT is one step.
    void aLoneClientSeesTheBareEngine() {
        const ServiceModel m = decoder(99);
        const ServingStats s = simulateServing(m, clients(1));
        QVERIFY(s.stable);
        const double prefill = m.passSeconds(1);
        const double step = m.stepSeconds(1, 0);
        QVERIFY(std::abs(s.ttft.p50 / prefill - 1) < 1e-9);
        QVERIFY(std::abs(s.ttft.p99 / prefill - 1) < 1e-9);
        QVERIFY(std::abs(s.tpot.p50 / step - 1) < 1e-9);
        QVERIFY(std::abs(s.p50 - (prefill + 99 * step)) < 1e-9);
        // One client completes one request per latency.
        QVERIFY(std::abs(s.requestsPerSecond * s.p50 - 1) < 0.01);
    }

    // Little's law: the clients in the system are throughput × time in the system, since each
    // client always has exactly one request in flight.
    void littlesLawHolds_data() {
        QTest::addColumn<int>("clients");
        QTest::addColumn<bool>("geometric");
        QTest::newRow("4 clients, fixed lengths") << 4 << false;
        QTest::newRow("32 clients, fixed lengths") << 32 << false;
        QTest::newRow("32 clients, geometric lengths") << 32 << true;
        QTest::newRow("200 clients, more than the batch cap") << 200 << false;
    }
    void littlesLawHolds() {
        QFETCH(int, clients);
        QFETCH(bool, geometric);
        ServiceModel m = decoder(100);
        m.geometricLengths = geometric;
        ServingLoad load = ::clients(clients);
        load.requests = 20000;
        const ServingStats s = simulateServing(m, load);
        QVERIFY(s.stable);
        const double inSystem = s.requestsPerSecond * s.mean;
        QVERIFY2(std::abs(inSystem / clients - 1) < 0.05,
                 qPrintable(QStringLiteral("X·R = %1 for %2 clients").arg(inSystem).arg(clients)));
    }

    // More clients than the batch holds wait for a slot: the wait shows in TTFT, not in TPOT.
    void clientsBeyondTheBatchWaitBeforeTheirFirstToken() {
        const ServiceModel m = decoder(100);
        ServingLoad within = clients(32);
        ServingLoad beyond = clients(128);
        const ServingStats a = simulateServing(m, within);
        const ServingStats b = simulateServing(m, beyond);
        QVERIFY(b.ttft.p50 > 3 * a.ttft.p50);
        QVERIFY(b.tpot.p50 < 3 * a.tpot.p50);
        // The batch is full either way: throughput is held by the cap.
        QVERIFY(b.requestsPerSecond < 1.5 * a.requestsPerSecond * 64 / 32);
    }

    // TPOT is (completion − first token) / decode steps, for each request.
    void tpotIsTheDecodeTimePerToken() {
        const ServiceModel m = decoder(50);
        const ServingStats s = simulateServing(m, clients(8));
        QVERIFY(s.tpot.p50 > 0);
        QVERIFY(std::abs((s.p50 - s.ttft.p50) / 50 / s.tpot.p50 - 1) < 0.25);
        QVERIFY(s.outputTokensPerSecond > 0);
        QVERIFY(std::abs(s.outputTokensPerSecond / (s.requestsPerSecond * 51) - 1) < 1e-9);
    }

    // A closed loop over replicas: each replica keeps its clients, so two replicas with half the
    // clients each are two copies of one.
    void replicasSplitTheClients() {
        const ServiceModel m = decoder(100);
        ServingLoad two = clients(32);
        two.replicas = 2;
        ServingLoad one = clients(16);
        const ServingStats a = simulateServing(m, two);
        const ServingStats b = simulateServing(m, one);
        QVERIFY(std::abs(a.tpot.p50 / b.tpot.p50 - 1) < 0.05);
        QVERIFY(std::abs(a.requestsPerSecond / (2 * b.requestsPerSecond) - 1) < 0.05);
    }

    // The most clients within a TPOT target: bisection over the client count.
    void mostClientsWithinATarget() {
        const ServiceModel m = decoder(100);
        ServingTargets t;
        t.tpot = m.stepSeconds(20, 0) * 1.02; // about 20 sequences per step
        const int most = maxConcurrencyForTargets(m, clients(1), t, 256);
        QVERIFY2(most >= 16 && most <= 24, qPrintable(QString::number(most)));
        ServingTargets impossible;
        impossible.tpot = m.stepSeconds(1, 0) * 0.5;
        QCOMPARE(maxConcurrencyForTargets(m, clients(1), impossible, 256), 0);
    }

    // The KV cache admits fewer sequences than the batch cap: the rest wait.
    void theKvCacheHoldsAdmissionBack() {
        ServiceModel m = decoder(100);
        const ServingStats free = simulateServing(m, clients(32));
        m.kvTokens = 8 * 640; // eight sequences of 500 + 100 tokens, in blocks
        const ServingStats tight = simulateServing(m, clients(32));
        QVERIFY(tight.meanBatch <= 8.0 + 1e-9);
        QVERIFY(tight.ttft.p50 > 2 * free.ttft.p50);
    }
};

QTEST_APPLESS_MAIN(TestServingClosedLoop)
#include "test_serving_closed_loop.moc"

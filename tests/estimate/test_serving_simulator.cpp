#include "core/estimate/serving_simulator.h"

#include <QElapsedTimer>
#include <QTest>
#include <cmath>
#include <limits>

using namespace rightsize;

Q_DECLARE_METATYPE(rightsize::ServiceModel)
Q_DECLARE_METATYPE(rightsize::ServingLoad)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// A lone-request server with a fixed service time.
ServiceModel fixedService(double seconds) {
    ServiceModel m;
    m.passFixed = seconds;
    return m;
}

// A small GPU serving an encoder: a fixed launch cost plus a little per request, so batching pays.
ServiceModel gpuEncoder(double fixedSeconds = 0.020, double perRequestSeconds = 0.001) {
    ServiceModel m;
    m.passFixed = fixedSeconds;
    m.passLinear = perRequestSeconds;
    return m;
}

// A decoder under continuous batching with every request the same length: prefill grows with the
// admitted batch, decode steps are memory-bound (nearly flat in the number of active sequences).
ServiceModel decoder(double decodeSteps, double stepSeconds = 0.015) {
    ServiceModel m;
    m.passFixed = 0.020;
    m.passLinear = 0.005;
    m.stepFixed = stepSeconds;
    m.stepLinear = 0.0002;
    m.decodeSteps = decodeSteps;
    return m;
}

ServingLoad loadAt(double qps, double window = 0.005, int maxBatch = 32, int replicas = 1,
                   int requests = 20000) {
    ServingLoad l;
    l.qps = qps;
    l.batchWindowSeconds = window;
    l.maxBatch = maxBatch;
    l.replicas = replicas;
    l.requests = requests;
    return l;
}

bool meets(const ServingStats& s, double target) {
    return s.stable && s.p95 <= target;
}

} // namespace

class TestServingSimulator : public QObject {
    Q_OBJECT
private slots:
    // Batch size 1 and deterministic service is the M/D/1 queue; its mean wait is the
    // Pollaczek–Khinchine result Wq = ρ / (2μ(1 − ρ)), so mean latency = 1/μ + Wq.
    void matchesMd1MeanLatency_data() {
        QTest::addColumn<double>("rho");
        QTest::addColumn<double>("serviceSeconds");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("M/D/1 rho 0.3") << 0.3 << 0.010 << 0.02;
        QTest::newRow("M/D/1 rho 0.5") << 0.5 << 0.010 << 0.02;
        QTest::newRow("M/D/1 rho 0.7") << 0.7 << 0.010 << 0.03;
        QTest::newRow("M/D/1 rho 0.8") << 0.8 << 0.050 << 0.04;
    }
    void matchesMd1MeanLatency() {
        QFETCH(double, rho);
        QFETCH(double, serviceSeconds);
        QFETCH(double, tolerance);
        const double mu = 1 / serviceSeconds;
        const double expected = serviceSeconds + rho / (2 * mu * (1 - rho));
        const ServingStats s =
            simulateServing(fixedService(serviceSeconds), loadAt(rho * mu, 0, 1, 1, 1'000'000));
        QVERIFY(s.stable);
        QVERIFY2(std::abs(s.mean / expected - 1) < tolerance,
                 qPrintable(QStringLiteral("mean %1 s, M/D/1 %2 s").arg(s.mean).arg(expected)));
        QVERIFY(std::abs(s.utilisation - rho) < 0.01);
        QCOMPARE(s.meanBatch, 1.0);
    }

    void sameSeedGivesIdenticalStats_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        QTest::newRow("static, 2 replicas") << gpuEncoder() << loadAt(700, 0.005, 32, 2);
        QTest::newRow("continuous") << decoder(64) << loadAt(10);
    }
    void sameSeedGivesIdenticalStats() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        const ServingStats a = simulateServing(model, load);
        const ServingStats b = simulateServing(model, load);
        QCOMPARE(a.p50, b.p50);
        QCOMPARE(a.p95, b.p95);
        QCOMPARE(a.p99, b.p99);
        QCOMPARE(a.mean, b.mean);
        QCOMPARE(a.utilisation, b.utilisation);
        QCOMPARE(a.meanBatch, b.meanBatch);
        QCOMPARE(a.stable, b.stable);
        QCOMPARE(a.simulated, load.requests);
    }

    void otherSeedGivesCloseStats_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("M/D/1 rho 0.6")
            << fixedService(0.01) << loadAt(60, 0, 1, 1, 200'000) << 0.05;
        QTest::newRow("GPU batching") << gpuEncoder() << loadAt(400, 0.005, 32, 1, 200'000) << 0.05;
        QTest::newRow("continuous") << decoder(64) << loadAt(10, 0, 32, 1, 200'000) << 0.05;
    }
    void otherSeedGivesCloseStats() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        QFETCH(double, tolerance);
        const ServingStats a = simulateServing(model, load);
        load.seed = 987654321;
        const ServingStats b = simulateServing(model, load);
        QVERIFY(a.p95 != b.p95); // the seed really changes the arrivals
        QVERIFY(std::abs(a.mean / b.mean - 1) < tolerance);
        QVERIFY(std::abs(a.p95 / b.p95 - 1) < tolerance);
    }

    void moreReplicasLowerP95_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        QTest::newRow("CPU, batch 1, 80 qps") << fixedService(0.01) << loadAt(80, 0, 1);
        QTest::newRow("GPU, 5 ms window, 550 qps") << gpuEncoder() << loadAt(550);
        QTest::newRow("continuous, 6 qps") << decoder(200) << loadAt(6);
    }
    void moreReplicasLowerP95() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        double previous = kInf;
        for (int replicas : {1, 2, 4}) {
            load.replicas = replicas;
            const ServingStats s = simulateServing(model, load);
            QVERIFY(s.stable);
            QVERIFY2(s.p95 < previous,
                     qPrintable(QStringLiteral("%1 replicas: p95 %2 s").arg(replicas).arg(s.p95)));
            previous = s.p95;
        }
    }

    // Window 0 with maxBatch > 1 already batches whatever queued behind a busy replica, so the
    // baseline for "no batching strategy" is batch 1.
    void batchWindowRaisesThroughputAtHighLoad_data() {
        QTest::addColumn<double>("window");
        QTest::addColumn<double>("target");
        QTest::newRow("5 ms window, p95 100 ms") << 0.005 << 0.100;
        QTest::newRow("10 ms window, p95 150 ms") << 0.010 << 0.150;
    }
    void batchWindowRaisesThroughputAtHighLoad() {
        QFETCH(double, window);
        QFETCH(double, target);
        const ServiceModel model = gpuEncoder();
        const double batchOne = maxQpsForTarget(model, loadAt(1, 0, 1), target);
        const double batched = maxQpsForTarget(model, loadAt(1, window, 32), target);
        QVERIFY(batchOne > 0);
        QVERIFY2(batched > 5 * batchOne,
                 qPrintable(QStringLiteral("%1 vs %2 qps").arg(batched).arg(batchOne)));
        // Twice what batch 1 can serve at all: batch 1 overflows, the window keeps up.
        const double qps = 2 / model.passSeconds(1);
        QVERIFY(!simulateServing(model, loadAt(qps, 0, 1)).stable);
        const ServingStats s = simulateServing(model, loadAt(qps, window, 32));
        QVERIFY(s.stable);
        QVERIFY(s.p95 <= target);
        QVERIFY(s.meanBatch > 1.5);
        // Holding batches open makes them larger than serving at once.
        QVERIFY(s.meanBatch > simulateServing(model, loadAt(qps, 0, 32)).meanBatch);
    }

    void batchWindowAddsItselfAtLowLoad_data() {
        QTest::addColumn<double>("window");
        QTest::newRow("5 ms") << 0.005;
        QTest::newRow("10 ms") << 0.010;
        QTest::newRow("50 ms") << 0.050;
    }
    void batchWindowAddsItselfAtLowLoad() {
        QFETCH(double, window);
        const ServiceModel model = gpuEncoder();
        const ServingStats none = simulateServing(model, loadAt(1, 0));
        const ServingStats held = simulateServing(model, loadAt(1, window));
        QVERIFY(std::abs(none.p50 - model.passSeconds(1)) < 1e-9);
        QVERIFY2(std::abs((held.p50 - none.p50) - window) < 0.05 * window,
                 qPrintable(QStringLiteral("p50 %1 s vs %2 s").arg(held.p50).arg(none.p50)));
        QVERIFY(held.mean > none.mean + 0.8 * window);
    }

    void overloadIsReportedUnstable_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        QTest::addColumn<double>("loadFactor");
        QTest::newRow("M/D/1 at 1.2x") << fixedService(0.01) << loadAt(1, 0, 1) << 1.2;
        QTest::newRow("GPU at 1.1x") << gpuEncoder() << loadAt(1) << 1.1;
        QTest::newRow("GPU at 2x, 3 replicas") << gpuEncoder() << loadAt(1, 0.005, 32, 3) << 2.0;
        QTest::newRow("GPU at 1e6x") << gpuEncoder() << loadAt(1) << 1e6;
        QTest::newRow("continuous at 1.2x") << decoder(200) << loadAt(1) << 1.2;
        QTest::newRow("continuous at 100x") << decoder(200) << loadAt(1) << 100.0;
    }
    void overloadIsReportedUnstable() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        QFETCH(double, loadFactor);
        const double capacity = servingCapacityPerReplica(model, load) * load.replicas;
        QVERIFY(capacity > 0);
        load.qps = 0.5 * capacity;
        const ServingStats calm = simulateServing(model, load);
        QVERIFY(calm.stable);
        load.qps = loadFactor * capacity;
        QElapsedTimer timer;
        timer.start();
        const ServingStats s = simulateServing(model, load);
        QVERIFY(timer.elapsed() < 2000);
        QVERIFY(!s.stable);
        QCOMPARE(s.simulated, load.requests);
        QVERIFY(s.p95 > 10 * calm.p95); // the queue is long, and it shows
        QVERIFY(s.utilisation > 0.95);
    }

    void replicasForTargetIsMonotoneAndConsistent_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        QTest::addColumn<double>("target");
        QTest::newRow("CPU batch 1, p95 40 ms") << fixedService(0.01) << loadAt(1, 0, 1) << 0.040;
        QTest::newRow("GPU, p95 80 ms") << gpuEncoder() << loadAt(1) << 0.080;
        QTest::newRow("GPU, p95 60 ms") << gpuEncoder() << loadAt(1) << 0.060;
        QTest::newRow("continuous, p95 5 s") << decoder(200) << loadAt(1) << 5.0;
    }
    void replicasForTargetIsMonotoneAndConsistent() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        QFETCH(double, target);
        const double capacity = servingCapacityPerReplica(model, load);
        int previous = 1;
        for (double perCapacity : {0.3, 1.0, 2.5, 6.0, 15.0}) {
            load.qps = perCapacity * capacity;
            const int n = replicasForTarget(model, load, target, 64);
            QVERIFY2(n >= previous,
                     qPrintable(QStringLiteral("%1 replicas after %2").arg(n).arg(previous)));
            QVERIFY(n >= std::ceil(perCapacity));
            previous = n;
            ServingLoad at = load;
            at.replicas = n;
            QVERIFY(meets(simulateServing(model, at), target));
            if (n > 1) {
                at.replicas = n - 1;
                QVERIFY(!meets(simulateServing(model, at), target));
            }
            // A looser target never needs more.
            QVERIFY(replicasForTarget(model, load, 2 * target, 64) <= n);
        }
        // The sizing hands back the simulation of the count it chose, and searches that share
        // their runs answer as they do alone.
        load.qps = 2.5 * capacity;
        ReplicaRuns runs;
        const ReplicaSizing sized = sizeReplicasForTarget(model, load, target, 64, &runs);
        QVERIFY(sized.replicas > 0);
        ServingLoad at = load;
        at.replicas = sized.replicas;
        const ServingStats fresh = simulateServing(model, at);
        QCOMPARE(sized.stats.p95, fresh.p95);
        QCOMPARE(sized.stats.p50, fresh.p50);
        QCOMPARE(sized.stats.utilisation, fresh.utilisation);
        QCOMPARE(sizeReplicasForTarget(model, load, 2 * target, 64, &runs).replicas,
                 replicasForTarget(model, load, 2 * target, 64));
        QVERIFY(runs.count(sized.replicas) == 1);
        load.qps = 100 * capacity;
        QCOMPARE(replicasForTarget(model, load, target, 64), 0); // needs more than allowed
        QCOMPARE(replicasForTarget(model, load, 1e-6, 64), 0);   // faster than one request takes
    }

    void maxQpsForTargetIsMonotoneAndConsistent_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        QTest::addColumn<double>("tightTarget");
        QTest::newRow("CPU batch 1") << fixedService(0.01) << loadAt(1, 0, 1) << 0.020;
        QTest::newRow("GPU, 5 ms window") << gpuEncoder() << loadAt(1) << 0.030;
        QTest::newRow("continuous") << decoder(200) << loadAt(1) << 3.2;
    }
    void maxQpsForTargetIsMonotoneAndConsistent() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        QFETCH(double, tightTarget);
        const double capacity = servingCapacityPerReplica(model, load);
        double previous = 0;
        for (double factor : {1.0, 1.5, 2.0, 4.0, 20.0}) {
            const double target = factor * tightTarget;
            const double qps = maxQpsForTarget(model, load, target);
            QVERIFY2(qps > 0 && qps >= previous,
                     qPrintable(QStringLiteral("%1 qps after %2").arg(qps).arg(previous)));
            QVERIFY(qps < capacity);
            previous = qps;
            load.qps = qps;
            QVERIFY(meets(simulateServing(model, load), target));
            // p95 from a finite run wobbles by a few percent between neighbouring loads, so the
            // edge is only sharp up to that noise.
            load.qps = 1.25 * qps;
            QVERIFY(!meets(simulateServing(model, load), target));
        }
        // Even a lone request misses: nothing is sustainable.
        load.replicas = 1;
        QCOMPARE(maxQpsForTarget(model, load, 0.3 * tightTarget), 0.0);
    }

    void continuousLoneRequestTakesPrefillPlusSteps_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::newRow("1 output token") << decoder(1);
        QTest::newRow("16 output tokens") << decoder(16);
        QTest::newRow("256 output tokens, slow steps") << decoder(256, 0.04);
        QTest::newRow("4000 output tokens") << decoder(4000);
    }
    void continuousLoneRequestTakesPrefillPlusSteps() {
        QFETCH(ServiceModel, model);
        const double expected = model.passSeconds(1) + model.decodeSteps * model.stepSeconds(1, 0);
        // Arrivals a thousand latencies apart: every request finds the replica empty.
        const ServingStats s = simulateServing(model, loadAt(1e-3 / expected, 0.005, 32, 1, 200));
        QVERIFY(s.stable);
        for (double latency : {s.p50, s.p95, s.p99, s.mean})
            QVERIFY2(std::abs(latency / expected - 1) < 1e-9,
                     qPrintable(QStringLiteral("%1 s vs %2 s").arg(latency).arg(expected)));
        QCOMPARE(s.meanBatch, 1.0);
    }

    // The closed form of a stretch of steps equals the sum of its steps, also where the context
    // grows and the memory term overtakes the compute term part-way.
    void continuousStepsFollowTheGrowingContext() {
        ServiceModel m = decoder(300, 0.0);
        m.stepPerSequence = 0.012;
        m.stepFloor = 0.010;
        m.stepKvPerToken = 1e-5;
        m.promptTokens = 100;
        double expected = m.passSeconds(1);
        for (int j = 0; j < 300; ++j)
            expected += m.stepSeconds(1, m.promptTokens + j);
        const ServingStats s = simulateServing(m, loadAt(1e-3 / expected, 0.005, 32, 1, 50));
        QVERIFY(s.stable);
        QVERIFY2(std::abs(s.p50 / expected - 1) < 1e-9,
                 qPrintable(QStringLiteral("%1 s vs %2 s").arg(s.p50).arg(expected)));
    }

    // Paged KV cache: a sequence is admitted only when its blocks fit, so the cache, not the cap,
    // bounds the batch.
    void kvCacheBoundsTheBatch() {
        ServiceModel m = decoder(200);
        m.promptTokens = 1000;
        m.kvTokens = 12000; // 1216 tokens of blocks per sequence: 9 fit
        const double lone = m.passSeconds(1) + 200 * m.stepSeconds(1, 0);
        const ServingStats s = simulateServing(m, loadAt(30 / lone, 0, 64));
        QVERIFY(s.meanBatch <= 9.0 + 1e-9);
        QVERIFY(s.meanBatch > 6);
        QVERIFY(!s.stable); // 30 lone-request loads cannot be served 9 at a time
        m.kvTokens = 0;
        QVERIFY(simulateServing(m, loadAt(30 / lone, 0, 64)).meanBatch > 12);
    }

    // Output lengths drawn from a geometric distribution keep their mean (less the cap at four
    // times the mean: e^-4 of it).
    void geometricLengthsKeepTheMean() {
        ServiceModel m = decoder(200);
        m.geometricLengths = true;
        const ServingStats s = simulateServing(m, loadAt(1e-4, 0.005, 32, 1, 4000));
        const double expected = m.passSeconds(1) + 200 * (1 - std::exp(-4.0)) * m.stepSeconds(1, 0);
        QVERIFY2(std::abs(s.mean / expected - 1) < 0.05,
                 qPrintable(QStringLiteral("%1 s vs %2 s").arg(s.mean).arg(expected)));
        QVERIFY(s.p95 > 2 * s.p50); // lengths vary
    }

    // At zero load every request is served alone, so each latency percentile is the lone latency
    // of the same percentile of the output length: geometric with mean D, so length quantile q is
    // ceil(−ln(1 − q) / λ) with λ = −ln(1 − 1/D). Each percentile is read on its own; a later
    // partial sort must not move an earlier one.
    void percentilesFollowTheLengthDistribution_data() {
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("tolerance"); // rank noise of 19,000 samples: about 1 % in length
        QTest::newRow("p50") << 0.50 << 0.03;
        QTest::newRow("p95") << 0.95 << 0.03;
        QTest::newRow("p99") << 0.99 << 0.03;
    }
    void percentilesFollowTheLengthDistribution() {
        QFETCH(double, q);
        QFETCH(double, tolerance);
        constexpr double kMean = 200;
        ServiceModel m = decoder(kMean);
        m.geometricLengths = true;
        const ServingStats s = simulateServing(m, loadAt(1e-4, 0.005, 32, 1, 20000));
        const double lambda = -std::log1p(-1 / kMean);
        const double steps = std::min(4 * kMean, std::ceil(-std::log1p(-q) / lambda));
        const double expected = m.passSeconds(1) + steps * m.stepSeconds(1, 0);
        const double got = q == 0.50 ? s.p50 : q == 0.95 ? s.p95 : s.p99;
        QVERIFY2(
            std::abs(got / expected - 1) < tolerance,
            qPrintable(
                QStringLiteral("p%1 %2 s, expected %3 s").arg(q * 100).arg(got).arg(expected)));
        QVERIFY(s.p50 <= s.p95 && s.p95 <= s.p99);
    }

    void continuousBatchingSharesSteps() {
        const ServiceModel model = decoder(200);
        const double lone = model.passSeconds(1) + model.decodeSteps * model.stepSeconds(1, 0);
        // Ten times what one-at-a-time generation could serve.
        const ServingStats s = simulateServing(model, loadAt(10 / lone));
        QVERIFY(s.stable);
        QVERIFY(s.meanBatch > 8);
        QVERIFY(s.meanBatch <= 32);
        QVERIFY(s.p95 < 3 * lone);
        // The cap on active sequences holds.
        ServingLoad capped = loadAt(10 / lone, 0, 4);
        QVERIFY(simulateServing(model, capped).meanBatch <= 4);
        QVERIFY(!simulateServing(model, capped).stable);
    }

    void latencyCurveRisesToTheEdge_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        QTest::newRow("GPU, 2 replicas") << gpuEncoder() << loadAt(1, 0.005, 32, 2);
        QTest::newRow("continuous") << decoder(200) << loadAt(1);
    }
    void latencyCurveRisesToTheEdge() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        const auto curve = latencyCurve(model, load, 12);
        QCOMPARE(curve.size(), std::size_t{12});
        const double capacity = servingCapacityPerReplica(model, load) * load.replicas;
        for (std::size_t i = 1; i < curve.size(); ++i)
            QVERIFY(curve[i].first > curve[i - 1].first);
        QVERIFY(curve.back().first <= capacity);
        QVERIFY(curve.back().first > 0.7 * capacity);
        QVERIFY(curve.back().second > 1.5 * curve.front().second);
        load.qps = curve.back().first;
        QVERIFY(simulateServing(model, load).stable);
    }

    void degenerateInputsAreRejected_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        // The searches and the chart set some fields themselves (QPS, replicas), so a bad value
        // there does not stop them.
        QTest::addColumn<bool>("sizes"); // replicasForTarget finds a count
        QTest::addColumn<bool>("rates"); // maxQpsForTarget finds a rate
        QTest::addColumn<bool>("draws"); // latencyCurve draws
        const ServiceModel gpu = gpuEncoder();
        ServiceModel nanEntry = gpu;
        nanEntry.passLinear = kNaN;
        ServiceModel negativeEntry = gpu;
        negativeEntry.passFixed = -1;
        ServiceModel infEntry = gpu;
        infEntry.passFloor = kInf;
        ServiceModel noRoomForAPrompt = decoder(100);
        noRoomForAPrompt.promptTokens = 1000;
        noRoomForAPrompt.kvTokens = 512;
        ServiceModel nanStep = decoder(100);
        nanStep.stepFixed = kNaN;
        QTest::newRow("qps 0") << gpu << loadAt(0) << false << true << true;
        QTest::newRow("qps negative") << gpu << loadAt(-5) << false << true << true;
        QTest::newRow("qps NaN") << gpu << loadAt(kNaN) << false << true << true;
        QTest::newRow("qps infinite") << gpu << loadAt(kInf) << false << true << true;
        QTest::newRow("qps denormal") << gpu << loadAt(4.9e-324) << false << true << true;
        QTest::newRow("NaN coefficient") << nanEntry << loadAt(100) << false << false << false;
        QTest::newRow("negative time") << negativeEntry << loadAt(100) << false << false << false;
        QTest::newRow("infinite time") << infEntry << loadAt(100) << false << false << false;
        QTest::newRow("KV cache smaller than a prompt")
            << noRoomForAPrompt << loadAt(1) << false << false << false;
        QTest::newRow("NaN decode step") << nanStep << loadAt(1) << false << false << false;
        QTest::newRow("window NaN") << gpu << loadAt(100, kNaN) << false << false << false;
        QTest::newRow("window negative") << gpu << loadAt(100, -0.001) << false << false << false;
        QTest::newRow("max batch 0") << gpu << loadAt(100, 0.005, 0) << false << false << false;
        QTest::newRow("replicas 0") << gpu << loadAt(100, 0.005, 32, 0) << true << true << false;
        QTest::newRow("replicas negative")
            << gpu << loadAt(100, 0.005, 32, -3) << true << true << false;
        QTest::newRow("qps 1e-200") << gpu << loadAt(1e-200) << false << true << true;
        QTest::newRow("requests 0")
            << gpu << loadAt(100, 0.005, 32, 1, 0) << false << false << false;
    }
    void degenerateInputsAreRejected() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        QFETCH(bool, sizes);
        QFETCH(bool, rates);
        QFETCH(bool, draws);
        const ServingStats s = simulateServing(model, load);
        QVERIFY(!s.stable);
        QCOMPARE(s.simulated, 0);
        QVERIFY(std::isfinite(s.p95) && std::isfinite(s.mean));
        QCOMPARE(replicasForTarget(model, load, 0.1, 16) > 0, sizes);
        QCOMPARE(maxQpsForTarget(model, load, 1.0) > 0, rates);
        QCOMPARE(latencyCurve(model, load, 8).empty(), !draws);
    }

    // Valid but extreme inputs: the run stays bounded in time and memory and says something sane.
    void extremeInputsFinish_data() {
        QTest::addColumn<ServiceModel>("model");
        QTest::addColumn<ServingLoad>("load");
        QTest::addColumn<bool>("stable");
        ServiceModel free = gpuEncoder(0, 0);
        QTest::newRow("qps 1e9") << gpuEncoder() << loadAt(1e9) << false;
        QTest::newRow("qps 1e9, continuous") << decoder(500) << loadAt(1e9) << false;
        QTest::newRow("window 1e6 s") << gpuEncoder() << loadAt(10, 1e6) << true;
        QTest::newRow("max batch a million")
            << gpuEncoder() << loadAt(300, 0.005, 1'000'000) << true;
        QTest::newRow("max batch INT_MAX, continuous")
            << decoder(200) << loadAt(5, 0.005, std::numeric_limits<int>::max()) << true;
        QTest::newRow("a million replicas")
            << gpuEncoder() << loadAt(300, 0.005, 32, 1'000'000) << true;
        QTest::newRow("INT_MAX replicas")
            << gpuEncoder() << loadAt(300, 0.005, 32, std::numeric_limits<int>::max()) << true;
        QTest::newRow("INT_MAX requests")
            << gpuEncoder() << loadAt(300, 0.005, 32, 1, std::numeric_limits<int>::max()) << true;
        QTest::newRow("one request") << gpuEncoder() << loadAt(300, 0.005, 32, 1, 1) << true;
        QTest::newRow("2e9 decode steps") << decoder(2'000'000'000) << loadAt(1e-3) << false;
        QTest::newRow("free service") << free << loadAt(1000) << true;
        ServiceModel freeDecode = decoder(100, 0);
        freeDecode.passFixed = freeDecode.passLinear = freeDecode.stepLinear = 0;
        QTest::newRow("free decode") << freeDecode << loadAt(1000) << true;
    }
    void extremeInputsFinish() {
        QFETCH(ServiceModel, model);
        QFETCH(ServingLoad, load);
        QFETCH(bool, stable);
        QElapsedTimer timer;
        timer.start();
        const ServingStats s = simulateServing(model, load);
        QVERIFY(timer.elapsed() < 3000);
        QCOMPARE(s.stable, stable);
        QVERIFY(s.simulated > 0);
        QVERIFY(std::isfinite(s.p99) && s.p99 >= s.p95 && s.p95 >= s.p50 && s.p50 >= 0);
        QVERIFY(s.utilisation >= 0 && s.utilisation <= 1);
    }
};

QTEST_APPLESS_MAIN(TestServingSimulator)
#include "test_serving_simulator.moc"

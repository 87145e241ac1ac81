// Load as it comes: request lengths drawn from distributions around their means, bursty arrivals,
// and a recorded trace replayed by the serving simulation.
#include "core/estimate/serving_simulator.h"

#include <QTest>
#include <cmath>
#include <memory>

using namespace rightsize;

namespace {

// A decoder under vLLM-style chunked prefill: a 2,048-token budget a step, a paged KV cache, and
// steps whose cost grows with the context they read, so that long requests cost more.
ServiceModel chunkedDecoder() {
    ServiceModel m;
    m.passPerRequest = 0.030; // one mean prompt's matrix work
    m.passFloor = 0.008;
    m.passFixed = 0.002;
    m.stepFloor = 0.008;
    m.stepKvPerToken = 2e-7;
    m.stepLinear = 0.00005;
    m.stepFixed = 0.001;
    m.decodeSteps = 199;
    m.promptTokens = 1000;
    m.kvTokens = 400'000;
    m.prefillTokenBudget = 2048;
    return m;
}

ServingLoad openLoop(double qps, int requests = 8000) {
    ServingLoad l;
    l.qps = qps;
    l.maxBatch = 256;
    l.requests = requests;
    l.seed = 11;
    return l;
}

LengthLaw law(LengthShape shape) {
    LengthLaw l;
    l.shape = shape;
    return l;
}

LengthLaw logNormal(double sigma) {
    LengthLaw l = law(LengthShape::LogNormal);
    l.sigma = sigma;
    return l;
}

// Lengths drawn by each shape, for the prompt or the answer, around the model's means.
ServiceModel withLaw(const QString& which, const LengthLaw& l) {
    ServiceModel m = chunkedDecoder();
    (which == QLatin1String("prompt") ? m.promptLaw : m.stepLaw) = l;
    return m;
}

} // namespace

class TestServingLoadShapes : public QObject {
    Q_OBJECT
private slots:
    // Every shape simulates a stable, bounded run that a seed repeats exactly, and keeps the
    // mean: the tokens generated a second sit where the fixed lengths put them.
    void eachShapeSimulates_data() {
        QTest::addColumn<QString>("which");
        QTest::addColumn<int>("shape");
        const char* const names[] = {"fixed", "uniform", "lognormal", "histogram", "geometric"};
        for (const QString& which : {QStringLiteral("prompt"), QStringLiteral("answer")})
            for (int shape = 0; shape < 5; ++shape)
                QTest::newRow(qPrintable(which + QLatin1Char(' ') + QLatin1String(names[shape])))
                    << which << shape;
    }
    void eachShapeSimulates() {
        QFETCH(QString, which);
        QFETCH(int, shape);
        const bool prompt = which == QLatin1String("prompt");
        const double mean = prompt ? 1000 : 199;
        LengthLaw l = law(LengthShape(shape));
        l.low = mean / 4;
        l.sigma = 0.8;
        l.buckets = {{mean / 2, 0.5}, {mean * 1.5, 1.0}}; // cumulative, mean kept
        const ServiceModel model = withLaw(which, l);
        const ServingLoad load = openLoop(2);
        const ServingStats s = simulateServing(model, load);
        QVERIFY(s.stable);
        QCOMPARE(s.simulated, load.requests);
        QVERIFY(s.events <= 8.0 * load.requests);
        const ServingStats again = simulateServing(model, load);
        QCOMPARE(again.p95, s.p95);
        QCOMPARE(again.ttft.p95, s.ttft.p95);
        // Output tokens per request: the mean answer (200 tokens) within a few per cent.
        const double perRequest = s.outputTokensPerSecond / s.requestsPerSecond;
        QVERIFY2(std::fabs(perRequest - 200) < 0.08 * 200, qPrintable(QString::number(perRequest)));
    }

    // A fixed law draws nothing: the run is the one the model gave before there were laws.
    void fixedLawChangesNothing() {
        const ServingLoad load = openLoop(2);
        ServiceModel plain = chunkedDecoder();
        const ServingStats before = simulateServing(plain, load);
        plain.promptLaw = law(LengthShape::Fixed);
        plain.stepLaw = law(LengthShape::Fixed);
        const ServingStats after = simulateServing(plain, load);
        QCOMPARE(after.p95, before.p95);
        QCOMPARE(after.ttft.p99, before.ttft.p99);
        QCOMPARE(after.tpot.p50, before.tpot.p50);
    }

    // The same mean with a wider spread gives a longer tail at the same load: long prompts hold
    // the prefill longer and long answers hold the batch longer.
    void widerSpreadRaisesTheTail_data() {
        QTest::addColumn<QString>("which");
        QTest::addColumn<double>("narrow");
        QTest::addColumn<double>("wide");
        QTest::newRow("prompts, TTFT") << QStringLiteral("prompt") << 0.2 << 1.2;
        QTest::newRow("answers, latency") << QStringLiteral("answer") << 0.2 << 1.2;
    }
    void widerSpreadRaisesTheTail() {
        QFETCH(QString, which);
        QFETCH(double, narrow);
        QFETCH(double, wide);
        const ServingLoad load = openLoop(3);
        const ServingStats a = simulateServing(withLaw(which, logNormal(narrow)), load);
        const ServingStats b = simulateServing(withLaw(which, logNormal(wide)), load);
        QVERIFY(a.stable && b.stable);
        if (which == QLatin1String("prompt"))
            QVERIFY2(b.ttft.p95 > 1.2 * a.ttft.p95,
                     qPrintable(QStringLiteral("%1 vs %2").arg(b.ttft.p95).arg(a.ttft.p95)));
        else
            QVERIFY2(b.p95 > 1.2 * a.p95,
                     qPrintable(QStringLiteral("%1 vs %2").arg(b.p95).arg(a.p95)));
    }

    // Bursty arrivals (gaps with a coefficient of variation of 3) queue more than Poisson at the
    // same rate; evener ones (0.3) less.
    void burstsRaiseTheTail() {
        ServingLoad load = openLoop(4);
        const ServiceModel model = chunkedDecoder();
        const ServingStats poisson = simulateServing(model, load);
        load.arrivalCv = 3;
        const ServingStats bursty = simulateServing(model, load);
        load.arrivalCv = 0.3;
        const ServingStats even = simulateServing(model, load);
        QVERIFY(poisson.stable && bursty.stable && even.stable);
        QVERIFY2(bursty.ttft.p95 > 1.5 * poisson.ttft.p95,
                 qPrintable(QStringLiteral("%1 vs %2").arg(bursty.ttft.p95).arg(poisson.ttft.p95)));
        QVERIFY(bursty.p95 > poisson.p95);
        QVERIFY(even.ttft.p95 <= poisson.ttft.p95);
    }

    // A trace replays its own lengths and the shape of its arrivals, scaled to the rate asked.
    void traceReplays() {
        auto trace = std::make_shared<RequestTrace>();
        for (int i = 0; i < 400; ++i) {
            // Bursts of ten requests at once, then a pause; prompts of 500 or 1,500 tokens.
            trace->gaps.push_back(i % 10 == 0 ? 10.0 : 0.0);
            trace->prompts.push_back(i % 2 ? 1500 : 500);
            trace->steps.push_back(i % 4 ? 99 : 399);
        }
        ServingLoad load = openLoop(2, 4000);
        load.trace = trace;
        const ServiceModel model = chunkedDecoder();
        const ServingStats s = simulateServing(model, load);
        QVERIFY(s.stable);
        QCOMPARE(s.simulated, 4000);
        // The answers' mean: 1 + (3 × 99 + 399) / 4 = 175 tokens, the trace's, not the model's 200.
        QVERIFY(std::fabs(s.outputTokensPerSecond / s.requestsPerSecond - 175) < 2);
        // Bursts of ten at once queue behind each other more than Poisson arrivals do.
        ServingLoad poisson = openLoop(2, 4000);
        QVERIFY(s.ttft.p95 > simulateServing(model, poisson).ttft.p95);
        // A trace whose columns do not line up is refused, not read past its end.
        auto broken = std::make_shared<RequestTrace>(*trace);
        broken->steps.pop_back();
        load.trace = broken;
        QVERIFY(!simulateServing(model, load).stable);
        QCOMPARE(simulateServing(model, load).simulated, 0);
    }

    // Inputs a law cannot draw from are refused, never looped on.
    void unusableLawsAreRefused_data() {
        QTest::addColumn<int>("shape");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("sigma");
        QTest::newRow("uniform starting above its mean")
            << int(LengthShape::Uniform) << 5000.0 << 0.0;
        QTest::newRow("log-normal of sigma NaN") << int(LengthShape::LogNormal) << 0.0 << qQNaN();
        QTest::newRow("histogram without buckets") << int(LengthShape::Histogram) << 0.0 << 0.0;
    }
    void unusableLawsAreRefused() {
        QFETCH(int, shape);
        QFETCH(double, low);
        QFETCH(double, sigma);
        LengthLaw l = law(LengthShape(shape));
        l.low = low;
        l.sigma = sigma;
        const ServingStats s = simulateServing(withLaw(QStringLiteral("prompt"), l), openLoop(2));
        QVERIFY(!s.stable);
        QCOMPARE(s.simulated, 0);
    }

    // Prompts longer than the KV cache holds are cut to it, so every request is admitted.
    void longPromptsFitTheCache() {
        ServiceModel model = withLaw(QStringLiteral("prompt"), logNormal(3));
        model.kvTokens = 8192;
        ServingLoad load = openLoop(0.5, 2000);
        const ServingStats s = simulateServing(model, load);
        QCOMPARE(s.simulated, 2000);
        QVERIFY(std::isfinite(s.p99));
    }
};

QTEST_GUILESS_MAIN(TestServingLoadShapes)
#include "test_serving_load_shapes.moc"

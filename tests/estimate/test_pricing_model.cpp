#include "core/estimate/hosted_api.h"
#include "core/estimate/pricing_model.h"

#include <QTest>
#include <climits>
#include <cmath>
#include <limits>

using namespace rightsize;

namespace {

// Devices built by hand so the tests do not depend on the built-in catalog's prices. Prices are
// round numbers inside the usual rental bands (A10 class $0.30–0.80/h spot to ~$1/h on-demand,
// e.g. AWS g5.xlarge at $1.006/h in tests/data/prices.csv; H100 class $4–10+/h).
Device a10() {
    Device d;
    d.id = "a10-24gb";
    d.generation = "ampere";
    d.onDemand.usdPerHour = 1.00;
    d.spot.usdPerHour = 0.35;
    d.serverless.usdPerHour = 1.40;
    d.serverlessStartupSeconds = 30;
    // no reserved price: estimated from on-demand
    return d;
}

Device h100() {
    Device d;
    d.id = "h100-sxm-80gb";
    d.generation = "hopper";
    d.onDemand.usdPerHour = 8.00;
    d.spot.usdPerHour = 3.00;
    d.reserved.usdPerHour = 5.50;
    d.serverless.usdPerHour = 10.00;
    d.serverlessStartupSeconds = 90;
    return d;
}

// A CPU instance (AWS c5.2xlarge class, $0.34/h in tests/data/prices.csv): no spot or serverless
// price in the catalog entry.
Device cpu() {
    Device d;
    d.id = "cpu-8vcpu-compute";
    d.kind = DeviceKind::Cpu;
    d.onDemand.usdPerHour = 0.34;
    return d;
}

Device unpriced() {
    Device d;
    d.id = "unpriced";
    return d;
}

Device deviceNamed(const QString& name) {
    if (name == QLatin1String("a10"))
        return a10();
    if (name == QLatin1String("h100"))
        return h100();
    if (name == QLatin1String("cpu"))
        return cpu();
    return unpriced();
}

Pricing pricingNamed(const QString& name) {
    return parseEnum<Pricing>(name.toStdString()).value();
}

ComputeSpec computeFor(Pricing pricing, ClusterKind kind = ClusterKind::Classic) {
    ComputeSpec c;
    c.pricing = pricing;
    c.cluster.kind = kind;
    return c;
}

const Finding* findFinding(const std::vector<Finding>& findings, std::string_view code) {
    for (const auto& f : findings)
        if (f.code == code)
            return &f;
    return nullptr;
}

bool near(double actual, double expected, double tolerance) {
    return std::abs(actual - expected) <= tolerance;
}

bool finiteNonNegative(double x) {
    return std::isfinite(x) && x >= 0;
}

bool allFinite(const JobCost& r) {
    for (double x : {r.computeHours, r.wallHours, r.wallHoursLow, r.wallHoursHigh, r.billedHours,
                     r.perHour, r.totalUsd.expected, r.totalUsd.low, r.totalUsd.high,
                     r.startupHours, r.idleHours, r.lostWorkHours, r.checkpointHours,
                     r.restartHours, r.expectedInterruptions, r.optimalCheckpointMinutes})
        if (!finiteNonNegative(x))
            return false;
    for (const auto& f : r.findings)
        for (const auto& [k, v] : f.params)
            if (!std::isfinite(v))
                return false;
    // The band is ordered.
    return r.segments >= 1 && r.wallHoursLow <= r.wallHours && r.wallHours <= r.wallHoursHigh &&
           r.totalUsd.low <= r.totalUsd.expected && r.totalUsd.expected <= r.totalUsd.high;
}

} // namespace

class TestPricingModel : public QObject {
    Q_OBJECT
private slots:
    // Young's interval τ = √(2 C M), worked by hand.
    void youngInterval_data() {
        QTest::addColumn<double>("checkpointMinutes");
        QTest::addColumn<double>("interruptionsPerDay");
        QTest::addColumn<double>("expectedMinutes");
        QTest::addColumn<double>("tolerance");
        // √(2 × 5 × 1440) = √14400 = 120
        QTest::newRow("C=5min, M=24h") << 5.0 << 1.0 << 120.0 << 1e-9;
        // √(2 × 10 × 2880) = √57600 = 240
        QTest::newRow("C=10min, M=48h") << 10.0 << 0.5 << 240.0 << 1e-9;
        // √(2 × 1 × 60) = √120 ≈ 10.954451
        QTest::newRow("C=1min, M=1h") << 1.0 << 24.0 << 10.954451150103322 << 1e-9;
        // √(2 × 5 × 360) = 60
        QTest::newRow("C=5min, M=6h") << 5.0 << 4.0 << 60.0 << 1e-9;
    }
    void youngInterval() {
        QFETCH(double, checkpointMinutes);
        QFETCH(double, interruptionsPerDay);
        QFETCH(double, expectedMinutes);
        QFETCH(double, tolerance);
        const double mtbiHours = 24.0 / interruptionsPerDay;
        QVERIFY(near(youngCheckpointIntervalHours(checkpointMinutes / 60, mtbiHours) * 60,
                     expectedMinutes, tolerance));

        ComputeSpec compute = computeFor(Pricing::Spot);
        compute.spot.checkpointMinutes = checkpointMinutes;
        compute.spot.interruptionsPerDay = interruptionsPerDay;
        const JobCost r = jobCost(a10(), 1, 10, compute);
        QVERIFY2(near(r.optimalCheckpointMinutes, expectedMinutes, tolerance),
                 qPrintable(QString::number(r.optimalCheckpointMinutes)));
    }

    // The interruption rate is per instance: sixteen GPUs on two 8-GPU nodes are interrupted twice
    // as often as eight on one, so Young's interval shrinks by √2.
    void spotRateScalesWithInstances() {
        Device d = a10();
        d.devicesPerNode = 8;
        ComputeSpec compute = computeFor(Pricing::Spot);
        compute.spot.interruptionsPerDay = 1;
        const JobCost one = jobCost(d, 8, 20, compute);
        const JobCost two = jobCost(d, 16, 20, compute);
        QVERIFY(near(one.optimalCheckpointMinutes / two.optimalCheckpointMinutes, std::sqrt(2.0),
                     1e-9));
        QVERIFY(two.expectedInterruptions > 1.9 * one.expectedInterruptions);
        QVERIFY(two.wallHours > one.wallHours);
    }

    // Expected spot wall time against Daly's expression evaluated independently (Python,
    // math.expm1): E(w) = M e^{R/M} (e^{w/M} − 1), (T/τ − 1) checkpointed segments plus a last one.
    // The first-order model T(1 + C/τ) / (1 − λ(τ/2 + R)) is given beside it: the two agree within
    // about 1% at everyday rates and part ways as interruptions become frequent.
    void spotExpectedWall_data() {
        QTest::addColumn<double>("interruptionsPerDay");
        QTest::addColumn<double>("hours");
        QTest::addColumn<double>("expectedWall");
        QTest::addColumn<double>("firstOrderWall");
        QTest::addColumn<double>("firstOrderTolerance"); // relative
        QTest::newRow("1/day, 10 h")
            << 1.0 << 10.0 << 10.866618225463226 << 10.948905109489052 << 0.01;
        QTest::newRow("1/day, 100 h")
            << 1.0 << 100.0 << 109.48846770481154 << 109.48905109489053 << 0.001;
        QTest::newRow("4/day, 10 h") << 4.0 << 10.0 << 12.105462047874166 << 12.1875 << 0.01;
        QTest::newRow("0.25/day, 48 h")
            << 0.25 << 48.0 << 50.056946708937446 << 50.13143872113677 << 0.002;
    }
    void spotExpectedWall() {
        QFETCH(double, interruptionsPerDay);
        QFETCH(double, hours);
        QFETCH(double, expectedWall);
        QFETCH(double, firstOrderWall);
        QFETCH(double, firstOrderTolerance);
        ComputeSpec compute =
            computeFor(Pricing::Spot, ClusterKind::Serverless); // no cluster overhead
        compute.spot = {interruptionsPerDay, 5, 10};
        const JobCost r = jobCost(a10(), 1, hours, compute);
        QVERIFY2(near(r.wallHours, expectedWall, 1e-9 * expectedWall),
                 qPrintable(QString::number(r.wallHours, 'g', 17)));
        QVERIFY(std::abs(r.wallHours - firstOrderWall) <= firstOrderTolerance * firstOrderWall);
        // The parts add up to the whole.
        QVERIFY(near(r.computeHours + r.checkpointHours + r.lostWorkHours + r.restartHours,
                     r.wallHours, 1e-9));
        QVERIFY(r.wallHoursLow < r.wallHours && r.wallHours < r.wallHoursHigh);
        QVERIFY(r.totalUsd.low < r.totalUsd.expected && r.totalUsd.expected < r.totalUsd.high);
        QVERIFY(near(r.totalUsd.expected, 0.35 * r.billedHours, 1e-9));
    }

    // With interruptions vanishing, spot takes exactly as long as on-demand.
    void spotWithoutInterruptionsIsOnDemandTime_data() {
        QTest::addColumn<double>("interruptionsPerDay");
        QTest::addColumn<double>("hours");
        QTest::newRow("rate 0, 10 h") << 0.0 << 10.0;
        QTest::newRow("rate 1e-9, 10 h") << 1e-9 << 10.0;
        QTest::newRow("rate 1e-6, 100 h") << 1e-6 << 100.0;
        QTest::newRow("rate 1e-6, 0.1 h") << 1e-6 << 0.1;
    }
    void spotWithoutInterruptionsIsOnDemandTime() {
        QFETCH(double, interruptionsPerDay);
        QFETCH(double, hours);
        ComputeSpec spot = computeFor(Pricing::Spot);
        spot.spot.interruptionsPerDay = interruptionsPerDay;
        const JobCost s = jobCost(a10(), 1, hours, spot);
        const JobCost o = jobCost(a10(), 1, hours, computeFor(Pricing::OnDemand));
        QVERIFY2(near(s.wallHours, o.wallHours, 1e-5 * hours),
                 qPrintable(QString::number(s.wallHours - o.wallHours)));
        QVERIFY(near(s.billedHours, o.billedHours, 1e-5 * hours));
        QVERIFY(s.checkpointHours == 0);
        QVERIFY(!findFinding(s.findings, kFindingSpotOverheadHigh));
    }

    // A 65% discount pays for everyday interruption rates, not for absurd ones.
    void spotAgainstOnDemand_data() {
        QTest::addColumn<double>("interruptionsPerDay");
        QTest::addColumn<double>("hours");
        QTest::addColumn<bool>("spotCheaper");
        QTest::addColumn<bool>("overheadFinding");
        QTest::newRow("1/day, 10 h") << 1.0 << 10.0 << true << false;
        QTest::newRow("4/day, 10 h") << 4.0 << 10.0 << true << false;
        QTest::newRow("1/day, 200 h") << 1.0 << 200.0 << true << false;
        QTest::newRow("100/day, 10 h") << 100.0 << 10.0 << false << true;
        QTest::newRow("1000/day, 10 h") << 1000.0 << 10.0 << false << true;
    }
    void spotAgainstOnDemand() {
        QFETCH(double, interruptionsPerDay);
        QFETCH(double, hours);
        QFETCH(bool, spotCheaper);
        QFETCH(bool, overheadFinding);
        ComputeSpec spot = computeFor(Pricing::Spot);
        spot.spot.interruptionsPerDay = interruptionsPerDay;
        const JobCost s = jobCost(a10(), 1, hours, spot);
        const JobCost o = jobCost(a10(), 1, hours, computeFor(Pricing::OnDemand));
        QVERIFY(allFinite(s));
        QCOMPARE(s.totalUsd.expected < o.totalUsd.expected, spotCheaper);
        QVERIFY(s.wallHours > o.wallHours);
        QCOMPARE(findFinding(s.findings, kFindingSpotOverheadHigh) != nullptr, overheadFinding);
    }

    // Serverless runs stop after 7 days: a longer job is refused for the offer, with what the
    // checkpointed parts would take.
    void serverlessRunCap_data() {
        QTest::addColumn<double>("hours");
        QTest::addColumn<int>("segments");
        QTest::newRow("10 h") << 10.0 << 1;
        QTest::newRow("exactly 7 days") << 168.0 << 1;
        QTest::newRow("10 days") << 240.0 << 2;
        QTest::newRow("400 h") << 400.0 << 3;
    }
    void serverlessRunCap() {
        QFETCH(double, hours);
        QFETCH(int, segments);
        ComputeSpec compute = computeFor(Pricing::Serverless, ClusterKind::Serverless);
        compute.spot.checkpointMinutes = 6;
        compute.spot.restartMinutes = 12;
        const JobCost r = jobCost(a10(), 1, hours, compute);
        QCOMPARE(r.segments, segments);
        // Billed: work plus one checkpoint and one reload per hand-over; waited: 30 s per segment.
        const double billed = hours + (segments - 1) * (6.0 + 12.0) / 60;
        QVERIFY(near(r.billedHours, billed, 1e-12));
        QVERIFY(near(r.wallHours, billed + segments * 30.0 / 3600, 1e-12));
        QVERIFY(
            near(r.wallHoursHigh, billed + segments * 120.0 / 3600, 1e-12)); // A10: up to ~2 min
        QVERIFY(near(r.totalUsd.expected, 1.40 * billed, 1e-9));
        const Finding* cap = findFinding(r.findings, kFindingServerlessRunCap);
        QCOMPARE(cap != nullptr, segments > 1);
        if (cap) {
            QCOMPARE(int(cap->severity), int(Severity::Error));
            QCOMPARE(cap->param("hours"), hours);
            QCOMPARE(cap->param("cap_hours"), 168.0);
            QCOMPARE(cap->param("segments"), double(segments));
        }
    }

    // One serverless node holds 8 GPUs; there is no multi-node.
    void serverlessNodeCap_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("error");
        QTest::newRow("1") << 1 << false;
        QTest::newRow("8") << 8 << false;
        QTest::newRow("9") << 9 << true;
        QTest::newRow("16") << 16 << true;
    }
    void serverlessNodeCap() {
        QFETCH(int, count);
        QFETCH(bool, error);
        const JobCost r = jobCost(h100(), count, 5, computeFor(Pricing::Serverless));
        QVERIFY(near(r.perHour, 10.0 * count, 1e-12));
        const Finding* cap = findFinding(r.findings, kFindingServerlessNodeCap);
        QCOMPARE(cap != nullptr, error);
        if (cap) {
            QCOMPARE(int(cap->severity), int(Severity::Error));
            QCOMPARE(cap->param("count"), double(count));
            QCOMPARE(cap->param("cap"), 8.0);
        }
        // An H100 in high demand can take about 8 minutes to start.
        QVERIFY(near(r.wallHoursHigh - r.billedHours, 8.0 / 60, 1e-12));
        QVERIFY(near(r.wallHours - r.billedHours, 90.0 / 3600, 1e-12));
    }

    // A classic cluster bills its cold start and the idle tail until auto-stop.
    void classicClusterOverheads_data() {
        QTest::addColumn<QString>("pricing");
        QTest::addColumn<QString>("device");
        QTest::addColumn<double>("hours");
        QTest::addColumn<double>("startupMinutes");
        QTest::addColumn<double>("idleMinutes");
        QTest::addColumn<double>("unitPrice");
        QTest::newRow("a10 on-demand, 10 h, 8 + 60 min") << "on_demand"
                                                         << "a10" << 10.0 << 8.0 << 60.0 << 1.0;
        QTest::newRow("a10 on-demand, 0.5 h, 12 + 30 min") << "on_demand"
                                                           << "a10" << 0.5 << 12.0 << 30.0 << 1.0;
        QTest::newRow("h100 reserved, 3 h, 5 + 120 min") << "reserved"
                                                         << "h100" << 3.0 << 5.0 << 120.0 << 5.5;
        QTest::newRow("a10 without a reserved offer: on demand, 2 h")
            << "reserved"
            << "a10" << 2.0 << 8.0 << 60.0 << 1.0;
    }
    void classicClusterOverheads() {
        QFETCH(QString, pricing);
        QFETCH(QString, device);
        QFETCH(double, hours);
        QFETCH(double, startupMinutes);
        QFETCH(double, idleMinutes);
        QFETCH(double, unitPrice);
        ComputeSpec compute = computeFor(pricingNamed(pricing));
        compute.cluster.startupMinutes = startupMinutes;
        compute.cluster.idleMinutesBeforeStop = idleMinutes;
        const int count = 4;
        const JobCost r = jobCost(deviceNamed(device), count, hours, compute);
        const double billed = hours + startupMinutes / 60 + idleMinutes / 60;
        QVERIFY(near(r.startupHours, startupMinutes / 60, 1e-12));
        QVERIFY(near(r.idleHours, idleMinutes / 60, 1e-12));
        QVERIFY(near(r.wallHours, hours + startupMinutes / 60, 1e-12));
        QVERIFY(near(r.billedHours, billed, 1e-12));
        QVERIFY(near(r.perHour, unitPrice * count, 1e-12));
        QVERIFY(near(r.totalUsd.expected, unitPrice * count * billed, 1e-9));
        QCOMPARE(r.totalUsd.low, r.totalUsd.expected);
        QCOMPARE(r.totalUsd.high, r.totalUsd.expected);

        // Bare instances (no classic cluster) bill the run only.
        compute.cluster.kind = ClusterKind::Serverless;
        const JobCost bare = jobCost(deviceNamed(device), count, hours, compute);
        QVERIFY(near(bare.billedHours, hours, 1e-12));
        QVERIFY(bare.totalUsd.expected < r.totalUsd.expected);
    }

    // A day of recurring runs: classic cluster against serverless.
    void usagePattern_data() {
        QTest::addColumn<double>("runsPerDay");
        QTest::addColumn<double>("hoursPerRun");
        QTest::addColumn<double>("startupMinutes");
        QTest::addColumn<double>("idleMinutes");
        QTest::addColumn<double>("classicBilled");
        QTest::addColumn<double>("classicWaitMinutes");
        QTest::addColumn<double>("serverlessBilled");
        // Serverless waits for its 30-s start-up only after a gap longer than its 60-min idle stop.
        QTest::addColumn<double>("serverlessWaitMinutes");
        // Every 6 h: each run pays 8 min + 30 min + 60 min idle = 1.6333 h, four times.
        QTest::newRow("bursty 4 × 0.5 h")
            << 4.0 << 0.5 << 8.0 << 60.0 << 4 * (8.0 / 60 + 0.5 + 1) << 8.0 << 2.0 << 0.5;
        // One run filling the day: up all day either way.
        QTest::newRow("saturated 1 × 24 h")
            << 1.0 << 24.0 << 8.0 << 60.0 << 24.0 << 0.0 << 24.0 << 0.0;
        // Every 2 h for 1 h with a 60-min auto-stop: the cluster never stops, nor does serverless.
        QTest::newRow("frequent 12 × 1 h")
            << 12.0 << 1.0 << 8.0 << 60.0 << 24.0 << 0.0 << 12.0 << 0.0;
        // Every 3 h for 1.5 h, auto-stop 84 min: after a cold run (gap 82 min) the cluster is
        // still up; after a warm run (gap 90 min) it has stopped. Over two runs it is up
        // 3 + 1.5 + 1.4 h; four pairs a day; half the runs wait 8 min. Serverless: 90-min gaps.
        QTest::newRow("alternating 8 × 1.5 h")
            << 8.0 << 1.5 << 8.0 << 84.0 << 4 * (3 + 1.5 + 1.4) << 4.0 << 12.0 << 0.5;
        QTest::newRow("no runs") << 0.0 << 1.0 << 8.0 << 60.0 << 0.0 << 0.0 << 0.0 << 0.0;
    }
    void usagePattern() {
        QFETCH(double, runsPerDay);
        QFETCH(double, hoursPerRun);
        QFETCH(double, startupMinutes);
        QFETCH(double, idleMinutes);
        QFETCH(double, classicBilled);
        QFETCH(double, classicWaitMinutes);
        QFETCH(double, serverlessBilled);
        QFETCH(double, serverlessWaitMinutes);
        ComputeSpec compute = computeFor(Pricing::OnDemand);
        compute.cluster = {ClusterKind::Classic, startupMinutes, idleMinutes, runsPerDay};
        const UsagePatternCost u = usagePatternCost(a10(), 1, hoursPerRun, compute);
        QVERIFY2(near(u.classicBilledHoursPerDay, classicBilled, 1e-9),
                 qPrintable(QString::number(u.classicBilledHoursPerDay)));
        QVERIFY(near(u.classicPerDay, 1.0 * classicBilled, 1e-9));
        QVERIFY(near(u.classicWaitMinutesPerRun, classicWaitMinutes, 1e-9));
        QVERIFY(near(u.serverlessBilledHoursPerDay, serverlessBilled, 1e-9));
        QVERIFY(near(u.serverlessPerDay, 1.4 * serverlessBilled, 1e-9));
        QVERIFY(near(u.serverlessWaitMinutesPerRun, serverlessWaitMinutes, 1e-12));
    }

    // Bursty use favours serverless; saturated use makes the two close.
    void usagePatternVerdicts() {
        ComputeSpec compute = computeFor(Pricing::OnDemand);
        compute.cluster = {ClusterKind::Classic, 8, 60, 4};
        const UsagePatternCost bursty = usagePatternCost(a10(), 1, 0.5, compute);
        QVERIFY(bursty.serverlessPerDay < bursty.classicPerDay);
        QVERIFY(bursty.serverlessWaitMinutesPerRun < bursty.classicWaitMinutesPerRun);

        compute.cluster.runsPerDay = 1;
        const UsagePatternCost saturated = usagePatternCost(a10(), 1, 24, compute);
        // The same hours are billed; only the hourly prices differ (here serverless is 1.4×
        // dearer).
        QVERIFY(near(saturated.serverlessBilledHoursPerDay / saturated.classicBilledHoursPerDay,
                     1.0, 0.01));
        QVERIFY(near(saturated.serverlessPerDay / saturated.classicPerDay, 1.40 / 1.00, 0.01));

        // The serverless advantage shrinks as the day fills up.
        compute.cluster.runsPerDay = 4;
        const UsagePatternCost busier = usagePatternCost(a10(), 1, 4, compute);
        QVERIFY(busier.serverlessPerDay / busier.classicPerDay >
                bursty.serverlessPerDay / bursty.classicPerDay);
    }

    // Hosted API against self-hosting, by hand. Self-hosted per million tokens = $/h ÷ (tok/s ×
    // 3600 × utilisation) × 1e6; floor = replicas × $/h × 730; the month pays whole replicas for
    // the volume; break-even = floor ÷ hosted $/M.
    void hostedApi_data() {
        QTest::addColumn<double>("hostedPerMillion");
        QTest::addColumn<double>("tokensPerSecond");
        QTest::addColumn<double>("usdPerHour");
        QTest::addColumn<double>("tokensPerMonth");
        QTest::addColumn<double>("utilisation");
        QTest::addColumn<int>("minReplicas");
        QTest::addColumn<double>("selfPerMillion");
        QTest::addColumn<double>("selfMonthly");
        QTest::addColumn<double>("hostedMonthly");
        QTest::addColumn<double>("breakEven");
        QTest::addColumn<bool>("canWin");
        // 2 / (1000 × 3600 × 0.5) × 1e6 = 1.1111 $/M; floor 2 × 730 = 1460; 1460 / 10 × 1e6.
        QTest::newRow("floor-bound") << 10.0 << 1000.0 << 2.0 << 1e9 << 0.5 << 1 << 2.0 / 1.8
                                     << 1460.0 << 10000.0 << 146e6 << true;
        // A replica carries 1000 × 3600 × 0.5 × 730 = 1.314e9 tokens a month: 1e10 needs 8, whole.
        QTest::newRow("throughput-bound") << 10.0 << 1000.0 << 2.0 << 1e10 << 0.5 << 1 << 2.0 / 1.8
                                          << 8 * 1460.0 << 100000.0 << 146e6 << true;
        // Two replicas: floor 2920; break-even 2920 / 10 × 1e6.
        QTest::newRow("two replicas") << 10.0 << 1000.0 << 2.0 << 1e8 << 0.5 << 2 << 2.0 / 1.8
                                      << 2920.0 << 1000.0 << 292e6 << true;
        // The API is cheaper per token than the rented GPU: self-hosting never wins.
        QTest::newRow("api cheaper per token") << 1.0 << 1000.0 << 2.0 << 1e9 << 0.5 << 1
                                               << 2.0 / 1.8 << 1460.0 << 1000.0 << 0.0 << false;
        // Scale to zero and cheaper per token: self-hosting wins from the first token; the volume
        // still takes one whole replica for the month.
        QTest::newRow("no floor") << 10.0 << 1000.0 << 2.0 << 1e9 << 0.5 << 0 << 2.0 / 1.8 << 1460.0
                                  << 10000.0 << 0.0 << true;
        // No throughput: nothing served, the floor still paid.
        QTest::newRow("no throughput")
            << 10.0 << 0.0 << 2.0 << 1e9 << 0.5 << 1 << 0.0 << 1460.0 << 10000.0 << 0.0 << false;
    }
    void hostedApi() {
        QFETCH(double, hostedPerMillion);
        QFETCH(double, tokensPerSecond);
        QFETCH(double, usdPerHour);
        QFETCH(double, tokensPerMonth);
        QFETCH(double, utilisation);
        QFETCH(int, minReplicas);
        QFETCH(double, selfPerMillion);
        QFETCH(double, selfMonthly);
        QFETCH(double, hostedMonthly);
        QFETCH(double, breakEven);
        QFETCH(bool, canWin);
        const HostedApiComparison c =
            compareHostedApi(hostedPerMillion, tokensPerSecond, usdPerHour, tokensPerMonth,
                             utilisation, minReplicas);
        QVERIFY(near(c.selfHostedUsdPerMillionTokens, selfPerMillion, 1e-9));
        QVERIFY(near(c.hostedUsdPerMillionTokens, hostedPerMillion, 1e-12));
        QVERIFY(near(c.selfHostedMonthlyUsd, selfMonthly, 1e-6));
        QVERIFY(near(c.hostedMonthlyUsd, hostedMonthly, 1e-6));
        QVERIFY(near(c.breakEvenTokensPerMonth, breakEven, 1e-3));
        QCOMPARE(c.selfHostingCanWin, canWin);
        // At the break-even volume both cost the same; above it self-hosting is cheaper.
        if (breakEven > 0) {
            const HostedApiComparison at = compareHostedApi(
                hostedPerMillion, tokensPerSecond, usdPerHour, breakEven, utilisation, minReplicas);
            QVERIFY(near(at.selfHostedMonthlyUsd, at.hostedMonthlyUsd, 1e-6));
            const HostedApiComparison above =
                compareHostedApi(hostedPerMillion, tokensPerSecond, usdPerHour, 2 * breakEven,
                                 utilisation, minReplicas);
            QVERIFY(above.selfHostedMonthlyUsd < above.hostedMonthlyUsd);
        }
    }

    // A missing price for the mode falls back, and says so.
    void missingPrices_data() {
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("pricing");
        QTest::addColumn<double>("unitPrice");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("severity");
        QTest::newRow("cpu spot → on-demand")
            << "cpu"
            << "spot" << 0.34 << "spot_price_missing" << int(Severity::Warning);
        QTest::newRow("a10 reserved → on-demand")
            << "a10"
            << "reserved" << 1.0 << "reserved_price_missing" << int(Severity::Warning);
        QTest::newRow("cpu serverless → unavailable")
            << "cpu"
            << "serverless" << 0.34 << "serverless_device_unavailable" << int(Severity::Error);
        QTest::newRow("no price at all")
            << "unpriced"
            << "on_demand" << 0.0 << "price_missing" << int(Severity::Warning);
        QTest::newRow("h100 reserved present") << "h100"
                                               << "reserved" << 5.5 << "" << 0;
        QTest::newRow("a10 spot present") << "a10"
                                          << "spot" << 0.35 << "" << 0;
        QTest::newRow("a10 serverless present") << "a10"
                                                << "serverless" << 1.4 << "" << 0;
    }
    void missingPrices() {
        QFETCH(QString, device);
        QFETCH(QString, pricing);
        QFETCH(double, unitPrice);
        QFETCH(QString, code);
        QFETCH(int, severity);
        const Device d = deviceNamed(device);
        const Pricing mode = pricingNamed(pricing);
        QVERIFY(near(hourlyPrice(d, 1, mode), unitPrice, 1e-12));
        QVERIFY(near(hourlyPrice(d, 8, mode), 8 * unitPrice, 1e-12));
        const JobCost r = jobCost(d, 2, 3, computeFor(mode));
        QVERIFY(near(r.perHour, 2 * unitPrice, 1e-12));
        if (code.isEmpty()) {
            QVERIFY(r.findings.empty());
        } else {
            const Finding* f = findFinding(r.findings, code.toStdString());
            QVERIFY(f);
            QCOMPARE(int(f->severity), severity);
        }
    }

    // Degenerate inputs give finite, non-negative numbers in every mode.
    void noNanOrInf_data() {
        const double inf = std::numeric_limits<double>::infinity();
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("hours");
        QTest::addColumn<double>("interruptionsPerDay");
        QTest::addColumn<double>("checkpointMinutes");
        QTest::addColumn<double>("restartMinutes");
        QTest::newRow("zero hours") << "a10" << 1 << 0.0 << 1.0 << 5.0 << 10.0;
        QTest::newRow("tiny hours") << "a10" << 1 << 1e-12 << 1.0 << 5.0 << 10.0;
        QTest::newRow("huge hours") << "h100" << 8 << 1e12 << 1.0 << 5.0 << 10.0;
        QTest::newRow("negative hours") << "a10" << 1 << -5.0 << 1.0 << 5.0 << 10.0;
        QTest::newRow("nan hours") << "a10" << 1 << nan << 1.0 << 5.0 << 10.0;
        QTest::newRow("inf hours") << "a10" << 1 << inf << 1.0 << 5.0 << 10.0;
        QTest::newRow("zero price") << "unpriced" << 1 << 10.0 << 1.0 << 5.0 << 10.0;
        QTest::newRow("zero count") << "a10" << 0 << 10.0 << 1.0 << 5.0 << 10.0;
        QTest::newRow("negative count") << "a10" << -3 << 10.0 << 1.0 << 5.0 << 10.0;
        QTest::newRow("huge count") << "h100" << INT_MAX << 10.0 << 1.0 << 5.0 << 10.0;
        QTest::newRow("absurd interruptions") << "a10" << 1 << 10.0 << 1e12 << 5.0 << 10.0;
        QTest::newRow("inf interruptions") << "a10" << 1 << 10.0 << inf << 5.0 << 10.0;
        QTest::newRow("free checkpoints") << "a10" << 1 << 10.0 << 24.0 << 0.0 << 0.0;
        QTest::newRow("nan spot settings") << "a10" << 1 << 10.0 << nan << nan << nan;
        QTest::newRow("long restart") << "a10" << 1 << 10.0 << 24.0 << 5.0 << 1e6;
    }
    void noNanOrInf() {
        QFETCH(QString, device);
        QFETCH(int, count);
        QFETCH(double, hours);
        QFETCH(double, interruptionsPerDay);
        QFETCH(double, checkpointMinutes);
        QFETCH(double, restartMinutes);
        for (const auto& [mode, name] : EnumNames<Pricing>::values) {
            for (ClusterKind kind : {ClusterKind::Classic, ClusterKind::Serverless}) {
                ComputeSpec compute = computeFor(mode, kind);
                compute.spot = {interruptionsPerDay, checkpointMinutes, restartMinutes};
                compute.cluster.runsPerDay = std::isfinite(hours) ? std::abs(hours) : hours;
                const JobCost r = jobCost(deviceNamed(device), count, hours, compute);
                QVERIFY2(allFinite(r), name.data());
                QVERIFY(finiteNonNegative(hourlyPrice(deviceNamed(device), count, mode)));
                const UsagePatternCost u =
                    usagePatternCost(deviceNamed(device), count, hours, compute);
                for (double x : {u.classicPerDay, u.serverlessPerDay, u.classicWaitMinutesPerRun,
                                 u.serverlessWaitMinutesPerRun, u.classicBilledHoursPerDay,
                                 u.serverlessBilledHoursPerDay})
                    QVERIFY2(finiteNonNegative(x), name.data());
            }
        }
        const HostedApiComparison c = compareHostedApi(
            hours, interruptionsPerDay, checkpointMinutes, restartMinutes, hours, count);
        for (double x : {c.selfHostedUsdPerMillionTokens, c.hostedUsdPerMillionTokens,
                         c.breakEvenTokensPerMonth, c.selfHostedMonthlyUsd, c.hostedMonthlyUsd,
                         c.selfHostedFloorMonthlyUsd, c.averageReplicas})
            QVERIFY(finiteNonNegative(x));
    }
};

QTEST_APPLESS_MAIN(TestPricingModel)
#include "test_pricing_model.moc"

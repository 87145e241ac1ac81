// A serving day of two loads ("30–60 requests/s"): replicas sized for the peak and for the quiet
// hours, and the day priced with autoscaling between them; a profile that makes no sense is
// refused with the field named.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_checks.h"
#include "tests/support/example_scenarios.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace rightsize;

class TestServingAutoscaling : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Scenario imageApi(double peak, double low, double peakHours, int minReplicas) {
        Scenario s = test::loadPreset("realtime-image-api", m_catalog);
        s.workload.serving.qps = peak;
        s.workload.serving.qpsLow = low;
        s.workload.serving.peakHoursPerDay = peakHours;
        s.workload.serving.minReplicas = minReplicas;
        return s;
    }

private slots:
    void initTestCase() {
        m_catalog = loadBuiltinCatalog();
        QVERIFY(m_catalog.scenario("realtime-image-api"));
    }

    // The day's price per hour is the peak's hours at the peak price and the rest at the quiet
    // price, plus the added replicas' start-up once a day; the quiet hours never need more
    // replicas than the peak, nor fewer than min_replicas.
    void dayIsPricedBetweenItsTwoLoads_data() {
        QTest::addColumn<double>("peak");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("peakHours");
        QTest::addColumn<int>("minReplicas");
        QTest::newRow("image API, 30-60 req/s, 8 peak hours (issue 28)")
            << 60.0 << 30.0 << 8.0 << 1;
        QTest::newRow("image API, 5-240 req/s, 4 peak hours") << 240.0 << 5.0 << 4.0 << 1;
        QTest::newRow("image API, 5-240 req/s, at least 3 replicas") << 240.0 << 5.0 << 4.0 << 3;
    }
    void dayIsPricedBetweenItsTwoLoads() {
        QFETCH(double, peak);
        QFETCH(double, low);
        QFETCH(double, peakHours);
        QFETCH(int, minReplicas);
        const Scenario s = imageApi(peak, low, peakHours, minReplicas);
        QVERIFY(planningErrors(s, m_catalog).empty());
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY(result.errors.empty());
        int checked = 0;
        for (const OptionResult& o : result.plan.options) {
            if (!o.latency || !(o.cost.perHour > 0))
                continue;
            QVERIFY2(o.cost.autoscaled.has_value(), o.placement.device->id.c_str());
            const Autoscaling& a = *o.cost.autoscaled;
            const int peakReplicas = o.latency->replicas;
            QVERIFY(a.lowReplicas >= std::min(minReplicas, peakReplicas) &&
                    a.lowReplicas <= peakReplicas);
            QVERIFY(a.lowPerHour > 0 && a.lowPerHour <= o.cost.perHour + 1e-9);
            const double day =
                peakHours * o.cost.perHour + (24 - peakHours) * a.lowPerHour +
                (o.cost.perHour - a.lowPerHour) * s.workload.serving.scaleUpMinutes / 60;
            QCOMPARE(a.averagePerHour, day / 24);
            QVERIFY(a.averagePerHour <= o.cost.perHour + 1e-9);
            // The window, the command line and the report say it through one finding.
            bool said = false;
            for (const Finding& f : o.findings)
                said = said || (f.code == "autoscaled_day" &&
                                f.param("per_month") == a.averagePerHour * 730);
            QVERIFY(said);
            ++checked;
        }
        QVERIFY(checked > 0);
        // The quiet hours save something where the peak needs several replicas.
        if (peak / low >= 10) {
            const OptionResult& best = result.plan.options.front();
            QVERIFY2(best.cost.autoscaled &&
                         best.cost.autoscaled->averagePerHour < best.cost.perHour,
                     "a day mostly at 5 req/s costs less than the 240 req/s fleet all day");
        }
        // The plan file carries it, its month 730 of its hours.
        const nlohmann::json plan = planToJson(result.plan, {});
        const nlohmann::json& scaled = plan["options"][0]["cost"]["autoscaled"];
        QVERIFY(scaled.is_object());
        QCOMPARE(scaled["per_month"].get<double>(), scaled["average_per_hour"].get<double>() * 730);
    }

    // An image model answers in one pass: it has a latency, not a first token and further ones
    // (the window showed "TPOT 0.0 ms" for ResNet-50).
    void aWholePassHasNoTokenTimes() {
        const PlanResult result = makePlan(imageApi(60, 30, 8, 1), m_catalog);
        QVERIFY(result.errors.empty());
        for (const OptionResult& o : result.plan.options) {
            QVERIFY(o.latency);
            QCOMPARE(o.latency->ttftMs.p95, 0.0);
            QCOMPARE(o.latency->tpotMs.p95, 0.0);
            QVERIFY(o.latency->p95Ms > 0);
        }
        const nlohmann::json plan = planToJson(result.plan, {});
        QVERIFY(plan["options"][0]["serving"]["ttft_ms"].is_null());
    }

    void withoutAProfileNothingIsAutoscaled() {
        const PlanResult result = makePlan(imageApi(60, 0, 8, 1), m_catalog);
        QVERIFY(result.errors.empty());
        for (const OptionResult& o : result.plan.options)
            QVERIFY(!o.cost.autoscaled);
    }

    void aProfileTheWrongWayRoundIsRefused_data() {
        QTest::addColumn<double>("peak");
        QTest::addColumn<double>("low");
        QTest::addColumn<int>("clients");
        QTest::newRow("quiet rate above the peak") << 30.0 << 60.0 << 0;
        QTest::newRow("quiet rate with clients instead of a peak rate") << 0.0 << 30.0 << 16;
    }
    void aProfileTheWrongWayRoundIsRefused() {
        QFETCH(double, peak);
        QFETCH(double, low);
        QFETCH(int, clients);
        Scenario s = imageApi(peak, low, 8, 1);
        s.workload.serving.concurrency = clients;
        const std::vector<FieldError> errors = planningErrors(s, m_catalog);
        bool named = false;
        for (const FieldError& e : errors)
            named = named || e.path == "$.workload.serving.qps_low";
        QVERIFY2(named, errors.empty() ? "no error" : errors.front().message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestServingAutoscaling)
#include "test_serving_autoscaling.moc"

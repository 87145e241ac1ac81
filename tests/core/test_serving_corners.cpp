// The serving simulation at the corners of the field table's ranges: every engine, a token budget
// of one token, the engines' usual 8192 and the most, a batch cap of one and of the most, one
// client and the most clients. Each corner is planned, and the planner's own service model of it is
// simulated at the scenario's load: the work (turns of the simulation's loop) stays a few per
// request and the requests stay within the planner's bound, whatever the numbers. The plan's wall
// time is only checked against a bound far above the one-second goal, so a loaded machine never
// fails it.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/estimate/serving_planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/field_limits.h"
#include "core/scenario/scenario_checks.h"

#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

using namespace rightsize;

namespace {

// The planner's most requests for one simulation (serving_planner.cpp).
constexpr int kMostRequests = 200'000;
constexpr double kEventsPerRequest = 8;
// Far above the goal of a second an option: only a return of the unbounded simulation (tens of
// seconds a plan) fails it.
constexpr qint64 kPlanMs = 20'000;

std::string corner(const char* framework, double budget, int maxBatch, int clients) {
    nlohmann::json s = {{"format", "rightsize-scenario"},
                        {"version", 1},
                        {"workload",
                         {{"kind", "online_serving"},
                          {"framework", framework},
                          {"precision", "bf16"},
                          {"model", {{"preset", "gpt2"}}},
                          {"serving",
                           {{"concurrency", clients},
                            {"max_batched_tokens", budget},
                            {"max_batch", maxBatch},
                            {"input_tokens", 512},
                            {"output_tokens", 512},
                            {"ttft_p95_ms", limits::kLatencyMs},
                            {"tpot_p95_ms", limits::kLatencyMs},
                            {"max_replicas", limits::kReplicas}}}}},
                        {"compute", {{"options", {{{"device", "h100-sxm-80gb"}, {"count", 1}}}}}}};
    return s.dump();
}

} // namespace

class TestServingCorners : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void everyCornerPlansWithBoundedWork_data() {
        QTest::addColumn<QString>("framework");
        QTest::addColumn<double>("budget");
        QTest::addColumn<int>("maxBatch");
        QTest::addColumn<int>("clients");
        for (const char* framework : {"vllm", "sglang", "tensorrt"})
            for (double budget : {1.0, 8192.0, limits::kTokensReal})
                for (int maxBatch : {1, limits::kServingBatch})
                    for (int clients : {1, limits::kConcurrency})
                        QTest::addRow("%s, budget %g, batch %d, %d clients", framework, budget,
                                      maxBatch, clients)
                            << QString::fromLatin1(framework) << budget << maxBatch << clients;
    }
    void everyCornerPlansWithBoundedWork() {
        QFETCH(QString, framework);
        QFETCH(double, budget);
        QFETCH(int, maxBatch);
        QFETCH(int, clients);
        const ScenarioLoadResult loaded = parseAndCheckScenario(
            corner(framework.toLatin1().constData(), budget, maxBatch, clients), m_catalog);
        QVERIFY(loaded.document);
        const Scenario& scenario = loaded.document->scenario;
        QElapsedTimer timer;
        timer.start();
        const PlanResult plan = makePlan(scenario, m_catalog);
        QVERIFY2(timer.elapsed() < kPlanMs, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!plan.plan.options.empty());

        const OptionResult& option = plan.plan.options.front();
        QVERIFY(option.placement.device);
        // At the largest budget the engine's activations for it leave no memory: nothing fits,
        // nothing is served, and only the plan's time is held.
        if (budget == limits::kTokensReal && !option.fits)
            return;
        QVERIFY2(option.latency, "the option was not planned as a service");
        const ResolvedWorkload r = resolveWorkload(scenario.workload, m_catalog);
        const ServiceModel model =
            serviceModelFor(r, *option.placement.device, option.placement.layout);
        ServingLoad load;
        load.concurrency = clients;
        load.maxBatch = servingBatchCap(r, option.placement.layout);
        load.replicas = option.latency ? std::max(1, option.latency->replicas) : 1;
        load.requests = std::clamp(20 * clients, 6000, kMostRequests);
        const ServingStats s = simulateServing(model, load);
        QVERIFY(s.simulated > 0 && s.simulated <= kMostRequests);
        QVERIFY2(
            s.events <= kEventsPerRequest * s.simulated,
            qPrintable(QStringLiteral("%1 events for %2 requests").arg(s.events).arg(s.simulated)));
    }
};

QTEST_APPLESS_MAIN(TestServingCorners)
#include "test_serving_corners.moc"

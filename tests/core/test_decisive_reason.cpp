// The first reason of a recommendation names what decided it, for the five questions of the
// checklist a newcomer asks: CPU or GPU for gradient-boosted trees, which device for a LoRA
// fine-tune, how many replicas an image API needs, serverless or a classic cluster at three runs a
// day, and a hosted API or the own model. Its numbers are the plan's own (the options it sets
// side by side), so the command line, the window and the report show the same ones.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "tests/support/example_scenarios.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace rightsize;

namespace {

double param(const Reason& r, const char* name) {
    for (const auto& [k, v] : r.params)
        if (k == name)
            return v;
    return std::nan("");
}

bool near(double a, double b, double tolerance = 1e-9) {
    return std::abs(a - b) <= tolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

const OptionResult& recommended(const Plan& plan) {
    return plan.options[*plan.recommended];
}

// The option the reason sets against the recommendation: the best-ranked one of its device
// (the recommendation first, then the runners-up, then the rest).
const OptionResult* optionOf(const Plan& plan, const std::string& device) {
    for (const std::size_t i : plan.runnersUp)
        if (plan.options[i].placement.device->id == device)
            return &plan.options[i];
    for (const OptionResult& o : plan.options)
        if (o.placement.device->id == device && o.fits)
            return &o;
    return nullptr;
}

Plan planOf(const Scenario& s, const Catalog& catalog) {
    PlanResult r = makePlan(s, catalog);
    if (!r.errors.empty())
        qFatal("%s", r.errors.front().message.c_str());
    return std::move(r.plan);
}

} // namespace

class TestDecisiveReason : public QObject {
    Q_OBJECT
    Catalog m_catalog = loadBuiltinCatalog();

private slots:
    // GBDT on 20 M rows: histogram building decides, and the GPU's time and cost stand against
    // the best CPU option's (the cheapest CPU option that fits, at a price one can pay).
    void gradientBoostingNamesTheBandwidthAgainstTheBestCpu() {
        const Plan plan = planOf(test::loadPreset("cpu-or-gpu-xgboost-20m", m_catalog), m_catalog);
        QVERIFY(plan.recommended);
        QVERIFY(!plan.reasons.empty());
        const Reason& first = plan.reasons.front();
        QCOMPARE(first.code, std::string("decisive_gpu_over_cpu"));
        QCOMPARE(param(first, "histogram_trees"), 1.0);
        QVERIFY(param(first, "cpu_vcpus") > 0);
        QVERIFY(param(first, "hours") < param(first, "other_hours"));
        const OptionResult& gpu = recommended(plan);
        QVERIFY(gpu.placement.device->kind == DeviceKind::Gpu);
        QVERIFY(near(param(first, "hours"), gpu.timeSeconds.expected / 3600));
        QVERIFY(near(param(first, "cost_usd"), gpu.cost.total.expected));
        // The partner is the best CPU option: no CPU option that fits costs less.
        const OptionResult* cpu = optionOf(plan, first.text);
        QVERIFY(cpu && cpu->placement.device->kind == DeviceKind::Cpu);
        QVERIFY(near(param(first, "other_hours"), cpu->timeSeconds.expected / 3600));
        QVERIFY(near(param(first, "other_cost_usd"), cpu->cost.total.expected));
        for (const OptionResult& o : plan.options)
            if (o.placement.device->kind == DeviceKind::Cpu && o.fits && o.meetsConstraints &&
                o.cost.perHour > 0)
                QVERIFY(o.cost.total.expected >= cpu->cost.total.expected - 1e-9);
    }

    // The other kind's option that misses a constraint says which one, with the limit: a
    // deadline just past the GPU's time, or a total budget between the GPU's and the CPU's cost,
    // of the XGBoost preset leaves the GPU inside and every CPU option out.
    void otherSideNamesTheConstraintItMisses_data() {
        QTest::addColumn<int>("which");
        QTest::newRow("deadline") << 1;
        QTest::newRow("total budget") << 3;
    }
    void otherSideNamesTheConstraintItMisses() {
        QFETCH(int, which);
        Scenario s = test::loadPreset("cpu-or-gpu-xgboost-20m", m_catalog);
        s.constraints = {};
        const Plan free = planOf(s, m_catalog);
        QVERIFY(free.recommended);
        const Reason& open = free.reasons.front();
        QCOMPARE(open.code, std::string("decisive_gpu_over_cpu"));
        QCOMPARE(param(open, "other_misses"), 0.0);
        const double hours = param(open, "hours") * 1.05;
        const double cost = std::sqrt(param(open, "cost_usd") * param(open, "other_cost_usd"));
        if (which == 1) {
            QVERIFY(param(open, "hours") < param(open, "other_hours"));
            s.constraints.deadlineHours = hours;
        } else {
            QVERIFY(param(open, "cost_usd") < param(open, "other_cost_usd"));
            s.constraints.budgetTotal = cost;
        }
        const Plan plan = planOf(s, m_catalog);
        QVERIFY(plan.recommended);
        const Reason& first = plan.reasons.front();
        QCOMPARE(first.code, std::string("decisive_gpu_over_cpu"));
        QCOMPARE(param(first, "other_meets"), 0.0);
        QCOMPARE(param(first, "other_misses"), double(which));
        if (which == 1)
            QVERIFY(near(param(first, "deadline_hours"), hours));
        else
            QVERIFY(near(param(first, "budget_total"), cost));
    }

    // LoRA of Qwen3-8B on an A10 or an H100: the runner-up device, time × price of both.
    void loraOnTwoDevicesNamesTheRunnerUpsTimeAndPrice() {
        const Plan plan =
            planOf(test::loadPreset("qwen3-8b-lora-a10-vs-h100", m_catalog), m_catalog);
        QVERIFY(plan.recommended);
        const Reason& first = plan.reasons.front();
        QCOMPARE(first.code, std::string("decisive_device"));
        const OptionResult& best = recommended(plan);
        QVERIFY(first.text != best.placement.device->id);
        QVERIFY(first.text == "a10-24gb" || first.text == "h100-sxm-80gb");
        const OptionResult* other = optionOf(plan, first.text);
        QVERIFY(other);
        QVERIFY(near(param(first, "hours"), best.timeSeconds.expected / 3600));
        QVERIFY(near(param(first, "per_hour_usd"), best.cost.perHour));
        QVERIFY(near(param(first, "cost_usd"), best.cost.total.expected));
        QVERIFY(near(param(first, "other_hours"), other->timeSeconds.expected / 3600));
        QVERIFY(near(param(first, "other_per_hour_usd"), other->cost.perHour));
        QVERIFY(near(param(first, "other_cost_usd"), other->cost.total.expected));
        // It is the cheaper one in total: that is why it won.
        QVERIFY(param(first, "cost_usd") <= param(first, "other_cost_usd"));
    }

    // An image API at 45 requests/s under 150 ms: the replicas each side needs at the peak and
    // their price per hour.
    void imageApiNamesReplicasAndPricePerHour() {
        const Plan plan = planOf(test::loadPreset("realtime-image-api", m_catalog), m_catalog);
        QVERIFY(plan.recommended);
        const Reason& first = plan.reasons.front();
        QVERIFY2(first.code == "decisive_gpu_over_cpu" || first.code == "decisive_cpu_over_gpu",
                 first.code.c_str());
        QCOMPARE(param(first, "serving"), 1.0);
        QCOMPARE(param(first, "target_ms"), 150.0);
        QCOMPARE(param(first, "qps"), 45.0);
        const OptionResult& best = recommended(plan);
        QVERIFY(best.latency);
        QCOMPARE(param(first, "replicas"), double(best.latency->replicas));
        QVERIFY(near(param(first, "per_hour_usd"), best.cost.perHour));
        const OptionResult* other = optionOf(plan, first.text);
        QVERIFY(other && other->latency);
        QVERIFY(other->placement.device->kind != best.placement.device->kind);
        QCOMPARE(param(first, "other_replicas"), double(other->latency->replicas));
        QVERIFY(near(param(first, "other_per_hour_usd"), other->cost.perHour));
    }

    // Serverless or a classic cluster at three runs a day: the hours a classic cluster bills
    // besides the work against the cold start of each serverless run. With one device to choose
    // it is the first reason; with two it follows the device's.
    void serverlessOrClassicNamesIdleHoursAndColdStart() {
        Scenario s = test::loadPreset("qwen3-8b-lora-a10-vs-h100", m_catalog);
        s.compute.cluster.runsPerDay = 3;
        const Plan both = planOf(s, m_catalog);
        QVERIFY(both.usage);
        QCOMPARE(both.reasons.at(0).code, std::string("decisive_device"));
        QCOMPARE(both.reasons.at(1).code, std::string("decisive_usage"));

        // One device, the H100: a 1.6-hour run three times a day leaves the cluster idle between.
        s.compute.options.resize(1);
        s.compute.options[0].device = "h100-sxm-80gb";
        const Plan plan = planOf(s, m_catalog);
        QVERIFY(plan.usage);
        const Reason& first = plan.reasons.front();
        QCOMPARE(first.code, std::string("decisive_usage"));
        QCOMPARE(param(first, "runs_per_day"), 3.0);
        QVERIFY(near(param(first, "classic_per_day"), plan.usage->classicPerDay));
        QVERIFY(near(param(first, "serverless_per_day"), plan.usage->serverlessPerDay));
        QVERIFY(near(param(first, "cold_start_minutes"), plan.usage->serverlessWaitMinutes));
        // Three runs a day leave the classic cluster idle between them: it bills start-up and the
        // idle tail on top of the work, serverless the work alone.
        QVERIFY(param(first, "classic_extra_hours_per_day") > 0);
        QVERIFY(param(first, "work_hours_per_day") > 0);
    }

    // A hosted API or the own model: price per million tokens × tokens a month against the own
    // model's instance-hours × price per hour.
    void hostedApiNamesTokensTimesPriceAgainstOwnHours() {
        const Plan plan =
            planOf(test::loadPreset("open-model-vs-frontier-api", m_catalog), m_catalog);
        QVERIFY(plan.recommended && plan.hosted);
        const Reason& first = plan.reasons.front();
        QCOMPARE(first.code, std::string("decisive_hosted"));
        QCOMPARE(param(first, "hosted_usd_per_million_tokens"), 3.38);
        QCOMPARE(param(first, "tokens_per_month"), 17e9);
        QVERIFY(near(param(first, "hosted_monthly"), 3.38 * 17e9 / 1e6, 1e-6));
        QVERIFY(near(param(first, "own_per_hour_usd"), recommended(plan).cost.perHour));
        QVERIFY(near(param(first, "own_hours_per_month") * param(first, "own_per_hour_usd"),
                     param(first, "own_monthly"), 1e-6));
        QVERIFY(near(param(first, "own_monthly"), plan.hosted->selfHostedMonthlyUsd));
    }
};

QTEST_GUILESS_MAIN(TestDecisiveReason)
#include "test_decisive_reason.moc"

// One bill that adds up in every way of buying: a reservation is paid for its whole term, a job
// longer than a day runs as often as a month holds it, many runs a day add up to the day, the
// hosted-API break-even is where its drawn lines cross, and no shipped scenario recommends an
// estimated price in any pricing mode.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/billing.h"
#include "core/estimate/break_even.h"
#include "core/estimate/buying_modes.h"
#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"
#include "core/estimate/recommendation.h"
#include "core/model/catalog.h"
#include "tests/support/example_scenarios.h"

#include <QDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace rightsize;

Q_DECLARE_METATYPE(rightsize::Scenario)

namespace {

bool near(double a, double b, double tolerance = 1e-9) {
    return std::abs(a - b) <= tolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

const BuyingModeCost* row(const std::vector<BuyingModeCost>& modes, Pricing mode, bool classic) {
    for (const BuyingModeCost& m : modes)
        if (m.mode == mode && (m.classic == classic || mode == Pricing::Serverless))
            return &m;
    return nullptr;
}

} // namespace

class TestBilling : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    std::vector<BuyingModeCost> modesOf(const Scenario& s) {
        const PlanResult r = makePlan(s, m_catalog);
        if (!r.errors.empty() || !r.plan.recommended)
            return {};
        return buyingModes(s, m_catalog, r.plan.options[*r.plan.recommended]);
    }

    void addCases(Pricing mode) {
        const QString m = QString::fromLatin1(toString(mode));
        for (const ScenarioPreset& p : m_catalog.scenarios) {
            Scenario s = test::loadPreset(p.id, m_catalog);
            s.compute.pricing = mode;
            QTest::newRow(
                qPrintable(QStringLiteral("preset %1 %2").arg(QString::fromStdString(p.id), m)))
                << s;
        }
        const QDir dir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"));
        for (const QString& f : dir.entryList({QStringLiteral("*.json")})) {
            Scenario s = test::loadExample(f, m_catalog).scenario;
            s.compute.pricing = mode;
            QTest::newRow(qPrintable(QStringLiteral("example %1 %2").arg(f, m))) << s;
        }
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // XGBoost on an A10G once a day: a 1-year reservation is paid for all 730 hours of a month,
    // not the minutes the run uses (the table said $3.02 a month and called it the cheapest).
    void aReservationIsPaidForItsTerm() {
        Scenario s =
            test::loadExample(QStringLiteral("xgboost-classic-ml.json"), m_catalog).scenario;
        s.compute.pricing = Pricing::Reserved;
        s.compute.options = {{"a10g-24gb", 1}};
        const std::vector<BuyingModeCost> modes = modesOf(s);
        const BuyingModeCost* reserved = row(modes, Pricing::Reserved, true);
        QVERIFY(reserved && reserved->priced && reserved->committed);
        const Device* a10g = m_catalog.device("a10g-24gb");
        QVERIFY(a10g && a10g->reserved.known());
        QVERIFY2(reserved->perMonth >= a10g->reserved.usdPerHour * kHoursPerMonth * (1 - 1e-12),
                 qPrintable(QString::number(reserved->perMonth)));
        QCOMPARE(reserved->committedHoursPerMonth, kHoursPerMonth);
        // A few minutes a day on demand costs less: the reservation is not the cheapest, and it
        // says from how many runs a day it would be.
        const BuyingModeCost* onDemand = row(modes, Pricing::OnDemand, true);
        QVERIFY(onDemand && onDemand->perMonth < reserved->perMonth);
        QVERIFY(reserved->payOffRunsPerDay > 1);
        const DayBill atPayOff =
            dayBill(Billing::Classic, onDemand->perHour, onDemand->billedHours,
                    onDemand->startupHours, onDemand->idleHours, reserved->payOffRunsPerDay);
        QVERIFY(near(atPayOff.perDay, reserved->perHour * 24, 1e-6));
    }

    // Bought reserved, jobs are compared by what they cost a month: a reservation's whole term,
    // or the runs of an option without a reserved offer paid by the hour. The options table's
    // total of a reserved option is its month, not one run.
    void aReservedJobIsRankedByItsMonth_data() {
        QTest::addColumn<QStringList>("devices");
        QTest::newRow("every device: a CPU paid by the hour beats an A10G reservation")
            << QStringList{};
        QTest::newRow("reserved GPUs only")
            << QStringList{QStringLiteral("a10g-24gb"), QStringLiteral("l4-24gb")};
    }
    void aReservedJobIsRankedByItsMonth() {
        QFETCH(QStringList, devices);
        Scenario s =
            test::loadExample(QStringLiteral("xgboost-classic-ml.json"), m_catalog).scenario;
        s.compute.pricing = Pricing::Reserved;
        if (!devices.isEmpty()) {
            s.compute.options.clear();
            for (const QString& d : devices)
                s.compute.options.push_back({d.toStdString(), 1});
        }
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.recommended);
        const auto month = [&](const OptionResult& o) {
            if (commitmentPerMonth(o) > 0)
                return commitmentPerMonth(o);
            const double runs = s.compute.cluster.runsPerDay > 0 ? s.compute.cluster.runsPerDay : 1;
            const double perDay = std::min(runs, 24 / o.cost.billedHours);
            return o.cost.total.expected * perDay * kBillingDaysPerMonth;
        };
        const OptionResult& best = r.plan.options[*r.plan.recommended];
        for (const OptionResult& o : r.plan.options) {
            const bool firm = o.cost.perHour > 0 && o.cost.quote && !o.cost.quote->estimate;
            if (firm && o.meetsConstraints && recommendable(o, s.constraints))
                QVERIFY2(month(o) >= month(best) * (1 - 1e-9),
                         qPrintable(QStringLiteral("%1 at %2 a month beats %3 at %4")
                                        .arg(QString::fromStdString(o.placement.device->id))
                                        .arg(month(o))
                                        .arg(QString::fromStdString(best.placement.device->id))
                                        .arg(month(best))));
            if (commitmentPerMonth(o) > 0)
                QVERIFY(near(commitmentPerMonth(o), o.cost.perHour * kHoursPerMonth));
        }
        const auto reason =
            std::find_if(r.plan.reasons.begin(), r.plan.reasons.end(),
                         [](const Reason& x) { return x.code == "cheapest_commitment"; });
        QVERIFY(reason != r.plan.reasons.end());
        QVERIFY(near(reason->params.front().second, month(best)));
        QCOMPARE(commitmentPerMonth(best) > 0, !devices.isEmpty());
    }

    // AWS bills a Linux instance by the second with a minimum of 60 seconds per start: a run of
    // a few seconds pays the minute, a run of an hour pays its seconds.
    void anAwsRunPaysAtLeastAMinute_data() {
        QTest::addColumn<double>("hours");
        QTest::addColumn<double>("billed");
        QTest::newRow("10 s") << 10.0 / 3600 << 60.0 / 3600;
        QTest::newRow("1 h") << 1.0 << 1.0;
    }
    void anAwsRunPaysAtLeastAMinute() {
        QFETCH(double, hours);
        QFETCH(double, billed);
        const Device* a10g = m_catalog.device("a10g-24gb");
        QVERIFY(a10g && a10g->onDemand.provider == "AWS");
        ComputeSpec compute;
        compute.pricing = Pricing::OnDemand;
        compute.cluster.kind = ClusterKind::Serverless; // bare instances: no start-up or idle
        const JobCost job = jobCost(*a10g, 1, hours, compute);
        QVERIFY(near(job.billedHours, billed));
        QVERIFY(near(job.totalUsd.expected, billed * a10g->onDemand.usdPerHour));
        QVERIFY(job.totalUsd.low <= job.totalUsd.expected &&
                job.totalUsd.low >=
                    0.99 * billed * a10g->onDemand.usdPerHour * (hours < 1 ? 1 : 0.5));
    }

    // A job of several days asked for once a day runs back to back: a month holds 730 h of it,
    // not 30 runs (a 4-day job cost "$61,409 a month").
    void aLongJobRunsAsOftenAsAMonthHoldsIt_data() {
        QTest::addColumn<int>("pricing");
        QTest::newRow("spot") << int(Pricing::Spot);
        QTest::newRow("on demand") << int(Pricing::OnDemand);
    }
    void aLongJobRunsAsOftenAsAMonthHoldsIt() {
        QFETCH(int, pricing);
        const auto mode = Pricing(pricing);
        Scenario s =
            test::loadExample(QStringLiteral("llama2-70b-training.json"), m_catalog).scenario;
        s.compute.pricing = mode;
        const BuyingModeCost* m = nullptr;
        const std::vector<BuyingModeCost> modes = modesOf(s);
        m = row(modes, mode, true);
        QVERIFY(m && m->priced && m->billedHours > 48);
        QVERIFY(near(m->runsPerMonth, kHoursPerMonth / m->billedHours));
        QVERIFY2(near(m->perMonth, m->runsPerMonth * m->perRun),
                 qPrintable(QStringLiteral("%1 a month, %2 runs of %3")
                                .arg(m->perMonth)
                                .arg(m->runsPerMonth)
                                .arg(m->perRun)));
        QVERIFY(m->perDay < m->perRun);
        if (mode == Pricing::Spot)
            QVERIFY(m->interruptionHours > 0 && m->startupHoursPerDay == 0);
    }

    // Many short runs a day: the day is every run plus the day's start-up and idle time, never
    // one run's all-in cost times the runs ($43.61 a run and $1,321 a day at 50 runs).
    void manyRunsADayAddUp_data() {
        QTest::addColumn<double>("runs");
        QTest::addColumn<double>("idleMinutes");
        QTest::newRow("50 runs, idle 10 min: the cluster never stops") << 50.0 << 10.0;
        QTest::newRow("50 runs, no idle: each run starts cold") << 50.0 << 0.0;
        QTest::newRow("4 runs, idle 30 min") << 4.0 << 30.0;
    }
    void manyRunsADayAddUp() {
        QFETCH(double, runs);
        QFETCH(double, idleMinutes);
        Scenario s = test::loadPreset("qwen3-8b-lora-a10-vs-h100", m_catalog);
        s.workload.dataset.samples = 1000; // a run of minutes: 50 fit in a day
        s.compute.options = {{"h100-sxm-80gb", 1}};
        s.compute.pricing = Pricing::OnDemand;
        s.compute.cluster.kind = ClusterKind::Classic;
        s.compute.cluster.runsPerDay = runs;
        s.compute.cluster.idleMinutesBeforeStop = idleMinutes;
        const std::vector<BuyingModeCost> modes = modesOf(s);
        const BuyingModeCost* m = row(modes, Pricing::OnDemand, true);
        QVERIFY(m && m->priced);
        QCOMPARE(m->runsPerDay, runs);
        const double overhead = m->perHour * (m->startupHoursPerDay + m->idleHoursPerDay);
        QVERIFY(near(m->perDay, runs * m->perRun + overhead));
        QVERIFY(m->perDay <= m->perHour * 24 * (1 + 1e-12));
        QVERIFY(near(m->perMonth, m->perDay * kBillingDaysPerMonth));
    }

    // The hosted-API comparison bills the plan's own placement at the plan's own price, and its
    // break-even is where the two lines the chart draws cross.
    void theApiBreakEvenIsWhereTheLinesCross_data() {
        QTest::addColumn<double>("qps");
        QTest::addColumn<double>("tokensPerMonth");
        QTest::newRow("the preset") << 5.0 << 17e9;
        QTest::newRow("10 req/s, 26 B tokens a month") << 10.0 << 26e9;
    }
    void theApiBreakEvenIsWhereTheLinesCross() {
        QFETCH(double, qps);
        QFETCH(double, tokensPerMonth);
        Scenario s = test::loadPreset("open-model-vs-frontier-api", m_catalog);
        s.workload.serving.qps = qps;
        s.workload.serving.tokensPerMonth = tokensPerMonth;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.recommended && r.plan.hosted);
        const OptionResult& o = r.plan.options[*r.plan.recommended];
        // The plan serves the volume with its own placement, kept up all month.
        QVERIFY(near(r.plan.hosted->selfHostedMonthlyUsd, o.cost.perHour * kHoursPerMonth));
        const BreakEvenCurves c = hostedVsOwnCurves(s, o);
        QVERIFY(!c.empty() && c.breakEven > 0);
        QVERIFY(near(c.breakEven, r.plan.hosted->breakEvenTokensPerMonth));
        QVERIFY(near(c.scenarioKeep, r.plan.hosted->selfHostedMonthlyUsd));
        // On the drawn points: the API cheaper before the break-even, the own model from it on
        // (within its first placement), both the same there.
        for (std::size_t i = 0; i < c.pay.size(); ++i) {
            const double x = c.pay[i].x, gap = c.keep[i].usd - c.pay[i].usd;
            if (near(x, c.breakEven))
                QVERIFY(near(c.keep[i].usd, c.pay[i].usd, 1e-9));
            else if (x < c.breakEven)
                QVERIFY2(gap > 0, qPrintable(QString::number(x)));
            else if (x <= c.scenarioX)
                QVERIFY2(gap < 0, qPrintable(QString::number(x)));
        }
    }

    // No shipped preset (the workshop's cases are presets) or example recommends an estimated
    // or unknown price in any pricing mode: either a firm price wins, or nothing is recommended
    // and the plan says why. Only the scenario's own setting lets an estimate win.
    void noEstimateWins_data() {
        QTest::addColumn<Scenario>("scenario");
        for (const Pricing mode :
             {Pricing::OnDemand, Pricing::Spot, Pricing::Reserved, Pricing::Serverless})
            addCases(mode);
    }
    void noEstimateWins() {
        QFETCH(Scenario, scenario);
        const PlanResult r = makePlan(scenario, m_catalog);
        QVERIFY(r.errors.empty());
        const auto firm = [](const OptionResult& o) {
            return o.cost.perHour > 0 && o.cost.quote && !o.cost.quote->estimate;
        };
        if (!r.plan.recommended) {
            // Then no option that fits has a firm price, and the plan says so when some fit.
            const bool anyFits = std::any_of(r.plan.options.begin(), r.plan.options.end(),
                                             [](const OptionResult& o) { return o.fits; });
            const auto said = [&](const char* code) {
                return std::any_of(r.plan.findings.begin(), r.plan.findings.end(),
                                   [&](const Finding& f) { return f.code == code; });
            };
            if (anyFits)
                QVERIFY(said("only_estimated_prices") || said("no_option_with_headroom"));
            if (said("only_estimated_prices"))
                for (const OptionResult& o : r.plan.options)
                    QVERIFY(!(o.fits && firm(o) && o.meetsConstraints));
            return;
        }
        const OptionResult& best = r.plan.options[*r.plan.recommended];
        // No price at all is chosen only where nothing that meets the needs has one.
        QVERIFY2(firm(best) || best.cost.perHour <= 0 || scenario.compute.includeEstimatedPrices,
                 qPrintable(QStringLiteral("%1× %2 recommended on %3")
                                .arg(best.placement.count)
                                .arg(QString::fromStdString(best.placement.device->id))
                                .arg(best.cost.perHour > 0 ? QStringLiteral("an estimate")
                                                           : QStringLiteral("no price"))));
        if (!firm(best)) {
            const bool said =
                std::any_of(r.plan.reasons.begin(), r.plan.reasons.end(), [](const auto& x) {
                    return x.code == "estimated_price" || x.code == "no_price_known";
                });
            QVERIFY(said);
        }
    }

    // An estimated spot price (the CPU instances' half of the list price) gives way to the firm
    // on-demand list price, its ceiling, unless estimates may stand; then the estimate is billed.
    void anEstimatedSpotPriceGivesWayToTheListPrice_data() {
        QTest::addColumn<bool>("estimatesStand");
        QTest::newRow("estimates set aside") << false;
        QTest::newRow("estimates stand") << true;
    }
    void anEstimatedSpotPriceGivesWayToTheListPrice() {
        QFETCH(bool, estimatesStand);
        const Device* cpu = m_catalog.device("cpu-8vcpu-compute");
        QVERIFY(cpu && cpu->spot.known() && cpu->spot.estimate && cpu->onDemand.known() &&
                !cpu->onDemand.estimate);
        Scenario s = test::loadPreset("etl-join-200gb", m_catalog);
        s.compute.pricing = Pricing::Spot;
        s.compute.includeEstimatedPrices = estimatesStand;
        s.compute.options = {{"cpu-8vcpu-compute", 1}};
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.errors.empty() && !r.plan.options.empty());
        const OptionResult& o = r.plan.options.front();
        const double unit = estimatesStand ? cpu->spot.usdPerHour : cpu->onDemand.usdPerHour;
        QVERIFY2(near(o.cost.perHour, unit * o.cost.instances),
                 qPrintable(QString::number(o.cost.perHour)));
        QCOMPARE(o.cost.quote == &cpu->onDemand, !estimatesStand);
        const bool saidAside = std::any_of(o.findings.begin(), o.findings.end(), [](const auto& f) {
            return f.code == "spot_price_missing" && f.param("estimate_usd_per_hour") > 0;
        });
        QCOMPARE(saidAside, !estimatesStand);
        // Firm either way when set aside, so the option may be recommended.
        QCOMPARE(bool(r.plan.recommended), true);
    }

    // Serverless rates in the catalog are recalled estimates: a preset planned serverless
    // recommends nothing and says why, unless it lets estimates win.
    void serverlessEstimatesAreNotRecommended() {
        Scenario s = test::loadPreset("bert-base-finetune", m_catalog);
        s.compute.pricing = Pricing::Serverless;
        PlanResult r = makePlan(s, m_catalog);
        QVERIFY(!r.plan.recommended);
        QVERIFY(std::any_of(r.plan.findings.begin(), r.plan.findings.end(), [](const Finding& f) {
            return f.code == "only_estimated_prices" && f.param("per_hour_usd") > 0;
        }));
        s.compute.includeEstimatedPrices = true;
        r = makePlan(s, m_catalog);
        QVERIFY(r.plan.recommended);
    }
};

QTEST_APPLESS_MAIN(TestBilling)
#include "test_billing.moc"

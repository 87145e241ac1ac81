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
    // or unknown price in any pricing mode while a firm one meets the same needs, and a
    // recommendation that rests on one (every price of the mode an estimate) says so.
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
        if (!r.plan.recommended)
            return;
        const OptionResult& best = r.plan.options[*r.plan.recommended];
        const auto firm = [](const OptionResult& o) {
            return o.cost.perHour > 0 && o.cost.quote && !o.cost.quote->estimate;
        };
        if (firm(best) || scenario.compute.includeEstimatedPrices)
            return;
        // Then nothing with a firm price could have been recommended in its place.
        for (const OptionResult& o : r.plan.options)
            QVERIFY2(!(firm(o) && o.fits && o.meetsConstraints),
                     qPrintable(QStringLiteral("%1× %2 on an estimate over %3× %4")
                                    .arg(best.placement.count)
                                    .arg(QString::fromStdString(best.placement.device->id))
                                    .arg(o.placement.count)
                                    .arg(QString::fromStdString(o.placement.device->id))));
        const bool said =
            std::any_of(r.plan.reasons.begin(), r.plan.reasons.end(), [](const auto& x) {
                return x.code == "estimated_price" || x.code == "no_price_known";
            });
        QVERIFY(said);
    }
};

QTEST_APPLESS_MAIN(TestBilling)
#include "test_billing.moc"

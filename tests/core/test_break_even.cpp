// The break-even charts are the plan's own numbers drawn as lines: at the scenario's rate or
// volume each line is the figure the plan (and so the window, the report and the command line)
// gives, and the lines cross at the plan's break-even, which for the hosted API is the closed form
// floor ÷ API price: the placement's price per hour × 730 h ÷ (price per million tokens) × 1e6.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/break_even.h"
#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/example_scenarios.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <optional>

using namespace rightsize;

namespace {

bool near(double a, double b, double tolerance) {
    return std::abs(a - b) <= tolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

// The cost a line gives at exactly x (the curves put the scenario's point and the break-even on
// their grid), or nothing when x is not one of its points.
std::optional<double> at(const std::vector<CostPoint>& line, double x) {
    for (const CostPoint& p : line)
        if (p.x == x)
            return p.usd;
    return std::nullopt;
}

// Which line is dearer on each side of x, a few per cent away: they must swap.
bool linesSwapAround(const BreakEvenCurves& c, double x) {
    const auto gapAt = [&](double where) {
        // The segment of each line that holds `where`, interpolated.
        const auto value = [&](const std::vector<CostPoint>& line) {
            for (std::size_t i = 1; i < line.size(); ++i)
                if (line[i].x >= where) {
                    const CostPoint& a = line[i - 1];
                    const CostPoint& b = line[i];
                    return a.usd + (b.usd - a.usd) * (where - a.x) / (b.x - a.x);
                }
            return line.back().usd;
        };
        return value(c.pay) - value(c.keep);
    };
    return (gapAt(x * 0.97) < 0) != (gapAt(x * 1.03) < 0);
}

} // namespace

class TestBreakEven : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Scenario preset(const QString& id) { return test::loadPreset(id.toStdString(), m_catalog); }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // Serverless against a classic cluster, cost per day against runs per day.
    void serverlessCurvesMeetThePlan_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("runsPerDay");  // 0: the preset's own
        QTest::addColumn<double>("idleMinutes"); // billed idle tail of the classic cluster
        QTest::addColumn<bool>("crosses");       // the plan has a break-even in range
        const QString qwen = QStringLiteral("qwen3-8b-lora-a10-vs-h100");
        // The preset's classic A10 is a little cheaper an hour than serverless and bills only a
        // 5-minute start-up: cheaper at every rate.
        QTest::newRow("qwen3 A10 vs H100, preset") << qwen << 0.0 << 0.0 << false;
        QTest::newRow("qwen3, twelve runs a day") << qwen << 12.0 << 0.0 << false;
        // A 30-minute idle tail billed each run makes serverless cheaper for a run or two a day;
        // the classic cluster kept up all day wins once runs fill it.
        QTest::newRow("qwen3, idle tail, one run a day") << qwen << 1.0 << 30.0 << true;
        QTest::newRow("qwen3, idle tail, a run every other day") << qwen << 0.5 << 30.0 << true;
        QTest::newRow("qwen3, idle tail, three runs a day") << qwen << 3.0 << 30.0 << true;
    }
    void serverlessCurvesMeetThePlan() {
        QFETCH(QString, preset);
        QFETCH(double, runsPerDay);
        QFETCH(double, idleMinutes);
        QFETCH(bool, crosses);
        Scenario s = this->preset(preset);
        if (runsPerDay > 0)
            s.compute.cluster.runsPerDay = runsPerDay;
        s.compute.cluster.idleMinutesBeforeStop = idleMinutes;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.errors.empty() && r.plan.recommended);
        QVERIFY2(r.plan.usage, "the preset is a batch job on a device offered serverless");
        const UsageComparison& u = *r.plan.usage;
        const BreakEvenCurves c = serverlessVsClassicCurves(s, r.plan.options[*r.plan.recommended]);
        QVERIFY(!c.pay.empty() && c.keep.size() == c.pay.size());
        QCOMPARE(c.scenarioX, u.runsPerDay);
        // At the scenario's rate the lines are the plan's per-day figures.
        QVERIFY(at(c.pay, c.scenarioX) && at(c.keep, c.scenarioX));
        QVERIFY2(
            near(*at(c.pay, c.scenarioX), u.serverlessPerDay, 1e-9),
            qPrintable(
                QStringLiteral("%1 vs %2").arg(*at(c.pay, c.scenarioX)).arg(u.serverlessPerDay)));
        QVERIFY(near(*at(c.keep, c.scenarioX), u.classicPerDay, 1e-9));
        QVERIFY(near(c.scenarioPay, u.serverlessPerDay, 1e-9) &&
                near(c.scenarioKeep, u.classicPerDay, 1e-9));
        // The crossing marked is the plan's break-even, and the lines do cross there.
        QCOMPARE(c.breakEven, u.breakEvenRunsPerDay);
        QCOMPARE(c.breakEven > 0, crosses);
        if (!crosses) {
            // One line stays below the other wherever both cost something.
            int payLower = 0, keepLower = 0;
            for (std::size_t i = 0; i < c.pay.size(); ++i)
                if (c.pay[i].x > 0)
                    (c.pay[i].usd < c.keep[i].usd ? payLower : keepLower) += 1;
            QVERIFY2(payLower == 0 || keepLower == 0,
                     qPrintable(QStringLiteral("%1 / %2").arg(payLower).arg(keepLower)));
            return;
        }
        QVERIFY(at(c.pay, c.breakEven) && at(c.keep, c.breakEven));
        QVERIFY2(near(*at(c.pay, c.breakEven), *at(c.keep, c.breakEven), 1e-6),
                 qPrintable(QStringLiteral("%1 vs %2")
                                .arg(*at(c.pay, c.breakEven))
                                .arg(*at(c.keep, c.breakEven))));
        QVERIFY(near(c.breakEvenUsd, *at(c.pay, c.breakEven), 1e-9));
        QVERIFY(linesSwapAround(c, c.breakEven));
        // The axis reaches past both points of interest.
        QVERIFY(c.pay.back().x >= std::max(c.scenarioX, c.breakEven));
    }

    // Hosted API against the own model, cost per month against tokens per month.
    void hostedCurvesMeetThePlan_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("tokensPerMonth"); // 0: the preset's own
        QTest::addColumn<double>("apiPrice");       // 0: the preset's own
        QTest::newRow("open model vs frontier API, preset")
            << QStringLiteral("open-model-vs-frontier-api") << 0.0 << 0.0;
        QTest::newRow("a tenth of the volume")
            << QStringLiteral("open-model-vs-frontier-api") << 2e8 << 0.0;
        QTest::newRow("ten billion tokens")
            << QStringLiteral("open-model-vs-frontier-api") << 1e10 << 0.0;
        QTest::newRow("a cheap API") << QStringLiteral("open-model-vs-frontier-api") << 0.0 << 0.5;
    }
    void hostedCurvesMeetThePlan() {
        QFETCH(QString, preset);
        QFETCH(double, tokensPerMonth);
        QFETCH(double, apiPrice);
        Scenario s = this->preset(preset);
        if (tokensPerMonth > 0)
            s.workload.serving.tokensPerMonth = tokensPerMonth;
        if (apiPrice > 0)
            s.workload.serving.hostedApiUsdPerMillionTokens = apiPrice;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.errors.empty() && r.plan.recommended);
        QVERIFY2(r.plan.hosted, "the preset gives a hosted API price");
        const HostedComparison& h = *r.plan.hosted;
        const OptionResult& best = r.plan.options[*r.plan.recommended];
        const BreakEvenCurves c = hostedVsOwnCurves(s, best);
        QVERIFY(!c.pay.empty() && c.keep.size() == c.pay.size());
        QCOMPARE(c.scenarioX, h.tokensPerMonth);
        QVERIFY(at(c.pay, c.scenarioX) && at(c.keep, c.scenarioX));
        QVERIFY(near(*at(c.pay, c.scenarioX), h.hostedMonthlyUsd, 1e-9));
        QVERIFY2(near(*at(c.keep, c.scenarioX), h.selfHostedMonthlyUsd, 1e-9),
                 qPrintable(QStringLiteral("%1 vs %2")
                                .arg(*at(c.keep, c.scenarioX))
                                .arg(h.selfHostedMonthlyUsd)));
        // The own model is kept up all month at least once: per hour × 730.
        QVERIFY(*at(c.keep, 0) == best.cost.perHour * kHoursPerMonth);
        QCOMPARE(c.breakEven, h.breakEvenTokensPerMonth);
        // The closed form: the API's bill reaches the month's floor.
        const double closedForm = best.cost.perHour * kHoursPerMonth /
                                  s.workload.serving.hostedApiUsdPerMillionTokens * 1e6;
        const bool ownCanWin = h.breakEvenTokensPerMonth > 0;
        if (!ownCanWin) {
            // The API is cheaper per token at any volume: the lines never cross.
            for (const CostPoint& p : c.pay)
                QVERIFY(p.usd <= *at(c.keep, p.x) + 1e-9);
            return;
        }
        QVERIFY2(near(c.breakEven, closedForm, 1e-12),
                 qPrintable(QStringLiteral("%1 vs %2").arg(c.breakEven).arg(closedForm)));
        QVERIFY(near(*at(c.pay, c.breakEven), *at(c.keep, c.breakEven), 1e-9));
        QVERIFY(linesSwapAround(c, c.breakEven));
    }

    // No comparison where it does not apply: a job has no hosted-API line, serving no runs a day.
    void noCurvesWhereTheyDoNotApply() {
        const Scenario job = preset(QStringLiteral("qwen3-8b-lora-a10-vs-h100"));
        const PlanResult jr = makePlan(job, m_catalog);
        QVERIFY(jr.plan.recommended);
        QVERIFY(hostedVsOwnCurves(job, jr.plan.options[*jr.plan.recommended]).empty());
        const Scenario serving = preset(QStringLiteral("open-model-vs-frontier-api"));
        const PlanResult sr = makePlan(serving, m_catalog);
        QVERIFY(sr.plan.recommended);
        QVERIFY(serverlessVsClassicCurves(serving, sr.plan.options[*sr.plan.recommended]).empty());
        Scenario noApi = serving;
        noApi.workload.serving.hostedApiUsdPerMillionTokens = 0;
        QVERIFY(hostedVsOwnCurves(noApi, sr.plan.options[*sr.plan.recommended]).empty());
    }
};

QTEST_APPLESS_MAIN(TestBreakEven)
#include "test_break_even.moc"

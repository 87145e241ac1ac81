// Inputs that contradict each other are named as plan findings, each checked both ways: the
// contradiction raises it, the consistent input does not.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/example_scenarios.h"

#include <QTest>
#include <algorithm>

using namespace rightsize;

namespace {

const Finding* findingOf(const Plan& plan, const std::string& code) {
    const auto it = std::find_if(plan.findings.begin(), plan.findings.end(),
                                 [&](const Finding& f) { return f.code == code; });
    return it == plan.findings.end() ? nullptr : &*it;
}

} // namespace

class TestInputContradictions : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    Scenario preset(const QString& id) { return test::loadPreset(id.toStdString(), m_catalog); }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void contradictionsAreNamed_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("raised");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("tolerance");
        const QString api = QStringLiteral("open-model-vs-frontier-api");
        const QString lora = QStringLiteral("llama3-8b-lora");
        // 5 requests/s × 1,300 tokens × 3,600 s × 730 h ≈ 17.1 B tokens a month.
        QTest::newRow("volume 2 B against 17 B implied")
            << api << "tokens_per_month" << 2e9 << "serving_volume_mismatch" << true
            << "the preset's own inputs" << 0.01;
        QTest::newRow("volume as the rate implies")
            << api << "tokens_per_month" << 5.0 * 1300 * 3600 * 730 << "serving_volume_mismatch"
            << false << "qps × tokens × 3600 × 730" << 0.01;
        QTest::newRow("volume 1.5× the rate")
            << api << "tokens_per_month" << 1.5 * 5.0 * 1300 * 3600 * 730
            << "serving_volume_mismatch" << false << "within the 2× a day's peak allows" << 0.01;
        QTest::newRow("budget of one cent")
            << lora << "budget_total" << 0.01 << "budget_below_cheapest_hour" << true
            << "cheapest instance-hour of the catalog" << 0.0;
        QTest::newRow("budget of $10,000")
            << lora << "budget_total" << 1e4 << "budget_below_cheapest_hour" << false
            << "above every instance-hour" << 0.0;
        QTest::newRow("deadline of a minute, 5-minute start-up")
            << lora << "deadline_hours" << 1.0 / 60 << "deadline_before_startup" << true
            << "cluster.startup_minutes 5" << 0.0;
        QTest::newRow("deadline of a day, 5-minute start-up")
            << lora << "deadline_hours" << 24.0 << "deadline_before_startup" << false
            << "cluster.startup_minutes 5" << 0.0;
    }
    void contradictionsAreNamed() {
        QFETCH(QString, preset);
        QFETCH(QString, field);
        QFETCH(double, value);
        QFETCH(QString, code);
        QFETCH(bool, raised);
        QFETCH(double, tolerance);
        Scenario s = this->preset(preset);
        QVERIFY2(!s.workload.model.preset.empty() || s.workload.model.params > 0,
                 qPrintable(preset));
        if (field == QLatin1String("tokens_per_month"))
            s.workload.serving.tokensPerMonth = value;
        else if (field == QLatin1String("budget_total"))
            s.constraints.budgetTotal = value;
        else if (field == QLatin1String("deadline_hours")) {
            s.constraints.deadlineHours = value;
            s.compute.cluster.kind = ClusterKind::Classic;
            s.compute.cluster.startupMinutes = 5;
        }
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.errors.empty());
        const Finding* f = findingOf(r.plan, code.toStdString());
        QCOMPARE(f != nullptr, raised);
        if (f && code == QLatin1String("serving_volume_mismatch")) {
            const double implied = f->param("implied_tokens_per_month");
            QVERIFY2(std::abs(implied - 5.0 * 1300 * 3600 * 730) <= tolerance * implied,
                     qPrintable(QString::number(implied)));
        }
    }
};

QTEST_APPLESS_MAIN(TestInputContradictions)
#include "test_input_contradictions.moc"

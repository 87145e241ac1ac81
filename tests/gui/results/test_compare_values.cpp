// Scenario ▸ Compare values: one row per value of a field, each the plan of the scenario with
// that value, and a value the field refuses said as refused, as `estimate --sweep` prints them.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "tests/support/example_scenarios.h"
#include "ui/results/compare_values_dialog.h"
#include "ui/wording/number_format.h"

#include <QTableWidget>
#include <QTest>

using namespace rightsize;
using namespace rightsize::ui;

class TestCompareValues : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // Each row is the plan of the scenario with the value set, made apart.
    void eachRowIsThePlanWithThatValue_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("values");
        QTest::newRow("a number") << "$.compute.cluster.runs_per_day"
                                  << "1, 6, 24";
        QTest::newRow("a choice") << "$.compute.pricing"
                                  << "on_demand,spot,reserved";
    }
    void eachRowIsThePlanWithThatValue() {
        QFETCH(QString, path);
        QFETCH(QString, values);
        const Scenario s = test::loadPreset("cpu-or-gpu-xgboost-20m", m_catalog);
        CompareValuesDialog dialog(s, m_catalog);
        QVERIFY(dialog.pickField(path.toStdString()));
        dialog.setValues(values);
        dialog.compare();
        const QTableWidget* t = dialog.table();
        const QStringList typed = values.split(QLatin1Char(','));
        QCOMPARE(t->rowCount(), int(typed.size()));
        const ScenarioField* field = scenarioField(path.toStdString());
        QVERIFY(field);
        for (int r = 0; r < t->rowCount(); ++r) {
            const std::vector<ComparedValue> one =
                compareValues(s, m_catalog, *field, {typed[r].trimmed()});
            QVERIFY(one.front().planned);
            QCOMPARE(t->item(r, 1)->text(), one.front().option);
            QCOMPARE(t->item(r, 3)->text(), one.front().perHour);
            // And that is the plan of the scenario with the value written in.
            Scenario edited = s;
            const auto v = field->choices ? std::optional<double>()
                                          : std::optional<double>(typed[r].trimmed().toDouble());
            if (v) {
                field->set(edited, v);
                const PlanResult plan = makePlan(edited, m_catalog);
                QVERIFY(plan.plan.recommended);
                QCOMPARE(one.front().option,
                         numfmt::optionLabel(plan.plan.options[*plan.plan.recommended]));
            }
        }
    }

    // A value outside the field's range, or not one of its choices, is refused with the rule.
    void refusedValuesSaySo() {
        const Scenario s = test::loadPreset("cpu-or-gpu-xgboost-20m", m_catalog);
        CompareValuesDialog dialog(s, m_catalog);
        QVERIFY(dialog.pickField("$.compute.cluster.runs_per_day"));
        dialog.setValues(QStringLiteral("-3, abc, 2"));
        dialog.compare();
        const QTableWidget* t = dialog.table();
        QCOMPARE(t->rowCount(), 3);
        QCOMPARE(t->item(0, 1)->text(), CompareValuesDialog::tr("refused"));
        QVERIFY(!t->item(0, 6)->text().isEmpty());
        QCOMPARE(t->item(1, 1)->text(), CompareValuesDialog::tr("refused"));
        QVERIFY(t->item(2, 1)->text() != CompareValuesDialog::tr("refused"));
        QVERIFY(!dialog.pickField("$.not.a.field"));
        if (const QString dir = qEnvironmentVariable("RIGHTSIZE_SCREENSHOT_DIR"); !dir.isEmpty())
            dialog.grab().save(dir + QStringLiteral("/compare-values.png"));
    }
};

QTEST_MAIN(TestCompareValues)
#include "test_compare_values.moc"

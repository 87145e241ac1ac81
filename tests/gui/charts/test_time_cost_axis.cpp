// The time-vs-cost chart's vertical axis: cost, energy or CO2 of each option, as core's energy
// model gives them; the choice shows in exported pictures and is kept in the settings.
#include "core/catalog/energy_json.h"
#include "core/estimate/energy.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/widgets/app_settings.h"
#include "ui/window/main_window.h"

#include <QBuffer>
#include <QComboBox>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace rightsize;
using namespace rightsize::ui;

Q_DECLARE_METATYPE(rightsize::ui::CostAxis)

namespace {

// What core says the chart should show upwards for an option.
double expectedValue(const OptionResult& o, CostAxis axis, bool serving) {
    const EnergyEstimate e = estimateEnergy(o, builtinEnergyModel());
    switch (axis) {
    case CostAxis::Cost:
        return serving ? o.cost.perHour : o.cost.total.expected;
    case CostAxis::Energy:
        return e.known ? e.kwh.expected : -1;
    case CostAxis::Co2:
        return e.co2Known ? e.co2Kg.expected : -1;
    }
    return -1;
}

} // namespace

class TimeCostAxisTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void axes_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<CostAxis>("axis");
        QTest::addColumn<QString>("unit");
        for (const char* preset : {"bert-base-finetune", "llama2-13b-chat-serving"}) {
            QTest::addRow("%s cost", preset)
                << QString::fromLatin1(preset) << CostAxis::Cost << QStringLiteral("USD");
            QTest::addRow("%s energy", preset)
                << QString::fromLatin1(preset) << CostAxis::Energy << QStringLiteral("kWh");
            QTest::addRow("%s co2", preset)
                << QString::fromLatin1(preset) << CostAxis::Co2 << QStringLiteral("CO₂");
        }
    }

    void axes() {
        QFETCH(QString, preset);
        QFETCH(CostAxis, axis);
        QFETCH(QString, unit);
        MainWindow window(nullptr);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadPreset(preset));
        window.document()->replanNow();
        window.setCurrentTab(ChartId::TimeCost);
        TimeCostView* view = window.timeCostView();
        view->setCostAxis(axis);
        QCOMPARE(view->costAxisBox()->currentData().toInt(), int(axis));
        QVERIFY2(view->verticalAxisLabel().contains(unit), qPrintable(view->verticalAxisLabel()));
        QVERIFY(view->pointCount() > 0);

        // Every point stands at core's figure for its option.
        const Plan& plan = window.document()->plan();
        const bool serving =
            window.document()->scenario().workload.kind == WorkloadKind::OnlineServing;
        int checked = 0;
        for (std::size_t i = 0; i < plan.options.size(); ++i) {
            const double shown = view->optionValue(int(i));
            if (shown < 0)
                continue;
            const double expected = expectedValue(plan.options[i], axis, serving);
            QVERIFY(expected >= 0);
            QVERIFY2(
                qFuzzyCompare(shown, expected > 0 ? expected : 1e-3),
                qPrintable(QStringLiteral("option %1: %2 vs %3").arg(i).arg(shown).arg(expected)));
            ++checked;
        }
        QCOMPARE(checked, view->pointCount());

        // The exported drawing names the quantity on its axis.
        QByteArray svg;
        QBuffer buffer(&svg);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(900, 560));
        view->renderTo(generator, QSize(900, 560));
        QVERIFY2(QString::fromUtf8(svg).contains(view->verticalAxisLabel().toHtmlEscaped()),
                 qPrintable(view->verticalAxisLabel()));
    }

    // The budget is money: it is drawn on the cost axis only.
    void budgetLineOnlyOnCost() {
        MainWindow window(nullptr);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadPreset(QStringLiteral("bert-base-finetune")));
        Scenario s = window.document()->scenario();
        s.constraints.budgetTotal = 50.0;
        s.constraints.deadlineHours.reset();
        window.document()->replaceScenario(s, QStringLiteral("budget"));
        window.document()->replanNow();
        window.setCurrentTab(ChartId::TimeCost);
        TimeCostView* view = window.timeCostView();
        view->setCostAxis(CostAxis::Cost);
        const auto horizontal = [&] {
            int n = 0;
            for (const QLineF& l : view->lineSegments())
                n += l.dy() == 0 && l.length() > 100 ? 1 : 0;
            return n;
        };
        QVERIFY(horizontal() >= 1);
        view->setCostAxis(CostAxis::Energy);
        QCOMPARE(horizontal(), 0);
    }

    // The choice made on the chart is the one the next window starts with.
    void choiceIsKept() {
        const QString ini = m_dir.filePath(QStringLiteral("settings.ini"));
        {
            auto settings = std::make_shared<AppSettings>(ini);
            QCOMPARE(settings->timeCostAxis(), CostAxis::Cost);
            MainWindow window(settings);
            QComboBox* box = window.timeCostView()->costAxisBox();
            const int co2 = box->findData(int(CostAxis::Co2));
            QVERIFY(co2 >= 0);
            box->setCurrentIndex(co2);
            emit box->activated(co2); // as a click on the item does
            QCOMPARE(window.timeCostView()->costAxis(), CostAxis::Co2);
            QCOMPARE(settings->timeCostAxis(), CostAxis::Co2);
        }
        auto again = std::make_shared<AppSettings>(ini);
        MainWindow window(again);
        QCOMPARE(window.timeCostView()->costAxis(), CostAxis::Co2);
    }
};

QTEST_MAIN(TimeCostAxisTest)
#include "test_time_cost_axis.moc"

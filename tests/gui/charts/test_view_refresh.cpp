// An edit rebuilds what it changes and no more: a chart on a hidden tab waits until its tab is
// opened and then shows the plan of that moment; the serving chart takes curves whose inputs did
// not change from its cache and simulates the ones that did; the options table follows a plan of
// as many options in place.
#include "ui/charts/chart_registry.h"
#include "ui/charts/memory_fit_view.h"
#include "ui/charts/serving_view.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/results/options_table_model.h"
#include "ui/window/main_window.h"

#include <QSignalSpy>
#include <QTest>

using namespace rightsize;
using namespace rightsize::ui;

class TestViewRefresh : public QObject {
    Q_OBJECT

private:
    static void setBatch(DocumentModel* doc, int batch) {
        doc->edit(QStringLiteral("$.workload.batch_size"), QString(),
                  [batch](Scenario& s) { s.workload.batchSize = batch; });
        doc->replanNow();
    }

private slots:
    void hiddenChartWaitsForItsTab() {
        MainWindow window(nullptr);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setCurrentTab(ChartId::Memory);
        DocumentModel* doc = window.document();
        doc->replanNow();
        TimeCostView* hidden = window.timeCostView();
        QVERIFY(!hidden->isVisible());
        const int builds = hidden->buildCount();
        const int memoryBuilds = window.memoryView()->buildCount();
        setBatch(doc, doc->scenario().workload.batchSize + 8);
        // The chart in sight follows at once; the hidden one only notes it is out of date.
        QVERIFY(window.memoryView()->buildCount() > memoryBuilds);
        QCOMPARE(hidden->buildCount(), builds);
        QVERIFY(hidden->isStale());
        window.setCurrentTab(ChartId::TimeCost);
        QCOMPARE(hidden->buildCount(), builds + 1);
        QVERIFY(!hidden->isStale());
        // It shows the plan of now: the recommendation's point at its total cost.
        const Plan& plan = doc->plan();
        QVERIFY(plan.recommended.has_value());
        const OptionResult& rec = plan.options[*plan.recommended];
        QVERIFY(hidden->optionValue(int(*plan.recommended)) > 0);
        QCOMPARE(hidden->optionValue(int(*plan.recommended)), rec.cost.total.expected);
        // Shown again without a change in between, it is not built again.
        window.setCurrentTab(ChartId::Memory);
        window.setCurrentTab(ChartId::TimeCost);
        QCOMPARE(hidden->buildCount(), builds + 1);
    }

    void servingCurvesFollowTheirInputs() {
        MainWindow window(nullptr);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(
            window.openFile(
                QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/qwen3-32b-vllm-serving.json"), true),
            QString());
        DocumentModel* doc = window.document();
        doc->replanNow();
        window.setCurrentTab(ChartId::Serving);
        ServingView* view = window.servingView();
        QTRY_VERIFY_WITH_TIMEOUT(!view->showsPlaceholder(), 20000);
        const int simulated = view->curveSimulations();
        QVERIFY(simulated >= 1);
        const int builds = view->buildCount();
        // A new plan whose curves' inputs are the same (only the name changed): rebuilt from
        // the cache, nothing simulated.
        doc->edit(QStringLiteral("$.name"), QString(), [](Scenario& s) { s.name += " (renamed)"; });
        doc->replanNow();
        QVERIFY(view->buildCount() > builds);
        QCOMPARE(view->curveSimulations(), simulated);
        QVERIFY(!view->showsPlaceholder());
        // A change of the load they are simulated under: simulated anew.
        doc->edit(QStringLiteral("$.workload.serving.input_tokens"), QString(),
                  [](Scenario& s) { s.workload.serving.inputTokens *= 2; });
        doc->replanNow();
        QVERIFY(view->curveSimulations() > simulated);
        QVERIFY(!view->showsPlaceholder());
    }

    void tableFollowsAPlanInPlace() {
        MainWindow window(nullptr);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        DocumentModel* doc = window.document();
        doc->replanNow();
        OptionsTableModel* model = window.optionsModel();
        const int rows = model->rowCount();
        QVERIFY(rows > 0);
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(model, &QAbstractItemModel::dataChanged);
        setBatch(doc, doc->scenario().workload.batchSize + 8);
        QCOMPARE(doc->plan().options.size(), std::size_t(rows));
        QCOMPARE(resets.count(), 0);
        QVERIFY(changes.count() >= 1);
        // Every row reads the new plan.
        for (int r = 0; r < rows; ++r)
            QCOMPARE(
                model
                    ->data(model->index(r, OptionsTableModel::ColTime), OptionsTableModel::SortRole)
                    .toDouble(),
                doc->plan().options[std::size_t(r)].timeSeconds.expected);
    }
};

QTEST_MAIN(TestViewRefresh)
#include "test_view_refresh.moc"

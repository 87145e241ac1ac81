// An edit rebuilds what it changes and no more: a chart on a hidden tab waits until its tab is
// opened and then shows the plan of that moment; the serving chart takes curves whose inputs did
// not change from its cache and simulates the ones that did; the options table follows a plan of
// as many options in place; each view is built once per plan, a chart keeps its plottables and
// items and gives them the new plan's values, and the table lays out only texts it has not
// drawn before.
#include "ui/charts/chart_registry.h"
#include "ui/charts/memory_fit_view.h"
#include "ui/charts/serving_view.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/results/options_table_model.h"
#include "ui/widgets/plain_text_delegate.h"
#include "ui/window/main_window.h"

#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

// The window at 1600x1000 on the memory chart, planned over every catalog device (the listed
// options cleared), so the chart names the most options.
bool showMemoryOfEveryDevice(MainWindow& window) {
    window.resize(1600, 1000);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.setCurrentTab(ChartId::Memory);
    window.document()->edit(QStringLiteral("$.compute.options"), QString(),
                            [](Scenario& s) { s.compute.options.clear(); });
    window.document()->replanNow();
    return true;
}

} // namespace

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

    void oneBuildPerPlan() {
        MainWindow window(nullptr);
        QVERIFY(showMemoryOfEveryDevice(window));
        DocumentModel* doc = window.document();
        MemoryFitView* view = window.memoryView();
        QVERIFY(doc->plan().recommended.has_value());
        const int rec = int(*doc->plan().recommended);
        // Another option selected: a new plan moves the selection back to its recommendation,
        // and the chart is built once for the plan and the selection together.
        const int other = rec == 0 ? 1 : 0;
        doc->setSelectedOption(other);
        QCOMPARE(doc->selectedOption(), other);
        const int builds = view->buildCount();
        setBatch(doc, doc->scenario().workload.batchSize + 4);
        QCOMPARE(view->buildCount(), builds + 1);
        QVERIFY(doc->plan().recommended.has_value());
        QCOMPARE(doc->selectedOption(), int(*doc->plan().recommended));
        // It shows the selection the plan came with: the recommendation's row is highlighted
        // (the band behind it), and it is among the rows.
        bool shown = false;
        for (int r = 0; r < view->rowCount(); ++r)
            shown = shown || view->optionAtRow(r) == doc->selectedOption();
        QVERIFY(shown);
    }

    void memoryChartUpdatesInPlace() {
        MainWindow window(nullptr);
        QVERIFY(showMemoryOfEveryDevice(window));
        DocumentModel* doc = window.document();
        MemoryFitView* view = window.memoryView();
        auto* plot = view->findChild<QCustomPlot*>();
        QVERIFY(plot);
        const int plottables = plot->plottableCount();
        const int items = plot->itemCount();
        const int rows = view->rowCount();
        QVERIFY(rows > 2);
        setBatch(doc, doc->scenario().workload.batchSize + 8);
        QCOMPARE(plot->plottableCount(), plottables);
        QCOMPARE(plot->itemCount(), items);
        // The bars hold the new plan's memory, row by row.
        double barsGib = 0;
        for (int t = 0; t < 6; ++t)
            barsGib += qobject_cast<QCPBars*>(plot->plottable(t))->data()->at(0)->value;
        QCOMPARE(barsGib * 1024 * 1024 * 1024, view->rowTotalBytes(0));
        // A plan of fewer rows hides the items the last one drew beyond them.
        doc->edit(QStringLiteral("$.compute.options"), QString(), [](Scenario& s) {
            s.compute.options = {{"h100-sxm-80gb", 1}};
        });
        doc->replanNow();
        QVERIFY(view->rowCount() >= 1);
        QVERIFY(view->rowCount() < rows);
        int visibleLabels = 0;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)); text && text->visible())
                ++visibleLabels;
        QCOMPARE(visibleLabels, view->rowCount());
        QCOMPARE(view->rowLabelFullText(0).isEmpty(), false);
    }

    void tableLaysOutOnlyNewTexts() {
        MainWindow window(nullptr);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        DocumentModel* doc = window.document();
        doc->replanNow();
        QTableView* table = window.optionsTable();
        auto* delegate = qobject_cast<PlainTextDelegate*>(table->itemDelegate());
        QVERIFY(delegate);
        table->viewport()->repaint();
        const int layouts = delegate->layouts();
        QVERIFY(layouts > 0);
        // Painted again with nothing changed: every text is drawn as it was laid out.
        table->viewport()->repaint();
        QCOMPARE(delegate->layouts(), layouts);
        // An edit changes some columns (twice the epochs, twice the time and cost): only their
        // new texts are laid out.
        doc->edit(QStringLiteral("$.workload.dataset.epochs"), QString(),
                  [](Scenario& s) { s.workload.dataset.epochs *= 2; });
        doc->replanNow();
        table->viewport()->repaint();
        QVERIFY(delegate->layouts() > layouts);
        QVERIFY(delegate->layouts() < 2 * layouts);
    }
};

QTEST_MAIN(TestViewRefresh)
#include "test_view_refresh.moc"

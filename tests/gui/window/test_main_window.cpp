// The main window end to end, offscreen: edits re-plan and repaint, presets load, bad values
// are refused in place, undo and redo restore values, clicking a chart selects everywhere.
#include "core/estimate/planner.h"
#include "ui/charts/memory_fit_view.h"
#include "ui/charts/serving_view.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/results/options_table_model.h"
#include "ui/results/recommendation_panel.h"
#include "ui/window/main_window.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <set>

using namespace rightsize;
using namespace rightsize::ui;

class MainWindowTest : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;

    DocumentModel* doc() { return m_window->document(); }

    template <class W> W* input(const char* path) {
        auto* w = qobject_cast<W*>(m_window->editor()->fieldInput(QString::fromLatin1(path)));
        Q_ASSERT(w);
        return w;
    }

private slots:
    void init() {
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        doc()->replanNow();
        QVERIFY(doc()->hasPlan());
    }

    void cleanup() { m_window.reset(); }

    void startsWithAPlanOverTheWholeCatalog() {
        QVERIFY(doc()->plan().options.size() > 10);
        QVERIFY(doc()->plan().recommended.has_value());
        QCOMPARE(m_window->optionsModel()->rowCount(), int(doc()->plan().options.size()));
        QVERIFY(m_window->memoryView()->rowCount() > 0);
        QVERIFY(m_window->memoryView()->rowCount() <= MemoryFitView::kMaxRows);
    }

    void editingBatchSizeReplansAndRedrawsMemory() {
        QSignalSpy spy(doc(), &DocumentModel::planChanged);
        QVERIFY(spy.isValid());
        MemoryFitView* view = m_window->memoryView();
        const double before = view->rowTotalBytes(0);
        const int option = view->optionAtRow(0);
        auto* micro = input<QSpinBox>("$.workload.micro_batch_size");
        auto* batch = input<QSpinBox>("$.workload.batch_size");
        batch->setValue(256);
        micro->setValue(256);
        QTRY_VERIFY(spy.count() >= 1);
        QCOMPARE(doc()->scenario().workload.batchSize, 256);
        // The same option now holds the activations of a much larger micro-batch (or another
        // layout).
        int row = -1;
        for (int r = 0; r < view->rowCount(); ++r)
            if (view->optionAtRow(r) == option)
                row = r;
        QVERIFY(row >= 0);
        QVERIFY2(view->rowTotalBytes(row) != before, "the memory bar did not change");
    }

    void oneReplanPerEventLoopTurn() {
        QSignalSpy spy(doc(), &DocumentModel::planChanged);
        auto* seq = input<QSpinBox>("$.workload.seq_len");
        seq->setValue(256);
        seq->setValue(384);
        seq->setValue(512);
        QCOMPARE(spy.count(), 0); // deferred to the next turn
        QTRY_COMPARE(spy.count(), 1);
    }

    // Planned beside the window (as the running application plans): while a plan is being
    // made the status bar says so and the last plan stays on screen; then the new plan's figures.
    // An open model over the whole catalog: a plan long enough to be seen being made.
    void statusBarSaysAPlanIsBeingMade() {
        QVERIFY(m_window->loadPreset(QStringLiteral("open-model-vs-frontier-api")));
        doc()->replanNow();
        const std::vector<OptionResult>& shown = doc()->plan().options;
        const std::size_t before = shown.size();
        const double firstRate = shown.front().time.samplesPerSecond;
        m_window->setPlanningHintDelay(0);
        doc()->setPlanInBackground(true);
        QSignalSpy plans(doc(), &DocumentModel::planChanged);
        QSignalSpy started(doc(), &DocumentModel::planStarted);
        doc()->edit(QStringLiteral("$.workload.serving.qps"), QString(),
                    [](Scenario& s) { s.workload.serving.qps *= 2; });
        QTRY_COMPARE(started.count(), 1);
        QTRY_COMPARE(m_window->planStatusText(), MainWindow::tr("Planning…"));
        QCOMPARE(plans.count(), 0);
        QCOMPARE(doc()->plan().options.size(), before); // the last plan, still on screen
        QCOMPARE(doc()->plan().options.front().time.samplesPerSecond, firstRate);
        QTRY_COMPARE_WITH_TIMEOUT(plans.count(), 1, 20000);
        QVERIFY(!doc()->planning());
        QVERIFY(m_window->planStatusText().contains(QLatin1String("planned in")));
    }

    void modelPresetLoads() {
        QComboBox* models = m_window->editor()->modelPresetBox();
        const int llama = models->findData(QStringLiteral("llama-2-7b"));
        QVERIFY(llama > 0);
        const double paramsBefore = doc()->plan().params;
        QSignalSpy spy(doc(), &DocumentModel::planChanged);
        models->setCurrentIndex(llama);
        QTRY_VERIFY(spy.count() >= 1);
        QCOMPARE(QString::fromStdString(doc()->scenario().workload.model.preset),
                 QStringLiteral("llama-2-7b"));
        QCOMPARE(doc()->scenario().workload.model.layers, 32);
        QVERIFY(doc()->plan().params > 6e9 && doc()->plan().params > paramsBefore);
    }

    void scenarioPresetsLoad() {
        const Catalog& catalog = doc()->catalog();
        QVERIFY(!catalog.scenarios.empty());
        for (const ScenarioPreset& p : catalog.scenarios) {
            QVERIFY2(m_window->loadPreset(QString::fromStdString(p.id)), p.id.c_str());
            doc()->replanNow();
            QVERIFY2(doc()->hasPlan(), p.id.c_str());
            QCOMPARE(QString::fromStdString(doc()->scenario().name),
                     QString::fromStdString(presetDocument(catalog, p)->scenario.name));
        }
    }

    void badValueShowsMessageAndKeepsLastPlan() {
        auto* samples = input<QLineEdit>("$.workload.dataset.samples");
        const Plan before = doc()->plan();
        const double samplesBefore = doc()->scenario().workload.dataset.samples;
        QSignalSpy spy(doc(), &DocumentModel::planChanged);
        samples->selectAll();
        QTest::keyClicks(samples, QStringLiteral("lots"));
        QCoreApplication::processEvents();
        QVERIFY(!m_window->editor()
                     ->fieldMessage(QStringLiteral("$.workload.dataset.samples"))
                     .isEmpty());
        QVERIFY(samples->property("invalid").toBool());
        QCOMPARE(doc()->scenario().workload.dataset.samples, samplesBefore);
        QTest::qWait(20);
        QCOMPARE(spy.count(), 0);
        QCOMPARE(doc()->plan().options.size(), before.options.size());

        // Fixing the value clears the message and re-plans.
        samples->selectAll();
        QTest::keyClicks(samples, QStringLiteral("2M"));
        QVERIFY(m_window->editor()
                    ->fieldMessage(QStringLiteral("$.workload.dataset.samples"))
                    .isEmpty());
        QCOMPARE(doc()->scenario().workload.dataset.samples, 2e6);
        QTRY_VERIFY(spy.count() >= 1);
    }

    void plannerErrorStaysOnItsField() {
        // A device id the catalog does not know: the planner refuses, the old plan stays.
        const std::size_t optionsBefore = doc()->plan().options.size();
        doc()->edit(QStringLiteral("$.compute.options"), QStringLiteral("test"), [](Scenario& s) {
            s.compute.options = {{"no-such-gpu", 1}};
        });
        doc()->replanNow();
        QVERIFY(!doc()->planErrors().empty());
        QCOMPARE(doc()->plan().options.size(), optionsBefore);
        QVERIFY(!m_window->editor()->fieldMessage(QStringLiteral("$.compute.options")).isEmpty());
        QVERIFY(!m_window->editor()->generalMessage().isEmpty());
        doc()->undoStack()->undo();
        doc()->replanNow();
        QVERIFY(doc()->planErrors().empty());
        QVERIFY(m_window->editor()->fieldMessage(QStringLiteral("$.compute.options")).isEmpty());
    }

    void undoRedoRestoreValues() {
        auto* batch = input<QSpinBox>("$.workload.batch_size");
        const int original = batch->value();
        QUndoStack* undo = doc()->undoStack();
        const int depth = undo->count();
        batch->setValue(original + 1);
        batch->setValue(original + 2);
        batch->setValue(original + 3);
        QCOMPARE(undo->count(), depth + 1); // consecutive edits of one field merge
        auto* kind = input<QComboBox>("$.workload.kind");
        kind->setCurrentIndex(kind->findData(int(WorkloadKind::Training)));
        QCOMPARE(undo->count(), depth + 2);

        undo->undo();
        QVERIFY(doc()->scenario().workload.kind == WorkloadKind::FineTuning);
        QCOMPARE(kind->currentData().toInt(), int(WorkloadKind::FineTuning));
        undo->undo();
        QCOMPARE(doc()->scenario().workload.batchSize, original);
        QCOMPARE(batch->value(), original);
        undo->redo();
        QCOMPARE(doc()->scenario().workload.batchSize, original + 3);
        QCOMPARE(batch->value(), original + 3);
    }

    void kindShowsOnlyRelevantFields() {
        auto* kind = input<QComboBox>("$.workload.kind");
        QWidget* qps = m_window->editor()->fieldInput(QStringLiteral("$.workload.serving.qps"));
        QWidget* optimizer = m_window->editor()->fieldInput(QStringLiteral("$.workload.optimizer"));
        QVERIFY(!qps->isVisibleTo(m_window->editor()));
        QVERIFY(optimizer->isVisibleTo(m_window->editor()));
        kind->setCurrentIndex(kind->findData(int(WorkloadKind::OnlineServing)));
        QVERIFY(qps->isVisibleTo(m_window->editor()));
        QVERIFY(!optimizer->isVisibleTo(m_window->editor()));
    }

    void clickingAPointSelectsTheOptionInTheTable() {
        m_window->setCurrentTab(ChartId::TimeCost);
        QCoreApplication::processEvents();
        TimeCostView* view = m_window->timeCostView();
        QVERIFY(view->pointCount() > 1);
        // Pick a fitting option that is not selected yet and whose point no other point crowds.
        int target = -1;
        const Plan& plan = doc()->plan();
        for (int i = 0; i < int(plan.options.size()) && target < 0; ++i) {
            if (i == doc()->selectedOption())
                continue;
            const QPoint p = view->optionPixel(i);
            if (p.x() < 0)
                continue;
            bool crowded = false;
            for (int j = 0; j < int(plan.options.size()); ++j) {
                const QPoint q = view->optionPixel(j);
                if (j != i && q.x() >= 0 && (q - p).manhattanLength() < 14)
                    crowded = true;
            }
            if (!crowded)
                target = i;
        }
        QVERIFY2(target >= 0, "no isolated point to click");
        QSignalSpy spy(doc(), &DocumentModel::selectionChanged);
        QTest::mouseClick(view->clickTarget(), Qt::LeftButton, {}, view->optionPixel(target));
        QCOMPARE(doc()->selectedOption(), target);
        QVERIFY(spy.count() >= 1);
        const QModelIndexList rows = m_window->optionsTable()->selectionModel()->selectedRows();
        QCOMPARE(rows.size(), 1);
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(m_window->optionsTable()->model());
        QCOMPARE(proxy->mapToSource(rows.first()).row(), target);

        // And the other way: a table row selects the option in the document.
        const int other = (target + 1) % int(plan.options.size());
        m_window->optionsTable()->selectRow(
            proxy->mapFromSource(m_window->optionsModel()->index(other, 0)).row());
        QCOMPARE(doc()->selectedOption(), other);
    }

    void whyThisNumberListsTerms() {
        RecommendationPanel* panel = m_window->recommendationPanel();
        QVERIFY(panel->summaryText().contains(QStringLiteral("Recommended")));
        panel->explain(RecommendationPanel::Explanation::Time);
        QVERIFY(panel->explanationText().contains(QStringLiteral("Step time")));
        panel->explain(RecommendationPanel::Explanation::Memory);
        QVERIFY(panel->explanationText().contains(QStringLiteral("Optimizer state")));
        panel->explain(RecommendationPanel::Explanation::Cost);
        QVERIFY(panel->explanationText().contains(QStringLiteral("billed hours")));
        panel->explain(RecommendationPanel::Explanation::None);
        QVERIFY(panel->explanationText().isEmpty());
    }

    void servingShowsPlaceholderUnlessServing() {
        m_window->setCurrentTab(ChartId::Serving);
        QCoreApplication::processEvents();
        QVERIFY(m_window->servingView()->showsPlaceholder());
    }

    void saveAndOpenRoundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        input<QSpinBox>("$.workload.batch_size")->setValue(48);
        QVERIFY(m_window->saveTo(path));
        QVERIFY(doc()->undoStack()->isClean());
        input<QSpinBox>("$.workload.batch_size")->setValue(64);
        QCOMPARE(m_window->openFile(path, true), QString());
        QCOMPARE(doc()->scenario().workload.batchSize, 48);
        QCOMPARE(doc()->filePath(), path);
    }

    void openingABadFileNamesTheJsonPath() {
        const QString path =
            QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/scenarios/negative_sizes.json");
        QVERIFY(QFile::exists(path));
        const int batch = doc()->scenario().workload.batchSize;
        const QString message = m_window->openFile(path, true);
        QVERIFY(message.contains(QStringLiteral("$.")));
        QCOMPARE(doc()->scenario().workload.batchSize, batch);
    }

    // The report pairs the scenario with its own plan: one still being made is waited for, and a
    // scenario with problems is refused rather than written beside the last good plan.
    void reportWaitsForItsPlanAndRefusesAProblem() {
        QTemporaryDir dir;
        doc()->setPlanInBackground(true);
        doc()->edit(QStringLiteral("$.workload.batch_size"), QString(),
                    [](Scenario& s) { s.workload.batchSize = 48; });
        QCoreApplication::processEvents(); // the plan starts beside the window
        const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
        QVERIFY(m_window->exportReport(pdf));
        QVERIFY(!doc()->planning());
        QVERIFY(QFileInfo(pdf).size() > 1000);
        const PlanResult fresh = makePlan(doc()->scenario(), doc()->catalog());
        const Plan& shown = doc()->plan();
        QVERIFY(fresh.plan.recommended && shown.recommended);
        QCOMPARE(shown.options.size(), fresh.plan.options.size());
        QCOMPARE(shown.options[*shown.recommended].time.stepSeconds,
                 fresh.plan.options[*fresh.plan.recommended].time.stepSeconds);

        doc()->edit(QStringLiteral("$.compute.options"), QString(), [](Scenario& s) {
            s.compute.options = {{"no-such-device", 1}};
        });
        const QString refused = dir.filePath(QStringLiteral("refused.pdf"));
        QVERIFY(!m_window->exportReport(refused));
        QVERIFY(!QFile::exists(refused));
        QVERIFY(m_window->lastNotice().contains(QLatin1String("problem")));
    }

    void exportsChartsAndCsv() {
        QTemporaryDir dir;
        for (auto tab : {ChartId::Memory, ChartId::TimeCost, ChartId::Pipeline}) {
            m_window->setCurrentTab(tab);
            const QString png = dir.filePath(QStringLiteral("c%1.png").arg(int(tab)));
            const QString svg = dir.filePath(QStringLiteral("c%1.svg").arg(int(tab)));
            QVERIFY(m_window->exportChart(png));
            QVERIFY(m_window->exportChart(svg));
            QVERIFY(!QImage(png).isNull());
            QFile f(svg);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.readAll().contains("<svg"));
        }
        const QString csv = dir.filePath(QStringLiteral("o.csv"));
        QVERIFY(m_window->exportOptionsCsv(csv));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size() - 2,
                 int(doc()->plan().options.size())); // header and the final newline
        QVERIFY(lines.first().startsWith("device,count,"));
    }

    void screenshotIsNotBlank() {
        for (auto tab : {ChartId::Memory, ChartId::TimeCost, ChartId::Pipeline}) {
            m_window->setCurrentTab(tab);
            QCoreApplication::processEvents();
            const QImage shot = m_window->grab().toImage();
            QVERIFY(shot.width() >= 1000);
            std::set<QRgb> colours;
            for (int y = 0; y < shot.height(); y += 7)
                for (int x = 0; x < shot.width(); x += 7)
                    colours.insert(shot.pixel(x, y));
            QVERIFY2(colours.size() > 40, "the window looks blank");
            const QImage chart = m_window->currentChart()->grab().toImage();
            std::set<QRgb> chartColours;
            for (int y = 0; y < chart.height(); y += 5)
                for (int x = 0; x < chart.width(); x += 5)
                    chartColours.insert(chart.pixel(x, y));
            QVERIFY2(chartColours.size() > 8, "the chart looks empty");
        }
    }
};

QTEST_MAIN(MainWindowTest)
#include "test_main_window.moc"

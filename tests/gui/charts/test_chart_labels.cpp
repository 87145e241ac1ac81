// Charts under the cases that broke them: value labels never cross a capacity line and stay
// inside the plot, a capacity beyond the axis is not drawn at a wrong place, point labels keep
// off the deadline, budget and Pareto lines, legends are never cut, views that do not apply
// say so instead of drawing an empty plot, and exports say what they wrote.
#include "tests/support/scripted_dialogs.h"
#include "ui/charts/memory_fit_view.h"
#include "ui/charts/pipeline_view.h"
#include "ui/charts/plot_style.h"
#include "ui/charts/serving_view.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/main_window.h"

#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace rightsize;
using namespace rightsize::ui;

class ChartLabelsTest : public QObject {
    Q_OBJECT

    // Installed before the window and gone after it: the window's notices are recorded here.
    std::unique_ptr<ScriptedDialogs> m_dialogs;
    std::unique_ptr<MainWindow> m_window;

    void open(const char* preset, ChartId tab, QSize size = {1280, 720}) {
        QVERIFY(m_window->loadPreset(QString::fromLatin1(preset)));
        m_window->setCurrentTab(tab);
        m_window->resize(size);
        m_window->document()->replanNow();
        QCoreApplication::processEvents();
    }

private slots:
    void init() {
        m_dialogs = std::make_unique<ScriptedDialogs>();
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() {
        m_window.reset();
        m_dialogs.reset();
    }

    // Item 6: "159 GiB of 180 GiB" is never crossed by the 180 GiB line, nor cut at the edge.
    void memoryLabelsKeepOffTheCapacityLines_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QSize>("size");
        const QStringList presets{QStringLiteral("llama2-70b-pretrain"),
                                  QStringLiteral("bert-base-finetune"),
                                  QStringLiteral("llama2-13b-chat-serving")};
        for (const QString& preset : presets)
            for (const QSize& size : {QSize(1280, 720), QSize(1600, 1000), QSize(2560, 1440)})
                QTest::addRow("%s %dx%d", qPrintable(preset), size.width(), size.height())
                    << preset << size;
    }
    void memoryLabelsKeepOffTheCapacityLines() {
        QFETCH(QString, preset);
        QFETCH(QSize, size);
        open(preset.toLatin1().constData(), ChartId::Memory, size);
        MemoryFitView* view = m_window->memoryView();
        auto* plot = view->findChild<QCustomPlot*>();
        const QRect axis = plot->axisRect()->rect();
        QVERIFY(view->rowCount() > 0);
        for (int r = 0; r < view->rowCount(); ++r) {
            const QRectF label = view->rowLabelRect(r);
            const QString where = QStringLiteral("row %1 “%2”").arg(r).arg(view->rowLabelText(r));
            QVERIFY2(label.left() >= axis.left() - 1 && label.right() <= axis.right() + 1,
                     qPrintable(where));
            const double line = view->rowCapacityPixel(r);
            if (line >= 0)
                QVERIFY2(line < label.left() || line > label.right(), qPrintable(where));
            // Shortened only with the numbers in the row's tooltip, and never to nothing.
            QVERIFY2(!view->rowLabelText(r).isEmpty(), qPrintable(where));
            if (view->rowLabelText(r) != view->rowLabelFullText(r))
                QVERIFY2(view->rowLabelText(r).endsWith(QChar(0x2026)), qPrintable(where));
        }
    }

    // A capacity beyond the axis (a CPU instance's RAM beside GPUs) is not a line at the end of
    // the axis pretending to be that capacity.
    void capacityBeyondTheAxisIsNotDrawnInside() {
        m_window->newScenario(); // the whole catalog, CPU instances with a terabyte of RAM included
        m_window->setCurrentTab(ChartId::Memory);
        m_window->document()->replanNow();
        QCoreApplication::processEvents();
        MemoryFitView* view = m_window->memoryView();
        auto* plot = view->findChild<QCustomPlot*>();
        int beyond = 0;
        for (int r = 0; r < view->rowCount(); ++r) {
            const double capacity = m_window->document()
                                        ->plan()
                                        .options[std::size_t(view->optionAtRow(r))]
                                        .capacityBytes;
            if (capacity / (1024.0 * 1024 * 1024) > plot->xAxis->range().upper) {
                ++beyond;
                QCOMPARE(view->rowCapacityPixel(r), -1.0);
            }
        }
        QVERIFY(beyond > 0); // the whole catalog has CPU instances with far more memory
    }

    void pointLabelsKeepOffTheLines() {
        for (const char* preset :
             {"llama2-70b-pretrain", "bert-base-finetune", "cpu-or-gpu-images-200k"}) {
            open(preset, ChartId::TimeCost);
            TimeCostView* view = m_window->timeCostView();
            const auto labels = view->labelRects();
            QVERIFY2(!labels.empty(), preset);
            for (const QRectF& box : labels) {
                for (const QLineF& line : view->lineSegments()) {
                    const QLineF edges[] = {{box.topLeft(), box.topRight()},
                                            {box.topRight(), box.bottomRight()},
                                            {box.bottomRight(), box.bottomLeft()},
                                            {box.bottomLeft(), box.topLeft()}};
                    for (const QLineF& edge : edges)
                        QVERIFY2(line.intersects(edge, nullptr) != QLineF::BoundedIntersection,
                                 preset);
                }
                for (const QRectF& other : labels)
                    if (&other != &box)
                        QVERIFY2(!other.intersects(box), preset);
            }
        }
    }

    // Legends take as many rows as they need: no entry is cut, down to the narrowest chart,
    // and an entry wider than the whole plot is shortened with its full name kept for a tooltip.
    void legendsAreNeverCut_data() {
        QTest::addColumn<int>("width");
        QTest::newRow("narrowest") << 180;
        QTest::newRow("narrow") << 420;
        QTest::newRow("medium") << 700;
        QTest::newRow("wide") << 1400;
    }
    void legendsAreNeverCut() {
        QFETCH(int, width);
        QCustomPlot plot;
        placeLegendAbove(&plot);
        keepLegendFitted(&plot);
        const QStringList names{
            QStringLiteral("Gewichte"),          QStringLiteral("Gradienten"),
            QStringLiteral("Optimiererzustand"), QStringLiteral("Aktivierungen"),
            QStringLiteral("KV-Cache"),          QStringLiteral("Laufzeit-Overhead"),
            QStringLiteral("Gerätekapazität"),   QStringLiteral("Passt nicht in den Speicher")};
        for (const QString& name : names)
            plot.addGraph()->setName(name);
        plot.legend->setVisible(true);
        plot.resize(width, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        fitLegendToWidth(&plot, plot.width());
        plot.replot();
        for (int i = 0; i < plot.legend->itemCount(); ++i)
            if (QCPAbstractLegendItem* item = plot.legend->item(i)) {
                const QString where = QStringLiteral("entry %1 at %2 px").arg(i).arg(width);
                QVERIFY2(item->outerRect().width() + 1 >= item->minimumOuterSizeHint().width(),
                         qPrintable(where));
                QVERIFY2(item->outerRect().right() <= width, qPrintable(where));
                auto* entry = qobject_cast<QCPPlottableLegendItem*>(item);
                QVERIFY(entry);
                if (entry->plottable()->name() != names.at(i))
                    QCOMPARE(legendFullName(&plot, i), names.at(i));
            }
    }

    // Item 5: the serving chart of a training job is a message, not a squashed empty plot.
    void viewsThatDoNotApplySaySo() {
        open("bert-base-finetune", ChartId::Serving);
        ServingView* serving = m_window->servingView();
        QVERIFY(!serving->emptyStateText().isEmpty());
        bool covered = false;
        for (QLabel* label : serving->findChildren<QLabel*>())
            covered = covered || (label->isVisible() && label->geometry() == serving->rect());
        QVERIFY(covered);
        open("cpu-or-gpu-xgboost-20m", ChartId::Pipeline);
        QVERIFY(!m_window->pipelineView()->emptyStateText().isEmpty());
        open("llama2-13b-chat-serving", ChartId::Serving);
        QVERIFY(serving->emptyStateText().isEmpty());
    }

    // Item 10: exports say what they wrote, and an export of a view with nothing to show says so.
    void exportsSayWhatTheyWrote() {
        QTemporaryDir dir;
        open("llama2-70b-pretrain", ChartId::Memory);
        QVERIFY(m_window->exportChart(dir.filePath(QStringLiteral("memory.png"))));
        if (const QString shots = qEnvironmentVariable("RIGHTSIZE_SCREENSHOT_DIR");
            !shots.isEmpty())
            QFile::copy(dir.filePath(QStringLiteral("memory.png")),
                        shots + QStringLiteral("/export-memory.png"));
        const QString message = m_window->statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("Memory fit")) &&
                     message.contains(QStringLiteral("memory.png")),
                 qPrintable(message));
        QVERIFY(m_window->exportOptionsCsv(dir.filePath(QStringLiteral("options.csv"))));
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("options.csv")));
        m_window->setCurrentTab(ChartId::Serving);
        QVERIFY(!m_window->exportChart(dir.filePath(QStringLiteral("serving.png"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("serving.png"))));
        const auto notices = m_dialogs->requests(QStringLiteral("inform"));
        QCOMPARE(notices.size(), 1);
        QVERIFY(notices.first().text.contains(QStringLiteral("Serving")));
    }
};

QTEST_MAIN(ChartLabelsTest)
#include "test_chart_labels.moc"

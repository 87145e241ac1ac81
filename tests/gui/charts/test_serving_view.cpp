// The serving view of a generating model draws TTFT, TPOT and end-to-end p95 against its load
// with the recommended operating point, and offers the engine's launch command to copy; a model
// that answers in one pass keeps its options side by side and has nothing to launch.
#include "ui/charts/chart_registry.h"
#include "ui/charts/serving_view.h"
#include "ui/editor/document_model.h"
#include "ui/window/main_window.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QPushButton>
#include <QTest>
#include <qcustomplot.h>

using namespace rightsize;
using namespace rightsize::ui;

class TestServingView : public QObject {
    Q_OBJECT

private slots:
    void drawsTheLoadThePlanServes_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("curves");
        QTest::addColumn<QString>("xLabel");
        QTest::addColumn<QString>("command");
        QTest::newRow("Qwen3-32B, 64 clients, vLLM")
            << "qwen3-32b-vllm-serving.json" << 3 << "Concurrent clients"
            << "vllm serve Qwen/Qwen3-32B --tensor-parallel-size 4";
        QTest::newRow("DistilBERT, 200 requests/s, PyTorch")
            << "distilbert-online-serving.json" << -1 << "Offered load (requests per second)"
            << "";
    }
    void drawsTheLoadThePlanServes() {
        QFETCH(QString, file);
        QFETCH(int, curves);
        QFETCH(QString, xLabel);
        QFETCH(QString, command);
        MainWindow window(nullptr);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.openFile(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + file, true),
                 QString());
        window.document()->replanNow();
        window.setCurrentTab(ChartId::Serving);
        ServingView* view = window.servingView();
        QTRY_VERIFY_WITH_TIMEOUT(!view->showsPlaceholder(), 20000);
        if (curves > 0)
            QCOMPARE(view->curveCount(), curves);
        else
            QVERIFY(view->curveCount() >= 1);
        auto* plot = view->findChild<QCustomPlot*>();
        QVERIFY(plot);
        QCOMPARE(plot->xAxis->label(), xLabel);
        // The operating point is drawn on top of the curves: one more graph than curves.
        QCOMPARE(plot->graphCount(), view->curveCount() + 1);
        QVERIFY(plot->graph(plot->graphCount() - 1)->data()->size() >= 1);
        if (command.isEmpty()) {
            QVERIFY(view->launchCommand().isEmpty());
            QVERIFY(!view->copyLaunchButton()->isVisible());
            return;
        }
        QVERIFY2(view->launchCommand().startsWith(command), qPrintable(view->launchCommand()));
        QVERIFY(view->copyLaunchButton()->isVisible());
        QGuiApplication::clipboard()->clear();
        view->copyLaunchButton()->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), view->launchCommand());
    }
};

QTEST_MAIN(TestServingView)
#include "test_serving_view.moc"

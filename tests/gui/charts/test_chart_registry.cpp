// The chart registry is the one list of charts: each of its charts is a tab of the window with
// its title, renders something for a preset that uses it, exports to PNG and SVG, is shown by
// the workshop host under its key, and appears in the report when its rule says so.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "ui/charts/chart_registry.h"
#include "ui/charts/chart_view.h"
#include "ui/editor/document_model.h"
#include "ui/report/report_charts.h"
#include "ui/window/main_window.h"
#include "ui/workshop/default_workshop_host.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <set>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

// Distinct colours in a picture, sampled on a grid: a blank or one-colour image has very few.
int colourCount(const QImage& image) {
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

// A preset each chart has something to show for: the serving chart needs a service, the
// pipeline a deep-learning job, the ways of buying a job on a device offered serverless.
QString presetFor(ChartId id) {
    if (id == ChartId::Buying)
        return QStringLiteral("qwen3-8b-lora-a10-vs-h100");
    return id == ChartId::Serving ? QStringLiteral("llama2-13b-chat-serving")
                                  : QStringLiteral("bert-base-finetune");
}

} // namespace

class ChartRegistryTest : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase() {
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanupTestCase() { m_window.reset(); }

    void keysAreUniqueAndFound() {
        std::set<std::string> keys;
        for (const ChartEntry& e : chartRegistry()) {
            QVERIFY(keys.insert(e.key).second);
            QCOMPARE(chartByKey(QLatin1String(e.key)), &e);
            QCOMPARE(&chartEntry(e.id), &e);
            QVERIFY(!e.exportName().contains(QLatin1Char('&')));
        }
        QCOMPARE(chartByKey(QStringLiteral("no-such-chart")), nullptr);
        QVERIFY(chartKeyList().contains(QStringLiteral("timecost")));
    }

    void everyChart_data() {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < chartRegistry().size(); ++i)
            QTest::newRow(chartRegistry()[i].key) << int(i);
    }

    void everyChart() {
        QFETCH(int, row);
        const ChartEntry& entry = chartRegistry()[std::size_t(row)];
        QVERIFY(m_window->loadPreset(presetFor(entry.id)));
        m_window->document()->replanNow();

        // A tab of the window, in registry order, with the registry's title.
        auto* tabs = m_window->findChild<QTabWidget*>();
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), int(chartRegistry().size()));
        QCOMPARE(tabs->tabText(row), entry.tabTitle());
        ChartView* view = m_window->chart(entry.id);
        QCOMPARE(tabs->widget(row), static_cast<QWidget*>(view));
        m_window->setCurrentTab(entry.id);
        QCOMPARE(m_window->currentChart(), view);
        QCoreApplication::processEvents();

        // Something to see, as a bitmap and as vectors.
        QVERIFY2(view->emptyStateText().isEmpty(), qPrintable(view->emptyStateText()));
        const QImage picture = view->toPixmap(QSize(800, 500)).toImage();
        QVERIFY(!picture.isNull());
        QVERIFY2(colourCount(picture) > 8, "the chart looks blank");
        QByteArray svg;
        QBuffer buffer(&svg);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(800, 500));
        view->renderTo(generator, QSize(800, 500));
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.size() > 2000);

        // The window's exports, named for the chart.
        QTemporaryDir dir;
        for (const char* suffix : {".png", ".svg"}) {
            const QString path = dir.filePath(entry.exportName() + QLatin1String(suffix));
            QVERIFY2(m_window->exportChart(path), qPrintable(path));
            QVERIFY(QFile(path).size() > 1000);
        }

        // The workshop's host shows it under its key and draws it for the presenter.
        workshop::DefaultWorkshopHost host(std::make_shared<const Catalog>(loadBuiltinCatalog()));
        host.resize(900, 600);
        const ScenarioPreset* preset = host.catalog().scenario(presetFor(entry.id).toStdString());
        QVERIFY(preset);
        host.loadScenario(m_window->document()->scenario(), QString::fromStdString(preset->name));
        host.showChart(QLatin1String(entry.key));
        QCOMPARE(host.currentChart(), QLatin1String(entry.key));
        QVERIFY(colourCount(host.chartPixmap(QLatin1String(entry.key), QSize(800, 500)).toImage()) >
                8);
        // The main window draws it for the presenter as well.
        QVERIFY(!m_window->chartPixmap(QLatin1String(entry.key), QSize(800, 500)).isNull());

        // The report has it when its rule says so, with the registry's caption.
        const auto charts =
            recordReportCharts(m_window->document()->scenario(), m_window->document()->plan(),
                               *m_window->document()->planCatalog());
        const QString caption = entry.reportCaption(m_window->document()->scenario());
        const bool inReport = std::any_of(charts.begin(), charts.end(), [&](const ReportChart& c) {
            return c.caption == caption;
        });
        QCOMPARE(inReport,
                 entry.inReport(m_window->document()->scenario(), m_window->document()->plan()));
        QVERIFY(inReport);
    }

    // A chart the report leaves out for a scenario is not in it.
    void reportFollowsTheRule() {
        QVERIFY(m_window->loadPreset(QStringLiteral("bert-base-finetune")));
        m_window->document()->replanNow();
        const Scenario& s = m_window->document()->scenario();
        const auto charts = recordReportCharts(s, m_window->document()->plan(),
                                               *m_window->document()->planCatalog());
        int expected = 0;
        for (const ChartEntry& e : chartRegistry())
            expected += e.inReport(s, m_window->document()->plan()) ? 1 : 0;
        QCOMPARE(int(charts.size()), expected);
        QVERIFY(expected < int(chartRegistry().size())); // the serving chart is not for a fine-tune
    }
};

QTEST_MAIN(ChartRegistryTest)
#include "test_chart_registry.moc"

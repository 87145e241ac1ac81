// The workshop drives the real main window: menus open it, steps highlight the editor, charts
// come to the front and a case loads into the document.
#include "ui/charts/memory_fit_view.h"
#include "ui/charts/serving_view.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/window/main_window.h"
#include "ui/workshop/exercise_panel.h"
#include "ui/workshop/exercise_set.h"
#include "ui/workshop/presenter_mode.h"
#include "ui/workshop/walkthrough_panel.h"
#include "ui/workshop/workshop_window.h"

#include <QFontMetrics>
#include <QGroupBox>
#include <QImage>
#include <QMenuBar>
#include <QScreen>
#include <QTest>

using namespace rightsize;
using namespace rightsize::ui;

class TestWorkshopInMainWindow : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

    QMenu* workshopMenu() const {
        for (QAction* a : m_window->menuBar()->actions())
            if (a->text().remove(QLatin1Char('&')) == QLatin1String("Workshop"))
                return a->menu();
        return nullptr;
    }
    // The planner shows this case: the fields that tell the built-in cases apart.
    bool shows(const Scenario& expected) const {
        const Workload& a = m_window->document()->scenario().workload;
        const Workload& b = expected.workload;
        return a.kind == b.kind && a.model.preset == b.model.preset &&
               a.classicMl.rows == b.classicMl.rows && a.dataset.samples == b.dataset.samples &&
               a.serving.qps == b.serving.qps && a.serving.p95Ms == b.serving.p95Ms;
    }
    Scenario scenarioOf(const workshop::Exercise& ex) const {
        const std::optional<Scenario> s = workshop::exerciseScenario(ex, m_window->catalog());
        if (!s)
            qFatal("exercise %s has no scenario", qPrintable(ex.id));
        return *s;
    }
    // Whether `text` drawn with `font` wraps into `rect` without being cut.
    static bool fits(const QFont& font, const QRect& rect, const QString& text) {
        const QRect need = QFontMetrics(font).boundingRect(QRect(0, 0, rect.width(), 100000),
                                                           Qt::AlignLeft | Qt::TextWordWrap, text);
        return need.width() <= rect.width() && need.height() <= rect.height();
    }

private slots:
    void init() {
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void workshopMenuOpensEveryPart() {
        QMenu* workshopMenu = nullptr;
        for (QAction* a : m_window->menuBar()->actions())
            if (a->text().remove(QLatin1Char('&')) == QLatin1String("Workshop"))
                workshopMenu = a->menu();
        QVERIFY(workshopMenu);
        QCOMPARE(workshopMenu->actions().size(), 4);
        workshopMenu->actions().at(1)->trigger();
        workshop::WorkshopWindow* w = m_window->workshopWindow();
        QVERIFY(w && w->isVisible());
        QCOMPARE(w->host(), static_cast<workshop::WorkshopHost*>(m_window.get()));
        // Item 13: the workshop sits beside the editor and the charts, never over them, so the
        // steps it highlights can be seen.
        QCOMPARE(w->window(), static_cast<QWidget*>(m_window.get()));
        const QRect workshop(w->mapTo(m_window.get(), QPoint(0, 0)), w->size());
        for (QWidget* part : {static_cast<QWidget*>(m_window->editor()->parentWidget()),
                              static_cast<QWidget*>(m_window->memoryView())}) {
            const QRect r(part->mapTo(m_window.get(), QPoint(0, 0)), part->size());
            QVERIFY(!workshop.intersects(r));
        }
        // And the window with it still fits a 1280×720 screen. (Shrinking a wide window stops
        // once at the wide arrangement's minimum, where the library moves behind the editor;
        // from there it goes on.)
        m_window->resize(1280, 720);
        m_window->resize(1280, 720);
        QCoreApplication::processEvents();
        QVERIFY2(m_window->width() <= 1280, qPrintable(QString::number(m_window->width())));
        if (const QString dir = qEnvironmentVariable("RIGHTSIZE_SCREENSHOT_DIR"); !dir.isEmpty())
            m_window->grab().save(dir + QStringLiteral("/workshop-1280x720.png"));
    }

    void stepsHighlightTheEditorAndShowTheirChart() {
        const auto boxes = m_window->editor()->findChildren<QGroupBox*>();
        for (int step = 0; step < 5; ++step) {
            m_window->highlightStep(step);
            int highlighted = 0;
            for (QGroupBox* b : boxes)
                highlighted += b->styleSheet().contains(QLatin1String("highlight")) ? 1 : 0;
            QCOMPARE(highlighted, 1);
        }
        m_window->showChart(QStringLiteral("timecost"));
        QCOMPARE(m_window->currentChart(), static_cast<ChartView*>(m_window->timeCostView()));
        m_window->showChart(QStringLiteral("serving"));
        QCOMPARE(m_window->currentChart(), static_cast<ChartView*>(m_window->servingView()));
        QVERIFY(!m_window->chartPixmap(QStringLiteral("memory"), QSize(400, 300)).isNull());
    }

    // Issue 30 item 6: Workshop → Exercises shows the selected exercise in the planner, not the
    // walkthrough's first case; another exercise selected loads that one, and the walkthrough
    // brings its own case back.
    void exercisesMenuLoadsTheSelectedExercise() {
        workshopMenu()->actions().at(1)->trigger();
        workshop::WorkshopWindow* w = m_window->workshopWindow();
        workshop::ExercisePanel* panel = w->exercises();
        const auto& list = panel->exerciseSet().exercises;
        QVERIFY(panel->current() >= 0);
        QCOMPARE(panel->selectedId(), list[panel->current()].id);
        QVERIFY2(shows(scenarioOf(list[panel->current()])),
                 qPrintable(QString::fromStdString(m_window->document()->scenario().name)));
        QCOMPARE(w->loadedCase(), QStringLiteral("exercise:") + panel->selectedId());

        panel->selectExercise(3);
        QVERIFY(shows(scenarioOf(list[3])));
        w->showWalkthrough();
        const ScenarioPreset* preset =
            m_window->catalog().scenario(w->walkthrough()->caseId().toStdString());
        QVERIFY(preset);
        QCOMPARE(w->loadedCase(), QStringLiteral("walkthrough:") + w->walkthrough()->caseId());
        w->showExercises();
        QVERIFY(shows(scenarioOf(list[3])));
    }

    // The reveal has the room to be read in the dock beside the planner at 1280×720.
    void revealIsNotCrampedInTheDock() {
        m_window->resize(1280, 720);
        m_window->resize(1280, 720);
        workshopMenu()->actions().at(1)->trigger();
        workshop::ExercisePanel* panel = m_window->workshopWindow()->exercises();
        panel->selectExercise(0);
        panel->chooseAnswer(0);
        panel->setReason(QStringLiteral("trees run on CPUs"));
        QVERIFY(panel->reveal());
        QCoreApplication::processEvents();
        QVERIFY2(panel->revealText().contains(QStringLiteral("trees run on CPUs")),
                 qPrintable(panel->revealText()));
        const int reveal = panel->revealArea()->height();
        QVERIFY2(reveal >= 150 && reveal >= panel->height() / 3,
                 qPrintable(QStringLiteral("%1 of %2").arg(reveal).arg(panel->height())));
        if (const QString dir = qEnvironmentVariable("RIGHTSIZE_SCREENSHOT_DIR"); !dir.isEmpty())
            m_window->grab().save(dir + QStringLiteral("/workshop-reveal-1280x720.png"));
    }

    // The presenter opens as a 16:9 window, not at 640×480; its title and its footer fit, and
    // the slide count never sits on the key hint, down to the smallest window.
    void presenterOpensLargeAndItsTextFits() {
        workshop::PresenterMode* p = m_window->workshopWindow()->startPresenter(false);
        QVERIFY(p);
        QCoreApplication::processEvents();
        QCOMPARE(p->size(), workshop::PresenterMode::defaultSize());
        // 1280×720, or the screen where it is smaller (the offscreen test screen).
        const QSize screen = p->screen()->availableGeometry().size();
        QCOMPARE(p->width(), std::min(1280, screen.width()));
        QCOMPARE(p->height(), std::min(720, screen.height()));
        for (const QSize size : {p->size(), QSize(640, 360), QSize(1920, 1080)}) {
            p->resize(size);
            for (int slide = 0; slide < p->slides().size(); ++slide) {
                p->setCurrent(slide);
                const workshop::PresenterLayout l = p->slideLayout();
                const QString where = QStringLiteral("slide %1 at %2×%3")
                                          .arg(slide + 1)
                                          .arg(size.width())
                                          .arg(size.height());
                QVERIFY2(fits(l.titleFont, l.title, p->slides()[slide].title), qPrintable(where));
                QVERIFY2(!l.count.intersects(l.hint), qPrintable(where));
                QVERIFY2(QFontMetrics(l.footerFont).horizontalAdvance(l.hintText) <= l.hint.width(),
                         qPrintable(where));
                QVERIFY2(QFontMetrics(l.footerFont).horizontalAdvance(l.countText) <=
                             l.count.width(),
                         qPrintable(where));
                QVERIFY2(QRect(QPoint(0, 0), size).contains(l.hint), qPrintable(where));
            }
        }
        p->close();
    }

    // Slide 1's "chart" is the recommendation: a picture of it, not an empty box.
    void slideOneShowsTheRecommendation() {
        QVERIFY(m_window->loadPreset(QStringLiteral("cpu-or-gpu-xgboost-20m")));
        m_window->document()->replanNow();
        const QPixmap picture =
            m_window->chartPixmap(workshop::kChartRecommendation, QSize(900, 600));
        QVERIFY(!picture.isNull());
        QCOMPARE(picture.size(), QSize(900, 600));
        // Text on it: the picture is not one colour.
        const QImage image = picture.toImage();
        int inked = 0;
        const QRgb background = image.pixel(0, 0);
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                inked += image.pixel(x, y) != background ? 1 : 0;
        QVERIFY2(inked > 200, qPrintable(QString::number(inked)));
    }

    void loadingACaseReplansTheDocument() {
        Scenario s;
        s.name = "Sentiment";
        s.workload.kind = WorkloadKind::OnlineServing;
        s.workload.model.preset = "distilbert-base";
        s.workload.serving.qps = 10;
        s.workload.serving.p95Ms = 80;
        m_window->loadScenario(s, QStringLiteral("Sentiment"));
        m_window->document()->replanNow();
        QVERIFY(m_window->document()->hasPlan());
        QVERIFY(m_window->document()->scenario().workload.kind == WorkloadKind::OnlineServing);
    }
};

QTEST_MAIN(TestWorkshopInMainWindow)
#include "test_workshop_in_main_window.moc"

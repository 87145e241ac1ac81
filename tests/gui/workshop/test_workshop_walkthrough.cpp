#include "core/catalog/builtin_catalog.h"
#include "ui/charts/chart_registry.h"
#include "ui/workshop/checklist.h"
#include "ui/workshop/presenter_mode.h"
#include "ui/workshop/walkthrough_panel.h"

#include <QtTest>

using namespace rightsize;
using namespace rightsize::ui::workshop;
using rightsize::ui::ChartId;
using rightsize::ui::chartKey;

// A host that only records what it is asked to do.
class RecordingHost : public WorkshopHost {
public:
    Catalog m_catalog = loadBuiltinCatalog();
    QList<int> steps;
    QStringList charts;
    QStringList titles;
    Scenario last;

    void loadScenario(const Scenario& s, const QString& title) override {
        last = s;
        titles << title;
    }
    void highlightStep(int step) override { steps << step; }
    void showChart(const QString& id) override { charts << id; }
    const Catalog& catalog() const override { return m_catalog; }
};

class TestWorkshopWalkthrough : public QObject {
    Q_OBJECT
private slots:
    void checklistTexts() {
        const QStringList known = {chartKey(ChartId::Memory), chartKey(ChartId::TimeCost),
                                   chartKey(ChartId::Pipeline), chartKey(ChartId::Serving),
                                   kChartRecommendation};
        for (int i = 0; i < kChecklistSteps; ++i) {
            const ChecklistStep s = Checklist::step(i);
            QCOMPARE(s.index, i);
            QVERIFY(!s.title.isEmpty() && !s.rule.isEmpty() && !s.mistake.isEmpty() &&
                    !s.fields.isEmpty());
            QVERIFY(known.contains(s.chartId));
        }
        QCOMPARE(Checklist::step(1).chartId, chartKey(ChartId::Memory));
        QCOMPARE(Checklist::step(3, WorkloadKind::OnlineServing).chartId,
                 chartKey(ChartId::Serving));
        QCOMPARE(Checklist::step(3, WorkloadKind::Training).chartId, chartKey(ChartId::TimeCost));
    }

    void visitsAllFiveSteps() {
        RecordingHost host;
        WalkthroughPanel panel(&host);
        QVERIFY(!host.titles.isEmpty()); // a live case was loaded at once
        QCOMPARE(panel.step(), 0);
        QSignalSpy changed(&panel, &WalkthroughPanel::stepChanged);
        host.steps.clear();
        for (int i = 1; i < kChecklistSteps; ++i)
            panel.next();
        QCOMPARE(panel.step(), 4);
        panel.next(); // stays on the last step
        QCOMPARE(panel.step(), 4);
        QCOMPARE(host.steps, (QList<int>{1, 2, 3, 4}));
        QCOMPARE(changed.count(), 4);
        QCOMPARE(panel.visitedSteps(), (QSet<int>{0, 1, 2, 3, 4}));
        panel.back();
        panel.back();
        QCOMPARE(panel.step(), 2);
        QCOMPARE(host.steps.last(), 2);
        panel.setStep(0); // jump
        QCOMPARE(host.steps.last(), 0);
        panel.back(); // stays on the first step
        QCOMPARE(panel.step(), 0);
        panel.setStep(4);
        QCOMPARE(host.steps.last(), 4);
        QVERIFY(panel.stepText().contains(Checklist::step(4).title));
        QVERIFY(panel.stepText().contains(Checklist::step(4).mistake));
        // Every highlight came with its chart.
        QVERIFY(host.charts.contains(chartKey(ChartId::Memory)));
        QVERIFY(host.charts.contains(chartKey(ChartId::TimeCost)));
    }

    void liveCaseFollowsWorkloadKind() {
        RecordingHost host;
        WalkthroughPanel panel(&host);
        QVERIFY(panel.loadCase(QStringLiteral("mini-challenge-text-api")));
        QVERIFY(host.last.workload.kind == WorkloadKind::OnlineServing);
        panel.setStep(3);
        QCOMPARE(host.charts.last(), chartKey(ChartId::Serving));
        QVERIFY(!panel.loadCase(QStringLiteral("no-such-preset")));
    }

    void presenterNavigation() {
        RecordingHost host;
        PresenterMode presenter(&host);
        presenter.resize(1920, 1080);
        QCOMPARE(presenter.slides().size(), kChecklistSteps);
        QCOMPARE(presenter.current(), 0);
        host.steps.clear();
        QTest::keyClick(&presenter, Qt::Key_Right);
        QTest::keyClick(&presenter, Qt::Key_Space);
        QTest::keyClick(&presenter, Qt::Key_PageDown);
        QTest::keyClick(&presenter, Qt::Key_PageDown);
        QCOMPARE(presenter.current(), 4);
        QTest::keyClick(&presenter, Qt::Key_PageDown);
        QCOMPARE(presenter.current(), 4);
        QTest::keyClick(&presenter, Qt::Key_Left);
        QTest::keyClick(&presenter, Qt::Key_PageUp);
        QCOMPARE(presenter.current(), 2);
        QTest::keyClick(&presenter, Qt::Key_Home);
        QCOMPARE(presenter.current(), 0);
        QTest::keyClick(&presenter, Qt::Key_3);
        QCOMPARE(presenter.current(), 2);
        QCOMPARE(host.steps, (QList<int>{1, 2, 3, 4, 3, 2, 0, 2}));
        QTest::keyClick(&presenter, Qt::Key_C);
        QVERIFY(presenter.chartOnly());
        // A host with no charts still gets a readable slide.
        const QImage shot = presenter.grab().toImage();
        QCOMPARE(shot.size(), QSize(1920, 1080));
        QCOMPARE(QColor(shot.pixel(5, 5)), QColor(Qt::black));
    }

    void projectorStyle() {
        QWidget w;
        const QFont before = w.font();
        applyProjectorStyle(&w, true);
        QVERIFY(w.font().pointSize() >= 20);
        QCOMPARE(w.palette().color(QPalette::Window), QColor(Qt::black));
        applyProjectorStyle(&w, false);
        QCOMPARE(w.font(), before);
        const QCursor c = laserCursor();
        QVERIFY(c.pixmap().width() >= 48);
    }
};

QTEST_MAIN(TestWorkshopWalkthrough)
#include "test_workshop_walkthrough.moc"

// Prints where the time of an edit goes (tests/support/repaint_probe.h), for the visible views
// and for all of them. A report, not a timed test: it checks only that every step was measured.
#include "tests/support/repaint_probe.h"

#include <QTest>

class RepaintBreakdownTest : public QObject {
    Q_OBJECT
private slots:
    void breakdown_data() {
        QTest::addColumn<bool>("allViews");
        QTest::newRow("visible views") << false;
        QTest::newRow("all views") << true;
    }
    void breakdown() {
        QFETCH(bool, allViews);
        // Fewer edits under a profiler: RIGHTSIZE_PROBE_EDITS.
        const int edits = qEnvironmentVariableIntValue("RIGHTSIZE_PROBE_EDITS");
        const auto steps =
            rightsize::ui::measureEditToRepaintBreakdown(edits > 0 ? edits : 30, allViews);
        for (const auto& [step, ms] : steps)
            qInfo("%-42s %7.2f ms", qPrintable(step), ms);
        QVERIFY(steps.size() >= 6);
    }
};

QTEST_MAIN(RepaintBreakdownTest)
#include "test_repaint_breakdown.moc"

// Reports the edit → views repainted time over the whole catalog, for the visible views and for
// all of them. A benchmark, not a
// timed test: it checks only that the probe runs, and prints the number.
#include "tests/support/repaint_probe.h"

#include <QTest>

class EditToRepaintTest : public QObject {
    Q_OBJECT
private slots:
    void probeRuns() {
        const double p95 = rightsize::ui::measureEditToRepaintP95Ms(40);
        qInfo("edit to repaint (visible views) p95: %.2f ms (target 16 ms)", p95);
        QVERIFY(p95 > 0);
        const double all = rightsize::ui::measureEditToRepaintAllViewsP95Ms(40);
        qInfo("edit to repaint (all views) p95: %.2f ms (target 16 ms)", all);
        QVERIFY(all > 0);
    }
};

QTEST_MAIN(EditToRepaintTest)
#include "test_edit_to_repaint.moc"

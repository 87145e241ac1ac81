// Reports the edit → every view repainted time over the whole catalog. A benchmark, not a
// timed test: it checks only that the probe runs, and prints the number.
#include "ui/repaint_probe.h"

#include <QTest>

class EditToRepaintTest : public QObject {
    Q_OBJECT
private slots:
    void probeRuns()
    {
        const double p95 = rightsize::ui::measureEditToRepaintP95Ms(40);
        qInfo("edit to repaint p95: %.2f ms (target 16 ms)", p95);
        QVERIFY(p95 > 0);
    }
};

QTEST_MAIN(EditToRepaintTest)
#include "test_edit_to_repaint.moc"

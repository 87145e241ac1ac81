// Runs a day as the ways-of-buying table, the recommendation and the buying chart write them:
// one formatter for all three. A weekly or monthly job printed "0.0 runs a day" in the
// recommendation and "0.00" in the table; a figure below one now keeps two significant digits.
#include "ui/wording/number_format.h"

#include <QLocale>
#include <QTest>
#include <cmath>

using namespace rightsize;
using namespace rightsize::ui;

class RunsPerDayTest : public QObject {
    Q_OBJECT

private slots:
    void written_data() {
        QTest::addColumn<double>("runs");
        QTest::addColumn<QString>("text");
        QTest::newRow("three a day") << 3.0 << QStringLiteral("3");
        QTest::newRow("one and a half") << 1.5 << QStringLiteral("1.5");
        QTest::newRow("half") << 0.5 << QStringLiteral("0.50");
        QTest::newRow("weekly") << 1.0 / 7 << QStringLiteral("0.14");
        QTest::newRow("monthly") << 12.0 / 365 << QStringLiteral("0.033");
        QTest::newRow("yearly") << 1.0 / 365 << QStringLiteral("0.0027");
        QTest::newRow("the least accepted") << 0.001 << QStringLiteral("0.0010");
        QTest::newRow("many") << 124.4 << QStringLiteral("124");
    }
    void written() {
        QFETCH(double, runs);
        QFETCH(QString, text);
        const numfmt::ScopedCLocale c;
        QCOMPARE(numfmt::runCount(runs), text);
    }

    // Over the whole accepted range the text reads back within 5% and is never zero.
    void readsBackCloseEverywhere() {
        const numfmt::ScopedCLocale c;
        for (double runs = 0.001; runs <= 86400; runs *= 1.37) {
            const QString text = numfmt::runCount(runs);
            bool ok = false;
            const double back = QLocale::c().toDouble(text, &ok);
            QVERIFY2(ok, qPrintable(text));
            QVERIFY2(back > 0 && std::fabs(back - runs) <= 0.05 * runs,
                     qPrintable(QStringLiteral("%1 written %2").arg(runs).arg(text)));
        }
    }
};

QTEST_GUILESS_MAIN(RunsPerDayTest)
#include "test_runs_per_day.moc"

// A histogram of lengths as the editor reads it ("512:3, 2048:1"): what the scenario file accepts
// is accepted, what it refuses is refused with the pair named, and text written back reads the
// same.
#include "ui/editor/length_buckets.h"

#include <QTest>

using namespace rightsize::ui;

class TestLengthBuckets : public QObject {
    Q_OBJECT

private slots:
    void typedPairs_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("pairs");   // -1: refused
        QTest::addColumn<QString>("why"); // what the refusal names
        QTest::newRow("two pairs") << QStringLiteral("512:3, 2048:1") << 2 << QString();
        QTest::newRow("spaces and fractions")
            << QStringLiteral(" 128 : 0.5 ,4096:0.25 ") << 2 << QString();
        QTest::newRow("empty is no histogram") << QString() << 0 << QString();
        QTest::newRow("a zero weight beside others")
            << QStringLiteral("512:0, 64:1") << 2 << QString();
        QTest::newRow("no colon") << QStringLiteral("512:3, 2048") << -1
                                  << QStringLiteral("pair 2");
        QTest::newRow("tokens below one")
            << QStringLiteral("0.5:1") << -1 << QStringLiteral("pair 1: tokens");
        QTest::newRow("negative weight")
            << QStringLiteral("512:-1") << -1 << QStringLiteral("pair 1: the weight");
        QTest::newRow("every weight zero")
            << QStringLiteral("512:0") << -1 << QStringLiteral("weight above 0");
        QTest::newRow("not a number") << QStringLiteral("many:1") << -1 << QStringLiteral("pair 1");
    }
    void typedPairs() {
        QFETCH(QString, text);
        QFETCH(int, pairs);
        QFETCH(QString, why);
        QString reason;
        const auto parsed = parseLengthBuckets(text, reason);
        QCOMPARE(parsed.has_value(), pairs >= 0);
        if (!parsed) {
            QVERIFY2(reason.contains(why), qPrintable(reason));
            return;
        }
        QCOMPARE(int(parsed->size()), pairs);
        // Written back and read again, the same pairs.
        QString again;
        const auto reread = parseLengthBuckets(lengthBucketsText(*parsed), again);
        QVERIFY(reread);
        QCOMPARE(*reread, *parsed);
    }
};

QTEST_GUILESS_MAIN(TestLengthBuckets)
#include "test_length_buckets.moc"

// Text from a user's file shown back to a person: escaped where it would act instead of show,
// cut short at a character, and valid UTF-8 whatever the bytes were.
#include "core/model/visible_text.h"

#include <QTest>

using namespace rightsize;

class TestVisibleText : public QObject {
    Q_OBJECT

private slots:
    void escapesWhatWouldActInsteadOfShow_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("shown");
        QTest::newRow("plain") << QByteArray("Llama — 日本語 🚀") << QByteArray("Llama — 日本語 🚀");
        QTest::newRow("right-to-left override")
            << QByteArray("invoice\u202Egpj.exe") << QByteArray("invoice\\u202Egpj.exe");
        QTest::newRow("isolates") << QByteArray("a\u2066b\u2069c")
                                  << QByteArray("a\\u2066b\\u2069c");
        QTest::newRow("marks") << QByteArray("a\u200Eb\u200Fc\u061Cd")
                               << QByteArray("a\\u200Eb\\u200Fc\\u061Cd");
        QTest::newRow("terminal escape") << QByteArray("x\x1b[2Jy") << QByteArray("x\\u001B[2Jy");
        QTest::newRow("C1 control") << QByteArray("x\u0085y") << QByteArray("x\\u0085y");
        QTest::newRow("line breaks")
            << QByteArray("a\nb\tc\rd") << QByteArray("a\\u000Ab\\u0009c\\u000Dd");
        QTest::newRow("separators and BOM")
            << QByteArray("a\u2028b\u2029c\uFEFF") << QByteArray("a\\u2028b\\u2029c\\uFEFF");
        QTest::newRow("invalid bytes")
            << QByteArray("a\xff\xfe b \xc3") << QByteArray("a\\xFF\\xFE b \\xC3");
        QTest::newRow("overlong") << QByteArray("\xc0\xaf") << QByteArray("\\xC0\\xAF");
        QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << QByteArray("\\xED\\xA0\\x80");
        QTest::newRow("joiners stay") << QByteArray("👩‍💻 می‌خواهم")
                                      << QByteArray("👩‍💻 می‌خواهم");
    }
    void escapesWhatWouldActInsteadOfShow() {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, shown);
        const std::string out =
            visibleText(std::string_view(input.constData(), std::size_t(input.size())));
        QCOMPARE(QByteArray::fromStdString(out), shown);
        QVERIFY(isValidUtf8(out));
    }

    void keepsLineBreaksAndEscapesQuotesWhenAsked() {
        QCOMPARE(visibleText("a\nb\tc\u202E", {std::string::npos, true, false}),
                 std::string("a\nb\tc\\u202E"));
        QCOMPARE(visibleText("say \"hi\" \\o/", {std::string::npos, false, true}),
                 std::string("say \\\"hi\\\" \\\\o/"));
    }

    void cutsAtACharacterWithAnEllipsis() {
        const std::string longText(1000000, 'x');
        const std::string cut = visibleText(longText, {60});
        QVERIFY(cut.size() <= 60);
        QVERIFY(cut.size() >= 50);
        QCOMPARE(cut.substr(cut.size() - 3), std::string("…"));
        std::string cyrillic;
        for (int i = 0; i < 100; ++i)
            cyrillic += "ж";
        for (std::size_t max = 3; max < 40; ++max) {
            const std::string c = visibleText(cyrillic, {max});
            QVERIFY2(c.size() <= max, c.c_str());
            QVERIFY(isValidUtf8(c));
        }
        QCOMPARE(visibleText("short", {60}), std::string("short"));
        QCOMPARE(visibleText("exactly", {7}), std::string("exactly"));
        // An escape is never cut in half.
        const std::string escapes = visibleText(std::string(100, '\x01'), {20});
        QCOMPARE(escapes, std::string("\\u0001\\u0001…"));
    }

    void validatesUtf8() {
        QVERIFY(isValidUtf8(""));
        QVERIFY(isValidUtf8("Тонкая настройка 🚀"));
        QVERIFY(!isValidUtf8("\xff"));
        QVERIFY(!isValidUtf8("\xe2\x82"));         // truncated
        QVERIFY(!isValidUtf8("\xf4\x90\x80\x80")); // beyond U+10FFFF
    }
};

QTEST_APPLESS_MAIN(TestVisibleText)
#include "test_visible_text.moc"

// The library keeps a scenario's text with its keys in the order written; reading it that way
// costs time linear in its keys, so 100,000 unknown keys import as fast as the plan reads them.
#include "core/store/engine/ordered_json.h"
#include "core/store/engine/store_text.h"

#include <QElapsedTimer>
#include <QTest>
#include <string>

using namespace rightsize;

class TestOrderedJson : public QObject {
    Q_OBJECT

private slots:
    void keepsTheWrittenOrder_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("dumped");
        QTest::newRow("flat") << R"({"b":1,"a":2,"c":3})"
                              << R"({"b":1,"a":2,"c":3})";
        QTest::newRow("nested") << R"({"z":{"y":[1,{"x":null,"w":true}],"v":"s"},"u":1.5})"
                                << R"({"z":{"y":[1,{"x":null,"w":true}],"v":"s"},"u":1.5})";
        QTest::newRow("a key twice keeps its place and its last value") << R"({"a":1,"b":2,"a":3})"
                                                                        << R"({"a":3,"b":2})";
        QTest::newRow("scalars at the top") << R"([-1, 18446744073709551615, "x"])"
                                            << R"([-1,18446744073709551615,"x"])";
        QTest::newRow("empty containers") << R"({"a":{},"b":[]})"
                                          << R"({"a":{},"b":[]})";
    }
    void keepsTheWrittenOrder() {
        QFETCH(QString, text);
        QFETCH(QString, dumped);
        const auto doc = parseOrderedJson(text.toStdString());
        QVERIFY(!doc.is_discarded());
        QCOMPARE(QString::fromStdString(doc.dump()), dumped);
        // The same as nlohmann's own ordered parser, only faster.
        QVERIFY(doc == nlohmann::ordered_json::parse(text.toStdString()));
    }

    void notJsonIsDiscarded_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("cut") << R"({"a":)";
        QTest::newRow("trailing") << R"({"a":1} x)";
        QTest::newRow("empty") << "";
    }
    void notJsonIsDiscarded() {
        QFETCH(QString, text);
        QVERIFY(parseOrderedJson(text.toStdString()).is_discarded());
    }

    // A scenario of 200,000 unknown keys renamed as the library does on import: nlohmann's
    // ordered parser took minutes for half as many; linear, it is a fraction of a second. The
    // bound is generous so a loaded machine never fails it, and still far below quadratic time.
    void manyKeysStayLinear() {
        std::string text = R"({"name":"old")";
        for (int i = 0; i < 200000; ++i)
            text += ",\"k" + std::to_string(i) + "\":" + std::to_string(i);
        text += "}";
        QElapsedTimer timer;
        timer.start();
        const std::string renamed = store_text::withName(text, "new");
        QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));
        const auto doc = parseOrderedJson(renamed);
        QCOMPARE(doc.size(), std::size_t(200001));
        QCOMPARE(doc.begin().key(), std::string("name"));
        QCOMPARE(doc["name"].get<std::string>(), std::string("new"));
        QCOMPARE(doc.back().get<int>(), 199999);
    }
};

QTEST_APPLESS_MAIN(TestOrderedJson)
#include "test_ordered_json.moc"

#include "core/model/enums.h"

#include <QTest>

using namespace rightsize;

class TestEnums : public QObject {
    Q_OBJECT
private slots:
    void roundTripsEverySpelling() {
        for (const auto& [value, name] : EnumNames<Precision>::values) {
            QCOMPARE(toString(value), name);
            QVERIFY(parseEnum<Precision>(name) == value);
        }
        for (const auto& [value, name] : EnumNames<WorkloadKind>::values)
            QVERIFY(parseEnum<WorkloadKind>(name) == value);
    }
    void rejectsUnknownSpelling() {
        QVERIFY(!parseEnum<Precision>("fp64").has_value());
        QVERIFY(!parseEnum<Sharding>("ZeRO3").has_value());
    }
};

QTEST_APPLESS_MAIN(TestEnums)
#include "test_enums.moc"

// A NUL character in a name is refused the same way by both engines: SQLite would keep it whole
// and PostgreSQL cut the name there, so the same library would read back differently by engine.
// Every door that names a row (a scenario, its tags and notes, a device, an offer and its
// provider, a run, a calibration, a scenario copied in) refuses it with one message, and the
// library is left as it was.
#include "core/store/scenario_store.h"
#include "store_engines.h"

#include <QTest>
#include <string>
#include <vector>

using namespace rightsize;

namespace {

using namespace std::string_literals;

const std::string kNul = "Llama\0 fine-tune"s; // a NUL inside the name

std::string scenarioJson(std::string_view name) {
    return std::string(R"({"format": "rightsize-scenario", "version": 1, "name": ")")
        .append(name)
        .append(R"("})");
}

// A refusal that says what was refused, and why, in the same words on both engines.
bool refusedForNul(const StoreError& e) {
    return e.code == StoreErrorCode::Invalid &&
           e.message.find("holds a NUL character") != std::string::npos;
}

} // namespace

class TestStoreNul : public QObject {
    Q_OBJECT

    test::EngineLibraries m_libraries;

private slots:
    void namesWithNulAreRefusedByBothEngines_data() { test::EngineLibraries::addRows(); }
    void namesWithNulAreRefusedByBothEngines() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "nul_names");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto kept = store.insert({"kept", {"tag"}, scenarioJson("kept")});
        QVERIFY(kept.ok());

        // Scenarios: a name given, a name in the text (an escaped NUL), tags, notes, a rename,
        // a copy, a save and a scenario copied in from another library.
        QVERIFY(refusedForNul(store.insert({kNul, {}, scenarioJson("x")}).error()));
        QVERIFY(refusedForNul(store.insert({"", {}, scenarioJson("Llama\\u0000 7B")}).error()));
        QVERIFY(refusedForNul(store.insert({"ok", {"a\0b"s}, scenarioJson("ok")}).error()));
        QVERIFY(refusedForNul(
            store.insert({"ok", {}, R"({"name": "ok", "notes": "a\u0000b"})"}).error()));
        QVERIFY(refusedForNul(store.rename(*kept, kNul).error()));
        QVERIFY(refusedForNul(store.setTags(*kept, {"x", "a\0b"s}).error()));
        QVERIFY(refusedForNul(store.duplicate(*kept, kNul).error()));
        QVERIFY(refusedForNul(store.save(*kept, scenarioJson("a\\u0000b"), kAnyRevision).error()));
        ScenarioTransfer transfer;
        transfer.uid = "0123456789abcdef0123456789abcdef";
        transfer.record.name = kNul;
        transfer.record.json = scenarioJson("x");
        QVERIFY(refusedForNul(store.importScenario(transfer).error()));

        // The catalog: a device id, a price key, an offer's key and its provider.
        QVERIFY(refusedForNul(store.putUserDevice(kNul, "{}").error()));
        QVERIFY(refusedForNul(store.putPriceOverride(kNul, "{}").error()));
        QVERIFY(refusedForNul(store.replaceOffers("aws\0x"s, {{"k", "{}", {}}}).error()));
        CatalogWrite write;
        write.offersByProvider["aws"] = {{"aws|us-east-1|p5\0x|h100"s, "{}", {}}};
        QVERIFY(refusedForNul(store.writeCatalog(write).error()));

        // Runs and calibrations.
        QVERIFY(refusedForNul(store.insertRun(kNul, "{}").error()));
        QVERIFY(refusedForNul(store.saveCalibration(kNul, "{}", {}).error()));
        QVERIFY(
            refusedForNul(store.importRun({0, kNul, "{}", "2026-01-01T00:00:00.000Z"}).error()));
        QVERIFY(refusedForNul(store.importCalibration({kNul, 1, "{}", {}, {}}).error()));

        // Nothing was written: the library holds what it held.
        const auto list = store.list();
        QVERIFY(list.ok());
        QCOMPARE(list->size(), std::size_t(1));
        QCOMPARE(list->front().name, std::string("kept"));
        QCOMPARE(store.get(*kept)->tags, std::vector<std::string>{"tag"});
        QVERIFY(store.userDevices()->empty());
        QVERIFY(store.priceOverrides()->empty());
        QVERIFY(store.offers()->empty());
        QVERIFY(store.runs()->empty());
        QVERIFY(store.calibrations()->empty());
    }
};

QTEST_APPLESS_MAIN(TestStoreNul)
#include "test_store_nul.moc"

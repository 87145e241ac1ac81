// The user's catalog: devices and prices as JSON and back, the difference from the built-in
// catalog, applying it, and files of changes, well-formed and not.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/catalog_json.h"
#include "core/store/catalog_overrides.h"
#include "core/store/scenario_store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rightsize;
using nlohmann::json;

namespace {

const Device& anyGpu(const Catalog& c) {
    for (const Device& d : c.devices)
        if (d.kind == DeviceKind::Gpu && d.onDemand.known())
            return d;
    return c.devices.front();
}

} // namespace

class TestCatalogOverrides : public QObject {
    Q_OBJECT
private slots:
    // Every built-in device survives JSON and back unchanged: the library keeps what was shown.
    void everyDeviceRoundTrips() {
        const Catalog c = loadBuiltinCatalog();
        QVERIFY(c.devices.size() > 10);
        for (const Device& d : c.devices) {
            std::vector<FieldError> errors;
            const auto back = parseDeviceItem(deviceToJson(d), "$", errors);
            QVERIFY2(
                back.has_value(),
                (d.id + ": " + (errors.empty() ? "" : errors[0].path + " " + errors[0].message))
                    .c_str());
            QCOMPARE(QString::fromStdString(deviceToJson(*back).dump()),
                     QString::fromStdString(deviceToJson(d).dump()));
            QCOMPARE(back->onDemand.usdPerHour, d.onDemand.usdPerHour);
        }
    }

    void unchangedCatalogHasNoDifference() {
        const Catalog c = loadBuiltinCatalog();
        QVERIFY(diffCatalog(c, c.devices).empty());
    }

    // What the window changes comes back as the same catalog, marked where it differs.
    void differenceAppliesBack_data() {
        QTest::addColumn<QString>("change");
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("prices");
        QTest::addColumn<int>("origin");
        QTest::newRow("price") << "price" << 0 << 1 << int(CatalogOrigin::PricesChanged);
        QTest::newRow("spot cleared") << "spot" << 0 << 1 << int(CatalogOrigin::PricesChanged);
        QTest::newRow("memory") << "memory" << 1 << 0 << int(CatalogOrigin::Changed);
        QTest::newRow("added") << "added" << 1 << 0 << int(CatalogOrigin::Added);
        QTest::newRow("removed") << "removed" << 1 << 0 << -1;
    }
    void differenceAppliesBack() {
        QFETCH(QString, change);
        QFETCH(int, devices);
        QFETCH(int, prices);
        QFETCH(int, origin);
        const Catalog builtin = loadBuiltinCatalog();
        std::vector<Device> edited = builtin.devices;
        const std::string id = anyGpu(builtin).id;
        auto it =
            std::find_if(edited.begin(), edited.end(), [&](const Device& d) { return d.id == id; });
        std::string checkId = id;
        if (change == QLatin1String("price")) {
            it->onDemand.usdPerHour = 123.5;
            it->onDemand.date = "2026-01-02";
            it->onDemand.source = "my contract";
        } else if (change == QLatin1String("spot")) {
            it->spot = PriceQuote{};
            it->spot.source = "no spot here";
        } else if (change == QLatin1String("memory")) {
            it->memoryBytes *= 2;
        } else if (change == QLatin1String("added")) {
            Device copy = *it;
            copy.id = "my-gpu";
            copy.onDemand.usdPerHour = 0.5;
            edited.push_back(copy);
            checkId = "my-gpu";
        } else {
            edited.erase(it);
        }
        const CatalogOverrides diff = diffCatalog(builtin, edited);
        QCOMPARE(int(diff.devices.size()), devices);
        QCOMPARE(int(diff.prices.size()), prices);
        Catalog applied = builtin;
        const auto errors = applyCatalogOverrides(applied, diff);
        QVERIFY(errors.empty());
        QCOMPARE(applied.devices.size(), edited.size());
        const Device* d = applied.device(checkId);
        if (origin < 0) {
            QVERIFY(!d);
            return;
        }
        QVERIFY(d);
        QCOMPARE(int(d->origin), origin);
        const Device& want = *std::find_if(edited.begin(), edited.end(),
                                           [&](const Device& e) { return e.id == checkId; });
        QCOMPARE(QString::fromStdString(deviceToJson(*d).dump()),
                 QString::fromStdString(deviceToJson(want).dump()));
        // Applied again from its own difference: nothing more changes.
        QVERIFY(diffCatalog(builtin, applied.devices).devices.size() == diff.devices.size());
    }

    // A bad entry in the library is left out and named; the others still apply.
    void badEntriesAreLeftOutAndNamed_data() {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::newRow("not json") << "prices"
                                  << "h100"
                                  << "{oops"
                                  << "catalog.prices[\"h100\"]";
        QTest::newRow("unknown device")
            << "prices"
            << "no-such-gpu"
            << "{\"on_demand\": {\"usd_per_hour\": 1, \"date\": \"2026-01-01\", \"source\": \"x\"}}"
            << "catalog.prices[\"no-such-gpu\"]";
        QTest::newRow("negative price")
            << "prices"
            << ""
            << "{\"on_demand\": {\"usd_per_hour\": -1, \"source\": \"x\"}}"
            << ".on_demand.usd_per_hour";
        QTest::newRow("price without date")
            << "prices"
            << ""
            << "{\"spot\": {\"usd_per_hour\": 2, \"source\": \"x\"}}"
            << ".spot.date";
        QTest::newRow("device missing fields") << "devices"
                                               << "mine"
                                               << "{\"id\": \"mine\", \"name\": \"Mine\"}"
                                               << "catalog.devices[\"mine\"].kind";
        QTest::newRow("id differs from key") << "devices"
                                             << ""
                                             << ""
                                             << ".id";
    }
    void badEntriesAreLeftOutAndNamed() {
        QFETCH(QString, table);
        QFETCH(QString, key);
        QFETCH(QString, text);
        QFETCH(QString, path);
        const Catalog builtin = loadBuiltinCatalog();
        const Device& gpu = anyGpu(builtin);
        std::string k = key.isEmpty() ? gpu.id : key.toStdString();
        std::string t = text.toStdString();
        if (t.empty()) {
            json j = deviceToJson(gpu);
            j["id"] = "other-id";
            t = j.dump();
        }
        CatalogOverrides o;
        (table == QLatin1String("prices") ? o.prices : o.devices).push_back({k, t, {}});
        // A good change beside it still applies.
        Device cheap = builtin.devices.back();
        o.prices.push_back(
            {cheap.id,
             json{{"on_demand",
                   {{"usd_per_hour", 0.01}, {"date", "2026-03-04"}, {"source", "test"}}}}
                 .dump(),
             {}});
        Catalog applied = builtin;
        const auto errors = applyCatalogOverrides(applied, o);
        // Every problem of the bad entry is named under it; the good change is not blamed.
        QVERIFY(!errors.empty());
        QVERIFY2(QString::fromStdString(errors[0].path).contains(path), errors[0].path.c_str());
        for (const FieldError& e : errors)
            QVERIFY2(QString::fromStdString(e.path).contains(QString::fromStdString(k)),
                     e.path.c_str());
        QCOMPARE(applied.device(cheap.id)->onDemand.usdPerHour, 0.01);
        QCOMPARE(applied.device(gpu.id)->onDemand.usdPerHour, gpu.onDemand.usdPerHour);
    }

    void changesFileRoundTrips() {
        const Catalog builtin = loadBuiltinCatalog();
        std::vector<Device> edited = builtin.devices;
        edited[0].onDemand.usdPerHour = 42;
        edited[0].onDemand.date = "2026-05-06";
        edited[1].memoryBandwidth *= 1.5;
        const CatalogOverrides diff = diffCatalog(builtin, edited);
        const std::string text = writeCatalogChanges(diff);
        const CatalogChangesFile back = readCatalogChanges(text, builtin);
        QVERIFY(back.errors.empty());
        QCOMPARE(back.overrides.devices.size(), diff.devices.size());
        QCOMPARE(back.overrides.prices.size(), diff.prices.size());
        // Only the devices asked for.
        const CatalogChangesFile some =
            readCatalogChanges(writeCatalogChanges(diff, {edited[0].id}), builtin);
        QCOMPARE(some.overrides.prices.size(), std::size_t(1));
        QCOMPARE(some.overrides.devices.size(), std::size_t(0));
    }

    void malformedChangesFilesImportNothing_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::newRow("not json") << "{"
                                  << "$";
        QTest::newRow("array") << "[]"
                               << "$";
        QTest::newRow("wrong format") << R"({"format": "rightsize-scenario", "version": 1})"
                                      << "$.format";
        QTest::newRow("newer version") << R"({"format": "rightsize-catalog-changes", "version": 9})"
                                       << "$.version";
        QTest::newRow("unknown key")
            << R"({"format": "rightsize-catalog-changes", "version": 1, "devcies": []})"
            << "$.devcies";
        QTest::newRow("devices not array")
            << R"({"format": "rightsize-catalog-changes", "version": 1, "devices": {}})"
            << "$.devices";
        QTest::newRow("device without id")
            << R"({"format": "rightsize-catalog-changes", "version": 1, "devices": [{}]})"
            << "$.devices[0].id";
        QTest::newRow("bad price")
            << R"({"format": "rightsize-catalog-changes", "version": 1, "prices": {"h100-sxm-80gb": {"on_demand": {"usd_per_hour": "cheap", "source": "x"}}}})"
            << "$.prices.h100-sxm-80gb.on_demand.usd_per_hour";
        QTest::newRow("removes unknown")
            << R"({"format": "rightsize-catalog-changes", "version": 1, "devices": [{"id": "nope", "removed": true}]})"
            << "$.devices[0]";
    }
    void malformedChangesFilesImportNothing() {
        QFETCH(QString, text);
        QFETCH(QString, path);
        const CatalogChangesFile file =
            readCatalogChanges(text.toStdString(), loadBuiltinCatalog());
        QVERIFY(!file.errors.empty());
        QCOMPARE(QString::fromStdString(file.errors[0].path), path);
        QVERIFY(file.overrides.empty());
    }

    // The store keeps the entries; replacing all drops the rest, a whole device drops its price.
    void storeWritesAllOrNothing() {
        QTemporaryDir dir;
        ScenarioStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite")).toStdString()).ok());
        QVERIFY(store.writeCatalogEntries({}, {{"a", "{}", {}}, {"b", "{}", {}}}, false).ok());
        QCOMPARE(store.priceOverrides()->size(), std::size_t(2));
        QVERIFY(store.writeCatalogEntries({{"a", "{\"id\":\"a\"}", {}}}, {}, false).ok());
        QCOMPARE(store.priceOverrides()->size(), std::size_t(1));
        QCOMPARE(store.userDevices()->size(), std::size_t(1));
        QVERIFY(store.writeCatalogEntries({}, {{"c", "{}", {}}}, true).ok());
        QCOMPARE(store.userDevices()->size(), std::size_t(0));
        QCOMPARE(store.priceOverrides()->size(), std::size_t(1));
        // An empty key fails the whole write: what was there stays.
        QVERIFY(!store.writeCatalogEntries({}, {{"d", "{}", {}}, {"", "{}", {}}}, true).ok());
        QCOMPARE(store.priceOverrides()->front().key, std::string("c"));
    }
};

QTEST_APPLESS_MAIN(TestCatalogOverrides)
#include "test_catalog_overrides.moc"

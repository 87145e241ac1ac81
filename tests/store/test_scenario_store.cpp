#include "core/store/app_paths.h"
#include "core/store/scenario_store.h"
#include "core/store/sqlite/library_file.h"
#include "store_engines.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sqlite3.h>
#include <string>

using namespace rightsize;

namespace {

const std::string kLlama = R"({
  "format": "rightsize-scenario",
  "version": 1,
  "name": "Тонкая настройка Llama — 日本語 🚀",
  "notes": "QLoRA on one GPU, 100% of the data",
  "workload": {"kind": "fine_tuning", "model": {"preset": "llama-2-7b"}, "batch_size": 16},
  "x_unknown_key": {"kept": [1, 2.50, "three"]}
}
)";

std::string scenarioJson(const std::string& name, const std::string& notes = {}) {
    return R"({"format": "rightsize-scenario", "version": 1, "name": ")" + name +
           R"(", "notes": ")" + notes + R"("})";
}

std::string fileBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// Runs one statement on a library behind the store's back, as another program would.
void rawExec(const std::string& path, const char* sqlText) {
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    char* error = nullptr;
    const int rc = sqlite3_exec(db, sqlText, nullptr, nullptr, &error);
    const QString message = QString::fromUtf8(error ? error : "");
    sqlite3_free(error);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, qPrintable(message));
}

std::string sha256(const std::string& path) {
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        return "(unreadable)";
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex().toStdString();
}

// A library whose header (and so its application id) is intact but whose pages are not.
void makeDamagedLibrary(const std::string& file) {
    for (const char* suffix : {"", "-wal", "-shm"})
        std::filesystem::remove(file + suffix);
    {
        ScenarioStore store;
        QVERIFY(store.open(file).ok());
        for (int i = 0; i < 200; ++i)
            QVERIFY(
                store
                    .insert({"",
                             {"t"},
                             scenarioJson("scenario " + std::to_string(i), std::string(300, 'x'))})
                    .ok());
    } // the last connection checkpoints the WAL into the main file
    QVERIFY(!std::filesystem::exists(file + "-wal"));
    const auto size = std::filesystem::file_size(file);
    QVERIFY(size > 16 * 4096);
    // Scribble over the middle of the file, keeping SQLite's header intact.
    std::fstream f(file, std::ios::binary | std::ios::in | std::ios::out);
    f.seekp(4096);
    const std::string noise(size / 2, '\xA5');
    f.write(noise.data(), static_cast<std::streamsize>(noise.size()));
}

} // namespace

class TestScenarioStore : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    test::EngineLibraries m_libraries;
    std::string path(const char* name) const {
        return (m_dir.path() + QLatin1Char('/') + QLatin1String(name)).toStdString();
    }

    std::set<std::string> folderEntries() const {
        std::set<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(m_dir.path().toStdString()))
            names.insert(entry.path().filename().string());
        return names;
    }

    std::string copyFixture(const char* fixture, const char* name) const {
        const std::string to = path(name);
        std::filesystem::copy_file(std::string(RIGHTSIZE_TEST_DATA_DIR "/store/") + fixture, to,
                                   std::filesystem::copy_options::overwrite_existing);
        std::filesystem::permissions(to, std::filesystem::perms::owner_write,
                                     std::filesystem::perm_options::add);
        return to;
    }

private slots:
    void opensNewLibraryInWalAtLatestSchema() {
        ScenarioStore store;
        const auto report = store.open(path("sub/folder/new.sqlite"));
        QVERIFY2(report.ok(), report.error().message.c_str());
        QCOMPARE(report->foundSchemaVersion, 0);
        QCOMPARE(report->schemaVersion, ScenarioStore::kSchemaVersion);
        QVERIFY(report->movedAsidePath.empty());
        QVERIFY(report->message.empty());
        QCOMPARE(store.integrityCheck().value(), std::string("ok"));
        QVERIFY(store.list()->empty());
        store.close();
        rawExec(path("sub/folder/new.sqlite"), "SELECT 1"); // still a plain SQLite file
        sqlite3* db = nullptr;
        sqlite3_open(path("sub/folder/new.sqlite").c_str(), &db);
        sqlite3_stmt* stmt = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &stmt, nullptr);
        QCOMPARE(sqlite3_step(stmt), SQLITE_ROW);
        QCOMPARE(QByteArray(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0))),
                 QByteArray("wal"));
        sqlite3_finalize(stmt);
        sqlite3_close(db);
    }

    void roundTripsUnicodeAndExactBytes_data() { test::EngineLibraries::addRows(); }
    void roundTripsUnicodeAndExactBytes() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "unicode");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto id = store.insert({"", {"llm", "ünïcode", "日本"}, kLlama});
        QVERIFY2(id.ok(), id.error().message.c_str());
        const auto record = store.get(*id);
        QVERIFY(record.ok());
        QCOMPARE(record->json, kLlama); // byte for byte, unknown keys and spacing included
        QCOMPARE(record->name, std::string("Тонкая настройка Llama — 日本語 🚀"));
        QCOMPARE(record->notes, std::string("QLoRA on one GPU, 100% of the data"));
        QCOMPARE(record->tags, (std::vector<std::string>{"llm", "ünïcode", "日本"}));
        QVERIFY(!record->created.empty() && record->created == record->modified);

        // Survives closing and reopening.
        store.close();
        QVERIFY(store.open(location).ok());
        QCOMPARE(store.get(*id)->json, kLlama);
        QCOMPARE(store.get(999).error().code, StoreErrorCode::NotFound);
    }

    void searchesNameTagsAndNotesLiterally_data() { test::EngineLibraries::addRows(); }
    void searchesNameTagsAndNotesLiterally() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "search");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto a = *store.insert({"", {"nlp"}, scenarioJson("BERT base", "baseline")});
        const auto b =
            *store.insert({"", {"llm", "qlora"}, scenarioJson("Llama 7B", "50% off spot")});
        const auto c = *store.insert({"", {}, scenarioJson("XGBoost 20M", "")});
        auto ids = [&](const std::string& text) {
            std::vector<std::int64_t> out;
            const auto rows = store.list({text});
            for (const auto& s : *rows)
                out.push_back(s.id);
            std::sort(out.begin(), out.end());
            return out;
        };
        QCOMPARE(ids(""), (std::vector<std::int64_t>{a, b, c}));
        QCOMPARE(ids("bert"), (std::vector<std::int64_t>{a}));     // name, case-insensitive
        QCOMPARE(ids("qlora"), (std::vector<std::int64_t>{b}));    // tag
        QCOMPARE(ids("baseline"), (std::vector<std::int64_t>{a})); // notes
        QCOMPARE(ids("50%"), (std::vector<std::int64_t>{b}));      // % is literal
        QCOMPARE(ids("_"), (std::vector<std::int64_t>{}));         // _ is literal
        QCOMPARE(ids("'; DROP TABLE scenarios; --"), (std::vector<std::int64_t>{}));
        QCOMPARE(store.list()->size(), std::size_t(3));
    }

    void updateKeepsEveryPreviousVersion_data() { test::EngineLibraries::addRows(); }
    void updateKeepsEveryPreviousVersion() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "versions");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto id = *store.insert({"", {}, scenarioJson("v0")});
        QVERIFY(store.update(id, scenarioJson("v1")).ok());
        QVERIFY(store.update(id, scenarioJson("v2")).ok());
        QVERIFY(store.update(id, scenarioJson("v2")).ok()); // unchanged: no new version
        auto versions = store.versions(id);
        QCOMPARE(versions->size(), std::size_t(2));
        QCOMPARE(versions->at(0).json, scenarioJson("v1")); // newest first
        QCOMPARE(versions->at(1).json, scenarioJson("v0"));
        QCOMPARE(store.get(id)->name, std::string("v2"));

        QVERIFY(store.restoreVersion(id, versions->at(1).id).ok());
        QCOMPARE(store.get(id)->json, scenarioJson("v0"));
        QCOMPARE(store.get(id)->name, std::string("v0"));
        QCOMPARE(store.versions(id)->size(), std::size_t(3)); // v2 was kept when v0 came back
        QCOMPARE(store.versions(id)->front().json, scenarioJson("v2"));
        QCOMPARE(store.restoreVersion(id, 12345).error().code, StoreErrorCode::NotFound);
        QCOMPARE(store.update(777, scenarioJson("x")).error().code, StoreErrorCode::NotFound);
    }

    void renameRewritesOnlyTheName_data() { test::EngineLibraries::addRows(); }
    void renameRewritesOnlyTheName() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "rename");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto id = *store.insert({"", {}, kLlama});
        QVERIFY(store.rename(id, "Переименовано").ok());
        const auto record = *store.get(id);
        QCOMPARE(record.name, std::string("Переименовано"));
        const auto doc = nlohmann::ordered_json::parse(record.json);
        QCOMPARE(doc["name"].get<std::string>(), std::string("Переименовано"));
        QVERIFY(doc.contains("x_unknown_key"));
        QCOMPARE(doc.begin().key(), std::string("format")); // key order kept
        QCOMPARE(store.versions(id)->front().json, kLlama);
        QCOMPARE(store.rename(id, "").error().code, StoreErrorCode::Invalid);
    }

    void tagsDuplicateAndSoftDelete_data() { test::EngineLibraries::addRows(); }
    void tagsDuplicateAndSoftDelete() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "delete");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto id = *store.insert({"", {"a"}, kLlama});
        QVERIFY(store.setTags(id, {"b", "c"}).ok());
        QCOMPARE(store.get(id)->tags, (std::vector<std::string>{"b", "c"}));
        QCOMPARE(store.setTags(4242, {}).error().code, StoreErrorCode::NotFound);

        const auto copy = store.duplicate(id, "Copy of Llama");
        QVERIFY(copy.ok());
        QVERIFY(*copy != id);
        QCOMPARE(store.get(*copy)->name, std::string("Copy of Llama"));
        const auto copyDoc = nlohmann::ordered_json::parse(store.get(*copy)->json);
        QCOMPARE(copyDoc["name"].get<std::string>(), std::string("Copy of Llama"));
        QVERIFY(copyDoc["x_unknown_key"] == nlohmann::ordered_json::parse(kLlama)["x_unknown_key"]);
        const auto sameName = store.duplicate(id, "");
        QCOMPARE(store.get(*sameName)->json, kLlama); // an unrenamed copy is byte for byte
        QVERIFY(store.remove(*sameName).ok());
        QCOMPARE(store.purgeDeleted().value(), 1);
        QCOMPARE(store.get(*copy)->tags, (std::vector<std::string>{"b", "c"}));

        QVERIFY(store.update(id, scenarioJson("edited")).ok());
        QVERIFY(store.remove(id).ok());
        QCOMPARE(store.list()->size(), std::size_t(1));
        QCOMPARE(store.list({"", DeletedFilter::Only})->front().id, id);
        QVERIFY(store.get(id)->deleted);
        QCOMPARE(store.remove(id).error().code, StoreErrorCode::NotFound);

        QVERIFY(store.restoreDeleted(id).ok()); // undo
        QCOMPARE(store.list()->size(), std::size_t(2));
        QCOMPARE(store.restoreDeleted(id).error().code, StoreErrorCode::NotFound);

        QVERIFY(store.saveAutosave(id, "{\"draft\": 1}").ok());
        QVERIFY(store.remove(id).ok());
        QCOMPARE(store.purgeDeleted().value(), 1);
        QCOMPARE(store.get(id).error().code, StoreErrorCode::NotFound);
        QVERIFY(store.versions(id)->empty()); // versions went with it
        const auto autosave = store.peekAutosave();
        QVERIFY(autosave.ok() && autosave->has_value());
        QCOMPARE((*autosave)->scenarioId, std::int64_t(0)); // the draft survives, unattached
        QCOMPARE(store.integrityCheck().value(), std::string("ok"));
    }

    void autosaveSlot_data() { test::EngineLibraries::addRows(); }
    void autosaveSlot() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "autosave");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        QVERIFY(!store.takeAutosave()->has_value());
        const auto id = *store.insert({"", {}, kLlama});
        QVERIFY(store.saveAutosave(0, "{\"unsaved\": true}").ok());
        QVERIFY(store.saveAutosave(id, "{\"edited\": true}").ok()); // replaces, one slot
        const auto peeked = store.peekAutosave();
        QCOMPARE((*peeked)->scenarioId, id);
        QCOMPARE((*peeked)->json, std::string("{\"edited\": true}"));
        const auto taken = store.takeAutosave();
        QVERIFY(taken->has_value());
        QCOMPARE((*taken)->json, std::string("{\"edited\": true}"));
        QVERIFY(!store.takeAutosave()->has_value());
        QVERIFY(store.saveAutosave(0, "{}").ok());
        QVERIFY(store.clearAutosave().ok());
        QVERIFY(!store.peekAutosave()->has_value());
        // An id that does not exist is kept as "not in the library" rather than refused.
        QVERIFY(store.saveAutosave(9999, "{}", 4).ok());
        QCOMPARE((*store.peekAutosave())->scenarioId, std::int64_t(0));
        QCOMPARE((*store.peekAutosave())->basedOnRevision, std::int64_t(0));
    }

    // Unsaved work remembers the revision it started from, so a restore after someone else's
    // save still meets that save as a conflict; work on no library scenario has none.
    void autosaveKeepsTheRevisionItStartedFrom_data() { test::EngineLibraries::addRows(); }
    void autosaveKeepsTheRevisionItStartedFrom() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "autosave_revision");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto id = *store.insert({"", {}, kLlama});
        const std::int64_t first = store.get(id)->revision;
        const auto second = store.save(id, scenarioJson("edited"), first);
        QVERIFY(second.ok());
        QVERIFY(*second > first);

        QVERIFY(store.saveAutosave(id, "{\"edited\": true}", first).ok());
        QCOMPARE((*store.peekAutosave())->basedOnRevision, first);
        QVERIFY(store.saveAutosave(id, "{\"edited\": 2}", *second).ok()); // replaces it
        QCOMPARE((*store.peekAutosave())->basedOnRevision, *second);
        const auto taken = store.takeAutosave();
        QVERIFY(taken.ok() && taken->has_value());
        QCOMPARE((*taken)->basedOnRevision, *second);
        QCOMPARE((*taken)->scenarioId, id);

        // A revision without a scenario means nothing and is not kept.
        QVERIFY(store.saveAutosave(0, "{}", *second).ok());
        QCOMPARE((*store.peekAutosave())->basedOnRevision, std::int64_t(0));

        // The scenario purged later: the work survives, unattached, with no revision.
        QVERIFY(store.saveAutosave(id, "{}", *second).ok());
        QVERIFY(store.remove(id).ok());
        QCOMPARE(store.purgeDeleted().value(), 1);
        QCOMPARE((*store.peekAutosave())->scenarioId, std::int64_t(0));
        QCOMPARE((*store.peekAutosave())->basedOnRevision, std::int64_t(0));
    }

    void userDevicesAndPriceOverrides_data() { test::EngineLibraries::addRows(); }
    void userDevicesAndPriceOverrides() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "catalog");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        QVERIFY(store.putUserDevice("lab-a100", R"({"name": "Lab A100"})").ok());
        QVERIFY(store.putUserDevice("lab-a100", R"j({"name": "Lab A100 (fixed)"})j").ok());
        QVERIFY(store.putUserDevice("zz-box", "{}").ok());
        QCOMPARE(store.userDevice("lab-a100")->json,
                 std::string(R"j({"name": "Lab A100 (fixed)"})j"));
        QCOMPARE(store.userDevices()->size(), std::size_t(2));
        QVERIFY(store.deleteUserDevice("zz-box").ok());
        QCOMPARE(store.deleteUserDevice("zz-box").error().code, StoreErrorCode::NotFound);
        QCOMPARE(store.userDevice("nope").error().code, StoreErrorCode::NotFound);
        QCOMPARE(store.putUserDevice("", "{}").error().code, StoreErrorCode::Invalid);

        QVERIFY(store.putPriceOverride("a10-24gb", R"({"on_demand": 0.75})").ok());
        QCOMPARE(store.priceOverrides()->front().key, std::string("a10-24gb"));
        QCOMPARE(store.priceOverride("a10-24gb")->json, std::string(R"({"on_demand": 0.75})"));
        QVERIFY(store.deletePriceOverride("a10-24gb").ok());
        QVERIFY(store.priceOverrides()->empty());
        QCOMPARE(store.userDevices()->size(), std::size_t(1)); // separate tables
    }

    void migratesEveryOlderSchema_data() {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("schema");
        QTest::addColumn<int>("versionsBefore");
        QTest::newRow("v1") << QStringLiteral("schema_v1.sqlite") << 1 << 0;
        QTest::newRow("v2") << QStringLiteral("schema_v2.sqlite") << 2 << 1;
        QTest::newRow("v3") << QStringLiteral("schema_v3.sqlite") << 3 << 1;
        QTest::newRow("v4") << QStringLiteral("schema_v4.sqlite") << 4 << 1;
        QTest::newRow("v5") << QStringLiteral("schema_v5.sqlite") << 5 << 1;
        QTest::newRow("v6") << QStringLiteral("schema_v6.sqlite") << 6 << 1;
    }
    void migratesEveryOlderSchema() {
        QFETCH(QString, fixture);
        QFETCH(int, schema);
        QFETCH(int, versionsBefore);
        const std::string file = copyFixture(fixture.toUtf8().constData(), "migrate.sqlite");
        ScenarioStore store;
        const auto report = store.open(file);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QCOMPARE(report->foundSchemaVersion, schema);
        QCOMPARE(report->schemaVersion, ScenarioStore::kSchemaVersion);
        QVERIFY(report->movedAsidePath.empty());

        // Every row of the old library is still there, as it was.
        const auto all = store.list();
        QCOMPARE(all->size(), std::size_t(3));
        const auto llama = store.get(2);
        QCOMPARE(llama->name, std::string("Llama QLoRA — 日本語 ✓"));
        QCOMPARE(llama->tags, (std::vector<std::string>{"llm", "ünïcode"}));
        QCOMPARE(llama->modified, std::string("2026-01-07T12:00:00.000Z"));
        QVERIFY(!llama->deleted);
        QVERIFY(store.get(1)->json.find("\"x_custom\": {\"kept\": true}") != std::string::npos);
        QCOMPARE(store.versions(2)->size(), std::size_t(versionsBefore));
        QCOMPARE(store.userDevice("my-a100-box")->json.substr(0, 20),
                 std::string("{\"id\":\"my-a100-box\","));
        QVERIFY(store.priceOverride("a10-24gb").ok());
        if (schema >= 4) {
            const auto offers = store.offers();
            QVERIFY(offers.ok());
            QCOMPARE(offers->size(), std::size_t(1));
        }

        if (schema >= 6) {
            // Unsaved work kept before revisions were recorded: still there, revision not known.
            const auto kept = store.peekAutosave();
            QVERIFY(kept.ok() && kept->has_value());
            QCOMPARE((*kept)->scenarioId, std::int64_t(2));
            QCOMPARE((*kept)->json, std::string(R"({"kept": "by schema 6"})"));
            QCOMPARE((*kept)->basedOnRevision, std::int64_t(0));
        }

        // And the new schema's features work on it.
        QVERIFY(store.update(2, scenarioJson("Llama QLoRA v3")).ok());
        QCOMPARE(store.versions(2)->size(), std::size_t(versionsBefore + 1));
        QVERIFY(store.remove(3).ok());
        QVERIFY(store.saveAutosave(1, "{}").ok());
        QVERIFY(store.insert({"", {}, kLlama}).value() > 3); // ids continue after the old ones
        QVERIFY(store.insertRun("run", "{}").ok());
        QCOMPARE(store.saveCalibration("team", "{}", {1}).value(), 1);
        QCOMPARE(store.integrityCheck().value(), std::string("ok"));

        // Opening again is a no-op.
        store.close();
        const auto again = store.open(file);
        QCOMPARE(again->foundSchemaVersion, ScenarioStore::kSchemaVersion);
    }

    void failedMigrationRollsBackEverything() {
        // A v1 library with an object in the way of the 2 → 3 migration: the 1 → 2 step that
        // already ran must be undone too, and the file stays a valid schema-1 library.
        const std::string file = copyFixture("schema_v1.sqlite", "blocked.sqlite");
        rawExec(file, "CREATE TABLE autosave (x INTEGER)");
        ScenarioStore store;
        const auto report = store.open(file);
        QVERIFY(!report.ok());
        QCOMPARE(report.error().code, StoreErrorCode::Migration);
        QVERIFY(report.error().message.find("schema 2 to 3") != std::string::npos);
        QVERIFY(!store.isOpen());
        QVERIFY(std::filesystem::exists(file)); // not moved aside: it is not damaged

        sqlite3* db = nullptr;
        sqlite3_open(file.c_str(), &db);
        sqlite3_stmt* stmt = nullptr;
        sqlite3_prepare_v2(db,
                           "SELECT (SELECT user_version FROM pragma_user_version), "
                           "(SELECT count(*) FROM sqlite_master WHERE name = 'scenario_versions'), "
                           "(SELECT count(*) FROM scenarios)",
                           -1, &stmt, nullptr);
        QCOMPARE(sqlite3_step(stmt), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(stmt, 0), 1);
        QCOMPARE(sqlite3_column_int(stmt, 1), 0);
        QCOMPARE(sqlite3_column_int(stmt, 2), 3);
        sqlite3_finalize(stmt);
        sqlite3_close(db);
    }

    void refusesNewerSchemaUntouched() {
        const std::string file = path("future.sqlite");
        {
            ScenarioStore store;
            QVERIFY(store.open(file).ok());
            QVERIFY(store.insert({"", {}, kLlama}).ok());
        }
        rawExec(file, "PRAGMA user_version = 99");
        const std::string before = fileBytes(file);
        ScenarioStore store;
        const auto report = store.open(file);
        QCOMPARE(report.error().code, StoreErrorCode::TooNew);
        QVERIFY(report.error().message.find("99") != std::string::npos);
        store.close();
        QCOMPARE(fileBytes(file), before);
    }

    void refusesForeignDatabase() {
        const std::string file = path("foreign.sqlite");
        rawExec(file, "CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)");
        const std::string before = sha256(file);
        const auto entries = folderEntries();
        ScenarioStore store;
        const auto report = store.open(file);
        QCOMPARE(report.error().code, StoreErrorCode::NotLibrary);
        QCOMPARE(sha256(file), before); // not even the journal mode
        QCOMPARE(folderEntries(), entries);
    }

    void emptyFileBecomesLibrary() {
        const std::string file = path("empty.sqlite");
        std::ofstream(file).close();
        ScenarioStore store;
        const auto report = store.open(file);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QVERIFY(report->movedAsidePath.empty());
    }

    // Anything that is not a Rightsize library is refused for reading and for writing, and keeps
    // every byte: a text file, another program's database, a library of a newer schema.
    void otherFilesAreRefusedUntouched_data() {
        QTest::addColumn<QByteArray>("kind");
        QTest::addColumn<int>("mode");
        for (const char* kind : {"text", "binary", "foreign", "foreign-wal", "newer", "damaged"}) {
            QTest::addRow("%s, for writing", kind) << QByteArray(kind) << int(OpenMode::ReadWrite);
            QTest::addRow("%s, for reading", kind) << QByteArray(kind) << int(OpenMode::ReadOnly);
        }
    }
    void otherFilesAreRefusedUntouched() {
        QFETCH(QByteArray, kind);
        QFETCH(int, mode);
        const std::string file = path("refused.sqlite");
        for (const char* suffix : {"", "-wal", "-shm"})
            std::filesystem::remove(file + suffix);
        StoreErrorCode expected = StoreErrorCode::NotLibrary;
        if (kind == "text") {
            std::ofstream(file, std::ios::binary) << "[settings]\nname = mine\n";
        } else if (kind == "binary") {
            std::string bytes(8192, '\0');
            for (std::size_t i = 0; i < bytes.size(); ++i)
                bytes[i] = char((i * 37 + 11) % 251);
            std::ofstream(file, std::ios::binary) << bytes;
        } else if (kind == "foreign") {
            rawExec(file, "CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)");
        } else if (kind == "foreign-wal") {
            rawExec(
                file,
                "PRAGMA journal_mode = WAL; CREATE TABLE scenarios (x); PRAGMA user_version = 2");
        } else if (kind == "newer") {
            {
                ScenarioStore store;
                QVERIFY(store.open(file).ok());
                QVERIFY(store.insert({"", {}, kLlama}).ok());
            }
            rawExec(file, "PRAGMA user_version = 99");
            expected = StoreErrorCode::TooNew;
        } else {
            makeDamagedLibrary(file);
            expected = StoreErrorCode::Damaged;
        }
        const std::string before = sha256(file);
        const auto entries = folderEntries();
        ScenarioStore store;
        OpenOptions options;
        options.mode = OpenMode(mode);
        const auto report = store.open(file, options);
        QVERIFY(!report.ok());
        QCOMPARE(report.error().code, expected);
        QVERIFY2(report.error().message.find("not changed") != std::string::npos,
                 report.error().message.c_str());
        QVERIFY(!store.isOpen());
        QCOMPARE(sha256(file), before);
        QCOMPARE(folderEntries(), entries); // no -wal, -shm or .corrupt file either
    }

    void damagedLibraryIsMovedAsideOnlyWhenAsked() {
        const std::string file = path("damaged.sqlite");
        makeDamagedLibrary(file);
        const std::string damaged = fileBytes(file);
        ScenarioStore store;
        OpenOptions options;
        options.moveDamagedAside = true;
        const auto report = store.open(file, options);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QVERIFY2(!report->movedAsidePath.empty(), "the damage was not noticed");
        QVERIFY(report->message.find(report->movedAsidePath) != std::string::npos);
        QCOMPARE(fileBytes(report->movedAsidePath), damaged);
        QVERIFY(store.list()->empty());
        QCOMPARE(store.integrityCheck().value(), std::string("ok"));
        QVERIFY(store.insert({"", {}, kLlama}).ok());

        // Damaged again within the same second: the first copy set aside is not replaced.
        store.close();
        makeDamagedLibrary(file);
        const std::string second = fileBytes(file);
        const auto again = store.open(file, options);
        QVERIFY2(again.ok(), again.error().message.c_str());
        QVERIFY(again->movedAsidePath != report->movedAsidePath);
        QCOMPARE(fileBytes(again->movedAsidePath), second);
        QCOMPARE(fileBytes(report->movedAsidePath), damaged);

        // Reading never moves anything, even when asked to.
        store.close();
        makeDamagedLibrary(file);
        options.mode = OpenMode::ReadOnly;
        QCOMPARE(store.open(file, options).error().code, StoreErrorCode::Damaged);
    }

    void readingCreatesNothing() {
        ScenarioStore store;
        OpenOptions options;
        options.mode = OpenMode::ReadOnly;
        const auto entries = folderEntries();
        QCOMPARE(store.open(path("not-yet.sqlite"), options).error().code, StoreErrorCode::Missing);
        QCOMPARE(store.open(path("no-folder/not-yet.sqlite"), options).error().code,
                 StoreErrorCode::Missing);
        QCOMPARE(folderEntries(), entries);

        // A library is read as it is: no migration, no journal switch, no checkpoint.
        const std::string file = copyFixture("schema_v1.sqlite", "read-only.sqlite");
        const std::string before = sha256(file);
        const auto beforeEntries = folderEntries();
        const auto report = store.open(file, options);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QCOMPARE(report->schemaVersion, 1);
        QCOMPARE(store.list()->size(), std::size_t(3));
        QCOMPARE(store.get(2)->name, std::string("Llama QLoRA — 日本語 ✓"));
        QVERIFY(!store.insert({"", {}, kLlama}).ok());
        store.close();
        QCOMPARE(sha256(file), before);
        QCOMPARE(folderEntries(), beforeEntries);
    }

    void folderOfATypedPathMustExist() {
        ScenarioStore store;
        OpenOptions options;
        options.folderMustExist = true;
        const auto report = store.open(path("missing-folder/library.sqlite"), options);
        QCOMPARE(report.error().code, StoreErrorCode::Io);
        QVERIFY(!std::filesystem::exists(path("missing-folder")));
    }

    void libraryWithoutTheIdIsRecognisedAndStamped() {
        // A library as a build before the application id would have left it.
        const std::string file = copyFixture("schema_v2.sqlite", "no-id.sqlite");
        rawExec(file, "PRAGMA application_id = 0");
        ScenarioStore store;
        OpenOptions reading;
        reading.mode = OpenMode::ReadOnly;
        QVERIFY(store.open(file, reading).ok());
        store.close();
        const auto report = store.open(file);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QCOMPARE(store.list()->size(), std::size_t(3));
        store.close();
        sqlite3* db = nullptr;
        sqlite3_open(file.c_str(), &db);
        sqlite3_stmt* stmt = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA application_id", -1, &stmt, nullptr);
        QCOMPARE(sqlite3_step(stmt), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int64(stmt, 0), kLibraryApplicationId);
        sqlite3_finalize(stmt);
        sqlite3_close(db);
    }

    void importOfTheSameTextReusesItsId_data() { test::EngineLibraries::addRows(); }
    void importOfTheSameTextReusesItsId() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "idempotent");
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto first = store.insertAll({{"", {}, kLlama}}, IfIdentical::ReuseExisting);
        QVERIFY(first.ok());
        const auto again = store.insertAll({{"", {}, kLlama}, {"", {}, scenarioJson("new")}},
                                           IfIdentical::ReuseExisting);
        QVERIFY(again.ok());
        QCOMPARE(again->front(), first->front());
        QVERIFY(again->back() != first->front());
        QCOMPARE(store.list()->size(), std::size_t(2));
        const auto copy = store.insertAll({{"", {}, kLlama}}, IfIdentical::Insert);
        QVERIFY(copy->front() != first->front());
        QCOMPARE(store.list()->size(), std::size_t(3));
        // A deleted scenario is not brought back by importing it again: a new one is added.
        QVERIFY(store.remove(first->front()).ok());
        QVERIFY(store.remove(copy->front()).ok());
        const auto fresh = store.insertAll({{"", {}, kLlama}}, IfIdentical::ReuseExisting);
        QVERIFY(fresh->front() != first->front() && fresh->front() != copy->front());
    }

    void twoConnectionsShareOneLibrary_data() { test::EngineLibraries::addRows(); }
    void twoConnectionsShareOneLibrary() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, file, "shared");
        ScenarioStore a, b;
        QVERIFY(a.open(file).ok());
        QVERIFY(b.open(file).ok());
        const auto bSeen = b.externalChangeCounter();
        const auto aSeen = a.externalChangeCounter();
        int told = 0;
        b.setChangeListener([&](const StoreChange&) { ++told; });
        const auto id = *a.insert({"", {}, kLlama});
        QCOMPARE(a.externalChangeCounter(), aSeen);  // its own write
        QVERIFY(b.externalChangeCounter() != bSeen); // b learns that it should refresh
        QCOMPARE(told, 1);
        QCOMPARE(b.get(id)->json, kLlama);
        QVERIFY(b.update(id, scenarioJson("from b")).ok());
        QCOMPARE(a.get(id)->name, std::string("from b"));
    }

    void reportsErrorsWhenNotOpen() {
        ScenarioStore store;
        QCOMPARE(store.list().error().code, StoreErrorCode::Invalid);
        QCOMPARE(store.insert({"", {}, "{}"}).error().code, StoreErrorCode::Invalid);
        QVERIFY(!store.takeAutosave().ok());
        // A folder where the file should be is an I/O error, not "corruption".
        std::filesystem::create_directories(path("a-folder.sqlite"));
        const auto report = store.open(path("a-folder.sqlite"));
        QVERIFY(!report.ok());
        QVERIFY(std::filesystem::is_directory(path("a-folder.sqlite")));
    }

    void defaultPathFollowsXdg() {
        const QByteArray oldXdg = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", "/tmp/xdg-data");
        QCOMPARE(defaultLibraryPath(), std::string("/tmp/xdg-data/rightsize/library.sqlite"));
        qputenv("XDG_DATA_HOME", "relative/ignored");
        const std::string home = qEnvironmentVariable("HOME").toStdString();
        QCOMPARE(defaultLibraryPath(), home + "/.local/share/rightsize/library.sqlite");
        qunsetenv("XDG_DATA_HOME");
        QCOMPARE(defaultLibraryPath(), home + "/.local/share/rightsize/library.sqlite");
        if (!oldXdg.isNull())
            qputenv("XDG_DATA_HOME", oldXdg);
    }
};

QTEST_APPLESS_MAIN(TestScenarioStore)
#include "test_scenario_store.moc"

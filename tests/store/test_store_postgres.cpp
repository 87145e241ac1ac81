// What the PostgreSQL library adds to the contract both engines keep: saves that conflict instead
// of overwriting, locations and credentials, what it refuses to touch, roles that may only read,
// notifications to other sessions, and a save cut off by the server leaving nothing half-written.
#include "core/store/engine/store_location.h"
#include "core/store/scenario_store.h"
#include "store_engines.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <csignal>
#include <set>
#include <sqlite3.h>
#include <string>
#include <sys/types.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace rightsize;
using test::EngineLibraries;

namespace {

std::string scenarioJson(const std::string& name, const std::string& notes = {}) {
    std::string s = R"({"format": "rightsize-scenario", "version": 1, "name": ")";
    s.append(name).append(R"(", "notes": ")").append(notes).append(R"("})");
    return s;
}

// The server location with one query parameter's value replaced (or added).
std::string withParameter(std::string location, const std::string& key, const std::string& value) {
    const auto at = location.find(test::cat(key, "="));
    if (at == std::string::npos)
        return test::cat(location, location.find('?') == std::string::npos ? "?" : "&", key, "=",
                         value);
    const auto end = location.find('&', at);
    return location.replace(at, (end == std::string::npos ? location.size() : end) - at,
                            test::cat(key, "=", value));
}

std::string schemaOf(const std::string& location) {
    return location.substr(location.rfind("%3D") + 3);
}

} // namespace

class TestStorePostgres : public QObject {
    Q_OBJECT

    EngineLibraries m_libraries;

    // The server's URI for a case that only makes sense on PostgreSQL.
    std::string server() {
        QString why;
        const std::string location = test::serverLocation(&why);
        if (location.empty())
            qInfo("%s", qPrintable(why));
        return location;
    }

private slots:
    void locationsChooseTheEngine_data() {
        QTest::addColumn<QString>("location");
        QTest::addColumn<bool>("server");
        QTest::newRow("uri") << QStringLiteral("postgresql://db.example/plans") << true;
        QTest::newRow("short uri") << QStringLiteral("postgres://db.example/plans") << true;
        QTest::newRow("service") << QStringLiteral("service=team") << true;
        QTest::newRow("path") << QStringLiteral("/home/me/library.sqlite") << false;
        QTest::newRow("relative") << QStringLiteral("postgresql.sqlite") << false;
        QTest::newRow("folder named like a uri") << QStringLiteral("./postgresql://x") << false;
    }
    void locationsChooseTheEngine() {
        QFETCH(QString, location);
        QFETCH(bool, server);
        QCOMPARE(isServerLocation(location.toStdString()), server);
    }

    void passwordsAreNeitherTakenNorShown_data() {
        QTest::addColumn<QString>("location");
        QTest::newRow("user:password@")
            << QStringLiteral("postgresql://planner:s3cret@db.example/plans");
        QTest::newRow("query parameter")
            << QStringLiteral("postgresql://db.example/plans?password=s3cret");
        QTest::newRow("service with password") << QStringLiteral("service=team password=s3cret");
    }
    void passwordsAreNeitherTakenNorShown() {
        QFETCH(QString, location);
        ScenarioStore store;
        const auto report = store.open(location.toStdString());
        QVERIFY(!report.ok());
        QCOMPARE(report.error().code, StoreErrorCode::Invalid);
        QVERIFY2(report.error().message.find("s3cret") == std::string::npos,
                 report.error().message.c_str());
        QVERIFY(report.error().message.find(".pgpass") != std::string::npos);
        QVERIFY(displayLocation(location.toStdString()).find("s3cret") == std::string::npos);
        QVERIFY(!serverLocationProblem(location.toStdString()).empty());
    }

    void unreachableServerIsAnIoError() {
        ScenarioStore store;
        const auto report = store.open(
            "postgresql:///plans?host=/nonexistent-rightsize-socket-dir&connect_timeout=2");
        QVERIFY(!report.ok());
        QCOMPARE(report.error().code, StoreErrorCode::Io);
        QVERIFY(report.error().message.find("cannot connect") != std::string::npos);
        QVERIFY(!store.isOpen());
    }

    void saveBasedOnAnOlderRevisionConflicts_data() { EngineLibraries::addRows(); }
    void saveBasedOnAnOlderRevisionConflicts() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "conflict");
        ScenarioStore mine, theirs;
        QVERIFY(mine.open(location).ok());
        QVERIFY(theirs.open(location).ok());
        const auto id = *mine.insert({"", {}, scenarioJson("base")});
        const auto opened = mine.get(id)->revision;
        QCOMPARE(opened, std::int64_t(1));

        const auto theirSave = theirs.save(id, scenarioJson("theirs"), theirs.get(id)->revision);
        QVERIFY2(theirSave.ok(), theirSave.error().message.c_str());
        QCOMPARE(*theirSave, std::int64_t(2));

        const auto mineSave = mine.save(id, scenarioJson("mine"), opened);
        QVERIFY(!mineSave.ok());
        QCOMPARE(mineSave.error().code, StoreErrorCode::Conflict);
        QVERIFY(mineSave.error().message.find("version 2") != std::string::npos);
        QCOMPARE(mine.get(id)->json, scenarioJson("theirs")); // nothing overwritten
        QCOMPARE(mine.versions(id)->size(), std::size_t(1));
        QCOMPARE(mine.versions(id)->front().revision, std::int64_t(1));

        // Saving what is already there is no conflict; keeping mine is a save based on theirs.
        QCOMPARE(*mine.save(id, scenarioJson("theirs"), opened), std::int64_t(2));
        QCOMPARE(*mine.save(id, scenarioJson("mine"), 2), std::int64_t(3));
        QCOMPARE(mine.save(id, scenarioJson("late"), 2).error().code, StoreErrorCode::Conflict);
        QCOMPARE(mine.save(999, scenarioJson("x"), 1).error().code, StoreErrorCode::NotFound);
        // Tags and renames count as changes too.
        QVERIFY(theirs.setTags(id, {"signed-off"}).ok());
        QCOMPARE(mine.save(id, scenarioJson("after tags"), 3).error().code,
                 StoreErrorCode::Conflict);
        QCOMPARE(mine.get(id)->revision, std::int64_t(4));
    }

    void readingCreatesNothingOnTheServer() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "read_only_open");
        ScenarioStore store;
        const auto report = store.open(location, {OpenMode::ReadOnly});
        QCOMPARE(report.error().code, StoreErrorCode::Missing);
        QCOMPARE(test::serverQuery(
                     server(), test::cat("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON "
                                         "n.oid = c.relnamespace WHERE n.nspname = '",
                                         schemaOf(location), "'")),
                 std::string("0"));
        // Written once, read at its schema and never migrated or changed by a reader.
        QVERIFY(store.open(location).ok());
        QCOMPARE(store.schemaVersion(), ScenarioStore::kSchemaVersion);
        store.close();
        const auto read = store.open(location, {OpenMode::ReadOnly});
        QVERIFY(read.ok());
        QVERIFY(store.readOnly());
        QCOMPARE(read->schemaVersion, ScenarioStore::kSchemaVersion);
        QCOMPARE(store.insert({"", {}, scenarioJson("x")}).error().code, StoreErrorCode::Denied);
    }
    void readingCreatesNothingOnTheServer_data() {
        QTest::addColumn<QString>("engine");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

    void foreignTablesAndNewerSchemasAreLeftAlone() {
        const std::string base = server();
        if (base.empty())
            QSKIP("no PostgreSQL server here");
        const std::string schema = EngineLibraries::schemaName("foreign");
        QCOMPARE(test::serverExec(base, test::cat("CREATE SCHEMA ", schema, "; CREATE TABLE ",
                                                  schema, ".scenarios (invoice INTEGER)")),
                 std::string());
        ScenarioStore store;
        auto report = store.open(EngineLibraries::inSchema(base, schema));
        QCOMPARE(report.error().code, StoreErrorCode::NotLibrary);
        QCOMPARE(
            test::serverQuery(base, test::cat("SELECT count(*) FROM pg_tables WHERE schemaname = '",
                                              schema, "'")),
            std::string("1"));

        const std::string newer = EngineLibraries::schemaName("newer");
        QCOMPARE(test::serverExec(base, test::cat("CREATE SCHEMA ", newer)), std::string());
        const std::string location = EngineLibraries::inSchema(base, newer);
        QVERIFY(store.open(location).ok());
        store.close();
        QCOMPARE(
            test::serverExec(base, test::cat("UPDATE ", newer, ".schema_version SET version = 99")),
            std::string());
        report = store.open(location);
        QCOMPARE(report.error().code, StoreErrorCode::TooNew);
        QVERIFY(report.error().message.find("99") != std::string::npos);
        QCOMPARE(
            test::serverQuery(base, test::cat("SELECT version FROM ", newer, ".schema_version")),
            std::string("99"));
    }

    // Eight clients open the same empty schema at once, ten times over: every one succeeds and
    // the library is made once. The migration lock is an advisory lock, which does not refresh
    // the session's catalog cache, so who came second must look for the tables with a query.
    void concurrentFirstWritersAllSucceed() {
        const std::string base = server();
        if (base.empty())
            QSKIP("no PostgreSQL server here");
        for (int trial = 0; trial < 10; ++trial) {
            const std::string schema = EngineLibraries::schemaName("first_writers");
            QCOMPARE(test::serverExec(base, test::cat("CREATE SCHEMA ", schema)), std::string());
            const std::string location = EngineLibraries::inSchema(base, schema);
            std::vector<std::string> failures(8);
            std::vector<std::thread> clients;
            for (std::size_t i = 0; i < failures.size(); ++i)
                clients.emplace_back([&location, &failures, i] {
                    ScenarioStore store;
                    if (auto opened = store.open(location); !opened)
                        failures[i] = opened.error().message;
                    else if (auto id = store.insert({"first writer", {}, "{}"}); !id)
                        failures[i] = id.error().message;
                });
            for (std::thread& t : clients)
                t.join();
            for (const std::string& f : failures)
                QVERIFY2(f.empty(), f.c_str());
            QCOMPARE(test::serverQuery(
                         base, test::cat("SELECT count(*) FROM ", schema, ".schema_version")),
                     std::string("1"));
        }
    }

    // Both engines read one list of migrations; what they make must be the same tables with the
    // same columns, apart from what one engine alone keeps (the server's version table, and the
    // autosave slot, which the server keys by database role).
    void bothEnginesMakeTheSameColumns() {
        const std::string base = server();
        if (base.empty())
            QSKIP("no PostgreSQL server here");
        const std::string schema = EngineLibraries::schemaName("columns");
        QCOMPARE(test::serverExec(base, test::cat("CREATE SCHEMA ", schema)), std::string());
        ScenarioStore store;
        QVERIFY(store.open(EngineLibraries::inSchema(base, schema)).ok());
        store.close();
        std::set<std::string> onServer;
        const std::string listed =
            test::serverQuery(base, test::cat("SELECT string_agg(table_name || '.' || column_name, "
                                              "',') FROM information_schema.columns "
                                              "WHERE table_schema = '",
                                              schema, "' AND table_name <> 'schema_version'"));
        for (std::size_t at = 0; at < listed.size();) {
            const std::size_t comma = std::min(listed.find(',', at), listed.size());
            onServer.insert(listed.substr(at, comma - at));
            at = comma + 1;
        }
        QVERIFY(onServer.erase("autosave.owner") == 1);

        QTemporaryDir dir;
        const std::string file = (dir.path() + QStringLiteral("/columns.sqlite")).toStdString();
        QVERIFY(store.open(file).ok());
        store.close();
        std::set<std::string> inFile;
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(file.c_str(), &db), SQLITE_OK);
        sqlite3_stmt* stmt = nullptr;
        QCOMPARE(
            sqlite3_prepare_v2(
                db,
                "SELECT m.name || '.' || p.name FROM sqlite_master m, pragma_table_info(m.name) p "
                "WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite%'",
                -1, &stmt, nullptr),
            SQLITE_OK);
        while (sqlite3_step(stmt) == SQLITE_ROW)
            inFile.insert(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)));
        sqlite3_finalize(stmt);
        sqlite3_close(db);
        QVERIFY(inFile.erase("autosave.slot") == 1);

        QVERIFY(inFile.size() > 30);
        QCOMPARE(onServer, inFile);
    }

    void aReadOnlyRoleReadsAndIsRefusedWrites() {
        const std::string base = server();
        if (base.empty())
            QSKIP("no PostgreSQL server here");
        const std::string schema = EngineLibraries::schemaName("roles");
        QCOMPARE(test::serverExec(base, test::cat("CREATE SCHEMA ", schema)), std::string());
        const std::string owner = EngineLibraries::inSchema(base, schema);
        ScenarioStore store;
        QVERIFY(store.open(owner).ok());
        QVERIFY(!store.readOnly());
        const auto id = *store.insert({"", {}, scenarioJson("signed off")});
        store.close();

        const std::string role = test::cat(schema, "_reader");
        QCOMPARE(test::serverExec(base, test::cat("CREATE ROLE ", role,
                                                  " LOGIN; GRANT USAGE ON SCHEMA ", schema, " TO ",
                                                  role, "; GRANT SELECT ON ALL TABLES IN SCHEMA ",
                                                  schema, " TO ", role)),
                 std::string());
        ScenarioStore reader;
        const auto report = reader.open(withParameter(owner, "user", role));
        QVERIFY2(report.ok(), report.error().message.c_str());
        QVERIFY(reader.readOnly());
        QCOMPARE(reader.get(id)->name, std::string("signed off"));
        QCOMPARE(reader.list()->size(), std::size_t(1));
        const auto refused = reader.save(id, scenarioJson("edited"), 1);
        QCOMPARE(refused.error().code, StoreErrorCode::Denied);
        QCOMPARE(reader.insert({"", {}, scenarioJson("new")}).error().code, StoreErrorCode::Denied);
        QCOMPARE(reader.get(id)->json, scenarioJson("signed off"));

        // An editor role writes, and keeps an autosave of its own: one person's draft on a
        // shared server is never offered to another.
        const std::string editorRole = test::cat(schema, "_editor");
        QCOMPARE(
            test::serverExec(
                base,
                test::cat("CREATE ROLE ", editorRole, " LOGIN; GRANT USAGE ON SCHEMA ", schema,
                          " TO ", editorRole,
                          "; GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ", schema,
                          " TO ", editorRole, "; GRANT USAGE ON ALL SEQUENCES IN SCHEMA ", schema,
                          " TO ", editorRole)),
            std::string());
        ScenarioStore editor;
        QVERIFY(editor.open(withParameter(owner, "user", editorRole)).ok());
        QVERIFY(!editor.readOnly());
        QCOMPARE(*editor.save(id, scenarioJson("edited by the editor"), 1), std::int64_t(2));
        QVERIFY(editor.saveAutosave(id, "{\"draft\": \"editor\"}").ok());
        QVERIFY(store.open(owner).ok());
        QVERIFY(!store.peekAutosave()->has_value());
        QVERIFY(store.saveAutosave(0, "{\"draft\": \"owner\"}").ok());
        QCOMPARE((*editor.takeAutosave())->json, std::string("{\"draft\": \"editor\"}"));
        QCOMPARE((*store.peekAutosave())->json, std::string("{\"draft\": \"owner\"}"));
    }

    void otherSessionsAreNotifiedOfChanges() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "notify");
        ScenarioStore a, b;
        QVERIFY(a.open(location).ok());
        QVERIFY(b.open(location, {OpenMode::ReadOnly}).ok());
        QVERIFY(b.changeSocket() >= 0);
        std::vector<std::string> told;
        b.setChangeListener([&](const StoreChange& change) { told.push_back(change.table); });
        const auto aSeen = a.externalChangeCounter();
        const auto bSeen = b.externalChangeCounter();
        const auto id = *a.insert({"", {}, scenarioJson("new")});
        QCOMPARE(a.externalChangeCounter(), aSeen); // its own write
        const auto afterInsert = b.externalChangeCounter();
        QVERIFY(afterInsert != bSeen);
        QCOMPARE(b.externalChangeCounter(), afterInsert); // nothing new since
        // Another library kept in the same database (its own schema) is not this one's change.
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, elsewhere, "notify_other");
        ScenarioStore other;
        QVERIFY(other.open(elsewhere).ok());
        QVERIFY(other.insert({"", {}, scenarioJson("elsewhere")}).ok());
        QCOMPARE(b.externalChangeCounter(), afterInsert);
        QVERIFY(a.putPriceOverride("a10-24gb", "{}").ok());
        QVERIFY(b.externalChangeCounter() != afterInsert); // catalog changes count too
        QCOMPARE(b.get(id)->name, std::string("new"));
        QCOMPARE(told, (std::vector<std::string>{"scenarios", "price_overrides"}));
    }
    void otherSessionsAreNotifiedOfChanges_data() {
        QTest::addColumn<QString>("engine");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

    void aSaveCutOffByTheServerLeavesNothingHalfWritten() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "cut_off");
        const std::string base = server();
        const std::string schema = schemaOf(location);
        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto id = *store.insert({"", {"kept"}, scenarioJson("before")});
        // The save stops after it has written the previous version and before the new content:
        // the moment a half-written scenario would be left if the write were not one transaction.
        QCOMPARE(
            test::serverExec(
                base, test::cat("SET search_path = ", schema,
                                "; CREATE FUNCTION stall() RETURNS trigger LANGUAGE plpgsql AS "
                                "$$ BEGIN PERFORM pg_sleep(30); RETURN NEW; END $$;"
                                " CREATE TRIGGER stall BEFORE UPDATE ON scenarios FOR EACH ROW"
                                " WHEN (NEW.json LIKE '%after%') EXECUTE FUNCTION stall()")),
            std::string());
        StoreResult<std::int64_t> saved = StoreError{};
        std::thread saver([&] { saved = store.save(id, scenarioJson("after"), 1); });
        // The server process of that session is killed while it is inside the save.
        std::string killed;
        for (int i = 0; i < 200 && killed != "t"; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            killed = test::serverQuery(
                base, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                      "WHERE wait_event = 'PgSleep' AND query LIKE '%UPDATE scenarios%' "
                      "AND query NOT LIKE '%pg_stat_activity%'");
        }
        saver.join();
        QCOMPARE(killed, std::string("t"));
        QVERIFY(!saved.ok());
        QCOMPARE(saved.error().code, StoreErrorCode::Io);
        QVERIFY2(saved.error().message.find("connection") != std::string::npos,
                 saved.error().message.c_str());

        QCOMPARE(test::serverExec(base, test::cat("DROP TRIGGER stall ON ", schema, ".scenarios")),
                 std::string());
        // The same store reconnects on its next call and finds the scenario as it was.
        const auto record = store.get(id);
        QVERIFY2(record.ok(), record.error().message.c_str());
        QCOMPARE(record->json, scenarioJson("before"));
        QCOMPARE(record->revision, std::int64_t(1));
        QVERIFY(store.versions(id)->empty());
        QCOMPARE(store.integrityCheck().value(), std::string("ok"));
        // And the edit the user kept can be saved again.
        QCOMPARE(*store.save(id, scenarioJson("after"), 1), std::int64_t(2));
    }
    // The whole server killed (SIGKILL to the postmaster) while a save is inside its transaction,
    // then started again: crash recovery must find the scenario as it was before the save.
    void aKilledServerLeavesNothingHalfWritten() {
        if (server().empty())
            QSKIP("no PostgreSQL server here");
        // A server of its own: killing the shared one would take the other tests with it.
        const QString dir = QStringLiteral("/tmp/rightsize-kill-test-%1").arg(::getpid());
        const QString script = QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/store/pg_server.sh");
        auto run = [&](const char* what) {
            return QProcess::execute(script, {QString::fromLatin1(what), dir});
        };
        QCOMPARE(run("start"), 0);
        QFile locationFile(dir + QStringLiteral("/location"));
        QVERIFY(locationFile.open(QIODevice::ReadOnly));
        const std::string location =
            QString::fromUtf8(locationFile.readAll()).trimmed().toStdString();
        QFile pidFile(dir + QStringLiteral("/data/postmaster.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const pid_t postmaster = static_cast<pid_t>(pidFile.readLine().trimmed().toLongLong());
        QVERIFY(postmaster > 0);

        ScenarioStore store;
        QVERIFY(store.open(location).ok());
        const auto id = *store.insert({"", {}, scenarioJson("before")});
        QCOMPARE(test::serverExec(location,
                                  "CREATE FUNCTION stall() RETURNS trigger LANGUAGE plpgsql AS "
                                  "$$ BEGIN PERFORM pg_sleep(30); RETURN NEW; END $$;"
                                  " CREATE TRIGGER stall BEFORE UPDATE ON scenarios FOR EACH ROW"
                                  " WHEN (NEW.json LIKE '%after%') EXECUTE FUNCTION stall()"),
                 std::string());
        StoreResult<std::int64_t> saved = StoreError{};
        std::thread saver([&] { saved = store.save(id, scenarioJson("after"), 1); });
        std::string inside;
        for (int i = 0; i < 200 && inside != "1"; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            inside = test::serverQuery(
                location, "SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'PgSleep'");
        }
        QCOMPARE(inside, std::string("1"));
        QCOMPARE(::kill(postmaster, SIGKILL), 0);
        saver.join();
        QVERIFY(!saved.ok());
        QCOMPARE(saved.error().code, StoreErrorCode::Io);

        // Start it again (it recovers from its log); the first tries may find the killed server's
        // last processes still on their way out.
        int restarted = -1;
        for (int i = 0; i < 50 && restarted != 0; ++i) {
            restarted = run("restart");
            if (restarted != 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
        QCOMPARE(restarted, 0);
        const auto record = store.get(id); // the same store connects again
        QVERIFY2(record.ok(), record.error().message.c_str());
        QCOMPARE(record->json, scenarioJson("before"));
        QCOMPARE(record->revision, std::int64_t(1));
        QVERIFY(store.versions(id)->empty());
        QCOMPARE(store.integrityCheck().value(), std::string("ok"));
        store.close();
        QCOMPARE(run("stop"), 0);
    }

    void aSaveCutOffByTheServerLeavesNothingHalfWritten_data() {
        QTest::addColumn<QString>("engine");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }
};

QTEST_APPLESS_MAIN(TestStorePostgres)
#include "test_store_postgres.moc"

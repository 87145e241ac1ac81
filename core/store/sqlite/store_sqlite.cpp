#include "core/store/sqlite/store_sqlite.h"
#include "core/model/visible_text.h"

#include "core/store/sqlite/library_file.h"
#include "core/store/engine/store_schema.h"
#include "core/store/engine/store_text.h"

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <array>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <system_error>
#include <thread>

namespace rightsize {

namespace fs = std::filesystem;
using sql::Statement;
using store_text::tagsFromJson;

namespace {

constexpr std::int64_t kApplicationId = kLibraryApplicationId;
static_assert(kApplicationId == 1381194289, "the stamp below spells the id out");

// Writes go through BEGIN IMMEDIATE: the write lock is taken (waiting on the busy timeout) up
// front, so two processes never deadlock upgrading read locks. Rolls back unless committed.
class WriteTransaction {
public:
    explicit WriteTransaction(sqlite3* db) : m_db(db)
    {
        m_code = sqlite3_exec(m_db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
        m_open = m_code == SQLITE_OK;
    }
    ~WriteTransaction()
    {
        if (m_open)
            sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    WriteTransaction(const WriteTransaction&) = delete;
    WriteTransaction& operator=(const WriteTransaction&) = delete;

    bool began() const { return m_open; }
    int code() const { return m_code; }
    int commit()
    {
        m_code = sqlite3_exec(m_db, "COMMIT", nullptr, nullptr, nullptr);
        if (m_code == SQLITE_OK)
            m_open = false;
        return m_code;
    }

private:
    sqlite3* m_db;
    int m_code = SQLITE_OK;
    bool m_open = false;
};

using namespace store_text;

std::string timestampForFileName()
{
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y%m%dT%H%M%SZ", &tm);
    return buffer;
}

} // namespace

StoreError SqliteStore::sqlError(std::string_view what) const
{
    return SqliteConnection::error(m_db.get(), what);
}

StoreError SqliteStore::notOpen() const
{
    return {StoreErrorCode::Invalid, "the scenario library is not open"};
}

StoreStatus SqliteStore::usable() const
{
    if (!m_db)
        return notOpen();
    return Done{};
}

void SqliteStore::close()
{
    m_db.reset();
    m_path.clear();
    m_schema = 0;
    m_readOnly = false;
    m_lastDataVersion = 0;
}

StoreStatus SqliteStore::openConnection(const std::string& path, bool* corrupt, std::string* why)
{
    *corrupt = false;
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    m_db.reset(raw);
    if (rc != SQLITE_OK) {
        const StoreError error{StoreErrorCode::Io, "cannot open " + path + ": " + sql::errorMessage(raw)};
        *corrupt = sql::isCorruptionCode(rc);
        *why = error.message;
        m_db.reset();
        return error;
    }
    sqlite3_extended_result_codes(raw, 1);
    sqlite3_busy_timeout(raw, kBusyTimeoutMs);

    // Every step below reads the file, so every one of them can be the first to see damage.
    auto fail = [&](std::string_view what, int code) -> StoreStatus {
        StoreError error = sqlError(what);
        if (sql::isCorruptionCode(code)) {
            *corrupt = true;
            *why = error.message;
        }
        m_db.reset();
        return error;
    };
    int code = SQLITE_OK;
    // Switching a fresh file to WAL can report "locked" at once, without the busy handler,
    // while another process is creating the same library; such a race is retried, not fatal.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kBusyTimeoutMs);
    std::optional<std::string> mode;
    while (!(mode = sql::queryText(raw, "PRAGMA journal_mode = WAL", &code)) && sql::isBusyCode(code) &&
           std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    if (!mode)
        return fail("cannot switch the library to WAL", code);
    if (*mode != "wal")
        return fail("the library refused WAL mode (journal_mode is " + *mode + ")", SQLITE_OK);
    const auto check = sql::queryText(raw, "PRAGMA quick_check", &code);
    if (!check)
        return fail("cannot check the library", code);
    if (*check != "ok") {
        *corrupt = true;
        *why = "the integrity check failed: " + *check;
        m_db.reset();
        return StoreError{StoreErrorCode::Internal, *why};
    }
    std::string error;
    if (sql::execScript(raw, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;", &error) != SQLITE_OK)
        return fail("cannot configure the library: " + error, sqlite3_extended_errcode(raw));
    return Done{};
}

StoreStatus SqliteStore::openReadOnly(const std::string& path) {
    int rc = SQLITE_OK;
    m_db = sql::openForReading(path, kBusyTimeoutMs, &rc);
    if (rc != SQLITE_OK) {
        const StoreError error{StoreErrorCode::Io,
                               "cannot open " + path + ": " + sql::errorMessage(m_db.get())};
        m_db.reset();
        return error;
    }
    return Done{};
}

StoreStatus SqliteStore::moveAside(const std::string& path, const std::string& why,
                                     OpenReport& report) {
    // Never overwrite: the damaged file (and its WAL, which may hold the newest commits) keeps
    // its bytes under a new name so the user or a recovery tool can still read it.
    std::error_code ec;
    std::string aside = path + ".corrupt-" + timestampForFileName();
    // rename() would replace an existing file
    for (int n = 2; fs::exists(aside, ec) || fs::exists(aside + "-wal", ec); ++n)
        aside = path + ".corrupt-" + timestampForFileName() + "-" + std::to_string(n);
    fs::rename(path, aside, ec);
    if (ec)
        return StoreError{StoreErrorCode::Io,
                          "the library " + path + " is damaged (" + why +
                              ") and could not be moved aside: " + ec.message()};
    for (const char* suffix : {"-wal", "-shm"}) {
        std::error_code ignored;
        if (fs::exists(path + suffix, ignored))
            fs::rename(path + suffix, aside + suffix, ignored);
    }
    report.movedAsidePath = aside;
    report.message = "The scenario library " + path + " is damaged (" + why +
                     "). It was moved to " + aside + " and a new, empty library was started.";
    return Done{};
}

StoreResult<OpenReport> SqliteStore::open(const std::string& path, const OpenOptions& options) {
    close();
    OpenReport report;
    report.path = path;
    const bool writing = options.mode == OpenMode::ReadWrite;

    std::error_code ec;
    const fs::path parent = fs::path(path).parent_path();
    if (!parent.empty() && !fs::is_directory(parent, ec)) {
        if (options.folderMustExist)
            return StoreError{StoreErrorCode::Io,
                              "the folder " + parent.string() + " does not exist"};
        if (!writing)
            return StoreError{StoreErrorCode::Missing, "there is no library at " + path + " yet"};
        fs::create_directories(parent, ec);
        if (ec)
            return StoreError{StoreErrorCode::Io,
                              "cannot create the folder " + parent.string() + ": " + ec.message()};
    }

    // Every check reads only; the first write (the journal mode) comes after all of them passed.
    const LibraryFile found = inspectLibraryFile(path, kStoreSchemaVersion, kBusyTimeoutMs);
    const std::string untouched = "; it was not changed";
    switch (found.kind) {
    case LibraryFileKind::Missing:
    case LibraryFileKind::Empty:
        if (!writing)
            return StoreError{StoreErrorCode::Missing, "there is no library at " + path + " yet"};
        break;
    case LibraryFileKind::Library:
        break;
    case LibraryFileKind::TooNew:
        return StoreError{StoreErrorCode::TooNew, "the library has " + found.why +
                                                      ", newer than this Rightsize understands (" +
                                                      std::to_string(kStoreSchemaVersion) + ")" +
                                                      untouched};
    case LibraryFileKind::NotLibrary:
        return StoreError{StoreErrorCode::NotLibrary, path +
                                                          " is not a Rightsize scenario library (" +
                                                          found.why + ")" + untouched};
    case LibraryFileKind::Busy:
        return StoreError{StoreErrorCode::Busy, found.why};
    case LibraryFileKind::Unusable:
        return StoreError{StoreErrorCode::Io,
                          "cannot use " + path + " as the library: " + found.why};
    case LibraryFileKind::Damaged:
        if (!writing || !options.moveDamagedAside)
            return StoreError{StoreErrorCode::Damaged,
                              "the library is damaged (" + found.why + ")" + untouched};
        if (auto moved = moveAside(path, found.why, report); !moved)
            return moved.error();
        break;
    }

    if (!writing) {
        if (auto opened = openReadOnly(path); !opened)
            return opened.error();
        m_schema = found.schemaVersion;
        report.foundSchemaVersion = report.schemaVersion = found.schemaVersion;
        m_path = path;
        m_readOnly = true;
        return report;
    }

    bool corrupt = false;
    std::string why;
    StoreStatus opened = openConnection(path, &corrupt, &why);
    if (!opened && corrupt) {
        // Damage the look above could not see (a race with another program, or a page only the
        // connection for writing reads).
        if (!options.moveDamagedAside || !report.movedAsidePath.empty())
            return StoreError{StoreErrorCode::Damaged,
                              "the library is damaged (" + why + ")" + untouched};
        if (auto moved = moveAside(path, why, report); !moved)
            return moved.error();
        opened = openConnection(path, &corrupt, &why);
    }
    if (!opened)
        return opened.error();

    StoreStatus migrated = migrate(&report.foundSchemaVersion);
    if (!migrated) {
        m_db.reset();
        return migrated.error();
    }
    m_schema = kStoreSchemaVersion;
    report.schemaVersion = schemaVersion();
    m_path = path;
    m_readOnly = false;
    return report;
}

StoreStatus SqliteStore::migrate(int* foundVersion)
{
    sqlite3* db = m_db.get();
    int code = SQLITE_OK;
    auto readVersion = [&]() -> int {
        const auto text = sql::queryText(db, "PRAGMA user_version", &code);
        return text ? std::stoi(*text) : -1;
    };
    auto stamped = [&] {
        Statement appId(db, "PRAGMA application_id");
        return appId.step() == SQLITE_ROW && appId.columnInt(0) == kApplicationId;
    };
    int version = readVersion();
    if (version < 0)
        return sqlError("cannot read the schema version");
    *foundVersion = version;
    if (version > kStoreSchemaVersion)
        return StoreError{StoreErrorCode::TooNew,
                          "the library has schema version " + std::to_string(version) +
                              ", newer than this Rightsize understands (" + std::to_string(kStoreSchemaVersion) +
                              "); it was not changed"};
    if (version == kStoreSchemaVersion && stamped())
        return Done{};

    WriteTransaction tx(db);
    if (!tx.began())
        return sqlError("cannot start the migration");
    // Another copy of the program may have migrated while this one waited for the lock.
    version = readVersion();
    *foundVersion = version;
    if (version == 0) {
        Statement foreign(db, "SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'");
        Statement appId(db, "PRAGMA application_id");
        if (foreign.step() != SQLITE_ROW || appId.step() != SQLITE_ROW)
            return sqlError("cannot inspect the database");
        if (foreign.columnInt(0) > 0 && appId.columnInt(0) != kApplicationId)
            return StoreError{StoreErrorCode::NotLibrary,
                              "the file is an SQLite database but not a Rightsize library; it was not changed"};
    }
    for (int v = version; v < kStoreSchemaVersion; ++v) {
        std::string error;
        if (sql::execScript(db, migrationScript(v, SqlDialect::Sqlite).c_str(), &error) != SQLITE_OK)
            return StoreError{StoreErrorCode::Migration, "migrating the library from schema " + std::to_string(v) +
                                                             " to " + std::to_string(v + 1) + " failed (" + error +
                                                             "); it was left at schema " + std::to_string(version)};
    }
    // A library made before the application id was stamped by its first migration gets it now,
    // so that it is recognised by the id from here on.
    if (!stamped()) {
        std::string error;
        if (sql::execScript(db, "PRAGMA application_id = 1381194289", &error) != SQLITE_OK)
            return StoreError{StoreErrorCode::Migration,
                              "cannot mark the library as a Rightsize library (" + error + ")"};
    }
    if (tx.commit() != SQLITE_OK)
        return sqlError("cannot commit the migration");
    return Done{};
}

int SqliteStore::schemaVersion() const
{
    if (!m_db)
        return 0;
    const auto text = sql::queryText(m_db.get(), "PRAGMA user_version");
    return text ? std::stoi(*text) : 0;
}

std::int64_t SqliteStore::pollChanges(const ChangeListener& listener) const
{
    if (!m_db)
        return 0;
    Statement stmt(m_db.get(), "PRAGMA data_version");
    const std::int64_t version = stmt.step() == SQLITE_ROW ? stmt.columnInt(0) : 0;
    // data_version says only that another connection committed, not what.
    if (version != m_lastDataVersion) {
        if (m_lastDataVersion != 0 && listener)
            listener(StoreChange{});
        m_lastDataVersion = version;
    }
    return version;
}

StoreResult<std::string> SqliteStore::integrityCheck() const
{
    if (!m_db)
        return notOpen();
    Statement stmt(m_db.get(), "PRAGMA integrity_check");
    std::string all;
    int rc;
    while ((rc = stmt.step()) == SQLITE_ROW) {
        if (!all.empty())
            all += '\n';
        all += stmt.columnText(0);
    }
    if (rc != SQLITE_DONE)
        return sqlError("integrity check");
    return all;
}

StoreResult<ScenarioTransfer> SqliteStore::exportScenario(std::int64_t id) const
{
    if (!m_db)
        return notOpen();
    // A scenario's uid, which names it in every library it is copied to, came with schema 6.
    if (m_schema < 6)
        return StoreError{StoreErrorCode::Invalid,
                          "the library has schema " + std::to_string(m_schema) +
                              "; open it once for writing to bring it to " + std::to_string(kStoreSchemaVersion)};
    auto record = get(id);
    if (!record)
        return record.error();
    Statement uid(m_db.get(), "SELECT uid FROM scenarios WHERE id = ?1");
    uid.bind(1, id);
    if (uid.step() != SQLITE_ROW)
        return sqlError("cannot read scenario " + std::to_string(id));
    auto history = versions(id);
    if (!history)
        return history.error();
    ScenarioTransfer t;
    t.uid = uid.columnText(0);
    t.record = std::move(*record);
    t.history.assign(history->rbegin(), history->rend());
    return t;
}

StoreResult<TransferOutcome> SqliteStore::importScenario(const ScenarioTransfer& t)
{
    if (!m_db)
        return notOpen();
    if (t.uid.empty())
        return StoreError{StoreErrorCode::Invalid, "a scenario to copy needs its uid"};
    WriteTransaction tx(m_db.get());
    if (!tx.began())
        return sqlError("cannot start copying the scenario");
    Statement there(m_db.get(), "SELECT id FROM scenarios WHERE uid = ?1");
    there.bind(1, std::string_view(t.uid));
    const int rc = there.step();
    if (rc == SQLITE_ROW)
        return TransferOutcome::AlreadyThere;
    if (rc != SQLITE_DONE)
        return sqlError("cannot look for the scenario");
    const ScenarioRecord& r = t.record;
    Statement insert(m_db.get(), R"sql(
        INSERT INTO scenarios (name, tags, notes, created, modified, json, revision, uid, deleted_at)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, CASE WHEN ?9 = 1 THEN ?5 END))sql");
    insert.bind(1, std::string_view(r.name))
        .bind(2, std::string_view(tagsToJson(r.tags)))
        .bind(3, std::string_view(r.notes))
        .bind(4, std::string_view(r.created))
        .bind(5, std::string_view(r.modified))
        .bind(6, std::string_view(r.json))
        .bind(7, std::max<std::int64_t>(r.revision, 1))
        .bind(8, std::string_view(t.uid))
        .bind(9, std::int64_t(r.deleted ? 1 : 0));
    if (insert.step() != SQLITE_DONE)
        return sqlError("cannot copy the scenario " + r.name);
    const auto id = static_cast<std::int64_t>(sqlite3_last_insert_rowid(m_db.get()));
    Statement version(m_db.get(), R"sql(
        INSERT INTO scenario_versions (scenario_id, name, tags, json, saved, revision)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6))sql");
    for (const ScenarioVersion& v : t.history) {
        version.reset();
        version.bind(1, id)
            .bind(2, std::string_view(v.name))
            .bind(3, std::string_view(tagsToJson(v.tags)))
            .bind(4, std::string_view(v.json))
            .bind(5, std::string_view(v.saved))
            .bind(6, v.revision);
        if (version.step() != SQLITE_DONE)
            return sqlError("cannot copy a version of " + r.name);
    }
    if (tx.commit() != SQLITE_OK)
        return sqlError("cannot commit the copy of " + r.name);
    return TransferOutcome::Copied;
}

StoreStatus SqliteStore::saveAutosave(std::int64_t scenarioId, std::string_view json,
                                      std::int64_t basedOnRevision)
{
    if (!m_db)
        return notOpen();
    Statement stmt(m_db.get(), R"sql(
        INSERT INTO autosave (slot, scenario_id, json, saved, revision)
        VALUES (1, (SELECT id FROM scenarios WHERE id = ?1), ?2, strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?3)
        ON CONFLICT (slot) DO UPDATE SET scenario_id = excluded.scenario_id, json = excluded.json,
                                         saved = excluded.saved, revision = excluded.revision)sql");
    stmt.bind(1, scenarioId).bind(2, json).bind(3, basedOnRevision);
    if (stmt.step() != SQLITE_DONE)
        return sqlError("cannot autosave");
    return Done{};
}

StoreResult<std::optional<AutosaveEntry>> SqliteStore::readAutosave() const
{
    // A library read as it is (an older schema, opened read-only) has no revision column yet.
    Statement stmt(m_db.get(), m_schema >= 7
                                   ? "SELECT scenario_id, json, saved, revision FROM autosave WHERE slot = 1"
                                   : "SELECT scenario_id, json, saved, 0 FROM autosave WHERE slot = 1");
    const int rc = stmt.step();
    if (rc == SQLITE_DONE)
        return std::optional<AutosaveEntry>();
    if (rc != SQLITE_ROW)
        return sqlError("cannot read the autosave");
    AutosaveEntry entry;
    entry.scenarioId = stmt.columnIsNull(0) ? 0 : stmt.columnInt(0);
    entry.json = stmt.columnText(1);
    entry.saved = stmt.columnText(2);
    // No scenario (never saved, an unknown id, or deleted since): its revision means nothing.
    entry.basedOnRevision = entry.scenarioId ? stmt.columnInt(3) : 0;
    return std::optional<AutosaveEntry>(std::move(entry));
}

StoreResult<std::optional<AutosaveEntry>> SqliteStore::peekAutosave() const
{
    if (!m_db)
        return notOpen();
    return readAutosave();
}

StoreResult<std::optional<AutosaveEntry>> SqliteStore::takeAutosave()
{
    if (!m_db)
        return notOpen();
    WriteTransaction tx(m_db.get());
    if (!tx.began())
        return sqlError("cannot start reading the autosave");
    auto entry = readAutosave();
    if (!entry)
        return entry;
    Statement clear(m_db.get(), "DELETE FROM autosave");
    if (clear.step() != SQLITE_DONE)
        return sqlError("cannot clear the autosave");
    if (tx.commit() != SQLITE_OK)
        return sqlError("cannot commit taking the autosave");
    return entry;
}

StoreStatus SqliteStore::clearAutosave()
{
    if (!m_db)
        return notOpen();
    Statement stmt(m_db.get(), "DELETE FROM autosave");
    if (stmt.step() != SQLITE_DONE)
        return sqlError("cannot clear the autosave");
    return Done{};
}

// The two keyed tables have the same shape; each statement is still a fixed string.
StoreStatus SqliteStore::putBlob(BlobTable table, std::string_view key, std::string_view json)
{
    if (!m_db)
        return notOpen();
    return putBlobLocked(table, key, json);
}

StoreStatus SqliteStore::putBlobLocked(BlobTable table, std::string_view key, std::string_view json)
{
    if (key.empty())
        return StoreError{StoreErrorCode::Invalid, "a device id is needed"};
    static constexpr const char* kSql[] = {
        R"sql(INSERT INTO user_devices (device_id, json, modified)
              VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
              ON CONFLICT (device_id) DO UPDATE SET json = excluded.json, modified = excluded.modified)sql",
        R"sql(INSERT INTO price_overrides (device_id, json, modified)
              VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
              ON CONFLICT (device_id) DO UPDATE SET json = excluded.json, modified = excluded.modified)sql",
    };
    Statement stmt(m_db.get(), kSql[static_cast<int>(table)]);
    stmt.bind(1, key).bind(2, json);
    if (stmt.step() != SQLITE_DONE)
        return sqlError("cannot save " + std::string(key));
    return Done{};
}

StoreResult<KeyedBlob> SqliteStore::getBlob(BlobTable table, std::string_view key) const
{
    if (!m_db)
        return notOpen();
    static constexpr const char* kSql[] = {
        "SELECT device_id, json, modified FROM user_devices WHERE device_id = ?1",
        "SELECT device_id, json, modified FROM price_overrides WHERE device_id = ?1",
    };
    Statement stmt(m_db.get(), kSql[static_cast<int>(table)]);
    stmt.bind(1, key);
    const int rc = stmt.step();
    if (rc == SQLITE_DONE)
        return StoreError{StoreErrorCode::NotFound, "no entry for " + std::string(key)};
    if (rc != SQLITE_ROW)
        return sqlError("cannot read " + std::string(key));
    return KeyedBlob{stmt.columnText(0), stmt.columnText(1), stmt.columnText(2)};
}

StoreResult<std::vector<KeyedBlob>> SqliteStore::listBlobs(BlobTable table) const
{
    if (!m_db)
        return notOpen();
    static constexpr const char* kSql[] = {
        "SELECT device_id, json, modified FROM user_devices ORDER BY device_id",
        "SELECT device_id, json, modified FROM price_overrides ORDER BY device_id",
    };
    Statement stmt(m_db.get(), kSql[static_cast<int>(table)]);
    std::vector<KeyedBlob> out;
    int rc;
    while ((rc = stmt.step()) == SQLITE_ROW)
        out.push_back({stmt.columnText(0), stmt.columnText(1), stmt.columnText(2)});
    if (rc != SQLITE_DONE)
        return sqlError("cannot list entries");
    return out;
}

StoreStatus SqliteStore::deleteBlob(BlobTable table, std::string_view key)
{
    if (!m_db)
        return notOpen();
    static constexpr const char* kSql[] = {
        "DELETE FROM user_devices WHERE device_id = ?1",
        "DELETE FROM price_overrides WHERE device_id = ?1",
    };
    Statement stmt(m_db.get(), kSql[static_cast<int>(table)]);
    stmt.bind(1, key);
    if (stmt.step() != SQLITE_DONE)
        return sqlError("cannot delete " + std::string(key));
    if (sqlite3_changes(m_db.get()) == 0)
        return StoreError{StoreErrorCode::NotFound, "no entry for " + std::string(key)};
    return Done{};
}

StoreStatus SqliteStore::writeCatalog(const CatalogWrite& write)
{
    if (!m_db)
        return notOpen();
    WriteTransaction tx(m_db.get());
    if (!tx.began())
        return sqlError("cannot start saving the catalog");
    if (write.replaceAll &&
        (sqlite3_exec(m_db.get(), "DELETE FROM user_devices", nullptr, nullptr, nullptr) != SQLITE_OK ||
         sqlite3_exec(m_db.get(), "DELETE FROM price_overrides", nullptr, nullptr, nullptr) != SQLITE_OK))
        return sqlError("cannot clear the catalog changes");
    for (const KeyedBlob& d : write.devices) {
        if (auto done = putBlobLocked(BlobTable::UserDevices, d.key, d.json); !done)
            return done.error();
        Statement drop(m_db.get(), "DELETE FROM price_overrides WHERE device_id = ?1");
        drop.bind(1, std::string_view(d.key));
        if (drop.step() != SQLITE_DONE)
            return sqlError("cannot save " + d.key);
    }
    for (const KeyedBlob& p : write.prices)
        if (auto done = putBlobLocked(BlobTable::PriceOverrides, p.key, p.json); !done)
            return done.error();
    for (const auto& [provider, offers] : write.offersByProvider)
        if (auto done = replaceOffersLocked(provider, offers); !done)
            return done.error();
    if (tx.commit() != SQLITE_OK)
        return sqlError("cannot commit the catalog");
    return Done{};
}

StoreStatus SqliteStore::replaceOffersLocked(std::string_view provider, const std::vector<KeyedBlob>& offers)
{
    Statement drop(m_db.get(), "DELETE FROM catalog_offers WHERE provider = ?1");
    drop.bind(1, provider);
    if (drop.step() != SQLITE_DONE)
        return sqlError("cannot replace the offers of " + std::string(provider));
    Statement put(m_db.get(), R"sql(INSERT INTO catalog_offers (offer_key, provider, json, modified)
              VALUES (?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
              ON CONFLICT (offer_key) DO UPDATE SET provider = excluded.provider, json = excluded.json,
                                                    modified = excluded.modified)sql");
    for (const KeyedBlob& o : offers) {
        if (o.key.empty())
            return StoreError{StoreErrorCode::Invalid, "an offer needs a key"};
        put.reset();
        put.bind(1, std::string_view(o.key)).bind(2, provider).bind(3, std::string_view(o.json));
        if (put.step() != SQLITE_DONE)
            return sqlError("cannot save the offer " + o.key);
    }
    return Done{};
}

StoreResult<std::vector<KeyedBlob>> SqliteStore::offers() const
{
    if (!m_db)
        return notOpen();
    // A library read at an older schema (read-only) has no offers yet.
    if (m_schema < 4)
        return std::vector<KeyedBlob>{};
    Statement stmt(m_db.get(), "SELECT offer_key, json, modified FROM catalog_offers ORDER BY offer_key");
    std::vector<KeyedBlob> out;
    int rc;
    while ((rc = stmt.step()) == SQLITE_ROW)
        out.push_back({stmt.columnText(0), stmt.columnText(1), stmt.columnText(2)});
    if (rc != SQLITE_DONE)
        return sqlError("cannot list the offers");
    return out;
}

StoreStatus SqliteStore::putUserDevice(std::string_view id, std::string_view json)
{
    return putBlob(BlobTable::UserDevices, id, json);
}
StoreResult<KeyedBlob> SqliteStore::userDevice(std::string_view id) const
{
    return getBlob(BlobTable::UserDevices, id);
}
StoreResult<std::vector<KeyedBlob>> SqliteStore::userDevices() const
{
    return listBlobs(BlobTable::UserDevices);
}
StoreStatus SqliteStore::deleteUserDevice(std::string_view id)
{
    return deleteBlob(BlobTable::UserDevices, id);
}
StoreStatus SqliteStore::putPriceOverride(std::string_view id, std::string_view json)
{
    return putBlob(BlobTable::PriceOverrides, id, json);
}
StoreResult<KeyedBlob> SqliteStore::priceOverride(std::string_view id) const
{
    return getBlob(BlobTable::PriceOverrides, id);
}
StoreResult<std::vector<KeyedBlob>> SqliteStore::priceOverrides() const
{
    return listBlobs(BlobTable::PriceOverrides);
}
StoreStatus SqliteStore::deletePriceOverride(std::string_view id)
{
    return deleteBlob(BlobTable::PriceOverrides, id);
}

// ---- Measured runs and calibrations ----------------------------------------------------------

StoreResult<std::int64_t> SqliteStore::insertRun(std::string_view label, std::string_view json)
{
    if (!m_db)
        return notOpen();
    Statement stmt(m_db.get(), R"sql(INSERT INTO measured_runs (label, json, imported)
                                     VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ','now')))sql");
    stmt.bind(1, label).bind(2, json);
    if (stmt.step() != SQLITE_DONE)
        return sqlError("cannot save the run");
    return static_cast<std::int64_t>(sqlite3_last_insert_rowid(m_db.get()));
}

StoreResult<std::vector<RunRecord>> SqliteStore::runs() const
{
    if (!m_db)
        return notOpen();
    if (m_schema < 4)
        return std::vector<RunRecord>{};
    Statement stmt(m_db.get(), "SELECT id, label, json, imported FROM measured_runs ORDER BY id");
    std::vector<RunRecord> out;
    int rc;
    while ((rc = stmt.step()) == SQLITE_ROW)
        out.push_back({stmt.columnInt(0), stmt.columnText(1), stmt.columnText(2), stmt.columnText(3)});
    if (rc != SQLITE_DONE)
        return sqlError("cannot list the runs");
    return out;
}

StoreResult<RunRecord> SqliteStore::run(std::int64_t id) const
{
    if (!m_db)
        return notOpen();
    if (m_schema < 4)
        return StoreError{StoreErrorCode::NotFound, "no run " + std::to_string(id)};
    Statement stmt(m_db.get(), "SELECT id, label, json, imported FROM measured_runs WHERE id = ?1");
    stmt.bind(1, id);
    const int rc = stmt.step();
    if (rc == SQLITE_DONE)
        return StoreError{StoreErrorCode::NotFound, "no run " + std::to_string(id)};
    if (rc != SQLITE_ROW)
        return sqlError("cannot read the run");
    return RunRecord{stmt.columnInt(0), stmt.columnText(1), stmt.columnText(2), stmt.columnText(3)};
}

StoreStatus SqliteStore::deleteRun(std::int64_t id)
{
    if (!m_db)
        return notOpen();
    Statement stmt(m_db.get(), "DELETE FROM measured_runs WHERE id = ?1");
    stmt.bind(1, id);
    if (stmt.step() != SQLITE_DONE)
        return sqlError("cannot delete the run");
    if (sqlite3_changes(m_db.get()) == 0)
        return StoreError{StoreErrorCode::NotFound, "no run " + std::to_string(id)};
    return Done{};
}

StoreResult<int> SqliteStore::saveCalibration(std::string_view name, std::string_view json,
                                                const std::vector<std::int64_t>& runIds)
{
    if (!m_db)
        return notOpen();
    if (name.empty())
        return StoreError{StoreErrorCode::Invalid, "a calibration needs a name"};
    nlohmann::json ids = nlohmann::json::array();
    for (std::int64_t id : runIds)
        ids.push_back(id);
    WriteTransaction tx(m_db.get());
    if (!tx.began())
        return sqlError("cannot start saving the calibration");
    Statement next(m_db.get(), "SELECT COALESCE(MAX(version), 0) + 1 FROM calibrations WHERE name = ?1");
    next.bind(1, name);
    if (next.step() != SQLITE_ROW)
        return sqlError("cannot number the calibration");
    const int version = static_cast<int>(next.columnInt(0));
    Statement insert(m_db.get(), R"sql(INSERT INTO calibrations (name, version, json, run_ids, created)
                                       VALUES (?1, ?2, ?3, ?4, strftime('%Y-%m-%dT%H:%M:%fZ','now')))sql");
    insert.bind(1, name).bind(2, static_cast<std::int64_t>(version)).bind(3, json).bind(4, ids.dump());
    if (insert.step() != SQLITE_DONE)
        return sqlError("cannot save the calibration");
    if (tx.commit() != SQLITE_OK)
        return sqlError("cannot commit the calibration");
    return version;
}

namespace {
CalibrationRecord calibrationRow(const Statement& stmt)
{
    CalibrationRecord r;
    r.name = stmt.columnText(0);
    r.version = static_cast<int>(stmt.columnInt(1));
    r.json = stmt.columnText(2);
    const auto ids = nlohmann::json::parse(stmt.columnText(3), nullptr, false);
    if (ids.is_array())
        for (const auto& id : ids)
            if (id.is_number_integer())
                r.runIds.push_back(id.get<std::int64_t>());
    r.created = stmt.columnText(4);
    return r;
}
} // namespace

StoreResult<CalibrationRecord> SqliteStore::calibration(std::string_view name, int version) const
{
    if (!m_db)
        return notOpen();
    const StoreError missing{StoreErrorCode::NotFound,
                             "no calibration named " + quoteText(name) +
                                 (version > 0 ? " of version " + std::to_string(version) : std::string())};
    if (m_schema < 4)
        return missing;
    Statement stmt(m_db.get(), R"sql(SELECT name, version, json, run_ids, created FROM calibrations
                                     WHERE name = ?1 AND (?2 = 0 OR version = ?2)
                                     ORDER BY version DESC LIMIT 1)sql");
    stmt.bind(1, name).bind(2, static_cast<std::int64_t>(version));
    const int rc = stmt.step();
    if (rc == SQLITE_DONE)
        return missing;
    if (rc != SQLITE_ROW)
        return sqlError("cannot read the calibration");
    return calibrationRow(stmt);
}

StoreResult<std::vector<CalibrationRecord>> SqliteStore::calibrations() const
{
    if (!m_db)
        return notOpen();
    if (m_schema < 4)
        return std::vector<CalibrationRecord>{};
    Statement stmt(m_db.get(), R"sql(SELECT name, version, json, run_ids, created FROM calibrations c
                                     WHERE version = (SELECT MAX(version) FROM calibrations WHERE name = c.name)
                                     ORDER BY name)sql");
    std::vector<CalibrationRecord> out;
    int rc;
    while ((rc = stmt.step()) == SQLITE_ROW)
        out.push_back(calibrationRow(stmt));
    if (rc != SQLITE_DONE)
        return sqlError("cannot list the calibrations");
    return out;
}

StoreResult<std::vector<OfferRow>> SqliteStore::offerRows() const
{
    if (!m_db)
        return notOpen();
    if (m_schema < 4)
        return std::vector<OfferRow>{};
    Statement stmt(m_db.get(), "SELECT provider, offer_key, json, modified FROM catalog_offers ORDER BY offer_key");
    std::vector<OfferRow> out;
    int rc;
    while ((rc = stmt.step()) == SQLITE_ROW)
        out.push_back({stmt.columnText(0), {stmt.columnText(1), stmt.columnText(2), stmt.columnText(3)}});
    if (rc != SQLITE_DONE)
        return sqlError("cannot list the offers");
    return out;
}

StoreResult<std::int64_t> SqliteStore::importRun(const RunRecord& r)
{
    if (!m_db)
        return notOpen();
    WriteTransaction tx(m_db.get());
    if (!tx.began())
        return sqlError("cannot start copying the run");
    Statement same(m_db.get(),
                   "SELECT id FROM measured_runs WHERE label = ?1 AND json = ?2 AND imported = ?3 ORDER BY id LIMIT 1");
    same.bind(1, std::string_view(r.label)).bind(2, std::string_view(r.json)).bind(3, std::string_view(r.imported));
    const int rc = same.step();
    if (rc == SQLITE_ROW)
        return same.columnInt(0);
    if (rc != SQLITE_DONE)
        return sqlError("cannot look for the run");
    Statement insert(m_db.get(), "INSERT INTO measured_runs (label, json, imported) VALUES (?1, ?2, ?3)");
    insert.bind(1, std::string_view(r.label)).bind(2, std::string_view(r.json)).bind(3, std::string_view(r.imported));
    if (insert.step() != SQLITE_DONE)
        return sqlError("cannot copy the run");
    const auto id = static_cast<std::int64_t>(sqlite3_last_insert_rowid(m_db.get()));
    if (tx.commit() != SQLITE_OK)
        return sqlError("cannot commit the run");
    return id;
}

StoreResult<std::vector<CalibrationRecord>> SqliteStore::calibrationHistory() const
{
    if (!m_db)
        return notOpen();
    if (m_schema < 5)
        return std::vector<CalibrationRecord>{};
    Statement stmt(m_db.get(),
                   "SELECT name, version, json, run_ids, created FROM calibrations ORDER BY name, version");
    std::vector<CalibrationRecord> out;
    int rc;
    while ((rc = stmt.step()) == SQLITE_ROW)
        out.push_back(calibrationRow(stmt));
    if (rc != SQLITE_DONE)
        return sqlError("cannot list the calibrations");
    return out;
}

StoreResult<TransferOutcome> SqliteStore::importCalibration(const CalibrationRecord& c)
{
    if (!m_db)
        return notOpen();
    Statement insert(m_db.get(), R"sql(INSERT INTO calibrations (name, version, json, run_ids, created)
                                       VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (name, version) DO NOTHING)sql");
    insert.bind(1, std::string_view(c.name))
        .bind(2, static_cast<std::int64_t>(c.version))
        .bind(3, std::string_view(c.json))
        .bind(4, std::string_view(idsToJson(c.runIds)))
        .bind(5, std::string_view(c.created));
    if (insert.step() != SQLITE_DONE)
        return sqlError("cannot copy the calibration " + c.name);
    return sqlite3_changes(m_db.get()) == 0 ? TransferOutcome::AlreadyThere : TransferOutcome::Copied;
}

} // namespace rightsize

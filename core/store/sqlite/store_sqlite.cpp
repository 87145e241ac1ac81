#include "core/store/sqlite/store_sqlite.h"

#include "core/store/engine/store_schema.h"
#include "core/store/sqlite/library_file.h"

#include <array>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sqlite3.h>
#include <system_error>
#include <thread>

namespace rightsize {

namespace fs = std::filesystem;
using sql::Statement;

namespace {

constexpr std::int64_t kApplicationId = kLibraryApplicationId;
static_assert(kApplicationId == 1381194289, "the stamp below spells the id out");

// Writes go through BEGIN IMMEDIATE: the write lock is taken (waiting on the busy timeout) up
// front, so two processes never deadlock upgrading read locks. Rolls back unless committed.
class WriteTransaction {
public:
    explicit WriteTransaction(sqlite3* db)
        : m_db(db) {
        m_code = sqlite3_exec(m_db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
        m_open = m_code == SQLITE_OK;
    }
    ~WriteTransaction() {
        if (m_open)
            sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    WriteTransaction(const WriteTransaction&) = delete;
    WriteTransaction& operator=(const WriteTransaction&) = delete;

    bool began() const { return m_open; }
    int code() const { return m_code; }
    int commit() {
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

std::string timestampForFileName() {
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y%m%dT%H%M%SZ", &tm);
    return buffer;
}

} // namespace

StoreError SqliteStore::sqlError(std::string_view what) const {
    return SqliteConnection::error(m_db.get(), what);
}

StoreError SqliteStore::notOpen() const {
    return {StoreErrorCode::Invalid, "the scenario library is not open"};
}

StoreStatus SqliteStore::usable() const {
    if (!m_db)
        return notOpen();
    return Done{};
}

void SqliteStore::close() {
    m_db.reset();
    m_path.clear();
    m_schema = 0;
    m_readOnly = false;
    m_lastDataVersion = 0;
}

StoreStatus SqliteStore::openConnection(const std::string& path, bool* corrupt, std::string* why) {
    *corrupt = false;
    sqlite3* raw = nullptr;
    const int rc =
        sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    m_db.reset(raw);
    if (rc != SQLITE_OK) {
        const StoreError error{StoreErrorCode::Io,
                               "cannot open " + path + ": " + sql::errorMessage(raw)};
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
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::milliseconds(kBusyTimeoutMs);
    std::optional<std::string> mode;
    while (!(mode = sql::queryText(raw, "PRAGMA journal_mode = WAL", &code)) &&
           sql::isBusyCode(code) && std::chrono::steady_clock::now() < deadline)
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
    if (sql::execScript(raw, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;", &error) !=
        SQLITE_OK)
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

StoreStatus SqliteStore::migrate(int* foundVersion) {
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
                              ", newer than this Rightsize understands (" +
                              std::to_string(kStoreSchemaVersion) + "); it was not changed"};
    if (version == kStoreSchemaVersion && stamped())
        return Done{};

    WriteTransaction tx(db);
    if (!tx.began())
        return sqlError("cannot start the migration");
    // Another copy of the program may have migrated while this one waited for the lock.
    version = readVersion();
    *foundVersion = version;
    if (version == 0) {
        Statement foreign(
            db, "SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'");
        Statement appId(db, "PRAGMA application_id");
        if (foreign.step() != SQLITE_ROW || appId.step() != SQLITE_ROW)
            return sqlError("cannot inspect the database");
        if (foreign.columnInt(0) > 0 && appId.columnInt(0) != kApplicationId)
            return StoreError{
                StoreErrorCode::NotLibrary,
                "the file is an SQLite database but not a Rightsize library; it was not changed"};
    }
    for (int v = version; v < kStoreSchemaVersion; ++v) {
        std::string error;
        if (sql::execScript(db, migrationScript(v, SqlDialect::Sqlite).c_str(), &error) !=
            SQLITE_OK)
            return StoreError{StoreErrorCode::Migration,
                              "migrating the library from schema " + std::to_string(v) + " to " +
                                  std::to_string(v + 1) + " failed (" + error +
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

int SqliteStore::schemaVersion() const {
    if (!m_db)
        return 0;
    const auto text = sql::queryText(m_db.get(), "PRAGMA user_version");
    return text ? std::stoi(*text) : 0;
}

std::int64_t SqliteStore::pollChanges(const ChangeListener& listener) const {
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

StoreResult<std::string> SqliteStore::integrityCheck() const {
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

} // namespace rightsize

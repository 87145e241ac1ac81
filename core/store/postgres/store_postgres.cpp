#include "core/store/postgres/store_postgres.h"

#include "core/store/sqlite/library_file.h"
#include "core/store/engine/store_schema.h"
#include "core/store/engine/store_location.h"
#include "core/model/visible_text.h"
#include "core/store/engine/store_text.h"

#include <libpq-fe.h>

#include <array>
#include <initializer_list>

namespace rightsize {

using namespace store_text;

namespace {

// The time in the form the SQLite library keeps (strftime('%Y-%m-%dT%H:%M:%fZ')), from the
// server's clock so that every client of one library agrees on the order of changes.
// The statement's start time: the same for every column one statement sets (a new scenario's
// created and modified are equal), yet new for each statement of a transaction.
#define RS_NOW "to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

// The schema_version table names the program (the SQLite library's application id) and the
// schema. It is made, with the tables, by the first open for writing.
constexpr const char* kCreateVersionTable = R"sql(
    CREATE TABLE schema_version (
        single         BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (single),
        application_id BIGINT NOT NULL,
        version        INTEGER NOT NULL
    );
    INSERT INTO schema_version (application_id, version) VALUES (1381194289, 0);
)sql";
static_assert(kLibraryApplicationId == 1381194289, "the version table spells the id out");

// Key of the advisory locks: one for migrations, one for imports that look for identical text.
constexpr const char* kMigrationLock = "SELECT pg_advisory_xact_lock(1381194289, 0)";
// Whether the library's tables exist in the current schema, asked of pg_class through the
// statement's snapshot. to_regclass() answers from the session's catalog cache, which taking an
// advisory lock does not refresh: a client that waited on the migration lock while another
// created the library would still not see it and try to create it again.
constexpr const char* kLibraryTablesExist =
    "SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_tables WHERE schemaname = current_schema() "
    "AND tablename = 'schema_version'), EXISTS (SELECT 1 FROM pg_catalog.pg_tables "
    "WHERE schemaname = current_schema() AND tablename = 'scenarios')";
constexpr const char* kImportLock = "SELECT pg_advisory_xact_lock(1381194289, 1)";

using Result = PgResultHandle;

// Parameters as text; values reach the server only as parameters, never inside a statement.
class Params {
public:
    Params() = default;
    Params(std::initializer_list<std::string_view> values)
    {
        for (auto v : values)
            add(v);
    }
    Params& add(std::string_view v)
    {
        m_values.emplace_back(v);
        m_null.push_back(false);
        return *this;
    }
    Params& add(std::int64_t v) { return add(std::string_view(std::to_string(v))); }
    Params& null()
    {
        m_values.emplace_back();
        m_null.push_back(true);
        return *this;
    }
    std::vector<const char*> pointers() const
    {
        std::vector<const char*> out;
        for (std::size_t i = 0; i < m_values.size(); ++i)
            out.push_back(m_null[i] ? nullptr : m_values[i].c_str());
        return out;
    }

private:
    std::vector<std::string> m_values;
    std::vector<bool> m_null;
};

Result exec(PGconn* conn, const char* sql, const Params& params = {})
{
    const auto values = params.pointers();
    // Without parameters: the simple protocol, which also runs a script of several statements
    // (the migrations); no value from outside ever takes this path.
    if (values.empty())
        return Result(PQexec(conn, sql));
    return Result(PQexecParams(conn, sql, static_cast<int>(values.size()), nullptr, values.data(), nullptr,
                               nullptr, 0));
}

bool succeeded(const Result& r)
{
    const auto status = r ? PQresultStatus(r.get()) : PGRES_FATAL_ERROR;
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

int rows(const Result& r) { return PQntuples(r.get()); }
std::string text(const Result& r, int row, int column) { return PQgetvalue(r.get(), row, column); }
bool isNull(const Result& r, int row, int column) { return PQgetisnull(r.get(), row, column) != 0; }
std::int64_t integer(const Result& r, int row, int column) { return std::stoll(text(r, row, column)); }
std::int64_t affected(const Result& r)
{
    const char* n = PQcmdTuples(r.get());
    return n && *n ? std::stoll(n) : 0;
}

std::string trimmed(std::string s)
{
    while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
        s.pop_back();
    return s;
}

// The same error values as the SQLite library, from the server's SQLSTATE (PostgreSQL manual,
// appendix A "PostgreSQL Error Codes").
StoreError serverError(PGconn* conn, std::string_view what, const Result& r)
{
    const char* state = r ? PQresultErrorField(r.get(), PG_DIAG_SQLSTATE) : nullptr;
    const std::string code = state ? state : "";
    std::string detail = r && PQresultErrorField(r.get(), PG_DIAG_MESSAGE_PRIMARY)
                             ? PQresultErrorField(r.get(), PG_DIAG_MESSAGE_PRIMARY)
                             : trimmed(conn ? PQerrorMessage(conn) : "no connection");
    StoreErrorCode kind = StoreErrorCode::Internal;
    if (code.empty() || code.rfind("08", 0) == 0 || code.rfind("57P", 0) == 0 || code.rfind("53", 0) == 0) {
        // No SQLSTATE: the connection is gone (server stopped or killed, network); class 08 is a
        // connection failure, 57P01-57P03 a shutdown, class 53 the server out of resources.
        kind = StoreErrorCode::Io;
        detail = "the connection to the server failed (" + detail + ")";
    } else if (code == "40001" || code == "40P01" || code == "55P03" || code == "57014") {
        kind = StoreErrorCode::Busy; // serialization failure, deadlock, lock timeout, cancelled
    } else if (code == "42501" || code == "25006") {
        kind = StoreErrorCode::Denied; // insufficient privilege, read-only transaction
        detail = "the database role may not change the library (" + detail + ")";
    }
    return {kind, std::string(what) + ": " + detail};
}

// BEGIN ... COMMIT; rolls back unless committed. A connection lost on the way leaves the server
// to roll back on its own: a transaction the server never saw committed is not there at all.
class Transaction {
public:
    explicit Transaction(PGconn* conn) : m_conn(conn)
    {
        m_result = exec(m_conn, "BEGIN");
        m_open = succeeded(m_result);
    }
    ~Transaction()
    {
        if (m_open)
            exec(m_conn, "ROLLBACK");
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool began() const { return m_open; }
    const Result& result() const { return m_result; }
    bool commit()
    {
        m_result = exec(m_conn, "COMMIT");
        m_open = false; // a failed COMMIT has ended the transaction too
        return succeeded(m_result);
    }

private:
    PGconn* m_conn;
    Result m_result;
    bool m_open = false;
};

CalibrationRecord calibrationRow(const Result& r, int row)
{
    CalibrationRecord c;
    c.name = text(r, row, 0);
    c.version = static_cast<int>(integer(r, row, 1));
    c.json = text(r, row, 2);
    c.runIds = idsFromJson(text(r, row, 3));
    c.created = text(r, row, 4);
    return c;
}

// libpq's parse of a location; null when it does not parse (message in `error`).
std::unique_ptr<PQconninfoOption, void (*)(PQconninfoOption*)> parseLocation(const std::string& location,
                                                                              std::string* error)
{
    char* message = nullptr;
    PQconninfoOption* options = PQconninfoParse(location.c_str(), &message);
    if (message) {
        *error = trimmed(message);
        PQfreemem(message);
    }
    return {options, PQconninfoFree};
}

constexpr const char* kBlobSelect[] = {
    "SELECT device_id, json, modified FROM user_devices WHERE device_id = $1",
    "SELECT device_id, json, modified FROM price_overrides WHERE device_id = $1",
};
constexpr const char* kBlobList[] = {
    "SELECT device_id, json, modified FROM user_devices ORDER BY device_id",
    "SELECT device_id, json, modified FROM price_overrides ORDER BY device_id",
};
constexpr const char* kBlobPut[] = {
    "INSERT INTO user_devices (device_id, json, modified) VALUES ($1, $2, " RS_NOW ") "
    "ON CONFLICT (device_id) DO UPDATE SET json = excluded.json, modified = excluded.modified",
    "INSERT INTO price_overrides (device_id, json, modified) VALUES ($1, $2, " RS_NOW ") "
    "ON CONFLICT (device_id) DO UPDATE SET json = excluded.json, modified = excluded.modified",
};
constexpr const char* kBlobDelete[] = {
    "DELETE FROM user_devices WHERE device_id = $1",
    "DELETE FROM price_overrides WHERE device_id = $1",
};
constexpr int kUserDevices = 0;
constexpr int kPriceOverrides = 1;

} // namespace

void PgConnCloser::operator()(pg_conn* conn) const
{
    PQfinish(conn);
}

void PgResultCloser::operator()(pg_result* result) const
{
    PQclear(result);
}

std::optional<SqlRows> PostgresConnection::run(std::string_view sql,
                                               std::span<const SqlParam> params)
{
    Params values;
    for (const SqlParam& p : params) {
        if (const auto* number = std::get_if<std::int64_t>(&p))
            values.add(*number);
        else if (const auto* text = std::get_if<std::string_view>(&p))
            values.add(*text);
        else
            values.null();
    }
    // The name alone would find SqlConnection::exec.
    auto r = rightsize::exec(m_conn.get(), std::string(sql).c_str(), values);
    if (!succeeded(r)) {
        m_failed = std::move(r);
        return std::nullopt;
    }
    SqlRows out;
    const int columns = PQnfields(r.get());
    for (int i = 0; i < rows(r); ++i) {
        SqlRows::Row row;
        for (int c = 0; c < columns; ++c)
            row.push_back(isNull(r, i, c) ? std::nullopt
                                          : std::optional<std::string>(text(r, i, c)));
        out.add(std::move(row));
    }
    out.setChanged(affected(r));
    return out;
}

// A connection lost on the way leaves the server to roll back on its own: a transaction the
// server never saw committed is not there at all.
bool PostgresConnection::begin()
{
    return run("BEGIN", {}).has_value();
}

// A failed COMMIT has ended the transaction too; the ROLLBACK after it changes nothing.
bool PostgresConnection::commit()
{
    return run("COMMIT", {}).has_value();
}

void PostgresConnection::rollback()
{
    rightsize::exec(m_conn.get(), "ROLLBACK");
}

StoreError PostgresConnection::failure(std::string_view what) const
{
    return serverError(m_conn.get(), what, m_failed);
}

// Passwords come only from libpq's own places (~/.pgpass or PGPASSFILE, the service file,
// PGPASSWORD), so a location the window remembers or a script prints never holds one.
std::string serverLocationProblem(const std::string& location)
{
    if (!isServerLocation(location))
        return {};
    static constexpr const char* kHoldsPassword =
        "the location holds a password; keep it in ~/.pgpass (or PGPASSFILE), the service "
        "file or PGPASSWORD instead, where libpq finds it";
    // Before libpq reads it: libpq's own messages may quote the secret ("PASSWORD=...", a
    // percent-escaped key).
    if (locationHoldsSecret(location))
        return kHoldsPassword;
    std::string error;
    const auto options = parseLocation(location, &error);
    if (!options)
        return "not a PostgreSQL location libpq understands (" + visibleText(error, {.maxBytes = 200}) + ")";
    for (const PQconninfoOption* o = options.get(); o->keyword; ++o)
        if (std::string_view(o->keyword) == "password" && o->val && *o->val)
            return kHoldsPassword;
    return {};
}

PostgresStore::PostgresStore() = default;
PostgresStore::~PostgresStore() = default;

void PostgresStore::close()
{
    m_conn.reset();
    m_shown.clear();
    m_schema = 0;
    m_schemaName.clear();
    m_readOnly = false;
    m_changes = 0;
}

StoreStatus PostgresStore::usable() const
{
    if (!m_conn)
        return StoreError{StoreErrorCode::Invalid, "the scenario library is not open"};
    if (PQstatus(m_conn.get()) == CONNECTION_OK)
        return Done{};
    // The server went away (a restart, a dropped network): one new attempt per call, so a
    // window left open reconnects on its own once the server is back.
    PQreset(m_conn.get());
    if (PQstatus(m_conn.get()) != CONNECTION_OK)
        return StoreError{StoreErrorCode::Io, "the connection to " + m_shown +
                                                  " is lost: " + trimmed(PQerrorMessage(m_conn.get()))};
    exec(m_conn.get(), "LISTEN rightsize_library");
    if (m_readOnly)
        exec(m_conn.get(), "SET default_transaction_read_only = on");
    return Done{};
}

StoreResult<OpenReport> PostgresStore::open(const std::string& location, const OpenOptions& options)
{
    close();
    const bool writing = options.mode == OpenMode::ReadWrite;
    const std::string shown = displayLocation(location);
    if (const std::string problem = serverLocationProblem(location); !problem.empty())
        return StoreError{StoreErrorCode::Invalid, shown + ": " + problem};

    // The location is expanded by libpq (URI or service); only what it does not say is added:
    // the encoding the scenario text is in, and a name that shows in pg_stat_activity.
    const char* keys[] = {"dbname", "client_encoding", "fallback_application_name", nullptr};
    const char* values[] = {location.c_str(), "UTF8", "rightsize", nullptr};
    PgConnHandle conn(PQconnectdbParams(keys, values, 1));
    if (!conn || PQstatus(conn.get()) != CONNECTION_OK)
        return StoreError{StoreErrorCode::Io, "cannot connect to " + shown + ": " +
                                                  trimmed(conn ? PQerrorMessage(conn.get()) : "out of memory")};
    PGconn* c = conn.get();
    // Quiet NOTICEs (IF NOT EXISTS and the like) instead of libpq printing them to stderr.
    PQsetNoticeProcessor(c, [](void*, const char*) {}, nullptr);
    const std::string lockTimeout = "SET lock_timeout = " + std::to_string(kLockTimeoutMs);
    if (auto r = exec(c, lockTimeout.c_str()); !succeeded(r))
        return serverError(c, "cannot configure the session", r);

    m_conn = std::move(conn);
    m_shown = shown;
    OpenReport report;
    report.path = shown;
    if (auto migrated = writing ? migrate(&report.foundSchemaVersion) : StoreStatus(Done{}); !migrated) {
        close();
        return migrated.error();
    }
    // Reading: the schema as it is, never created or changed.
    auto found = exec(c, kLibraryTablesExist);
    if (!succeeded(found)) {
        auto error = serverError(c, "cannot inspect the database", found);
        close();
        return error;
    }
    if (text(found, 0, 0) != "t") {
        const bool foreign = text(found, 0, 1) == "t";
        close();
        if (foreign)
            return StoreError{StoreErrorCode::NotLibrary,
                              shown + " has a table named scenarios that is not a Rightsize library's; it was not changed"};
        return StoreError{StoreErrorCode::Missing, "there is no library at " + shown + " yet"};
    }
    auto version = exec(c, "SELECT application_id, version FROM schema_version");
    if (!succeeded(version) || rows(version) != 1) {
        auto error = succeeded(version) ? StoreError{StoreErrorCode::NotLibrary,
                                                     shown + ": the schema_version table is not a Rightsize library's"}
                                        : serverError(c, "cannot read the schema version", version);
        close();
        return error;
    }
    if (integer(version, 0, 0) != kLibraryApplicationId) {
        close();
        return StoreError{StoreErrorCode::NotLibrary,
                          shown + " holds the tables of another program (application id " + text(version, 0, 0) +
                              "); it was not changed"};
    }
    m_schema = static_cast<int>(integer(version, 0, 1));
    if (!writing)
        report.foundSchemaVersion = m_schema;
    report.schemaVersion = m_schema;
    if (const int newer = m_schema; newer > kStoreSchemaVersion) {
        close();
        return StoreError{StoreErrorCode::TooNew, "the library has schema version " + std::to_string(newer) +
                                                      ", newer than this Rightsize understands (" +
                                                      std::to_string(kStoreSchemaVersion) + "); it was not changed"};
    }
    // A role with SELECT alone opens the library read-only: the front end disables editing.
    auto rights = exec(c, "SELECT has_table_privilege('scenarios', 'INSERT') AND "
                          "has_table_privilege('scenarios', 'UPDATE')");
    m_readOnly = !writing || !succeeded(rights) || text(rights, 0, 0) != "t";
    auto where = exec(c, "SELECT current_schema()");
    m_schemaName = succeeded(where) && rows(where) == 1 ? text(where, 0, 0) : std::string();
    exec(c, "LISTEN rightsize_library");
    if (m_readOnly)
        exec(c, "SET default_transaction_read_only = on");
    if (!writing && m_schema < kStoreSchemaVersion)
        report.message = "the library on " + shown + " has schema " + std::to_string(m_schema) +
                         "; it is read as it is";
    return report;
}

StoreStatus PostgresStore::migrate(int* foundVersion)
{
    PGconn* c = m_conn.get();
    auto readVersion = [&](int* version) -> StoreStatus {
        auto exists = exec(c, kLibraryTablesExist);
        if (!succeeded(exists))
            return serverError(c, "cannot inspect the database", exists);
        if (text(exists, 0, 0) != "t") {
            if (text(exists, 0, 1) == "t")
                return StoreError{StoreErrorCode::NotLibrary,
                                  m_shown + " has a table named scenarios that is not a Rightsize library's; "
                                            "it was not changed"};
            *version = -1; // nothing yet
            return Done{};
        }
        auto row = exec(c, "SELECT application_id, version FROM schema_version");
        if (!succeeded(row))
            return serverError(c, "cannot read the schema version", row);
        if (rows(row) != 1 || integer(row, 0, 0) != kLibraryApplicationId)
            return StoreError{StoreErrorCode::NotLibrary,
                              m_shown + ": the schema_version table is not a Rightsize library's; it was not changed"};
        *version = static_cast<int>(integer(row, 0, 1));
        return Done{};
    };
    int version = 0;
    if (auto read = readVersion(&version); !read)
        return read;
    *foundVersion = std::max(version, 0);
    if (version >= kStoreSchemaVersion)
        return Done{}; // current, or newer (refused by open)

    Transaction tx(c);
    if (!tx.began())
        return serverError(c, "cannot start the migration", tx.result());
    // Another client may be creating or migrating the same database: the second waits here and
    // then finds the work done.
    if (auto lock = exec(c, kMigrationLock); !succeeded(lock))
        return serverError(c, "cannot lock the library for the migration", lock);
    if (auto read = readVersion(&version); !read)
        return read;
    *foundVersion = std::max(version, 0);
    if (version >= kStoreSchemaVersion)
        return Done{};
    if (version < 0) {
        if (auto made = exec(c, kCreateVersionTable); !succeeded(made))
            return StoreError{StoreErrorCode::Migration,
                              "cannot create the library on " + m_shown + ": " +
                                  serverError(c, "schema_version", made).message};
        version = 0;
    }
    for (int v = version; v < kStoreSchemaVersion; ++v) {
        auto step = exec(c, migrationScript(v, SqlDialect::Postgres).c_str());
        if (!succeeded(step)) {
            const StoreError cause = serverError(c, "migration", step);
            return StoreError{cause.code == StoreErrorCode::Denied ? StoreErrorCode::Denied : StoreErrorCode::Migration,
                              "migrating the library from schema " + std::to_string(v) + " to " +
                                  std::to_string(v + 1) + " failed (" + cause.message + "); it was left at schema " +
                                  std::to_string(std::max(*foundVersion, 0))};
        }
    }
    if (!tx.commit())
        return serverError(c, "cannot commit the migration", tx.result());
    return Done{};
}

int PostgresStore::schemaVersion() const
{
    if (!m_conn)
        return 0;
    auto r = exec(m_conn.get(), "SELECT version FROM schema_version");
    return succeeded(r) && rows(r) == 1 ? static_cast<int>(integer(r, 0, 0)) : 0;
}

std::int64_t PostgresStore::pollChanges(const ChangeListener& listener) const
{
    if (!m_conn)
        return 0;
    PGconn* c = m_conn.get();
    // One trivial query: the server hands over every notification committed before it at its
    // end, so a change another session has committed is always seen by the next call.
    // Notifications of this session's own writes carry its backend pid and are not counted.
    exec(c, "SELECT 1");
    PQconsumeInput(c);
    const int self = PQbackendPID(c);
    while (PGnotify* n = PQnotifies(c)) {
        // "schema.table" since schema 7 (a bare table name before): another library's change
        // in the same database is not this one's.
        std::string table = n->extra ? n->extra : "";
        bool ours = true;
        if (const auto dot = table.rfind('.'); dot != std::string::npos) {
            ours = table.compare(0, dot, m_schemaName) == 0 && dot == m_schemaName.size();
            table.erase(0, dot + 1);
        }
        if (n->be_pid != self && ours) {
            ++m_changes;
            if (listener)
                listener(StoreChange{table});
        }
        PQfreemem(n);
    }
    return m_changes;
}

int PostgresStore::changeSocket() const
{
    return m_conn ? PQsocket(m_conn.get()) : -1;
}

StoreResult<std::string> PostgresStore::integrityCheck() const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    // The server keeps its own pages whole; what can be checked here is the library's own
    // invariant: no version without its scenario, no scenario without its uid.
    auto r = exec(m_conn.get(), R"sql(
        SELECT (SELECT count(*) FROM scenario_versions v WHERE NOT EXISTS (SELECT 1 FROM scenarios s WHERE s.id = v.scenario_id)),
               (SELECT count(*) FROM scenarios WHERE uid IS NULL))sql");
    if (!succeeded(r))
        return serverError(m_conn.get(), "integrity check", r);
    std::string problems;
    if (integer(r, 0, 0) > 0)
        problems += text(r, 0, 0) + " versions without their scenario";
    if (integer(r, 0, 1) > 0)
        problems += (problems.empty() ? "" : "\n") + text(r, 0, 1) + " scenarios without a uid";
    return problems.empty() ? std::string("ok") : problems;
}

// ---- Scenarios --------------------------------------------------------------------------------

// ---- Autosave ---------------------------------------------------------------------------------

StoreStatus PostgresStore::saveAutosave(std::int64_t scenarioId, std::string_view json,
                                        std::int64_t basedOnRevision)
{
    if (auto ok = usable(); !ok)
        return ok;
    auto r = exec(m_conn.get(),
                  "INSERT INTO autosave (owner, scenario_id, json, saved, revision) "
                  "VALUES (current_user, (SELECT id FROM scenarios WHERE id = $1), $2, " RS_NOW ", $3) "
                  "ON CONFLICT (owner) DO UPDATE SET scenario_id = excluded.scenario_id, json = excluded.json, "
                  "saved = excluded.saved, revision = excluded.revision",
                  Params().add(scenarioId).add(json).add(basedOnRevision));
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot autosave", r);
    return Done{};
}

StoreResult<std::optional<AutosaveEntry>> PostgresStore::readAutosave(bool lock) const
{
    // A library read as it is (an older schema, opened read-only) has no revision column yet.
    const std::string query = std::string("SELECT scenario_id, json, saved, ") +
                              (m_schema >= 7 ? "revision" : "0") +
                              " FROM autosave WHERE owner = current_user" + (lock ? " FOR UPDATE" : "");
    auto r = exec(m_conn.get(), query.c_str());
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot read the autosave", r);
    if (rows(r) == 0)
        return std::optional<AutosaveEntry>();
    AutosaveEntry entry;
    entry.scenarioId = isNull(r, 0, 0) ? 0 : integer(r, 0, 0);
    entry.json = text(r, 0, 1);
    entry.saved = text(r, 0, 2);
    // No scenario (never saved, an unknown id, or deleted since): its revision means nothing.
    entry.basedOnRevision = entry.scenarioId ? integer(r, 0, 3) : 0;
    return std::optional<AutosaveEntry>(std::move(entry));
}

StoreResult<std::optional<AutosaveEntry>> PostgresStore::peekAutosave() const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    return readAutosave(false);
}

StoreResult<std::optional<AutosaveEntry>> PostgresStore::takeAutosave()
{
    if (auto ok = usable(); !ok)
        return ok.error();
    Transaction tx(m_conn.get());
    if (!tx.began())
        return serverError(m_conn.get(), "cannot start reading the autosave", tx.result());
    auto entry = readAutosave(true);
    if (!entry)
        return entry;
    if (auto r = exec(m_conn.get(), "DELETE FROM autosave WHERE owner = current_user"); !succeeded(r))
        return serverError(m_conn.get(), "cannot clear the autosave", r);
    if (!tx.commit())
        return serverError(m_conn.get(), "cannot commit taking the autosave", tx.result());
    return entry;
}

StoreStatus PostgresStore::clearAutosave()
{
    if (auto ok = usable(); !ok)
        return ok;
    if (auto r = exec(m_conn.get(), "DELETE FROM autosave WHERE owner = current_user"); !succeeded(r))
        return serverError(m_conn.get(), "cannot clear the autosave", r);
    return Done{};
}

// ---- Catalog entries and offers ---------------------------------------------------------------

StoreStatus PostgresStore::putBlobLocked(int table, std::string_view key, std::string_view json)
{
    if (key.empty())
        return StoreError{StoreErrorCode::Invalid, "a device id is needed"};
    auto r = exec(m_conn.get(), kBlobPut[table], Params{key, json});
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot save " + std::string(key), r);
    return Done{};
}

StoreStatus PostgresStore::putBlob(int table, std::string_view key, std::string_view json)
{
    if (auto ok = usable(); !ok)
        return ok;
    return putBlobLocked(table, key, json);
}

StoreResult<KeyedBlob> PostgresStore::getBlob(int table, std::string_view key) const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(), kBlobSelect[table], Params{key});
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot read " + std::string(key), r);
    if (rows(r) == 0)
        return StoreError{StoreErrorCode::NotFound, "no entry for " + std::string(key)};
    return KeyedBlob{text(r, 0, 0), text(r, 0, 1), text(r, 0, 2)};
}

StoreResult<std::vector<KeyedBlob>> PostgresStore::listBlobs(int table) const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(), kBlobList[table]);
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot list entries", r);
    std::vector<KeyedBlob> out;
    for (int i = 0; i < rows(r); ++i)
        out.push_back({text(r, i, 0), text(r, i, 1), text(r, i, 2)});
    return out;
}

StoreStatus PostgresStore::deleteBlob(int table, std::string_view key)
{
    if (auto ok = usable(); !ok)
        return ok;
    auto r = exec(m_conn.get(), kBlobDelete[table], Params{key});
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot delete " + std::string(key), r);
    if (affected(r) == 0)
        return StoreError{StoreErrorCode::NotFound, "no entry for " + std::string(key)};
    return Done{};
}

StoreStatus PostgresStore::putUserDevice(std::string_view id, std::string_view json)
{
    return putBlob(kUserDevices, id, json);
}
StoreResult<KeyedBlob> PostgresStore::userDevice(std::string_view id) const
{
    return getBlob(kUserDevices, id);
}
StoreResult<std::vector<KeyedBlob>> PostgresStore::userDevices() const
{
    return listBlobs(kUserDevices);
}
StoreStatus PostgresStore::deleteUserDevice(std::string_view id)
{
    return deleteBlob(kUserDevices, id);
}
StoreStatus PostgresStore::putPriceOverride(std::string_view id, std::string_view json)
{
    return putBlob(kPriceOverrides, id, json);
}
StoreResult<KeyedBlob> PostgresStore::priceOverride(std::string_view id) const
{
    return getBlob(kPriceOverrides, id);
}
StoreResult<std::vector<KeyedBlob>> PostgresStore::priceOverrides() const
{
    return listBlobs(kPriceOverrides);
}
StoreStatus PostgresStore::deletePriceOverride(std::string_view id)
{
    return deleteBlob(kPriceOverrides, id);
}

StoreStatus PostgresStore::writeCatalog(const CatalogWrite& write)
{
    if (auto ok = usable(); !ok)
        return ok;
    PGconn* c = m_conn.get();
    Transaction tx(c);
    if (!tx.began())
        return serverError(c, "cannot start saving the catalog", tx.result());
    if (write.replaceAll) {
        if (auto r = exec(c, "DELETE FROM user_devices"); !succeeded(r))
            return serverError(c, "cannot clear the catalog changes", r);
        if (auto r = exec(c, "DELETE FROM price_overrides"); !succeeded(r))
            return serverError(c, "cannot clear the catalog changes", r);
    }
    for (const KeyedBlob& d : write.devices) {
        if (auto done = putBlobLocked(kUserDevices, d.key, d.json); !done)
            return done.error();
        if (auto r = exec(c, kBlobDelete[kPriceOverrides], Params{d.key}); !succeeded(r))
            return serverError(c, "cannot save " + d.key, r);
    }
    for (const KeyedBlob& p : write.prices)
        if (auto done = putBlobLocked(kPriceOverrides, p.key, p.json); !done)
            return done.error();
    for (const auto& [provider, offers] : write.offersByProvider)
        if (auto done = replaceOffersLocked(provider, offers); !done)
            return done.error();
    if (!tx.commit())
        return serverError(c, "cannot commit the catalog", tx.result());
    return Done{};
}

StoreStatus PostgresStore::replaceOffersLocked(std::string_view provider, const std::vector<KeyedBlob>& offers)
{
    PGconn* c = m_conn.get();
    if (auto r = exec(c, "DELETE FROM catalog_offers WHERE provider = $1", Params{provider}); !succeeded(r))
        return serverError(c, "cannot replace the offers of " + std::string(provider), r);
    for (const KeyedBlob& o : offers) {
        if (o.key.empty())
            return StoreError{StoreErrorCode::Invalid, "an offer needs a key"};
        auto r = exec(c,
                      "INSERT INTO catalog_offers (offer_key, provider, json, modified) VALUES ($1, $2, $3, " RS_NOW
                      ") ON CONFLICT (offer_key) DO UPDATE SET provider = excluded.provider, json = excluded.json, "
                      "modified = excluded.modified",
                      Params{o.key, provider, o.json});
        if (!succeeded(r))
            return serverError(c, "cannot save the offer " + o.key, r);
    }
    return Done{};
}

StoreResult<std::vector<KeyedBlob>> PostgresStore::offers() const
{
    auto all = offerRows();
    if (!all)
        return all.error();
    std::vector<KeyedBlob> out;
    for (auto& row : *all)
        out.push_back(std::move(row.offer));
    return out;
}

StoreResult<std::vector<OfferRow>> PostgresStore::offerRows() const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(), "SELECT provider, offer_key, json, modified FROM catalog_offers ORDER BY offer_key");
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot list the offers", r);
    std::vector<OfferRow> out;
    for (int i = 0; i < rows(r); ++i)
        out.push_back({text(r, i, 0), {text(r, i, 1), text(r, i, 2), text(r, i, 3)}});
    return out;
}

// ---- Measured runs and calibrations ------------------------------------------------------------

StoreResult<std::int64_t> PostgresStore::insertRun(std::string_view label, std::string_view json)
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(),
                  "INSERT INTO measured_runs (label, json, imported) VALUES ($1, $2, " RS_NOW ") RETURNING id",
                  Params{label, json});
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot save the run", r);
    return integer(r, 0, 0);
}

StoreResult<std::vector<RunRecord>> PostgresStore::runs() const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(), "SELECT id, label, json, imported FROM measured_runs ORDER BY id");
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot list the runs", r);
    std::vector<RunRecord> out;
    for (int i = 0; i < rows(r); ++i)
        out.push_back({integer(r, i, 0), text(r, i, 1), text(r, i, 2), text(r, i, 3)});
    return out;
}

StoreResult<RunRecord> PostgresStore::run(std::int64_t id) const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(), "SELECT id, label, json, imported FROM measured_runs WHERE id = $1", Params().add(id));
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot read the run", r);
    if (rows(r) == 0)
        return StoreError{StoreErrorCode::NotFound, "no run " + std::to_string(id)};
    return RunRecord{integer(r, 0, 0), text(r, 0, 1), text(r, 0, 2), text(r, 0, 3)};
}

StoreStatus PostgresStore::deleteRun(std::int64_t id)
{
    if (auto ok = usable(); !ok)
        return ok;
    auto r = exec(m_conn.get(), "DELETE FROM measured_runs WHERE id = $1", Params().add(id));
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot delete the run", r);
    if (affected(r) == 0)
        return StoreError{StoreErrorCode::NotFound, "no run " + std::to_string(id)};
    return Done{};
}

StoreResult<int> PostgresStore::saveCalibration(std::string_view name, std::string_view json,
                                                const std::vector<std::int64_t>& runIds)
{
    if (auto ok = usable(); !ok)
        return ok.error();
    if (name.empty())
        return StoreError{StoreErrorCode::Invalid, "a calibration needs a name"};
    PGconn* c = m_conn.get();
    Transaction tx(c);
    if (!tx.began())
        return serverError(c, "cannot start saving the calibration", tx.result());
    // Numbering reads MAX(version): two sessions must not both take the same next number.
    if (auto r = exec(c, "LOCK TABLE calibrations IN SHARE ROW EXCLUSIVE MODE"); !succeeded(r))
        return serverError(c, "cannot save the calibration", r);
    auto r = exec(c,
                  "INSERT INTO calibrations (name, version, json, run_ids, created) "
                  "SELECT $1, COALESCE(MAX(version), 0) + 1, $2, $3, " RS_NOW " FROM calibrations WHERE name = $1 "
                  "RETURNING version",
                  Params{name, json, idsToJson(runIds)});
    if (!succeeded(r))
        return serverError(c, "cannot save the calibration", r);
    const int version = static_cast<int>(integer(r, 0, 0));
    if (!tx.commit())
        return serverError(c, "cannot commit the calibration", tx.result());
    return version;
}

StoreResult<std::vector<CalibrationRecord>> PostgresStore::readCalibrations(const char* sql) const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(), sql);
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot list the calibrations", r);
    std::vector<CalibrationRecord> out;
    for (int i = 0; i < rows(r); ++i)
        out.push_back(calibrationRow(r, i));
    return out;
}

StoreResult<CalibrationRecord> PostgresStore::calibration(std::string_view name, int version) const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(),
                  "SELECT name, version, json, run_ids, created FROM calibrations "
                  "WHERE name = $1 AND ($2::int = 0 OR version = $2::int) ORDER BY version DESC LIMIT 1",
                  Params().add(name).add(static_cast<std::int64_t>(version)));
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot read the calibration", r);
    if (rows(r) == 0)
        return StoreError{StoreErrorCode::NotFound,
                          "no calibration named " + quoteText(name) +
                              (version > 0 ? " of version " + std::to_string(version) : std::string())};
    return calibrationRow(r, 0);
}

StoreResult<std::vector<CalibrationRecord>> PostgresStore::calibrations() const
{
    return readCalibrations(R"sql(SELECT name, version, json, run_ids, created FROM calibrations c
                                  WHERE version = (SELECT MAX(version) FROM calibrations WHERE name = c.name)
                                  ORDER BY name)sql");
}

StoreResult<std::vector<CalibrationRecord>> PostgresStore::calibrationHistory() const
{
    return readCalibrations("SELECT name, version, json, run_ids, created FROM calibrations ORDER BY name, version");
}

// ---- Copying between libraries -----------------------------------------------------------------

StoreResult<ScenarioTransfer> PostgresStore::exportScenario(std::int64_t id) const
{
    auto record = get(id);
    if (!record)
        return record.error();
    auto uid = exec(m_conn.get(), "SELECT uid FROM scenarios WHERE id = $1", Params().add(id));
    if (!succeeded(uid) || rows(uid) == 0)
        return serverError(m_conn.get(), "cannot read scenario " + std::to_string(id), uid);
    auto history = versions(id);
    if (!history)
        return history.error();
    ScenarioTransfer t;
    t.uid = text(uid, 0, 0);
    t.record = std::move(*record);
    t.history.assign(history->rbegin(), history->rend());
    return t;
}

StoreResult<TransferOutcome> PostgresStore::importScenario(const ScenarioTransfer& t)
{
    if (auto ok = usable(); !ok)
        return ok.error();
    if (t.uid.empty())
        return StoreError{StoreErrorCode::Invalid, "a scenario to copy needs its uid"};
    PGconn* c = m_conn.get();
    Transaction tx(c);
    if (!tx.began())
        return serverError(c, "cannot start copying the scenario", tx.result());
    const ScenarioRecord& r = t.record;
    // ON CONFLICT: a copy running at the same time that got there first wins, and this one
    // counts the scenario as already there.
    auto inserted = exec(c,
                         "INSERT INTO scenarios (name, tags, notes, created, modified, json, revision, uid, deleted_at) "
                         "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::int = 1 THEN $5 END) "
                         "ON CONFLICT (uid) DO NOTHING RETURNING id",
                         Params()
                             .add(r.name)
                             .add(tagsToJson(r.tags))
                             .add(r.notes)
                             .add(r.created)
                             .add(r.modified)
                             .add(r.json)
                             .add(std::max<std::int64_t>(r.revision, 1))
                             .add(t.uid)
                             .add(std::int64_t(r.deleted ? 1 : 0)));
    if (!succeeded(inserted))
        return serverError(c, "cannot copy the scenario " + r.name, inserted);
    if (rows(inserted) == 0)
        return TransferOutcome::AlreadyThere;
    const std::int64_t id = integer(inserted, 0, 0);
    for (const ScenarioVersion& v : t.history) {
        auto kept = exec(c,
                         "INSERT INTO scenario_versions (scenario_id, name, tags, json, saved, revision) "
                         "VALUES ($1, $2, $3, $4, $5, $6)",
                         Params().add(id).add(v.name).add(tagsToJson(v.tags)).add(v.json).add(v.saved).add(v.revision));
        if (!succeeded(kept))
            return serverError(c, "cannot copy a version of " + r.name, kept);
    }
    if (!tx.commit())
        return serverError(c, "cannot commit the copy of " + r.name, tx.result());
    return TransferOutcome::Copied;
}

StoreResult<std::int64_t> PostgresStore::importRun(const RunRecord& run)
{
    if (auto ok = usable(); !ok)
        return ok.error();
    PGconn* c = m_conn.get();
    Transaction tx(c);
    if (!tx.began())
        return serverError(c, "cannot start copying the run", tx.result());
    if (auto lock = exec(c, kImportLock); !succeeded(lock))
        return serverError(c, "cannot start copying the run", lock);
    auto same = exec(c, "SELECT id FROM measured_runs WHERE label = $1 AND json = $2 AND imported = $3 ORDER BY id LIMIT 1",
                     Params{run.label, run.json, run.imported});
    if (!succeeded(same))
        return serverError(c, "cannot look for the run", same);
    if (rows(same) > 0)
        return integer(same, 0, 0);
    auto r = exec(c, "INSERT INTO measured_runs (label, json, imported) VALUES ($1, $2, $3) RETURNING id",
                  Params{run.label, run.json, run.imported});
    if (!succeeded(r))
        return serverError(c, "cannot copy the run", r);
    const std::int64_t id = integer(r, 0, 0);
    if (!tx.commit())
        return serverError(c, "cannot commit the run", tx.result());
    return id;
}

StoreResult<TransferOutcome> PostgresStore::importCalibration(const CalibrationRecord& cal)
{
    if (auto ok = usable(); !ok)
        return ok.error();
    auto r = exec(m_conn.get(),
                  "INSERT INTO calibrations (name, version, json, run_ids, created) VALUES ($1, $2, $3, $4, $5) "
                  "ON CONFLICT (name, version) DO NOTHING",
                  Params()
                      .add(cal.name)
                      .add(static_cast<std::int64_t>(cal.version))
                      .add(cal.json)
                      .add(idsToJson(cal.runIds))
                      .add(cal.created));
    if (!succeeded(r))
        return serverError(m_conn.get(), "cannot copy the calibration " + cal.name, r);
    return affected(r) == 0 ? TransferOutcome::AlreadyThere : TransferOutcome::Copied;
}

} // namespace rightsize

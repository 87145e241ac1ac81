#include "core/store/postgres/store_postgres.h"

#include "core/model/visible_text.h"
#include "core/store/engine/store_location.h"
#include "core/store/engine/store_schema.h"
#include "core/store/engine/store_text.h"

#include <array>
#include <initializer_list>
#include <libpq-fe.h>

namespace rightsize {

using namespace store_text;

namespace {

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

// Key of the advisory lock the migrations take (the second key, 1, is the imports', SqlWords).
constexpr const char* kMigrationLock = "SELECT pg_advisory_xact_lock(1381194289, 0)";
// Whether the library's tables exist in the current schema, asked of pg_class through the
// statement's snapshot. to_regclass() answers from the session's catalog cache, which taking an
// advisory lock does not refresh: a client that waited on the migration lock while another
// created the library would still not see it and try to create it again.
constexpr const char* kLibraryTablesExist =
    "SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_tables WHERE schemaname = current_schema() "
    "AND tablename = 'schema_version'), EXISTS (SELECT 1 FROM pg_catalog.pg_tables "
    "WHERE schemaname = current_schema() AND tablename = 'scenarios')";

using Result = PgResultHandle;

// Parameters as text; values reach the server only as parameters, never inside a statement.
class Params {
public:
    Params() = default;
    Params(std::initializer_list<std::string_view> values) {
        for (auto v : values)
            add(v);
    }
    Params& add(std::string_view v) {
        m_values.emplace_back(v);
        m_null.push_back(false);
        return *this;
    }
    Params& add(std::int64_t v) { return add(std::string_view(std::to_string(v))); }
    Params& null() {
        m_values.emplace_back();
        m_null.push_back(true);
        return *this;
    }
    std::vector<const char*> pointers() const {
        std::vector<const char*> out;
        for (std::size_t i = 0; i < m_values.size(); ++i)
            out.push_back(m_null[i] ? nullptr : m_values[i].c_str());
        return out;
    }

private:
    std::vector<std::string> m_values;
    std::vector<bool> m_null;
};

Result exec(PGconn* conn, const char* sql, const Params& params = {}) {
    const auto values = params.pointers();
    // Without parameters: the simple protocol, which also runs a script of several statements
    // (the migrations); no value from outside ever takes this path.
    if (values.empty())
        return Result(PQexec(conn, sql));
    return Result(PQexecParams(conn, sql, static_cast<int>(values.size()), nullptr, values.data(),
                               nullptr, nullptr, 0));
}

bool succeeded(const Result& r) {
    const auto status = r ? PQresultStatus(r.get()) : PGRES_FATAL_ERROR;
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

int rows(const Result& r) {
    return PQntuples(r.get());
}
std::string text(const Result& r, int row, int column) {
    return PQgetvalue(r.get(), row, column);
}
bool isNull(const Result& r, int row, int column) {
    return PQgetisnull(r.get(), row, column) != 0;
}
std::int64_t integer(const Result& r, int row, int column) {
    return std::stoll(text(r, row, column));
}
std::int64_t affected(const Result& r) {
    const char* n = PQcmdTuples(r.get());
    return n && *n ? std::stoll(n) : 0;
}

std::string trimmed(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
        s.pop_back();
    return s;
}

// The same error values as the SQLite library, from the server's SQLSTATE (PostgreSQL manual,
// appendix A "PostgreSQL Error Codes").
StoreError serverError(PGconn* conn, std::string_view what, const Result& r) {
    const char* state = r ? PQresultErrorField(r.get(), PG_DIAG_SQLSTATE) : nullptr;
    const std::string code = state ? state : "";
    std::string detail = r && PQresultErrorField(r.get(), PG_DIAG_MESSAGE_PRIMARY)
                             ? PQresultErrorField(r.get(), PG_DIAG_MESSAGE_PRIMARY)
                             : trimmed(conn ? PQerrorMessage(conn) : "no connection");
    StoreErrorCode kind = StoreErrorCode::Internal;
    if (code.empty() || code.rfind("08", 0) == 0 || code.rfind("57P", 0) == 0 ||
        code.rfind("53", 0) == 0) {
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
    explicit Transaction(PGconn* conn)
        : m_conn(conn) {
        m_result = exec(m_conn, "BEGIN");
        m_open = succeeded(m_result);
    }
    ~Transaction() {
        if (m_open)
            exec(m_conn, "ROLLBACK");
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool began() const { return m_open; }
    const Result& result() const { return m_result; }
    bool commit() {
        m_result = exec(m_conn, "COMMIT");
        m_open = false; // a failed COMMIT has ended the transaction too
        return succeeded(m_result);
    }

private:
    PGconn* m_conn;
    Result m_result;
    bool m_open = false;
};

// libpq's parse of a location; null when it does not parse (message in `error`).
std::unique_ptr<PQconninfoOption, void (*)(PQconninfoOption*)>
parseLocation(const std::string& location, std::string* error) {
    char* message = nullptr;
    PQconninfoOption* options = PQconninfoParse(location.c_str(), &message);
    if (message) {
        *error = trimmed(message);
        PQfreemem(message);
    }
    return {options, PQconninfoFree};
}

} // namespace

void PgConnCloser::operator()(pg_conn* conn) const {
    PQfinish(conn);
}

void PgResultCloser::operator()(pg_result* result) const {
    PQclear(result);
}

std::optional<SqlRows> PostgresConnection::run(std::string_view sql,
                                               std::span<const SqlParam> params) {
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
bool PostgresConnection::begin() {
    return run("BEGIN", {}).has_value();
}

// A failed COMMIT has ended the transaction too; the ROLLBACK after it changes nothing.
bool PostgresConnection::commit() {
    return run("COMMIT", {}).has_value();
}

void PostgresConnection::rollback() {
    rightsize::exec(m_conn.get(), "ROLLBACK");
}

StoreError PostgresConnection::failure(std::string_view what) const {
    return serverError(m_conn.get(), what, m_failed);
}

// Passwords come only from libpq's own places (~/.pgpass or PGPASSFILE, the service file,
// PGPASSWORD), so a location the window remembers or a script prints never holds one.
std::string serverLocationProblem(const std::string& location) {
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
        return "not a PostgreSQL location libpq understands (" +
               visibleText(error, {.maxBytes = 200}) + ")";
    for (const PQconninfoOption* o = options.get(); o->keyword; ++o)
        if (std::string_view(o->keyword) == "password" && o->val && *o->val)
            return kHoldsPassword;
    return {};
}

PostgresStore::PostgresStore() = default;
PostgresStore::~PostgresStore() = default;

void PostgresStore::close() {
    m_conn.reset();
    m_shown.clear();
    m_schema = 0;
    m_schemaName.clear();
    m_readOnly = false;
    m_changes = 0;
}

StoreStatus PostgresStore::usable() const {
    if (!m_conn)
        return StoreError{StoreErrorCode::Invalid, "the scenario library is not open"};
    if (PQstatus(m_conn.get()) == CONNECTION_OK)
        return Done{};
    // The server went away (a restart, a dropped network): one new attempt per call, so a
    // window left open reconnects on its own once the server is back.
    PQreset(m_conn.get());
    if (PQstatus(m_conn.get()) != CONNECTION_OK)
        return StoreError{StoreErrorCode::Io, "the connection to " + m_shown + " is lost: " +
                                                  trimmed(PQerrorMessage(m_conn.get()))};
    exec(m_conn.get(), "LISTEN rightsize_library");
    if (m_readOnly)
        exec(m_conn.get(), "SET default_transaction_read_only = on");
    return Done{};
}

StoreResult<OpenReport> PostgresStore::open(const std::string& location,
                                            const OpenOptions& options) {
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
        return StoreError{StoreErrorCode::Io,
                          "cannot connect to " + shown + ": " +
                              trimmed(conn ? PQerrorMessage(conn.get()) : "out of memory")};
    PGconn* c = conn.get();
    // Quiet NOTICEs (IF NOT EXISTS and the like) instead of libpq printing them to stderr.
    PQsetNoticeProcessor(
        c, [](void*, const char*) {}, nullptr);
    const std::string lockTimeout = "SET lock_timeout = " + std::to_string(kLockTimeoutMs);
    if (auto r = exec(c, lockTimeout.c_str()); !succeeded(r))
        return serverError(c, "cannot configure the session", r);

    m_conn = std::move(conn);
    m_shown = shown;
    OpenReport report;
    report.path = shown;
    if (auto migrated = writing ? migrate(&report.foundSchemaVersion) : StoreStatus(Done{});
        !migrated) {
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
                              shown + " has a table named scenarios that is not a Rightsize "
                                      "library's; it was not changed"};
        return StoreError{StoreErrorCode::Missing, "there is no library at " + shown + " yet"};
    }
    auto version = exec(c, "SELECT application_id, version FROM schema_version");
    if (!succeeded(version) || rows(version) != 1) {
        auto error =
            succeeded(version)
                ? StoreError{StoreErrorCode::NotLibrary,
                             shown + ": the schema_version table is not a Rightsize library's"}
                : serverError(c, "cannot read the schema version", version);
        close();
        return error;
    }
    if (integer(version, 0, 0) != kLibraryApplicationId) {
        close();
        return StoreError{StoreErrorCode::NotLibrary,
                          shown + " holds the tables of another program (application id " +
                              text(version, 0, 0) + "); it was not changed"};
    }
    m_schema = static_cast<int>(integer(version, 0, 1));
    if (!writing)
        report.foundSchemaVersion = m_schema;
    report.schemaVersion = m_schema;
    if (const int newer = m_schema; newer > kStoreSchemaVersion) {
        close();
        return StoreError{StoreErrorCode::TooNew,
                          "the library has schema version " + std::to_string(newer) +
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

StoreStatus PostgresStore::migrate(int* foundVersion) {
    PGconn* c = m_conn.get();
    auto readVersion = [&](int* version) -> StoreStatus {
        auto exists = exec(c, kLibraryTablesExist);
        if (!succeeded(exists))
            return serverError(c, "cannot inspect the database", exists);
        if (text(exists, 0, 0) != "t") {
            if (text(exists, 0, 1) == "t")
                return StoreError{
                    StoreErrorCode::NotLibrary,
                    m_shown + " has a table named scenarios that is not a Rightsize library's; "
                              "it was not changed"};
            *version = -1; // nothing yet
            return Done{};
        }
        auto row = exec(c, "SELECT application_id, version FROM schema_version");
        if (!succeeded(row))
            return serverError(c, "cannot read the schema version", row);
        if (rows(row) != 1 || integer(row, 0, 0) != kLibraryApplicationId)
            return StoreError{
                StoreErrorCode::NotLibrary,
                m_shown +
                    ": the schema_version table is not a Rightsize library's; it was not changed"};
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
            return StoreError{cause.code == StoreErrorCode::Denied ? StoreErrorCode::Denied
                                                                   : StoreErrorCode::Migration,
                              "migrating the library from schema " + std::to_string(v) + " to " +
                                  std::to_string(v + 1) + " failed (" + cause.message +
                                  "); it was left at schema " +
                                  std::to_string(std::max(*foundVersion, 0))};
        }
    }
    if (!tx.commit())
        return serverError(c, "cannot commit the migration", tx.result());
    return Done{};
}

int PostgresStore::schemaVersion() const {
    if (!m_conn)
        return 0;
    auto r = exec(m_conn.get(), "SELECT version FROM schema_version");
    return succeeded(r) && rows(r) == 1 ? static_cast<int>(integer(r, 0, 0)) : 0;
}

std::int64_t PostgresStore::pollChanges(const ChangeListener& listener) const {
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

int PostgresStore::changeSocket() const {
    return m_conn ? PQsocket(m_conn.get()) : -1;
}

StoreResult<std::string> PostgresStore::integrityCheck() const {
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
    if (integer(r, 0, 1) > 0) {
        // Appended piece by piece: GCC 12 warns (-Wrestrict) on a literal + std::string here.
        if (!problems.empty())
            problems += '\n';
        problems += text(r, 0, 1) + " scenarios without a uid";
    }
    return problems.empty() ? std::string("ok") : problems;
}

} // namespace rightsize

#pragma once

#include "core/store/engine/sql_library.h"

#include <memory>

struct pg_conn;
struct pg_result;

namespace rightsize {

struct PgConnCloser {
    void operator()(pg_conn* conn) const;
};
struct PgResultCloser {
    void operator()(pg_result* result) const;
};
using PgConnHandle = std::unique_ptr<pg_conn, PgConnCloser>;
using PgResultHandle = std::unique_ptr<pg_result, PgResultCloser>;

// The library's statements on the server (libpq): parameters travel as text, errors are told
// by their SQLSTATE.
class PostgresConnection final : public SqlConnection {
public:
    // `conn` is the store's handle, read at each call: the store connects and reconnects it.
    explicit PostgresConnection(const PgConnHandle& conn)
        : m_conn(conn) {}

    SqlDialect dialect() const override { return SqlDialect::Postgres; }
    std::optional<SqlRows> run(std::string_view sql, std::span<const SqlParam> params) override;
    bool begin() override;
    bool commit() override;
    void rollback() override;
    StoreError failure(std::string_view what) const override;

private:
    const PgConnHandle& m_conn;
    PgResultHandle m_failed; // the result of the last statement that failed, for failure()
};

// The library in a PostgreSQL database (libpq): the same tables, numbered migrations and answers
// as the SQLite file, for a team that shares one server. Every write is one transaction (a server
// killed mid-save leaves the scenario as it was); a save takes the scenario's row lock before it
// compares revisions, so concurrent saves are serialised and the later one sees the conflict.
// Other sessions' changes arrive as notifications (LISTEN/NOTIFY, from triggers on the tables).
class PostgresStore final : public SqlLibrary {
public:
    // How long a write waits for a lock another session holds before it answers Busy
    // (the same patience as the SQLite busy timeout).
    static constexpr int kLockTimeoutMs = 10000;

    PostgresStore();
    ~PostgresStore() override;

    StoreResult<OpenReport> open(const std::string& location, const OpenOptions& options) override;
    void close() override;
    bool isOpen() const override { return m_conn != nullptr; }
    const std::string& path() const override { return m_shown; }
    StoreEngine engine() const override { return StoreEngine::Postgres; }
    bool readOnly() const override { return m_readOnly; }

    std::int64_t pollChanges(const ChangeListener& listener) const override;
    int changeSocket() const override;
    StoreResult<std::string> integrityCheck() const override;
    int schemaVersion() const override;

    using ConnCloser = PgConnCloser;

protected:
    SqlConnection& connection() const override { return m_sql; }
    StoreStatus usable() const override;
    int openedSchema() const override { return m_schema; }

private:
    StoreStatus migrate(int* foundVersion);
    PgConnHandle m_conn;
    mutable PostgresConnection m_sql{m_conn};
    std::string m_shown;
    int m_schema = 0;
    std::string m_schemaName; // where the library's tables are: its changes are the ones counted
    bool m_readOnly = false;
    mutable std::int64_t m_changes = 0; // notifications from other sessions seen so far
};

} // namespace rightsize

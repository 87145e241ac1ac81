#pragma once

#include "core/store/engine/store_schema.h"
#include "core/store/engine/store_types.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace rightsize {

// A parameter of a statement: NULL, a 64-bit integer or text. Values reach an engine only as
// parameters, never inside a statement's text, so nothing a user typed changes what it does.
struct SqlNull {};
using SqlParam = std::variant<SqlNull, std::int64_t, std::string_view>;

// What one statement returned: its rows as text (NULL kept apart from the empty text, since a
// deleted scenario is told by its NULL) and how many rows it changed.
class SqlRows {
public:
    using Row = std::vector<std::optional<std::string>>;

    int size() const { return static_cast<int>(m_rows.size()); }
    bool empty() const { return m_rows.empty(); }
    bool isNull(int row, int column) const;
    std::string text(int row, int column) const;
    std::int64_t integer(int row, int column) const; // NULL reads as 0
    std::int64_t changed() const { return m_changed; }

    void add(Row row) { m_rows.push_back(std::move(row)); }
    void setChanged(std::int64_t changed) { m_changed = changed; }

private:
    const std::optional<std::string>& cell(int row, int column) const;

    std::vector<Row> m_rows;
    std::int64_t m_changed = 0;
};

// The little each engine says in its own words inside the statements the library shares.
// A statement names them as {now}, {like}, {for_update}, {autosave_key} and {autosave_slot};
// see inDialect().
struct SqlWords {
    // The current time as every library keeps it (ISO 8601 UTC, milliseconds), the same for
    // every column one statement sets.
    std::string_view now;
    // LIKE that ignores ASCII case (SQLite's LIKE does; the server needs ILIKE).
    std::string_view like;
    // The row lock a read before a write takes: the server serialises concurrent saves of one
    // scenario with it; the SQLite file's write transaction already holds the whole file.
    std::string_view forUpdate;
    // A statement run first in a transaction that looks for identical text before it inserts,
    // so two clients importing the same text at once do not both find it missing; empty where
    // the write transaction alone serialises writers.
    std::string_view importLock;
    // Numbering a calibration reads MAX(version): on the server two sessions must not both
    // take the same next number; empty where the write transaction already serialises them.
    std::string_view calibrationLock;
    // The autosave slot: the SQLite file has the single slot of its one user ({autosave_key}
    // "slot", {autosave_slot} 1), the server one per database role, as a whole team shares it.
    std::string_view autosaveKey;
    std::string_view autosaveSlot;
};
const SqlWords& sqlWords(SqlDialect dialect);

// The statement with its {words} in the dialect's form; parameters stay $1, $2, ...
std::string inDialect(SqlDialect dialect, std::string_view sql);

// One open library connection, as the shared rules of the library use it. Each engine makes
// one of these over its client library; the rules never see which.
class SqlConnection {
public:
    virtual ~SqlConnection() = default;

    virtual SqlDialect dialect() const = 0;

    // Runs one statement written with $1, $2, ... (already in the dialect's words). On a
    // failure nothing comes back and failure() tells why.
    virtual std::optional<SqlRows> run(std::string_view sql, std::span<const SqlParam> params) = 0;

    // A write transaction: on the SQLite file the write lock is taken up front, on the server a
    // plain BEGIN. False on failure (failure() tells why).
    virtual bool begin() = 0;
    virtual bool commit() = 0;
    virtual void rollback() = 0;

    // The last failure as the library's error, "<what>: <the engine's reason>", with the same
    // codes for the same causes (busy, read-only, connection lost) on either engine.
    virtual StoreError failure(std::string_view what) const = 0;

    // The statement with its {words} replaced, then run.
    std::optional<SqlRows> exec(std::string_view sql, std::initializer_list<SqlParam> params = {}) {
        const std::span<const SqlParam> values(params.begin(), params.size());
        return run(inDialect(dialect(), sql), values);
    }
};

// Rolls back unless committed, so every early return of a write leaves the library as it was.
class SqlTransaction {
public:
    explicit SqlTransaction(SqlConnection& connection)
        : m_connection(connection)
        , m_open(connection.begin()) {}
    ~SqlTransaction() {
        if (m_open)
            m_connection.rollback();
    }
    SqlTransaction(const SqlTransaction&) = delete;
    SqlTransaction& operator=(const SqlTransaction&) = delete;

    bool began() const { return m_open; }
    bool commit() {
        const bool done = m_connection.commit();
        if (done)
            m_open = false;
        return done;
    }

private:
    SqlConnection& m_connection;
    bool m_open = false;
};

} // namespace rightsize

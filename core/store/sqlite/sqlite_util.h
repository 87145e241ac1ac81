#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace rightsize::sql {

// Owns one connection; closing waits for nothing because every statement is finalised first
// (statements are RAII too and never outlive the store that made them).
struct DbCloser {
    void operator()(sqlite3* db) const;
};
using DbHandle = std::unique_ptr<sqlite3, DbCloser>;

// One prepared statement from a static SQL string. Values only ever reach SQLite through
// bind(), so no text a user typed can change what a statement does.
class Statement {
public:
    Statement() = default;
    Statement(sqlite3* db, std::string_view sql);
    Statement(Statement&& other) noexcept;
    Statement& operator=(Statement&& other) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement();

    bool valid() const { return m_stmt != nullptr; }
    int prepareCode() const { return m_prepareCode; }

    // Parameters are numbered from 1, as in SQLite.
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, std::string_view text);
    Statement& bindNull(int index);

    // SQLITE_ROW, SQLITE_DONE or an error code.
    int step();
    void reset();

    std::int64_t columnInt(int column) const;
    std::string columnText(int column) const;
    bool columnIsNull(int column) const;
    int columnCount() const;

private:
    sqlite3_stmt* m_stmt = nullptr;
    int m_prepareCode = 0;
};

// A connection that reads a database without creating or changing any file: not the database,
// not a -wal or -shm beside it, and it never checkpoints. Without a -wal or hot -journal
// (nobody has the database open for writing) the file is opened as immutable, since even a
// read-only connection to a WAL database would otherwise create both and leave them behind.
DbHandle openForReading(const std::string& path, int busyTimeoutMs, int* code);

// The text of the last error on a connection, with its extended code.
std::string errorMessage(sqlite3* db);

// Runs statements that take no parameters and return no rows (schema and pragmas only).
int execScript(sqlite3* db, const char* sql, std::string* error);

// The first column of the first row of a parameterless query, as text.
std::optional<std::string> queryText(sqlite3* db, const char* sql, int* code = nullptr);

// Whether a code means "the file is not a healthy database" rather than "try again later".
bool isCorruptionCode(int code);
bool isBusyCode(int code);

} // namespace rightsize::sql

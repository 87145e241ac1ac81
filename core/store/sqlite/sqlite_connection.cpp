#include "core/store/sqlite/sqlite_connection.h"

#include <cctype>
#include <sqlite3.h>

namespace rightsize {

namespace {

// SQLite numbers $N parameters by first appearance, not by N; ?N is numbered by N.
std::string withNumberedParameters(std::string_view sql) {
    std::string out(sql);
    for (std::size_t i = 0; i + 1 < out.size(); ++i)
        if (out[i] == '$' && std::isdigit(static_cast<unsigned char>(out[i + 1])))
            out[i] = '?';
    return out;
}

} // namespace

StoreError SqliteConnection::error(sqlite3* db, std::string_view what) {
    const int code = db ? sqlite3_extended_errcode(db) : SQLITE_ERROR;
    const int primary = code & 0xff;
    StoreErrorCode kind = StoreErrorCode::Internal;
    if (sql::isBusyCode(code))
        kind = StoreErrorCode::Busy;
    else if (primary == SQLITE_IOERR || primary == SQLITE_FULL || primary == SQLITE_READONLY ||
             primary == SQLITE_CANTOPEN)
        kind = StoreErrorCode::Io;
    return {kind, std::string(what) + ": " + sql::errorMessage(db)};
}

void SqliteConnection::keepFailure() {
    m_failure = error(m_db.get(), "");
}

StoreError SqliteConnection::failure(std::string_view what) const {
    // error() was asked with an empty `what`: its message starts with ": ".
    return {m_failure.code, std::string(what) + m_failure.message};
}

std::optional<SqlRows> SqliteConnection::run(std::string_view sql,
                                             std::span<const SqlParam> params) {
    sql::Statement stmt(m_db.get(), withNumberedParameters(sql));
    for (std::size_t i = 0; i < params.size(); ++i) {
        const int index = static_cast<int>(i + 1);
        if (const auto* number = std::get_if<std::int64_t>(&params[i]))
            stmt.bind(index, *number);
        else if (const auto* text = std::get_if<std::string_view>(&params[i]))
            stmt.bind(index, *text);
        else
            stmt.bindNull(index);
    }
    SqlRows rows;
    int rc;
    while ((rc = stmt.step()) == SQLITE_ROW) {
        SqlRows::Row row;
        const int columns = stmt.columnCount();
        for (int c = 0; c < columns; ++c)
            row.push_back(stmt.columnIsNull(c) ? std::nullopt
                                               : std::optional<std::string>(stmt.columnText(c)));
        rows.add(std::move(row));
    }
    if (rc != SQLITE_DONE) {
        keepFailure();
        return std::nullopt;
    }
    rows.setChanged(sqlite3_changes(m_db.get()));
    return rows;
}

// BEGIN IMMEDIATE: the write lock is taken (waiting on the busy timeout) up front, so two
// processes never deadlock upgrading read locks.
bool SqliteConnection::begin() {
    if (sqlite3_exec(m_db.get(), "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK)
        return true;
    keepFailure();
    return false;
}

// A COMMIT that fails (busy) leaves the transaction open; the caller's scope rolls it back.
bool SqliteConnection::commit() {
    if (sqlite3_exec(m_db.get(), "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK)
        return true;
    keepFailure();
    return false;
}

void SqliteConnection::rollback() {
    sqlite3_exec(m_db.get(), "ROLLBACK", nullptr, nullptr, nullptr);
}

} // namespace rightsize

#include "core/store/sqlite/sqlite_util.h"

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <sqlite3.h>
#include <utility>

namespace rightsize::sql {

void DbCloser::operator()(sqlite3* db) const {
    sqlite3_close_v2(db);
}

Statement::Statement(sqlite3* db, std::string_view sql) {
    m_prepareCode =
        sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &m_stmt, nullptr);
    if (m_prepareCode != SQLITE_OK) {
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

Statement::Statement(Statement&& other) noexcept
    : m_stmt(std::exchange(other.m_stmt, nullptr))
    , m_prepareCode(other.m_prepareCode) {}

Statement& Statement::operator=(Statement&& other) noexcept {
    if (this != &other) {
        sqlite3_finalize(m_stmt);
        m_stmt = std::exchange(other.m_stmt, nullptr);
        m_prepareCode = other.m_prepareCode;
    }
    return *this;
}

Statement::~Statement() {
    sqlite3_finalize(m_stmt);
}

Statement& Statement::bind(int index, std::int64_t value) {
    if (m_stmt)
        sqlite3_bind_int64(m_stmt, index, value);
    return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
    if (m_stmt)
        sqlite3_bind_text64(m_stmt, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
    return *this;
}

Statement& Statement::bindNull(int index) {
    if (m_stmt)
        sqlite3_bind_null(m_stmt, index);
    return *this;
}

int Statement::step() {
    return m_stmt ? sqlite3_step(m_stmt) : m_prepareCode;
}

void Statement::reset() {
    if (m_stmt) {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
}

std::int64_t Statement::columnInt(int column) const {
    return sqlite3_column_int64(m_stmt, column);
}

std::string Statement::columnText(int column) const {
    const auto* text = sqlite3_column_text(m_stmt, column);
    if (!text)
        return {};
    return std::string(reinterpret_cast<const char*>(text),
                       static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, column)));
}

bool Statement::columnIsNull(int column) const {
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

int Statement::columnCount() const {
    return m_stmt ? sqlite3_column_count(m_stmt) : 0;
}

DbHandle openForReading(const std::string& path, int busyTimeoutMs, int* code) {
    std::error_code ec;
    const bool inUse = std::filesystem::exists(path + "-wal", ec) ||
                       std::filesystem::exists(path + "-journal", ec);
    std::string name = path;
    int flags = SQLITE_OPEN_READONLY;
    if (!inUse) {
        name = "file:";
        for (const unsigned char c : path) {
            if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
                name += static_cast<char>(c);
            } else {
                char escaped[4];
                std::snprintf(escaped, sizeof escaped, "%%%02X", c);
                name += escaped;
            }
        }
        name += "?immutable=1";
        flags |= SQLITE_OPEN_URI;
    }
    sqlite3* raw = nullptr;
    *code = sqlite3_open_v2(name.c_str(), &raw, flags, nullptr);
    DbHandle db(raw);
    if (raw) {
        sqlite3_extended_result_codes(raw, 1);
        sqlite3_busy_timeout(raw, busyTimeoutMs);
        sqlite3_db_config(raw, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    }
    return db;
}

std::string errorMessage(sqlite3* db) {
    if (!db)
        return "out of memory";
    return std::string(sqlite3_errmsg(db)) + " (code " +
           std::to_string(sqlite3_extended_errcode(db)) + ")";
}

int execScript(sqlite3* db, const char* sqlText, std::string* error) {
    char* message = nullptr;
    const int code = sqlite3_exec(db, sqlText, nullptr, nullptr, &message);
    if (code != SQLITE_OK && error)
        *error = message ? std::string(message) : errorMessage(db);
    sqlite3_free(message);
    return code;
}

std::optional<std::string> queryText(sqlite3* db, const char* sqlText, int* code) {
    Statement stmt(db, sqlText);
    const int rc = stmt.step();
    if (code)
        *code = rc;
    if (rc != SQLITE_ROW)
        return std::nullopt;
    return stmt.columnText(0);
}

bool isCorruptionCode(int code) {
    const int primary = code & 0xff;
    return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

bool isBusyCode(int code) {
    const int primary = code & 0xff;
    return primary == SQLITE_BUSY || primary == SQLITE_LOCKED;
}

} // namespace rightsize::sql

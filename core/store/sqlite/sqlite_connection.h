#pragma once

#include "core/store/engine/sql_connection.h"
#include "core/store/sqlite/sqlite_util.h"

namespace rightsize {

// The library's statements on the SQLite file: $N parameters become SQLite's ?N, writes take
// the write lock up front, errors keep SQLite's extended code.
class SqliteConnection final : public SqlConnection {
public:
    // `db` is the store's handle, read at each call: the store opens and closes it.
    explicit SqliteConnection(const sql::DbHandle& db)
        : m_db(db) {}

    SqlDialect dialect() const override { return SqlDialect::Sqlite; }
    std::optional<SqlRows> run(std::string_view sql, std::span<const SqlParam> params) override;
    bool begin() override;
    bool commit() override;
    void rollback() override;
    StoreError failure(std::string_view what) const override;

    // The error of a call on `db` as the library tells it (busy, disk, other).
    static StoreError error(sqlite3* db, std::string_view what);

private:
    // Kept at the failure itself: finalising the statement may change what SQLite reports.
    void keepFailure();

    const sql::DbHandle& m_db;
    StoreError m_failure;
};

} // namespace rightsize

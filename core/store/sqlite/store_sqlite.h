#pragma once

#include "core/store/engine/sql_library.h"
#include "core/store/sqlite/sqlite_connection.h"
#include "core/store/sqlite/sqlite_util.h"

namespace rightsize {

// The library in one SQLite file shared by the GUI, the CLI and any number of running copies of
// either. WAL journal (readers never block the writer), a busy timeout (writers wait for each
// other instead of failing), every write in one IMMEDIATE transaction with synchronous=FULL (a
// commit that returned survives a crash or a power cut).
class SqliteStore final : public SqlLibrary {
public:
    static constexpr int kBusyTimeoutMs = 10000;

    StoreResult<OpenReport> open(const std::string& path, const OpenOptions& options) override;
    void close() override;
    bool isOpen() const override { return m_db != nullptr; }
    const std::string& path() const override { return m_path; }
    StoreEngine engine() const override { return StoreEngine::Sqlite; }
    bool readOnly() const override { return m_readOnly; }

    std::int64_t pollChanges(const ChangeListener& listener) const override;
    StoreResult<std::string> integrityCheck() const override;
    int schemaVersion() const override;

protected:
    SqlConnection& connection() const override { return m_sql; }
    StoreStatus usable() const override;
    int openedSchema() const override { return m_schema; }

private:
    StoreStatus openConnection(const std::string& path, bool* corrupt, std::string* why);
    StoreStatus openReadOnly(const std::string& path);
    StoreStatus moveAside(const std::string& path, const std::string& why, OpenReport& report);
    StoreStatus migrate(int* foundVersion);
    StoreError sqlError(std::string_view what) const;
    StoreError notOpen() const;

    sql::DbHandle m_db;
    mutable SqliteConnection m_sql{m_db};
    std::string m_path;
    int m_schema = 0; // a read-only library is read at the schema it has
    bool m_readOnly = false;
    mutable std::int64_t m_lastDataVersion = 0; // for telling the listener
};

} // namespace rightsize

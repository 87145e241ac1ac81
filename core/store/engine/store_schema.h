#pragma once

#include <cstdint>
#include <string>

namespace rightsize {

// PRAGMA application_id of every library ("RSZ1"); the server keeps it in its version table.
inline constexpr std::int64_t kLibraryApplicationId = 1381194289;

// The two SQL dialects a library is kept in: the SQLite file and the PostgreSQL server.
enum class SqlDialect { Sqlite, Postgres };

// The statements that take a library from schema `from` to `from + 1` (0 <= from <
// kStoreSchemaVersion) in the dialect's words, ending with the one that records the new version.
// Both engines read the one list of migrations, so their tables cannot drift apart; only the words
// that differ (key columns, 64-bit integers, random ids, the version stamp) and the parts one
// engine alone has (the per-role autosave slot and the change triggers on the server) are per
// dialect.
std::string migrationScript(int from, SqlDialect dialect);

} // namespace rightsize

#include "core/store/engine/sql_connection.h"

#include <array>
#include <utility>

namespace rightsize {

const std::optional<std::string>& SqlRows::cell(int row, int column) const {
    return m_rows.at(static_cast<std::size_t>(row)).at(static_cast<std::size_t>(column));
}

bool SqlRows::isNull(int row, int column) const {
    return !cell(row, column);
}

std::string SqlRows::text(int row, int column) const {
    return cell(row, column).value_or("");
}

std::int64_t SqlRows::integer(int row, int column) const {
    const auto& value = cell(row, column);
    return value && !value->empty() ? std::stoll(*value) : 0;
}

namespace {

constexpr SqlWords kSqliteWords{
    "strftime('%Y-%m-%dT%H:%M:%fZ','now')", "LIKE", "", "", "", "slot", "1",
};
// The server's clock, so that every client of one library agrees on the order of changes; the
// statement's start time: the same for every column one statement sets (a new scenario's
// created and modified are equal), yet new for each statement of a transaction.
constexpr SqlWords kPostgresWords{
    "to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')",
    "ILIKE",
    " FOR UPDATE",
    "SELECT pg_advisory_xact_lock(1381194289, 1)",
    "LOCK TABLE calibrations IN SHARE ROW EXCLUSIVE MODE",
    "owner",
    "current_user",
};

} // namespace

const SqlWords& sqlWords(SqlDialect dialect) {
    return dialect == SqlDialect::Sqlite ? kSqliteWords : kPostgresWords;
}

std::string inDialect(SqlDialect dialect, std::string_view sql) {
    static constexpr std::array<std::pair<std::string_view, std::string_view SqlWords::*>, 5>
        kWords = {{
            {"{now}", &SqlWords::now},
            {"{like}", &SqlWords::like},
            {"{for_update}", &SqlWords::forUpdate},
            {"{autosave_key}", &SqlWords::autosaveKey},
            {"{autosave_slot}", &SqlWords::autosaveSlot},
        }};
    const SqlWords& words = sqlWords(dialect);
    std::string out;
    out.reserve(sql.size() + 64);
    std::size_t at = 0;
    while (at < sql.size()) {
        const std::size_t brace = sql.find('{', at);
        if (brace == std::string_view::npos) {
            out.append(sql.substr(at));
            break;
        }
        out.append(sql.substr(at, brace - at));
        at = brace + 1;
        bool replaced = false;
        for (const auto& [name, word] : kWords) {
            if (sql.substr(brace, name.size()) == name) {
                out.append(words.*word);
                at = brace + name.size();
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out.push_back('{');
    }
    return out;
}

} // namespace rightsize

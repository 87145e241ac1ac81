#include "core/store/sqlite/library_file.h"

#include "core/store/sqlite/sqlite_util.h"

#include <array>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sqlite3.h>

namespace rightsize {
namespace {

namespace fs = std::filesystem;

constexpr std::size_t kHeaderBytes = 100;

std::int64_t bigEndian32(const unsigned char* p) {
    return (std::int64_t(p[0]) << 24) | (std::int64_t(p[1]) << 16) | (std::int64_t(p[2]) << 8) |
           std::int64_t(p[3]);
}

LibraryFile found(LibraryFileKind kind, std::string why, int schema = 0, bool stamped = false) {
    return {kind, schema, stamped, std::move(why)};
}

// The first bytes of the file: SQLite's header.
using HeaderBytes = std::array<unsigned char, kHeaderBytes>;

// What the file system and the first bytes tell before SQLite opens the file: no file, a
// folder, an empty file or no SQLite database. Nothing when the file is worth opening;
// `header` then holds its first bytes.
std::optional<LibraryFile> refuseBeforeOpening(const std::string& path, HeaderBytes& header) {
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        if (ec && ec != std::errc::no_such_file_or_directory)
            return found(LibraryFileKind::Unusable, "cannot look at the file: " + ec.message());
        return found(LibraryFileKind::Missing, "there is no file");
    }
    if (fs::is_directory(status))
        return found(LibraryFileKind::Unusable, "it is a folder, not a file");
    if (!fs::is_regular_file(status))
        return found(LibraryFileKind::Unusable, "it is not a regular file");
    const auto size = fs::file_size(path, ec);
    if (ec)
        return found(LibraryFileKind::Unusable, "cannot read the file: " + ec.message());
    if (size == 0)
        return found(LibraryFileKind::Empty, "the file is empty");

    {
        std::ifstream in(path, std::ios::binary);
        if (!in)
            return found(LibraryFileKind::Unusable, "cannot read the file");
        in.read(reinterpret_cast<char*>(header.data()), header.size());
        if (static_cast<std::size_t>(in.gcount()) < header.size() ||
            std::string_view(reinterpret_cast<const char*>(header.data()), 16) !=
                std::string_view("SQLite format 3\0", 16))
            return found(LibraryFileKind::NotLibrary, "the file is not an SQLite database");
    }
    return std::nullopt;
}

// Why SQLite cannot read the file (`code`, `what`): only then does the header on disk tell
// a library to recover from a damaged one or another program's database.
LibraryFile unreadableFile(int code, const std::string& what, const HeaderBytes& header,
                           int newestSchema) {
    // The header on disk may be older than the newest commit (still in the -wal file); it is
    // trusted only when SQLite itself cannot read the database.
    const bool headerStamped = bigEndian32(&header[68]) == kLibraryApplicationId;
    const auto headerVersion = static_cast<int>(bigEndian32(&header[60]));
    if (sql::isBusyCode(code))
        return found(LibraryFileKind::Busy, "the file is busy: " + what);
    // A hot journal left by a program that was killed: only a connection for writing may
    // roll it back. The header tells whose it is; a blank one is a library whose creation
    // was interrupted (other programs' databases have tables, hence a schema cookie, and
    // are refused again after the rollback).
    if ((code & 0xff) == SQLITE_READONLY) {
        if (headerStamped)
            return found(headerVersion > newestSchema ? LibraryFileKind::TooNew
                                                      : LibraryFileKind::Library,
                         "a Rightsize library to recover", headerVersion, true);
        if (bigEndian32(&header[68]) == 0 && headerVersion == 0 && bigEndian32(&header[40]) == 0)
            return found(LibraryFileKind::Empty, "a library whose creation was interrupted");
        return found(LibraryFileKind::NotLibrary, "an SQLite database of another program");
    }
    if (!sql::isCorruptionCode(code))
        return found(LibraryFileKind::Unusable, "cannot read it: " + what);
    if (headerStamped && headerVersion > newestSchema)
        return found(LibraryFileKind::TooNew, "schema version " + std::to_string(headerVersion),
                     headerVersion, true);
    if (headerStamped)
        return found(LibraryFileKind::Damaged, what, headerVersion, true);
    return found(LibraryFileKind::NotLibrary,
                 "an SQLite database that cannot be read (" + what + ")");
}

} // namespace

LibraryFile inspectLibraryFile(const std::string& path, int newestSchema, int busyTimeoutMs) {
    HeaderBytes header{};
    if (auto refused = refuseBeforeOpening(path, header))
        return *refused;

    int rc = SQLITE_OK;
    const sql::DbHandle db = sql::openForReading(path, busyTimeoutMs, &rc);
    sqlite3* raw = db.get();
    if (rc != SQLITE_OK)
        return found(LibraryFileKind::Unusable, "cannot open it: " + sql::errorMessage(raw));

    auto unreadable = [&](int code) {
        return unreadableFile(code, sql::errorMessage(raw), header, newestSchema);
    };

    int code = SQLITE_OK;
    const auto appId = sql::queryText(raw, "PRAGMA application_id", &code);
    if (!appId)
        return unreadable(code);
    const auto version = sql::queryText(raw, "PRAGMA user_version", &code);
    if (!version)
        return unreadable(code);
    std::set<std::string> tables;
    int objects = 0;
    {
        sql::Statement list(raw, "SELECT type, name FROM sqlite_master");
        while ((code = list.step()) == SQLITE_ROW) {
            ++objects;
            if (list.columnText(0) == "table")
                tables.insert(list.columnText(1));
        }
        if (code != SQLITE_DONE)
            return unreadable(code);
    }
    const std::int64_t id = std::stoll(*appId);
    const int schema = std::stoi(*version);
    if (id == 0 && objects == 0 && schema == 0)
        return found(LibraryFileKind::Empty, "an empty database");
    // Libraries are stamped with the id by their first migration; one without it is still
    // recognised by the tables every schema has had.
    const bool ours = id == kLibraryApplicationId ||
                      (id == 0 && schema >= 1 && tables.count("scenarios") &&
                       tables.count("user_devices") && tables.count("price_overrides"));
    if (!ours)
        return found(LibraryFileKind::NotLibrary,
                     id == 0 ? "an SQLite database of another program"
                             : "an SQLite database of another program (application id " +
                                   std::to_string(id) + ")");
    if (schema > newestSchema)
        return found(LibraryFileKind::TooNew, "schema version " + std::to_string(schema), schema,
                     id == kLibraryApplicationId);
    const auto check = sql::queryText(raw, "PRAGMA quick_check", &code);
    if (!check)
        return unreadable(code);
    if (*check != "ok")
        return found(LibraryFileKind::Damaged, "the integrity check failed: " + *check, schema,
                     id == kLibraryApplicationId);
    return found(LibraryFileKind::Library, "a Rightsize library", schema,
                 id == kLibraryApplicationId);
}

} // namespace rightsize

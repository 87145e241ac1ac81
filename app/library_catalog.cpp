#include "app/library_catalog.h"

#include "app/cli.h"
#include "core/app_paths.h"
#include "core/store_location.h"
#include "core/catalog_overrides.h"

#include <filesystem>
#include <fstream>
#include <ostream>

namespace rightsize::app {

std::optional<ScenarioStore> openCommandLibrary(const std::string& db, bool write,
                                                std::ostream& err, int& exitCode) {
    const std::string path = db.empty() ? defaultLibraryPath() : db;
    if (!db.empty()) {
        if (const std::string problem = explicitLibraryPathProblem(db); !problem.empty()) {
            err << displayLocation(db) << ": " << problem << "\n";
            exitCode = kExitIo;
            return std::nullopt;
        }
    }
    OpenOptions options;
    options.mode = write ? OpenMode::ReadWrite : OpenMode::ReadOnly;
    options.folderMustExist = !db.empty();
    ScenarioStore store;
    auto report = store.open(path, options);
    if (!report) {
        if (report.error().code == StoreErrorCode::Missing && !write)
            return std::nullopt;
        err << displayLocation(path) << ": " << report.error().message << "\n";
        switch (report.error().code) {
        case StoreErrorCode::Io:
        case StoreErrorCode::Denied:
            exitCode = kExitIo;
            break;
        case StoreErrorCode::Invalid:
        case StoreErrorCode::NotLibrary:
        case StoreErrorCode::TooNew:
        case StoreErrorCode::Damaged:
            exitCode = kExitBadInput;
            break;
        default:
            exitCode = kExitNoPlan;
            break;
        }
        return std::nullopt;
    }
    if (!report->message.empty())
        err << "rightsize: " << report->message << "\n";
    return store;
}

std::optional<Catalog> commandCatalog(bool useLibrary, const std::string& db, std::ostream& err,
                                      int& exitCode) {
    Catalog builtin = loadBuiltinCatalog();
    if (!useLibrary)
        return builtin;
    auto store = openCommandLibrary(db, false, err, exitCode);
    if (!store) {
        if (exitCode != kExitOk)
            return std::nullopt;
        // A library not made yet holds no changes; say so, since a mistyped path looks the same.
        if (!db.empty())
            err << db << ": no library here yet; the built-in catalog is used\n";
        return builtin;
    }
    std::vector<FieldError> warnings;
    auto catalog = libraryCatalog(*store, builtin, &warnings);
    if (!catalog) {
        err << store->path() << ": " << catalog.error().message << "\n";
        exitCode = kExitIo;
        return std::nullopt;
    }
    for (const FieldError& w : warnings)
        err << store->path() << ": " << w.path << ": " << w.message << " (left out)\n";
    return std::move(*catalog);
}

bool readFileCapped(const std::string& path, std::size_t maxBytes, std::string& text,
                    std::string& why) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        why = "is a folder, not a file";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        why = "cannot open the file";
        return false;
    }
    // One byte more than the cap: a huge file is refused without reading it all.
    text.assign(maxBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) {
        why = "read error";
        return false;
    }
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > maxBytes) {
        why =
            "the file is larger than the " + std::to_string(maxBytes / (1024 * 1024)) + " MB limit";
        return false;
    }
    return true;
}

} // namespace rightsize::app

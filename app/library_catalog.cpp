#include "app/library_catalog.h"

#include "app/cli.h"
#include "core/catalog/builtin_catalog.h"
#include "core/store/app_paths.h"
#include "core/store/catalog_overrides.h"
#include "core/store/engine/store_location.h"

#include <filesystem>
#include <fstream>
#include <ostream>

namespace rightsize::app {

int exitCodeFor(const StoreError& error) {
    switch (error.code) {
    case StoreErrorCode::Io:
    case StoreErrorCode::Denied: // the database role may not write: like a file without permission
        return kExitIo;
    case StoreErrorCode::Invalid:
    case StoreErrorCode::NotLibrary: // --db names something that is not a library
    case StoreErrorCode::TooNew:
    case StoreErrorCode::Damaged:
        return kExitBadInput;
    default:
        return kExitNoPlan; // "could not do it": not found, busy
    }
}

std::optional<ScenarioStore> openLibraryIfPresent(const std::string& db, bool write,
                                                  std::ostream& err, int& exitCode) {
    const std::string path = db.empty() ? defaultLibraryPath() : db;
    if (!db.empty()) {
        if (const std::string problem = explicitLibraryPathProblem(db); !problem.empty()) {
            err << displayLocation(db) << ": " << problem << "\n";
            // A server location libpq cannot read, or one holding a password, is refused input.
            exitCode = isServerLocation(db) ? kExitBadInput : kExitIo;
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
        exitCode = exitCodeFor(report.error());
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
    auto store = openLibraryIfPresent(db, false, err, exitCode);
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

} // namespace rightsize::app

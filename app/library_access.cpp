#include "app/library_access.h"

#include "app/cli.h"
#include "core/app_paths.h"
#include "core/calibration_library.h"

#include <ostream>

namespace rightsize::app {

std::optional<ScenarioStore> openLibrary(const std::string& db, bool write, std::ostream& err, int& exitCode)
{
    const std::string path = db.empty() ? defaultLibraryPath() : db;
    if (!db.empty()) {
        if (const std::string problem = explicitLibraryPathProblem(db); !problem.empty()) {
            err << db << ": " << problem << "\n";
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
        err << path << ": " << report.error().message << "\n";
        switch (report.error().code) {
        case StoreErrorCode::Io: exitCode = kExitIo; break;
        case StoreErrorCode::Missing: exitCode = kExitNoPlan; break;
        case StoreErrorCode::Busy: exitCode = kExitNoPlan; break;
        default: exitCode = kExitBadInput; break;
        }
        return std::nullopt;
    }
    if (!report->message.empty())
        err << "rightsize: " << report->message << "\n";
    return store;
}

std::shared_ptr<const CalibrationFactors> calibrationFromLibrary(const std::string& name, const std::string& db,
                                                                 std::ostream& err, int& exitCode)
{
    auto store = openLibrary(db, false, err, exitCode);
    if (!store)
        return {};
    auto factors = loadCalibration(*store, name);
    if (!factors) {
        err << "calibration " << name << ": " << factors.error().message << "\n";
        exitCode = factors.error().code == StoreErrorCode::NotFound ? kExitBadInput : kExitIo;
        return {};
    }
    return *factors;
}

} // namespace rightsize::app

#include "app/library_access.h"

#include "app/cli.h"
#include "app/library_catalog.h"
#include "core/store/app_paths.h"
#include "core/store/calibration_library.h"
#include "core/store/engine/store_location.h"

#include <ostream>

namespace rightsize::app {

std::optional<ScenarioStore> openExistingLibrary(const std::string& db, bool write,
                                                 std::ostream& err, int& exitCode) {
    auto store = openLibraryIfPresent(db, write, err, exitCode);
    if (!store && exitCode == kExitOk) {
        // Reading never creates a library; runs and calibrations need one that exists.
        err << (db.empty() ? defaultLibraryPath() : displayLocation(db))
            << ": there is no scenario library here yet\n";
        exitCode = kExitNoPlan;
    }
    return store;
}

std::shared_ptr<const CalibrationFactors> calibrationFromLibrary(const std::string& name,
                                                                 const std::string& db,
                                                                 std::ostream& err, int& exitCode) {
    auto store = openExistingLibrary(db, false, err, exitCode);
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

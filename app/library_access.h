#pragma once

#include "core/model/calibration_factors.h"
#include "core/store/scenario_store.h"

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

namespace rightsize::app {

// Opens the scenario library at `db` (empty: the default location) for the run and calibration
// commands, printing why not. A library that does not exist yet is created only for writing.
std::optional<ScenarioStore> openExistingLibrary(const std::string& db, bool write,
                                                 std::ostream& err, int& exitCode);

// The planner's factors of calibration `name` from the library, or a printed reason and exit code.
std::shared_ptr<const CalibrationFactors> calibrationFromLibrary(const std::string& name,
                                                                 const std::string& db,
                                                                 std::ostream& err, int& exitCode);

} // namespace rightsize::app

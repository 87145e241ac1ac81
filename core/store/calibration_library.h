#pragma once

// A named calibration as the library keeps it, ready for the planner.

#include "core/model/calibration_factors.h"
#include "core/store/scenario_store.h"

#include <memory>
#include <string_view>

namespace rightsize {

// The factors of calibration `name` (`version` 0: the newest), numbered as stored.
StoreResult<std::shared_ptr<const CalibrationFactors>>
loadCalibration(const ScenarioStore& store, std::string_view name, int version = 0);

} // namespace rightsize

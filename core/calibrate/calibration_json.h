#pragma once

// A calibration as JSON: the factors alone (the plan JSON's "calibration" block) and the whole
// fit (format "rightsize-calibration": factors and the table of runs, as the library keeps it).

#include "core/calibrate/calibration_fit.h"
#include "core/model/field_error.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace rightsize {

inline constexpr std::string_view kCalibrationFormat = "rightsize-calibration";
inline constexpr int kCalibrationVersion = 1;

// {name, version, runs, factors: [{key, kind, generation, workload, shared, factor, low, high,
// log_sd, runs, weight, runs_mean, clamped}]}; low and high are one standard deviation either side.
nlohmann::json factorsToJson(const CalibrationFactors& factors);
std::optional<CalibrationFactors> factorsFromJson(const nlohmann::json& j,
                                                  std::vector<FieldError>& errors);

nlohmann::json fitToJson(const CalibrationFit& fit);
// A stored fit document back (the table of runs and the factors), for the window.
std::optional<CalibrationFit> fitFromJson(const nlohmann::json& j, std::vector<FieldError>& errors);

// The factors of a stored fit document.
std::optional<CalibrationFactors> factorsFromFitJson(const nlohmann::json& j,
                                                     std::vector<FieldError>& errors);

} // namespace rightsize

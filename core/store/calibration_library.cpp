#include "core/store/calibration_library.h"

#include "core/calibrate/calibration_json.h"

namespace rightsize {

StoreResult<std::shared_ptr<const CalibrationFactors>>
loadCalibration(const ScenarioStore& store, std::string_view name, int version) {
    const auto record = store.calibration(name, version);
    if (!record)
        return record.error();
    std::vector<FieldError> errors;
    const auto doc = nlohmann::json::parse(record->json, nullptr, false);
    auto factors = factorsFromFitJson(doc, errors);
    if (!factors)
        return StoreError{StoreErrorCode::Damaged,
                          "calibration \"" + std::string(name) + "\" is damaged: " +
                              (errors.empty()
                                   ? std::string()
                                   : errors.front().path + ": " + errors.front().message)};
    factors->name = record->name;
    factors->version = record->version;
    return std::shared_ptr<const CalibrationFactors>(
        std::make_shared<CalibrationFactors>(std::move(*factors)));
}

} // namespace rightsize

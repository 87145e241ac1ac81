#pragma once

// The energy figures of resources/catalog/energy.json, read into the model the estimate uses.

#include "core/estimate/energy.h"
#include "core/model/field_error.h"

#include <string_view>
#include <vector>

namespace rightsize {

struct EnergyModelLoad {
    EnergyModel model;
    std::vector<FieldError> errors;
};

// Reads an energy.json document; every problem is reported with its JSON path.
EnergyModelLoad parseEnergyModel(std::string_view text);
// The built-in one, read once.
const EnergyModel& builtinEnergyModel();

} // namespace rightsize

#pragma once

#include "core/estimate/buying_modes.h"

#include <nlohmann/json.hpp>
#include <vector>

namespace rightsize {

// The ways of buying as the plan JSON's `buying.modes` (an addition to rightsize-plan version 1).
nlohmann::json buyingModesToJson(const std::vector<BuyingModeCost>& modes);

} // namespace rightsize

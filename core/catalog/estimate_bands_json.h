#pragma once

#include "core/model/estimate_bands.h"

#include <string>
#include <string_view>

namespace rightsize {

// The catalog document (format "rightsize-estimate-bands") and back.
EstimateBands parseEstimateBands(std::string_view json);
std::string estimateBandsToJson(const EstimateBands& bands);

} // namespace rightsize

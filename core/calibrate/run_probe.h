#pragma once

// The `probe` block of a run file: what rightsize-probe saw besides the measurements (the
// environment, the spread of the step times, the machine's own ceilings). It is kept with the
// run so a stored run still says where its numbers came from; nothing is fitted on it.

#include "core/model/field_error.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace rightsize {

// Limits of the block: it is a note beside the measurements, never a second data set.
inline constexpr int kProbeMaxDepth = 4;
inline constexpr std::size_t kProbeMaxFields = 256;
inline constexpr std::size_t kProbeMaxKeyBytes = 64;
inline constexpr std::size_t kProbeMaxTextBytes = 200;

// The block with every field that reads kept: objects, finite positive numbers, true/false and
// text within the limits. Anything else is left out with a warning naming its JSON path (under
// `path`), the way a bad measurement is; a block that is not an object is left out whole.
nlohmann::json parseProbeBlock(const nlohmann::json& block, const std::string& path,
                               std::vector<FieldError>& warnings);

} // namespace rightsize

#pragma once

#include <cstddef>
#include <string_view>

namespace rightsize {

// Letters to change to turn one word into another (insert, delete, replace): the measure behind
// every "did you mean" hint (commands, catalog ids). Quadratic in the lengths; callers keep both
// strings short.
std::size_t editDistance(std::string_view a, std::string_view b);

} // namespace rightsize

#pragma once

// A JSON text parsed with its keys in the order written, in time linear in its size. nlohmann's
// own ordered_json parser finds each key among those before it (its ordered_map searches a
// vector), so a text of n keys took n² comparisons: 100,000 unknown keys in a scenario took
// minutes to import. Here each object keeps an index of its keys while it is read; a key written
// twice keeps its first place and its last value, as nlohmann's parser does.

#include <nlohmann/json.hpp>
#include <string_view>

namespace rightsize {

// Discarded (is_discarded()) when the text is not JSON.
nlohmann::ordered_json parseOrderedJson(std::string_view text);

} // namespace rightsize

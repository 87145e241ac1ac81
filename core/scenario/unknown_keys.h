#pragma once

// Keys of a document that no field reads. The format keeps them (a newer program, or a person,
// may have written them), but a key that is kept and never used is most often a typo
// ("deadline_hour"), so each is named with the keys the reader knows in its place.

#include "core/model/field_error.h"

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace rightsize {

// " did you mean "deadline_hours"?": the known keys that begin with the typed one as a word
// ("budget" → "budget_per_hour", "budget_total"), else the nearest by edit distance when it is
// only a slip away; empty when nothing is close.
std::string didYouMean(const std::string& key, const std::set<std::string>& known);

// One warning per key of `object` (at `path`, "$.constraints") that `known` does not hold.
void warnUnknownKeys(const nlohmann::json& object, const std::string& path,
                     const std::set<std::string>& known, std::vector<FieldError>& warnings);

} // namespace rightsize

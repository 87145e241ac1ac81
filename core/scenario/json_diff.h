#pragma once

#include "core/model/catalog.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// One leaf that differs between two documents: its JSON path and each side's value as compact
// JSON text (nullopt when that side does not have it).
struct JsonDifference {
    std::string path;
    std::optional<std::string> left;
    std::optional<std::string> right;
};

// Flattens both documents to path → value and lists the paths whose values differ, in the order
// they first appear (left, then keys only the right has). Used to show which inputs of two
// scenarios, or of two versions of one, are not the same.
std::vector<JsonDifference> diffJson(const nlohmann::json& left, const nlohmann::json& right);

// The same for two JSON texts (a text that does not parse counts as null).
std::vector<JsonDifference> diffJsonText(std::string_view left, std::string_view right);

// The inputs in which two scenarios differ, each written the way a scenario file writes it
// (defaults left out, a model preset as its id plus the keys that differ from it), so two
// spellings of the same value never show up as a difference. The names are not compared.
std::vector<JsonDifference> diffScenarios(const Scenario& left, const Scenario& right,
                                          const Catalog* catalog = nullptr);

} // namespace rightsize

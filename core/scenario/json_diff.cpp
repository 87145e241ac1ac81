#include "core/scenario/json_diff.h"

#include "core/scenario/scenario_io.h"

#include <map>
#include <utility>

namespace rightsize {
namespace {

using Leaves = std::vector<std::pair<std::string, const nlohmann::json*>>;

void flatten(const nlohmann::json& j, const std::string& path, Leaves& out) {
    if (j.is_object() && !j.empty()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            flatten(it.value(), path + "." + it.key(), out);
    } else if (j.is_array() && !j.empty()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            flatten(j[i], path + "[" + std::to_string(i) + "]", out);
    } else {
        out.emplace_back(path, &j);
    }
}

std::string text(const nlohmann::json& j) {
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace

std::vector<JsonDifference> diffJson(const nlohmann::json& left, const nlohmann::json& right) {
    Leaves a, b;
    flatten(left, "$", a);
    flatten(right, "$", b);
    std::map<std::string, const nlohmann::json*> rightByPath(b.begin(), b.end());
    std::map<std::string, const nlohmann::json*> leftByPath(a.begin(), a.end());
    std::vector<JsonDifference> out;
    for (const auto& [path, value] : a) {
        const auto other = rightByPath.find(path);
        if (other == rightByPath.end())
            out.push_back({path, text(*value), std::nullopt});
        else if (*other->second != *value)
            out.push_back({path, text(*value), text(*other->second)});
    }
    for (const auto& [path, value] : b)
        if (!leftByPath.count(path))
            out.push_back({path, std::nullopt, text(*value)});
    return out;
}

std::vector<JsonDifference> diffJsonText(std::string_view left, std::string_view right) {
    return diffJson(nlohmann::json::parse(left, nullptr, false, true),
                    nlohmann::json::parse(right, nullptr, false, true));
}

std::vector<JsonDifference> diffScenarios(const Scenario& left, const Scenario& right,
                                          const Catalog* catalog) {
    Scenario a = left, b = right;
    a.name.clear();
    b.name.clear();
    return diffJson(scenarioToJson(a, nlohmann::json::object(), catalog),
                    scenarioToJson(b, nlohmann::json::object(), catalog));
}

} // namespace rightsize

#pragma once

#include "core/estimates.h"

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

namespace rightsize {

// The words for codes come from the front end (translated there); the JSON carries both.
struct PlanWording {
    std::function<std::string(const Finding&)> finding;
    std::function<std::string(const Reason&)> reason;
};

// The plan in the `rightsize-plan` version 1 contract of DESIGN.md; fields that do not apply
// are null. Extra keys (layout, Pareto front, reason codes) are additions the contract allows.
nlohmann::json planToJson(const Plan& plan, const PlanWording& wording);

} // namespace rightsize

#pragma once

#include "core/model/currency.h"
#include "core/model/estimates.h"

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace rightsize {

// The words for codes come from the front end (translated there); the JSON carries both.
struct PlanWording {
    std::function<std::string(const Finding&)> finding;
    std::function<std::string(const Reason&)> reason;
};

// The plan in the `rightsize-plan` version 1 contract of docs/contracts.md; fields that do not
// apply are null. Extra keys (layout, Pareto front, reason codes) are additions the contract
// allows.
nlohmann::json planToJson(const Plan& plan, const PlanWording& wording);

// Adds the display currency the user chose to a plan's JSON: `display_currency` at the top with
// the code, the rate per US dollar, its date and that the user gave it, and under each option's
// cost `display` with per_hour, total and total_range in that currency (null where the dollar
// figure is). The dollar figures and each price's own currency stay as they are.
void addDisplayCurrency(nlohmann::json& plan, const CurrencyRate& rate);

// The JSON path of every number in a plan's JSON that is not finite ("$.options[2].cost.total").
// The contract promises a finite number wherever it promises a number; writers refuse to print a
// plan for which this is not empty (an overflow inside the estimators, a bug by definition).
std::vector<std::string> nonFiniteNumbers(const nlohmann::json& plan);

} // namespace rightsize

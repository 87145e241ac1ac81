#include "core/output/buying_modes_json.h"

namespace rightsize {

nlohmann::json buyingModesToJson(const std::vector<BuyingModeCost>& modes) {
    nlohmann::json out = nlohmann::json::array();
    const auto money = [](bool known, double v) {
        return known && v > 0 ? nlohmann::json(v) : nlohmann::json();
    };
    for (const BuyingModeCost& m : modes)
        out.push_back(
            {{"mode", std::string(toString(m.mode))},
             {"cluster", m.classic ? "classic" : "serverless"},
             {"instance", m.instance},
             {"instances", m.instances},
             {"estimate", m.estimate},
             {"available", m.available},
             {"per_hour", money(m.priced, m.perHour)},
             {"billed_hours_per_run",
              m.priced && m.billedHours > 0 ? nlohmann::json(m.billedHours) : nlohmann::json()},
             {"per_run", money(m.priced, m.perRun)},
             {"per_day", money(m.priced, m.perDay)},
             {"per_month", money(m.priced, m.perMonth)}});
    return out;
}

} // namespace rightsize

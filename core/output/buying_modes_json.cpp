#include "core/output/buying_modes_json.h"

namespace rightsize {

nlohmann::json buyingModesToJson(const std::vector<BuyingModeCost>& modes) {
    nlohmann::json out = nlohmann::json::array();
    const auto money = [](bool known, double v) {
        return known && v > 0 ? nlohmann::json(v) : nlohmann::json();
    };
    const auto hours = [](bool known, double v) {
        return known && v > 0 ? nlohmann::json(v) : nlohmann::json();
    };
    for (const BuyingModeCost& m : modes) {
        const bool job = m.priced && m.billedHours > 0;
        out.push_back(
            {{"mode", std::string(toString(m.mode))},
             {"cluster", m.clusterKind()},
             {"committed", m.committed},
             {"instance", m.instance},
             {"instances", m.instances},
             {"estimate", m.estimate},
             {"available", m.available},
             {"per_hour", money(m.priced, m.perHour)},
             {"billed_hours_per_run", hours(job, m.billedHours)},
             {"per_run", money(m.priced, m.perRun)},
             {"runs_per_day", job ? nlohmann::json(m.runsPerDay) : nlohmann::json()},
             {"runs_per_month", job ? nlohmann::json(m.runsPerMonth) : nlohmann::json()},
             {"startup_hours_per_day",
              job ? nlohmann::json(m.startupHoursPerDay) : nlohmann::json()},
             {"idle_hours_per_day", job ? nlohmann::json(m.idleHoursPerDay) : nlohmann::json()},
             {"per_day", money(m.priced, m.perDay)},
             {"per_month", money(m.priced, m.perMonth)},
             {"committed_instance_hours_per_month", hours(m.committed, m.committedHoursPerMonth)},
             {"pays_off_from_runs_per_day", hours(m.committed, m.payOffRunsPerDay)}});
    }
    return out;
}

} // namespace rightsize

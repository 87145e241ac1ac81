#include "core/catalog/energy_json.h"

#include "core/catalog/builtin_catalog.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace rightsize {
namespace {

using nlohmann::json;

bool readNumber(const json& j, const char* key, double& out, double min, double max,
                const std::string& path, std::vector<FieldError>& errors) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number() || !std::isfinite(it->get<double>())) {
        errors.push_back({path + "." + key, "must be a number"});
        return false;
    }
    const double v = it->get<double>();
    if (v < min || v > max) {
        errors.push_back({path + "." + key,
                          "must be from " + std::to_string(min) + " to " + std::to_string(max)});
        return false;
    }
    out = v;
    return true;
}

void readFactor(const json& doc, const char* key, double min, double max, EnergyFactor& f,
                std::vector<FieldError>& errors) {
    const std::string path = std::string("$.") + key;
    const auto it = doc.find(key);
    if (it == doc.end() || !it->is_object()) {
        errors.push_back({path, "must be an object {expected, low, high, source}"});
        return;
    }
    readNumber(*it, "expected", f.value.expected, min, max, path, errors);
    readNumber(*it, "low", f.value.low, min, max, path, errors);
    readNumber(*it, "high", f.value.high, min, max, path, errors);
    if (!(f.value.low <= f.value.expected && f.value.expected <= f.value.high))
        errors.push_back({path, "needs low <= expected <= high"});
    const auto source = it->find("source");
    if (source == it->end() || !source->is_string() ||
        source->get_ref<const std::string&>().empty())
        errors.push_back({path + ".source", "is required: say what the figure rests on"});
    else
        f.source = source->get<std::string>();
}

} // namespace

EnergyModelLoad parseEnergyModel(std::string_view text) {
    EnergyModelLoad out;
    auto& errors = out.errors;
    json doc;
    try {
        doc = json::parse(text.begin(), text.end());
    } catch (const std::exception& e) {
        errors.push_back({"$", std::string("not valid JSON (") + e.what() + ")"});
        return out;
    }
    if (!doc.is_object() || doc.value("format", json()) != "rightsize-energy") {
        errors.push_back({"$.format", "must be \"rightsize-energy\""});
        return out;
    }
    // Idle and host shares are fractions of TDP; a PUE is at least 1 and no facility reaches 3.
    readFactor(doc, "idle_fraction_of_tdp", 0, 1, out.model.idleFraction, errors);
    readFactor(doc, "host_fraction_of_tdp", 0, 3, out.model.hostFraction, errors);
    readFactor(doc, "pue", 1, 3, out.model.pue, errors);
    const auto grid = doc.find("grid");
    if (grid == doc.end() || !grid->is_object()) {
        errors.push_back({"$.grid", "must be an object {date, source, regions}"});
        return out;
    }
    out.model.gridDate = grid->value("date", std::string());
    out.model.gridSource = grid->value("source", std::string());
    if (out.model.gridDate.empty() || out.model.gridSource.empty())
        errors.push_back({"$.grid", "needs the date and the source of its figures"});
    const auto regions = grid->find("regions");
    if (regions == grid->end() || !regions->is_array()) {
        errors.push_back({"$.grid.regions", "must be an array"});
        return out;
    }
    for (std::size_t i = 0; i < regions->size(); ++i) {
        const json& r = (*regions)[i];
        const std::string path = "$.grid.regions[" + std::to_string(i) + "]";
        if (!r.is_object()) {
            errors.push_back({path, "must be an object"});
            continue;
        }
        GridIntensity g;
        g.provider = r.value("provider", std::string());
        g.region = r.value("region", std::string());
        g.location = r.value("location", std::string());
        g.sameGridAs = r.value("same_grid_as", std::string());
        if (g.provider.empty() || g.region.empty())
            errors.push_back({path, "needs provider and region"});
        // The dirtiest grids average under 1,200 g/kWh (lignite-fired); more is a typo.
        if (readNumber(r, "g_per_kwh", g.gPerKwh, 0, 1200, path, errors))
            out.model.grid.push_back(std::move(g));
    }
    return out;
}

const EnergyModel& builtinEnergyModel() {
    // The built-in file is checked by the tests; a broken one leaves every figure unknown.
    static const EnergyModel model = [] {
        EnergyModelLoad load = parseEnergyModel(builtinCatalogText("energy.json"));
        return load.errors.empty() ? load.model : EnergyModel{};
    }();
    return model;
}

} // namespace rightsize

#include "core/estimate/energy.h"

#include "core/model/catalog.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace rightsize {
namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

} // namespace

const GridIntensity* EnergyModel::intensity(const std::string& provider,
                                            const std::string& region) const {
    if (region.empty())
        return nullptr;
    const std::string p = lower(provider), r = lower(region);
    const GridIntensity* regionOnly = nullptr;
    for (const GridIntensity& g : grid) {
        if (lower(g.region) != r)
            continue;
        if (lower(g.provider) == p)
            return &g;
        regionOnly = regionOnly ? regionOnly : &g;
    }
    // Region names do not collide across the providers in the table, so a region alone is
    // enough when the provider is spelled differently.
    return regionOnly;
}

EnergyEstimate estimateEnergy(const OptionResult& o, const EnergyModel& m) {
    EnergyEstimate e;
    const Device* d = o.placement.device;
    if (!d || d->tdpWatts <= 0 || o.placement.count <= 0 || m.pue.value.expected <= 0)
        return e;
    const double used = o.placement.count;
    const double billed = std::max(used, double(o.cost.billedDevices));
    const double u = std::clamp(o.time.acceleratorUtilisation, 0.0, 1.0);
    const auto watts = [&](double idleShare, double hostShare) {
        const double idle = idleShare * d->tdpWatts;
        const double busy = idle + (d->tdpWatts - idle) * u;
        // Devices of a whole instance the job leaves unused still draw their idle power.
        return used * busy + (billed - used) * idle + billed * hostShare * d->tdpWatts;
    };
    const double hours = o.timeSeconds.expected > 0 ? o.timeSeconds.expected / 3600.0 : 1.0;
    const double hoursLow = o.timeSeconds.expected > 0 ? o.timeSeconds.low / 3600.0 : 1.0;
    const double hoursHigh = o.timeSeconds.expected > 0 ? o.timeSeconds.high / 3600.0 : 1.0;
    e.perHour = !(o.timeSeconds.expected > 0);
    e.averageWatts = watts(m.idleFraction.value.expected, m.hostFraction.value.expected);
    e.kwh = {e.averageWatts / 1000 * hours * m.pue.value.expected,
             watts(m.idleFraction.value.low, m.hostFraction.value.low) / 1000 * hoursLow *
                 m.pue.value.low,
             watts(m.idleFraction.value.high, m.hostFraction.value.high) / 1000 * hoursHigh *
                 m.pue.value.high};
    e.known = std::isfinite(e.kwh.expected) && std::isfinite(e.kwh.high);
    if (!e.known)
        return e;
    if (o.cost.quote)
        e.grid = m.intensity(o.cost.quote->provider, o.cost.quote->region);
    if (e.grid) {
        const double kgPerKwh = e.grid->gPerKwh / 1000;
        e.co2Known = true;
        e.co2Kg = {e.kwh.expected * kgPerKwh, e.kwh.low * kgPerKwh, e.kwh.high * kgPerKwh};
    }
    return e;
}

} // namespace rightsize

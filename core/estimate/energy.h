#pragma once

// Energy and CO2 of an option: device power at the modelled utilisation (datasheet TDP, an idle
// share of it), the host's share, the facility's PUE, and the annual grid carbon intensity of the
// offer's region. The figures and their sources live in resources/catalog/energy.json, read by
// core/catalog/energy_json.h; the model is passed in.

#include "core/model/estimates.h"

#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

struct EnergyFactor {
    Range value; // expected, low, high
    std::string source;
};

struct GridIntensity {
    std::string provider;
    std::string region;
    std::string location;
    double gPerKwh = 0;     // gCO2eq per kWh, annual average
    std::string sameGridAs; // the region whose figure it takes, when not its own
};

struct EnergyModel {
    EnergyFactor idleFraction; // idle power as a share of TDP
    EnergyFactor hostFraction; // host power as a share of the devices' TDP
    EnergyFactor pue;
    std::string gridDate;
    std::string gridSource;
    std::vector<GridIntensity> grid;

    const GridIntensity* intensity(const std::string& provider, const std::string& region) const;
};

struct EnergyEstimate {
    bool known = false;    // false: no TDP for the device, or no run time to count
    bool perHour = false;  // open-ended work (serving): one hour of service
    Range kwh;             // facility energy of the job (or of one hour)
    bool co2Known = false; // false: the offer's region has no intensity in the table
    Range co2Kg;
    const GridIntensity* grid = nullptr;
    double averageWatts = 0; // IT power of the whole placement, expected
};

// The energy of one option of a plan. Devices of a whole instance that the job does not use
// draw idle power; the utilisation is the option's modelled accelerator utilisation.
EnergyEstimate estimateEnergy(const OptionResult& option, const EnergyModel& model);

} // namespace rightsize

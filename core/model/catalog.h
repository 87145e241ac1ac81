#pragma once

#include "core/model/enums.h"
#include "core/model/estimate_bands.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// One offer: who sells the device, where, as what, in which mode, and when and where the figure
// was read. Prices move and providers differ by a factor of two or more for the same GPU, so a
// price means nothing without its provider and date. Empty strings are "not known" (catalogs
// written before these fields existed); a quote with no price says which provider was looked at.
struct PriceQuote {
    double usdPerHour = 0; // per device-hour (GPU or CPU instance); 0: no price known
    // ISO 4217 code of the currency the source prices in. The plan compares in US dollars: a
    // quote in another currency is converted with a rate the user gives (core/model/currency.h),
    // and without one it is left out of the comparison, never mixed in silently.
    std::string currency = "USD";
    double perHourInCurrency = 0; // the source's own figure per device-hour, in `currency`
    std::string provider;         // "AWS", "RunPod", "Lambda", ...
    std::string region;           // "us-east-1"; empty where the provider prices one list
    std::string instance;         // instance type or SKU the figure is for
    PriceUnit unit = PriceUnit::Unknown;
    double instanceUsdPerHour = 0; // the instance's own price when unit is GpuHourOfInstance
    int instanceDevices = 0;       // GPUs in that instance (unit Dbu: in the SKU's node)
    // Unit Dbu (Databricks serverless GPU): the SKU burns dbuPerHour Databricks Units an hour at
    // usdPerDbu each; usdPerHour is their product over the SKU's GPUs.
    double dbuPerHour = 0;
    double usdPerDbu = 0;
    // The cloud a serverless SKU runs in ("AWS"): its classic instances are what it is compared
    // with, since a team on that cloud chooses between the two.
    std::string cloud;
    Pricing mode = Pricing::OnDemand; // set from the slot the quote is read into
    std::string date;                 // ISO date the figure was observed, as its source states
    std::string source;
    bool estimate = false; // derived (a ratio, a family rate), not read off a price list

    bool known() const { return usdPerHour > 0; }
};

// One instance type in one region (and zone) that carries the device: what users actually rent.
// Its quotes are per device-hour of the instance (unit gpu_hour_of_instance: the instance's
// price over its devices), so they compare with the device's own quotes; whole instances are
// billed, so a placement pays for every device of each instance it uses.
struct InstanceOffer {
    std::string provider;
    std::string region;
    std::string zone; // empty: any zone of the region
    std::string instance;
    int devicesPerInstance = 1;
    int vcpus = 0;               // of the whole instance
    double hostMemoryGiB = 0;    // of the whole instance
    double nicGbitPerSecond = 0; // the instance's network for traffic between nodes; 0: not known
    PriceQuote onDemand;         // usdPerHour 0: not known (never the cheapest)
    PriceQuote spot;
    PriceQuote reserved;
    // The device as this offer bills it (its quotes, devices_per_node = devicesPerInstance),
    // made once when the offer is attached so pricing a placement copies nothing.
    std::shared_ptr<const struct Device> priced;
};

// Where a device of the catalog in use comes from: the program's built-in list, or the user's
// catalog in the library (prices changed, the device changed, or a device of their own). The
// window marks the last three so a plan never rests on an edit nobody sees.
enum class CatalogOrigin { Builtin, PricesChanged, Changed, Added };

// One rentable device: a GPU (priced per GPU) or a CPU instance (priced per instance).
struct Device {
    std::string id;
    std::string name;
    std::string vendor;
    std::string generation; // "volta", "ampere", "hopper", "sapphire_rapids", ...
    DeviceKind kind = DeviceKind::Gpu;
    double memoryBytes = 0;       // device memory (GPU) or instance RAM (CPU), nominal
    double usableMemoryBytes = 0; // what the driver exposes (nvidia-smi total); 0: nominal
    double memoryBandwidth = 0;   // bytes/s
    std::array<double, kComputeDtypeCount> peakFlops{}; // dense FLOP/s (OP/s for ints); 0 = none
    double sustainedFraction = 0.8; // share of peak that large matrix multiplies sustain
    // Share of peak that a transformer's matrix products (cuBLAS GEMMs) sustain where it differs
    // from the convolutions' (cuDNN); 0: sustainedFraction.
    double matmulSustainedFraction = 0;
    double intraNodeBandwidth = 0; // bytes/s per device to its peers in a node, one direction
    double interNodeBandwidth = 0; // bytes/s per device across nodes: its share of the NICs
    int devicesPerNode = 8;        // the largest count sold as one machine
    std::string interconnect;      // human description
    double tdpWatts = 0;
    // CPU instances (and the host CPUs that come with each GPU)
    int vcpus = 0; // CPU instance: its vCPUs; GPU: host vCPUs per GPU
    int physicalCores = 0;
    double clockGhz = 0;
    int simdBits = 0;   // widest vector: 256 (AVX2), 512 (AVX-512)
    int fmaUnits = 0;   // FMA pipes per core
    bool amx = false;   // Intel AMX tiles (bf16/int8 matrix units)
    std::string family; // CPU: "compute", "general", "memory"; GPU: "datacenter", "consumer"
    double localNvmeBandwidth = 0; // bytes/s of the instance's local disks, 0 if none
    double networkBandwidth = 0;   // bytes/s to object storage
    PriceQuote onDemand;
    PriceQuote spot;
    PriceQuote reserved;
    PriceQuote serverless; // per device-hour on a serverless platform, if offered
    double serverlessStartupSeconds = 0;
    // The GPUs per node the serverless SKUs offer (Databricks: 1x A10; 1x H100 or 8x H100), in
    // rising order. A placement takes the smallest node that holds it and pays for all its GPUs;
    // none holds more than the last, since serverless GPU runs on a single node. Empty: any count
    // up to kServerlessMaxDevices, billed per device.
    std::vector<int> serverlessNodeDevices;
    std::string source;                // where the specification comes from
    bool rentable = true;              // false: a reference machine of a published measurement,
                                       // kept for validation but not offered as a candidate
    std::vector<Framework> frameworks; // the frameworks that run on it (ROCm parts); empty: all
    CatalogOrigin origin = CatalogOrigin::Builtin; // not part of the JSON: set when overrides apply
    // Names price lists use for it ("H100", "A100-80GB" in SkyPilot's catalog): how an imported
    // offer finds its device. A name no device claims is reported, never guessed.
    std::vector<std::string> acceleratorNames;
    std::vector<InstanceOffer> offers; // imported into the library; not part of devices.json

    bool runs(Framework f) const {
        return frameworks.empty() ||
               std::find(frameworks.begin(), frameworks.end(), f) != frameworks.end();
    }

    double peak(ComputeDtype dtype) const { return peakFlops[static_cast<std::size_t>(dtype)]; }
    double matmulFraction() const {
        return matmulSustainedFraction > 0 ? matmulSustainedFraction : sustainedFraction;
    }
};

struct ModelPreset {
    std::string id;
    std::string name;
    std::string source; // where the published parameter count comes from
    double publishedParams = 0;
    ModelShape shape;
};

// A ready-made scenario (a worked case, an exercise or a template), kept as scenario-file text.
struct ScenarioPreset {
    std::string id;
    std::string name;
    std::string category; // "template", "exercise", "acceptance"
    std::string description;
    std::string scenarioJson;
};

struct Catalog {
    std::vector<Device> devices;
    std::vector<ModelPreset> models;
    std::vector<ScenarioPreset> scenarios;
    EstimateBands bands; // how far published runs fell from the estimates, by kind of estimate

    const Device* device(std::string_view id) const;
    const ModelPreset* model(std::string_view id) const;
    const ScenarioPreset* scenario(std::string_view id) const;
};

} // namespace rightsize

#pragma once

// Instance offers: which instance type, in which region of which provider, carries a device and
// at what price. Read from price lists (SkyPilot's catalog CSV, a plain CSV of offers), kept in
// the library, attached to the catalog's devices, and compared by the planner across the
// providers and regions a scenario selects.

#include "core/catalog.h"
#include "core/field_error.h"
#include "core/scenario.h"
#include "core/scenario_store.h"

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// Finding codes raised for offers. Their words live in the front end.
// No offer of the device in the selected providers and regions: no price. Params: none.
inline constexpr std::string_view kFindingNoOfferSelected = "no_offer_selected";
// Instances come whole: more devices are paid for than used. Params: devices, billed,
// per_instance, instances.
inline constexpr std::string_view kFindingWholeInstancesBilled = "whole_instances_billed";
// The offer is priced in another currency and no rate for it was given: its cost is left out
// rather than mixed with US dollars. Params: none (the plan JSON's cost.price names the currency).
inline constexpr std::string_view kFindingOfferCurrencyUnconverted = "offer_currency_unconverted";

// The layout's tensor-parallel group (and, in inference, its expert group) needs the fast links
// of one machine, and no offer in the selected providers and regions has an instance that holds
// it: the layout cannot be rented. Params: group, per_instance.
inline constexpr std::string_view kFindingGroupSplitsInstances = "group_splits_instances";

// An offer and the device it carries, as the library keeps it.
struct DeviceOffer {
    std::string deviceId;
    InstanceOffer offer;
};

// What the file's rows say about where the prices come from.
struct OfferFileInfo {
    std::string provider; // SkyPilot's files are one per cloud and do not name it
    std::string date;     // ISO date the prices were observed: the file's date
    std::string source;   // "SkyPilot catalog aws/vms.csv"
};

struct OfferFile {
    std::vector<DeviceOffer> offers;
    std::vector<FieldError> errors; // "line 12, Price": a file with errors imports nothing
    std::vector<std::string> unknownAccelerators; // names no device claims, each once, sorted
    int rowsWithoutAccelerator = 0;               // CPU instances: not offers of a catalog device
    int rowsFractional = 0;                       // a share of a GPU (Azure NV): not modelled
    int rowsWithoutInstance = 0; // a GPU attached to any VM (GCP N1): no instance type
    int rowsMerged = 0;          // the same instance in another zone of the region
};

// SkyPilot's catalog CSV (vms.csv): InstanceType, AcceleratorName, AcceleratorCount, vCPUs,
// MemoryGiB, Price, SpotPrice, Region and, where the cloud has zones, AvailabilityZone. One offer
// per instance type and region: on-demand prices are per region, spot is per zone, so the
// lowest spot price of the region's zones is kept with its zone.
OfferFile readSkyPilotCsv(std::string_view text, const Catalog& catalog, const OfferFileInfo& info);

// A plain CSV of offers, one per line, columns by name: provider, region, instance, device (a
// catalog id or an accelerator name), devices_per_instance, on_demand_usd_per_hour (the
// instance's price) and, optional, zone, vcpus, memory_gib, nic_gbit_s (the instance's network
// between nodes), spot_usd_per_hour, reserved_usd_per_hour, currency (ISO 4217, the prices'
// currency despite the columns' names; USD when absent), date, source. A row without date or
// source takes the file's.
OfferFile readOffersCsv(std::string_view text, const Catalog& catalog, const OfferFileInfo& info);

// The library's form of an offer, and back; the key is provider|region|instance|device.
KeyedBlob offerToBlob(const DeviceOffer& offer);
nlohmann::json offerToJson(const DeviceOffer& offer);
bool offerFromJson(const nlohmann::json& j, const std::string& path, DeviceOffer& out,
                   std::vector<FieldError>& errors);

// Attaches offers to their devices (an offer of a device not in the catalog is reported). An
// offer priced in another currency than the US dollar keeps its price in that currency
// (PriceQuote::perHourInCurrency) and has no price to compare until convertOfferCurrencies.
std::vector<FieldError> attachOffers(Catalog& catalog, const std::vector<KeyedBlob>& offers);

// Prices the catalog's offers in other currencies in US dollars at the user's rate: those in the
// rate's currency are converted, those in any other currency (or all of them without a rate) are
// left without a price to compare, so they never win and never mix in. Returns the currencies
// left out, each with how many offers, sorted.
struct CurrencyRate;
std::vector<std::pair<std::string, int>> convertOfferCurrencies(Catalog& catalog, const CurrencyRate* rate);

// The offer a placement of `count` devices is billed by in the scenario's pricing mode: the
// cheapest per hour of the whole placement among the device's own quote and its instance
// offers, in the selected providers and regions, counting whole instances (the device's own
// quote too: a p5.48xlarge is only sold with its 8 GPUs). `group` devices must share one
// instance's fast links (the tensor-parallel group): an offer whose instance is smaller is no
// way to run the layout. An unknown price never wins. Serverless uses the device's own
// serverless quote, whole nodes.
struct OfferChoice {
    const Device* priced = nullptr;       // whose quotes bill the placement
    const InstanceOffer* offer = nullptr; // null: the device's own quote
    int billedDevices = 0;                // the count rounded up to whole instances (or nodes)
    int perInstance = 0;                  // devices per instance or serverless node billed whole
    bool outsideSelection = false;        // no offer in the selected providers and regions
    bool groupSplit = false;              // no offer's instance holds the group: not rentable
    int instances() const { return perInstance > 0 ? (billedDevices + perInstance - 1) / perInstance : billedDevices; }
};
OfferChoice chooseOffer(const Device& device, int count, const ComputeSpec& compute, int group = 1);

// The largest group of devices any offer of the device (its own quote in the scenario's mode, its
// instance offers, a serverless node) puts behind one machine's links: the tensor-parallel sizes
// worth trying.
int largestGroup(const Device& device, const ComputeSpec& compute);

// The classic cluster a serverless SKU of the device is compared with: the cheapest offer of the
// same cloud (serverless quote's `cloud`) for `count` devices in the scenario's classic mode
// (on-demand when the scenario is serverless), whole instances; within the scenario's regions
// where it has any there, else in any region of that cloud. With no offer of that cloud, the
// device's own quote stands in and sameCloud is false.
struct ClassicChoice {
    OfferChoice choice;
    Pricing mode = Pricing::OnDemand;
    bool sameCloud = false;
};
ClassicChoice classicOfferFor(const Device& device, int count, const ComputeSpec& compute);

} // namespace rightsize

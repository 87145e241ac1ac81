#pragma once

// Instance offers: which instance type, in which region of which provider, carries a device and
// at what price. Read from price lists (SkyPilot's catalog CSV, a plain CSV of offers), kept in
// the library and attached to the catalog's devices; the planner compares them across the
// providers and regions a scenario selects (core/estimate/offer_choice.h).

#include "core/model/catalog.h"
#include "core/model/field_error.h"
#include "core/model/keyed_blob.h"
#include "core/model/scenario.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

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
    // The most offers the file may give (0: no limit): past it the reading stops with an error,
    // so a list longer than a library may hold costs no more than the limit to refuse.
    std::size_t maxOffers = 0;
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

} // namespace rightsize

// The price-list doors: the offers CSV, SkyPilot's catalog CSV and the catalog JSON file.
#include "core/catalog/offers.h"
#include "core/store/catalog_overrides.h"
#include "fuzz_check.h"
#include "fuzz_contract.h"

#include <nlohmann/json.hpp>

namespace rightsize::fuzz {
namespace {

// What `catalog import` gives the readers: the provider SkyPilot's files do not name, the file's
// date and where the prices come from.
OfferFileInfo fileInfo(bool skypilot) {
    OfferFileInfo info;
    info.provider = skypilot ? "aws" : "";
    info.date = "2026-01-01";
    info.source = skypilot ? "SkyPilot catalog aws vms.csv" : "offers file offers.csv";
    return info;
}

// An accepted file's offers go into the library as JSON and come back as offers of their
// devices: each must be written, read and attached without a complaint.
std::string offersProblem(const OfferFile& file) {
    for (const std::string& name : file.unknownAccelerators)
        if (auto bad = textProblem(name); !bad.empty())
            return std::string("an unknown accelerator's name ").append(bad);
    Catalog devices;
    std::vector<KeyedBlob> blobs;
    for (const DeviceOffer& o : file.offers) {
        blobs.push_back(offerToBlob(o));
        if (!devices.device(o.deviceId))
            devices.devices.push_back(*builtinCatalog().device(o.deviceId));
    }
    const std::vector<FieldError> errors = attachOffers(devices, blobs);
    if (!errors.empty())
        return std::string("an imported offer does not read back: ")
            .append(errors.front().path)
            .append(": ")
            .append(errors.front().message);
    return {};
}

CheckResult checkPriceList(std::string_view data, bool skypilot) {
    CheckResult result;
    if (refusedAsNotUtf8(data, result.broken))
        return result;
    const OfferFile file = skypilot ? readSkyPilotCsv(data, builtinCatalog(), fileInfo(true))
                                    : readOffersCsv(data, builtinCatalog(), fileInfo(false));
    result.broken = messagesProblem(file.errors, "error");
    if (result.broken.empty() && file.errors.empty()) {
        result.broken = offersProblem(file);
        result.accepted = true;
    }
    return result;
}

} // namespace

CheckResult checkOffersCsvInput(std::string_view data) {
    return checkPriceList(data, false);
}

CheckResult checkSkyPilotCsvInput(std::string_view data) {
    return checkPriceList(data, true);
}

CheckResult checkCatalogJsonInput(std::string_view data) {
    CheckResult result;
    if (refusedAsNotUtf8(data, result.broken))
        return result;
    const CatalogChangesFile file = readCatalogChanges(data, builtinCatalog());
    result.broken = messagesProblem(file.errors, "error");
    if (!result.broken.empty() || !file.errors.empty())
        return result;
    result.accepted = true;
    // What the import keeps, the library applies without a complaint...
    Catalog applied = builtinCatalog();
    if (const auto errors = applyCatalogOverrides(applied, file.overrides); !errors.empty()) {
        result.broken = std::string("the library cannot apply an imported change: ")
                            .append(errors.front().path)
                            .append(": ")
                            .append(errors.front().message);
        return result;
    }
    // ... and exports as a file that imports again.
    const CatalogChangesFile again =
        readCatalogChanges(writeCatalogChanges(file.overrides), builtinCatalog());
    if (!again.errors.empty())
        result.broken = std::string("an exported file of changes does not import: ")
                            .append(again.errors.front().path)
                            .append(": ")
                            .append(again.errors.front().message);
    return result;
}

} // namespace rightsize::fuzz

#include "core/store/catalog_overrides.h"

#include "core/catalog/builtin_catalog.h"
#include "core/catalog/catalog_json.h"
#include "core/catalog/offers.h"
#include "core/io/json_messages.h"
#include "core/model/visible_text.h"

#include <algorithm>
#include <map>

namespace rightsize {
namespace {

using nlohmann::json;

enum class EntryKind { Device, Prices };

std::vector<Device>::iterator findDevice(Catalog& catalog, const std::string& id) {
    return std::find_if(catalog.devices.begin(), catalog.devices.end(),
                        [&](const Device& d) { return d.id == id; });
}

bool isRemoval(const json& j) {
    return j.is_object() && j.contains("removed") && j["removed"] == true;
}

// Applies one entry; `path` names it in messages. Returns false (and changes nothing) when the
// entry cannot be read.
bool applyEntry(Catalog& catalog, EntryKind kind, const std::string& id, const json& j,
                const std::string& path, std::vector<FieldError>& errors) {
    if (id.empty()) {
        errors.push_back({path, "needs a device id"});
        return false;
    }
    const auto it = findDevice(catalog, id);
    if (kind == EntryKind::Prices) {
        if (it == catalog.devices.end()) {
            errors.push_back({path, std::string("changes the prices of ")
                                        .append(quoteText(id))
                                        .append(", which is not in the catalog")});
            return false;
        }
        if (!applyPricesItem(*it, j, path, errors))
            return false;
        if (it->origin == CatalogOrigin::Builtin)
            it->origin = CatalogOrigin::PricesChanged;
        return true;
    }
    if (isRemoval(j)) {
        if (it == catalog.devices.end()) {
            errors.push_back({path, std::string("removes ")
                                        .append(quoteText(id))
                                        .append(", which is not in the catalog")});
            return false;
        }
        catalog.devices.erase(it);
        return true;
    }
    auto device = parseDeviceItem(j, path, errors);
    if (!device)
        return false;
    if (device->id != id) {
        errors.push_back(
            {path + ".id",
             std::string("must be ").append(quoteText(id)).append(", the id it is stored under")});
        return false;
    }
    if (it == catalog.devices.end()) {
        device->origin = CatalogOrigin::Added;
        catalog.devices.push_back(std::move(*device));
    } else {
        device->origin = CatalogOrigin::Changed;
        *it = std::move(*device);
    }
    return true;
}

json parsed(const KeyedBlob& blob, const std::string& path, std::vector<FieldError>& errors) {
    try {
        return json::parse(blob.json);
    } catch (const std::exception& e) {
        errors.push_back(
            {path,
             std::string("is not valid JSON (").append(jsonParseErrorText(e.what())).append(")")});
        return json();
    }
}

json withoutPrices(const Device& d) {
    json j = deviceToJson(d);
    j.erase("prices");
    return j;
}

// The file's devices, each checked against the catalog as changed so far (`check`): the prices
// and offers that follow may name a device the file adds.
void readDeviceChanges(const json& doc, Catalog& check, CatalogChangesFile& out) {
    auto& errors = out.errors;
    const json devices = doc.value("devices", json::array());
    if (!devices.is_array()) {
        errors.push_back({"$.devices", "must be an array of devices"});
    } else {
        std::set<std::string> ids;
        for (std::size_t i = 0; i < devices.size(); ++i) {
            const std::string path = "$.devices[" + std::to_string(i) + "]";
            const json& item = devices[i];
            const json id = item.is_object() ? item.value("id", json()) : json();
            if (!id.is_string() || id.get<std::string>().empty()) {
                errors.push_back({path + ".id", "is required"});
                continue;
            }
            const std::string key = id.get<std::string>();
            if (!ids.insert(key).second) {
                errors.push_back(
                    {path + ".id", std::string("duplicates the id ").append(quoteText(key))});
                continue;
            }
            if (applyEntry(check, EntryKind::Device, key, item, path, errors))
                out.overrides.devices.push_back({key, item.dump(), {}});
        }
    }
}

// The file's offers: each must name a device of the catalog as the file leaves it.
void readOfferChanges(const json& doc, const Catalog& check, CatalogChangesFile& out) {
    auto& errors = out.errors;
    const json offers = doc.value("offers", json::array());
    if (!offers.is_array()) {
        errors.push_back({"$.offers", "must be an array of offers"});
    } else {
        for (std::size_t i = 0; i < offers.size(); ++i) {
            const std::string path = "$.offers[" + std::to_string(i) + "]";
            DeviceOffer o;
            if (!offerFromJson(offers[i], path, o, errors))
                continue;
            if (!check.device(o.deviceId)) {
                errors.push_back(
                    {path + ".device", quoteText(o.deviceId) + " is not in the catalog"});
                continue;
            }
            out.overrides.offers.push_back(offerToBlob(o));
        }
    }
}

} // namespace

std::vector<FieldError> applyCatalogOverrides(Catalog& catalog, const CatalogOverrides& overrides) {
    std::vector<FieldError> errors;
    for (const KeyedBlob& blob : overrides.devices) {
        const std::string path =
            std::string("catalog.devices[").append(quoteText(blob.key)).append("]");
        const json j = parsed(blob, path, errors);
        if (!j.is_null())
            applyEntry(catalog, EntryKind::Device, blob.key, j, path, errors);
    }
    for (const KeyedBlob& blob : overrides.prices) {
        const std::string path =
            std::string("catalog.prices[").append(quoteText(blob.key)).append("]");
        const json j = parsed(blob, path, errors);
        if (!j.is_null())
            applyEntry(catalog, EntryKind::Prices, blob.key, j, path, errors);
    }
    // Offers last: each bills the device as the overrides left it.
    auto offerErrors = attachOffers(catalog, overrides.offers);
    errors.insert(errors.end(), offerErrors.begin(), offerErrors.end());
    return errors;
}

CatalogOverrides diffCatalog(const Catalog& builtin, const std::vector<Device>& edited) {
    CatalogOverrides out;
    std::set<std::string> seen;
    for (const Device& d : edited) {
        seen.insert(d.id);
        const Device* original = builtin.device(d.id);
        // Compared as JSON: the same text the library would keep, so a device read back from
        // the library compares equal to itself.
        if (!original || withoutPrices(*original) != withoutPrices(d))
            out.devices.push_back({d.id, deviceToJson(d).dump(), {}});
        else if (pricesToJson(*original) != pricesToJson(d))
            out.prices.push_back({d.id, pricesToJson(d).dump(), {}});
    }
    for (const Device& d : builtin.devices)
        if (!seen.count(d.id))
            out.devices.push_back({d.id, json{{"id", d.id}, {"removed", true}}.dump(), {}});
    // In the order the library lists them (by id, byte-wise), so the two compare equal.
    const auto byKey = [](const KeyedBlob& a, const KeyedBlob& b) { return a.key < b.key; };
    std::sort(out.devices.begin(), out.devices.end(), byKey);
    std::sort(out.prices.begin(), out.prices.end(), byKey);
    return out;
}

StoreResult<CatalogOverrides> readCatalogOverrides(const ScenarioStore& store) {
    CatalogOverrides out;
    auto devices = store.userDevices();
    if (!devices)
        return devices.error();
    auto prices = store.priceOverrides();
    if (!prices)
        return prices.error();
    auto offers = store.offers();
    if (!offers)
        return offers.error();
    out.devices = std::move(*devices);
    out.prices = std::move(*prices);
    out.offers = std::move(*offers);
    return out;
}

StoreResult<Catalog> libraryCatalog(const ScenarioStore& store, const Catalog& builtin,
                                    std::vector<FieldError>* warnings) {
    auto overrides = readCatalogOverrides(store);
    if (!overrides)
        return overrides.error();
    Catalog catalog = builtin;
    auto errors = applyCatalogOverrides(catalog, *overrides);
    if (warnings)
        *warnings = std::move(errors);
    return catalog;
}

std::string writeCatalogChanges(const CatalogOverrides& overrides,
                                const std::set<std::string>& only) {
    json doc = json::object();
    doc["format"] = std::string(kCatalogChangesFormat);
    doc["version"] = kCatalogChangesVersion;
    json devices = json::array();
    json prices = json::object();
    const auto wanted = [&](const std::string& id) { return only.empty() || only.count(id) > 0; };
    for (const KeyedBlob& blob : overrides.devices)
        if (wanted(blob.key))
            devices.push_back(json::parse(blob.json, nullptr, false));
    for (const KeyedBlob& blob : overrides.prices)
        if (wanted(blob.key))
            prices[blob.key] = json::parse(blob.json, nullptr, false);
    json offers = json::array();
    for (const KeyedBlob& blob : overrides.offers) {
        json o = json::parse(blob.json, nullptr, false);
        if (o.is_object() && wanted(o.value("device", std::string())))
            offers.push_back(std::move(o));
    }
    doc["devices"] = devices;
    doc["prices"] = prices;
    doc["offers"] = offers;
    return doc.dump(2) + "\n";
}

std::string catalogChangesFor(const CatalogOverrides& overrides,
                              const std::vector<std::string>& scenarioTexts) {
    if (overrides.empty())
        return {};
    std::set<std::string> used;
    bool all = false;
    for (const std::string& text : scenarioTexts) {
        const json j = json::parse(text, nullptr, false);
        const json* options = nullptr;
        if (j.is_object() && j.contains("compute") && j["compute"].is_object() &&
            j["compute"].contains("options"))
            options = &j["compute"]["options"];
        if (!options || !options->is_array() || options->empty()) {
            all = true; // the planner may pick any device
            break;
        }
        for (const json& o : *options)
            if (o.is_object() && o.contains("device") && o["device"].is_string())
                used.insert(o["device"].get<std::string>());
    }
    CatalogOverrides relevant;
    const auto keep = [&](const std::vector<KeyedBlob>& from, std::vector<KeyedBlob>& to,
                          bool offers) {
        for (const KeyedBlob& b : from) {
            const std::string id =
                offers ? json::parse(b.json, nullptr, false).value("device", std::string()) : b.key;
            if (all || used.count(id))
                to.push_back(b);
        }
    };
    keep(overrides.devices, relevant.devices, false);
    keep(overrides.prices, relevant.prices, false);
    keep(overrides.offers, relevant.offers, true);
    return relevant.empty() ? std::string() : writeCatalogChanges(relevant);
}

std::vector<std::string> mergeMissingCatalogEntries(ScenarioStore& store,
                                                    const CatalogOverrides& incoming,
                                                    StoreStatus* status) {
    std::vector<std::string> kept;
    *status = Done{};
    auto existing = readCatalogOverrides(store);
    if (!existing) {
        *status = existing.error();
        return kept;
    }
    const auto missing = [&](const std::vector<KeyedBlob>& have,
                             const std::vector<KeyedBlob>& add) {
        std::vector<KeyedBlob> out;
        for (const KeyedBlob& b : add) {
            const auto it = std::find_if(have.begin(), have.end(),
                                         [&](const KeyedBlob& h) { return h.key == b.key; });
            if (it == have.end())
                out.push_back(b);
            else if (json::parse(it->json, nullptr, false) != json::parse(b.json, nullptr, false))
                kept.push_back(b.key);
        }
        return out;
    };
    const auto devices = missing(existing->devices, incoming.devices);
    const auto prices = missing(existing->prices, incoming.prices);
    if (!devices.empty() || !prices.empty())
        *status = store.writeCatalogEntries(devices, prices, false);
    return kept;
}

CatalogChangesFile readCatalogChanges(std::string_view text, const Catalog& builtin) {
    CatalogChangesFile out;
    auto& errors = out.errors;
    json doc;
    try {
        doc = json::parse(text.begin(), text.end());
    } catch (const std::exception& e) {
        errors.push_back(
            {"$",
             std::string("not valid JSON (").append(jsonParseErrorText(e.what())).append(")")});
        return out;
    }
    if (!doc.is_object()) {
        errors.push_back({"$", "must be a JSON object"});
        return out;
    }
    const json format = doc.value("format", json());
    Catalog check = builtin;
    if (format == "rightsize-catalog-devices") {
        // A whole devices.json: every device in it is the user's (changed or added).
        CatalogLoadResult loaded = parseCatalog(text, {}, {});
        if (!loaded.errors.empty()) {
            out.errors = std::move(loaded.errors);
            return out;
        }
        for (const Device& d : loaded.catalog.devices)
            out.overrides.devices.push_back({d.id, deviceToJson(d).dump(), {}});
        return out;
    }
    if (format != kCatalogChangesFormat) {
        errors.push_back({"$.format", "must be \"" + std::string(kCatalogChangesFormat) +
                                          "\" or \"rightsize-catalog-devices\""});
        return out;
    }
    const json version = doc.value("version", json());
    if (!version.is_number_integer() || version.get<long long>() < 1) {
        errors.push_back({"$.version", "must be a whole number from 1"});
        return out;
    }
    if (version.get<long long>() > kCatalogChangesVersion) {
        errors.push_back({"$.version", "is newer than this program reads (" +
                                           std::to_string(kCatalogChangesVersion) +
                                           "); update Rightsize"});
        return out;
    }
    for (const auto& [key, value] : doc.items()) {
        (void)value;
        if (key != "format" && key != "version" && key != "devices" && key != "prices" &&
            key != "offers" && key != "notes" && (key.empty() || key[0] != '_'))
            errors.push_back({std::string("$.").append(pathKey(key)), "is not a known field"});
    }
    readDeviceChanges(doc, check, out);
    const json prices = doc.value("prices", json::object());
    if (!prices.is_object()) {
        errors.push_back({"$.prices", "must be an object of prices by device id"});
    } else {
        for (const auto& [key, value] : prices.items())
            if (applyEntry(check, EntryKind::Prices, key, value,
                           std::string("$.prices.").append(pathKey(key)), errors))
                out.overrides.prices.push_back({key, value.dump(), {}});
    }
    readOfferChanges(doc, check, out);
    if (!errors.empty())
        out.overrides = {};
    return out;
}

} // namespace rightsize

#pragma once

// The user's catalog: changes to the built-in devices and prices, and devices of their own, kept
// in the library so the window, `rightsize estimate --db` and `rightsize report --db` plan with
// the same prices. Stored as JSON per device id in two tables: a changed or added device whole
// (an item of devices.json, or {"id", "removed": true} for a built-in device taken out), and a
// price change alone (the device's "prices" object; slots left out keep the built-in quote).

#include "core/model/catalog.h"
#include "core/model/field_error.h"
#include "core/store/scenario_store.h"

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

inline constexpr std::string_view kCatalogChangesFormat = "rightsize-catalog-changes";
inline constexpr int kCatalogChangesVersion = 1;

struct CatalogOverrides {
    std::vector<KeyedBlob> devices; // whole devices: changed, added or removed
    std::vector<KeyedBlob> prices;  // price changes of devices otherwise as built in
    std::vector<KeyedBlob>
        offers; // instance offers imported from price lists (core/catalog/offers.h)

    bool empty() const { return devices.empty() && prices.empty() && offers.empty(); }
};

// Applies the overrides to `catalog` and marks each device's origin. An entry that does not read
// is left out and reported ("catalog.devices[\"h100\"].prices.spot.date: ..."); the rest apply.
std::vector<FieldError> applyCatalogOverrides(Catalog& catalog, const CatalogOverrides& overrides);

// What turns `builtin` into `edited`: a device whose specification differs (or that is new) is
// kept whole, one whose prices alone differ keeps its prices, a built-in one missing is removed.
CatalogOverrides diffCatalog(const Catalog& builtin, const std::vector<Device>& edited);

// The library's catalog entries (none for a library that has none).
StoreResult<CatalogOverrides> readCatalogOverrides(const ScenarioStore& store);

// The built-in catalog with the library's changes; problems with entries go to `warnings`.
StoreResult<Catalog> libraryCatalog(const ScenarioStore& store, const Catalog& builtin,
                                    std::vector<FieldError>* warnings = nullptr);

// A file of changes: {"format": "rightsize-catalog-changes", "version": 1, "devices": [...],
// "prices": {"<id>": {...}}, "offers": [...]}. `only` limits it to those device ids (empty: all).
std::string writeCatalogChanges(const CatalogOverrides& overrides,
                                const std::set<std::string>& only = {});

// The changes that concern the given scenarios (their compute.options devices; all changes when
// one of them lets the planner choose any device), as a file of changes; empty when none do.
std::string catalogChangesFor(const CatalogOverrides& overrides,
                              const std::vector<std::string>& scenarioTexts);

// Adds the entries of `incoming` the library does not hold yet; an entry the library holds in
// another form is kept as the library has it and its device id is returned.
std::vector<std::string> mergeMissingCatalogEntries(ScenarioStore& store,
                                                    const CatalogOverrides& incoming,
                                                    StoreStatus* status);

struct CatalogChangesFile {
    CatalogOverrides overrides;
    std::vector<FieldError> errors; // a file with errors imports nothing
};

// Reads a file of changes, or a devices.json document (every device in it is kept whole). Each
// entry is checked against `builtin` the way applyCatalogOverrides reads it.
CatalogChangesFile readCatalogChanges(std::string_view text, const Catalog& builtin);

} // namespace rightsize

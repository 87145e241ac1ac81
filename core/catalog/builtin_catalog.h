#pragma once

// The catalog compiled into the program and the reader of catalog documents. The physics takes a
// Catalog as it is given; only this folder knows where one comes from.

#include "core/model/catalog.h"
#include "core/model/field_error.h"

#include <string_view>
#include <vector>

namespace rightsize {

struct CatalogLoadResult {
    Catalog catalog;
    std::vector<FieldError> errors; // empty on success
};

// Parses catalog documents (devices.json, models.json, scenarios.json); each is optional.
CatalogLoadResult parseCatalog(std::string_view devicesJson, std::string_view modelsJson,
                               std::string_view scenariosJson);

// The catalog compiled into the program. Parsed on each call: load it once and pass it around.
Catalog loadBuiltinCatalog();

// Raw text of a built-in catalog file by name ("devices.json", ...); empty if absent.
std::string_view builtinCatalogText(std::string_view name);

} // namespace rightsize

#pragma once

// One device of the catalog as JSON and back: the form user changes are kept in (the library's
// catalog tables), exported and imported. The JSON is an item of devices.json, in its units.

#include "core/model/catalog.h"
#include "core/model/field_error.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace rightsize {

// An hour of any single rentable device or machine costs well under this; larger figures are
// typos (a monthly price, cents) and are refused wherever a price is read or typed.
inline constexpr double kMaxUsdPerDeviceHour = 1000;

// An item of devices.json that parseDeviceItem reads back to the same device.
nlohmann::json deviceToJson(const Device& device);
// The device's "prices" object (on_demand always, the other slots where a quote exists).
nlohmann::json pricesToJson(const Device& device);

// Reads one device item; nullopt with errors under `path` when any field is wrong.
std::optional<Device> parseDeviceItem(const nlohmann::json& item, const std::string& path,
                                      std::vector<FieldError>& errors);
// Replaces the price slots `prices` names (null clears one); the others stay. Nothing changes
// when any slot is wrong.
bool applyPricesItem(Device& device, const nlohmann::json& prices, const std::string& path,
                     std::vector<FieldError>& errors);

} // namespace rightsize

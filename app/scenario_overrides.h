#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace rightsize::app {

// One value given on the command line for a field of the scenario file: `--set
// workload.serving.concurrency=128` (the path as the field table writes it, with or without its
// leading "$."). The value is read as JSON when it is JSON (a number, true, false, a list) and as
// text otherwise, so `compute.pricing=spot` needs no quotes.
struct FieldOverride {
    std::string path;  // "$.workload.serving.concurrency"
    std::string value; // as typed
};

// Several values for one field: `--sweep workload.serving.concurrency=64,128,256`.
struct FieldSweep {
    std::string path;
    std::vector<std::string> values;
};

// The most values a sweep may take per key and in all (two keys multiply).
inline constexpr std::size_t kMaxSweepValues = 1000;
inline constexpr std::size_t kMaxSweepPoints = 10000;

// Reads "KEY=VALUE". A key the field table does not hold is refused with the paths meant ("did
// you mean"); nullopt and a message on `err` (prefixed by `option`, "--set") then.
std::optional<FieldOverride> parseOverride(const std::string& text, const std::string& option,
                                           std::ostream& err);
// Reads "KEY=V1,V2,...": at least one value, at most kMaxSweepValues.
std::optional<FieldSweep> parseSweep(const std::string& text, std::ostream& err);

// The scenario file's text with the values set, as the file would read had it been written with
// them; the reader then checks them as it checks the file. `text` must be a JSON object (a file
// the reader accepted). Empty `error` on success.
std::string applyOverrides(const std::string& text, const std::vector<FieldOverride>& overrides,
                           std::string& error);

} // namespace rightsize::app

#pragma once

// Reading, validating and writing scenario files (format "rightsize-scenario", version 1; the
// contract is described in the README and docs/). Nothing here throws: every problem with a
// document comes back as a FieldError naming the JSON path of the bad field.

#include "core/model/catalog.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

inline constexpr std::string_view kScenarioFormat = "rightsize-scenario";
inline constexpr int kScenarioVersion = 1;

// Hostile or broken files are refused before they can cost much memory or stack.
inline constexpr std::size_t kMaxScenarioBytes = 10 * 1024 * 1024;
inline constexpr int kMaxScenarioDepth = 64;

// A scenario together with the document it came from. The document is kept so that keys this
// version does not know (written by a newer program, or by hand) survive a load and a save.
struct ScenarioDocument {
    Scenario scenario;
    nlohmann::json json;
};

// `document` is set only when `errors` is empty.
struct ScenarioLoadResult {
    std::optional<ScenarioDocument> document;
    std::vector<FieldError> errors;
    // Keys no field reads ("deadline_hour"): kept, as the format says, but each named with the
    // key meant, since most are typos. Every door shows them; `--strict` refuses the file.
    std::vector<FieldError> warnings;
};

// Parses scenario-file text. With a catalog, model presets are resolved (the preset's shape with
// the file's keys on top) and device ids in compute.options are checked against it. A
// workload.model.hf_config given as a path is read relative to `baseDir` (the scenario file's
// folder; empty: the working directory).
ScenarioLoadResult parseScenario(std::string_view text, const Catalog* catalog = nullptr,
                                 const std::string& baseDir = {});

// The same for a document that is already JSON (a SQLite row, a built-in preset).
ScenarioLoadResult parseScenarioJson(const nlohmann::json& j, const Catalog* catalog = nullptr,
                                     const std::string& baseDir = {});

// Writes the scenario's fields over `base` (normally the document it was loaded from): keys this
// version does not know stay as they are, and fields whose value did not change keep their
// original spelling, so saving an unmodified document gives back an equal document. Fields at
// their default that `base` does not mention are left out. Pass the catalog the scenario was
// loaded with so a model preset is written as its id plus only the keys that differ from it.
nlohmann::json scenarioToJson(const Scenario& s,
                              const nlohmann::json& base = nlohmann::json::object(),
                              const Catalog* catalog = nullptr);

// scenarioToJson over the document's JSON, pretty-printed with a 2-space indent and a final
// newline.
std::string serializeScenario(const ScenarioDocument& doc, const Catalog* catalog = nullptr);

} // namespace rightsize

#pragma once

// A measured run (format "rightsize-run", version 1): a scenario as it ran, the device it ran on
// and any subset of what was measured. Teams collect these from their own jobs; a calibration is
// fitted on them. Nothing here throws: problems come back per field, named by JSON path.

#include "core/model/catalog.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"
#include "core/model/visible_text.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

inline constexpr std::string_view kRunFormat = "rightsize-run";
inline constexpr int kRunVersion = 1;

// What was measured; every field is optional, but a run needs at least one of them.
struct Measurements {
    std::string device;                     // catalog device id
    int count = 0;                          // devices the job ran on (0: not given)
    std::optional<double> samplesPerSecond; // whole job
    std::optional<double> tokensPerSecond;  // whole job
    std::optional<double> stepSeconds;      // one optimizer step (training) or batch
    std::optional<double> peakMemoryBytes;  // the highest of the devices
    std::optional<double> latencyP50Ms;     // serving, per request
    std::optional<double> latencyP95Ms;
    std::optional<double> jobSeconds; // wall-clock of the whole job

    bool any() const {
        return samplesPerSecond || tokensPerSecond || stepSeconds || peakMemoryBytes ||
               latencyP50Ms || latencyP95Ms || jobSeconds;
    }
};

struct MeasuredRun {
    nlohmann::json scenarioJson = nlohmann::json::object(); // the scenario as written
    Scenario scenario;                                      // ... and as read
    Measurements measured;
    std::string observedAt; // ISO date
    std::string notes;
    std::string source;   // where it was imported from (free text)
    nlohmann::json probe; // rightsize-probe's notes (null: none)
};

// `run` is set when the document can be used; `warnings` name fields that were left out (a bad
// measurement among good ones) so a partial run is still used and the user sees what was dropped.
struct RunLoadResult {
    std::optional<MeasuredRun> run;
    std::vector<FieldError> errors;
    std::vector<FieldError> warnings;
};

// Parses run-file text. With a catalog, the scenario's presets are resolved and the device id
// is checked against it.
RunLoadResult parseRun(std::string_view text, const Catalog* catalog = nullptr);
RunLoadResult parseRunJson(const nlohmann::json& j, const Catalog* catalog = nullptr);

// Reads the measured block alone (importers build one before they have a scenario). Bad fields
// are reported under `path` and left out.
Measurements parseMeasurements(const nlohmann::json& j, const std::string& path,
                               const Catalog* catalog, std::vector<FieldError>& errors,
                               std::vector<FieldError>& warnings);

nlohmann::json runToJson(const MeasuredRun& run);
// Pretty-printed with a 2-space indent and a final newline.
std::string serializeRun(const MeasuredRun& run);

// A scenario with its compute options set to the run's device and count: what the planner is
// asked to predict for the run. The device comes from the measurements, or from the scenario
// when it names exactly one option.
std::optional<ComputeOption> runPlacement(const MeasuredRun& run);

} // namespace rightsize

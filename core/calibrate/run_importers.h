#pragma once

// Importers that turn the records teams already keep into measured runs. Each is a pure function
// over the text of the files (the caller reads them), so the rules are tested without a disk.
// Problems are reported per field: `errors` refuse the import, `warnings` name what was left out.

#include "core/calibrate/measured_run.h"
#include "core/model/catalog.h"
#include "core/model/field_error.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rightsize {

struct RunImport {
    MeasuredRun run; // the measurements; a scenario only when hasScenario
    bool hasScenario = false;
    std::vector<FieldError> errors;
    std::vector<FieldError> warnings;

    bool ok() const { return errors.empty(); }
};

// An MLflow run directory of the file store: meta.yaml, params/<name> (the value as text),
// metrics/<name> (lines "timestamp value step"; system metrics sit under metrics/system/) and
// artifacts/. Names use '/' between folders.
struct MlflowRunFiles {
    std::string metaYaml;
    std::vector<std::pair<std::string, std::string>> params;  // name, file text
    std::vector<std::pair<std::string, std::string>> metrics; // name, file text
    std::optional<std::string> scenarioArtifact;              // artifacts/rightsize.json
};

// Which MLflow params fill which scenario fields, written once per team: a JSON object from a
// param name to a dotted scenario path ("workload.batch_size") or to "measured.device" /
// "measured.count".
struct ParamMapping {
    std::vector<std::pair<std::string, std::string>> fields;
};
struct ParamMappingResult {
    ParamMapping mapping;
    std::vector<FieldError> errors;
};
ParamMappingResult parseParamMapping(std::string_view json);

// The scenario comes from the artifact when there is one, with mapped params on top; without it
// from the mapped params alone. Throughput and job time come from the metrics the Hugging Face
// MLflow callback logs (train_samples_per_second, train_steps_per_second, train_runtime), peak
// memory from MLflow's system metrics (system/gpu_N_memory_usage_megabytes).
RunImport importMlflowRun(const MlflowRunFiles& files, const ParamMapping& mapping,
                          const Catalog* catalog);

// A log of `nvidia-smi --query-gpu=...,memory.used,... --format=csv[,nounits]`: the peak of
// memory.used over its rows, the GPUs it saw (index) and the device (name, memory.total) when the
// catalog has it.
RunImport importNvidiaSmiCsv(std::string_view csv, const Catalog* catalog);

// A Hugging Face Trainer's trainer_state.json and/or all_results.json (either may be empty):
// train_samples_per_second, train_steps_per_second and train_runtime.
RunImport importTrainerJson(std::string_view trainerState, std::string_view allResults);

// The catalog GPU an `nvidia-smi` name denotes ("NVIDIA A100-SXM4-80GB"), choosing by the total
// memory where several share the model number; empty when none matches.
std::string deviceIdForName(std::string_view name, double totalMemoryBytes, const Catalog& catalog);

// Gives an import the scenario it lacks (a file the user names): parsed with the catalog; the
// errors name the scenario file's fields.
void attachScenario(RunImport& import, const nlohmann::json& scenario, const Catalog* catalog);

// Days since 1970-01-01 as an ISO date (proleptic Gregorian).
std::string isoDateFromUnixMs(long long ms);

} // namespace rightsize

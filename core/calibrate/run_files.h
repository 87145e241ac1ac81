#pragma once

// Reading measured runs from disk: a rightsize-run file, an MLflow run folder (or an experiment
// folder of them), a Trainer output folder, an nvidia-smi CSV log, or a folder holding any of
// these. The importers themselves are pure (core/calibrate/run_importers.h); this is the only part
// that touches files.

#include "core/calibrate/run_importers.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace rightsize {

struct LoadedRun {
    std::string label; // the file or folder it came from
    RunImport import;  // errors refuse the run; warnings name what was left out
};

struct RunFileOptions {
    std::optional<nlohmann::json> scenario; // for imports that carry none (nvidia-smi, Trainer)
    ParamMapping mapping;                   // MLflow params → scenario fields
    std::string device;                     // for imports that cannot tell the device
};

std::vector<LoadedRun> loadRunsFromPath(const std::string& path, const Catalog& catalog,
                                        const RunFileOptions& options);

} // namespace rightsize

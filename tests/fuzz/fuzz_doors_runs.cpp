// The run doors: an MLflow run folder, an nvidia-smi CSV log and a Trainer's JSON files.
#include "core/calibrate/measured_run.h"
#include "core/calibrate/run_importers.h"
#include "fuzz_check.h"
#include "fuzz_contract.h"

#include <cmath>

namespace rightsize::fuzz {
namespace {

// An import's messages keep the rules; an accepted run is written as the library keeps it and,
// when it carries its scenario, reads back as a run.
CheckResult checkImport(const RunImport& import) {
    CheckResult result;
    result.broken = messagesProblem(import.errors, "error");
    if (result.broken.empty())
        result.broken = messagesProblem(import.warnings, "warning");
    if (!result.broken.empty() || !import.ok())
        return result;
    result.accepted = true;
    const Measurements& m = import.run.measured;
    for (const auto& value : {m.peakMemoryBytes, m.samplesPerSecond, m.stepSeconds, m.jobSeconds})
        if (value && !(std::isfinite(*value) && *value > 0)) {
            result.broken = "a measurement is not a finite number above zero";
            return result;
        }
    const std::string saved = serializeRun(import.run);
    if (!import.hasScenario)
        return result;
    const RunLoadResult again = parseRun(saved, &builtinCatalog());
    if (!again.run)
        result.broken = std::string("an imported run does not read back: ")
                            .append(again.errors.empty() ? std::string("?")
                                                         : again.errors.front().path + ": " +
                                                               again.errors.front().message);
    return result;
}

// Files of the run folder: the door reads each as UTF-8 text, as it reads meta.yaml.
bool anyRefused(const std::vector<std::string_view>& texts, std::string& broken) {
    for (std::string_view text : texts)
        if (refusedAsNotUtf8(text, broken))
            return true;
    return false;
}

} // namespace

CheckResult checkMlflowRunInput(std::string_view data) {
    CheckResult result;
    const std::vector<std::string_view> parts = splitParts(data);
    MlflowRunFiles files;
    files.metaYaml = parts[0];
    std::vector<std::string_view> texts{parts[0]};
    ParamMapping mapping;
    if (parts.size() > 1 && !parts[1].empty()) {
        texts.push_back(parts[1]);
        if (anyRefused(texts, result.broken))
            return result;
        const ParamMappingResult m = parseParamMapping(parts[1]);
        result.broken = messagesProblem(m.errors, "param mapping error");
        if (!result.broken.empty() || !m.errors.empty())
            return result;
        mapping = m.mapping;
    }
    // The name of a file is its path under the run folder: any bytes a file system allows.
    for (std::size_t i = 2; i < parts.size(); ++i) {
        const std::size_t eol = parts[i].find('\n');
        const std::string_view name = parts[i].substr(0, eol);
        const std::string_view text =
            eol == std::string_view::npos ? std::string_view() : parts[i].substr(eol + 1);
        if (name.find('\0') != std::string_view::npos)
            continue;
        texts.push_back(text);
        if (name.substr(0, 7) == "params/")
            files.params.emplace_back(name.substr(7), text);
        else if (name.substr(0, 8) == "metrics/")
            files.metrics.emplace_back(name.substr(8), text);
        else if (name == "artifacts/rightsize.json")
            files.scenarioArtifact = std::string(text);
    }
    if (anyRefused(texts, result.broken))
        return result;
    return checkImport(importMlflowRun(files, mapping, &builtinCatalog()));
}

CheckResult checkNvidiaSmiCsvInput(std::string_view data) {
    CheckResult result;
    if (refusedAsNotUtf8(data, result.broken))
        return result;
    return checkImport(importNvidiaSmiCsv(data, &builtinCatalog()));
}

CheckResult checkTrainerJsonInput(std::string_view data) {
    CheckResult result;
    const std::vector<std::string_view> parts = splitParts(data);
    const std::string_view state = parts[0];
    const std::string_view results = parts.size() > 1 ? parts[1] : std::string_view();
    if (anyRefused({state, results}, result.broken))
        return result;
    return checkImport(importTrainerJson(state, results));
}

} // namespace rightsize::fuzz

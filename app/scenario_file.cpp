#include "app/scenario_file.h"

#include "app/cli.h"
#include "app/library_access.h"
#include "core/io/bounded_file.h"
#include "core/model/visible_text.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_checks.h"

#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

namespace rightsize::app {

bool printScenarioWarnings(const std::string& path, const std::vector<FieldError>& warnings,
                           bool strict, std::ostream& err) {
    for (const FieldError& w : warnings)
        err << path << ": " << w.path << ": " << (strict ? "" : "warning: ") << w.message << '\n';
    if (strict && !warnings.empty())
        err << path << ": refused under --strict: every key must be one the format reads\n";
    return !strict || warnings.empty();
}

namespace {

// The file as the options set it: parsed again from the text with their values, so each is checked
// as the file's own would be. Errors name the option; the file's own warnings were printed already.
std::optional<ScenarioDocument> withOverrides(const std::string& path, const std::string& text,
                                              const Catalog& catalog,
                                              const std::vector<FieldOverride>& overrides,
                                              std::ostream& err, int& exitCode) {
    std::string error;
    const std::string changed = applyOverrides(text, overrides, error);
    ScenarioLoadResult result;
    if (error.empty())
        result = parseAndCheckScenario(changed, catalog,
                                       std::filesystem::path(path).parent_path().string());
    if (!error.empty() || !result.document) {
        if (!error.empty())
            err << path << ": --set: " << error << '\n';
        for (const FieldError& e : result.errors)
            err << path << ": --set: " << e.path << ": " << e.message << '\n';
        exitCode = kExitBadInput;
        return std::nullopt;
    }
    return std::move(result.document);
}

} // namespace

std::optional<ScenarioDocument> loadScenarioFile(const std::string& path, const Catalog& catalog,
                                                 std::ostream& err, int& exitCode, bool strict,
                                                 const std::vector<FieldOverride>& overrides) {
    // Regular and bounded: a FIFO is refused unopened (core/io/bounded_file.h).
    FileText file = readBoundedFile(path, kMaxScenarioBytes + 1, false);
    if (!file.ok()) {
        err << quoteText(path, 200) << ": " << file.why << '\n';
        exitCode = file.refused() ? kExitBadInput : kExitIo;
        return std::nullopt;
    }
    const std::string& text = file.text;
    ScenarioLoadResult result =
        parseAndCheckScenario(text, catalog, std::filesystem::path(path).parent_path().string());
    // Warnings first: a misspelt key often explains the error that follows it.
    if (!printScenarioWarnings(path, result.warnings, strict, err) && result.document) {
        exitCode = kExitBadInput;
        return std::nullopt;
    }
    if (!result.document) {
        for (const FieldError& e : result.errors)
            err << path << ": " << e.path << ": " << e.message << '\n';
        if (result.errors.empty())
            err << path << ": not a valid scenario file\n";
        exitCode = kExitBadInput;
        return std::nullopt;
    }
    if (!overrides.empty())
        return withOverrides(path, text, catalog, overrides, err, exitCode);
    return std::move(result.document);
}

std::optional<PlannedScenario>
loadAndPlanScenarioFile(const std::string& path, const Catalog& catalog, std::ostream& err,
                        int& exitCode, const std::string& calibration, const std::string& db,
                        bool strict, const std::vector<FieldOverride>& overrides) {
    auto doc = loadScenarioFile(path, catalog, err, exitCode, strict, overrides);
    if (!doc)
        return std::nullopt;
    if (const auto missing = missingSizeOfWork(*doc)) {
        err << path << ": " << missing->path << ": " << missing->message << '\n';
        exitCode = kExitBadInput;
        return std::nullopt;
    }
    if (!calibration.empty())
        doc->scenario.calibration = calibration;
    if (!doc->scenario.calibration.empty()) {
        doc->scenario.workload.calibration =
            calibrationFromLibrary(doc->scenario.calibration, db, err, exitCode);
        if (!doc->scenario.workload.calibration) {
            err << path << ": $.calibration: the library has no usable calibration named \""
                << doc->scenario.calibration << "\"\n";
            return std::nullopt;
        }
    }
    PlanResult result = makePlan(doc->scenario, catalog);
    if (!result.errors.empty()) {
        for (const FieldError& e : result.errors)
            err << path << ": " << e.path << ": " << e.message << '\n';
        exitCode = kExitBadInput;
        return std::nullopt;
    }
    return PlannedScenario{std::move(*doc), std::move(result.plan)};
}

bool planIsFinite(const std::string& path, const Plan& plan, std::ostream& err) {
    const auto bad = nonFiniteNumbers(planToJson(plan, {}));
    if (bad.empty())
        return true;
    err << path << ": internal error: the plan holds a number that is not finite at "
        << bad.front();
    if (bad.size() > 1)
        err << " (and " << bad.size() - 1 << " more)";
    err << "; nothing was printed. Please report this with the scenario file.\n";
    return false;
}

} // namespace rightsize::app

#include "fuzz_check.h"

#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/model/visible_text.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"
#include "core/store/scenario_bundle.h"

namespace rightsize::fuzz {
namespace {

constexpr std::size_t kMaxMessageBytes = 600;
constexpr std::size_t kMaxPathBytes = 200;

const Catalog& catalog() {
    static const Catalog c = loadBuiltinCatalog();
    return c;
}

// One device of each kind and size class: small and large CPUs, an old and a new small GPU, a
// consumer card, data-centre GPUs with and without NVLink and FP8, a large-memory accelerator.
// The estimators take the same paths for every device of a class, so planning each input on these
// instead of all of them keeps an execution under the sanitizers short (a whole-catalog plan of a
// 70B model took 0.8 s) without leaving a path out; test_plan_sanity plans every preset and
// example on every device.
constexpr std::string_view kPlanningDevices[] = {
    "cpu-8vcpu-compute", "cpu-64vcpu-arm-graviton4",
    "t4-16gb",           "v100-16gb",
    "rtx-4090-24gb",     "a100-40gb",
    "h100-sxm-80gb",     "mi300x-192gb",
};

// The catalog a checked scenario is planned with: the devices above and any the scenario names.
Catalog planningCatalog(const Scenario& scenario) {
    Catalog c = catalog();
    auto keep = [&](const Device& d) {
        for (std::string_view id : kPlanningDevices)
            if (d.id == id)
                return true;
        for (const ComputeOption& o : scenario.compute.options)
            if (d.id == o.device)
                return true;
        return false;
    };
    std::erase_if(c.devices, [&](const Device& d) { return !keep(d); });
    return c;
}

// Messages are shown to people and written to terminals: short, valid UTF-8, nothing hidden.
std::string badMessage(const std::vector<FieldError>& errors) {
    for (const FieldError& e : errors) {
        if (e.path.empty() || e.path[0] != '$' || e.path.size() > kMaxPathBytes)
            return "a message names no JSON path (or a huge one): " + visibleText(e.path, {80});
        if (e.message.empty() || e.message.size() > kMaxMessageBytes)
            return "a message is empty or too long (" + std::to_string(e.message.size()) +
                   " bytes) at " + e.path;
        if (!isValidUtf8(e.message) || visibleText(e.message) != e.message)
            return "a message is not valid, visible UTF-8 at " + e.path + ": " +
                   visibleText(e.message, {200});
    }
    return {};
}

} // namespace

CheckResult checkScenarioInput(std::string_view data) {
    CheckResult result;
    // The library's import door: one scenario or a bundle.
    const ScenarioFileContents file = readScenarioFile(data, "fuzz", &catalog());
    if (auto bad = badMessage(file.errors); !bad.empty()) {
        result.broken = "import: " + bad;
        return result;
    }
    if (file.errors.empty() == file.scenarios.empty()) {
        result.broken = "import: neither refused nor accepted";
        return result;
    }
    // A bundle's members are each a scenario file of their own: each takes the checks below.
    std::vector<std::string> texts;
    if (file.bundle) {
        for (const NewScenario& s : file.scenarios)
            texts.push_back(s.json);
    } else {
        texts.emplace_back(data);
    }
    for (const std::string& text : texts) {
        // The estimate door: the same verdict as the import door.
        const ScenarioLoadResult loaded = parseAndCheckScenario(text, catalog());
        if (auto bad = badMessage(loaded.errors); !bad.empty()) {
            result.broken = "estimate: " + bad;
            return result;
        }
        if (loaded.document.has_value() != file.errors.empty()) {
            result.broken = loaded.document ? "import refuses what estimate accepts"
                                            : "import accepts what estimate refuses";
            return result;
        }
        if (!loaded.document)
            continue;
        // The plan points into the catalog it was made with: keep that alive while it is read.
        const Catalog devices = planningCatalog(loaded.document->scenario);
        const PlanResult plan = makePlan(loaded.document->scenario, devices);
        if (!plan.errors.empty()) {
            result.broken = "the planner refuses a checked scenario: " + plan.errors.front().path +
                            ": " + visibleText(plan.errors.front().message, {200});
            return result;
        }
        const auto nonFinite = nonFiniteNumbers(planToJson(plan.plan, {}));
        if (!nonFinite.empty()) {
            result.broken = "the plan holds a number that is not finite at " + nonFinite.front();
            return result;
        }
        // What the writer saves reads back as a scenario every door accepts.
        const std::string saved = serializeScenario(*loaded.document, &catalog());
        const ScenarioLoadResult again = parseAndCheckScenario(saved, catalog());
        if (!again.document) {
            result.broken = "a saved scenario does not read back: " +
                            (again.errors.empty()
                                 ? std::string("?")
                                 : again.errors.front().path + ": " + again.errors.front().message);
            return result;
        }
        result.accepted = true;
    }
    return result;
}

const std::vector<Door>& doors() {
    static const std::vector<Door> all{
        {"scenario", checkScenarioInput},
        {"offers_csv", checkOffersCsvInput},
        {"skypilot_csv", checkSkyPilotCsvInput},
        {"catalog_json", checkCatalogJsonInput},
        {"mlflow_run", checkMlflowRunInput},
        {"nvidia_smi_csv", checkNvidiaSmiCsvInput},
        {"trainer_json", checkTrainerJsonInput},
        {"hf_config", checkHfConfigInput},
        {"safetensors_index", checkSafetensorsIndexInput},
    };
    return all;
}

} // namespace rightsize::fuzz

#pragma once

// The contract every input to a door of the program must keep, checked the same way by its
// libFuzzer target and by the test that replays the corpus and every input that once broke it.
// For the scenario readers: an input is refused with short, valid messages that name JSON paths,
// or it is accepted by every door alike and plans to finite numbers, and what the writer saves
// reads back.

#include <string>
#include <string_view>
#include <vector>

namespace rightsize::fuzz {

struct CheckResult {
    bool accepted = false; // planned, rather than refused with messages
    std::string broken;    // empty, or what part of the contract the input broke
};

CheckResult checkScenarioInput(std::string_view data);

// The other doors, each through its in-memory entry point after the UTF-8 test its file takes
// (fuzz_contract.h): no crash, no exception, messages within the rules, and what a door accepts
// is written and read back the way the library keeps it.
CheckResult checkOffersCsvInput(std::string_view data);   // catalog import --offers
CheckResult checkSkyPilotCsvInput(std::string_view data); // catalog import --skypilot
CheckResult checkCatalogJsonInput(std::string_view data); // catalog import FILE.json
// meta.yaml, then the param mapping, then files whose first line names them ("params/NAME",
// "metrics/NAME", "artifacts/rightsize.json"), separated by kPartSeparator.
CheckResult checkMlflowRunInput(std::string_view data);
CheckResult checkNvidiaSmiCsvInput(std::string_view data);
// trainer_state.json, then all_results.json, separated by kPartSeparator.
CheckResult checkTrainerJsonInput(std::string_view data);
CheckResult checkHfConfigInput(std::string_view data);         // a model's config.json
CheckResult checkSafetensorsIndexInput(std::string_view data); // model.safetensors.index.json

// Every door by the name of its corpus and regressions folders (tests/fuzz/corpus/<name>) and of
// its fuzz target (fuzz_<name>).
struct Door {
    std::string_view name;
    CheckResult (*check)(std::string_view data);
};
const std::vector<Door>& doors();

} // namespace rightsize::fuzz

#pragma once

// The contract every input to the scenario readers must keep, checked the same way by the
// libFuzzer target and by the test that replays the corpus and every input that once broke it:
// an input is refused with short, valid messages that name JSON paths, or it is accepted by
// every door alike and plans to finite numbers, and what the writer saves reads back.

#include <string>
#include <string_view>

namespace rightsize::fuzz {

struct CheckResult {
    bool accepted = false; // planned, rather than refused with messages
    std::string broken;    // empty, or what part of the contract the input broke
};

CheckResult checkScenarioInput(std::string_view data);

} // namespace rightsize::fuzz

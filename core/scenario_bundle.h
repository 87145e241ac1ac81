#pragma once

// Files that carry scenarios into and out of the library: one scenario file, or a bundle
// `{"format": "rightsize-bundle", "version": 1, "scenarios": [...]}`. Reading validates every
// scenario and keeps each one's text byte for byte, so a round trip through the library changes
// nothing; writing embeds each text unchanged.

#include "core/catalog.h"
#include "core/field_error.h"
#include "core/scenario_store.h"

#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

inline constexpr std::string_view kBundleFormat = "rightsize-bundle";
inline constexpr int kBundleVersion = 1;

// `scenarios` is filled only when `errors` is empty: a file with one bad scenario imports none.
struct ScenarioFileContents {
    std::vector<NewScenario> scenarios;
    std::vector<FieldError> errors; // paths are relative to the file ("$.scenarios[2].workload")
    bool bundle = false;
};

// `fallbackName` names a scenario that has no "name" (a bundle's get " 1", " 2", ... after it).
// With a catalog each scenario passes the check every door applies (parseAndCheckScenario).
ScenarioFileContents readScenarioFile(std::string_view text, const std::string& fallbackName,
                                      const Catalog* catalog = nullptr);

// One text: that text. Several: a bundle embedding each text unchanged.
std::string writeScenarioFile(const std::vector<std::string>& scenarioTexts);

} // namespace rightsize

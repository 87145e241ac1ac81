#pragma once

// Files that carry scenarios into and out of the library: one scenario file, or a bundle
// `{"format": "rightsize-bundle", "version": 1, "scenarios": [...]}`. Reading validates every
// scenario and keeps each one's text byte for byte, so a round trip through the library changes
// nothing; writing embeds each text unchanged.

#include "core/model/catalog.h"
#include "core/model/field_error.h"
#include "core/store/scenario_store.h"

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
    // Keys no field reads, per scenario, with paths relative to the file (ScenarioLoadResult).
    std::vector<FieldError> warnings;
    bool bundle = false;
    // A bundle's "catalog": the catalog changes its scenarios were planned with (a
    // rightsize-catalog-changes document, core/store/catalog_overrides.h), already checked; empty:
    // none.
    std::string catalogChanges;
};

// `fallbackName` names a scenario that has no "name" (a bundle's get " 1", " 2", ... after it).
// With a catalog each scenario passes the check every door applies (parseAndCheckScenario),
// against the catalog with the bundle's own catalog changes applied (its devices count).
// A scenario naming its Hugging Face config by path (read relative to `baseDir`, the file's
// folder) is kept with that config embedded as an object instead: the library's copy, and every
// export of it, then describes the same model wherever it is read. Such a text is the only one
// not kept byte for byte (its keys keep their order).
ScenarioFileContents readScenarioFile(std::string_view text, const std::string& fallbackName,
                                      const Catalog* catalog = nullptr,
                                      const std::string& baseDir = {});

// One text: that text. Several, or catalog changes to carry along: a bundle embedding each text
// unchanged, with the changes (a rightsize-catalog-changes document) under "catalog".
std::string writeScenarioFile(const std::vector<std::string>& scenarioTexts,
                              const std::string& catalogChanges = {});

} // namespace rightsize

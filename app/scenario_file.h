#pragma once

#include "core/catalog.h"
#include "core/planner.h"
#include "core/scenario_io.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace rightsize::app {

// Reads and validates a scenario file for a command, printing problems the way every command
// does ("FILE: $.path: reason"). Sets `exitCode` to 2 (bad input) or 3 (I/O) on failure.
std::optional<ScenarioDocument> loadScenarioFile(const std::string& path, const Catalog& catalog,
                                                 std::ostream& err, int& exitCode);

struct PlannedScenario {
    ScenarioDocument document;
    Plan plan;
};

// Reads, validates and plans a scenario file the way every command does; problems are printed
// as "FILE: $.path: reason" and `exitCode` is set (2 bad input, 3 I/O) on failure.
// The scenario is planned with the calibration it names ("calibration"), or `calibration` when
// that is given, read from the library at `db` (empty: the default one).
std::optional<PlannedScenario> loadAndPlanScenarioFile(const std::string& path, const Catalog& catalog,
                                                       std::ostream& err, int& exitCode,
                                                       const std::string& calibration = {},
                                                       const std::string& db = {});

// Refuses a plan that holds a number that is not finite: prints where, as an internal error,
// and returns false. Every writer of a plan (JSON, table, report) calls this first.
bool planIsFinite(const std::string& path, const Plan& plan, std::ostream& err);

} // namespace rightsize::app

#pragma once

#include "app/scenario_overrides.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace rightsize::app {

// Reads and validates a scenario file for a command, printing problems the way every command
// does ("FILE: $.path: reason"). Sets `exitCode` to 2 (bad input) or 3 (I/O) on failure.
// Keys no field reads are warned about ("FILE: $.path: warning: ..."); with `strict` they are
// errors and the file is refused. `overrides` (--set) are applied to the file's text and checked
// as the file is: a value the format refuses is an error naming the option.
std::optional<ScenarioDocument> loadScenarioFile(const std::string& path, const Catalog& catalog,
                                                 std::ostream& err, int& exitCode,
                                                 bool strict = false,
                                                 const std::vector<FieldOverride>& overrides = {});

// Prints a reader's warnings the way every command does; with `strict`, as errors. True when
// the file may still be used.
bool printScenarioWarnings(const std::string& path, const std::vector<FieldError>& warnings,
                           bool strict, std::ostream& err);

struct PlannedScenario {
    ScenarioDocument document;
    Plan plan;
};

// Reads, validates and plans a scenario file the way every command does; problems are printed
// as "FILE: $.path: reason" and `exitCode` is set (2 bad input, 3 I/O) on failure.
// The scenario is planned with the calibration it names ("calibration"), or `calibration` when
// that is given, read from the library at `db` (empty: the default one).
std::optional<PlannedScenario>
loadAndPlanScenarioFile(const std::string& path, const Catalog& catalog, std::ostream& err,
                        int& exitCode, const std::string& calibration = {},
                        const std::string& db = {}, bool strict = false,
                        const std::vector<FieldOverride>& overrides = {});

// Refuses a plan that holds a number that is not finite: prints where, as an internal error,
// and returns false. Every writer of a plan (JSON, table, report) calls this first.
bool planIsFinite(const std::string& path, const Plan& plan, std::ostream& err);

} // namespace rightsize::app

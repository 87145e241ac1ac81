#pragma once

// The boundary values of every number in core's field table, and a scenario in which each of
// them can stand alone: shared by the core, CLI and window round-trip tests.
#include "core/model/scenario_fields.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace rightsize::testing {

// "$.a.b" as the JSON pointer "/a/b".
inline nlohmann::json::json_pointer pointerOf(std::string_view path) {
    std::string p(path.substr(1));
    for (char& c : p)
        if (c == '.')
            c = '/';
    return nlohmann::json::json_pointer(p);
}

// A scenario no boundary value conflicts with: a model without a context limit (any sequence
// length) whose head count every KV head count up to the largest divides, the largest batch (any
// micro-batch), a data set of unknown size (any batch).
inline nlohmann::json boundaryBase() {
    return {{"format", "rightsize-scenario"},
            {"version", 1},
            {"name", "boundaries"},
            {"workload",
             {{"kind", "training"},
              {"model",
               {{"architecture", "decoder"},
                {"params", 1e8},
                {"layers", 2},
                {"hidden", 65536},
                {"heads", 65536},
                {"vocab", 100}}},
              {"batch_size", 1 << 20},
              // A job has its size of work: commands that plan refuse one without it.
              {"dataset", {{"samples", 1 << 24}}}}}};
}

// The base with `value` at `path`, and another field moved where a rule between fields ties the
// two: a data set holds no batch larger than its samples, so a single sample comes with a batch
// of one.
inline nlohmann::json boundaryBaseWith(std::string_view path, double value) {
    nlohmann::json doc = boundaryBase();
    if (path == "$.workload.dataset.samples" && value > 0 &&
        value < doc["workload"]["batch_size"].get<double>())
        doc["workload"]["batch_size"] = std::max(1.0, std::floor(value));
    doc[pointerOf(path)] = value;
    return doc;
}

// The values at each end of a field's rule: min (or the smallest value above an exclusive one a
// person would type), the smallest besides 0 where the rule has one, and max.
inline std::vector<std::pair<std::string, double>> boundaryValues(const ScenarioField& f) {
    const double low = f.rule.exclusive ? f.rule.min + 0.01 : f.rule.min;
    if (f.rule.least > 0)
        return {{"min", low}, {"least", f.rule.least}, {"max", f.rule.max}};
    return {{"min", low}, {"max", f.rule.max}};
}

} // namespace rightsize::testing

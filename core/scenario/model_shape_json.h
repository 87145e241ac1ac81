#pragma once

#include "core/model/field_error.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace rightsize {

// Reads the keys of a model-shape object that are present (null counts as absent) over what
// `shape` already holds, so a preset can be loaded first and a file's keys override it. Type and
// range problems are appended to `errors` with paths below `path` ("$.workload.model.layers").
void readModelShape(const nlohmann::json& j, const std::string& path, ModelShape& shape,
                    std::vector<FieldError>& errors);

// Writes every key whose value differs from `base`, or every key when `base` is null, so a
// scenario that starts from a preset stores only what the user changed.
nlohmann::json writeModelShape(const ModelShape& shape, const ModelShape* base);

} // namespace rightsize

#pragma once

#include "core/model/field_error.h"
#include "core/model/scenario.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// Reading a Hugging Face `config.json` into a model shape, so a user starts from the file every
// model on the Hub ships instead of typing layer counts.

// The `model_type` values the importer reads.
const std::vector<std::string_view>& hfModelTypes();

struct HfImport {
    ModelShape shape;
    std::string modelType;
    std::vector<FieldError> errors; // empty on success; paths lie under the `path` given
    bool namedByConfig = false;     // the config holds _name_or_path (else its folder names it)
};

// `config` is the object of a config.json; `path` is the JSON path it sits at, for messages
// ("$.workload.model.hf_config"). An unknown model_type, a missing or malformed key, or a
// quantization_config of another kind is an error naming its path.
HfImport importHfConfig(const nlohmann::json& config, const std::string& path);

// Reads a config.json file; `path` is where the file was named, for messages. A
// model.safetensors.index.json beside it gives shape.checkpointBytes (its metadata.total_size).
HfImport importHfConfigFile(const std::string& file, const std::string& path);

// The text of a config.json as read from a file; `named` is the file as messages quote it.
HfImport importHfConfigText(std::string_view text, const std::string& named,
                            const std::string& path);

// metadata.total_size of the text of a model.safetensors.index.json, when it holds a plausible
// one; nullopt for anything else (the index is a cross-check, never a reason to refuse).
std::optional<double> checkpointIndexTotalSize(std::string_view text);

} // namespace rightsize

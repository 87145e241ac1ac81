// The model doors: a Hugging Face config.json and the checkpoint index beside it.
#include "core/estimate/model_shape.h"
#include "core/scenario/hf_config.h"
#include "core/scenario/model_shape_json.h"
#include "fuzz_check.h"
#include "fuzz_contract.h"

#include <cmath>

namespace rightsize::fuzz {

CheckResult checkHfConfigInput(std::string_view data) {
    CheckResult result;
    if (refusedAsNotUtf8(data, result.broken))
        return result;
    const HfImport imported = importHfConfigText(data, "\"config.json\"", "$.workload.model");
    result.broken = messagesProblem(imported.errors, "error");
    if (!result.broken.empty() || !imported.errors.empty())
        return result;
    result.accepted = true;
    // The shape goes into a scenario as its model block and is planned with.
    if (auto bad = textProblem(imported.shape.name); !bad.empty()) {
        result.broken = std::string("the model's name ").append(bad);
        return result;
    }
    const std::string written = writeModelShape(imported.shape, nullptr).dump();
    ModelShape again;
    std::vector<FieldError> errors;
    readModelShape(nlohmann::json::parse(written), "$", again, errors);
    if (!errors.empty())
        result.broken = std::string("the imported shape does not read back: ")
                            .append(errors.front().path)
                            .append(": ")
                            .append(errors.front().message);
    else if (!std::isfinite(predictedCheckpointBytes(imported.shape)))
        result.broken = "the checkpoint's predicted size is not finite";
    return result;
}

CheckResult checkSafetensorsIndexInput(std::string_view data) {
    CheckResult result;
    if (refusedAsNotUtf8(data, result.broken))
        return result;
    const auto total = checkpointIndexTotalSize(data);
    result.accepted = total.has_value();
    if (total && !(std::isfinite(*total) && *total > 0))
        result.broken = "the checkpoint's total size is not a finite number above zero";
    return result;
}

} // namespace rightsize::fuzz

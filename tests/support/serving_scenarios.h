#pragma once

// Served language models as the serving tests, the wording tests and the bench plan them: one
// place that says what "a model served by an engine" is in a scenario.

#include "core/model/scenario.h"

namespace rightsize::test {

// `preset` in bf16 behind `framework`, prompts of `inputTokens` and answers of `outputTokens`
// in a context of `seqLen`, on `count` of `device`.
inline Scenario servedModel(const char* preset, Framework framework, int seqLen, double inputTokens,
                            double outputTokens, const char* device, int count) {
    Scenario s;
    s.workload.kind = WorkloadKind::OnlineServing;
    s.workload.framework = framework;
    s.workload.model.preset = preset;
    s.workload.precision = Precision::Bf16;
    s.workload.seqLen = seqLen;
    s.workload.serving.inputTokens = inputTokens;
    s.workload.serving.outputTokens = outputTokens;
    s.compute.options = {{device, count}};
    return s;
}

// Qwen3-32B on 4× H100 in tensor 4, 64 concurrent users with 1,024-token prompts and answers:
// the case of the engines' KV-cache rule (vLLM leaves about 50 GB a GPU to the cache).
inline Scenario qwen3_32bOn4H100(Framework framework = Framework::Vllm) {
    Scenario s = servedModel("qwen3-32b", framework, 8192, 1024, 1024, "h100-sxm-80gb", 4);
    s.workload.serving.concurrency = 64;
    s.workload.parallelism.tensor = 4;
    return s;
}

} // namespace rightsize::test

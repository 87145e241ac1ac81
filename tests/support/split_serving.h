#pragma once

// The scenario the disaggregation tests plan, in the window's core tests and on the command line
// alike: Llama-3.1-8B behind vLLM on H100s with the planner sizing the replicas, `prompt`-token
// prompts and `output`-token answers for `clients` clients, TTFT and TPOT targets, and a
// prefill-and-decode layout (`off`, `auto` or xPyD).

#include <nlohmann/json.hpp>

namespace rightsize::test {

inline nlohmann::json splitServingScenario(double prompt, double output, int clients, double ttftMs,
                                           double tpotMs, const char* split = "auto") {
    using nlohmann::json;
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", "split"}};
    s["workload"] = {{"kind", "online_serving"},
                     {"framework", "vllm"},
                     {"model", {{"preset", "llama-3.1-8b"}}},
                     {"precision", "bf16"},
                     {"serving",
                      {{"concurrency", clients},
                       {"input_tokens", prompt},
                       {"output_tokens", output},
                       {"fixed_output_length", true},
                       {"ttft_p95_ms", ttftMs},
                       {"tpot_p95_ms", tpotMs},
                       {"max_batch", 256},
                       {"max_replicas", 16},
                       {"disaggregation", split}}}};
    s["compute"] = {{"options", json::array({{{"device", "h100-sxm-80gb"}, {"count", 1}}})},
                    {"pricing", "on_demand"}};
    return s;
}

} // namespace rightsize::test

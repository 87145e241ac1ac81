#pragma once

// From plan to launch: the command line that starts the serving engine of a scenario the way the
// plan sized it (tensor-parallel group, sequences per step, context length, memory share).

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/scenario/scenario_io.h"

#include <optional>
#include <string>
#include <vector>

namespace rightsize {

// What stands in for the model when its Hugging Face name is not known.
inline constexpr std::string_view kLaunchModelPlaceholder = "MODEL";
// The draft model of speculative decoding, which a scenario gives by size only.
inline constexpr std::string_view kLaunchDraftPlaceholder = "DRAFT_MODEL";

struct LaunchCommand {
    std::string engine;      // "vllm", "sglang" or "tensorrt-llm"
    std::string model;       // the Hugging Face repository, or kLaunchModelPlaceholder
    bool modelKnown = false; // false: the user must replace the placeholder
    std::string command;     // one line, to paste into a shell
    int tensor = 1;          // GPUs one engine spans
    int replicas = 1;        // engines the plan runs behind a load balancer, one command each
    // Disaggregated prefill and decode: `command` starts each of the prefill engines and
    // `decodeCommand` each of the decode engines; empty when every engine does both.
    std::string decodeCommand;
    int prefillEngines = 0;
    int decodeEngines = 0;
    // What the command needs beyond itself, one sentence each: a quantised checkpoint to load,
    // the router in front of disaggregated engines.
    std::vector<std::string> notes;
};

// Why a plan has nothing to launch.
enum class LaunchMissing {
    None,
    NotServing,    // the workload is not online serving
    NotGenerating, // the model does not generate tokens (no LLM engine serves it)
    NoEngine,      // the framework is not vLLM, SGLang or TensorRT-LLM
    NoOption,      // no option was recommended
};

struct LaunchResult {
    std::optional<LaunchCommand> command;
    LaunchMissing missing = LaunchMissing::None;
};

// The Hugging Face repository a preset was taken from, as its source names it ("shape from
// Qwen/Qwen3-32B config.json", "count of meta-llama/Llama-2-7b-hf"); empty when it names none.
std::string presetRepository(const ModelPreset& preset);

// The model's Hugging Face name for a scenario document: its hf_config's `_name_or_path` (inline,
// or in the file it names, relative to `baseDir`), else its preset's repository; empty when
// neither is known.
std::string hubModelName(const ScenarioDocument& doc, const Catalog& catalog,
                         const std::string& baseDir = {});

// The command for `option` of `scenario` (normally the plan's recommendation). `hubName` is the
// model's Hugging Face name (hubModelName); empty: the placeholder.
LaunchResult launchCommand(const Scenario& scenario, const Catalog& catalog,
                           const OptionResult* option, const std::string& hubName);

// A sentence for the command line saying why there is nothing to launch.
std::string launchMissingText(LaunchMissing why);

} // namespace rightsize

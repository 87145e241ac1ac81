#include "core/output/launch_command.h"

#include "core/estimate/serving_engine.h"
#include "core/estimate/serving_planner.h"
#include "core/estimate/workload_model.h"
#include "core/io/bounded_file.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <locale>
#include <sstream>

namespace rightsize {
namespace {

// A fraction as the engines' examples write it: "0.9", "0.85", never "0.900000".
std::string fraction(double v) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(2);
    out << std::fixed << v;
    std::string s = out.str();
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.')
        s.pop_back();
    return s;
}

std::string whole(double v) {
    return std::to_string(static_cast<long long>(std::llround(v)));
}

// An engine setting that counts things (tokens a step): a fraction of one would print as 0,
// which the engines read as "none" or refuse, so it rounds up, to at least 1.
std::string wholeAtLeastOne(double v) {
    return std::to_string(static_cast<long long>(std::max(1.0, std::ceil(v))));
}

// A model name is pasted into a shell: quote it unless it is plainly safe.
std::string shellWord(const std::string& s) {
    const bool plain = !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) {
        return std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == ':';
    });
    if (plain)
        return s;
    std::string quoted = "'";
    for (char c : s)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

// The `_name_or_path` of an hf_config given inline or as a file beside the scenario.
std::string hfConfigName(const nlohmann::json& hf, const std::string& baseDir) {
    nlohmann::json config = hf;
    if (hf.is_string()) {
        std::string path = hf.get<std::string>();
        if (!baseDir.empty() && !path.empty() && path.front() != '/')
            path = baseDir + "/" + path;
        // Bounded like every file a user names: a FIFO or a huge file is no config.
        const FileText file = readBoundedFile(path, kMaxModelConfigBytes);
        if (!file.ok())
            return {};
        config = nlohmann::json::parse(file.text, nullptr, false);
    }
    if (!config.is_object())
        return {};
    const auto it = config.find("_name_or_path");
    if (it == config.end() || !it->is_string())
        return {};
    return it->get<std::string>();
}

// A character of a Hugging Face repository's owner or name.
bool repositoryChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
}

// `owner/name` as the Hub writes it: one slash, starting with a letter or digit and ending with
// a letter, digit or underscore; empty when `text` is not one.
std::string_view repository(std::string_view text) {
    while (!text.empty() && (text.back() == '.' || text.back() == '-'))
        text.remove_suffix(1);
    const std::size_t slash = text.find('/');
    if (text.size() < 3 || slash == std::string_view::npos || slash == 0 ||
        text.find('/', slash + 1) != std::string_view::npos || slash + 1 == text.size())
        return {};
    if (!std::isalnum(static_cast<unsigned char>(text.front())))
        return {};
    for (const char c : text)
        if (c != '/' && !repositoryChar(c))
            return {};
    return text;
}

// The repository written just before `end`, back to the previous space.
std::string_view repositoryEndingAt(std::string_view text, std::size_t end) {
    std::size_t begin = end;
    while (begin > 0 && text[begin - 1] != ' ')
        --begin;
    std::string_view word = text.substr(begin, end - begin);
    while (!word.empty() && !std::isalnum(static_cast<unsigned char>(word.front())))
        word.remove_prefix(1);
    return repository(word);
}

// The repository written from `start` on, up to the first character no name holds.
std::string_view repositoryStartingAt(std::string_view text, std::size_t start) {
    std::size_t end = start;
    while (end < text.size() && (repositoryChar(text[end]) || text[end] == '/'))
        ++end;
    return start < text.size() ? repository(text.substr(start, end - start)) : std::string_view();
}

} // namespace

std::string presetRepository(const ModelPreset& preset) {
    // The presets cite the repository whose config.json or parameter count they took:
    // "… shape from Qwen/Qwen3-32B config.json", "… count of meta-llama/Llama-2-7b-hf",
    // "… count of the Hugging Face BertModel google-bert/bert-large-uncased".
    const std::string_view source = preset.source;
    for (std::size_t at = source.find(" config.json"); at != std::string_view::npos;
         at = source.find(" config.json", at + 1))
        if (const std::string_view name = repositoryEndingAt(source, at); !name.empty())
            return std::string(name);
    constexpr std::string_view countOf = "count of ";
    constexpr std::string_view huggingFace = "the Hugging Face ";
    for (std::size_t at = source.find(countOf); at != std::string_view::npos;
         at = source.find(countOf, at + 1)) {
        std::size_t start = at + countOf.size();
        if (source.substr(start, huggingFace.size()) == huggingFace) {
            const std::size_t space = source.find(' ', start + huggingFace.size());
            start = space == std::string_view::npos ? source.size() : space + 1;
        }
        if (const std::string_view name = repositoryStartingAt(source, start); !name.empty())
            return std::string(name);
    }
    return {};
}

std::string hubModelName(const ScenarioDocument& doc, const Catalog& catalog,
                         const std::string& baseDir) {
    const nlohmann::json& j = doc.json;
    if (j.is_object() && j.contains("workload") && j["workload"].is_object() &&
        j["workload"].contains("model") && j["workload"]["model"].is_object() &&
        j["workload"]["model"].contains("hf_config"))
        // A local checkpoint folder is no name another machine can load, and a name is pasted
        // into a shell: only an `owner/name` of the Hub's characters is taken.
        if (std::string name = hfConfigName(j["workload"]["model"]["hf_config"], baseDir);
            !name.empty() && repository(name) == name)
            return name;
    if (const ModelPreset* preset = catalog.model(doc.scenario.workload.model.preset))
        return presetRepository(*preset);
    return {};
}

namespace {

// Speculative decoding as each engine takes it: vLLM's --speculative-config JSON (docs.vllm.ai,
// "Speculative decoding": method "ngram" with num_speculative_tokens and prompt_lookup_max, or a
// draft "model"), SGLang's --speculative-algorithm NGRAM or STANDALONE with a draft model path
// (docs.sglang.io, "Speculative Decoding"). trtllm-serve takes it only from an options file
// (--extra_llm_api_options), which a one-line command cannot carry: left out there.
std::string speculativeFlags(const ServingSpec& s, Framework engine) {
    if (s.draftTokens <= 0)
        return {};
    const std::string k = std::to_string(s.draftTokens);
    const std::string draft(kLaunchDraftPlaceholder);
    const bool draftModel = s.draftParams > 0;
    std::string out;
    switch (engine) {
    case Framework::Vllm:
        out.append(" --speculative-config '{");
        if (draftModel)
            out.append("\"model\": \"")
                .append(draft)
                .append("\", \"num_speculative_tokens\": ")
                .append(k);
        else
            out.append("\"method\": \"ngram\", \"num_speculative_tokens\": ")
                .append(k)
                .append(", \"prompt_lookup_max\": ")
                .append(k);
        out.append("}'");
        break;
    case Framework::Sglang:
        if (draftModel)
            out.append(" --speculative-algorithm STANDALONE --speculative-draft-model-path ")
                .append(draft)
                .append(" --speculative-num-steps ")
                .append(k)
                .append(" --speculative-eagle-topk 1 --speculative-num-draft-tokens ")
                .append(std::to_string(s.draftTokens + 1));
        else
            out.append(" --speculative-algorithm NGRAM --speculative-num-draft-tokens ").append(k);
        break;
    default:
        break;
    }
    return out;
}

// A KV cache stored in fp8 apart from the weights: vLLM's --kv-cache-dtype fp8 (CacheConfig's
// cache_dtype, vllm/config/cache.py) and SGLang's --kv-cache-dtype fp8_e4m3 (server_args.py);
// trtllm-serve takes kv_cache_config.dtype only from an options file, so its command leaves it
// out. A 16-bit format is what the engines' auto does for 16-bit weights: no flag.
std::string kvCacheFlags(const ServingSpec& s, Framework engine) {
    if (s.kvCacheDtype != KvCacheDtype::Fp8)
        return {};
    switch (engine) {
    case Framework::Vllm:
        return " --kv-cache-dtype fp8";
    case Framework::Sglang:
        return " --kv-cache-dtype fp8_e4m3";
    default:
        return {};
    }
}

// The weights' format when the checkpoint is not already quantised (a quantised one carries its
// quantization_config, which vLLM and SGLang read on their own, so no flag). vLLM's and SGLang's
// --quantization (vLLM's QuantizationMethods in vllm/model_executor/layers/quantization/
// __init__.py, SGLang's server_args.py choices): fp8 quantises a 16-bit checkpoint as it loads
// (W8A8 on Ada, Hopper and Blackwell, weight-only FP8 Marlin on Ampere, docs.vllm.ai "FP8 W8A8");
// awq and gptq load a checkpoint quantised by AutoAWQ or GPTQ; modelopt_fp4 one quantised to
// NVFP4 by TensorRT Model Optimizer. trtllm-serve reads the format from a checkpoint quantised by
// Model Optimizer and has no flag for it.
struct Quantization {
    std::string flag; // the engine's name for it; empty: no flag
    std::string note; // what the user must bring
};

Quantization quantizationOf(const Workload& w, Framework engine) {
    if (!w.model.quantMethod.empty())
        return {};
    std::string name;
    std::string checkpoint;
    switch (w.precision) {
    case Precision::Fp8:
        name = "fp8";
        break;
    case Precision::Int8:
        name = "gptq";
        checkpoint = "an 8-bit GPTQ checkpoint of the model";
        break;
    case Precision::Int4:
        name = "awq";
        checkpoint = "a 4-bit AWQ (or GPTQ, --quantization gptq) checkpoint of the model";
        break;
    case Precision::Nvfp4:
        name = "modelopt_fp4";
        checkpoint = "an NVFP4 checkpoint of the model made with TensorRT Model Optimizer";
        break;
    default:
        return {};
    }
    if (engine == Framework::TensorRt)
        return {{},
                "trtllm-serve takes the weights' format from the checkpoint: serve " +
                    (checkpoint.empty() ? std::string("an FP8 checkpoint of the model made with "
                                                      "TensorRT Model Optimizer")
                                        : checkpoint) +
                    " in place of the model"};
    return {" --quantization " + name,
            checkpoint.empty() ? std::string() : "the command loads " + checkpoint};
}

// Disaggregated prefill and decode as each engine starts its roles: vLLM's --kv-transfer-config
// with NIXL's connector in both roles (docs.vllm.ai, "Disaggregated Prefilling" and the
// NixlConnector usage guide), SGLang's --disaggregation-mode prefill or decode
// (docs.sglang.io, "PD Disaggregation"); both put a router in front. TensorRT-LLM's disaggregated
// serving is configured in a YAML file for trtllm-serve disaggregated, no flag of one engine.
std::string disaggregationFlag(Framework engine, bool decode) {
    switch (engine) {
    case Framework::Vllm:
        return " --kv-transfer-config '{\"kv_connector\": \"NixlConnector\", "
               "\"kv_role\": \"kv_both\"}'";
    case Framework::Sglang:
        return decode ? " --disaggregation-mode decode" : " --disaggregation-mode prefill";
    default:
        return {};
    }
}

std::string disaggregationNote(Framework engine) {
    switch (engine) {
    case Framework::Vllm:
        return "a proxy in front sends each request to a prefill engine and then to a decode "
               "engine (vLLM's disaggregated prefill proxy example)";
    case Framework::Sglang:
        return "a router in front pairs the roles: python -m sglang_router.launch_router "
               "--pd-disaggregation --prefill URL --decode URL";
    default:
        return "trtllm-serve disaggregated starts the roles from a YAML file naming the prefill "
               "(context) and decode (generation) servers";
    }
}

// A disaggregated layout starts its prefill and its decode engines with a command each.
void splitRoles(LaunchCommand& c, const Layout& layout, Framework engine) {
    if (layout.prefillEngines <= 0 || layout.decodeEngines <= 0)
        return;
    c.prefillEngines = layout.prefillEngines;
    c.decodeEngines = layout.decodeEngines;
    const std::string base = c.command;
    c.command = base + disaggregationFlag(engine, false);
    c.decodeCommand = base + disaggregationFlag(engine, true);
    c.notes.push_back(disaggregationNote(engine));
}

} // namespace

// Flag names as each engine's own command line spells them:
// - vLLM: `vllm serve` takes EngineArgs as flags (vllm/engine/arg_utils.py; docs.vllm.ai,
//   "Engine Arguments"): --tensor-parallel-size, --max-num-seqs, --max-model-len,
//   --gpu-memory-utilization, --max-num-batched-tokens.
// - SGLang: `python -m sglang.launch_server` (python/sglang/srt/server_args.py; docs.sglang.io,
//   "Server Arguments"): --model-path, --tp, --mem-fraction-static, --max-running-requests,
//   --context-length, --chunked-prefill-size.
// - TensorRT-LLM: `trtllm-serve` (tensorrt_llm/commands/serve.py, its click options;
// nvidia.github.io
//   TensorRT-LLM, "trtllm-serve"): --tp_size, --max_batch_size, --max_seq_len,
//   --kv_cache_free_gpu_memory_fraction, --max_num_tokens.
LaunchResult launchCommand(const Scenario& scenario, const Catalog& catalog,
                           const OptionResult* option, const std::string& hubName) {
    LaunchResult result;
    const Workload& w = scenario.workload;
    if (w.kind != WorkloadKind::OnlineServing) {
        result.missing = LaunchMissing::NotServing;
        return result;
    }
    if (w.framework != Framework::Vllm && w.framework != Framework::Sglang &&
        w.framework != Framework::TensorRt) {
        result.missing = LaunchMissing::NoEngine;
        return result;
    }
    const ResolvedWorkload r = resolveWorkload(w, catalog);
    if (!r.generates) {
        result.missing = LaunchMissing::NotGenerating;
        return result;
    }
    if (!option || !option->placement.device) {
        result.missing = LaunchMissing::NoOption;
        return result;
    }
    const Layout& layout = option->placement.layout;
    LaunchCommand c;
    c.tensor = std::max(1, layout.tensor);
    c.replicas = option->latency ? std::max(1, option->latency->replicas)
                                 : std::max(1, option->placement.count / c.tensor);
    // Only an `owner/name` as the Hub writes it reaches the command: a name with control or
    // bidirectional characters would show the terminal another model than the one that runs, and
    // one that starts with `-` would be read as an option. Anything else is the placeholder.
    c.modelKnown = !hubName.empty() && repository(hubName) == hubName;
    c.model = c.modelKnown ? hubName : std::string(kLaunchModelPlaceholder);
    const EngineMemory engine = engineMemory(r, *option->placement.device, c.tensor);
    const std::string seqs = std::to_string(servingBatchCap(r, layout));
    const double lengths =
        std::ceil(std::max(0.0, w.serving.inputTokens) + std::max(0.0, w.serving.outputTokens));
    const std::string len = whole(std::max(static_cast<double>(r.seqLen), lengths));
    const std::string tp = std::to_string(c.tensor);
    const std::string share = fraction(engine.fraction);
    const std::string model = shellWord(c.model);
    const bool stepSet = w.serving.maxBatchedTokens > 0;
    const std::string step = wholeAtLeastOne(w.serving.maxBatchedTokens);
    const Quantization quant = quantizationOf(w, w.framework);
    switch (w.framework) {
    case Framework::Sglang:
        c.engine = "sglang";
        c.command = "python -m sglang.launch_server --model-path " + model + " --tp " + tp +
                    " --mem-fraction-static " + share + " --max-running-requests " + seqs +
                    " --context-length " + len +
                    (stepSet ? " --chunked-prefill-size " + step : "") + quant.flag +
                    kvCacheFlags(w.serving, Framework::Sglang) +
                    speculativeFlags(w.serving, Framework::Sglang);
        break;
    case Framework::TensorRt:
        c.engine = "tensorrt-llm";
        c.command = "trtllm-serve " + model + " --tp_size " + tp + " --max_batch_size " + seqs +
                    " --max_seq_len " + len + " --kv_cache_free_gpu_memory_fraction " + share +
                    (stepSet ? " --max_num_tokens " + step : "");
        break;
    default:
        c.engine = "vllm";
        c.command = "vllm serve " + model + " --tensor-parallel-size " + tp + " --max-num-seqs " +
                    seqs + " --max-model-len " + len + " --gpu-memory-utilization " + share +
                    (stepSet ? " --max-num-batched-tokens " + step : "") + quant.flag +
                    kvCacheFlags(w.serving, Framework::Vllm) +
                    speculativeFlags(w.serving, Framework::Vllm);
        break;
    }
    if (!quant.note.empty())
        c.notes.push_back(quant.note);
    splitRoles(c, layout, w.framework);
    result.command = c;
    return result;
}

std::string launchMissingText(LaunchMissing why) {
    switch (why) {
    case LaunchMissing::NotServing:
        return "nothing to launch: the workload is not online serving";
    case LaunchMissing::NotGenerating:
        return "nothing to launch: the model does not generate tokens, and the launch command is "
               "for "
               "an LLM serving engine";
    case LaunchMissing::NoEngine:
        return "nothing to launch: the framework is not a serving engine (set workload.framework "
               "to "
               "vllm, sglang or tensorrt)";
    case LaunchMissing::NoOption:
        return "nothing to launch: no option is recommended";
    case LaunchMissing::None:
        break;
    }
    return {};
}

} // namespace rightsize

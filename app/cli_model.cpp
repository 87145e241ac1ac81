#include "app/cli_model.h"

#include "app/cli.h"
#include "app/scenario_file.h"
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/model_shape.h"
#include "core/io/bounded_file.h"
#include "core/model/visible_text.h"
#include "core/scenario/hf_config.h"
#include "core/scenario/model_shape_json.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>

namespace rightsize::app {
namespace {

using nlohmann::json;

constexpr const char* kUsage =
    "usage: rightsize model show CONFIG_OR_SCENARIO.json [--format json|table]\n";

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

// Memory in binary units, as the window, the report and `estimate` give it: "448 MiB".
std::string binaryBytes(double bytes) {
    const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    while (bytes >= 1024 && unit < 4) {
        bytes /= 1024;
        ++unit;
    }
    return fixed(bytes, bytes < 100 && unit > 0 ? 1 : 0) + " " + units[unit];
}

// "8,192": a token count as a reader reads it.
std::string grouped(double value) {
    const std::string digits = fixed(value, 0);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

std::string billions(double v) {
    return v >= 1e9 ? fixed(v / 1e9, 2) + "B" : fixed(v / 1e6, 1) + "M";
}

// The weight formats a reader compares: full and half precision, FP8, and the 4-bit GPTQ/AWQ
// layout (4 bits + an fp16 scale and 4-bit zero per 128 weights), matrices only, the rest at 16.
struct Format {
    const char* name;
    double bits;
};
constexpr Format kFormats[] = {{"fp32", 32}, {"bf16", 16}, {"fp8", 8}, {"int4", 4 + 20.0 / 128}};

json describe(const HfImport& imported) {
    const ModelShape& s = imported.shape;
    const ModelCounts m = computeCounts(s);
    json j;
    j["model_type"] = imported.modelType;
    json shape = writeModelShape(s, nullptr);
    shape.erase("preset");
    j["shape"] = shape;
    j["params"] = m.params;
    j["active_params"] = m.activeParams;
    // Model cards count "active" two ways: Mistral and Qwen include the input embedding table,
    // OpenAI, DeepSeek and Moonshot leave the lookup out; both are shown so either card matches.
    j["active_params_without_embedding"] = m.activeParams - m.embeddingParams;
    j["attention"] =
        s.kvLoraRank > 0 ? "latent" : (m.kvHeads < m.heads ? "grouped_query" : "multi_head");
    const bool cached = s.architecture != Architecture::Encoder;
    // 16-bit cache bytes per token: for a short context (every layer keeps it) and at the model's
    // default context, where sliding-window layers hold their window only.
    const double context = std::max(1, s.defaultSeqLen);
    j["kv_cache_bytes_per_token"] = cached ? json(kvElementsPerSequence(m, 1) * 2) : json(nullptr);
    j["kv_cache_bytes_per_token_at_context"] =
        cached ? json({{"context", context},
                       {"bytes", kvElementsPerSequence(m, context) / context * 2},
                       {"sequence_bytes", kvElementsPerSequence(m, context) * 2}})
               : json(nullptr);
    json bytes = json::object();
    for (const Format& f : kFormats)
        bytes[f.name] = weightBytesAtBits(s, f.bits);
    bytes["as_stored"] = predictedCheckpointBytes(s);
    j["weight_bytes"] = bytes;
    j["checkpoint_bytes"] = s.checkpointBytes > 0 ? json(s.checkpointBytes) : json(nullptr);
    j["quantization"] = s.quantMethod.empty() ? json(nullptr) : json(s.quantMethod);
    return j;
}

void printTable(const json& j, std::ostream& out) {
    const json& s = j["shape"];
    auto value = [&](const char* key) {
        return s.contains(key) ? s[key].dump() : std::string("-");
    };
    if (!s.value("name", std::string()).empty())
        out << "model            " << s["name"].get<std::string>() << '\n';
    out << "model_type       " << j["model_type"].get<std::string>() << '\n'
        << "architecture     " << s.value("architecture", std::string("-")) << ", "
        << j["attention"].get<std::string>() << " attention\n"
        << "layers           " << value("layers") << '\n'
        << "hidden           " << value("hidden") << '\n'
        << "heads / kv heads " << value("heads") << " / " << value("kv_heads") << " (head_dim "
        << value("head_dim") << ")\n"
        << "ffn_hidden       " << value("ffn_hidden") << '\n'
        << "vocab            " << value("vocab") << '\n';
    if (s.value("experts", 0) > 0)
        out << "experts          " << value("experts") << " routed, " << value("experts_per_token")
            << " per token, " << value("shared_experts") << " shared, " << value("dense_layers")
            << " dense layers, width " << value("expert_ffn_hidden") << '\n';
    if (s.value("kv_lora_rank", 0) > 0)
        out << "latent attention kv_lora_rank " << value("kv_lora_rank") << ", rope "
            << value("qk_rope_head_dim") << ", q_lora_rank " << value("q_lora_rank") << '\n';
    if (s.value("sliding_window", 0) > 0)
        out << "sliding window   " << value("sliding_window") << " tokens on "
            << value("sliding_layers") << " of " << value("layers") << " layers\n";
    out << "params           " << billions(j["params"].get<double>()) << " total, "
        << billions(j["active_params"].get<double>()) << " active per token ("
        << billions(j["active_params_without_embedding"].get<double>())
        << " without the input embedding)\n";
    if (!j["kv_cache_bytes_per_token"].is_null()) {
        const json& at = j["kv_cache_bytes_per_token_at_context"];
        // What one sequence at the model's context holds is what a reader sizes a GPU by.
        out << "KV cache (16-bit) " << binaryBytes(at["sequence_bytes"].get<double>())
            << " for one " << grouped(at["context"].get<double>()) << "-token sequence ("
            << binaryBytes(j["kv_cache_bytes_per_token"].get<double>()) << " per token)\n";
    }
    out << "weights          ";
    bool first = true;
    for (const auto& [name, bytes] : j["weight_bytes"].items()) {
        out << (first ? "" : ", ") << name << " " << binaryBytes(bytes.get<double>());
        first = false;
    }
    out << '\n';
    if (!j["quantization"].is_null())
        out << "quantization     " << j["quantization"].get<std::string>()
            << " (as stored above)\n";
    if (!j["checkpoint_bytes"].is_null())
        out << "checkpoint index " << binaryBytes(j["checkpoint_bytes"].get<double>()) << '\n';
}

// A scenario file names its model by preset, hf_config and shape keys; what it resolves to is
// what a program that builds the model (rightsize-probe) needs, with the catalog's presets
// applied the same way the planner applies them.
bool isScenarioFile(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::string head(4096, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    return head.find("\"rightsize-scenario\"") != std::string::npos;
}

int importScenarioModel(const std::string& file, HfImport& imported, std::ostream& err) {
    int code = kExitOk;
    const Catalog catalog = loadBuiltinCatalog();
    const auto document = loadScenarioFile(file, catalog, err, code);
    if (!document)
        return code;
    const Workload& w = document->scenario.workload;
    if (w.kind == WorkloadKind::ClassicMl || w.kind == WorkloadKind::DataPrep) {
        err << file << ": $.workload.kind: this kind of workload has no model to show\n";
        return kExitBadInput;
    }
    imported.shape = w.model;
    imported.modelType = w.model.preset.empty() ? "scenario" : w.model.preset;
    return kExitOk;
}

} // namespace

int runModelCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (args.empty() || args.front() != "show") {
        err << kUsage;
        return kExitBadInput;
    }
    std::string file;
    std::string format = "table";
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--format" && i + 1 < args.size())
            format = args[++i];
        else if (a.rfind("--format=", 0) == 0)
            format = a.substr(9);
        else if (!a.empty() && a[0] == '-') {
            err << "model show: unknown option " << a << '\n' << kUsage;
            return kExitBadInput;
        } else if (file.empty())
            file = a;
        else {
            err << "model show: one config file at a time\n";
            return kExitBadInput;
        }
    }
    if (file.empty()) {
        err << kUsage;
        return kExitBadInput;
    }
    if (format != "json" && format != "table") {
        err << "model show: --format must be json or table, not \"" << format << "\"\n";
        return kExitBadInput;
    }
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        // The reader says why: no such file, permission denied, a folder, a pipe.
        const FileText probe = readBoundedFile(file, kMaxModelConfigBytes);
        err << quoteText(file, 200) << ": "
            << (probe.ok() ? std::string("is not a regular file") : probe.why) << '\n';
        return probe.refused() ? kExitBadInput : kExitIo;
    }
    HfImport imported;
    if (isScenarioFile(file)) {
        if (const int code = importScenarioModel(file, imported, err); code != kExitOk)
            return code;
    } else {
        imported = importHfConfigFile(file, "$");
    }
    if (!imported.errors.empty()) {
        for (const FieldError& e : imported.errors)
            err << quoteText(file, 200) << ": " << e.path << ": " << e.message << '\n';
        return kExitBadInput;
    }
    const json j = describe(imported);
    if (format == "json")
        out << j.dump(2) << '\n';
    else
        printTable(j, out);
    return kExitOk;
}

} // namespace rightsize::app

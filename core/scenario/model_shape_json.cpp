#include "core/scenario/model_shape_json.h"

#include "core/model/enums.h"
#include "core/model/field_limits.h"
#include "core/model/scenario_fields.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <stdexcept>
#include <utility>

namespace rightsize {
namespace {

using nlohmann::json;

// Bounds are generous (core/model/field_limits.h): they reject typos and nonsense (negative layers,
// 1e300 heads), not unusual but real models.

class ShapeReader {
public:
    ShapeReader(const json& object, const std::string& path, std::vector<FieldError>& errors)
        : m_object(object)
        , m_path(path)
        , m_errors(errors) {}

    // Returns the value of `key` when present and not null.
    const json* find(const char* key) const {
        const auto it = m_object.find(key);
        if (it == m_object.end() || it->is_null())
            return nullptr;
        return &*it;
    }

    void readInt(const char* key, int& out, int minValue, int maxValue) {
        const json* v = find(key);
        if (!v)
            return;
        if (!v->is_number()) {
            fail(key, "must be a whole number");
            return;
        }
        const double d = v->get<double>();
        if (!std::isfinite(d) || d != std::floor(d)) {
            fail(key, "must be a whole number");
            return;
        }
        if (d < minValue || d > maxValue) {
            fail(key, "must be between " + std::to_string(minValue) + " and " +
                          std::to_string(maxValue) + ", got " + v->dump());
            return;
        }
        out = static_cast<int>(d);
    }

    // The keys the editor shows take their range from the field table
    // (core/model/scenario_fields.cpp), so the window and every model block agree; the others keep
    // theirs below.
    void readInt(const char* key, int& out) {
        const FieldRule& rule = tableRule(key);
        readInt(key, out, static_cast<int>(rule.min), static_cast<int>(rule.max));
    }
    void readDouble(const char* key, double& out) { readDouble(key, out, tableRule(key).max); }

    void readDouble(const char* key, double& out, double maxValue) {
        const json* v = find(key);
        if (!v)
            return;
        if (!v->is_number() || !std::isfinite(v->get<double>())) {
            fail(key, "must be a number");
            return;
        }
        const double d = v->get<double>();
        if (d < 0) {
            fail(key, "must not be negative");
            return;
        }
        if (d > maxValue) {
            char limit[32];
            std::snprintf(limit, sizeof limit, "%g", maxValue);
            fail(key, std::string("must be between 0 and ") + limit + ", got " + v->dump());
            return;
        }
        out = d;
    }

    void readBool(const char* key, bool& out) {
        const json* v = find(key);
        if (!v)
            return;
        if (!v->is_boolean()) {
            fail(key, "must be true or false");
            return;
        }
        out = v->get<bool>();
    }

    void readString(const char* key, std::string& out) {
        const json* v = find(key);
        if (!v)
            return;
        if (!v->is_string()) {
            fail(key, "must be a string");
            return;
        }
        out = v->get<std::string>();
    }

    template <class E> void readEnum(const char* key, E& out) {
        const json* v = find(key);
        if (!v)
            return;
        if (v->is_string()) {
            if (const auto parsed = parseEnum<E>(v->get<std::string>())) {
                out = *parsed;
                return;
            }
        }
        std::string allowed;
        for (const auto& [value, name] : EnumNames<E>::values) {
            (void)value;
            allowed += allowed.empty() ? "" : ", ";
            allowed += name;
        }
        fail(key, "must be one of: " + allowed);
    }

private:
    static const FieldRule& tableRule(const char* key) {
        const ScenarioField* f = scenarioField(std::string("$.workload.model.") + key);
        if (!f || !f->isNumber())
            throw std::logic_error(std::string("no field table row for the model key ") + key);
        return f->rule;
    }

    void fail(const char* key, std::string message) {
        m_errors.push_back({m_path + "." + key, std::move(message)});
    }

    const json& m_object;
    const std::string& m_path;
    std::vector<FieldError>& m_errors;
};

} // namespace

void readModelShape(const json& j, const std::string& path, ModelShape& shape,
                    std::vector<FieldError>& errors) {
    if (!j.is_object()) {
        errors.push_back({path, "must be an object"});
        return;
    }
    ShapeReader r(j, path, errors);
    r.readString("preset", shape.preset);
    r.readString("name", shape.name);
    r.readEnum("architecture", shape.architecture);
    r.readDouble("params", shape.params);
    r.readInt("layers", shape.layers);
    r.readInt("hidden", shape.hidden);
    r.readInt("heads", shape.heads);
    r.readInt("kv_heads", shape.kvHeads);
    r.readInt("head_dim", shape.headDim);
    r.readInt("ffn_hidden", shape.ffnHidden);
    r.readBool("gated_ffn", shape.gatedFfn);
    r.readInt("vocab", shape.vocab);
    r.readBool("tied_embeddings", shape.tiedEmbeddings);
    r.readBool("bias", shape.bias);
    r.readBool("dropout", shape.dropout);
    r.readEnum("norm", shape.norm);
    r.readInt("positions", shape.positions, 0, limits::kTokens);
    r.readInt("type_vocab", shape.typeVocab, 0, limits::kTypeVocab);
    r.readBool("embedding_norm", shape.embeddingNorm);
    r.readBool("final_norm", shape.finalNorm);
    r.readBool("pooler", shape.pooler);
    r.readInt("num_classes", shape.numClasses, 0, limits::kClasses);
    r.readInt("image_size", shape.imageSize, 0, limits::kImageSide);
    r.readInt("patch_size", shape.patchSize, 0, limits::kImageSide);
    r.readInt("channels", shape.channels, 1, limits::kChannels);
    r.readDouble("flops_per_sample", shape.flopsPerSample);
    r.readDouble("activation_bytes_per_sample", shape.activationBytesPerSample);
    r.readDouble("grouped_conv_flops_share", shape.groupedConvFlopsShare);
    r.readDouble("grouped_conv_bytes_share", shape.groupedConvBytesShare);
    r.readInt("default_seq_len", shape.defaultSeqLen, 0, limits::kTokens);
    r.readBool("qkv_bias", shape.qkvBias);
    r.readBool("qk_norm", shape.qkNorm);
    r.readInt("norms_per_layer", shape.normsPerLayer, 0, 16);
    r.readInt("q_lora_rank", shape.qLoraRank, 0, limits::kHidden);
    r.readInt("kv_lora_rank", shape.kvLoraRank, 0, limits::kHidden);
    r.readInt("qk_rope_head_dim", shape.qkRopeHeadDim, 0, limits::kHeadDim);
    r.readInt("v_head_dim", shape.vHeadDim, 0, limits::kHeadDim);
    r.readInt("sliding_window", shape.slidingWindow, 0, limits::kTokens);
    r.readInt("sliding_layers", shape.slidingLayers, 0, limits::kLayers);
    r.readInt("experts", shape.experts, 0, limits::kExperts);
    r.readInt("experts_per_token", shape.expertsPerToken, 0, limits::kExperts);
    r.readInt("shared_experts", shape.sharedExperts, 0, limits::kExperts);
    r.readInt("expert_ffn_hidden", shape.expertFfnHidden, 0, limits::kFfnHidden);
    r.readInt("dense_layers", shape.denseLayers, 0, limits::kLayers);
    r.readBool("expert_bias", shape.expertBias);
    r.readBool("router_bias", shape.routerBias);
    r.readString("quant_method", shape.quantMethod);
    r.readDouble("quant_bits", shape.quantBits, limits::kBitsPerValue);
    r.readDouble("expert_quant_bits", shape.expertQuantBits, limits::kBitsPerValue);
    r.readInt("checkpoint_bits", shape.checkpointBits, 1, 64);
    r.readDouble("vision_params", shape.visionParams, limits::kParams);
    r.readDouble("checkpoint_bytes", shape.checkpointBytes, limits::kCheckpointBytes);
    r.readInt("max_context", shape.maxContext, 0, limits::kTokens);

    // Grouped-query attention needs whole query groups; catching it here names the field.
    if (shape.heads > 0 && shape.kvHeads > 0 &&
        (shape.kvHeads > shape.heads || shape.heads % shape.kvHeads != 0) && j.contains("kv_heads"))
        errors.push_back({path + ".kv_heads", "must divide heads"});
    // A token goes to at most every expert; a layer count cannot exceed the layers.
    if (shape.experts > 0 && shape.expertsPerToken > shape.experts &&
        j.contains("experts_per_token"))
        errors.push_back({path + ".experts_per_token",
                          "must not exceed experts (" + std::to_string(shape.experts) + ")"});
    if (shape.experts > 0 && shape.expertsPerToken == 0 && j.contains("experts"))
        errors.push_back({path + ".experts_per_token", "is required with experts (top-k routing)"});
    for (const auto& [key, value] : {std::pair{"dense_layers", shape.denseLayers},
                                     std::pair{"sliding_layers", shape.slidingLayers}})
        if (shape.layers > 0 && value > shape.layers && j.contains(key))
            errors.push_back({path + "." + key,
                              "must not exceed layers (" + std::to_string(shape.layers) + ")"});
    if (shape.kvLoraRank > 0 && shape.headDim > 0 && shape.qkRopeHeadDim > shape.headDim &&
        j.contains("qk_rope_head_dim"))
        errors.push_back({path + ".qk_rope_head_dim", "must not exceed head_dim"});
}

json writeModelShape(const ModelShape& shape, const ModelShape* base) {
    json out = json::object();
    const ModelShape defaults;
    const ModelShape& ref = base ? *base : defaults;
    const bool all = base == nullptr;
    auto put = [&](const char* key, const auto& value, const auto& baseValue) {
        if (all || value != baseValue)
            out[key] = value;
    };
    put("preset", shape.preset, ref.preset);
    put("name", shape.name, ref.name);
    if (all || shape.architecture != ref.architecture)
        out["architecture"] = std::string(toString(shape.architecture));
    put("params", shape.params, ref.params);
    put("layers", shape.layers, ref.layers);
    put("hidden", shape.hidden, ref.hidden);
    put("heads", shape.heads, ref.heads);
    put("kv_heads", shape.kvHeads, ref.kvHeads);
    put("head_dim", shape.headDim, ref.headDim);
    put("ffn_hidden", shape.ffnHidden, ref.ffnHidden);
    put("gated_ffn", shape.gatedFfn, ref.gatedFfn);
    put("vocab", shape.vocab, ref.vocab);
    put("tied_embeddings", shape.tiedEmbeddings, ref.tiedEmbeddings);
    put("bias", shape.bias, ref.bias);
    put("dropout", shape.dropout, ref.dropout);
    if (all || shape.norm != ref.norm)
        out["norm"] = std::string(toString(shape.norm));
    put("positions", shape.positions, ref.positions);
    put("type_vocab", shape.typeVocab, ref.typeVocab);
    put("embedding_norm", shape.embeddingNorm, ref.embeddingNorm);
    put("final_norm", shape.finalNorm, ref.finalNorm);
    put("pooler", shape.pooler, ref.pooler);
    put("num_classes", shape.numClasses, ref.numClasses);
    put("image_size", shape.imageSize, ref.imageSize);
    put("patch_size", shape.patchSize, ref.patchSize);
    put("channels", shape.channels, ref.channels);
    put("flops_per_sample", shape.flopsPerSample, ref.flopsPerSample);
    put("activation_bytes_per_sample", shape.activationBytesPerSample,
        ref.activationBytesPerSample);
    put("grouped_conv_flops_share", shape.groupedConvFlopsShare, ref.groupedConvFlopsShare);
    put("grouped_conv_bytes_share", shape.groupedConvBytesShare, ref.groupedConvBytesShare);
    put("default_seq_len", shape.defaultSeqLen, ref.defaultSeqLen);
    put("qkv_bias", shape.qkvBias, ref.qkvBias);
    put("qk_norm", shape.qkNorm, ref.qkNorm);
    put("norms_per_layer", shape.normsPerLayer, ref.normsPerLayer);
    put("q_lora_rank", shape.qLoraRank, ref.qLoraRank);
    put("kv_lora_rank", shape.kvLoraRank, ref.kvLoraRank);
    put("qk_rope_head_dim", shape.qkRopeHeadDim, ref.qkRopeHeadDim);
    put("v_head_dim", shape.vHeadDim, ref.vHeadDim);
    put("sliding_window", shape.slidingWindow, ref.slidingWindow);
    put("sliding_layers", shape.slidingLayers, ref.slidingLayers);
    put("experts", shape.experts, ref.experts);
    put("experts_per_token", shape.expertsPerToken, ref.expertsPerToken);
    put("shared_experts", shape.sharedExperts, ref.sharedExperts);
    put("expert_ffn_hidden", shape.expertFfnHidden, ref.expertFfnHidden);
    put("dense_layers", shape.denseLayers, ref.denseLayers);
    put("expert_bias", shape.expertBias, ref.expertBias);
    put("router_bias", shape.routerBias, ref.routerBias);
    put("quant_method", shape.quantMethod, ref.quantMethod);
    put("quant_bits", shape.quantBits, ref.quantBits);
    put("expert_quant_bits", shape.expertQuantBits, ref.expertQuantBits);
    put("checkpoint_bits", shape.checkpointBits, ref.checkpointBits);
    put("vision_params", shape.visionParams, ref.visionParams);
    put("checkpoint_bytes", shape.checkpointBytes, ref.checkpointBytes);
    put("max_context", shape.maxContext, ref.maxContext);
    return out;
}

} // namespace rightsize

#include "core/scenario/hf_config.h"

#include "core/estimate/model_shape.h"
#include "core/io/bounded_file.h"
#include "core/io/json_messages.h"
#include "core/model/field_limits.h"
#include "core/model/visible_text.h"
#include "core/scenario/model_shape_json.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>

namespace rightsize {
namespace {

using nlohmann::json;

// Layer counts and widths of real models are far below this; larger values are typos.
constexpr double kMaxDimension = 1e7;

// The largest value of each config key: the scenario reader's limit for the field the key fills
// (core/model/field_limits.h), so an imported model is held to the same bounds as one typed by
// hand.
struct KeyLimit {
    std::string_view key;
    double max;
};
constexpr KeyLimit kKeyLimits[] = {
    {"hidden_size", limits::kHidden},
    {"n_embd", limits::kHidden},
    {"num_hidden_layers", limits::kLayers},
    {"n_layer", limits::kLayers},
    {"num_attention_heads", limits::kHeads},
    {"n_head", limits::kHeads},
    {"num_key_value_heads", limits::kHeads},
    {"head_dim", limits::kHeadDim},
    {"qk_rope_head_dim", limits::kHeadDim},
    {"qk_nope_head_dim", limits::kHeadDim},
    {"v_head_dim", limits::kHeadDim},
    {"q_lora_rank", limits::kHidden},
    {"kv_lora_rank", limits::kHidden},
    {"vocab_size", limits::kVocab},
    {"type_vocab_size", limits::kTypeVocab},
    {"intermediate_size", limits::kFfnHidden},
    {"moe_intermediate_size", limits::kFfnHidden},
    {"n_inner", limits::kFfnHidden},
    {"num_local_experts", limits::kExperts},
    {"num_experts", limits::kExperts},
    {"n_routed_experts", limits::kExperts},
    {"n_shared_experts", limits::kExperts},
    {"num_experts_per_tok", limits::kExperts},
    {"experts_per_token", limits::kExperts},
    {"max_position_embeddings", limits::kTokens},
    {"n_positions", limits::kTokens},
    {"sliding_window", limits::kTokens},
    {"max_window_layers", limits::kLayers},
    {"first_k_dense_replace", limits::kLayers},
    {"moe_layer_freq", limits::kLayers},
    {"decoder_sparse_step", limits::kLayers},
    {"sliding_window_pattern", limits::kLayers},
    {"image_size", limits::kImageSide},
    {"patch_size", limits::kImageSide},
    {"num_channels", limits::kChannels},
    {"bits", limits::kBitsPerValue},
    {"w_bit", limits::kBitsPerValue},
};

double keyLimit(std::string_view key) {
    for (const KeyLimit& k : kKeyLimits)
        if (k.key == key)
            return k.max;
    return kMaxDimension;
}

std::string wholeText(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", v);
    return buf;
}
// The context a default run uses when the scenario gives no seq_len: the model's native
// (pre-extension) context, at most this many tokens, the length fine-tunes and services commonly
// run at; a scenario's seq_len or serving tokens replace it.
constexpr int kDefaultContextCap = 8192;

class ConfigReader {
public:
    ConfigReader(const json& object, std::string path, std::string modelType,
                 std::vector<FieldError>& errors)
        : m_object(object)
        , m_path(std::move(path))
        , m_type(std::move(modelType))
        , m_errors(errors) {}

    const json* find(const char* key) const {
        const auto it = m_object.find(key);
        return it == m_object.end() || it->is_null() ? nullptr : &*it;
    }
    bool has(const char* key) const { return find(key) != nullptr; }

    // A whole number the model type cannot do without.
    int required(const char* key) {
        if (!has(key)) {
            fail(key, "missing: a " + m_type + " config gives " + key);
            return 0;
        }
        return whole(key, 0, 1);
    }
    // A whole number with a default; null counts as absent.
    int whole(const char* key, int fallback, int minValue = 0) {
        const json* v = find(key);
        if (!v)
            return fallback;
        const double d = v->is_number() ? v->get<double>() : std::nan("");
        const double max = keyLimit(key);
        if (!std::isfinite(d) || d != std::floor(d) || d < minValue || d > max) {
            fail(key, "must be a whole number from " + std::to_string(minValue) + " to " +
                          wholeText(max) + ", got " + visibleText(v->dump(), {.maxBytes = 40}));
            return fallback;
        }
        return static_cast<int>(d);
    }
    bool flag(const char* key, bool fallback) {
        const json* v = find(key);
        if (!v)
            return fallback;
        if (!v->is_boolean()) {
            fail(key, "must be true or false, got " + visibleText(v->dump(), {.maxBytes = 40}));
            return fallback;
        }
        return v->get<bool>();
    }
    void fail(const std::string& key, std::string message) {
        m_errors.push_back({m_path + "." + key, std::move(message)});
    }
    const std::string& path() const { return m_path; }
    std::vector<FieldError>& errors() { return m_errors; }

private:
    const json& m_object;
    std::string m_path;
    std::string m_type;
    std::vector<FieldError>& m_errors;
};

int bitsOfDtype(const json* dtype) {
    if (!dtype || !dtype->is_string())
        return 16;
    const std::string t = dtype->get<std::string>();
    if (t == "float32" || t == "fp32")
        return 32;
    if (t == "float8_e4m3fn" || t == "float8_e5m2")
        return 8;
    return 16; // bfloat16, float16
}

// Layers listed as sliding-window in `layer_types` (transformers ≥ 4.53 writes it for every
// model with mixed layers); -1 when the config has no such list.
int slidingFromLayerTypes(ConfigReader& c, int layers) {
    const json* types = c.find("layer_types");
    if (!types)
        return -1;
    if (!types->is_array() || int(types->size()) != layers) {
        c.fail("layer_types",
               "must list one attention type per layer (" + std::to_string(layers) + ")");
        return -1;
    }
    int sliding = 0;
    for (const json& t : *types)
        if (t.is_string() && t.get<std::string>() == "sliding_attention")
            ++sliding;
    return sliding;
}

int nativeContext(ConfigReader& c, int fallback) {
    int context = c.whole("max_position_embeddings", fallback, 1);
    if (const json* rope = c.find("rope_scaling"); rope && rope->is_object()) {
        const auto it = rope->find("original_max_position_embeddings");
        if (it != rope->end() && it->is_number_integer() && it->get<int>() > 0)
            context = it->get<int>();
    }
    return std::clamp(context, 1, kDefaultContextCap);
}

// The parts every rotary decoder with a gated FFN shares (Llama and the families built on it).
void readDecoder(ConfigReader& c, ModelShape& s) {
    s.architecture = Architecture::Decoder;
    s.norm = NormKind::RmsNorm;
    s.gatedFfn = true;
    s.finalNorm = true;
    s.hidden = c.required("hidden_size");
    s.layers = c.required("num_hidden_layers");
    s.heads = c.required("num_attention_heads");
    // A family whose config class has a vocabulary default the released files rely on sets it
    // first.
    s.vocab = s.vocab > 0 && !c.has("vocab_size") ? s.vocab : c.required("vocab_size");
    s.kvHeads = c.whole("num_key_value_heads", s.heads, 1);
    s.headDim = c.whole("head_dim", s.heads > 0 ? s.hidden / s.heads : 0, 1);
    s.tiedEmbeddings = c.flag("tie_word_embeddings", false);
    s.defaultSeqLen = nativeContext(c, 4096);
    // The longest sequence the model takes (rope scaling included): a longer seq_len is refused
    // by the reader, naming this context, instead of planning a model past its positions.
    if (c.has("max_position_embeddings"))
        s.maxContext = c.whole("max_position_embeddings", 0, 1);
}

// Sliding windows of Mistral-style configs: one window for every layer, or (Qwen2/3) for the
// layers from max_window_layers on when use_sliding_window is set.
void readSlidingWindow(ConfigReader& c, ModelShape& s, bool qwenStyle) {
    const int window = c.whole("sliding_window", 0);
    const int listed = slidingFromLayerTypes(c, s.layers);
    if (listed >= 0) {
        s.slidingWindow = listed > 0 ? window : 0;
        s.slidingLayers = listed;
        return;
    }
    if (window <= 0)
        return;
    if (qwenStyle) {
        if (!c.flag("use_sliding_window", false))
            return;
        const int from = std::clamp(c.whole("max_window_layers", s.layers), 0, s.layers);
        s.slidingWindow = window;
        s.slidingLayers = s.layers - from;
        return;
    }
    s.slidingWindow = window;
    s.slidingLayers = s.layers;
}

void readLlama(ConfigReader& c, ModelShape& s) {
    readDecoder(c, s);
    s.ffnHidden = c.required("intermediate_size");
    // attention_bias puts biases on q, k, v and o; mlp_bias on the FFN (both off in Llama 3).
    const bool attentionBias = c.flag("attention_bias", false);
    const bool mlpBias = c.flag("mlp_bias", false);
    s.bias = attentionBias && mlpBias;
    s.qkvBias = attentionBias && !mlpBias;
}

void readMistral(ConfigReader& c, ModelShape& s) {
    readLlama(c, s);
    readSlidingWindow(c, s, false);
}

void readMixtral(ConfigReader& c, ModelShape& s) {
    readDecoder(c, s);
    // Mixtral's intermediate_size is the width of each expert; every layer is sparse.
    s.ffnHidden = c.required("intermediate_size");
    s.expertFfnHidden = s.ffnHidden;
    s.experts = c.required("num_local_experts");
    s.expertsPerToken = c.required("num_experts_per_tok");
    readSlidingWindow(c, s, false);
}

void readQwen2(ConfigReader& c, ModelShape& s) {
    readDecoder(c, s);
    s.ffnHidden = c.required("intermediate_size");
    s.qkvBias = true; // Qwen2Attention: biases on q, k and v, none on o
    readSlidingWindow(c, s, true);
}

void readQwen3(ConfigReader& c, ModelShape& s) {
    readDecoder(c, s);
    s.ffnHidden = c.required("intermediate_size");
    s.bias = false;
    s.qkvBias = false;
    if (c.flag("attention_bias", false))
        s.qkvBias = true; // q, k, v and o; o's bias is one vector of hidden, left out
    s.qkNorm = true;      // RMSNorm over each head's queries and keys
    readSlidingWindow(c, s, true);
}

void readQwen3Moe(ConfigReader& c, ModelShape& s) {
    readQwen3(c, s);
    s.experts = c.required("num_experts");
    s.expertsPerToken = c.required("num_experts_per_tok");
    s.expertFfnHidden = c.required("moe_intermediate_size");
    if (!c.has("intermediate_size"))
        s.ffnHidden = s.expertFfnHidden;
    // Dense layers: those listed in mlp_only_layers and those off the decoder_sparse_step beat.
    const int step = std::max(1, c.whole("decoder_sparse_step", 1, 1));
    std::vector<bool> denseLayer(std::size_t(std::max(0, s.layers)), false);
    if (const json* only = c.find("mlp_only_layers"); only && only->is_array())
        for (const json& i : *only)
            if (i.is_number_integer() && i.get<int>() >= 0 && i.get<int>() < s.layers)
                denseLayer[std::size_t(i.get<int>())] = true;
    for (int l = 0; l < s.layers; ++l)
        if ((l + 1) % step != 0)
            denseLayer[std::size_t(l)] = true;
    s.denseLayers = int(std::count(denseLayer.begin(), denseLayer.end(), true));
}

void readDeepseekV3(ConfigReader& c, ModelShape& s) {
    readDecoder(c, s);
    s.ffnHidden = c.required("intermediate_size");
    s.expertFfnHidden = c.required("moe_intermediate_size");
    s.experts = c.required("n_routed_experts");
    s.expertsPerToken = c.required("num_experts_per_tok");
    s.sharedExperts = c.whole("n_shared_experts", 0);
    const int firstDense = std::clamp(c.whole("first_k_dense_replace", 0), 0, s.layers);
    const int freq = std::max(1, c.whole("moe_layer_freq", 1, 1));
    int dense = 0;
    for (int l = 0; l < s.layers; ++l)
        if (l < firstDense || l % freq != 0)
            ++dense;
    s.denseLayers = dense;
    // Multi-head latent attention: q_lora_rank is null in the Lite models (one full query matrix).
    s.qLoraRank = c.whole("q_lora_rank", 0);
    s.kvLoraRank = c.required("kv_lora_rank");
    s.qkRopeHeadDim = c.required("qk_rope_head_dim");
    const int nope = c.required("qk_nope_head_dim");
    s.vHeadDim = c.required("v_head_dim");
    s.headDim = nope + s.qkRopeHeadDim;
    s.kvHeads = s.heads;
    // Auxiliary-loss-free balancing keeps a bias per expert beside the router (DeepSeek-V3 §2.1.2).
    if (const json* method = c.find("topk_method");
        method && method->is_string() && method->get<std::string>() == "noaux_tc")
        s.routerBias = true;
    // The multi-token-prediction module (num_nextn_predict_layers) is a training and speculative
    // decoding aid kept apart from the main model's count (DeepSeek-V3 model card: 671B main + 14B
    // MTP).
}

void readGptOss(ConfigReader& c, ModelShape& s) {
    readDecoder(c, s);
    s.ffnHidden = c.required("intermediate_size");
    s.expertFfnHidden = s.ffnHidden;
    s.experts = c.required("num_local_experts");
    s.expertsPerToken = c.has("num_experts_per_tok") ? c.required("num_experts_per_tok")
                                                     : c.required("experts_per_token");
    // Biases on q, k, v and o, on every expert's matrices and on the router (gpt-oss model card
    // §2).
    s.bias = true;
    s.expertBias = true;
    s.routerBias = true;
    readSlidingWindow(c, s, false);
}

void readPhi3(ConfigReader& c, ModelShape& s) {
    readDecoder(c, s);
    s.ffnHidden = c.required("intermediate_size"); // gate and up fused in one matrix: same count
    readSlidingWindow(c, s, false);
}

void readGemma(ConfigReader& c, ModelShape& s, int version) {
    readDecoder(c, s);
    s.ffnHidden = c.required("intermediate_size");
    s.tiedEmbeddings = c.flag("tie_word_embeddings", true);
    s.normsPerLayer = 4; // norms before and after both attention and the FFN
    s.qkNorm = version >= 3;
    if (version >= 3 && !c.has("max_position_embeddings"))
        s.defaultSeqLen = kDefaultContextCap; // Gemma3TextConfig's default is 131072 tokens
    const int window = c.whole("sliding_window", 0);
    const int listed = slidingFromLayerTypes(c, s.layers);
    if (window <= 0)
        return;
    s.slidingWindow = window;
    if (listed >= 0) {
        s.slidingLayers = listed;
    } else if (version == 2) {
        s.slidingLayers = (s.layers + 1) / 2; // even layers local, odd layers global
    } else {
        // Gemma 3: every sliding_window_pattern-th layer is global, the others local (5:1).
        const int pattern = std::max(1, c.whole("sliding_window_pattern", 6, 1));
        s.slidingLayers = s.layers - s.layers / pattern;
    }
}

// A SigLIP-style vision tower (Gemma 3's vision_config) and the projector into the text width:
// patch embedding, learned positions, pre-norm blocks with biases, a final norm.
double visionTowerParams(ConfigReader& v, int textHidden) {
    const double h = v.required("hidden_size");
    const double f = v.required("intermediate_size");
    const double layers = v.required("num_hidden_layers");
    const double image = v.whole("image_size", 224, 1);
    const double patch = v.whole("patch_size", 14, 1);
    const double channels = v.whole("num_channels", 3, 1);
    const double block = 4 * (h * h + h) + 2 * h * f + f + h + 2 * 2 * h;
    const double positions = std::floor(image / patch) * std::floor(image / patch);
    const double tower = layers * block + channels * patch * patch * h + h + positions * h + 2 * h;
    const double projector = h * textHidden + h; // projection and the soft-embedding norm
    return tower + projector;
}

void readGpt2(ConfigReader& c, ModelShape& s) {
    s.architecture = Architecture::Decoder;
    s.norm = NormKind::LayerNorm;
    s.bias = true;
    s.finalNorm = true;
    s.hidden = c.required("n_embd");
    s.layers = c.required("n_layer");
    s.heads = c.required("n_head");
    s.vocab = c.required("vocab_size");
    s.positions = c.required("n_positions");
    s.ffnHidden = c.whole("n_inner", 4 * s.hidden, 1);
    s.tiedEmbeddings = c.flag("tie_word_embeddings", true);
    s.dropout = true;
    s.defaultSeqLen = s.positions;
}

void readBert(ConfigReader& c, ModelShape& s) {
    s.architecture = Architecture::Encoder;
    s.norm = NormKind::LayerNorm;
    s.bias = true;
    s.dropout = true;
    s.hidden = c.required("hidden_size");
    s.layers = c.required("num_hidden_layers");
    s.heads = c.required("num_attention_heads");
    s.ffnHidden = c.required("intermediate_size");
    s.vocab = c.required("vocab_size");
    s.positions = c.required("max_position_embeddings");
    s.typeVocab = c.whole("type_vocab_size", 2);
    s.embeddingNorm = true;
    s.finalNorm = false;
    s.pooler = true; // BertModel; the MLM head is tied to the embeddings
    s.tiedEmbeddings = true;
    s.defaultSeqLen = s.positions;
}

void readVit(ConfigReader& c, ModelShape& s) {
    s.architecture = Architecture::Encoder;
    s.norm = NormKind::LayerNorm;
    s.bias = c.flag("qkv_bias", true);
    s.dropout = true;
    s.hidden = c.required("hidden_size");
    s.layers = c.required("num_hidden_layers");
    s.heads = c.required("num_attention_heads");
    s.ffnHidden = c.required("intermediate_size");
    s.imageSize = c.required("image_size");
    s.patchSize = c.required("patch_size");
    s.channels = c.whole("num_channels", 3, 1);
    if (s.patchSize > 0) {
        // In floating point: 65536 / 1 squared does not fit an int.
        const double side = s.imageSize / s.patchSize;
        const double positions = side * side + 1; // the patches and the class token
        if (positions > limits::kTokens) {
            c.fail("patch_size", "gives " + wholeText(positions) + " patches of a " +
                                     std::to_string(s.imageSize) + "-pixel image, more than the " +
                                     std::to_string(limits::kTokens) + " tokens a sample may hold");
            s.imageSize = 0;
            s.patchSize = 0;
        } else {
            s.positions = static_cast<int>(positions);
        }
    }
    s.finalNorm = true;
    s.defaultSeqLen = s.positions;
    // An image classifier (ViTForImageClassification) has a head of id2label's size.
    bool classifier = false;
    if (const json* arch = c.find("architectures"); arch && arch->is_array())
        for (const json& a : *arch)
            if (a.is_string() &&
                a.get<std::string>().find("ForImageClassification") != std::string::npos)
                classifier = true;
    if (const json* labels = c.find("id2label"); classifier && labels && labels->is_object())
        s.numClasses = int(labels->size());
}

// quantization_config → stored bits per weight, scales included.
void readQuantization(ConfigReader& c, ModelShape& s) {
    const json* q = c.find("quantization_config");
    if (!q)
        return;
    if (!q->is_object()) {
        c.fail("quantization_config", "must be an object");
        return;
    }
    ConfigReader r(*q, c.path() + ".quantization_config", "quantization_config", c.errors());
    const json* methodValue = r.find("quant_method");
    std::string method =
        methodValue && methodValue->is_string() ? methodValue->get<std::string>() : "";
    if (method.empty() && (r.has("load_in_4bit") || r.has("load_in_8bit")))
        method = "bitsandbytes";
    if (method == "fp8") {
        // Block-wise FP8 (DeepSeek-V3, arXiv:2412.19437 §3.3): one fp32 scale per
        // weight_block_size block of a matrix; without blocks one scale per matrix (negligible).
        double bits = 8;
        if (const json* block = r.find("weight_block_size")) {
            const bool ok = block->is_array() && block->size() == 2 &&
                            (*block)[0].is_number_integer() && (*block)[1].is_number_integer() &&
                            (*block)[0].get<long long>() > 0 && (*block)[1].get<long long>() > 0;
            if (ok)
                bits += 32.0 / ((*block)[0].get<double>() * (*block)[1].get<double>());
            else
                r.fail("weight_block_size", "must be two positive whole numbers, got " +
                                                visibleText(block->dump(), {.maxBytes = 40}));
        }
        s.quantBits = s.expertQuantBits = bits;
    } else if (method == "mxfp4") {
        // OCP Microscaling MXFP4 (OCP MX specification v1.0): 4-bit E2M1 elements with one 8-bit
        // E8M0 scale per block of 32, 4.25 bits. transformers stores the MoE experts' matrices so;
        // modules_to_not_convert (attention, router, embeddings, head) stay at torch_dtype.
        s.expertQuantBits = 4 + 8.0 / 32;
        if (s.experts == 0)
            s.quantBits = s.expertQuantBits;
    } else if (method == "gptq" || method == "awq") {
        // GPTQ and AWQ pack `bits`-bit weights with an fp16 scale and a `bits`-bit zero point per
        // group of `group_size` input channels (AutoGPTQ / AutoAWQ packing); -1 is one group per
        // column, whose scales are negligible.
        const int bits = r.whole("bits", r.whole("w_bit", 4, 1), 1);
        const json* groupValue =
            r.find("group_size") ? r.find("group_size") : r.find("q_group_size");
        int group = 128;
        if (groupValue) {
            if (groupValue->is_number_integer() &&
                (groupValue->get<long long>() == -1 || groupValue->get<long long>() > 0))
                group = int(groupValue->get<long long>());
            else
                r.fail(r.find("group_size") ? "group_size" : "q_group_size",
                       "must be -1 or a positive whole number");
        }
        s.quantBits = s.expertQuantBits = bits + (group > 0 ? (16.0 + bits) / group : 0);
    } else if (method == "bitsandbytes") {
        if (r.flag("load_in_4bit", false)) {
            // NF4 with an fp32 absmax per 64 weights (4.5 bits); double quantisation keeps those in
            // 8 bits with an fp32 scale per 256 of them (4.127 bits) (Dettmers et al.,
            // arXiv:2305.14314 §3).
            s.quantBits =
                r.flag("bnb_4bit_use_double_quant", false) ? 4 + 8.0 / 64 + 32.0 / (64 * 256) : 4.5;
        } else if (r.flag("load_in_8bit", false)) {
            // LLM.int8(): int8 weights with one fp32 scale per row (Dettmers et al.,
            // arXiv:2208.07339), a few thousandths of a bit per weight on top.
            s.quantBits = 8;
        } else {
            r.fail("load_in_4bit",
                   "a bitsandbytes config loads in 4 or 8 bits (load_in_4bit or load_in_8bit)");
            return;
        }
        s.expertQuantBits = s.quantBits;
    } else {
        r.fail("quant_method",
               (method.empty() ? std::string("missing") : "unsupported \"" + method + "\"") +
                   "; supported: fp8, mxfp4, gptq, awq, bitsandbytes");
        return;
    }
    s.quantMethod = method;
}

using Reader = void (*)(ConfigReader&, ModelShape&);

struct Family {
    std::string_view type;
    Reader read;
};

void readGemma2(ConfigReader& c, ModelShape& s) {
    readGemma(c, s, 2);
}
void readGemma3(ConfigReader& c, ModelShape& s) {
    readGemma(c, s, 3);
}

const Family kFamilies[] = {
    {"llama", readLlama},
    {"mistral", readMistral},
    {"mixtral", readMixtral},
    {"qwen2", readQwen2},
    {"qwen3", readQwen3},
    {"qwen3_moe", readQwen3Moe},
    {"deepseek_v3", readDeepseekV3},
    {"deepseek_v2", readDeepseekV3},
    {"kimi_k2", readDeepseekV3},
    {"gpt_oss", readGptOss},
    {"phi3", readPhi3},
    {"gemma2", readGemma2},
    {"gemma3", readGemma3},
    {"gemma3_text", readGemma3},
    {"gpt2", readGpt2},
    {"bert", readBert},
    {"vit", readVit},
};

std::string supportedList() {
    std::string out;
    for (const std::string_view t : hfModelTypes()) {
        out += out.empty() ? "" : ", ";
        out += t;
    }
    return out;
}

// metadata.total_size of a checkpoint index, read without building the document: the index
// lists every tensor (tens of thousands for a large MoE model) and only one number is wanted.
class TotalSizeReader : public nlohmann::json_sax<json> {
public:
    std::optional<double> total;

    bool null() override { return value(std::nan("")); }
    bool boolean(bool) override { return value(std::nan("")); }
    bool number_integer(number_integer_t v) override { return value(double(v)); }
    bool number_unsigned(number_unsigned_t v) override { return value(double(v)); }
    bool number_float(number_float_t v, const string_t&) override { return value(v); }
    bool string(string_t&) override { return value(std::nan("")); }
    bool binary(binary_t&) override { return value(std::nan("")); }
    bool start_object(std::size_t) override { return enter(); }
    bool end_object() override { return leave(); }
    bool start_array(std::size_t) override { return enter(); }
    bool end_array() override { return leave(); }
    bool key(string_t& k) override {
        if (m_depth == 1)
            m_inMetadata = k == "metadata";
        m_isTotal = m_depth == 2 && m_inMetadata && k == "total_size";
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
        total.reset();
        return false;
    }

private:
    bool value(double v) {
        if (m_isTotal && std::isfinite(v) && v > 0 && v <= limits::kCheckpointBytes)
            total = v;
        m_isTotal = false;
        return true;
    }
    bool enter() {
        m_isTotal = false;
        return ++m_depth <= kMaxScenarioDepthForIndex;
    }
    bool leave() {
        --m_depth;
        return true;
    }
    static constexpr int kMaxScenarioDepthForIndex = 64;
    int m_depth = 0;
    bool m_inMetadata = false;
    bool m_isTotal = false;
};

// An index that is missing, too large, not a regular file or unreadable is no cross-check; the
// config alone still plans.
std::optional<double> checkpointTotalSize(const std::string& index) {
    const FileText read = readBoundedFile(index, kMaxCheckpointIndexBytes);
    if (!read.ok())
        return std::nullopt;
    return checkpointIndexTotalSize(read.text);
}

// The name a config gives its model: "_name_or_path" as saved by transformers
// ("meta-llama/Llama-3.1-8B"), else its model_type; one short line.
constexpr std::size_t kMaxModelNameBytes = 120;
std::string configModelName(const json& config, const std::string& modelType) {
    const auto it = config.find("_name_or_path");
    if (it != config.end() && it->is_string() && !it->get_ref<const std::string&>().empty()) {
        std::string name = it->get<std::string>();
        // A local folder it was saved from is named by its last part; a Hub id stays whole.
        if (name.front() == '/' || name.front() == '.' || name.find('\\') != std::string::npos)
            name = std::filesystem::path(name).filename().string();
        if (!name.empty())
            return visibleText(name, {.maxBytes = kMaxModelNameBytes});
    }
    return visibleText(modelType, {.maxBytes = kMaxModelNameBytes});
}

} // namespace

const std::vector<std::string_view>& hfModelTypes() {
    static const std::vector<std::string_view> types{
        "llama",       "mistral",     "mixtral", "qwen2",   "qwen3", "qwen3_moe",
        "deepseek_v3", "deepseek_v2", "kimi_k2", "gpt_oss", "phi3",  "gemma2",
        "gemma3",      "gemma3_text", "gpt2",    "bert",    "vit"};
    return types;
}

HfImport importHfConfig(const json& config, const std::string& path) {
    HfImport out;
    if (!config.is_object()) {
        out.errors.push_back(
            {path, "must be the object of a Hugging Face config.json (or a path to one)"});
        return out;
    }
    const auto typeIt = config.find("model_type");
    if (typeIt == config.end() || !typeIt->is_string()) {
        out.errors.push_back(
            {path + ".model_type",
             "missing: a config.json names its model_type; supported: " + supportedList()});
        return out;
    }
    out.modelType = typeIt->get<std::string>();
    const auto family = std::find_if(std::begin(kFamilies), std::end(kFamilies),
                                     [&](const Family& f) { return f.type == out.modelType; });
    if (family == std::end(kFamilies)) {
        out.errors.push_back({path + ".model_type", std::string("unknown model_type ")
                                                        .append(quoteText(out.modelType))
                                                        .append("; supported: ")
                                                        .append(supportedList())});
        return out;
    }
    ConfigReader top(config, path, out.modelType, out.errors);
    ModelShape& s = out.shape;
    // Multimodal configs (Gemma 3) nest the language model in text_config.
    const json* text = top.find("text_config");
    if (text && !text->is_object()) {
        top.fail("text_config", "must be an object");
        return out;
    }
    ConfigReader language(text ? *text : config, text ? path + ".text_config" : path, out.modelType,
                          out.errors);
    if (out.modelType == "gemma3" || out.modelType == "gemma3_text")
        s.vocab = 262208; // Gemma3TextConfig's default, which the released configs leave out
    family->read(language, s);
    if (const json* vision = top.find("vision_config"); vision && vision->is_object() && text) {
        ConfigReader v(*vision, path + ".vision_config", "vision_config", out.errors);
        s.visionParams = visionTowerParams(v, s.hidden);
    }
    const json* dtype = top.find("torch_dtype") ? top.find("torch_dtype") : top.find("dtype");
    if (!dtype)
        dtype =
            language.find("torch_dtype") ? language.find("torch_dtype") : language.find("dtype");
    s.checkpointBits = bitsOfDtype(dtype);
    readQuantization(top, s);
    s.name = configModelName(config, out.modelType);
    if (s.heads > 0 && s.kvHeads > 0 && s.heads % s.kvHeads != 0)
        language.fail("num_key_value_heads", "must divide num_attention_heads");
    if (s.experts > 0 && s.expertsPerToken > s.experts)
        language.fail("num_experts_per_tok", "must not exceed the number of experts");
    // The shape read back as a scenario's would be: a field made from several keys (a vision
    // model's positions, quantised bits with their scales) is held to the same limits too.
    if (out.errors.empty()) {
        ModelShape check;
        readModelShape(writeModelShape(s, nullptr), path, check, out.errors);
    }
    return out;
}

HfImport importHfConfigFile(const std::string& file, const std::string& path) {
    const FileText read = readBoundedFile(file, kMaxModelConfigBytes);
    if (!read.ok()) {
        HfImport out;
        out.errors.push_back({path, quoteText(file, 200) + ": " + read.why});
        return out;
    }
    HfImport out = importHfConfigText(read.text, quoteText(file, 200), path);
    // A config saved without its name is named by its folder ("Qwen2.5-7B/config.json").
    const std::string folder =
        std::filesystem::absolute(std::filesystem::path(file)).parent_path().filename().string();
    if (out.errors.empty() && !out.namedByConfig && !folder.empty() && isValidUtf8(folder))
        out.shape.name = visibleText(folder, {.maxBytes = kMaxModelNameBytes});
    // The checkpoint's own size, when its shard index lies beside the config.
    const auto index = std::filesystem::path(file).parent_path() / "model.safetensors.index.json";
    if (out.errors.empty())
        if (const auto total = checkpointTotalSize(index.string()))
            out.shape.checkpointBytes = *total;
    return out;
}

HfImport importHfConfigText(std::string_view text, const std::string& named,
                            const std::string& path) {
    HfImport out;
    json config;
    try {
        config = json::parse(text.begin(), text.end());
    } catch (const json::exception& e) {
        out.errors.push_back({path, named + " is not valid JSON: " + jsonParseErrorText(e.what())});
        return out;
    }
    out = importHfConfig(config, path);
    out.namedByConfig = config.is_object() && config.contains("_name_or_path");
    return out;
}

std::optional<double> checkpointIndexTotalSize(std::string_view text) {
    TotalSizeReader reader;
    if (!json::sax_parse(text.begin(), text.end(), &reader, json::input_format_t::json, false))
        return std::nullopt;
    return reader.total;
}

} // namespace rightsize

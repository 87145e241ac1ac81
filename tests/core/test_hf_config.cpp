// Importing Hugging Face config.json files: the counts of every supported family against the
// published totals of their model cards (tests/data/hf_configs/README.md names each source),
// mixture-of-experts and latent-attention counts, KV cache sizes, the weight bytes of each
// quantization_config, and the errors a wrong config gets.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/model_shape.h"
#include "core/estimate/moe.h"
#include "core/model/catalog.h"
#include "core/scenario/hf_config.h"
#include "core/scenario/model_shape_json.h"

#include <QTest>
#include <cmath>
#include <filesystem>
#include <fstream>

using namespace rightsize;
using nlohmann::json;

namespace {

const std::string kDir = RIGHTSIZE_TEST_DATA_DIR "/hf_configs/";

json loadConfig(const std::string& name) {
    std::ifstream in(kDir + name + "/config.json");
    return json::parse(in);
}

ModelShape importOrFail(const json& config) {
    const HfImport i = importHfConfig(config, "$");
    for (const FieldError& e : i.errors)
        qWarning("%s: %s", e.path.c_str(), e.message.c_str());
    return i.errors.empty() ? i.shape : ModelShape{};
}

bool within(double value, double expected, double share) {
    return std::abs(value - expected) <= share * expected;
}

QString describe(double value, double expected) {
    return QStringLiteral("got %1, expected %2").arg(value, 0, 'f', 0).arg(expected, 0, 'f', 0);
}

bool hasError(const HfImport& i, const std::string& path) {
    for (const FieldError& e : i.errors)
        if (e.path == path)
            return true;
    return false;
}

} // namespace

class TestHfConfig : public QObject {
    Q_OBJECT
private slots:
    // Totals within 1% of the model card; a card figure given to fewer digits allows what its
    // rounding allows (Kimi K2's "1T" is one significant figure: ±5%).
    void totalsMatchModelCards_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("published");
        QTest::addColumn<double>("tolerance");
        QTest::addColumn<QString>("architecture");
        const struct {
            const char* name;
            double published;
            double tolerance;
            const char* architecture;
        } rows[] = {
            {"llama-3.1-8b", 8.03e9, 0.01, "decoder"},
            {"llama-3.1-70b", 70.6e9, 0.01, "decoder"},
            {"llama-3.1-405b", 405e9, 0.01, "decoder"},
            {"mistral-7b-v0.1", 7.24e9, 0.01, "decoder"},
            {"mixtral-8x7b-v0.1", 46.7e9, 0.01, "decoder"},
            {"qwen2.5-7b", 7.61e9, 0.01, "decoder"},
            {"qwen3-8b", 8.2e9, 0.01, "decoder"},
            {"qwen3-32b", 32.8e9, 0.01, "decoder"},
            {"qwen3-30b-a3b", 30.5e9, 0.01, "decoder"},
            {"qwen3-235b-a22b", 235e9, 0.01, "decoder"},
            {"deepseek-v3", 671e9, 0.01, "decoder"},
            {"kimi-k2-instruct", 1e12, 0.05, "decoder"},
            {"gpt-oss-120b", 116.83e9, 0.01, "decoder"},
            {"gpt-oss-20b", 20.91e9, 0.01, "decoder"},
            {"phi-3-mini-4k-instruct", 3.8e9, 0.01, "decoder"},
            {"gemma-2-9b", 9.24e9, 0.01, "decoder"},
            {"gemma-3-27b-it", 27.4e9, 0.01, "decoder"},
            {"gpt2", 124e6, 0.01, "decoder"},
            {"bert-base-uncased", 110e6, 0.01, "encoder"},
            {"vit-base-patch16-224", 86.6e6, 0.01, "encoder"},
        };
        for (const auto& r : rows)
            QTest::newRow(r.name) << QString::fromLatin1(r.name) << r.published << r.tolerance
                                  << QString::fromLatin1(r.architecture);
    }
    void totalsMatchModelCards() {
        QFETCH(QString, name);
        QFETCH(double, published);
        QFETCH(double, tolerance);
        QFETCH(QString, architecture);
        const ModelShape s = importOrFail(loadConfig(name.toStdString()));
        QVERIFY(s.layers > 0);
        QCOMPARE(QString::fromLatin1(toString(s.architecture)), architecture);
        const double total = deriveParams(s);
        QVERIFY2(within(total, published, tolerance), qPrintable(describe(total, published)));
    }

    // Exact counts where the Hub or a report gives every digit.
    void exactCounts_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("count");
        QTest::newRow("llama-3.1-8b") << QStringLiteral("llama-3.1-8b") << 8030261248.0;
        QTest::newRow("mistral-7b") << QStringLiteral("mistral-7b-v0.1") << 7241732096.0;
        QTest::newRow("qwen2.5-7b") << QStringLiteral("qwen2.5-7b") << 7615616512.0;
        QTest::newRow("gemma-2-9b") << QStringLiteral("gemma-2-9b") << 9241705984.0;
        QTest::newRow("gpt2") << QStringLiteral("gpt2") << 124439808.0;
        QTest::newRow("bert") << QStringLiteral("bert-base-uncased") << 109482240.0;
        QTest::newRow("vit") << QStringLiteral("vit-base-patch16-224") << 86567656.0;
    }
    void exactCounts() {
        QFETCH(QString, name);
        QFETCH(double, count);
        const double total = deriveParams(importOrFail(loadConfig(name.toStdString())));
        QCOMPARE(total, count);
    }

    // Active parameters per token against the cards. Mistral, Qwen and DeepSeek count every
    // parameter a token uses, embeddings included; OpenAI's and Moonshot's cards leave the input
    // embedding table out (a lookup), so it is taken off for those rows.
    void activeParamsMatchModelCards_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("published");
        QTest::addColumn<bool>("withoutEmbedding");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("mixtral") << QStringLiteral("mixtral-8x7b-v0.1") << 12.9e9 << false << 0.01;
        QTest::newRow("qwen3-30b-a3b") << QStringLiteral("qwen3-30b-a3b") << 3.3e9 << false << 0.02;
        QTest::newRow("qwen3-235b-a22b")
            << QStringLiteral("qwen3-235b-a22b") << 22e9 << false << 0.01;
        QTest::newRow("deepseek-v3") << QStringLiteral("deepseek-v3") << 37e9 << false << 0.015;
        QTest::newRow("kimi-k2") << QStringLiteral("kimi-k2-instruct") << 32e9 << true << 0.015;
        QTest::newRow("gpt-oss-120b") << QStringLiteral("gpt-oss-120b") << 5.13e9 << true << 0.01;
        QTest::newRow("gpt-oss-20b") << QStringLiteral("gpt-oss-20b") << 3.61e9 << true << 0.01;
        QTest::newRow("dense llama") << QStringLiteral("llama-3.1-8b") << 8.03e9 << false << 0.01;
    }
    void activeParamsMatchModelCards() {
        QFETCH(QString, name);
        QFETCH(double, published);
        QFETCH(bool, withoutEmbedding);
        QFETCH(double, tolerance);
        const ModelCounts m = computeCounts(importOrFail(loadConfig(name.toStdString())));
        const double active = m.activeParams - (withoutEmbedding ? m.embeddingParams : 0);
        QVERIFY2(within(active, published, tolerance), qPrintable(describe(active, published)));
        QVERIFY(m.activeParams <= m.params);
    }

    // Identities of the MoE count: total = active + the experts a token skips; the routed
    // experts are what expert parallelism splits.
    void moeIdentities() {
        const ModelShape s = importOrFail(loadConfig("deepseek-v3"));
        QCOMPARE(s.experts, 256);
        QCOMPARE(s.expertsPerToken, 8);
        QCOMPARE(s.sharedExperts, 1);
        QCOMPARE(s.denseLayers, 3);
        QCOMPARE(s.expertFfnHidden, 2048);
        const ModelCounts m = computeCounts(s);
        QCOMPARE(m.moeLayers, 58);
        // One expert: three 7168 × 2048 matrices.
        QCOMPARE(m.expertLayerParams, 3.0 * 7168 * 2048);
        QCOMPARE(m.expertParams, 58.0 * 256 * 3 * 7168 * 2048);
        QCOMPARE(m.params - m.activeParams, 58.0 * (256 - 8) * 3 * 7168 * 2048);
        QVERIFY(m.activeLinearParams < m.linearParams);
        // A token's FFN width: 3 dense layers of 18432, 58 layers of (8 + 1) × 2048.
        QCOMPARE(m.activeFfnHidden, (3.0 * 18432 + 58.0 * 9 * 2048) / 61);
    }

    // Multi-head latent attention: the cache holds (kv_lora_rank + qk_rope_head_dim) per layer
    // and token; the attention parameters follow DeepSeek-V2 §2.1.
    void latentAttention() {
        const ModelShape s = importOrFail(loadConfig("deepseek-v3"));
        QCOMPARE(s.kvLoraRank, 512);
        QCOMPARE(s.qkRopeHeadDim, 64);
        QCOMPARE(s.headDim, 192);
        const ModelCounts m = computeCounts(s);
        QVERIFY(m.latentCache);
        QCOMPARE(kvElementsPerSequence(m, 1), (512.0 + 64) * 61);
        QCOMPARE(kvElementsPerSequence(m, 1000), 1000 * (512.0 + 64) * 61);
        // 70,272 bytes per token in bf16 against 2 × 128 heads × 192 × 61 × 2 = 5,996,544 for the
        // same heads without the latent: 85× less.
        QCOMPARE(kvElementsPerSequence(m, 1) * 2, 70272.0);
        // Dense layer: attention 187,107,328 + FFN 396,361,728 + two norms.
        const double attention = 7168.0 * 1536 + 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512 +
                                 512.0 * 128 * 256 + 128.0 * 128 * 7168;
        QCOMPARE(attention, 187107328.0);
        QCOMPARE(transformerLayerParams(s), attention + 3.0 * 7168 * 18432 + 2 * 7168);
        // Total of the main model: 671,026,419,200 (the card's 671B).
        QCOMPARE(deriveParams(s), 671026419200.0);
    }

    void kvCacheOfGroupedAndSlidingAttention() {
        // Llama 3.1 8B: 2 × 32 layers × 8 KV heads × 128 = 65,536 elements, 128 KiB in bf16.
        const ModelCounts llama = computeCounts(importOrFail(loadConfig("llama-3.1-8b")));
        QCOMPARE(kvElementsPerSequence(llama, 1), 65536.0);
        QCOMPARE(kvElementsPerSequence(llama, 100000), 65536.0 * 100000);
        // gpt-oss-120b: half its 36 layers keep a 128-token window.
        const ModelCounts oss = computeCounts(importOrFail(loadConfig("gpt-oss-120b")));
        QCOMPARE(oss.slidingLayers, 18);
        QCOMPARE(oss.slidingWindow, 128);
        const double perLayer = 2.0 * 8 * 64;
        QCOMPARE(kvElementsPerSequence(oss, 100), 100 * 36 * perLayer);
        QCOMPARE(kvElementsPerSequence(oss, 100000), 100000 * 18 * perLayer + 128 * 18 * perLayer);
        // Gemma 3 27B: 5 local layers to 1 global, window 1024.
        const ModelCounts gemma = computeCounts(importOrFail(loadConfig("gemma-3-27b-it")));
        QCOMPARE(gemma.globalLayers, 10);
        QCOMPARE(gemma.slidingLayers, 52);
        QCOMPARE(gemma.slidingWindow, 1024);
        // Gemma 2 alternates.
        const ModelCounts gemma2 = computeCounts(importOrFail(loadConfig("gemma-2-9b")));
        QCOMPARE(gemma2.slidingLayers, 21);
        // Mistral 7B v0.1: every layer slides over 4096 tokens; Qwen2.5 has the window off.
        QCOMPARE(computeCounts(importOrFail(loadConfig("mistral-7b-v0.1"))).slidingLayers, 32);
        QCOMPARE(computeCounts(importOrFail(loadConfig("qwen2.5-7b"))).slidingLayers, 0);
    }

    void expectedUniqueExpertsFollowsTheFormula() {
        // E·(1 − (1 − k/E)^b): one token touches k experts, many tokens nearly all.
        QCOMPARE(expectedUniqueExperts(256, 8, 1), 8.0);
        QVERIFY(std::abs(expectedUniqueExperts(256, 8, 2) -
                         256 * (1 - std::pow(1 - 8.0 / 256, 2))) < 1e-9);
        QVERIFY(std::abs(expectedUniqueExperts(8, 2, 3) - 8 * (1 - std::pow(0.75, 3))) < 1e-12);
        QVERIFY(expectedUniqueExperts(256, 8, 4096) > 255.99);
        QCOMPARE(expectedUniqueExperts(8, 8, 5), 8.0);
        QCOMPARE(expectedUniqueExperts(0, 8, 5), 0.0);
    }

    // Weight bytes under each quantization_config.
    void quantisedWeightBytes_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("quantization");
        QTest::addColumn<double>("denseBits");
        QTest::addColumn<double>("expertBits");
        QTest::newRow("fp8 block 128x128 (DeepSeek-V3)")
            << QStringLiteral("deepseek-v3") << QByteArray() << 8 + 32.0 / 16384
            << 8 + 32.0 / 16384;
        QTest::newRow("mxfp4 experts (gpt-oss)")
            << QStringLiteral("gpt-oss-120b") << QByteArray() << 0.0 << 4.25;
        QTest::newRow("gptq 4-bit g128")
            << QStringLiteral("llama-3.1-8b")
            << QByteArray(
                   R"({"bits": 4, "group_size": 128, "desc_act": false, "quant_method": "gptq"})")
            << 4 + 20.0 / 128 << 4 + 20.0 / 128;
        QTest::newRow("awq 4-bit g128")
            << QStringLiteral("qwen3-30b-a3b")
            << QByteArray(
                   R"({"bits": 4, "group_size": 128, "quant_method": "awq", "version": "gemm", "zero_point": true})")
            << 4 + 20.0 / 128 << 4 + 20.0 / 128;
        QTest::newRow("gptq 8-bit per channel")
            << QStringLiteral("mixtral-8x7b-v0.1")
            << QByteArray(R"({"bits": 8, "group_size": -1, "quant_method": "gptq"})") << 8.0 << 8.0;
        QTest::newRow("bitsandbytes nf4 double quant")
            << QStringLiteral("qwen3-8b")
            << QByteArray(
                   R"({"quant_method": "bitsandbytes", "load_in_4bit": true, "bnb_4bit_quant_type": "nf4", "bnb_4bit_use_double_quant": true})")
            << 4 + 8.0 / 64 + 32.0 / 16384 << 4 + 8.0 / 64 + 32.0 / 16384;
        QTest::newRow("bitsandbytes 8-bit")
            << QStringLiteral("llama-3.1-8b")
            << QByteArray(R"({"quant_method": "bitsandbytes", "load_in_8bit": true})") << 8.0
            << 8.0;
    }
    void quantisedWeightBytes() {
        QFETCH(QString, name);
        QFETCH(QByteArray, quantization);
        QFETCH(double, denseBits);
        QFETCH(double, expertBits);
        json config = loadConfig(name.toStdString());
        if (!quantization.isEmpty())
            config["quantization_config"] = json::parse(quantization.toStdString());
        const ModelShape s = importOrFail(config);
        QCOMPARE(s.quantBits, denseBits);
        QCOMPARE(s.expertQuantBits, expertBits);
        const ModelCounts m = computeCounts(s);
        const double linear = m.linearParams;
        const double dense = (linear - m.expertParams) * (denseBits > 0 ? denseBits : 16) / 8;
        const double experts = m.expertParams * expertBits / 8;
        const double rest = (m.params - linear) * 2;
        QCOMPARE(predictedCheckpointBytes(s), dense + experts + rest);
    }

    // The gpt-oss model card gives its checkpoints' sizes: 60.8 GiB and 12.8 GiB.
    void mxfp4CheckpointsMatchTheCard() {
        const double gib = 1024.0 * 1024 * 1024;
        const double big = predictedCheckpointBytes(importOrFail(loadConfig("gpt-oss-120b"))) / gib;
        const double small =
            predictedCheckpointBytes(importOrFail(loadConfig("gpt-oss-20b"))) / gib;
        QVERIFY2(within(big, 60.8, 0.01), qPrintable(QString::number(big)));
        QVERIFY2(within(small, 12.8, 0.01), qPrintable(QString::number(small)));
    }

    void safetensorsIndexBesideTheConfig() {
        const HfImport i = importHfConfigFile(kDir + "llama-3.1-8b/config.json", "$.x");
        QVERIFY(i.errors.empty());
        QCOMPARE(i.shape.checkpointBytes, 16060522496.0);
        QCOMPARE(predictedCheckpointBytes(i.shape), 16060522496.0);
        const HfImport none = importHfConfigFile(kDir + "qwen3-8b/config.json", "$.x");
        QVERIFY(none.errors.empty());
        QCOMPARE(none.shape.checkpointBytes, 0.0);
    }

    void badConfigsNameTheField_data() {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown type")
            << QByteArray(R"({"model_type": "mamba", "hidden_size": 768})")
            << QStringLiteral("$.model_type") << QStringLiteral("qwen3_moe");
        QTest::newRow("no type") << QByteArray(R"({"hidden_size": 768})")
                                 << QStringLiteral("$.model_type") << QStringLiteral("llama");
        QTest::newRow("missing key")
            << QByteArray(
                   R"({"model_type": "llama", "hidden_size": 4096, "num_hidden_layers": 32, "num_attention_heads": 32, "vocab_size": 32000})")
            << QStringLiteral("$.intermediate_size") << QStringLiteral("missing");
        QTest::newRow("missing expert width")
            << QByteArray(
                   R"({"model_type": "qwen3_moe", "hidden_size": 2048, "intermediate_size": 6144, "num_hidden_layers": 48, "num_attention_heads": 32, "vocab_size": 151936, "num_experts": 128, "num_experts_per_tok": 8})")
            << QStringLiteral("$.moe_intermediate_size") << QStringLiteral("missing");
        QTest::newRow("negative layers")
            << QByteArray(
                   R"({"model_type": "llama", "hidden_size": 4096, "intermediate_size": 1, "num_hidden_layers": -2, "num_attention_heads": 32, "vocab_size": 32000})")
            << QStringLiteral("$.num_hidden_layers") << QStringLiteral("whole number");
        QTest::newRow("unsupported quantisation")
            << QByteArray(
                   R"({"model_type": "llama", "hidden_size": 64, "intermediate_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "vocab_size": 100, "quantization_config": {"quant_method": "hqq"}})")
            << QStringLiteral("$.quantization_config.quant_method")
            << QStringLiteral("bitsandbytes");
        QTest::newRow("not an object")
            << QByteArray("[1, 2]") << QStringLiteral("$") << QStringLiteral("config.json");
        QTest::newRow("kv heads do not divide")
            << QByteArray(
                   R"({"model_type": "llama", "hidden_size": 64, "intermediate_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 3, "vocab_size": 100})")
            << QStringLiteral("$.num_key_value_heads") << QStringLiteral("divide");
    }
    void badConfigsNameTheField() {
        QFETCH(QByteArray, config);
        QFETCH(QString, path);
        QFETCH(QString, says);
        const HfImport i = importHfConfig(json::parse(config.toStdString()), "$");
        QVERIFY(!i.errors.empty());
        QVERIFY2(hasError(i, path.toStdString()),
                 qPrintable(QString::fromStdString(i.errors.front().path)));
        bool mentions = false;
        for (const FieldError& e : i.errors)
            mentions = mentions || QString::fromStdString(e.message).contains(says);
        QVERIFY2(mentions, qPrintable(QString::fromStdString(i.errors.front().message)));
    }

    // The catalog's presets are the shapes their configs give (key by key, as a scenario file
    // would write them).
    void presetsAreTheirConfigs_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("config");
        const char* pairs[][2] = {{"llama-3.1-8b", "llama-3.1-8b"},
                                  {"llama-3.1-70b", "llama-3.1-70b"},
                                  {"llama-3.1-405b", "llama-3.1-405b"},
                                  {"qwen3-8b", "qwen3-8b"},
                                  {"qwen3-32b", "qwen3-32b"},
                                  {"qwen3-30b-a3b", "qwen3-30b-a3b"},
                                  {"qwen3-235b-a22b", "qwen3-235b-a22b"},
                                  {"mixtral-8x7b", "mixtral-8x7b-v0.1"},
                                  {"deepseek-v3", "deepseek-v3"},
                                  {"kimi-k2", "kimi-k2-instruct"},
                                  {"gpt-oss-20b", "gpt-oss-20b"},
                                  {"gpt-oss-120b", "gpt-oss-120b"},
                                  {"gemma-3-27b", "gemma-3-27b-it"}};
        for (const auto& p : pairs)
            QTest::newRow(p[0]) << QString::fromLatin1(p[0]) << QString::fromLatin1(p[1]);
    }
    void presetsAreTheirConfigs() {
        QFETCH(QString, preset);
        QFETCH(QString, config);
        static const Catalog catalog = loadBuiltinCatalog();
        const ModelPreset* p = catalog.model(preset.toStdString());
        QVERIFY(p);
        ModelShape imported = importOrFail(loadConfig(config.toStdString()));
        // The checkpoint's storage is the config's, not the architecture's: presets leave it out.
        imported.quantMethod.clear();
        imported.quantBits = imported.expertQuantBits = 0;
        json fromPreset = writeModelShape(p->shape, nullptr);
        json fromConfig = writeModelShape(imported, nullptr);
        fromPreset.erase("preset");
        fromConfig.erase("preset");
        // A config names its model and states its longest context; the catalog's presets leave
        // both to their own entries (a preset is named by its id).
        for (const char* key : {"name", "max_context"}) {
            fromPreset.erase(key);
            fromConfig.erase(key);
        }
        for (auto& [key, value] : fromConfig.items())
            QVERIFY2(fromPreset[key] == value,
                     qPrintable(QString::fromStdString(key + ": preset " + fromPreset[key].dump() +
                                                       ", config " + value.dump())));
    }

    void unreadableFilesAreErrors() {
        const HfImport missing = importHfConfigFile(kDir + "no-such/config.json", "$.m");
        QCOMPARE(missing.errors.size(), std::size_t(1));
        QCOMPARE(missing.errors[0].path, std::string("$.m"));
        const HfImport notJson =
            importHfConfigFile(RIGHTSIZE_TEST_DATA_DIR "/scenarios/not_json.json", "$.m");
        QCOMPARE(notJson.errors.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(notJson.errors[0].message)
                    .contains(QStringLiteral("not valid JSON")));
    }
};

QTEST_APPLESS_MAIN(TestHfConfig)
#include "test_hf_config.moc"

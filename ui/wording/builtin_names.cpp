#include "ui/wording/builtin_names.h"

#include "core/model/catalog.h"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace rightsize::ui {
namespace {

struct Name {
    std::string_view id;
    const char* english; // as the built-in catalog gives it
};

// The built-in catalog's presets (resources/catalog/scenarios.json).
constexpr Name kPresets[] = {
    {"bert-base-finetune",
     QT_TRANSLATE_NOOP("BuiltinNames", "Fine-tune BERT-base for classification")},
    {"llama2-7b-qlora", QT_TRANSLATE_NOOP("BuiltinNames", "Fine-tune Llama-2-7B with QLoRA")},
    {"llama3-8b-lora", QT_TRANSLATE_NOOP("BuiltinNames", "Fine-tune Llama-3-8B with LoRA")},
    {"llama2-70b-pretrain", QT_TRANSLATE_NOOP("BuiltinNames", "Continue pre-training Llama-2-70B")},
    {"llama2-13b-chat-serving", QT_TRANSLATE_NOOP("BuiltinNames", "Serve Llama-2-13B chat")},
    {"resnet50-training", QT_TRANSLATE_NOOP("BuiltinNames", "Train ResNet-50 on ImageNet")},
    {"etl-join-200gb", QT_TRANSLATE_NOOP("BuiltinNames", "Join 200 GB of events")},
    {"cpu-or-gpu-xgboost-20m",
     QT_TRANSLATE_NOOP("BuiltinNames", "CPU or GPU? XGBoost on 20M rows")},
    {"cpu-or-gpu-finetune-110m",
     QT_TRANSLATE_NOOP("BuiltinNames", "CPU or GPU? Fine-tune a 110M transformer")},
    {"cpu-or-gpu-sentiment-10qps",
     QT_TRANSLATE_NOOP("BuiltinNames", "CPU or GPU? Sentiment API at 10 req/s")},
    {"cpu-or-gpu-embed-5m",
     QT_TRANSLATE_NOOP("BuiltinNames", "CPU or GPU? Embed 5M sentences overnight")},
    {"cpu-or-gpu-images-200k",
     QT_TRANSLATE_NOOP("BuiltinNames", "CPU or GPU? Classify 200k images a day")},
    {"cpu-or-gpu-feature-joins",
     QT_TRANSLATE_NOOP("BuiltinNames", "CPU or GPU? Feature engineering with joins and UDFs")},
    {"memory-tier-cnn-50m",
     QT_TRANSLATE_NOOP("BuiltinNames", "Memory tier: 50M-parameter CNN, fp32 training, batch 64")},
    {"memory-tier-1b3-fp16",
     QT_TRANSLATE_NOOP("BuiltinNames", "Memory tier: 1.3B LM, fp16 inference, batch 1")},
    {"memory-tier-7b-fp16",
     QT_TRANSLATE_NOOP("BuiltinNames", "Memory tier: 7B LM, fp16 inference, batch 2")},
    {"realtime-image-api", QT_TRANSLATE_NOOP("BuiltinNames", "Real-time image classification API")},
    {"mini-challenge-text-api",
     QT_TRANSLATE_NOOP("BuiltinNames", "Mini challenge: text classification API")},
    {"batch-embeddings-1m",
     QT_TRANSLATE_NOOP("BuiltinNames", "Batch pipeline: 1M texts to embeddings")},
    {"qwen3-8b-lora-a10-vs-h100",
     QT_TRANSLATE_NOOP("BuiltinNames",
                       "Fine-tune Qwen3-8B with LoRA: 1x A10 or 1x H100 serverless")},
    {"open-model-vs-frontier-api",
     QT_TRANSLATE_NOOP("BuiltinNames",
                       "Serve a fine-tuned open model or pay a frontier API per million tokens")},
    {"kimi-k2-one-node", QT_TRANSLATE_NOOP("BuiltinNames", "Kimi K2 inference on one 8-GPU node")},
};

// The built-in devices whose name has words besides the product's (resources/catalog/devices.json).
constexpr Name kDevices[] = {
    {"cpu-8vcpu-compute",
     QT_TRANSLATE_NOOP("BuiltinNames", "8 vCPU compute-optimised (AWS c7i.2xlarge class)")},
    {"cpu-32vcpu-general",
     QT_TRANSLATE_NOOP("BuiltinNames", "32 vCPU general-purpose (AWS m7i.8xlarge class)")},
    {"cpu-64vcpu-compute",
     QT_TRANSLATE_NOOP("BuiltinNames", "64 vCPU compute-optimised (AWS c7i.16xlarge class)")},
    {"cpu-96vcpu-memory",
     QT_TRANSLATE_NOOP("BuiltinNames", "96 vCPU memory-optimised (AWS r7i.24xlarge class)")},
    {"cpu-2s-sapphire-rapids-8480",
     QT_TRANSLATE_NOOP("BuiltinNames", "2x Intel Xeon Platinum 8480+ server (112 cores)")},
    {"cpu-desktop-ryzen7-2700",
     QT_TRANSLATE_NOOP("BuiltinNames", "AMD Ryzen 7 2700 desktop (8 cores)")},
    {"cpu-64vcpu-arm-graviton4",
     QT_TRANSLATE_NOOP("BuiltinNames",
                       "64 vCPU Arm compute-optimised (AWS c8g.16xlarge, Graviton4)")},
    {"cpu-64vcpu-amd-genoa",
     QT_TRANSLATE_NOOP("BuiltinNames",
                       "64 vCPU AMD compute-optimised (AWS c7a.16xlarge, EPYC Genoa)")},
};

template <std::size_t N>
QString translated(const Name (&table)[N], const std::string& id, const std::string& text) {
    const auto* it =
        std::find_if(std::begin(table), std::end(table), [&](const Name& n) { return n.id == id; });
    if (it == std::end(table) || text != it->english)
        return QString::fromStdString(text);
    return BuiltinNames::tr(it->english);
}

} // namespace

QString BuiltinNames::presetName(const ScenarioPreset& preset) {
    return translated(kPresets, preset.id, preset.name);
}

QString BuiltinNames::deviceName(const Device& device) {
    return translated(kDevices, device.id, device.name);
}

QString BuiltinNames::scenarioName(const QString& name) {
    const std::string text = name.toStdString();
    for (const Name& n : kPresets)
        if (text == n.english)
            return tr(n.english);
    return name;
}

} // namespace rightsize::ui

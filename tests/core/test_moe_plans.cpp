// Mixture-of-experts and imported models through the whole planner: what fits where (as the
// makers state), FLOPs from active parameters and memory from all of them, expert parallelism,
// decode reading the experts a batch touches, LoRA on MoE, and hf_config in scenario files.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/planner.h"
#include "core/estimate/time_estimator.h"
#include "core/model/catalog.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_io.h"

#include <QTest>
#include <fstream>

using namespace rightsize;
using nlohmann::json;

namespace {

const std::string kConfigs = RIGHTSIZE_TEST_DATA_DIR "/hf_configs/";

json configOf(const std::string& name) {
    std::ifstream in(kConfigs + name + "/config.json");
    return json::parse(in);
}

json scenarioWith(const json& model, const std::string& kind, const std::string& precision,
                  const std::vector<std::pair<std::string, int>>& options) {
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", "t"}};
    s["workload"] = {
        {"kind", kind}, {"framework", "vllm"}, {"model", model}, {"precision", precision}};
    if (kind == "online_serving")
        s["workload"]["serving"] = {
            {"qps", 1}, {"input_tokens", 1000}, {"output_tokens", 200}, {"max_batch", 16}};
    json list = json::array();
    for (const auto& [device, count] : options)
        list.push_back({{"device", device}, {"count", count}});
    s["compute"] = {{"options", list}};
    return s;
}

struct Planned {
    Scenario scenario;
    Plan plan;
    std::vector<FieldError> errors;
};

Planned planOf(const json& scenario, const Catalog& catalog) {
    Planned p;
    const ScenarioLoadResult r = parseScenarioJson(scenario, &catalog);
    if (!r.document) {
        p.errors = r.errors;
        return p;
    }
    p.scenario = r.document->scenario;
    PlanResult result = makePlan(p.scenario, catalog);
    p.plan = std::move(result.plan);
    p.errors = std::move(result.errors);
    return p;
}

QString errorsText(const std::vector<FieldError>& errors) {
    QString t;
    for (const FieldError& e : errors)
        t += QString::fromStdString(e.path + ": " + e.message + "\n");
    return t;
}

} // namespace

class TestMoePlans : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // OpenAI: "gpt-oss-120b ... runs on a single 80 GB GPU" thanks to MXFP4 experts.
    void gptOss120bMxfp4FitsOne80GbGpu() {
        const json model = {{"hf_config", configOf("gpt-oss-120b")}};
        const Planned p = planOf(
            scenarioWith(model, "online_serving", "bf16", {{"h100-sxm-80gb", 1}}), m_catalog);
        QVERIFY2(p.errors.empty(), qPrintable(errorsText(p.errors)));
        QCOMPARE(p.plan.options.size(), std::size_t(1));
        const OptionResult& o = p.plan.options[0];
        QVERIFY2(o.fits, qPrintable(QString::number(o.memory.total() / 1e9)));
        // 65 GB of weights: 4.25-bit experts and 16-bit rest.
        QVERIFY2(o.memory.weights > 64e9 && o.memory.weights < 67e9,
                 qPrintable(QString::number(o.memory.weights)));
        // Without its quantization_config the same model is 234 GB of bf16 and does not fit.
        json plain = configOf("gpt-oss-120b");
        plain.erase("quantization_config");
        const Planned bf16 = planOf(
            scenarioWith({{"hf_config", plain}}, "online_serving", "bf16", {{"h100-sxm-80gb", 1}}),
            m_catalog);
        QVERIFY(bf16.errors.empty());
        QVERIFY(!bf16.plan.options[0].fits);
    }

    // DeepSeek-V3 in bf16 needs 1.34 TB: more than one node of eight 80 GB H100; in FP8 (its
    // released format) 0.67 TB fits eight H200 with room for the cache. Eight H100 in FP8 hold
    // the weights with less than the 10% headroom the planner asks for (no room for a cache).
    // `roomy`: fits with 10% free; otherwise it does not fit, or only without that headroom
    // (`strict`: does not fit at all).
    void deepSeekV3NeedsFp8ForOneNode_data() {
        QTest::addColumn<QByteArray>("model");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("device");
        QTest::addColumn<bool>("roomy");
        QTest::addColumn<bool>("strict");
        const QByteArray preset = R"({"preset": "deepseek-v3"})";
        QTest::newRow("bf16 on 8x H100")
            << preset << QStringLiteral("bf16") << QStringLiteral("h100-sxm-80gb") << false << true;
        QTest::newRow("fp8 on 8x H200")
            << preset << QStringLiteral("fp8") << QStringLiteral("h200-141gb") << true << false;
        QTest::newRow("bf16 on 8x H200")
            << preset << QStringLiteral("bf16") << QStringLiteral("h200-141gb") << false << true;
        QTest::newRow("fp8 on 8x H100")
            << preset << QStringLiteral("fp8") << QStringLiteral("h100-sxm-80gb") << false << false;
        QTest::newRow("fp8 config on 8x H200") << QByteArray() << QStringLiteral("bf16")
                                               << QStringLiteral("h200-141gb") << true << false;
        QTest::newRow("fp8 config on 8x H100") << QByteArray() << QStringLiteral("bf16")
                                               << QStringLiteral("h100-sxm-80gb") << false << false;
    }
    void deepSeekV3NeedsFp8ForOneNode() {
        QFETCH(QByteArray, model);
        QFETCH(QString, precision);
        QFETCH(QString, device);
        QFETCH(bool, roomy);
        QFETCH(bool, strict);
        const json m = model.isEmpty() ? json{{"hf_config", configOf("deepseek-v3")}}
                                       : json::parse(model.toStdString());
        const Planned p = planOf(
            scenarioWith(m, "online_serving", precision.toStdString(), {{device.toStdString(), 8}}),
            m_catalog);
        QVERIFY2(p.errors.empty(), qPrintable(errorsText(p.errors)));
        QCOMPARE(p.plan.options.size(), std::size_t(1));
        const OptionResult& o = p.plan.options[0];
        const QString memory =
            QStringLiteral("%1 of %2 GB").arg(o.memory.total() / 1e9).arg(o.capacityBytes / 1e9);
        if (roomy)
            QVERIFY2(o.fits && o.memory.total() <= 0.9 * o.capacityBytes, qPrintable(memory));
        else if (strict)
            QVERIFY2(!o.fits, qPrintable(memory));
        else
            QVERIFY2(!o.fits || o.memory.total() > 0.9 * o.capacityBytes, qPrintable(memory));
        QCOMPARE(o.placement.layout.tensor, 8);
    }

    // Work follows the active parameters, memory all of them.
    void flopsFromActiveMemoryFromAll() {
        Workload w;
        w.kind = WorkloadKind::BatchInference;
        w.model.preset = "mixtral-8x7b";
        w.precision = Precision::Bf16;
        w.seqLen = 512;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        QVERIFY(r.m.experts == 8 && r.m.expertsPerToken == 2);
        // Forward FLOPs per token: 2 × (active matrices + head), not 2 × 46.7B.
        const double perToken = (r.forwardFlopsPerSample - r.attentionFlopsPerSample) / 512;
        QCOMPARE(perToken, 2 * (r.m.activeLinearParams + 32000.0 * 4096));
        QVERIFY(perToken < 2 * 13e9 && perToken > 2 * 12e9);
        // The weights on the device: all 46.7B parameters.
        const Device* h100 = m_catalog.device("h100-sxm-80gb");
        Layout l;
        l.tensor = 2;
        const MemoryBreakdown mem = estimateMemory(r, *h100, l);
        QVERIFY2(std::abs(mem.weights * 2 - r.m.params * 2) < 1e6,
                 qPrintable(QString::number(mem.weights)));
    }

    // A decode step reads the attention and shared weights plus the distinct experts its batch
    // touches: one sequence reads 2 of Mixtral's 8 experts per layer, 32 sequences nearly all.
    void decodeReadsTheExpertsABatchTouches() {
        Workload w;
        w.kind = WorkloadKind::OnlineServing;
        w.framework = Framework::Vllm;
        w.model.preset = "mixtral-8x7b";
        w.precision = Precision::Bf16;
        w.serving.inputTokens = 100;
        w.serving.outputTokens = 100;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        const Device* h100 = m_catalog.device("h100-sxm-80gb");
        const InferenceCosts c = inferenceCosts(r, *h100, 2);
        QVERIFY(c.expertSeconds > 0);
        const double one = c.expertWeightSeconds(1);
        const double many = c.expertWeightSeconds(32);
        QCOMPARE(one, 2 * c.expertSeconds);
        QVERIFY(std::abs(many - 8 * (1 - std::pow(0.75, 32)) * c.expertSeconds) < 1e-12);
        // Bytes of all experts split over two devices, over the sustained bandwidth.
        const double bandwidth = h100->memoryBandwidth * 0.8;
        QVERIFY(std::abs(8 * c.expertSeconds - r.m.expertParams * 2 / 2 / bandwidth) < 1e-9);
        // A batch of one decodes much faster than reading all weights would allow.
        const double allWeights = r.m.params * 2 / 2 / bandwidth;
        QVERIFY(c.decodeSeconds(1, 200) < 0.6 * allWeights);
        QVERIFY(c.decodeSeconds(32, 32 * 200) > c.decodeSeconds(1, 200));
    }

    // Expert parallelism splits the routed experts over data-parallel ranks and adds all-to-all
    // traffic; pinned, it is evaluated as given.
    void expertParallelismInTraining() {
        Workload w;
        w.kind = WorkloadKind::Training;
        w.framework = Framework::Megatron;
        w.model.preset = "qwen3-30b-a3b";
        w.precision = Precision::Bf16Mixed;
        w.batchSize = 64;
        w.seqLen = 4096;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        const Device* h100 = m_catalog.device("h100-sxm-80gb");
        Layout plain;
        plain.data = 8;
        plain.microBatch = 1;
        plain.gradientAccumulation = 8;
        plain.recompute = Recompute::Full;
        plain.sharding = Sharding::Zero1;
        Layout ep = plain;
        ep.expert = 8;
        const MemoryBreakdown a = estimateMemory(r, *h100, plain);
        const MemoryBreakdown b = estimateMemory(r, *h100, ep);
        // The experts' 29B of weights and gradients, 7/8 of them elsewhere.
        QVERIFY(b.weights < a.weights * 0.25);
        QVERIFY(b.gradients < a.gradients * 0.25);
        const TimeBreakdown ta = estimateTrainingStep(r, *h100, plain, 8);
        const TimeBreakdown tb = estimateTrainingStep(r, *h100, ep, 8);
        QVERIFY(tb.communicationSeconds > 0);
        QVERIFY(std::isfinite(tb.stepSeconds) && tb.stepSeconds > 0);
        QCOMPARE(tb.modelFlopsPerStep, ta.modelFlopsPerStep);

        // Pinned in a scenario, the plan shows it in the layout.
        json s = scenarioWith({{"preset", "qwen3-30b-a3b"}}, "training", "bf16_mixed",
                              {{"h100-sxm-80gb", 8}});
        s["workload"]["framework"] = "megatron";
        s["workload"]["batch_size"] = 64;
        s["workload"]["seq_len"] = 4096;
        s["workload"]["parallelism"] = {{"expert", 8}};
        s["workload"]["dataset"] = {{"samples", 10000}};
        const Planned p = planOf(s, m_catalog);
        QVERIFY2(p.errors.empty(), qPrintable(errorsText(p.errors)));
        QCOMPARE(p.plan.options[0].placement.layout.expert, 8);
        const json out = planToJson(p.plan, PlanWording{});
        QCOMPARE(out["options"][0]["layout"]["expert"].get<int>(), 8);
        // An expert group that does not divide the data-parallel ranks cannot run.
        s["workload"]["parallelism"] = {{"expert", 16}};
        const Planned bad = planOf(s, m_catalog);
        QVERIFY(bad.errors.empty());
        QVERIFY(!bad.plan.options[0].layoutValid);
    }

    // LoRA on an MoE model adapts every expert's matrices; QLoRA stores them all in 4 bits.
    void loraOnMoe() {
        Workload w;
        w.kind = WorkloadKind::FineTuning;
        w.model.preset = "qwen3-30b-a3b";
        w.finetune.method = FinetuneMethod::Lora;
        w.finetune.loraRank = 16;
        const ResolvedWorkload lora = resolveWorkload(w, m_catalog);
        // 48 layers × 16 × (attention adapters + 128 experts × 3 × (2048 + 768)).
        const double perLayer = lora.m.loraParamsPerLayerAttention + 128.0 * 3 * (2048 + 768);
        QCOMPARE(lora.trainableParams, 16 * perLayer * 48);
        QCOMPARE(lora.trainableTensors, 2.0 * (4 + 3 * 128) * 48);
        w.finetune.method = FinetuneMethod::Qlora;
        const ResolvedWorkload qlora = resolveWorkload(w, m_catalog);
        const Device* a100 = m_catalog.device("a100-sxm-80gb");
        Layout l;
        l.microBatch = 1;
        l.recompute = Recompute::Full;
        const MemoryBreakdown full = estimateMemory(lora, *a100, l);
        const MemoryBreakdown four = estimateMemory(qlora, *a100, l);
        QVERIFY(four.weights < 0.35 * full.weights);
        QVERIFY2(four.total() < usableCapacity(*a100),
                 qPrintable(QString::number(four.total() / 1e9)));
    }

    // Latent attention: the cache is (512 + 64) × 61 per token, whole on every rank.
    void latentCacheIsNotSplitByTensorParallelism() {
        Workload w;
        w.kind = WorkloadKind::OnlineServing;
        w.model.preset = "deepseek-v3";
        w.precision = Precision::Fp8;
        w.serving.inputTokens = 1000;
        w.serving.outputTokens = 1000;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        QCOMPARE(r.kvBytesPerToken, (512.0 + 64) * 61 * 1); // fp8 KV cache
        const Device* h200 = m_catalog.device("h200-141gb");
        Layout l;
        l.tensor = 8;
        l.microBatch = 4;
        const MemoryBreakdown mem = estimateMemory(r, *h200, l);
        QCOMPARE(mem.kvCache, 4 * 2000 * (512.0 + 64) * 61);
    }

    void planJsonNamesActiveParamsAndKvBytes() {
        const Planned p = planOf(scenarioWith({{"preset", "mixtral-8x7b"}}, "online_serving",
                                              "bf16", {{"h100-sxm-80gb", 2}}),
                                 m_catalog);
        QVERIFY(p.errors.empty());
        const json out = planToJson(p.plan, PlanWording{});
        QCOMPARE(out["params"].get<double>(), 46702792704.0);
        QVERIFY(std::abs(out["active_params"].get<double>() - 12.88e9) < 0.01e9);
        QCOMPARE(out["kv_cache_bytes_per_token"].get<double>(), 2.0 * 32 * 1024 * 2);
        // An encoder keeps no cache.
        const Planned bert = planOf(scenarioWith({{"preset", "bert-base-uncased"}},
                                                 "batch_inference", "bf16", {{"t4-16gb", 1}}),
                                    m_catalog);
        QVERIFY(planToJson(bert.plan, PlanWording{})["kv_cache_bytes_per_token"].is_null());
    }

    // hf_config in a scenario: an object or a path beside the file; saving writes back only what
    // the user changed.
    void hfConfigInScenarioFiles() {
        json s = scenarioWith({{"hf_config", configOf("qwen3-8b")}, {"default_seq_len", 2048}},
                              "batch_inference", "bf16", {{"l40s-48gb", 1}});
        const ScenarioLoadResult r = parseScenarioJson(s, &m_catalog);
        QVERIFY2(r.document, qPrintable(errorsText(r.errors)));
        QCOMPARE(r.document->scenario.workload.model.layers, 36);
        QCOMPARE(r.document->scenario.workload.model.defaultSeqLen, 2048); // the file's key wins
        const json saved = scenarioToJson(r.document->scenario, r.document->json, &m_catalog);
        QCOMPARE(saved["workload"]["model"].size(), std::size_t(2));
        ScenarioDocument edited = *r.document;
        edited.scenario.workload.model.vocab = 1000;
        const json changed = scenarioToJson(edited.scenario, edited.json, &m_catalog);
        QCOMPARE(changed["workload"]["model"]["vocab"].get<int>(), 1000);
        QCOMPARE(changed["workload"]["model"].size(), std::size_t(3));

        // A path relative to the scenario's folder.
        json byPath = scenarioWith({{"hf_config", "hf_configs/gpt-oss-20b/config.json"}},
                                   "batch_inference", "bf16", {{"l40s-48gb", 1}});
        const ScenarioLoadResult p = parseScenarioJson(byPath, &m_catalog, RIGHTSIZE_TEST_DATA_DIR);
        QVERIFY2(p.document, qPrintable(errorsText(p.errors)));
        QCOMPARE(p.document->scenario.workload.model.experts, 32);
        QCOMPARE(p.document->scenario.workload.model.expertQuantBits, 4.25);

        // An unknown type names the key and the supported list.
        json unknown = scenarioWith({{"hf_config", {{"model_type", "rwkv"}}}}, "batch_inference",
                                    "bf16", {{"l4-24gb", 1}});
        const ScenarioLoadResult u = parseScenarioJson(unknown, &m_catalog);
        QVERIFY(!u.document);
        QCOMPARE(u.errors.at(0).path, std::string("$.workload.model.hf_config.model_type"));
        QVERIFY(
            QString::fromStdString(u.errors[0].message).contains(QStringLiteral("deepseek_v3")));
        // Both a preset and a config: which one?
        json both = scenarioWith({{"preset", "qwen3-8b"}, {"hf_config", configOf("qwen3-8b")}},
                                 "batch_inference", "bf16", {{"l4-24gb", 1}});
        QVERIFY(!parseScenarioJson(both, &m_catalog).document);
    }

    // A checkpoint index that disagrees with the config's shape is reported.
    void checkpointIndexMismatchIsAFinding() {
        json s = scenarioWith({{"hf_config", configOf("llama-3.1-8b")}}, "batch_inference", "bf16",
                              {{"l40s-48gb", 1}});
        s["workload"]["model"]["checkpoint_bytes"] = 16060522496.0;
        Planned p = planOf(s, m_catalog);
        QVERIFY(p.errors.empty());
        auto has = [](const Plan& plan) {
            for (const Finding& f : plan.findings)
                if (f.code == "checkpoint_size_mismatch")
                    return true;
            return false;
        };
        QVERIFY(!has(p.plan));
        s["workload"]["model"]["checkpoint_bytes"] = 32.1e9; // an fp32 checkpoint of the same model
        p = planOf(s, m_catalog);
        QVERIFY(has(p.plan));
    }
};

QTEST_APPLESS_MAIN(TestMoePlans)
#include "test_moe_plans.moc"

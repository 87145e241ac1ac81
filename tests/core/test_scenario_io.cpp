#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "core/model/visible_text.h"
#include "core/scenario/scenario_io.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <sstream>

using namespace rightsize;
using nlohmann::json;

// QCOMPARE cannot print JSON values; this shows both sides when they differ.
#define COMPARE_JSON(actual, expected)                                                             \
    QVERIFY2((actual) == (expected),                                                               \
             ((actual).dump() + "\n  differs from\n" + (expected).dump()).c_str())

namespace {

std::string readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

QString fixture(const char* name) {
    return QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/scenarios/") + QString::fromUtf8(name);
}

QString examplesDir() {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples");
}

// Valid UTF-8 with nothing that would act instead of show: visibleText has nothing to escape.
bool shownAsIs(const std::string& message) {
    return isValidUtf8(message) && visibleText(message) == message;
}

std::string errorsText(const std::vector<FieldError>& errors) {
    std::string out;
    for (const auto& e : errors)
        out += e.path + ": " + e.message + "\n";
    return out;
}

// The first field where two scenarios differ, or empty when they are equal. Scenario has no
// operator==, so the comparison is spelled out here, field by field.
class Diff {
public:
    template <class T> Diff& field(const char* name, const T& a, const T& b) {
        if (first_.empty() && !(a == b))
            first_ = name;
        return *this;
    }
    std::string result() const { return first_; }

private:
    std::string first_;
};

std::string differences(const Scenario& a, const Scenario& b) {
    const Workload& x = a.workload;
    const Workload& y = b.workload;
    const ModelShape& m = x.model;
    const ModelShape& n = y.model;
    Diff d;
    d.field("name", a.name, b.name).field("notes", a.notes, b.notes);
    d.field("kind", x.kind, y.kind).field("framework", x.framework, y.framework);
    d.field("model.preset", m.preset, n.preset)
        .field("model.architecture", m.architecture, n.architecture);
    d.field("model.params", m.params, n.params).field("model.layers", m.layers, n.layers);
    d.field("model.hidden", m.hidden, n.hidden).field("model.heads", m.heads, n.heads);
    d.field("model.kv_heads", m.kvHeads, n.kvHeads).field("model.head_dim", m.headDim, n.headDim);
    d.field("model.ffn_hidden", m.ffnHidden, n.ffnHidden)
        .field("model.gated_ffn", m.gatedFfn, n.gatedFfn);
    d.field("model.vocab", m.vocab, n.vocab)
        .field("model.tied", m.tiedEmbeddings, n.tiedEmbeddings);
    d.field("model.bias", m.bias, n.bias).field("model.dropout", m.dropout, n.dropout);
    d.field("model.norm", m.norm, n.norm).field("model.positions", m.positions, n.positions);
    d.field("model.type_vocab", m.typeVocab, n.typeVocab);
    d.field("model.embedding_norm", m.embeddingNorm, n.embeddingNorm);
    d.field("model.final_norm", m.finalNorm, n.finalNorm).field("model.pooler", m.pooler, n.pooler);
    d.field("model.num_classes", m.numClasses, n.numClasses);
    d.field("model.image_size", m.imageSize, n.imageSize)
        .field("model.patch_size", m.patchSize, n.patchSize);
    d.field("model.channels", m.channels, n.channels);
    d.field("model.flops_per_sample", m.flopsPerSample, n.flopsPerSample);
    d.field("model.activation_bytes", m.activationBytesPerSample, n.activationBytesPerSample);
    d.field("model.grouped_conv_flops_share", m.groupedConvFlopsShare, n.groupedConvFlopsShare);
    d.field("model.grouped_conv_bytes_share", m.groupedConvBytesShare, n.groupedConvBytesShare);
    d.field("model.default_seq_len", m.defaultSeqLen, n.defaultSeqLen);
    d.field("precision", x.precision, y.precision).field("optimizer", x.optimizer, y.optimizer);
    d.field("finetune.method", x.finetune.method, y.finetune.method);
    d.field("finetune.lora_rank", x.finetune.loraRank, y.finetune.loraRank);
    d.field("finetune.lora_targets", x.finetune.targets, y.finetune.targets);
    d.field("finetune.double_quant", x.finetune.doubleQuant, y.finetune.doubleQuant);
    d.field("finetune.paged_optimizer", x.finetune.pagedOptimizer, y.finetune.pagedOptimizer);
    d.field("optimizer_implementation", x.optimizerImpl, y.optimizerImpl);
    d.field("batch_size", x.batchSize, y.batchSize)
        .field("micro_batch_size", x.microBatchSize, y.microBatchSize);
    d.field("seq_len", x.seqLen, y.seqLen).field("recompute", x.recompute, y.recompute);
    d.field("padding", x.padding, y.padding);
    d.field("flash_attention", x.flashAttention, y.flashAttention)
        .field("sharding", x.sharding, y.sharding);
    d.field("parallelism.tensor", x.parallelism.tensor, y.parallelism.tensor);
    d.field("parallelism.pipeline", x.parallelism.pipeline, y.parallelism.pipeline);
    d.field("parallelism.sp", x.parallelism.sequenceParallel, y.parallelism.sequenceParallel);
    d.field("parallelism.interleave", x.parallelism.interleave, y.parallelism.interleave);
    d.field("fp32_gradients", x.fp32Gradients, y.fp32Gradients);
    d.field("fused_kernels", x.fusedKernels, y.fusedKernels);
    d.field("chunked_loss", x.chunkedLoss, y.chunkedLoss);
    d.field("optimizer_in_backward", x.optimizerInBackward, y.optimizerInBackward);
    d.field("activation_offloading", x.activationOffloading, y.activationOffloading);
    d.field("dataset.samples", x.dataset.samples, y.dataset.samples);
    d.field("dataset.tokens", x.dataset.tokensPerSample, y.dataset.tokensPerSample);
    d.field("dataset.epochs", x.dataset.epochs, y.dataset.epochs);
    d.field("dataset.bytes", x.dataset.bytesPerSample, y.dataset.bytesPerSample);
    d.field("serving.qps", x.serving.qps, y.serving.qps)
        .field("serving.p95", x.serving.p95Ms, y.serving.p95Ms);
    d.field("serving.in", x.serving.inputTokens, y.serving.inputTokens);
    d.field("serving.out", x.serving.outputTokens, y.serving.outputTokens);
    d.field("serving.window", x.serving.batchWindowMs, y.serving.batchWindowMs);
    d.field("serving.max_batch", x.serving.maxBatch, y.serving.maxBatch);
    d.field("serving.max_replicas", x.serving.maxReplicas, y.serving.maxReplicas);
    d.field("classic.algorithm", x.classicMl.algorithm, y.classicMl.algorithm);
    d.field("classic.rows", x.classicMl.rows, y.classicMl.rows);
    d.field("classic.features", x.classicMl.features, y.classicMl.features);
    d.field("classic.trees", x.classicMl.trees, y.classicMl.trees);
    d.field("classic.depth", x.classicMl.depth, y.classicMl.depth);
    d.field("prep.rows", x.dataPrep.rows, y.dataPrep.rows)
        .field("prep.bytes", x.dataPrep.bytes, y.dataPrep.bytes);
    d.field("prep.operation", x.dataPrep.operation, y.dataPrep.operation);
    d.field("pipeline.storage", x.pipeline.storage, y.pipeline.storage);
    d.field("pipeline.prep", x.pipeline.prepMsPerSamplePerCore, y.pipeline.prepMsPerSamplePerCore);
    d.field("pipeline.workers", x.pipeline.loaderWorkers, y.pipeline.loaderWorkers);
    d.field("pipeline.cache_local", x.pipeline.cacheLocal, y.pipeline.cacheLocal);
    const ComputeSpec& c = a.compute;
    const ComputeSpec& e = b.compute;
    d.field("options.size", c.options.size(), e.options.size());
    for (std::size_t i = 0; i < std::min(c.options.size(), e.options.size()); ++i)
        d.field("options.device", c.options[i].device, e.options[i].device)
            .field("options.count", c.options[i].count, e.options[i].count);
    d.field("pricing", c.pricing, e.pricing).field("region", c.region, e.region);
    d.field("spot.interruptions", c.spot.interruptionsPerDay, e.spot.interruptionsPerDay);
    d.field("spot.checkpoint", c.spot.checkpointMinutes, e.spot.checkpointMinutes);
    d.field("spot.restart", c.spot.restartMinutes, e.spot.restartMinutes);
    d.field("cluster.kind", c.cluster.kind, e.cluster.kind);
    d.field("cluster.startup", c.cluster.startupMinutes, e.cluster.startupMinutes);
    d.field("cluster.idle", c.cluster.idleMinutesBeforeStop, e.cluster.idleMinutesBeforeStop);
    d.field("cluster.runs", c.cluster.runsPerDay, e.cluster.runsPerDay);
    d.field("deadline", a.constraints.deadlineHours, b.constraints.deadlineHours);
    d.field("budget_per_hour", a.constraints.budgetPerHour, b.constraints.budgetPerHour);
    d.field("budget_total", a.constraints.budgetTotal, b.constraints.budgetTotal);
    d.field("min_headroom", a.constraints.minHeadroom, b.constraints.minHeadroom);
    return d.result();
}

// A catalog small enough to reason about, independent of the built-in one.
Catalog smallCatalog() {
    Catalog catalog;
    for (const char* id : {"a10-24gb", "h100-sxm-80gb", "t4-16gb", "cpu-32vcpu-general"}) {
        Device d;
        d.id = id;
        catalog.devices.push_back(d);
    }
    ModelPreset tiny;
    tiny.id = "tiny-decoder";
    tiny.shape.architecture = Architecture::Decoder;
    tiny.shape.layers = 4;
    tiny.shape.hidden = 256;
    tiny.shape.heads = 4;
    tiny.shape.vocab = 1000;
    tiny.shape.gatedFfn = true;
    catalog.models.push_back(tiny);
    ModelPreset llama;
    llama.id = "llama-2-7b";
    llama.shape.layers = 32;
    llama.shape.hidden = 4096;
    llama.shape.heads = 32;
    llama.shape.vocab = 32000;
    llama.shape.maxContext = 4096;
    catalog.models.push_back(llama);
    return catalog;
}

Scenario mustParse(const std::string& text, const Catalog* catalog = nullptr) {
    const ScenarioLoadResult r = parseScenario(text, catalog);
    if (!r.document) {
        QTest::qFail(("unexpected errors:\n" + errorsText(r.errors)).c_str(), __FILE__, __LINE__);
        return {};
    }
    return r.document->scenario;
}

std::string nested(int depth) {
    return R"({"format": "rightsize-scenario", "version": 1, "extra": )" +
           std::string(depth - 1, '[') + std::string(depth - 1, ']') + "}";
}

} // namespace

class TestScenarioIo : public QObject {
    Q_OBJECT
private slots:
    void formatExampleParses() {
        const std::string text = readFile(examplesDir() + QStringLiteral("/llama2-7b-qlora.json"));
        QVERIFY(!text.empty());
        const ScenarioLoadResult r = parseScenario(text);
        QVERIFY2(r.document, errorsText(r.errors).c_str());
        const Scenario& s = r.document->scenario;
        const Workload& w = s.workload;
        QCOMPARE(s.name, std::string("Fine-tune Llama-2-7B with QLoRA"));
        QCOMPARE(s.notes, std::string("free text"));
        QVERIFY(w.kind == WorkloadKind::FineTuning);
        QVERIFY(w.framework == Framework::HfTrainer);
        QCOMPARE(w.model.preset, std::string("llama-2-7b"));
        QVERIFY(w.model.architecture == Architecture::Decoder);
        QCOMPARE(w.model.params, 6738415616.0);
        QCOMPARE(w.model.layers, 32);
        QCOMPARE(w.model.hidden, 4096);
        QCOMPARE(w.model.heads, 32);
        QCOMPARE(w.model.kvHeads, 32);
        QCOMPARE(w.model.headDim, 128);
        QCOMPARE(w.model.ffnHidden, 11008);
        QVERIFY(w.model.gatedFfn);
        QCOMPARE(w.model.vocab, 32000);
        QVERIFY(!w.model.tiedEmbeddings);
        QCOMPARE(w.model.flopsPerSample, 0.0);
        QVERIFY(w.precision == Precision::Bf16Mixed);
        QVERIFY(w.optimizer == Optimizer::AdamW);
        QVERIFY(w.finetune.method == FinetuneMethod::Qlora);
        QCOMPARE(w.finetune.loraRank, 16);
        QVERIFY(w.finetune.targets == LoraTargets::AllLinear);
        QCOMPARE(w.batchSize, 16);
        QCOMPARE(w.microBatchSize, std::optional<int>(4));
        QCOMPARE(w.seqLen, 2048);
        QVERIFY(w.recompute == Recompute::Full);
        QCOMPARE(w.flashAttention, std::optional<bool>(true));
        QVERIFY(w.sharding == Sharding::None);
        QCOMPARE(w.parallelism.tensor, std::optional<int>(1));
        QCOMPARE(w.parallelism.pipeline, std::optional<int>(1));
        QCOMPARE(w.parallelism.sequenceParallel, std::optional<bool>(false));
        QCOMPARE(w.parallelism.interleave, std::optional<int>(1));
        QVERIFY(!w.fp32Gradients.has_value());
        QCOMPARE(w.dataset.samples, 50000.0);
        QCOMPARE(w.dataset.tokensPerSample, 2048.0);
        QCOMPARE(w.dataset.epochs, 2.0);
        QCOMPARE(w.dataset.bytesPerSample, 0.0);
        QCOMPARE(w.serving.qps, 40.0);
        QCOMPARE(w.serving.p95Ms, 120.0);
        QCOMPARE(w.serving.inputTokens, 256.0);
        QCOMPARE(w.serving.outputTokens, 0.0);
        QCOMPARE(w.serving.batchWindowMs, 5.0);
        QCOMPARE(w.serving.maxBatch, 32);
        QCOMPARE(w.classicMl.algorithm, std::string("xgboost_hist"));
        QCOMPARE(w.classicMl.rows, 20000000.0);
        QCOMPARE(w.classicMl.features, 50.0);
        QCOMPARE(w.classicMl.trees, 500);
        QCOMPARE(w.classicMl.depth, 8);
        QCOMPARE(w.dataPrep.rows, 500000000.0);
        QCOMPARE(w.dataPrep.bytes, 200e9);
        QCOMPARE(w.dataPrep.operation, std::string("join"));
        QVERIFY(w.pipeline.storage == Storage::ObjectStore);
        QCOMPARE(w.pipeline.prepMsPerSamplePerCore, 2.0);
        QCOMPARE(w.pipeline.loaderWorkers, 8);
        const ComputeSpec& c = s.compute;
        QCOMPARE(c.options.size(), std::size_t(2));
        QCOMPARE(c.options[0].device, std::string("a10-24gb"));
        QCOMPARE(c.options[0].count, 1);
        QCOMPARE(c.options[1].device, std::string("h100-sxm-80gb"));
        QVERIFY(c.pricing == Pricing::OnDemand);
        QCOMPARE(c.spot.interruptionsPerDay, 1.0);
        QCOMPARE(c.spot.checkpointMinutes, 5.0);
        QCOMPARE(c.spot.restartMinutes, 10.0);
        QVERIFY(c.cluster.kind == ClusterKind::Classic);
        QCOMPARE(c.cluster.startupMinutes, 8.0);
        QCOMPARE(c.cluster.idleMinutesBeforeStop, 60.0);
        QCOMPARE(c.cluster.runsPerDay, 4.0);
        QVERIFY(s.constraints.deadlineHours == 12.0);
        QVERIFY(s.constraints.budgetPerHour == 2.0);
        QVERIFY(s.constraints.budgetTotal == 100.0);
        COMPARE_JSON(r.document->json, json::parse(text));
    }

    void minimalFileTakesDefaults_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("minimal") << QStringLiteral(
            R"({"format": "rightsize-scenario", "version": 1})");
        QTest::newRow("version as 1.0")
            << QStringLiteral(R"({"format": "rightsize-scenario", "version": 1.0})");
        QTest::newRow("nulls are absent") << QStringLiteral(
            R"({"format": "rightsize-scenario", "version": 1, "name": null, "workload": {"batch_size": null,
                "model": null, "dataset": null}, "compute": {"options": null}, "constraints": null})");
        QTest::newRow("empty blocks") << QStringLiteral(
            R"({"format": "rightsize-scenario", "version": 1, "workload": {"finetune": {}, "serving": {}},
                "compute": {"spot": {}}, "constraints": {}})");
        QTest::newRow("byte order mark")
            << QStringLiteral("\uFEFF{\"format\": \"rightsize-scenario\", \"version\": 1}");
    }
    void minimalFileTakesDefaults() {
        QFETCH(QString, text);
        const Scenario s = mustParse(text.toStdString());
        const std::string diff = differences(s, Scenario{});
        QVERIFY2(diff.empty(), diff.c_str());
    }

    void readsEveryKey() {
        const std::string text = R"({"format": "rightsize-scenario", "version": 1,
            "workload": {"fp32_gradients": true, "parallelism": {"tensor": 2, "pipeline": 4,
                "sequence_parallel": true, "interleave": 3, "data": 16},
                "serving": {"max_replicas": 5}, "pipeline": {"cache_local": true, "storage": "memory"},
                "micro_batch_size": 2, "activation_recompute": "full", "sharding": "zero3"},
            "compute": {"region": "eu-west-1", "pricing": "serverless", "cluster": {"kind": "serverless"}}})";
        const Scenario s = mustParse(text);
        QVERIFY(s.workload.fp32Gradients == true);
        QCOMPARE(s.workload.parallelism.tensor, 2);
        QCOMPARE(s.workload.parallelism.pipeline, 4);
        QVERIFY(s.workload.parallelism.sequenceParallel);
        QCOMPARE(s.workload.parallelism.interleave, 3);
        QCOMPARE(s.workload.serving.maxReplicas.value_or(0), 5);
        QVERIFY(s.workload.pipeline.cacheLocal);
        QVERIFY(s.workload.pipeline.storage == Storage::Memory);
        QVERIFY(s.workload.recompute == Recompute::Full);
        QVERIFY(s.workload.sharding == Sharding::Zero3);
        QCOMPARE(s.compute.region, std::string("eu-west-1"));
        QVERIFY(s.compute.pricing == Pricing::Serverless);
        QVERIFY(s.compute.cluster.kind == ClusterKind::Serverless);
    }

    void derivedDataParallelismIsIgnored() {
        // parallelism.data is derived from the device count: any value is accepted and kept.
        const std::string text = R"({"format": "rightsize-scenario", "version": 1,
            "workload": {"parallelism": {"tensor": 2, "data": "whatever"}}})";
        const ScenarioLoadResult r = parseScenario(text);
        QVERIFY2(r.document, errorsText(r.errors).c_str());
        COMPARE_JSON(json::parse(serializeScenario(*r.document))["workload"]["parallelism"]["data"],
                     json("whatever"));
    }

    void unknownKeysSurvive() {
        const std::string text = R"({"format": "rightsize-scenario", "version": 1,
            "x_owner": {"team": "search", "tags": ["nlp", 3]},
            "workload": {"batch_size": 16, "future_knob": 0.25,
                "dataset": {"samples": 1000, "shard_hint": "by-day"},
                "model": {"preset": "llama-2-7b", "rope_scaling": {"factor": 2}}},
            "compute": {"options": [{"device": "a10-24gb", "count": 2, "zone": "b"},
                                    {"device": "t4-16gb", "count": 1}],
                        "spot": {"provider_hint": null}}})";
        ScenarioLoadResult r = parseScenario(text);
        QVERIFY2(r.document, errorsText(r.errors).c_str());
        ScenarioDocument doc = *r.document;
        doc.scenario.workload.batchSize = 64;
        doc.scenario.workload.dataset.samples = 5000;
        doc.scenario.compute.options[0].count = 4;
        doc.scenario.compute.options.push_back({"h100-sxm-80gb", 8});
        const json saved = json::parse(serializeScenario(doc));
        COMPARE_JSON(saved["x_owner"], json::parse(R"({"team": "search", "tags": ["nlp", 3]})"));
        COMPARE_JSON(saved["workload"]["future_knob"], json(0.25));
        COMPARE_JSON(saved["workload"]["batch_size"], json(64));
        COMPARE_JSON(saved["workload"]["dataset"]["shard_hint"], json("by-day"));
        COMPARE_JSON(saved["workload"]["dataset"]["samples"], json(5000));
        COMPARE_JSON(saved["workload"]["model"]["rope_scaling"], json::parse(R"({"factor": 2})"));
        COMPARE_JSON(saved["compute"]["options"][0]["zone"], json("b"));
        COMPARE_JSON(saved["compute"]["options"][0]["count"], json(4));
        COMPARE_JSON(saved["compute"]["options"][2],
                     json::parse(R"({"device": "h100-sxm-80gb", "count": 8})"));
        QVERIFY(saved["compute"]["spot"].contains("provider_hint"));
        const Scenario again = mustParse(saved.dump());
        const std::string diff = differences(again, doc.scenario);
        QVERIFY2(diff.empty(), diff.c_str());
    }

    void unmodifiedSaveEqualsInput_data() {
        QTest::addColumn<QString>("text");
        const QDir dir(examplesDir());
        for (const QString& file :
             dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(file)) << QString::fromStdString(readFile(dir.filePath(file)));
        QTest::newRow("minimal") << QStringLiteral(
            R"({"format": "rightsize-scenario", "version": 1})");
        QTest::newRow("floats for whole numbers") << QStringLiteral(
            R"({"format": "rightsize-scenario", "version": 1.0, "workload": {"batch_size": 16.0,
                "dataset": {"samples": 1e5, "epochs": 1.0}}, "compute": {"options": [{"device": "x", "count": 2.0}]}})");
        QTest::newRow("defaults spelled out") << QStringLiteral(
            R"({"format": "rightsize-scenario", "version": 1, "workload": {"kind": "training", "batch_size": 8,
                "framework": "pytorch", "pipeline": {"loader_workers": 4}}, "compute": {"options": [],
                "pricing": "on_demand"}, "constraints": {"deadline_hours": null}, "name": ""})");
        QTest::newRow("nulls kept") << QStringLiteral(
            R"({"format": "rightsize-scenario", "version": 1, "workload": null, "compute": {"spot": null},
                "notes": null})");
    }
    void unmodifiedSaveEqualsInput() {
        QFETCH(QString, text);
        const std::string input = text.toStdString();
        const ScenarioLoadResult r = parseScenario(input);
        QVERIFY2(r.document, errorsText(r.errors).c_str());
        const std::string saved = serializeScenario(*r.document);
        COMPARE_JSON(json::parse(saved), json::parse(input));
        QVERIFY(saved.size() > 1 && saved.back() == '\n' && saved[saved.size() - 2] != '\n');
        QVERIFY(saved.find("\n  \"") != std::string::npos); // two-space indent
    }

    void roundTripGivesEqualScenario_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("freshBase");
        const QDir dir(examplesDir());
        for (const QString& file :
             dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            const QString text = QString::fromStdString(readFile(dir.filePath(file)));
            QTest::newRow(qPrintable(file + QStringLiteral(" over its document"))) << text << false;
            QTest::newRow(qPrintable(file + QStringLiteral(" from scratch"))) << text << true;
        }
    }
    void roundTripGivesEqualScenario() {
        QFETCH(QString, text);
        QFETCH(bool, freshBase);
        const ScenarioLoadResult r = parseScenario(text.toStdString());
        QVERIFY2(r.document, errorsText(r.errors).c_str());
        // Edit every kind of field, including back to defaults and clearing optionals.
        Scenario s = r.document->scenario;
        s.name = "Edited";
        s.workload.batchSize = 8;          // the default: must still override a value the file had
        s.workload.microBatchSize.reset(); // back to the planner's choice
        s.workload.finetune.doubleQuant = false;
        s.workload.padding = Padding::Unpadded;
        s.workload.optimizerImpl = OptimizerImpl::PerTensor;
        s.constraints.minHeadroom = 0.2;
        s.workload.precision = Precision::Fp8;
        s.workload.fp32Gradients = false;
        s.workload.model.layers += 2;
        s.workload.dataset.epochs = 0.5;
        s.workload.serving.maxReplicas = 3;
        s.compute.options.resize(std::min<std::size_t>(s.compute.options.size(), 1));
        s.compute.region = "ap-south-1";
        s.constraints.deadlineHours.reset();
        s.constraints.budgetTotal = 12.5;
        const json base = freshBase ? json::object() : r.document->json;
        const std::string saved = scenarioToJson(s, base).dump(2);
        const Scenario again = mustParse(saved);
        const std::string diff = differences(again, s);
        QVERIFY2(diff.empty(), (diff + "\n" + saved).c_str());
        QVERIFY(!json::parse(saved)["constraints"].contains("deadline_hours"));
    }

    void freshSaveIsCompact() {
        // Defaults are left out; what is left says what makes this scenario different.
        COMPARE_JSON(scenarioToJson(Scenario{}),
                     json::parse(R"({"format": "rightsize-scenario", "version": 1})"));
        Scenario s;
        s.compute.options = {{"a10-24gb", 1}, {"t4-16gb", 2}};
        s.workload.kind = WorkloadKind::BatchInference;
        const json j = scenarioToJson(s);
        COMPARE_JSON(
            j["compute"]["options"],
            json::parse(
                R"([{"device": "a10-24gb", "count": 1}, {"device": "t4-16gb", "count": 2}])"));
        COMPARE_JSON(j["workload"], json::parse(R"({"kind": "batch_inference"})"));
        // A model without a preset is written in full.
        s.workload.model.layers = 12;
        const json model = scenarioToJson(s)["workload"]["model"];
        QVERIFY(model.contains("hidden") && model.contains("architecture") &&
                !model.contains("preset"));
        COMPARE_JSON(model["layers"], json(12));
    }

    void newerVersionIsRefused() {
        const ScenarioLoadResult r = parseScenario(readFile(fixture("newer_version.json")));
        QVERIFY(!r.document);
        QCOMPARE(r.errors.size(), std::size_t(1)); // nothing else is judged by version-1 rules
        QCOMPARE(r.errors[0].path, std::string("$.version"));
        QCOMPARE(
            r.errors[0].message,
            std::string("written by a newer Rightsize (version 3); this version reads version 1"));
    }

    void malformedFilesAreRefused_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("withCatalog");
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<QString>("hint"); // a part of the first message

        auto row = [](const char* file, bool catalog, std::initializer_list<const char*> paths,
                      const char* hint) {
            QStringList list;
            for (const char* p : paths)
                list << QString::fromUtf8(p);
            QTest::newRow(file) << fixture(file) << catalog << list << QString::fromUtf8(hint);
        };
        row("truncated.json", false, {"$"}, "not valid JSON");
        row("trailing_garbage.json", false, {"$"}, "not valid JSON");
        row("not_json.json", false, {"$"}, "not valid JSON");
        row("empty.json", false, {"$"}, "empty");
        row("binary_garbage.json", false, {"$"}, "not UTF-8 text (byte 0x89 at offset 0)");
        row("invalid_utf8.json", false, {"$"}, "not UTF-8 text");
        row("nul_byte.json", false, {"$"}, "binary data");
        row("deeply_nested.json", false, {"$"}, "nested deeper than 64");
        row("top_level_array.json", false, {"$"}, "must be a JSON object");
        row("wrong_format.json", false, {"$.format"}, "not a Rightsize scenario file");
        row("missing_format.json", false, {"$.format", "$.workload.batch_size"}, "missing");
        row("version_zero.json", false, {"$.version"}, "reads version 1");
        row("version_fraction.json", false, {"$.version"}, "whole number");
        row("version_string.json", false, {"$.version"}, "whole number");
        row("newer_version.json", false, {"$.version"}, "newer Rightsize (version 3)");
        row("wrong_types.json", false,
            {"$.name", "$.workload.batch_size", "$.workload.seq_len", "$.workload.flash_attention",
             "$.workload.dataset", "$.workload.finetune.lora_rank", "$.compute.options",
             "$.compute.region", "$.constraints.deadline_hours"},
            "must be text, got 42");
        row("negative_sizes.json", false,
            {"$.workload.batch_size", "$.workload.dataset.samples",
             "$.workload.dataset.bytes_per_sample", "$.workload.serving.qps",
             "$.workload.classic_ml.rows", "$.workload.data_prep.bytes",
             "$.compute.options[0].count", "$.constraints.budget_total"},
            "must be a whole number from 1 to 1048576, got -4");
        row("zero_counts.json", false,
            {"$.workload.batch_size", "$.workload.parallelism.tensor",
             "$.workload.parallelism.interleave", "$.workload.dataset.epochs",
             "$.workload.classic_ml.trees", "$.workload.serving.max_batch",
             "$.compute.options[1].count", "$.compute.spot.checkpoint_minutes"},
            "got 0");
        row("unknown_enum.json", false,
            {"$.workload.kind", "$.workload.precision", "$.workload.optimizer",
             "$.workload.sharding", "$.workload.finetune.lora_targets",
             "$.workload.pipeline.storage", "$.compute.pricing", "$.compute.cluster.kind"},
            "unknown value \"pretraining\"; expected one of training, fine_tuning");
        row("number_overflow.json", false, {"$"}, "number overflow parsing '1e999'");
        row("non_positive_limits.json", false,
            {"$.compute.cluster.runs_per_day", "$.constraints.deadline_hours",
             "$.constraints.budget_per_hour", "$.constraints.budget_total"},
            "must be a number from 0.001 to 86400, got 0");
        row("fractional_counts.json", false,
            {"$.workload.batch_size", "$.workload.seq_len", "$.compute.options[0].count"},
            "got 2.5");
        row("micro_batch_too_large.json", false, {"$.workload.micro_batch_size"}, "batch_size (8)");
        row("batch_over_samples.json", false, {"$.workload.batch_size"},
            "dataset's samples (300000)");
        row("seq_len_over_context.json", true, {"$.workload.seq_len"}, "context of 4096 tokens");
        row("bad_options.json", false,
            {"$.compute.options[0].device", "$.compute.options[1]", "$.compute.options[2].device",
             "$.compute.options[3].count"},
            "missing");
        row("wrong_blocks.json", false,
            {"$.workload.model", "$.workload.serving", "$.compute", "$.constraints"},
            "must be an object");
        row("unknown_device.json", true, {"$.compute.options[1].device"},
            "did you mean \"h100-sxm-80gb\"");
        row("unknown_preset.json", true, {"$.workload.model.preset"},
            "unknown model preset \"llama-9b\"");
    }
    void malformedFilesAreRefused() {
        QFETCH(QString, file);
        QFETCH(bool, withCatalog);
        QFETCH(QStringList, paths);
        QFETCH(QString, hint);
        const std::string text = readFile(file);
        const Catalog catalog = smallCatalog();
        const ScenarioLoadResult r = parseScenario(text, withCatalog ? &catalog : nullptr);
        QVERIFY(!r.document);
        std::set<std::string> got;
        for (const auto& e : r.errors) {
            QVERIFY2(!e.message.empty(), e.path.c_str());
            QVERIFY2(shownAsIs(e.message), e.message.c_str());
            got.insert(e.path);
        }
        std::set<std::string> expected;
        for (const QString& p : paths)
            expected.insert(p.toStdString());
        QVERIFY2(got == expected, errorsText(r.errors).c_str());
        QVERIFY2(r.errors[0].message.find(hint.toStdString()) != std::string::npos,
                 errorsText(r.errors).c_str());
    }

    // Whatever a file holds, a message about it is short, valid UTF-8 and shows every character
    // it quotes (nlohmann's own text echoes the offending token, megabytes of it if need be).
    void messagesStaySmallAndValid_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("hint");
        const QByteArray head = "{\"format\": \"rightsize-scenario\", \"version\": 1, ";
        QTest::newRow("unterminated string")
            << head + "\"name\": \"" + QByteArray(5000000, 'x') << QStringLiteral("last read");
        QTest::newRow("huge number") << head + "\"name\": 1" + QByteArray(1000000, '1') + "}"
                                     << QStringLiteral("number overflow");
        QTest::newRow("huge literal") << head + "\"name\": t" + QByteArray(1000000, 'r') + "}"
                                      << QStringLiteral("invalid literal");
        QTest::newRow("control characters in a token")
            << head + "\"name\": \"a\x01\x02\x1b[2J" << QStringLiteral("last read");
        QTest::newRow("bidirectional override in an enum")
            << head + "\"workload\": {\"kind\": \"train\u202Eing\"}}" << QStringLiteral("\\u202E");
        QTest::newRow("escape sequence in an enum")
            << head + "\"workload\": {\"kind\": \"\\u001b[31mred\"}}"
            << QStringLiteral("\\u001B[31mred");
        QTest::newRow("long unknown preset") << head + "\"workload\": {\"model\": {\"preset\": \"" +
                                                    QByteArray(100000, 'p') + "\"}}}"
                                             << QStringLiteral("unknown model preset");
        QTest::newRow("invalid UTF-8")
            << head + "\"name\": \"\xff\xfe\"}" << QStringLiteral("0xFF");
    }
    void messagesStaySmallAndValid() {
        QFETCH(QByteArray, text);
        QFETCH(QString, hint);
        const Catalog catalog = smallCatalog();
        const ScenarioLoadResult r =
            parseScenario(std::string_view(text.constData(), std::size_t(text.size())), &catalog);
        QVERIFY(!r.document);
        QVERIFY(!r.errors.empty());
        bool hinted = false;
        for (const auto& e : r.errors) {
            QVERIFY2(e.message.size() <= 500, e.message.substr(0, 200).c_str());
            QVERIFY2(shownAsIs(e.message), e.message.c_str());
            hinted |= QString::fromStdString(e.message).contains(hint);
        }
        QVERIFY2(hinted, errorsText(r.errors).c_str());
    }

    void messagesAboutDocumentsInMemoryAreValidUtf8() {
        // A document that reached the reader as JSON (a library row, a bundle) was never
        // checked as text: its strings may hold anything.
        json j = {{"format", "rightsize-scenario"},
                  {"version", 1},
                  {"workload", {{"kind", std::string("\xff\xfetrain\xe2\x80\xae")}}},
                  {"compute", {{"pricing", std::string(200000, '\x07')}}}};
        const ScenarioLoadResult r = parseScenarioJson(j);
        QCOMPARE(r.errors.size(), std::size_t(2));
        for (const auto& e : r.errors) {
            QVERIFY2(e.message.size() <= 500, e.path.c_str());
            QVERIFY2(shownAsIs(e.message), e.message.c_str());
        }
        QVERIFY2(r.errors[0].message.find("\\xFF\\xFEtrain\\u202E") != std::string::npos,
                 r.errors[0].message.c_str());
    }

    void catalogChecksAreSkippedWithoutCatalog() {
        for (const char* name : {"unknown_device.json", "unknown_preset.json"}) {
            const ScenarioLoadResult r = parseScenario(readFile(fixture(name)));
            QVERIFY2(r.document, errorsText(r.errors).c_str());
        }
    }

    void presetIsResolvedAndOverridden() {
        const Catalog catalog = smallCatalog();
        const std::string text = R"({"format": "rightsize-scenario", "version": 1,
            "workload": {"model": {"preset": "tiny-decoder", "layers": 6}}})";
        const ScenarioLoadResult r = parseScenario(text, &catalog);
        QVERIFY2(r.document, errorsText(r.errors).c_str());
        const ModelShape& shape = r.document->scenario.workload.model;
        QCOMPARE(shape.preset, std::string("tiny-decoder"));
        QCOMPARE(shape.layers, 6);   // from the file
        QCOMPARE(shape.hidden, 256); // from the preset
        QVERIFY(shape.gatedFfn);

        // Saved unmodified: unchanged. Saved from scratch: the id and only what differs.
        COMPARE_JSON(json::parse(serializeScenario(*r.document, &catalog)), json::parse(text));
        const json fresh = scenarioToJson(r.document->scenario, json::object(), &catalog);
        COMPARE_JSON(fresh["workload"]["model"],
                     json::parse(R"({"preset": "tiny-decoder", "layers": 6})"));

        // Edited back to the preset's value: the override must go or be rewritten.
        ScenarioDocument doc = *r.document;
        doc.scenario.workload.model.layers = 4;
        doc.scenario.workload.model.hidden = 512;
        const std::string saved = serializeScenario(doc, &catalog);
        const ScenarioLoadResult again = parseScenario(saved, &catalog);
        QVERIFY2(again.document, errorsText(again.errors).c_str());
        QCOMPARE(again.document->scenario.workload.model.layers, 4);
        QCOMPARE(again.document->scenario.workload.model.hidden, 512);
        QCOMPARE(again.document->scenario.workload.model.heads, 4);

        // Another preset picked, then the preset dropped: each time the reload gives the shape.
        for (const char* preset : {"llama-2-7b", ""}) {
            ScenarioDocument edited = *r.document;
            ModelShape& model = edited.scenario.workload.model;
            if (*preset)
                model = catalog.models[1].shape;
            model.preset = preset;
            model.layers = 30;
            const ScenarioLoadResult reloaded =
                parseScenario(serializeScenario(edited, &catalog), &catalog);
            QVERIFY2(reloaded.document, errorsText(reloaded.errors).c_str());
            const std::string diff = differences(reloaded.document->scenario, edited.scenario);
            QVERIFY2(diff.empty(), diff.c_str());
        }
    }

    void unicodeRoundTrips_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("cyrillic") << QStringLiteral("Дообучение Llama — тест");
        QTest::newRow("cjk") << QStringLiteral("微调大模型");
        QTest::newRow("emoji") << QStringLiteral("Serving 🚀 at scale");
        QTest::newRow("accents and quotes") << QStringLiteral("Café \"naïve\" \\ run\ttwo");
        QTest::newRow("rtl") << QStringLiteral("ضبط النموذج");
    }
    void unicodeRoundTrips() {
        QFETCH(QString, name);
        const std::string utf8 = name.toStdString();
        Scenario s;
        s.name = utf8;
        s.notes = utf8 + "\n" + utf8;
        const std::string saved = serializeScenario(ScenarioDocument{s, json::object()});
        const Scenario again = mustParse(saved);
        QCOMPARE(again.name, utf8);
        QCOMPARE(again.notes, s.notes);
        // Escaped spellings decode to the same text.
        const std::string escaped = json(utf8).dump(-1, ' ', true);
        const Scenario fromEscaped =
            mustParse(R"({"format": "rightsize-scenario", "version": 1, "name": )" + escaped + "}");
        QCOMPARE(fromEscaped.name, utf8);
    }

    void sizeCapIsEnforcedBeforeParsing() {
        const std::string head =
            "{\"format\": \"rightsize-scenario\", \"version\": 1, \"notes\": \"";
        std::string text = head + std::string(kMaxScenarioBytes - head.size() - 2, 'x') + "\"}";
        QCOMPARE(text.size(), kMaxScenarioBytes);
        const ScenarioLoadResult atLimit = parseScenario(text);
        QVERIFY2(atLimit.document, errorsText(atLimit.errors).c_str());

        text.insert(head.size(), "x");
        const ScenarioLoadResult over = parseScenario(text);
        QVERIFY(!over.document);
        QCOMPARE(over.errors.size(), std::size_t(1));
        QCOMPARE(over.errors[0].path, std::string("$"));
        QVERIFY2(over.errors[0].message.find("limited") != std::string::npos,
                 over.errors[0].message.c_str());

        // Not even well-formed: the size alone decides.
        const ScenarioLoadResult junk = parseScenario(std::string(kMaxScenarioBytes + 1, '['));
        QCOMPARE(junk.errors.size(), std::size_t(1));
        QVERIFY(junk.errors[0].message.find("limited") != std::string::npos);
    }

    void depthCapIsEnforced() {
        QVERIFY(parseScenario(nested(kMaxScenarioDepth)).document);
        const ScenarioLoadResult tooDeep = parseScenario(nested(kMaxScenarioDepth + 1));
        QVERIFY(!tooDeep.document);
        QCOMPARE(tooDeep.errors[0].path, std::string("$"));

        // Millions of brackets (within the size cap) are refused without recursion.
        const ScenarioLoadResult hostile =
            parseScenario(std::string(4000000, '[') + std::string(4000000, ']'));
        QVERIFY(!hostile.document);
        QVERIFY(hostile.errors[0].message.find("nested deeper") != std::string::npos);

        // Brackets inside strings do not count.
        const std::string inString =
            "{\"format\": \"rightsize-scenario\", \"version\": 1, \"notes\": \"" +
            std::string(1000, '[') + "\\\"{{{\"}";
        QVERIFY(parseScenario(inString).document);

        // A document built in memory is held to the same limit.
        json deep = json::array();
        for (int i = 0; i < kMaxScenarioDepth + 5; ++i)
            deep = json::array({std::move(deep)});
        json doc = json::parse(R"({"format": "rightsize-scenario", "version": 1})");
        doc["extra"] = std::move(deep);
        const ScenarioLoadResult fromJson = parseScenarioJson(doc);
        QVERIFY(!fromJson.document);
        QCOMPARE(fromJson.errors[0].path, std::string("$"));
    }

    void inMemoryJsonIsValidatedToo() {
        json doc = json::parse(R"({"format": "rightsize-scenario", "version": 1, "workload": {}})");
        doc["workload"]["dataset"]["samples"] = std::nan("");
        doc["workload"]["serving"]["qps"] = std::numeric_limits<double>::infinity();
        const ScenarioLoadResult r = parseScenarioJson(doc);
        QVERIFY(!r.document);
        QCOMPARE(r.errors.size(), std::size_t(2));
        QCOMPARE(r.errors[0].path, std::string("$.workload.dataset.samples"));
        QVERIFY(r.errors[0].message.find("NaN") != std::string::npos);
        QVERIFY(!parseScenarioJson(json(42)).document);
        QVERIFY(!parseScenarioJson(json()).document);
    }

    void mangledFilesNeverCrash() {
        // Random damage to a real file: every result is either a clean document that survives a
        // round trip, or a list of errors with paths.
        const std::string original =
            readFile(examplesDir() + QStringLiteral("/llama2-7b-qlora.json"));
        QVERIFY(!original.empty());
        const Catalog catalog = smallCatalog();
        std::mt19937 rng(12345);
        const std::string alphabet = "{}[]\",:0123456789-.eE truefalsnul\\\x80\xff";
        int accepted = 0;
        for (int round = 0; round < 3000; ++round) {
            std::string text = original;
            const int edits = 1 + static_cast<int>(rng() % 4);
            for (int e = 0; e < edits && !text.empty(); ++e) {
                const std::size_t at = rng() % text.size();
                switch (rng() % 3) {
                case 0:
                    text[at] = alphabet[rng() % alphabet.size()];
                    break;
                case 1:
                    text.erase(at, 1 + rng() % 8);
                    break;
                default:
                    text.insert(at, 1, alphabet[rng() % alphabet.size()]);
                    break;
                }
            }
            const ScenarioLoadResult r = parseScenario(text, (round % 2) ? &catalog : nullptr);
            if (!r.document) {
                QVERIFY(!r.errors.empty());
                for (const auto& err : r.errors)
                    QVERIFY(!err.path.empty() && err.path[0] == '$' && !err.message.empty());
                continue;
            }
            ++accepted;
            QVERIFY(r.errors.empty());
            const ScenarioLoadResult again = parseScenario(serializeScenario(*r.document), nullptr);
            QVERIFY2(again.document, errorsText(again.errors).c_str());
        }
        QVERIFY(accepted > 0); // some damage lands in free text and leaves a valid file
    }

    void examplesParseWithBuiltinCatalog_data() {
        QTest::addColumn<QString>("file");
        const QDir dir(examplesDir());
        const QStringList files =
            dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 5);
        for (const QString& file : files)
            QTest::newRow(qPrintable(file)) << dir.filePath(file);
    }
    void examplesParseWithBuiltinCatalog() {
        QFETCH(QString, file);
        static const Catalog catalog = loadBuiltinCatalog();
        QVERIFY(!catalog.devices.empty());
        QVERIFY(!catalog.models.empty());
        const ScenarioLoadResult r = parseScenario(readFile(file), &catalog);
        QVERIFY2(r.document, errorsText(r.errors).c_str());
        const ModelShape& model = r.document->scenario.workload.model;
        if (!model.preset.empty())
            QVERIFY(model.layers > 0 || model.params > 0); // the preset's shape was applied
        COMPARE_JSON(json::parse(serializeScenario(*r.document, &catalog)), r.document->json);
    }
};

QTEST_APPLESS_MAIN(TestScenarioIo)
#include "test_scenario_io.moc"

// Memory formulas against values computed by hand (ZeRO, arXiv:1910.02054; Korthikanti et al.,
// arXiv:2205.05198; the KV-cache and weight-byte conventions in core/estimate/workload_model.cpp).
#include "core/estimate/memory_estimator.h"
#include "core/estimate/model_shape.h"
#include "core/estimate/model_states.h"
#include "core/estimate/workload_model.h"
#include "tests/support/llama_shape.h"

#include <QTest>

using namespace rightsize;

namespace {

ModelShape gpt3_175b() {
    ModelShape s;
    s.architecture = Architecture::Decoder;
    s.layers = 96;
    s.hidden = 12288;
    s.heads = 96;
    s.vocab = 50257;
    s.positions = 2048;
    s.bias = true;
    s.dropout = true;
    s.tiedEmbeddings = true;
    return s;
}

Device gpu(double gib) {
    Device d;
    d.id = "test-gpu";
    d.kind = DeviceKind::Gpu;
    d.memoryBytes = gib * 1024 * 1024 * 1024;
    d.memoryBandwidth = 2e12;
    d.peakFlops[static_cast<int>(ComputeDtype::Bf16)] = 312e12;
    d.peakFlops[static_cast<int>(ComputeDtype::Fp32)] = 19.5e12;
    return d;
}

ResolvedWorkload resolve(Workload w) {
    Catalog empty;
    return resolveWorkload(w, empty);
}

} // namespace

class TestMemoryEstimator : public QObject {
    Q_OBJECT
private slots:
    void derivesLlama2ParamsFromShape() {
        ModelShape s;
        s.layers = 32;
        s.hidden = 4096;
        s.heads = 32;
        s.ffnHidden = 11008;
        s.gatedFfn = true;
        s.vocab = 32000;
        s.norm = NormKind::RmsNorm;
        QCOMPARE(deriveParams(s), 6738415616.0);
    }

    void activationFormula_data() {
        QTest::addColumn<int>("tensor");
        QTest::addColumn<bool>("sequenceParallel");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<double>("expected");
        const double s = 2048, b = 1, h = 12288, a = 96;
        const double sbh = s * b * h;
        // Korthikanti et al. (arXiv:2205.05198) Table 2.
        QTest::newRow("none") << 1 << false << 0 << sbh * (34 + 5 * a * s / h);
        QTest::newRow("tp8") << 8 << false << 0 << sbh * (10 + 24.0 / 8 + 5 * a * s / (h * 8));
        QTest::newRow("tp8 sp") << 8 << true << 0 << sbh * (34.0 / 8 + 5 * a * s / (h * 8));
        QTest::newRow("tp8 sp selective") << 8 << true << 1 << sbh * 34.0 / 8;
        QTest::newRow("full") << 1 << false << 2 << 2 * sbh;
    }
    void activationFormula() {
        QFETCH(int, tensor);
        QFETCH(bool, sequenceParallel);
        QFETCH(int, recompute);
        QFETCH(double, expected);
        Workload w;
        w.model = gpt3_175b();
        w.seqLen = 2048;
        w.precision = Precision::Bf16Mixed;
        const ResolvedWorkload r = resolve(w);
        const double got = transformerLayerActivationBytes(
            r, 1, tensor, sequenceParallel, static_cast<Recompute>(recompute), false);
        QCOMPARE(got, expected);
    }

    void flashAttentionDropsQuadraticTerm() {
        Workload w;
        w.model = gpt3_175b();
        w.seqLen = 2048;
        const ResolvedWorkload r = resolve(w);
        const double withFlash =
            transformerLayerActivationBytes(r, 1, 1, false, Recompute::None, true);
        const double sbh = 2048.0 * 12288;
        // 34·sbh plus the fp32 log-sum-exp rows (4·a·s·b bytes).
        QCOMPARE(withFlash, 34 * sbh + 4.0 * 96 * 2048);
    }

    void bytesPerParameterConventions_data() {
        QTest::addColumn<int>("framework");
        QTest::addColumn<int>("precision");
        QTest::addColumn<int>("optimizer");
        QTest::addColumn<double>("bytesPerParam");
        // ZeRO paper: 2 + 2 + 12; Megatron/DeepSpeed/HF keep fp32 gradients: 18.
        QTest::newRow("pytorch mixed adam") << int(Framework::Pytorch) << int(Precision::Bf16Mixed)
                                            << int(Optimizer::AdamW) << 16.0;
        QTest::newRow("hf mixed adam") << int(Framework::HfTrainer) << int(Precision::Fp16Mixed)
                                       << int(Optimizer::AdamW) << 18.0;
        QTest::newRow("megatron mixed adam")
            << int(Framework::Megatron) << int(Precision::Bf16Mixed) << int(Optimizer::AdamW)
            << 18.0;
        QTest::newRow("fp32 adam")
            << int(Framework::Pytorch) << int(Precision::Fp32) << int(Optimizer::AdamW) << 16.0;
        QTest::newRow("pytorch mixed adam8bit")
            << int(Framework::Pytorch) << int(Precision::Bf16Mixed) << int(Optimizer::AdamW8bit)
            << 10.0;
        QTest::newRow("fp32 sgd") << int(Framework::Pytorch) << int(Precision::Fp32)
                                  << int(Optimizer::Sgd) << 8.0;
        QTest::newRow("fp32 momentum") << int(Framework::Pytorch) << int(Precision::Fp32)
                                       << int(Optimizer::SgdMomentum) << 12.0;
        QTest::newRow("fp32 lion")
            << int(Framework::Pytorch) << int(Precision::Fp32) << int(Optimizer::Lion) << 12.0;
        QTest::newRow("pure bf16 adam")
            << int(Framework::Pytorch) << int(Precision::Bf16) << int(Optimizer::AdamW) << 8.0;
    }
    void bytesPerParameterConventions() {
        QFETCH(int, framework);
        QFETCH(int, precision);
        QFETCH(int, optimizer);
        QFETCH(double, bytesPerParam);
        Workload w;
        w.model.architecture = Architecture::Mlp;
        w.model.params = 1e9;
        w.framework = static_cast<Framework>(framework);
        w.precision = static_cast<Precision>(precision);
        w.optimizer = static_cast<Optimizer>(optimizer);
        const ResolvedWorkload r = resolve(w);
        const MemoryBreakdown m = estimateMemory(r, gpu(640), Layout{});
        QCOMPARE((m.weights + m.gradients + m.optimizer) / 1e9, bytesPerParam);
    }

    void zeroStagesDivideModelStates_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("expectedGB");
        // ZeRO paper Figure 1: 7.5B parameters over 64 devices, K = 12.
        const double p = 7.5;
        QTest::newRow("baseline") << 0 << 16 * p;
        QTest::newRow("zero1") << 1 << (2 + 2) * p + 12 * p / 64;
        QTest::newRow("zero2") << 2 << 2 * p + 14 * p / 64;
        QTest::newRow("zero3") << 3 << 16 * p / 64;
    }
    void zeroStagesDivideModelStates() {
        QFETCH(int, stage);
        QFETCH(double, expectedGB);
        Workload w;
        w.model.architecture = Architecture::Mlp;
        w.model.params = 7.5e9;
        w.precision = Precision::Fp16Mixed;
        const ResolvedWorkload r = resolve(w);
        Layout l;
        l.data = 64;
        l.sharding = static_cast<Sharding>(stage);
        const MemoryBreakdown m = estimateMemory(r, gpu(80), l);
        QVERIFY(qAbs((m.weights + m.gradients + m.optimizer) / 1e9 - expectedGB) < 1e-9);
    }

    void kvCacheUsesKvHeads() {
        // Llama-2-70B: 80 layers, 8 KV heads of 128: 2·80·1024·2 bytes = 327,680 bytes per token.
        Workload w;
        w.kind = WorkloadKind::BatchInference;
        w.model.layers = 80;
        w.model.hidden = 8192;
        w.model.heads = 64;
        w.model.kvHeads = 8;
        w.model.ffnHidden = 28672;
        w.model.gatedFfn = true;
        w.model.vocab = 32000;
        w.precision = Precision::Bf16;
        w.serving.inputTokens = 1000;
        w.serving.outputTokens = 24;
        const ResolvedWorkload r = resolve(w);
        Layout l;
        l.microBatch = 2;
        const MemoryBreakdown m = estimateMemory(r, gpu(640), l);
        QCOMPARE(m.kvCache, 327680.0 * 1024 * 2);
    }

    void loraFreezesTheBase() {
        Workload w = test::llama7bShape(WorkloadKind::FineTuning);
        w.finetune.method = FinetuneMethod::Lora;
        w.finetune.loraRank = 8;
        w.finetune.targets = LoraTargets::Attention;
        const ResolvedWorkload r = resolve(w);
        // r × (d_in + d_out) on q, k, v, o of each of 32 layers.
        QCOMPARE(r.trainableParams, 8.0 * 4 * (4096 + 4096) * 32);
        // With accumulation the gradients are held through the forward, so the peak shows them.
        Layout accumulating;
        accumulating.gradientAccumulation = 2;
        const MemoryBreakdown m = estimateMemory(r, gpu(80), accumulating);
        QCOMPARE(m.gradients, r.trainableParams * 4);
        QVERIFY(m.weights > 6.738e9 * 2 && m.weights < 6.74e9 * 2 + r.trainableParams * 4 + 1);
        w.finetune.method = FinetuneMethod::Qlora;
        const ResolvedWorkload q = resolve(w);
        const MemoryBreakdown mq = estimateMemory(q, gpu(80), Layout{});
        QVERIFY(mq.weights < m.weights * 0.4);
    }

    // QLoRA's NF4 blocks: 4 bits + an fp32 scale per 64 weights (4.5 bits), or with double
    // quantisation 8-bit scales with an fp32 scale per 256 of them: 4 + 8/64 + 32/16384 bits.
    void qloraDoubleQuantisation_data() {
        QTest::addColumn<bool>("doubleQuant");
        QTest::addColumn<double>("bits");
        QTest::newRow("double quantisation") << true << 4.0 + 8.0 / 64 + 32.0 / (64 * 256);
        QTest::newRow("plain NF4") << false << 4.5;
    }
    void qloraDoubleQuantisation() {
        QFETCH(bool, doubleQuant);
        QFETCH(double, bits);
        Workload w = test::llama7bShape(WorkloadKind::FineTuning);
        w.finetune.method = FinetuneMethod::Qlora;
        w.finetune.doubleQuant = doubleQuant;
        const ResolvedWorkload r = resolve(w);
        QCOMPARE(r.weightBytesFrozenLinear, bits / 8);
        // The QLoRA recipe pages its optimizer states to host memory.
        QVERIFY(r.pagedOptimizer);
        QCOMPARE(estimateMemory(r, gpu(80), Layout{}).optimizer, 0.0);
        w.finetune.pagedOptimizer = false;
        QVERIFY(estimateMemory(resolve(w), gpu(80), Layout{}).optimizer > 0);
    }

    // torchtune's memory settings against a full fine-tune with every layer checkpointed. The
    // optimizer step in the backward leaves one gradient (the largest, the embedding's or the
    // head's) beside the activations at their peak; from there the chunked loss keeps less than
    // three fp32 tensors over the vocabulary, offloading leaves five layers' inputs, and paged
    // states leave the device.
    void torchtuneMemorySettings() {
        Workload w = test::llama7bShape(WorkloadKind::FineTuning);
        w.precision = Precision::Bf16;
        w.seqLen = 4096;
        Layout l;
        l.microBatch = 2;
        l.recompute = Recompute::Full;
        const MemoryBreakdown all = estimateMemory(resolve(w), gpu(80), l);
        w.optimizerInBackward = true;
        const MemoryBreakdown base = estimateMemory(resolve(w), gpu(80), l);
        QCOMPARE(base.gradients, 32000.0 * 4096 * 2);
        QVERIFY(base.gradients < all.gradients);
        QCOMPARE(base.optimizer, all.optimizer);
        Workload chunked = w;
        chunked.chunkedLoss = true;
        QVERIFY(estimateMemory(resolve(chunked), gpu(80), l).activations < base.activations);
        Workload offloaded = w;
        offloaded.activationOffloading = true;
        const double input = 8192.0 * 4096 * 2; // one layer's input: tokens × hidden, 16 bits
        QCOMPARE(base.activations - estimateMemory(resolve(offloaded), gpu(80), l).activations,
                 (32 - 5) * input);
        Workload paged = w;
        paged.finetune.pagedOptimizer = true;
        QCOMPARE(estimateMemory(resolve(paged), gpu(80), l).optimizer, 0.0);
    }

    // FSDP leaves the root's parameters (the embedding and the untied head) gathered from the
    // forward to the backward; DeepSpeed's ZeRO-3 gathers them module by module like the layers.
    // An adapter fine-tune gathers its frozen layers at their stored width, 4 bits under QLoRA.
    void fsdpHoldsTheRootAndTheBaseAsStored() {
        Workload w = test::llama7bShape(WorkloadKind::FineTuning);
        w.precision = Precision::Bf16;
        w.finetune.method = FinetuneMethod::Lora;
        Layout l;
        l.data = 8;
        l.sharding = Sharding::Zero3;
        w.framework = Framework::Pytorch;
        const ResolvedWorkload fsdp = resolve(w);
        w.framework = Framework::Deepspeed;
        const ResolvedWorkload zero = resolve(w);
        const double root = (fsdp.m.embeddingParams + fsdp.m.headParams) * 2 * 7.0 / 8;
        QVERIFY(root > 0);
        QCOMPARE(estimateMemory(fsdp, gpu(80), l).weights -
                     estimateMemory(zero, gpu(80), l).weights,
                 root);
        w.framework = Framework::Pytorch;
        w.finetune.method = FinetuneMethod::Qlora;
        const ResolvedWorkload q = resolve(w);
        const double layer = fsdp.m.layerParams;
        const double linear = fsdp.m.linearParams / 32;
        const double states = modelStatesPerDevice(q, gpu(80), l).weights;
        const double gathered = 2 * (linear * q.weightBytesFrozenLinear + (layer - linear) * 2);
        QCOMPARE(estimateMemory(q, gpu(80), l).weights, states + gathered + root);
    }

    // 1F1B keeps p micro-batches of L/p layers on the first stage; only the interleaved schedule
    // adds (p−1)/(p·v) of that (Korthikanti et al. §4.2.3).
    void inFlightFactorOnlyForInterleaving() {
        Workload w;
        w.kind = WorkloadKind::Training;
        w.framework = Framework::Megatron; // interleaved 1F1B is Megatron's schedule
        w.model = gpt3_175b();
        w.seqLen = 2048;
        const ResolvedWorkload r = resolve(w);
        Layout l;
        l.pipeline = 8;
        l.gradientAccumulation = 16;
        l.data = 1;
        const double plain = estimateMemory(r, gpu(640), l).activations;
        l.interleave = 2;
        const double interleaved = estimateMemory(r, gpu(640), l).activations;
        const double perLayer =
            transformerLayerActivationBytes(r, 1, 1, false, Recompute::None, true);
        const double stage = 12 * perLayer * 8; // 96/8 layers, 8 micro-batches in flight
        QVERIFY(qAbs((interleaved - plain) - stage * 7.0 / 16) < 1e-6 * stage);
    }

    // Hybrid sharding shards over the data-parallel ranks of one node and replicates across nodes.
    void hybridShardingDividesByTheNode() {
        Workload w;
        w.model.architecture = Architecture::Mlp;
        w.model.params = 7.5e9;
        w.precision = Precision::Fp16Mixed;
        const ResolvedWorkload r = resolve(w);
        Device d = gpu(80);
        d.devicesPerNode = 8;
        Layout l;
        l.data = 64;
        l.sharding = Sharding::Zero3Hybrid;
        QCOMPARE(shardGroup(d, l), 8);
        const MemoryBreakdown m = estimateMemory(r, d, l);
        QVERIFY(qAbs((m.weights + m.gradients + m.optimizer) / 1e9 - 16 * 7.5 / 8) < 1e-9);
    }

    // What the driver exposes, not the nominal size.
    void capacityIsWhatTheDriverExposes() {
        Device d = gpu(16);
        QCOMPARE(usableCapacity(d), d.memoryBytes);
        d.usableMemoryBytes = 15360.0 * 1024 * 1024;
        QCOMPARE(usableCapacity(d), 15360.0 * 1024 * 1024);
    }
};

QTEST_APPLESS_MAIN(TestMemoryEstimator)
#include "test_memory_estimator.moc"

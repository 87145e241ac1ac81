// The per-operator accounting of an eager transformer block (core/estimate/eager_block.h) and what
// it does to a step: launch-bound small models, autocast's casts, LoRA's adapters, torch.compile.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/eager_block.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/time_estimator.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/model/efficiency.h"

#include <QTest>

using namespace rightsize;

namespace {

Workload bertBase(int batch) {
    Workload w;
    w.kind = WorkloadKind::FineTuning;
    w.framework = Framework::Pytorch;
    w.model.preset = "bert-base-uncased";
    w.batchSize = batch;
    w.seqLen = 128;
    w.precision = Precision::Bf16Mixed;
    w.optimizerImpl = OptimizerImpl::Fused;
    w.flashAttention = true;
    return w;
}

// The TinyLlama shape of tests/data/measured_h100.csv (H100-04).
Workload llama1b(int batch) {
    Workload w;
    w.kind = WorkloadKind::Training;
    w.framework = Framework::Pytorch;
    w.model.layers = 22;
    w.model.hidden = 2048;
    w.model.heads = 32;
    w.model.kvHeads = 4;
    w.model.headDim = 64;
    w.model.ffnHidden = 5632;
    w.model.gatedFfn = true;
    w.model.vocab = 32000;
    w.model.norm = NormKind::RmsNorm;
    w.batchSize = batch;
    w.seqLen = 2048;
    w.precision = Precision::Bf16Mixed;
    w.flashAttention = true;
    return w;
}

Layout oneDevice(int microBatch) {
    Layout l;
    l.microBatch = microBatch;
    l.flashAttention = true;
    return l;
}

} // namespace

class TestEagerBlock : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    const Device* m_h100 = nullptr;

private slots:
    void initTestCase() {
        m_catalog = loadBuiltinCatalog();
        m_h100 = m_catalog.device("h100-sxm-80gb");
        QVERIFY(m_h100);
    }

    // H100-01: a BERT-base step at batch 32 waits for the host issuing its kernels; at batch 256
    // the device's work is longer than the host's.
    void smallBatchesAreLaunchBound_data() {
        QTest::addColumn<int>("batch");
        QTest::addColumn<bool>("hostBound");
        QTest::newRow("batch 32 (H100-01)") << 32 << true;
        QTest::newRow("batch 256 (H100-02)") << 256 << false;
    }
    void smallBatchesAreLaunchBound() {
        QFETCH(int, batch);
        QFETCH(bool, hostBound);
        const ResolvedWorkload r = resolveWorkload(bertBase(batch), m_catalog);
        const TimeBreakdown t = estimateTrainingStep(r, *m_h100, oneDevice(batch), 1);
        QCOMPARE(t.critical == CriticalTrack::Host, hostBound);
        QCOMPARE(t.bottleneck == Bottleneck::HostOverhead, hostBound);
    }

    // Autocast over fp32 weights casts each projection's input on its own and keeps the copy,
    // and keeps the residual stream in fp32: more kernels, bytes and saved tensors than pure bf16.
    void autocastCastsEveryProjectionInput() {
        ResolvedWorkload r = resolveWorkload(llama1b(1), m_catalog);
        const EagerPrecision autocast = eagerPrecision(r, Sharding::None);
        QVERIFY(autocast.casts);
        QCOMPARE(autocast.residual, 4.0);
        const EagerPrecision fsdp = eagerPrecision(r, Sharding::Zero3);
        QVERIFY(!fsdp.casts);
        const EagerBlock a = eagerBlock(r, autocast, true, true);
        const EagerBlock b = eagerBlock(r, fsdp, true, true);
        QVERIFY(a.forwardKernels > b.forwardKernels);
        QVERIFY(a.forwardBytesPerToken > b.forwardBytesPerToken);
        QVERIFY(a.savedBytesPerToken > b.savedBytesPerToken);
        // Saved per token: three 16-bit casts of the attention input and two of the FFN input
        // against one shared 16-bit input each; Hugging Face's RMSNorm on a 16-bit stream keeps
        // an fp32 copy, the fp32 normalised rows and their 16-bit cast (10 bytes a value), on an
        // fp32 stream the stream itself and the normalised rows (8 bytes).
        const double h = r.m.hidden;
        QCOMPARE(a.savedBytesPerToken - b.savedBytesPerToken,
                 (3 + 2) * 2 * h - 2 * 2 * h - 2 * (10 - 8) * h);
    }

    // H100-05: what one more sample of 2,048 tokens adds to the peak, measured 5.19 to 5.49 GiB.
    void activationsGrowAsMeasured() {
        const ResolvedWorkload r = resolveWorkload(llama1b(8), m_catalog);
        const double four = estimateMemory(r, *m_h100, oneDevice(4)).activations;
        const double eight = estimateMemory(r, *m_h100, oneDevice(8)).activations;
        const double perSample = (eight - four) / 4 / (1024.0 * 1024 * 1024);
        QVERIFY2(perSample > 5.3 * 0.9 && perSample < 5.3 * 1.1,
                 qPrintable(QString::number(perSample)));
    }

    // An eager step on one device frees its gradients between steps (zero_grad(set_to_none=True))
    // and creates them in the backward as the activations go: the peak holds the larger of the
    // two. Accumulation and data parallelism (DDP's buckets) keep the gradients through the
    // forward.
    void eagerPeakHoldsGradientsOrActivations_data() {
        QTest::addColumn<int>("accumulation");
        QTest::addColumn<int>("data");
        QTest::addColumn<bool>("both");
        QTest::newRow("one step, one device") << 1 << 1 << false;
        QTest::newRow("accumulating") << 4 << 1 << true;
        QTest::newRow("DDP") << 1 << 2 << true;
    }
    void eagerPeakHoldsGradientsOrActivations() {
        QFETCH(int, accumulation);
        QFETCH(int, data);
        QFETCH(bool, both);
        const ResolvedWorkload r = resolveWorkload(llama1b(4), m_catalog);
        Layout l = oneDevice(4);
        l.gradientAccumulation = accumulation;
        l.data = data;
        const MemoryBreakdown m = estimateMemory(r, *m_h100, l);
        QVERIFY(m.activations > r.trainableParams * r.gradientBytesPerTrainable);
        QCOMPARE(m.gradients > 0, both);
    }

    // PEFT's adapters add two products and two elementwise kernels to every adapted linear.
    void loraAddsItsKernels() {
        Workload w = llama1b(1);
        w.kind = WorkloadKind::FineTuning;
        const ResolvedWorkload full = resolveWorkload(w, m_catalog);
        w.finetune.method = FinetuneMethod::Lora;
        const ResolvedWorkload lora = resolveWorkload(w, m_catalog);
        const EagerBlock a = eagerBlock(full, eagerPrecision(full, Sharding::None), true, true);
        const EagerBlock b = eagerBlock(lora, eagerPrecision(lora, Sharding::None), true, true);
        QCOMPARE(b.matrixKernels - a.matrixKernels, 2 * 7.0);
        QVERIFY(!eagerPrecision(lora, Sharding::None).casts); // a 16-bit base: no casts
    }

    // torch.compile fuses the elementwise work: fewer kernels, each cheaper to issue, fewer bytes
    // and saved tensors; the one-off compilation is part of the job.
    void compileFusesAndCostsOnce() {
        Workload w = bertBase(32);
        w.dataset.samples = 32000;
        const ResolvedWorkload eager = resolveWorkload(w, m_catalog);
        w.compile = CompileMode::Default;
        const ResolvedWorkload compiled = resolveWorkload(w, m_catalog);
        const EagerPrecision p = eagerPrecision(eager, Sharding::None);
        const EagerBlock e = eagerBlock(eager, p, true, true);
        const EagerBlock c = eagerBlock(compiled, p, true, true);
        QVERIFY(c.forwardKernels < e.forwardKernels / 2);
        QVERIFY(c.forwardBytesPerToken < e.forwardBytesPerToken);
        QVERIFY(c.savedBytesPerToken < e.savedBytesPerToken);
        QCOMPARE(c.hostSecondsPerKernel, efficiency::kCompiledKernelHostSeconds);
        const TimeBreakdown te = estimateTrainingStep(eager, *m_h100, oneDevice(32), 1);
        const TimeBreakdown tc = estimateTrainingStep(compiled, *m_h100, oneDevice(32), 1);
        QVERIFY(tc.hostSeconds < te.hostSeconds / 4);
        QVERIFY(tc.stepSeconds < te.stepSeconds);
        QCOMPARE(te.setupSeconds, 0.0);
        QCOMPARE(tc.setupSeconds, efficiency::kCompileSeconds);
        const EstimateBand none{1, 1};
        QCOMPARE(jobSeconds(tc, 32000, none).expected,
                 32000 / tc.samplesPerSecond + efficiency::kCompileSeconds);
    }

    // An eager framework runs the same model code on one device and under ZeRO-3: its matrix
    // products run at the sustained rate at every sharding stage; a fused stack (Megatron) keeps
    // its calibrated share.
    void frameworkShareFollowsTheCounting() {
        Workload w = llama1b(4);
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        QCOMPARE(frameworkEfficiency(r), 1.0);
        w.sharding = Sharding::Zero3;
        QCOMPARE(frameworkEfficiency(resolveWorkload(w, m_catalog)), 1.0);
        w.framework = Framework::Megatron;
        QCOMPARE(frameworkEfficiency(resolveWorkload(w, m_catalog)),
                 efficiency::trainingFramework(Framework::Megatron));
    }
};

QTEST_APPLESS_MAIN(TestEagerBlock)
#include "test_eager_block.moc"

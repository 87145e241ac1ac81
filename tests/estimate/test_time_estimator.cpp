// Time formulas against values computed by hand (6·P·tokens training FLOPs, rooflines, ring
// all-reduce, the 1F1B bubble of arXiv:2104.04473) and the constants of core/model/efficiency.h.
#include "core/estimate/time_estimator.h"
#include "core/estimate/workload_model.h"
#include "core/model/efficiency.h"
#include "tests/support/llama_shape.h"

#include <QTest>

using namespace rightsize;

namespace {

Device gpu() {
    Device d;
    d.id = "test-gpu";
    d.kind = DeviceKind::Gpu;
    d.memoryBytes = 80e9;
    d.memoryBandwidth = 2e12;
    d.peakFlops[int(ComputeDtype::Fp32)] = 20e12;
    d.peakFlops[int(ComputeDtype::Fp16)] = 300e12;
    d.peakFlops[int(ComputeDtype::Bf16)] = 300e12;
    d.sustainedFraction = 0.8;
    d.intraNodeBandwidth = 300e9;
    d.interNodeBandwidth = 25e9;
    d.devicesPerNode = 8;
    return d;
}

ResolvedWorkload mlp(double params) {
    Workload w;
    w.model.architecture = Architecture::Mlp;
    w.model.params = params;
    w.precision = Precision::Bf16Mixed;
    w.framework = Framework::Pytorch;
    Catalog none;
    return resolveWorkload(w, none);
}

} // namespace

class TestTimeEstimator : public QObject {
    Q_OBJECT
private slots:
    void peakFallsBackToSupportedFormats() {
        Device d = gpu();
        QCOMPARE(effectivePeak(d, ComputeDtype::Bf16), 300e12);
        QCOMPARE(effectivePeak(d, ComputeDtype::Fp8), 300e12);  // no FP8 units: 16-bit rate
        QCOMPARE(effectivePeak(d, ComputeDtype::Int4), 300e12); // no int units: 16-bit rate
        d.peakFlops[int(ComputeDtype::Bf16)] = 0;               // a V100 has no bf16
        QCOMPARE(effectivePeak(d, ComputeDtype::Bf16), 20e12);
        QVERIFY(!supportsNatively(d, ComputeDtype::Bf16));
    }

    void computeTimeIsSixFlopsPerParameterAtTheSustainedRate() {
        const ResolvedWorkload r = mlp(1e9);
        Layout l;
        l.microBatch = 10;
        const TimeBreakdown t = estimateTrainingStep(r, gpu(), l, 1);
        // 2 P forward + 4 P backward per sample, 10 samples.
        const double flops = 6e9 * 10;
        QCOMPARE(t.modelFlopsPerStep, flops);
        const double rate = 300e12 * 0.8 * efficiency::trainingFramework(Framework::Pytorch);
        QVERIFY(qAbs(t.computeSeconds - flops / rate) < 1e-12);
        QVERIFY(t.deviceSeconds >= t.computeSeconds);
        QVERIFY(t.stepSeconds >= t.deviceSeconds && t.stepSeconds >= t.hostSeconds);
        QCOMPARE(t.samplesPerSecond, 10 / t.stepSeconds);
    }

    void fullRecomputationAddsAForwardPass() {
        const ResolvedWorkload r = mlp(1e9);
        Layout l;
        l.microBatch = 4;
        const TimeBreakdown none = estimateTrainingStep(r, gpu(), l, 1);
        l.recompute = Recompute::Full;
        const TimeBreakdown full = estimateTrainingStep(r, gpu(), l, 1);
        QVERIFY(qAbs(full.flopsPerStep / none.flopsPerStep - 8.0 / 6.0) < 1e-9);
        QCOMPARE(full.modelFlopsPerStep, none.modelFlopsPerStep);
    }

    void pipelineBubbleIsPMinusOneOverVMicroBatches() {
        const ResolvedWorkload r = mlp(1e9);
        Layout l;
        l.microBatch = 1;
        l.gradientAccumulation = 8;
        l.pipeline = 4;
        const TimeBreakdown t = estimateTrainingStep(r, gpu(), l, 4);
        const double perMicroBatch = (t.deviceSeconds - t.bubbleSeconds - t.optimizerSeconds) / 8;
        QVERIFY(qAbs(t.bubbleSeconds - 3 * perMicroBatch) < 1e-9 * t.deviceSeconds);
        l.interleave = 3;
        const TimeBreakdown v = estimateTrainingStep(r, gpu(), l, 4);
        QVERIFY(qAbs(v.bubbleSeconds - t.bubbleSeconds / 3) < 1e-9 * t.deviceSeconds);
    }

    void dataParallelAllReduceIsPartlyHidden() {
        const ResolvedWorkload r = mlp(1e9);
        Layout l;
        l.microBatch = 1;
        l.data = 2;
        const TimeBreakdown t = estimateTrainingStep(r, gpu(), l, 2);
        // Ring all-reduce of 2-byte gradients inside the node, α–β: the latency plus
        // 2(N-1)/N × 2 GB over 300 GB/s × link efficiency.
        const double comm = efficiency::kCollectiveLatencyIntraNode +
                            2.0 * 1 / 2 * 2e9 / (300e9 * efficiency::kLinkEfficiency);
        // Buckets reduce while the backward (2/3 of the micro-batch) runs; the last bucket never
        // hides.
        const double microBatch = t.deviceSeconds - t.communicationSeconds - t.optimizerSeconds;
        const double lastBucket = comm * efficiency::kDdpBucketBytes / 2e9;
        const double exposed = std::max(lastBucket, comm - microBatch * 2.0 / 3.0);
        QVERIFY(qAbs(t.communicationSeconds - exposed) < 1e-9);
    }

    void decodeIsBandwidthBoundAtBatchOne() {
        Workload w = test::llama7bShape(WorkloadKind::BatchInference);
        w.framework = Framework::Vllm;
        w.precision = Precision::Bf16;
        w.serving.inputTokens = 100;
        w.serving.outputTokens = 100;
        Catalog none;
        const ResolvedWorkload r = resolveWorkload(w, none);
        const Device d = gpu();
        const double weights = (r.m.linearParams + 32000.0 * 4096) * 2;
        const double kv = 2.0 * 32 * 4096 * 150 * 2;
        const double expected =
            (weights + kv) / (2e12 * efficiency::memory(DeviceKind::Gpu)) +
            32 * efficiency::kernelsPerLayerInference(Framework::Vllm) * efficiency::kKernelSeconds;
        QVERIFY(qAbs(decodeStepSeconds(r, d, 1, 1, 150) - expected) < 1e-9);
        // Larger batches amortise the weights: time per sequence falls.
        QVERIFY(decodeStepSeconds(r, d, 1, 16, 150) / 16 < decodeStepSeconds(r, d, 1, 1, 150) / 4);
    }

    // α–β: inside a node a ring over NVLink; across nodes reduce-scatter in the node, an
    // all-reduce per rail on 1/g of the bytes, and an all-gather in the node.
    void collectivesAreHierarchical() {
        const Device d = gpu(); // 300 GB/s in the node, 25 GB/s per device across, 8 a node
        const double bytes = 1e9;
        const double intra = 300e9 * efficiency::kLinkEfficiency,
                     inter = 25e9 * efficiency::kLinkEfficiency;
        const CollectiveCost in = collectiveSeconds(d, bytes, 8, 8);
        QVERIFY(qAbs(in.allReduce - (efficiency::kCollectiveLatencyIntraNode +
                                     2 * 7.0 / 8 * bytes / intra)) < 1e-12);
        QVERIFY(qAbs(in.allGather -
                     (efficiency::kCollectiveLatencyIntraNode + 7.0 / 8 * bytes / intra)) < 1e-12);
        const CollectiveCost across = collectiveSeconds(d, bytes, 32, 8);
        const double expected = efficiency::kCollectiveLatencyIntraNode +
                                efficiency::kCollectiveLatencyInterNode +
                                2 * 7.0 / 8 * bytes / intra + 2 * 3.0 / 4 * (bytes / 8) / inter;
        QVERIFY(qAbs(across.allReduce - expected) < 1e-12);
        QCOMPARE(collectiveSeconds(d, bytes, 1, 1).allReduce, 0.0);
    }

    // ZeRO-3 gathers each layer's weights ahead of its use: what the compute hides does not show,
    // the first layer's share always does.
    void zero3GathersArePrefetched() {
        Workload w;
        w.kind = WorkloadKind::Training;
        w.model.layers = 32;
        w.model.hidden = 4096;
        w.model.heads = 32;
        w.model.vocab = 32000;
        w.precision = Precision::Bf16Mixed;
        w.seqLen = 2048;
        Catalog none;
        const ResolvedWorkload r = resolveWorkload(w, none);
        const Device d = gpu();
        Layout l;
        l.microBatch = 4;
        l.data = 8;
        l.sharding = Sharding::Zero3;
        const TimeBreakdown t = estimateTrainingStep(r, d, l, 8);
        const double gather = collectiveSeconds(d, r.trainableParams * 2, 8, 8).allGather;
        const double reduce =
            collectiveSeconds(d, r.trainableParams * r.gradientBytesPerTrainable, 8, 8).allGather;
        const double comm = 2 * gather + reduce;
        const double device = t.computeSeconds + t.memorySeconds + t.overheadSeconds;
        const double expected = std::max(0.0, comm - device) + comm / 32;
        QVERIFY2(qAbs(t.communicationSeconds - expected) < 1e-9,
                 qPrintable(QString::number(t.communicationSeconds)));
    }

    // The host issues the optimizer's operators: one loop per tensor costs more than a foreach.
    void optimizerImplementationSetsHostTime() {
        Workload w;
        w.kind = WorkloadKind::Training;
        w.framework = Framework::HfTrainer;
        w.model.layers = 24;
        w.model.hidden = 1024;
        w.model.heads = 16;
        w.model.vocab = 30522;
        w.model.bias = true;
        w.precision = Precision::Fp16Mixed;
        w.seqLen = 128;
        Catalog none;
        w.optimizerImpl = OptimizerImpl::Foreach;
        const ResolvedWorkload foreach = resolveWorkload(w, none);
        w.optimizerImpl = OptimizerImpl::PerTensor;
        const ResolvedWorkload loop = resolveWorkload(w, none);
        Layout l;
        l.microBatch = 8;
        const TimeBreakdown a = estimateTrainingStep(foreach, gpu(), l, 1);
        const TimeBreakdown b = estimateTrainingStep(loop, gpu(), l, 1);
        const double tensors = foreach.trainableTensors;
        QVERIFY(tensors > 24 * 16);
        const double perTensor =
            tensors * efficiency::kOptimizerOpsPerTensor * efficiency::kPythonOpSeconds;
        const double listed =
            efficiency::kForeachOps *
            (efficiency::kPythonOpSeconds + tensors * efficiency::kForeachSecondsPerTensor);
        QVERIFY(qAbs((b.hostSeconds - a.hostSeconds) - (perTensor - listed)) < 1e-12);
        QCOMPARE(a.deviceSeconds, b.deviceSeconds);
    }

    // Packed or unpadded samples cost their own length: half the tokens, half the matrix work and
    // a quarter of the attention; padded ones cost seq_len whatever their length.
    void packedSamplesCostTheirOwnLength() {
        Workload w;
        w.kind = WorkloadKind::Training;
        w.model.layers = 24;
        w.model.hidden = 1024;
        w.model.heads = 16;
        w.model.vocab = 30522;
        w.model.architecture = Architecture::Encoder;
        w.seqLen = 512;
        w.dataset.tokensPerSample = 256;
        Catalog none;
        const ResolvedWorkload padded = resolveWorkload(w, none);
        w.padding = Padding::Packed;
        const ResolvedWorkload packed = resolveWorkload(w, none);
        QCOMPARE(padded.seqLen, 512);
        QCOMPARE(packed.seqLen, 256);
        QCOMPARE(packed.attentionFlopsPerSample, padded.attentionFlopsPerSample / 4);
        QCOMPARE(packed.forwardFlopsPerSample - packed.attentionFlopsPerSample,
                 (padded.forwardFlopsPerSample - padded.attentionFlopsPerSample) / 2);
        w.dataset.tokensPerSample = 1024; // longer than seq_len: truncated to it, nothing to gain
        QCOMPARE(resolveWorkload(w, none).seqLen, 512);
    }

    void jobRangeBracketsTheExpectation() {
        const ResolvedWorkload r = mlp(1e9);
        Layout l;
        l.microBatch = 8;
        const TimeBreakdown t = estimateTrainingStep(r, gpu(), l, 1);
        EstimateBand band;
        band.low = 0.8;
        band.high = 1.4;
        const Range job = jobSeconds(t, 1e6, band);
        QCOMPARE(job.expected, 1e6 / t.samplesPerSecond);
        QCOMPARE(job.low, 0.8 * job.expected);
        QCOMPARE(job.high, 1.4 * job.expected);
        QCOMPARE(jobSeconds(t, 0, band).expected, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestTimeEstimator)
#include "test_time_estimator.moc"

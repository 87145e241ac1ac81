#include "core/time_estimator.h"

#include "core/efficiency.h"
#include "core/memory_estimator.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

// Layers of a typical inference CNN (ResNet-50 has 53 convolutions and a classifier).
constexpr double kCnnLayers = 54;

double linkBandwidth(const Device& d, int groupSize)
{
    const double bw = groupSize <= std::max(1, d.devicesPerNode) ? d.intraNodeBandwidth : d.interNodeBandwidth;
    return std::max(1e9, bw) * efficiency::kLinkEfficiency;
}

// Ring all-reduce moves 2(N-1)/N of the buffer through each device's link.
double allReduceSeconds(double bytes, int n, double bandwidth)
{
    if (n <= 1 || bytes <= 0)
        return 0;
    return 2.0 * (n - 1) / n * bytes / bandwidth;
}

double weightBytesOnDevice(const ResolvedWorkload& r, int split)
{
    const double linear = r.m.transformer ? std::min(r.frozenParams, r.m.linearParams) : r.frozenParams;
    const double head = r.m.transformer && r.w.model.architecture != Architecture::Encoder
                            ? double(r.m.vocab) * r.m.hidden : 0;
    return (linear * r.weightBytesFrozenLinear + head * r.weightBytesFrozenOther) / std::max(1, split);
}

} // namespace

bool supportsNatively(const Device& d, ComputeDtype dtype) { return d.peak(dtype) > 0; }

double effectivePeak(const Device& d, ComputeDtype dtype)
{
    if (d.peak(dtype) > 0)
        return d.peak(dtype);
    switch (dtype) {
    case ComputeDtype::Int4:
        if (d.peak(ComputeDtype::Int8) > 0)
            return d.peak(ComputeDtype::Int8);
        [[fallthrough]];
    case ComputeDtype::Int8:
    case ComputeDtype::Fp8:
        if (d.peak(ComputeDtype::Fp16) > 0)
            return d.peak(ComputeDtype::Fp16);
        if (d.peak(ComputeDtype::Bf16) > 0)
            return d.peak(ComputeDtype::Bf16);
        break;
    default: break;
    }
    return std::max(1e9, d.peak(ComputeDtype::Fp32));
}

TimeBreakdown estimateTrainingStep(const ResolvedWorkload& r, const Device& d, const Layout& layout, int count)
{
    TimeBreakdown t;
    const int tp = std::max(1, layout.tensor);
    const int pp = std::max(1, layout.pipeline);
    const int dp = std::max(1, layout.data);
    const double b = std::max(1, layout.microBatch);
    const double m = std::max(1, layout.gradientAccumulation);
    const double split = double(tp) * pp;
    const bool gpu = d.kind == DeviceKind::Gpu;

    const double peak = effectivePeak(d, r.computeDtype);
    const double eta = d.sustainedFraction * efficiency::trainingFramework(r.w.framework);
    const double bandwidth = d.memoryBandwidth * efficiency::memory(d.kind);

    // Matrix work of one micro-batch on this device.
    const double modelFlops = (r.forwardFlopsPerSample + r.backwardFlopsPerSample) * b / split;
    double extra = 0;
    if (layout.recompute == Recompute::Full)
        extra = r.forwardFlopsPerSample * b / split;
    else if (layout.recompute == Recompute::Selective && r.m.transformer)
        extra = 4.0 * r.m.layers * double(r.seqLen) * r.seqLen * r.m.qDim * b / split;
    // FP8 recipes run only the linear layers in FP8; attention stays in 16 bits.
    const double attentionShare = r.forwardFlopsPerSample > 0 ? r.attentionFlopsPerSample / r.forwardFlopsPerSample : 0;
    const double slowPeak = r.computeDtype == ComputeDtype::Fp8 ? effectivePeak(d, ComputeDtype::Bf16) : peak;
    const double hwFlops = modelFlops + extra;
    const double computeMb = hwFlops * (1 - attentionShare) / (peak * eta) + hwFlops * attentionShare / (slowPeak * eta);

    // Memory-bound elementwise work: norms, activations functions, softmax, dropout, residuals.
    double memoryMb = 0;
    double kernelsMb = 0;
    const double layersHere = r.m.transformer ? std::ceil(double(r.m.layers) / pp) : 0;
    const bool flash = r.w.flashAttention && gpu;
    if (r.m.transformer) {
        const double perLayer = transformerLayerActivationBytes(r, b, tp, layout.sequenceParallel,
                                                                Recompute::None, flash);
        double passes = efficiency::kTrainingActivationPasses;
        if (layout.recompute == Recompute::Full)
            passes += 1;
        memoryMb = passes * perLayer * layersHere / bandwidth;
        if (gpu)
            kernelsMb = layersHere * efficiency::kKernelsPerLayerTraining * efficiency::kKernelSeconds;
    } else if (r.w.model.activationBytesPerSample > 0) {
        const double bytes = r.w.model.activationBytesPerSample * (r.activationBytes / 2.0) * b / pp;
        memoryMb = efficiency::kTrainingActivationPasses * bytes / bandwidth;
    }

    // Tensor parallelism: two all-reduces of the block's activations forward, two backward.
    double tpComm = 0;
    if (tp > 1 && r.m.transformer) {
        const double bytes = double(r.seqLen) * b * r.m.hidden * r.activationBytes;
        tpComm = 4 * layersHere * allReduceSeconds(bytes, tp, linkBandwidth(d, tp));
    }

    const double microBatch = computeMb + memoryMb + kernelsMb + tpComm;
    const double bubble = pp > 1 ? (pp - 1.0) / std::max(1, layout.interleave) * microBatch : 0;

    // Data parallelism: gradients reduced once per step, hidden behind the last backward.
    const double gradBytes = r.trainableParams * 2.0 / split; // reduced in 16 bits
    const double dpBandwidth = linkBandwidth(d, count);
    double dpComm = allReduceSeconds(gradBytes, dp, dpBandwidth);
    double exposed = std::max(dpComm * 0.1, dpComm - efficiency::kCommOverlap * microBatch * 2.0 / 3.0);
    if (layout.sharding == Sharding::Zero3 && dp > 1) {
        // Parameters gathered for the forward and again for the backward of every micro-batch.
        const double gather = 2.0 * (dp - 1.0) / dp * r.trainableParams * 2.0 / split / dpBandwidth;
        exposed += m * std::max(gather * 0.1, gather - efficiency::kCommOverlap * microBatch);
    }
    if (dp <= 1)
        exposed = 0;

    // The optimizer reads and writes weights and state, and reads gradients, once per step.
    const double shard = layout.sharding >= Sharding::Zero1 ? dp : 1;
    const double optimizerBytes = r.trainableParams / split / shard *
                                  (2 * (r.weightBytesPerTrainable + r.optimizerBytesPerTrainable) +
                                   r.gradientBytesPerTrainable);
    const double optimizer = optimizerBytes / bandwidth;

    t.modelFlopsPerStep = modelFlops * m;
    t.flopsPerStep = (modelFlops + extra) * m;
    t.computeSeconds = computeMb * m;
    t.memorySeconds = memoryMb * m + optimizer;
    t.overheadSeconds = kernelsMb * m;
    t.communicationSeconds = tpComm * m + exposed;
    t.bubbleSeconds = bubble;
    t.optimizerSeconds = optimizer;
    t.stepSeconds = microBatch * m + bubble + exposed + optimizer;
    if (gpu && r.m.transformer) {
        const bool mixed = r.activationBytes < 4;
        const double hostStep = layersHere * (efficiency::hostOpsPerLayerTraining(mixed) * m +
                                              efficiency::hostOptimizerOpsPerLayer(r.w.framework)) *
                                efficiency::hostOpSeconds(r.w.framework);
        if (hostStep > t.stepSeconds) {
            t.overheadSeconds += hostStep - t.stepSeconds;
            t.stepSeconds = hostStep;
        }
    }
    const double samplesPerStep = b * m * dp;
    t.samplesPerSecond = samplesPerStep / t.stepSeconds;
    t.tokensPerSecond = r.m.transformer ? t.samplesPerSecond * r.seqLen : 0;
    t.mfu = t.modelFlopsPerStep / (t.stepSeconds * peak);
    const double comm = t.communicationSeconds + t.bubbleSeconds;
    if (comm > t.computeSeconds && comm > t.memorySeconds)
        t.bottleneck = Bottleneck::Communication;
    else if (t.memorySeconds > t.computeSeconds)
        t.bottleneck = Bottleneck::MemoryBandwidth;
    else
        t.bottleneck = Bottleneck::Compute;
    t.acceleratorUtilisation = t.computeSeconds / t.stepSeconds;
    return t;
}

double inferenceBatchSeconds(const ResolvedWorkload& r, const Device& d, int tensor, int batch)
{
    const int tp = std::max(1, tensor);
    const double b = std::max(1, batch);
    const double peak = effectivePeak(d, r.computeDtype);
    const double eta = d.sustainedFraction * efficiency::inferenceFramework(r.w.framework);
    const double bandwidth = d.memoryBandwidth * efficiency::memory(d.kind);
    const bool gpu = d.kind == DeviceKind::Gpu;

    double tokens = 1;
    double flops = r.forwardFlopsPerSample * b / tp;
    if (r.m.transformer && r.generates) {
        tokens = r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
        flops = (2.0 * r.matmulParams * tokens + 4.0 * r.m.layers * tokens * tokens * r.m.qDim) * b / tp;
    }
    const double attentionShare = r.forwardFlopsPerSample > 0 ? r.attentionFlopsPerSample / r.forwardFlopsPerSample : 0;
    const double slowPeak = r.computeDtype == ComputeDtype::Fp8 || r.computeDtype == ComputeDtype::Int8
                                ? effectivePeak(d, ComputeDtype::Fp16) : peak;
    const double compute = flops * (1 - attentionShare) / (peak * eta) + flops * attentionShare / (slowPeak * eta);
    const double weights = weightBytesOnDevice(r, tp) / bandwidth;
    // Layer outputs of a CNN are written and read back once each (fused engines write fewer);
    // layer by layer this traffic follows the convolution rather than overlapping it.
    double activations = 0;
    if (r.w.model.activationBytesPerSample > 0 && !r.m.transformer)
        activations = 0.5 * r.w.model.activationBytesPerSample * (r.activationBytes / 2.0) * b / bandwidth;
    double overhead = 0;
    if (gpu) {
        // A transformer block runs a dozen or more kernels; a CNN layer is one fused kernel in an
        // inference engine and a few in eager frameworks.
        const double kernels = r.m.transformer
            ? r.m.layers * efficiency::kernelsPerLayerInference(r.w.framework)
            : kCnnLayers * (efficiency::kernelsPerLayerInference(r.w.framework) <= 12 ? 1.0 : 3.0);
        overhead = kernels * efficiency::kKernelSeconds;
        if (tp > 1 && r.m.transformer) {
            const double bytes = tokens * b * r.m.hidden * r.activationBytes;
            overhead += 2 * r.m.layers * allReduceSeconds(bytes, tp, linkBandwidth(d, tp));
        }
    }
    return std::max(compute, weights) + activations + overhead;
}

double decodeStepSeconds(const ResolvedWorkload& r, const Device& d, int tensor, int batch, double context)
{
    const int tp = std::max(1, tensor);
    const double b = std::max(1, batch);
    const double peak = effectivePeak(d, r.computeDtype);
    const double eta = d.sustainedFraction * efficiency::inferenceFramework(r.w.framework);
    const double bandwidth = d.memoryBandwidth * efficiency::memory(d.kind);
    const double kvBytes = 2.0 * r.m.layers * r.m.kvDim * context * b * r.kvBytes / tp;
    const double memory = (weightBytesOnDevice(r, tp) + kvBytes) / bandwidth;
    const double flops = (2.0 * r.matmulParams + 4.0 * r.m.layers * context * r.m.qDim) * b / tp;
    const double compute = flops / (peak * eta);
    double overhead = 0;
    if (d.kind == DeviceKind::Gpu) {
        overhead = r.m.layers * efficiency::kernelsPerLayerInference(r.w.framework) * efficiency::kKernelSeconds;
        if (tp > 1)
            overhead += 2 * r.m.layers * allReduceSeconds(b * r.m.hidden * r.activationBytes, tp,
                                                          linkBandwidth(d, tp));
    }
    return std::max(compute, memory) + overhead;
}

TimeBreakdown estimateInference(const ResolvedWorkload& r, const Device& d, const Layout& layout, int count)
{
    TimeBreakdown t;
    const int tp = std::max(1, layout.tensor);
    const int replicas = std::max(1, count / tp);
    const int b = std::max(1, layout.microBatch);
    double batchSeconds = inferenceBatchSeconds(r, d, tp, b);
    t.computeSeconds = batchSeconds;
    if (r.generates) {
        const double in = r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
        const double out = r.w.serving.outputTokens;
        // Average context over the generation.
        const double step = decodeStepSeconds(r, d, tp, b, in + out / 2);
        t.memorySeconds = step * std::max(0.0, out - 1);
        batchSeconds += t.memorySeconds;
    }
    t.stepSeconds = batchSeconds;
    t.samplesPerSecond = replicas * b / batchSeconds;
    const double tokensPerSample = r.generates ? r.w.serving.outputTokens : (r.m.transformer ? r.seqLen : 0);
    t.tokensPerSecond = t.samplesPerSecond * tokensPerSample;
    t.modelFlopsPerStep = r.forwardFlopsPerSample * b / tp;
    t.flopsPerStep = t.modelFlopsPerStep;
    const double peak = effectivePeak(d, r.computeDtype);
    t.mfu = t.modelFlopsPerStep / (batchSeconds * peak);
    const double weightsTime = weightBytesOnDevice(r, tp) / (d.memoryBandwidth * efficiency::memory(d.kind));
    t.bottleneck = (r.generates || weightsTime > t.modelFlopsPerStep / (peak * d.sustainedFraction))
                       ? Bottleneck::MemoryBandwidth : Bottleneck::Compute;
    t.acceleratorUtilisation = std::min(1.0, t.mfu / std::max(0.05, d.sustainedFraction));
    return t;
}

Range jobSeconds(const TimeBreakdown& t, double totalSamples)
{
    Range r;
    if (t.samplesPerSecond <= 0 || totalSamples <= 0)
        return r;
    r.expected = totalSamples / t.samplesPerSecond;
    const double computeShare = t.stepSeconds > 0 ? std::clamp(t.computeSeconds / t.stepSeconds, 0.0, 1.0) : 1;
    r.low = r.expected * (computeShare * efficiency::kFasterBand + (1 - computeShare) * 0.9);
    r.high = r.expected * (computeShare * efficiency::kSlowerBand + (1 - computeShare) * 1.2);
    return r;
}

} // namespace rightsize

#include "core/estimate/time_estimator.h"

#include "core/estimate/eager_block.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/model_states.h"
#include "core/estimate/moe.h"
#include "core/model/efficiency.h"

#include <algorithm>
#include <cmath>

namespace rightsize {
namespace {

// Layers of a typical inference CNN (ResNet-50 has 53 convolutions and a classifier).
constexpr double kCnnLayers = 54;
// Operators a CNN layer issues (convolution, normalisation, activation), forward; the backward
// issues about twice as many.
constexpr double kCnnOpsPerLayer = 3;

// A CNN's inference run by PyTorch, layer by layer. The catalog gives a CNN's stored training
// activations; they are 2.3 sets of its layer outputs (the resnet-50 entry: 25 M stored values
// against the 10.8-11.1 M values its convolutions write, efficiency.h), so a set of layer outputs
// is the stored bytes over 2.3 at 16 bits.
constexpr double kCnnStoredSetsPerOutputSet = 2.3;
// A convolution reads its input and writes its output: two passes over a set of layer outputs,
// which overlap its arithmetic in the same kernel, so the kernel takes the longer of the two (the
// roofline, Williams, Waterman and Patterson, CACM 2009): depthwise and grouped convolutions
// (MobileNet, EfficientNet, RegNet) are bound by these bytes, dense ones by their FLOPs.
constexpr double kCnnConvPasses = 2;
// The kernels after each convolution in eager PyTorch (model.eval(), autocast), each its own pass
// over the layer's output that nothing overlaps: eval-mode batch norm reads and writes it (2), the
// activation reads and writes it (2, in place or not), and cuDNN's tensor-core convolutions run
// in NHWC, so an NCHW model's output is transposed once more (2; NVIDIA Deep Learning Performance
// Guide, "Convolutional Layers User's Guide", tensor layouts). Checked by timm's eager tables
// (tests/data/timm_benchmarks.csv) on the RTX 3090, 4090 and 5090 alike.
constexpr double kEagerCnnInferencePasses = 6;
// torch.compile's Inductor fuses the norm and the activation into one kernel that reads the
// output once and writes it once (2), and its layout optimisation keeps the convolutions in
// channels-last (torch._inductor.config.layout_optimization, on by default), so nothing is
// transposed. Checked by timm's compiled tables on the same cards.
constexpr double kCompiledCnnInferencePasses = 2;

// A pass run by PyTorch on a CPU, which executes every operator itself, one after another.
// Operators a compiled CNN's layer issues there: the convolution (an external oneDNN call in
// Inductor's generated wrapper) and the one kernel Inductor fuses the norm and activation into.
constexpr double kCompiledCnnKernelsPerLayer = 2;
// What a CPU spends on each operator besides issuing it and its arithmetic: PyTorch's intra-op
// pool is an OpenMP team over every physical core (at::get_num_threads(), "CPU threading and
// TorchScript inference" in PyTorch's docs), so each operator opens and joins a parallel region
// over all of them, and oneDNN looks up its primitive and builds the call's memory descriptors
// (oneDNN's "Primitive Cache" page). timm's batch-1 tables on the i7-12700H and the i9-10940X
// (tests/data/timm_benchmarks.csv) set it: MobileNetV3-Small's 0.12 GFLOP take 2.7 and 4.0 ms,
// MobileNetV2 and V3-Large 5.3-7.4 ms, ViT-Ti/16 5.5-12.9 ms, about 35 µs an operator with the
// 10 µs of issuing it (efficiency::kCompiledKernelHostSeconds).
constexpr double kCpuOperatorSeconds = 25e-6;
// Passes over a pass's weights that a CPU adds to its arithmetic, since each call lays its
// weights out anew before any arithmetic starts: torch.compile's default mode does not freeze
// them (torch._inductor.config.freezing is off), and eager PyTorch never does. A convolution's
// weights are reordered by oneDNN into the blocked layout its kernels use, a new copy written
// beside the original (oneDNN's "Memory Format Propagation": a reorder before the primitive), so
// a read and a write; a matrix product's BLAS packs panels of its weights into a buffer that
// stays in cache (Goto and van de Geijn, "Anatomy of High-Performance Matrix Multiplication",
// ACM TOMS 2008), so one read that its arithmetic waits for. At batch 1 no other sample shares
// them. Checked by the weight-heavy rows of timm's CPU tables on both CPUs: ViT-B/32 and ViT-L/16
// at 224 for the products, Wide ResNet-50-2 and ResNet-152 for the convolutions.
constexpr double kCpuConvWeightPasses = 2;
constexpr double kCpuMatrixWeightPasses = 1;

// Weights every pass reads on one device: the block matrices less the routed experts, and a
// decoder's output head.
double weightBytesOnDevice(const ResolvedWorkload& r, int split) {
    const double head = r.m.transformer && r.w.model.architecture != Architecture::Encoder
                            ? double(r.m.vocab) * r.m.hidden
                            : 0;
    return (frozenWeightBytes(r).dense + head * r.weightBytesFrozenOther) / std::max(1, split);
}

// Share of a pass's matrix FLOPs in the routed experts.
double routedExpertShare(const ResolvedWorkload& r) {
    if (r.m.experts <= 0 || r.matmulParams <= 0)
        return 0;
    return std::min(1.0, r.m.moeLayers * double(r.m.expertsPerToken) * r.m.expertLayerParams /
                             r.matmulParams);
}

int devicesPerNode(const Device& d) {
    return std::max(1, d.devicesPerNode);
}

// The peak attention runs at: FP8 recipes run only the linear layers in FP8 and keep attention in
// 16 bits; int8 engines keep attention in 16 bits as well.
double attentionPeak(const ResolvedWorkload& r, const Device& d, bool inference, double peak) {
    const bool slowAttention = r.computeDtype == ComputeDtype::Fp8 ||
                               r.computeDtype == ComputeDtype::Fp4 ||
                               (inference && r.computeDtype == ComputeDtype::Int8);
    return slowAttention ? effectivePeak(d, ComputeDtype::Bf16) : peak;
}

// Seconds of matrix work at the device's peaks for the linear layers and for attention.
double matrixSecondsAt(double peak, double slowPeak, double flops, double attentionShare,
                       double eta, double attentionEta) {
    const double attention = attentionEta > 0 ? std::min(eta, attentionEta) : eta;
    return flops * (1 - attentionShare) / (peak * eta) +
           flops * attentionShare / (slowPeak * attention);
}

double matrixSeconds(const ResolvedWorkload& r, const Device& d, double flops,
                     double attentionShare, double eta, bool inference, double attentionEta = 0) {
    const double peak = effectivePeak(d, r.computeDtype);
    return matrixSecondsAt(peak, attentionPeak(r, d, inference, peak), flops, attentionShare, eta,
                           attentionEta);
}

// Host time of the optimizer step over `tensors` parameter tensors.
double hostOptimizerSeconds(OptimizerImpl impl, double tensors) {
    const double listOp =
        efficiency::kPythonOpSeconds + tensors * efficiency::kForeachSecondsPerTensor;
    double seconds = efficiency::kClipAndUnscaleOps * listOp;
    switch (impl) {
    case OptimizerImpl::PerTensor:
        seconds += tensors * efficiency::kOptimizerOpsPerTensor * efficiency::kPythonOpSeconds;
        break;
    case OptimizerImpl::Foreach:
        seconds += efficiency::kForeachOps * listOp;
        break;
    case OptimizerImpl::Fused:
        seconds += efficiency::kFusedOps * listOp;
        break;
    }
    return seconds;
}

// The job compiles its model once before the first step when it runs under torch.compile.
double compileSeconds(const ResolvedWorkload& r) {
    return runsEagerly(r.w.framework) && r.w.compile == CompileMode::Default
               ? efficiency::kCompileSeconds
               : 0;
}

// A micro-batch of an eagerly run transformer on one device, counted operator by operator
// (core/estimate/eager_block.h): the non-matrix kernels' bytes, the kernels' device-side cost and
// the host's cost of issuing them. Full recomputation runs each block's forward a second time.
struct EagerMicroBatch {
    double memorySeconds = 0;
    double kernelSeconds = 0;
    double hostSeconds = 0;
};

EagerMicroBatch eagerMicroBatch(const ResolvedWorkload& r, const Layout& layout, double layersHere,
                                double bandwidth, bool flash, bool gpu) {
    EagerPrecision precisionScratch;
    EagerBlock blockScratch;
    const EagerPrecision& p = eagerPrecisionOf(r, layout.sharding, precisionScratch);
    const EagerBlock& block = eagerBlockOf(r, layout.sharding, flash, true, blockScratch);
    const double tp = std::max(1, layout.tensor);
    const double tokens = double(r.seqLen) * std::max(1, layout.microBatch) * sequenceShare(layout);
    // A selective policy runs the block's elementwise operators again in the backward, as full
    // recomputation does; only the products it saved are not repeated.
    const double forwards =
        1 + recomputedShare(r, layout) + (layout.recompute == Recompute::Selective ? 1 : 0);
    const double fwdBytes = block.forwardBytesPerToken * tokens + block.forwardBytesPerBlock;
    const double bwdBytes = block.backwardBytesPerToken * tokens + block.backwardBytesPerBlock;
    // The loss over the vocabulary: logits written, cast to fp32, log-softmax, and the same
    // tensors again in the backward (about ten passes over fp32 logits).
    const double lossBytes =
        eagerLossPeakOf(r, layout.sharding) > 0 ? tokens * r.m.vocab * (3 * p.compute + 32) : 0;
    EagerMicroBatch e;
    e.memorySeconds = (layersHere * (forwards * fwdBytes + bwdBytes) + lossBytes) / tp / bandwidth;
    const double kernels = layersHere * (forwards * block.forwardKernels + block.backwardKernels) +
                           efficiency::kHostOpsPerMicroBatch;
    if (gpu)
        e.kernelSeconds = kernels * efficiency::kKernelSeconds;
    e.hostSeconds = kernels * block.hostSecondsPerKernel;
    return e;
}

// Seconds per sample of a CNN's convolutions, each kind of layer at its own roofline (Williams,
// Waterman and Patterson, CACM 2009): a layer takes the longer of its arithmetic and its bytes, and
// a layer's bytes cannot hide under another layer's arithmetic, since the kernels run one after
// another. A grouped or depthwise convolution does channels/groups times less arithmetic per byte
// than a dense one (MobileNet's 3x3 depthwise layers about 9 multiply-adds per value read, Howard
// et al. 2017, arXiv:1704.04861, section 3.1), so it is bound by its bytes at the memory's rate;
// the dense layers keep the aggregate roofline among themselves. The model's shares
// (grouped_conv_flops_share, grouped_conv_bytes_share) come from its layer table
// (tests/data/grouped_conv_shares.py); 0 leaves the network one roofline.
double groupedRooflineSeconds(const ResolvedWorkload& r, double compute, double traffic) {
    const double flops = std::clamp(r.w.model.groupedConvFlopsShare, 0.0, 1.0);
    const double bytes = std::clamp(r.w.model.groupedConvBytesShare, 0.0, 1.0);
    return std::max((1 - flops) * compute, (1 - bytes) * traffic) +
           std::max(flops * compute, bytes * traffic);
}

// Seconds per sample a CNN run by PyTorch spends beyond its convolutions' arithmetic
// (`computePerSample`): the convolutions' own traffic where it is the longer, then the kernels
// between them.
double eagerCnnTrafficSeconds(const ResolvedWorkload& r, double computePerSample,
                              double bandwidth) {
    const double outputs = r.w.model.activationBytesPerSample / (2.0 * kCnnStoredSetsPerOutputSet);
    const double pass = outputs * r.activationBytes / bandwidth;
    const double between = r.w.compile == CompileMode::Default ? kCompiledCnnInferencePasses
                                                               : kEagerCnnInferencePasses;
    return groupedRooflineSeconds(r, computePerSample, kCnnConvPasses * pass) - computePerSample +
           between * pass;
}

// Seconds per sample of a CNN's layer outputs run by PyTorch on a CPU. Nothing there overlaps
// the traffic with the arithmetic as a GPU's convolution kernels do: oneDNN reorders each
// convolution's NCHW input to its blocked layout and its output back (oneDNN's "Memory Format
// Propagation"), copies apart from the arithmetic, so the convolution's two passes and the kernels
// after it add to its FLOPs at the memory's streaming rate.
double cpuCnnTrafficSeconds(const ResolvedWorkload& r, double bandwidth) {
    const double outputs = r.w.model.activationBytesPerSample / (2.0 * kCnnStoredSetsPerOutputSet);
    const double between = r.w.compile == CompileMode::Default ? kCompiledCnnInferencePasses
                                                               : kEagerCnnInferencePasses;
    return (kCnnConvPasses + between) * outputs * r.activationBytes / bandwidth;
}

} // namespace

double frameworkEfficiency(const ResolvedWorkload& r) {
    if (!r.training)
        return efficiency::inferenceFramework(r.w.framework);
    // An eager framework's non-matrix work is counted operator by operator, so its matrix
    // products run at the device's sustained rate; the fused stacks keep their framework share.
    return countedPerOperator(r) ? 1.0 : efficiency::trainingFramework(r.w.framework);
}

bool supportsNatively(const Device& d, ComputeDtype dtype) {
    return d.peak(dtype) > 0;
}

double effectivePeak(const Device& d, ComputeDtype dtype) {
    if (d.peak(dtype) > 0)
        return d.peak(dtype);
    switch (dtype) {
    case ComputeDtype::Fp4:
        if (d.peak(ComputeDtype::Fp8) > 0)
            return d.peak(ComputeDtype::Fp8);
        if (d.peak(ComputeDtype::Fp16) > 0)
            return d.peak(ComputeDtype::Fp16);
        break;
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
    default:
        break;
    }
    return std::max(1e9, d.peak(ComputeDtype::Fp32));
}

CollectiveCost collectiveSeconds(const Device& d, double bytes, int ranks, int groupInNode) {
    CollectiveCost c;
    const int n = std::max(1, ranks);
    if (n <= 1 || bytes <= 0)
        return c;
    const int g = std::clamp(groupInNode, 1, n);
    const int nodes = (n + g - 1) / g;
    const double intra = std::max(1e9, d.intraNodeBandwidth) * efficiency::kLinkEfficiency;
    const double inter = std::max(1e9, d.interNodeBandwidth) * efficiency::kLinkEfficiency;
    if (nodes <= 1) {
        c.allGather = efficiency::kCollectiveLatencyIntraNode + (n - 1.0) / n * bytes / intra;
        c.allReduce = efficiency::kCollectiveLatencyIntraNode + 2.0 * (n - 1.0) / n * bytes / intra;
        return c;
    }
    // Hierarchical: inside the node over NVLink/PCIe, then across nodes on each device's rail with
    // 1/g of the bytes, then back inside the node.
    const double inNode = g > 1 ? (g - 1.0) / g * bytes / intra : 0;
    const double acrossGather = (nodes - 1.0) / nodes * (bytes / g) / inter;
    const double latency = (g > 1 ? efficiency::kCollectiveLatencyIntraNode : 0) +
                           efficiency::kCollectiveLatencyInterNode;
    c.allGather = latency + inNode + acrossGather;
    c.allReduce = latency + 2 * inNode + 2 * acrossGather;
    return c;
}

TrainingDeviceTerms trainingDeviceTerms(const ResolvedWorkload& r, const Device& d) {
    TrainingDeviceTerms t;
    t.gpu = d.kind == DeviceKind::Gpu;
    t.eager = countedPerOperator(r);
    const double framework = frameworkEfficiency(r);
    // A team's calibration scales the sustained efficiency, never past the device's peak.
    t.calibration = calibratedCompute(r, d, true);
    // PyTorch's eager transformer runs its matrix products as cuBLAS GEMMs
    // (Device::matmulSustainedFraction).
    const double fraction = t.eager ? d.matmulFraction() : d.sustainedFraction;
    t.eta = std::min(1.0, fraction * framework * t.calibration);
    t.bandwidth = d.memoryBandwidth * efficiency::memory(d.kind);
    if (t.eager)
        t.flashAttentionEta = efficiency::sdpaAttentionFraction(d.generation) * t.calibration;
    t.peak = effectivePeak(d, r.computeDtype);
    t.attentionPeak = attentionPeak(r, d, false, t.peak);
    t.hostScale = calibratedHost(r);
    t.hostStepSeconds = efficiency::hostStepSeconds(r.w.framework);
    t.setupSeconds = compileSeconds(r);
    t.flopsPerSample = r.forwardFlopsPerSample + r.backwardFlopsPerSample;
    t.attentionShare =
        r.forwardFlopsPerSample > 0 ? r.attentionFlopsPerSample / r.forwardFlopsPerSample : 0;
    // The optimizer reads and writes the weights and its state and reads the gradients, once a
    // step, for each parameter it steps (optimizerStepSeconds).
    const double stateBytes = r.pagedOptimizer ? 0 : r.optimizerBytesPerTrainable;
    t.optimizerBytesPerParam =
        2 * (r.weightBytesPerTrainable + stateBytes) + r.gradientBytesPerTrainable;
    return t;
}

namespace {

// The largest term of the device track, the first of equal ones in this order; Compute when none
// is positive.
Bottleneck deviceBottleneck(const TimeBreakdown& t) {
    double largest = t.computeSeconds;
    Bottleneck which = Bottleneck::Compute;
    const auto weigh = [&](double seconds, Bottleneck b) {
        if (largest < seconds) {
            largest = seconds;
            which = b;
        }
    };
    weigh(t.memorySeconds, Bottleneck::MemoryBandwidth);
    weigh(t.optimizerSeconds, Bottleneck::MemoryBandwidth);
    weigh(t.communicationSeconds, Bottleneck::Communication);
    weigh(t.bubbleSeconds, Bottleneck::PipelineBubble);
    weigh(t.overheadSeconds, Bottleneck::HostOverhead);
    return largest > 0 ? which : Bottleneck::Compute;
}

// The layout's degrees and the device's sustained rates, worked out once so that every term of a
// training step below is priced from the same numbers.
struct TrainingStepShape {
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int ep = 1;
    double b = 1;
    int cp = 1;
    double tokens = 1; // a micro-batch's tokens on this rank: its share of each sequence (context)
    double m = 1;
    double split = 1;
    bool gpu = false;
    bool eager = false;
    bool flash = false;
    double eta = 1;
    double attentionEta = 0; // the attention kernels' own share of the peak (0: eta)
    double bandwidth = 0;
    double layersHere = 0;
    const TrainingDeviceTerms* device = nullptr; // the device's rates the layout runs at
};

TrainingStepShape trainingStepShape(const ResolvedWorkload& r, const TrainingDeviceTerms& d,
                                    const Layout& layout) {
    TrainingStepShape s;
    s.tp = std::max(1, layout.tensor);
    s.pp = std::max(1, layout.pipeline);
    s.dp = std::max(1, layout.data);
    s.b = std::max(1, layout.microBatch);
    s.cp = std::max(1, layout.context);
    s.tokens = double(r.seqLen) * s.b * sequenceShare(layout);
    s.m = std::max(1, layout.gradientAccumulation);
    s.split = double(s.tp) * s.pp;
    s.gpu = d.gpu;
    s.eager = d.eager;
    s.eta = d.eta;
    s.bandwidth = d.bandwidth;
    s.ep = std::max(1, layout.expert);
    s.layersHere = r.m.transformer ? layersPerStage(r.m.layers, s.pp) : 0;
    s.flash = layout.flashAttention && s.gpu;
    if (s.eager && s.flash)
        s.attentionEta = d.flashAttentionEta;
    s.device = &d;
    return s;
}

// Matrix work of one micro-batch on this device: the model's FLOPs, what recomputation adds to
// them, and their seconds. Kept apart because utilisation counts the model's FLOPs only.
struct MatrixWork {
    double modelFlops = 0;
    double extra = 0;
    double computeMb = 0;
    double attentionShare = 0; // attention's share of the matrix FLOPs
};

MatrixWork matrixWork(const ResolvedWorkload& r, const Layout& layout, const TrainingStepShape& s) {
    MatrixWork w;
    const double samples = s.b / s.cp / s.split;
    w.modelFlops = s.device->flopsPerSample * samples;
    if (layout.recompute == Recompute::Full)
        w.extra = recomputedShare(r, layout) * r.forwardFlopsPerSample * samples;
    else if (layout.recompute == Recompute::Selective && r.m.transformer && s.eager)
        w.extra =
            eagerSelectiveShareOf(r) * 2 * r.m.activeLinearParams * double(r.seqLen) * samples;
    else if (layout.recompute == Recompute::Selective && r.m.transformer)
        w.extra = attentionFlopsPerSequence(r.m, r.seqLen) * samples;
    w.attentionShare = s.device->attentionShare;
    w.computeMb = matrixSecondsAt(s.device->peak, s.device->attentionPeak, w.modelFlops + w.extra,
                                  w.attentionShare, s.eta, s.attentionEta);
    // Expert parallelism: every rank waits for the busiest one at each MoE layer.
    if (s.ep > 1)
        w.computeMb *= 1 + (kExpertLoadImbalance - 1) * routedExpertShare(r);
    return w;
}

// Memory-bound elementwise work of one micro-batch and its kernels' device-side cost: counted
// operator by operator for an eager step, from the activation traffic elsewhere. The eager
// count also yields the host's cost of issuing those operators, which the host track needs.
struct ElementwiseWork {
    double memoryMb = 0;
    double kernelsMb = 0;
    EagerMicroBatch eagerTerms;
};

// FP8 recipes cast every linear layer's input (forward) and output gradient (backward) to 8 bits
// with a fresh scale: one read of 2 bytes and one write of 1 byte per element, the amax taken in
// the same pass (Transformer Engine, current scaling). A term of its own: only FP8 pays it.
double fp8CastSeconds(const ResolvedWorkload& r, const TrainingStepShape& s) {
    const double f = r.m.activeFfnHidden;
    const double gate = r.w.model.gatedFfn ? 2.0 : 1.0;
    const double inputs = 2.0 * r.m.hidden + r.m.qDim + f;
    const double outputGrads = r.m.qDim + 2 * r.m.kvDim + r.m.hidden + gate * f + r.m.hidden;
    const double castBytes = s.tokens * (inputs + outputGrads) * 3.0 / s.tp;
    return castBytes * s.layersHere / s.bandwidth;
}

ElementwiseWork elementwiseWork(const ResolvedWorkload& r, const Layout& layout,
                                const TrainingStepShape& s) {
    // Memory-bound elementwise work: norms, activation functions, softmax, dropout, residuals.
    ElementwiseWork w;
    if (s.eager) {
        // A team's calibration of the device's efficiency covers all of its kernels here, the
        // elementwise ones as much as the matrix products.
        const double calibration = s.device->calibration;
        w.eagerTerms = eagerMicroBatch(r, layout, s.layersHere, s.bandwidth, s.flash, s.gpu);
        w.memoryMb = w.eagerTerms.memorySeconds / calibration;
        // torchao's float8 linears cast the same tensors as Transformer Engine does.
        if (r.computeDtype == ComputeDtype::Fp8)
            w.memoryMb += fp8CastSeconds(r, s);
        w.kernelsMb = w.eagerTerms.kernelSeconds / calibration;
    } else if (r.m.transformer) {
        const double perLayer = transformerLayerActivationBytes(
            r, s.b / s.cp, s.tp, layout.sequenceParallel, Recompute::None, s.flash);
        const double passes = efficiency::kTrainingActivationPasses + recomputedShare(r, layout);
        w.memoryMb = passes * perLayer * s.layersHere / s.bandwidth;
        if (r.computeDtype == ComputeDtype::Fp8)
            w.memoryMb += fp8CastSeconds(r, s);
        if (s.gpu)
            w.kernelsMb =
                s.layersHere * efficiency::kKernelsPerLayerTraining * efficiency::kKernelSeconds;
    } else if (r.w.model.activationBytesPerSample > 0) {
        const double bytes =
            r.w.model.activationBytesPerSample * (r.activationBytes / 2.0) * s.b / s.pp;
        const bool eagerCnn =
            runsEagerly(r.w.framework) && r.w.model.architecture == Architecture::Cnn;
        w.memoryMb = (eagerCnn ? efficiency::kEagerCnnTrainingActivationPasses
                               : efficiency::kTrainingActivationPasses) *
                     bytes / s.bandwidth;
    }
    return w;
}

// Tensor parallelism: two all-reduces of the block's activations forward, two backward, on the
// critical path, inside the node.
double tensorParallelSeconds(const ResolvedWorkload& r, const Device& d,
                             const TrainingStepShape& s) {
    if (s.tp > 1 && r.m.transformer) {
        const double bytes = s.tokens * r.m.hidden * r.activationBytes;
        return 4 * s.layersHere * collectiveSeconds(d, bytes, s.tp, s.tp).allReduce;
    }
    return 0;
}

// Expert parallelism: each MoE layer sends every token to its experts' ranks and gets the
// results back (dispatch and combine), forward and again backward, on the critical path. The
// expert-parallel ranks are data-parallel ones, packed into a node first.
double expertParallelSeconds(const ResolvedWorkload& r, const Device& d,
                             const TrainingStepShape& s) {
    if (s.ep > 1 && r.m.moeLayers > 0) {
        const int dpInNodeForEp = std::clamp(int(devicesPerNode(d) / s.split), 1, s.ep);
        const double tokenBytes = s.tokens / s.tp * r.m.hidden * r.activationBytes;
        const double moeLayersHere = layersPerStage(r.m.moeLayers, s.pp);
        const double once =
            r.w.parallelism.expertDispatch == ExpertDispatch::NodeDedup
                ? nodeDedupAllToAllSeconds(d, tokenBytes, r.m.expertsPerToken, s.ep, dpInNodeForEp)
                : allToAllSeconds(d, tokenBytes * r.m.expertsPerToken, s.ep, dpInNodeForEp);
        return 4 * moeLayersHere * once;
    }
    return 0;
}

// Context parallelism (ring attention): each layer passes every rank's keys and values around the
// ring, once in the forward and, with their gradients, twice in the backward (torchtitan's
// context_parallel, Liu et al. arXiv:2310.01889). Each hop overlaps the attention of the chunk
// already there, so only what outlasts the attention shows, with each hop's latency.
double contextParallelSeconds(const ResolvedWorkload& r, const Device& d,
                              const TrainingStepShape& s, double attentionSeconds) {
    const int cp = s.cp;
    if (cp <= 1 || !r.m.transformer)
        return 0;
    const bool inNode = s.tp * cp <= devicesPerNode(d);
    const double link =
        (inNode ? std::max(1e9, d.intraNodeBandwidth) : std::max(1e9, d.interNodeBandwidth)) *
        efficiency::kLinkEfficiency;
    const double latency =
        inNode ? efficiency::kCollectiveLatencyIntraNode : efficiency::kCollectiveLatencyInterNode;
    const double kvBytes = s.tokens * 2 * r.m.kvDim / s.tp * r.activationBytes;
    const double perLayer = 3 * (cp - 1) * (kvBytes / link + latency);
    const double attentionPerLayer = attentionSeconds / std::max(1.0, s.layersHere);
    return s.layersHere * std::max((cp - 1) * 3 * latency, perLayer - attentionPerLayer);
}

// The data-parallel communication a step cannot hide: the gradient reduction after the last
// backward (dpExposed) and, for fully sharded weights, the per-micro-batch gathers that the
// compute does not cover (shardedExposed).
struct DataParallelExposure {
    double dpExposed = 0;
    double shardedExposed = 0;
};

// What each data-parallel scheme is priced from: where the replicas sit, the gradients to
// reduce, and the device time of a micro-batch they may hide behind.
struct GradientSync {
    int dpInNode = 1;
    double trainableHere = 0;
    double gradBytes = 0;
    double deviceMb = 0;
    double tpComm = 0;
    double backward = 0;
};

// Buckets are reduced while the last backward runs; the last bucket never hides. Shared by
// every scheme that reduces gradients after the backward.
double overlapped(const GradientSync& g, double comm, double bytes) {
    const double lastBucket = comm * std::min(1.0, efficiency::kDdpBucketBytes / bytes);
    return std::max(lastBucket, comm - g.backward);
}

// Fully sharded (ZeRO-3, FSDP) weights are gathered and their gradients reduce-scattered layer
// by layer in every micro-batch, on top of the hybrid form's per-step all-reduce.
DataParallelExposure fullyShardedExposure(const ResolvedWorkload& r, const Device& d,
                                          const Layout& layout, const TrainingStepShape& s,
                                          const GradientSync& g) {
    DataParallelExposure x;
    const int group = shardGroup(d, layout);
    const int groupInNode = std::min(group, g.dpInNode);
    // A routed expert is sharded over the replicas of that expert only
    // (core/estimate/model_states.h): with expert parallelism over the whole group there is
    // nothing of it to gather.
    const bool full = r.trainableParams >= r.m.params * 0.5;
    const double expertHere = full && s.ep > 1 ? r.m.expertParams / s.ep : 0;
    const double denseHere = std::max(0.0, g.trainableHere - expertHere);
    const int expertGroup = std::max(1, group / s.ep);
    const int expertGroupInNode = std::clamp(groupInNode / s.ep, 1, expertGroup);
    auto gathered = [&](double bytesPerParam) {
        const double dense = denseHere * bytesPerParam / s.split;
        const double experts = expertHere * bytesPerParam / s.split;
        return collectiveSeconds(d, dense, group, groupInNode).allGather +
               collectiveSeconds(d, experts, expertGroup, expertGroupInNode).allGather;
    };
    // Every micro-batch gathers the weights for its forward and again for its backward and
    // reduce-scatters the gradients; layer by layer, prefetched behind the previous
    // layer's compute. What exceeds the compute shows, and so does one layer's share.
    const double comm =
        2 * gathered(r.weightBytesPerTrainable) + gathered(r.gradientBytesPerTrainable);
    const double layers = std::max(1.0, s.layersHere);
    x.shardedExposed = s.m * (std::max(0.0, comm - (g.deviceMb - g.tpComm)) + comm / layers);
    if (group < s.dp) {
        // Hybrid: the shard's gradients are all-reduced across the replicas, per step.
        const double shardBytes = g.gradBytes / group;
        const CollectiveCost across = collectiveSeconds(d, shardBytes, s.dp / group, 1);
        x.dpExposed = overlapped(g, across.allReduce, shardBytes);
    }
    return x;
}

// A sharded optimizer reduce-scatters the gradients while the backward runs and all-gathers the
// updated 16-bit weights after its step. Megatron's distributed optimizer overlaps that gather
// with the next step's first forward (overlap_param_gather); DeepSpeed and PyTorch's
// ZeroRedundancyOptimizer wait for it.
double shardedOptimizerExposure(const ResolvedWorkload& r, const Device& d,
                                const TrainingStepShape& s, const GradientSync& g) {
    const CollectiveCost rs = collectiveSeconds(d, g.gradBytes, s.dp, g.dpInNode);
    const double weightBytes = g.trainableHere * std::min(2.0, r.weightBytesPerTrainable) / s.split;
    const CollectiveCost ag = collectiveSeconds(d, weightBytes, s.dp, g.dpInNode);
    const double forward = g.deviceMb / 3.0;
    const double gather =
        r.w.framework == Framework::Megatron ? std::max(0.0, ag.allGather - forward) : ag.allGather;
    return overlapped(g, rs.allGather, g.gradBytes) + gather;
}

DataParallelExposure dataParallelExposure(const ResolvedWorkload& r, const Device& d,
                                          const Layout& layout, const TrainingStepShape& s,
                                          double deviceMb, double tpComm) {
    // Data parallelism. Gradients are reduced in the dtype the framework keeps them in.
    GradientSync g;
    g.dpInNode = std::clamp(int(devicesPerNode(d) / s.split), 1, s.dp);
    // With expert parallelism a rank holds 1/ep of the routed experts; their gradients are
    // reduced over the ranks holding the same experts, priced here with the dense ones over all
    // replicas.
    g.trainableHere = trainableParamsPerModelSplit(r, layout);
    g.gradBytes = g.trainableHere * r.gradientBytesPerTrainable / s.split;
    g.deviceMb = deviceMb;
    g.tpComm = tpComm;
    DataParallelExposure x;
    if (s.dp > 1 && g.gradBytes > 0) {
        g.backward = deviceMb * 2.0 / 3.0;
        if (layout.sharding >= Sharding::Zero3) {
            x = fullyShardedExposure(r, d, layout, s, g);
        } else if (layout.sharding == Sharding::Zero1 || layout.sharding == Sharding::Zero2) {
            x.dpExposed = shardedOptimizerExposure(r, d, s, g);
        } else {
            const CollectiveCost ar = collectiveSeconds(d, g.gradBytes, s.dp, g.dpInNode);
            x.dpExposed = overlapped(g, ar.allReduce, g.gradBytes);
        }
    }
    return x;
}

// The optimizer reads and writes weights and state, and reads gradients, once per step.
// Its shard: the parameters whose optimizer state this device holds (core/estimate/model_states.h).
// Its bytes per parameter: trainingDeviceTerms.
double optimizerStepSeconds(const ResolvedWorkload& r, const Device& d, const Layout& layout,
                            const TrainingStepShape& s) {
    const double optimizerBytes =
        trainableParamsPerDevice(r, d, layout, Sharding::Zero1) * s.device->optimizerBytesPerParam;
    return optimizerBytes / s.bandwidth;
}

// Activation offloading (torchtune's OffloadActivations) copies what the layers keep to pinned
// host memory on a side stream during the forward and back during the backward, each direction
// behind its own pass's compute (a third and two thirds of the micro-batch's); what the compute
// does not hide shows. The copies run at PCIe 4.0 x16's 32 GB/s a direction (the A100 and RTX
// 4090 datasheets), the host link of the GPUs it was measured on.
double offloadExposedSeconds(const ResolvedWorkload& r, const Layout& layout,
                             const TrainingStepShape& s, double computeMb) {
    constexpr double kHostLinkBytesPerSecond = 32e9;
    if (!r.w.activationOffloading || !s.eager || !s.gpu)
        return 0;
    EagerPrecision precisionScratch;
    EagerBlock blockScratch;
    const EagerPrecision& p = eagerPrecisionOf(r, layout.sharding, precisionScratch);
    const EagerBlock& block = eagerBlockOf(r, layout.sharding, s.flash, true, blockScratch);
    const double recomputed = recomputedShare(r, layout);
    const double perToken =
        recomputed * r.m.hidden * p.residual + (1 - recomputed) * block.savedBytesPerToken;
    const double copy = s.layersHere * s.tokens * perToken / s.tp / kHostLinkBytesPerSecond;
    return std::max(0.0, copy - computeMb / 3) + std::max(0.0, copy - 2 * computeMb / 3);
}

// The host issues the operators. Eager frameworks queue GPU work asynchronously, so on a GPU
// this is a parallel track; a CPU runs the same overhead in line with its work.
double hostTrackSeconds(const ResolvedWorkload& r, const TrainingStepShape& s,
                        const EagerMicroBatch& eagerTerms) {
    const bool mixed = r.activationBytes < 4;
    double hostMb = efficiency::kHostOpsPerMicroBatch * efficiency::kPythonOpSeconds;
    if (s.eager) {
        hostMb = eagerTerms.hostSeconds;
    } else if (r.m.transformer) {
        hostMb += s.layersHere * (efficiency::hostForwardOpsPerLayer(r.w.framework, mixed) *
                                      efficiency::kPythonOpSeconds +
                                  efficiency::hostBackwardOpsPerLayer(r.w.framework) *
                                      efficiency::kAutogradOpSeconds);
    } else if (r.w.model.architecture == Architecture::Cnn) {
        hostMb += kCnnLayers / s.pp * kCnnOpsPerLayer *
                  (efficiency::kPythonOpSeconds + 2 * efficiency::kAutogradOpSeconds);
    }
    const double tensorsHere = r.trainableTensors / s.pp;
    return (s.m * hostMb + hostOptimizerSeconds(r.optimizerImpl, tensorsHere) +
            s.device->hostStepSeconds) *
           s.device->hostScale;
}

} // namespace

void settleStep(TimeBreakdown& t, Bottleneck dataLimit) {
    t.stepSeconds = std::max({t.deviceSeconds, t.hostSeconds, t.dataSeconds});
    if (t.dataSeconds > std::max(t.deviceSeconds, t.hostSeconds)) {
        t.critical = CriticalTrack::Data;
        t.bottleneck = dataLimit;
    } else if (t.hostSeconds > t.deviceSeconds) {
        t.critical = CriticalTrack::Host;
        t.bottleneck = Bottleneck::HostOverhead;
    } else {
        t.critical = CriticalTrack::Device;
        t.bottleneck = deviceBottleneck(t);
    }
}

TimeBreakdown estimateTrainingStep(const ResolvedWorkload& r, const Device& d, const Layout& layout,
                                   int count) {
    (void)count;
    return estimateTrainingStep(r, d, trainingDeviceTerms(r, d), layout);
}

TimeBreakdown estimateTrainingStep(const ResolvedWorkload& r, const Device& d,
                                   const TrainingDeviceTerms& terms, const Layout& layout) {
    TimeBreakdown t;
    const TrainingStepShape s = trainingStepShape(r, terms, layout);
    const double b = s.b;
    const double m = s.m;
    const int pp = s.pp;
    const int dp = s.dp;
    const bool gpu = s.gpu;

    const double peak = terms.peak;

    // Matrix work of one micro-batch on this device.
    const MatrixWork matrix = matrixWork(r, layout, s);
    const double modelFlops = matrix.modelFlops;
    const double extra = matrix.extra;
    const double computeMb = matrix.computeMb;

    const ElementwiseWork elementwise = elementwiseWork(r, layout, s);
    const double memoryMb = elementwise.memoryMb;
    const double kernelsMb = elementwise.kernelsMb;

    double tpComm = tensorParallelSeconds(r, d, s);
    const double epComm = expertParallelSeconds(r, d, s);
    tpComm += epComm;
    tpComm += contextParallelSeconds(r, d, s, computeMb * matrix.attentionShare);
    const double offload = offloadExposedSeconds(r, layout, s, computeMb);
    const double deviceMb = computeMb + memoryMb + kernelsMb + tpComm + offload;
    const double bubble = pp > 1 ? (pp - 1.0) / std::max(1, layout.interleave) * deviceMb : 0;

    const DataParallelExposure exposed = dataParallelExposure(r, d, layout, s, deviceMb, tpComm);
    const double optimizer = optimizerStepSeconds(r, d, layout, s);
    const double host = hostTrackSeconds(r, s, elementwise.eagerTerms);

    t.modelFlopsPerStep = modelFlops * m;
    t.flopsPerStep = (modelFlops + extra) * m;
    t.computeSeconds = computeMb * m;
    t.memorySeconds = memoryMb * m;
    t.overheadSeconds = kernelsMb * m;
    t.communicationSeconds = (tpComm + offload) * m + exposed.dpExposed + exposed.shardedExposed;
    t.bubbleSeconds = bubble;
    t.optimizerSeconds = optimizer;
    if (!gpu)
        t.overheadSeconds += host;
    t.deviceSeconds = t.computeSeconds + t.memorySeconds + t.overheadSeconds +
                      t.communicationSeconds + t.bubbleSeconds + t.optimizerSeconds;
    t.hostSeconds = gpu ? host : 0;
    settleStep(t);

    t.samplesPerStep = b * m * dp / s.cp;
    t.setupSeconds = terms.setupSeconds;
    t.samplesPerSecond = t.samplesPerStep / t.stepSeconds;
    t.tokensPerSecond = r.m.transformer ? t.samplesPerSecond * r.seqLen : 0;
    t.mfu = t.modelFlopsPerStep / (t.stepSeconds * peak);
    t.acceleratorUtilisation = t.computeSeconds / t.stepSeconds;
    return t;
}

double InferenceCosts::expertWeightSeconds(double tokens) const {
    return expertSeconds * expectedUniqueExperts(experts, expertsPerToken, tokens);
}

double InferenceCosts::passSeconds(double samples) const {
    const double b = std::max(1.0, samples);
    const double device = std::max(computePerSample * b,
                                   weightSeconds + expertWeightSeconds(b * passTokensPerSample)) +
                          (activationPerSample + commPerSample) * b + passFixed;
    return std::max(device, hostPerPass);
}

double InferenceCosts::decodeSeconds(double sequences, double contextTokens) const {
    const double k = std::max(1.0, sequences);
    const double tokens = std::max(0.0, contextTokens);
    const double device =
        std::max(decodeComputePerSequence * k + attentionPerContextToken * tokens,
                 weightSeconds + expertWeightSeconds(k) + kvPerContextToken * tokens) +
        decodeCommPerSequence * k + stepFixed;
    return std::max(device * decodeScale, hostPerStep);
}

namespace {

// What every part of one replica's inference costs is priced from: its tensor-parallel degree,
// the device's sustained rates and the model's depth, worked out once.
struct ReplicaShape {
    int tp = 1;
    bool expertParallel = false;
    double eta = 1;
    double bandwidth = 0;
    bool gpu = false;
    double layers = 0;
};

// Kernels: a transformer block runs a dozen or more; a CNN layer is one fused kernel in an
// inference engine and a few in eager frameworks.
// An eager transformer's blocks are counted operator by operator (core/estimate/eager_block.h),
// plus the two concatenations that append a decode step's keys and values to the cache.
// A step of its own: the launches cost device time on a GPU and host time to issue them, and a
// CPU pays both in line with its work.
void setLaunchCosts(InferenceCosts& c, const ResolvedWorkload& r, const Device& d,
                    const ReplicaShape& s) {
    const double layers = s.layers;
    const bool eager = runsEagerly(r.w.framework) && r.m.transformer;
    EagerBlock scratch;
    const EagerBlock& block =
        eager ? eagerBlockOf(r, Sharding::None, d.kind == DeviceKind::Gpu, false, scratch)
              : scratch;
    const double kernelsPerLayer = eager ? block.forwardKernels + (r.generates ? 2 : 0)
                                         : efficiency::kernelsPerLayerInference(r.w.framework);
    // On a CPU, PyTorch runs each operator on every core in turn (kCpuOperatorSeconds).
    const bool cpuPytorch = !s.gpu && runsEagerly(r.w.framework);
    const double cnnKernelsPerLayer = cpuPytorch && r.w.compile == CompileMode::Default
                                          ? kCompiledCnnKernelsPerLayer
                                          : (kernelsPerLayer <= 12 ? 1.0 : 3.0);
    const double kernels =
        r.m.transformer ? layers * kernelsPerLayer : kCnnLayers * cnnKernelsPerLayer;
    const double hostOp =
        (eager ? block.hostSecondsPerKernel : efficiency::hostOpSecondsInference(r.w.framework)) +
        (cpuPytorch ? kCpuOperatorSeconds : 0);
    double passHost =
        (kernels * hostOp + efficiency::engineStepSeconds(r.w.framework)) * calibratedHost(r);
    double stepHost =
        (layers * kernelsPerLayer * hostOp + efficiency::engineStepSeconds(r.w.framework)) *
        calibratedHost(r);
    if (s.gpu) {
        // An engine's MoE layers run the routing and sorting kernels besides the FFN's, and in a
        // decode step their grouped GEMMs take a latency of their own (core/estimate/moe.h).
        const double moeLayers = r.m.transformer && !eager ? r.m.moeLayers : 0;
        // SGLang and TensorRT-LLM's PyTorch backend prefill without CUDA graphs: a layer of latent
        // attention and routed experts costs its Python issuing (core/estimate/moe.h). vLLM runs
        // its prefills through its compiled model, in piecewise graphs up to its largest captured
        // size, and keeps the host cost above.
        const bool eagerPrefill =
            r.w.framework == Framework::Sglang || r.w.framework == Framework::TensorRt;
        if (eagerPrefill && moeLayers > 0 && r.m.latentCache)
            passHost += layers * kEagerLatentMoeLayerHostSeconds * calibratedHost(r);
        c.passFixed = (kernels + moeLayers * kExtraKernelsPerMoeLayer) * efficiency::kKernelSeconds;
        c.stepFixed = (layers * kernelsPerLayer + moeLayers * kExtraKernelsPerMoeLayer) *
                          efficiency::kKernelSeconds +
                      moeLayers * kMoeDecodeLayerSeconds;
    } else {
        // A CPU runs the framework's overhead in line with its work.
        c.passFixed = passHost;
        c.stepFixed = stepHost;
        passHost = stepHost = 0;
    }
    c.hostPerPass = passHost;
    c.hostPerStep = stepHost;
}

// Tensor parallelism: two all-reduces of the block's output per layer, inside the node. With
// expert parallelism the MoE layers' FFN all-reduce becomes a dispatch and a combine
// all-to-all of each token's copies for its experts.
void setTensorParallelCosts(InferenceCosts& c, const ResolvedWorkload& r, const Device& d,
                            const ReplicaShape& s, double tokens) {
    const int tp = s.tp;
    const double layers = s.layers;
    const double bytesPerToken = r.m.hidden * r.activationBytes;
    const CollectiveCost perToken = collectiveSeconds(d, bytesPerToken, tp, tp);
    const double latency = efficiency::kCollectiveLatencyIntraNode;
    const double perByte = (perToken.allReduce - latency) / bytesPerToken;
    double perTokenSeconds = 2 * layers * perByte * bytesPerToken;
    double collectives = 2 * layers;
    if (s.expertParallel) {
        const double routedBytes = bytesPerToken * r.m.expertsPerToken;
        const double a2aPerByte = (allToAllSeconds(d, routedBytes, tp, tp) - latency) / routedBytes;
        perTokenSeconds += r.m.moeLayers * (2 * a2aPerByte * routedBytes - perByte * bytesPerToken);
        collectives += r.m.moeLayers;
    }
    c.commPerSample = perTokenSeconds * tokens;
    c.decodeCommPerSequence = perTokenSeconds;
    c.passFixed += collectives * latency;
    c.stepFixed += collectives * latency;
}

// A decode step's coefficients: one token per sequence through the matrices, attention over
// the context, and the KV cache it reads. Only a transformer decodes.
void setDecodeCosts(InferenceCosts& c, const ResolvedWorkload& r, const Device& d,
                    const ReplicaShape& s, double imbalance) {
    const int tp = s.tp;
    const double decodeFlops = 2.0 * r.matmulParams / tp;
    c.decodeFlopsPerToken = decodeFlops;
    c.decodeComputePerSequence = matrixSeconds(r, d, decodeFlops, 0, s.eta, true) * imbalance;
    c.decodeFlopsPerContextToken = r.decodeAttentionFlopsPerContextToken / tp;
    c.attentionPerContextToken = matrixSeconds(r, d, c.decodeFlopsPerContextToken, 1, s.eta, true);
    // A latent cache is read whole by every tensor-parallel rank.
    c.kvPerContextToken = r.kvBytesPerToken / (r.m.latentCache ? 1 : tp) / s.bandwidth;
    c.decodeScale = calibratedDecode(r, d);
}

} // namespace

InferenceCosts inferenceCosts(const ResolvedWorkload& r, const Device& d, int tensor, int expert) {
    InferenceCosts c;
    const int tp = std::max(1, tensor);
    const bool expertParallel = expert > 1 && tp > 1 && r.m.moeLayers > 0;
    const double eta =
        std::min(1.0, d.sustainedFraction * efficiency::inferenceFramework(r.w.framework) *
                          calibratedCompute(r, d, false));
    const double bandwidth = d.memoryBandwidth * efficiency::memory(d.kind);
    const bool gpu = d.kind == DeviceKind::Gpu;
    // A pass of a CNN or an eager transformer run by PyTorch on a GPU has its non-matrix traffic
    // counted kernel by kernel below, so its matrix products and convolutions run at the device's
    // sustained rate, as an eager training step's do. A CPU keeps the framework's share (0.8 of
    // 0.65, 52% of the peak of every core at its base clock: timm's largest batch-1 passes, ViT-L
    // and ConvNeXt-L, reach 40-47% on the i9-10940X and the i7-12700H alike, the latter's E-cores
    // holding back the P-cores they share each operator with); what PyTorch adds there, each
    // operator's start on every core, each call's new copy of its weights and, for a CNN, layer
    // outputs that nothing overlaps, is counted apart (kCpuOperatorSeconds, kCpuConvWeightPasses,
    // cpuCnnTrafficSeconds).
    const bool eagerCnn =
        gpu && runsEagerly(r.w.framework) && r.w.model.architecture == Architecture::Cnn;
    const bool eagerBlocks = gpu && countedPerOperator(r);
    const bool cpuPytorch = !gpu && runsEagerly(r.w.framework);
    // A transformer's matrix products are cuBLAS GEMMs, which reach more of a GeForce card's
    // peak than cuDNN's convolutions do (Device::matmulSustainedFraction).
    const double passFraction = eagerBlocks ? d.matmulFraction() : d.sustainedFraction;
    const double passEta = eagerCnn || eagerBlocks
                               ? std::min(1.0, passFraction * calibratedCompute(r, d, false))
                               : eta;
    const double layers = r.m.transformer ? r.m.layers : 0;
    const ReplicaShape s{tp, expertParallel, eta, bandwidth, gpu, layers};

    // One pass: a whole forward, or a decoder's prefill of its input tokens.
    double tokens = r.m.transformer ? r.seqLen : 1;
    double flops = r.forwardFlopsPerSample;
    double attentionShare =
        r.forwardFlopsPerSample > 0 ? r.attentionFlopsPerSample / r.forwardFlopsPerSample : 0;
    if (r.m.transformer && r.generates) {
        tokens = r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
        const double attention = attentionFlopsPerSequence(r.m, tokens);
        flops = 2.0 * r.matmulParams * tokens + attention;
        attentionShare = flops > 0 ? attention / flops : 0;
    }
    c.passFlopsPerSample = flops / tp;
    c.computePerSample = matrixSeconds(r, d, flops / tp, attentionShare, passEta, true);
    // Whole experts on each device: the busiest device sets the pace of every MoE layer.
    const double imbalance =
        expertParallel ? 1 + (kExpertLoadImbalance - 1) * routedExpertShare(r) : 1;
    c.computePerSample *= imbalance;
    c.weightSeconds = weightBytesOnDevice(r, tp) / bandwidth;
    c.passTokensPerSample = tokens;
    if (r.m.moeLayers > 0) {
        c.experts = r.m.experts;
        c.expertsPerToken = r.m.expertsPerToken;
        c.expertSeconds = frozenWeightBytes(r).experts / r.m.experts / tp / bandwidth;
    }
    // Layer outputs of a CNN are written and read back once each (fused engines write fewer);
    // layer by layer this traffic follows the convolution rather than overlapping it.
    if (eagerCnn && r.w.model.activationBytesPerSample > 0)
        c.activationPerSample = eagerCnnTrafficSeconds(r, c.computePerSample, bandwidth);
    else if (cpuPytorch && r.w.model.activationBytesPerSample > 0 && !r.m.transformer)
        c.activationPerSample = cpuCnnTrafficSeconds(r, bandwidth);
    else if (r.w.model.activationBytesPerSample > 0 && !r.m.transformer)
        c.activationPerSample =
            0.5 * r.w.model.activationBytesPerSample * (r.activationBytes / 2.0) / bandwidth;

    setLaunchCosts(c, r, d, s);
    // A CPU lays out each call's weights anew before its arithmetic (kCpuConvWeightPasses).
    if (cpuPytorch)
        c.passFixed += (r.m.transformer ? kCpuMatrixWeightPasses : kCpuConvWeightPasses) *
                       weightBytesOnDevice(r, tp) / bandwidth;
    if (eagerBlocks) {
        // The blocks' elementwise kernels (norms, casts, bias, activation, residual adds) move
        // their bytes per token; autocast casts each block's weights once a pass.
        // Attention runs in PyTorch's fused kernels unless the scenario says otherwise (PyTorch
        // before 2.0 had none: its attention writes and reads the score matrix).
        const bool flash = r.w.flashAttention.value_or(true);
        EagerBlock scratch;
        const EagerBlock& block = eagerBlockOf(r, Sharding::None, flash, false, scratch);
        c.activationPerSample += layers * block.forwardBytesPerToken * tokens / tp / bandwidth;
        c.passFixed += layers * block.forwardBytesPerBlock / tp / bandwidth;
    }
    if (tp > 1 && r.m.transformer)
        setTensorParallelCosts(c, r, d, s, tokens);
    if (r.m.transformer)
        setDecodeCosts(c, r, d, s, imbalance);
    return c;
}

double inferenceBatchSeconds(const ResolvedWorkload& r, const Device& d, int tensor, int batch) {
    return inferenceCosts(r, d, tensor).passSeconds(batch);
}

double decodeStepSeconds(const ResolvedWorkload& r, const Device& d, int tensor, int batch,
                         double context) {
    const double b = std::max(1, batch);
    return inferenceCosts(r, d, tensor).decodeSeconds(b, b * context);
}

TimeBreakdown estimateInference(const ResolvedWorkload& r, const Device& d, const Layout& layout,
                                int count) {
    TimeBreakdown t;
    const int tp = std::max(1, layout.tensor);
    const int replicas = std::max(1, count / tp);
    const double b = std::max(1, layout.microBatch);
    const InferenceCosts c = inferenceCosts(r, d, tp, layout.expert);

    // The pass (or prefill) as its terms.
    const double passWeights = c.weightSeconds + c.expertWeightSeconds(b * c.passTokensPerSample);
    t.computeSeconds = c.computePerSample * b;
    t.memorySeconds = passWeights + c.activationPerSample * b;
    t.communicationSeconds = c.commPerSample * b;
    t.overheadSeconds = c.passFixed;
    t.deviceSeconds = std::max(c.computePerSample * b, passWeights) +
                      (c.activationPerSample + c.commPerSample) * b + c.passFixed;
    t.hostSeconds = c.hostPerPass;
    double step = c.passSeconds(b);
    t.modelFlopsPerStep = c.passFlopsPerSample * b;
    if (r.generates) {
        const double in = r.w.serving.inputTokens > 0 ? r.w.serving.inputTokens : r.seqLen;
        const double steps = std::max(0.0, r.w.serving.outputTokens - 1);
        // Context grows by one token a step: the average context stands for all of them.
        const double context = b * (in + r.w.serving.outputTokens / 2);
        const double compute =
            c.decodeComputePerSequence * b + c.attentionPerContextToken * context;
        const double memory =
            c.weightSeconds + c.expertWeightSeconds(b) + c.kvPerContextToken * context;
        const double device = std::max(compute, memory) + c.decodeCommPerSequence * b + c.stepFixed;
        t.computeSeconds += steps * compute;
        t.memorySeconds += steps * memory;
        t.communicationSeconds += steps * c.decodeCommPerSequence * b;
        t.overheadSeconds += steps * c.stepFixed;
        t.deviceSeconds += steps * device;
        t.hostSeconds += steps * c.hostPerStep;
        step += steps * c.decodeSeconds(b, context);
        t.modelFlopsPerStep +=
            steps * (c.decodeFlopsPerToken * b + c.decodeFlopsPerContextToken * context);
    }
    settleStep(t);
    // Each phase waits for the slower of its device and host work, so the sum of the phases can
    // exceed either track's total.
    t.stepSeconds = std::max(t.stepSeconds, step);
    t.flopsPerStep = t.modelFlopsPerStep;
    t.samplesPerStep = b * replicas;
    t.setupSeconds = compileSeconds(r);
    t.samplesPerSecond = t.samplesPerStep / t.stepSeconds;
    const double tokensPerSample =
        r.generates ? r.w.serving.outputTokens : (r.m.transformer ? r.seqLen : 0);
    t.tokensPerSecond = t.samplesPerSecond * tokensPerSample;
    const double peak = effectivePeak(d, r.computeDtype);
    t.mfu = t.modelFlopsPerStep / (t.stepSeconds * peak);
    t.acceleratorUtilisation = std::min(1.0, t.mfu / std::max(0.05, d.sustainedFraction));
    return t;
}

EstimateClass rangeClass(const ResolvedWorkload& r, const TimeBreakdown& t) {
    if (t.critical == CriticalTrack::Host)
        return EstimateClass::LaunchBound;
    if (r.timeClass != EstimateClass::TrainingStep || t.critical != CriticalTrack::Device)
        return r.timeClass;
    switch (t.bottleneck) {
    case Bottleneck::MemoryBandwidth:
        return EstimateClass::MemoryBound;
    case Bottleneck::Communication:
    case Bottleneck::PipelineBubble:
        return EstimateClass::CommunicationBound;
    default:
        return r.timeClass;
    }
}

Range jobSeconds(const TimeBreakdown& t, double totalSamples, const EstimateBand& band) {
    Range r;
    if (t.samplesPerSecond <= 0 || totalSamples <= 0)
        return r;
    r.expected = totalSamples / t.samplesPerSecond + t.setupSeconds;
    r.low = r.expected * band.low;
    r.high = r.expected * band.high;
    return r;
}

} // namespace rightsize

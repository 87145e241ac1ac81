#include "core/estimate/classic_ml_estimator.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace rightsize {
namespace {

// ---------------------------------------------------------------------------------------------
// Data layout of histogram-based boosting (XGBoost `hist`, LightGBM, CatBoost).

// XGBoost's default max_bin is 256, so every quantised feature value fits in one byte.
constexpr double kQuantisedBytesPerValue = 1.0;
constexpr double kHistogramBins = 256;
// One gradient pair per row: float gradient + float hessian (XGBoost GradientPair).
constexpr double kGradientPairBytes = 8.0;
// Raw feature values as loaded by the user (float32 NumPy / DMatrix input).
constexpr double kRawValueBytes = 4.0;
// Row indexes of the row partitioner (uint32 per row).
constexpr double kRowIndexBytes = 4.0;
// Labels, predictions and weights kept per row during training (3 floats).
constexpr double kPerRowStateBytes = 12.0;
// Share of a parent's rows that fall into the smaller child. Balanced splits give 0.5, real
// splits are skewed; 0.4 is a middle figure for the subtraction trick's saving.
constexpr double kSmallerChildShare = 0.4;
// Deep nodes hold scattered rows, so every row visit touches whole cache lines / sectors.
constexpr double kCpuLineBytes = 64;   // x86 cache line
constexpr double kGpuSectorBytes = 32; // NVIDIA L2/DRAM sector

// ---------------------------------------------------------------------------------------------
// CPU histogram model. Cycle counts are per core at the all-core clock; they include the
// indirection through the row index and the gradient gather, which is what makes histogram
// building latency-bound rather than SIMD-bound (Chen & Guestrin, arXiv:1603.02754, §4.1;
// the XGBoost `hist` updater builds one histogram per node by scattering gradient pairs).
constexpr double kCpuCyclesPerBinUpdate = 13.5;
// Partitioning a row at each level: read the split feature's bin, compare, write the index.
constexpr double kCpuCyclesPerRowPartition = 5.0;
// Gradient of the loss (a sigmoid for logistic) and prediction-cache update per row and tree.
constexpr double kCpuCyclesPerRowGradient = 20.0;
// Evaluating one candidate split (one bin of one feature of one node): prefix sums and gain.
constexpr double kCpuCyclesPerSplitCandidate = 10.0;
// Quantising one raw value into its bin (sketch + binary search), done once before the trees.
constexpr double kCpuCyclesPerQuantisedValue = 40.0;
// Barriers, node bookkeeping and task scheduling per tree level on a multi-core host
// (OpenMP fork/join is 5–20 µs per region and a level runs several regions).
constexpr double kCpuSecondsPerLevel = 60e-6;
// Fixed cost of one boosting round in the Python driver (callbacks, tree bookkeeping).
constexpr double kCpuSecondsPerTree = 0.3e-3;
// Amdahl-style contention between cores (shared histogram merge, memory controllers):
// efficiency = 1 / (1 + alpha × (cores − 1)); 16 cores reach about 77%, 8 cores about 88%.
constexpr double kCpuContentionPerCore = 0.02;
// A second hardware thread per core hides part of the gather latency (typical SMT gain on
// latency-bound integer code is 10–25%).
constexpr double kSmtGain = 1.15;
// Last-level cache plus L2 per physical core: Sapphire Rapids has ≈1.9 MB L3 + 2 MB L2 per
// core, Zen 1 has 2 MB L3 + 0.5 MB L2 per core; 2.5 MB is the conservative common figure.
constexpr double kCacheBytesPerCore = 2.5e6;
// Scattered cache-line reads reach a lower share of peak DRAM bandwidth than streaming
// (row-buffer misses, no prefetch): about half of peak.
constexpr double kCpuRandomAccessEfficiency = 0.5;
// Streaming reads (linear models) reach STREAM-like efficiency.
constexpr double kCpuStreamEfficiency = 0.65;

// ---------------------------------------------------------------------------------------------
// GPU histogram model (XGBoost `device=cuda`, formerly `gpu_hist`; Mitchell & Frank,
// arXiv:1806.11248). The histogram is built with shared-memory atomics, whose throughput
// scales with SM count × clock. The catalog has no SM count, so the FP32 peak stands for it
// (128 FP32 lanes per SM on Pascal, Ampere GA10x, Ada and Hopper). Parts with 64 lanes per SM
// (V100, A100, T4) understate their SM count by 2×; their HBM bandwidth per SM is high, so
// the larger of the FP32 peak and kGpuProxyFlopsPerByte × bandwidth is used.
constexpr double kGpuProxyFlopsPerByte = 25.0;
// Work per scattered update and per row partition, in FP32-FLOP equivalents of that proxy
// (an update is two 64-bit fixed-point atomics plus the loads; a partition is a scan and a
// scatter per level).
constexpr double kGpuFlopsPerBinUpdate = 2000.0;
constexpr double kGpuFlopsPerRowPartition = 7000.0;
// Quantisation on the device (sketch, sort, ELLPACK compression) per raw value.
constexpr double kGpuFlopsPerQuantisedValue = 2000.0;
// Candidate-split evaluation per bin of a node, in the same units.
constexpr double kGpuFlopsPerSplitCandidate = 200.0;
// CUDA context creation, library initialisation and first-kernel JIT/caching: 0.2–0.5 s on
// current drivers with lazy module loading.
constexpr double kGpuStartupSeconds = 0.25;
// Per tree level: about ten kernel launches plus a device-to-host copy of the best splits and
// the host-side tree update before the next level can start.
constexpr double kGpuSecondsPerLevel = 0.4e-3;
// Per boosting round: gradient kernel, prediction-cache update, Python driver.
constexpr double kGpuSecondsPerTree = 0.5e-3;
// Pageable host-to-device copies of NumPy arrays over PCIe reach 10–25 GB/s (Gen3–Gen5).
constexpr double kPcieBytesPerSecond = 12e9;
// Streaming kernels reach about 80% of HBM/GDDR peak.
constexpr double kGpuStreamEfficiency = 0.8;

// Multi-device training all-reduces the histograms of every level (XGBoost with Dask/Rabit):
// gradient sums in double precision, 16 bytes per bin.
constexpr double kHistogramBinBytes = 16.0;
constexpr double kCpuAllReduceLatencySeconds = 200e-6; // TCP collectives between instances
constexpr double kGpuAllReduceLatencySeconds = 30e-6;  // NCCL inside a node
constexpr double kLinkEfficiency = 0.75;               // share of link bandwidth collectives reach
constexpr double kCpuNetworkFallbackBytesPerSecond = 1.25e9; // 10 Gb/s when the device says nothing

// Other histogram libraries relative to XGBoost on the same data, applied to the data-dependent
// work (szilard/GBM-perf 2024 runs on the same hosts: LightGBM on CPU bundles sparse one-hot
// columns (EFB) and grows leaf-wise, about 2× faster; its OpenCL/CUDA GPU path keeps the
// histogram loop on the host side, 3–4× slower; CatBoost's oblivious trees evaluate every split
// on all leaves, about 2× slower on CPU and 3× on GPU).
struct AlgorithmFactor {
    double cpu = 1.0;
    double gpu = 1.0;
};
constexpr AlgorithmFactor kXgboostFactor{1.0, 1.0};
constexpr AlgorithmFactor kLightgbmFactor{0.5, 3.5};
constexpr AlgorithmFactor kCatboostFactor{2.0, 3.0};

// ---------------------------------------------------------------------------------------------
// Linear / logistic regression (scikit-learn lbfgs on CPU in float64, cuML on GPU in float32).
// One solver iteration evaluates X·w and Xᵀ·r: two passes over the matrix and 2 + 2 FLOPs
// per value.
constexpr double kLinearPassesPerIteration = 2.0;
constexpr double kLinearFlopsPerValuePerIteration = 4.0;
constexpr double kCpuLinearBytesPerValue = 8.0; // float64
constexpr double kGpuLinearBytesPerValue = 4.0; // float32
// Matrix-vector products reach about half of the vector FMA peak when operands are in cache.
constexpr double kGemvEfficiency = 0.5;
// Solver set-up (input validation, copies) on CPU; per-iteration line-search bookkeeping.
constexpr double kCpuLinearStartupSeconds = 0.05;
constexpr double kCpuLinearSecondsPerIteration = 50e-6;
// On GPU each iteration launches a handful of kernels and synchronises for the line search.
constexpr double kGpuLinearSecondsPerIteration = 0.2e-3;

// Uncertainty of the efficiencies above: ±30% on the work rate gives the band.
constexpr double kRateUncertainty = 0.3;

// Fallbacks for catalog entries that leave a field empty (never divide by zero).
constexpr double kFallbackClockGhz = 2.5;
constexpr double kFallbackCpuBandwidth = 20e9;
constexpr double kFallbackGpuBandwidth = 300e9;
constexpr double kFallbackGpuFp32 = 10e12;

enum class Family { Histogram, Linear };

} // namespace

bool modelledClassicMlAlgorithm(std::string_view algorithm) {
    for (const std::string_view known : {"xgboost", "lightgbm", "catboost", "logistic", "linear"})
        if (algorithm.starts_with(known))
            return true;
    return false;
}

namespace {

Family familyOf(std::string_view algorithm) {
    if (algorithm.starts_with("logistic") || algorithm.starts_with("linear"))
        return Family::Linear;
    return Family::Histogram;
}

AlgorithmFactor factorOf(std::string_view algorithm) {
    if (algorithm.starts_with("lightgbm"))
        return kLightgbmFactor;
    if (algorithm.starts_with("catboost"))
        return kCatboostFactor;
    return kXgboostFactor;
}

int cpuCores(const Device& d) {
    if (d.physicalCores > 0)
        return d.physicalCores;
    return std::max(1, d.vcpus / 2);
}

double clockHz(const Device& d) {
    return (d.clockGhz > 0 ? d.clockGhz : kFallbackClockGhz) * 1e9;
}

double cpuParallelEfficiency(int cores) {
    return 1.0 / (1.0 + kCpuContentionPerCore * (cores - 1));
}

double smtGain(const Device& d) {
    return d.vcpus > cpuCores(d) ? kSmtGain : 1.0;
}

// Cycles per second the whole instance delivers to a latency-bound parallel loop.
double cpuCycleRate(const Device& d) {
    const int cores = cpuCores(d);
    return cores * clockHz(d) * cpuParallelEfficiency(cores) * smtGain(d);
}

double bandwidth(const Device& d) {
    if (d.memoryBandwidth > 0)
        return d.memoryBandwidth;
    return d.kind == DeviceKind::Gpu ? kFallbackGpuBandwidth : kFallbackCpuBandwidth;
}

// FP32 vector peak of a CPU; derived from the cores when the catalog gives none.
double cpuFp32Peak(const Device& d) {
    if (d.peak(ComputeDtype::Fp32) > 0)
        return d.peak(ComputeDtype::Fp32);
    const double lanes = std::max(128, d.simdBits) / 32.0;
    return cpuCores(d) * clockHz(d) * lanes * std::max(1, d.fmaUnits) * 2.0;
}

double gpuThroughputProxy(const Device& d) {
    const double fp32 =
        d.peak(ComputeDtype::Fp32) > 0 ? d.peak(ComputeDtype::Fp32) : kFallbackGpuFp32;
    return std::max(fp32, kGpuProxyFlopsPerByte * bandwidth(d));
}

double hostToDeviceBandwidth(const Device& d) {
    return d.intraNodeBandwidth > 0 ? std::min(d.intraNodeBandwidth, kPcieBytesPerSecond)
                                    : kPcieBytesPerSecond;
}

double allReduceSeconds(double bytes, int n, double linkBandwidth) {
    if (n <= 1 || bytes <= 0)
        return 0;
    return 2.0 * (n - 1) / n * bytes / (linkBandwidth * kLinkEfficiency);
}

// Nodes whose histogram is built at `level` (0 = root) when a level holds at most `rows` rows.
double nodesAtLevel(int level, double rows) {
    return std::min(std::ldexp(1.0, level), std::max(1.0, rows));
}

Range band(double fixed, double variable) {
    return {fixed + variable, fixed + variable / (1.0 + kRateUncertainty),
            fixed + variable / (1.0 - kRateUncertainty)};
}

void finish(ClassicMlEstimate& e, double variable) {
    // Fixed costs carry the same relative uncertainty as the rates behind them.
    const Range v = band(0, variable);
    const Range f = band(0, e.fixedSeconds);
    e.seconds = {v.expected + f.expected, v.low + f.low, v.high + f.high};
    if (e.fixedSeconds > std::max(e.computeSeconds, e.memorySeconds))
        e.bottleneck = Bottleneck::None; // overhead-dominated: neither compute nor memory
    else
        e.bottleneck =
            e.memorySeconds > e.computeSeconds ? Bottleneck::MemoryBandwidth : Bottleneck::Compute;
}

ClassicMlEstimate histogramOnCpu(const ClassicMlSpec& s, const Device& d, int count, double rows) {
    ClassicMlEstimate e;
    const double f = s.features;
    const int depth = std::max(1, s.depth);
    const double trees = std::max(0, s.trees);
    const double passes = histogramPassesPerTree(depth);
    const double factor = factorOf(s.algorithm).cpu;
    const double rate = cpuCycleRate(d);

    // Compute: scatter of every visited (row, feature) into the node histogram, partition of
    // every row at every level, one gradient per row and tree.
    const double cyclesPerRowTree = passes * f * kCpuCyclesPerBinUpdate +
                                    depth * kCpuCyclesPerRowPartition + kCpuCyclesPerRowGradient;
    e.computeSeconds = factor * trees * rows * cyclesPerRowTree / rate;

    // Memory: once the rows' working set outgrows the caches, each visit of a scattered row
    // costs whole cache lines (the matrix row and its gradient pair), and partitioning reads
    // one line per row per level. Only the share that misses the cache reaches DRAM.
    const double workingSet =
        rows * (f * kQuantisedBytesPerValue + kGradientPairBytes + kRowIndexBytes);
    const double cache = cpuCores(d) * kCacheBytesPerCore;
    const double missShare = workingSet > 0 ? std::clamp(1.0 - cache / workingSet, 0.0, 1.0) : 0.0;
    const double lineBytesPerVisit =
        kCpuLineBytes * (1.0 + std::ceil(f * kQuantisedBytesPerValue / kCpuLineBytes));
    const double bytesPerRowTree = passes * lineBytesPerVisit +
                                   depth * (kCpuLineBytes + kRowIndexBytes) + kGradientPairBytes +
                                   kPerRowStateBytes;
    e.memorySeconds = factor * missShare * trees * rows * bytesPerRowTree /
                      (bandwidth(d) * kCpuRandomAccessEfficiency);

    // Fixed: quantising the input once, split finding over bins × features × nodes, the
    // per-level barriers and the per-round driver cost, plus histogram all-reduces across
    // instances.
    double splitCandidates = 0;
    double histogramBytes = 0;
    for (int level = 0; level < depth; ++level) {
        const double nodes = nodesAtLevel(level, rows);
        splitCandidates += nodes * f * kHistogramBins;
        histogramBytes += std::ceil(nodes / 2.0) * f * kHistogramBins * kHistogramBinBytes;
    }
    const double network =
        d.networkBandwidth > 0 ? d.networkBandwidth : kCpuNetworkFallbackBytesPerSecond;
    const double comm = count > 1 ? trees * (allReduceSeconds(histogramBytes, count, network) +
                                             depth * kCpuAllReduceLatencySeconds)
                                  : 0.0;
    e.fixedSeconds = rows * f * kCpuCyclesPerQuantisedValue / rate +
                     trees * (splitCandidates * kCpuCyclesPerSplitCandidate / rate +
                              depth * kCpuSecondsPerLevel + kCpuSecondsPerTree) +
                     comm;
    finish(e, std::max(e.computeSeconds, e.memorySeconds));
    if (comm > std::max(e.computeSeconds, e.memorySeconds))
        e.bottleneck = Bottleneck::Communication;
    return e;
}

ClassicMlEstimate histogramOnGpu(const ClassicMlSpec& s, const Device& d, int count, double rows) {
    ClassicMlEstimate e;
    const double f = s.features;
    const int depth = std::max(1, s.depth);
    const double trees = std::max(0, s.trees);
    const double passes = histogramPassesPerTree(depth);
    const double factor = factorOf(s.algorithm).gpu;
    const double proxy = gpuThroughputProxy(d);
    const double bw = bandwidth(d) * kGpuStreamEfficiency;

    const double flopsPerRowTree =
        passes * f * kGpuFlopsPerBinUpdate + depth * kGpuFlopsPerRowPartition;
    e.computeSeconds = factor * trees * rows * flopsPerRowTree / proxy;

    // Scattered rows cost whole sectors: the compressed matrix row and the gradient pair per
    // histogram visit, the split feature and the index per row and level.
    const double rowBytes = std::max(kGpuSectorBytes, f * kQuantisedBytesPerValue);
    const double bytesPerRowTree = passes * (rowBytes + kGpuSectorBytes) +
                                   depth * (kGpuSectorBytes + 2 * kRowIndexBytes) +
                                   kGradientPairBytes + kPerRowStateBytes;
    e.memorySeconds = factor * trees * rows * bytesPerRowTree / bw;

    double splitCandidates = 0;
    double histogramBytes = 0;
    for (int level = 0; level < depth; ++level) {
        const double nodes = nodesAtLevel(level, rows);
        splitCandidates += nodes * f * kHistogramBins;
        histogramBytes += std::ceil(nodes / 2.0) * f * kHistogramBins * kHistogramBinBytes;
    }
    const int perNode = std::max(1, d.devicesPerNode);
    const double link = count <= perNode ? d.intraNodeBandwidth : d.interNodeBandwidth;
    const double comm = count > 1 ? trees * (allReduceSeconds(histogramBytes, count,
                                                              std::max(link, kPcieBytesPerSecond)) +
                                             depth * kGpuAllReduceLatencySeconds)
                                  : 0.0;
    // Start-up: CUDA context, copy of the raw matrix over PCIe, quantisation on the device.
    const double startup = kGpuStartupSeconds +
                           rows * f * kRawValueBytes / hostToDeviceBandwidth(d) +
                           rows * f * kGpuFlopsPerQuantisedValue / proxy;
    e.fixedSeconds = startup +
                     trees * (splitCandidates * kGpuFlopsPerSplitCandidate / proxy +
                              depth * kGpuSecondsPerLevel + kGpuSecondsPerTree) +
                     comm;
    finish(e, std::max(e.computeSeconds, e.memorySeconds));
    if (comm > std::max(e.computeSeconds, e.memorySeconds))
        e.bottleneck = Bottleneck::Communication;
    return e;
}

ClassicMlEstimate linearOnCpu(const ClassicMlSpec& s, const Device& d, double rows) {
    ClassicMlEstimate e;
    const double values = rows * s.features;
    const double iterations = std::max(0, s.trees);
    // float64 arithmetic runs at half the FP32 vector rate.
    const double fp64 = cpuFp32Peak(d) / 2.0 * cpuParallelEfficiency(cpuCores(d)) * kGemvEfficiency;
    e.computeSeconds = iterations * values * kLinearFlopsPerValuePerIteration / fp64;
    const double matrixBytes = values * kCpuLinearBytesPerValue;
    const double cache = cpuCores(d) * kCacheBytesPerCore;
    const double missShare =
        matrixBytes > 0 ? std::clamp(1.0 - cache / matrixBytes, 0.0, 1.0) : 0.0;
    e.memorySeconds = missShare * iterations * kLinearPassesPerIteration * matrixBytes /
                      (bandwidth(d) * kCpuStreamEfficiency);
    e.fixedSeconds = kCpuLinearStartupSeconds + iterations * kCpuLinearSecondsPerIteration;
    finish(e, std::max(e.computeSeconds, e.memorySeconds));
    return e;
}

ClassicMlEstimate linearOnGpu(const ClassicMlSpec& s, const Device& d, double rows) {
    ClassicMlEstimate e;
    const double values = rows * s.features;
    const double iterations = std::max(0, s.trees);
    const double fp32 =
        d.peak(ComputeDtype::Fp32) > 0 ? d.peak(ComputeDtype::Fp32) : kFallbackGpuFp32;
    e.computeSeconds =
        iterations * values * kLinearFlopsPerValuePerIteration / (fp32 * kGemvEfficiency);
    const double matrixBytes = values * kGpuLinearBytesPerValue;
    e.memorySeconds = iterations * kLinearPassesPerIteration * matrixBytes /
                      (bandwidth(d) * kGpuStreamEfficiency);
    e.fixedSeconds = kGpuStartupSeconds + matrixBytes / hostToDeviceBandwidth(d) +
                     iterations * kGpuLinearSecondsPerIteration;
    finish(e, std::max(e.computeSeconds, e.memorySeconds));
    return e;
}

} // namespace

double histogramPassesPerTree(int depth) {
    if (depth <= 0)
        return 0;
    return 1.0 + (depth - 1) * kSmallerChildShare;
}

double classicMlMemoryBytes(const ClassicMlSpec& spec, DeviceKind kind, int count) {
    if (!(spec.rows > 0) || !(spec.features > 0))
        return 0;
    const double rows = spec.rows / std::max(1, count);
    const double values = rows * spec.features;
    if (familyOf(spec.algorithm) == Family::Linear) {
        // The matrix in the solver's precision plus labels, predictions and residuals.
        const double bytes =
            kind == DeviceKind::Gpu ? kGpuLinearBytesPerValue : kCpuLinearBytesPerValue;
        return values * bytes + rows * 3 * bytes;
    }
    // Quantised matrix (1 byte per value for ≤ 256 bins) + one gradient pair per row; a CPU
    // host also keeps the raw float matrix it was loaded from.
    double bytes = values * kQuantisedBytesPerValue + rows * kGradientPairBytes;
    if (kind == DeviceKind::Cpu)
        bytes += values * kRawValueBytes;
    return bytes;
}

ClassicMlEstimate estimateClassicMl(const ClassicMlSpec& spec, const Device& device, int count) {
    // Nothing to train on: no time, no memory (and no start-up charged for an empty job).
    if (!(spec.rows > 0) || !(spec.features > 0) || !std::isfinite(spec.rows) ||
        !std::isfinite(spec.features))
        return {};
    count = std::max(1, count);
    // Rows are split evenly across devices (data-parallel boosting / solvers).
    const double rows = spec.rows / count;
    const bool gpu = device.kind == DeviceKind::Gpu;
    ClassicMlEstimate e;
    if (familyOf(spec.algorithm) == Family::Linear)
        e = gpu ? linearOnGpu(spec, device, rows) : linearOnCpu(spec, device, rows);
    else
        e = gpu ? histogramOnGpu(spec, device, count, rows)
                : histogramOnCpu(spec, device, count, rows);
    e.memoryBytes = classicMlMemoryBytes(spec, device.kind, count);
    return e;
}

} // namespace rightsize

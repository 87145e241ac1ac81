#include "core/estimate/etl_estimator.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace rightsize {
namespace {

// When only rows are given: a typical wide-ish analytics row (a few dozen mixed columns).
constexpr double kDefaultBytesPerRow = 100.0;

// --- Reading the input -----------------------------------------------------------------------
// Object-store reads with many parallel range requests reach most of the NIC's line rate.
constexpr double kNetworkReadEfficiency = 0.8;
// Columnar decode (Parquet → in-memory rows) per physical core, in bytes of decoded data:
// Spark's vectorised reader manages a few hundred MB/s per core.
constexpr double kDecodeBytesPerSecondPerCore = 0.3e9;
// Decode writes the decoded batch and the operator reads it: two passes through memory.
constexpr double kScanMemoryPasses = 2.0;

// --- Operators, per row per effective core (Spark whole-stage code generation figures) ------
constexpr double kFilterSecondsPerRow = 5e-9;     // a predicate on a column or two
constexpr double kAggregateSecondsPerRow = 30e-9; // hash the key, update the aggregation buffer
constexpr double kJoinSecondsPerRow = 80e-9;      // build + probe of a hash join, both sides
constexpr double kSortSecondsPerCompare = 5e-9;   // one comparison of a cache-resident key
// Python row UDFs cross into a Python worker (serialisation, interpreter): a few hundred
// thousand rows per second per core.
constexpr double kPythonUdfRowsPerSecondPerCore = 3e5;
// A second hardware thread adds about a quarter of a core on branchy row-at-a-time code.
constexpr double kSmtThroughputGain = 1.25;

// --- Shuffle and working set ---------------------------------------------------------------
// Share of the input that crosses a shuffle: all of it for joins and sorts, only the partial
// aggregates for a group-by (assumes groups are far fewer than rows).
constexpr double kJoinShuffleShare = 1.0;
constexpr double kSortShuffleShare = 1.0;
constexpr double kAggregateShuffleShare = 0.1;
// A shuffled byte is serialised, written, read back and deserialised: four memory passes.
constexpr double kShuffleMemoryPasses = 4.0;
// Memory a blocking operator holds relative to its input: a join keeps the build side's rows
// plus its hash table and the shuffle buffers of both sides; a sort keeps the rows and the
// sort pointers; a group-by keeps its hash table of groups.
constexpr double kJoinWorkingSetFactor = 2.0;
constexpr double kSortWorkingSetFactor = 2.0;
constexpr double kAggregateWorkingSetFactor = 0.5;
// Streaming operators hold one batch per core.
constexpr double kStreamingBytesPerCore = 64e6;
// A GPU streams columnar batches of about 1 GB (spark-rapids' default batch size) with a few in
// flight.
constexpr double kGpuStreamingBytes = 4e9;
// Share of instance RAM execution may use before spilling (Spark's spark.memory.fraction
// default 0.6 of the heap; the OS, the JVM and Python workers take the rest).
constexpr double kCpuUsableMemoryShare = 0.6;
// GPU memory a RAPIDS-style pool may use (the rest is context, libraries, fragmentation).
constexpr double kGpuUsableMemoryShare = 0.8;
// Once a hash join or a sort spills, it partitions everything to disk (Grace hash join,
// external merge sort): the working set is written once and read once.
constexpr double kSpillPasses = 2.0;
// Instances without local NVMe spill to network block storage (an AWS gp3 volume delivers
// 125 MB/s by default and up to 1000 MB/s when provisioned; 250 MB/s is a common setting).
constexpr double kBlockStorageBytesPerSecond = 0.25e9;

// --- Devices -------------------------------------------------------------------------------
constexpr double kCpuStreamEfficiency = 0.65; // STREAM-like share of peak DRAM bandwidth
constexpr double kGpuStreamEfficiency = 0.8;  // streaming kernels on HBM/GDDR
constexpr double kLinkEfficiency = 0.75;      // share of a link that bulk exchanges reach
// Pageable host-device copies over PCIe (10–25 GB/s on Gen3–Gen5).
constexpr double kPcieBytesPerSecond = 12e9;
// Passes over device memory a GPU operator makes (cuDF-style columnar kernels): decode 2,
// filter 1 (mask + compaction), group-by 2 (hash + gather), join 4 (build, probe, two
// gathers), sort 8 (radix sort of the keys, gather of the payload).
constexpr double kGpuDecodePasses = 2.0;
constexpr double kGpuFilterPasses = 1.0;
constexpr double kGpuAggregatePasses = 2.0;
constexpr double kGpuJoinPasses = 4.0;
constexpr double kGpuSortPasses = 8.0;
// Fixed start-up: a Spark job's driver, scheduling and executor warm-up on CPUs; on GPUs also
// the CUDA context, the memory pool and the first kernels' JIT.
constexpr double kCpuJobStartupSeconds = 1.0;
constexpr double kGpuJobStartupSeconds = 2.0;
// Fallbacks for catalog entries that leave a field empty.
constexpr double kFallbackCpuBandwidth = 20e9;
constexpr double kFallbackGpuBandwidth = 300e9;
constexpr double kFallbackNetworkBandwidth = 1.25e9; // 10 Gb/s

// Uncertainty of per-row costs and I/O rates: ±40% on rates (ETL varies more than kernels).
constexpr double kRateUncertainty = 0.4;

enum class Op { Scan, Filter, Aggregate, Join, Sort, Udf };

Op opOf(std::string_view name) {
    if (name == "filter")
        return Op::Filter;
    if (name == "aggregate" || name == "group_by" || name == "groupby")
        return Op::Aggregate;
    if (name == "join")
        return Op::Join;
    if (name == "sort")
        return Op::Sort;
    if (name == "udf")
        return Op::Udf;
    return Op::Scan;
}

// Host cores that run row-at-a-time work: the instance's cores, or a GPU's host share.
double effectiveCores(const Device& d) {
    const int physical = d.physicalCores > 0 ? d.physicalCores : std::max(1, d.vcpus / 2);
    return d.vcpus > physical ? physical * kSmtThroughputGain : physical;
}

double memoryBandwidth(const Device& d) {
    if (d.memoryBandwidth > 0)
        return d.memoryBandwidth;
    return d.kind == DeviceKind::Gpu ? kFallbackGpuBandwidth : kFallbackCpuBandwidth;
}

// Where the input comes from: object storage over the network, else local disks, else memory.
double inputBandwidth(const Device& d) {
    if (d.networkBandwidth > 0)
        return d.networkBandwidth * kNetworkReadEfficiency;
    if (d.localNvmeBandwidth > 0)
        return d.localNvmeBandwidth;
    return memoryBandwidth(d) *
           (d.kind == DeviceKind::Gpu ? kGpuStreamEfficiency : kCpuStreamEfficiency);
}

double networkBandwidth(const Device& d) {
    return (d.networkBandwidth > 0 ? d.networkBandwidth : kFallbackNetworkBandwidth) *
           kLinkEfficiency;
}

double hostToDeviceBandwidth(const Device& d) {
    return d.intraNodeBandwidth > 0 ? std::min(d.intraNodeBandwidth, kPcieBytesPerSecond)
                                    : kPcieBytesPerSecond;
}

double cpuOperatorSecondsPerRow(Op op, double rows) {
    switch (op) {
    case Op::Filter:
        return kFilterSecondsPerRow;
    case Op::Aggregate:
        return kAggregateSecondsPerRow;
    case Op::Join:
        return kJoinSecondsPerRow;
    case Op::Sort:
        return kSortSecondsPerCompare * std::log2(std::max(2.0, rows));
    case Op::Udf:
        return 1.0 / kPythonUdfRowsPerSecondPerCore;
    case Op::Scan:
        return 0;
    }
    return 0;
}

double shuffleShare(Op op) {
    switch (op) {
    case Op::Join:
        return kJoinShuffleShare;
    case Op::Sort:
        return kSortShuffleShare;
    case Op::Aggregate:
        return kAggregateShuffleShare;
    default:
        return 0;
    }
}

double workingSetFactor(Op op) {
    switch (op) {
    case Op::Join:
        return kJoinWorkingSetFactor;
    case Op::Sort:
        return kSortWorkingSetFactor;
    case Op::Aggregate:
        return kAggregateWorkingSetFactor;
    default:
        return 0; // streaming
    }
}

double gpuOperatorPasses(Op op) {
    switch (op) {
    case Op::Filter:
        return kGpuFilterPasses;
    case Op::Aggregate:
        return kGpuAggregatePasses;
    case Op::Join:
        return kGpuJoinPasses;
    case Op::Sort:
        return kGpuSortPasses;
    default:
        return 0;
    }
}

struct Parts {
    double io = 0;      // bytes arriving from storage
    double decode = 0;  // CPU/GPU decoding
    double compute = 0; // the operator
    double memShuffle = 0;
    double netShuffle = 0;
    double spill = 0;
    double fixed = 0;
};

void finish(EtlEstimate& e, const Parts& p) {
    // Reading overlaps with decoding and the operator (one pipelined stage); the shuffle and
    // any spill are a stage boundary and add.
    const double pipelined = std::max(p.io, p.decode + p.compute);
    const double exchange = p.memShuffle + p.netShuffle + p.spill;
    const double variable = pipelined + exchange;
    e.scanSeconds = std::max(p.io, p.decode);
    e.computeSeconds = p.compute;
    e.shuffleSeconds = exchange;
    e.seconds = {p.fixed + variable, p.fixed + variable / (1.0 + kRateUncertainty),
                 p.fixed + variable / (1.0 - kRateUncertainty)};

    const std::pair<double, Bottleneck> parts[] = {
        {p.io, Bottleneck::Storage},
        {p.decode + p.compute, Bottleneck::Compute},
        {p.memShuffle, Bottleneck::MemoryBandwidth},
        {p.netShuffle, Bottleneck::Communication},
        {p.spill, Bottleneck::Storage},
    };
    e.bottleneck = Bottleneck::Compute;
    double largest = -1;
    for (const auto& [seconds, kind] : parts)
        if (seconds > largest) {
            largest = seconds;
            e.bottleneck = kind;
        }
}

EtlEstimate onCpu(Op op, double rows, double bytes, const Device& d, int count) {
    EtlEstimate e;
    Parts p;
    const double cores = effectiveCores(d) * count;
    const double bw = memoryBandwidth(d) * kCpuStreamEfficiency * count;

    p.io = bytes / (inputBandwidth(d) * count);
    p.decode =
        std::max(bytes / (kDecodeBytesPerSecondPerCore * cores), bytes * kScanMemoryPasses / bw);
    p.compute = rows * cpuOperatorSecondsPerRow(op, rows) / cores;

    const double shuffled = bytes * shuffleShare(op);
    p.memShuffle = shuffled * kShuffleMemoryPasses / bw;
    if (count > 1)
        p.netShuffle = shuffled * (count - 1.0) / count / (networkBandwidth(d) * count);

    const double workingSet = bytes * workingSetFactor(op) / count;
    const double usable = d.memoryBytes * kCpuUsableMemoryShare;
    e.memoryBytes = workingSetFactor(op) > 0
                        ? workingSet
                        : std::min(bytes / count, effectiveCores(d) * kStreamingBytesPerCore);
    if (workingSet > 0 && workingSet > usable) {
        e.spills = true;
        const double disk =
            d.localNvmeBandwidth > 0 ? d.localNvmeBandwidth : kBlockStorageBytesPerSecond;
        p.spill =
            workingSet * kSpillPasses / disk; // each instance spills its own share in parallel
    }
    p.fixed = kCpuJobStartupSeconds;
    finish(e, p);
    return e;
}

EtlEstimate onGpu(Op op, double rows, double bytes, const Device& d, int count) {
    EtlEstimate e;
    Parts p;
    const double bw = memoryBandwidth(d) * kGpuStreamEfficiency * count;
    const double pcie = hostToDeviceBandwidth(d) * count;

    // Input reaches the GPU through its host: the slower of storage and PCIe.
    p.io = std::max(bytes / (inputBandwidth(d) * count), bytes / pcie);
    p.decode = bytes * kGpuDecodePasses / bw;
    if (op == Op::Udf) {
        // A Python row UDF runs on the host CPU whatever the accelerator: the columns go back to
        // the host, through the interpreter, and the result returns to the device.
        const double hostCores = effectiveCores(d) * count;
        p.compute = rows * cpuOperatorSecondsPerRow(op, rows) / hostCores + 2.0 * bytes / pcie;
    } else {
        p.compute = bytes * gpuOperatorPasses(op) / bw;
    }

    const double shuffled = bytes * shuffleShare(op);
    p.memShuffle = shuffled * kShuffleMemoryPasses / bw;
    if (count > 1) {
        const double link = d.intraNodeBandwidth > 0 ? d.intraNodeBandwidth : kPcieBytesPerSecond;
        p.netShuffle = shuffled * (count - 1.0) / count / (link * kLinkEfficiency * count);
    }

    const double workingSet = bytes * workingSetFactor(op) / count;
    const double usable = d.memoryBytes * kGpuUsableMemoryShare;
    e.memoryBytes = workingSetFactor(op) > 0
                        ? workingSet
                        : std::min({bytes / count, kGpuStreamingBytes, usable});
    if (workingSet > 0 && workingSet > usable) {
        // Out-of-core on a GPU: batches go back and forth to host memory over PCIe.
        e.spills = true;
        p.spill = workingSet * kSpillPasses / hostToDeviceBandwidth(d);
    }
    p.fixed = kGpuJobStartupSeconds;
    finish(e, p);
    return e;
}

} // namespace

bool modelledEtlOperation(std::string_view operation) {
    for (const std::string_view known :
         {"scan", "filter", "aggregate", "group_by", "groupby", "join", "sort", "udf"})
        if (operation == known)
            return true;
    return false;
}

EtlEstimate estimateEtl(const DataPrepSpec& spec, const Device& device, int count) {
    double rows = std::isfinite(spec.rows) ? std::max(0.0, spec.rows) : 0.0;
    double bytes = std::isfinite(spec.bytes) ? std::max(0.0, spec.bytes) : 0.0;
    if (bytes <= 0)
        bytes = rows * kDefaultBytesPerRow;
    if (rows <= 0)
        rows = bytes / kDefaultBytesPerRow;
    // Nothing to process: no time (no start-up is charged for an empty job), no memory.
    if (rows <= 0 && bytes <= 0)
        return {};
    count = std::max(1, count);
    const Op op = opOf(spec.operation);
    return device.kind == DeviceKind::Gpu ? onGpu(op, rows, bytes, device, count)
                                          : onCpu(op, rows, bytes, device, count);
}

} // namespace rightsize

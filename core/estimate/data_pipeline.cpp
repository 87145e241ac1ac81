#include "core/estimate/data_pipeline.h"

#include <algorithm>
#include <limits>

namespace rightsize {
namespace {

// Shares of the nominal bandwidth a loader reads at: object stores serve many parallel ranged
// GETs well below the NIC's rate; local NVMe and network file systems stream closer to theirs.
constexpr double kObjectStoreShare = 0.5;
constexpr double kNvmeShare = 0.8;
constexpr double kNetworkFsBytesPerSecond = 1.0e9; // a shared NFS/Lustre client, per host
// Raw bytes of one sample when the scenario does not say: text at about 4 bytes a token, an
// image as a compressed file (ImageNet JPEGs average about 110 KB at their native sizes).
constexpr double kBytesPerToken = 4;
constexpr double kCompressedImageBytes = 110e3;

} // namespace

double DataSupply::samplesPerSecond() const {
    double s = std::numeric_limits<double>::infinity();
    if (storageSamplesPerSecond > 0)
        s = std::min(s, storageSamplesPerSecond);
    if (cpuSamplesPerSecond > 0)
        s = std::min(s, cpuSamplesPerSecond);
    return s == std::numeric_limits<double>::infinity() ? 0 : s;
}

Bottleneck DataSupply::limitedBy() const {
    if (cpuSamplesPerSecond > 0 &&
        (storageSamplesPerSecond <= 0 || cpuSamplesPerSecond <= storageSamplesPerSecond))
        return Bottleneck::CpuPrep;
    return Bottleneck::Storage;
}

DataSupply estimateDataSupply(const ResolvedWorkload& r, const Device& d, int count) {
    DataSupply s;
    const Workload& w = r.w;
    const int n = std::max(1, count);
    s.bytesPerSample = w.dataset.bytesPerSample > 0                ? w.dataset.bytesPerSample
                       : r.m.transformer && w.model.patchSize == 0 ? r.seqLen * kBytesPerToken
                       : (w.model.architecture == Architecture::Cnn || w.model.patchSize > 0)
                           ? kCompressedImageBytes
                           : 0;
    double perDevice = 0;
    Storage storage = w.pipeline.storage;
    if (w.pipeline.cacheLocal && d.localNvmeBandwidth > 0 && w.dataset.epochs > 1)
        storage = Storage::LocalNvme; // after the first epoch; the first is read remotely
    switch (storage) {
    case Storage::ObjectStore:
        perDevice = d.networkBandwidth * kObjectStoreShare;
        break;
    case Storage::LocalNvme:
        perDevice = d.localNvmeBandwidth * kNvmeShare;
        break;
    case Storage::NetworkFs:
        perDevice = kNetworkFsBytesPerSecond / std::max(1, std::min(n, d.devicesPerNode));
        break;
    case Storage::Memory:
        perDevice = 0;
        break;
    }
    s.storageBytesPerSecond = perDevice;
    if (perDevice > 0 && s.bytesPerSample > 0)
        s.storageSamplesPerSecond = perDevice * n / s.bytesPerSample;

    if (w.pipeline.prepMsPerSamplePerCore > 0) {
        // A GPU's host gives it a share of its vCPUs (two per core); one is kept for the
        // training process itself.
        const int hostCores =
            d.kind == DeviceKind::Gpu ? std::max(1, d.vcpus / 2) : std::max(1, d.physicalCores);
        s.workersPerDevice =
            std::clamp(w.pipeline.loaderWorkers, 1,
                       std::max(1, hostCores - (d.kind == DeviceKind::Gpu ? 1 : 0)));
        s.cpuSamplesPerSecond = s.workersPerDevice * 1000.0 / w.pipeline.prepMsPerSamplePerCore * n;
    }
    return s;
}

} // namespace rightsize

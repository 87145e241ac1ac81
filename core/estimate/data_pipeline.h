#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/model/enums.h"

namespace rightsize {

// What the input pipeline can supply to `count` devices: storage reads and CPU preprocessing
// (decode, augment, tokenise) by the loader workers on the hosts' CPUs.
struct DataSupply {
    double storageSamplesPerSecond = 0; // 0 = not limiting
    double cpuSamplesPerSecond = 0;     // 0 = not limiting
    double bytesPerSample = 0;
    int workersPerDevice = 0;         // loader workers the host can actually run
    double storageBytesPerSecond = 0; // per device
    double samplesPerSecond() const;  // the slower side; 0 = not limiting
    Bottleneck limitedBy() const;     // Storage or CpuPrep
};

DataSupply estimateDataSupply(const ResolvedWorkload& r, const Device& device, int count);

} // namespace rightsize

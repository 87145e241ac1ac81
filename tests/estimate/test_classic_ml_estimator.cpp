// Time and memory models of classic ML (histogram boosting, linear models) and ETL on CPUs and
// GPUs. Devices are built by hand from tests/data/hardware.csv so that the tests do not depend
// on the built-in catalog.
#include "core/estimate/classic_ml_estimator.h"
#include "core/estimate/etl_estimator.h"

#include <QTest>
#include <cmath>

using namespace rightsize;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

Device cpuInstance(const char* id, int vcpus, double ramGib, const char* family) {
    // Sapphire Rapids instances (AWS m7i/c7i/r7i): 2 vCPUs per core, ~3.2 GHz all-core,
    // AVX-512 with 2 FMA units, ~100 GB/s for a 16-core share of the socket, 12.5 Gb/s network
    // at 32 vCPUs, EBS only (no local NVMe).
    Device d;
    d.id = id;
    d.kind = DeviceKind::Cpu;
    d.vcpus = vcpus;
    d.physicalCores = vcpus / 2;
    d.clockGhz = 3.2;
    d.simdBits = 512;
    d.fmaUnits = 2;
    d.memoryBytes = ramGib * kGiB;
    d.memoryBandwidth = 100e9 * (vcpus / 32.0);
    d.networkBandwidth = 12.5e9 / 8;
    d.family = family;
    return d;
}

Device m7i() {
    return cpuInstance("m7i.8xlarge", 32, 128, "general");
}
Device c7i() {
    return cpuInstance("c7i.8xlarge", 32, 64, "compute");
}
Device r7i() {
    return cpuInstance("r7i.8xlarge", 32, 256, "memory");
}

Device h100Pcie() {
    Device d;
    d.id = "h100-pcie-80gb";
    d.kind = DeviceKind::Gpu;
    d.memoryBytes = 80 * kGiB;
    d.memoryBandwidth = 2000e9;
    d.peakFlops[static_cast<std::size_t>(ComputeDtype::Fp32)] = 51e12;
    d.intraNodeBandwidth = 64e9; // PCIe Gen5 x16, one direction
    d.vcpus = 26;                // host share of a 1-GPU cloud instance
    d.networkBandwidth = 25e9 / 8;
    return d;
}

ClassicMlSpec xgb(double rows, double features = 8, int trees = 100, int depth = 10) {
    ClassicMlSpec s;
    s.algorithm = "xgboost_hist";
    s.rows = rows;
    s.features = features;
    s.trees = trees;
    s.depth = depth;
    return s;
}

bool finite(const ClassicMlEstimate& e) {
    return std::isfinite(e.seconds.expected) && std::isfinite(e.seconds.low) &&
           std::isfinite(e.seconds.high) && std::isfinite(e.memoryBytes) &&
           std::isfinite(e.computeSeconds) && std::isfinite(e.memorySeconds) &&
           std::isfinite(e.fixedSeconds);
}

bool finite(const EtlEstimate& e) {
    return std::isfinite(e.seconds.expected) && std::isfinite(e.seconds.low) &&
           std::isfinite(e.seconds.high) && std::isfinite(e.memoryBytes) &&
           std::isfinite(e.scanSeconds) && std::isfinite(e.shuffleSeconds) &&
           std::isfinite(e.computeSeconds);
}

} // namespace

class TestClassicMlEstimator : public QObject {
    Q_OBJECT
private slots:
    void smallDataIsFasterOnCpu() {
        // 0.1M rows: the GPU's start-up and per-level launch costs outweigh its histogram speed.
        const auto cpu = estimateClassicMl(xgb(1e5), m7i(), 1);
        const auto gpu = estimateClassicMl(xgb(1e5), h100Pcie(), 1);
        QVERIFY2(cpu.seconds.expected < gpu.seconds.expected,
                 qPrintable(QStringLiteral("cpu %1 s, gpu %2 s")
                                .arg(cpu.seconds.expected)
                                .arg(gpu.seconds.expected)));
        QVERIFY(gpu.fixedSeconds > gpu.computeSeconds);
    }

    void tenMillionRowsAboutSixTimesFasterOnH100() {
        const auto cpu = estimateClassicMl(xgb(1e7), m7i(), 1);
        const auto gpu = estimateClassicMl(xgb(1e7), h100Pcie(), 1);
        const double ratio = cpu.seconds.expected / gpu.seconds.expected;
        QVERIFY2(ratio >= 4.0 && ratio <= 8.0, qPrintable(QStringLiteral("ratio %1").arg(ratio)));
    }

    void crossoverLiesBetweenSmallAndLargeData() {
        // Somewhere between 0.1M and 10M rows the GPU overtakes the CPU, exactly once.
        int crossings = 0;
        bool gpuAhead = false;
        for (double rows = 1e5; rows <= 1e7 * 1.001; rows *= 1.25) {
            const bool ahead = estimateClassicMl(xgb(rows), h100Pcie(), 1).seconds.expected <
                               estimateClassicMl(xgb(rows), m7i(), 1).seconds.expected;
            if (ahead != gpuAhead)
                ++crossings;
            gpuAhead = ahead;
        }
        QCOMPARE(crossings, 1);
        QVERIFY(gpuAhead);
    }

    void monotonicInRowsTreesAndDepth() {
        for (const Device& d : {m7i(), h100Pcie()}) {
            double last = 0;
            for (double rows : {1e3, 1e4, 1e5, 1e6, 1e7, 1e8}) {
                const double t = estimateClassicMl(xgb(rows), d, 1).seconds.expected;
                QVERIFY2(t > last, qPrintable(QStringLiteral("%1 rows on %2")
                                                  .arg(rows)
                                                  .arg(QString::fromStdString(d.id))));
                last = t;
            }
            last = 0;
            for (int trees : {1, 10, 100, 1000}) {
                const double t = estimateClassicMl(xgb(1e6, 8, trees), d, 1).seconds.expected;
                QVERIFY(t > last);
                last = t;
            }
            last = 0;
            for (int depth : {1, 2, 4, 6, 8, 10, 12}) {
                const double t = estimateClassicMl(xgb(1e6, 8, 100, depth), d, 1).seconds.expected;
                QVERIFY(t > last);
                last = t;
            }
            last = 0;
            for (double features : {1.0, 8.0, 50.0, 500.0}) {
                const double t = estimateClassicMl(xgb(1e6, features), d, 1).seconds.expected;
                QVERIFY(t > last);
                last = t;
            }
        }
    }

    void rangeBracketsTheExpectedValue() {
        for (const Device& d : {m7i(), h100Pcie()})
            for (double rows : {1e5, 1e7}) {
                const auto e = estimateClassicMl(xgb(rows), d, 1);
                QVERIFY(e.seconds.low < e.seconds.expected);
                QVERIFY(e.seconds.expected < e.seconds.high);
            }
    }

    void memoryFormulaByHand() {
        // 10M rows × 8 features: quantised 1 byte per value + 8-byte gradient pair per row; the
        // CPU host also holds the raw float32 matrix.
        const double rows = 1e7, features = 8;
        const double quantised = rows * features * 1.0;
        const double gradients = rows * 8.0;
        const double raw = rows * features * 4.0;
        QCOMPARE(estimateClassicMl(xgb(rows, features), h100Pcie(), 1).memoryBytes,
                 quantised + gradients);
        QCOMPARE(estimateClassicMl(xgb(rows, features), m7i(), 1).memoryBytes,
                 quantised + gradients + raw);
        // Rows are split across devices.
        QCOMPARE(estimateClassicMl(xgb(rows, features), h100Pcie(), 4).memoryBytes,
                 (quantised + gradients) / 4);
        QCOMPARE(classicMlMemoryBytes(xgb(rows, features), DeviceKind::Cpu, 1),
                 quantised + gradients + raw);
    }

    void histogramPassesUseTheSubtractionTrick() {
        QCOMPARE(histogramPassesPerTree(0), 0.0);
        QCOMPARE(histogramPassesPerTree(1), 1.0);
        // Each level after the root builds only the smaller child: fewer than one pass per level.
        QVERIFY(histogramPassesPerTree(10) > 1.0);
        QVERIFY(histogramPassesPerTree(10) < 10.0);
    }

    void moreDevicesShortenLargeJobs() {
        const auto one = estimateClassicMl(xgb(1e8), h100Pcie(), 1);
        const auto four = estimateClassicMl(xgb(1e8), h100Pcie(), 4);
        QVERIFY(four.seconds.expected < one.seconds.expected);
        QVERIFY(four.seconds.expected > one.seconds.expected / 4 * 0.9);
    }

    void otherBoostingLibrariesShareTheModel() {
        ClassicMlSpec s = xgb(1e7);
        const double base = estimateClassicMl(s, m7i(), 1).seconds.expected;
        s.algorithm = "lightgbm";
        QVERIFY(estimateClassicMl(s, m7i(), 1).seconds.expected < base);
        s.algorithm = "catboost";
        QVERIFY(estimateClassicMl(s, m7i(), 1).seconds.expected > base);
    }

    void linearModelsGainOnGpuOnlyOnLargeData() {
        ClassicMlSpec s;
        s.algorithm = "logistic_regression";
        s.trees = 100; // solver iterations
        s.features = 20;
        s.rows = 1e5;
        QVERIFY(estimateClassicMl(s, m7i(), 1).seconds.expected <
                estimateClassicMl(s, h100Pcie(), 1).seconds.expected);
        s.rows = 1e8;
        s.features = 100;
        const auto cpu = estimateClassicMl(s, m7i(), 1);
        const auto gpu = estimateClassicMl(s, h100Pcie(), 1);
        QVERIFY(gpu.seconds.expected < cpu.seconds.expected);
        // A matrix-vector product streams the matrix: memory-bound on the CPU at this size.
        QVERIFY(cpu.bottleneck == Bottleneck::MemoryBandwidth);
        // float64 matrix on the CPU host: 8 bytes per value plus three per-row vectors.
        QCOMPARE(cpu.memoryBytes, 1e8 * 100 * 8.0 + 1e8 * 3 * 8.0);
        s.algorithm = "linear";
        QVERIFY(estimateClassicMl(s, m7i(), 1).seconds.expected > 0);
    }

    void degenerateInputsGiveZero() {
        for (const Device& d : {m7i(), h100Pcie(), Device{}}) {
            for (const ClassicMlSpec& s : {xgb(0), xgb(1e6, 0), xgb(-5, 8), xgb(std::nan(""), 8)}) {
                const auto e = estimateClassicMl(s, d, 1);
                QVERIFY(finite(e));
                QCOMPARE(e.seconds.expected, 0.0);
                QCOMPARE(e.seconds.high, 0.0);
                QCOMPARE(e.memoryBytes, 0.0);
            }
            // Zero trees: only the one-off start-up remains; zero or negative count means one
            // device.
            QVERIFY(finite(estimateClassicMl(xgb(1e6, 8, 0), d, 1)));
            QVERIFY(finite(estimateClassicMl(xgb(1e6, 8, 100, 0), d, 0)));
            QVERIFY(finite(estimateClassicMl(xgb(1e6), d, -3)));
            // A device with every field empty still gives finite, positive numbers.
            QVERIFY(estimateClassicMl(xgb(1e6), d, 1).seconds.expected > 0);

            DataPrepSpec etl;
            QVERIFY(finite(estimateEtl(etl, d, 1)));
            QCOMPARE(estimateEtl(etl, d, 1).seconds.expected, 0.0);
            QCOMPARE(estimateEtl(etl, d, 1).memoryBytes, 0.0);
            etl.rows = 1e6;
            for (const char* op :
                 {"scan", "filter", "aggregate", "join", "sort", "udf", "unknown"}) {
                etl.operation = op;
                const auto e = estimateEtl(etl, d, 1);
                QVERIFY(finite(e));
                QVERIFY(e.seconds.expected > 0);
            }
        }
    }

    void etlSpillsOnSmallRamNotOnMemoryOptimised() {
        // A 60 GB join holds ~120 GB: more than a 64 GiB compute-optimised instance can use,
        // within a 256 GiB memory-optimised one.
        DataPrepSpec s;
        s.rows = 6e8;
        s.bytes = 60e9;
        s.operation = "join";
        const auto compute = estimateEtl(s, c7i(), 1);
        const auto memory = estimateEtl(s, r7i(), 1);
        QVERIFY(compute.spills);
        QVERIFY(!memory.spills);
        QVERIFY(compute.bottleneck == Bottleneck::Storage);
        // Spilling is much slower: the memory-optimised instance wins by far more than its
        // higher hourly price (about 1.5× the compute-optimised one).
        QVERIFY2(compute.seconds.expected > 3.0 * memory.seconds.expected,
                 qPrintable(QStringLiteral("c7i %1 s, r7i %2 s")
                                .arg(compute.seconds.expected)
                                .arg(memory.seconds.expected)));
        // Streaming operators never spill, whatever the size.
        s.operation = "scan";
        s.bytes = 1e12;
        QVERIFY(!estimateEtl(s, c7i(), 1).spills);
    }

    void etlScalesWithData() {
        for (const char* op : {"scan", "filter", "aggregate", "join", "sort", "udf"}) {
            DataPrepSpec s;
            s.operation = op;
            double last = 0;
            for (double rows : {1e6, 1e7, 1e8, 1e9}) {
                s.rows = rows;
                s.bytes = rows * 100;
                const auto e = estimateEtl(s, m7i(), 1);
                QVERIFY(e.seconds.low <= e.seconds.expected &&
                        e.seconds.expected <= e.seconds.high);
                QVERIFY2(e.seconds.expected > last, op);
                last = e.seconds.expected;
            }
        }
    }

    void udfIsNotAcceleratedByGpu() {
        DataPrepSpec s;
        s.rows = 1e8;
        s.bytes = 10e9;
        s.operation = "udf";
        const auto cpu = estimateEtl(s, m7i(), 1);
        const auto gpu = estimateEtl(s, h100Pcie(), 1);
        QVERIFY(gpu.seconds.expected >= cpu.seconds.expected);
        QVERIFY(cpu.bottleneck == Bottleneck::Compute);

        // With the data local to both (no object-store read), the GPU speeds up a join that fits
        // its memory but not the UDF.
        Device cpuLocal = m7i();
        Device gpuLocal = h100Pcie();
        cpuLocal.networkBandwidth = 0;
        gpuLocal.networkBandwidth = 0;
        s.operation = "join";
        const double joinGain = estimateEtl(s, cpuLocal, 1).seconds.expected /
                                estimateEtl(s, gpuLocal, 1).seconds.expected;
        s.operation = "udf";
        const double udfGain = estimateEtl(s, cpuLocal, 1).seconds.expected /
                               estimateEtl(s, gpuLocal, 1).seconds.expected;
        QVERIFY2(udfGain <= 1.0, qPrintable(QString::number(udfGain)));
        QVERIFY(joinGain > udfGain);
    }

    void gpuEtlSpillsBeyondDeviceMemory() {
        DataPrepSpec s;
        s.bytes = 100e9; // a 200 GB working set on an 80 GB card
        s.operation = "sort";
        QVERIFY(estimateEtl(s, h100Pcie(), 1).spills);
        s.bytes = 10e9;
        QVERIFY(!estimateEtl(s, h100Pcie(), 1).spills);
    }

    void moreInstancesSpreadTheWorkingSet() {
        DataPrepSpec s;
        s.bytes = 60e9;
        s.operation = "join";
        QVERIFY(estimateEtl(s, c7i(), 1).spills);
        const auto four = estimateEtl(s, c7i(), 4);
        QVERIFY(!four.spills);
        QVERIFY(four.shuffleSeconds > 0);
        QVERIFY(four.seconds.expected < estimateEtl(s, c7i(), 1).seconds.expected);
    }
};

QTEST_APPLESS_MAIN(TestClassicMlEstimator)
#include "test_classic_ml_estimator.moc"

// Gradient-boosted-tree training time on CPUs and GPUs against the XGBoost rows of
// tests/data/cpu_vs_gpu.csv. (The MLPerf inference rows of the same file belong to the time
// validation suite.)
#include "core/catalog.h"
#include "core/classic_ml_estimator.h"
#include "validation_report.h"

#include <QFile>
#include <QTest>
#include <QTextStream>

#include <cmath>
#include <map>
#include <string>

using namespace rightsize;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kTolerance = 0.25;

// Stand-ins from tests/data/hardware.csv, used when the built-in catalog lacks a device.
Device handBuilt(const std::string& id)
{
    Device d;
    d.id = id;
    const auto fp32 = static_cast<std::size_t>(ComputeDtype::Fp32);
    if (id == "cpu-32vcpu-general") {
        // AWS m7i.8xlarge: 16 cores of a Xeon 8488C (Sapphire Rapids) at ~3.2 GHz all-core,
        // AVX-512 with 2 FMA units, ~100 GB/s for its share of the socket, 128 GiB.
        d.kind = DeviceKind::Cpu;
        d.vcpus = 32;
        d.physicalCores = 16;
        d.clockGhz = 3.2;
        d.simdBits = 512;
        d.fmaUnits = 2;
        d.memoryBytes = 128 * kGiB;
        d.memoryBandwidth = 100e9;
        d.networkBandwidth = 12.5e9 / 8;
    } else if (id == "cpu-desktop-ryzen7-2700") {
        // 8 Zen+ cores at 3.2 GHz; AVX2 runs as two 128-bit halves, i.e. 128-bit × 2 FMA;
        // dual-channel DDR4-2933 ≈ 47 GB/s.
        d.kind = DeviceKind::Cpu;
        d.vcpus = 16;
        d.physicalCores = 8;
        d.clockGhz = 3.2;
        d.simdBits = 128;
        d.fmaUnits = 2;
        d.memoryBytes = 32 * kGiB;
        d.memoryBandwidth = 47e9;
    } else if (id == "h100-pcie-80gb") {
        d.kind = DeviceKind::Gpu;
        d.memoryBytes = 80 * kGiB;
        d.memoryBandwidth = 2000e9;
        d.peakFlops[fp32] = 51e12;
        d.intraNodeBandwidth = 64e9; // PCIe Gen5 x16
        d.vcpus = 26;
    } else if (id == "gtx-1080-ti-11gb") {
        d.kind = DeviceKind::Gpu;
        d.memoryBytes = 11 * kGiB;
        d.memoryBandwidth = 484e9;
        d.peakFlops[fp32] = 11.3e12;
        d.intraNodeBandwidth = 16e9; // PCIe Gen3 x16
        d.vcpus = 8;
    }
    return d;
}

struct Row {
    const char* id;
    const char* device;
    double rows;
    double features;
    int trees;
    int depth;
    double published; // seconds
    const char* source;
};

// The airline data set has 8 raw columns; the benchmark one-hot encodes the categorical ones,
// which gives a sparse matrix with 8 non-zero values per row and, over all columns, about as
// many histogram bins as 8 dense features with 256 bins. So the per-row work is that of 8
// features. benchmark_tree.py trains on 1M × (1 − 0.25 test share) = 750k rows with XGBoost's
// default depth 6.
const Row kRows[] = {
    {"CG-XGB-10M-m7i.8xlarge", "cpu-32vcpu-general", 10e6, 8, 100, 10, 22.324,
     "szilard/GBM-perf analysis/2024_updates/results.txt (airline 10M, 100 trees, depth 10)"},
    {"CG-XGB-10M-gpu_1x_h100_", "h100-pcie-80gb", 10e6, 8, 100, 10, 3.635,
     "szilard/GBM-perf analysis/2024_updates/results.txt (airline 10M, 100 trees, depth 10)"},
    {"CG-XGB-DOC2022-CPU", "cpu-desktop-ryzen7-2700", 750e3, 50, 500, 6, 36.01,
     "dmlc/xgboost doc/gpu/index.rst at 1b6538b4e (benchmark_tree.py, hist)"},
    {"CG-XGB-DOC2022-GPU", "gtx-1080-ti-11gb", 750e3, 50, 500, 6, 12.57,
     "dmlc/xgboost doc/gpu/index.rst at 1b6538b4e (benchmark_tree.py, gpu_hist)"},
};

} // namespace

class TestCpuVsGpuValidation : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    std::map<std::string, double> m_published; // from the CSV, to check the table above
    ValidationReport m_report{QStringLiteral("cpu_vs_gpu_validation")};

    // The catalog device when the built-in catalog has it, else the hand-built stand-in.
    Device device(const std::string& id, QString* origin) const
    {
        if (const Device* d = m_catalog.device(id)) {
            *origin = QStringLiteral("catalog");
            return *d;
        }
        *origin = QStringLiteral("hand-built");
        return handBuilt(id);
    }

private slots:
    void initTestCase()
    {
        m_catalog = loadBuiltinCatalog();
        QFile f(QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/cpu_vs_gpu.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
        QTextStream in(&f);
        const QString header = in.readLine();
        const int valueColumn = header.split(QLatin1Char(',')).indexOf(QStringLiteral("value"));
        QVERIFY(valueColumn > 0);
        while (!in.atEnd()) {
            const QString line = in.readLine();
            if (!line.startsWith(QStringLiteral("CG-XGB")))
                continue;
            // Split on commas outside quotes.
            QStringList cells;
            QString cell;
            bool quoted = false;
            for (const QChar c : line) {
                if (c == QLatin1Char('"'))
                    quoted = !quoted;
                else if (c == QLatin1Char(',') && !quoted) {
                    cells << cell;
                    cell.clear();
                } else
                    cell += c;
            }
            cells << cell;
            if (cells.size() > valueColumn)
                m_published[cells[0].toStdString()] = cells[valueColumn].toDouble();
        }
    }

    void publishedValuesMatchTheCsv()
    {
        for (const Row& r : kRows) {
            QVERIFY2(m_published.count(r.id), r.id);
            QCOMPARE(m_published.at(r.id), r.published);
        }
    }

    void xgboostTrainingTime_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kRows)); ++i)
            QTest::newRow(kRows[i].id) << i;
    }

    void xgboostTrainingTime()
    {
        QFETCH(int, index);
        const Row& r = kRows[index];
        QString origin;
        const Device d = device(r.device, &origin);
        ClassicMlSpec s;
        s.algorithm = "xgboost_hist";
        s.rows = r.rows;
        s.features = r.features;
        s.trees = r.trees;
        s.depth = r.depth;
        const ClassicMlEstimate e = estimateClassicMl(s, d, 1);
        const double error = (e.seconds.expected - r.published) / r.published;
        m_report.add({QString::fromLatin1(r.id),
                      QStringLiteral("XGBoost hist %1 rows × %2, %3 trees depth %4 on %5 (%6)")
                          .arg(r.rows).arg(r.features).arg(r.trees).arg(r.depth)
                          .arg(QString::fromLatin1(r.device), origin),
                      r.published, e.seconds.expected, QStringLiteral("s"), kTolerance, QString::fromLatin1(r.source)});
        QTextStream(stdout) << QStringLiteral("%1  %2 (%3)  published %4 s  predicted %5 s [%6–%7]  error %8%  (±%9%)  %10\n")
                                   .arg(QString::fromLatin1(r.id), -26)
                                   .arg(QString::fromLatin1(r.device), origin)
                                   .arg(r.published, 0, 'f', 2)
                                   .arg(e.seconds.expected, 0, 'f', 2)
                                   .arg(e.seconds.low, 0, 'f', 2)
                                   .arg(e.seconds.high, 0, 'f', 2)
                                   .arg(100 * error, 0, 'f', 1)
                                   .arg(100 * kTolerance, 0, 'f', 0)
                                   .arg(QString::fromLatin1(r.source));
        QVERIFY2(std::abs(error) <= kTolerance,
                 qPrintable(QStringLiteral("%1: predicted %2 s vs published %3 s").arg(QString::fromLatin1(r.id)).arg(e.seconds.expected).arg(r.published)));
    }

    void gpuSpeedupMatchesPublishedRatios()
    {
        // The published speed-ups: 6.1× (H100 vs m7i.8xlarge, 10M rows) and 2.9× (GTX 1080 Ti vs
        // Ryzen 7 2700, 750k rows); the predicted ones within ±35% (two ±25% figures combined).
        const auto seconds = [&](int i) {
            QString origin;
            ClassicMlSpec s;
            s.rows = kRows[i].rows;
            s.features = kRows[i].features;
            s.trees = kRows[i].trees;
            s.depth = kRows[i].depth;
            return estimateClassicMl(s, device(kRows[i].device, &origin), 1).seconds.expected;
        };
        for (const auto& [cpu, gpu] : {std::pair{0, 1}, std::pair{2, 3}}) {
            const double published = kRows[cpu].published / kRows[gpu].published;
            const double predicted = seconds(cpu) / seconds(gpu);
            QTextStream(stdout) << QStringLiteral("speed-up %1 vs %2: published %3×, predicted %4×\n")
                                       .arg(QString::fromLatin1(kRows[gpu].device), QString::fromLatin1(kRows[cpu].device))
                                       .arg(published, 0, 'f', 2)
                                       .arg(predicted, 0, 'f', 2);
            QVERIFY(std::abs(predicted / published - 1) <= 0.35);
        }
    }

    void cleanupTestCase() { m_report.write(); }
};

QTEST_APPLESS_MAIN(TestCpuVsGpuValidation)
#include "test_cpu_vs_gpu_validation.moc"

#include "core/catalog/builtin_catalog.h"
#include "core/estimate/model_shape.h"
#include "core/model/catalog.h"
#include "core/scenario/model_shape_json.h"

#include <QFile>
#include <QTest>
#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace rightsize;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// The first number in a CSV value cell ("300-350" -> 300, "NVLink4 900 GB/s" -> 4 is avoided by
// the callers, which only read plain numeric cells).
double firstNumber(const QString& cell) {
    QString digits;
    for (const QChar c : cell) {
        if (c.isDigit() || c == QLatin1Char('.'))
            digits += c;
        else if (!digits.isEmpty())
            break;
    }
    return digits.toDouble();
}

// Splits one CSV line, honouring double quotes (the validation files quote cells with commas).
QStringList splitCsvLine(const QString& line) {
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('"')) {
            if (quoted && i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else {
                quoted = !quoted;
            }
        } else if (c == QLatin1Char(',') && !quoted) {
            cells << cell;
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell;
    return cells;
}

// id -> value cell of tests/data/hardware.csv.
std::map<QString, QString> hardwareCsvValues() {
    std::map<QString, QString> values;
    QFile file(QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/hardware.csv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return values;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    int idColumn = -1, valueColumn = -1;
    for (const QString& line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        const QStringList cells = splitCsvLine(line);
        if (idColumn < 0) {
            idColumn = int(cells.indexOf(QStringLiteral("id")));
            valueColumn = int(cells.indexOf(QStringLiteral("value")));
            continue;
        }
        if (idColumn < cells.size() && valueColumn < cells.size())
            values[cells.at(idColumn)] = cells.at(valueColumn);
    }
    return values;
}

const Catalog& builtin() {
    static const Catalog catalog = loadBuiltinCatalog();
    return catalog;
}

bool hasErrorAt(const std::vector<FieldError>& errors, const std::string& path) {
    for (const auto& e : errors)
        if (e.path == path)
            return true;
    return false;
}

QString describe(const std::vector<FieldError>& errors) {
    QString text;
    for (const auto& e : errors)
        text += q(e.path) + QStringLiteral(": ") + q(e.message) + QLatin1Char('\n');
    return text;
}

const char* kMinimalDevice = R"({"id": "x", "name": "X", "kind": "gpu", "memory_gib": 16,
    "memory_bandwidth_gb_s": 300, "peak_tflops": {"fp32": 10},
    "prices": {"on_demand": {"usd_per_hour": 1, "date": "2025-01-01", "source": "test"}},
    "source": "test"})";

std::string devicesDoc(const std::string& items, int version = 1) {
    return R"({"format": "rightsize-catalog-devices", "version": )" + std::to_string(version) +
           R"(, "devices": [)" + items + "]}";
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void builtinCatalogLoadsWithoutErrors() {
        const auto result =
            parseCatalog(builtinCatalogText("devices.json"), builtinCatalogText("models.json"),
                         builtinCatalogText("scenarios.json"));
        QVERIFY2(result.errors.empty(), qPrintable(describe(result.errors)));
        QVERIFY(result.catalog.devices.size() >= 23);
        QVERIFY(result.catalog.models.size() >= 21);
    }

    void requiredIdsExist_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("isDevice");
        for (const char* id : {"t4-16gb",
                               "l4-24gb",
                               "a10-24gb",
                               "a10g-24gb",
                               "v100-16gb",
                               "v100-32gb",
                               "a100-40gb",
                               "a100-sxm-80gb",
                               "a100-pcie-80gb",
                               "h100-sxm-80gb",
                               "h100-pcie-80gb",
                               "h200-141gb",
                               "b200-180gb",
                               "rtx-3090-24gb",
                               "rtx-4090-24gb",
                               "rtx-3090-ti-24gb",
                               "gtx-1080-ti-11gb",
                               "cpu-8vcpu-compute",
                               "cpu-32vcpu-general",
                               "cpu-64vcpu-compute",
                               "cpu-96vcpu-memory",
                               "cpu-2s-sapphire-rapids-8480",
                               "cpu-desktop-ryzen7-2700",
                               "h800-sxm-80gb",
                               "h100-nvl-94gb",
                               "l40s-48gb",
                               "rtx-6000-ada-48gb",
                               "rtx-a6000-48gb",
                               "mi300x-192gb",
                               "cpu-64vcpu-arm-graviton4",
                               "cpu-64vcpu-amd-genoa"})
            QTest::newRow(id) << QString::fromLatin1(id) << true;
        for (const char* id : {"bert-base-uncased",
                               "bert-large-uncased",
                               "gpt2",
                               "llama-2-7b",
                               "llama-2-13b",
                               "llama-2-70b",
                               "llama-3-8b",
                               "llama-3-70b",
                               "mistral-7b",
                               "resnet-50",
                               "vit-b-16",
                               "distilbert-base",
                               "opt-13b",
                               "mpt-1b",
                               "mpt-7b",
                               "mpt-13b",
                               "mpt-30b",
                               "llama-1-7b",
                               "llama-1-65b",
                               "gpt3-175b",
                               "gpt3-5b",
                               "llama-3.1-8b",
                               "llama-3.1-70b",
                               "llama-3.1-405b",
                               "qwen3-8b",
                               "qwen3-32b",
                               "qwen3-30b-a3b",
                               "qwen3-235b-a22b",
                               "mixtral-8x7b",
                               "deepseek-v3",
                               "kimi-k2",
                               "gpt-oss-20b",
                               "gpt-oss-120b",
                               "gemma-3-27b"})
            QTest::newRow(id) << QString::fromLatin1(id) << false;
    }
    void requiredIdsExist() {
        QFETCH(QString, id);
        QFETCH(bool, isDevice);
        const std::string key = id.toStdString();
        if (isDevice)
            QVERIFY(builtin().device(key) != nullptr);
        else
            QVERIFY(builtin().model(key) != nullptr);
    }

    void everyDeviceIsComplete() {
        for (const Device& d : builtin().devices) {
            const QByteArray id = QByteArray::fromStdString(d.id);
            QVERIFY2(d.memoryBytes > 0, id);
            QVERIFY2(d.memoryBandwidth > 0, id);
            QVERIFY2(d.peak(ComputeDtype::Fp32) > 0, id);
            QVERIFY2(d.sustainedFraction > 0 && d.sustainedFraction <= 1, id);
            // A device without a known price says so in its on-demand source
            // (test_catalog_prices checks every quote).
            QVERIFY2(!d.onDemand.source.empty(), id);
            QVERIFY2(!d.source.empty(), id);
            // Spot and reserved exist to be cheaper than on-demand.
            if (d.spot.usdPerHour > 0)
                QVERIFY2(d.spot.usdPerHour < d.onDemand.usdPerHour, id);
            if (d.reserved.usdPerHour > 0)
                QVERIFY2(d.reserved.usdPerHour < d.onDemand.usdPerHour, id);
            if (d.kind == DeviceKind::Gpu) {
                QVERIFY2(d.intraNodeBandwidth > 0 && d.interNodeBandwidth > 0, id);
                QVERIFY2(d.devicesPerNode >= 1 && d.vcpus > 0, id);
            } else {
                QVERIFY2(d.vcpus > 0 && d.physicalCores > 0 && d.clockGhz > 0, id);
            }
        }
    }

    // Sanity bands per class of GPU, wide enough for both a hyperscaler's and a neocloud's list
    // price (Lambda's A10 at $1.29, RunPod's H100 PCIe at $2.89); each edge allows 5%. A device
    // with no known price has nothing to check.
    void pricesFallInDomainBands_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        for (const char* id : {"t4-16gb", "l4-24gb", "a10-24gb", "a10g-24gb", "rtx-3090-24gb",
                               "rtx-4090-24gb", "rtx-3090-ti-24gb"})
            QTest::newRow(id) << QString::fromLatin1(id) << 0.30 << 1.5;
        for (const char* id :
             {"v100-16gb", "v100-32gb", "a100-40gb", "a100-sxm-80gb", "a100-pcie-80gb"})
            QTest::newRow(id) << QString::fromLatin1(id) << 1.5 << 4.0;
        for (const char* id : {"h100-sxm-80gb", "h100-pcie-80gb", "h200-141gb", "b200-180gb"})
            QTest::newRow(id) << QString::fromLatin1(id) << 2.5 << 12.0;
    }
    void pricesFallInDomainBands() {
        QFETCH(QString, id);
        QFETCH(double, low);
        QFETCH(double, high);
        const Device* d = builtin().device(id.toStdString());
        QVERIFY(d);
        // A device without a known price (the catalog says so in its source) has nothing to check.
        QVERIFY2(d->onDemand.known() || d->onDemand.source.rfind("No price known", 0) == 0,
                 qPrintable(id));
        QVERIFY2(!d->onDemand.known() || (d->onDemand.usdPerHour >= low * 0.95 &&
                                          d->onDemand.usdPerHour <= high * 1.05),
                 qPrintable(QString::number(d->onDemand.usdPerHour)));
    }
    void cpuPricesPerVcpuFallInBand() {
        for (const Device& d : builtin().devices) {
            if (d.kind != DeviceKind::Cpu || !d.onDemand.known())
                continue;
            const double perVcpu = d.onDemand.usdPerHour / d.vcpus;
            QVERIFY2(perVcpu >= 0.03 && perVcpu <= 0.10, d.id.c_str());
        }
    }

    // Datasheet figures of tests/data/hardware.csv. Each row names the CSV row, the
    // catalog device and field, the value the catalog must hold and the tolerance; the CSV value
    // is checked too, so the test notices when the validation data moves.
    void hardwareMatchesValidationCsv_data() {
        QTest::addColumn<QString>("csvId");
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("csvScale"); // sparse datasheet figures are halved
        QTest::addColumn<double>("tolerance");
        struct Row {
            const char* csv;
            const char* device;
            const char* field;
            double expected;
            double csvScale;
        };
        const Row rows[] = {
            {"HW-T4-01", "t4-16gb", "memory_gib", 16, 1},
            {"HW-T4-02", "t4-16gb", "bandwidth_gb_s", 320, 1},
            {"HW-T4-03", "t4-16gb", "fp32", 8.1, 1},
            {"HW-T4-04", "t4-16gb", "fp16", 65, 1},
            {"HW-T4-05", "t4-16gb", "int8", 130, 1},
            {"HW-T4-06", "t4-16gb", "int4", 260, 1},
            {"HW-T4-07", "t4-16gb", "tdp", 70, 1},
            {"HW-L4-01", "l4-24gb", "memory_gib", 24, 1},
            {"HW-L4-02", "l4-24gb", "bandwidth_gb_s", 300, 1},
            {"HW-L4-03", "l4-24gb", "fp32", 30.3, 1},
            {"HW-L4-04", "l4-24gb", "tf32", 60, 0.5},
            {"HW-L4-05", "l4-24gb", "bf16", 121, 0.5},
            {"HW-L4-06", "l4-24gb", "fp8", 242.5, 0.5},
            {"HW-L4-07", "l4-24gb", "int8", 242.5, 0.5},
            {"HW-L4-08", "l4-24gb", "tdp", 72, 1},
            {"HW-A10-01", "a10-24gb", "memory_gib", 24, 1},
            {"HW-A10-02", "a10-24gb", "bandwidth_gb_s", 600, 1},
            {"HW-A10-03", "a10-24gb", "fp32", 31.2, 1},
            {"HW-A10-04", "a10-24gb", "tdp", 150, 1},
            {"HW-A10G-01", "a10g-24gb", "memory_gib", 24, 1},
            {"HW-A10G-02", "a10g-24gb", "bandwidth_gb_s", 600, 1},
            {"HW-V100-SXM2-16GB-01", "v100-16gb", "memory_gib", 16, 1},
            {"HW-V100-SXM2-32GB-01", "v100-32gb", "memory_gib", 32, 1},
            {"HW-V100-SXM2-02", "v100-16gb", "bandwidth_gb_s", 900, 1},
            {"HW-V100-SXM2-02", "v100-32gb", "bandwidth_gb_s", 900, 1},
            {"HW-V100-SXM2-03", "v100-16gb", "fp32", 15.7, 1},
            {"HW-V100-SXM2-04", "v100-16gb", "fp16", 125, 1},
            {"HW-V100-SXM2-05", "v100-32gb", "tdp", 300, 1},
            {"HW-A100-SXM4-40GB-01", "a100-40gb", "memory_gib", 40, 1},
            {"HW-A100-SXM4-40GB-02", "a100-40gb", "bandwidth_gb_s", 1555, 1},
            {"HW-A100-SXM4-40GB-03", "a100-40gb", "tdp", 400, 1},
            {"HW-A100-SXM4-80GB-01", "a100-sxm-80gb", "memory_gib", 80, 1},
            {"HW-A100-SXM4-80GB-02", "a100-sxm-80gb", "bandwidth_gb_s", 2039, 1},
            {"HW-A100-SXM4-80GB-03", "a100-sxm-80gb", "tdp", 400, 1},
            {"HW-A100-PCIe-80GB-01", "a100-pcie-80gb", "memory_gib", 80, 1},
            {"HW-A100-PCIe-80GB-02", "a100-pcie-80gb", "bandwidth_gb_s", 1935, 1},
            {"HW-A100-PCIe-80GB-03", "a100-pcie-80gb", "tdp", 300, 1},
            {"HW-A100-05", "a100-40gb", "fp32", 19.5, 1},
            {"HW-A100-06", "a100-sxm-80gb", "tf32", 156, 1},
            {"HW-A100-07", "a100-pcie-80gb", "bf16", 312, 1},
            {"HW-A100-07", "a100-40gb", "fp16", 312, 1},
            {"HW-A100-08", "a100-sxm-80gb", "int8", 624, 1},
            {"HW-H100-SXM5-80GB-01", "h100-sxm-80gb", "memory_gib", 80, 1},
            {"HW-H100-SXM5-80GB-02", "h100-sxm-80gb", "bandwidth_gb_s", 3350, 1},
            {"HW-H100-SXM5-80GB-03", "h100-sxm-80gb", "fp32", 67, 1},
            {"HW-H100-SXM5-80GB-04", "h100-sxm-80gb", "tf32", 494.5, 1},
            {"HW-H100-SXM5-80GB-05", "h100-sxm-80gb", "bf16", 989, 1},
            {"HW-H100-SXM5-80GB-06", "h100-sxm-80gb", "fp8", 1979, 1},
            {"HW-H100-SXM5-80GB-07", "h100-sxm-80gb", "int8", 1979, 1},
            {"HW-H100-SXM5-80GB-08", "h100-sxm-80gb", "tdp", 700, 1},
            {"HW-H100-PCIe-80GB-01", "h100-pcie-80gb", "memory_gib", 80, 1},
            {"HW-H100-PCIe-80GB-02", "h100-pcie-80gb", "bandwidth_gb_s", 2000, 1},
            {"HW-H100-PCIe-80GB-03", "h100-pcie-80gb", "fp32", 51, 1},
            {"HW-H100-PCIe-80GB-04", "h100-pcie-80gb", "tf32", 378, 1},
            {"HW-H100-PCIe-80GB-05", "h100-pcie-80gb", "fp16", 756, 1},
            {"HW-H100-PCIe-80GB-06", "h100-pcie-80gb", "fp8", 1513, 1},
            {"HW-H100-PCIe-80GB-07", "h100-pcie-80gb", "int8", 1513, 1},
            {"HW-H200-01", "h200-141gb", "memory_gib", 141, 1},
            {"HW-H200-02", "h200-141gb", "bandwidth_gb_s", 4800, 1},
            {"HW-H200-03", "h200-141gb", "bf16", 989, 1},
            {"HW-H200-04", "h200-141gb", "fp8", 1979, 1},
            {"HW-H200-05", "h200-141gb", "fp32", 67, 1},
            {"HW-H200-06", "h200-141gb", "tdp", 700, 1},
            {"HW-B200-01", "b200-180gb", "memory_gib", 180, 1},
            {"HW-B200-02", "b200-180gb", "bandwidth_gb_s", 8000, 1},
            {"HW-B200-03", "b200-180gb", "tf32", 1100, 1},
            {"HW-B200-04", "b200-180gb", "bf16", 2250, 1},
            {"HW-B200-05", "b200-180gb", "fp8", 4500, 1},
            {"HW-B200-06", "b200-180gb", "int8", 4500, 1},
            {"HW-B200-08", "b200-180gb", "fp32", 80, 1},
            {"HW-B200-09", "b200-180gb", "tdp", 1000, 1},
            {"HW-4090-01", "rtx-4090-24gb", "memory_gib", 24, 1},
            {"HW-4090-02", "rtx-4090-24gb", "bandwidth_gb_s", 1008, 1},
            {"HW-4090-03", "rtx-4090-24gb", "fp32", 82.6, 1},
            {"HW-4090-04", "rtx-4090-24gb", "bf16", 165.2, 1},
            {"HW-4090-05", "rtx-4090-24gb", "tf32", 82.6, 1},
            {"HW-4090-06", "rtx-4090-24gb", "fp8", 330.3, 1},
            {"HW-4090-07", "rtx-4090-24gb", "int8", 660.6, 1},
            {"HW-4090-08", "rtx-4090-24gb", "tdp", 450, 1},
            {"HW-3090-01", "rtx-3090-24gb", "memory_gib", 24, 1},
            {"HW-3090-02", "rtx-3090-24gb", "bandwidth_gb_s", 936, 1},
            {"HW-3090-03", "rtx-3090-24gb", "tdp", 350, 1},
            {"HW-SPR8480-01", "cpu-2s-sapphire-rapids-8480", "cores_per_socket_of_2", 56, 1},
            {"HW-SPR8480-03", "cpu-2s-sapphire-rapids-8480", "bandwidth_per_socket_of_2", 307.2, 1},
        };
        for (const Row& r : rows)
            QTest::addRow("%s %s %s", r.csv, r.device, r.field)
                << QString::fromLatin1(r.csv) << QString::fromLatin1(r.device)
                << QString::fromLatin1(r.field) << r.expected << r.csvScale << 0.005;
    }
    void hardwareMatchesValidationCsv() {
        QFETCH(QString, csvId);
        QFETCH(QString, device);
        QFETCH(QString, field);
        QFETCH(double, expected);
        QFETCH(double, csvScale);
        QFETCH(double, tolerance);

        static const auto csv = hardwareCsvValues();
        const auto row = csv.find(csvId);
        QVERIFY2(row != csv.end(), "row missing from hardware.csv");
        const double csvValue = firstNumber(row->second) * csvScale;
        QVERIFY2(std::abs(csvValue - expected) <= tolerance * expected,
                 qPrintable(QStringLiteral("CSV now says ") + QString::number(csvValue)));

        const Device* d = builtin().device(device.toStdString());
        QVERIFY(d);
        double actual = 0;
        if (field == QStringLiteral("memory_gib"))
            actual = d->memoryBytes / kGiB;
        else if (field == QStringLiteral("bandwidth_gb_s"))
            actual = d->memoryBandwidth / 1e9;
        else if (field == QStringLiteral("tdp"))
            actual = d->tdpWatts;
        else if (field == QStringLiteral("cores_per_socket_of_2"))
            actual = d->physicalCores / 2.0;
        else if (field == QStringLiteral("bandwidth_per_socket_of_2"))
            actual = d->memoryBandwidth / 2e9;
        else if (const auto dtype = parseEnum<ComputeDtype>(field.toStdString()))
            actual = d->peak(*dtype) / 1e12;
        else
            QFAIL("unknown field in the test table");
        QVERIFY2(std::abs(actual - expected) <= tolerance * expected,
                 qPrintable(QStringLiteral("catalog holds ") + QString::number(actual)));
    }

    // Datasheets that list no figure mean "not supported": the catalog must say 0 there.
    void unsupportedFormatsAreZero() {
        QCOMPARE(builtin().device("v100-16gb")->peak(ComputeDtype::Bf16), 0.0);
        QCOMPARE(builtin().device("v100-16gb")->peak(ComputeDtype::Tf32), 0.0);
        QCOMPARE(builtin().device("t4-16gb")->peak(ComputeDtype::Bf16), 0.0);
        QCOMPARE(builtin().device("a100-40gb")->peak(ComputeDtype::Fp8), 0.0);
        QVERIFY(builtin().device("h100-sxm-80gb")->peak(ComputeDtype::Fp8) > 0);
    }

    void serverlessOnlyForA10AndH100() {
        for (const Device& d : builtin().devices) {
            const bool offered = d.serverless.usdPerHour > 0;
            QCOMPARE(offered, d.id == "a10-24gb" || d.id == "h100-sxm-80gb");
            if (offered)
                QVERIFY(d.serverlessStartupSeconds > 0);
        }
        QVERIFY(builtin().device("a10-24gb")->serverlessStartupSeconds < 60);
        QVERIFY(builtin().device("h100-sxm-80gb")->serverlessStartupSeconds >= 60);
    }

    void unitsAreConverted() {
        const Device* h100 = builtin().device("h100-sxm-80gb");
        QCOMPARE(h100->memoryBytes, 80.0 * kGiB);
        QCOMPARE(h100->memoryBandwidth, 3350e9);
        QCOMPARE(h100->usableMemoryBytes, 81559.0 * 1024 * 1024); // what nvidia-smi reports
        QCOMPARE(h100->intraNodeBandwidth, 450e9); // NVLink 4: 900 GB/s both ways, 450 each way
        QCOMPARE(h100->interNodeBandwidth, 50e9);  // 3200 Gb/s EFA over 8 GPUs
        QCOMPARE(h100->peak(ComputeDtype::Bf16), 989e12);
    }

    // Hand-computed: c7i.2xlarge has 4 cores at 3.2 GHz with AVX-512 (16 fp32 lanes) and two FMA
    // units: 4 x 3.2e9 x 16 x 2 x 2 = 819.2 GFLOP/s; AMX bf16 4 x 3.2e9 x 1024 = 13.1072 TFLOP/s.
    void cpuPeaksAreDerived() {
        const Device* c = builtin().device("cpu-8vcpu-compute");
        QVERIFY(c);
        QCOMPARE(c->peak(ComputeDtype::Fp32), 819.2e9);
        QCOMPARE(c->peak(ComputeDtype::Bf16), 13.1072e12);
        QCOMPARE(c->peak(ComputeDtype::Int8), 26.2144e12);
        QCOMPARE(c->peak(ComputeDtype::Tf32), 0.0);
        QCOMPARE(c->memoryBandwidth, 25.6e9); // 4 of the socket's 48 cores x 307.2 GB/s

        // Ryzen 7 2700: 8 cores x 3.2 GHz x 8 lanes x 2 x 1 FMA (AVX2 split in 128-bit halves).
        const Device* r = builtin().device("cpu-desktop-ryzen7-2700");
        QVERIFY(r);
        QCOMPARE(r->peak(ComputeDtype::Fp32), 409.6e9);
        QCOMPARE(r->peak(ComputeDtype::Bf16), 409.6e9);
        QCOMPARE(r->peak(ComputeDtype::Int8), 819.2e9);

        // An explicit peak wins over derivation, dtype by dtype.
        const std::string doc = devicesDoc(
            R"({"id": "c", "name": "C", "kind": "cpu", "memory_gib": 8, "memory_bandwidth_gb_s": 20,
                "vcpus": 4, "physical_cores": 2, "clock_ghz": 2.5, "simd_bits": 256, "fma_units": 2,
                "peak_tflops": {"int8": 1},
                "prices": {"on_demand": {"usd_per_hour": 0.1, "date": "2025-01-01", "source": "t"}},
                "source": "t"})");
        const auto result = parseCatalog(doc, {}, {});
        QVERIFY2(result.errors.empty(), qPrintable(describe(result.errors)));
        const Device& d = result.catalog.devices.at(0);
        QCOMPARE(d.peak(ComputeDtype::Fp32), 2 * 2.5e9 * 8 * 2 * 2); // 160 GFLOP/s
        QCOMPARE(d.peak(ComputeDtype::Int8), 1e12);
    }

    void modelShapesReproducePublishedCounts() {
        for (const ModelPreset& m : builtin().models) {
            QCOMPARE(m.shape.preset, m.id);
            const double derived = deriveParams(m.shape);
            if (m.shape.architecture == Architecture::Cnn) {
                QCOMPARE(m.shape.params, m.publishedParams);
                QVERIFY(m.shape.flopsPerSample > 0 && m.shape.activationBytesPerSample > 0);
                continue;
            }
            QVERIFY2(m.shape.defaultSeqLen > 0, m.id.c_str());
            // A count published to a few significant figures is a model card's rounded figure
            // (GPT-3's 175B, Qwen3's 32.8B): within 1%, or within what one figure allows (Kimi
            // K2's 1T: 5%). Every other count is exact.
            const bool rounded = std::fmod(m.publishedParams, 1e6) == 0;
            const double significant = std::floor(std::log10(m.publishedParams)) + 1;
            int figures = int(significant);
            for (double v = m.publishedParams; figures > 1 && std::fmod(v, 10) == 0; v /= 10)
                --figures;
            const double share = figures <= 1 ? 0.05 : 0.01;
            const double tolerance = rounded ? share * m.publishedParams : 0.5;
            QVERIFY2(std::abs(derived - m.publishedParams) <= tolerance,
                     qPrintable(q(m.id) + QStringLiteral(" derives ") +
                                QString::number(derived, 'f', 0)));
        }
        QCOMPARE(builtin().model("llama-2-70b")->shape.kvHeads, 8);
        QVERIFY(builtin().model("bert-base-uncased")->shape.dropout);
        QVERIFY(!builtin().model("llama-3-8b")->shape.dropout);
    }

    void malformedJsonIsAnErrorNotACrash() {
        const auto result = parseCatalog("{\"format\": ", {}, {});
        QCOMPARE(result.errors.size(), std::size_t(1));
        QCOMPARE(result.errors[0].path, std::string("$"));
        QVERIFY(result.catalog.devices.empty());

        const auto notObject = parseCatalog("[1, 2]", "42", "\"text\"");
        QCOMPARE(notObject.errors.size(), std::size_t(3));
    }

    void headerIsChecked() {
        auto newer = parseCatalog(devicesDoc(kMinimalDevice, 2), {}, {});
        QVERIFY(hasErrorAt(newer.errors, "$.version"));
        QVERIFY(newer.catalog.devices.empty());

        auto wrongFormat = parseCatalog(R"({"format": "rightsize-catalog-models", "version": 1,
                                            "devices": []})",
                                        {}, {});
        QVERIFY(hasErrorAt(wrongFormat.errors, "$.format"));

        auto ok = parseCatalog(devicesDoc(kMinimalDevice), {}, {});
        QVERIFY2(ok.errors.empty(), qPrintable(describe(ok.errors)));
        QCOMPARE(ok.catalog.devices.size(), std::size_t(1));
    }

    void badFieldsAreReportedWithTheirPaths() {
        const std::string doc =
            devicesDoc(std::string(kMinimalDevice) + "," +
                       R"({"id": "neg", "name": "N", "kind": "gpu", "memory_gib": -4,
                "memory_bandwidth_gb_s": "fast", "peak_tflops": {"fp32": 10, "fp64": 5},
                "prices": {"on_demand": {"usd_per_hour": 1, "date": "yesterday", "source": "s"},
                           "spot": 0.3},
                "source": "s", "memroy_gib": 4})" +
                       "," + R"({"id": "x", "name": "dup", "kind": "tpu", "memory_gib": 1,
                      "memory_bandwidth_gb_s": 1, "peak_tflops": {"fp32": 1},
                      "prices": {}, "source": "s"})" +
                       ", 7");
        const auto result = parseCatalog(doc, {}, {});
        const auto has = [&](const char* path) { return hasErrorAt(result.errors, path); };
        QVERIFY2(has("$.devices[1].memory_gib"), qPrintable(describe(result.errors)));
        QVERIFY(has("$.devices[1].memory_bandwidth_gb_s"));
        QVERIFY(has("$.devices[1].peak_tflops.fp64"));
        QVERIFY(has("$.devices[1].prices.on_demand.date"));
        QVERIFY(has("$.devices[1].prices.spot"));
        QVERIFY(has("$.devices[1].memroy_gib"));
        QVERIFY(has("$.devices[2].id"));
        QVERIFY(has("$.devices[2].kind"));
        QVERIFY(has("$.devices[2].prices.on_demand"));
        QVERIFY(has("$.devices[3]"));
        // Only the good device survives.
        QCOMPARE(result.catalog.devices.size(), std::size_t(1));
    }

    void modelErrorsAreReported() {
        const std::string doc = R"({"format": "rightsize-catalog-models", "version": 1, "models": [
            {"id": "m", "name": "M", "source": "s", "published_params": 1000,
             "shape": {"architecture": "transformer", "layers": 2.5, "heads": -1,
                       "gated_ffn": "yes", "norm": "batchnorm"}}]})";
        const auto result = parseCatalog({}, doc, {});
        for (const char* path :
             {"$.models[0].shape.architecture", "$.models[0].shape.layers",
              "$.models[0].shape.heads", "$.models[0].shape.gated_ffn", "$.models[0].shape.norm"})
            QVERIFY2(hasErrorAt(result.errors, path), path);
        QVERIFY(result.catalog.models.empty());
    }

    void scenariosAreRead() {
        const std::string doc = R"({"format": "rightsize-catalog-scenarios", "version": 1,
            "scenarios": [{"id": "s1", "name": "S", "category": "exercise", "description": "d",
                           "scenario": {"format": "rightsize-scenario", "version": 1}},
                          {"id": "s2", "name": "S", "category": "quiz", "scenario": []}]})";
        const auto result = parseCatalog({}, {}, doc);
        QCOMPARE(result.catalog.scenarios.size(), std::size_t(1));
        QVERIFY(result.catalog.scenario("s1"));
        QVERIFY(result.catalog.scenario("s1")->scenarioJson.find("rightsize-scenario") !=
                std::string::npos);
        QVERIFY(hasErrorAt(result.errors, "$.scenarios[1].category"));
        QVERIFY(hasErrorAt(result.errors, "$.scenarios[1].scenario"));
        QVERIFY(builtin().scenario("no-such-id") == nullptr);
    }

    void fuzzedTextNeverCrashes() {
        // Truncations and byte flips of the real catalog: every one must come back as errors or
        // a catalog, never an exception or a crash.
        const std::string text(builtinCatalogText("devices.json"));
        for (std::size_t cut = 0; cut < text.size(); cut += 97) {
            const auto r = parseCatalog(std::string_view(text).substr(0, cut), {}, {});
            QVERIFY(!r.errors.empty() || cut == 0);
        }
        std::string flipped = text;
        for (std::size_t i = 13; i < flipped.size(); i += 131) {
            flipped[i] = char(flipped[i] ^ 0x25);
            (void)parseCatalog(flipped, {}, {});
        }
    }

    void modelShapeRoundTrips() {
        const ModelShape llama = builtin().model("llama-2-70b")->shape;
        const nlohmann::json full = writeModelShape(llama, nullptr);
        // 30 keys of a dense shape (the grouped convolutions' two shares among them), 22 of
        // attention variants, experts and checkpoint storage, and the model's name.
        QCOMPARE(full.size(), std::size_t(53));
        QCOMPARE(full.at("kv_heads").get<int>(), 8);
        QCOMPARE(full.at("norm").get<std::string>(), std::string("rmsnorm"));

        ModelShape back;
        std::vector<FieldError> errors;
        readModelShape(full, "$.workload.model", back, errors);
        QVERIFY(errors.empty());
        QVERIFY(writeModelShape(back, &llama).empty());
        QCOMPARE(deriveParams(back), deriveParams(llama));

        // Only changed keys are written against a base; reading them over the base restores it.
        ModelShape edited = llama;
        edited.layers = 40;
        edited.dropout = true;
        const nlohmann::json diff = writeModelShape(edited, &llama);
        QCOMPARE(diff.size(), std::size_t(2));
        ModelShape restored = llama;
        readModelShape(diff, "$.workload.model", restored, errors);
        QVERIFY(errors.empty());
        QVERIFY(writeModelShape(restored, &edited).empty());

        // Null means "not given"; wrong types name the full path.
        ModelShape s;
        readModelShape(nlohmann::json::parse(R"({"flops_per_sample": null, "layers": "many",
                                                 "kv_heads": 3, "heads": 8})"),
                       "$.workload.model", s, errors);
        QVERIFY(hasErrorAt(errors, "$.workload.model.layers"));
        QVERIFY(hasErrorAt(errors, "$.workload.model.kv_heads"));
        QCOMPARE(s.flopsPerSample, 0.0);
        errors.clear();
        readModelShape(nlohmann::json::array(), "$.workload.model", s, errors);
        QVERIFY(hasErrorAt(errors, "$.workload.model"));
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "test_catalog.moc"

// Rows of tests/data that are formulas, conventions or the source of a constant rather than
// independent measurements. Agreeing with them proves the arithmetic, not the model, so they are
// unit tests here and never count in the validation medians. Every such row of the tables has a
// check below (the last test fails for a row that gains none).
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/model/efficiency.h"
#include "tests/csv_table.h"

#include <QSet>
#include <QTest>
#include <cmath>
#include <map>

using namespace rightsize;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

// The first number of each row's value cell in memory_cases.csv, by id.
std::map<QString, double> memoryCaseValues() {
    std::map<QString, testdata::CsvRow> rows;
    testdata::readCsv(QStringLiteral("memory_cases.csv"), rows);
    std::map<QString, double> out;
    for (const auto& [id, row] : rows)
        out[id] =
            row.at(QStringLiteral("value")).split(QLatin1Char('|')).first().trimmed().toDouble();
    return out;
}

bool near(double a, double b, double relative) {
    return std::abs(a - b) <= relative * std::abs(b);
}

} // namespace

class TestIdentities : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    std::map<QString, double> m_value;
    QSet<QString> m_checked;

    double value(const char* id) {
        m_checked.insert(QString::fromLatin1(id));
        return m_value.at(QString::fromLatin1(id));
    }

private slots:
    void initTestCase() {
        m_catalog = loadBuiltinCatalog();
        m_value = memoryCaseValues();
        QVERIFY(m_value.size() > 10);
    }

    // MEM-01: PyTorch's runtime constant is this measurement (1343 MiB of CUDA context on a V100).
    void runtimeConstantIsItsSource() {
        QVERIFY(near(runtimeOverheadBytes(Framework::Pytorch, DeviceKind::Gpu) / kMiB,
                     value("MEM-01"), 0.02));
    }

    // MEM-12…15: ZeRO paper Figure 1, 7.5B parameters over 64 devices, K = 12.
    void zeroModelStates_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("stage");
        QTest::newRow("MEM-12 baseline") << "MEM-12" << 0;
        QTest::newRow("MEM-13 stage 1") << "MEM-13" << 1;
        QTest::newRow("MEM-14 stage 2") << "MEM-14" << 2;
        QTest::newRow("MEM-15 stage 3") << "MEM-15" << 3;
    }
    void zeroModelStates() {
        QFETCH(QString, id);
        QFETCH(int, stage);
        Workload w;
        w.framework = Framework::Pytorch; // the paper's 2 + 2 + 12 bytes
        w.model.architecture = Architecture::Mlp;
        w.model.params = 7.5e9;
        w.precision = Precision::Fp16Mixed;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        Layout l;
        l.data = 64;
        l.sharding = static_cast<Sharding>(stage);
        const MemoryBreakdown m = estimateMemory(r, *m_catalog.device("a100-sxm-80gb"), l);
        QVERIFY(near((m.weights + m.gradients + m.optimizer) / 1e9,
                     value(id.toLatin1().constData()), 0.03));
    }

    // MEM-16: Hugging Face's convention of 18 bytes per parameter for mixed-precision AdamW.
    void hfBytesPerParameter() {
        Workload w;
        w.framework = Framework::HfTrainer;
        w.model.preset = "bert-large-uncased";
        w.precision = Precision::Fp16Mixed;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        const double bytes =
            r.weightBytesPerTrainable + r.gradientBytesPerTrainable + r.optimizerBytesPerTrainable;
        QCOMPARE(bytes, value("MEM-16"));
    }

    // MEM-17, MEM-18: Korthikanti et al. Table 2, GPT-3 175B activations per layer at s = 2048, b
    // = 1.
    void korthikantiActivations_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("tensor");
        QTest::newRow("MEM-17 no parallelism") << "MEM-17" << 1;
        QTest::newRow("MEM-18 tensor 8") << "MEM-18" << 8;
    }
    void korthikantiActivations() {
        QFETCH(QString, id);
        QFETCH(int, tensor);
        Workload w;
        w.model = m_catalog.model("gpt3-175b")->shape;
        w.model.dropout = true; // the paper counts Megatron's dropout masks
        w.seqLen = 2048;
        w.precision = Precision::Bf16Mixed;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        const double gb =
            transformerLayerActivationBytes(r, 1, tensor, false, Recompute::None, false) / 1e9;
        QVERIFY2(near(gb, value(id.toLatin1().constData()), 0.01), qPrintable(QString::number(gb)));
    }

    // MEM-22: vLLM paper §3, OPT-13B's KV cache is 800 KB a token (2 × 5120 × 40 layers × 2 bytes).
    void kvCachePerToken() {
        Workload w;
        w.kind = WorkloadKind::OnlineServing;
        w.model.preset = "opt-13b";
        w.precision = Precision::Fp16;
        w.serving.inputTokens = 1;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        QVERIFY(near(2.0 * r.m.layers * r.m.kvDim * r.kvBytes / 1000.0, value("MEM-22"), 0.03));
    }

    // MEM-24: vLLM paper Figure 1, OPT-13B's weights are 65% of an A100-40GB.
    void weightsShareOfA100() {
        Workload w;
        w.kind = WorkloadKind::BatchInference;
        w.model.preset = "opt-13b";
        w.precision = Precision::Fp16;
        const MemoryBreakdown m =
            estimateMemory(resolveWorkload(w, m_catalog), *m_catalog.device("a100-40gb"), Layout{});
        QVERIFY(near(m.weights / 40e9, value("MEM-24"), 0.05)); // the paper's 40 GB
    }

    // MEM-36: a maintainer's estimate for Llama 3 70B in bf16 (about 140 GB) and GPTQ 4-bit (40
    // GB).
    void llama70bWeights() {
        Workload w;
        w.kind = WorkloadKind::BatchInference;
        w.framework = Framework::Vllm;
        w.model.preset = "llama-3-70b";
        w.precision = Precision::Bf16;
        const Device& d = *m_catalog.device("h200-141gb");
        QVERIFY(near(estimateMemory(resolveWorkload(w, m_catalog), d, Layout{}).weights / 1e9,
                     value("MEM-36"), 0.05));
        w.precision = Precision::Int4;
        QVERIFY(near(estimateMemory(resolveWorkload(w, m_catalog), d, Layout{}).weights / 1e9, 40.0,
                     0.05));
    }

    // H100-00 (tests/data/measured_h100.csv): the ceilings measured on an H100 SXM bound what the
    // planner assumes the card sustains: its matrix rate (sustained fraction of the bf16 peak) and
    // the bandwidth streaming kernels reach. Above them the model would promise what the card
    // cannot do; far below, every plan on it would be slow by that much.
    void h100CeilingsBoundTheCatalog() {
        std::map<QString, testdata::CsvRow> rows;
        QVERIFY(testdata::readCsv(QStringLiteral("measured_h100.csv"), rows));
        const QStringList cells =
            rows.at(QStringLiteral("H100-00")).at(QStringLiteral("value")).split(QLatin1Char('|'));
        QCOMPARE(cells.size(), 2);
        const double matmul = cells[0].trimmed().toDouble() * 1e12;
        const double copy = cells[1].trimmed().toDouble() * 1e12;
        const Device& d = *m_catalog.device("h100-sxm-80gb");
        const double sustained = d.sustainedFraction * d.peak(ComputeDtype::Bf16);
        QVERIFY2(sustained <= matmul && sustained >= 0.85 * matmul,
                 qPrintable(QString::number(sustained / 1e12)));
        const double streaming = d.memoryBandwidth * efficiency::memory(DeviceKind::Gpu);
        QVERIFY2(streaming <= copy && streaming >= 0.85 * copy,
                 qPrintable(QString::number(streaming / 1e12)));
    }

    // Every formula row of the tables has a check above.
    void everyFormulaRowIsChecked() {
        std::map<QString, testdata::CsvRow> rows;
        QVERIFY(testdata::readCsv(QStringLiteral("memory_cases.csv"), rows));
        int formulas = 0;
        for (const auto& [id, row] : rows) {
            if (!row.at(QStringLiteral("measured_or_theoretical"))
                     .startsWith(QStringLiteral("theoretical")))
                continue;
            ++formulas;
            QVERIFY2(m_checked.contains(id),
                     qPrintable(id + QStringLiteral(" has no identity check")));
        }
        QVERIFY(formulas > 0);
    }
};

QTEST_APPLESS_MAIN(TestIdentities)
#include "test_identities.moc"

// Memory estimates against published measurements and analytical figures
// (tests/data/memory_cases.csv, copied from the project's validation set with sources).
#include "core/catalog.h"
#include "core/memory_estimator.h"
#include "core/workload_model.h"
#include "validation_report.h"

#include <QTest>

using namespace rightsize;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;

struct Setup {
    QString preset;
    WorkloadKind kind = WorkloadKind::Training;
    Framework framework = Framework::HfTrainer;
    Precision precision = Precision::Fp32;
    Optimizer optimizer = Optimizer::AdamW;
    int microBatch = 1;
    int seq = 512;
    Recompute recompute = Recompute::None;
    bool flash = false;
};

} // namespace

class TestMemoryValidation : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    ValidationReport m_report{QStringLiteral("memory_validation")};

    MemoryBreakdown estimate(const Setup& s, const char* device)
    {
        Workload w;
        w.kind = s.kind;
        w.framework = s.framework;
        w.model.preset = s.preset.toStdString();
        w.precision = s.precision;
        w.optimizer = s.optimizer;
        w.batchSize = s.microBatch;
        w.microBatchSize = s.microBatch;
        w.seqLen = s.seq;
        w.recompute = s.recompute;
        w.flashAttention = s.flash;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        Layout l;
        l.microBatch = s.microBatch;
        l.recompute = s.recompute;
        l.flashAttention = s.flash;
        const Device* d = m_catalog.device(device);
        return estimateMemory(r, d ? *d : Device{}, l);
    }

private slots:
    void initTestCase()
    {
        m_catalog = loadBuiltinCatalog();
        QVERIFY(m_catalog.device("v100-16gb"));
        QVERIFY(m_catalog.model("bert-large-uncased"));
    }

    void rows_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("published");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<double>("tolerance");
        QTest::addColumn<QString>("source");
        const QString hf = QStringLiteral("huggingface/transformers docs: model_memory_anatomy / perf_train_gpu_one");
        const QString llamacpp = QStringLiteral("llama.cpp README at 9a697d842, memory/disk requirements");
        // nvidia-smi reports MiB; llama.cpp file sizes are GiB.
        QTest::newRow("MEM-01") << "MEM-01" << 1343.0 << "MiB" << 0.10 << hf;
        QTest::newRow("MEM-02") << "MEM-02" << 2631.0 << "MiB" << 0.10 << hf;
        QTest::newRow("MEM-03") << "MEM-03" << 14949.0 << "MiB" << 0.10 << hf;
        QTest::newRow("MEM-05") << "MEM-05" << 6775.0 << "MiB" << 0.10 << hf;
        QTest::newRow("MEM-07") << "MEM-07" << 7275.0 << "MiB" << 0.10 << hf;
        QTest::newRow("MEM-09") << "MEM-09" << 4847.0 << "MiB" << 0.10 << hf;
        QTest::newRow("MEM-16") << "MEM-16" << 18.0 << "B/param" << 0.10 << hf;
        const QString zero = QStringLiteral("Rajbhandari et al., ZeRO, arXiv:1910.02054, Figure 1");
        QTest::newRow("MEM-12") << "MEM-12" << 120.0 << "GB" << 0.10 << zero;
        QTest::newRow("MEM-13") << "MEM-13" << 31.4 << "GB" << 0.10 << zero;
        QTest::newRow("MEM-14") << "MEM-14" << 16.6 << "GB" << 0.10 << zero;
        QTest::newRow("MEM-15") << "MEM-15" << 1.9 << "GB" << 0.10 << zero;
        const QString korth = QStringLiteral("Korthikanti et al., arXiv:2205.05198, Table 2");
        QTest::newRow("MEM-17") << "MEM-17" << 2.869 << "GB" << 0.10 << korth;
        QTest::newRow("MEM-18") << "MEM-18" << 0.579 << "GB" << 0.10 << korth;
        QTest::newRow("MEM-22") << "MEM-22" << 800.0 << "KiB" << 0.10 << QStringLiteral("Kwon et al., arXiv:2309.06180 §3");
        QTest::newRow("MEM-24") << "MEM-24" << 0.65 << "share" << 0.10 << QStringLiteral("Kwon et al., arXiv:2309.06180 Fig. 1");
        QTest::newRow("MEM-27-f16") << "MEM-27" << 13.0 << "GiB" << 0.10 << llamacpp;
        QTest::newRow("MEM-31") << "MEM-31" << 13.0 << "GiB" << 0.10 << llamacpp;
        QTest::newRow("MEM-32") << "MEM-32" << 3.5 << "GiB" << 0.10 << llamacpp;
        QTest::newRow("MEM-33") << "MEM-33" << 6.7 << "GiB" << 0.10 << llamacpp;
        QTest::newRow("MEM-36-bf16") << "MEM-36" << 140.0 << "GB" << 0.10 << QStringLiteral("vllm-project/vllm#5711");
        QTest::newRow("MEM-36-int4") << "MEM-36" << 40.0 << "GB" << 0.10 << QStringLiteral("vllm-project/vllm#5711");
    }

    void rows()
    {
        QFETCH(QString, id);
        QFETCH(double, published);
        QFETCH(QString, unit);
        QFETCH(double, tolerance);
        QFETCH(QString, source);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        double predicted = 0;
        QString what;
        Setup bert{QStringLiteral("bert-large-uncased")};
        if (tag == QLatin1String("MEM-01")) {
            what = QStringLiteral("PyTorch CUDA context");
            predicted = runtimeOverheadBytes(Framework::Pytorch, DeviceKind::Gpu) / kMiB;
        } else if (tag == QLatin1String("MEM-02")) {
            what = QStringLiteral("bert-large fp32 weights + context");
            bert.kind = WorkloadKind::BatchInference;
            const MemoryBreakdown m = estimate(bert, "v100-16gb");
            predicted = (m.weights + runtimeOverheadBytes(Framework::Pytorch, DeviceKind::Gpu)) / kMiB;
        } else if (tag == QLatin1String("MEM-03")) {
            what = QStringLiteral("bert-large fp32 AdamW bs4 training");
            bert.microBatch = 4;
            predicted = estimate(bert, "v100-16gb").total() / kMiB;
        } else if (tag == QLatin1String("MEM-05")) {
            what = QStringLiteral("bert-large fp32 bs1 checkpointing");
            bert.recompute = Recompute::Full;
            predicted = estimate(bert, "v100-16gb").total() / kMiB;
        } else if (tag == QLatin1String("MEM-07")) {
            what = QStringLiteral("bert-large fp16 AMP bs1 checkpointing");
            bert.recompute = Recompute::Full;
            bert.precision = Precision::Fp16Mixed;
            predicted = estimate(bert, "v100-16gb").total() / kMiB;
        } else if (tag == QLatin1String("MEM-09")) {
            what = QStringLiteral("bert-large fp16 AMP Adafactor checkpointing");
            bert.recompute = Recompute::Full;
            bert.precision = Precision::Fp16Mixed;
            bert.optimizer = Optimizer::Adafactor;
            predicted = estimate(bert, "v100-16gb").total() / kMiB;
        } else if (tag == QLatin1String("MEM-16")) {
            what = QStringLiteral("bytes/param, mixed AdamW (HF)");
            bert.precision = Precision::Fp16Mixed;
            const MemoryBreakdown m = estimate(bert, "a100-sxm-80gb");
            Workload w;
            w.model.preset = "bert-large-uncased";
            const double params = resolveWorkload(w, m_catalog).m.params;
            predicted = (m.weights + m.gradients + m.optimizer) / params;
        } else if (tag == QLatin1String("MEM-12") || tag == QLatin1String("MEM-13") ||
                   tag == QLatin1String("MEM-14") || tag == QLatin1String("MEM-15")) {
            what = QStringLiteral("7.5B model states per device, 64-way data parallel");
            Workload w;
            w.framework = Framework::Pytorch; // the paper's 2 + 2 + 12 bytes convention
            w.model.architecture = Architecture::Mlp;
            w.model.params = 7.5e9;
            w.precision = Precision::Fp16Mixed;
            const ResolvedWorkload r = resolveWorkload(w, m_catalog);
            Layout l;
            l.data = 64;
            l.sharding = static_cast<Sharding>(tag.right(1).toInt() - 2);
            const MemoryBreakdown m = estimateMemory(r, *m_catalog.device("a100-sxm-80gb"), l);
            predicted = (m.weights + m.gradients + m.optimizer) / 1e9;
        } else if (tag == QLatin1String("MEM-17") || tag == QLatin1String("MEM-18")) {
            what = QStringLiteral("GPT-3 175B activations per layer, s=2048, b=1");
            Workload w;
            // Korthikanti et al. count the dropout masks of Megatron's GPT-3 runs.
            w.model = m_catalog.model("gpt3-175b")->shape;
            w.model.dropout = true;
            w.seqLen = 2048;
            w.precision = Precision::Bf16Mixed;
            const ResolvedWorkload r = resolveWorkload(w, m_catalog);
            predicted = transformerLayerActivationBytes(r, 1, tag == QLatin1String("MEM-18") ? 8 : 1, false,
                                                        Recompute::None, false) / 1e9;
        } else if (tag == QLatin1String("MEM-22")) {
            what = QStringLiteral("OPT-13B KV cache per token");
            Setup opt{QStringLiteral("opt-13b"), WorkloadKind::BatchInference, Framework::Vllm, Precision::Fp16};
            Workload w;
            w.kind = WorkloadKind::OnlineServing;
            w.model.preset = "opt-13b";
            w.precision = Precision::Fp16;
            w.serving.inputTokens = 1;
            w.serving.outputTokens = 0;
            const ResolvedWorkload r = resolveWorkload(w, m_catalog);
            Layout l;
            const MemoryBreakdown m = estimateMemory(r, *m_catalog.device("a100-40gb"), l);
            predicted = m.kvCache / 1024.0;
            Q_UNUSED(opt);
        } else if (tag == QLatin1String("MEM-24")) {
            what = QStringLiteral("OPT-13B weights share of A100-40GB");
            Setup opt{QStringLiteral("opt-13b"), WorkloadKind::BatchInference, Framework::Vllm, Precision::Fp16};
            const MemoryBreakdown m = estimate(opt, "a100-40gb");
            predicted = m.weights / m_catalog.device("a100-40gb")->memoryBytes;
        } else if (tag.startsWith(QLatin1String("MEM-27")) || tag == QLatin1String("MEM-31")) {
            what = QStringLiteral("LLaMA-7B f16 weights (llama.cpp)");
            Setup l{QStringLiteral("llama-1-7b"), WorkloadKind::BatchInference, Framework::LlamaCpp, Precision::Fp16};
            predicted = estimate(l, "rtx-4090-24gb").weights / kGiB;
        } else if (tag == QLatin1String("MEM-32")) {
            what = QStringLiteral("LLaMA-7B Q4_0 weights (llama.cpp)");
            Setup l{QStringLiteral("llama-1-7b"), WorkloadKind::BatchInference, Framework::LlamaCpp, Precision::Int4};
            predicted = estimate(l, "rtx-4090-24gb").weights / kGiB;
        } else if (tag == QLatin1String("MEM-33")) {
            what = QStringLiteral("LLaMA-7B Q8_0 weights (llama.cpp)");
            Setup l{QStringLiteral("llama-1-7b"), WorkloadKind::BatchInference, Framework::LlamaCpp, Precision::Int8};
            predicted = estimate(l, "rtx-4090-24gb").weights / kGiB;
        } else if (tag == QLatin1String("MEM-36-bf16")) {
            what = QStringLiteral("Llama-3-70B bf16 weights");
            Setup l{QStringLiteral("llama-3-70b"), WorkloadKind::BatchInference, Framework::Vllm, Precision::Bf16};
            predicted = estimate(l, "h200-141gb").weights / 1e9;
        } else if (tag == QLatin1String("MEM-36-int4")) {
            what = QStringLiteral("Llama-3-70B GPTQ int4 weights");
            Setup l{QStringLiteral("llama-3-70b"), WorkloadKind::BatchInference, Framework::Vllm, Precision::Int4};
            predicted = estimate(l, "h200-141gb").weights / 1e9;
        }
        m_report.add({id, what, published, predicted, unit, tolerance, source});
        const double err = (predicted - published) / published;
        QVERIFY2(qAbs(err) <= tolerance,
                 qPrintable(QStringLiteral("%1: predicted %2 %3, published %4 %3 (%5%), source %6")
                                .arg(id).arg(predicted).arg(unit).arg(published).arg(100 * err, 0, 'f', 1).arg(source)));
    }

    void cleanupTestCase() { m_report.write(); }
};

QTEST_APPLESS_MAIN(TestMemoryValidation)
#include "test_memory_validation.moc"

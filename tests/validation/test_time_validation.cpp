// Throughput and latency estimates against published runs (tests/data/time_cases.csv and the
// MLPerf inference rows of tests/data/cpu_vs_gpu.csv), each with its layout as published.
#include "core/catalog.h"
#include "core/planner.h"
#include "core/time_estimator.h"
#include "core/workload_model.h"
#include "validation_report.h"

#include <QHash>
#include <QTest>

#include <optional>

using namespace rightsize;

namespace {

struct Run {
    const char* preset;
    const char* device;
    int count;
    WorkloadKind kind;
    Framework framework;
    Precision precision;
    int seq;
    int tensor, pipeline, microBatch, accumulation;
    Recompute recompute;
    Sharding sharding;
    FinetuneMethod finetune = FinetuneMethod::Full;
    bool flash = true;
    std::optional<OptimizerImpl> optimizer = std::nullopt; // as published, when the setup names it
    int expert = 1;                                        // expert-parallel ranks
};

} // namespace

class TestTimeValidation : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    ValidationReport m_report{QStringLiteral("time_validation")};

    ResolvedWorkload resolve(const Run& run, int batch)
    {
        Workload w;
        w.kind = run.kind;
        w.framework = run.framework;
        w.model.preset = run.preset;
        w.precision = run.precision;
        w.seqLen = run.seq;
        w.batchSize = batch;
        w.microBatchSize = run.microBatch;
        w.finetune.method = run.finetune;
        w.flashAttention = run.flash;
        w.optimizerImpl = run.optimizer;
        return resolveWorkload(w, m_catalog);
    }

    // Training throughput in tokens/s per device (or samples/s per device for non-transformers).
    TimeBreakdown train(const Run& run)
    {
        const int data = run.count / (run.tensor * run.pipeline);
        const ResolvedWorkload r = resolve(run, run.microBatch * run.accumulation * data);
        Placement p;
        p.device = m_catalog.device(run.device);
        p.count = run.count;
        p.layout.tensor = run.tensor;
        p.layout.pipeline = run.pipeline;
        p.layout.data = data;
        p.layout.microBatch = run.microBatch;
        p.layout.gradientAccumulation = run.accumulation;
        p.layout.recompute = run.recompute;
        p.layout.sharding = run.sharding;
        p.layout.sequenceParallel = run.tensor > 1;
        p.layout.flashAttention = run.flash;
        p.layout.expert = run.expert;
        return evaluatePlacement(r, p, ComputeSpec{}, Constraints{}).time;
    }

    void check(const QString& id, const QString& what, double published, double predicted, const QString& unit,
               double tolerance, const QString& source)
    {
        // Rows the model misses stay in the table with the reason, and count in the medians; a row
        // that starts to pass fails the suite (XPASS) so that its note is revisited.
        static const QHash<QString, QString> knownMisses = {
            {QStringLiteral("T-HF-BERT-02"),
             QStringLiteral("AMP on a V100 at batch 4: the fp32 run of the same setup is within 10%, the mixed-precision "
                            "one runs at half the rate its tensor-core work allows; autocast's fp32 softmax and norms "
                            "and the Trainer's start-up inside train_runtime are not modelled")},
            {QStringLiteral("T-DSV3-GPUH"),
             QStringLiteral("DualPipe overlaps the expert all-to-all with computation and node-limited routing sends each "
                            "token to at most 4 nodes, in FP8 (arXiv:2412.19437 §3.2); the model puts the whole all-to-all "
                            "(22 s of a 39 s step) on the critical path: without it the step predicts 152K GPU-hours "
                            "(-15%). The model also holds 1F1B's 16 micro-batches of 16-bit activations, 116 GB per "
                            "device, where DeepSeek caches FP8 activations and recomputes more")},
        };
        const QString miss = knownMisses.value(id);
        m_report.add({id, what, published, predicted, unit, tolerance, source, miss});
        const double err = (predicted - published) / published;
        if (!miss.isEmpty())
            QEXPECT_FAIL("", qPrintable(miss), Continue);
        QVERIFY2(qAbs(err) <= tolerance,
                 qPrintable(QStringLiteral("%1 (%2): predicted %3 %4, published %5 %4 (%6%), source %7")
                                .arg(id, what).arg(predicted).arg(unit).arg(published).arg(100 * err, 0, 'f', 1).arg(source)));
    }

private slots:
    void initTestCase()
    {
        m_catalog = loadBuiltinCatalog();
        QVERIFY(m_catalog.device("h100-sxm-80gb"));
        QVERIFY(m_catalog.model("mpt-7b"));
    }

    void trainingThroughput_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("row");
        QTest::addColumn<double>("published");
        QTest::addColumn<QString>("source");
        const QString foundry = QStringLiteral("mosaicml/llm-foundry scripts/train/benchmarking/README.md");
        const QString nemo = QStringLiteral("NVIDIA NeMo performance summary (24.07)");
        QTest::newRow("T-MOS-MPT-1b-H100") << "T-MOS-MPT-1b-H10080GB-amp_bf16" << 0 << 45455.0 << foundry;
        QTest::newRow("T-MOS-MPT-7b-H100") << "T-MOS-MPT-7b-H10080GB-amp_bf16" << 1 << 10643.0 << foundry;
        QTest::newRow("T-MOS-MPT-7b-A100") << "T-MOS-MPT-7b-A10080GB-amp_bf16" << 2 << 4641.0 << foundry;
        QTest::newRow("T-MOS-MPT-13b-A100") << "T-MOS-MPT-13b-A10080GB-amp_bf16" << 3 << 2262.0 << foundry;
        QTest::newRow("T-MOS-MPT-30b-A100") << "T-MOS-MPT-30b-A10080GB-amp_bf16" << 4 << 916.0 << foundry;
        QTest::newRow("T-NEMO-PT-GPT3-5B-64") << "T-NEMO-PT-GPT3-5B-64" << 5 << 22521.0 << nemo;
        QTest::newRow("T-NEMO-PT-LLAMA2-7B-8") << "T-NEMO-PT-LLAMA2-7B-8" << 6 << 16847.0 << nemo;
        QTest::newRow("T-NEMO-FT-LLAMA2-7B-LoRA") << "T-NEMO-FT-LLAMA2-7B-LoRA" << 7 << 25206.0 << nemo;
        QTest::newRow("T-LLAMA1-65B-TPUT") << "T-LLAMA1-65B-TPUT" << 8 << 380.0
                                           << QStringLiteral("Touvron et al., arXiv:2302.13971 §2.4");
        QTest::newRow("T-LLaMA-7B-GPUH") << "T-LLaMA-7B-GPUH" << 9 << 82432.0
                                         << QStringLiteral("Touvron et al., arXiv:2302.13971 Table 15");
        QTest::newRow("T-HF-BERT-01") << "T-HF-BERT-01" << 10 << 8.86 << QStringLiteral("HF model_memory_anatomy");
        QTest::newRow("T-HF-BERT-02") << "T-HF-BERT-02" << 11 << 18.64 << QStringLiteral("HF perf_train_gpu_one");
        const QString llama2 = QStringLiteral("Touvron et al., arXiv:2307.09288 Table 2");
        QTest::newRow("T-LLAMA2-7B-GPUH") << "T-LLAMA2-7B-GPUH" << 12 << 184320.0 << llama2;
        QTest::newRow("T-LLAMA2-13B-GPUH") << "T-LLAMA2-13B-GPUH" << 13 << 368640.0 << llama2;
        QTest::newRow("T-LLAMA2-70B-GPUH") << "T-LLAMA2-70B-GPUH" << 14 << 1720320.0 << llama2;
        QTest::newRow("T-DSV3-GPUH") << "T-DSV3-GPUH" << 15 << 180000.0
                                     << QStringLiteral("DeepSeek-V3 Technical Report, arXiv:2412.19437 §1, table 1");
    }

    void trainingThroughput()
    {
        QFETCH(QString, id);
        QFETCH(int, row);
        QFETCH(double, published);
        QFETCH(QString, source);
        using W = WorkloadKind;
        using F = Framework;
        using P = Precision;
        using R = Recompute;
        using S = Sharding;
        static const Run runs[] = {
            {"mpt-1b", "h100-sxm-80gb", 8, W::Training, F::Pytorch, P::Bf16Mixed, 2048, 1, 1, 14, 1, R::None, S::Zero3},
            {"mpt-7b", "h100-sxm-80gb", 8, W::Training, F::Pytorch, P::Bf16Mixed, 2048, 1, 1, 6, 1, R::None, S::Zero3},
            {"mpt-7b", "a100-sxm-80gb", 8, W::Training, F::Pytorch, P::Bf16Mixed, 2048, 1, 1, 6, 2, R::None, S::Zero3},
            {"mpt-13b", "a100-sxm-80gb", 8, W::Training, F::Pytorch, P::Bf16Mixed, 2048, 1, 1, 2, 3, R::None, S::Zero3},
            {"mpt-30b", "a100-sxm-80gb", 8, W::Training, F::Pytorch, P::Bf16Mixed, 2048, 1, 1, 3, 21, R::Full, S::Zero3},
            {"gpt3-5b", "h100-sxm-80gb", 64, W::Training, F::Megatron, P::Fp8, 2048, 1, 1, 4, 8, R::None, S::Zero1},
            {"llama-2-7b", "h100-sxm-80gb", 8, W::Training, F::Megatron, P::Fp8, 4096, 1, 1, 1, 16, R::None, S::Zero1},
            {"llama-2-7b", "h100-sxm-80gb", 8, W::FineTuning, F::Megatron, P::Fp8, 4096, 1, 1, 1, 4, R::None, S::None,
             FinetuneMethod::Lora},
            // LLaMA-65B: 2048 A100-80GB, 4M-token batches, model + sequence parallelism and
            // checkpointing of the expensive activations, in Meta's own PyTorch stack (xformers
            // attention, hand-written backward), not Megatron.
            {"llama-1-65b", "a100-sxm-80gb", 2048, W::Training, F::Pytorch, P::Bf16Mixed, 2048, 8, 1, 1, 8, R::Selective, S::Zero1},
            {"llama-1-7b", "a100-sxm-80gb", 256, W::Training, F::Pytorch, P::Bf16Mixed, 2048, 1, 1, 4, 2, R::Selective, S::Zero1},
            // The Hugging Face BERT of these measurements ran eager attention (no fused kernel)
            // and the Trainer's default optimizer of the time, `adamw_hf`, a loop per tensor.
            {"bert-large-uncased", "v100-16gb", 1, W::Training, F::HfTrainer, P::Fp32, 512, 1, 1, 4, 1, R::None, S::None,
             FinetuneMethod::Full, false, OptimizerImpl::PerTensor},
            {"bert-large-uncased", "v100-16gb", 1, W::Training, F::HfTrainer, P::Fp16Mixed, 512, 1, 1, 4, 1, R::None, S::None,
             FinetuneMethod::Full, false, OptimizerImpl::PerTensor},
            // Llama 2: 4M-token batches of 4k sequences, sharded data parallel (FSDP) on A100-80GB;
            // 1024 GPUs make the batch one sequence per GPU. The layout is not published; read as
            // Meta's FSDP recipe for Llama models (llama-recipes), which checkpoints every decoder
            // layer (full recomputation) — the only way 70B fits at tensor 1 (98 GiB per device
            // with selective recomputation).
            {"llama-2-7b", "a100-sxm-80gb", 1024, W::Training, F::Pytorch, P::Bf16Mixed, 4096, 1, 1, 1, 1, R::Full, S::Zero3},
            {"llama-2-13b", "a100-sxm-80gb", 1024, W::Training, F::Pytorch, P::Bf16Mixed, 4096, 1, 1, 1, 1, R::Full, S::Zero3},
            {"llama-2-70b", "a100-sxm-80gb", 1024, W::Training, F::Pytorch, P::Bf16Mixed, 4096, 1, 1, 1, 1, R::Full, S::Zero3},
            // DeepSeek-V3 (§3.2): 2048 H800, 16 pipeline stages, 64-way expert parallelism, ZeRO-1
            // over the remaining 128 data-parallel ranks, FP8 GEMMs, 15360 sequences of 4096 tokens
            // a step (120 per data-parallel rank, taken here as micro-batches of one), RMSNorm and
            // MLA up-projections recomputed. Their HAI-LLM framework fuses like Megatron.
            {"deepseek-v3", "h800-sxm-80gb", 2048, W::Training, F::Megatron, P::Fp8, 4096, 1, 16, 1, 120, R::Selective,
             S::Zero1, FinetuneMethod::Full, true, std::nullopt, 64},
        };
        const Run& run = runs[row];
        const TimeBreakdown t = train(run);
        double predicted = t.tokensPerSecond / run.count;
        QString unit = QStringLiteral("tokens/s/GPU");
        if (id == QLatin1String("T-LLaMA-7B-GPUH")) {
            predicted = 1e12 / (t.tokensPerSecond / run.count) / 3600.0; // GPU-hours for 1T tokens
            unit = QStringLiteral("GPU-hours");
        } else if (id == QLatin1String("T-DSV3-GPUH")) {
            predicted = 1e12 / (t.tokensPerSecond / run.count) / 3600.0; // GPU-hours per trillion tokens
            unit = QStringLiteral("GPU-hours");
        } else if (id.startsWith(QLatin1String("T-LLAMA2-"))) {
            predicted = 2e12 / (t.tokensPerSecond / run.count) / 3600.0; // GPU-hours for 2T tokens
            unit = QStringLiteral("GPU-hours");
        } else if (id.startsWith(QLatin1String("T-HF-BERT"))) {
            predicted = t.samplesPerSecond;
            unit = QStringLiteral("samples/s");
        }
        check(id, QString::fromLatin1(run.preset) + QLatin1Char(' ') + QString::fromLatin1(run.device) +
                      QStringLiteral(" ×%1").arg(run.count),
              published, predicted, unit, 0.25, source);
    }

    void inferenceLatency_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<double>("published");
        QTest::newRow("A100") << "a100-sxm-80gb" << 234.0;
        QTest::newRow("H100") << "h100-sxm-80gb" << 153.8;
    }
    void inferenceLatency()
    {
        // NeMo (TensorRT-LLM) Llama-2-7B, batch 1, 128 tokens in, 20 out: end-to-end latency.
        QFETCH(QString, device);
        QFETCH(double, published);
        Workload w;
        w.kind = WorkloadKind::BatchInference;
        w.framework = Framework::TensorRt;
        w.model.preset = "llama-2-7b";
        w.precision = Precision::Fp16;
        w.serving.inputTokens = 128;
        w.serving.outputTokens = 20;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        const Device& d = *m_catalog.device(device.toStdString());
        double seconds = inferenceBatchSeconds(r, d, 1, 1);
        for (int i = 1; i < 20; ++i)
            seconds += decodeStepSeconds(r, d, 1, 1, 128 + i);
        check(QStringLiteral("T-NEMOINF-Llama-2-7B-bs1-tp1"), QStringLiteral("Llama-2-7B 128→20 latency, ") + device,
              published, seconds * 1000, QStringLiteral("ms"), 0.25,
              QStringLiteral("NVIDIA NeMo Llama-2 inference performance page"));
    }

    void llamaCpp()
    {
        // llama.cpp llama-bench on an RTX 3090 Ti, LLaMA-7B Q4_0: generation and prompt rates.
        Workload w;
        w.kind = WorkloadKind::BatchInference;
        w.framework = Framework::LlamaCpp;
        w.model.preset = "llama-1-7b";
        w.precision = Precision::Int4;
        w.serving.inputTokens = 512;
        w.serving.outputTokens = 128;
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        const Device& d = *m_catalog.device("rtx-3090-ti-24gb");
        const QString src = QStringLiteral("ggml-org/llama.cpp PR 4812");
        check(QStringLiteral("T-LCPP-01 tg128"), QStringLiteral("LLaMA-7B Q4_0 generation, 3090 Ti"), 127.43,
              1.0 / decodeStepSeconds(r, d, 1, 1, 64), QStringLiteral("tokens/s"), 0.25, src);
        check(QStringLiteral("T-LCPP-01 pp512"), QStringLiteral("LLaMA-7B Q4_0 prompt, 3090 Ti"), 4035.47,
              512.0 / inferenceBatchSeconds(r, d, 1, 1), QStringLiteral("tokens/s"), 0.25, src);
    }

    void offlineThroughput_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("published");
        QTest::addColumn<QString>("source");
        QTest::newRow("T-MLPI-09 resnet50 8xH100") << "resnet-50" << "h100-sxm-80gb" << 8 << 710521.0
                                                   << QStringLiteral("MLPerf Inference v4.1, Supermicro H100x8");
        QTest::newRow("CG-MLP-RN50-A10") << "resnet-50" << "a10-24gb" << 1 << 13276.0
                                         << QStringLiteral("MLPerf Inference v1.0, NVIDIA A10x1");
        QTest::newRow("CG-MLP-RN50-T4") << "resnet-50" << "t4-16gb" << 8 << 48897.8
                                        << QStringLiteral("MLPerf Inference v0.7, NVIDIA T4x8");
    }
    void offlineThroughput()
    {
        QFETCH(QString, preset);
        QFETCH(QString, device);
        QFETCH(int, count);
        QFETCH(double, published);
        QFETCH(QString, source);
        Workload w;
        w.kind = WorkloadKind::BatchInference;
        w.framework = Framework::TensorRt;
        w.model.preset = preset.toStdString();
        w.precision = Precision::Int8;
        w.batchSize = 256; // offline runs batch deeply
        w.pipeline.storage = Storage::Memory; // the benchmark's samples are preprocessed and in RAM
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        Placement p;
        p.device = m_catalog.device(device.toStdString());
        p.count = count;
        p.layout.microBatch = 256;
        p.layout.data = count;
        const TimeBreakdown t = evaluatePlacement(r, p, ComputeSpec{}, Constraints{}).time;
        check(QString::fromLatin1(QTest::currentDataTag()), preset + QStringLiteral(" int8 offline, ") + device,
              published, t.samplesPerSecond, QStringLiteral("samples/s"), 0.25, source);
    }

    void cleanupTestCase() { m_report.write(); }
};

QTEST_APPLESS_MAIN(TestTimeValidation)
#include "test_time_validation.moc"

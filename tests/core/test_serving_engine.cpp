// A serving engine's KV cache as the engine sizes it: a share of the device's memory less the
// weights, the activation peak it profiles at one step's tokens and its runtime — not the
// activations of a whole batch of full-length sequences.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/planner.h"
#include "core/estimate/serving_engine.h"
#include "core/estimate/serving_planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "tests/support/serving_scenarios.h"

#include <QTest>

using namespace rightsize;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

Scenario qwen3On4H100(Framework framework) {
    Scenario s = test::qwen3_32bOn4H100(framework);
    s.workload.serving.maxBatch = 1024; // vLLM's max_num_seqs on an H100
    return s;
}

} // namespace

class TestServingEngine : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // vLLM's rule (vllm/v1/worker/gpu_worker.py, determine_available_memory): the KV cache gets
    // gpu_memory_utilization × the device's memory, less the weights, the profiled activation
    // peak and the memory outside PyTorch. For the peak and the non-PyTorch bytes this test takes
    // measured vLLM logs on H100 (llm-d-benchmark,
    // config_explorer/empirical-vllm-memory-results.md): 5.56 GiB of activations for a model with
    // Qwen3's 151,936-token vocabulary at the default 1024 sequences, and 0.55 GiB outside PyTorch
    // with tensor parallelism.
    void kvCacheFollowsTheEnginesRule_data() {
        QTest::addColumn<double>("tolerance");
        QTest::newRow("Qwen3-32B bf16, 4x H100, tensor 4, vLLM defaults; issue 28") << 0.10;
    }
    void kvCacheFollowsTheEnginesRule() {
        QFETCH(double, tolerance);
        const Scenario s = qwen3On4H100(Framework::Vllm);
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY(result.errors.empty());
        QCOMPARE(result.plan.options.size(), std::size_t(1));
        const OptionResult& o = result.plan.options.front();
        QCOMPARE(o.placement.layout.tensor, 4);
        const Device& h100 = *m_catalog.device("h100-sxm-80gb");
        const double weightsPerGpu = result.plan.params * 2.0 / 4;
        const double rule = 0.9 * usableCapacity(h100) - weightsPerGpu - 5.56 * kGiB - 0.55 * kGiB;
        const double kv = o.memory.kvCache;
        QVERIFY2(std::abs(kv / rule - 1) <= tolerance,
                 qPrintable(QStringLiteral("KV cache %1 GiB per GPU, vLLM's rule %2 GiB")
                                .arg(kv / kGiB, 0, 'f', 1)
                                .arg(rule / kGiB, 0, 'f', 1)));
        // Not the old fit: a batch of full-length sequences' activations left 14 GB.
        QVERIFY(kv > 40 * kGiB);
        QVERIFY(o.memory.activations < 8 * kGiB);
        // The engine keeps to its share of the device.
        QVERIFY(o.memory.total() <= 0.9 * usableCapacity(h100));
        // The serving report counts the same cache in tokens: bytes over the bytes of a token.
        QVERIFY(o.latency.has_value());
        const ResolvedWorkload r = resolveWorkload(s.workload, m_catalog);
        const double tokens = kv / (r.kvBytesPerToken / 4);
        QVERIFY2(std::abs(o.latency->kvCacheTokens / tokens - 1) < 0.01,
                 qPrintable(
                     QStringLiteral("%1 vs %2 tokens").arg(o.latency->kvCacheTokens).arg(tokens)));
        QVERIFY(o.latency->kvCacheSequences >= 1);
    }

    // Each engine's own rule, and the scenario's override of its share.
    void engineShares_data() {
        QTest::addColumn<int>("framework");
        QTest::addColumn<double>("share");
        QTest::addColumn<double>("expectedShare");
        // vLLM: gpu_memory_utilization 0.9; SGLang: mem_fraction_static 0.85 at tensor 4
        // (python/sglang/srt/server_args.py); TensorRT-LLM: free_gpu_memory_fraction 0.9.
        QTest::newRow("vLLM default") << int(Framework::Vllm) << 0.0 << 0.9;
        QTest::newRow("vLLM at 0.7") << int(Framework::Vllm) << 0.7 << 0.7;
        QTest::newRow("SGLang default, tensor 4") << int(Framework::Sglang) << 0.0 << 0.85;
        QTest::newRow("TensorRT-LLM default") << int(Framework::TensorRt) << 0.0 << 0.9;
    }
    void engineShares() {
        QFETCH(int, framework);
        QFETCH(double, share);
        QFETCH(double, expectedShare);
        Scenario s = qwen3On4H100(Framework(framework));
        s.workload.serving.memoryFraction = share;
        const ResolvedWorkload r = resolveWorkload(s.workload, m_catalog);
        const Device& h100 = *m_catalog.device("h100-sxm-80gb");
        const EngineMemory e = engineMemory(r, h100, 4);
        QVERIFY(e.paged);
        QCOMPARE(e.fraction, expectedShare);
        Layout l;
        l.tensor = 4;
        l.microBatch = 1024;
        const MemoryBreakdown m = estimateMemory(r, h100, l);
        const double capacity = usableCapacity(h100);
        double expected = 0;
        if (e.ofFreeMemory)
            expected = e.fraction * (capacity - m.weights - m.activations - m.runtime);
        else if (e.activationsOutside)
            expected = e.fraction * capacity - m.weights;
        else
            expected = e.fraction * capacity - m.weights - m.activations - m.runtime;
        QVERIFY2(std::abs(m.kvCache - expected) < 16.0,
                 qPrintable(QStringLiteral("%1 vs %2").arg(m.kvCache).arg(expected)));
    }

    // A share too small for the weights is an engine that does not start: the option does not
    // fit, however much memory the device has beyond the share.
    void aShareTooSmallDoesNotFit() {
        Scenario s = qwen3On4H100(Framework::Vllm);
        s.workload.serving.memoryFraction = 0.15;
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY(result.errors.empty());
        QVERIFY(!result.plan.options.front().fits);
        s.workload.serving.memoryFraction = 0.5;
        QVERIFY(makePlan(s, m_catalog).plan.options.front().fits);
    }

    // Eager PyTorch keeps no KV pool: its cache is the batch the memory fit found.
    void eagerFrameworksKeepTheirFit() {
        const Scenario s = qwen3On4H100(Framework::Pytorch);
        const ResolvedWorkload r = resolveWorkload(s.workload, m_catalog);
        QVERIFY(!engineMemory(r, *m_catalog.device("h100-sxm-80gb"), 4).paged);
    }
};

QTEST_APPLESS_MAIN(TestServingEngine)
#include "test_serving_engine.moc"

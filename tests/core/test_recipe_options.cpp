// Options that published recipes use and a scenario can now say: full recomputation of some of
// the layers (Megatron's --recompute-num-layers, torchtitan's checkpointing of every second
// layer), PyTorch's per-operator selective checkpointing, context parallelism (each sequence
// split over ranks with ring attention) and a KV cache stored in fp8 apart from 16-bit weights
// (vLLM's --kv-cache-dtype fp8).
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/eager_block.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/planner.h"
#include "core/estimate/time_estimator.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/output/launch_command.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/plan_json.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace rightsize;
using nlohmann::json;

namespace {

json training(const char* framework) {
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", "recompute"}};
    s["workload"] = {{"kind", "training"},
                     {"framework", framework},
                     {"model", {{"preset", "llama-3.1-8b"}}},
                     {"precision", "bf16_mixed"},
                     {"batch_size", 16},
                     {"micro_batch_size", 2},
                     {"seq_len", 8192},
                     {"dataset", {{"samples", 1000}}}};
    return s;
}

json serving(const char* kvDtype) {
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", "kv"}};
    s["workload"] = {{"kind", "online_serving"},
                     {"framework", "vllm"},
                     {"model", {{"preset", "llama-3.1-8b"}}},
                     {"precision", "bf16"},
                     {"serving",
                      {{"concurrency", 16},
                       {"input_tokens", 2000},
                       {"output_tokens", 200},
                       {"max_batch", 256},
                       {"kv_cache_dtype", kvDtype}}}};
    s["compute"] = {{"options", json::array({{{"device", "h100-sxm-80gb"}, {"count", 1}}})}};
    return s;
}

} // namespace

class TestRecipeOptions : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    const Device* m_h100 = nullptr;

    ResolvedWorkload resolved(const json& s) {
        const ScenarioLoadResult loaded = parseScenarioJson(s, &m_catalog);
        if (!loaded.document)
            qFatal("refused: %s", loaded.errors.front().message.c_str());
        return resolveWorkload(loaded.document->scenario.workload, m_catalog);
    }

private slots:
    void initTestCase() {
        m_catalog = loadBuiltinCatalog();
        m_h100 = m_catalog.device("h100-sxm-80gb");
        QVERIFY(m_h100);
    }

    // Recomputing half of the 32 layers keeps half of them whole: the activations and the extra
    // forward lie between no recomputation and recomputing every layer, in both ways of costing
    // a step (operator by operator for PyTorch, fused for Megatron).
    void someLayersRecomputed_data() {
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("tolerance");
        const QString source = QStringLiteral(
            "Megatron-LM arguments.py, --recompute-num-layers with --recompute-method "
            "block: the first N layers of a stage recompute");
        QTest::newRow("PyTorch, counted per operator")
            << QStringLiteral("pytorch") << source << 0.0;
        QTest::newRow("Megatron, fused") << QStringLiteral("megatron") << source << 0.0;
    }

    void someLayersRecomputed() {
        QFETCH(QString, framework);
        QFETCH(QString, source);
        json s = training(framework.toLatin1().constData());
        Layout l;
        l.microBatch = 2;
        l.gradientAccumulation = 8;
        l.recompute = Recompute::None;
        const ResolvedWorkload r = resolved(s);
        const double none = estimateMemory(r, *m_h100, l).activations;
        const double tNone = estimateTrainingStep(r, *m_h100, l, 1).stepSeconds;
        l.recompute = Recompute::Full;
        const double all = estimateMemory(r, *m_h100, l).activations;
        const double tAll = estimateTrainingStep(r, *m_h100, l, 1).stepSeconds;
        s["workload"]["recompute_layers"] = 16;
        const ResolvedWorkload half = resolved(s);
        QCOMPARE(recomputedShare(half, l), 0.5);
        const double some = estimateMemory(half, *m_h100, l).activations;
        const double tSome = estimateTrainingStep(half, *m_h100, l, 1).stepSeconds;
        QVERIFY2(all < some && some < none, qPrintable(source + QStringLiteral(": %1 < %2 < %3 GB")
                                                                    .arg(all / 1e9)
                                                                    .arg(some / 1e9)
                                                                    .arg(none / 1e9)));
        QVERIFY2(tNone < tSome && tSome < tAll, qPrintable(source));
        // Without full recomputation the count changes nothing.
        l.recompute = Recompute::None;
        QCOMPARE(estimateMemory(half, *m_h100, l).activations, none);
    }

    // torchtitan's "op" policy keeps the block's input, attention's output and the outputs of
    // q, v, gate and down (it recomputes every second product: k, o and up), so an eager step
    // holds less than with nothing recomputed and more than with whole blocks recomputed, and
    // runs the three recomputed products again: (k + o + up) / all the block's products.
    void selectiveKeepsEverySecondProduct() {
        const ResolvedWorkload r = resolved(training("pytorch"));
        const double h = 4096, kv = 1024, f = 14336;
        const double share = (h * kv + h * h + h * f) / (2 * h * h + 2 * h * kv + 3 * h * f);
        QVERIFY(qAbs(eagerSelectiveRecomputedMatrixShare(r) - share) < 1e-12);
        const EagerPrecision p = eagerPrecision(r, Sharding::Zero3);
        const double kept = 2 * (h + h + h + kv + f + h) + 4 * 32;
        QCOMPARE(eagerSelectiveSavedBytesPerToken(r, p), kept);
        Layout l;
        l.microBatch = 2;
        l.data = 8;
        l.sharding = Sharding::Zero3;
        double activations[3];
        double seconds[3];
        int i = 0;
        for (Recompute rc : {Recompute::None, Recompute::Selective, Recompute::Full}) {
            l.recompute = rc;
            activations[i] = estimateMemory(r, *m_h100, l).activations;
            seconds[i++] = estimateTrainingStep(r, *m_h100, l, 8).stepSeconds;
        }
        QVERIFY(activations[2] < activations[1] && activations[1] < activations[0]);
        QVERIFY(seconds[0] < seconds[1] && seconds[1] < seconds[2]);
    }

    // Context parallelism splits each sequence over its ranks: at the same micro-batch a rank
    // holds half the tokens' activations and does half the matrix work, its ranks share their
    // samples (8 devices, CP 2: four samples side by side), and the keys and values that go round
    // the ring hide behind attention at 64K tokens. A group that does not divide the replicas
    // cannot run.
    void contextParallelSplitsTheSequence_data() {
        QTest::addColumn<QString>("framework");
        QTest::addRow("eager PyTorch (torchtitan)") << QStringLiteral("pytorch");
        QTest::addRow("Megatron") << QStringLiteral("megatron");
    }
    void contextParallelSplitsTheSequence() {
        QFETCH(QString, framework);
        json s = training(framework.toLatin1().constData());
        s["workload"]["seq_len"] = 65536;
        s["workload"]["batch_size"] = 4;
        s["workload"]["micro_batch_size"] = 1;
        const ResolvedWorkload r = resolved(s);
        Layout l;
        l.data = 8;
        l.sharding = Sharding::Zero3;
        l.recompute = Recompute::Full;
        const MemoryBreakdown one = estimateMemory(r, *m_h100, l);
        const TimeBreakdown tOne = estimateTrainingStep(r, *m_h100, l, 8);
        l.context = 2;
        const MemoryBreakdown two = estimateMemory(r, *m_h100, l);
        const TimeBreakdown tTwo = estimateTrainingStep(r, *m_h100, l, 8);
        QVERIFY2(qAbs(two.activations / one.activations - 0.5) < 0.01,
                 qPrintable(QStringLiteral("%1 against %2 GB")
                                .arg(two.activations / 1e9)
                                .arg(one.activations / 1e9)));
        QCOMPARE(two.weights + two.gradients + two.optimizer,
                 one.weights + one.gradients + one.optimizer);
        QCOMPARE(tTwo.modelFlopsPerStep * 2, tOne.modelFlopsPerStep);
        QCOMPARE(tTwo.samplesPerStep * 2, tOne.samplesPerStep);
        QVERIFY(tTwo.communicationSeconds < 0.05 * tTwo.stepSeconds);

        // As a scenario: the layout is honoured, written back, and 4 samples a step need no
        // accumulation on 8 devices at CP 2.
        s["workload"]["parallelism"] = {{"tensor", 1}, {"pipeline", 1}, {"context", 2}};
        s["workload"]["sharding"] = "zero3";
        s["compute"] = {{"options", json::array({{{"device", "h100-sxm-80gb"}, {"count", 8}}})}};
        const Plan plan = test::planJson(s, m_catalog);
        QVERIFY(plan.options[0].layoutValid);
        QCOMPARE(plan.options[0].placement.layout.context, 2);
        QCOMPARE(plan.options[0].placement.layout.gradientAccumulation, 1);
        s["workload"]["parallelism"]["context"] = 3;
        const Plan odd = test::planJson(s, m_catalog);
        QVERIFY(!odd.options[0].layoutValid);
    }

    // A context group larger than the sequence would leave ranks without a token: the layout
    // does not run, and the plan says so rather than refusing the file.
    void contextBeyondTheSequenceDoesNotRun() {
        json s = training("pytorch");
        s["workload"]["seq_len"] = 4;
        s["workload"]["micro_batch_size"] = 1;
        s["workload"]["parallelism"] = {{"context", 8}};
        s["compute"] = {{"options", json::array({{{"device", "h100-sxm-80gb"}, {"count", 8}}})}};
        const Plan plan = test::planJson(s, m_catalog);
        QVERIFY(!plan.options[0].layoutValid);
        s["workload"]["seq_len"] = 8;
        QVERIFY(test::planJson(s, m_catalog).options[0].layoutValid);
    }

    // FP8 weights (torchao's float8 all-gather, Transformer Engine's FP8 parameters) hold and
    // gather one byte a weight: the weights per device halve, the master copy in the optimizer
    // state stays, and the fully sharded step gathers half the bytes. With bf16 compute the flag
    // is not read.
    void fp8WeightsHalveTheWorkingCopy() {
        json s = training("pytorch");
        s["workload"]["precision"] = "fp8";
        Layout l;
        l.microBatch = 2;
        l.data = 8;
        l.sharding = Sharding::Zero3;
        l.recompute = Recompute::Full;
        const ResolvedWorkload plain = resolved(s);
        s["workload"]["fp8_weights"] = true;
        const ResolvedWorkload fp8 = resolved(s);
        QCOMPARE(plain.weightBytesPerTrainable, 2.0);
        QCOMPARE(fp8.weightBytesPerTrainable, 1.0);
        QCOMPARE(fp8.optimizerBytesPerTrainable, plain.optimizerBytesPerTrainable);
        const MemoryBreakdown a = estimateMemory(plain, *m_h100, l);
        const MemoryBreakdown b = estimateMemory(fp8, *m_h100, l);
        QVERIFY(b.weights < 0.55 * a.weights && b.weights > 0.45 * a.weights);
        QCOMPARE(b.optimizer, a.optimizer);
        s["workload"]["precision"] = "bf16_mixed";
        QCOMPARE(resolved(s).weightBytesPerTrainable, 2.0);
    }

    // fp8 keys and values take one byte an element where bf16 takes two: the engine's cache holds
    // about twice the tokens, and the launch command asks vLLM for it.
    void anFp8KvCacheHoldsTwiceTheTokens() {
        const ResolvedWorkload bf16 = resolved(serving("auto"));
        const ResolvedWorkload fp8 = resolved(serving("fp8"));
        QCOMPARE(bf16.kvBytes, 2.0);
        QCOMPARE(fp8.kvBytes, 1.0);
        QCOMPARE(fp8.kvBytesPerToken * 2, bf16.kvBytesPerToken);
        const ScenarioLoadResult loaded = parseScenarioJson(serving("fp8"), &m_catalog);
        QVERIFY(loaded.document);
        const PlanResult planned = makePlan(loaded.document->scenario, m_catalog);
        QVERIFY(planned.errors.empty());
        const ScenarioLoadResult plain = parseScenarioJson(serving("auto"), &m_catalog);
        const PlanResult plainPlan = makePlan(plain.document->scenario, m_catalog);
        const double tokens8 = planned.plan.options[0].latency->kvCacheTokens;
        const double tokens16 = plainPlan.plan.options[0].latency->kvCacheTokens;
        QVERIFY2(tokens8 > 1.9 * tokens16 && tokens8 < 2.1 * tokens16,
                 qPrintable(QStringLiteral("%1 against %2 tokens").arg(tokens8).arg(tokens16)));
        const LaunchResult launch =
            launchCommand(loaded.document->scenario, m_catalog, &planned.plan.options[0], {});
        QVERIFY(launch.command);
        QVERIFY2(launch.command->command.find("--kv-cache-dtype fp8") != std::string::npos,
                 launch.command->command.c_str());
        const LaunchResult plainLaunch =
            launchCommand(plain.document->scenario, m_catalog, &plainPlan.plan.options[0], {});
        QVERIFY(plainLaunch.command);
        QVERIFY(plainLaunch.command->command.find("--kv-cache-dtype") == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestRecipeOptions)
#include "test_recipe_options.moc"

// Serving capacity from the planner's own service model: the KV cache, not the batch cap,
// decides how many sequences a replica decodes at once.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/planner.h"
#include "core/estimate/serving_planner.h"
#include "core/estimate/time_estimator.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"

#include <QTest>

using namespace rightsize;

class TestServingPlanner : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    // Eager PyTorch: its KV cache is that of the largest batch the memory fit finds (an engine's
    // pool is tested in test_serving_engine).
    ResolvedWorkload llama7bOnA10(int maxBatch) {
        Workload w;
        w.kind = WorkloadKind::OnlineServing;
        w.framework = Framework::Pytorch;
        w.model.preset = "llama-2-7b";
        w.precision = Precision::Fp16;
        w.serving.inputTokens = 1000;
        w.serving.outputTokens = 200;
        w.serving.maxBatch = maxBatch;
        w.serving.qps = 1;
        return resolveWorkload(w, m_catalog);
    }

    // The largest batch whose weights, activations and full-length KV cache fit the device.
    int batchThatFits(const ResolvedWorkload& r, const Device& d) {
        int fit = 0;
        for (int b = 1; b <= 256; ++b) {
            Layout l;
            l.microBatch = b;
            if (estimateMemory(r, d, l).total() <=
                usableCapacity(d) * (1 - Constraints{}.minHeadroom))
                fit = b;
        }
        return fit;
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void capacityIsBoundByTheKvCache() {
        const Device& a10 = *m_catalog.device("a10-24gb");
        const ResolvedWorkload wide = llama7bOnA10(64);
        const int fit = batchThatFits(wide, a10);
        QVERIFY2(fit >= 2 && fit < 64, qPrintable(QString::number(fit)));
        const ResolvedWorkload narrow = llama7bOnA10(fit);
        Layout l;
        l.microBatch = fit;
        const ServiceModel wideModel = serviceModelFor(wide, a10, l);
        const ServiceModel narrowModel = serviceModelFor(narrow, a10, l);
        ServingLoad load;
        load.qps = 1;
        load.maxBatch = 64;
        const double wideCapacity = servingCapacityPerReplica(wideModel, load);
        load.maxBatch = fit;
        const double narrowCapacity = servingCapacityPerReplica(narrowModel, load);
        QVERIFY2(std::abs(wideCapacity / narrowCapacity - 1) < 0.10,
                 qPrintable(QStringLiteral("max batch 64: %1 qps, max batch %2: %3 qps")
                                .arg(wideCapacity)
                                .arg(fit)
                                .arg(narrowCapacity)));
        // The same under simulation: the highest load that still meets a loose target.
        ServingLoad sim;
        sim.qps = 1;
        sim.requests = 4000;
        sim.maxBatch = 64;
        const double wideSim = maxQpsForTarget(wideModel, sim, 120.0);
        sim.maxBatch = fit;
        const double narrowSim = maxQpsForTarget(narrowModel, sim, 120.0);
        QVERIFY2(wideSim > 0 && std::abs(wideSim / narrowSim - 1) < 0.10,
                 qPrintable(QStringLiteral("%1 vs %2 qps").arg(wideSim).arg(narrowSim)));
    }

    // Decode pays two all-reduces a layer under tensor parallelism; an engine that replays CUDA
    // graphs pays less per step than eager PyTorch.
    void decodeStepCostsFollowTheEngine() {
        Workload w;
        w.kind = WorkloadKind::OnlineServing;
        w.model.preset = "llama-2-7b";
        w.precision = Precision::Fp16;
        w.serving.inputTokens = 100;
        w.serving.outputTokens = 100;
        const Device& h100 = *m_catalog.device("h100-sxm-80gb");
        w.framework = Framework::Vllm;
        const InferenceCosts graphs = inferenceCosts(resolveWorkload(w, m_catalog), h100, 1);
        w.framework = Framework::Pytorch;
        const InferenceCosts eager = inferenceCosts(resolveWorkload(w, m_catalog), h100, 1);
        QVERIFY(eager.decodeSeconds(1, 200) > 1.5 * graphs.decodeSeconds(1, 200));
        w.framework = Framework::Vllm;
        const InferenceCosts tp2 = inferenceCosts(resolveWorkload(w, m_catalog), h100, 2);
        QVERIFY(tp2.stepFixed > graphs.stepFixed); // all-reduce latency per layer
        QVERIFY(tp2.weightSeconds < graphs.weightSeconds * 0.51);
    }

    // The planner sizes each distinct device and layout once and reuses it for the other counts
    // it proposed: every option must still show what sizing its own layout gives.
    void sizedOptionsMatchTheirOwnLayout_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("qps");
        QTest::newRow("llama-2-13b, 2 qps") << QStringLiteral("llama-2-13b") << 2.0;
        QTest::newRow("llama-2-7b, 20 qps") << QStringLiteral("llama-2-7b") << 20.0;
    }
    void sizedOptionsMatchTheirOwnLayout() {
        QFETCH(QString, preset);
        QFETCH(double, qps);
        Scenario s;
        s.workload.kind = WorkloadKind::OnlineServing;
        s.workload.framework = Framework::Vllm;
        s.workload.model.preset = preset.toStdString();
        s.workload.precision = Precision::Bf16;
        s.workload.serving.qps = qps;
        s.workload.serving.p95Ms = 20000;
        s.workload.serving.inputTokens = 512;
        s.workload.serving.outputTokens = 256;
        s.workload.serving.maxBatch = 32;
        const PlanResult result = makePlan(s, m_catalog);
        QVERIFY(result.errors.empty());
        const ResolvedWorkload r = resolveWorkload(s.workload, m_catalog);
        int checked = 0;
        for (const OptionResult& o : result.plan.options) {
            if (!o.latency)
                continue;
            const Layout& layout = o.placement.layout;
            const ServingPlan fresh = planServing(r, *o.placement.device, layout, 1, true);
            const QString where = QString::fromStdString(o.placement.device->id);
            QVERIFY2(o.placement.count == fresh.replicasUsed * std::max(1, layout.tensor),
                     qPrintable(where));
            QVERIFY2(o.latency->p95Ms == fresh.latency.p95Ms, qPrintable(where));
            QVERIFY2(o.latency->p50Ms <= o.latency->p95Ms && o.latency->p95Ms <= o.latency->p99Ms,
                     qPrintable(where));
            ++checked;
        }
        QVERIFY(checked >= 5);
    }
};

QTEST_APPLESS_MAIN(TestServingPlanner)
#include "test_serving_planner.moc"

// The conservation of bytes (core/estimate/model_states.h): however a layout splits a model
// (tensor, pipeline, expert and data parallelism, ZeRO/FSDP sharding), the devices over which one
// copy of the model's states is spread hold at least the whole of each state at its precision.
// Checked for every scenario preset and for training, LoRA and inference of every
// mixture-of-experts model preset, on every catalog device, at 1, 8, 16 and 64 devices, over pinned
// layouts that combine every axis. A plan that divides the same bytes twice (expert parallelism and
// ZeRO-3 over the same ranks) shows here as a copy of the model with bytes missing.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/eager_block.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/model_states.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace rightsize;
using nlohmann::json;

namespace {

// Every combination of the axes the planner searches, small enough to run in seconds.
std::vector<Layout> layoutsFor(const ResolvedWorkload& r, int count) {
    std::vector<Layout> out;
    const Sharding stages[] = {Sharding::None, Sharding::Zero1, Sharding::Zero2, Sharding::Zero3,
                               Sharding::Zero3Hybrid};
    for (int tp : {1, 2, 8})
        for (int pp : {1, 4})
            for (int ep : {1, 2, 8, 64})
                for (Sharding sh : stages) {
                    if (count % (tp * pp) != 0)
                        continue;
                    Layout l;
                    l.tensor = tp;
                    l.pipeline = pp;
                    l.data = count / (tp * pp);
                    l.expert = ep;
                    l.sharding = r.training ? sh : Sharding::None;
                    l.microBatch = 1;
                    // Expert ranks come out of the data-parallel ones in training and are the
                    // tensor-parallel ones in inference (core/estimate/planner.cpp,
                    // completeLayout).
                    if (ep > 1 &&
                        (r.m.experts % ep != 0 || (r.training ? l.data % ep != 0 : ep != tp)))
                        continue;
                    if (!r.training && sh != Sharding::None)
                        continue;
                    out.push_back(l);
                }
    return out;
}

json withModel(const std::string& preset, const std::string& kind, const json& finetune) {
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", "conservation"}};
    s["workload"] = {{"kind", kind},
                     {"framework", kind == "batch_inference" ? "vllm" : "megatron"},
                     {"model", {{"preset", preset}}},
                     {"precision", "bf16_mixed"},
                     {"batch_size", 64},
                     {"seq_len", 2048}};
    if (kind == "batch_inference")
        s["workload"]["precision"] = "bf16";
    if (!finetune.is_null())
        s["workload"]["finetune"] = finetune;
    return s;
}

} // namespace

class TestByteConservation : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void everyLayoutKeepsTheWholeModel_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("tolerance");
        // Only the rounding of the divisions may go missing.
        const double rounding = 1e-9;
        for (const ScenarioPreset& p : m_catalog.scenarios)
            QTest::newRow(("preset " + p.id).c_str())
                << QByteArray::fromStdString(p.scenarioJson)
                << QStringLiteral("resources/catalog/scenarios.json") << rounding;
        for (const ModelPreset& m : m_catalog.models) {
            if (m.shape.experts < 2)
                continue;
            const json lora = {{"method", "lora"}, {"lora_rank", 16}};
            const json full = {{"method", "full"}};
            const QString source = QStringLiteral("resources/catalog/models.json: ") +
                                   QString::fromStdString(m.source);
            QTest::newRow((m.id + " LoRA").c_str())
                << QByteArray::fromStdString(withModel(m.id, "fine_tuning", lora).dump()) << source
                << rounding;
            QTest::newRow((m.id + " full fine-tune").c_str())
                << QByteArray::fromStdString(withModel(m.id, "fine_tuning", full).dump()) << source
                << rounding;
            QTest::newRow((m.id + " inference").c_str())
                << QByteArray::fromStdString(withModel(m.id, "batch_inference", nullptr).dump())
                << source << rounding;
        }
    }

    void everyLayoutKeepsTheWholeModel() {
        QFETCH(QByteArray, scenario);
        QFETCH(QString, source);
        QFETCH(double, tolerance);
        const ScenarioLoadResult loaded =
            parseScenario(std::string_view(scenario.constData(), scenario.size()), &m_catalog);
        QVERIFY2(loaded.document, qPrintable(source));
        const Workload& w = loaded.document->scenario.workload;
        if (w.kind == WorkloadKind::ClassicMl || w.kind == WorkloadKind::DataPrep)
            return; // no model states to conserve
        const ResolvedWorkload r = resolveWorkload(w, m_catalog);
        const ModelStates whole = wholeModelStates(r);
        QVERIFY(whole.weights > 0);
        int checked = 0;
        for (const Device& d : m_catalog.devices)
            for (int count : {1, 8, 16, 64})
                for (const Layout& l : layoutsFor(r, count)) {
                    const MemoryBreakdown mem = estimateMemory(r, d, l);
                    // An eager single-device step frees its gradients at the peak (set_to_none).
                    // The optimizer step in the backward frees each gradient once it is used.
                    const bool freed = (r.training && countedPerOperator(r) && l.data <= 1 &&
                                        l.sharding == Sharding::None && mem.gradients == 0) ||
                                       (r.training && w.optimizerInBackward);
                    const ModelStates held{mem.weights, mem.gradients, mem.optimizer};
                    auto copy = [&](double perDevice, Sharding from) {
                        return perDevice * devicesPerStateCopy(d, l, r.training, from);
                    };
                    const QString at =
                        QStringLiteral("%1 on %2× %3, TP %4 PP %5 EP %6 DP %7 ZeRO %8: ")
                            .arg(source.left(60), QString::number(count),
                                 QString::fromStdString(d.id))
                            .arg(l.tensor)
                            .arg(l.pipeline)
                            .arg(l.expert)
                            .arg(l.data)
                            .arg(int(l.sharding));
                    QVERIFY2(copy(held.weights, Sharding::Zero3) >= whole.weights * (1 - tolerance),
                             qPrintable(at + QStringLiteral("weights %1 GB of %2 GB")
                                                 .arg(copy(held.weights, Sharding::Zero3) / 1e9)
                                                 .arg(whole.weights / 1e9)));
                    QVERIFY2(freed || copy(held.gradients, Sharding::Zero2) >=
                                          whole.gradients * (1 - tolerance),
                             qPrintable(at + QStringLiteral("gradients")));
                    QVERIFY2(copy(held.optimizer, Sharding::Zero1) >=
                                 whole.optimizer * (1 - tolerance),
                             qPrintable(at + QStringLiteral("optimizer")));
                    // The brief form: all states of one copy at least the model's own weights.
                    QVERIFY2(copy(held.total(), Sharding::Zero3) >= whole.weights * (1 - tolerance),
                             qPrintable(at));
                    QVERIFY2(conservesModelBytes(r, d, l, held, freed), qPrintable(at));
                    ++checked;
                }
        QVERIFY(checked > 0);
    }

    // The case that showed the double division: a LoRA of Kimi K2 over eight H100 with expert
    // parallelism 8 and ZeRO-3 over the same eight. Each expert lives on one rank only, so ZeRO-3
    // has no replica of it to shard over: one eighth of the bf16 weights per device at the least.
    void kimiLoraOnOneNode_data() {
        QTest::addColumn<int>("expert");
        QTest::addColumn<int>("sharding");
        QTest::addColumn<double>("floorGiB");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("tolerance");
        // 1.03e12 parameters (Kimi K2 model card, shape of its config.json) × 2 bytes / 8 devices.
        const QString card =
            QStringLiteral("moonshotai/Kimi-K2-Instruct model card: 1.03T parameters in bf16");
        const double floor = 1.0e12 * 2 / 8 / (1024.0 * 1024 * 1024);
        QTest::newRow("EP 8, ZeRO-3") << 8 << int(Sharding::Zero3) << floor << card << 0.0;
        QTest::newRow("EP 1, ZeRO-3") << 1 << int(Sharding::Zero3) << floor << card << 0.0;
        QTest::newRow("EP 8, no sharding") << 8 << int(Sharding::None) << floor << card << 0.0;
    }

    void kimiLoraOnOneNode() {
        QFETCH(int, expert);
        QFETCH(int, sharding);
        QFETCH(double, floorGiB);
        QFETCH(QString, source);
        QFETCH(double, tolerance);
        const json lora = {{"method", "lora"}, {"lora_rank", 16}};
        const ScenarioLoadResult loaded =
            parseScenarioJson(withModel("kimi-k2", "fine_tuning", lora), &m_catalog);
        QVERIFY(loaded.document);
        const ResolvedWorkload r = resolveWorkload(loaded.document->scenario.workload, m_catalog);
        const Device* h100 = m_catalog.device("h100-sxm-80gb");
        QVERIFY(h100);
        Layout l;
        l.data = 8;
        l.expert = expert;
        l.sharding = Sharding(sharding);
        const MemoryBreakdown mem = estimateMemory(r, *h100, l);
        const double gib = mem.weights / (1024.0 * 1024 * 1024);
        QVERIFY2(gib >= floorGiB * (1 - tolerance),
                 qPrintable(source + QStringLiteral(": %1 GiB").arg(gib)));
        QVERIFY2(mem.total() > usableCapacity(*h100), "the weights alone exceed an H100");
    }
};

QTEST_GUILESS_MAIN(TestByteConservation)
#include "test_byte_conservation.moc"

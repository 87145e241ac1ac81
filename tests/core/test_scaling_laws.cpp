// One model of a framework's step, whatever the device count. Data parallelism and ZeRO/FSDP
// sharding add collectives and divide the model states; they run the same model code, so what a
// micro-batch keeps for its backward and what its kernels cost do not change with them. Two laws,
// over every scenario preset and example on every catalog device at 1 to 64 devices:
//   - at the same micro-batch, precision, recomputation and framework, the activations one device
//     holds are the same at every data-parallel size and sharding stage that holds the weights
//     alike (autocast over fp32 weights, or 16-bit weights under a sharded engine);
//   - a job on N devices is at most N times as fast as on one (2% slack for rounding), unless the
//     one-device plan had to change its layout to fit (a smaller micro-batch, recomputation).
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/eager_block.h"
#include "core/estimate/memory_estimator.h"
#include "core/estimate/planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

using namespace rightsize;
using nlohmann::json;

Q_DECLARE_METATYPE(rightsize::Scenario)

namespace {

constexpr int kCounts[] = {1, 2, 4, 8, 16, 32, 64};
constexpr double kGiB = 1024.0 * 1024 * 1024;

bool trainsOrRunsAJob(const Scenario& s) {
    const WorkloadKind k = s.workload.kind;
    return k == WorkloadKind::Training || k == WorkloadKind::FineTuning ||
           k == WorkloadKind::BatchInference;
}

// The cases: a LoRA fine-tune through the Hugging Face Trainer in bf16 with micro-batch 2
// at 2,048 tokens and no recomputation.
json loraCase(const char* preset) {
    json s = {{"format", "rightsize-scenario"}, {"version", 1}, {"name", preset}};
    s["workload"] = {{"kind", "fine_tuning"},
                     {"framework", "hf_trainer"},
                     {"model", {{"preset", preset}}},
                     {"precision", "bf16_mixed"},
                     {"optimizer", "adamw"},
                     {"finetune", {{"method", "lora"}, {"lora_rank", 16}}},
                     {"batch_size", 16},
                     {"micro_batch_size", 2},
                     {"seq_len", 2048},
                     {"activation_recompute", "none"},
                     {"dataset", {{"samples", 20000}, {"tokens_per_sample", 2048}}}};
    return s;
}

bool sameLayoutChoice(const Layout& a, const Layout& b) {
    return a.microBatch == b.microBatch && a.recompute == b.recompute;
}

} // namespace

class TestScalingLaws : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    int m_compared = 0; // pairs of one device and many that both fit, over every row

    void addScenario(const QString& name, const QByteArray& text, const QString& source) {
        const ScenarioLoadResult r =
            parseScenario(std::string_view(text.constData(), text.size()), &m_catalog);
        QVERIFY2(r.document, qPrintable(name));
        if (trainsOrRunsAJob(r.document->scenario))
            QTest::newRow(qPrintable(name)) << r.document->scenario << source << 0.02;
    }

    void everyScenario() {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("tolerance");
        for (const ScenarioPreset& p : m_catalog.scenarios)
            addScenario(QString::fromStdString("preset " + p.id),
                        QByteArray::fromStdString(p.scenarioJson),
                        QStringLiteral("resources/catalog/scenarios.json"));
        const QDir dir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"));
        for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            QFile f(dir.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            addScenario(QStringLiteral("example ") + file, f.readAll(),
                        QStringLiteral("examples/") + file);
        }
        for (const char* preset : {"qwen3-8b", "qwen3-30b-a3b"})
            addScenario(
                QStringLiteral("LoRA of ") + QLatin1String(preset),
                QByteArray::fromStdString(loraCase(preset).dump()),
                QStringLiteral("issue: HF Trainer LoRA, bf16, micro-batch 2, 2,048 tokens"));
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void activationsDoNotDependOnDataParallelism_data() { everyScenario(); }

    void activationsDoNotDependOnDataParallelism() {
        QFETCH(Scenario, scenario);
        QFETCH(QString, source);
        const ResolvedWorkload r = resolveWorkload(scenario.workload, m_catalog);
        if (!r.training || !r.m.transformer)
            return;
        const Sharding stages[] = {Sharding::None, Sharding::Zero1, Sharding::Zero2,
                                   Sharding::Zero3, Sharding::Zero3Hybrid};
        int checked = 0;
        for (const Device& d : m_catalog.devices) {
            // Keyed by how the step holds its tensors: one activation figure per key.
            std::map<std::pair<double, bool>, double> seen;
            for (int count : kCounts)
                for (Sharding sh : stages) {
                    Layout l;
                    l.data = count;
                    l.sharding = sh;
                    l.microBatch = scenario.workload.microBatchSize.value_or(1);
                    l.recompute = scenario.workload.recompute.value_or(Recompute::None);
                    l.flashAttention = scenario.workload.flashAttention.value_or(true);
                    // Accumulation keeps the gradients alive through the step at every count, so
                    // the one-device end-of-backward peak does not enter the comparison.
                    l.gradientAccumulation = 2;
                    const EagerPrecision p = eagerPrecision(r, sh);
                    const double held = estimateMemory(r, d, l).activations;
                    const auto key = std::make_pair(p.residual, p.casts);
                    const auto [it, first] = seen.emplace(key, held);
                    QVERIFY2(first || std::abs(held - it->second) <= 1e-9 * it->second,
                             qPrintable(source + QStringLiteral(": %1 at %2 devices, ZeRO %3: "
                                                                "%4 GiB of activations, %5 GiB "
                                                                "at another count or stage")
                                                     .arg(QString::fromStdString(d.id))
                                                     .arg(count)
                                                     .arg(int(sh))
                                                     .arg(held / kGiB)
                                                     .arg(it->second / kGiB)));
                    ++checked;
                }
        }
        QVERIFY(checked > 0);
    }

    void devicesNeverSpeedAJobUpMoreThanTheirNumber_data() { everyScenario(); }

    void devicesNeverSpeedAJobUpMoreThanTheirNumber() {
        QFETCH(Scenario, scenario);
        QFETCH(QString, source);
        QFETCH(double, tolerance);
        for (const Device& d : m_catalog.devices) {
            if (d.kind != DeviceKind::Gpu || !d.rentable)
                continue;
            for (int count : kCounts) {
                if (count == 1)
                    continue;
                Scenario s = scenario;
                s.compute.options = {{d.id, 1}, {d.id, count}};
                const PlanResult planned = makePlan(s, m_catalog);
                if (!planned.errors.empty() || planned.plan.options.size() != 2)
                    continue;
                const OptionResult& one = planned.plan.options[0];
                const OptionResult& many = planned.plan.options[1];
                if (!one.fits || !many.fits || !one.layoutValid || !many.layoutValid)
                    continue;
                const double speedUp = one.timeSeconds.expected / many.timeSeconds.expected;
                const bool changed = !sameLayoutChoice(one.placement.layout, many.placement.layout);
                QVERIFY2(changed || speedUp <= count * (1 + tolerance),
                         qPrintable(source + QStringLiteral(": %1× %2 is %3× as fast as one")
                                                 .arg(count)
                                                 .arg(QString::fromStdString(d.id))
                                                 .arg(speedUp)));
                ++m_compared;
            }
        }
    }

    // A scenario whose one device never fits (a 70B model) or whose pinned micro-batch fills its
    // global batch compares nothing; the rows together must compare many.
    void manyPairsWereCompared() {
        qInfo("%d pairs of one device and many compared", m_compared);
        QVERIFY(m_compared > 500);
    }
};

QTEST_APPLESS_MAIN(TestScalingLaws)
#include "test_scaling_laws.moc"

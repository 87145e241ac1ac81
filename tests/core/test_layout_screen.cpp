// The layout search's lean path against the full evaluation: for every catalog device, workloads
// of each kind the search screens and layouts across every split, the memory and the rate the
// screen ranks by are the ones evaluatePlacement reports, to the last bit.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/layout_screen.h"
#include "core/estimate/planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

using namespace rightsize;

Q_DECLARE_METATYPE(rightsize::Workload)

namespace {

Workload training(const char* preset, Framework framework, int seqLen) {
    Workload w;
    w.kind = WorkloadKind::Training;
    w.framework = framework;
    w.model.preset = preset;
    w.precision = Precision::Bf16Mixed;
    w.batchSize = 256;
    w.seqLen = seqLen;
    w.dataset.samples = 1e5;
    return w;
}

Workload fineTuning(FinetuneMethod method) {
    Workload w = training("llama-3.1-8b", Framework::HfTrainer, 2048);
    w.kind = WorkloadKind::FineTuning;
    w.finetune.method = method;
    w.batchSize = 64;
    return w;
}

Workload inference(const char* preset, int outputTokens) {
    Workload w;
    w.kind = WorkloadKind::BatchInference;
    w.model.preset = preset;
    w.precision = Precision::Bf16;
    w.batchSize = 64;
    w.serving.inputTokens = 512;
    w.serving.outputTokens = outputTokens;
    w.dataset.samples = 1e4;
    return w;
}

// The layouts a search may try on `count` devices: tensor and pipeline splits that divide them,
// every sharding, recomputation and a few micro-batches, completed as the planner completes them.
std::vector<Layout> layoutsFor(const ResolvedWorkload& r, int count) {
    std::vector<Layout> out;
    for (int tp : {1, 2, 4})
        for (int pp : {1, 2})
            for (Sharding sh : {Sharding::None, Sharding::Zero1, Sharding::Zero2, Sharding::Zero3,
                                Sharding::Zero3Hybrid})
                for (Recompute rc : {Recompute::None, Recompute::Selective, Recompute::Full})
                    for (int mb : {1, 4})
                        for (int ep : {1, 2}) {
                            if (count % (tp * pp) != 0 || (!r.training && pp > 1))
                                continue;
                            Layout l;
                            l.expert = ep;
                            l.tensor = tp;
                            l.pipeline = pp;
                            l.data = count / (tp * pp);
                            l.sequenceParallel = tp > 1;
                            l.microBatch = mb;
                            l.recompute = rc;
                            l.sharding = sh;
                            l.gradientAccumulation =
                                r.training ? std::max(1, r.w.batchSize / (mb * l.data)) : 1;
                            // Expert parallelism over data-parallel ranks (training) or the tensor
                            // group (inference), for models with routed experts.
                            const bool experts =
                                r.m.experts > 1 && (r.training ? l.data % ep == 0 : ep == tp);
                            if (ep > 1 && !experts)
                                continue;
                            out.push_back(l);
                        }
    return out;
}

// Bit for bit, NaN included.
bool same(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

class TestLayoutScreen : public QObject {
    Q_OBJECT
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void screenEqualsFullEvaluation_data() {
        QTest::addColumn<Workload>("workload");
        QTest::addColumn<int>("pricing");
        QTest::newRow("llama-2-70b pytorch")
            << training("llama-2-70b", Framework::Pytorch, 4096) << int(Pricing::OnDemand);
        QTest::newRow("llama-2-70b pytorch spot")
            << training("llama-2-70b", Framework::Pytorch, 4096) << int(Pricing::Spot);
        QTest::newRow("llama-3.1-8b megatron")
            << training("llama-3.1-8b", Framework::Megatron, 8192) << int(Pricing::OnDemand);
        QTest::newRow("mixtral deepspeed")
            << training("mixtral-8x7b", Framework::Deepspeed, 4096) << int(Pricing::OnDemand);
        QTest::newRow("resnet-50 pytorch")
            << training("resnet-50", Framework::Pytorch, 0) << int(Pricing::OnDemand);
        QTest::newRow("full fine-tune")
            << fineTuning(FinetuneMethod::Full) << int(Pricing::OnDemand);
        QTest::newRow("qlora serverless")
            << fineTuning(FinetuneMethod::Qlora) << int(Pricing::Serverless);
        QTest::newRow("llama-3.1-8b generation")
            << inference("llama-3.1-8b", 256) << int(Pricing::OnDemand);
        QTest::newRow("mixtral generation")
            << inference("mixtral-8x7b", 128) << int(Pricing::OnDemand);
        QTest::newRow("bert inference")
            << inference("bert-base-uncased", 0) << int(Pricing::Reserved);
    }

    void screenEqualsFullEvaluation() {
        QFETCH(Workload, workload);
        QFETCH(int, pricing);
        const ResolvedWorkload r = resolveWorkload(workload, m_catalog);
        ComputeSpec compute;
        compute.pricing = static_cast<Pricing>(pricing);
        Constraints constraints;
        constraints.minHeadroom = 0.1;
        long compared = 0;
        for (const Device& d : m_catalog.devices) {
            for (int count : {1, 2, 8}) {
                const std::vector<Layout> layouts = layoutsFor(r, count);
                const int groups[] = {1, 2, 4};
                const LayoutSearchTerms terms =
                    layoutSearchTerms(r, d, count, compute, constraints, groups);
                for (const Layout& l : layouts) {
                    Placement p;
                    p.device = &d;
                    p.count = count;
                    p.pricing = compute.pricing;
                    p.layout = l;
                    const OptionResult full = evaluatePlacement(r, p, compute, constraints);
                    const LayoutScreen s = screenLayout(terms, l, screenStates(terms, l));
                    const std::string where =
                        d.id + " x" + std::to_string(count) + " tp" + std::to_string(l.tensor) +
                        " pp" + std::to_string(l.pipeline) + " sh" +
                        std::to_string(int(l.sharding)) + " rc" + std::to_string(int(l.recompute)) +
                        " mb" + std::to_string(l.microBatch) + " ep" + std::to_string(l.expert);
                    QVERIFY2(same(s.memory, full.memory.total()), where.c_str());
                    QVERIFY2(same(s.samplesPerSecond, full.time.samplesPerSecond), where.c_str());
                    QVERIFY2((s.fitClass > 0) == full.fits, where.c_str());
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 1000);
    }

    // A group the terms were not built for is worked out the same way on the spot.
    void groupOutsideTheTermsIsStillExact() {
        const ResolvedWorkload r =
            resolveWorkload(training("llama-2-70b", Framework::Pytorch, 4096), m_catalog);
        const ComputeSpec compute;
        const Constraints constraints;
        const Device* d = m_catalog.device("h100-sxm-80gb");
        QVERIFY(d);
        const LayoutSearchTerms terms = layoutSearchTerms(r, *d, 8, compute, constraints, {});
        for (const Layout& l : layoutsFor(r, 8)) {
            Placement p;
            p.device = d;
            p.count = 8;
            p.layout = l;
            const OptionResult full = evaluatePlacement(r, p, compute, constraints);
            QVERIFY(same(screenRate(terms, l), full.time.samplesPerSecond));
        }
    }
};

QTEST_GUILESS_MAIN(TestLayoutScreen)
#include "test_layout_screen.moc"

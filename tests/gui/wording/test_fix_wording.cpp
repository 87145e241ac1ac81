// A finding's fix never suggests what the layout already does: an option that is out of memory
// with full recomputation and ZeRO-3 is told to lower the precision or add memory, not to turn on
// recomputation or sharding.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/model/scenario.h"
#include "tests/support/serving_scenarios.h"
#include "ui/results/recommendation_panel.h"
#include "ui/wording/plan_wording.h"

#include <QTest>

using namespace rightsize;
using namespace rightsize::ui;

class TestFixWording : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    // The out-of-memory fix of the first option of a LoRA fine-tune of `preset` on 8× H100.
    QString outOfMemoryFix(const char* preset, std::optional<Recompute> recompute,
                           std::optional<Sharding> sharding) {
        Scenario s;
        s.workload.kind = WorkloadKind::FineTuning;
        s.workload.framework = Framework::HfTrainer;
        s.workload.model.preset = preset;
        s.workload.finetune.method = FinetuneMethod::Lora;
        s.workload.batchSize = 8;
        s.workload.seqLen = 4096;
        s.workload.dataset.samples = 10000;
        s.workload.recompute = recompute;
        s.workload.sharding = sharding;
        s.compute.options = {{"h100-sxm-80gb", 8}};
        const PlanResult plan = makePlan(s, m_catalog);
        for (const OptionResult& o : plan.plan.options)
            for (const Finding& f : o.findings)
                if (f.code == "out_of_memory")
                    return PlanWordingText::fix(f);
        return {};
    }

    // Qwen3-32B served by vLLM on 4× H100 (tensor 4) to 64 concurrent users.
    static Scenario qwenServing() { return test::qwen3_32bOn4H100(); }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    // A served language model is read by its first token and each further one at the load the
    // scenario gives (64 users here), never "at 0 req/s" for a closed loop.
    void servingNumbersNameTheLoadAndTheTokens() {
        Scenario s = qwenServing();
        const PlanResult plan = makePlan(s, m_catalog);
        QVERIFY(plan.plan.recommended);
        RecommendationPanel panel;
        panel.showPlan(plan.plan, s);
        const QString text = panel.summaryText();
        QVERIFY2(text.contains(QLatin1String("First token")) &&
                     text.contains(QLatin1String("64 concurrent user")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Each further token")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("0 req/s")), qPrintable(text));
    }

    // A serving option has no training step: when the planner's layout serves more, the finding
    // says so in requests a second, never in seconds per step.
    void servingLayoutAlternativeSpeaksOfRequests() {
        const PlanResult plan = makePlan(qwenServing(), m_catalog);
        QVERIFY(!plan.plan.options.empty());
        int found = 0;
        for (const Finding& f : plan.plan.options.front().findings) {
            if (f.code != "layout_alternative")
                continue;
            ++found;
            const QString text = PlanWordingText::finding(f);
            QVERIFY2(!text.contains(QLatin1String("per step")), qPrintable(text));
            QVERIFY2(text.contains(QLatin1String("requests")) ||
                         text.contains(QLatin1String("fits")),
                     qPrintable(text));
        }
        QCOMPARE(found, 1);
    }

    void fixNeverSuggestsWhatIsSet_data() {
        QTest::addColumn<bool>("pinned");
        QTest::addColumn<bool>("suggestsRecompute");
        QTest::newRow("recompute full and ZeRO-3 pinned") << true << false;
        QTest::newRow("neither pinned, no recompute") << false << true;
    }
    void fixNeverSuggestsWhatIsSet() {
        QFETCH(bool, pinned);
        QFETCH(bool, suggestsRecompute);
        const QString fix = pinned ? outOfMemoryFix("kimi-k2", Recompute::Full, Sharding::Zero3)
                                   : outOfMemoryFix("kimi-k2", Recompute::None, Sharding::None);
        QVERIFY2(!fix.isEmpty(), "Kimi K2 does not fit 8x H100 either way");
        QCOMPARE(fix.contains(QStringLiteral("recomputation")), suggestsRecompute);
    }
};

QTEST_MAIN(TestFixWording)
#include "test_fix_wording.moc"

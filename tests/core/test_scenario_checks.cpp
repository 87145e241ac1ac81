// Rules between fields: each row breaks (or keeps) one rule, and the scenario reader refuses
// exactly the scenarios the checks flag.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"

#include <QTest>

using namespace rightsize;

Q_DECLARE_METATYPE(rightsize::Scenario)

namespace {

Scenario training(int batch, int micro, double samples, const char* preset = "bert-base-uncased",
                  int seqLen = 128) {
    Scenario s;
    s.workload.kind = WorkloadKind::FineTuning;
    s.workload.model.preset = preset;
    s.workload.batchSize = batch;
    s.workload.microBatchSize = micro;
    s.workload.dataset.samples = samples;
    s.workload.seqLen = seqLen;
    return s;
}

} // namespace

class ScenarioChecksTest : public QObject {
    Q_OBJECT

    const Catalog m_catalog = loadBuiltinCatalog();

private slots:
    void rules_data() {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<QString>("path"); // empty: no problem
        QTest::addColumn<double>("limit");

        QTest::newRow("fine") << training(32, 8, 300000) << QString() << 0.0;
        QTest::newRow("micro-batch over batch")
            << training(5, 32, 300000) << QStringLiteral("$.workload.micro_batch_size") << 5.0;
        QTest::newRow("micro-batch equal to batch") << training(32, 32, 300000) << QString() << 0.0;
        QTest::newRow("micro-batch chosen by the planner")
            << training(5, 0, 300000) << QString() << 0.0;
        QTest::newRow("batch over samples")
            << training(9999999, 0, 300000) << QStringLiteral("$.workload.batch_size") << 300000.0;
        QTest::newRow("batch equal to samples") << training(1000, 0, 1000) << QString() << 0.0;
        QTest::newRow("no dataset size") << training(1000, 0, 0) << QString() << 0.0;
        QTest::newRow("BERT past 512 positions") << training(32, 0, 1000, "bert-base-uncased", 1024)
                                                 << QStringLiteral("$.workload.seq_len") << 512.0;
        QTest::newRow("GPT-2 at 1024") << training(32, 0, 1000, "gpt2", 1024) << QString() << 0.0;
        QTest::newRow("Llama 2 past 4096") << training(32, 0, 1000, "llama-2-7b", 99999999)
                                           << QStringLiteral("$.workload.seq_len") << 4096.0;
        QTest::newRow("Llama 3 at 8192")
            << training(32, 0, 1000, "llama-3-8b", 8192) << QString() << 0.0;
        QTest::newRow("Mistral at 32768")
            << training(32, 0, 1000, "mistral-7b", 32768) << QString() << 0.0;
        QTest::newRow("Mistral past 32768") << training(32, 0, 1000, "mistral-7b", 32769)
                                            << QStringLiteral("$.workload.seq_len") << 32768.0;
        QTest::newRow("model default length")
            << training(32, 0, 1000, "gpt2", 0) << QString() << 0.0;

        Scenario serving = training(5, 32, 1);
        serving.workload.kind = WorkloadKind::OnlineServing;
        QTest::newRow("serving has no batch rules") << serving << QString() << 0.0;
        Scenario inference = training(512, 0, 100);
        inference.workload.kind = WorkloadKind::BatchInference;
        QTest::newRow("batch inference over samples")
            << inference << QStringLiteral("$.workload.batch_size") << 100.0;
    }
    void rules() {
        QFETCH(Scenario, scenario);
        QFETCH(QString, path);
        QFETCH(double, limit);
        const auto problems = checkScenario(scenario, &m_catalog);
        if (path.isEmpty()) {
            QVERIFY2(problems.empty(),
                     problems.empty() ? "" : problemMessage(problems.front()).c_str());
            return;
        }
        QCOMPARE(int(problems.size()), 1);
        QCOMPARE(QString::fromStdString(problems.front().path), path);
        QCOMPARE(problems.front().limit, limit);
        QVERIFY(!problemMessage(problems.front()).empty());
    }

    // The reader and the checks agree: a scenario written out is refused on reading exactly when
    // the checks flag it.
    void readerRefusesWhatTheChecksFlag_data() { rules_data(); }
    void readerRefusesWhatTheChecksFlag() {
        QFETCH(Scenario, scenario);
        QFETCH(QString, path);
        const std::string text =
            scenarioToJson(scenario, nlohmann::json::object(), &m_catalog).dump();
        const ScenarioLoadResult r = parseScenario(text, &m_catalog);
        if (path.isEmpty()) {
            QVERIFY2(r.document.has_value(),
                     r.errors.empty() ? "" : r.errors.front().message.c_str());
            return;
        }
        QVERIFY(!r.document);
        QCOMPARE(QString::fromStdString(r.errors.front().path), path);
    }

    void contextOfCatalogModels_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("context");
        QTest::newRow("bert") << QStringLiteral("bert-base-uncased") << 512;
        QTest::newRow("gpt2") << QStringLiteral("gpt2") << 1024;
        QTest::newRow("llama 2") << QStringLiteral("llama-2-70b") << 4096;
        QTest::newRow("llama 3") << QStringLiteral("llama-3-8b") << 8192;
        QTest::newRow("mistral") << QStringLiteral("mistral-7b") << 32768;
    }
    void contextOfCatalogModels() {
        QFETCH(QString, model);
        QFETCH(int, context);
        const ModelPreset* p = m_catalog.model(model.toStdString());
        QVERIFY(p);
        QCOMPARE(modelContextLength(p->shape), context);
    }

    void globalBatchThatALayoutRuns() {
        Workload w;
        w.kind = WorkloadKind::Training;
        w.batchSize = 5;
        Layout l;
        l.data = 8;
        l.microBatch = 1;
        QCOMPARE(globalBatchRun(w, l), std::optional<int>(8));
        w.batchSize = 8;
        QVERIFY(!globalBatchRun(w, l));
        w.kind = WorkloadKind::BatchInference;
        w.batchSize = 5;
        QVERIFY(!globalBatchRun(w, l));
    }
};

QTEST_GUILESS_MAIN(ScenarioChecksTest)
#include "test_scenario_checks.moc"

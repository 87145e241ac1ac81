// From plan to launch: the engine's command line for the recommended option of a serving
// scenario, with the plan's tensor-parallel group, sequences, context and memory share.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/output/launch_command.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/example_scenarios.h"

#include <QFile>
#include <QTest>

using namespace rightsize;

class TestLaunchCommand : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    ScenarioDocument load(const QString& file) { return test::loadExample(file, m_catalog); }

    LaunchResult launchFor(const ScenarioDocument& doc) {
        const PlanResult plan = makePlan(doc.scenario, m_catalog);
        const OptionResult* best =
            plan.plan.recommended ? &plan.plan.options[*plan.plan.recommended] : nullptr;
        if (!best && !plan.plan.options.empty())
            best = &plan.plan.options.front();
        return launchCommand(doc.scenario, m_catalog, best, hubModelName(doc, m_catalog));
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void commandPerEngine_data() {
        QTest::addColumn<QString>("framework");
        QTest::addColumn<double>("memoryFraction");
        QTest::addColumn<double>("batchedTokens");
        QTest::addColumn<QString>("expected");
        QTest::newRow("vLLM, its defaults")
            << "vllm" << 0.0 << 0.0
            << "vllm serve Qwen/Qwen3-32B --tensor-parallel-size 4 --max-num-seqs 256 "
               "--max-model-len 8192 --gpu-memory-utilization 0.9";
        QTest::newRow("vLLM, share and step set")
            << "vllm" << 0.85 << 4096.0
            << "vllm serve Qwen/Qwen3-32B --tensor-parallel-size 4 --max-num-seqs 256 "
               "--max-model-len 8192 --gpu-memory-utilization 0.85 --max-num-batched-tokens 4096";
        QTest::newRow("SGLang, its share for four ranks")
            << "sglang" << 0.0 << 0.0
            << "python -m sglang.launch_server --model-path Qwen/Qwen3-32B --tp 4 "
               "--mem-fraction-static 0.85 --max-running-requests 256 --context-length 8192";
        QTest::newRow("SGLang, chunk set")
            << "sglang" << 0.8 << 2048.0
            << "python -m sglang.launch_server --model-path Qwen/Qwen3-32B --tp 4 "
               "--mem-fraction-static 0.8 --max-running-requests 256 --context-length 8192 "
               "--chunked-prefill-size 2048";
        QTest::newRow("TensorRT-LLM")
            << "tensorrt" << 0.0 << 0.0
            << "trtllm-serve Qwen/Qwen3-32B --tp_size 4 --max_batch_size 256 --max_seq_len 8192 "
               "--kv_cache_free_gpu_memory_fraction 0.9";
        QTest::newRow("TensorRT-LLM, tokens set")
            << "tensorrt" << 0.7 << 8192.0
            << "trtllm-serve Qwen/Qwen3-32B --tp_size 4 --max_batch_size 256 --max_seq_len 8192 "
               "--kv_cache_free_gpu_memory_fraction 0.7 --max_num_tokens 8192";
    }
    void commandPerEngine() {
        QFETCH(QString, framework);
        QFETCH(double, memoryFraction);
        QFETCH(double, batchedTokens);
        QFETCH(QString, expected);
        ScenarioDocument doc = load(QStringLiteral("qwen3-32b-vllm-serving.json"));
        Workload& w = doc.scenario.workload;
        w.framework = framework == QLatin1String("sglang")     ? Framework::Sglang
                      : framework == QLatin1String("tensorrt") ? Framework::TensorRt
                                                               : Framework::Vllm;
        w.serving.memoryFraction = memoryFraction;
        w.serving.maxBatchedTokens = batchedTokens;
        const LaunchResult r = launchFor(doc);
        QVERIFY(r.command.has_value());
        QCOMPARE(int(r.missing), int(LaunchMissing::None));
        QVERIFY(r.command->modelKnown);
        QCOMPARE(QString::fromStdString(r.command->command), expected);
    }

    void nothingToLaunch_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("missing");
        QTest::newRow("training") << "llama2-7b-qlora.json" << int(LaunchMissing::NotServing);
        QTest::newRow("an encoder on PyTorch")
            << "distilbert-online-serving.json" << int(LaunchMissing::NoEngine);
    }
    void nothingToLaunch() {
        QFETCH(QString, file);
        QFETCH(int, missing);
        const LaunchResult r = launchFor(load(file));
        QVERIFY(!r.command);
        QCOMPARE(int(r.missing), missing);
        QVERIFY(!launchMissingText(r.missing).empty());
    }

    void anEncoderOnAnEngineDoesNotGenerate() {
        ScenarioDocument doc = load(QStringLiteral("distilbert-online-serving.json"));
        doc.scenario.workload.framework = Framework::Vllm;
        QCOMPARE(int(launchFor(doc).missing), int(LaunchMissing::NotGenerating));
    }

    void modelName_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("repository");
        QTest::newRow("shape from") << "Qwen3-32B model card: shape from Qwen/Qwen3-32B config.json"
                                    << "Qwen/Qwen3-32B";
        QTest::newRow("count of") << "Touvron et al. 2023; count of meta-llama/Llama-2-7b-hf"
                                  << "meta-llama/Llama-2-7b-hf";
        QTest::newRow("count of the Hugging Face class")
            << "Devlin et al. 2018; count of the Hugging Face BertModel "
               "google-bert/bert-large-uncased (with pooler)"
            << "google-bert/bert-large-uncased";
        QTest::newRow("a training recipe, no model")
            << "mosaicml/llm-foundry training benchmark configuration"
            << "";
        QTest::newRow("a paper only") << "Brown et al. 2020 (arXiv:2005.14165), table 2.1"
                                      << "";
    }
    void modelName() {
        QFETCH(QString, source);
        QFETCH(QString, repository);
        ModelPreset p;
        p.source = source.toStdString();
        QCOMPARE(QString::fromStdString(presetRepository(p)), repository);
    }

    // An hf_config's own name wins over the preset's; without either the command says MODEL.
    void hfConfigNameAndPlaceholder() {
        ScenarioDocument doc = load(QStringLiteral("qwen3-32b-vllm-serving.json"));
        doc.json["workload"]["model"]["hf_config"] = {{"_name_or_path", "my-org/qwen3-32b-chat"}};
        QCOMPARE(hubModelName(doc, m_catalog), std::string("my-org/qwen3-32b-chat"));
        doc.json["workload"]["model"]["hf_config"] = {{"_name_or_path", "/data/checkpoints/q"}};
        QCOMPARE(hubModelName(doc, m_catalog), std::string("Qwen/Qwen3-32B"));
        doc.scenario.workload.model.preset.clear();
        QCOMPARE(hubModelName(doc, m_catalog), std::string());
        const LaunchResult r = launchFor(doc);
        QVERIFY(r.command.has_value());
        QVERIFY(!r.command->modelKnown);
        QVERIFY(QString::fromStdString(r.command->command)
                    .startsWith(QStringLiteral("vllm serve MODEL ")));
    }

    // A name is pasted into a shell and read on a terminal: one with control, C1 or
    // bidirectional characters, or one an engine would read as an option, never reaches the
    // command; the preset's repository (or the placeholder) stands in for it.
    void unsafeModelNamesAreRefused_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("carriage return") << QStringLiteral("evil/model\rQwen/Qwen3-32B");
        QTest::newRow("escape sequence") << QStringLiteral("evil/\x1b[2Kmodel");
        QTest::newRow("NUL") << QString::fromUtf8("evil/mo\0del", 11);
        QTest::newRow("C1 control") << QString::fromUtf8("evil/mo\xc2\x9b"
                                                         "del");
        QTest::newRow("bidi override") << QString::fromUtf8("evil/\xe2\x80\xae"
                                                            "ledom");
        QTest::newRow("leading dash") << QStringLiteral("--trust-remote-code/x");
        QTest::newRow("leading dash, one word") << QStringLiteral("-x");
    }
    void unsafeModelNamesAreRefused() {
        QFETCH(QString, name);
        ScenarioDocument doc = load(QStringLiteral("qwen3-32b-vllm-serving.json"));
        doc.json["workload"]["model"]["hf_config"] = {{"_name_or_path", name.toStdString()}};
        QCOMPARE(hubModelName(doc, m_catalog), std::string("Qwen/Qwen3-32B"));
        const PlanResult plan = makePlan(doc.scenario, m_catalog);
        QVERIFY(!plan.plan.options.empty());
        const LaunchResult direct =
            launchCommand(doc.scenario, m_catalog, &plan.plan.options[0], name.toStdString());
        QVERIFY(direct.command.has_value());
        QVERIFY(!direct.command->modelKnown);
        QVERIFY(QString::fromStdString(direct.command->command)
                    .startsWith(QStringLiteral("vllm serve MODEL ")));
    }

    // A count of tokens never prints as 0: a budget below one token rounds up to one.
    void integralSettingsRoundUp_data() {
        QTest::addColumn<double>("budget");
        QTest::addColumn<QString>("flag");
        QTest::newRow("0.4") << 0.4 << QStringLiteral(" --max-num-batched-tokens 1");
        QTest::newRow("1") << 1.0 << QStringLiteral(" --max-num-batched-tokens 1");
        QTest::newRow("8191.2") << 8191.2 << QStringLiteral(" --max-num-batched-tokens 8192");
    }
    void integralSettingsRoundUp() {
        QFETCH(double, budget);
        QFETCH(QString, flag);
        ScenarioDocument doc = load(QStringLiteral("qwen3-32b-vllm-serving.json"));
        doc.scenario.workload.serving.maxBatchedTokens = budget;
        const LaunchResult r = launchFor(doc);
        QVERIFY(r.command.has_value());
        const QString command = QString::fromStdString(r.command->command);
        QVERIFY2(command.contains(flag + QLatin1Char(' ')) || command.endsWith(flag),
                 qPrintable(command));
    }
};

QTEST_MAIN(TestLaunchCommand)
#include "test_launch_command.moc"

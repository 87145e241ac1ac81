// `rightsize model show` and `rightsize estimate` on scenarios that embed a Hugging Face
// config.json of every supported family, as a script sees them: output and exit codes.
#include "tests/support/cli_run.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

namespace {

using rightsize::test::Run;
using rightsize::test::run;
using rightsize::test::writeFile;

const QString kConfigs = QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/hf_configs/");

QStringList families() {
    return QDir(kConfigs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

} // namespace

class TestCliModel : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text) {
        return writeFile(m_dir, name, text);
    }

private slots:
    void showPrintsShapeParamsAndBytes_data() {
        QTest::addColumn<QString>("family");
        for (const QString& f : families())
            QTest::newRow(qPrintable(f)) << f;
    }
    void showPrintsShapeParamsAndBytes() {
        QFETCH(QString, family);
        const QString config = kConfigs + family + QStringLiteral("/config.json");
        const Run table = run({QStringLiteral("model"), QStringLiteral("show"), config});
        QCOMPARE(table.exitCode, 0);
        for (const char* word : {"params", "layers", "weights", "bf16"})
            QVERIFY2(table.out.contains(word), word);
        const Run json = run({QStringLiteral("model"), QStringLiteral("show"), config,
                              QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QVERIFY(o[QLatin1String("params")].toDouble() > 1e7);
        QVERIFY(o[QLatin1String("active_params")].toDouble() <=
                o[QLatin1String("params")].toDouble());
        const QJsonObject bytes = o[QLatin1String("weight_bytes")].toObject();
        QVERIFY(bytes[QLatin1String("bf16")].toDouble() > bytes[QLatin1String("fp8")].toDouble());
        QVERIFY(bytes[QLatin1String("fp8")].toDouble() > bytes[QLatin1String("int4")].toDouble());
        QVERIFY(o[QLatin1String("shape")].toObject()[QLatin1String("layers")].toInt() > 0);
    }

    void showMoeAndLatentDetails() {
        const Run r = run({QStringLiteral("model"), QStringLiteral("show"),
                           kConfigs + QStringLiteral("deepseek-v3/config.json"),
                           QStringLiteral("--format=json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[QLatin1String("attention")].toString(), QStringLiteral("latent"));
        QCOMPARE(o[QLatin1String("kv_cache_bytes_per_token")].toDouble(), 70272.0);
        QCOMPARE(o[QLatin1String("quantization")].toString(), QStringLiteral("fp8"));
        QVERIFY(qAbs(o[QLatin1String("active_params")].toDouble() - 37.5e9) < 0.5e9);
        const Run table = run({QStringLiteral("model"), QStringLiteral("show"),
                               kConfigs + QStringLiteral("llama-3.1-8b/config.json")});
        QVERIFY2(table.out.contains("checkpoint index 15.0 GiB"), table.out.constData());
        QVERIFY(table.out.contains("8.03B total"));
    }

    // Total and active parameters as the model cards print them, to the card's own precision.
    // Cards count "active" with the input embedding (Mistral, Qwen) or without it (OpenAI,
    // DeepSeek, Moonshot); `model show` gives both and the card's own must match.
    void showMatchesModelCards_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("active");
        QTest::addColumn<double>("precision");
        QTest::addColumn<bool>("withoutEmbedding");
        // Sources: tests/data/hf_configs/README.md lists each card.
        QTest::newRow("Kimi K2: 1T, 32B")
            << QStringLiteral("kimi-k2-instruct") << 1e12 << 32e9 << 1e9 << true;
        QTest::newRow("DeepSeek-V3: 671B, 37B")
            << QStringLiteral("deepseek-v3") << 671e9 << 37e9 << 1e9 << true;
        QTest::newRow("Qwen3-235B-A22B: 235B, 22B")
            << QStringLiteral("qwen3-235b-a22b") << 235e9 << 22e9 << 1e9 << false;
        QTest::newRow("Qwen3-30B-A3B: 30.5B, 3.3B")
            << QStringLiteral("qwen3-30b-a3b") << 30.5e9 << 3.3e9 << 0.1e9 << false;
        QTest::newRow("Mixtral 8x7B: 46.7B, 12.9B")
            << QStringLiteral("mixtral-8x7b-v0.1") << 46.7e9 << 12.9e9 << 0.1e9 << false;
        QTest::newRow("gpt-oss-20b: 20.91B, 3.61B")
            << QStringLiteral("gpt-oss-20b") << 20.91e9 << 3.61e9 << 0.01e9 << true;
        QTest::newRow("gpt-oss-120b: 116.83B, 5.13B")
            << QStringLiteral("gpt-oss-120b") << 116.83e9 << 5.13e9 << 0.01e9 << true;
    }
    void showMatchesModelCards() {
        QFETCH(QString, name);
        QFETCH(double, total);
        QFETCH(double, active);
        QFETCH(double, precision);
        QFETCH(bool, withoutEmbedding);
        const Run r = run({QStringLiteral("model"), QStringLiteral("show"),
                           kConfigs + name + QStringLiteral("/config.json"),
                           QStringLiteral("--format=json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        // Within one unit of the card's last digit: cards round (Mixtral's 12.88B is "12.9B") or
        // cut (Qwen3-30B-A3B's 3.35B is "3.3B"); Kimi's card gives the total to a trillion.
        const double totalPrecision = total >= 1e12 ? 1e12 : precision;
        const double printedTotal = o[QLatin1String("params")].toDouble();
        QVERIFY2(std::abs(printedTotal - total) < totalPrecision,
                 qPrintable(QString::number(printedTotal)));
        const double printedActive =
            o[QLatin1String(withoutEmbedding ? "active_params_without_embedding" : "active_params")]
                .toDouble();
        QVERIFY2(std::abs(printedActive - active) < precision,
                 qPrintable(QString::number(printedActive)));
        const Run table = run({QStringLiteral("model"), QStringLiteral("show"),
                               kConfigs + name + QStringLiteral("/config.json")});
        QVERIFY(table.out.contains("without the input embedding"));
    }

    void badInputExitCodes() {
        const QString unknown = write(QStringLiteral("unknown.json"),
                                      R"({"model_type": "falcon_mamba", "hidden_size": 4096})");
        Run r = run({QStringLiteral("model"), QStringLiteral("show"), unknown});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("$.model_type"));
        QVERIFY(r.err.contains("falcon_mamba"));
        QVERIFY(r.err.contains("qwen3_moe"));
        const QString missing =
            write(QStringLiteral("missing.json"),
                  R"({"model_type": "mixtral", "hidden_size": 4096, "num_hidden_layers": 32,
                                          "num_attention_heads": 32, "vocab_size": 32000, "intermediate_size": 14336})");
        r = run({QStringLiteral("model"), QStringLiteral("show"), missing});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("$.num_local_experts: missing"));
        r = run({QStringLiteral("model"), QStringLiteral("show"),
                 m_dir.filePath(QStringLiteral("absent.json"))});
        QCOMPARE(r.exitCode, 3);
        r = run({QStringLiteral("model"), QStringLiteral("show")});
        QCOMPARE(r.exitCode, 2);
        r = run({QStringLiteral("model"), QStringLiteral("list")});
        QCOMPARE(r.exitCode, 2);
        r = run({QStringLiteral("model"), QStringLiteral("show"), unknown,
                 QStringLiteral("--format"), QStringLiteral("xml")});
        QCOMPARE(r.exitCode, 2);
        const QString garbage = write(QStringLiteral("garbage.json"), "{\"model_type\": ");
        r = run({QStringLiteral("model"), QStringLiteral("show"), garbage});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("not valid JSON"));
    }

    // Every family planned from a scenario that embeds its config, on one 8-GPU B200 node.
    void estimatePlansEveryFamily_data() {
        QTest::addColumn<QString>("family");
        for (const QString& f : families())
            QTest::newRow(qPrintable(f)) << f;
    }
    void estimatePlansEveryFamily() {
        QFETCH(QString, family);
        const QJsonObject config =
            QJsonDocument::fromJson(readAll(kConfigs + family + QStringLiteral("/config.json")))
                .object();
        const bool encoder =
            family.startsWith(QLatin1String("bert")) || family.startsWith(QLatin1String("vit"));
        QJsonObject workload{
            {QStringLiteral("kind"), QStringLiteral("batch_inference")},
            {QStringLiteral("framework"), QStringLiteral("vllm")},
            {QStringLiteral("precision"), QStringLiteral("bf16")},
            {QStringLiteral("batch_size"), 8},
            {QStringLiteral("model"), QJsonObject{{QStringLiteral("hf_config"), config}}},
            {QStringLiteral("dataset"), QJsonObject{{QStringLiteral("samples"), 10000}}}};
        if (!encoder)
            workload[QStringLiteral("serving")] = QJsonObject{
                {QStringLiteral("input_tokens"), 512}, {QStringLiteral("output_tokens"), 128}};
        const QJsonObject scenario{
            {QStringLiteral("format"), QStringLiteral("rightsize-scenario")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("workload"), workload},
            {QStringLiteral("compute"),
             QJsonObject{
                 {QStringLiteral("options"),
                  QJsonArray{QJsonObject{{QStringLiteral("device"), QStringLiteral("b200-180gb")},
                                         {QStringLiteral("count"), 8}}}}}}};
        const QString file =
            write(family + QStringLiteral(".json"), QJsonDocument(scenario).toJson());
        const Run r = run({QStringLiteral("estimate"), file});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject plan = QJsonDocument::fromJson(r.out).object();
        QVERIFY(plan[QLatin1String("params")].toDouble() > 1e7);
        QVERIFY(plan[QLatin1String("active_params")].toDouble() > 0);
        QVERIFY(!plan[QLatin1String("recommendation")].isNull());
    }

    // A config path is read relative to the scenario file; a bad config is exit 2 with its path.
    void configPathBesideTheScenario() {
        write(QStringLiteral("models/qwen/config.json"),
              readAll(kConfigs + QStringLiteral("qwen3-8b/config.json")));
        const QByteArray scenario = R"({"format": "rightsize-scenario", "version": 1,
            "workload": {"kind": "online_serving", "framework": "vllm", "precision": "bf16",
                         "model": {"hf_config": "models/qwen/config.json"},
                         "serving": {"qps": 1, "input_tokens": 500, "output_tokens": 100}},
            "compute": {"options": [{"device": "l40s-48gb", "count": 1}]}})";
        const QString file = write(QStringLiteral("serve.json"), scenario);
        Run r = run({QStringLiteral("estimate"), file, QStringLiteral("--format"),
                     QStringLiteral("table")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("l40s-48gb"));

        QByteArray broken = scenario;
        broken.replace("models/qwen/config.json", "models/none/config.json");
        r = run({QStringLiteral("estimate"), write(QStringLiteral("broken.json"), broken)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("$.workload.model.hf_config"));

        const QByteArray unknown = R"({"format": "rightsize-scenario", "version": 1,
            "workload": {"kind": "batch_inference", "model": {"hf_config": {"model_type": "t5"}}}})";
        r = run({QStringLiteral("estimate"), write(QStringLiteral("t5.json"), unknown)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(
            "$.workload.model.hf_config.model_type: unknown model_type \"t5\"; supported: llama"));
    }
};

QTEST_GUILESS_MAIN(TestCliModel)
#include "test_cli_model.moc"

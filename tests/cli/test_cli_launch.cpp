// `rightsize estimate FILE --launch`: the command that starts the recommended option's serving
// engine, and a clear refusal where there is nothing to launch.
#include "tests/support/cli_run.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using rightsize::test::Run;
using rightsize::test::run;

QString example(const QString& name) {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + name;
}

// The example with its framework replaced and `serving` keys added.
QByteArray withFramework(const char* framework, const QByteArray& serving = {}) {
    QFile f(example(QStringLiteral("qwen3-32b-vllm-serving.json")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the example");
    QByteArray text = f.readAll();
    text.replace("\"framework\": \"vllm\"", QByteArray("\"framework\": \"") + framework + '"');
    if (!serving.isEmpty())
        text.replace("\"max_replicas\": 4}", "\"max_replicas\": 4, " + serving + '}');
    return text;
}

} // namespace

class TestCliLaunch : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    // Ten thousand clients on at most four replicas miss the 2 s TTFT target whatever the layout:
    // no command a script could start, the target named with its p95, exit 1.
    void refusesAnOptionThatMissesItsTargets() {
        QByteArray text = withFramework("vllm");
        text.replace("\"concurrency\": 64", "\"concurrency\": 10000");
        const QString path = m_dir.filePath(QStringLiteral("overloaded.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        const Run r = run({QStringLiteral("estimate"), path, QStringLiteral("--launch")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.contains("misses the scenario's targets") && r.err.contains("TTFT p95") &&
                     r.err.contains("against 2,000 ms"),
                 r.err.constData());
    }

    void printsTheEngineCommand_data() {
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QString>("serving");
        QTest::addColumn<QString>("command");
        QTest::newRow("vLLM")
            << "vllm"
            << ""
            << "vllm serve Qwen/Qwen3-32B --tensor-parallel-size 4 --max-num-seqs 256 "
               "--max-model-len 8192 --gpu-memory-utilization 0.9";
        QTest::newRow("vLLM, step set")
            << "vllm"
            << "\"max_batched_tokens\": 4096"
            << "vllm serve Qwen/Qwen3-32B --tensor-parallel-size 4 --max-num-seqs 256 "
               "--max-model-len 8192 --gpu-memory-utilization 0.9 "
               "--max-num-batched-tokens 4096";
        QTest::newRow("vLLM, fp8 KV cache")
            << "vllm"
            << "\"kv_cache_dtype\": \"fp8\""
            << "vllm serve Qwen/Qwen3-32B --tensor-parallel-size 4 --max-num-seqs 256 "
               "--max-model-len 8192 --gpu-memory-utilization 0.9 --kv-cache-dtype fp8";
        QTest::newRow("SGLang")
            << "sglang"
            << ""
            << "python -m sglang.launch_server --model-path Qwen/Qwen3-32B --tp 4 "
               "--mem-fraction-static 0.85 --max-running-requests 256 --context-length 8192";
        // TensorRT-LLM's default share of free memory leaves no headroom here: a smaller one.
        QTest::newRow("TensorRT-LLM")
            << "tensorrt"
            << "\"memory_fraction\": 0.8"
            << "trtllm-serve Qwen/Qwen3-32B --tp_size 4 --max_batch_size 256 "
               "--max_seq_len 8192 --kv_cache_free_gpu_memory_fraction 0.8";
    }
    void printsTheEngineCommand() {
        QFETCH(QString, framework);
        QFETCH(QString, serving);
        QFETCH(QString, command);
        const QString path = m_dir.filePath(framework + QStringLiteral(".json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(withFramework(qPrintable(framework), serving.toUtf8()));
        f.close();
        const Run r = run({QStringLiteral("estimate"), path, QStringLiteral("--launch")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines =
            QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(!lines.isEmpty());
        // Comments for the reader, then the command itself: a script can take the last line.
        QCOMPARE(lines.last(), command);
        for (int i = 0; i + 1 < lines.size(); ++i)
            QVERIFY2(lines[i].startsWith(QLatin1Char('#')), qPrintable(lines[i]));
        QVERIFY(!r.out.contains("placeholder"));
    }

    // No option recommended: nothing to launch, with the exit code of a plan without an answer.
    void noRecommendationIsNoPlan() {
        const QString path = m_dir.filePath(QStringLiteral("no-headroom.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(withFramework("tensorrt"));
        f.close();
        const Run r = run({QStringLiteral("estimate"), path, QStringLiteral("--launch")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("nothing to launch: no option is recommended"), r.err.constData());
    }

    void nothingToLaunchIsBadInput_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("training") << "llama2-7b-qlora.json"
                                  << "not online serving";
        QTest::newRow("PyTorch serving") << "distilbert-online-serving.json"
                                         << "not a serving engine";
    }
    void nothingToLaunchIsBadInput() {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const Run r = run({QStringLiteral("estimate"), example(file), QStringLiteral("--launch")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("nothing to launch") && r.err.contains(message.toUtf8()),
                 r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliLaunch)
#include "test_cli_launch.moc"

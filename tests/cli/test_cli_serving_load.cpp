// Load as it comes on the command line: request lengths as distributions, bursty arrivals and a
// recorded trace plan; a bad trace is refused naming its line; and the sizing questions (the most
// clients within the targets, the fewest GPUs for the load) are answered in the plan.
#include "tests/support/cli_run.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using rightsize::test::Run;
using rightsize::test::run;
using rightsize::test::writeFile;

// Llama 3.1 8B under vLLM on one H100, 1,000-token prompts and 200-token answers, with the
// `serving` keys given added.
QByteArray scenario(const QByteArray& serving) {
    return R"({"format": "rightsize-scenario", "version": 1,
  "workload": {"kind": "online_serving", "framework": "vllm",
    "model": {"preset": "llama-3.1-8b"}, "precision": "bf16", "seq_len": 8192,
    "serving": {"input_tokens": 1000, "output_tokens": 200, "max_batch": 256,
                "ttft_p95_ms": 3000, "tpot_p95_ms": 100)" +
           (serving.isEmpty() ? QByteArray() : ", " + serving) + R"(}},
  "compute": {"options": [{"device": "h100-sxm-80gb", "count": 1}], "pricing": "on_demand"}})";
}

} // namespace

class TestCliServingLoad : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text) {
        return writeFile(m_dir, name, text);
    }

    // The plan as JSON, or a failed check naming what the program said.
    QJsonObject plan(const QByteArray& serving, Run* out = nullptr) {
        const QString path = write(QStringLiteral("load.json"), scenario(serving));
        const Run r = run(
            {QStringLiteral("estimate"), path, QStringLiteral("--format"), QStringLiteral("json")});
        if (out)
            *out = r;
        return QJsonDocument::fromJson(r.out).object();
    }

private slots:
    // Every distribution, bursts and a trace plan, and the load they give reaches the plan.
    void shapesPlan_data() {
        QTest::addColumn<QByteArray>("serving");
        QTest::newRow("uniform prompts") << QByteArray(R"("qps": 4,
            "input_length": {"distribution": "uniform", "min": 200})");
        QTest::newRow("log-normal answers") << QByteArray(R"("qps": 4,
            "output_length": {"distribution": "lognormal", "spread": 0.8})");
        QTest::newRow("histogram prompts") << QByteArray(R"("qps": 4,
            "input_length": {"distribution": "histogram", "buckets": [[250, 3], [3250, 1]]})");
        QTest::newRow("fixed answers") << QByteArray(R"("concurrency": 16,
            "output_length": {"distribution": "fixed"})");
        QTest::newRow("bursty arrivals") << QByteArray(R"("qps": 4, "arrival_cv": 3)");
        QTest::newRow("a trace") << QByteArray(R"("trace_file": "trace.csv")");
    }
    void shapesPlan() {
        QFETCH(QByteArray, serving);
        QByteArray trace = "arrival_s,prompt_tokens,output_tokens\n";
        for (int i = 0; i < 200; ++i)
            trace += QByteArray::number(i * 0.25) + ',' + QByteArray::number(i % 2 ? 1500 : 500) +
                     ',' + QByteArray::number(i % 4 ? 100 : 400) + '\n';
        write(QStringLiteral("trace.csv"), trace);
        Run r;
        const QJsonObject p = plan(serving, &r);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject s = p[QStringLiteral("options")]
                                  .toArray()
                                  .at(0)
                                  .toObject()[QStringLiteral("serving")]
                                  .toObject();
        QVERIFY2(s[QStringLiteral("ttft_ms")].toObject()[QStringLiteral("p95")].toDouble() > 0,
                 r.out.constData());
        QVERIFY(s[QStringLiteral("requests_per_s")].toDouble() > 0);
        // The knee is looked for under the same load: 1.2 times it, drawn the same way.
        QVERIFY(s[QStringLiteral("p95_at_1_2x_load_ms")].toDouble() >
                s[QStringLiteral("e2e_ms")].toObject()[QStringLiteral("p50")].toDouble());
    }

    // A trace the program cannot replay is bad input: exit 2, the file and the line named.
    void badTracesAreRefused_data() {
        QTest::addColumn<QByteArray>("trace");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("a word for a number")
            << QByteArray("arrival_s,prompt_tokens,output_tokens\n0,100,10\n1,many,10\n")
            << QByteArray("line 3: prompt_tokens must be a number");
        QTest::newRow("two columns")
            << QByteArray("0,100,10\n1,100\n") << QByteArray("line 2: has 2 columns");
        QTest::newRow("time runs back") << QByteArray("0,100,10\n5,100,10\n\n2,100,10\n")
                                        << QByteArray("line 4: arrival_s goes back in time");
        QTest::newRow("half a token") << QByteArray("0,100,10\n1,100,2.5\n")
                                      << QByteArray("line 2: output_tokens must be a whole number");
        QTest::newRow("a wrong header") << QByteArray("time,in,out\n0,100,10\n1,100,10\n")
                                        << QByteArray("line 1: the header must be");
        QTest::newRow("one request")
            << QByteArray("0,100,10\n") << QByteArray("needs at least two requests");
    }
    void badTracesAreRefused() {
        QFETCH(QByteArray, trace);
        QFETCH(QByteArray, said);
        write(QStringLiteral("bad.csv"), trace);
        Run r;
        plan(R"("trace_file": "bad.csv")", &r);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("trace_file") && r.err.contains("bad.csv") && r.err.contains(said),
                 r.err.constData());
    }

    // Fields that contradict each other or that a shape needs are named, not guessed.
    void contradictionsAreRefused_data() {
        QTest::addColumn<QByteArray>("serving");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("uniform without ends")
            << QByteArray(R"("qps": 4, "input_length": {"distribution": "uniform"})")
            << QByteArray("input_length.min");
        QTest::newRow("uniform not about the mean")
            << QByteArray(R"("qps": 4, "input_length": {"distribution": "uniform", "min": 200,
                 "max": 1200})")
            << QByteArray("halfway between min and max");
        QTest::newRow("log-normal without spread")
            << QByteArray(R"("qps": 4, "output_length": {"distribution": "lognormal"})")
            << QByteArray("output_length.spread");
        QTest::newRow("fixed and log-normal answers")
            << QByteArray(R"("qps": 4, "fixed_output_length": true,
                 "output_length": {"distribution": "lognormal", "spread": 1})")
            << QByteArray("fixed_output_length");
        QTest::newRow("bursts of clients")
            << QByteArray(R"("concurrency": 8, "arrival_cv": 2)") << QByteArray("arrival_cv");
        QTest::newRow("a histogram of nothing")
            << QByteArray(R"("qps": 4, "input_length": {"distribution": "histogram",
                 "buckets": [[100, 0]]})")
            << QByteArray("weight above 0");
        QTest::newRow("a trace that is not there")
            << QByteArray(R"("trace_file": "nowhere.csv")") << QByteArray("nowhere.csv");
    }
    void contradictionsAreRefused() {
        QFETCH(QByteArray, serving);
        QFETCH(QByteArray, said);
        Run r;
        plan(serving, &r);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(said), r.err.constData());
    }

    // The sizing questions answered directly: the most clients the recommended layout serves
    // within the targets and the fewest GPUs for the load, in the JSON and in one sentence.
    void sizingQuestionsAnswered() {
        Run r;
        const QJsonObject p = plan(R"("qps": 2)", &r);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const int best =
            p[QStringLiteral("recommendation")].toObject()[QStringLiteral("option_index")].toInt();
        const QJsonObject s = p[QStringLiteral("options")]
                                  .toArray()
                                  .at(best)
                                  .toObject()[QStringLiteral("serving")]
                                  .toObject();
        const int clients = s[QStringLiteral("max_clients_meeting_targets")].toInt();
        const int devices = s[QStringLiteral("fewest_devices_meeting_targets")].toInt();
        QVERIFY2(clients > 1, r.out.constData());
        QCOMPARE(devices, 1);
        const QString sentence =
            QStringLiteral("This layout serves up to %1 clients within the targets; the fewest "
                           "GPUs for this load within them is %2.")
                .arg(clients)
                .arg(devices);
        bool found = false;
        for (const auto& reason :
             p[QStringLiteral("recommendation")].toObject()[QStringLiteral("reasons")].toArray())
            found = found || reason.toString() == sentence;
        QVERIFY2(found, r.out.constData());
        // Fifty times the rate needs more GPUs than one.
        const QJsonObject more = plan(R"("qps": 100)", &r);
        const QJsonObject m = more[QStringLiteral("options")]
                                  .toArray()
                                  .at(0)
                                  .toObject()[QStringLiteral("serving")]
                                  .toObject();
        QVERIFY2(m[QStringLiteral("fewest_devices_meeting_targets")].toInt() > 1,
                 r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliServingLoad)
#include "test_cli_serving_load.moc"

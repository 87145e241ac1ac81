// Every door into the program as safe as the scenario door: hostile files and arguments given to
// `catalog import`, `calibrate`, `model show`, `estimate`, `scenarios` and `--db` end quickly
// with exit 2 (refused) or 3 (input or output), a short message that names what is wrong, and
// nothing saved. The inputs lie in tests/data/hostile; FIFOs and oversized files are made here.
#include "core/model/visible_text.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const QString kHostile = QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/hostile");
// The issue's bound is 5 s; the margin covers a loaded machine and sanitizer builds, and a
// hang (a FIFO opened for reading) never ends at all.
constexpr int kWithinMs = 20000;
constexpr qsizetype kMaxStderrBytes = 4096;

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
};

const QByteArray kScenario = R"({"format": "rightsize-scenario", "version": 1,
    "workload": {"kind": "online_serving", "framework": "vllm", "precision": "bf16",
                 "model": {"hf_config": "CONFIG"},
                 "serving": {"qps": 1, "input_tokens": 500, "output_tokens": 100}},
    "compute": {"options": [{"device": "h100-sxm-80gb", "count": 1}]}})";

QStringList words(std::initializer_list<const char*> list) {
    QStringList out;
    for (const char* w : list)
        out << QString::fromUtf8(w);
    return out;
}

const QByteArray kGpt2 = R"({"model_type": "gpt2", "n_embd": 768, "n_layer": 12, "n_head": 12,
    "vocab_size": 50257, "n_positions": 1024})";

// A serving scenario of gpt2 with its serving object in place of SERVING.
const QByteArray kServing = R"({"format": "rightsize-scenario", "version": 1,
    "workload": {"kind": "online_serving", "framework": "vllm", "precision": "bf16",
                 "model": {"preset": "gpt2"}, "serving": {SERVING}},
    "compute": {"options": [{"device": "h100-sxm-80gb", "count": 1}]}})";

// The head of a scenario whose options follow.
const QByteArray kOptionsHead = R"({"format": "rightsize-scenario", "version": 1,
    "workload": {"kind": "online_serving", "model": {"preset": "gpt2"}},
    "compute": {"options": [)";

// A device of the catalog changes with its bandwidth and peak in place of BANDWIDTH and PEAK.
const QByteArray kTinyDevice = R"({"format": "rightsize-catalog-changes", "version": 1,
    "devices": [{"id": "tiny-gpu", "name": "Tiny", "vendor": "X", "kind": "gpu",
                 "memory_gib": 80, "memory_bandwidth_gb_s": BANDWIDTH,
                 "peak_tflops": {"fp32": PEAK, "bf16": PEAK}, "source": "test"}]})";

} // namespace

class TestCliHostileInputs : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString tmp(const QString& name) const { return m_dir.filePath(name); }

    QString write(const QString& name, const QByteArray& bytes) const {
        const QString path = tmp(name);
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write a test file");
        f.write(bytes);
        return path;
    }

    Run run(const QStringList& args) const {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), tmp(QStringLiteral("xdg")));
        p.setProcessEnvironment(env);
        QElapsedTimer timer;
        timer.start();
        p.start(QStringLiteral(RIGHTSIZE_EXE), args);
        Run r;
        if (!p.waitForFinished(kWithinMs)) {
            p.kill();
            p.waitForFinished();
            r.exitCode = -3;
            return r;
        }
        r.ms = timer.elapsed();
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    QStringList expand(QStringList args) const {
        for (QString& a : args)
            a.replace(QStringLiteral("{tmp}"), m_dir.path())
                .replace(QStringLiteral("{H}"), kHostile);
        return args;
    }

    static void checkMessages(const Run& r) {
        QVERIFY2(r.exitCode != -3, "no answer in time: a hang");
        QVERIFY2(r.exitCode != -2, "crashed");
        QVERIFY2(r.err.size() <= kMaxStderrBytes,
                 qPrintable(QStringLiteral("%1 bytes on stderr").arg(r.err.size())));
        QVERIFY2(
            rightsize::isValidUtf8(std::string_view(r.err.constData(), std::size_t(r.err.size()))),
            "stderr is not UTF-8");
        for (const char* raw : {"\x1b", "\x07", "\u202E"})
            QVERIFY2(!r.err.contains(raw), "stderr holds a raw control character");
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // A FIFO where a scenario and where a model's config.json should be: opening either for
        // reading would wait for a writer forever.
        QCOMPARE(mkfifo(QFile::encodeName(tmp(QStringLiteral("fifo"))).constData(), 0600), 0);
        QDir().mkpath(tmp(QStringLiteral("fifo_model")));
        QCOMPARE(
            mkfifo(QFile::encodeName(tmp(QStringLiteral("fifo_model/config.json"))).constData(),
                   0600),
            0);
        write(QStringLiteral("fifo_config.json"),
              QByteArray(kScenario).replace("CONFIG", "fifo_model/config.json"));
        // The library reads a config path as given (no scenario folder to resolve it against).
        write(QStringLiteral("fifo_config_absolute.json"),
              QByteArray(kScenario).replace(
                  "CONFIG", tmp(QStringLiteral("fifo_model/config.json")).toUtf8()));
        write(QStringLiteral("layers_1e7.json"),
              QByteArray(kScenario).replace(
                  "CONFIG", (kHostile + QStringLiteral("/hf_layers_1e7/config.json")).toUtf8()));
        // A 20 MB checkpoint index beside a config: past the index limit, it is left unread.
        write(QStringLiteral("bigindex/config.json"), kGpt2);
        QByteArray index = R"({"metadata": {"total_size": 1000}, "weight_map": {)";
        for (int i = 0; index.size() < 20 * 1024 * 1024; ++i)
            index += "\"model.layers." + QByteArray::number(i) +
                     ".mlp.weight\": \"model-00001.safetensors\", ";
        index += R"("end": "x"}})";
        write(QStringLiteral("bigindex/model.safetensors.index.json"), index);
        // Values in range once, too small to plan: refused as out of range now.
        write(QStringLiteral("qps_tiny.json"),
              QByteArray(kServing).replace("SERVING", R"("qps": 1e-306, "output_tokens": 100)"));
        write(QStringLiteral("tokens_tiny.json"),
              QByteArray(kServing).replace("SERVING", R"("qps": 1, "tokens_per_month": 5e-324)"));
        write(QStringLiteral("output_tiny.json"),
              QByteArray(kServing).replace("SERVING", R"("qps": 1, "output_tokens": 5e-324)"));
        // 256 options of devices nobody has: one error line each, far past 4 KB.
        QByteArray options = kOptionsHead;
        for (int i = 0; i < 256; ++i)
            options += (i ? ", " : "") + QByteArray("{\"device\": \"no-such-device-") +
                       QByteArray::number(i) + "\", \"count\": 1}";
        write(QStringLiteral("options_256.json"), options + "]}}");
        // A device whose peak or bandwidth is the smallest double: every time the plan takes
        // (work over rate) would overflow.
        write(QStringLiteral("device_tiny_peak.json"),
              QByteArray(kTinyDevice).replace("BANDWIDTH", "3350").replace("PEAK", "5e-324"));
        // A good MLflow run whose metrics folder holds a link to itself.
        const QString good = kHostile + QStringLiteral("/mlflow_experiment/a_good");
        QDirIterator files(good, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString from = files.next();
            QFile source(from);
            QVERIFY(source.open(QIODevice::ReadOnly));
            write(QStringLiteral("mlflow_loop/") + QDir(good).relativeFilePath(from),
                  source.readAll());
        }
        const QByteArray loop = QFile::encodeName(tmp(QStringLiteral("mlflow_loop/metrics/loop")));
        QCOMPARE(::symlink(loop.constData(), loop.constData()), 0);
        write(QStringLiteral("device_tiny_bandwidth.json"),
              QByteArray(kTinyDevice).replace("BANDWIDTH", "5e-324").replace("PEAK", "989"));
    }

    void everyHostileInputIsRefusedCleanly_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("message");
        const char* db = "{tmp}/lib.sqlite";
        QTest::newRow("offers: invalid UTF-8")
            << words({"catalog", "import", "--offers", "{H}/offers_invalid_utf8.csv", "--db", db})
            << 2 << QByteArray("line 2, column");
        QTest::newRow("skypilot: invalid UTF-8")
            << words(
                   {"catalog", "import", "--skypilot", "{H}/skypilot_invalid_utf8.csv", "--db", db})
            << 2 << QByteArray("is not UTF-8");
        QTest::newRow("calibrate: a run's meta.yaml is not UTF-8")
            << words({"calibrate", "{H}/mlflow_experiment", "--name", "team", "--db", db}) << 2
            << QByteArray("is not UTF-8");
        QTest::newRow("estimate: the config is a FIFO")
            << words({"estimate", "{tmp}/fifo_config.json"}) << 2
            << QByteArray("not a regular file");
        QTest::newRow("scenarios import: the config is a FIFO")
            << words({"scenarios", "import", "{tmp}/fifo_config_absolute.json", "--db", db}) << 2
            << QByteArray("not a regular file");
        QTest::newRow("estimate: the scenario is a FIFO")
            << words({"estimate", "{tmp}/fifo"}) << 2 << QByteArray("not a regular file");
        QTest::newRow("scenarios import: the scenario is a FIFO")
            << words({"scenarios", "import", "{tmp}/fifo", "--db", db}) << 2
            << QByteArray("not a regular file");
#ifndef RIGHTSIZE_HEADLESS
        QTest::newRow("report: the config is a FIFO")
            << words({"report", "{tmp}/fifo_config.json", "-o", "{tmp}/report.pdf"}) << 2
            << QByteArray("not a regular file");
#endif
        QTest::newRow("calibrate: the --scenario is a FIFO")
            << words({"calibrate", "{H}/mlflow_experiment/a_good", "--scenario", "{tmp}/fifo",
                      "--name", "x", "--db", db})
            << 2 << QByteArray("not a regular file");
        QTest::newRow("calibrate: the run log is a FIFO")
            << words({"calibrate", "{tmp}/fifo", "--name", "x", "--db", db}) << 2
            << QByteArray("not a regular file");
        QTest::newRow("model show: the config is a FIFO")
            << words({"model", "show", "{tmp}/fifo_model/config.json"}) << 2
            << QByteArray("not a regular file");
        QTest::newRow("model show: a 20 MB checkpoint index")
            << words({"model", "show", "{tmp}/bigindex/config.json"}) << 0 << QByteArray("");
        QTest::newRow("model show: 1e7 layers")
            << words({"model", "show", "{H}/hf_layers_1e7/config.json"}) << 2
            << QByteArray("num_hidden_layers");
        QTest::newRow("estimate: 1e7 layers")
            << words({"estimate", "{tmp}/layers_1e7.json"}) << 2 << QByteArray("num_hidden_layers");
        QTest::newRow("model show: 1e7 experts")
            << words({"model", "show", "{H}/hf_experts_1e7/config.json"}) << 2
            << QByteArray("num_local_experts");
        QTest::newRow("model show: GPTQ bits 1e7")
            << words({"model", "show", "{H}/hf_gptq_bits_1e7/config.json"}) << 2
            << QByteArray("bits");
        QTest::newRow("model show: ViT of 65536 one-pixel patches")
            << words({"model", "show", "{H}/hf_vit_65536/config.json"}) << 2
            << QByteArray("patch_size");
        QTest::newRow("offers: a price of 0x10")
            << words({"catalog", "import", "--offers", "{H}/offers_hex_price.csv", "--db", db}) << 2
            << QByteArray("not a decimal number");
        QTest::newRow("offers: 2026-02-31")
            << words({"catalog", "import", "--offers", "{H}/offers_february_31.csv", "--db", db})
            << 2 << QByteArray("2026-02-31");
        QTest::newRow("offers: a column named twice")
            << words(
                   {"catalog", "import", "--offers", "{H}/offers_duplicate_header.csv", "--db", db})
            << 2 << QByteArray("twice");
        QTest::newRow("catalog import: --date 2026-02-31")
            << words({"catalog", "import", "--offers", "{H}/offers_hex_price.csv", "--date",
                      "2026-02-31", "--db", db})
            << 2 << QByteArray("YYYY-MM-DD");
        QTest::newRow("calibrate: a peak above the device's memory")
            << words({"calibrate", "{H}/run_peak_above_device.json", "--name", "peak", "--db", db})
            << 2 << QByteArray("more than one h100-sxm-80gb holds");
        const QString hostile =
            QStringLiteral("\x1b[31m\x07\u202E") + QString(100000, QLatin1Char('x'));
        QTest::newRow("unknown command: long, with control characters")
            << QStringList{hostile} << 2 << QByteArray("unknown command");
        QTest::newRow("catalog list: --format with control characters")
            << (words({"catalog", "list", "--format"}) << hostile) << 2
            << QByteArray("must be json or table");
        QTest::newRow("estimate: qps 1e-306")
            << words({"estimate", "{tmp}/qps_tiny.json"}) << 2 << QByteArray("1e-06");
        QTest::newRow("estimate: 5e-324 tokens a month")
            << words({"estimate", "{tmp}/tokens_tiny.json"}) << 2
            << QByteArray("$.workload.serving.tokens_per_month");
        QTest::newRow("estimate: 5e-324 output tokens")
            << words({"estimate", "{tmp}/output_tiny.json"}) << 2
            << QByteArray("$.workload.serving.output_tokens");
        QTest::newRow("estimate: 256 bad options, 4 KB of them and a count")
            << words({"estimate", "{tmp}/options_256.json"}) << 2
            << QByteArray("more lines left out");
        QTest::newRow("catalog import: a device of 5e-324 TFLOPS")
            << words({"catalog", "import", "{tmp}/device_tiny_peak.json", "--db", db}) << 2
            << QByteArray("must be 0 or at least 0.001");
        QTest::newRow("catalog import: a device of 5e-324 GB/s")
            << words({"catalog", "import", "{tmp}/device_tiny_bandwidth.json", "--db", db}) << 2
            << QByteArray("must be at least 0.001");
        QTest::newRow("calibrate: an MLflow metric that is a symlink loop")
            << words({"calibrate", "{tmp}/mlflow_loop", "--name", "loop", "--db", db}) << 2
            << QByteArray("cannot be read");
        QTest::newRow("scenarios list: a search of 100,000 characters")
            << (words({"scenarios", "list", "--db", db, "--search"})
                << QString(100000, QLatin1Char('x')))
            << 2 << QByteArray("--search is 100000 bytes");
#ifndef RIGHTSIZE_HEADLESS // the window's options
        QTest::newRow("window: --lang with control characters")
            << (words({"--screenshot", "{tmp}/shot.png", "--lang"}) << hostile) << 2
            << QByteArray("no translation");
        QTest::newRow("window: --tab with control characters")
            << (words({"--screenshot", "{tmp}/shot.png", "--tab"}) << hostile) << 2
            << QByteArray("unknown tab");
        QTest::newRow("window: --preset with control characters")
            << (words({"--screenshot", "{tmp}/shot.png", "--preset"}) << hostile) << 2
            << QByteArray("no scenario preset");
        QTest::newRow("window: an unknown option with control characters")
            << (words({"--screenshot", "{tmp}/shot.png"}) << (QStringLiteral("--") + hostile)) << 2
            << QByteArray("rightsize:");
        QTest::newRow("window: a screenshot of 8192x8192")
            << words({"--screenshot", "{tmp}/shot.png", "--size", "8192x8192"}) << 2
            << QByteArray("--size");
#endif
    }
    void everyHostileInputIsRefusedCleanly() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, message);
        const Run r = run(expand(args));
        checkMessages(r);
        QVERIFY2(r.exitCode == exitCode,
                 qPrintable(
                     QStringLiteral("exit %1: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
        QVERIFY2(r.err.contains(message), r.err.constData());
        QVERIFY2(r.ms < kWithinMs, "too slow");
    }

    // All or nothing: an experiment whose second run is refused saves neither run.
    void aRefusedRunSavesNothing() {
        const QString db = tmp(QStringLiteral("all_or_nothing.sqlite"));
        const Run r =
            run({QStringLiteral("calibrate"), kHostile + QStringLiteral("/mlflow_experiment"),
                 QStringLiteral("--name"), QStringLiteral("team"), QStringLiteral("--db"), db});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("nothing was saved"), r.err.constData());
        const Run list =
            run({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--format"),
                 QStringLiteral("json"), QStringLiteral("--db"), db});
        QVERIFY2(!list.out.contains("gpt2"), list.out.constData());
    }

    // A password in a server location is never echoed, in any spelling.
    void refusedLocationsKeepTheirSecret_data() {
        QTest::addColumn<QString>("location");
        QTest::newRow("percent-escaped key") << "postgresql://db.example/lib?pass%77ord=hunter2";
        QTest::newRow("upper case") << "postgresql://db.example/lib?PASSWORD=hunter2";
        QTest::newRow("key=value") << "service=team password=hunter2";
        QTest::newRow("user:password") << "postgresql://ann:hunter2@db.example/lib";
    }
    void refusedLocationsKeepTheirSecret() {
        QFETCH(QString, location);
        const Run r = run({QStringLiteral("scenarios"), QStringLiteral("list"),
                           QStringLiteral("--db"), location});
        checkMessages(r);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(!r.err.contains("hunter2"), r.err.constData());
        QVERIFY2(r.err.contains("password"), r.err.constData());
    }

    // Names stored in the library are shown visibly in the table.
    void storedControlCharactersAreShownVisibly() {
        const QString db = tmp(QStringLiteral("names.sqlite"));
        const QString file =
            write(QStringLiteral("evil\x1b[2J\u202Ename.json"),
                  QByteArray(kScenario).replace(
                      "CONFIG", tmp(QStringLiteral("bigindex/config.json")).toUtf8()));
        const Run imported = run({QStringLiteral("scenarios"), QStringLiteral("import"), file,
                                  QStringLiteral("--db"), db});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const Run table =
            run({QStringLiteral("scenarios"), QStringLiteral("list"), QStringLiteral("--format"),
                 QStringLiteral("table"), QStringLiteral("--db"), db});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("evil\\u001B[2J\\u202Ename"), table.out.constData());
        QVERIFY(!table.out.contains("\x1b"));
        QVERIFY(!table.out.contains("\u202E"));
    }
};

QTEST_GUILESS_MAIN(TestCliHostileInputs)
#include "test_cli_hostile_inputs.moc"

// rightsize-probe as a user runs it: a tiny transformer measured on this CPU, the run file it
// writes taken by `rightsize calibrate`; its refusals and exit codes; malformed probe output
// refused by calibrate with the field named; and the H100 run moving its scenario's plan.
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

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

const QString kProbe = QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tools/probe/rightsize-probe");
const QString kGrid = QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tools/probe/rightsize-probe-grid");
const QString kH100Run =
    QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/data/runs/probe_h100_bert_base.json");

const QByteArray kTinyScenario =
    R"({"format": "rightsize-scenario", "version": 1, "name": "tiny decoder",
  "workload": {"kind": "training", "model": {"architecture": "decoder", "layers": 2, "hidden": 64, "heads": 4,
    "kv_heads": 2, "ffn_hidden": 128, "gated_ffn": true, "vocab": 256}, "precision": "fp32",
    "batch_size": 4, "seq_len": 32, "dataset": {"samples": 1000}}})";

QJsonObject object(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toObject();
}

} // namespace

class TestCliProbe : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    Run start(const QString& program, const QStringList& args) const {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
        p.setProcessEnvironment(env);
        p.start(program, args);
        if (!p.waitForFinished(240000))
            qFatal("the program did not finish");
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    Run rightsize(const QStringList& args) const {
        return start(QStringLiteral(RIGHTSIZE_EXE), args);
    }
    Run probe(const QStringList& args) const {
        return start(kProbe, args + QStringList{QStringLiteral("--rightsize"),
                                                QStringLiteral(RIGHTSIZE_EXE)});
    }

    QString write(const QString& name, const QByteArray& text) const {
        QFile f(path(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write a test file");
        return f.fileName();
    }

    double stepOfFirstOption(const QStringList& args) const {
        const Run r = rightsize(args);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        const QJsonArray options = QJsonDocument::fromJson(r.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("options"))
                                       .toArray();
        return options.isEmpty() ? -1
                                 : options.first()
                                       .toObject()
                                       .value(QStringLiteral("step_time_seconds"))
                                       .toDouble();
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void probeOnTheCpuThenCalibrate() {
        const QString scenario = write(QStringLiteral("tiny.json"), kTinyScenario);
        const QString output = path(QStringLiteral("tiny-run.json"));
        const Run r =
            probe({scenario, QStringLiteral("--output"), output, QStringLiteral("--device"),
                   QStringLiteral("cpu"), QStringLiteral("--steps"), QStringLiteral("5"),
                   QStringLiteral("--budget"), QStringLiteral("30")});
        if (r.exitCode == 1 && r.err.contains(QStringLiteral("PyTorch is not installed")))
            QSKIP("PyTorch is not installed (packaging/install-deps.sh installs python3-torch)");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("Traceback")), qPrintable(r.err));
        QFile f(output);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject run = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(run.value(QStringLiteral("format")).toString(), QStringLiteral("rightsize-run"));
        QCOMPARE(run.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(run.value(QStringLiteral("source")).toString(), QStringLiteral("rightsize-probe"));
        QCOMPARE(object(run, "scenario").value(QStringLiteral("name")).toString(),
                 QStringLiteral("tiny decoder"));
        QVERIFY(run.value(QStringLiteral("observed_at")).toString().size() == 10);
        const QJsonObject measured = object(run, "measured");
        QVERIFY(
            measured.value(QStringLiteral("device")).toString().startsWith(QStringLiteral("cpu-")));
        QVERIFY(run.value(QStringLiteral("notes"))
                    .toString()
                    .contains(QStringLiteral("closest in vCPUs")));
        for (const char* key :
             {"step_time_s", "samples_per_s", "tokens_per_s", "peak_memory_bytes"})
            QVERIFY2(measured.value(QLatin1String(key)).toDouble() > 0, key);
        const QJsonObject probeBlock = object(run, "probe");
        QVERIFY(object(object(probeBlock, "ceilings"), "matmul")
                    .value(QStringLiteral("flops_per_s"))
                    .toDouble() > 0);
        QVERIFY(object(object(probeBlock, "ceilings"), "copy")
                    .value(QStringLiteral("bytes_per_s"))
                    .toDouble() > 0);
        QVERIFY(object(object(probeBlock, "ceilings"), "host_op")
                    .value(QStringLiteral("seconds"))
                    .toDouble() > 0);
        QVERIFY(
            !object(probeBlock, "environment").value(QStringLiteral("torch")).toString().isEmpty());
        QCOMPARE(object(probeBlock, "steps").value(QStringLiteral("timed")).toInt(), 5);

        const Run calibrated = rightsize({QStringLiteral("calibrate"), output,
                                          QStringLiteral("--name"), QStringLiteral("cpu"),
                                          QStringLiteral("--db"), path(QStringLiteral("cpu.db"))});
        QVERIFY2(calibrated.exitCode == 0, qPrintable(calibrated.err));
        QVERIFY2(!calibrated.err.contains(QStringLiteral("$.probe")), qPrintable(calibrated.err));
        // The stored run keeps the probe block.
        const Run shown =
            rightsize({QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("1"),
                       QStringLiteral("--db"), path(QStringLiteral("cpu.db"))});
        QVERIFY2(shown.out.contains(QStringLiteral("\"ceilings\"")), qPrintable(shown.out));
    }

    // A grid as it is measured on a rented GPU without rightsize: resolved here (shapes written
    // beside the scenarios), then run with no rightsize at hand. A refused scenario is a line of
    // the table and the others are still measured; the run files are accepted by calibrate.
    void gridResolvesThenMeasuresWithoutRightsize() {
        QDir().mkpath(path(QStringLiteral("grid")));
        write(QStringLiteral("grid/a-tiny.json"), kTinyScenario);
        write(QStringLiteral("grid/b-tiny-preset.json"),
              R"({"format": "rightsize-scenario", "version": 1, "name": "tiny preset",
  "workload": {"kind": "batch_inference", "model": {"preset": "distilbert-base"}, "precision": "fp32",
    "batch_size": 1, "seq_len": 8, "dataset": {"samples": 10}}})");
        write(QStringLiteral("grid/c-int4.json"),
              QByteArray(kTinyScenario).replace("\"fp32\"", "\"int4\""));
        const QString ready = path(QStringLiteral("ready"));
        const Run resolved =
            start(kGrid, {QStringLiteral("resolve"), path(QStringLiteral("grid")),
                          QStringLiteral("--output"), ready, QStringLiteral("--rightsize"),
                          QStringLiteral(RIGHTSIZE_EXE)});
        QVERIFY2(resolved.exitCode == 0, qPrintable(resolved.err));
        QVERIFY(QFile::exists(ready + QStringLiteral("/b-tiny-preset.shape.json")));

        const QString out = path(QStringLiteral("grid-out"));
        const Run measured =
            start(kGrid, {QStringLiteral("run"), ready, QStringLiteral("--output"), out,
                          QStringLiteral("--device"), QStringLiteral("cpu"),
                          QStringLiteral("--catalog-device"), QStringLiteral("cpu-8vcpu-compute"),
                          QStringLiteral("--budget"), QStringLiteral("15"),
                          QStringLiteral("--total-budget"), QStringLiteral("200")});
        if (measured.out.contains(QStringLiteral("PyTorch is not installed")))
            QSKIP("PyTorch is not installed (packaging/install-deps.sh installs python3-torch)");
        QVERIFY2(measured.exitCode == 0, qPrintable(measured.out + measured.err));
        QFile table(out + QStringLiteral("/grid.csv"));
        QVERIFY(table.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines =
            QString::fromUtf8(table.readAll()).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines[0].startsWith(QStringLiteral("scenario,status,exit_code,step_time_s")));
        QVERIFY2(lines[1].startsWith(QStringLiteral("a-tiny,measured,0,")), qPrintable(lines[1]));
        QVERIFY2(lines[2].startsWith(QStringLiteral("b-tiny-preset,measured,0,")),
                 qPrintable(lines[2]));
        QVERIFY2(lines[3].startsWith(QStringLiteral("c-int4,refused,2,")) &&
                     lines[3].contains(QStringLiteral("$.workload.precision")),
                 qPrintable(lines[3]));
        const Run calibrated =
            rightsize({QStringLiteral("calibrate"), out + QStringLiteral("/b-tiny-preset.run.json"),
                       QStringLiteral("--name"), QStringLiteral("grid"), QStringLiteral("--db"),
                       path(QStringLiteral("grid.db"))});
        QVERIFY2(calibrated.exitCode == 0, qPrintable(calibrated.err));

        // Nothing to measure is said, with its own exit code.
        const Run empty = start(kGrid, {QStringLiteral("run"), path(QStringLiteral("xdg")),
                                        QStringLiteral("--output"), out});
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.startsWith(QStringLiteral("rightsize-probe-grid: ")),
                 qPrintable(empty.err));
    }

    void probeExitCodes_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QString>("output");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{\"format\": ") << QStringLiteral("out.json") << 2
                                  << QStringLiteral("$: is not valid JSON");
        QTest::newRow("wrong format")
            << QByteArray(R"({"format": "rightsize-plan", "version": 1})")
            << QStringLiteral("out.json") << 2 << QStringLiteral("$.format");
        QTest::newRow("classic ml")
            << QByteArray(
                   R"({"format": "rightsize-scenario", "version": 1, "workload": {"kind": "classic_ml"}})")
            << QStringLiteral("out.json") << 2 << QStringLiteral("$.workload.kind");
        QTest::newRow("fp8")
            << QByteArray(
                   R"({"format": "rightsize-scenario", "version": 1, "workload": {"precision": "fp8", "model": {"preset": "gpt2"}}})")
            << QStringLiteral("out.json") << 2 << QStringLiteral("$.workload.precision");
        QTest::newRow("unknown preset")
            << QByteArray(
                   R"({"format": "rightsize-scenario", "version": 1, "workload": {"model": {"preset": "gpt-9"}}})")
            << QStringLiteral("out.json") << 2 << QStringLiteral("$.workload.model.preset");
        QTest::newRow("unwritable output")
            << kTinyScenario << QStringLiteral("no-such-folder/out.json") << 3
            << QStringLiteral("cannot write");
    }
    void probeExitCodes() {
        QFETCH(QByteArray, scenario);
        QFETCH(QString, output);
        QFETCH(int, code);
        QFETCH(QString, message);
        const QString file = write(QStringLiteral("refused.json"), scenario);
        const Run r =
            probe({file, QStringLiteral("--output"), path(output), QStringLiteral("--device"),
                   QStringLiteral("cpu"), QStringLiteral("--budget"), QStringLiteral("10"),
                   QStringLiteral("--steps"), QStringLiteral("1")});
        if (r.exitCode == 1 && r.err.contains(QStringLiteral("PyTorch is not installed")))
            QSKIP("PyTorch is not installed");
        QVERIFY2(r.exitCode == code,
                 qPrintable(QStringLiteral("%1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("Traceback")), qPrintable(r.err));
    }

    void probeWithoutAFileOrWithHelp() {
        QCOMPARE(probe({path(QStringLiteral("missing.json")), QStringLiteral("--output"),
                        path(QStringLiteral("o.json"))})
                     .exitCode,
                 3);
        const Run help = start(kProbe, {QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QStringLiteral("--budget")));
        QVERIFY(help.out.contains(QStringLiteral("exit codes")));
    }

    void calibrateRefusesMalformedProbeOutput_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("path");
        QTest::newRow("no measured block")
            << QStringLiteral("\"measured\"") << QStringLiteral("\"measured_later\"")
            << QStringLiteral("$.measured:");
        QTest::newRow("negative step time")
            << QStringLiteral("\"STEP\"") << QStringLiteral("-0.0345")
            << QStringLiteral("$.measured.step_time_s:");
        QTest::newRow("non-finite number") << QStringLiteral("\"STEP\"") << QStringLiteral("1e999")
                                           << QStringLiteral("$: is not valid JSON (");
        QTest::newRow("wrong format")
            << QStringLiteral("\"rightsize-run\"") << QStringLiteral("\"rightsize-probe\"")
            << QStringLiteral("$.format:");
    }
    void calibrateRefusesMalformedProbeOutput() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, path);
        QFile f(kH100Run);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(f.readAll());
        // Only the step time is kept among the measurements, so a bad one leaves nothing usable.
        QJsonObject run = QJsonDocument::fromJson(text.toUtf8()).object();
        QJsonObject measured = object(run, "measured");
        for (const char* key : {"samples_per_s", "tokens_per_s", "peak_memory_bytes"})
            measured.remove(QLatin1String(key));
        // The step time is a marker until the row has put its own text there.
        measured.insert(QStringLiteral("step_time_s"), QStringLiteral("STEP"));
        run.insert(QStringLiteral("measured"), measured);
        text = QString::fromUtf8(QJsonDocument(run).toJson(QJsonDocument::Compact));
        QVERIFY(text.contains(from));
        text.replace(from, to).replace(QStringLiteral("\"STEP\""), QStringLiteral("0.0345"));
        const QString file = write(QStringLiteral("bad-run.json"), text.toUtf8());
        const Run r = rightsize({QStringLiteral("calibrate"), file, QStringLiteral("--name"),
                                 QStringLiteral("bad"), QStringLiteral("--db"),
                                 this->path(QStringLiteral("bad.db"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("nothing was saved")));
    }

    void h100RunMovesThePlanTowardTheMeasuredStep() {
        QFile f(kH100Run);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject run = QJsonDocument::fromJson(f.readAll()).object();
        const QString scenario =
            write(QStringLiteral("bert.json"), QJsonDocument(object(run, "scenario")).toJson());
        const QString library = path(QStringLiteral("h100.db"));
        const double before =
            stepOfFirstOption({QStringLiteral("estimate"), scenario, QStringLiteral("--format"),
                               QStringLiteral("json")});
        const Run calibrated =
            rightsize({QStringLiteral("calibrate"), kH100Run, QStringLiteral("--name"),
                       QStringLiteral("h100"), QStringLiteral("--db"), library});
        QVERIFY2(calibrated.exitCode == 0, qPrintable(calibrated.err));
        const double after =
            stepOfFirstOption({QStringLiteral("estimate"), scenario, QStringLiteral("--format"),
                               QStringLiteral("json"), QStringLiteral("--calibration"),
                               QStringLiteral("h100"), QStringLiteral("--db"), library});
        qInfo("BERT-base on one H100: planned %.4f s, calibrated %.4f s, measured 0.0345 s", before,
              after);
        QVERIFY(before > 0 && after > 0);
        QVERIFY(std::fabs(after - 0.0345) < std::fabs(before - 0.0345));
    }
};

QTEST_GUILESS_MAIN(TestCliProbe)
#include "test_cli_probe.moc"

// `rightsize calibrate`, `rightsize runs` and `estimate --calibration`, run as a user runs them.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

const QString kRuns = QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/data/runs/");

} // namespace

class TestCliCalibrate : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString db(const QString& name) const { return m_dir.filePath(name); }

    Run run(const QStringList& args) const {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGHTSIZE_EXE), args);
        if (!p.waitForFinished(120000))
            qFatal("the program did not finish");
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    QStringList teamRuns() const {
        return {kRuns + QStringLiteral("mlflow/run_with_artifact"),
                kRuns + QStringLiteral("mlflow/run_mapped"), kRuns + QStringLiteral("trainer/good"),
                QStringLiteral("--param-map"), kRuns + QStringLiteral("mlflow/mapping.json")};
    }

    QString writeScenario(const QString& name, const QByteArray& extra) const {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write");
        f.write("{\"format\": \"rightsize-scenario\", \"version\": 1, \"name\": \"LoRA 13B\"," +
                extra +
                " \"workload\": {\"kind\": \"fine_tuning\", \"framework\": \"hf_trainer\", "
                "\"model\": {\"preset\": "
                "\"llama-2-13b\"}, \"finetune\": {\"method\": \"lora\"}, \"batch_size\": 8, "
                "\"seq_len\": 2048,"
                " \"dataset\": {\"samples\": 20000}}, \"compute\": {\"options\": [{\"device\": "
                "\"a100-sxm-80gb\","
                " \"count\": 1}, {\"device\": \"t4-16gb\", \"count\": 1}]}}\n");
        return f.fileName();
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void calibrateSavesVersionsAndPrintsTheSameFactorsEverywhere() {
        const QString library = db(QStringLiteral("team.db"));
        const Run table = run(QStringList{QStringLiteral("calibrate")} + teamRuns() +
                              QStringList{QStringLiteral("--name"), QStringLiteral("team"),
                                          QStringLiteral("--db"), library});
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        QVERIFY(table.out.contains(QStringLiteral("compute_efficiency/ampere/training")));
        QVERIFY(table.out.contains(QStringLiteral("memory_overhead")));
        QVERIFY(table.out.contains(QStringLiteral("shared by every device")));

        const Run json = run(QStringList{QStringLiteral("calibrate")} + teamRuns() +
                             QStringList{QStringLiteral("--name"), QStringLiteral("team"),
                                         QStringLiteral("--db"), library,
                                         QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonObject fit = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(fit.value(QStringLiteral("format")).toString(),
                 QStringLiteral("rightsize-calibration"));
        const QJsonObject calibration = fit.value(QStringLiteral("calibration")).toObject();
        QCOMPARE(calibration.value(QStringLiteral("version")).toInt(),
                 2); // the second fit of "team"
        QCOMPARE(calibration.value(QStringLiteral("runs")).toInt(), 3);
        QCOMPARE(fit.value(QStringLiteral("runs")).toArray().size(), 3);

        // The plan names the calibration and shows the same factors; each option says which moved
        // it.
        const Run plan =
            run({QStringLiteral("estimate"), writeScenario(QStringLiteral("s.json"), {}),
                 QStringLiteral("--calibration"), QStringLiteral("team"), QStringLiteral("--db"),
                 library});
        QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
        const QJsonObject p = QJsonDocument::fromJson(plan.out.toUtf8()).object();
        const QJsonObject used = p.value(QStringLiteral("calibration")).toObject();
        QCOMPARE(used.value(QStringLiteral("name")).toString(), QStringLiteral("team"));
        QCOMPARE(used.value(QStringLiteral("version")).toInt(), 2);
        QCOMPARE(used.value(QStringLiteral("factors")).toArray(),
                 calibration.value(QStringLiteral("factors")).toArray());
        for (const QJsonValue& o : p.value(QStringLiteral("options")).toArray()) {
            const QJsonObject option = o.toObject();
            const QStringList by =
                option.value(QStringLiteral("calibrated_by")).toVariant().toStringList();
            if (option.value(QStringLiteral("device")).toString() ==
                QStringLiteral("a100-sxm-80gb"))
                QVERIFY(by.contains(QStringLiteral("compute_efficiency/ampere/training")));
            else // Turing: no run of its own, only the shared memory factor
                QCOMPARE(by, QStringList{QStringLiteral("memory_overhead (shared)")});
        }
        // Without the calibration the A100's time differs; with the scenario naming it, it is used.
        const Run plain =
            run({QStringLiteral("estimate"), writeScenario(QStringLiteral("s.json"), {})});
        QVERIFY(!QJsonDocument::fromJson(plain.out.toUtf8())
                     .object()
                     .contains(QStringLiteral("calibration")));
        QVERIFY(plain.out != plan.out);
        const Run named =
            run({QStringLiteral("estimate"),
                 writeScenario(QStringLiteral("named.json"), "\"calibration\": \"team\","),
                 QStringLiteral("--db"), library});
        QVERIFY2(named.exitCode == 0, qPrintable(named.err));
        QCOMPARE(QJsonDocument::fromJson(named.out.toUtf8())
                     .object()
                     .value(QStringLiteral("calibration"))
                     .toObject(),
                 used);
        const Run tableEstimate =
            run({QStringLiteral("estimate"), writeScenario(QStringLiteral("s.json"), {}),
                 QStringLiteral("--calibration"), QStringLiteral("team"), QStringLiteral("--db"),
                 library, QStringLiteral("--format"), QStringLiteral("table")});
        QVERIFY(tableEstimate.out.contains(QStringLiteral("calibrated on 3 run")));
    }

    void runsListShowDelete() {
        const QString library = db(QStringLiteral("runs.db"));
        QCOMPARE(run(QStringList{QStringLiteral("calibrate")} + teamRuns() +
                     QStringList{QStringLiteral("--name"), QStringLiteral("t"),
                                 QStringLiteral("--db"), library})
                     .exitCode,
                 0);
        const Run list =
            run({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--format"),
                 QStringLiteral("json"), QStringLiteral("--db"), library});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray runs = QJsonDocument::fromJson(list.out.toUtf8()).array();
        QCOMPARE(runs.size(), 3);
        const QString id =
            QString::number(runs.first().toObject().value(QStringLiteral("id")).toInt());
        const Run show = run(
            {QStringLiteral("runs"), QStringLiteral("show"), id, QStringLiteral("--db"), library});
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(show.out.toUtf8())
                     .object()
                     .value(QStringLiteral("format"))
                     .toString(),
                 QStringLiteral("rightsize-run"));
        QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("delete"), id, QStringLiteral("--db"),
                      library})
                     .exitCode,
                 0);
        QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("delete"), id, QStringLiteral("--db"),
                      library})
                     .exitCode,
                 1);
        QCOMPARE(run({QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("x"),
                      QStringLiteral("--db"), library})
                     .exitCode,
                 2);
    }

    void badRunsSaveNothing_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("broken mlflow run")
            << QStringList{kRuns + QStringLiteral("mlflow/run_broken")}
            << QStringLiteral("metrics/train_samples_per_second:1");
        QTest::newRow("nvidia-smi without a scenario")
            << QStringList{kRuns + QStringLiteral("nvidia_smi.csv")} << QStringLiteral("scenario");
        QTest::newRow("missing path")
            << QStringList{kRuns + QStringLiteral("nowhere")} << QStringLiteral("does not exist");
        QTest::newRow("one good, one bad") << QStringList{kRuns + QStringLiteral("trainer/good"),
                                                          kRuns + QStringLiteral("trainer/bad")}
                                           << QStringLiteral("log_history");
        QTest::newRow("bad param map")
            << QStringList{kRuns + QStringLiteral("mlflow/run_mapped"),
                           QStringLiteral("--param-map"),
                           kRuns + QStringLiteral("mlflow/mapping_bad.json")}
            << QStringLiteral("$.model_preset");
    }
    void badRunsSaveNothing() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString library = db(QStringLiteral("bad.db"));
        const Run r = run(QStringList{QStringLiteral("calibrate")} + args +
                          QStringList{QStringLiteral("--name"), QStringLiteral("x"),
                                      QStringLiteral("--db"), library});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        const Run list =
            run({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--format"),
                 QStringLiteral("json"), QStringLiteral("--db"), library});
        QVERIFY(list.exitCode != 0 || QJsonDocument::fromJson(list.out.toUtf8()).array().isEmpty());
    }

    void nvidiaSmiWithAScenario() {
        const Run r = run(
            {QStringLiteral("calibrate"), kRuns + QStringLiteral("nvidia_smi.csv"),
             QStringLiteral("--scenario"), kRuns + QStringLiteral("trainer/good/rightsize.json"),
             QStringLiteral("--name"), QStringLiteral("smi"), QStringLiteral("--db"),
             db(QStringLiteral("smi.db")), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject fit = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject first = fit.value(QStringLiteral("runs")).toArray().first().toObject();
        // The log's device wins over the scenario's option: it is where the memory was measured.
        QCOMPARE(first.value(QStringLiteral("device")).toString(), QStringLiteral("a100-sxm-80gb"));
        QCOMPARE(first.value(QStringLiteral("count")).toInt(), 2);
    }

    void unknownCalibrationIsRefused() {
        const Run r = run({QStringLiteral("estimate"), writeScenario(QStringLiteral("u.json"), {}),
                           QStringLiteral("--calibration"), QStringLiteral("nobody"),
                           QStringLiteral("--db"), db(QStringLiteral("team.db"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("$.calibration")));
    }
};

QTEST_GUILESS_MAIN(TestCliCalibrate)
#include "test_cli_calibrate.moc"

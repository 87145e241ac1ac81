// What the command line says to someone trying it for the first time: typos in a file, a missing
// -o, a file that cannot be read, a preset id that does not exist, and what --help lists.
#include "tests/support/cli_run.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

namespace {

using rightsize::test::Run;
using rightsize::test::run;
using rightsize::test::writeFile;

// A fine-tune that plans on one A10, with `constraints` as given.
QByteArray scenario(const QByteArray& constraints, const QByteArray& workloadKey = "workload") {
    return "{\"format\": \"rightsize-scenario\", \"version\": 1, \"name\": \"typo\", \"" +
           workloadKey +
           "\": {\"kind\": \"fine_tuning\", \"model\": {\"preset\": \"bert-base-uncased\"},\n"
           "        \"batch_size\": 32, \"seq_len\": 128, \"dataset\": {\"samples\": 10000, "
           "\"epochs\": 1}},\n"
           "      \"compute\": {\"options\": [{\"device\": \"a10-24gb\", \"count\": 1}], "
           "\"pricing\": \"on_demand\"},\n"
           "      \"constraints\": " +
           constraints + "}\n";
}

} // namespace

class TestCliFirstUse : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text) {
        return writeFile(m_dir, name, text);
    }

private slots:
    // A misspelt key plans as before but is named, with the key meant; --strict refuses it.
    void typosAreWarnedAbout_data() {
        QTest::addColumn<QStringList>("command"); // FILE stands for the scenario
        QTest::addColumn<bool>("strict");
        QTest::addColumn<int>("exitCode");
        const QString pdf = m_dir.filePath(QStringLiteral("typo.pdf"));
        QTest::newRow("estimate") << QStringList{QStringLiteral("estimate"), QStringLiteral("FILE")}
                                  << false << 0;
        QTest::newRow("estimate --strict")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("FILE"),
                           QStringLiteral("--strict")}
            << true << 2;
#ifndef RIGHTSIZE_HEADLESS // a build without the window draws no report
        QTest::newRow("report") << QStringList{QStringLiteral("report"), QStringLiteral("FILE"),
                                               QStringLiteral("-o"), pdf}
                                << false << 0;
        QTest::newRow("report --strict")
            << QStringList{QStringLiteral("report"), QStringLiteral("FILE"), QStringLiteral("-o"),
                           pdf, QStringLiteral("--strict")}
            << true << 2;
#endif
        const QString db = m_dir.filePath(QStringLiteral("lib.sqlite"));
        QTest::newRow("scenarios import")
            << QStringList{QStringLiteral("scenarios"), QStringLiteral("import"),
                           QStringLiteral("FILE"), QStringLiteral("--db"), db}
            << false << 0;
        QTest::newRow("scenarios import --strict")
            << QStringList{QStringLiteral("scenarios"), QStringLiteral("import"),
                           QStringLiteral("FILE"),      QStringLiteral("--strict"),
                           QStringLiteral("--db"),      db}
            << true << 2;
    }
    void typosAreWarnedAbout() {
        QFETCH(QStringList, command);
        QFETCH(bool, strict);
        QFETCH(int, exitCode);
        const QString file =
            write(QStringLiteral("typo.json"), scenario("{\"deadline_hour\": 2, \"budget\": 5}"));
        command.replaceInStrings(QStringLiteral("FILE"), file);
        const Run r = run(command);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains("$.constraints.deadline_hour: "), r.err.constData());
        QVERIFY2(r.err.contains("did you mean \"deadline_hours\"?"), r.err.constData());
        QVERIFY2(r.err.contains("$.constraints.budget: "), r.err.constData());
        QVERIFY2(r.err.contains("\"budget_per_hour\" or \"budget_total\""), r.err.constData());
        QCOMPARE(r.err.contains("warning: "), !strict);
    }

    // "worklaod": no message about a path the file does not have.
    void aMisspeltWorkloadIsNamedAsMissing() {
        const QString file = write(QStringLiteral("worklaod.json"), scenario("{}", "worklaod"));
        const Run r = run({QStringLiteral("estimate"), file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("$.workload: missing"), r.err.constData());
        QVERIFY2(
            r.err.contains(
                "$.worklaod: warning: unknown key, kept but not used; did you mean \"workload\"?"),
            r.err.constData());
        QVERIFY2(!r.err.contains("$.workload.model"), r.err.constData());
    }

    void helpListsTheWindowsOptions_data() {
        QTest::addColumn<QString>("option");
        for (const char* o :
             {"--screenshot", "--lang", "--preset", "--size", "--tab", "--theme", "--strict"})
            QTest::newRow(o) << QString::fromLatin1(o);
    }
    void helpListsTheWindowsOptions() {
        QFETCH(QString, option);
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(option.toUtf8()), r.out.constData());
    }

#ifndef RIGHTSIZE_HEADLESS // the window's options and the report need the window
    void aWrongPresetListsTheIds() {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGHTSIZE_EXE),
                {QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("x.png")),
                 QStringLiteral("--preset"), QStringLiteral("bogus")});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.contains("no scenario preset \"bogus\""), err.constData());
        QVERIFY2(err.contains("the presets are: "), err.constData());
        QVERIFY2(err.contains("xgboost"), err.constData());
    }

    void reportSaysWhatIsMissing() {
        const Run r =
            run({QStringLiteral("report"),
                 QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/bert-base-finetune.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("-o OUT.pdf is missing"), r.err.constData());
    }
#endif

    // The reason a file cannot be read comes from the system, for every command that reads one.
    void aFileThatCannotBeReadSaysWhy_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("reason");
        for (const char* c : {"estimate", "model show", "scenarios import"}) {
            QTest::addRow("%s: no such file", c)
                << QString::fromLatin1(c) << QStringLiteral("missing")
                << QByteArray("no such file");
            QTest::addRow("%s: a folder", c)
                << QString::fromLatin1(c) << QStringLiteral("folder") << QByteArray("is a folder");
            QTest::addRow("%s: no permission", c)
                << QString::fromLatin1(c) << QStringLiteral("locked")
                << QByteArray("permission denied");
        }
    }
    void aFileThatCannotBeReadSaysWhy() {
        QFETCH(QString, command);
        QFETCH(QString, kind);
        QFETCH(QByteArray, reason);
        QString path = m_dir.filePath(QStringLiteral("absent.json"));
        if (kind == QLatin1String("folder")) {
            path = m_dir.filePath(QStringLiteral("a-folder"));
            QDir().mkpath(path);
        } else if (kind == QLatin1String("locked")) {
            if (geteuid() == 0)
                QSKIP("the superuser reads every file");
            path = write(QStringLiteral("locked.json"), scenario("{}"));
            QFile::setPermissions(path, QFileDevice::WriteOwner);
        }
        QStringList args = command.split(QLatin1Char(' '));
        args << path;
        if (command == QLatin1String("scenarios import"))
            args << QStringLiteral("--db") << m_dir.filePath(QStringLiteral("lib.sqlite"));
        const Run r = run(args);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(reason), r.err.constData());
        QVERIFY2(!r.err.contains("read error"), r.err.constData());
    }

    // An offer whose instance name carries its count ("1x A10 (24 GB PCIe)") is not counted twice.
    void anInstanceIsCountedOnce() {
        const QString file = write(QStringLiteral("a10.json"), scenario("{}"));
        const Run r = run({QStringLiteral("estimate"), file, QStringLiteral("--format"),
                           QStringLiteral("table")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("1x A10"), r.out.constData());
        QVERIFY2(!r.out.contains("1x 1x"), r.out.constData());
    }

    // What one sequence of the model's context costs, and weights in GiB like everywhere else.
    void modelShowSpeaksInSequencesAndGiB() {
        const Run r =
            run({QStringLiteral("model"), QStringLiteral("show"),
                 QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/hf_configs/llama-3.1-8b/config.json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("model            llama-3.1-8b"), r.out.constData());
        // 32 layers x 8 KV heads x 128 x 2 (K and V) x 2 bytes = 128 KiB per token.
        QVERIFY2(r.out.contains("1.0 GiB for one 8,192-token sequence (128 KiB per token)"),
                 r.out.constData());
        QVERIFY2(r.out.contains(" GiB"), r.out.constData());
        QVERIFY2(!r.out.contains(" GB"), r.out.constData());
    }

    // A sequence longer than the imported config's positions is the reader's refusal (exit 2),
    // naming the context, not "no option fits" (exit 1).
    void anImportedContextIsEnforced() {
        const QByteArray text = "{\"format\": \"rightsize-scenario\", \"version\": 1,\n"
                                "          \"workload\": {\"kind\": \"fine_tuning\", \"finetune\": "
                                "{\"method\": \"lora\"},\n"
                                "            \"model\": {\"hf_config\": \"" RIGHTSIZE_TEST_DATA_DIR
                                "/hf_configs/llama-3.1-8b/config.json\"},\n"
                                "            \"batch_size\": 1, \"seq_len\": 200000, \"dataset\": "
                                "{\"samples\": 100}},\n"
                                "          \"compute\": {\"options\": [{\"device\": "
                                "\"h100-sxm-80gb\", \"count\": 8}]}}";
        const Run r = run({QStringLiteral("estimate"), write(QStringLiteral("long.json"), text)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("$.workload.seq_len: must not exceed the model's context of 131"),
                 r.err.constData());
    }

    // The one rule for --format: a table by default, except estimate, whose plan is JSON.
    void theDefaultFormat_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("json");
        QTest::newRow("estimate")
            << QStringList{QStringLiteral("estimate"),
                           QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/bert-base-finetune.json")}
            << true;
        QTest::newRow("model show")
            << QStringList{QStringLiteral("model"), QStringLiteral("show"),
                           QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/bert-base-finetune.json")}
            << false;
    }
    void theDefaultFormat() {
        QFETCH(QStringList, args);
        QFETCH(bool, json);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed().startsWith('{'), json);
        const Run help = run({QStringLiteral("--help")});
        QVERIFY2(help.out.contains("every command prints a table by default, except estimate"),
                 help.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliFirstUse)
#include "test_cli_first_use.moc"

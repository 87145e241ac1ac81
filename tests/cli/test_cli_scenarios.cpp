// `rightsize scenarios ...` run as a user runs it: the real program, its exit codes, its output.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

const QByteArray kScenario = QByteArrayLiteral(
    "{\n"
    "  \"format\": \"rightsize-scenario\",\n"
    "  \"version\": 1,\n"
    "  \"name\": \"Тонкая настройка Llama — 日本語 🚀\",\n"
    "  \"notes\": \"kept   exactly, spacing and all\",\n"
    "  \"workload\": {\"kind\": \"fine_tuning\", \"model\": {\"preset\": \"llama-2-7b\"},\n"
    "               \"batch_size\": 16, \"x_future_field\": [1, 2.50, 3e3]},\n"
    "  \"x_unknown_top\": {\"nested\": {\"deep\": true}}\n"
    "}\n");

QByteArray simpleScenario(const QByteArray& name)
{
    return "{\"format\": \"rightsize-scenario\", \"version\": 1, \"name\": \"" + name + "\"}\n";
}

} // namespace

class TestCliScenarios : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    QString file(const QString& name) const { return m_dir.filePath(name); }

    QString write(const QString& name, const QByteArray& bytes) const
    {
        QFile f(file(name));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write a test file");
        f.write(bytes);
        return f.fileName();
    }

    Run run(QStringList args, bool withDb = true) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg"))); // never the user's library
        p.setProcessEnvironment(env);
        args.prepend(QStringLiteral("scenarios"));
        if (withDb)
            args << QStringLiteral("--db") << m_db;
        p.start(QStringLiteral(RIGHTSIZE_EXE), args);
        Run r;
        if (!p.waitForFinished(20000)) {
            p.kill();
            p.waitForFinished();
            r.err = QStringLiteral("did not finish (is `scenarios` wired into the command-line dispatcher?)");
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    QJsonArray listJson() const
    {
        const Run r = run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        if (r.exitCode != 0)
            qWarning("list failed: %s", qPrintable(r.err));
        return QJsonDocument::fromJson(r.out.toUtf8()).array();
    }

    QByteArray libraryFingerprint() const
    {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        for (const QString& suffix : {QString(), QStringLiteral("-wal")}) {
            QFile f(m_db + suffix);
            if (f.open(QIODevice::ReadOnly))
                hash.addData(f.readAll());
        }
        return hash.result();
    }

    qint64 importOk(const QString& path) const
    {
        const Run r = run({QStringLiteral("import"), path});
        if (r.exitCode != 0) {
            qWarning("import failed (%d): %s", r.exitCode, qPrintable(r.err));
            return -1;
        }
        return r.out.trimmed().toLongLong();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The folder of a library given with --db must exist; only the default one is created.
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("lib")));
        m_db = m_dir.filePath(QStringLiteral("lib/library.sqlite"));
        const Run r = run({QStringLiteral("list")});
        QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("rightsize scenarios list: exit %1: %2")
                                                 .arg(r.exitCode)
                                                 .arg(r.err)));
    }

    // Item 14: a --db in a folder that does not exist is an error, and no folder appears.
    void libraryInAMissingFolderIsAnError() {
        const QString missing = m_dir.filePath(QStringLiteral("typo/x.sqlite"));
        QProcess p;
        p.start(QStringLiteral(RIGHTSIZE_EXE), {QStringLiteral("scenarios"), QStringLiteral("list"),
                                                QStringLiteral("--db"), missing});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 3);
        QVERIFY2(p.readAllStandardError().contains("does not exist"), "no reason given");
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("typo"))));
    }

    void importListExportRoundTripsExactBytes()
    {
        const QString path = write(QStringLiteral("llama.json"), kScenario);
        const Run imported = run({QStringLiteral("import"), path});
        QCOMPARE(imported.exitCode, 0);
        bool isNumber = false;
        const qint64 id = imported.out.trimmed().toLongLong(&isNumber);
        QVERIFY2(isNumber && id > 0, qPrintable(imported.out)); // the id and nothing else

        bool found = false;
        for (const QJsonValue& v : listJson()) {
            const QJsonObject o = v.toObject();
            QVERIFY(o.contains(QLatin1String("id")) && o.contains(QLatin1String("name")) &&
                    o.contains(QLatin1String("tags")) && o.contains(QLatin1String("modified")));
            QVERIFY(o.value(QLatin1String("tags")).isArray());
            if (o.value(QLatin1String("id")).toInteger() == id) {
                found = true;
                QCOMPARE(o.value(QLatin1String("name")).toString(), QStringLiteral("Тонкая настройка Llama — 日本語 🚀"));
            }
        }
        QVERIFY(found);

        const Run table = run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("table")});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains(QStringLiteral("Тонкая настройка Llama")));

        const QString out = file(QStringLiteral("exported.json"));
        const Run exported = run({QStringLiteral("export"), QString::number(id), QStringLiteral("--output"), out});
        QCOMPARE(exported.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), kScenario); // byte for byte, unknown keys included
    }

    void bundlesRoundTrip()
    {
        const QByteArray bundle = "{\"format\": \"rightsize-bundle\", \"version\": 1, \"scenarios\": [\n" +
                                  simpleScenario("first ✓").trimmed() + ",\n" + kScenario.trimmed() + "\n]}\n";
        const Run r = run({QStringLiteral("import"), write(QStringLiteral("bundle.json"), bundle)});
        QCOMPARE(r.exitCode, 0);
        const QStringList ids = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(ids.size(), 2);

        const QString out = file(QStringLiteral("bundle-out.json"));
        QCOMPARE(run({QStringLiteral("export"), ids[0], ids[1], QStringLiteral("--output"), out}).exitCode, 0);
        const Run again = run({QStringLiteral("import"), out});
        QCOMPARE(again.exitCode, 0);
        const QStringList newIds = again.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(newIds.size(), 2);
        const QString single = file(QStringLiteral("second.json"));
        QCOMPARE(run({QStringLiteral("export"), newIds[1], QStringLiteral("--output"), single}).exitCode, 0);
        QFile f(single);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), kScenario.trimmed()); // each scenario's own text survives the bundle
    }

    void badFilesAreRefusedWithoutAChange_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("jsonPath");
        const QByteArray valid = kScenario;
        QTest::newRow("truncated") << valid.left(valid.size() / 2) << QStringLiteral("$");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("$");
        QTest::newRow("not an object") << QByteArray("[1, 2, 3]") << QStringLiteral("$");
        QTest::newRow("wrong type")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": {\"batch_size\": \"sixteen\"}}")
            << QStringLiteral("$.workload.batch_size");
        QTest::newRow("wrong version type")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": \"1\"}") << QStringLiteral("$.version");
        QTest::newRow("newer version")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 2}") << QStringLiteral("$.version");
        QTest::newRow("wrong format") << QByteArray("{\"format\": \"something-else\", \"version\": 1}")
                                      << QStringLiteral("$.format");
        QTest::newRow("negative size")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": {\"batch_size\": -4}}")
            << QStringLiteral("$.workload.batch_size");
        QTest::newRow("negative dataset")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": {\"dataset\": {\"samples\": -1}}}")
            << QStringLiteral("$.workload.dataset.samples");
        QByteArray huge = "{\"format\": \"rightsize-scenario\", \"version\": 1, \"notes\": \"";
        huge += QByteArray(11 * 1024 * 1024, 'x');
        huge += "\"}";
        QTest::newRow("huge") << huge << QStringLiteral("$");
        QTest::newRow("deeply nested") << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, \"x\": ") +
                                              QByteArray(100000, '[') + QByteArray(100000, ']') + "}"
                                       << QStringLiteral("$");
        QByteArray binary(4096, '\0');
        QRandomGenerator rng(42);
        for (char& c : binary)
            c = static_cast<char>(rng.bounded(256));
        QTest::newRow("binary") << binary << QStringLiteral("$");
        QTest::newRow("bad bundle member")
            << QByteArray("{\"format\": \"rightsize-bundle\", \"version\": 1, \"scenarios\": ["
                          "{\"format\": \"rightsize-scenario\", \"version\": 1},"
                          "{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": {\"batch_size\": -1}}]}")
            << QStringLiteral("$.scenarios[1].workload.batch_size");
    }
    void badFilesAreRefusedWithoutAChange()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, jsonPath);
        const int before = listJson().size();
        const QByteArray fingerprint = libraryFingerprint();
        const QString path = write(QStringLiteral("bad.json"), bytes);
        const Run r = run({QStringLiteral("import"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // no id: nothing was committed
        QVERIFY2(r.err.contains(path), qPrintable(r.err));
        QVERIFY2(r.err.contains(jsonPath + QLatin1Char(':')), qPrintable(r.err));
        QCOMPARE(libraryFingerprint(), fingerprint); // not a byte written
        QCOMPARE(listJson().size(), before);
    }

    void exitCodes()
    {
        const qint64 id = importOk(write(QStringLiteral("one.json"), simpleScenario("to delete")));
        QVERIFY(id > 0);
        const QString missing = file(QStringLiteral("does-not-exist.json"));
        const Run noFile = run({QStringLiteral("import"), missing});
        QCOMPARE(noFile.exitCode, 3);
        QVERIFY(noFile.err.contains(missing));

        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("999999"), QStringLiteral("--output"),
                      file(QStringLiteral("x.json"))})
                     .exitCode,
                 1);
        QCOMPARE(run({QStringLiteral("export"), QString::number(id), QStringLiteral("--output"),
                      file(QStringLiteral("no/such/folder/x.json"))})
                     .exitCode,
                 3);
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("abc"), QStringLiteral("--output"),
                      file(QStringLiteral("x.json"))})
                     .exitCode,
                 2);
        QCOMPARE(run({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml")}).exitCode, 2);

        QCOMPARE(run({QStringLiteral("delete"), QString::number(id)}).exitCode, 0);
        for (const QJsonValue& v : listJson())
            QVERIFY(v.toObject().value(QLatin1String("id")).toInteger() != id);
        QCOMPARE(run({QStringLiteral("delete"), QString::number(id)}).exitCode, 1);
        QCOMPARE(run({QStringLiteral("export"), QString::number(id), QStringLiteral("--output"),
                      file(QStringLiteral("x.json"))})
                     .exitCode,
                 1);
    }

    void damagedLibraryIsMovedAsideWithAMessage()
    {
        const QString db = file(QStringLiteral("damaged.sqlite"));
        QFile f(db);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("definitely not SQLite");
        f.close();
        QProcess p;
        p.start(QStringLiteral(RIGHTSIZE_EXE), {QStringLiteral("scenarios"), QStringLiteral("list"),
                                                 QStringLiteral("--db"), db});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral(".corrupt-")), qPrintable(err));
        const QStringList aside =
            QDir(m_dir.path()).entryList({QStringLiteral("damaged.sqlite.corrupt-*")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QFile kept(m_dir.filePath(aside.front()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("definitely not SQLite"));
    }
};

QTEST_GUILESS_MAIN(TestCliScenarios)
#include "test_cli_scenarios.moc"

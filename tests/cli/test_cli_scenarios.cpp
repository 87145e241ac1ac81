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
#include <sqlite3.h>

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

// The smallest scenario `estimate` plans: a name and a model.
QByteArray simpleScenario(const QByteArray& name) {
    return "{\"format\": \"rightsize-scenario\", \"version\": 1, \"name\": \"" + name +
           "\", \"workload\": {\"model\": {\"preset\": \"gpt2\"}}}\n";
}

QByteArray sha256(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("(missing)");
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden,
                                  QDir::Name);
}

} // namespace

class TestCliScenarios : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    QString file(const QString& name) const { return m_dir.filePath(name); }

    QString write(const QString& name, const QByteArray& bytes) const {
        QFile f(file(name));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write a test file");
        f.write(bytes);
        return f.fileName();
    }

    Run run(QStringList args, bool withDb = true) const {
        return runWith(args, withDb ? m_db : QString());
    }

    Run runWith(QStringList args, const QString& db) const {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"),
                   m_dir.filePath(QStringLiteral("xdg"))); // never the user's library
        p.setProcessEnvironment(env);
        args.prepend(QStringLiteral("scenarios"));
        if (!db.isEmpty())
            args << QStringLiteral("--db") << db;
        p.start(QStringLiteral(RIGHTSIZE_EXE), args);
        Run r;
        if (!p.waitForFinished(20000)) {
            p.kill();
            p.waitForFinished();
            r.err = QStringLiteral(
                "did not finish (is `scenarios` wired into the command-line dispatcher?)");
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    QJsonArray listJson() const {
        const Run r =
            run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
        if (r.exitCode != 0)
            qWarning("list failed: %s", qPrintable(r.err));
        return QJsonDocument::fromJson(r.out.toUtf8()).array();
    }

    QByteArray libraryFingerprint() const {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        for (const QString& suffix : {QString(), QStringLiteral("-wal")}) {
            QFile f(m_db + suffix);
            if (f.open(QIODevice::ReadOnly))
                hash.addData(f.readAll());
        }
        return hash.result();
    }

    qint64 importOk(const QString& path) const {
        const Run r = run({QStringLiteral("import"), path});
        if (r.exitCode != 0) {
            qWarning("import failed (%d): %s", r.exitCode, qPrintable(r.err));
            return -1;
        }
        return r.out.trimmed().toLongLong();
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // The folder of a library given with --db must exist; only the default one is created.
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("lib")));
        m_db = m_dir.filePath(QStringLiteral("lib/library.sqlite"));
        const Run r = run({QStringLiteral("list")});
        QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("rightsize scenarios list: exit %1: %2")
                                                 .arg(r.exitCode)
                                                 .arg(r.err)));
        // Listing a library that does not exist yet shows nothing and creates nothing.
        QVERIFY(!QFile::exists(m_db));
        QVERIFY(importOk(write(QStringLiteral("first.json"), simpleScenario("first"))) > 0);
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

    void importListExportRoundTripsExactBytes() {
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
                QCOMPARE(o.value(QLatin1String("name")).toString(),
                         QStringLiteral("Тонкая настройка Llama — 日本語 🚀"));
            }
        }
        QVERIFY(found);

        const Run table =
            run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("table")});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains(QStringLiteral("Тонкая настройка Llama")));

        const QString out = file(QStringLiteral("exported.json"));
        const Run exported =
            run({QStringLiteral("export"), QString::number(id), QStringLiteral("--output"), out});
        QCOMPARE(exported.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), kScenario); // byte for byte, unknown keys included
    }

    // A scenario naming its Hugging Face config by a path relative to the file is imported with
    // the config in it (the process runs elsewhere, so the path is resolved against the file's
    // folder): the exported copy plans the same model from any folder, with no config beside it.
    void relativeHfConfigIsEmbeddedOnImport() {
        QDir().mkpath(file(QStringLiteral("model/qwen")));
        QFile config(QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/hf_configs/qwen3-8b/config.json"));
        QVERIFY(config.open(QIODevice::ReadOnly));
        write(QStringLiteral("model/qwen/config.json"), config.readAll());
        const QString path =
            write(QStringLiteral("model/qwen-lora.json"), R"({"format": "rightsize-scenario",
            "version": 1, "name": "Qwen from its config", "workload": {"kind": "fine_tuning",
            "model": {"hf_config": "qwen/config.json"}, "batch_size": 8, "seq_len": 1024,
            "dataset": {"samples": 1000}}})");
        const qint64 id = importOk(path);
        QVERIFY(id > 0);
        const QString out = file(QStringLiteral("elsewhere/exported.json"));
        QDir().mkpath(file(QStringLiteral("elsewhere")));
        QCOMPARE(
            run({QStringLiteral("export"), QString::number(id), QStringLiteral("--output"), out})
                .exitCode,
            0);
        QFile exported(out);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        const QJsonObject model = QJsonDocument::fromJson(exported.readAll())
                                      .object()[QLatin1String("workload")]
                                      .toObject()[QLatin1String("model")]
                                      .toObject();
        const QJsonObject embedded = model[QLatin1String("hf_config")].toObject();
        QCOMPARE(embedded[QLatin1String("model_type")].toString(), QStringLiteral("qwen3"));
        QCOMPARE(embedded[QLatin1String("num_hidden_layers")].toInt(), 36);
        QVERIFY(QFile::remove(file(QStringLiteral("model/qwen/config.json"))));
        QProcess estimate;
        estimate.start(QStringLiteral(RIGHTSIZE_EXE), {QStringLiteral("estimate"), out});
        QVERIFY(estimate.waitForFinished(60000));
        QVERIFY2(estimate.exitCode() == 0 || estimate.exitCode() == 1,
                 estimate.readAllStandardError().constData());
    }

    void bundlesRoundTrip() {
        const QByteArray bundle =
            "{\"format\": \"rightsize-bundle\", \"version\": 1, \"scenarios\": [\n" +
            simpleScenario("first ✓").trimmed() + ",\n" + kScenario.trimmed() + "\n]}\n";
        const Run r = run({QStringLiteral("import"), write(QStringLiteral("bundle.json"), bundle)});
        QCOMPARE(r.exitCode, 0);
        const QStringList ids = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(ids.size(), 2);

        const QString out = file(QStringLiteral("bundle-out.json"));
        QCOMPARE(run({QStringLiteral("export"), ids[0], ids[1], QStringLiteral("--output"), out})
                     .exitCode,
                 0);
        const Run again = run({QStringLiteral("import"), out});
        QCOMPARE(again.exitCode, 0);
        const QStringList newIds = again.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(newIds.size(), 2);
        const QString single = file(QStringLiteral("second.json"));
        QCOMPARE(
            run({QStringLiteral("export"), newIds[1], QStringLiteral("--output"), single}).exitCode,
            0);
        QFile f(single);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), kScenario.trimmed()); // each scenario's own text survives the bundle
    }

    void badFilesAreRefusedWithoutAChange_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("jsonPath");
        const QByteArray valid = kScenario;
        QTest::newRow("truncated") << valid.left(valid.size() / 2) << QStringLiteral("$");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("$");
        QTest::newRow("not an object") << QByteArray("[1, 2, 3]") << QStringLiteral("$");
        QTest::newRow("wrong type")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": "
                          "{\"batch_size\": \"sixteen\"}}")
            << QStringLiteral("$.workload.batch_size");
        QTest::newRow("wrong version type")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": \"1\"}")
            << QStringLiteral("$.version");
        QTest::newRow("newer version")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 2}")
            << QStringLiteral("$.version");
        QTest::newRow("wrong format")
            << QByteArray("{\"format\": \"something-else\", \"version\": 1}")
            << QStringLiteral("$.format");
        QTest::newRow("negative size")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": "
                          "{\"batch_size\": -4}}")
            << QStringLiteral("$.workload.batch_size");
        QTest::newRow("negative dataset")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": "
                          "{\"dataset\": {\"samples\": -1}}}")
            << QStringLiteral("$.workload.dataset.samples");
        QByteArray huge = "{\"format\": \"rightsize-scenario\", \"version\": 1, \"notes\": \"";
        huge += QByteArray(11 * 1024 * 1024, 'x');
        huge += "\"}";
        QTest::newRow("huge") << huge << QStringLiteral("$");
        QTest::newRow("deeply nested")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, \"x\": ") +
                   QByteArray(100000, '[') + QByteArray(100000, ']') + "}"
            << QStringLiteral("$");
        QByteArray binary(4096, '\0');
        QRandomGenerator rng(42);
        for (char& c : binary)
            c = static_cast<char>(rng.bounded(256));
        QTest::newRow("binary") << binary << QStringLiteral("$");
        QTest::newRow("bad bundle member")
            << QByteArray("{\"format\": \"rightsize-bundle\", \"version\": 1, \"scenarios\": [") +
                   simpleScenario("fine").trimmed() +
                   ",{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": "
                   "{\"batch_size\": -1}}]}"
            << QStringLiteral("$.scenarios[1].workload.batch_size");
        // What `estimate` refuses, import refuses too: one check for every door.
        QTest::newRow("model with no size")
            << QByteArray(
                   "{\"format\": \"rightsize-scenario\", \"version\": 1, \"name\": \"no model\"}")
            << QStringLiteral("$.workload"); // the file has no workload: that is what is named
        QTest::newRow("unknown preset")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, "
                          "\"workload\": {\"model\": {\"preset\": \"llama-9b\"}}}")
            << QStringLiteral("$.workload.model.preset");
        QTest::newRow("kv heads not dividing the preset's heads")
            << QByteArray(
                   "{\"format\": \"rightsize-scenario\", \"version\": 1, "
                   "\"workload\": {\"model\": {\"preset\": \"llama-2-70b\", \"heads\": 60}}}")
            << QStringLiteral("$.workload.model.kv_heads");
        QTest::newRow("unknown device")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, "
                          "\"workload\": {\"model\": {\"preset\": \"gpt2\"}}, "
                          "\"compute\": {\"options\": [{\"device\": \"h100-80gb\"}]}}")
            << QStringLiteral("$.compute.options[0].device");
        QTest::newRow("a sample count beyond any data set")
            << QByteArray("{\"format\": \"rightsize-scenario\", \"version\": 1, "
                          "\"workload\": {\"model\": {\"preset\": \"gpt2\"}, \"dataset\": "
                          "{\"samples\": 1e308}}}")
            << QStringLiteral("$.workload.dataset.samples");
    }
    void badFilesAreRefusedWithoutAChange() {
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

    void exitCodes() {
        const qint64 id = importOk(write(QStringLiteral("one.json"), simpleScenario("to delete")));
        QVERIFY(id > 0);
        const QString missing = file(QStringLiteral("does-not-exist.json"));
        const Run noFile = run({QStringLiteral("import"), missing});
        QCOMPARE(noFile.exitCode, 3);
        QVERIFY(noFile.err.contains(missing));

        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("999999"),
                      QStringLiteral("--output"), file(QStringLiteral("x.json"))})
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
        QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml")})
                     .exitCode,
                 2);

        QCOMPARE(run({QStringLiteral("delete"), QString::number(id)}).exitCode, 0);
        for (const QJsonValue& v : listJson())
            QVERIFY(v.toObject().value(QLatin1String("id")).toInteger() != id);
        QCOMPARE(run({QStringLiteral("delete"), QString::number(id)}).exitCode, 1);
        QCOMPARE(run({QStringLiteral("export"), QString::number(id), QStringLiteral("--output"),
                      file(QStringLiteral("x.json"))})
                     .exitCode,
                 1);
    }

    void importIsIdempotentByContent() {
        const QString path =
            write(QStringLiteral("retry.json"), simpleScenario("retried after a kill"));
        const qint64 first = importOk(path);
        QVERIFY(first > 0);
        const int rows = listJson().size();
        QCOMPARE(importOk(path), first); // the existing id, no second copy
        QCOMPARE(listJson().size(), rows);
        const Run copy = run({QStringLiteral("import"), path, QStringLiteral("--duplicate")});
        QCOMPARE(copy.exitCode, 0);
        QVERIFY(copy.out.trimmed().toLongLong() > first);
        QCOMPARE(listJson().size(), rows + 1);
    }

    // Only a Rightsize library is ever written; anything else at --db is refused with exit 2 and
    // keeps every byte, whichever command is run, and no file appears beside it.
    void otherFilesAtTheLibraryPathAreLeftAlone_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("command");
        for (const char* kind : {"text", "foreign", "newer", "damaged"})
            for (const char* command : {"list", "import", "export", "delete"})
                QTest::addRow("%s, %s", kind, command)
                    << QString::fromLatin1(kind) << QString::fromLatin1(command);
    }
    void otherFilesAtTheLibraryPathAreLeftAlone() {
        QFETCH(QString, kind);
        QFETCH(QString, command);
        const QString folder =
            m_dir.filePath(QStringLiteral("other-") + kind + QLatin1Char('-') + command);
        QVERIFY(QDir().mkpath(folder));
        const QString db = folder + QStringLiteral("/config.ini");
        if (kind == QLatin1String("text")) {
            QFile f(db);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[window]\nwidth = 800\n");
        } else {
            // A library, or another program's database made from one, through the program itself.
            QCOMPARE(runWith({QStringLiteral("import"),
                              write(QStringLiteral("seed.json"), simpleScenario("seed"))},
                             db)
                         .exitCode,
                     0);
            QVERIFY(!QFile::exists(db + QStringLiteral("-wal")));
            const char* sql = kind == QLatin1String("foreign") ? "PRAGMA application_id = 42"
                              : kind == QLatin1String("newer") ? "PRAGMA user_version = 99"
                                                               : nullptr;
            if (sql) {
                sqlite3* handle = nullptr;
                QCOMPARE(sqlite3_open(db.toUtf8().constData(), &handle), SQLITE_OK);
                QCOMPARE(sqlite3_exec(handle, sql, nullptr, nullptr, nullptr), SQLITE_OK);
                QCOMPARE(
                    sqlite3_exec(handle, "PRAGMA journal_mode = DELETE", nullptr, nullptr, nullptr),
                    SQLITE_OK);
                sqlite3_close(handle);
            } else {
                // Scribble over the pages behind SQLite's header: a damaged Rightsize library.
                QFile f(db);
                QVERIFY(f.open(QIODevice::ReadWrite));
                const qint64 size = f.size();
                QVERIFY(size >= 8192);
                f.seek(4096);
                f.write(QByteArray(int(size - 4096), '\xA5'));
            }
        }
        const QByteArray before = sha256(db);
        const QStringList files = entries(folder);
        QStringList args{command};
        if (command == QLatin1String("import"))
            args << write(QStringLiteral("some.json"), simpleScenario("some"));
        else if (command == QLatin1String("export"))
            args << QStringLiteral("1") << QStringLiteral("--output")
                 << m_dir.filePath(QStringLiteral("out.json"));
        else if (command == QLatin1String("delete"))
            args << QStringLiteral("1");
        const Run r = runWith(args, db);
        if (kind == QLatin1String("damaged") && command == QLatin1String("import")) {
            // The one command that may set a damaged library aside: it writes a new one.
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.err.contains(QStringLiteral(".corrupt-")), qPrintable(r.err));
            const QStringList aside =
                QDir(folder).entryList({QStringLiteral("config.ini.corrupt-*")}, QDir::Files);
            QCOMPARE(aside.size(), 1);
            QCOMPARE(sha256(folder + QLatin1Char('/') + aside.front()), before);
            return;
        }
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        QVERIFY2(r.err.contains(db) && r.err.contains(QStringLiteral("not changed")),
                 qPrintable(r.err));
        QCOMPARE(sha256(db), before);
        QCOMPARE(entries(folder), files);
    }

    void readingCommandsCreateNothing() {
        const QString folder = m_dir.filePath(QStringLiteral("empty-folder"));
        QVERIFY(QDir().mkpath(folder));
        const QString db = folder + QStringLiteral("/library.sqlite");
        const Run listed = runWith(
            {QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")}, db);
        QCOMPARE(listed.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(listed.out.toUtf8()).array().size(), 0);
        const Run exported =
            runWith({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--output"),
                     m_dir.filePath(QStringLiteral("never.json"))},
                    db);
        QCOMPARE(exported.exitCode, 1);
        QVERIFY(entries(folder).isEmpty());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.json"))));

        // Reading a library leaves it byte for byte as it was, its -wal and -shm included.
        const QByteArray before = libraryFingerprint();
        const QStringList files = entries(m_dir.filePath(QStringLiteral("lib")));
        QCOMPARE(run({QStringLiteral("list")}).exitCode, 0);
        QCOMPARE(libraryFingerprint(), before);
        QCOMPARE(entries(m_dir.filePath(QStringLiteral("lib"))), files);
    }

    void aFolderThatDoesNotExistIsAnError_data() {
        QTest::addColumn<QString>("command");
        for (const char* command : {"list", "import", "export", "delete"})
            QTest::newRow(command) << QString::fromLatin1(command);
    }
    void aFolderThatDoesNotExistIsAnError() {
        QFETCH(QString, command);
        const QString db = m_dir.filePath(QStringLiteral("no/such/folder/library.sqlite"));
        QStringList args{command};
        if (command == QLatin1String("import"))
            args << write(QStringLiteral("some.json"), simpleScenario("some"));
        else if (command == QLatin1String("export"))
            args << QStringLiteral("1") << QStringLiteral("--output")
                 << m_dir.filePath(QStringLiteral("out.json"));
        else if (command == QLatin1String("delete"))
            args << QStringLiteral("1");
        const Run r = runWith(args, db);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QStringLiteral("does not exist")), qPrintable(r.err));
        QVERIFY(!QDir(m_dir.filePath(QStringLiteral("no"))).exists());
    }
};

QTEST_GUILESS_MAIN(TestCliScenarios)
#include "test_cli_scenarios.moc"

// Every file a command writes where it is told: `scenarios export --output`, `catalog export
// --output`, `report -o` and the window's `--screenshot`. None replaces a FIFO, a device or a
// symbolic link with a regular file: a FIFO with a reader and a device are written in place, a
// link is written through (it stays a link), and a FIFO nobody reads, a link to nothing or a
// disk is refused at once with exit 3, never waited on.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// A hang (a FIFO opened for writing without a reader) never ends; anything else ends well
// within this, even on a loaded machine.
constexpr int kWithinMs = 60000;

struct Run {
    int exitCode = -1;
    QByteArray err;
    QByteArray read; // what a reader of the output FIFO received
};

bool isFifo(const QString& path) {
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_db;

    QString tmp(const QString& name) const { return m_dir.filePath(name); }

    // The command that writes to `out`.
    QStringList commandFor(const QString& command, const QString& out) const {
        const QString example =
            QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/distilbert-online-serving.json");
        if (command == QLatin1String("scenarios"))
            return {QStringLiteral("scenarios"),
                    QStringLiteral("export"),
                    QStringLiteral("1"),
                    QStringLiteral("--output"),
                    out,
                    QStringLiteral("--db"),
                    m_db};
        if (command == QLatin1String("catalog"))
            return {QStringLiteral("catalog"),  QStringLiteral("export"),
                    QStringLiteral("--output"), out,
                    QStringLiteral("--db"),     m_db};
        if (command == QLatin1String("report"))
            return {QStringLiteral("report"), example, QStringLiteral("-o"), out};
        return {example, QStringLiteral("--screenshot"), out, QStringLiteral("--size"),
                QStringLiteral("640x480")};
    }

    // Runs the program; with `reader` (a descriptor of the output FIFO opened for reading), reads
    // it while the program writes, so a write larger than the pipe holds never stalls.
    Run run(const QStringList& args, int reader = -1) const {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), tmp(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), tmp(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGHTSIZE_EXE), args);
        Run r;
        auto drain = [&] {
            char buffer[65536];
            for (ssize_t n; reader >= 0 && (n = ::read(reader, buffer, sizeof buffer)) > 0;)
                r.read.append(buffer, n);
        };
        int waited = 0;
        while (!p.waitForFinished(20)) {
            drain();
            if ((waited += 20) > kWithinMs) {
                p.kill();
                p.waitForFinished();
                r.exitCode = -3;
                return r;
            }
        }
        drain();
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.err = p.readAllStandardError();
        return r;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_db = tmp(QStringLiteral("library.db"));
        const Run imported =
            run({QStringLiteral("scenarios"), QStringLiteral("import"),
                 QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/distilbert-online-serving.json"),
                 QStringLiteral("--db"), m_db});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
    }

    void commands_data() {
        QTest::addColumn<QString>("command");
        QTest::newRow("scenarios export") << QStringLiteral("scenarios");
        QTest::newRow("catalog export") << QStringLiteral("catalog");
#ifndef RIGHTSIZE_HEADLESS // the report and the window need the window's build
        QTest::newRow("report") << QStringLiteral("report");
        QTest::newRow("screenshot") << QStringLiteral("screenshot");
#endif
    }

    // Nobody reads the FIFO: refused at once, and the FIFO stays.
    void aFifoWithoutReaderIsRefused_data() {
        commands_data();
    }
    void aFifoWithoutReaderIsRefused() {
        QFETCH(QString, command);
        const QString fifo = tmp(command + QStringLiteral("-lonely.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Run r = run(commandFor(command, fifo));
        QVERIFY2(r.exitCode != -3, "waited for a reader");
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("FIFO"), r.err.constData());
        QVERIFY(isFifo(fifo));
    }

    // Someone reads it: they get the whole output, and the FIFO stays.
    void aFifoWithReaderIsWrittenInPlace_data() {
        commands_data();
    }
    void aFifoWithReaderIsWrittenInPlace() {
        QFETCH(QString, command);
        const QString fifo = tmp(command + QStringLiteral("-read.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        const Run r = run(commandFor(command, fifo), reader);
        ::close(reader);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.read.size() > 100);
        QVERIFY(isFifo(fifo));
    }

    // A link is written through: the file it leads to gets the output, the link stays a link.
    void aSymlinkIsWrittenThrough_data() {
        commands_data();
    }
    void aSymlinkIsWrittenThrough() {
        QFETCH(QString, command);
        const QString target = tmp(command + QStringLiteral("-target.out"));
        const QString link = tmp(command + QStringLiteral("-link.out"));
        QFile old(target);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        QVERIFY(QFile::link(target, link));
        const Run r = run(commandFor(command, link));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFileInfo(target).size() > 100);
    }

    // A regular file is replaced whole, and keeps who may read it.
    void aRegularFileIsReplacedWithItsPermissions_data() {
        commands_data();
    }
    void aRegularFileIsReplacedWithItsPermissions() {
        QFETCH(QString, command);
        const QString path = tmp(command + QStringLiteral("-private.out"));
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0640), 0);
        const Run r = run(commandFor(command, path));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        struct stat st {};
        QVERIFY(::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISREG(st.st_mode));
        QCOMPARE(st.st_mode & 07777, mode_t(0640));
        QVERIFY(st.st_size > 100);
        QVERIFY(QDir(m_dir.path())
                    .entryList({QFileInfo(path).fileName() + QStringLiteral(".tmp-*")})
                    .isEmpty());
    }

    // A link to nothing is refused: the link stays as it was and no file appears beside it.
    void aDanglingSymlinkIsRefused_data() {
        commands_data();
    }
    void aDanglingSymlinkIsRefused() {
        QFETCH(QString, command);
        const QString link = tmp(command + QStringLiteral("-dangling.out"));
        QVERIFY(QFile::link(tmp(QStringLiteral("nowhere/at/all")), link));
        const Run r = run(commandFor(command, link));
        QCOMPARE(r.exitCode, 3);
        QVERIFY(QFileInfo(link).isSymLink());
    }

    // A device is written where it is: /dev/null takes everything and stays a device, a full
    // device's error is an output error.
    void aDeviceIsWrittenInPlace_data() {
        commands_data();
    }
    void aDeviceIsWrittenInPlace() {
        QFETCH(QString, command);
        const Run toNull = run(commandFor(command, QStringLiteral("/dev/null")));
        QVERIFY2(toNull.exitCode == 0, toNull.err.constData());
        struct stat st {};
        QVERIFY(::stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));
        if (QFileInfo::exists(QStringLiteral("/dev/full"))) {
            const Run toFull = run(commandFor(command, QStringLiteral("/dev/full")));
            QCOMPARE(toFull.exitCode, 3);
            QVERIFY(::stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "test_cli_outputs.moc"

// The program of a build without the window (RIGHTSIZE_BUILD_GUI=OFF): the command line works,
// and what needs the window (the window itself, the PDF report) is refused with a clear message
// and the bad-input exit code rather than a crash or a missing-display abort.
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // As on a server: no display at all.
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RIGHTSIZE_EXE), args);
    p.waitForFinished(120000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString example() {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/llama2-7b-qlora.json");
}

} // namespace

class TestCliHeadless : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void commandsRun_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("estimate") << QStringList{QStringLiteral("estimate"), example()} << 0;
        QTest::newRow("estimate table")
            << QStringList{QStringLiteral("estimate"), example(), QStringLiteral("--format"),
                           QStringLiteral("table")}
            << 0;
        QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0;
    }
    void commandsRun() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        const Run r = run(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(!r.out.isEmpty());
    }

    void windowOnlyThingsAreRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("report") << QStringList{QStringLiteral("report"), example(),
                                               QStringLiteral("-o"),
                                               m_dir.filePath(QStringLiteral("out.pdf"))}
                                << QStringLiteral("RIGHTSIZE_BUILD_GUI=OFF");
        QTest::newRow("window") << QStringList{} << QStringLiteral("no window");
        QTest::newRow("window with a file")
            << QStringList{example()} << QStringLiteral("no window");
    }
    void windowOnlyThingsAreRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("out.pdf"))));
    }
};

QTEST_GUILESS_MAIN(TestCliHeadless)
#include "test_cli_headless.moc"

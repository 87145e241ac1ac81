// The files that put Rightsize on a desktop: the menu entry, the AppStream data, the file type,
// the icons and the manual page. The first two are checked by the freedesktop validators that
// packaging/install-deps.sh installs; a missing validator is a failure, not a skip.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QString kAppId = QStringLiteral("io.github.rightsize.Rightsize");
const QString kMimeType = QStringLiteral("application/x-rightsize-scenario");

QString packagingFile(const QString& name) {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/packaging/") + name;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

struct Run {
    bool started = false;
    int exitCode = -1;
    QString output; // standard output and standard error together
};

Run run(const QString& program, const QStringList& args) {
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    Run r;
    r.started = p.waitForStarted(10000);
    if (!r.started)
        return r;
    p.waitForFinished(60000);
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.output = QString::fromUtf8(p.readAll());
    return r;
}

// The path of a validator, or an empty string after recording why the test cannot go on.
QString requireTool(const QString& name, const QString& package) {
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        qWarning("%s", qPrintable(QStringLiteral("%1 is not installed (Debian package %2); run "
                                                 "packaging/install-deps.sh")
                                      .arg(name, package)));
    return path;
}

// The value of `key` in the [Desktop Entry] group.
QString desktopValue(const QByteArray& text, const QString& key) {
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    bool inEntry = false;
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1Char('[')))
            inEntry = line == QLatin1String("[Desktop Entry]");
        else if (inEntry && line.startsWith(key + QLatin1Char('=')))
            return line.mid(key.size() + 1);
    }
    return {};
}

// Width and height from the IHDR chunk of a PNG file; {0, 0} when it is not one.
QSize pngSize(const QByteArray& png) {
    if (png.size() < 24 || !png.startsWith("\x89PNG\r\n\x1a\n") || png.mid(12, 4) != "IHDR")
        return {};
    auto be32 = [&](int at) {
        const auto* b = reinterpret_cast<const unsigned char*>(png.constData() + at);
        return int((quint32(b[0]) << 24) | (quint32(b[1]) << 16) | (quint32(b[2]) << 8) | b[3]);
    };
    return {be32(16), be32(20)};
}

// The manual page as plain words: escaped minus signs and font changes removed.
QString manPageText() {
    QString text = QString::fromUtf8(readAll(packagingFile(QStringLiteral("rightsize.1"))));
    text.replace(QLatin1String("\\-"), QLatin1String("-"));
    text.remove(QRegularExpression(QStringLiteral("\\\\f[BIRP]")));
    return text;
}

} // namespace

class TestPackaging : public QObject {
    Q_OBJECT

private slots:
    void desktopFileValidates() {
        const QString tool = requireTool(QStringLiteral("desktop-file-validate"),
                                         QStringLiteral("desktop-file-utils"));
        QVERIFY2(!tool.isEmpty(),
                 "desktop-file-validate is missing: run packaging/install-deps.sh");
        const Run r = run(tool, {packagingFile(kAppId + QStringLiteral(".desktop"))});
        QVERIFY2(r.started, "desktop-file-validate did not start");
        QVERIFY2(r.exitCode == 0, qPrintable(r.output));
        // Hints and warnings are printed with exit status 0; the file should not need any.
        QVERIFY2(r.output.trimmed().isEmpty(), qPrintable(r.output));
    }

    void desktopFileOpensScenarios() {
        const QByteArray text = readAll(packagingFile(kAppId + QStringLiteral(".desktop")));
        QVERIFY(!text.isEmpty());
        QCOMPARE(desktopValue(text, QStringLiteral("Exec")), QStringLiteral("rightsize %f"));
        QCOMPARE(desktopValue(text, QStringLiteral("Icon")), kAppId);
        QVERIFY(desktopValue(text, QStringLiteral("MimeType"))
                    .split(QLatin1Char(';'), Qt::SkipEmptyParts)
                    .contains(kMimeType));
    }

    void metainfoValidates() {
        const QString tool =
            requireTool(QStringLiteral("appstreamcli"), QStringLiteral("appstream"));
        QVERIFY2(!tool.isEmpty(), "appstreamcli is missing: run packaging/install-deps.sh");
        const QString file = packagingFile(kAppId + QStringLiteral(".metainfo.xml"));
        const Run r = run(tool, {QStringLiteral("validate"), QStringLiteral("--no-net"), file});
        QVERIFY2(r.started, "appstreamcli did not start");
        QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    }

    void metainfoDescribesThisRelease() {
        const QString text =
            QString::fromUtf8(readAll(packagingFile(kAppId + QStringLiteral(".metainfo.xml"))));
        QVERIFY(text.contains(QStringLiteral("<id>") + kAppId + QStringLiteral("</id>")));
        QVERIFY(text.contains(QStringLiteral("<launchable type=\"desktop-id\">") + kAppId +
                              QStringLiteral(".desktop</launchable>")));
        QVERIFY(text.contains(QStringLiteral("<binary>rightsize</binary>")));
        QVERIFY(text.contains(QStringLiteral("<mediatype>") + kMimeType +
                              QStringLiteral("</mediatype>")));
        // A version bump in CMakeLists.txt needs release notes here.
        QVERIFY2(text.contains(QStringLiteral("<release version=\"" RIGHTSIZE_VERSION "\"")),
                 "no <release> for version " RIGHTSIZE_VERSION " in the metainfo");
    }

    void mimeTypeRecognisesScenarioFiles() {
        QFile f(packagingFile(QStringLiteral("rightsize-mime.xml")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString type, glob, magic, parent;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (xml.name() == QLatin1String("mime-type"))
                type = a.value(QLatin1String("type")).toString();
            else if (xml.name() == QLatin1String("glob"))
                glob = a.value(QLatin1String("pattern")).toString();
            else if (xml.name() == QLatin1String("match"))
                magic = a.value(QLatin1String("value")).toString();
            else if (xml.name() == QLatin1String("sub-class-of"))
                parent = a.value(QLatin1String("type")).toString();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(type, kMimeType);
        QCOMPARE(glob, QStringLiteral("*.rightsize.json"));
        QCOMPARE(magic, QStringLiteral("\"rightsize-scenario\""));
        QCOMPARE(parent, QStringLiteral("application/json"));
    }

    void iconsComeInEverySize() {
        const QByteArray svg = readAll(packagingFile(QStringLiteral("icons/rightsize.svg")));
        QVERIFY(svg.contains("<svg") && svg.contains("viewBox=\"0 0 128 128\""));
        for (int size : {16, 32, 48, 64, 128, 256}) {
            const QString name = QStringLiteral("icons/rightsize-%1.png").arg(size);
            QCOMPARE(pngSize(readAll(packagingFile(name))), QSize(size, size));
        }
    }

    void manPageCoversTheCommandLine() {
        const QString page = manPageText();
        QVERIFY(!page.isEmpty());
        QVERIFY(page.contains(QStringLiteral(".TH RIGHTSIZE 1 ")));
        QVERIFY2(page.contains(QStringLiteral("\"rightsize " RIGHTSIZE_VERSION "\"")),
                 "the .TH line should carry version " RIGHTSIZE_VERSION);
        for (const char* section : {"NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS",
                                    "EXIT STATUS", "FILES", "EXAMPLES", "SEE ALSO"})
            QVERIFY2(page.contains(QStringLiteral(".SH ") + QLatin1String(section)), section);
        for (const char* command : {"estimate", "scenarios list", "scenarios import",
                                    "scenarios export", "scenarios delete", "report"})
            QVERIFY2(page.contains(QLatin1String(command)), command);
        for (const char* option :
             {"--format", "--db", "--output", "--page-size", "--search", "--help", "--version"})
            QVERIFY2(page.contains(QLatin1String(option)), option);
        for (const char* status : {".B 0\n", ".B 1\n", ".B 2\n", ".B 3\n"})
            QVERIFY2(page.contains(QLatin1String(status)), status);
    }

    // Whatever the program's own help lists must be in the manual too.
    void manPageKeepsUpWithTheProgram() {
        const QString page = manPageText();
        const QRegularExpression usage(
            QStringLiteral("^\\s*rightsize\\s+((?:scenarios\\s+)?[a-z][a-z-]*)"),
            QRegularExpression::MultilineOption);
        const Run r = run(QStringLiteral(RIGHTSIZE_EXE), {QStringLiteral("--help")});
        QVERIFY2(r.started, "the rightsize program did not start");
        QCOMPARE(r.exitCode, 0);
        int commands = 0;
        for (auto it = usage.globalMatch(r.output); it.hasNext();) {
            const QString command = it.next().captured(1).simplified();
            ++commands;
            const QString why = QStringLiteral("the manual page does not mention \"%1\"");
            QVERIFY2(page.contains(command), qPrintable(why.arg(command)));
        }
        QVERIFY(commands >= 1);
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "test_packaging.moc"

// `rightsize report ...` run as a user runs it: the real program writes a PDF whose pages and
// text poppler's pdfinfo and pdftotext read back.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runProgram(const QString& program, const QStringList& args, bool headless = true) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (headless) {
        // As on a server: no display at all, and no platform chosen for it.
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    }
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("did not finish");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

Run runRightsize(const QStringList& args) {
    return runProgram(QStringLiteral(RIGHTSIZE_EXE), args);
}

// pdftotext breaks lines where the report wraps them: compare without any white space.
QString squeezed(QString s) {
    return s.remove(QRegularExpression(QStringLiteral("\\s+")));
}

QByteArray scenarioNamed(const QString& name) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rightsize-scenario"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("notes"),
             QStringLiteral("Notes with <i>tags</i> & ampersands &amp; entities."));
    QJsonObject workload;
    workload.insert(QStringLiteral("kind"), QStringLiteral("fine_tuning"));
    workload.insert(QStringLiteral("model"),
                    QJsonObject{{QStringLiteral("preset"), QStringLiteral("bert-base-uncased")}});
    workload.insert(QStringLiteral("batch_size"), 32);
    workload.insert(QStringLiteral("dataset"), QJsonObject{{QStringLiteral("samples"), 100000},
                                                           {QStringLiteral("epochs"), 3}});
    o.insert(QStringLiteral("workload"), workload);
    return QJsonDocument(o).toJson();
}

} // namespace

class TestCliReport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes) const {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write a test file");
        f.write(bytes);
        return f.fileName();
    }

    static QString pdfText(const QString& pdf) {
        const Run r = runProgram(
            QStringLiteral("pdftotext"),
            {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}, false);
        return r.exitCode == 0 ? r.out : QString();
    }

    static QString pdfInfo(const QString& pdf) {
        return runProgram(QStringLiteral("pdfinfo"), {pdf}, false).out;
    }

    static int pageCount(const QString& info) {
        const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        return m.hasMatch() ? m.captured(1).toInt() : 0;
    }

    static QString recommendedDevice(const QString& scenarioFile) {
        const Run r = runRightsize({QStringLiteral("estimate"), scenarioFile});
        const QJsonObject plan = QJsonDocument::fromJson(r.out.toUtf8()).object();
        return plan.value(QStringLiteral("recommendation"))
            .toObject()
            .value(QStringLiteral("device"))
            .toString();
    }

    // Writes the report of one scenario file and checks what every report must hold.
    void checkReport(const QString& scenarioFile) {
        const QString pdf =
            m_dir.filePath(QFileInfo(scenarioFile).completeBaseName() + QStringLiteral(".pdf"));
        const Run r =
            runRightsize({QStringLiteral("report"), scenarioFile, QStringLiteral("-o"), pdf});
        const QString device = recommendedDevice(scenarioFile);
        QVERIFY2(r.exitCode == (device.isEmpty() ? 1 : 0),
                 qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY(QFile::exists(pdf));
        const QString info = pdfInfo(pdf);
        QVERIFY2(pageCount(info) >= 2, qPrintable(info));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Recommendation")), qPrintable(text.left(400)));
        if (!device.isEmpty())
            QVERIFY2(squeezed(text).contains(device), qPrintable(device));
        QVERIFY(text.contains(QStringLiteral("Rightsize " RIGHTSIZE_VERSION)));
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
            QFAIL("poppler-utils (pdftotext, pdfinfo) is missing: packaging/install-deps.sh "
                  "installs it");
    }

    void reportForEveryPreset_data() {
        QTest::addColumn<QString>("id");
        for (const rightsize::ScenarioPreset& p : rightsize::loadBuiltinCatalog().scenarios)
            QTest::newRow(p.id.c_str()) << QString::fromStdString(p.id);
    }

    void reportForEveryPreset() {
        QFETCH(QString, id);
        const rightsize::Catalog catalog = rightsize::loadBuiltinCatalog();
        const rightsize::ScenarioPreset* preset = catalog.scenario(id.toStdString());
        QVERIFY(preset);
        checkReport(
            write(id + QStringLiteral(".json"), QByteArray::fromStdString(preset->scenarioJson)));
    }

    void reportForEveryExample_data() {
        QTest::addColumn<QString>("path");
        const QDir examples(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"));
        for (const QFileInfo& f : examples.entryInfoList({QStringLiteral("*.json")}, QDir::Files))
            QTest::newRow(qPrintable(f.fileName())) << f.absoluteFilePath();
        QVERIFY(!examples.entryList({QStringLiteral("*.json")}).isEmpty());
    }

    void reportForEveryExample() {
        QFETCH(QString, path);
        checkReport(path);
    }

    void userTextAppearsLiterally() {
        // No hyphens: pdftotext joins "support-" at a line end with the next line's word.
        const QString longName =
            QStringLiteral("Quarterly retraining of the support ticket router ")
                .repeated(6)
                .left(300);
        QCOMPARE(longName.size(), 300);
        for (const QString& name : {QStringLiteral("<b>bold</b> & co"), longName}) {
            const QString file = write(QStringLiteral("named.json"), scenarioNamed(name));
            const QString pdf = m_dir.filePath(QStringLiteral("named.pdf"));
            const Run r = runRightsize({QStringLiteral("report"), file, QStringLiteral("-o"), pdf});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QString text = pdfText(pdf);
            QVERIFY2(squeezed(text).contains(squeezed(name)), qPrintable(text.left(600)));
            QVERIFY(
                squeezed(text).contains(QStringLiteral("<i>tags</i>&ampersands&amp;entities.")));
            QVERIFY(pageCount(pdfInfo(pdf)) >= 2);
        }
    }

    // The price table names the offer behind every price used: provider, region, instance and
    // the date it was observed, or that no price is known from the provider.
    void priceTableShowsEachOffer_data() {
        QTest::addColumn<QString>("device");
        for (const char* id :
             {"h100-sxm-80gb", "a100-pcie-80gb", "cpu-32vcpu-general", "b200-180gb"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void priceTableShowsEachOffer() {
        QFETCH(QString, device);
        const rightsize::Catalog catalog = rightsize::loadBuiltinCatalog();
        const rightsize::Device* d = catalog.device(device.toStdString());
        QVERIFY(d);
        QJsonDocument doc = QJsonDocument::fromJson(scenarioNamed(QStringLiteral("Price basis")));
        QJsonObject o = doc.object();
        // Estimated prices may win: one of these devices is priced by an estimate, and the table
        // shows its basis whether or not it is recommended.
        o.insert(QStringLiteral("compute"),
                 QJsonObject{{QStringLiteral("options"),
                              QJsonArray{QJsonObject{{QStringLiteral("device"), device},
                                                     {QStringLiteral("count"), 1}}}},
                             {QStringLiteral("include_estimated_prices"), true}});
        const QString file = write(QStringLiteral("prices.json"), QJsonDocument(o).toJson());
        const QString pdf = m_dir.filePath(QStringLiteral("prices.pdf"));
        const Run r = runRightsize({QStringLiteral("report"), file, QStringLiteral("-o"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = squeezed(pdfText(pdf));
        QVERIFY(text.contains(QStringLiteral("Provider,region,")));
        QVERIFY(text.contains(QStringLiteral("Observed")));
        const rightsize::PriceQuote& q = d->onDemand;
        QVERIFY2(!q.provider.empty(), "every device in this test names a provider");
        if (!q.known()) {
            // Table cells side by side interleave in pdftotext's reading order: look for the words.
            QVERIFY2(text.contains(QStringLiteral("Nopriceknown")), qPrintable(text));
            QVERIFY(text.contains(squeezed(QString::fromStdString(q.provider))));
            QVERIFY(!text.contains(QStringLiteral("$0.00")));
            return;
        }
        for (const std::string& field : {q.provider, q.region, q.instance, q.date})
            if (!field.empty())
                QVERIFY2(text.contains(squeezed(QString::fromStdString(field))),
                         qPrintable(QString::fromStdString(field) +
                                    QStringLiteral(" not in the report")));
        if (q.estimate)
            QVERIFY(text.contains(QStringLiteral("(estimate)")));
    }

    void pageSizeLetter() {
        const QString file =
            write(QStringLiteral("letter.json"), scenarioNamed(QStringLiteral("Letter paper")));
        const QString pdf = m_dir.filePath(QStringLiteral("letter.pdf"));
        QCOMPARE(runRightsize({QStringLiteral("report"), file, QStringLiteral("-o"), pdf,
                               QStringLiteral("--page-size"), QStringLiteral("Letter")})
                     .exitCode,
                 0);
        QVERIFY2(pdfInfo(pdf).contains(QStringLiteral("612 x 792 pts (letter)")),
                 qPrintable(pdfInfo(pdf)));
        QCOMPARE(runRightsize({QStringLiteral("report"), file, QStringLiteral("-o"), pdf,
                               QStringLiteral("--page-size=A4")})
                     .exitCode,
                 0);
        QVERIFY2(pdfInfo(pdf).contains(QStringLiteral("(A4)")), qPrintable(pdfInfo(pdf)));
        const Run bad = runRightsize({QStringLiteral("report"), file, QStringLiteral("-o"), pdf,
                                      QStringLiteral("--page-size"), QStringLiteral("A5")});
        QCOMPARE(bad.exitCode, 2);
    }

    void badInputExitsTwo() {
        const QString file =
            write(QStringLiteral("bad.json"), "{\"format\": \"rightsize-scenario\", \"version\": "
                                              "1, \"workload\": {\"batch_size\": -4}}");
        const QString pdf = m_dir.filePath(QStringLiteral("bad.pdf"));
        const Run r = runRightsize({QStringLiteral("report"), file, QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(file + QStringLiteral(": $.workload.batch_size")),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(pdf));

        QCOMPARE(runRightsize({QStringLiteral("report"), file}).exitCode, 2); // no -o
        QCOMPARE(runRightsize({QStringLiteral("report"), QStringLiteral("--nope")}).exitCode,
                 2); // unknown option
        const QString text = write(QStringLiteral("text.json"), "this is not JSON");
        QCOMPARE(runRightsize({QStringLiteral("report"), text, QStringLiteral("-o"), pdf}).exitCode,
                 2);

        // The report takes the check every door takes: what estimate and import refuse.
        const QString sizeless =
            write(QStringLiteral("sizeless.json"),
                  "{\"format\": \"rightsize-scenario\", \"version\": 1, \"name\": \"no model\"}");
        const Run noModel =
            runRightsize({QStringLiteral("report"), sizeless, QStringLiteral("-o"), pdf});
        QCOMPARE(noModel.exitCode, 2);
        // The file has no workload at all: that is what is named, not a path inside it.
        QVERIFY2(noModel.err.contains(
                     sizeless + QStringLiteral(": $.workload: missing; the model has no size")),
                 qPrintable(noModel.err));
        const QString huge = write(
            QStringLiteral("huge.json"),
            "{\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": "
            "{\"model\": {\"preset\": \"gpt2\"}, \"dataset\": {\"bytes_per_sample\": 1e177}}}");
        const Run overflow =
            runRightsize({QStringLiteral("report"), huge, QStringLiteral("-o"), pdf});
        QCOMPARE(overflow.exitCode, 2);
        QVERIFY2(overflow.err.contains(QStringLiteral("$.workload.dataset.bytes_per_sample:")),
                 qPrintable(overflow.err));
        QVERIFY(!QFile::exists(pdf));
    }

    // A display currency: the report's money at the user's rate with the rate among the
    // assumptions; the same refusals and exit code as `estimate` for a bad one, and no file.
    void displayCurrency_data() {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString c = QStringLiteral("--currency"), r = QStringLiteral("--rate"),
                      d = QStringLiteral("--rate-date");
        QTest::newRow("EUR") << QStringList{c, QStringLiteral("EUR"),
                                            r, QStringLiteral("0.92"),
                                            d, QStringLiteral("2026-11-01")}
                             << 0 << QString();
        QTest::newRow("JPY, with =")
            << QStringList{QStringLiteral("--currency=JPY"), QStringLiteral("--rate=151.5"),
                           QStringLiteral("--rate-date=2026-10-15")}
            << 0 << QString();
        QTest::newRow("no date") << QStringList{c, QStringLiteral("EUR"), r, QStringLiteral("0.92")}
                                 << 2
                                 << QStringLiteral(
                                        "report: --currency, --rate and --rate-date go together");
        QTest::newRow("bad code") << QStringList{c, QStringLiteral("eu"),
                                                 r, QStringLiteral("0.92"),
                                                 d, QStringLiteral("2026-11-01")}
                                  << 2
                                  << QStringLiteral(
                                         "report: --currency: \"eu\" is not an ISO 4217 code");
        QTest::newRow("not a rate")
            << QStringList{c, QStringLiteral("EUR"),       r, QStringLiteral("0.9x"),
                           d, QStringLiteral("2026-11-01")}
            << 2 << QStringLiteral("report: --rate: must be a number from 0.001 to 1000000");
        QTest::newRow("a rate that prints every price as 0.00")
            << QStringList{c, QStringLiteral("EUR"),       r, QStringLiteral("1e-308"),
                           d, QStringLiteral("2026-11-01")}
            << 2 << QStringLiteral("report: --rate: must be a number from 0.001 to 1000000");
        QTest::newRow("not a date")
            << QStringList{c, QStringLiteral("EUR"), r, QStringLiteral("0.92"),
                           d, QStringLiteral("soon")}
            << 2 << QStringLiteral("report: --rate-date: \"soon\" is not an ISO date");
    }
    void displayCurrency() {
        QFETCH(QStringList, flags);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QString file =
            write(QStringLiteral("currency.json"), scenarioNamed(QStringLiteral("Currency")));
        const QString pdf = m_dir.filePath(QStringLiteral("currency.pdf"));
        QFile::remove(pdf);
        const Run r = runRightsize(
            QStringList{QStringLiteral("report"), file, QStringLiteral("-o"), pdf} + flags);
        QVERIFY2(r.exitCode == exitCode,
                 qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        if (exitCode != 0) {
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
            QVERIFY(!QFile::exists(pdf));
            return;
        }
        // The code, rate and date as given, and the recommended total in that currency: the
        // estimate's dollar figure times the rate (as `estimate --currency` adds it to the JSON).
        QString code, rate, date;
        for (const QString& f : flags) {
            const QString v = f.section(QLatin1Char('='), 1);
            if (f.startsWith(QLatin1String("--currency")))
                code = v.isEmpty() ? flags.at(flags.indexOf(f) + 1) : v;
            else if (f.startsWith(QLatin1String("--rate-date")))
                date = v.isEmpty() ? flags.at(flags.indexOf(f) + 1) : v;
            else if (f.startsWith(QLatin1String("--rate")))
                rate = v.isEmpty() ? flags.at(flags.indexOf(f) + 1) : v;
        }
        const QString text = squeezed(pdfText(pdf));
        QVERIFY2(
            text.contains(squeezed(QStringLiteral("Prices in %1 at %2 per US dollar (rate of %3)")
                                       .arg(code, rate, date))),
            qPrintable(text.left(2000)));
        const Run estimate = runRightsize({QStringLiteral("estimate"), file});
        const QJsonObject plan = QJsonDocument::fromJson(estimate.out.toUtf8()).object();
        const int recommended = plan.value(QStringLiteral("recommendation"))
                                    .toObject()
                                    .value(QStringLiteral("option_index"))
                                    .toInt(-1);
        const double perHourUsd = plan.value(QStringLiteral("options"))
                                      .toArray()
                                      .at(recommended)
                                      .toObject()
                                      .value(QStringLiteral("cost"))
                                      .toObject()
                                      .value(QStringLiteral("per_hour"))
                                      .toDouble();
        QVERIFY2(perHourUsd > 0, qPrintable(estimate.out.left(600)));
        const double perHour = perHourUsd * rate.toDouble();
        const QString expected =
            QString::number(perHour, 'f', perHour >= 100 ? 0 : 2) + code + QStringLiteral("/h");
        QVERIFY2(text.contains(expected), qPrintable(expected));
    }

    void ioErrorsExitThree() {
        const QString file = write(QStringLiteral("io.json"), scenarioNamed(QStringLiteral("I/O")));
        const Run r = runRightsize({QStringLiteral("report"), file, QStringLiteral("-o"),
                                    m_dir.filePath(QStringLiteral("no/such/folder/out.pdf"))});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(!r.err.isEmpty());
        const Run missing =
            runRightsize({QStringLiteral("report"), m_dir.filePath(QStringLiteral("absent.json")),
                          QStringLiteral("-o"), m_dir.filePath(QStringLiteral("absent.pdf"))});
        QCOMPARE(missing.exitCode, 3);
    }

    // The report's "From plan to launch" holds the command `estimate --launch` prints, and a
    // scenario with nothing to launch has no such section.
    void reportHoldsTheLaunchCommand_data() {
        QTest::addColumn<QString>("path");
        const QDir examples(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"));
        for (const QFileInfo& f : examples.entryInfoList({QStringLiteral("*.json")}, QDir::Files))
            QTest::newRow(qPrintable(f.fileName())) << f.absoluteFilePath();
    }
    void reportHoldsTheLaunchCommand() {
        QFETCH(QString, path);
        const Run launch =
            runRightsize({QStringLiteral("estimate"), path, QStringLiteral("--launch")});
        const QString pdf =
            m_dir.filePath(QFileInfo(path).completeBaseName() + QStringLiteral("-launch.pdf"));
        runRightsize({QStringLiteral("report"), path, QStringLiteral("-o"), pdf});
        const QString text = squeezed(pdfText(pdf));
        QVERIFY(!text.isEmpty());
        if (launch.exitCode != 0) {
            QVERIFY(!text.contains(QStringLiteral("Fromplantolaunch")));
            return;
        }
        const QStringList lines = launch.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(text.contains(QStringLiteral("Fromplantolaunch")));
        QVERIFY2(text.contains(squeezed(lines.last())), qPrintable(lines.last()));
    }

    void helpListsTheCommand() {
        QVERIFY(runRightsize({QStringLiteral("--help")})
                    .out.contains(QStringLiteral("rightsize report FILE -o OUT.pdf")));
    }
};

QTEST_MAIN(TestCliReport)
#include "test_cli_report.moc"

// `rightsize catalog ...` and `estimate --db` run as a user runs them: the user's catalog in the
// library is the one the plan uses; price lists import whole or not at all.
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

const QByteArray kH100Scenario =
    R"({"format": "rightsize-scenario", "version": 1, "name": "h100 fine-tune",
        "workload": {"kind": "fine_tuning", "model": {"preset": "gpt2"}, "batch_size": 8,
                     "dataset": {"samples": 100000}},
        "compute": {"options": [{"device": "h100-sxm-80gb", "count": 8}]}})";

QString offersFixture(const char* name) {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/data/offers/") + QLatin1String(name);
}

} // namespace

class TestCliCatalog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString& name) const { return m_dir.filePath(name); }

    QString write(const QString& name, const QByteArray& bytes) const {
        QFile f(file(name));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write a test file");
        f.write(bytes);
        return f.fileName();
    }

    Run run(const QStringList& args) const {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"),
                   m_dir.filePath(QStringLiteral("xdg"))); // never the user's library
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGHTSIZE_EXE), args);
        Run r;
        if (!p.waitForFinished(30000)) {
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

    QString db(const QString& name) const {
        return m_dir.filePath(name + QStringLiteral(".sqlite"));
    }

    // The first option's price per hour and offer from `estimate --format json`.
    QJsonObject firstPrice(const QStringList& extra) const {
        const Run r =
            run(QStringList{QStringLiteral("estimate"), file(QStringLiteral("h100.json"))} + extra);
        if (r.exitCode != 0)
            qWarning("estimate failed (%d): %s", r.exitCode, qPrintable(r.err));
        const QJsonObject plan = QJsonDocument::fromJson(r.out.toUtf8()).object();
        return plan.value(QStringLiteral("options"))
            .toArray()
            .at(0)
            .toObject()
            .value(QStringLiteral("cost"))
            .toObject();
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        write(QStringLiteral("h100.json"), kH100Scenario);
    }

    // A price changed in the library is the price `estimate --db` plans with; without --db the
    // built-in catalog stays.
    void priceChangeReachesEstimate() {
        const QString library = db(QStringLiteral("prices"));
        const QString changes = write(QStringLiteral("changes.json"), R"({
            "format": "rightsize-catalog-changes", "version": 1,
            "prices": {"h100-sxm-80gb": {"on_demand": {"usd_per_hour": 1.25, "provider": "My cloud",
                                          "region": "home", "date": "2026-11-01", "source": "contract"}}}})");
        const Run imported = run({QStringLiteral("catalog"), QStringLiteral("import"), changes,
                                  QStringLiteral("--db"), library});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const QJsonObject with = firstPrice({QStringLiteral("--db"), library});
        QCOMPARE(with.value(QStringLiteral("per_hour")).toDouble(), 1.25 * 8);
        QCOMPARE(with.value(QStringLiteral("price"))
                     .toObject()
                     .value(QStringLiteral("provider"))
                     .toString(),
                 QStringLiteral("My cloud"));
        const QJsonObject without = firstPrice({});
        QVERIFY(without.value(QStringLiteral("per_hour")).toDouble() != 1.25 * 8);

        const Run list =
            run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"),
                 QStringLiteral("json"), QStringLiteral("--db"), library});
        QCOMPARE(list.exitCode, 0);
        bool marked = false;
        for (const QJsonValue& d : QJsonDocument::fromJson(list.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("devices"))
                                       .toArray())
            if (d.toObject().value(QStringLiteral("id")).toString() ==
                QLatin1String("h100-sxm-80gb"))
                marked = d.toObject().value(QStringLiteral("origin")).toString() ==
                         QLatin1String("prices changed");
        QVERIFY(marked);

        // Exported and imported into another library: the same plan.
        const QString exported = file(QStringLiteral("exported.json"));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("export"),
                      QStringLiteral("--output"), exported, QStringLiteral("--db"), library})
                     .exitCode,
                 0);
        const QString other = db(QStringLiteral("other"));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("import"), exported,
                      QStringLiteral("--db"), other})
                     .exitCode,
                 0);
        QCOMPARE(firstPrice({QStringLiteral("--db"), other})
                     .value(QStringLiteral("per_hour"))
                     .toDouble(),
                 1.25 * 8);

        // Another price for the same device is not taken without --replace.
        const QString second = write(QStringLiteral("second.json"), R"({
            "format": "rightsize-catalog-changes", "version": 1,
            "prices": {"h100-sxm-80gb": {"on_demand": {"usd_per_hour": 2.5, "date": "2026-11-02", "source": "new"}}}})");
        const Run clash = run({QStringLiteral("catalog"), QStringLiteral("import"), second,
                               QStringLiteral("--db"), library});
        QCOMPARE(clash.exitCode, 1);
        QVERIFY(clash.err.contains(QLatin1String("h100-sxm-80gb")));
        QCOMPARE(firstPrice({QStringLiteral("--db"), library})
                     .value(QStringLiteral("per_hour"))
                     .toDouble(),
                 1.25 * 8);
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("import"), second,
                      QStringLiteral("--replace"), QStringLiteral("--db"), library})
                     .exitCode,
                 0);
        QCOMPARE(firstPrice({QStringLiteral("--db"), library})
                     .value(QStringLiteral("per_hour"))
                     .toDouble(),
                 2.5 * 8);
    }

    // Scenarios exported from the library carry the catalog changes they are planned with; an
    // import adds them where the other library has none of its own.
    void scenarioExportCarriesItsCatalog() {
        const QString from = db(QStringLiteral("from"));
        const QString changes = write(QStringLiteral("carry.json"), R"({
            "format": "rightsize-catalog-changes", "version": 1,
            "prices": {"h100-sxm-80gb": {"on_demand": {"usd_per_hour": 3.5, "date": "2026-11-01", "source": "deal"}},
                       "l4-24gb": {"on_demand": {"usd_per_hour": 0.1, "date": "2026-11-01", "source": "deal"}}}})");
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("import"), changes,
                      QStringLiteral("--db"), from})
                     .exitCode,
                 0);
        const Run imported = run({QStringLiteral("scenarios"), QStringLiteral("import"),
                                  file(QStringLiteral("h100.json")), QStringLiteral("--db"), from});
        QCOMPARE(imported.exitCode, 0);
        const QString bundle = file(QStringLiteral("bundle.json"));
        QCOMPARE(run({QStringLiteral("scenarios"), QStringLiteral("export"), imported.out.trimmed(),
                      QStringLiteral("--output"), bundle, QStringLiteral("--db"), from})
                     .exitCode,
                 0);
        QFile f(bundle);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject prices = doc.value(QStringLiteral("catalog"))
                                       .toObject()
                                       .value(QStringLiteral("prices"))
                                       .toObject();
        // Only the device the scenario uses.
        QVERIFY(prices.contains(QLatin1String("h100-sxm-80gb")));
        QVERIFY(!prices.contains(QLatin1String("l4-24gb")));

        const QString to = db(QStringLiteral("to"));
        QCOMPARE(run({QStringLiteral("scenarios"), QStringLiteral("import"), bundle,
                      QStringLiteral("--db"), to})
                     .exitCode,
                 0);
        QCOMPARE(
            firstPrice({QStringLiteral("--db"), to}).value(QStringLiteral("per_hour")).toDouble(),
            3.5 * 8);
    }

    void badChangesFilesAreRefused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{") << "$: not valid JSON";
        QTest::newRow("bad price")
            << QByteArray(
                   R"({"format": "rightsize-catalog-changes", "version": 1, "prices": {"h100-sxm-80gb": {"on_demand": {"usd_per_hour": -3, "source": "x"}}}})")
            << "$.prices.h100-sxm-80gb.on_demand.usd_per_hour";
        QTest::newRow("unknown device")
            << QByteArray(
                   R"({"format": "rightsize-catalog-changes", "version": 1, "prices": {"h999": {}}})")
            << "$.prices.h999";
    }
    void badChangesFilesAreRefused() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const QString library = db(QStringLiteral("bad"));
        const Run r =
            run({QStringLiteral("catalog"), QStringLiteral("import"),
                 write(QStringLiteral("bad.json"), text), QStringLiteral("--db"), library});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(library)); // nothing read, nothing created
    }

    // SkyPilot's catalogs of two clouds: the plan names the cheapest instance type and region.
    void skyPilotImportNamesTheOffer() {
        const QString library = db(QStringLiteral("skypilot"));
        // The cloud comes from the folder (gcp/vms.csv); the date from --date.
        const Run gcp =
            run({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--skypilot"),
                 offersFixture("gcp/vms.csv"), QStringLiteral("--date"),
                 QStringLiteral("2026-11-01"), QStringLiteral("--db"), library});
        QVERIFY2(gcp.exitCode == 0, qPrintable(gcp.err));
        QVERIFY2(gcp.out.contains(QLatin1String("GCP: 6")), qPrintable(gcp.out));
        const Run aws =
            run({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--skypilot"),
                 offersFixture("aws/vms.csv"), QStringLiteral("--db"), library});
        QCOMPARE(aws.exitCode, 0);
        // Unknown accelerators are listed, not guessed.
        QVERIFY2(aws.out.contains(QLatin1String("Trainium")), qPrintable(aws.out));

        const QJsonObject cost = firstPrice({QStringLiteral("--db"), library});
        const QJsonObject price = cost.value(QStringLiteral("price")).toObject();
        QCOMPARE(price.value(QStringLiteral("provider")).toString(), QStringLiteral("GCP"));
        QCOMPARE(price.value(QStringLiteral("region")).toString(), QStringLiteral("us-central1"));
        QCOMPARE(price.value(QStringLiteral("instance")).toString(),
                 QStringLiteral("a3-highgpu-8g"));
        QCOMPARE(price.value(QStringLiteral("observed")).toString(), QStringLiteral("2026-11-01"));

        const Run table = run({QStringLiteral("estimate"), file(QStringLiteral("h100.json")),
                               QStringLiteral("--format"), QStringLiteral("table"),
                               QStringLiteral("--db"), library});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains(QLatin1String("Recommendation: ")) &&
                     table.out.contains(QLatin1String("GCP, us-central1, a3-highgpu-8g")),
                 qPrintable(table.out));
    }

    void badPriceListsImportNothing_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing column") << QByteArray("InstanceType,AcceleratorName\np5,H100\n")
                                        << "has no column AcceleratorCount";
        QTest::newRow("bad price") << QByteArray("InstanceType,AcceleratorName,AcceleratorCount,"
                                                 "vCPUs,MemoryGiB,Price,SpotPrice,Region\n"
                                                 "p5.48xlarge,H100,8,192,2048,lots,,us-east-1\n")
                                   << "line 2, Price";
    }
    void badPriceListsImportNothing() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QDir(m_dir.path()).mkpath(QStringLiteral("aws"));
        const QString library = db(QStringLiteral("badlist"));
        const Run r =
            run({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--skypilot"),
                 write(QStringLiteral("aws/vms.csv"), text), QStringLiteral("--db"), library});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message) && r.err.contains(QLatin1String("nothing was imported")),
                 qPrintable(r.err));
        const Run list =
            run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"),
                 QStringLiteral("json"), QStringLiteral("--db"), library});
        QCOMPARE(list.exitCode, 0);
        for (const QJsonValue& d : QJsonDocument::fromJson(list.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("devices"))
                                       .toArray())
            QVERIFY(d.toObject().value(QStringLiteral("offers")).toArray().isEmpty());
    }

    // A library holds at most 10,000 offers (core/store/engine/library_limits.h): a list that
    // would pass it is refused whole, exit 2, naming the limit, and the library keeps what it had;
    // a library filled to the limit plans and lists.
    void offersPastTheLibrarysLimitAreRefused() {
        const auto offers = [](int first, int n, const char* provider) {
            QByteArray csv("provider,region,instance,device,devices_per_instance,"
                           "on_demand_usd_per_hour,date,source\n");
            for (int i = first; i < first + n; ++i)
                csv += QByteArray(provider) + ",r" + QByteArray::number(i % 37) + ",inst" +
                       QByteArray::number(i) + ",h100-sxm-80gb,8," +
                       QByteArray::number(24 + (i % 997) * 0.08, 'f', 2) + ",2026-11-01,list\n";
            return csv;
        };
        const QString library = db(QStringLiteral("full"));
        const auto import = [&](const QString& file) {
            return run({QStringLiteral("catalog"), QStringLiteral("import"),
                        QStringLiteral("--offers"), file, QStringLiteral("--db"), library});
        };
        // One list longer than a library may hold stops being read at the offer past the limit.
        const Run tooLong = import(write(QStringLiteral("long.csv"), offers(0, 10001, "C")));
        QCOMPARE(tooLong.exitCode, 2);
        QVERIFY2(tooLong.err.contains(QLatin1String("line 10002: is offer 10001")),
                 qPrintable(tooLong.err));
        const Run first = import(write(QStringLiteral("a.csv"), offers(0, 9990, "A")));
        QCOMPARE(first.exitCode, 0);
        const Run past = import(write(QStringLiteral("b.csv"), offers(9990, 11, "B")));
        QCOMPARE(past.exitCode, 2);
        QVERIFY2(
            past.err.contains(QLatin1String("would hold 10001 offers; it holds at most 10000")),
            qPrintable(past.err));
        // Replacing a provider's list counts the new list, not both.
        QCOMPARE(import(write(QStringLiteral("a2.csv"), offers(0, 9989, "A"))).exitCode, 0);
        QCOMPARE(import(write(QStringLiteral("b2.csv"), offers(9989, 11, "B"))).exitCode, 0);
        const Run estimate =
            run({QStringLiteral("estimate"), m_dir.filePath(QStringLiteral("h100.json")),
                 QStringLiteral("--db"), library});
        QCOMPARE(estimate.exitCode, 0);
        const Run list =
            run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"),
                 QStringLiteral("json"), QStringLiteral("--db"), library});
        QCOMPARE(list.exitCode, 0);
        int held = 0;
        for (const QJsonValue& d : QJsonDocument::fromJson(list.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("devices"))
                                       .toArray())
            held += d.toObject().value(QStringLiteral("offers")).toArray().size();
        QCOMPARE(held, 10000);
    }

    void commandLineMistakes_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no subcommand") << QStringList{QStringLiteral("catalog")};
        QTest::newRow("unknown subcommand")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("lsit")};
        QTest::newRow("bad format")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--format"), QStringLiteral("xml")};
        QTest::newRow("bad date") << QStringList{
            QStringLiteral("catalog"),   QStringLiteral("import"), QStringLiteral("--offers"),
            offersFixture("offers.csv"), QStringLiteral("--date"), QStringLiteral("yesterday")};
        QTest::newRow("two files")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("a"),
                           QStringLiteral("b")};
    }
    void commandLineMistakes() {
        QFETCH(QStringList, args);
        QCOMPARE(run(args).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCatalog)
#include "test_cli_catalog.moc"

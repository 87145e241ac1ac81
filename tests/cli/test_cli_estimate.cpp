// `rightsize estimate` as a script sees it: the JSON contract, the table and the exit codes.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// With `noDisplay`, as on a server: no X or Wayland display and no Qt platform chosen.
Run run(const QStringList& args, bool noDisplay = false) {
    QProcess p;
    if (noDisplay) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QLatin1String(name));
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(RIGHTSIZE_EXE), args);
    p.waitForFinished(120000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QString example(const char* name) {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + QLatin1String(name);
}

} // namespace

class TestCliEstimate : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const char* name, const QByteArray& text) {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(text);
        return path;
    }

private slots:
    void jsonFollowsTheContract_data() {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"))
                                    .entryList({QStringLiteral("*.json")}))
            QTest::newRow(qPrintable(f)) << QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + f;
    }
    void jsonFollowsTheContract() {
        QFETCH(QString, file);
        const Run r = run({QStringLiteral("estimate"), file});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject plan = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(plan[QLatin1String("format")].toString(), QStringLiteral("rightsize-plan"));
        QCOMPARE(plan[QLatin1String("version")].toInt(), 1);
        QVERIFY(plan[QLatin1String("params")].isDouble());
        const QJsonArray options = plan[QLatin1String("options")].toArray();
        QVERIFY(!options.isEmpty());
        for (const auto& v : options) {
            const QJsonObject o = v.toObject();
            for (const char* key :
                 {"device", "count", "memory_per_device_bytes", "capacity_per_device_bytes", "fits",
                  "time_seconds", "step_time_seconds", "throughput", "latency_ms", "serving",
                  "cost", "bottleneck", "findings"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            const QJsonObject mem = o[QLatin1String("memory_per_device_bytes")].toObject();
            double sum = 0;
            for (const char* part :
                 {"weights", "gradients", "optimizer", "activations", "kv_cache", "overhead"}) {
                QVERIFY2(mem[QLatin1String(part)].isDouble(), part);
                sum += mem[QLatin1String(part)].toDouble();
            }
            QVERIFY(qAbs(sum - mem[QLatin1String("total")].toDouble()) <= 1e-6 * sum + 1);
            const QJsonObject throughput = o[QLatin1String("throughput")].toObject();
            QVERIFY(throughput.contains(QLatin1String("samples_per_s")) &&
                    throughput.contains(QLatin1String("tokens_per_s")));
            const QJsonObject cost = o[QLatin1String("cost")].toObject();
            // Every cost names the offer it rests on; an unknown price is null, never zero.
            const QJsonObject price = cost[QLatin1String("price")].toObject();
            for (const char* key : {"known", "provider", "region", "instance", "unit", "observed",
                                    "estimate", "source"})
                QVERIFY2(price.contains(QLatin1String(key)), key);
            const bool priced = price[QLatin1String("known")].toBool();
            QVERIFY(priced ? cost[QLatin1String("per_hour")].toDouble() > 0
                           : cost[QLatin1String("per_hour")].isNull());
            if (priced)
                QVERIFY(!price[QLatin1String("observed")].toString().isEmpty() ||
                        price[QLatin1String("estimate")].toBool());
            QVERIFY(cost.contains(QLatin1String("total")));
            QVERIFY(cost.contains(QLatin1String("per_million_requests")) &&
                    cost.contains(QLatin1String("per_million_tokens")));
            if (!o[QLatin1String("latency_ms")].isNull() && priced)
                QVERIFY(cost[QLatin1String("per_million_requests")].toDouble() > 0);
            // Jobs have a time and a total; serving has latency instead (and nulls).
            if (o[QLatin1String("latency_ms")].isNull()) {
                if (o[QLatin1String("fits")].toBool())
                    QVERIFY(o[QLatin1String("time_seconds")].isObject());
            } else {
                QVERIFY(o[QLatin1String("time_seconds")].isNull());
                QVERIFY(o[QLatin1String("latency_ms")].toObject()[QLatin1String("p95")].isDouble());
            }
            for (const auto& f : o[QLatin1String("findings")].toArray()) {
                const QJsonObject finding = f.toObject();
                QVERIFY(!finding[QLatin1String("code")].toString().isEmpty());
                QVERIFY(QStringList({QStringLiteral("info"), QStringLiteral("warning"),
                                     QStringLiteral("error")})
                            .contains(finding[QLatin1String("severity")].toString()));
                QVERIFY(!finding[QLatin1String("message")].toString().isEmpty());
                QVERIFY(finding[QLatin1String("message")].toString() !=
                        finding[QLatin1String("code")].toString());
            }
        }
        const QJsonObject rec = plan[QLatin1String("recommendation")].toObject();
        QVERIFY(!rec[QLatin1String("device")].toString().isEmpty());
        QVERIFY(rec[QLatin1String("count")].toInt() >= 1);
        QVERIFY(!rec[QLatin1String("reasons")].toArray().isEmpty());
    }

    void tableIsForPeople() {
        const Run r = run({QStringLiteral("estimate"), example("bert-base-finetune.json"),
                           QStringLiteral("--format"), QStringLiteral("table")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Recommendation:"));
        QVERIFY(r.out.contains("device"));
    }

    // Counted words take their singular or plural (the English translation's forms), and the
    // other kind's option names the constraint it misses: here the CPU needs two instances and
    // costs more per hour than the scenario's budget allows.
    void tableSpeaksPlainEnglish() {
        const Run r =
            run({QStringLiteral("estimate"), example("distilbert-online-serving.json"),
                 QStringLiteral("--format"), QStringLiteral("table"), QStringLiteral("--set"),
                 QStringLiteral("constraints.budget_per_hour=3")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.out.contains("(s)"), r.out.constData());
        QVERIFY2(r.out.contains(" with 1 replica "), r.out.constData());
        QVERIFY2(r.out.contains(" takes 2 replicas "), r.out.constData());
        QVERIFY2(r.out.contains("The best CPU option misses the budget of $3.00/h: it costs $"),
                 r.out.constData());
        QVERIFY2(!r.out.contains("misses a constraint"), r.out.constData());
    }

    // A model that fits nowhere gets no recommendation; the answer names, per listed device, the
    // smallest count that would hold it (Kimi K2's weights alone are about 1,950 GiB in bf16).
    void nothingFitsNamesTheSmallestCountThatWould() {
        const QString file = write(
            "kimi.json",
            R"({"format": "rightsize-scenario", "version": 1, "workload": {"kind": "fine_tuning",
                "framework": "hf_trainer", "model": {"preset": "kimi-k2"}, "precision": "bf16_mixed",
                "finetune": {"method": "lora"}, "batch_size": 8, "seq_len": 4096,
                "dataset": {"samples": 10000}},
               "compute": {"options": [{"device": "h100-sxm-80gb", "count": 8},
                                       {"device": "h200-141gb", "count": 8}]}})");
        const Run r = run({QStringLiteral("estimate"), file, QStringLiteral("--format"),
                           QStringLiteral("table")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains("No recommendation"));
        for (const char* device : {"h100-sxm-80gb: Nothing listed holds the model; ",
                                   "h200-141gb: Nothing listed holds the model; "})
            QVERIFY2(r.out.contains(device), r.out.constData());
    }

    // The table speaks the window's units: GiB with the unit on every number (a T4's usable
    // memory reads "15.0 GiB", never "16 GB"), one time unit per range.
    void tableUsesTheWindowsUnits() {
        const Run r = run({QStringLiteral("estimate"), example("bert-base-finetune.json"),
                           QStringLiteral("--format"), QStringLiteral("table")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.out.contains(" GB"), r.out.constData());
        QVERIFY2(QString::fromUtf8(r.out).contains(
                     QRegularExpression(QStringLiteral("t4-16gb .* of 1[0-9]\\.[0-9] GiB"))),
                 r.out.constData());
        const QRegularExpression mixed(
            QStringLiteral("\\d (s|min|h|d) \\([0-9.]+ (s|min|h|d)[–-]"));
        QVERIFY2(!QString::fromUtf8(r.out).contains(mixed), r.out.constData());
    }

    // A display currency: all three flags or none, each checked and named when wrong; the JSON
    // adds the converted figures with the rate and its date, the table shows them.
    void displayCurrency_data() {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions"); // on standard error; empty: none expected
        const QString c = QStringLiteral("--currency"), r = QStringLiteral("--rate"),
                      d = QStringLiteral("--rate-date");
        QTest::newRow("EUR") << QStringList{c, QStringLiteral("EUR"),
                                            r, QStringLiteral("0.92"),
                                            d, QStringLiteral("2026-11-01")}
                             << 0 << "";
        QTest::newRow("no date") << QStringList{c, QStringLiteral("EUR"), r, QStringLiteral("0.92")}
                                 << 2 << "go together";
        QTest::newRow("not a code")
            << QStringList{c, QStringLiteral("euro"),      r, QStringLiteral("0.92"),
                           d, QStringLiteral("2026-11-01")}
            << 2 << "--currency";
        QTest::newRow("not a rate")
            << QStringList{c, QStringLiteral("EUR"),       r, QStringLiteral("0.9x"),
                           d, QStringLiteral("2026-11-01")}
            << 2 << "--rate";
        QTest::newRow("not a date")
            << QStringList{c, QStringLiteral("EUR"), r, QStringLiteral("0.92"),
                           d, QStringLiteral("soon")}
            << 2 << "--rate-date";
    }
    void displayCurrency() {
        QFETCH(QStringList, flags);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        const Run r = run(
            QStringList{QStringLiteral("estimate"), example("bert-base-finetune.json")} + flags);
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode != 0) {
            QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
            return;
        }
        const QJsonObject plan = QJsonDocument::fromJson(r.out).object();
        const QJsonObject display = plan[QLatin1String("display_currency")].toObject();
        QCOMPARE(display[QLatin1String("code")].toString(), QStringLiteral("EUR"));
        QCOMPARE(display[QLatin1String("per_usd")].toDouble(), 0.92);
        QCOMPARE(display[QLatin1String("date")].toString(), QStringLiteral("2026-11-01"));
        int priced = 0;
        for (const auto& v : plan[QLatin1String("options")].toArray()) {
            const QJsonObject cost = v.toObject()[QLatin1String("cost")].toObject();
            if (!cost[QLatin1String("per_hour")].isDouble())
                continue;
            ++priced;
            QCOMPARE(
                cost[QLatin1String("display")].toObject()[QLatin1String("per_hour")].toDouble(),
                cost[QLatin1String("per_hour")].toDouble() * 0.92);
        }
        QVERIFY(priced > 0);
        const Run table =
            run(QStringList{QStringLiteral("estimate"), example("bert-base-finetune.json"),
                            QStringLiteral("--format"), QStringLiteral("table")} +
                flags);
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("EUR/h") && table.out.contains("0.92 per US dollar"),
                 table.out.constData());
    }

    // Item 14: a mistyped command is an error with a hint; it never opens a window, with or
    // without a display.
    void mistypedCommandIsAnError_data() {
        QTest::addColumn<bool>("noDisplay");
        QTest::newRow("display") << false;
        QTest::newRow("no display") << true;
    }
    void mistypedCommandIsAnError() {
        QFETCH(bool, noDisplay);
        const Run r =
            run({QStringLiteral("estmate"), example("bert-base-finetune.json")}, noDisplay);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("unknown command \"estmate\""), r.err.constData());
        QVERIFY2(r.err.contains("did you mean \"estimate\""), r.err.constData());
    }

    void windowWithoutADisplayIsAnErrorNotACrash() {
        const Run r = run({example("bert-base-finetune.json")}, true);
        QCOMPARE(r.exitCode, 2);
#ifdef RIGHTSIZE_HEADLESS
        // A build without the window says that, display or not.
        QVERIFY2(r.err.contains("no window"), r.err.constData());
#else
        QVERIFY2(r.err.contains("no display"), r.err.constData());
#endif
    }

    void exitCodes_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("missing file") << "missing" << 3 << "cannot open";
        QTest::newRow("not json") << "garbage" << 2 << "$";
        QTest::newRow("bad field") << "bad-field" << 2 << "$.workload.batch_size";
        QTest::newRow("newer version") << "newer" << 2 << "newer";
        QTest::newRow("unknown device") << "unknown-device" << 2 << "$.compute.options[0].device";
        QTest::newRow("nothing fits") << "nothing-fits" << 1 << "fits";
        QTest::newRow("bad format flag") << "bad-flag" << 2 << "--format";
    }
    void exitCodes() {
        QFETCH(QString, kind);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        QStringList args{QStringLiteral("estimate")};
        if (kind == QLatin1String("missing"))
            args << m_dir.filePath(QStringLiteral("nope.json"));
        else if (kind == QLatin1String("garbage"))
            args << write("garbage.json", "{not json");
        else if (kind == QLatin1String("bad-field"))
            args << write(
                "bad.json",
                R"({"format":"rightsize-scenario","version":1,"workload":{"batch_size":-4}})");
        else if (kind == QLatin1String("newer"))
            args << write("newer.json", R"({"format":"rightsize-scenario","version":7})");
        else if (kind == QLatin1String("unknown-device"))
            args << write(
                "dev.json",
                R"({"format":"rightsize-scenario","version":1,"compute":{"options":[{"device":"gpu-9000","count":1}]}})");
        else if (kind == QLatin1String("nothing-fits"))
            args << write(
                "big.json",
                R"({"format":"rightsize-scenario","version":1,"workload":{"kind":"training","model":{"preset":"llama-2-70b"},"dataset":{"samples":1000}},"compute":{"options":[{"device":"t4-16gb","count":1}]}})");
        else
            args << example("bert-base-finetune.json") << QStringLiteral("--format")
                 << QStringLiteral("xml");
        const Run r = run(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
    }

    // Inputs that gave "null", "nan" or "inf" (or hung) before every number had a physical
    // limit: each is now refused with exit 2, the JSON path and the allowed range, in both
    // formats, and nothing is printed on stdout.
    void hostileNumbersAreRefused_data() {
        QTest::addColumn<QByteArray>("workload");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("range");
        const QByteArray training = R"("kind": "training", "model": {"preset": "gpt2"}, )";
        const QByteArray serving =
            R"("kind": "online_serving", "model": {"preset": "distilbert-base"}, )";
        QTest::newRow("1e308 samples")
            << training + R"("dataset": {"samples": 1e308})"
            << QStringLiteral("$.workload.dataset.samples") << QStringLiteral("from 1 to 1e+15");
        QTest::newRow("1e177 bytes per sample")
            << training + R"("dataset": {"samples": 1000, "bytes_per_sample": 1e177})"
            << QStringLiteral("$.workload.dataset.bytes_per_sample")
            << QStringLiteral("from 0 to 1000000000000");
        QTest::newRow("4.6e195 qps")
            << serving + R"("serving": {"qps": 4.6e195, "batch_window_ms": 1e30})"
            << QStringLiteral("$.workload.serving.qps") << QStringLiteral("from 1e-06 to 10000000");
        QTest::newRow("max_batch 2147483647")
            << serving + R"("serving": {"qps": 10, "max_batch": 2147483647})"
            << QStringLiteral("$.workload.serving.max_batch") << QStringLiteral("from 1 to 4096");
        QTest::newRow("max_batch 26764860")
            << serving + R"("serving": {"qps": 10, "max_batch": 26764860})"
            << QStringLiteral("$.workload.serving.max_batch") << QStringLiteral("from 1 to 4096");
        QTest::newRow("max_replicas 1000000")
            << serving + R"("serving": {"qps": 10, "max_replicas": 1000000})"
            << QStringLiteral("$.workload.serving.max_replicas")
            << QStringLiteral("from 1 to 10000");
        QTest::newRow("params 1e300")
            << QByteArray(R"("model": {"params": 1e300})")
            << QStringLiteral("$.workload.model.params") << QStringLiteral("between 0 and 1e+15");
    }
    void hostileNumbersAreRefused() {
        QFETCH(QByteArray, workload);
        QFETCH(QString, path);
        QFETCH(QString, range);
        const QString file = write(
            "hostile.json",
            R"({"format": "rightsize-scenario", "version": 1, "workload": {)" + workload + "}}");
        for (const char* format : {"json", "table"}) {
            const Run r = run({QStringLiteral("estimate"), file, QStringLiteral("--format"),
                               QLatin1String(format)});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
            const QString err = QString::fromUtf8(r.err);
            QVERIFY2(err.contains(path + QStringLiteral(": ")) && err.contains(range),
                     r.err.constData());
        }
    }

    void tenThousandOptionsAreRefusedWithAMessage() {
        QByteArray options;
        for (int i = 0; i < 10000; ++i)
            options += QByteArray(i ? "," : "") + R"({"device": "a10-24gb", "count": 1})";
        const QString file = write("options.json", R"({"format": "rightsize-scenario", "version": 1,
            "workload": {"model": {"preset": "gpt2"}}, "compute": {"options": [)" +
                                                       options + "]}}");
        const Run r = run({QStringLiteral("estimate"), file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(
                     "$.compute.options: lists 10000 options; a scenario compares at most 256"),
                 r.err.constData());
    }

    // The fuzzing corpus and every input that once broke the contract, through the real program:
    // a plan (exit 0 or 1) holding only finite numbers, or a refusal with exit 2; never a crash,
    // an internal error (exit 4) or "nan"/"inf" on stdout.
    void fuzzInputsGiveAPlanOrExit2_data() {
        QTest::addColumn<QString>("file");
        int count = 0;
        // The scenario door's inputs (each door has its own folders under tests/fuzz).
        for (const char* folder : {"corpus", "regressions"}) {
            const QDir dir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/fuzz/") +
                           QLatin1String(folder) + QStringLiteral("/scenario"));
            for (const QString& name : dir.entryList(QDir::Files, QDir::Name)) {
                QTest::newRow(qPrintable(QLatin1String(folder) + QLatin1Char('/') + name))
                    << dir.filePath(name);
                ++count;
            }
        }
        QVERIFY(count > 0); // a moved corpus is a failure, not a test with no rows
    }
    void fuzzInputsGiveAPlanOrExit2() {
        QFETCH(QString, file);
        for (const char* format : {"json", "table"}) {
            const Run r = run({QStringLiteral("estimate"), file, QStringLiteral("--format"),
                               QLatin1String(format)});
            QVERIFY2(
                r.exitCode == 0 || r.exitCode == 1 || r.exitCode == 2,
                qPrintable(
                    QStringLiteral("exit %1: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
            if (r.exitCode == 2) {
                QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
                QVERIFY(!r.err.isEmpty());
                continue;
            }
            const QString out = QString::fromUtf8(r.out);
            for (const QString& word : {QStringLiteral("nan"), QStringLiteral("inf")})
                QVERIFY2(!out.contains(QRegularExpression(
                             QStringLiteral("\\b-?") + word + QStringLiteral("\\b"),
                             QRegularExpression::CaseInsensitiveOption)),
                         qPrintable(out.left(400)));
            if (QLatin1String(format) == QLatin1String("json")) {
                QJsonParseError error;
                QJsonDocument::fromJson(r.out, &error);
                QCOMPARE(error.error, QJsonParseError::NoError);
            }
        }
    }

    void helpAndVersion() {
        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("estimate") && help.out.contains("scenarios"));
        const Run version = run({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("rightsize "));
    }
};

QTEST_GUILESS_MAIN(TestCliEstimate)
#include "test_cli_estimate.moc"

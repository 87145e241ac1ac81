// What a script asks the command line: each command's help, a part of the format, one field set
// on the command line (--set) and a sweep over values (--sweep), each checked as the file is.
#include "tests/support/cli_run.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(RIGHTSIZE_EXE), args);
    p.waitForFinished(300000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QString example(const char* name) {
    return QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + QLatin1String(name);
}

QStringList args(std::initializer_list<const char*> words) {
    QStringList list;
    for (const char* w : words)
        list << QString::fromUtf8(w);
    return list;
}

} // namespace

using rightsize::test::writeFile;

class TestCliOverrides : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // The example with one section of its workload changed, written as `file` of the test's folder.
    QString withSection(const char* name, const QString& section,
                        const std::function<void(QJsonObject&)>& change, const QString& file) {
        QFile in(example(name));
        in.open(QIODevice::ReadOnly);
        QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
        QJsonObject workload = doc[QStringLiteral("workload")].toObject();
        QJsonObject part = workload[section].toObject();
        change(part);
        workload[section] = part;
        doc[QStringLiteral("workload")] = workload;
        return writeFile(m_dir, file, QJsonDocument(doc).toJson());
    }

    // The example with one field written into the file, as a person would edit it.
    QString edited(const char* name, const QString& section, const QString& key, int value) {
        return withSection(
            name, section, [&](QJsonObject& part) { part[key] = value; },
            QStringLiteral("edited.json"));
    }

    // The example with a key of one section renamed, as a typo would, or left out (no typo).
    QString misspelt(const char* name, const QString& section, const QString& key,
                     const QString& typo) {
        const auto rename = [&](QJsonObject& part) {
            const QJsonValue value = part.take(key);
            if (!typo.isEmpty())
                part[typo] = value;
        };
        return withSection(name, section, rename,
                           (typo.isEmpty() ? QStringLiteral("no-") + key : typo) +
                               QStringLiteral(".json"));
    }

    static QJsonArray builtInScenarios() {
        QFile in(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/resources/catalog/scenarios.json"));
        in.open(QIODevice::ReadOnly);
        return QJsonDocument::fromJson(in.readAll())
            .object()[QStringLiteral("scenarios")]
            .toArray();
    }

    // A built-in scenario written as a file, as the window's Save would.
    QString builtInScenario(const QString& id) {
        for (const QJsonValue& preset : builtInScenarios()) {
            if (preset[QStringLiteral("id")].toString() != id)
                continue;
            QJsonObject scenario = preset[QStringLiteral("scenario")].toObject();
            scenario[QStringLiteral("format")] = QStringLiteral("rightsize-scenario");
            scenario[QStringLiteral("version")] = 1;
            return writeFile(m_dir, QStringLiteral("preset-") + id + QStringLiteral(".json"),
                             QJsonDocument(scenario).toJson());
        }
        return {};
    }

    // Every amount is "$" with its thousands grouped and cents or none ("$155,872", "$16.83/h");
    // a price list's own quote ("$21.9576 per instance-hour") is cited as the list prints it.
    static void expectOneMoneyFormat(const QString& out) {
        static const QRegularExpression money(
            QStringLiteral("\\$[0-9]([0-9,]*[0-9])?(\\.[0-9]+)?"));
        static const QRegularExpression one(
            QStringLiteral("^\\$[0-9]{1,3}(,[0-9]{3})*(\\.[0-9]{2})?$"));
        for (auto it = money.globalMatch(out); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (out.mid(m.capturedEnd(), 13) == QLatin1String(" per instance") ||
                out.mid(m.capturedEnd(), 8) == QLatin1String(" per DBU"))
                continue;
            QVERIFY2(one.match(m.captured()).hasMatch(), qPrintable(m.captured()));
        }
    }

private slots:
    // Every command answers --help with its lines of the usage and an example, exit 0, wherever
    // the flag stands.
    void everyCommandAnswersHelp_data() {
        QTest::addColumn<QStringList>("line");
        for (const char* c :
             {"estimate", "calibrate", "runs", "report", "model", "scenarios", "catalog"})
            QTest::newRow(c) << QStringList{QString::fromUtf8(c), QStringLiteral("--help")};
        QTest::newRow("subcommand") << args({"scenarios", "list", "--help"});
        QTest::newRow("after a file") << args({"estimate", "x.json", "-h"});
        QTest::newRow("help TOPIC") << args({"help", "estimate"});
    }
    void everyCommandAnswersHelp() {
        QFETCH(QStringList, line);
        const Run r = run(line);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Usage:") && r.out.contains("Examples:"), r.out.constData());
        QVERIFY(r.out.contains((QStringLiteral("rightsize ") + line.front()).toUtf8()) ||
                line.front() == QLatin1String("help"));
        QVERIFY(r.err.isEmpty());
    }

    // A part of the format: its fields with their words, ranges and defaults.
    void helpNamesTheFieldsOfATopic() {
        const Run r = run(args({"help", "serving"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("workload.serving.concurrency"));
        QVERIFY(r.out.contains("default"));
        QVERIFY(!r.out.contains("compute.pricing"));
        const Run all = run(args({"help", "fields"}));
        QCOMPARE(all.exitCode, 0);
        QVERIFY(all.out.contains("compute.pricing") && all.out.contains("on_demand"));
        const Run none = run(args({"help", "servign"}));
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.contains("serving") && none.err.contains("estimate"));
    }

    // --set plans exactly what the file with that value written plans.
    void setEqualsTheEditedFile() {
        const QString file = example("qwen3-32b-vllm-serving.json");
        const Run set = run({QStringLiteral("estimate"), file, QStringLiteral("--set"),
                             QStringLiteral("workload.serving.concurrency=16")});
        const Run edit = run({QStringLiteral("estimate"),
                              edited("qwen3-32b-vllm-serving.json", QStringLiteral("serving"),
                                     QStringLiteral("concurrency"), 16)});
        QCOMPARE(set.exitCode, edit.exitCode);
        QVERIFY(!set.out.isEmpty());
        QCOMPARE(set.out, edit.out);
        const Run plain = run({QStringLiteral("estimate"), file});
        QVERIFY(plain.out != set.out);
    }

    // A key the format does not have, or a value it refuses, is a clear error, exit 2.
    void setRefusesWhatTheFileWould_data() {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("said");
        QTest::newRow("misspelt key")
            << QStringLiteral("workload.serving.concurency=16") << QStringLiteral("did you mean");
        QTest::newRow("out of range") << QStringLiteral("workload.serving.concurrency=-5")
                                      << QStringLiteral("--set: $.workload.serving.concurrency");
        QTest::newRow("not a choice") << QStringLiteral("compute.pricing=cheap")
                                      << QStringLiteral("--set: $.compute.pricing");
        QTest::newRow("no value") << QStringLiteral("concurrency") << QStringLiteral("KEY=VALUE");
    }
    void setRefusesWhatTheFileWould() {
        QFETCH(QString, setting);
        QFETCH(QString, said);
        const Run r = run({QStringLiteral("estimate"), example("qwen3-32b-vllm-serving.json"),
                           QStringLiteral("--set"), setting});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // Each kind's required size of work misspelt or left out, and an algorithm classic ML does
    // not model: refused with the path, exit 2.
    void requiredInputsAreRequired_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("path");
        QTest::newRow("samples misspelt")
            << misspelt("bert-base-finetune.json", QStringLiteral("dataset"),
                        QStringLiteral("samples"), QStringLiteral("sample"))
            << QStringLiteral("workload.dataset.epochs=1")
            << QStringLiteral("$.workload.dataset.sample");
        QTest::newRow("rows misspelt")
            << misspelt("xgboost-classic-ml.json", QStringLiteral("classic_ml"),
                        QStringLiteral("rows"), QStringLiteral("row"))
            << QStringLiteral("workload.classic_ml.trees=100")
            << QStringLiteral("$.workload.classic_ml.row");
        QTest::newRow("samples left out")
            << misspelt("bert-base-finetune.json", QStringLiteral("dataset"),
                        QStringLiteral("samples"), QString())
            << QStringLiteral("workload.dataset.epochs=1")
            << QStringLiteral("$.workload.dataset.samples: missing; a fine_tuning job");
        QTest::newRow("rows left out")
            << misspelt("xgboost-classic-ml.json", QStringLiteral("classic_ml"),
                        QStringLiteral("rows"), QString())
            << QStringLiteral("workload.classic_ml.trees=100")
            << QStringLiteral("$.workload.classic_ml.rows: missing; a classic_ml job");
        QTest::newRow("a serving load left out")
            << misspelt("distilbert-online-serving.json", QStringLiteral("serving"),
                        QStringLiteral("qps"), QString())
            << QStringLiteral("workload.serving.p95_ms=100")
            << QStringLiteral("$.workload.serving.qps: missing; an online_serving job");
        QTest::newRow("samples set to zero")
            << example("bert-base-finetune.json") << QStringLiteral("workload.dataset.samples=0")
            << QStringLiteral("$.workload.dataset.samples");
        QTest::newRow("a data preparation left without size")
            << builtInScenario(QStringLiteral("etl-join-200gb"))
            << QStringLiteral("workload.data_prep.bytes=0;workload.data_prep.rows=0")
            << QStringLiteral("$.workload.data_prep.bytes: is zero; a data_prep job");
        QTest::newRow("an operation not modelled")
            << builtInScenario(QStringLiteral("etl-join-200gb"))
            << QStringLiteral("workload.data_prep.operation=merge")
            << QStringLiteral("$.workload.data_prep.operation");
        QTest::newRow("an algorithm not modelled")
            << example("xgboost-classic-ml.json")
            << QStringLiteral("workload.classic_ml.algorithm=random_forest")
            << QStringLiteral("$.workload.classic_ml.algorithm");
    }
    void requiredInputsAreRequired() {
        QFETCH(QString, file);
        QFETCH(QString, setting);
        QFETCH(QString, path);
        QStringList command{QStringLiteral("estimate"), file};
        for (const QString& one : setting.split(QLatin1Char(';')))
            command << QStringLiteral("--set") << one;
        const Run r = run(command);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
    }

    // One row per value, for keys of three kinds (a choice, a number, a flag); each row's
    // recommendation and price are those of a separate `estimate --set` of the same point.
    void sweepRowsAreSeparateEstimates_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("values");
        QTest::newRow("a choice") << example("xgboost-classic-ml.json")
                                  << QStringLiteral("compute.pricing")
                                  << QStringList{QStringLiteral("on_demand"),
                                                 QStringLiteral("spot"),
                                                 QStringLiteral("reserved")};
        QTest::newRow("a number") << example("qwen3-32b-vllm-serving.json")
                                  << QStringLiteral("workload.serving.concurrency")
                                  << QStringList{QStringLiteral("16"), QStringLiteral("64"),
                                                 QStringLiteral("128")};
        QTest::newRow("a flag") << example("llama2-70b-training.json")
                                << QStringLiteral("compute.include_estimated_prices")
                                << QStringList{QStringLiteral("false"), QStringLiteral("true")};
    }
    void sweepRowsAreSeparateEstimates() {
        QFETCH(QString, file);
        QFETCH(QString, key);
        QFETCH(QStringList, values);
        const Run r = run({QStringLiteral("estimate"), file, QStringLiteral("--sweep"),
                           key + QLatin1Char('=') + values.join(QLatin1Char(',')),
                           QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc[QStringLiteral("format")].toString(), QStringLiteral("rightsize-sweep"));
        const QJsonArray points = doc[QStringLiteral("points")].toArray();
        QCOMPARE(points.size(), values.size());
        for (int i = 0; i < values.size(); ++i) {
            const QJsonObject p = points[i].toObject();
            QVERIFY(p[QStringLiteral("planned")].toBool());
            const Run one = run({QStringLiteral("estimate"), file, QStringLiteral("--set"),
                                 key + QLatin1Char('=') + values[i]});
            const QJsonObject plan = QJsonDocument::fromJson(one.out).object();
            const QJsonValue rec = plan[QStringLiteral("recommendation")];
            QCOMPARE(p[QStringLiteral("recommended")].isString(), rec.isObject());
            if (!rec.isObject())
                continue;
            const QJsonObject best = rec.toObject();
            QCOMPARE(p[QStringLiteral("device")].toString(),
                     best[QStringLiteral("device")].toString());
            QCOMPARE(p[QStringLiteral("count")].toInt(), best[QStringLiteral("count")].toInt());
            const QJsonObject option = plan[QStringLiteral("options")]
                                           .toArray()[best[QStringLiteral("option_index")].toInt()]
                                           .toObject();
            QCOMPARE(
                p[QStringLiteral("per_hour_usd")].toDouble(),
                option[QStringLiteral("cost")].toObject()[QStringLiteral("per_hour")].toDouble());
        }
    }

    // The table a person reads, for every example and built-in scenario: words, not the format's
    // ids, no latency of minutes printed in milliseconds, and money in one format.
    void tablesSpeakWords_data() {
        QTest::addColumn<QString>("file");
        for (const char* f : {"bert-base-finetune.json", "distilbert-online-serving.json",
                              "llama2-70b-training.json", "llama2-7b-qlora.json",
                              "qwen3-32b-vllm-serving.json", "xgboost-classic-ml.json"})
            QTest::newRow(f) << example(f);
        const QJsonArray presets = builtInScenarios();
        QVERIFY(presets.size() >= 10);
        for (const QJsonValue& preset : presets) {
            const QString id = preset[QStringLiteral("id")].toString();
            QTest::newRow(qPrintable(id)) << builtInScenario(id);
        }
    }
    void tablesSpeakWords() {
        QFETCH(QString, file);
        for (const QString& pricing : {QStringLiteral("on_demand"), QStringLiteral("spot")}) {
            const Run r = run({QStringLiteral("estimate"), file, QStringLiteral("--format"),
                               QStringLiteral("table"), QStringLiteral("--set"),
                               QStringLiteral("compute.pricing=") + pricing});
            QVERIFY(r.exitCode == 0 || r.exitCode == 1);
            const QString out = QString::fromUtf8(r.out);
            for (const char* id : {"memory_bandwidth", "host_overhead", "data_loading", "cpu_prep",
                                   "pipeline_bubble", "on_demand", "no_option_with_headroom"})
                QVERIFY2(!out.contains(QLatin1String(id)), id);
            static const QRegularExpression ms(QStringLiteral("(\\d[\\d,]*)(\\.\\d+)? ms\\b"));
            for (auto it = ms.globalMatch(out); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const double value = m.captured(1).remove(QLatin1Char(',')).toDouble();
                QVERIFY2(value < 10000, qPrintable(m.captured()));
            }
            expectOneMoneyFormat(out);
        }
    }

    // Two keys multiply; a table or CSV has a header; a refused value is its row's note.
    void sweepFormats() {
        const QString file = example("xgboost-classic-ml.json");
        const Run csv =
            run({QStringLiteral("estimate"), file, QStringLiteral("--sweep"),
                 QStringLiteral("compute.cluster.runs_per_day=1,24"), QStringLiteral("--sweep"),
                 QStringLiteral("compute.pricing=on_demand,spot"), QStringLiteral("--format"),
                 QStringLiteral("csv")});
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5); // a header and 2 × 2 points
        QVERIFY(lines.front().startsWith("compute.cluster.runs_per_day,compute.pricing,"));
        const Run table = run({QStringLiteral("estimate"), file, QStringLiteral("--sweep"),
                               QStringLiteral("compute.pricing=spot,free")});
        QCOMPARE(table.exitCode, 2); // one value refused: its row says so, the others plan
        QVERIFY(table.out.contains("refused") && table.out.contains("recommended"));
        const Run three =
            run({QStringLiteral("estimate"), file, QStringLiteral("--sweep"),
                 QStringLiteral("compute.pricing=spot"), QStringLiteral("--sweep"),
                 QStringLiteral("compute.cluster.runs_per_day=1"), QStringLiteral("--sweep"),
                 QStringLiteral("compute.include_estimated_prices=true")});
        QCOMPARE(three.exitCode, 2);
        QVERIFY(three.err.contains("one or two keys"));
    }
};

QTEST_GUILESS_MAIN(TestCliOverrides)
#include "test_cli_overrides.moc"

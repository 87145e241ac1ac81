// Disaggregated prefill and decode and quantised weights on the command line: the plan's JSON
// says in words why the split or the whole engines won, `--launch` starts both roles, and a
// format the device cannot run is refused with its reason.
#include "tests/support/cli_run.h"
#include "tests/support/split_serving.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using nlohmann::json;
using rightsize::test::Run;
using rightsize::test::run;
using rightsize::test::writeFile;

namespace {

// A 3 s TTFT target: these cases turn on the TPOT target.
json service(double prompt, double output, int clients, double tpotMs, const char* split) {
    return rightsize::test::splitServingScenario(prompt, output, clients, 3000, tpotMs, split);
}

} // namespace

class TestCliDisaggregation : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const json& scenario) {
        return writeFile(m_dir, name, QByteArray::fromStdString(scenario.dump(2)));
    }

    // The recommended option's finding `code`, worded, from the plan's JSON.
    QString recommendedFinding(const QString& path, const char* code, json* layout = nullptr) {
        const Run r = run(
            {QStringLiteral("estimate"), path, QStringLiteral("--format"), QStringLiteral("json")});
        if (r.exitCode != 0)
            return QString::fromUtf8(r.err);
        const json plan = json::parse(r.out.toStdString());
        const json& o = plan["options"][plan["recommendation"]["option_index"].get<int>()];
        if (layout)
            *layout = o["layout"];
        for (const json& f : o["findings"])
            if (f["code"] == code)
                return QString::fromStdString(f["message"].get<std::string>());
        return {};
    }

private slots:
    void longPromptsSayWhyTheSplitWins() {
        json layout;
        const QString words = recommendedFinding(
            write(QStringLiteral("long.json"), service(8000, 256, 32, 10, "auto")),
            "disaggregation_wins", &layout);
        QVERIFY2(words.contains(QStringLiteral("no decode step waits for another prompt's "
                                               "prefill")),
                 qPrintable(words));
        QVERIFY2(layout["disaggregation"].is_string(), layout.dump().c_str());
    }

    void shortPromptsSayWhyTheWholeEnginesWin() {
        json layout;
        const QString words = recommendedFinding(
            write(QStringLiteral("short.json"), service(200, 400, 64, 30, "auto")),
            "aggregation_wins", &layout);
        QVERIFY2(words.contains(QStringLiteral("slows the decode steps too little")),
                 qPrintable(words));
        QVERIFY(layout["disaggregation"].is_null());
    }

    void launchStartsBothRoles() {
        json s = service(4000, 200, 16, 50, "2P1D");
        s["workload"]["serving"].erase("max_replicas");
        s["compute"]["options"][0]["count"] = 3;
        const Run r = run({QStringLiteral("estimate"), write(QStringLiteral("given.json"), s),
                           QStringLiteral("--launch")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("1 x 2P1D") && r.out.contains("2 engines for prefill") &&
                     r.out.contains("1 engine for decode") &&
                     r.out.contains("--kv-transfer-config"),
                 r.out.constData());
    }

    // NVFP4 on a Hopper part: no plan, the reason in the option's findings, exit 1.
    void nvfp4OnHopperIsRefused() {
        json s = service(1000, 100, 4, 50, "off");
        s["workload"]["precision"] = "nvfp4";
        const Run r = run({QStringLiteral("estimate"), write(QStringLiteral("nvfp4.json"), s),
                           QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("nvfp4_unsupported") && r.out.contains("Blackwell"),
                 r.out.constData());
    }
};

QTEST_APPLESS_MAIN(TestCliDisaggregation)
#include "test_cli_disaggregation.moc"

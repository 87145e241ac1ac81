// `rightsize scenarios copy` moves a whole library between the engines: SQLite to PostgreSQL and
// back gives the same scenarios with the same history; a second run adds nothing; a copy that
// was cut off part way is finished by running it again.
#include "core/store/scenario_store.h"
#include "store_engines.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <string>
#include <vector>

#ifndef RIGHTSIZE_EXE
#define RIGHTSIZE_EXE "rightsize"
#endif

using namespace rightsize;
using test::EngineLibraries;

namespace {

std::string scenarioJson(const std::string& name, const std::string& notes = {}) {
    std::string s = R"({"format": "rightsize-scenario", "version": 1, "name": ")";
    s.append(name).append(R"(", "notes": ")").append(notes).append(R"("})");
    return s;
}

struct Cli {
    int exitCode = -1;
    std::string out, err;
};

Cli copy(const std::string& from, const std::string& to) {
    QProcess p;
    p.start(QStringLiteral(RIGHTSIZE_EXE),
            {QStringLiteral("scenarios"), QStringLiteral("copy"), QStringLiteral("--from"),
             QString::fromStdString(from), QStringLiteral("--to"), QString::fromStdString(to)});
    Cli r;
    if (!p.waitForFinished(120000))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput().toStdString();
    r.err = p.readAllStandardError().toStdString();
    return r;
}

// Everything a library holds that a copy must carry, in an order that does not depend on ids.
std::vector<std::string> contents(ScenarioStore& store) {
    std::vector<std::string> lines;
    const auto scenarios = store.list({"", DeletedFilter::Include});
    for (const auto& s : *scenarios) {
        const auto whole = store.exportScenario(s.id);
        std::string line = test::cat(whole->uid, " ", s.name, " r", std::to_string(s.revision),
                                     s.deleted ? " deleted " : " ", s.created, " ", s.modified, " ",
                                     whole->record.json);
        for (const auto& v : whole->history)
            line += test::cat(" | v", std::to_string(v.revision), " ", v.name, " ", v.saved, " ",
                              v.json);
        for (const auto& t : s.tags)
            line += test::cat(" #", t);
        lines.push_back(line);
    }
    const auto devices = store.userDevices();
    for (const auto& d : *devices)
        lines.push_back(test::cat("device ", d.key, " ", d.json));
    const auto prices = store.priceOverrides();
    for (const auto& p : *prices)
        lines.push_back(test::cat("price ", p.key, " ", p.json));
    const auto offers = store.offerRows();
    for (const auto& o : *offers)
        lines.push_back(test::cat("offer ", o.provider, " ", o.offer.key, " ", o.offer.json));
    const auto runs = store.runs();
    for (const auto& r : *runs)
        lines.push_back(test::cat("run ", r.label, " ", r.imported, " ", r.json));
    const auto calibrations = store.calibrationHistory();
    for (const auto& c : *calibrations) {
        std::string line = test::cat("calibration ", c.name, " v", std::to_string(c.version), " ",
                                     c.json, " runs");
        for (auto id : c.runIds)
            line += test::cat(
                " ", store.run(id)->label); // ids differ between libraries; the runs do not
        lines.push_back(line);
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

} // namespace

class TestStoreCopy : public QObject {
    Q_OBJECT

    EngineLibraries m_libraries;

private slots:
    void copiesThereAndBackWithHistory_data() {
        QTest::addColumn<QString>("engine");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }
    void copiesThereAndBackWithHistory() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, server, "copy");
        QTemporaryDir dir;
        const std::string first = dir.filePath(QStringLiteral("first.sqlite")).toStdString();
        const std::string back = dir.filePath(QStringLiteral("back.sqlite")).toStdString();
        {
            ScenarioStore store;
            QVERIFY(store.open(first).ok());
            const auto a =
                *store.insert({"", {"llm", "日本"}, scenarioJson("Llama — 日本語", "v0")});
            QVERIFY(store.update(a, scenarioJson("Llama — 日本語", "v1")).ok());
            QVERIFY(store.rename(a, "Llama renamed").ok());
            const auto b = *store.insert({"", {}, scenarioJson("gone")});
            QVERIFY(store.remove(b).ok()); // deleted ones travel, still deleted (undo works there)
            QVERIFY(store.insert({"", {}, scenarioJson("plain")}).ok());
            QVERIFY(store.putUserDevice("lab-box", R"({"name": "Lab box"})").ok());
            QVERIFY(store.putPriceOverride("a10-24gb", R"({"on_demand": 0.75})").ok());
            QVERIFY(store.replaceOffers("skypilot", {{"aws/us-east-1/p4d", "{}", ""}}).ok());
            const auto r1 = *store.insertRun("run one", R"({"run": 1})");
            const auto r2 = *store.insertRun("run two", R"({"run": 2})");
            QVERIFY(store.deleteRun(r1).ok()); // the ids of the target will not match these
            const auto r3 = *store.insertRun("run three", R"({"run": 3})");
            QVERIFY(store.saveCalibration("team", R"({"fit": 1})", {r2}).ok());
            QVERIFY(store.saveCalibration("team", R"({"fit": 2})", {r2, r3}).ok());
        }
        ScenarioStore source;
        QVERIFY(source.open(first, {OpenMode::ReadOnly}).ok());
        const auto expected = contents(source);
        QCOMPARE(expected.size(), std::size_t(10));

        const Cli there = copy(first, server);
        QVERIFY2(there.exitCode == 0, there.err.c_str());
        QVERIFY2(there.out.find("copied 3 scenarios (0 already there)") != std::string::npos,
                 there.out.c_str());
        ScenarioStore onServer;
        QVERIFY(onServer.open(server).ok());
        QCOMPARE(contents(onServer), expected);

        // Again: nothing new, nothing doubled.
        const Cli again = copy(first, server);
        QVERIFY2(again.exitCode == 0, again.err.c_str());
        QVERIFY2(again.out.find("copied 0 scenarios (3 already there)") != std::string::npos,
                 again.out.c_str());
        QCOMPARE(contents(onServer), expected);

        // Back into a new file, byte for byte the same library.
        const Cli home = copy(server, back);
        QVERIFY2(home.exitCode == 0, home.err.c_str());
        ScenarioStore returned;
        QVERIFY(returned.open(back, {OpenMode::ReadOnly}).ok());
        QCOMPARE(contents(returned), expected);
        // The copy's history is usable, not just present.
        const auto renamed = returned.list({"renamed"});
        QCOMPARE(renamed->size(), std::size_t(1));
        QCOMPARE(returned.versions(renamed->front().id)->size(), std::size_t(2));
    }

    void anInterruptedCopyIsFinishedByRunningItAgain_data() {
        QTest::addColumn<QString>("engine");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }
    void anInterruptedCopyIsFinishedByRunningItAgain() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, server, "resume");
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("many.sqlite")).toStdString();
        ScenarioStore source;
        QVERIFY(source.open(file).ok());
        for (int i = 0; i < 20; ++i)
            QVERIFY(source.insert({"", {}, scenarioJson(test::cat("scenario ", std::to_string(i)))})
                        .ok());
        // A copy that stopped after the first seven scenarios.
        ScenarioStore target;
        QVERIFY(target.open(server).ok());
        const auto all = source.list();
        for (std::size_t i = 0; i < 7; ++i)
            QCOMPARE(*target.importScenario(*source.exportScenario(all->at(i).id)),
                     TransferOutcome::Copied);
        const Cli rest = copy(file, server);
        QVERIFY2(rest.exitCode == 0, rest.err.c_str());
        QVERIFY2(rest.out.find("copied 13 scenarios (7 already there)") != std::string::npos,
                 rest.out.c_str());
        QCOMPARE(contents(target), contents(source));
    }

    void aRoleThatMayOnlyReadGetsNothingCopied_data() {
        QTest::addColumn<QString>("engine");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }
    void aRoleThatMayOnlyReadGetsNothingCopied() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, server, "read_only_copy");
        {
            ScenarioStore made; // the library exists; the role may read it and nothing more
            QVERIFY(made.open(server).ok());
        }
        QString why;
        const std::string base = test::serverLocation(&why);
        const std::string schema = server.substr(server.rfind("%3D") + 3);
        const std::string role = test::cat(schema, "_reader");
        QCOMPARE(test::serverExec(base, test::cat("CREATE ROLE ", role,
                                                  " LOGIN; GRANT USAGE ON SCHEMA ", schema, " TO ",
                                                  role, "; GRANT SELECT ON ALL TABLES IN SCHEMA ",
                                                  schema, " TO ", role)),
                 std::string());
        std::string asReader = server;
        asReader.replace(asReader.find("user=postgres"), 13, test::cat("user=", role));
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("mine.sqlite")).toStdString();
        ScenarioStore source;
        QVERIFY(source.open(file).ok());
        QVERIFY(source.insert({"", {}, scenarioJson("mine")}).ok());
        const Cli refused = copy(file, asReader);
        QCOMPARE(refused.exitCode, 3);
        QVERIFY2(refused.err.find("may only be read") != std::string::npos, refused.err.c_str());
        ScenarioStore target;
        QVERIFY(target.open(server).ok());
        QVERIFY(target.list()->empty());
    }

    void refusesWhatItCannotCopy() {
        QTemporaryDir dir;
        const std::string missing = dir.filePath(QStringLiteral("none.sqlite")).toStdString();
        const Cli nothing = copy(missing, dir.filePath(QStringLiteral("to.sqlite")).toStdString());
        QCOMPARE(nothing.exitCode, 1);
        QVERIFY(nothing.err.find("no scenario library here to copy") != std::string::npos);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("to.sqlite"))));
        const Cli secret = copy(missing, "postgresql://me:s3cret@db.example/plans");
        QVERIFY(secret.exitCode != 0);
        QVERIFY(secret.err.find("s3cret") == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestStoreCopy)
#include "test_store_copy.moc"

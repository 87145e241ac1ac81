// Kills a writer with SIGKILL at random moments, many times, and then checks that the library is
// intact and that every import the writer reported as committed is there. This is the promise
// the CLI makes when it prints an id: it is printed only after the commit returned.
#include "core/store/scenario_store.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace rightsize;

namespace {

// The child: opens the library and writes until it is killed, reporting each committed id.
[[noreturn]] void writerLoop(const std::string& path, int reportFd, unsigned seed) {
    ScenarioStore store;
    if (!store.open(path).ok())
        _exit(2);
    std::mt19937 rng(seed);
    for (std::int64_t n = 0;; ++n) {
        const std::string json =
            R"({"format": "rightsize-scenario", "version": 1, "name": "crash )" +
            std::to_string(seed) + "-" + std::to_string(n) + R"(", "notes": ")" +
            std::string(rng() % 2000, 'n') + R"("})";
        const auto id = store.insert({"", {"crash"}, json});
        if (!id)
            _exit(3);
        // Mix in the other writes so the kill can land in any of them.
        if (n % 3 == 0 && !store.update(*id, json + " ").ok())
            _exit(4);
        if (n % 5 == 0 && !store.saveAutosave(*id, json).ok())
            _exit(5);
        if (n % 7 == 0 && !store.remove(*id).ok())
            _exit(6);
        const std::int64_t committed = *id;
        if (write(reportFd, &committed, sizeof committed) != sizeof committed)
            _exit(7);
    }
}

// The child of the offers case: imports price lists of 50 providers, 200 offers each, every
// list of a generation stamped with it, until it is killed.
[[noreturn]] void offerImportLoop(const std::string& path, int reportFd) {
    ScenarioStore store;
    if (!store.open(path).ok())
        _exit(2);
    for (std::int64_t generation = 1;; ++generation) {
        CatalogWrite lists;
        for (int p = 0; p < 50; ++p) {
            const std::string provider = std::string("P").append(std::to_string(p));
            auto& offers = lists.offersByProvider[provider];
            for (int i = 0; i < 200; ++i)
                offers.push_back({provider + "/i" + std::to_string(i),
                                  R"({"generation": )" + std::to_string(generation) + "}", ""});
        }
        if (!store.writeCatalog(lists).ok())
            _exit(3);
        if (write(reportFd, &generation, sizeof generation) != sizeof generation)
            _exit(7);
    }
}

struct Round {
    std::vector<std::int64_t> ids;
    int exitStatus = 0;
};

// Forks a writer, lets it run for `delayUs`, kills it and collects what it reported.
Round runAndKill(const std::string& path, int delayUs, unsigned seed, bool offers = false) {
    int fds[2];
    if (pipe(fds) != 0)
        qFatal("pipe failed");
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        if (offers)
            offerImportLoop(path, fds[1]);
        writerLoop(path, fds[1], seed);
    }
    close(fds[1]);
    usleep(static_cast<useconds_t>(delayUs));
    kill(pid, SIGKILL);
    Round round;
    std::int64_t id = 0;
    // An id is either wholly in the pipe or not at all: 8-byte writes to a pipe are atomic.
    while (read(fds[0], &id, sizeof id) == sizeof id)
        round.ids.push_back(id);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    round.exitStatus = status;
    return round;
}

} // namespace

class TestStoreCrash : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void killedWhileCreatingLeavesUsableLibrary() {
        // Kills during file creation, WAL setup and the first migration.
        std::mt19937 rng(1234);
        for (int i = 0; i < 20; ++i) {
            const std::string path =
                (m_dir.path() + QStringLiteral("/fresh-%1.sqlite").arg(i)).toStdString();
            const Round round = runAndKill(path, static_cast<int>(rng() % 4000), rng());
            QVERIFY(WIFSIGNALED(round.exitStatus));
            ScenarioStore store;
            const auto report = store.open(path);
            QVERIFY2(report.ok(), report.error().message.c_str());
            QVERIFY2(report->movedAsidePath.empty(), report->message.c_str());
            QCOMPARE(store.integrityCheck().value(), std::string("ok"));
            for (auto id : round.ids)
                QVERIFY(store.get(id).ok());
        }
    }

    void killedWriterNeverLosesACommit() {
        const std::string path = (m_dir.path() + QStringLiteral("/crash.sqlite")).toStdString();
        std::mt19937 rng(20260);
        std::set<std::int64_t> reported;
        int rounds = 0;
        QElapsedTimer timer;
        timer.start();
        for (; rounds < 60; ++rounds) {
            const Round round = runAndKill(path, 2000 + static_cast<int>(rng() % 150000), rng());
            QVERIFY2(WIFSIGNALED(round.exitStatus) && WTERMSIG(round.exitStatus) == SIGKILL,
                     qPrintable(QStringLiteral("writer exited by itself with status %1")
                                    .arg(round.exitStatus)));
            for (auto id : round.ids)
                QVERIFY2(reported.insert(id).second, "an id was reported twice");
        }
        qInfo("%d kills, %zu committed imports reported, %lld ms", rounds, reported.size(),
              static_cast<long long>(timer.elapsed()));
        // Enough commits that the kills landed in every phase of a write, even on a loaded machine.
        QVERIFY2(reported.size() >= 30, "too few commits before the kills to prove anything");

        ScenarioStore store;
        const auto report = store.open(path);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QVERIFY2(report->movedAsidePath.empty(), report->message.c_str());
        QCOMPARE(store.integrityCheck().value(), std::string("ok"));
        for (auto id : reported) {
            const auto record = store.get(id);
            QVERIFY2(record.ok(), qPrintable(QStringLiteral("committed id %1 is missing").arg(id)));
            QCOMPARE(record->tags, std::vector<std::string>{"crash"});
        }
        const auto all = store.list({"", DeletedFilter::Include});
        QVERIFY(all->size() >= reported.size()); // a kill after commit but before the report
    }

    // An import of many providers' price lists is one transaction: killed at any moment, the
    // library holds one generation of all 10,000 offers (or none before the first commit).
    void killedOfferImportLeavesOldOrNewOffers() {
        const std::string path = (m_dir.path() + QStringLiteral("/offers.sqlite")).toStdString();
        std::mt19937 rng(20261);
        std::int64_t lastReported = 0;
        for (int round = 0; round < 12; ++round) {
            const Round r = runAndKill(path, 20000 + static_cast<int>(rng() % 400000), rng(), true);
            QVERIFY2(WIFSIGNALED(r.exitStatus), "the importer exited by itself");
            if (!r.ids.empty())
                lastReported = r.ids.back();
            ScenarioStore store;
            QVERIFY(store.open(path).ok());
            const auto rows = store.offerRows();
            QVERIFY(rows.ok());
            QVERIFY2(rows->empty() || rows->size() == 10000,
                     qPrintable(QString::number(rows->size())));
            std::set<std::string> generations;
            for (const OfferRow& row : *rows)
                generations.insert(row.offer.json);
            QVERIFY2(generations.size() <= 1, "offers of two imports are mixed");
            if (lastReported > 0)
                QVERIFY(!rows->empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestStoreCrash)
#include "test_store_crash.moc"

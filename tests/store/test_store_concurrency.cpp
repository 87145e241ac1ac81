// Two processes writing one library at once, as two running copies of the app (or the app and
// a script calling the CLI) do: the busy timeout and IMMEDIATE transactions must make them wait
// for each other, never fail and never lose a write.
#include "core/store/scenario_store.h"

#include <QTemporaryDir>
#include <QTest>
#include <cstdint>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace rightsize;

namespace {

constexpr int kPerWriter = 200;

// Built with append: GCC 12 warns falsely (-Wrestrict) about some chains of operator+.
std::string json(int writer, int n, int revision) {
    std::string s = R"({"format": "rightsize-scenario", "version": 1, "name": "w)";
    s.append(std::to_string(writer)).append("-").append(std::to_string(n));
    s.append(R"(", "notes": "revision )").append(std::to_string(revision)).append(R"("})");
    return s;
}

std::string label(const char* prefix, int n) {
    std::string s = prefix;
    s.append(std::to_string(n));
    return s;
}

// Exit code 0 when every write succeeded; otherwise which kind of write failed.
[[noreturn]] void writer(const std::string& path, int writerIndex, int startFd) {
    char go = 0;
    if (read(startFd, &go, 1) != 1) // start both together
        _exit(10);
    ScenarioStore store;
    if (!store.open(path).ok())
        _exit(11);
    for (int n = 0; n < kPerWriter; ++n) {
        const auto id = store.insert({"", {label("w", writerIndex)}, json(writerIndex, n, 0)});
        if (!id)
            _exit(12);
        if (!store.update(*id, json(writerIndex, n, 1)).ok())
            _exit(13);
        if (!store.list().ok()) // readers run alongside the other process's writes
            _exit(14);
        if (!store.putPriceOverride(label("dev-", n % 5), json(writerIndex, n, 2)).ok())
            _exit(15);
    }
    _exit(0);
}

} // namespace

class TestStoreConcurrency : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void twoProcessesWriteTheSameLibrary() {
        // Both processes also race to create and migrate the brand-new file.
        const std::string path = (m_dir.path() + QStringLiteral("/shared.sqlite")).toStdString();
        int start[2];
        QCOMPARE(pipe(start), 0);
        pid_t pids[2];
        for (int w = 0; w < 2; ++w) {
            pids[w] = fork();
            if (pids[w] == 0) {
                close(start[1]);
                writer(path, w, start[0]);
            }
        }
        close(start[0]);
        const char go[2] = {1, 1};
        QCOMPARE(write(start[1], go, 2), ssize_t(2));
        close(start[1]);
        for (pid_t pid : pids) {
            int status = 0;
            waitpid(pid, &status, 0);
            QVERIFY2(WIFEXITED(status), "a writer crashed");
            QVERIFY2(WEXITSTATUS(status) == 0,
                     qPrintable(QStringLiteral("writer failed with %1").arg(WEXITSTATUS(status))));
        }

        ScenarioStore store;
        QVERIFY(store.open(path).ok());
        QCOMPARE(store.integrityCheck().value(), std::string("ok"));
        const auto all = store.list();
        QCOMPARE(all->size(), std::size_t(2 * kPerWriter));
        int perWriter[2] = {0, 0};
        // list() is newest first; ids in commit order show how the writers took turns. Few turns
        // is fine too: then one writer sat in the busy handler while the other ran, the very path
        // two copies of the app take.
        std::vector<int> writerById;
        for (auto it = all->rbegin(); it != all->rend(); ++it)
            writerById.push_back(it->tags.at(0) == "w1" ? 1 : 0);
        int switches = 0;
        for (std::size_t k = 1; k < writerById.size(); ++k)
            switches += writerById[k] != writerById[k - 1];
        qInfo("%d switches between the writers over %zu commits", switches, writerById.size());
        for (const auto& s : *all) {
            QCOMPARE(s.notes, std::string("revision 1"));
            ++perWriter[s.tags.at(0) == "w1" ? 1 : 0];
            QCOMPARE(store.versions(s.id)->size(), std::size_t(1));
        }
        QCOMPARE(perWriter[0], kPerWriter);
        QCOMPARE(perWriter[1], kPerWriter);
        QCOMPARE(store.priceOverrides()->size(), std::size_t(5));
    }
};

QTEST_APPLESS_MAIN(TestStoreConcurrency)
#include "test_store_concurrency.moc"

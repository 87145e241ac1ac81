// Replays every door's fuzzing corpus and every input that once broke its contract
// (tests/fuzz/corpus/<door>, tests/fuzz/regressions/<door>) through the same check as the door's
// fuzz target, each in a child process of its own so that a crash, a hang or runaway memory shows
// as the failure of that one input.
#include "fuzz_check.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <csignal>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

// A guard against hangs, not a speed figure: libFuzzer holds every input to 1 s; the margin
// covers a loaded machine and sanitizer builds.
constexpr int kHangSeconds = 30;
#ifdef RIGHTSIZE_SANITIZED
constexpr long kMaxRssKb = 1024 * 1024; // ASan's shadow and quarantine count as resident
#else
constexpr long kMaxRssKb = 256 * 1024;
#endif

struct Outcome {
    bool finished = false;
    int status = 0;
    long maxRssKb = 0;
    QByteArray report;
};

Outcome runInChild(const rightsize::fuzz::Door& door, const QByteArray& input) {
    int out[2];
    if (pipe(out) != 0)
        qFatal("pipe failed");
    const pid_t pid = fork();
    if (pid == 0) {
        close(out[0]);
        const auto result =
            door.check(std::string_view(input.constData(), std::size_t(input.size())));
        const std::string line = (result.accepted ? "accepted " : "refused ") + result.broken;
        [[maybe_unused]] const auto written = write(out[1], line.data(), line.size());
        _exit(result.broken.empty() ? 0 : 1);
    }
    close(out[1]);
    Outcome o;
    pollfd fd{out[0], POLLIN, 0};
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::seconds(kHangSeconds);
    char buffer[4096];
    while (true) {
        const auto left = int(
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count());
        if (left <= 0 || poll(&fd, 1, left) <= 0)
            break;
        const ssize_t n = read(out[0], buffer, sizeof buffer);
        if (n <= 0) {
            o.finished = true; // the child closed its end: it exited or crashed
            break;
        }
        o.report.append(buffer, n);
    }
    close(out[0]);
    if (!o.finished)
        kill(pid, SIGKILL);
    rusage usage{};
    wait4(pid, &o.status, 0, &usage);
    o.maxRssKb = usage.ru_maxrss;
    return o;
}

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void everyInputKeepsTheContract_data() {
        QTest::addColumn<QString>("door");
        QTest::addColumn<QString>("file");
        for (const rightsize::fuzz::Door& door : rightsize::fuzz::doors()) {
            const QString name = QString::fromUtf8(door.name.data(), qsizetype(door.name.size()));
            int count = 0;
            for (const char* folder : {"corpus", "regressions"}) {
                const QDir dir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/fuzz/") +
                               QLatin1String(folder) + QLatin1Char('/') + name);
                for (const QString& file : dir.entryList(QDir::Files, QDir::Name)) {
                    QTest::newRow(qPrintable(QLatin1String(folder) + QLatin1Char('/') + name +
                                             QLatin1Char('/') + file))
                        << name << dir.filePath(file);
                    ++count;
                }
            }
            // Every door is seeded: a corpus folder renamed or left empty is a failure.
            QVERIFY2(count > 0, qPrintable(QStringLiteral("no corpus for the door ") + name));
        }
    }
    void everyInputKeepsTheContract() {
        QFETCH(QString, door);
        QFETCH(QString, file);
        const auto& all = rightsize::fuzz::doors();
        const auto it = std::find_if(all.begin(), all.end(), [&](const auto& d) {
            return QLatin1String(d.name.data(), qsizetype(d.name.size())) == door;
        });
        QVERIFY(it != all.end());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Outcome o = runInChild(*it, f.readAll());
        QVERIFY2(o.finished, "no answer in time: a hang");
        QVERIFY2(WIFEXITED(o.status),
                 qPrintable(QStringLiteral("crashed with signal %1").arg(WTERMSIG(o.status))));
        QVERIFY2(WEXITSTATUS(o.status) == 0, o.report.constData());
        QVERIFY2(o.report.startsWith("accepted") || o.report.startsWith("refused"),
                 o.report.constData());
        QVERIFY2(o.maxRssKb <= kMaxRssKb,
                 qPrintable(QStringLiteral("%1 MB resident").arg(o.maxRssKb / 1024)));
    }
};

QTEST_APPLESS_MAIN(TestFuzzRegressions)
#include "test_fuzz_regressions.moc"

// The plan's split over the machine's cores: every candidate is weighed exactly once, a failure
// reaches the caller, and every thread starts its share with the wide vector registers clean (on
// Intel processors a dirty upper half slows every SSE instruction after it: the serving
// simulation ran ten times slower in a process that had painted a window).
#include "core/estimate/vector_state.h"
#include "core/estimate/work_split.h"

#include <QTest>
#include <atomic>
#include <stdexcept>
#include <vector>

using namespace rightsize;

namespace {

// Leaves the upper halves of YMM0 non-zero, as Qt's raster painting does. Only where the
// processor reports the state (which implies AVX): elsewhere the instruction does not exist.
void dirtyWideVectorState() {
#if defined(__x86_64__) || defined(__i386__)
    if (wideVectorState().known)
        asm volatile("vpcmpeqd %%ymm0, %%ymm0, %%ymm0" ::: "xmm0");
#endif
}

} // namespace

class TestWorkSplit : public QObject {
    Q_OBJECT
private slots:
    void everyIndexRunsOnce_data() {
        QTest::addColumn<int>("n");
        for (int n : {0, 1, 2, 3, 7, 64, 1000})
            QTest::newRow(qPrintable(QString::number(n))) << n;
    }
    void everyIndexRunsOnce() {
        QFETCH(int, n);
        std::vector<std::atomic<int>> runs(static_cast<std::size_t>(n));
        forEachIndex(runs.size(), [&](std::size_t i) { ++runs[i]; });
        for (int i = 0; i < n; ++i)
            QCOMPARE(runs[static_cast<std::size_t>(i)].load(), 1);
    }

    void failureReachesTheCaller() {
        std::atomic<int> ran{0};
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, forEachIndex(100, [&](std::size_t i) {
                                     ++ran;
                                     if (i == 3)
                                         throw std::runtime_error("out of memory");
                                 }));
        QVERIFY(ran.load() >= 4);
    }

    void clearingEmptiesTheUpperHalves() {
        if (!wideVectorState().known) {
            // Nothing to observe here: the call must still be harmless.
            clearWideVectorState();
            QVERIFY(!wideVectorState().upperInUse);
            return;
        }
        // Read both before checking: the checks call into the C library, whose AVX2 routines
        // clear the registers on their way out.
        dirtyWideVectorState();
        const bool dirtied = wideVectorState().upperInUse;
        clearWideVectorState();
        const bool cleared = !wideVectorState().upperInUse;
        QVERIFY2(dirtied, "the test could not dirty the registers");
        QVERIFY(cleared);
    }

    // The calling thread is dirty when it hands out the work, and new threads start with its
    // registers: every share must start clean all the same.
    void everyThreadStartsClean() {
        std::vector<int> dirty(64, -1);
        dirtyWideVectorState();
        forEachIndex(dirty.size(), [&](std::size_t i) { dirty[i] = wideVectorState().upperInUse; });
        for (std::size_t i = 0; i < dirty.size(); ++i)
            QCOMPARE(dirty[i], 0);
    }
};

QTEST_GUILESS_MAIN(TestWorkSplit)
#include "test_work_split.moc"

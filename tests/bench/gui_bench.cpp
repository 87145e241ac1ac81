// Responsiveness of the window: from a programmatic edit to the views repainted (the visible
// ones, and every one).
#ifdef RIGHTSIZE_BENCH_GUI
#include "tests/bench/bench_figure.h"
#include "tests/support/repaint_probe.h"

#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstdlib>

namespace {

void BM_EditToRepaint(benchmark::State& state) {
    // Headless: the probe builds the window offscreen.
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    static bool printed = false;
    if (!printed) {
        printed = true;
        // The chart on the current tab, the table and the recommendation.
        rightsize::bench::printFigure("edit_to_repaint_ms_p95", "ms",
                                      [] { return rightsize::ui::measureEditToRepaintP95Ms(200); });
        // All four charts rebuilt after every edit, hidden tabs included, with the table and the
        // recommendation.
        rightsize::bench::printFigure("edit_to_repaint_all_views_ms_p95", "ms", [] {
            return rightsize::ui::measureEditToRepaintAllViewsP95Ms(200);
        });
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(rightsize::ui::measureEditToRepaintP95Ms(5));
}
BENCHMARK(BM_EditToRepaint)->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace
#endif

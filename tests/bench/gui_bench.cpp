// Responsiveness of the window: from a programmatic edit to every view repainted.
#ifdef RIGHTSIZE_BENCH_GUI
#include "ui/repaint_probe.h"

#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstdlib>

namespace {

void BM_EditToRepaint(benchmark::State& state)
{
    // Headless: the probe builds the window offscreen.
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    static bool printed = false;
    if (!printed) {
        printed = true;
        const double p95 = rightsize::ui::measureEditToRepaintP95Ms(200);
        std::printf("{\"name\": \"edit_to_repaint_ms_p95\", \"value\": %.2f, \"unit\": \"ms\"}\n", p95);
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(rightsize::ui::measureEditToRepaintP95Ms(5));
}
BENCHMARK(BM_EditToRepaint)->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace
#endif

// Speed of the planner: layouts a layout search screens per second (memory and time, as the search
// ranks them), placements evaluated in full per second (memory, time, cost and findings, as the
// search fills the option it keeps) and a whole layout search for a 70B model over the catalog.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/layout_screen.h"
#include "core/estimate/model_states.h"
#include "core/estimate/planner.h"
#include "core/estimate/workload_model.h"
#include "core/model/catalog.h"
#include "tests/bench/bench_figure.h"

#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace rightsize;

namespace {

Workload llama70bTraining() {
    Workload w;
    w.kind = WorkloadKind::Training;
    w.model.preset = "llama-2-70b";
    w.precision = Precision::Bf16Mixed;
    w.batchSize = 512;
    w.microBatchSize = 1;
    w.seqLen = 4096;
    w.dataset.samples = 1e6;
    return w;
}

// Four layouts (one per sharding, micro-batches 1 to 4) of `count` data-parallel devices.
std::vector<Layout> layoutsFor(int count) {
    std::vector<Layout> out;
    for (int sh = 0; sh < 4; ++sh) {
        Layout l;
        l.data = count;
        l.microBatch = 1 + sh;
        l.gradientAccumulation = 512 / (count * l.microBatch) + 1;
        l.sharding = static_cast<Sharding>(sh);
        out.push_back(l);
    }
    return out;
}

constexpr int kCounts[] = {1, 2, 4, 8};

std::vector<Placement> placements(const Catalog& catalog) {
    std::vector<Placement> out;
    for (const Device& d : catalog.devices) {
        for (int count : kCounts) {
            for (const Layout& l : layoutsFor(count)) {
                Placement p;
                p.device = &d;
                p.count = count;
                p.layout = l;
                out.push_back(p);
            }
        }
    }
    return out;
}

// The same placements as layout searches meet them: one search per device and count, its terms
// built once (as bestLayout builds them once per search), and its layouts screened one by one.
struct Search {
    LayoutSearchTerms terms;
    std::vector<Layout> layouts;
};

std::vector<Search> searches(const ResolvedWorkload& r, const Catalog& catalog,
                             const ComputeSpec& compute, const Constraints& constraints) {
    std::vector<Search> out;
    const int groups[] = {1};
    for (const Device& d : catalog.devices)
        for (int count : kCounts)
            out.push_back(
                {layoutSearchTerms(r, d, count, compute, constraints, groups), layoutsFor(count)});
    return out;
}

// One layout as the search screens it: the model states of its split (a search keeps them while
// only the micro-batch and the recomputation change; each layout here has a split of its own),
// then its memory and its rate.
double screen(const Search& s, const Layout& l) {
    const ModelStates states = screenStates(s.terms, l);
    const LayoutScreen x = screenLayout(s.terms, l, states);
    return x.memory + x.samplesPerSecond + x.fitClass;
}

// The headline figure, measured once over a fixed amount of work and printed as one JSON line.
double measureScreensPerSecond(const std::vector<Search>& all) {
    double sink = 0;
    long n = 0;
    const auto start = std::chrono::steady_clock::now();
    double elapsed = 0;
    while (elapsed < 1.0) {
        for (const Search& s : all) {
            for (const Layout& l : s.layouts)
                sink += screen(s, l);
            n += static_cast<long>(s.layouts.size());
        }
        elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    benchmark::DoNotOptimize(sink);
    return n / elapsed;
}

double measurePlacementsPerSecond(const ResolvedWorkload& r, const std::vector<Placement>& ps) {
    const ComputeSpec compute;
    const Constraints constraints;
    double sink = 0;
    long n = 0;
    const auto start = std::chrono::steady_clock::now();
    double elapsed = 0;
    while (elapsed < 1.0) {
        for (const Placement& p : ps) {
            const OptionResult o = evaluatePlacement(r, p, compute, constraints);
            sink += o.timeSeconds.expected + o.memory.total() + o.cost.total.expected;
        }
        n += static_cast<long>(ps.size());
        elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    benchmark::DoNotOptimize(sink);
    return n / elapsed;
}

// The layouts a search screens: what `plan_placements_per_s` counts.
void BM_EvaluatePlacement(benchmark::State& state) {
    const Catalog catalog = loadBuiltinCatalog();
    const ResolvedWorkload r = resolveWorkload(llama70bTraining(), catalog);
    const ComputeSpec compute;
    const Constraints constraints;
    const std::vector<Search> all = searches(r, catalog, compute, constraints);
    static bool printed = false;
    if (!printed && !all.empty()) {
        printed = true;
        rightsize::bench::printFigure("plan_placements_per_s", "1/s",
                                      [&] { return measureScreensPerSecond(all); });
    }
    std::size_t i = 0;
    for (auto _ : state) {
        if (all.empty())
            break;
        const Search& s = all[i++ % all.size()];
        for (const Layout& l : s.layouts)
            benchmark::DoNotOptimize(screen(s, l));
    }
    state.SetItemsProcessed(state.iterations() * 4);
}
BENCHMARK(BM_EvaluatePlacement);

// The same placements evaluated in full, as the search evaluates the one layout it keeps.
void BM_FullEvaluation(benchmark::State& state) {
    const Catalog catalog = loadBuiltinCatalog();
    const ResolvedWorkload r = resolveWorkload(llama70bTraining(), catalog);
    const auto ps = placements(catalog);
    static bool printed = false;
    if (!printed && !ps.empty()) {
        printed = true;
        rightsize::bench::printFigure("plan_full_evaluations_per_s", "1/s",
                                      [&] { return measurePlacementsPerSecond(r, ps); });
    }
    std::size_t i = 0;
    for (auto _ : state) {
        if (ps.empty())
            break;
        benchmark::DoNotOptimize(
            evaluatePlacement(r, ps[i++ % ps.size()], ComputeSpec{}, Constraints{}));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_FullEvaluation);

void BM_FullPlan70B(benchmark::State& state) {
    const Catalog catalog = loadBuiltinCatalog();
    Scenario s;
    s.workload = llama70bTraining();
    static bool printed = false;
    if (!printed) {
        printed = true;
        rightsize::bench::printFigure("layout_search_70b_catalog_ms", "ms", [&] {
            const auto start = std::chrono::steady_clock::now();
            const PlanResult plan = makePlan(s, catalog);
            benchmark::DoNotOptimize(plan.plan.options.size());
            return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                             start)
                .count();
        });
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(makePlan(s, catalog).plan.options.size());
}
BENCHMARK(BM_FullPlan70B)->Unit(benchmark::kMillisecond);

// A sweep of 100 points as `rightsize estimate --sweep` runs it: the serving example planned at
// 100 client counts, each a whole plan (the file's reading is not counted: it is the same small
// file each time).
void BM_Sweep100Points(benchmark::State& state) {
    const Catalog catalog = loadBuiltinCatalog();
    Scenario s;
    s.workload.kind = WorkloadKind::OnlineServing;
    s.workload.model.preset = "llama-3.1-8b";
    s.workload.precision = Precision::Bf16;
    s.workload.serving.inputTokens = 1024;
    s.workload.serving.outputTokens = 256;
    s.workload.serving.maxBatch = 256;
    s.compute.options = {{"h100-sxm-80gb", 1}, {"a100-sxm-80gb", 1}, {"l4-24gb", 1}};
    const auto sweep = [&] {
        double sink = 0;
        for (int clients = 1; clients <= 100; ++clients) {
            s.workload.serving.concurrency = clients * 4;
            const PlanResult r = makePlan(s, catalog);
            sink += r.plan.options.empty() ? 0 : r.plan.options.front().cost.perHour;
        }
        return sink;
    };
    static bool printed = false;
    if (!printed) {
        printed = true;
        rightsize::bench::printFigure(
            "sweep_100_points_ms", "ms",
            [&] {
                const auto start = std::chrono::steady_clock::now();
                benchmark::DoNotOptimize(sweep());
                return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                                 start)
                    .count();
            },
            3);
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(sweep());
}
BENCHMARK(BM_Sweep100Points)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

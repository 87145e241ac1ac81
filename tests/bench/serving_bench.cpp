// Throughput of the serving simulation: the planner runs it for every serving option and every
// point of the latency chart, so it has to simulate millions of requests per second.

#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/estimate/serving_simulator.h"
#include "core/model/catalog.h"
#include "tests/bench/bench_figure.h"
#include "tests/support/serving_scenarios.h"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdio>

namespace {

using rightsize::ServiceModel;
using rightsize::ServingLoad;

// A small GPU serving an encoder: fixed launch cost plus a little per request.
ServiceModel gpuEncoder() {
    ServiceModel m;
    m.passFixed = 0.020;
    m.passLinear = 0.001;
    return m;
}

// A decoder generating 200 tokens under continuous batching.
ServiceModel decoder() {
    ServiceModel m;
    m.passFixed = 0.020;
    m.passLinear = 0.005;
    m.stepFixed = 0.015;
    m.stepLinear = 0.0002;
    m.decodeSteps = 200;
    m.geometricLengths = true;
    return m;
}

// Two replicas near 80% of their ceiling: queues form, batches vary, the tail matters.
ServingLoad busyLoad(int requests) {
    ServingLoad l;
    l.qps = 1000;
    l.replicas = 2;
    l.requests = requests;
    return l;
}

// The headline figure as one JSON line, measured once over a fixed workload so it does not
// depend on how many iterations the framework chose.
void printHeadlineOnce() {
    static bool printed = false;
    if (printed)
        return;
    printed = true;
    const ServiceModel model = gpuEncoder();
    constexpr int kRuns = 20;
    constexpr int kRequests = 200'000;
    rightsize::bench::printFigure("serving_sim_requests_per_s", "1/s", [&] {
        double sink = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int run = 0; run < kRuns; ++run) {
            ServingLoad load = busyLoad(kRequests);
            load.seed = static_cast<std::uint64_t>(run + 1);
            sink += rightsize::simulateServing(model, load).p95;
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        benchmark::DoNotOptimize(sink);
        return kRuns * static_cast<double>(kRequests) / seconds;
    });
}

void BM_ServingStaticBatching(benchmark::State& state) {
    const ServiceModel model = gpuEncoder();
    const ServingLoad load = busyLoad(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(rightsize::simulateServing(model, load));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ServingStaticBatching)
    ->Arg(20'000)
    ->Arg(200'000)
    ->Unit(benchmark::kMillisecond)
    ->MinTime(0.2);

void BM_ServingContinuousBatching(benchmark::State& state) {
    const ServiceModel model = decoder();
    ServingLoad load;
    load.qps = 5; // about 70% of the replica's ceiling
    load.requests = static_cast<int>(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(rightsize::simulateServing(model, load));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ServingContinuousBatching)->Arg(20'000)->Unit(benchmark::kMillisecond)->MinTime(0.2);

void BM_ServingHeadline(benchmark::State& state) {
    for (auto _ : state)
        printHeadlineOnce();
}
BENCHMARK(BM_ServingHeadline)->Iterations(1);

// A 70B model served by vLLM on four H100s (tensor 4) to 128 clients in a closed loop, with
// TTFT and TPOT targets: the whole plan, as the command line makes it. Target: under 50 ms.
rightsize::Scenario llama70bServing() {
    rightsize::Scenario s = rightsize::test::servedModel(
        "llama-3.1-70b", rightsize::Framework::Vllm, 4096, 1000, 500, "h100-sxm-80gb", 4);
    s.workload.serving.concurrency = 128;
    s.workload.serving.maxBatch = 256;
    s.workload.serving.ttftP95Ms = 2000;
    s.workload.serving.tpotP95Ms = 60;
    s.workload.parallelism.tensor = 4;
    return s;
}

void BM_ServingPlan70B128Users(benchmark::State& state) {
    const rightsize::Catalog catalog = rightsize::loadBuiltinCatalog();
    const rightsize::Scenario s = llama70bServing();
    static bool printed = false;
    if (!printed) {
        printed = true;
        rightsize::bench::printFigure("serving_plan_70b_128_users_ms", "ms", [&] {
            const auto start = std::chrono::steady_clock::now();
            const rightsize::PlanResult plan = rightsize::makePlan(s, catalog);
            benchmark::DoNotOptimize(plan.plan.options.size());
            return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                             start)
                .count();
        });
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(rightsize::makePlan(s, catalog).plan.options.size());
}
BENCHMARK(BM_ServingPlan70B128Users)->Unit(benchmark::kMillisecond);

} // namespace

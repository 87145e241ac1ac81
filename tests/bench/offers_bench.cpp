// Planning against a large price list: a library with 10,000 offers of one device. Attaching the
// offers and planning must grow with the offers, not with their square.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/offers.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "tests/bench/bench_figure.h"

#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdio>
#include <string>

using namespace rightsize;

namespace {

// A plain offers CSV, as `catalog import --offers` reads it.
std::vector<KeyedBlob> manyOffers(int n) {
    std::string csv =
        "provider,region,instance,device,devices_per_instance,on_demand_usd_per_hour\n";
    for (int i = 0; i < n; ++i)
        csv += std::string("P").append(std::to_string(i % 500)) + ",r" + std::to_string(i % 37) +
               ",inst" + std::to_string(i) + ",h100-sxm-80gb,8," +
               std::to_string(24 + (i % 997) * 0.08) + "\n";
    const OfferFile file =
        readOffersCsv(csv, loadBuiltinCatalog(), {"generated", "2026-11-26", "generated"});
    std::vector<KeyedBlob> blobs;
    for (const DeviceOffer& o : file.offers)
        blobs.push_back(offerToBlob(o));
    return blobs;
}

void BM_Plan10kOffers(benchmark::State& state) {
    const std::vector<KeyedBlob> blobs = manyOffers(10000);
    Scenario s;
    s.workload.kind = WorkloadKind::Training;
    s.workload.model.preset = "llama-2-7b";
    s.workload.precision = Precision::Bf16Mixed;
    s.workload.batchSize = 64;
    s.workload.seqLen = 4096;
    s.workload.dataset.samples = 1e5;
    auto once = [&] {
        Catalog catalog = loadBuiltinCatalog();
        if (!attachOffers(catalog, blobs).empty() || blobs.size() != 10000)
            state.SkipWithError("the generated offers were refused");
        return makePlan(s, catalog).plan.options.size();
    };
    static bool printed = false;
    if (!printed) {
        printed = true;
        rightsize::bench::printFigure("plan_with_10k_offers_ms", "ms", [&] {
            const auto start = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(once());
            return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                             start)
                .count();
        });
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(once());
}
BENCHMARK(BM_Plan10kOffers)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

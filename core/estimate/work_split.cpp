#include "core/estimate/work_split.h"

#include "core/estimate/vector_state.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace rightsize {

int workThreads() {
    static const int threads = [] {
        if (const char* env = std::getenv("RIGHTSIZE_THREADS")) {
            char* end = nullptr;
            const long v = std::strtol(env, &end, 10);
            if (end != env && *end == '\0' && v >= 1 && v <= 64)
                return int(v);
        }
        return int(std::clamp(std::thread::hardware_concurrency(), 1u, 64u));
    }();
    return threads;
}

void forEachIndex(std::size_t n, const std::function<void(std::size_t)>& work) {
    clearWideVectorState(); // the calling thread's share, and what new threads start from
    const std::size_t threads = std::min<std::size_t>(std::size_t(workThreads()), n);
    if (threads < 2) {
        for (std::size_t i = 0; i < n; ++i)
            work(i);
        return;
    }
    // Indices are handed out one at a time: candidate devices differ in cost by a factor of ten
    // (a node of eight splits many more ways than one device), so fixed shares would leave a
    // thread idle.
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureLock;
    const auto run = [&] {
        try {
            for (std::size_t i = next++; i < n; i = next++)
                work(i);
        } catch (...) {
            const std::lock_guard<std::mutex> lock(failureLock);
            if (!failure)
                failure = std::current_exception();
            next = n; // the others stop at their next index
        }
    };
    std::vector<std::thread> helpers;
    helpers.reserve(threads - 1);
    for (std::size_t t = 1; t < threads; ++t)
        helpers.emplace_back([&] {
            clearWideVectorState(); // each thread has registers of its own
            run();
        });
    run();
    for (std::thread& h : helpers)
        h.join();
    if (failure)
        std::rethrow_exception(failure);
}

} // namespace rightsize

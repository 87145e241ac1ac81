#pragma once

#include <cstddef>
#include <functional>

namespace rightsize {

// Runs `work(i)` for every i in [0, n), spread over the machine's cores: a plan weighs each
// candidate device on its own, and the window waits for the slowest plan after every edit.
// Each index runs exactly once, on one thread; the order across threads is unspecified, so
// `work` writes only to what belongs to its index. Returns after all have run. With one core,
// or with `n` below 2, everything runs on the calling thread. Every thread starts its share with
// the wide vector registers clean (vector_state.h).
void forEachIndex(std::size_t n, const std::function<void(std::size_t)>& work);

// The threads forEachIndex uses at most (the cores, or RIGHTSIZE_THREADS when set to a number
// from 1 to 64: 1 makes every plan run on the calling thread, for a profiler).
int workThreads();

} // namespace rightsize

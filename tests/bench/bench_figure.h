#pragma once
// One figure of rightsize_bench as one JSON line: the median of several repetitions with the
// lowest and highest beside it, so a change can be compared before and after on the same machine
// and its spread read (a busy machine widens it).

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace rightsize::bench {

inline constexpr int kRepetitions = 5;

// Runs `measure` kRepetitions times (each returns the figure once) and prints
// {"name", "value" (median), "unit", "low", "high", "repetitions"}.
inline void printFigure(const char* name, const char* unit, const std::function<double()>& measure,
                        int repetitions = kRepetitions) {
    std::vector<double> values;
    for (int i = 0; i < std::max(1, repetitions); ++i)
        values.push_back(measure());
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    const double median = n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
    std::printf("{\"name\": \"%s\", \"value\": %.4g, \"unit\": \"%s\", \"low\": %.4g, \"high\": "
                "%.4g, \"repetitions\": %zu}\n",
                name, median, unit, values.front(), values.back(), n);
    std::fflush(stdout);
}

} // namespace rightsize::bench

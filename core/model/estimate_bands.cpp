#include "core/model/estimate_bands.h"

#include <algorithm>
#include <cmath>

namespace rightsize {

double quantile(std::vector<double> values, double q) {
    if (values.empty())
        return 1;
    std::sort(values.begin(), values.end());
    const double position = std::clamp(q, 0.0, 1.0) * double(values.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(position));
    const std::size_t above = std::min(below + 1, values.size() - 1);
    return values[below] + (position - double(below)) * (values[above] - values[below]);
}

namespace {

// Student's t at 0.95 one-sided (a 90% two-sided interval) for 1..30 degrees of freedom; beyond
// that the normal 1.645 is within 2%.
double tQuantile95(int df) {
    static constexpr double table[] = {6.314, 2.920, 2.353, 2.132, 2.015, 1.943, 1.895, 1.860,
                                       1.833, 1.812, 1.796, 1.782, 1.771, 1.761, 1.753, 1.746,
                                       1.740, 1.734, 1.729, 1.725, 1.721, 1.717, 1.714, 1.711,
                                       1.708, 1.706, 1.703, 1.701, 1.699, 1.697};
    if (df < 1)
        return table[0];
    return df <= 30 ? table[df - 1] : 1.645;
}

} // namespace

Interval predictionInterval(const std::vector<double>& ratios) {
    Interval out;
    std::vector<double> logs;
    for (double r : ratios)
        if (std::isfinite(r) && r > 0)
            logs.push_back(std::log(r));
    const std::size_t n = logs.size();
    if (n < 2)
        return out;
    double mean = 0;
    for (double v : logs)
        mean += v;
    mean /= double(n);
    double ss = 0;
    for (double v : logs)
        ss += (v - mean) * (v - mean);
    const double sd = std::sqrt(ss / double(n - 1));
    const double half = tQuantile95(int(n) - 1) * sd * std::sqrt(1 + 1.0 / double(n));
    // The expected value itself always lies inside its range.
    out.low = std::min(1.0, std::exp(mean - half));
    out.high = std::max(1.0, std::exp(mean + half));
    return out;
}

EstimateBand bandOf(const std::vector<double>& ratios) {
    EstimateBand b;
    b.rows = int(ratios.size());
    const Interval i = predictionInterval(ratios);
    b.low = i.low;
    b.high = i.high;
    b.inside = insideLeavingOneOut(ratios);
    return b;
}

int insideLeavingOneOut(const std::vector<double>& ratios) {
    int inside = 0;
    for (std::size_t i = 0; i < ratios.size(); ++i) {
        std::vector<double> others;
        others.reserve(ratios.size());
        for (std::size_t j = 0; j < ratios.size(); ++j)
            if (j != i)
                others.push_back(ratios[j]);
        const Interval band = predictionInterval(others);
        inside += ratios[i] >= band.low && ratios[i] <= band.high ? 1 : 0;
    }
    return inside;
}

EstimateBands bandsFromRatios(const std::array<std::vector<double>, kEstimateClassCount>& ratios) {
    EstimateBands out;
    std::vector<double> time;
    for (std::size_t c = 0; c < kEstimateClassCount; ++c)
        if (static_cast<EstimateClass>(c) != EstimateClass::Memory)
            time.insert(time.end(), ratios[c].begin(), ratios[c].end());
    const EstimateBand pooledTime = bandOf(time);
    for (std::size_t c = 0; c < kEstimateClassCount; ++c) {
        const bool memory = static_cast<EstimateClass>(c) == EstimateClass::Memory;
        if (int(ratios[c].size()) >= kBandMinimumRows || memory) {
            out.bands[c] = bandOf(ratios[c]);
        } else {
            out.bands[c] = pooledTime;
            out.bands[c].pooled = true;
        }
    }
    return out;
}

} // namespace rightsize

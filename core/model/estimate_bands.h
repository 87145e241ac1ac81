#pragma once

#include "core/model/enums.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// How far published runs of one kind fell from the estimate: the low and high ends of a range are
// the expected value times the ends of a 90% prediction interval for actual / predicted, fitted to
// the validation tables in log space (ratios of run times multiply). They are computed from the
// tables by `packaging/dev.sh bands` and stored in the catalog (resources/catalog/bands.json),
// never typed in.
struct EstimateBand {
    double low = 1;  // multiplier of the expected value at the low end
    double high = 1; // ... and at the high end
    int rows = 0;    // published runs behind the band
    int inside = 0;  // of them, how many fell inside a band taken from the others (leave one out)
    bool pooled = false; // too few runs of this kind: the band of every time estimate
};

// The kinds of inference pass whose published runs fall from the estimate by spreads of their
// own: eager or compiled (torch.compile), a convolutional network or a transformer. The planner
// knows each from the scenario; a pass of a kind with too few runs takes the inference band.
enum class InferenceRegime { EagerCnn, CompiledCnn, EagerTransformer, CompiledTransformer, Count };
inline constexpr std::size_t kInferenceRegimeCount =
    static_cast<std::size_t>(InferenceRegime::Count);
inline constexpr std::array<std::string_view, kInferenceRegimeCount> kInferenceRegimeNames = {
    "eager_cnn", "compiled_cnn", "eager_transformer", "compiled_transformer"};
inline InferenceRegime inferenceRegime(bool compiled, bool transformer) {
    if (transformer)
        return compiled ? InferenceRegime::CompiledTransformer : InferenceRegime::EagerTransformer;
    return compiled ? InferenceRegime::CompiledCnn : InferenceRegime::EagerCnn;
}

struct EstimateBands {
    std::array<EstimateBand, kEstimateClassCount> bands{};
    // The inference band of each kind of pass (InferenceRegime); rows 0: none, the class's band.
    std::array<EstimateBand, kInferenceRegimeCount> inference{};
    const EstimateBand& of(EstimateClass c) const { return bands[static_cast<std::size_t>(c)]; }
    EstimateBand& of(EstimateClass c) { return bands[static_cast<std::size_t>(c)]; }
    const EstimateBand& of(InferenceRegime g) const {
        return inference[static_cast<std::size_t>(g)];
    }
    EstimateBand& of(InferenceRegime g) { return inference[static_cast<std::size_t>(g)]; }
};

// The fewest runs of a class that get a band of their own.
inline constexpr int kBandMinimumRows = 5;

// Quantile q of values (linear interpolation between order statistics); 1 for an empty set.
double quantile(std::vector<double> values, double q);

// The 90% prediction interval of the next ratio from these (Student's t on the log ratios:
// mean ± t(0.95, n−1) · s · √(1 + 1/n)), widened if need be to contain 1.
struct Interval {
    double low = 1;
    double high = 1;
};
Interval predictionInterval(const std::vector<double>& ratios);

// The band of a set of actual/predicted ratios.
EstimateBand bandOf(const std::vector<double>& ratios);

// How many of the ratios fall inside the band of the others (leave one out).
int insideLeavingOneOut(const std::vector<double>& ratios);

// Bands for every class from the ratios of each class's rows: classes with fewer than
// kBandMinimumRows rows get the band of all time-estimate rows together (memory never lends or
// borrows: it measures something else).
EstimateBands bandsFromRatios(const std::array<std::vector<double>, kEstimateClassCount>& ratios);

} // namespace rightsize

#pragma once

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

namespace rightsize {

// Training time and memory of a classic model (gradient-boosted trees, linear models) on
// `count` devices of one kind. Pure: it reads only its arguments.
struct ClassicMlEstimate {
    Range seconds;             // the whole training run
    double memoryBytes = 0;    // per device (GPU memory, or instance RAM for a CPU)
    double computeSeconds = 0; // histogram scatter, partitioning and arithmetic at the core rate
    double memorySeconds = 0;  // traffic to main memory that the caches do not hold
    double fixedSeconds = 0;   // start-up, per-tree and per-level overheads, split finding
    Bottleneck bottleneck = Bottleneck::Compute;
};

// Algorithms: "xgboost_hist" (also "xgboost"), "lightgbm", "catboost" share the histogram
// model; "logistic_regression" / "linear" (and "linear_regression") use the linear model, in
// which ClassicMlSpec::trees is read as the number of solver iterations over the data.
// The algorithms the estimator models, by the start of their name: gradient-boosted trees
// (xgboost, lightgbm, catboost, each with its histogram method) and linear models (logistic,
// linear). Any other name is refused where the scenario is read, never planned as another.
inline constexpr const char* kModelledClassicMlAlgorithms =
    "xgboost, xgboost_hist, lightgbm, catboost, logistic_regression, linear_regression";
bool modelledClassicMlAlgorithm(std::string_view algorithm);

ClassicMlEstimate estimateClassicMl(const ClassicMlSpec& spec, const Device& device, int count);

// Histogram passes over the rows in one depth-wise tree: the root, then for each further level
// only the smaller child of each pair (the larger one is the parent minus its sibling).
double histogramPassesPerTree(int depth);

// Bytes one device holds for a tree model or a linear model (see the .cpp for the terms).
double classicMlMemoryBytes(const ClassicMlSpec& spec, DeviceKind kind, int count);

} // namespace rightsize

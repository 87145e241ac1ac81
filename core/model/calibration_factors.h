#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// What a correction factor of a team's calibration multiplies. Each one scales a single
// efficiency assumption of core/model/efficiency.h, so every estimate that rests on that assumption
// (memory fit, step time, job time, cost, serving latency) moves with it.
enum class CorrectionKind {
    ComputeEfficiency, // the sustained share of peak a framework's kernels reach (per device
                       // generation and workload class)
    HostOverhead,      // the host's cost of issuing operators (shared by every device)
    MemoryOverhead,    // what the runtime holds beyond the model states: activations, workspaces,
                       // allocator slack (shared)
    DecodeTokenCost, // the device time of one decode step, i.e. of each generated token (per device
                     // generation)
};

// The workload class a compute factor is fitted for: training kernels (forward and backward)
// and inference kernels reach different shares of peak.
enum class WorkloadClass { Training, Inference };

std::string_view toString(CorrectionKind kind);
std::string_view toString(WorkloadClass c);

struct CorrectionFactor {
    CorrectionKind kind = CorrectionKind::ComputeEfficiency;
    std::string generation; // device generation it applies to; empty: shared by every device
    WorkloadClass workload = WorkloadClass::Training; // ComputeEfficiency only
    double factor = 1;                                // the multiplier applied
    double logSd = 0;     // its uncertainty: posterior standard deviation of ln(factor)
    double runsMean = 1;  // geometric mean of what the runs alone imply (no shrinkage)
    double weight = 0;    // share of the way from 1 to runsMean the factor moved (n / (n + k))
    int runs = 0;         // runs behind it
    bool clamped = false; // held at a physical limit (MFU ≤ 1, memory ≥ the model states)

    bool shared() const { return generation.empty(); }
    // Stable key, e.g. "compute_efficiency/hopper/training", "host_overhead".
    std::string key() const;
};

// A named, versioned set of factors fitted on a team's measured runs. Lookups return 1 where no
// factor was fitted, so an uncalibrated plan and a plan with an empty calibration agree.
struct CalibrationFactors {
    std::string name;
    int version = 0;
    int runs = 0; // measured runs the fit used
    std::vector<CorrectionFactor> factors;

    const CorrectionFactor* find(CorrectionKind kind, std::string_view generation = {},
                                 WorkloadClass workload = WorkloadClass::Training) const;
    double computeEfficiency(std::string_view generation, bool training) const;
    double hostOverhead() const;
    double memoryOverhead() const;
    double decodeTokenCost(std::string_view generation) const;
};

} // namespace rightsize

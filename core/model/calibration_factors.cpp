#include "core/model/calibration_factors.h"

namespace rightsize {

std::string_view toString(CorrectionKind kind) {
    switch (kind) {
    case CorrectionKind::ComputeEfficiency:
        return "compute_efficiency";
    case CorrectionKind::HostOverhead:
        return "host_overhead";
    case CorrectionKind::MemoryOverhead:
        return "memory_overhead";
    case CorrectionKind::DecodeTokenCost:
        return "decode_token_cost";
    }
    return "unknown";
}

std::string_view toString(WorkloadClass c) {
    return c == WorkloadClass::Training ? "training" : "inference";
}

std::string CorrectionFactor::key() const {
    std::string k(toString(kind));
    if (!generation.empty()) {
        k += '/';
        k += generation;
    }
    if (kind == CorrectionKind::ComputeEfficiency) {
        k += '/';
        k += toString(workload);
    }
    return k;
}

const CorrectionFactor* CalibrationFactors::find(CorrectionKind kind, std::string_view generation,
                                                 WorkloadClass workload) const {
    for (const CorrectionFactor& f : factors) {
        if (f.kind != kind || f.generation != generation)
            continue;
        if (kind == CorrectionKind::ComputeEfficiency && f.workload != workload)
            continue;
        return &f;
    }
    return nullptr;
}

namespace {
double valueOf(const CorrectionFactor* f) {
    return f && f->factor > 0 ? f->factor : 1.0;
}
} // namespace

double CalibrationFactors::computeEfficiency(std::string_view generation, bool training) const {
    return valueOf(find(CorrectionKind::ComputeEfficiency, generation,
                        training ? WorkloadClass::Training : WorkloadClass::Inference));
}

double CalibrationFactors::hostOverhead() const {
    return valueOf(find(CorrectionKind::HostOverhead));
}

double CalibrationFactors::memoryOverhead() const {
    // Zero is a legal memory factor (the runtime holds nothing beyond the states); only a missing
    // factor means 1.
    const CorrectionFactor* f = find(CorrectionKind::MemoryOverhead);
    return f ? f->factor : 1.0;
}

double CalibrationFactors::decodeTokenCost(std::string_view generation) const {
    return valueOf(find(CorrectionKind::DecodeTokenCost, generation));
}

} // namespace rightsize

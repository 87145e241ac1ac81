#pragma once

// The shape of Llama-2-7B (32 layers, hidden 4096, 32 heads, gated FFN of 11008, a 32000-token
// vocabulary, RMSNorm) written out field by field, for the estimator tests that check a formula
// on a known decoder without going through the presets.

#include "core/model/scenario.h"

namespace rightsize::test {

inline Workload llama7bShape(WorkloadKind kind) {
    Workload w;
    w.kind = kind;
    w.model.layers = 32;
    w.model.hidden = 4096;
    w.model.heads = 32;
    w.model.ffnHidden = 11008;
    w.model.gatedFfn = true;
    w.model.vocab = 32000;
    w.model.norm = NormKind::RmsNorm;
    return w;
}

} // namespace rightsize::test

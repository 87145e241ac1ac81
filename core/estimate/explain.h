#pragma once

#include "core/estimate/workload_model.h"
#include "core/model/estimates.h"

#include <vector>

namespace rightsize {

// Fills "why this number" for an evaluated option (see Explanation in estimates.h).
Explanation explainOption(const ResolvedWorkload& r, const OptionResult& option);

} // namespace rightsize

#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize {
struct Plan;
}

namespace rightsize::app {

// Why a plan recommends nothing, for the line after the file name on the error stream: no option
// fits in memory, none leaves the policy's headroom, or every fitting one rests on an estimated
// or unknown price.
std::string whyNoRecommendation(const Plan& plan);

// `rightsize estimate FILE [--format json|table]`
int runEstimateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsize::app

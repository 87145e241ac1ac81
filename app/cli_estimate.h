#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize::app {

// `rightsize estimate FILE [--format json|table]`
int runEstimateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsize::app

#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize::app {

// `rightsize report FILE.json -o OUT.pdf [--page-size A4|Letter] [--currency CODE --rate
// UNITS_PER_USD
// --rate-date YYYY-MM-DD]`: the PDF recommendation report, without a display, its money in the
// display currency when one is given. Exit codes as `estimate`: 0 written, 1 written but no option
// fits (the report says why), 2 bad input, 3 I/O error.
int runReportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsize::app

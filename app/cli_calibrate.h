#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize::app {

// `rightsize calibrate RUN_OR_DIR... --name NAME [--db PATH] [--format json|table]
//   [--scenario FILE] [--param-map FILE] [--device ID]`: imports the runs, fits the team's
// correction factors, keeps both in the library (the calibration as the next version of NAME)
// and prints each run's error before and after. A refused run saves nothing.
int runCalibrateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// `rightsize runs list|show ID|delete ID [--db PATH] [--format json|table]`
int runRunsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsize::app

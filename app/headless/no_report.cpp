// The report command of a build without the Qt front end (RIGHTSIZE_BUILD_GUI=OFF): the PDF is
// drawn with the window's charts, which are widgets, so this build cannot write one. It says so
// instead of pretending the command does not exist.
#include "app/cli.h"
#include "app/cli_report.h"

#include <ostream>

namespace rightsize::app {

int runReportCommand(const std::vector<std::string>&, std::ostream&, std::ostream& err) {
    err << "report: this rightsize was built without the window (RIGHTSIZE_BUILD_GUI=OFF), and the "
           "PDF report is drawn with the window's charts. Use a build with the window, or "
           "rightsize estimate FILE --format json for the same numbers.\n";
    return kExitBadInput;
}

} // namespace rightsize::app

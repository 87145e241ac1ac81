#include "app/cli.h"

#include "app/cli_estimate.h"
#include "app/cli_report.h"
#include "app/cli_scenarios.h"

#include <ostream>

namespace rightsize::app {
namespace {

void printHelp(std::ostream& out)
{
    out << "Rightsize " RIGHTSIZE_VERSION " - plan the compute for a machine-learning workload\n\n"
           "Usage:\n"
           "  rightsize [FILE.json]                      open the window (optionally with a scenario)\n"
           "  rightsize estimate FILE [--format json|table]\n"
           "                                             print the plan for a scenario file\n"
           "  rightsize report FILE -o OUT.pdf [--page-size A4|Letter]\n"
           "                                             write the PDF recommendation report\n"
           "  rightsize scenarios list [--format json|table] [--search TEXT] [--db PATH]\n"
           "  rightsize scenarios import FILE [--duplicate] [--db PATH]\n"
           "  rightsize scenarios export ID [ID...] --output FILE|- [--db PATH]\n"
           "  rightsize scenarios delete ID [--db PATH]\n"
           "                                             the scenario library (SQLite)\n"
           "  rightsize --help                           this text\n"
           "  rightsize --version                        the version\n\n"
           "Exit codes: 0 success, 1 no plan (nothing fits), 2 bad input, 3 I/O error,\n"
           "4 internal error (a result that broke the program's own contract was not printed).\n";
}

} // namespace

bool isCliInvocation(const std::vector<std::string>& args)
{
    if (args.empty())
        return false;
    const std::string& a = args.front();
    return a == "estimate" || a == "scenarios" || a == "report" || a == "--help" || a == "-h" ||
           a == "help" || a == "--version" || a == "-v";
}

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const std::string& command = args.front();
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "--help" || command == "-h" || command == "help") {
        printHelp(out);
        return kExitOk;
    }
    if (command == "--version" || command == "-v") {
        out << "rightsize " RIGHTSIZE_VERSION "\n";
        return kExitOk;
    }
    if (command == "estimate")
        return runEstimateCommand(rest, out, err);
    if (command == "scenarios")
        return runScenariosCommand(rest, out, err);
    if (command == "report")
        return runReportCommand(rest, out, err);
    err << "rightsize: unknown command \"" << command << "\"; see rightsize --help\n";
    return kExitBadInput;
}

} // namespace rightsize::app

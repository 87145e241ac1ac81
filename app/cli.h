#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize::app {

// Exit codes of the command line (docs/contracts.md): a contract for scripts.
// kExitInternal: the program caught itself producing a result that breaks its own contract.
enum ExitCode : int {
    kExitOk = 0,
    kExitNoPlan = 1,
    kExitBadInput = 2,
    kExitIo = 3,
    kExitInternal = 4
};

// True when the arguments ask for the command line rather than the window.
bool isCliInvocation(const std::vector<std::string>& args);

// Why the window cannot open here (no display), or empty. Asking for a screenshot switches to
// offscreen drawing instead.
std::string missingDisplay(const std::vector<std::string>& args);

// Runs a command-line invocation; args excludes the program name.
int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsize::app

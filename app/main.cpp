#include "app/cli.h"
#ifdef RIGHTSIZE_WITH_GUI
#include "ui/window/gui_main.h"
#endif

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (rightsize::app::isCliInvocation(args))
        return rightsize::app::runCli(args, std::cout, std::cerr);
#ifndef RIGHTSIZE_WITH_GUI
    // The headless build (RIGHTSIZE_BUILD_GUI=OFF) is the command line alone.
    std::cerr << "rightsize: this build has no window (built with RIGHTSIZE_BUILD_GUI=OFF); "
                 "see rightsize --help for the commands.\n";
    return rightsize::app::kExitBadInput;
#else
    // Qt would abort without a display; say so and leave with the "bad input" code instead.
    if (const std::string problem = rightsize::app::missingDisplay(args); !problem.empty()) {
        std::cerr << problem;
        return rightsize::app::kExitBadInput;
    }
    return rightsize::ui::runGui(argc, argv);
#endif
}

#include "app/cli.h"
#include "ui/gui_main.h"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (rightsize::app::isCliInvocation(args))
        return rightsize::app::runCli(args, std::cout, std::cerr);
    // Qt would abort without a display; say so and leave with the "bad input" code instead.
    if (const std::string problem = rightsize::app::missingDisplay(args); !problem.empty()) {
        std::cerr << problem;
        return rightsize::app::kExitBadInput;
    }
    return rightsize::ui::runGui(argc, argv);
}

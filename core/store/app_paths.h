#pragma once

#include <string>

namespace rightsize {

// Where the scenario library lives unless --db says otherwise: $XDG_DATA_HOME/rightsize/
// library.sqlite, else ~/.local/share/rightsize/library.sqlite. The GUI calls this too (not
// QStandardPaths) so the window and the command line always share one library. The folder is
// not created here; ScenarioStore::open creates it.
std::string defaultLibraryPath();

// Why a library path given with --db cannot be used, or empty when it can. A folder is created
// only for the default path: a mistyped --db must not leave a new folder and an empty library
// behind, so its folder has to exist already.
std::string explicitLibraryPathProblem(const std::string& path);

} // namespace rightsize

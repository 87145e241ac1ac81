#pragma once

#include <string>

namespace rightsize {

// Where the scenario library lives unless --db says otherwise: $XDG_DATA_HOME/rightsize/
// library.sqlite, else ~/.local/share/rightsize/library.sqlite. The GUI calls this too (not
// QStandardPaths) so the window and the command line always share one library. The folder is
// not created here; ScenarioStore::open creates it.
std::string defaultLibraryPath();

} // namespace rightsize

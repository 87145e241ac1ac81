#pragma once

namespace rightsize::ui {

// The desktop program: `rightsize [--db LIBRARY] [FILE.json]` opens the window (with that
// scenario) over the scenario library (by default the one the command line uses too);
// `rightsize --screenshot OUT.png [--preset ID] [--tab memory|timecost|pipeline|serving]
// [--theme light|dark] [--lang en|ru|de] [--db LIBRARY] [FILE.json]` renders the window offscreen
// at 1600×1000 once the first plan is on screen, saves it and exits (0 on success).
int runGui(int argc, char** argv);

} // namespace rightsize::ui

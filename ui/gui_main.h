#pragma once

namespace rightsize::ui {

// The desktop program: `rightsize [FILE.json]` opens the window (with that scenario);
// `rightsize --screenshot OUT.png [--preset ID] [--tab memory|timecost|pipeline|serving]
// [--theme light|dark] [FILE.json]` renders the window offscreen at 1600×1000 once the first
// plan is on screen, saves it and exits (0 on success).
int runGui(int argc, char** argv);

} // namespace rightsize::ui

#pragma once

namespace rightsize::ui {

// Time from an edit to every view repainted, for the benchmark. Builds the main window
// offscreen with the whole catalog as candidates, changes the batch size `edits` times, and for
// each edit runs the plan and repaints every view synchronously. Returns the 95th percentile in
// milliseconds. Creates a QApplication (offscreen) when none exists.
double measureEditToRepaintP95Ms(int edits);

} // namespace rightsize::ui

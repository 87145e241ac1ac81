#pragma once

namespace rightsize::ui {

// Time from an edit to the views repainted, for the benchmark. Builds the main window offscreen
// with the whole catalog as candidates and the default fine-tuning scenario, changes the batch
// size `edits` times, and for each edit runs the plan and repaints synchronously. Returns the
// 95th percentile in milliseconds. Creates a QApplication (offscreen) when none exists.
//
// Visible views only: the chart on the current tab, the options table and the recommendation
// (charts on hidden tabs wait until they are shown).
double measureEditToRepaintP95Ms(int edits);
// Every view: all four charts rebuilt whether their tab is shown or not, the options table and
// the recommendation.
double measureEditToRepaintAllViewsP95Ms(int edits);

} // namespace rightsize::ui

#pragma once

#include <QString>
#include <utility>
#include <vector>

namespace rightsize::ui {

// Time from an edit to the views repainted, for the benchmark. Builds the main window offscreen
// with the whole catalog as candidates and the default fine-tuning scenario, changes the batch
// size `edits` times, and for each edit runs the plan and repaints synchronously. Returns the
// 95th percentile in milliseconds. Creates a QApplication (offscreen) when none exists.
//
// Visible views only: the chart on the current tab, the options table and the recommendation
// (charts on hidden tabs wait until they are shown).
double measureEditToRepaintP95Ms(int edits);
// Every view: all charts rebuilt whether their tab is shown or not, the options table and
// the recommendation.
double measureEditToRepaintAllViewsP95Ms(int edits);

// Where the time of one edit goes, as the median over `edits` edits of each step of the same
// loop: the edit itself (the editor follows it), the plan (core), each chart's build, the rest
// of what the window does with a new plan (the table's model, the recommendation's text, the
// editor's summary), each paint, and the events left for the event loop. Milliseconds of this
// thread's processor time, in the order of the loop (the plan made again alone is on the clock,
// since its other threads' share is not this thread's).
std::vector<std::pair<QString, double>> measureEditToRepaintBreakdown(int edits, bool allViews);

} // namespace rightsize::ui

#pragma once

#include <QFont>
#include <functional>

namespace rightsize::ui {

// The largest size of `natural`, stepping down from its own by `step` (points, or pixels for a
// font sized in pixels), at which `fits` holds; never below `floor`. A text that fits nowhere gets
// the smallest size tried. Words in a chart, the report or the pipeline shrink rather than being
// cut ("memory ba…"); each caller says how far.
QFont shrinkToFit(const QFont& natural, qreal step, qreal floor,
                  const std::function<bool(const QFont&)>& fits);

} // namespace rightsize::ui

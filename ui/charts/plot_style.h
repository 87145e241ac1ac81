#pragma once

class QColor;
class QCustomPlot;
class QPalette;
class QPaintDevice;
class QPixmap;
class QSize;
class QString;
class QWidget;

namespace rightsize::ui {

// One look for every QCustomPlot chart: colours from the widget's palette (light or dark),
// the application font, no drag-zoom surprises. Only the view .cpp files see QCustomPlot.
void stylePlot(QCustomPlot* plot, const QPalette& palette);
// An axis title longer than its axis runs into the caption or the neighbouring tick labels: its
// font shrinks until it fits (down to 70% of the plot's bold font) and grows back when there is
// room. Call after a layout; true when a font changed, so the plot needs laying out again.
bool fitAxisTitles(QCustomPlot* plot);

// Moves the legend out of the data area into a row above it, entries side by side, so it can
// never hide a bar or a point.
void placeLegendAbove(QCustomPlot* plot, int columns = 4);

// A centred message over an empty chart ("no serving workload").
void setPlotPlaceholder(QCustomPlot* plot, const QString& text);

// Lays the legend above the plot out in as many columns as fit `width` pixels, so no entry is
// ever cut; an entry wider than the whole plot is shortened with "…" and its full name shown
// as a tooltip over the legend. Call it after the plottables change and whenever the width
// does (keepLegendFitted does the latter for the widget; exports pass their own width).
void fitLegendToWidth(QCustomPlot* plot, int width);
void keepLegendFitted(QCustomPlot* plot);
// Keeps every text item clipped to its axis rect inside that rect: a label that would run over
// the left or right edge is put on the other side of its anchor, one over the top or bottom
// likewise, so no annotation is cut by the axes. Runs after each layout, on screen and in exports.
void keepTextItemsInside(QCustomPlot* plot);
// The full name of a legend entry that was shortened to fit, or empty.
QString legendFullName(const QCustomPlot* plot, int item);

// Vector output of a plot (SVG) and a bitmap at a given size.
void renderPlot(QCustomPlot* plot, QPaintDevice& device, const QSize& size);
QPixmap plotPixmap(QCustomPlot* plot, const QSize& size);

// The colours of the memory terms, the same in the chart and its legend.
QColor memoryTermColour(int term); // 0 weights … 5 overhead

} // namespace rightsize::ui

#pragma once

#include "ui/charts/chart_view.h"

#include <vector>

class QCPBars;
class QCPGraph;
class QCPItemLine;
class QCPItemRect;
class QCPItemText;
class QCustomPlot;
class QMouseEvent;

namespace rightsize::ui {

// Memory per device of each option as stacked horizontal bars (weights, gradients, optimizer
// state, activations, KV cache, runtime overhead) against the device's capacity; bars over
// capacity are outlined in red. Hovering a bar shows its numbers; clicking selects the option.
class MemoryFitView : public PlotChartView {
    Q_OBJECT
public:
    explicit MemoryFitView(QWidget* parent = nullptr);

    // What the chart shows, for tests and accessibility: one row per shown option.
    int rowCount() const { return int(m_rows.size()); }
    int optionAtRow(int row) const { return m_rows.at(std::size_t(row)); }
    double rowTotalBytes(int row) const;
    // The value label of a row as drawn (possibly shortened), its full text and where it sits,
    // and where the row's capacity marker is (-1 when the capacity is beyond the axis), in
    // pixels of the plot, for tests.
    QString rowLabelText(int row) const;
    QString rowLabelFullText(int row) const;
    QRectF rowLabelRect(int row) const;
    double rowCapacityPixel(int row) const;

    // Rows beyond this are left out (the recommendation, the Pareto front and the runners-up
    // first).
    static constexpr int kMaxRows = 20;

protected:
    void build() override;

private:
    // The steps of build(): the stacked bars, the axes (returns the end of the memory axis),
    // the band behind the selected row, each row's capacity marker and value label, and the
    // legend entries for the marker and the outline.
    void addBars();
    double setAxes();
    void highlightSelectedRow();
    void addRowMarkers(double axisEnd);
    void addLegendKeys();
    void onMouseMove(QMouseEvent* event);
    void onMousePress(QMouseEvent* event);
    int rowAt(const QPoint& pos) const;
    // Puts each value label where it meets no line: after the bar and the capacity marker,
    // else inside the bar, else shortened (the row's tooltip has the numbers in full). Runs
    // once the plot knows its pixel geometry, for the screen and for every export alike.
    void placeLabels();

    struct RowLabel {
        QCPItemText* item = nullptr;
        QCPItemLine* marker = nullptr; // the capacity line, or the arrow past the axis end
        QString full;
        double totalGib = 0;
        double capacityGib = 0;
        bool offScale = false;
        double need = 0; // the full text's width, once measured
    };

    // What a row draws besides its bars. Made once and kept for the next plan, hidden when a
    // plan has fewer rows: an edit updates the chart in place instead of making it again.
    struct RowItems {
        QCPItemLine* marker = nullptr;
        QCPItemRect* outline = nullptr; // shown when the bar does not fit
        QCPItemText* label = nullptr;
    };
    RowItems& rowItems(int row);

    std::vector<RowLabel> m_labels;
    std::vector<int> m_rows;           // option index per bar row, top to bottom
    std::vector<QCPBars*> m_bars;      // one per memory term, stacked
    QCPGraph* m_capacityKey = nullptr; // legend entries drawn by stand-ins with no data
    QCPBars* m_overKey = nullptr;
    QCPItemRect* m_band = nullptr; // behind the selected row
    std::vector<RowItems> m_items;
};

} // namespace rightsize::ui

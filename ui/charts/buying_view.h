#pragma once

#include "core/estimate/break_even.h"
#include "core/estimate/buying_modes.h"
#include "ui/charts/chart_view.h"

#include <QFont>
#include <vector>

class QCPTextElement;
class QLabel;
class QTableWidget;

namespace rightsize::ui {

// Every way of buying the recommended option side by side, and where the choice between paying
// as you go and keeping capacity up turns: a table of the modes (per hour, billed hours, per run,
// per day, per month, what each assumes; the cheapest one that can be paid marked) over a
// break-even chart. A batch job on a device offered serverless gets serverless against a
// classic cluster, cost per day against runs per day; a service with a hosted API price gets
// the API against the own model, cost per month against tokens per month. The chart's lines are
// the plan's own figures (core/estimate/break_even.h); exports and the report show the chart.
class BuyingView : public PlotChartView {
    Q_OBJECT
public:
    explicit BuyingView(QWidget* parent = nullptr);

    // What is shown, for tests: the table, and the curves the chart draws (empty: no chart).
    QTableWidget* table() const { return m_table; }
    const std::vector<BuyingModeCost>& modes() const { return m_modes; }
    const BreakEvenCurves& curves() const { return m_curves; }
    bool hostedChart() const { return m_hosted; }
    // The text of the break-even marker and of the note under the chart ("" when not drawn).
    QString breakEvenLabel() const { return m_breakEvenText; }
    QString noteText() const { return m_noteFull; }
    // Without a comparison to draw, the chart is hidden and this says why (empty otherwise).
    QString noChartText() const;
    bool chartShown() const;
    // What the mode of the table's current row assumes, as shown under the table.
    QString detailsText() const;

protected:
    void build() override;
    // buyingModes plans the option once per mode: done when seen, not on every edit.
    bool buildOnlyWhenSeen() const override { return true; }
    void resizeEvent(QResizeEvent* event) override;

private:
    void fillTable(bool job);
    // One cell of the table, its item made or changed only where it differs.
    // True when the cell is new or its font changed: the rows need measuring again.
    bool setCell(int row, int column, const QString& text, const QString& tip, bool bold);
    void showDetails(int row);
    // Rows as tall as their wrapped text at the table's width, the table as tall as its rows.
    // `rows`: measure the rows' heights again (a new shape, font or style); the rest only
    // follows the columns' widths.
    void fitTable(bool rows = true);
    void clearChart();
    void drawCurves();
    void markPoints(double yMax);
    QString note() const;
    // Breaks the note into lines that fit the plot's width.
    void wrapNote();
    // x as drawn: runs per day, or millions of tokens per month.
    double shownX(double x) const;

    QTableWidget* m_table;
    QFont m_measuredFont; // the table's font when its rows were last measured
    QLabel* m_details;
    QLabel* m_noChart;              // in place of the chart when there is no comparison to draw
    std::vector<QString> m_assumes; // per row of the table: its mode and what it assumes
    QCPTextElement* m_note = nullptr;
    std::vector<BuyingModeCost> m_modes;
    BreakEvenCurves m_curves;
    bool m_hosted = false;
    QString m_breakEvenText;
    QString m_noteFull;
};

} // namespace rightsize::ui

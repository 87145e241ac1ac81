#pragma once

#include "ui/chart_view.h"

#include <vector>

class QCPTextElement;

namespace rightsize::ui {

// p95 latency against the offered load for the best few options, the latency target as a line,
// the peak load as a line and the micro-batching settings as a label. Workloads that do not
// serve requests get a placeholder that says so.
class ServingView : public PlotChartView {
    Q_OBJECT
public:
    explicit ServingView(QWidget* parent = nullptr);

    // The curves ask core for service times on the devices of the plan's catalog
    // (ChartView::setCatalog).
    int curveCount() const { return m_curves; }
    bool showsPlaceholder() const { return m_placeholder; }

    static constexpr int kMaxCurves = 4;

protected:
    void build() override;
    // The simulation behind the curves costs more than the other charts together.
    bool buildOnlyWhenSeen() const override { return true; }

private:
    // The steps of build(): the options worth a curve, their curves (returns the largest load
    // drawn), the axes, and the target and peak lines.
    std::vector<int> curveOptions() const;
    double addCurves(const std::vector<int>& options);
    void setAxes(double xMax, double yMax);
    void addLines(double yMax);

    QCPTextElement* m_batching = nullptr; // the batching settings, in a row of their own
    int m_curves = 0;
    bool m_placeholder = true;
};

} // namespace rightsize::ui

#pragma once

#include "ui/charts/chart_view.h"
#include "ui/charts/serving_curves.h"

#include <vector>

class QCPTextElement;
class QLabel;
class QPushButton;
class QWidget;

namespace rightsize {
struct ServingCurvePoint;
}

namespace rightsize::ui {

// Serving latency against load: for a generating model, TTFT, TPOT and end-to-end p95 of the
// selected option (the recommendation by default) against clients (closed loop) or requests per
// second (open loop), with the targets as lines and the scenario's load marked as the operating
// point; for a model that answers in one pass, p95 latency of the best few options. Above the
// chart, the command that starts the engine, with a button that copies it. Workloads that do not
// serve requests get a placeholder that says so.
class ServingView : public PlotChartView {
    Q_OBJECT
public:
    explicit ServingView(QWidget* parent = nullptr);

    // The curves ask core for service times on the devices of the plan's catalog
    // (ChartView::setCatalog).
    int curveCount() const { return m_curves; }
    bool showsPlaceholder() const { return m_placeholder; }
    // The launch command shown above the chart; empty when there is none.
    QString launchCommand() const { return m_command; }
    QPushButton* copyLaunchButton() const { return m_copy; }
    // How many curves were simulated since the view was made (tests: a plan whose curves'
    // inputs did not change simulates none).
    int curveSimulations() const { return m_curveCache.simulations(); }

    static constexpr int kMaxCurves = 4;

protected:
    void build() override;
    // The simulation behind the curves costs more than the other charts together.
    bool buildOnlyWhenSeen() const override { return true; }

private:
    // The steps of build(): the options worth a curve, their curves (returns the largest latency
    // drawn), the axes, the target lines and the operating point, and the launch command.
    std::vector<int> curveOptions() const;
    double addOptionCurves(const std::vector<int>& options,
                           const std::vector<ServingCurvePoint>& first);
    double addTokenCurves(const std::vector<ServingCurvePoint>& points);
    void setAxes(double yMax);
    void addTargetLines();
    void addTargetLine(double ms, const QString& text, const QColor& colour);
    void markOperatingPoint(int option, const std::vector<ServingCurvePoint>& points, bool tokens);
    void showLaunch(int option);
    QString loadText(double load) const;

    ServingCurveCache m_curveCache;
    QCPTextElement* m_batching = nullptr; // the batching settings, in a row of their own
    QWidget* m_launchRow = nullptr;
    QLabel* m_launch = nullptr;
    QPushButton* m_copy = nullptr;
    QString m_command;
    bool m_tokens = false;  // TTFT, TPOT and end-to-end of one option, not options side by side
    bool m_clients = false; // the load is concurrent clients, not requests per second
    double m_load = 0;      // the scenario's load
    int m_curves = 0;
    bool m_placeholder = true;
};

} // namespace rightsize::ui

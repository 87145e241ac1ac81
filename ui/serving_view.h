#pragma once

#include "ui/chart_view.h"

#include <memory>

class QCPTextElement;
class QCustomPlot;

namespace rightsize::ui {

// p95 latency against the offered load for the best few options, the latency target as a line,
// the peak load as a line and the micro-batching settings as a label. Workloads that do not
// serve requests get a placeholder that says so.
class ServingView : public ChartView {
    Q_OBJECT
public:
    explicit ServingView(QWidget* parent = nullptr);

    // The planner's catalog: the curves ask core for service times on its devices.
    void setCatalog(std::shared_ptr<const Catalog> catalog) { m_catalog = std::move(catalog); }
    void showPlan(const Plan& plan, const Scenario& scenario) override;
    void setSelectedOption(int index) override;
    void renderTo(QPaintDevice& device, const QSize& size) override;
    void refreshNow() override {
        if (m_dirty)
            rebuild();
    }
    QPixmap toPixmap(const QSize& size) override;

    int curveCount() const { return m_curves; }
    bool showsPlaceholder() const { return m_placeholder; }

    static constexpr int kMaxCurves = 4;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void rebuild();

    QCustomPlot* m_plot;
    QCPTextElement* m_batching = nullptr; // the batching settings, in a row of their own
    std::shared_ptr<const Catalog> m_catalog;
    Plan m_plan;
    Scenario m_scenario;
    int m_selected = -1;
    int m_curves = 0;
    bool m_placeholder = true;
    bool m_dirty = true;
};

} // namespace rightsize::ui

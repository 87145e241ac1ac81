#pragma once

#include "ui/chart_view.h"

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <vector>

class QCPItemText;
class QCPTextElement;
class QCustomPlot;
class QMouseEvent;

namespace rightsize::ui {

// Every option as a point, time against total cost, with whiskers for the low–high range, the
// Pareto front as a line, and the deadline and budget as lines. Serving workloads have no job
// time: there the axes are p95 latency at the peak load against the cost per hour.
class TimeCostView : public ChartView {
    Q_OBJECT
public:
    explicit TimeCostView(QWidget* parent = nullptr);

    void showPlan(const Plan& plan, const Scenario& scenario) override;
    void setSelectedOption(int index) override;
    void renderTo(QPaintDevice& device, const QSize& size) override;
    QPixmap toPixmap(const QSize& size) override;
    void refreshNow() override {
        if (m_dirty)
            build();
    }

    // The point labels as drawn, in pixels of clickTarget(), and the lines they must stay off
    // (deadline, budget, the Pareto front), for tests.
    std::vector<QRectF> labelRects() const;
    std::vector<QLineF> lineSegments() const;

    // The pixel of an option's point in clickTarget()'s coordinates; (-1,-1) when not shown.
    QPoint optionPixel(int index) const;
    QWidget* clickTarget() const;
    int pointCount() const { return int(m_points.size()); }
    bool logarithmicX() const { return m_logX; }
    bool logarithmicY() const { return m_logY; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    struct Point {
        int option = -1;
        double x = 0, xLow = 0, xHigh = 0;
        double y = 0, yLow = 0, yHigh = 0;
    };
    void rebuild(); // now, or when next shown
    void build();
    int optionNear(const QPoint& pos, double maxPixels) const;
    void onMousePress(QMouseEvent* event);
    void onMouseMove(QMouseEvent* event);
    // Labels the points a reader looks for where they touch no line, no other label and no
    // point; a point with no such place goes without (its tooltip names it). Runs once the
    // plot knows its pixel geometry, for the screen and every export alike.
    void placeLabels();

    struct LabelWish {
        int point = -1; // into m_points
        bool bold = false;
    };
    std::vector<LabelWish> m_labelWishes;
    std::vector<QCPItemText*> m_pointLabels;
    std::vector<QCPItemText*> m_fixedLabels; // the limit labels
    QCPTextElement* m_note = nullptr;        // options left out, under the plot
    QCustomPlot* m_plot;
    Plan m_plan;
    Scenario m_scenario;
    std::vector<Point> m_points;
    bool m_serving = false;
    bool m_logX = false;
    bool m_logY = false;
    int m_selected = -1;
    bool m_dirty = false; // a plan arrived while hidden: rebuild when shown
};

} // namespace rightsize::ui

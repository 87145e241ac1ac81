#pragma once

#include "ui/charts/chart_view.h"
#include "ui/widgets/app_settings.h"

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <vector>

class QCPItemText;
class QCPTextElement;
class QComboBox;
class QMouseEvent;

namespace rightsize::ui {

// Every option as a point, time against total cost, with whiskers for the low–high range, the
// Pareto front as a line, and the deadline and budget as lines. Serving workloads have no job
// time: there the axes are p95 latency at the peak load against the cost per hour. The vertical
// axis can show energy or CO2 instead of money; the front is then the one of that quantity.
class TimeCostView : public PlotChartView {
    Q_OBJECT
public:
    explicit TimeCostView(QWidget* parent = nullptr);

    CostAxis costAxis() const { return m_axis; }
    void setCostAxis(CostAxis axis);
    // The switch above the plot, for tests.
    QComboBox* costAxisBox() const { return m_axisBox; }
    QString verticalAxisLabel() const;

    // The point labels as drawn, in pixels of clickTarget(), and the lines they must stay off
    // (deadline, budget, the Pareto front), for tests.
    std::vector<QRectF> labelRects() const;
    std::vector<QLineF> lineSegments() const;
    // The labels of the deadline (or latency target) and the budget, in the same pixels.
    std::vector<QRectF> limitLabelRects() const;
    // The option whose point each label of labelRects() names, in the same order.
    std::vector<int> labelledOptions() const;

    // The pixel of an option's point in clickTarget()'s coordinates; (-1,-1) when not shown.
    QPoint optionPixel(int index) const;
    QWidget* clickTarget() const;
    int pointCount() const { return int(m_points.size()); }
    // The vertical value of an option's point (USD, kWh or kg); -1 when not shown.
    double optionValue(int index) const;
    bool logarithmicX() const { return m_logX; }
    bool logarithmicY() const { return m_logY; }

signals:
    // The user picked another quantity for the vertical axis.
    void costAxisChanged(rightsize::ui::CostAxis axis);

protected:
    void build() override;

private:
    struct Point {
        int option = -1;
        double x = 0, xLow = 0, xHigh = 0;
        double y = 0, yLow = 0, yHigh = 0;
        bool front = false; // nothing else is both faster and lower on the vertical axis
    };
    // The steps of build(): the points (returns how many options do not fit), the empty state,
    // the axes, the whiskers, the point series, the limit lines and the labels to place.
    int collectPoints();
    void markFront();
    void showNothingToCompare();
    void setAxes();
    void addWhiskers();
    void addSeries();
    void addLimits();
    void wishLabels();
    // The deadline (or latency target) and the budget; 0 for none or where the axis is not money.
    double xLimit() const;
    double yLimit() const;

    int optionNear(const QPoint& pos, double maxPixels) const;
    void onMousePress(QMouseEvent* event);
    void onMouseMove(QMouseEvent* event);
    // Labels the points a reader looks for where they touch no line, no other label and no
    // point; a point with no such place goes without (its tooltip names it). Runs once the
    // plot knows its pixel geometry, for the screen and every export alike.
    void placeLabels();
    void keepLimitLabelsInside();

    struct LabelWish {
        int point = -1; // into m_points
        bool bold = false;
        bool recommended = false; // always labelled: the other labels give way to it
    };
    // Where a label may go beside the point at `px`: near first, then further out.
    static std::vector<QRectF> labelPlaces(const QPointF& px, const QSizeF& size, int rings);
    std::vector<LabelWish> m_labelWishes;
    std::vector<QCPItemText*> m_pointLabels;
    std::vector<QCPItemText*> m_fixedLabels; // the limit labels
    QCPTextElement* m_note = nullptr;        // options left out, under the plot
    QComboBox* m_axisBox = nullptr;
    std::vector<Point> m_points;
    CostAxis m_axis = CostAxis::Cost;
    bool m_serving = false;
    bool m_logX = false;
    bool m_logY = false;
};

} // namespace rightsize::ui

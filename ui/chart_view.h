#pragma once

#include "core/catalog.h"
#include "core/estimates.h"
#include "core/scenario.h"

#include <QWidget>

class QPaintDevice;

namespace rightsize::ui {

// A picture of the plan. The main window treats every chart alike: feed it the plan, tell it
// the selected option, copy or export what it shows.
class ChartView : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // `catalog` is the one the plan was made with; options point into it.
    virtual void showPlan(const Plan& plan, const Scenario& scenario) = 0;
    virtual void setSelectedOption(int index) = 0;
    // Draws the chart onto `device` (an SVG generator, a printer) at `size`, as vectors.
    virtual void renderTo(QPaintDevice& device, const QSize& size) = 0;
    // The chart as a bitmap at its current size (copy to the clipboard, PNG export).
    virtual QPixmap toPixmap(const QSize& size) = 0;

signals:
    // The user clicked an option in the chart.
    void optionActivated(int index);
};

} // namespace rightsize::ui

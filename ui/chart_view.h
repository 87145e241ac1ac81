#pragma once

#include "core/catalog.h"
#include "core/estimates.h"
#include "core/scenario.h"

#include <QWidget>

class QLabel;
class QPaintDevice;
class QPainter;

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
    // Brings what the chart shows up to date now, even on a hidden tab (the benchmark).
    virtual void refreshNow() = 0;

    // Why the chart shows nothing for this plan ("this workload does not serve requests");
    // empty when it shows a chart.
    QString emptyStateText() const { return m_emptyText; }

signals:
    // The user clicked an option in the chart.
    void optionActivated(int index);

protected:
    // A message in place of the chart, for a view that does not apply or has nothing to show;
    // an empty text shows the chart again.
    void setEmptyState(const QString& title, const QString& text);
    // The message as a picture, for exports of a view in its empty state.
    void paintEmptyState(QPainter& painter, const QRectF& area) const;
    void resizeEvent(QResizeEvent* event) override;

private:
    QLabel* m_empty = nullptr;
    QString m_emptyTitle;
    QString m_emptyText;
};

} // namespace rightsize::ui

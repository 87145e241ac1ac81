#pragma once

#include "ui/chart_view.h"

class QPainter;

namespace rightsize::ui {

// The data path of the selected option as boxes: storage → CPU preprocessing → accelerator →
// serving, each with the rate it sustains, the slowest one highlighted as the bottleneck and
// the accelerator's utilisation as a gauge. Painted by hand so it stays crisp at any scale.
class PipelineView : public ChartView {
    Q_OBJECT
public:
    explicit PipelineView(QWidget* parent = nullptr);

    void showPlan(const Plan& plan, const Scenario& scenario) override;
    void setSelectedOption(int index) override;
    void renderTo(QPaintDevice& device, const QSize& size) override;
    QPixmap toPixmap(const QSize& size) override;
    // Hidden, paints the scene into a picture of the view's size; shown, leaves it to the next
    // repaint.
    void refreshNow() override;

    // Index of the box drawn as the bottleneck (0 storage … 3 serving), -1 for none.
    int bottleneckStage() const;

    QSize minimumSizeHint() const override { return {520, 260}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintScene(QPainter& painter, const QRectF& area) const;
    void updateEmptyState();
    const OptionResult* shownOption() const;

    Plan m_plan;
    Scenario m_scenario;
    int m_selected = -1;
};

} // namespace rightsize::ui

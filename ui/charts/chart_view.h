#pragma once

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <QWidget>
#include <memory>

class QCustomPlot;
class QLabel;
class QPaintDevice;
class QPainter;

namespace rightsize::ui {

// A picture of the plan. Every chart is treated alike: feed it the plan, tell it the selected
// option, copy or export what it shows. The base keeps the plan, the scenario and the selection,
// rebuilds a hidden chart only when it is shown or exported, follows palette and font changes,
// and paints the empty state into exports; a chart says how to build and draw itself.
class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);

    // Keeps a copy of the plan and the scenario it was made for, and rebuilds (now, or when
    // next shown).
    void showPlan(const Plan& plan, const Scenario& scenario);
    // The same, sharing the plan instead of copying it: the window's charts all show one plan,
    // and a plan over the whole catalog is large enough for copies to count.
    void showPlan(std::shared_ptr<const Plan> plan, const Scenario& scenario);
    // The same with the option selected in it: a new plan moves the selection (to its
    // recommendation), and the chart is built once for both rather than once for each.
    void showPlan(std::shared_ptr<const Plan> plan, const Scenario& scenario, int selected);
    // The catalog the plan was made with, for charts that ask core for more than the plan holds.
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    void setSelectedOption(int index);
    // Draws the chart onto `device` (an SVG generator, a printer) at `size`, as vectors.
    void renderTo(QPaintDevice& device, const QSize& size);
    // The chart as a bitmap (copy to the clipboard, PNG export).
    QPixmap toPixmap(const QSize& size);
    // Brings what the chart shows up to date now, even on a hidden tab (the benchmark).
    virtual void refreshNow();
    // Whether the chart waits for a rebuild (it is hidden and the plan or selection changed).
    bool isStale() const { return m_dirty; }
    // How many times the chart was built, and the processor time in milliseconds the last build
    // took (tests, the benchmark's breakdown).
    int buildCount() const { return m_builds; }
    double lastBuildMs() const { return m_lastBuildMs; }

    // Why the chart shows nothing for this plan ("this workload does not serve requests");
    // empty when it shows a chart.
    QString emptyStateText() const { return m_emptyText; }

signals:
    // The user clicked an option in the chart.
    void optionActivated(int index);

protected:
    const Plan& plan() const { return *m_plan; }
    const Scenario& scenario() const { return m_scenario; }
    const std::shared_ptr<const Catalog>& planCatalog() const { return m_catalog; }
    int selectedOption() const { return m_selected; }
    bool isDirty() const { return m_dirty; }

    // Builds what the chart shows from plan(), scenario() and selectedOption().
    virtual void build() = 0;
    // Draws the built chart; the base has already painted the empty state when there is one.
    virtual void paintChart(QPaintDevice& device, const QSize& size) = 0;
    // The built chart as a bitmap; by default paintChart onto a pixmap of the screen's density.
    virtual QPixmap chartPixmap(const QSize& size);
    // The palette or the font changed: recolour what does not follow them by itself.
    virtual void restyle() {}
    // A chart that costs much to build (a simulation) waits until it is seen or exported, even
    // before it was ever shown; the others build at once until they are first shown.
    virtual bool buildOnlyWhenSeen() const { return false; }

    // Rebuilds now when the chart can be seen, else on the next showEvent or export.
    void rebuild();

    // A message in place of the chart, for a view that does not apply or has nothing to show;
    // an empty text shows the chart again.
    void setEmptyState(const QString& title, const QString& text);
    // The message as a picture, for exports of a view in its empty state.
    void paintEmptyState(QPainter& painter, const QRectF& area) const;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildIfDirty();

    std::shared_ptr<const Plan> m_plan;
    Scenario m_scenario;
    std::shared_ptr<const Catalog> m_catalog;
    int m_selected = -1;
    bool m_dirty = true;
    int m_builds = 0;
    double m_lastBuildMs = 0;
    QLabel* m_empty = nullptr;
    QString m_emptyTitle;
    QString m_emptyText;
};

// A chart drawn by QCustomPlot: the plot fills the view, takes its style from the palette and
// the font, and exports through the plot's own vector and bitmap output.
class PlotChartView : public ChartView {
    Q_OBJECT
public:
    explicit PlotChartView(QWidget* parent = nullptr);

protected:
    QCustomPlot* plotWidget() const { return m_plot; }
    void paintChart(QPaintDevice& device, const QSize& size) override;
    QPixmap chartPixmap(const QSize& size) override;
    void restyle() override;
    // Where the plot sits in the view's layout, for a chart with controls above it.
    void insertAbovePlot(QWidget* widget);

    QCustomPlot* m_plot;
};

} // namespace rightsize::ui

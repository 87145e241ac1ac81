#pragma once

#include "core/model/estimates.h"
#include "ui/workshop/workshop_host.h"

#include <QList>
#include <QStringList>
#include <QWidget>
#include <memory>
#include <vector>

class QLabel;
class QStackedWidget;
class QTextBrowser;

namespace rightsize::ui {
class ChartView;
}

namespace rightsize::ui::workshop {

// The host used when the workshop runs without the main window: a read-only summary of the case
// and its recommendation, and the plan's charts, one at a time. It also keeps a log of what it
// was asked to show, which the tests read.
class DefaultWorkshopHost : public QWidget, public WorkshopHost {
    Q_OBJECT
public:
    explicit DefaultWorkshopHost(std::shared_ptr<const Catalog> catalog, QWidget* parent = nullptr);
    ~DefaultWorkshopHost() override;

    void loadScenario(const Scenario& scenario, const QString& title) override;
    void highlightStep(int step) override;
    void showChart(const QString& chartId) override;
    const Catalog& catalog() const override { return *m_catalog; }
    QPixmap chartPixmap(const QString& chartId, const QSize& size) override;

    const Plan& plan() const { return m_plan; }
    QString title() const { return m_title; }
    QString summaryText() const;
    int highlightedStep() const { return m_step; }
    const QList<int>& highlightLog() const { return m_highlightLog; }
    const QStringList& chartLog() const { return m_chartLog; }
    QString currentChart() const { return m_chart; }

private:
    // The view a chart registry key names; nullptr for the recommendation and unknown keys.
    ChartView* chart(const QString& chartId) const;
    void renderSummary();

    std::shared_ptr<const Catalog> m_catalog;
    QLabel* m_heading;
    QLabel* m_stepBanner;
    QStackedWidget* m_stack;
    QTextBrowser* m_summary;
    std::vector<ChartView*> m_charts; // one per chart registry row, in its order
    Scenario m_scenario;
    Plan m_plan;
    QString m_title;
    QString m_chart;
    int m_step = -1;
    QList<int> m_highlightLog;
    QStringList m_chartLog;
};

} // namespace rightsize::ui::workshop

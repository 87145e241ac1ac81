#include "ui/workshop/default_workshop_host.h"

#include "core/estimate/planner.h"
#include "ui/charts/chart_registry.h"
#include "ui/charts/chart_view.h"
#include "ui/workshop/checklist.h"
#include "ui/workshop/plan_summary.h"

#include <QLabel>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rightsize::ui::workshop {

DefaultWorkshopHost::DefaultWorkshopHost(std::shared_ptr<const Catalog> catalog, QWidget* parent)
    : QWidget(parent)
    , m_catalog(std::move(catalog))
    , m_heading(new QLabel(this))
    , m_stepBanner(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_summary(new QTextBrowser(this)) {
    if (!m_catalog)
        m_catalog = std::make_shared<const Catalog>();
    for (const ChartEntry& entry : chartRegistry()) {
        m_charts.push_back(entry.make(this));
        m_charts.back()->setCatalog(m_catalog);
    }
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    m_heading->setFont(headingFont);
    m_heading->setWordWrap(true);
    m_heading->setText(tr("No case loaded yet"));
    m_stepBanner->setWordWrap(true);
    m_stepBanner->setAutoFillBackground(true);
    m_stepBanner->setMargin(6);
    m_stepBanner->hide();
    m_summary->setOpenLinks(false);
    m_stack->addWidget(m_summary);
    for (ChartView* v : m_charts)
        m_stack->addWidget(v);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_stepBanner);
    layout->addWidget(m_stack, 1);
    renderSummary();
}

DefaultWorkshopHost::~DefaultWorkshopHost() = default;

void DefaultWorkshopHost::loadScenario(const Scenario& scenario, const QString& title) {
    m_scenario = scenario;
    m_title = title;
    PlanResult pr = makePlan(scenario, *m_catalog);
    m_plan = std::move(pr.plan);
    m_heading->setText(title);
    for (ChartView* v : m_charts) {
        v->showPlan(m_plan, m_scenario);
        v->setSelectedOption(m_plan.recommended ? int(*m_plan.recommended) : -1);
    }
    renderSummary();
}

void DefaultWorkshopHost::highlightStep(int step) {
    m_step = step;
    m_highlightLog << step;
    const ChecklistStep s = Checklist::step(step, m_scenario.workload.kind);
    // The banner stands in for the highlighted editor fields the main window would show.
    QPalette pal = m_stepBanner->palette();
    pal.setColor(QPalette::Window, pal.color(QPalette::Highlight));
    pal.setColor(QPalette::WindowText, pal.color(QPalette::HighlightedText));
    m_stepBanner->setPalette(pal);
    m_stepBanner->setText(tr("Step %1: %2. Look at: %3")
                              .arg(step + 1)
                              .arg(s.title, s.fields.join(QStringLiteral(", "))));
    m_stepBanner->show();
}

ChartView* DefaultWorkshopHost::chart(const QString& chartId) const {
    const auto& rows = chartRegistry();
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (chartId == QLatin1String(rows[i].key))
            return m_charts[i];
    return nullptr;
}

void DefaultWorkshopHost::showChart(const QString& chartId) {
    m_chart = chartId;
    m_chartLog << chartId;
    ChartView* v = chart(chartId);
    m_stack->setCurrentWidget(v ? static_cast<QWidget*>(v) : m_summary);
}

QPixmap DefaultWorkshopHost::chartPixmap(const QString& chartId, const QSize& size) {
    if (ChartView* v = chart(chartId))
        return v->toPixmap(size);
    // The recommendation is text: draw the summary at the asked size.
    if (m_title.isEmpty())
        return {};
    return PlanSummary::picture(m_plan, m_scenario, size, palette().color(QPalette::Base));
}

QString DefaultWorkshopHost::summaryText() const {
    return m_summary->toPlainText();
}

void DefaultWorkshopHost::renderSummary() {
    if (m_title.isEmpty()) {
        m_summary->setHtml(tr("<p>Pick a case in the walkthrough or load an exercise: its summary "
                              "and the planner's recommendation appear here.</p>"));
        return;
    }
    m_summary->setHtml(PlanSummary::scenarioHtml(m_scenario) +
                       PlanSummary::recommendationHtml(m_plan, m_scenario));
}

} // namespace rightsize::ui::workshop

#pragma once

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_flow.h"

#include <QCoreApplication>
#include <QDate>
#include <QPageLayout>
#include <QRectF>
#include <QString>
#include <memory>
#include <vector>

class QPainter;

namespace rightsize::ui {

// The recommendation report: one renderer for the PDF, the printer, the print preview and the
// images of tests and the README. It lays the report out in points for a page layout, then
// paints any page onto any painter, so every output shows the same pages.
//
// Charts are recorded as vector pictures (not screenshots) and scaled into place. The scenario,
// plan and catalog are copied or referenced only while the renderer is built; the catalog must
// outlive the renderer because the plan's options point into it.
class ReportRenderer {
    Q_DECLARE_TR_FUNCTIONS(ReportRenderer)
public:
    ReportRenderer(const Scenario& scenario, const Plan& plan, const Catalog& catalog);
    ~ReportRenderer();
    ReportRenderer(const ReportRenderer&) = delete;
    ReportRenderer& operator=(const ReportRenderer&) = delete;

    // The date printed on the title block (today unless set; tests pin it).
    void setDate(const QDate& date) { m_date = date; }

    // Lays the report out for the page layout's printable area; returns the page count.
    // Needs a QApplication: the charts are the window's own chart widgets.
    int paginate(const QPageLayout& layout);
    int pageCount() const { return int(m_pages.size()); }

    // Paints page `page` (0-based) into `target`, the printable area in the painter's device
    // coordinates; the content is scaled from points to fit it. paginate() must come first.
    void render(QPainter& painter, const QRectF& target, int page) const;

    // The one-line answer at the top of the report, e.g.
    // "Rent 1× a10-24gb: 3.1 h (2.6–3.9 h), $3.80; fits with 22% headroom".
    static QString answerLine(const Plan& plan, const Scenario& scenario);
    // The name the report shows for a scenario (a placeholder when it has none).
    static QString displayName(const Scenario& scenario);

private:
    void build(double width);
    void addTitleBlock();
    void addKeyFigures();
    void addConstraints();
    void addInputs();
    void addCharts(const std::vector<ReportChart>& charts);
    void addOptions();
    // The recommended option in every way of buying it, with the break-even chart among `charts`.
    void addBuyingModes(const std::vector<ReportChart>& charts);
    // The command that starts the recommended option's serving engine
    // (ui/report/report_launch.cpp).
    void addLaunch();
    void addFindings();
    void addExplanation();
    void addAssumptions();
    void addPrices();
    void paintFooter(QPainter& painter, const QRectF& area, int page) const;

    Scenario m_scenario;
    Plan m_plan;
    const Catalog& m_catalog;
    QDate m_date;
    QSizeF m_contentSize; // points: the printable area less the footer
    double m_footerHeight = 0;
    std::unique_ptr<ReportFlow> m_flow;
    std::vector<FlowPage> m_pages;
};

} // namespace rightsize::ui

// The report's "Ways of buying": the recommended option in every way of buying it, the table the
// window and the command line show, and the break-even chart where one applies.
#include "core/estimate/buying_modes.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_renderer.h"
#include "ui/wording/buying_modes_text.h"
#include "ui/wording/number_format.h"

namespace rightsize::ui {
namespace {

// Shares of the page's width: the words get room, the money a line each.
std::vector<FlowColumn> buyingColumns(bool job) {
    const QStringList heads = BuyingModesText::headers(job);
    // Money needs room for "$10,040.00" on one line; the words wrap.
    const std::vector<double> weights =
        job ? std::vector<double>{1.8, 1.5, 1.3, 1.0, 1.3, 0.8, 1.3, 1.4, 1.5}
            : std::vector<double>{2.0, 2.0, 1.5, 1.5, 1.6};
    std::vector<FlowColumn> columns;
    for (int i = 0; i < heads.size(); ++i) {
        const bool words = i <= 1;
        columns.push_back(
            {heads[i], weights[std::size_t(i)], words ? Qt::AlignLeft : Qt::AlignRight});
    }
    return columns;
}

} // namespace

void ReportRenderer::addBuyingModes(const std::vector<ReportChart>& charts) {
    if (!m_plan.recommended || *m_plan.recommended >= m_plan.options.size())
        return;
    const OptionResult& o = m_plan.options[*m_plan.recommended];
    const std::vector<BuyingModeCost> modes = buyingModes(m_scenario, m_catalog, o);
    if (modes.empty())
        return;
    const bool job = o.timeSeconds.expected > 0;
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    const std::size_t from = f.mark();
    f.addHeading(tr("Ways of buying"));
    f.addText(job ? tr("%1, bought each way: per hour of the whole placement, the hours one run "
                       "bills, and what a run, a day at %2 run(s) a day (its runs plus its "
                       "start-up and idle time) and a month of 30.4 such days cost. The cheapest "
                       "way that can be paid is highlighted; a way without a price says so.")
                        .arg(numfmt::optionWithRental(o),
                             numfmt::runCount(m_scenario.compute.cluster.runsPerDay))
                  : tr("%1, bought each way and kept up all month (730 h). The cheapest way that "
                       "can be paid is "
                       "highlighted; a way without a price says so.")
                        .arg(numfmt::optionWithRental(o)),
              st.small, st.muted);
    f.addSpace(3);
    f.keepWithNext(from);
    std::vector<FlowRow> rows;
    for (const BuyingModeRow& r : BuyingModesText::rows(modes, job)) {
        const QStringList cells = BuyingModesText::cells(r, job);
        rows.push_back({std::vector<QString>(cells.begin(), cells.end()), r.cheapest, r.cheapest});
    }
    f.addTable(buyingColumns(job), rows);
    // What each row assumes, under the table where the words have the page's width.
    f.addSpace(3);
    f.addText(BuyingModesText::legend(), st.small, st.muted);
    for (const BuyingModeRow& r : BuyingModesText::rows(modes, job))
        f.addText(tr("%1: %2").arg(r.name, r.assumes), st.small, st.muted);
    for (const ReportChart& chart : charts)
        if (chart.id == ChartId::Buying) {
            f.addSpace(8);
            addReportChart(f, chart);
        }
}

} // namespace rightsize::ui

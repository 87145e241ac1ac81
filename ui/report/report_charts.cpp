#include "ui/report/report_charts.h"

#include "ui/memory_fit_view.h"
#include "ui/pipeline_view.h"
#include "ui/serving_view.h"
#include "ui/theme.h"
#include "ui/time_cost_view.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QPicture>
#include <QSvgGenerator>
#include <qcustomplot.h>

#include <memory>

namespace rightsize::ui {
namespace {

class Words {
    Q_DECLARE_TR_FUNCTIONS(ReportRenderer)
public:
    static QString memory() { return tr("Memory per device"); }
    static QString memoryNote()
    {
        return tr("Stacked bars: weights, gradients, optimizer state, activations, KV cache and runtime overhead "
                  "against each device's capacity; bars outlined in red do not fit.");
    }
    static QString timeCost() { return tr("Time against cost"); }
    static QString timeCostNote()
    {
        return tr("Each option with its low–high range; the line joins the options no other beats on both time "
                  "and cost (the Pareto front).");
    }
    static QString latencyCost() { return tr("Latency against cost"); }
    static QString latencyCostNote() { return tr("p95 latency at the peak load against the cost per hour of each option."); }
    static QString pipeline() { return tr("Data pipeline of the recommended option"); }
    static QString pipelineNote() { return tr("What each stage can sustain; the slowest stage sets the pace."); }
    static QString serving() { return tr("Latency under load"); }
    static QString servingNote() { return tr("p95 latency against the offered load for the best options, with the latency target."); }
};

// The chart's logical size: wide enough for its labels, and the shape the report gives it.
constexpr QSize kChartSize(680, 310);

QByteArray renderSvg(ChartView& view)
{
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(kChartSize);
    generator.setViewBox(QRect(QPoint(0, 0), kChartSize));
    view.renderTo(generator, kChartSize);
    return svg;
}

// Two passes: the chart without what QCustomPlot clips to the axes, then the chart clipped to
// the axes. Hiding layers instead does not work: plottables inherit the visibility of their axis
// rect, which sits on the background layer.
std::vector<ReportChart::Layer> renderLayers(ChartView& view)
{
    QCustomPlot* plot = view.findChild<QCustomPlot*>();
    if (!plot)
        return {{renderSvg(view), {}}};
    view.renderTo(*std::make_unique<QPicture>(), kChartSize); // lays the plot out at the chart's size
    QRegion clip;
    for (QCPAxisRect* rect : plot->axisRects())
        clip += rect->rect();

    std::vector<std::pair<QCPLayerable*, bool>> clipped;   // drawn only inside the axes
    std::vector<std::pair<QCPLayerable*, bool>> unclipped; // items free to leave the axes
    for (int i = 0; i < plot->plottableCount(); ++i)
        clipped.emplace_back(plot->plottable(i), plot->plottable(i)->visible());
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        (item->clipToAxisRect() ? clipped : unclipped).emplace_back(item, item->visible());
    }
    auto show = [](const auto& list, bool on) {
        for (const auto& [layerable, wasVisible] : list)
            layerable->setVisible(on && wasVisible);
    };
    std::vector<ReportChart::Layer> layers;
    show(clipped, false);
    layers.push_back({renderSvg(view), {}});
    show(clipped, true);
    show(unclipped, false);
    layers.push_back({renderSvg(view), clip});
    show(unclipped, true);
    return layers;
}

ReportChart record(ChartView& view, const Plan& plan, const Scenario& scenario, QString caption, QString note)
{
    // The report is printed on white paper: the light palette, and a font that is always there.
    view.setPalette(lightPalette());
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(8.5);
    view.setFont(font);
    view.resize(kChartSize);
    view.showPlan(plan, scenario);
    if (plan.recommended)
        view.setSelectedOption(int(*plan.recommended));
    ReportChart chart;
    chart.caption = std::move(caption);
    chart.note = std::move(note);
    chart.size = kChartSize;
    chart.layers = renderLayers(view);
    return chart;
}

} // namespace

std::vector<ReportChart> recordReportCharts(const Scenario& scenario, const Plan& plan, const Catalog& catalog)
{
    std::vector<ReportChart> charts;
    const bool serving = scenario.workload.kind == WorkloadKind::OnlineServing;
    {
        MemoryFitView view;
        charts.push_back(record(view, plan, scenario, Words::memory(), Words::memoryNote()));
    }
    {
        TimeCostView view;
        charts.push_back(record(view, plan, scenario, serving ? Words::latencyCost() : Words::timeCost(),
                                serving ? Words::latencyCostNote() : Words::timeCostNote()));
    }
    {
        PipelineView view;
        charts.push_back(record(view, plan, scenario, Words::pipeline(), Words::pipelineNote()));
    }
    if (serving) {
        ServingView view;
        // A non-owning pointer: the caller's catalog outlives this function.
        view.setCatalog(std::shared_ptr<const Catalog>(std::shared_ptr<const Catalog>(), &catalog));
        charts.push_back(record(view, plan, scenario, Words::serving(), Words::servingNote()));
    }
    return charts;
}

} // namespace rightsize::ui

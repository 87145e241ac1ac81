#include "ui/report/report_charts.h"

#include "ui/charts/chart_registry.h"
#include "ui/charts/chart_view.h"
#include "ui/report/report_flow.h"
#include "ui/widgets/theme.h"

#include <QBuffer>
#include <QFont>
#include <QPainter>
#include <QPicture>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <memory>
#include <qcustomplot.h>

namespace rightsize::ui {
namespace {

// The chart's logical size: wide enough for its labels, and the shape the report gives it.
constexpr QSize kChartSize(680, 310);

QByteArray renderSvg(ChartView& view) {
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
std::vector<ReportChart::Layer> renderLayers(ChartView& view) {
    QCustomPlot* plot = view.findChild<QCustomPlot*>();
    if (!plot)
        return {{renderSvg(view), {}}};
    view.renderTo(*std::make_unique<QPicture>(),
                  kChartSize); // lays the plot out at the chart's size
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

ReportChart record(ChartView& view, const Plan& plan, const Scenario& scenario, QString caption,
                   QString note) {
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

std::vector<ReportChart> recordReportCharts(const Scenario& scenario, const Plan& plan,
                                            const Catalog& catalog) {
    // A non-owning pointer: the caller's catalog outlives this function.
    const std::shared_ptr<const Catalog> planCatalog(std::shared_ptr<const Catalog>(), &catalog);
    std::vector<ReportChart> charts;
    for (const ChartEntry& entry : chartRegistry()) {
        if (!entry.inReport(scenario, plan))
            continue;
        const std::unique_ptr<ChartView> view(entry.make(nullptr));
        view->setCatalog(planCatalog);
        ReportChart chart = record(*view, plan, scenario, entry.reportCaption(scenario),
                                   entry.reportNote(scenario));
        // A view that says it does not apply (the data pipeline of gradient-boosted trees) would
        // print a box with that sentence: the report leaves it out.
        if (!view->emptyStateText().isEmpty())
            continue;
        chart.id = entry.id;
        charts.push_back(std::move(chart));
    }
    return charts;
}

void addReportChart(ReportFlow& f, const ReportChart& chart) {
    const ReportStyle& st = f.style();
    // The caption and its note go with the chart onto one page.
    const std::size_t from = f.mark();
    f.addSubheading(chart.caption);
    f.addText(chart.note, st.small, st.muted);
    f.addSpace(3);
    f.keepWithNext(from);
    const double h = f.width() * double(chart.size.height()) / double(chart.size.width());
    struct Part {
        std::shared_ptr<QSvgRenderer> svg;
        QRegion clip;
    };
    std::vector<Part> parts;
    for (const ReportChart::Layer& layer : chart.layers)
        parts.push_back({std::make_shared<QSvgRenderer>(layer.svg), layer.clip});
    const QSize size = chart.size;
    const QColor frame = st.rule;
    f.addBlock(h, [parts, size, frame](QPainter& p, const QRectF& r) {
        for (const Part& part : parts) {
            p.save();
            p.translate(r.topLeft());
            p.scale(r.width() / size.width(), r.height() / size.height());
            p.setClipRect(QRect(QPoint(0, 0), size));
            if (!part.clip.isEmpty())
                p.setClipRegion(part.clip, Qt::IntersectClip);
            part.svg->render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
            p.restore();
        }
        p.setPen(QPen(frame, 0.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
    });
}

} // namespace rightsize::ui

#include "ui/serving_view.h"

#include "ui/number_format.h"
#include "ui/plot_style.h"
#include "ui/serving_curve_source.h"

#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace rightsize::ui {

ServingView::ServingView(QWidget* parent)
    : ChartView(parent)
    , m_plot(new QCustomPlot(this))
{
    setAccessibleName(tr("Serving latency chart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setInteractions({});
    placeLegendAbove(m_plot, 2);
    keepLegendFitted(m_plot);
    // Under the legend, outside the curves, so it can never sit on one of them.
    m_plot->plotLayout()->insertRow(1);
    m_batching = new QCPTextElement(m_plot, QString(), font());
    m_plot->plotLayout()->addElement(1, 0, m_batching);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    stylePlot(m_plot, palette());
    rebuild();
}

void ServingView::showPlan(const Plan& plan, const Scenario& scenario)
{
    m_plan = plan;
    m_scenario = scenario;
    m_dirty = true;
    // The simulation behind the curves costs more than the other charts together; run it only
    // when the chart can be seen (or is exported).
    if (isVisible())
        rebuild();
}

void ServingView::setSelectedOption(int index)
{
    if (index == m_selected)
        return;
    m_selected = index;
    m_dirty = true;
    if (isVisible())
        rebuild();
}

void ServingView::showEvent(QShowEvent* event)
{
    ChartView::showEvent(event);
    if (m_dirty)
        rebuild();
}

void ServingView::rebuild()
{
    m_dirty = false;
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_curves = 0;
    m_placeholder = true;
    m_plot->xAxis->setLabel(tr("Offered load (requests per second)"));
    m_plot->yAxis->setLabel(tr("p95 latency (ms)"));

    const Workload& w = m_scenario.workload;
    m_batching->setText(QString());
    if (w.kind != WorkloadKind::OnlineServing) {
        m_plot->legend->setVisible(false);
        m_plot->xAxis->setRange(0, 1);
        m_plot->yAxis->setRange(0, 1);
        setEmptyState(tr("For online serving"),
                      tr("This chart shows p95 latency against the offered load of an online "
                         "service. Set the workload kind to Online serving to see it."));
        return;
    }
    if (!m_catalog || m_plan.options.empty()) {
        m_plot->legend->setVisible(false);
        setEmptyState(tr("No plan yet"),
                      tr("Describe the service on the left: its latency under load appears here."));
        return;
    }

    // The options worth comparing: the selected one, the recommendation, then the runners-up.
    std::vector<int> shown;
    auto add = [&](int i) {
        if (i >= 0 && i < int(m_plan.options.size()) && int(shown.size()) < kMaxCurves &&
            std::find(shown.begin(), shown.end(), i) == shown.end() && m_plan.options[std::size_t(i)].fits)
            shown.push_back(i);
    };
    if (m_plan.recommended)
        add(int(*m_plan.recommended));
    add(m_selected);
    for (std::size_t r : m_plan.runnersUp)
        add(int(r));

    static const QColor colours[kMaxCurves] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                               QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7)};
    double xMax = std::max(1.0, w.serving.qps * 1.2);
    double yMax = std::max(1.0, w.serving.p95Ms * 1.5);
    for (int i : shown) {
        const OptionResult& o = m_plan.options[std::size_t(i)];
        const auto curve = servingLatencyCurve(m_scenario, *m_catalog, o, 14);
        if (curve.empty())
            continue;
        auto* g = m_plot->addGraph();
        g->setName(o.latency ? tr("%1, %n replica(s)", nullptr, o.latency->replicas).arg(fmt::optionLabel(o))
                             : fmt::optionLabel(o));
        const QColor c = colours[m_curves % kMaxCurves];
        g->setPen(QPen(c, i == m_selected ? 3 : 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        for (const auto& [qps, p95] : curve) {
            g->addData(qps, p95);
            xMax = std::max(xMax, qps);
        }
        ++m_curves;
    }
    if (m_curves == 0) {
        m_plot->legend->setVisible(false);
        setEmptyState(tr("Nothing to serve with"),
                      tr("No option can serve this model: none fits in memory. The "
                         "Memory fit tab shows what is needed."));
        return;
    }
    setEmptyState({}, {});
    m_placeholder = false;
    // Latency explodes at saturation; cap the axis at a few targets so the knee stays readable.
    yMax = std::max(yMax, w.serving.p95Ms > 0 ? w.serving.p95Ms * 3 : yMax);
    // Capacity curves of fast devices run far past the peak load; a log axis keeps the region
    // around the peak readable next to them.
    double xMin = xMax;
    for (int g = 0; g < m_plot->graphCount(); ++g)
        if (!m_plot->graph(g)->data()->isEmpty())
            xMin = std::min(xMin, m_plot->graph(g)->data()->constBegin()->key);
    if (w.serving.qps > 0)
        xMin = std::min(xMin, w.serving.qps);
    if (xMin > 0 && xMax / xMin > 20) {
        m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
        auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
        ticker->setSubTickCount(8);
        m_plot->xAxis->setTicker(ticker);
        m_plot->xAxis->setNumberFormat(QStringLiteral("gb"));
        m_plot->xAxis->setRange(xMin / 1.5, xMax * 1.3);
    } else {
        m_plot->xAxis->setScaleType(QCPAxis::stLinear);
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        m_plot->xAxis->setNumberFormat(QStringLiteral("g"));
        m_plot->xAxis->setRange(0, xMax * 1.05);
    }
    m_plot->yAxis->setRange(0, yMax);

    const QColor limit(0xD5, 0x5E, 0x00);
    if (w.serving.p95Ms > 0) {
        auto* slo = new QCPItemStraightLine(m_plot);
        slo->point1->setCoords(m_plot->xAxis->range().lower, w.serving.p95Ms);
        slo->point2->setCoords(m_plot->xAxis->range().upper, w.serving.p95Ms);
        slo->setPen(QPen(limit, 1.5, Qt::DashLine));
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(m_plot->xAxis->range().lower, w.serving.p95Ms);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(6, 0, 0, 3));
        label->setText(tr("p95 target %1 ms").arg(fmt::number(w.serving.p95Ms, 0)));
        label->setColor(limit);
    }
    if (w.serving.qps > 0) {
        auto* peak = new QCPItemStraightLine(m_plot);
        peak->point1->setCoords(w.serving.qps, 0);
        peak->point2->setCoords(w.serving.qps, 1);
        peak->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(w.serving.qps, yMax);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setPadding(QMargins(5, 3, 0, 0));
        label->setText(tr("peak %1 req/s").arg(fmt::number(w.serving.qps, 0)));
        label->setColor(palette().color(QPalette::Text));
    }
    m_batching->setText(tr("Micro-batch window %1 ms, at most %2 requests per batch")
                            .arg(fmt::number(w.serving.batchWindowMs, 1))
                            .arg(w.serving.maxBatch));
    m_batching->setTextColor(palette().color(QPalette::Text));
    m_batching->setFont(font());

    m_plot->legend->setVisible(true);
    fitLegendToWidth(m_plot, m_plot->width());
    m_plot->replot();
}

void ServingView::changeEvent(QEvent* event)
{
    ChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        m_plot->setFont(font());
        stylePlot(m_plot, palette());
        m_dirty = true;
        if (isVisible())
            rebuild();
    }
}

void ServingView::renderTo(QPaintDevice& device, const QSize& size)
{
    if (m_dirty)
        rebuild();
    if (!emptyStateText().isEmpty()) {
        QPainter painter(&device);
        paintEmptyState(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        return;
    }
    renderPlot(m_plot, device, size);
}

QPixmap ServingView::toPixmap(const QSize& size)
{
    if (m_dirty)
        rebuild();
    if (!emptyStateText().isEmpty()) {
        QPixmap pixmap(size);
        QPainter painter(&pixmap);
        paintEmptyState(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        return pixmap;
    }
    return plotPixmap(m_plot, size);
}

} // namespace rightsize::ui

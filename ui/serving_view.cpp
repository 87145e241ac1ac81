#include "ui/serving_view.h"

#include "ui/number_format.h"
#include "ui/plot_style.h"
#include "ui/serving_curve_source.h"

#include <algorithm>
#include <qcustomplot.h>

namespace rightsize::ui {

ServingView::ServingView(QWidget* parent) : PlotChartView(parent) {
    setAccessibleName(tr("Serving latency chart"));
    placeLegendAbove(m_plot, 2);
    keepLegendFitted(m_plot);
    // Under the legend, outside the curves, so it can never sit on one of them.
    m_plot->plotLayout()->insertRow(1);
    m_batching = new QCPTextElement(m_plot, QString(), font());
    m_plot->plotLayout()->addElement(1, 0, m_batching);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    refreshNow(); // the empty state, before any plan: cheap
}

void ServingView::build()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_curves = 0;
    m_placeholder = true;
    m_plot->xAxis->setLabel(tr("Offered load (requests per second)"));
    m_plot->yAxis->setLabel(tr("p95 latency (ms)"));
    m_batching->setText(QString());
    m_plot->legend->setVisible(false);

    const Workload& w = scenario().workload;
    if (w.kind != WorkloadKind::OnlineServing) {
        m_plot->xAxis->setRange(0, 1);
        m_plot->yAxis->setRange(0, 1);
        setEmptyState(tr("For online serving"),
                      tr("This chart shows p95 latency against the offered load of an online "
                         "service. Set the workload kind to Online serving to see it."));
        return;
    }
    if (!planCatalog() || plan().options.empty()) {
        setEmptyState(tr("No plan yet"),
                      tr("Describe the service on the left: its latency under load appears here."));
        return;
    }
    const double xMax = addCurves(curveOptions());
    if (m_curves == 0) {
        setEmptyState(tr("Nothing to serve with"),
                      tr("No option can serve this model: none fits in memory. The "
                         "Memory fit tab shows what is needed."));
        return;
    }
    setEmptyState({}, {});
    m_placeholder = false;
    // Latency explodes at saturation; cap the axis at a few targets so the knee stays readable.
    double yMax = std::max(1.0, w.serving.p95Ms * 1.5);
    yMax = std::max(yMax, w.serving.p95Ms > 0 ? w.serving.p95Ms * 3 : yMax);
    setAxes(xMax, yMax);
    addLines(yMax);
    m_batching->setText(tr("Micro-batch window %1 ms, at most %2 requests per batch")
                            .arg(fmt::number(w.serving.batchWindowMs, 1))
                            .arg(w.serving.maxBatch));
    m_batching->setTextColor(palette().color(QPalette::Text));
    m_batching->setFont(font());
    m_plot->legend->setVisible(true);
    fitLegendToWidth(m_plot, m_plot->width());
    m_plot->replot();
}

std::vector<int> ServingView::curveOptions() const
{
    // The options worth comparing: the selected one, the recommendation, then the runners-up.
    std::vector<int> shown;
    auto add = [&](int i) {
        if (i >= 0 && i < int(plan().options.size()) && int(shown.size()) < kMaxCurves &&
            std::find(shown.begin(), shown.end(), i) == shown.end() && plan().options[std::size_t(i)].fits)
            shown.push_back(i);
    };
    if (plan().recommended)
        add(int(*plan().recommended));
    add(selectedOption());
    for (std::size_t r : plan().runnersUp)
        add(int(r));
    return shown;
}

double ServingView::addCurves(const std::vector<int>& options)
{
    // The Okabe–Ito colour-blind-safe palette (Okabe and Ito, "Color Universal Design", 2008).
    static const QColor colours[kMaxCurves] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                               QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7)};
    double xMax = std::max(1.0, scenario().workload.serving.qps * 1.2);
    for (int i : options) {
        const OptionResult& o = plan().options[std::size_t(i)];
        const auto curve = servingLatencyCurve(scenario(), *planCatalog(), o, 14);
        if (curve.empty())
            continue;
        auto* g = m_plot->addGraph();
        g->setName(o.latency ? tr("%1, %n replica(s)", nullptr, o.latency->replicas).arg(fmt::optionLabel(o))
                             : fmt::optionLabel(o));
        const QColor c = colours[m_curves % kMaxCurves];
        g->setPen(QPen(c, i == selectedOption() ? 3 : 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        for (const auto& [qps, p95] : curve) {
            g->addData(qps, p95);
            xMax = std::max(xMax, qps);
        }
        ++m_curves;
    }
    return xMax;
}

void ServingView::setAxes(double xMax, double yMax)
{
    // Capacity curves of fast devices run far past the peak load; a log axis keeps the region
    // around the peak readable next to them.
    const double qps = scenario().workload.serving.qps;
    double xMin = xMax;
    for (int g = 0; g < m_plot->graphCount(); ++g)
        if (!m_plot->graph(g)->data()->isEmpty())
            xMin = std::min(xMin, m_plot->graph(g)->data()->constBegin()->key);
    if (qps > 0)
        xMin = std::min(xMin, qps);
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
}

void ServingView::addLines(double yMax)
{
    const ServingSpec& s = scenario().workload.serving;
    // Vermillion of the Okabe–Ito palette, as the limits of the time-vs-cost chart.
    const QColor limit(0xD5, 0x5E, 0x00);
    if (s.p95Ms > 0) {
        auto* slo = new QCPItemStraightLine(m_plot);
        slo->point1->setCoords(m_plot->xAxis->range().lower, s.p95Ms);
        slo->point2->setCoords(m_plot->xAxis->range().upper, s.p95Ms);
        slo->setPen(QPen(limit, 1.5, Qt::DashLine));
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(m_plot->xAxis->range().lower, s.p95Ms);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(6, 0, 0, 3));
        label->setText(tr("p95 target %1 ms").arg(fmt::number(s.p95Ms, 0)));
        label->setColor(limit);
    }
    if (s.qps > 0) {
        auto* peak = new QCPItemStraightLine(m_plot);
        peak->point1->setCoords(s.qps, 0);
        peak->point2->setCoords(s.qps, 1);
        peak->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(s.qps, yMax);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setPadding(QMargins(5, 3, 0, 0));
        label->setText(tr("peak %1 req/s").arg(fmt::number(s.qps, 0)));
        label->setColor(palette().color(QPalette::Text));
    }
}

} // namespace rightsize::ui

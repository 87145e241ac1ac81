#include "ui/charts/calibration_scatter_view.h"

#include "ui/charts/plot_style.h"

#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace rightsize::ui {

CalibrationScatterView::CalibrationScatterView(QWidget* parent)
    : PlotChartView(parent) {
    setMinimumSize(260, 220);
    placeLegendAbove(m_plot, 3);
    keepLegendFitted(m_plot);
    rebuild();
}

void CalibrationScatterView::setFit(const CalibrationFit& fit, const std::string& quantity) {
    m_fit = fit;
    m_quantity = quantity;
    rebuild();
}

std::vector<std::string> CalibrationScatterView::quantitiesOf(const CalibrationFit& fit) {
    std::vector<std::string> out;
    for (const FittedRun& r : fit.runs)
        for (const FittedQuantity& q : r.quantities)
            if (std::find(out.begin(), out.end(), q.quantity) == out.end())
                out.push_back(q.quantity);
    return out;
}

void CalibrationScatterView::build() {
    m_plot->clearPlottables();
    m_plot->clearItems();
    stylePlot(m_plot, palette());
    QVector<double> bx, by, ax, ay;
    double lo = 0, hi = 0;
    auto extend = [&](double v) {
        if (v <= 0 || !std::isfinite(v))
            return;
        lo = lo == 0 ? v : std::min(lo, v);
        hi = std::max(hi, v);
    };
    for (const FittedRun& r : m_fit.runs)
        for (FittedQuantity q : r.quantities) {
            if (q.measured <= 0 || q.quantity != m_quantity)
                continue;
            // Memory in GiB, the unit of every other memory figure in the window.
            if (q.quantity == "peak_memory_bytes") {
                constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
                q.measured /= kGiB;
                q.before /= kGiB;
                q.after /= kGiB;
            }
            if (q.before > 0) {
                bx << q.before;
                by << q.measured;
                extend(q.before);
            }
            if (q.after > 0) {
                ax << q.after;
                ay << q.measured;
                extend(q.after);
            }
            extend(q.measured);
        }
    m_before = int(bx.size());
    m_after = int(ax.size());
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        axis->setNumberFormat(QStringLiteral("gb"));
    }
    const QString unit = m_quantity == "peak_memory_bytes" ? tr("GiB")
                         : m_quantity == "samples_per_s"   ? tr("samples/s")
                         : m_quantity == "tokens_per_s"    ? tr("tokens/s")
                         : m_quantity == "latency_p50_ms" || m_quantity == "latency_p95_ms"
                             ? tr("ms")
                             : tr("s");
    m_plot->xAxis->setLabel(tr("predicted, %1").arg(unit));
    m_plot->yAxis->setLabel(tr("measured, %1").arg(unit));
    if (lo <= 0) {
        setPlotPlaceholder(m_plot,
                           tr("No run of this calibration could be compared with the plan."));
        m_plot->replot();
        return;
    }
    // A margin of ×2 either side, so points at the ends stay inside the frame.
    const double from = lo / 2, to = hi * 2;
    m_plot->xAxis->setRange(from, to);
    m_plot->yAxis->setRange(from, to);

    const QColor text = palette().color(QPalette::WindowText);
    QCPGraph* ideal = m_plot->addGraph();
    ideal->setName(tr("prediction = measurement"));
    ideal->setData({from, to}, {from, to});
    QPen dashed(text, 1, Qt::DashLine);
    ideal->setPen(dashed);

    QCPGraph* before = m_plot->addGraph();
    before->setName(tr("uncalibrated"));
    before->setData(bx, by);
    before->setLineStyle(QCPGraph::lsNone);
    before->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssCircle, QPen(QColor(0xd9, 0x5f, 0x02), 1.5), QBrush(Qt::NoBrush), 9));

    QCPGraph* after = m_plot->addGraph();
    after->setName(tr("calibrated (run left out)"));
    after->setData(ax, ay);
    after->setLineStyle(QCPGraph::lsNone);
    after->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x1b, 0x9e, 0x77),
                                           QColor(0x1b, 0x9e, 0x77), 7));

    m_plot->legend->setVisible(true);
    fitLegendToWidth(m_plot, m_plot->width());
    m_plot->replot();
}

} // namespace rightsize::ui

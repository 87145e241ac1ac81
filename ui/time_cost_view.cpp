#include "ui/time_cost_view.h"

#include "ui/number_format.h"
#include "ui/plan_wording.h"
#include "ui/plot_style.h"

#include <QLocale>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <qcustomplot.h>

namespace rightsize::ui {
namespace {

// Beyond this ratio between the largest and the smallest value a linear axis crams most points
// into a corner; a logarithmic one spreads them out.
constexpr double kLogSpread = 25;

void setAxisScale(QCPAxis* axis, double lo, double hi, bool log)
{
    if (log) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        // Labels at 1, 2 and 5 of every decade (only 1 and 10 when the span is wide): a log
        // axis labelled only at powers of ten leaves most of a narrow span without numbers.
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        const bool wide = hi / lo > 1000;
        for (double decade = std::pow(10.0, std::floor(std::log10(lo / 1.6))); decade <= hi * 1.6; decade *= 10)
            for (double m : {1.0, 2.0, 5.0}) {
                if (wide && m != 1.0)
                    continue;
                const double v = decade * m;
                if (v >= lo / 1.6 && v <= hi * 1.6)
                    // Whole numbers read as "2 000" / "2,000" in the user's locale, not "2E+03".
                    ticker->addTick(v, v >= 1 && v < 1e9 ? QLocale().toString(qint64(std::llround(v)))
                                                         : QLocale().toString(v, 'g', 3));
            }
        ticker->setSubTickCount(0);
        axis->setTicker(ticker);
        axis->setNumberFormat(QStringLiteral("gb"));
        axis->setNumberPrecision(3);
        axis->setRange(lo / 1.6, hi * 1.6);
    } else {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        axis->setNumberFormat(QStringLiteral("g"));
        axis->setNumberPrecision(6);
        axis->setRange(0, hi * 1.15);
    }
}

} // namespace

TimeCostView::TimeCostView(QWidget* parent)
    : ChartView(parent)
    , m_plot(new QCustomPlot(this))
{
    setAccessibleName(tr("Time against cost chart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMouseTracking(true);
    m_plot->setInteractions({});
    m_plot->setCursor(Qt::PointingHandCursor);
    connect(m_plot, &QCustomPlot::mousePress, this, &TimeCostView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseMove, this, &TimeCostView::onMouseMove);
    connect(m_plot, &QCustomPlot::afterLayout, this, &TimeCostView::placeLabels);
    placeLegendAbove(m_plot);
    keepLegendFitted(m_plot);
    m_note = new QCPTextElement(m_plot, QString(), font());
    m_plot->plotLayout()->addElement(2, 0, m_note);
    m_plot->plotLayout()->setRowStretchFactor(2, 0.001);
    stylePlot(m_plot, palette());
    rebuild();
}

void TimeCostView::showPlan(const Plan& plan, const Scenario& scenario)
{
    m_plan = plan;
    m_scenario = scenario;
    rebuild();
}

void TimeCostView::setSelectedOption(int index)
{
    if (index == m_selected)
        return;
    m_selected = index;
    rebuild();
}

QWidget* TimeCostView::clickTarget() const { return m_plot; }

QPoint TimeCostView::optionPixel(int index) const
{
    for (const Point& p : m_points)
        if (p.option == index)
            return QPointF(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y)).toPoint();
    return {-1, -1};
}

void TimeCostView::showEvent(QShowEvent* event)
{
    ChartView::showEvent(event);
    if (m_dirty)
        rebuild();
}

void TimeCostView::rebuild()
{
    // A chart on a hidden tab is rebuilt when it is shown: an edit pays only for what is seen.
    if (!isVisible() && testAttribute(Qt::WA_WState_Created)) {
        m_dirty = true;
        return;
    }
    build();
}

void TimeCostView::build()
{
    m_dirty = false;
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_points.clear();
    m_labelWishes.clear();
    m_pointLabels.clear();
    m_fixedLabels.clear();

    const Constraints& c = m_scenario.constraints;
    m_serving = m_scenario.workload.kind == WorkloadKind::OnlineServing;
    int notFitting = 0;
    for (std::size_t i = 0; i < m_plan.options.size(); ++i) {
        const OptionResult& o = m_plan.options[i];
        if (!o.fits) {
            ++notFitting;
            continue;
        }
        // A device with no known price has no place on a cost axis; the table lists it.
        if (o.cost.perHour <= 0)
            continue;
        Point p;
        p.option = int(i);
        if (m_serving) {
            if (!o.latency || o.latency->p95Ms <= 0)
                continue;
            p.x = p.xLow = p.xHigh = o.latency->p95Ms;
            p.y = p.yLow = p.yHigh = o.cost.perHour;
        } else {
            if (o.timeSeconds.expected <= 0)
                continue;
            p.x = o.timeSeconds.expected / 3600;
            p.xLow = o.timeSeconds.low / 3600;
            p.xHigh = o.timeSeconds.high / 3600;
            p.y = o.cost.total.expected;
            p.yLow = o.cost.total.low;
            p.yHigh = o.cost.total.high;
        }
        if (p.y <= 0)
            p.y = p.yLow = p.yHigh = 1e-3; // free devices still need a place on a log axis
        m_points.push_back(p);
    }
    std::sort(m_points.begin(), m_points.end(), [](const Point& a, const Point& b) { return a.x < b.x; });

    m_plot->xAxis->setLabel(m_serving ? tr("p95 latency at the peak load (ms)") : tr("Time to finish the job (hours)"));
    m_plot->yAxis->setLabel(m_serving ? tr("Cost per hour (USD)") : tr("Total cost of the job (USD)"));

    if (m_points.empty()) {
        m_plot->legend->setVisible(false);
        m_note->setText(QString());
        if (m_plan.options.empty())
            setEmptyState(tr("No plan yet"),
                          tr("Describe a workload on the left: each option appears here with its "
                             "time and cost."));
        else
            setEmptyState(tr("Nothing to compare"),
                          tr("No option fits in memory, so none has a time or a cost. "
                             "The Memory fit tab shows what is needed."));
        setAxisScale(m_plot->xAxis, 1, 1, false);
        setAxisScale(m_plot->yAxis, 1, 1, false);
        m_plot->replot();
        return;
    }
    setEmptyState({}, {});

    // Axis ranges cover the whiskers and the constraint lines.
    // 0 means no such limit.
    const double xLimit = m_serving ? m_scenario.workload.serving.p95Ms : c.deadlineHours.value_or(0);
    const double yLimit = m_serving ? c.budgetPerHour.value_or(0) : c.budgetTotal.value_or(0);
    double xMin = std::numeric_limits<double>::max(), xMax = 0, yMin = xMin, yMax = 0;
    for (const Point& p : m_points) {
        xMin = std::min(xMin, std::max(1e-9, p.xLow));
        xMax = std::max(xMax, p.xHigh);
        yMin = std::min(yMin, std::max(1e-9, p.yLow));
        yMax = std::max(yMax, p.yHigh);
    }
    if (xLimit > 0) {
        xMin = std::min(xMin, xLimit);
        xMax = std::max(xMax, xLimit);
    }
    if (yLimit > 0) {
        yMin = std::min(yMin, yLimit);
        yMax = std::max(yMax, yLimit);
    }
    m_logX = xMax / xMin > kLogSpread;
    m_logY = yMax / yMin > kLogSpread;
    setAxisScale(m_plot->xAxis, xMin, xMax, m_logX);
    setAxisScale(m_plot->yAxis, yMin, yMax, m_logY);

    const QColor text = palette().color(QPalette::Text);
    const QColor accent(0x00, 0x72, 0xB2);
    const QColor good(0x00, 0x9E, 0x73);
    QColor muted = text;
    muted.setAlpha(110);

    // Whiskers hang off an invisible graph that holds every point in key order.
    auto* all = m_plot->addGraph();
    all->setLineStyle(QCPGraph::lsNone);
    all->setScatterStyle(QCPScatterStyle::ssNone);
    all->removeFromLegend();
    QVector<double> xs, ys, xMinus, xPlus, yMinus, yPlus;
    for (const Point& p : m_points) {
        xs << p.x;
        ys << p.y;
        xMinus << std::max(0.0, p.x - p.xLow);
        xPlus << std::max(0.0, p.xHigh - p.x);
        yMinus << std::max(0.0, p.y - p.yLow);
        yPlus << std::max(0.0, p.yHigh - p.y);
    }
    all->setData(xs, ys, true);
    if (!m_serving) {
        QColor whisker = text;
        whisker.setAlpha(90);
        auto* xErr = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
        xErr->setDataPlottable(all);
        xErr->setErrorType(QCPErrorBars::etKeyError);
        xErr->setData(xMinus, xPlus);
        xErr->setPen(QPen(whisker, 1));
        xErr->setWhiskerWidth(5);
        xErr->setName(tr("Low–high range"));
        auto* yErr = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
        yErr->setDataPlottable(all);
        yErr->setErrorType(QCPErrorBars::etValueError);
        yErr->setData(yMinus, yPlus);
        yErr->setPen(QPen(whisker, 1));
        yErr->setWhiskerWidth(5);
        yErr->removeFromLegend();
    }

    // The Pareto front: nothing else is both faster and cheaper.
    auto* front = m_plot->addGraph();
    front->setName(tr("Pareto front"));
    front->setPen(QPen(accent, 1.6, Qt::DashLine));
    front->setLineStyle(QCPGraph::lsLine);
    front->setScatterStyle(QCPScatterStyle::ssNone);
    auto* meets = m_plot->addGraph();
    meets->setName(tr("Meets the constraints"));
    meets->setLineStyle(QCPGraph::lsNone);
    meets->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, accent, accent, 8));
    auto* misses = m_plot->addGraph();
    misses->setName(tr("Misses a constraint"));
    misses->setLineStyle(QCPGraph::lsNone);
    misses->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(muted, 1.5), Qt::NoBrush, 8));
    for (const Point& p : m_points) {
        const OptionResult& o = m_plan.options[std::size_t(p.option)];
        if (o.onParetoFront)
            front->addData(p.x, p.y);
        (o.meetsConstraints ? meets : misses)->addData(p.x, p.y);
    }
    if (front->dataCount() == 0)
        front->removeFromLegend();

    if (m_plan.recommended) {
        for (const Point& p : m_points) {
            if (p.option != int(*m_plan.recommended))
                continue;
            auto* rec = m_plot->addGraph();
            rec->setName(tr("Recommended"));
            rec->setLineStyle(QCPGraph::lsNone);
            rec->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, good.darker(130), good, 15));
            rec->addData(p.x, p.y);
        }
    }
    for (const Point& p : m_points) {
        if (p.option != m_selected)
            continue;
        auto* sel = m_plot->addGraph();
        sel->setName(tr("Selected"));
        sel->setLineStyle(QCPGraph::lsNone);
        sel->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(palette().color(QPalette::Highlight), 2.5),
                                             Qt::NoBrush, 20));
        sel->addData(p.x, p.y);
    }

    // Constraint lines.
    const QColor limitColour(0xD5, 0x5E, 0x00);
    auto addLimitLabel = [&](double x, double y, const QString& s, Qt::Alignment align) {
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(x, y);
        label->setPositionAlignment(align);
        label->setText(s);
        label->setColor(limitColour);
        label->setPadding(QMargins(4, 2, 4, 2));
        m_fixedLabels.push_back(label);
    };
    if (xLimit > 0) {
        auto* line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(xLimit, m_plot->yAxis->range().lower);
        line->point2->setCoords(xLimit, m_plot->yAxis->range().upper);
        line->setPen(QPen(limitColour, 1.5, Qt::DashDotLine));
        addLimitLabel(xLimit, m_plot->yAxis->range().upper,
                      m_serving ? tr("p95 target %1 ms").arg(fmt::number(xLimit, 0))
                                : tr("deadline %1").arg(fmt::hours(xLimit)),
                      Qt::AlignRight | Qt::AlignTop);
    }
    if (yLimit > 0) {
        auto* line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(m_plot->xAxis->range().lower, yLimit);
        line->point2->setCoords(m_plot->xAxis->range().upper, yLimit);
        line->setPen(QPen(limitColour, 1.5, Qt::DashDotLine));
        addLimitLabel(m_plot->xAxis->range().upper, yLimit,
                      m_serving ? tr("budget %1").arg(fmt::usdPerHour(yLimit)) : tr("budget %1").arg(fmt::usd(yLimit)),
                      Qt::AlignRight | Qt::AlignBottom);
    }

    // Labels on the points a reader looks for; placed once the pixels are known (placeLabels).
    std::vector<bool> wished(m_points.size(), false);
    auto wish = [&](std::size_t i, bool bold) {
        if (!wished[i]) {
            wished[i] = true;
            m_labelWishes.push_back({int(i), bold});
        }
    };
    for (std::size_t i = 0; i < m_points.size(); ++i)
        if (m_points[i].option == m_selected ||
            (m_plan.recommended && m_points[i].option == int(*m_plan.recommended)))
            wish(i, true);
    for (std::size_t i = 0; i < m_points.size(); ++i)
        if (m_plan.options[std::size_t(m_points[i].option)].onParetoFront)
            wish(i, false);
    if (m_points.size() <= 12)
        for (std::size_t i = 0; i < m_points.size(); ++i)
            wish(i, false);
    // The labels exist from here on; placeLabels only moves them and gives them their text,
    // so an export that shows and hides items layer by layer never meets a deleted one.
    for (std::size_t i = 0; i < m_labelWishes.size(); ++i) {
        auto* label = new QCPItemText(m_plot);
        label->position->setType(QCPItemPosition::ptAbsolute);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setPadding(QMargins(2, 0, 2, 0));
        m_pointLabels.push_back(label);
    }

    // Below the axis, where no whisker or line can run through it.
    m_note->setText(notFitting > 0 ? tr("%n option(s) that do not fit in memory are not shown.",
                                        nullptr, notFitting)
                                   : QString());
    m_note->setTextColor(muted);
    m_note->setFont(font());

    m_plot->legend->setVisible(true);
    fitLegendToWidth(m_plot, m_plot->width());
    m_plot->replot();
}

std::vector<QLineF> TimeCostView::lineSegments() const {
    std::vector<QLineF> lines;
    const QRect axis = m_plot->axisRect()->rect();
    const Constraints& c = m_scenario.constraints;
    const double xLimit =
        m_serving ? m_scenario.workload.serving.p95Ms : c.deadlineHours.value_or(0);
    const double yLimit = m_serving ? c.budgetPerHour.value_or(0) : c.budgetTotal.value_or(0);
    if (xLimit > 0) {
        const double x = m_plot->xAxis->coordToPixel(xLimit);
        lines.emplace_back(x, axis.top(), x, axis.bottom());
    }
    if (yLimit > 0) {
        const double y = m_plot->yAxis->coordToPixel(yLimit);
        lines.emplace_back(axis.left(), y, axis.right(), y);
    }
    QPointF previous(-1, -1);
    for (const Point& p : m_points) {
        if (!m_plan.options[std::size_t(p.option)].onParetoFront)
            continue;
        const QPointF px(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y));
        if (previous.x() >= 0)
            lines.emplace_back(previous, px);
        previous = px;
    }
    return lines;
}

std::vector<QRectF> TimeCostView::labelRects() const {
    std::vector<QRectF> rects;
    for (const QCPItemText* label : m_pointLabels)
        if (!label->text().isEmpty())
            rects.push_back(
                QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition())
                    .normalized());
    return rects;
}

void TimeCostView::placeLabels() {
    for (QCPItemText* label : m_pointLabels)
        label->setText(QString());
    if (m_labelWishes.empty())
        return;
    const QRectF axis = m_plot->axisRect()->rect();
    const std::vector<QLineF> lines = lineSegments();
    std::vector<QRectF> labels; // placed labels, the limit labels and the note: never overlapped
    for (const QCPItemText* fixed : m_fixedLabels)
        labels.push_back(
            QRectF(fixed->topLeft->pixelPosition(), fixed->bottomRight->pixelPosition())
                .normalized());
    std::vector<QRectF>
        points; // other points: avoided, but the recommendation's name may cover one
    for (const Point& p : m_points) {
        const QPointF px(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y));
        points.push_back(QRectF(px - QPointF(7, 7), QSizeF(14, 14)));
    }
    const auto hits = [](const std::vector<QRectF>& rects, const QRectF& box) {
        return std::any_of(rects.begin(), rects.end(),
                           [&](const QRectF& r) { return r.intersects(box); });
    };
    const auto crosses = [&](const QRectF& box) {
        const QLineF edges[] = {{box.topLeft(), box.topRight()},
                                {box.topRight(), box.bottomRight()},
                                {box.bottomRight(), box.bottomLeft()},
                                {box.bottomLeft(), box.topLeft()}};
        for (const QLineF& line : lines) {
            if (box.contains(line.p1()) || box.contains(line.p2()))
                return true;
            for (const QLineF& edge : edges)
                if (line.intersects(edge, nullptr) == QLineF::BoundedIntersection)
                    return true;
        }
        return false;
    };
    const QColor text = palette().color(QPalette::Text);
    for (std::size_t k = 0; k < m_labelWishes.size(); ++k) {
        const LabelWish& want = m_labelWishes[k];
        const Point& p = m_points[std::size_t(want.point)];
        const QString s = fmt::optionLabel(m_plan.options[std::size_t(p.option)]);
        QFont f = font();
        f.setBold(want.bold);
        const QFontMetricsF fm(f);
        const QSizeF size(fm.horizontalAdvance(s) + 4, fm.height());
        const QPointF px(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y));
        // Beside the point (right, then left, above then below), then centred above or below.
        const double w = size.width(), h = size.height();
        const QPointF corners[] = {px + QPointF(9, -h - 3),      px + QPointF(9, 3),
                                   px + QPointF(-9 - w, -h - 3), px + QPointF(-9 - w, 3),
                                   px + QPointF(-w / 2, -h - 9), px + QPointF(-w / 2, 9),
                                   px + QPointF(9, -h / 2),      px + QPointF(-9 - w, -h / 2)};
        std::optional<QRectF> place;
        for (int pass = 0; pass < (want.bold ? 2 : 1) && !place; ++pass)
            for (const QPointF& corner : corners) {
                const QRectF box(corner, size);
                if (!axis.contains(box) || crosses(box) || hits(labels, box) ||
                    (pass == 0 && hits(points, box)))
                    continue;
                place = box;
                break;
            }
        if (place) {
            const QRectF box = *place;
            labels.push_back(box);
            QCPItemText* label = m_pointLabels[k];
            label->position->setCoords(box.topLeft());
            label->setText(s);
            label->setFont(f);
            label->setColor(text);
        }
    }
}

int TimeCostView::optionNear(const QPoint& pos, double maxPixels) const
{
    int best = -1;
    double bestDistance = maxPixels;
    for (const Point& p : m_points) {
        const QPointF px(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y));
        const double d = std::hypot(px.x() - pos.x(), px.y() - pos.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = p.option;
        }
    }
    return best;
}

void TimeCostView::onMousePress(QMouseEvent* event)
{
    const int option = optionNear(event->pos(), 12);
    if (option >= 0)
        emit optionActivated(option);
}

void TimeCostView::onMouseMove(QMouseEvent* event)
{
    const int option = optionNear(event->pos(), 12);
    if (option < 0) {
        QToolTip::hideText();
        return;
    }
    const OptionResult& o = m_plan.options[std::size_t(option)];
    QString html = QStringLiteral("<b>%1</b><br>").arg(fmt::optionLabel(o).toHtmlEscaped());
    if (m_serving && o.latency)
        html += tr("p95 latency %1 ms at the peak load").arg(fmt::number(o.latency->p95Ms, 0)).toHtmlEscaped() +
                QStringLiteral("<br>") + tr("Cost %1").arg(fmt::usdPerHour(o.cost.perHour)).toHtmlEscaped();
    else
        html += tr("Time %1").arg(fmt::durationRange(o.timeSeconds)).toHtmlEscaped() + QStringLiteral("<br>") +
                tr("Cost %1 (%2–%3) at %4")
                    .arg(fmt::usd(o.cost.total.expected), fmt::usd(o.cost.total.low), fmt::usd(o.cost.total.high),
                         fmt::usdPerHour(o.cost.perHour))
                    .toHtmlEscaped();
    if (o.cost.quote)
        html += QStringLiteral("<br>") + PlanWordingText::priceBasis(*o.cost.quote).toHtmlEscaped();
    html += QStringLiteral("<br><i>%1</i>").arg(tr("Click to select").toHtmlEscaped());
    QToolTip::showText(event->globalPosition().toPoint(), html, m_plot);
}

void TimeCostView::changeEvent(QEvent* event)
{
    ChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        m_plot->setFont(font());
        stylePlot(m_plot, palette());
        rebuild();
    }
}

void TimeCostView::renderTo(QPaintDevice& device, const QSize& size)
{
    if (m_dirty)
        build();
    if (!emptyStateText().isEmpty()) {
        QPainter painter(&device);
        paintEmptyState(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        return;
    }
    renderPlot(m_plot, device, size);
}

QPixmap TimeCostView::toPixmap(const QSize& size)
{
    if (m_dirty)
        build();
    if (!emptyStateText().isEmpty()) {
        QPixmap pixmap(size);
        QPainter painter(&pixmap);
        paintEmptyState(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        return pixmap;
    }
    return plotPixmap(m_plot, size);
}

} // namespace rightsize::ui

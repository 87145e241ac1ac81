#include "ui/charts/time_cost_view.h"

#include "core/catalog/energy_json.h"
#include "core/estimate/energy.h"
#include "ui/charts/plot_style.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <qcustomplot.h>

namespace rightsize::ui {
namespace {

// Beyond this ratio between the largest and the smallest value a linear axis crams most points
// into a corner; a logarithmic one spreads them out.
constexpr double kLogSpread = 25;

// The Okabe–Ito colour-blind-safe palette (Okabe and Ito, "Color Universal Design", 2008): blue
// for the options, bluish green for the recommendation, vermillion for the limits.
const QColor kAccent(0x00, 0x72, 0xB2);
const QColor kGood(0x00, 0x9E, 0x73);
const QColor kLimitColour(0xD5, 0x5E, 0x00);

void setAxisScale(QCPAxis* axis, double lo, double hi, bool log) {
    if (log) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        // Labels at 1, 2 and 5 of every decade (only 1 and 10 when the span is wide): a log
        // axis labelled only at powers of ten leaves most of a narrow span without numbers.
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        const bool wide = hi / lo > 1000;
        for (double decade = std::pow(10.0, std::floor(std::log10(lo / 1.6))); decade <= hi * 1.6;
             decade *= 10)
            for (double m : {1.0, 2.0, 5.0}) {
                if (wide && m != 1.0)
                    continue;
                const double v = decade * m;
                if (v >= lo / 1.6 && v <= hi * 1.6)
                    // Whole numbers read as "2 000" / "2,000" in the user's locale, not "2E+03".
                    ticker->addTick(v, v >= 1 && v < 1e9
                                           ? QLocale().toString(qint64(std::llround(v)))
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

// The vertical value of an option on `axis`, with its range; nullopt when the option has no
// such figure (no price, no TDP, no grid intensity for its region).
std::optional<std::array<double, 3>> verticalValue(const OptionResult& o, CostAxis axis,
                                                   bool serving) {
    if (axis == CostAxis::Cost) {
        // Plotted in the display currency, so the axis reads as the labels and the table do.
        const double perHour = numfmt::moneyAmount(o.cost.perHour);
        if (serving)
            return std::array<double, 3>{perHour, perHour, perHour};
        return std::array<double, 3>{numfmt::moneyAmount(o.cost.total.expected),
                                     numfmt::moneyAmount(o.cost.total.low),
                                     numfmt::moneyAmount(o.cost.total.high)};
    }
    const EnergyEstimate e = estimateEnergy(o, builtinEnergyModel());
    if (axis == CostAxis::Energy && e.known)
        return std::array<double, 3>{e.kwh.expected, e.kwh.low, e.kwh.high};
    if (axis == CostAxis::Co2 && e.co2Known)
        return std::array<double, 3>{e.co2Kg.expected, e.co2Kg.low, e.co2Kg.high};
    return std::nullopt;
}

} // namespace

TimeCostView::TimeCostView(QWidget* parent)
    : PlotChartView(parent) {
    setAccessibleName(tr("Time against cost chart"));
    // The quantity on the vertical axis, above the plot; the exported picture names it in the
    // axis title, so the switch itself stays out of exports.
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(6, 4, 6, 0);
    auto* label = new QLabel(tr("&Vertical axis:"), bar);
    m_axisBox = new QComboBox(bar);
    m_axisBox->addItem(tr("Cost"), int(CostAxis::Cost));
    m_axisBox->addItem(tr("Energy"), int(CostAxis::Energy));
    m_axisBox->addItem(tr("CO₂"), int(CostAxis::Co2));
    m_axisBox->setAccessibleName(tr("Vertical axis"));
    label->setBuddy(m_axisBox);
    row->addWidget(label);
    row->addWidget(m_axisBox);
    row->addStretch(1);
    insertAbovePlot(bar);
    connect(m_axisBox, &QComboBox::activated, this, [this](int index) {
        setCostAxis(CostAxis(m_axisBox->itemData(index).toInt()));
        emit costAxisChanged(m_axis);
    });
    m_plot->setMouseTracking(true);
    m_plot->setCursor(Qt::PointingHandCursor);
    connect(m_plot, &QCustomPlot::mousePress, this, &TimeCostView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseMove, this, &TimeCostView::onMouseMove);
    connect(m_plot, &QCustomPlot::afterLayout, this, &TimeCostView::placeLabels);
    placeLegendAbove(m_plot);
    keepLegendFitted(m_plot);
    m_note = new QCPTextElement(m_plot, QString(), font());
    m_plot->plotLayout()->addElement(2, 0, m_note);
    m_plot->plotLayout()->setRowStretchFactor(2, 0.001);
    rebuild();
}

void TimeCostView::setCostAxis(CostAxis axis) {
    m_axisBox->setCurrentIndex(m_axisBox->findData(int(axis)));
    if (axis == m_axis)
        return;
    m_axis = axis;
    rebuild();
}

QString TimeCostView::verticalAxisLabel() const {
    return m_plot->yAxis->label();
}

QWidget* TimeCostView::clickTarget() const {
    return m_plot;
}

QPoint TimeCostView::optionPixel(int index) const {
    for (const Point& p : m_points)
        if (p.option == index)
            return QPointF(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y))
                .toPoint();
    return {-1, -1};
}

double TimeCostView::optionValue(int index) const {
    for (const Point& p : m_points)
        if (p.option == index)
            return p.y;
    return -1;
}

double TimeCostView::xLimit() const {
    return m_serving ? scenario().workload.serving.p95Ms
                     : scenario().constraints.deadlineHours.value_or(0);
}

double TimeCostView::yLimit() const {
    // A budget is money: it has no place on an energy or CO2 axis.
    if (m_axis != CostAxis::Cost)
        return 0;
    const Constraints& c = scenario().constraints;
    return numfmt::moneyAmount(m_serving ? c.budgetPerHour.value_or(0) : c.budgetTotal.value_or(0));
}

void TimeCostView::build() {
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_labelWishes.clear();
    m_pointLabels.clear();
    m_fixedLabels.clear();
    m_serving = scenario().workload.kind == WorkloadKind::OnlineServing;
    const int notFitting = collectPoints();
    m_plot->xAxis->setLabel(m_serving ? tr("p95 latency at the peak load (ms)")
                                      : tr("Time to finish the job (hours)"));
    const QString yLabels[3][2] = {
        {tr("Total cost of the job (%1)").arg(numfmt::moneyCode()),
         tr("Cost per hour (%1)").arg(numfmt::moneyCode())},
        {tr("Energy of the job (kWh)"), tr("Energy per hour of service (kWh)")},
        {tr("CO₂ of the job (kg)"), tr("CO₂ per hour of service (kg)")}};
    m_plot->yAxis->setLabel(yLabels[int(m_axis)][m_serving ? 1 : 0]);
    if (m_points.empty()) {
        showNothingToCompare();
        return;
    }
    setEmptyState({}, {});
    setAxes();
    addWhiskers();
    addSeries();
    addLimits();
    wishLabels();
    // Below the axis, where no whisker or line can run through it.
    QColor muted = palette().color(QPalette::Text);
    muted.setAlpha(110);
    m_note->setText(notFitting > 0 ? tr("%n option(s) that do not fit in memory are not shown.",
                                        nullptr, notFitting)
                                   : QString());
    m_note->setTextColor(muted);
    m_note->setFont(font());
    m_plot->legend->setVisible(true);
    fitLegendToWidth(m_plot, m_plot->width());
    m_plot->replot();
}

int TimeCostView::collectPoints() {
    m_points.clear();
    int notFitting = 0;
    for (std::size_t i = 0; i < plan().options.size(); ++i) {
        const OptionResult& o = plan().options[i];
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
        } else {
            if (o.timeSeconds.expected <= 0)
                continue;
            p.x = o.timeSeconds.expected / 3600;
            p.xLow = o.timeSeconds.low / 3600;
            p.xHigh = o.timeSeconds.high / 3600;
        }
        const auto y = verticalValue(o, m_axis, m_serving);
        if (!y)
            continue;
        p.y = (*y)[0];
        p.yLow = (*y)[1];
        p.yHigh = (*y)[2];
        if (p.y <= 0)
            p.y = p.yLow = p.yHigh = 1e-3; // free devices still need a place on a log axis
        p.front = m_axis == CostAxis::Cost && o.onParetoFront;
        m_points.push_back(p);
    }
    std::sort(m_points.begin(), m_points.end(),
              [](const Point& a, const Point& b) { return a.x < b.x; });
    if (m_axis != CostAxis::Cost)
        markFront();
    return notFitting;
}

void TimeCostView::markFront() {
    // The planner's front is one of time and money; energy and CO2 get their own: going from
    // the fastest point on, a point joins when it is lower than every faster one.
    double lowest = std::numeric_limits<double>::max();
    for (Point& p : m_points) {
        p.front = p.y < lowest;
        lowest = std::min(lowest, p.y);
    }
}

void TimeCostView::showNothingToCompare() {
    m_plot->legend->setVisible(false);
    m_note->setText(QString());
    const bool anyFits = std::any_of(plan().options.begin(), plan().options.end(),
                                     [](const OptionResult& o) { return o.fits; });
    if (plan().options.empty())
        setEmptyState(tr("No plan yet"),
                      tr("Describe a workload on the left: each option appears here with its "
                         "time and cost."));
    else if (anyFits && m_axis != CostAxis::Cost)
        setEmptyState(tr("Nothing to compare"),
                      tr("No option that fits has an energy or CO₂ figure: its device has no "
                         "known power draw or its region no known grid intensity. Cost is on "
                         "the first choice of the vertical axis."));
    else
        setEmptyState(tr("Nothing to compare"),
                      tr("No option fits in memory, so none has a time or a cost. "
                         "The Memory fit tab shows what is needed."));
    setAxisScale(m_plot->xAxis, 1, 1, false);
    setAxisScale(m_plot->yAxis, 1, 1, false);
    m_plot->replot();
}

void TimeCostView::setAxes() {
    // Axis ranges cover the whiskers and the constraint lines; 0 means no such limit.
    double xMin = std::numeric_limits<double>::max(), xMax = 0, yMin = xMin, yMax = 0;
    for (const Point& p : m_points) {
        xMin = std::min(xMin, std::max(1e-9, p.xLow));
        xMax = std::max(xMax, p.xHigh);
        yMin = std::min(yMin, std::max(1e-9, p.yLow));
        yMax = std::max(yMax, p.yHigh);
    }
    if (const double x = xLimit(); x > 0) {
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
    }
    if (const double y = yLimit(); y > 0) {
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
    }
    m_logX = xMax / xMin > kLogSpread;
    m_logY = yMax / yMin > kLogSpread;
    setAxisScale(m_plot->xAxis, xMin, xMax, m_logX);
    setAxisScale(m_plot->yAxis, yMin, yMax, m_logY);
}

void TimeCostView::addWhiskers() {
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
    if (m_serving)
        return;
    QColor whisker = palette().color(QPalette::Text);
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

void TimeCostView::addSeries() {
    QColor muted = palette().color(QPalette::Text);
    muted.setAlpha(110);
    auto* front = m_plot->addGraph();
    front->setName(tr("Pareto front"));
    front->setPen(QPen(kAccent, 1.6, Qt::DashLine));
    front->setLineStyle(QCPGraph::lsLine);
    front->setScatterStyle(QCPScatterStyle::ssNone);
    auto* meets = m_plot->addGraph();
    meets->setName(tr("Meets the constraints"));
    meets->setLineStyle(QCPGraph::lsNone);
    meets->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, kAccent, kAccent, 8));
    auto* misses = m_plot->addGraph();
    misses->setName(tr("Misses a constraint"));
    misses->setLineStyle(QCPGraph::lsNone);
    misses->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(muted, 1.5), Qt::NoBrush, 8));
    for (const Point& p : m_points) {
        if (p.front)
            front->addData(p.x, p.y);
        (plan().options[std::size_t(p.option)].meetsConstraints ? meets : misses)
            ->addData(p.x, p.y);
    }
    if (front->dataCount() == 0)
        front->removeFromLegend();
    for (const Point& p : m_points) {
        if (plan().recommended && p.option == int(*plan().recommended)) {
            auto* rec = m_plot->addGraph();
            rec->setName(tr("Recommended"));
            rec->setLineStyle(QCPGraph::lsNone);
            rec->setScatterStyle(
                QCPScatterStyle(QCPScatterStyle::ssDiamond, kGood.darker(130), kGood, 15));
            rec->addData(p.x, p.y);
        }
    }
    for (const Point& p : m_points) {
        if (p.option != selectedOption())
            continue;
        auto* sel = m_plot->addGraph();
        sel->setName(tr("Selected"));
        sel->setLineStyle(QCPGraph::lsNone);
        sel->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle,
                                             QPen(palette().color(QPalette::Highlight), 2.5),
                                             Qt::NoBrush, 20));
        sel->addData(p.x, p.y);
    }
}

void TimeCostView::addLimits() {
    auto addLimitLabel = [&](double x, double y, const QString& s, Qt::Alignment align) {
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(x, y);
        label->setPositionAlignment(align);
        label->setText(s);
        label->setColor(kLimitColour);
        label->setPadding(QMargins(4, 2, 4, 2));
        m_fixedLabels.push_back(label);
    };
    if (const double x = xLimit(); x > 0) {
        auto* line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(x, m_plot->yAxis->range().lower);
        line->point2->setCoords(x, m_plot->yAxis->range().upper);
        line->setPen(QPen(kLimitColour, 1.5, Qt::DashDotLine));
        addLimitLabel(x, m_plot->yAxis->range().upper,
                      m_serving ? tr("p95 target %1 ms").arg(numfmt::number(x, 0))
                                : tr("deadline %1").arg(numfmt::hours(x)),
                      Qt::AlignRight | Qt::AlignTop);
    }
    if (const double y = yLimit(); y > 0) {
        auto* line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(m_plot->xAxis->range().lower, y);
        line->point2->setCoords(m_plot->xAxis->range().upper, y);
        line->setPen(QPen(kLimitColour, 1.5, Qt::DashDotLine));
        addLimitLabel(
            m_plot->xAxis->range().upper, y,
            m_serving
                ? tr("budget %1").arg(numfmt::moneyPerHour(*scenario().constraints.budgetPerHour))
                : tr("budget %1").arg(numfmt::money(*scenario().constraints.budgetTotal)),
            Qt::AlignRight | Qt::AlignBottom);
    }
}

void TimeCostView::wishLabels() {
    // Labels on the points a reader looks for; placed once the pixels are known (placeLabels).
    std::vector<bool> wished(m_points.size(), false);
    auto wish = [&](std::size_t i, bool bold, bool recommended = false) {
        if (!wished[i]) {
            wished[i] = true;
            m_labelWishes.push_back({int(i), bold, recommended});
        }
    };
    // The recommendation first: it takes its place before any other label can.
    for (std::size_t i = 0; i < m_points.size(); ++i)
        if (plan().recommended && m_points[i].option == int(*plan().recommended))
            wish(i, true, true);
    for (std::size_t i = 0; i < m_points.size(); ++i)
        if (m_points[i].option == selectedOption())
            wish(i, true);
    for (std::size_t i = 0; i < m_points.size(); ++i)
        if (m_points[i].front)
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
}

std::vector<QLineF> TimeCostView::lineSegments() const {
    std::vector<QLineF> lines;
    const QRect axis = m_plot->axisRect()->rect();
    if (const double xl = xLimit(); xl > 0) {
        const double x = m_plot->xAxis->coordToPixel(xl);
        lines.emplace_back(x, axis.top(), x, axis.bottom());
    }
    if (const double yl = yLimit(); yl > 0) {
        const double y = m_plot->yAxis->coordToPixel(yl);
        lines.emplace_back(axis.left(), y, axis.right(), y);
    }
    QPointF previous(-1, -1);
    for (const Point& p : m_points) {
        if (!p.front)
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

std::vector<int> TimeCostView::labelledOptions() const {
    std::vector<int> options;
    for (std::size_t k = 0; k < m_pointLabels.size() && k < m_labelWishes.size(); ++k)
        if (!m_pointLabels[k]->text().isEmpty())
            options.push_back(m_points[std::size_t(m_labelWishes[k].point)].option);
    return options;
}

std::vector<QRectF> TimeCostView::labelPlaces(const QPointF& px, const QSizeF& size, int rings) {
    // Beside the point (right, then left, above then below), then centred above or below; each
    // ring a little further out, for a point crowded by lines and other labels.
    std::vector<QRectF> places;
    const double w = size.width(), h = size.height();
    for (int ring = 0; ring < rings; ++ring) {
        const double d = ring * (h + 2);
        const QPointF corners[] = {
            px + QPointF(9 + d, -h - 3 - d),      px + QPointF(9 + d, 3 + d),
            px + QPointF(-9 - w - d, -h - 3 - d), px + QPointF(-9 - w - d, 3 + d),
            px + QPointF(-w / 2, -h - 9 - d),     px + QPointF(-w / 2, 9 + d),
            px + QPointF(9 + d, -h / 2),          px + QPointF(-9 - w - d, -h / 2)};
        for (const QPointF& corner : corners)
            places.emplace_back(corner, size);
    }
    return places;
}

void TimeCostView::keepLimitLabelsInside() {
    // A limit close to the left or top edge has its label on the inner side of its line, so
    // the label is never cut by the edge of the plot.
    const QRectF axis = m_plot->axisRect()->rect();
    for (QCPItemText* fixed : m_fixedLabels) {
        const QRectF box =
            QRectF(fixed->topLeft->pixelPosition(), fixed->bottomRight->pixelPosition())
                .normalized();
        Qt::Alignment align = fixed->positionAlignment();
        if (box.left() < axis.left())
            align = (align & ~Qt::AlignHorizontal_Mask) | Qt::AlignLeft;
        if (box.top() < axis.top())
            align = (align & ~Qt::AlignVertical_Mask) | Qt::AlignTop;
        fixed->setPositionAlignment(align);
    }
}

std::vector<QRectF> TimeCostView::limitLabelRects() const {
    std::vector<QRectF> rects;
    for (const QCPItemText* fixed : m_fixedLabels)
        rects.push_back(QRectF(fixed->topLeft->pixelPosition(), fixed->bottomRight->pixelPosition())
                            .normalized());
    return rects;
}

void TimeCostView::placeLabels() {
    keepLimitLabelsInside();
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
    QRectF recommendedPoint; // no other label covers it
    for (const LabelWish& want : m_labelWishes)
        if (want.recommended)
            recommendedPoint = points[std::size_t(want.point)];
    const QColor text = palette().color(QPalette::Text);
    for (std::size_t k = 0; k < m_labelWishes.size(); ++k) {
        const LabelWish& want = m_labelWishes[k];
        const Point& p = m_points[std::size_t(want.point)];
        const QString s = numfmt::optionLabel(plan().options[std::size_t(p.option)]);
        QFont f = font();
        f.setBold(want.bold);
        const QFontMetricsF fm(f);
        const QSizeF size(fm.horizontalAdvance(s) + 4, fm.height());
        const QPointF px(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(p.y));
        // The recommendation's name may cover another point, then go further out and, failing
        // all else, cross a line; other labels never cover the recommended point.
        const int passes = want.recommended ? 4 : (want.bold ? 2 : 1);
        std::optional<QRectF> place;
        for (int pass = 0; pass < passes && !place; ++pass)
            for (const QRectF& box : labelPlaces(px, size, pass >= 2 ? 4 : 1)) {
                if (!axis.contains(box) || (pass < 3 && crosses(box)) || hits(labels, box) ||
                    (pass == 0 && hits(points, box)) ||
                    (!want.recommended && box.intersects(recommendedPoint)))
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

int TimeCostView::optionNear(const QPoint& pos, double maxPixels) const {
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

void TimeCostView::onMousePress(QMouseEvent* event) {
    const int option = optionNear(event->pos(), 12);
    if (option >= 0)
        emit optionActivated(option);
}

void TimeCostView::onMouseMove(QMouseEvent* event) {
    const int option = optionNear(event->pos(), 12);
    if (option < 0) {
        QToolTip::hideText();
        return;
    }
    const OptionResult& o = plan().options[std::size_t(option)];
    QString html = QStringLiteral("<b>%1</b><br>").arg(numfmt::optionLabel(o).toHtmlEscaped());
    if (m_serving && o.latency)
        html += tr("p95 latency %1 at the peak load")
                    .arg(numfmt::latency(o.latency->p95Ms))
                    .toHtmlEscaped() +
                QStringLiteral("<br>") +
                tr("Cost %1").arg(numfmt::moneyPerHour(o.cost.perHour)).toHtmlEscaped();
    else
        html += tr("Time %1").arg(numfmt::durationRange(o.timeSeconds)).toHtmlEscaped() +
                QStringLiteral("<br>") +
                tr("Cost %1 (%2–%3) at %4")
                    .arg(numfmt::money(o.cost.total.expected), numfmt::money(o.cost.total.low),
                         numfmt::money(o.cost.total.high), numfmt::moneyPerHour(o.cost.perHour))
                    .toHtmlEscaped();
    if (o.cost.quote)
        html += QStringLiteral("<br>") + PlanWordingText::priceBasis(*o.cost.quote).toHtmlEscaped();
    const EnergyEstimate energy = estimateEnergy(o, builtinEnergyModel());
    if (energy.known)
        html += QStringLiteral("<br>") +
                (energy.perHour ? tr("Energy %1 kWh per hour") : tr("Energy %1 kWh"))
                    .arg(numfmt::number(energy.kwh.expected, energy.kwh.expected < 10 ? 2 : 0))
                    .toHtmlEscaped();
    if (energy.co2Known)
        html += QStringLiteral("<br>") +
                (energy.perHour ? tr("CO₂ %1 kg per hour") : tr("CO₂ %1 kg"))
                    .arg(numfmt::number(energy.co2Kg.expected, energy.co2Kg.expected < 10 ? 2 : 0))
                    .toHtmlEscaped();
    html += QStringLiteral("<br><i>%1</i>").arg(tr("Click to select").toHtmlEscaped());
    QToolTip::showText(event->globalPosition().toPoint(), html, m_plot);
}

} // namespace rightsize::ui

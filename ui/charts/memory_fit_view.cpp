#include "ui/charts/memory_fit_view.h"

#include "ui/charts/plot_style.h"
#include "ui/wording/number_format.h"

#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>
#include <qcustomplot.h>

namespace rightsize::ui {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
// The outline and label of a bar that does not fit: a red apart from the six term colours.
const QColor kOverColour(0xD5, 0x2B, 0x1E);

double term(const MemoryBreakdown& m, int i) {
    switch (i) {
    case 0:
        return m.weights;
    case 1:
        return m.gradients;
    case 2:
        return m.optimizer;
    case 3:
        return m.activations;
    case 4:
        return m.kvCache;
    default:
        return m.overhead;
    }
}

QString termName(int i) {
    switch (i) {
    case 0:
        return MemoryFitView::tr("Weights");
    case 1:
        return MemoryFitView::tr("Gradients");
    case 2:
        return MemoryFitView::tr("Optimizer state");
    case 3:
        return MemoryFitView::tr("Activations");
    case 4:
        return MemoryFitView::tr("KV cache");
    default:
        return MemoryFitView::tr("Runtime overhead");
    }
}

// Which options get a bar when there are more than fit on screen: the ones a reader asks about.
std::vector<int> chooseRows(const Plan& plan, int selected, int maxRows) {
    const int n = int(plan.options.size());
    std::vector<int> rows;
    if (n <= maxRows) {
        for (int i = 0; i < n; ++i)
            rows.push_back(i);
        return rows;
    }
    auto add = [&](int i) {
        if (i >= 0 && i < n && int(rows.size()) < maxRows &&
            std::find(rows.begin(), rows.end(), i) == rows.end())
            rows.push_back(i);
    };
    if (plan.recommended)
        add(int(*plan.recommended));
    add(selected);
    for (std::size_t r : plan.runnersUp)
        add(int(r));
    for (int i = 0; i < n; ++i)
        if (plan.options[std::size_t(i)].onParetoFront)
            add(i);
    for (int i = 0; i < n; ++i)
        if (plan.options[std::size_t(i)].fits)
            add(i);
    for (int i = 0; i < n; ++i)
        add(i);
    std::sort(rows.begin(), rows.end());
    return rows;
}

} // namespace

MemoryFitView::MemoryFitView(QWidget* parent)
    : PlotChartView(parent) {
    setAccessibleName(tr("Memory fit chart"));
    // Its up to 20 row labels are drawn straight away: QCustomPlot keeps 16 labels an axis as
    // pictures, and 20 labels drawn in turn pushed each one out before it came round again, so
    // every replot drew each label into a picture first and then the picture.
    m_plot->setPlottingHint(QCP::phCacheLabels, false);
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, &MemoryFitView::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &MemoryFitView::onMousePress);
    connect(m_plot, &QCustomPlot::afterLayout, this, &MemoryFitView::placeLabels);
    placeLegendAbove(m_plot);
    keepLegendFitted(m_plot);
    rebuild();
}

double MemoryFitView::rowTotalBytes(int row) const {
    return plan().options.at(std::size_t(m_rows.at(std::size_t(row)))).memory.total();
}

void MemoryFitView::build() {
    m_labels.clear();
    m_rows = chooseRows(plan(), selectedOption(), kMaxRows);
    addBars();
    addLegendKeys();
    highlightSelectedRow();
    if (m_rows.empty()) {
        addRowMarkers(0); // hides the last plan's
        m_plot->legend->setVisible(false);
        m_plot->xAxis->setLabel(QString());
        setEmptyState(tr("No plan yet"),
                      tr("Describe a workload on the left: the memory each option needs per "
                         "device appears here."));
        m_plot->replot();
        return;
    }
    setEmptyState({}, {});
    const double axisEnd = setAxes();
    addRowMarkers(axisEnd);
    m_plot->legend->setVisible(true);
    fitLegendToWidth(m_plot, m_plot->width());
    m_plot->replot();
}

void MemoryFitView::addBars() {
    // Stacked bars, keys 0..n-1 from the top down (the y axis is reversed).
    QVector<double> keys;
    for (int r = 0; r < int(m_rows.size()); ++r)
        keys << r;
    // Made once, stacked in term order, and given the new plan's values in place.
    const bool made = !m_bars.empty();
    for (int t = 0; t < 6 && !made; ++t) {
        m_bars.push_back(new QCPBars(m_plot->yAxis, m_plot->xAxis));
        if (t > 0)
            m_bars[std::size_t(t)]->moveAbove(m_bars[std::size_t(t) - 1]);
    }
    for (int t = 0; t < 6; ++t) {
        QCPBars* bars = m_bars[std::size_t(t)];
        bars->setName(termName(t));
        bars->setWidth(0.62);
        bars->setStackingGap(0);
        const QColor c = memoryTermColour(t);
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(115), 0.8));
        // Upright rectangles: smoothing their edges changes nothing a reader sees and was most
        // of the bars' drawing time.
        bars->setAntialiased(false);
        bars->setAntialiasedFill(false);
        QVector<double> values;
        for (int row : m_rows)
            values << term(plan().options[std::size_t(row)].memory, t) / kGiB;
        bars->setData(keys, values, true);
    }
}

double MemoryFitView::setAxes() {
    // The axis spans the memory in use and the capacities near it. A terabyte-RAM CPU instance
    // beside 24 GB GPUs would squash every bar to a sliver; its marker is drawn at the edge.
    const int n = int(m_rows.size());
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    std::vector<double> capacities;
    double maxTotal = 0;
    for (int r = 0; r < n; ++r) {
        const OptionResult& o = plan().options[std::size_t(m_rows[std::size_t(r)])];
        ticker->addTick(r, numfmt::optionLabel(o));
        maxTotal = std::max(maxTotal, o.memory.total() / kGiB);
        capacities.push_back(o.capacityBytes / kGiB);
    }
    std::sort(capacities.begin(), capacities.end());
    const double typicalCapacity = capacities[std::size_t(double(capacities.size() - 1) * 0.75)];
    double maxX = std::max(maxTotal * 1.15,
                           std::min(capacities.back(), std::max(typicalCapacity, maxTotal * 3)));
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setRange(-0.7, n - 0.3);
    m_plot->yAxis->setRangeReversed(true);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->setTickLength(0, 3);
    m_plot->xAxis->setLabel(tr("Memory per device (GiB)"));
    maxX = std::max(1.0, maxX * 1.12);
    m_plot->xAxis->setRange(0, maxX);
    return maxX;
}

void MemoryFitView::highlightSelectedRow() {
    // Behind the bars.
    if (!m_band) {
        m_band = new QCPItemRect(m_plot);
        m_band->setLayer(QStringLiteral("grid"));
        m_band->topLeft->setTypeX(QCPItemPosition::ptAxisRectRatio);
        m_band->bottomRight->setTypeX(QCPItemPosition::ptAxisRectRatio);
        m_band->setPen(Qt::NoPen);
    }
    const auto selected = std::find(m_rows.begin(), m_rows.end(), selectedOption());
    m_band->setVisible(selected != m_rows.end());
    if (selected == m_rows.end())
        return;
    const int r = int(selected - m_rows.begin());
    m_band->topLeft->setCoords(0, r - 0.5);
    m_band->bottomRight->setCoords(1, r + 0.5);
    QColor h = palette().color(QPalette::Highlight);
    h.setAlpha(45);
    m_band->setBrush(h);
}

MemoryFitView::RowItems& MemoryFitView::rowItems(int row) {
    // In the order the rows drew them when each build made its own: marker, outline, label.
    while (int(m_items.size()) <= row) {
        RowItems items;
        items.marker = new QCPItemLine(m_plot);
        items.outline = new QCPItemRect(m_plot);
        items.label = new QCPItemText(m_plot);
        items.label->position->setType(QCPItemPosition::ptAbsolute);
        m_items.push_back(items);
    }
    return m_items[std::size_t(row)];
}

void MemoryFitView::addRowMarkers(double axisEnd) {
    // Capacity markers, and a red outline with the overshoot where the bar does not fit. A
    // capacity beyond the axis gets an arrow at the axis end instead of a line at a wrong place.
    const QColor text = palette().color(QPalette::Text);
    const QColor red = kOverColour;
    QFont labelFont = font();
    labelFont.setPointSizeF(labelFont.pointSizeF() * 0.9);
    for (int r = 0; r < int(m_rows.size()); ++r) {
        const OptionResult& o = plan().options[std::size_t(m_rows[std::size_t(r)])];
        const double total = o.memory.total() / kGiB;
        RowLabel row;
        row.totalGib = total;
        row.capacityGib = o.capacityBytes / kGiB;
        row.offScale = row.capacityGib > axisEnd;
        RowItems& items = rowItems(r);
        QCPItemLine* marker = items.marker;
        marker->setVisible(true);
        marker->setPen(QPen(text, 2.2));
        const QCPItemPosition::PositionType at =
            row.offScale ? QCPItemPosition::ptAbsolute : QCPItemPosition::ptPlotCoords;
        marker->setHead(row.offScale ? QCPLineEnding(QCPLineEnding::esSpikeArrow, 9, 9)
                                     : QCPLineEnding());
        marker->start->setType(at);
        marker->end->setType(at);
        if (!row.offScale) {
            marker->start->setCoords(row.capacityGib, r - 0.42);
            marker->end->setCoords(row.capacityGib, r + 0.42);
        }
        row.marker = marker;
        QCPItemRect* outline = items.outline;
        outline->setVisible(!o.fits);
        outline->topLeft->setCoords(0, r - 0.33);
        outline->bottomRight->setCoords(total, r + 0.33);
        outline->setPen(QPen(red, 2.2));
        outline->setBrush(Qt::NoBrush);
        QCPItemText* label = items.label;
        label->setVisible(true);
        label->setFont(labelFont);
        label->setPadding(QMargins(3, 0, 3, 0));
        if (o.fits) {
            row.full =
                tr("%1 of %2").arg(numfmt::gib(o.memory.total()), numfmt::gib(o.capacityBytes));
            QColor muted = text;
            muted.setAlpha(170);
            label->setColor(muted);
        } else {
            row.full = tr("over by %1 (%2 of %3)")
                           .arg(numfmt::gib(o.memory.total() - o.capacityBytes),
                                numfmt::gib(o.memory.total()), numfmt::gib(o.capacityBytes));
            label->setColor(red);
        }
        label->setText(row.full);
        row.item = label;
        m_labels.push_back(row);
    }
    for (std::size_t r = m_rows.size(); r < m_items.size(); ++r) {
        m_items[r].marker->setVisible(false);
        m_items[r].outline->setVisible(false);
        m_items[r].label->setVisible(false);
    }
}

void MemoryFitView::addLegendKeys() {
    // Drawn by stand-in plottables with no data.
    if (!m_capacityKey) {
        m_capacityKey = m_plot->addGraph(m_plot->yAxis, m_plot->xAxis);
        m_overKey = new QCPBars(m_plot->yAxis, m_plot->xAxis);
        m_overKey->setBrush(Qt::NoBrush);
    }
    m_capacityKey->setName(tr("Device capacity"));
    m_capacityKey->setPen(QPen(palette().color(QPalette::Text), 2.2));
    m_overKey->setName(tr("Does not fit"));
    m_overKey->setPen(QPen(kOverColour, 2.2));
}

void MemoryFitView::placeLabels() {
    if (m_labels.empty())
        return;
    const QRect axis = m_plot->axisRect()->rect();
    constexpr double kGap = 5;    // between a label and the line or bar it follows
    constexpr double kArrow = 16; // the arrow for a capacity beyond the axis
    const QColor base = palette().color(QPalette::Base);
    for (std::size_t r = 0; r < m_labels.size(); ++r) {
        RowLabel& row = m_labels[r];
        const double y = m_plot->yAxis->coordToPixel(double(r));
        const double bar =
            std::min(m_plot->xAxis->coordToPixel(row.totalGib), double(axis.right()));
        const double right = axis.right() - kGap - (row.offScale ? kArrow + kGap : 0);
        if (row.offScale) {
            row.marker->start->setCoords(axis.right() - kArrow, y);
            row.marker->end->setCoords(axis.right() - 1, y);
        }
        const double capacity = row.offScale ? bar : m_plot->xAxis->coordToPixel(row.capacityGib);
        const QFontMetricsF fm(row.item->font());
        if (row.need <= 0) // the text stays the same from one layout to the next
            row.need = fm.horizontalAdvance(row.full) + 6;
        const double need = row.need;
        // The places a label can go without touching a line, in the order a reader looks:
        // between the bar and its capacity line, past both, inside the bar.
        struct Space {
            double from, to;
            bool inside;
        };
        std::vector<Space> spaces;
        if (capacity > bar)
            spaces.push_back({bar + kGap, capacity - kGap, false});
        spaces.push_back({std::max(bar, capacity) + kGap, right, false});
        spaces.push_back({axis.left() + kGap, std::min(bar, capacity) - kGap, true});
        const Space* chosen = nullptr;
        for (const Space& space : spaces)
            if (space.to - space.from >= need) {
                chosen = &space;
                break;
            }
        QString text = row.full;
        if (!chosen) {
            chosen = &*std::max_element(
                spaces.begin(), spaces.end(),
                [](const Space& a, const Space& b) { return a.to - a.from < b.to - b.from; });
            text = fm.elidedText(row.full, Qt::ElideRight,
                                 std::max(0.0, chosen->to - chosen->from - 6));
        }
        QColor behind = base;
        behind.setAlpha(215); // readable over the coloured segments
        row.item->setBrush(chosen->inside ? QBrush(behind) : QBrush(Qt::NoBrush));
        const double x = chosen->inside ? chosen->to : chosen->from;
        const Qt::Alignment align = chosen->inside ? Qt::AlignRight : Qt::AlignLeft;
        row.item->setText(text);
        row.item->setPositionAlignment(align | Qt::AlignVCenter);
        row.item->position->setCoords(x, y);
    }
}

QString MemoryFitView::rowLabelText(int row) const {
    return m_labels.at(std::size_t(row)).item->text();
}

QString MemoryFitView::rowLabelFullText(int row) const {
    return m_labels.at(std::size_t(row)).full;
}

QRectF MemoryFitView::rowLabelRect(int row) const {
    const QCPItemText* item = m_labels.at(std::size_t(row)).item;
    const QPointF topLeft = item->topLeft->pixelPosition();
    const QPointF bottomRight = item->bottomRight->pixelPosition();
    return QRectF(topLeft, bottomRight).normalized();
}

double MemoryFitView::rowCapacityPixel(int row) const {
    const RowLabel& r = m_labels.at(std::size_t(row));
    return r.offScale ? -1 : m_plot->xAxis->coordToPixel(r.capacityGib);
}

int MemoryFitView::rowAt(const QPoint& pos) const {
    const double key = m_plot->yAxis->pixelToCoord(pos.y());
    const int row = int(std::lround(key));
    if (row < 0 || row >= int(m_rows.size()) || std::fabs(key - row) > 0.4)
        return -1;
    if (!m_plot->axisRect()->rect().contains(pos))
        return -1;
    return row;
}

void MemoryFitView::onMouseMove(QMouseEvent* event) {
    const int row = rowAt(event->pos());
    if (row < 0) {
        QToolTip::hideText();
        return;
    }
    const OptionResult& o = plan().options[std::size_t(m_rows[std::size_t(row)])];
    QString html = QStringLiteral("<b>%1</b><table>").arg(numfmt::optionLabel(o).toHtmlEscaped());
    for (int t = 0; t < 6; ++t)
        html += QStringLiteral(
                    "<tr><td><span style='color:%1'>■</span> %2</td><td align='right'>%3</td></tr>")
                    .arg(memoryTermColour(t).name(), termName(t).toHtmlEscaped(),
                         numfmt::gib(term(o.memory, t)));
    html += QStringLiteral("<tr><td><b>%1</b></td><td align='right'><b>%2</b></td></tr>")
                .arg(tr("Total").toHtmlEscaped(), numfmt::gib(o.memory.total()));
    html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr></table>")
                .arg(tr("Capacity").toHtmlEscaped(), numfmt::gib(o.capacityBytes));
    QToolTip::showText(event->globalPosition().toPoint(), html, m_plot);
}

void MemoryFitView::onMousePress(QMouseEvent* event) {
    const int row = rowAt(event->pos());
    if (row >= 0)
        emit optionActivated(m_rows[std::size_t(row)]);
}

} // namespace rightsize::ui

#include "ui/charts/plot_style.h"

#include "ui/widgets/font_fit.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPalette>
#include <QResizeEvent>
#include <QToolTip>
#include <algorithm>
#include <array>
#include <qcustomplot.h>

namespace rightsize::ui {

void stylePlot(QCustomPlot* plot, const QPalette& palette) {
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    QColor grid = palette.color(QPalette::Mid);
    grid.setAlpha(90);
    plot->setBackground(QBrush(base));
    plot->legend->setBrush(QBrush(base));
    plot->legend->setTextColor(text);
    QColor legendBorder = text;
    legendBorder.setAlpha(80);
    if (plot->legend->layout() == plot->axisRect()->insetLayout())
        plot->legend->setBorderPen(QPen(legendBorder));
    for (QCPAxis* axis : plot->axisRect()->axes()) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
        axis->setTickLabelFont(plot->font());
        QFont labelFont = plot->font();
        labelFont.setBold(true);
        axis->setLabelFont(labelFont);
    }
    plot->legend->setFont(plot->font());
}

bool fitAxisTitles(QCustomPlot* plot) {
    QFont natural = plot->font();
    natural.setBold(true);
    bool changed = false;
    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            if (axis->label().isEmpty())
                continue;
            const int extent = axis->orientation() == Qt::Vertical ? rect->height() : rect->width();
            // Step down a twentieth of the natural size at a time, to seven tenths of it.
            const qreal size =
                natural.pixelSize() > 0 ? qreal(natural.pixelSize()) : natural.pointSizeF();
            const QFont font = shrinkToFit(natural, 0.05 * size, 0.7 * size, [&](const QFont& f) {
                return extent <= 0 || QFontMetrics(f).horizontalAdvance(axis->label()) <= extent;
            });
            if (font != axis->labelFont()) {
                axis->setLabelFont(font);
                changed = true;
            }
        }
    }
    return changed;
}

void placeLegendAbove(QCustomPlot* plot, int columns) {
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, plot->legend);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(QMargins(4, 2, 4, 2));
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
    plot->plotLayout()->setRowSpacing(0);
}

void setPlotPlaceholder(QCustomPlot* plot, const QString& text) {
    auto* label = new QCPItemText(plot);
    label->setPositionAlignment(Qt::AlignCenter);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.5, 0.5);
    label->setText(text);
    QFont f = plot->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    label->setFont(f);
    label->setColor(plot->palette().color(QPalette::PlaceholderText));
    label->setClipToAxisRect(false);
}

namespace {

const char* const kFullName = "rightsizeFullName";
// The name as last fitted: a name that differs was set since (a chart that keeps its plottables
// names them again with each plan) and is the full one.
const char* const kFittedName = "rightsizeFittedName";

// Refits the legend when the plot is resized, and names shortened entries in a tooltip.
class LegendFitter : public QObject {
public:
    explicit LegendFitter(QCustomPlot* plot)
        : QObject(plot)
        , m_plot(plot) {}

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched != m_plot)
            return false;
        if (event->type() == QEvent::Resize) {
            fitLegendToWidth(m_plot, static_cast<QResizeEvent*>(event)->size().width());
        } else if (event->type() == QEvent::ToolTip) {
            auto* help = static_cast<QHelpEvent*>(event);
            for (int i = 0; i < m_plot->legend->itemCount(); ++i) {
                QCPAbstractLegendItem* item = m_plot->legend->item(i);
                if (item && item->realVisibility() && item->rect().contains(help->pos())) {
                    const QString full = legendFullName(m_plot, i);
                    if (!full.isEmpty()) {
                        QToolTip::showText(help->globalPos(), full, m_plot);
                        return true;
                    }
                }
            }
        }
        return false;
    }

private:
    QCustomPlot* m_plot;
};

QCPAbstractPlottable* plottableOf(QCPAbstractLegendItem* item) {
    auto* p = qobject_cast<QCPPlottableLegendItem*>(item);
    return p ? p->plottable() : nullptr;
}

} // namespace

QString legendFullName(const QCustomPlot* plot, int index) {
    QCPAbstractLegendItem* item = const_cast<QCustomPlot*>(plot)->legend->item(index);
    const QCPAbstractPlottable* p = item ? plottableOf(item) : nullptr;
    if (!p)
        return {};
    const QString full = p->property(kFullName).toString();
    return full != p->name() ? full : QString();
}

void fitLegendToWidth(QCustomPlot* plot, int width) {
    QCPLegend* legend = plot->legend;
    // The legend's grid counts empty cells too.
    std::vector<QCPAbstractLegendItem*> items;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i))
            items.push_back(item);
    const int count = int(items.size());
    if (count == 0 || width <= 0 || legend->layout() == plot->axisRect()->insetLayout())
        return;
    // Entries come back at their full names first; they are shortened again only if needed.
    for (QCPAbstractLegendItem* item : items)
        if (QCPAbstractPlottable* p = plottableOf(item)) {
            const QString full = p->property(kFullName).toString();
            if (full.isEmpty() || p->name() != p->property(kFittedName).toString())
                p->setProperty(kFullName, p->name());
            else
                p->setName(full);
        }
    const int available = width - legend->margins().left() - legend->margins().right() -
                          plot->plotLayout()->margins().left() -
                          plot->plotLayout()->margins().right() - 4;
    // Measured once: each measurement lays the entry's text out again.
    std::vector<int> widths;
    for (QCPAbstractLegendItem* item : items)
        widths.push_back(item->minimumOuterSizeHint().width());
    auto widthOf = [&](int i) { return widths[std::size_t(i)]; };
    int columns = 1;
    for (int n = count; n >= 1; --n) {
        int total = legend->columnSpacing() * (n - 1);
        for (int c = 0; c < n; ++c) {
            int widest = 0;
            for (int i = c; i < count; i += n)
                widest = std::max(widest, widthOf(i));
            total += widest;
        }
        if (total <= available) {
            columns = n;
            break;
        }
    }
    // One entry per row and still too wide: shorten the names that do not fit.
    if (columns == 1)
        for (int i = 0; i < count; ++i)
            if (QCPAbstractPlottable* p = plottableOf(items[std::size_t(i)])) {
                const int over = widthOf(i) - available;
                if (over > 0) {
                    const QFontMetrics fm(items[std::size_t(i)]->font());
                    p->setName(fm.elidedText(p->name(), Qt::ElideRight,
                                             std::max(fm.averageCharWidth() * 4,
                                                      fm.horizontalAdvance(p->name()) - over)));
                }
            }
    for (QCPAbstractLegendItem* item : items)
        if (QCPAbstractPlottable* p = plottableOf(item))
            p->setProperty(kFittedName, p->name());
    if (legend->wrap() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
}

void keepLegendFitted(QCustomPlot* plot) {
    plot->installEventFilter(new LegendFitter(plot));
}

namespace {

// One text item moved inside `axis`: to the other side of its anchor where it fits there,
// otherwise centred on the anchor as far as the edges let it.
void keepInside(QCPItemText* text, const QRectF& axis) {
    const QRectF box =
        QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition()).normalized();
    const QPointF anchor = text->position->pixelPosition();
    Qt::Alignment align = text->positionAlignment();
    QPointF moved = anchor;
    if (box.left() < axis.left() || box.right() > axis.right()) {
        const qreal w = box.width();
        align &= ~Qt::AlignHorizontal_Mask;
        if (box.left() < axis.left() && anchor.x() + w <= axis.right())
            align |= Qt::AlignLeft;
        else if (box.right() > axis.right() && anchor.x() - w >= axis.left())
            align |= Qt::AlignRight;
        else {
            align |= Qt::AlignHCenter;
            moved.setX(std::clamp(anchor.x(), axis.left() + w / 2,
                                  std::max(axis.left() + w / 2, axis.right() - w / 2)));
        }
    }
    if (box.top() < axis.top())
        align = (align & ~Qt::AlignVertical_Mask) | Qt::AlignTop;
    else if (box.bottom() > axis.bottom())
        align = (align & ~Qt::AlignVertical_Mask) | Qt::AlignBottom;
    text->setPositionAlignment(align);
    if (moved != anchor)
        text->position->setPixelPosition(moved);
}

} // namespace

void keepTextItemsInside(QCustomPlot* plot) {
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        for (int i = 0; i < plot->itemCount(); ++i) {
            auto* text = qobject_cast<QCPItemText*>(plot->item(i));
            if (text && !text->text().isEmpty() && text->clipToAxisRect() && text->clipAxisRect())
                keepInside(text, text->clipAxisRect()->rect());
        }
    });
}

void renderPlot(QCustomPlot* plot, QPaintDevice& device, const QSize& size) {
    fitLegendToWidth(plot, size.width());
    {
        QCPPainter painter(&device);
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        painter.setMode(QCPPainter::pmNonCosmetic);
        plot->toPainter(&painter, size.width(), size.height());
    }
    // Labels were placed for the export's size; the screen gets its own layout back.
    fitLegendToWidth(plot, plot->width());
    plot->replot(QCustomPlot::rpQueuedReplot);
}

QPixmap plotPixmap(QCustomPlot* plot, const QSize& size) {
    fitLegendToWidth(plot, size.width());
    QPixmap pixmap = plot->toPixmap(size.width(), size.height(), plot->devicePixelRatioF());
    // Labels were placed for the picture's size; the screen gets its own layout back.
    fitLegendToWidth(plot, plot->width());
    plot->replot(QCustomPlot::rpQueuedReplot);
    return pixmap;
}

QColor memoryTermColour(int term) {
    // Colour-blind-safe categorical palette (Okabe & Ito), readable on light and dark.
    static const std::array<QColor, 6> colours{QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                               QColor(0x00, 0x9E, 0x73), QColor(0x56, 0xB4, 0xE9),
                                               QColor(0xCC, 0x79, 0xA7), QColor(0x99, 0x99, 0x99)};
    return colours[std::size_t(std::clamp(term, 0, 5))];
}

} // namespace rightsize::ui

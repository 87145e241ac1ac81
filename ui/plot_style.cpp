#include "ui/plot_style.h"

#include <QPalette>
#include <qcustomplot.h>

namespace rightsize::ui {

void stylePlot(QCustomPlot* plot, const QPalette& palette)
{
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

void placeLegendAbove(QCustomPlot* plot, int columns)
{
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, plot->legend);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(QMargins(4, 2, 4, 2));
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
    plot->plotLayout()->setRowSpacing(0);
}

void setPlotPlaceholder(QCustomPlot* plot, const QString& text)
{
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

void renderPlot(QCustomPlot* plot, QPaintDevice& device, const QSize& size)
{
    QCPPainter painter(&device);
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setMode(QCPPainter::pmNonCosmetic);
    plot->toPainter(&painter, size.width(), size.height());
}

QPixmap plotPixmap(QCustomPlot* plot, const QSize& size)
{
    return plot->toPixmap(size.width(), size.height(), plot->devicePixelRatioF());
}

} // namespace rightsize::ui

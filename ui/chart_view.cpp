#include "ui/chart_view.h"

#include <QLabel>
#include <QPainter>
#include <QResizeEvent>

namespace rightsize::ui {

void ChartView::setEmptyState(const QString& title, const QString& text) {
    m_emptyTitle = title;
    m_emptyText = text;
    if (text.isEmpty() && title.isEmpty()) {
        m_emptyText.clear();
        if (m_empty)
            m_empty->hide();
        return;
    }
    if (m_emptyText.isEmpty())
        m_emptyText = title;
    if (!m_empty) {
        // Covers the whole chart, so no axis, tick or legend of a chart that does not apply
        // shows through.
        m_empty = new QLabel(this);
        m_empty->setAlignment(Qt::AlignCenter);
        m_empty->setWordWrap(true);
        m_empty->setAutoFillBackground(true);
        m_empty->setBackgroundRole(QPalette::Base);
        m_empty->setForegroundRole(QPalette::PlaceholderText);
        m_empty->setMargin(24);
        m_empty->setTextFormat(Qt::RichText);
    }
    m_empty->setText(QStringLiteral("<p style='font-size:large'><b>%1</b></p><p>%2</p>")
                         .arg(title.toHtmlEscaped(), text.toHtmlEscaped()));
    m_empty->setAccessibleName(title);
    m_empty->setAccessibleDescription(text);
    m_empty->setGeometry(rect());
    m_empty->raise();
    m_empty->show();
}

void ChartView::paintEmptyState(QPainter& p, const QRectF& area) const {
    p.fillRect(area, palette().color(QPalette::Base));
    p.setPen(palette().color(QPalette::PlaceholderText));
    QFont bold = font();
    bold.setBold(true);
    bold.setPointSizeF(font().pointSizeF() * 1.2);
    const QRectF inner = area.adjusted(24, 24, -24, -24);
    const QFontMetricsF titleMetrics(bold);
    const QRectF titleBox =
        titleMetrics.boundingRect(inner, Qt::AlignHCenter | Qt::TextWordWrap, m_emptyTitle);
    const QRectF textBox =
        QFontMetricsF(font()).boundingRect(inner, Qt::AlignHCenter | Qt::TextWordWrap, m_emptyText);
    const double top = inner.center().y() - (titleBox.height() + 8 + textBox.height()) / 2;
    p.setFont(bold);
    p.drawText(QRectF(inner.left(), top, inner.width(), titleBox.height()),
               Qt::AlignHCenter | Qt::TextWordWrap, m_emptyTitle);
    p.setFont(font());
    if (m_emptyText != m_emptyTitle)
        p.drawText(
            QRectF(inner.left(), top + titleBox.height() + 8, inner.width(), textBox.height()),
            Qt::AlignHCenter | Qt::TextWordWrap, m_emptyText);
}

void ChartView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (m_empty)
        m_empty->setGeometry(rect());
}

} // namespace rightsize::ui

#include "ui/widgets/plain_text_delegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>

namespace rightsize::ui {

void PlainTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const bool plain =
        !(opt.features & (QStyleOptionViewItem::HasCheckIndicator |
                          QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::WrapText)) &&
        !opt.text.contains(QLatin1Char('\n'));
    if (!plain) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    // The background, the selection and the focus frame as the style draws them, without text.
    const QString text = opt.text;
    opt.text.clear();
    opt.features &= ~QStyleOptionViewItem::HasDisplay;
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;
    // The margins and colours QCommonStyle gives an item's text.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect room = opt.rect.adjusted(margin, 0, -margin, 0);
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled)  ? QPalette::Disabled
                                       : !(opt.state & QStyle::State_Active) ? QPalette::Inactive
                                                                             : QPalette::Normal;
    const QPalette::ColorRole role =
        opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text;
    const QStaticText& shown = laidOut(text, opt.font, room.width(), opt.textElideMode);
    // Placed in its room as QPainter::drawText(room, align, text) places one line.
    const QSizeF size = shown.size();
    const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    qreal x = room.left();
    if (align & Qt::AlignRight)
        x += room.width() - size.width();
    else if (align & Qt::AlignHCenter)
        x += (room.width() - size.width()) / 2;
    qreal y = room.top();
    if (align & Qt::AlignBottom)
        y += room.height() - size.height();
    else if (align & Qt::AlignVCenter)
        y += (room.height() - size.height()) / 2;
    painter->save();
    painter->setClipRect(opt.rect);
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, role));
    painter->drawStaticText(QPointF(x, y), shown);
    painter->restore();
}

const QStaticText& PlainTextDelegate::laidOut(const QString& text, const QFont& font, int width,
                                              Qt::TextElideMode elide) const {
    Key key{text, font, width, int(elide)};
    if (const auto it = m_texts.constFind(key); it != m_texts.cend())
        return *it;
    // Bounded: a long session of edits leaves texts no cell shows any more.
    constexpr qsizetype kMaxTexts = 4096;
    if (m_texts.size() >= kMaxTexts)
        m_texts.clear();
    QStaticText laid(QFontMetrics(font).elidedText(text, elide, width));
    laid.setTextFormat(Qt::PlainText);
    laid.prepare(QTransform(), font);
    ++m_layouts;
    return *m_texts.insert(std::move(key), std::move(laid));
}

} // namespace rightsize::ui

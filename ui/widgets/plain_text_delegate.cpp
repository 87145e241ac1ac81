#include "ui/widgets/plain_text_delegate.h"

#include <QApplication>
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
    const QFontMetrics metrics(opt.font);
    const QString shown = metrics.elidedText(text, opt.textElideMode, room.width());
    painter->save();
    painter->setClipRect(opt.rect);
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, role));
    const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    painter->drawText(room, int(align) | Qt::TextSingleLine, shown);
    painter->restore();
}

} // namespace rightsize::ui

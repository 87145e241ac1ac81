#include "ui/library/library_item_delegate.h"

#include "ui/library/library_model.h"

#include <QApplication>
#include <QPainter>

namespace rightsize::ui {
namespace {

constexpr int kPad = 4;

QString detailLine(const QModelIndex& index) {
    const QString tags = index.siblingAtColumn(LibraryModel::Tags).data().toString();
    const QString modified = index.siblingAtColumn(LibraryModel::Modified).data().toString();
    return tags.isEmpty() ? modified : QStringLiteral("%1  ·  %2").arg(modified, tags);
}

QFont smaller(const QFont& f) {
    QFont s = f;
    s.setPointSizeF(f.pointSizeF() * 0.88);
    return s;
}

} // namespace

void LibraryItemDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString name = opt.text;
    opt.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group =
        opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    QColor main = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor faint = main;
    faint.setAlphaF(0.65f);

    const QRect r = opt.rect.adjusted(kPad + 2, kPad, -kPad, -kPad);
    const QFont nameFont = opt.font;
    const QFont detailFont = smaller(opt.font);
    const QFontMetrics nameMetrics(nameFont);
    const QFontMetrics detailMetrics(detailFont);
    painter->save();
    painter->setFont(nameFont);
    painter->setPen(main);
    painter->drawText(QRect(r.left(), r.top(), r.width(), nameMetrics.height()),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      nameMetrics.elidedText(name, Qt::ElideRight, r.width()));
    painter->setFont(detailFont);
    painter->setPen(faint);
    painter->drawText(
        QRect(r.left(), r.top() + nameMetrics.height() + 1, r.width(), detailMetrics.height()),
        Qt::AlignLeft | Qt::AlignVCenter,
        detailMetrics.elidedText(detailLine(index), Qt::ElideRight, r.width()));
    painter->restore();
}

QSize LibraryItemDelegate::sizeHint(const QStyleOptionViewItem& option,
                                    const QModelIndex& index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const int height = QFontMetrics(option.font).height() +
                       QFontMetrics(smaller(option.font)).height() + 1 + 2 * kPad;
    size.setHeight(std::max(size.height(), height));
    return size;
}

} // namespace rightsize::ui

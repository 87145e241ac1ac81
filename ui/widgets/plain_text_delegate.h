#pragma once

#include <QStyledItemDelegate>

namespace rightsize::ui {

// Paints cells that hold one line of text (no icon, no check box) with the style's background,
// selection and focus frame, and the text drawn once, elided as the view asks. The standard
// delegate lays each cell's text out three times (its size, its elision, its drawing), which is
// most of what repainting a table of numbers costs after every edit. Anything else is left to
// the standard delegate.
class PlainTextDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

} // namespace rightsize::ui

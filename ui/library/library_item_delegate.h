#pragma once

#include <QStyledItemDelegate>

namespace rightsize::ui {

// Draws a library row in two lines, the name above its tags and modified date, so long names
// stay readable in a narrow panel. Editing (F2) still edits the name.
class LibraryItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace rightsize::ui

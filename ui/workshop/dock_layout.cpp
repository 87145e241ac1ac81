#include "ui/workshop/dock_layout.h"

#include <QBoxLayout>
#include <QWidget>

namespace rightsize::ui {

void arrangeForWidth(QBoxLayout* body, QWidget* list, int width, int sideBySideWidth,
                     const QSize& beside, const QSize& above) {
    const auto direction =
        width >= sideBySideWidth ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (body->direction() == direction)
        return;
    body->setDirection(direction);
    list->setMaximumSize(direction == QBoxLayout::LeftToRight ? beside : above);
}

} // namespace rightsize::ui

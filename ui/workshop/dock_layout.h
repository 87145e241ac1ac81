#pragma once

#include <QSize>

class QBoxLayout;
class QWidget;

namespace rightsize::ui {

// A workshop panel's list beside its text when the dock is at least `sideBySideWidth` wide, above
// it otherwise, bounded to `beside` or `above`: the layout changes only when the direction does,
// so a resize does not relayout the panel for nothing.
void arrangeForWidth(QBoxLayout* body, QWidget* list, int width, int sideBySideWidth,
                     const QSize& beside, const QSize& above);

} // namespace rightsize::ui

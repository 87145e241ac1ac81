#include "ui/widgets/wrapping_label.h"

#include <QResizeEvent>

namespace rightsize::ui {

WrappingLabel::WrappingLabel(QWidget* parent)
    : QLabel(parent) {
    setWordWrap(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    policy.setHeightForWidth(false);
    setSizePolicy(policy);
}

QSize WrappingLabel::sizeHint() const {
    const int w = width() > 0 ? width() : QLabel::sizeHint().width();
    return {w, heightForWidth(w)};
}

QSize WrappingLabel::minimumSizeHint() const {
    // Narrow enough never to widen the form; as tall as the text needs at the width it has.
    const int w = width() > 0 ? width() : QLabel::sizeHint().width();
    return {fontMetrics().averageCharWidth() * 12, heightForWidth(w)};
}

void WrappingLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    if (event->oldSize().width() != event->size().width())
        updateGeometry(); // the height it needs follows the width
}

} // namespace rightsize::ui

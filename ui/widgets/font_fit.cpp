#include "ui/widgets/font_fit.h"

#include <algorithm>

namespace rightsize::ui {

QFont shrinkToFit(const QFont& natural, qreal step, qreal floor,
                  const std::function<bool(const QFont&)>& fits) {
    const bool pixels = natural.pixelSize() > 0;
    const qreal start = pixels ? qreal(natural.pixelSize()) : natural.pointSizeF();
    QFont font = natural;
    // Each size counts from the natural one, not from the last, so that whole pixels do not
    // round the steps away; the small slack keeps a floor that is a whole number of steps.
    for (int k = 1; step > 0 && !fits(font); ++k) {
        const qreal size = start - k * step;
        if (size < floor - 1e-9)
            break;
        if (pixels)
            font.setPixelSize(std::max(1, int(size)));
        else
            font.setPointSizeF(size);
    }
    return font;
}

} // namespace rightsize::ui

#pragma once

#include <QString>

namespace rightsize::ui {

// Text of the plan or of the user's scenario placed in rich text (the recommendation panel, the
// workshop's summaries): a device id or a scenario name with '<' or '&' must read as written.
inline QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

} // namespace rightsize::ui

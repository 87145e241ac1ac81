#pragma once

// One CSV field as every table the program writes spells it (the options table, the workshop's
// results): quoted when it holds a comma, a quote, a line break or edge spaces, with quotes
// doubled (RFC 4180). Text that came from a user or an imported file (a device id, a learner's
// answer) and starts like a spreadsheet formula (=, +, -, @, a tab) gets a leading apostrophe, so
// opening the file never runs it.

#include <QString>

namespace rightsize::ui {

QString csvField(const QString& text, bool userText = false);

} // namespace rightsize::ui

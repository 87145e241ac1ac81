#include "ui/wording/csv_field.h"

namespace rightsize::ui {

QString csvField(const QString& text, bool userText) {
    QString t = text;
    if (userText && !t.isEmpty() &&
        (t.front() == QLatin1Char('=') || t.front() == QLatin1Char('+') ||
         t.front() == QLatin1Char('@') || t.front() == QLatin1Char('-') ||
         t.front() == QLatin1Char('\t')))
        t.prepend(QLatin1Char('\''));
    const bool quote = t.contains(QLatin1Char(',')) || t.contains(QLatin1Char('"')) ||
                       t.contains(QLatin1Char('\n')) || t.contains(QLatin1Char('\r')) ||
                       (!t.isEmpty() && (t.front().isSpace() || t.back().isSpace()));
    if (!quote)
        return t;
    t.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + t + QLatin1Char('"');
}

} // namespace rightsize::ui

#pragma once

#include "core/estimates.h"

#include <QString>

#include <string>

namespace rightsize::ui {

// How numbers read in the window, the report and the command line's table: one place so a
// table cell, a tooltip, a chart label, a printed page and a terminal agree. The policy: memory
// always in GiB with the unit on every number; a duration in the unit it reads best in, and a
// range of durations in one unit, written after each end; money in US dollars.
// Numbers go through QLocale, so decimal separators follow the user's language, except inside
// a ScopedCLocale (the command line and the plan JSON, whose text scripts read).
namespace fmt {

class ScopedCLocale {
public:
    ScopedCLocale();
    ~ScopedCLocale();
    ScopedCLocale(const ScopedCLocale&) = delete;
    ScopedCLocale& operator=(const ScopedCLocale&) = delete;

private:
    bool m_before;
};

QString number(double value, int decimals = 1);
QString gib(double bytes);                  // "22.4 GiB"
QString gibOf(double used, double capacity); // "21.3 / 24.0 GiB": a part of a whole, one unit
QString duration(double seconds);           // "48 s", "12.5 min", "3.1 h", "4.2 d"
QString hours(double hours);                // a deadline: 4 → "4 h", 720 → "30 d"
QString durationRange(const Range& seconds); // "3.1 h (2.6–3.9 h)"
QString usd(double amount);                 // "$3.80", "$1,240"
QString usdPerHour(double amount);          // "$1.10/h"
QString rate(double perSecond);             // "1,250 /s"
QString percent(double fraction, int decimals = 0); // 0.42 → "42%"
QString bigNumber(double value);            // 6.7 billion → "6.74 B"
QString date(const std::string& isoDate);    // "2024-05-01" → "5/1/24", "01.05.24"; else as given

// "2× a10-24gb": how an option is named in every view.
QString optionLabel(const OptionResult& option);
// "TP 2 · PP 1 · DP 4 · mb 8 · ZeRO-2 · full recompute"
QString layoutText(const Layout& layout, bool training = true);
// "DP 4 · mb 8 · ZeRO-2": the same for a table cell.
QString layoutShort(const Layout& layout);

} // namespace fmt

} // namespace rightsize::ui

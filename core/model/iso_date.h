#pragma once

// One test of a day written as YYYY-MM-DD for every reader (offers, catalog, runs, currency
// rates, the command line's --date): the day must exist, so 2026-02-31 is refused, not read as a
// date in March.

#include <string_view>

namespace rightsize {

inline bool isCalendarDate(std::string_view s) {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (s[i] < '0' || s[i] > '9')
            return false;
    const auto digits = [&](std::size_t from, std::size_t n) {
        int v = 0;
        for (std::size_t i = from; i < from + n; ++i)
            v = v * 10 + (s[i] - '0');
        return v;
    };
    const int year = digits(0, 4), month = digits(5, 2), day = digits(8, 2);
    if (month < 1 || month > 12 || day < 1)
        return false;
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

} // namespace rightsize

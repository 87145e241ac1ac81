#pragma once

#include "core/model/catalog.h"
#include "core/model/currency.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace rightsize::app {

// The display currency of a command: --currency CODE --rate UNITS_PER_USD --rate-date YYYY-MM-DD,
// all three or none. `estimate` and `report` read them alike and refuse them alike.
struct CurrencyOptions {
    std::string code;
    std::string rate;
    std::string date;
};

inline constexpr const char* kCurrencyUsage =
    "[--currency CODE --rate UNITS_PER_USD --rate-date YYYY-MM-DD]";

// Takes args[i] when it is one of the three options ("--rate 0.92" or "--rate=0.92"), advancing
// `i` past a separate value.
bool takeCurrencyOption(const std::vector<std::string>& args, std::size_t& i,
                        CurrencyOptions& into);

// The rate the options give, or none when none was given. Each problem is printed as
// "COMMAND: --flag: reason" and makes `ok` false (the command then exits with kExitBadInput).
std::optional<CurrencyRate> displayCurrencyFrom(const CurrencyOptions& options,
                                                const std::string& command, std::ostream& err,
                                                bool& ok);

// Converts the catalog's offers in the display currency to US dollars
// (core/estimate/offer_choice.h) and warns about those left out for want of a rate, naming the
// options that would bring them in.
void convertOffersForCommand(Catalog& catalog, const std::optional<CurrencyRate>& display,
                             const std::string& command, std::ostream& err);

} // namespace rightsize::app

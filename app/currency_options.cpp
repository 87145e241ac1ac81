#include "app/currency_options.h"

#include "app/cli_options.h"
#include "core/catalog/offers.h"
#include "core/estimate/offer_choice.h"

#include <cstdlib>
#include <ostream>

namespace rightsize::app {

bool takeCurrencyOption(const std::vector<std::string>& args, std::size_t& i,
                        CurrencyOptions& into) {
    return takeOptionValue(args, i, "--currency", into.code) ||
           takeOptionValue(args, i, "--rate", into.rate) ||
           takeOptionValue(args, i, "--rate-date", into.date);
}

std::optional<CurrencyRate> displayCurrencyFrom(const CurrencyOptions& options,
                                                const std::string& command, std::ostream& err,
                                                bool& ok) {
    ok = true;
    if (options.code.empty() && options.rate.empty() && options.date.empty())
        return std::nullopt;
    if (options.code.empty() || options.rate.empty() || options.date.empty()) {
        err << command
            << ": --currency, --rate and --rate-date go together: the currency, the units of it "
               "one "
               "US dollar buys, and the date of that rate (e.g. --currency EUR --rate 0.92 "
               "--rate-date "
               "2026-11-01)\n";
        ok = false;
        return std::nullopt;
    }
    CurrencyRate rate{options.code, 0, options.date};
    char* end = nullptr;
    rate.perUsd = std::strtod(options.rate.c_str(), &end);
    if (end != options.rate.c_str() + options.rate.size())
        rate.perUsd = 0; // reported below as not a positive number
    const auto problems = checkCurrencyRate(rate, {"--currency", "--rate", "--rate-date"});
    for (const FieldError& e : problems)
        err << command << ": " << e.path << ": " << e.message << '\n';
    if (!problems.empty()) {
        ok = false;
        return std::nullopt;
    }
    return rate;
}

void convertOffersForCommand(Catalog& catalog, const std::optional<CurrencyRate>& display,
                             const std::string& command, std::ostream& err) {
    for (const auto& [left, count] : convertOfferCurrencies(catalog, display ? &*display : nullptr))
        err << command << ": " << count << (count == 1 ? " offer" : " offers") << " priced in "
            << left << " left out of the comparison: no rate for " << left << " (give --currency "
            << left << " --rate UNITS_PER_USD --rate-date YYYY-MM-DD)\n";
}

} // namespace rightsize::app

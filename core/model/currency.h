#pragma once

// Prices in their own currencies, and the display currency a user chooses with a rate and the
// date of that rate. The plan compares in US dollars, the currency of the built-in catalog: a
// price in another currency takes part only when the user gives its rate, never at a rate the
// program assumes, and never mixed in unconverted.

#include "core/model/field_error.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// The US dollar: the currency the plan compares in.
inline constexpr std::string_view kPlanCurrency = "USD";

struct CurrencyRate {
    std::string code;  // ISO 4217, "EUR"
    double perUsd = 0; // units of `code` one US dollar buys, as the user gives it
    std::string date;  // ISO date of the rate, as the user gives it
};

// Three capital letters, as ISO 4217 writes currency codes.
bool isCurrencyCode(std::string_view code);

// Every problem of a rate, each named by `names` ("--currency", "--rate", "--rate-date" on the
// command line): an unknown-looking code, a rate that is no positive finite number, a date that is
// not ISO, a rate for the US dollar itself other than 1.
struct CurrencyRateNames {
    std::string code = "currency";
    std::string rate = "rate";
    std::string date = "rate_date";
};
std::vector<FieldError> checkCurrencyRate(const CurrencyRate& rate,
                                          const CurrencyRateNames& names = {});

// An amount in `currency` in US dollars: itself for USD, amount / perUsd in the rate's currency,
// nothing for any other currency (no rate known for it).
std::optional<double> toUsd(double amount, std::string_view currency, const CurrencyRate* rate);

// An amount in US dollars in the rate's currency.
double fromUsd(double usd, const CurrencyRate& rate);

} // namespace rightsize

#include "core/model/currency.h"

#include "core/model/iso_date.h"
#include "core/model/visible_text.h"

#include <cctype>
#include <cmath>

namespace rightsize {
namespace {

bool isIsoDate(const std::string& s) {
    return isCalendarDate(s);
}

// No currency trades at more than a million units to the dollar (the largest, after
// redenominations, are in the tens of thousands), and none is worth a thousand dollars a unit
// (the dearest, the Kuwaiti dinar, buys about 3.3 dollars): a figure outside is a typing error,
// and one far below would print every price as 0.00.
constexpr double kMinPerUsd = 1e-3;
constexpr double kMaxPerUsd = 1e6;

} // namespace

bool isCurrencyCode(std::string_view code) {
    if (code.size() != 3)
        return false;
    for (const char c : code)
        if (c < 'A' || c > 'Z')
            return false;
    return true;
}

std::vector<FieldError> checkCurrencyRate(const CurrencyRate& rate,
                                          const CurrencyRateNames& names) {
    std::vector<FieldError> errors;
    if (!isCurrencyCode(rate.code))
        errors.push_back(
            {names.code,
             quoteText(rate.code) + " is not an ISO 4217 code (three capital letters, e.g. EUR)"});
    if (!std::isfinite(rate.perUsd) || rate.perUsd < kMinPerUsd || rate.perUsd > kMaxPerUsd)
        errors.push_back(
            {names.rate, "must be a number from 0.001 to 1000000: the units of " +
                             (rate.code.empty() ? std::string("the currency") : rate.code) +
                             " one US dollar buys"});
    else if (rate.code == kPlanCurrency && rate.perUsd != 1)
        errors.push_back({names.rate, "must be 1 for USD"});
    if (!isIsoDate(rate.date))
        errors.push_back(
            {names.date,
             quoteText(rate.date) + " is not an ISO date (YYYY-MM-DD): say when the rate held"});
    return errors;
}

std::optional<double> toUsd(double amount, std::string_view currency, const CurrencyRate* rate) {
    if (currency.empty() || currency == kPlanCurrency)
        return amount;
    if (rate && rate->code == currency && rate->perUsd > 0)
        return amount / rate->perUsd;
    return std::nullopt;
}

double fromUsd(double usd, const CurrencyRate& rate) {
    return usd * rate.perUsd;
}

} // namespace rightsize

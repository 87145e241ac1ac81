#include "core/currency.h"

#include <cctype>
#include <cmath>

namespace rightsize {
namespace {

bool isIsoDate(const std::string& s)
{
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (!std::isdigit(static_cast<unsigned char>(s[i])))
            return false;
    const int month = std::stoi(s.substr(5, 2));
    const int day = std::stoi(s.substr(8, 2));
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

// No currency trades at more than a million units to the dollar (the largest, after
// redenominations, are in the tens of thousands); a larger figure is a typing error.
constexpr double kMaxPerUsd = 1e6;

} // namespace

bool isCurrencyCode(std::string_view code)
{
    if (code.size() != 3)
        return false;
    for (const char c : code)
        if (c < 'A' || c > 'Z')
            return false;
    return true;
}

std::vector<FieldError> checkCurrencyRate(const CurrencyRate& rate, const CurrencyRateNames& names)
{
    std::vector<FieldError> errors;
    if (!isCurrencyCode(rate.code))
        errors.push_back({names.code, "\"" + rate.code + "\" is not an ISO 4217 code (three capital letters, e.g. EUR)"});
    if (!std::isfinite(rate.perUsd) || rate.perUsd <= 0 || rate.perUsd > kMaxPerUsd)
        errors.push_back({names.rate, "must be a positive number: the units of " +
                                          (rate.code.empty() ? std::string("the currency") : rate.code) +
                                          " one US dollar buys"});
    else if (rate.code == kPlanCurrency && rate.perUsd != 1)
        errors.push_back({names.rate, "must be 1 for USD"});
    if (!isIsoDate(rate.date))
        errors.push_back({names.date, "\"" + rate.date + "\" is not an ISO date (YYYY-MM-DD): say when the rate held"});
    return errors;
}

std::optional<double> toUsd(double amount, std::string_view currency, const CurrencyRate* rate)
{
    if (currency.empty() || currency == kPlanCurrency)
        return amount;
    if (rate && rate->code == currency && rate->perUsd > 0)
        return amount / rate->perUsd;
    return std::nullopt;
}

double fromUsd(double usd, const CurrencyRate& rate)
{
    return usd * rate.perUsd;
}

} // namespace rightsize

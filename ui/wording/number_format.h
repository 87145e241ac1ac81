#pragma once

#include "core/model/currency.h"
#include "core/model/estimates.h"

#include <QString>
#include <optional>
#include <string>

namespace rightsize::ui {

// How numbers read in the window, the report and the command line's table: one place so a
// table cell, a tooltip, a chart label, a printed page and a terminal agree. The policy: memory
// always in GiB with the unit on every number; a duration in the unit it reads best in, and a
// range of durations in one unit, written after each end; money in the display currency, which
// is the US dollar unless the user chose another with its rate.
// Numbers go through QLocale, so decimal separators follow the user's language, except inside
// a ScopedCLocale (the command line and the plan JSON, whose text scripts read).
namespace numfmt {

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
// A count of runs, a day or a month: "3", "1.5", "124"; below one (a weekly or monthly job) two
// significant digits, "0.14", "0.033", never "0.0".
QString runCount(double runs);
QString gib(double bytes);                   // "22.4 GiB"
QString gibOf(double used, double capacity); // "21.3 / 24.0 GiB": a part of a whole, one unit
QString duration(double seconds);            // "48 s", "12.5 min", "3.1 h", "4.2 d"
QString hours(double hours);                 // a deadline: 4 → "4 h", 720 → "30 d"
QString durationRange(const Range& seconds); // "3.1 h (2.6–3.9 h)"
// A latency in milliseconds as a person reads it: "850 ms" while it is a few seconds at most, then
// a duration ("11.9 s", "52.6 min" says overloaded better than "3157842 ms").
QString latency(double ms, int decimals = 0);
// The plan compares in US dollars; money is shown in the display currency. The window sets it
// from its settings for the whole program (the window is single-threaded), the command line for
// one command; nothing set means US dollars.
void setDisplayCurrency(const std::optional<CurrencyRate>& rate);
// The currency money is shown in, or null for US dollars.
const CurrencyRate* displayCurrency();
// Sets the display currency for its lifetime, then puts the previous one back.
class ScopedDisplayCurrency {
public:
    explicit ScopedDisplayCurrency(const std::optional<CurrencyRate>& rate);
    ~ScopedDisplayCurrency();
    ScopedDisplayCurrency(const ScopedDisplayCurrency&) = delete;
    ScopedDisplayCurrency& operator=(const ScopedDisplayCurrency&) = delete;

private:
    std::optional<CurrencyRate> m_before;
};
QString money(double usd);        // "$3.80", "$1,240"; "3.50 EUR" in the display currency
QString moneyPerHour(double usd); // "$1.10/h"; "1.01 EUR/h"
// The same to the cent at any size ("$1,494.00", "$0.08/h"): one format down a column of money
// whose figures span cents to thousands (the ways of buying).
QString moneyCents(double usd);
QString moneyCentsPerHour(double usd);
// "$26.88 – $77.09"; "24.73 – 70.92 EUR" with the code once, where a narrow box has room for it.
QString moneyRange(double lowUsd, double highUsd);
// An amount the user typed in US dollars (a budget), with its value in the display currency
// beside it: "$500 (460.00 EUR)"; "$500" when money is shown in US dollars.
QString usdWithMoney(double usd, bool perHour = false);
// A figure in US dollars as a number in the display currency, for what is drawn to scale (a
// chart's axis) rather than written.
double moneyAmount(double usd);
// "USD", or the display currency's code.
QString moneyCode();
// "Prices in EUR at 0.92 per US dollar (rate of 2026-11-01)"; empty in US dollars.
QString displayCurrencyNote();
QString rate(double perSecond);                     // "1,250 /s"
QString percent(double fraction, int decimals = 0); // 0.42 → "42%"
QString bigNumber(double value);                    // 6.7 billion → "6.74 B"
QString date(const std::string& isoDate); // "2024-05-01" → "5/1/24", "01.05.24"; else as given

// "2× a10-24gb": how an option is named in every view.
QString optionLabel(const OptionResult& option);
// "No price known": the one wording for a cost that cannot be given, in every view.
QString noPriceKnown();
// An option's cost per hour, or for the whole job, or noPriceKnown() where no price is known.
QString costPerHourText(const OptionResult& option);
QString costTotalText(const OptionResult& option);
// "1× p5.48xlarge (8× h100-sxm-80gb, 7 idle but paid)": what is rented for the option, whole
// instances of its offer; empty where the offer names no instance (sold by the device).
QString rentalLabel(const OptionResult& option);
// The option and what is rented for it: "1× h100-sxm-80gb on 1× p5.48xlarge (8× ..., 7 idle but
// paid)", or optionLabel alone where nothing more is known or the rental only repeats the device
// (a per-GPU offer named for it: "8× rtx-3090-24gb", not "... on 8× RTX 3090 24 GB").
QString optionWithRental(const OptionResult& option);
// "TP 2 · PP 1 · DP 4 · mb 8 · ZeRO-2 · full recompute"
QString layoutText(const Layout& layout, bool training = true);
// "DP 4 · mb 8 · ZeRO-2": the same for a table cell.
QString layoutShort(const Layout& layout);

} // namespace numfmt

} // namespace rightsize::ui

#include "ui/wording/number_format.h"

#include "core/estimate/buying_modes.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace rightsize::ui {
namespace {

// Set while the command line or the plan JSON is being written.
thread_local bool t_cLocale = false;

// The display currency; none means US dollars.
std::optional<CurrencyRate> g_displayCurrency;

QLocale numberLocale() {
    return t_cLocale ? QLocale::c() : QLocale();
}

class Words {
    Q_DECLARE_TR_FUNCTIONS(NumberFormat)
public:
    static QString seconds(const QString& n) { return tr("%1 s").arg(n); }
    static QString minutes(const QString& n) { return tr("%1 min").arg(n); }
    static QString hours(const QString& n) { return tr("%1 h").arg(n); }
    static QString days(const QString& n) { return tr("%1 d").arg(n); }
    static QString milliseconds(const QString& n) { return tr("%1 ms").arg(n); }
    // "3.1 h (2.6–3.9 h)"
    static QString range(const QString& expected, const QString& span) {
        return tr("%1 (%2)").arg(expected, span);
    }
    // "2.6–3.9 h": the unit once, after the range.
    static QString span(const QString& low, const QString& highWithUnit) {
        return tr("%1–%2").arg(low, highWithUnit);
    }
    static QString gib(const QString& n) { return tr("%1 GiB").arg(n); }
    static QString usd(const QString& n) { return tr("$%1").arg(n); }
    static QString usdPerHour(const QString& n) { return tr("$%1/h").arg(n); }
    // "3.50 EUR": an amount in the display currency, named by its ISO code.
    static QString money(const QString& n, const QString& code) {
        return tr("%1 %2", "amount, currency code").arg(n, code);
    }
    static QString moneyRange(const QString& low, const QString& high) {
        return tr("%1 – %2").arg(low, high);
    }
    static QString moneyPerHour(const QString& n, const QString& code) {
        return tr("%1 %2/h").arg(n, code);
    }
    static QString currencyNote(const QString& code, const QString& rate, const QString& date) {
        return tr("Prices in %1 at %2 per US dollar (rate of %3)").arg(code, rate, date);
    }
    static QString perSecond(const QString& n) { return tr("%1/s").arg(n); }
    static QString percent(const QString& n) { return tr("%1%").arg(n); }
    static QString thousand(const QString& n) { return tr("%1 k").arg(n); }
    static QString million(const QString& n) { return tr("%1 M").arg(n); }
    static QString billion(const QString& n) { return tr("%1 B").arg(n); }
    static QString trillion(const QString& n) { return tr("%1 T").arg(n); }
    static QString option(int count, const QString& device) {
        return tr("%1× %2").arg(count).arg(device);
    }
    static QString instances(int n, const QString& instance) {
        return tr("%1× %2").arg(n).arg(instance);
    }
    static QString instanceHolds(int perInstance, const QString& device) {
        return tr("%1× %2").arg(perInstance).arg(device);
    }
    static QString noPrice() { return tr("No price known"); }
    static QString idlePaid(int idle) { return tr("%n idle but paid", nullptr, idle); }
    static QString onRental(const QString& option, const QString& rental) {
        return tr("%1 on %2", "devices used, instances rented").arg(option, rental);
    }
    static QString tensor(int n) { return tr("TP %1").arg(n); }
    // Prefill and decode engines per replica, as vLLM and SGLang name such a layout.
    static QString disaggregated(int replicas, int prefill, int decode) {
        return replicas > 1 ? tr("%1 × %2P%3D").arg(replicas).arg(prefill).arg(decode)
                            : tr("%1P%2D").arg(prefill).arg(decode);
    }
    static QString pipeline(int n) { return tr("PP %1").arg(n); }
    static QString data(int n) { return tr("DP %1").arg(n); }
    static QString expert(int n) { return tr("EP %1").arg(n); }
    static QString context(int n) { return tr("CP %1").arg(n); }
    static QString microBatch(int n) { return tr("micro-batch %1").arg(n); }
    static QString microBatchShort(int n) { return tr("mb %1").arg(n); }
    static QString recomputeShort() { return tr("recompute"); }
    static QString selectiveShort() { return tr("selective"); }
    static QString accumulation(int n) { return tr("accumulate %1").arg(n); }
    static QString sharding(int stage) { return tr("ZeRO-%1").arg(stage); }
    static QString hybridSharding() { return tr("ZeRO-3 hybrid"); }
    static QString selective() { return tr("selective recompute"); }
    static QString full() { return tr("full recompute"); }
    static QString sequenceParallel() { return tr("sequence parallel"); }
};

// Decimals that keep about three significant digits.
int decimalsFor(double v) {
    const double a = std::fabs(v);
    if (a >= 100 || a == 0)
        return 0;
    if (a >= 10)
        return 1;
    return 2;
}

// The unit a duration reads best in, and the number of seconds in it.
enum class Unit { Seconds, Minutes, Hours, Days };
Unit unitFor(double seconds) {
    if (seconds < 90)
        return Unit::Seconds;
    if (seconds < 90 * 60)
        return Unit::Minutes;
    if (seconds < 48 * 3600)
        return Unit::Hours;
    return Unit::Days;
}

double secondsIn(Unit u) {
    switch (u) {
    case Unit::Seconds:
        return 1;
    case Unit::Minutes:
        return 60;
    case Unit::Hours:
        return 3600;
    case Unit::Days:
        return 86400;
    }
    return 1;
}

QString withUnit(Unit u, const QString& n) {
    switch (u) {
    case Unit::Seconds:
        return Words::seconds(n);
    case Unit::Minutes:
        return Words::minutes(n);
    case Unit::Hours:
        return Words::hours(n);
    case Unit::Days:
        return Words::days(n);
    }
    return n;
}

QString unitSpan(double seconds) {
    const Unit u = unitFor(seconds);
    const double v = seconds / secondsIn(u);
    return withUnit(u, numfmt::number(v, decimalsFor(v)));
}

} // namespace

namespace numfmt {

ScopedCLocale::ScopedCLocale()
    : m_before(t_cLocale) {
    t_cLocale = true;
}

ScopedCLocale::~ScopedCLocale() {
    t_cLocale = m_before;
}

QString number(double value, int decimals) {
    return numberLocale().toString(value, 'f', decimals);
}

QString runCount(double runs) {
    // Not above 0 (no runs, or a figure no schedule gives) has no digits to keep.
    if (!(runs > 0) || runs >= 100 || runs == std::floor(runs))
        return number(runs, 0);
    if (runs >= 1)
        return number(runs, 1);
    return number(runs, std::clamp(1 - int(std::floor(std::log10(runs))), 2, 6));
}

QString gib(double bytes) {
    const double g = bytes / (1024.0 * 1024.0 * 1024.0);
    const double a = std::fabs(g);
    return Words::gib(number(g, a >= 100 ? 0 : a >= 1 || a == 0 ? 1 : 2));
}

QString gibOf(double used, double capacity) {
    const auto value = [](double bytes) {
        const double g = bytes / (1024.0 * 1024.0 * 1024.0);
        const double a = std::fabs(g);
        return number(g, a >= 100 ? 0 : a >= 1 || a == 0 ? 1 : 2);
    };
    return Words::gib(QStringLiteral("%1 / %2").arg(value(used), value(capacity)));
}

QString duration(double seconds) {
    return unitSpan(seconds);
}

QString latency(double ms, int decimals) {
    // From 10 s a latency is a wait, read in the units of any other duration.
    return ms < 10000 ? Words::milliseconds(number(ms, decimals)) : duration(ms / 1000);
}

QString hours(double h) {
    // A limit someone typed ("4", "720") reads as typed: no invented decimals.
    const Unit u = unitFor(h * 3600);
    const double v = h * 3600 / secondsIn(u);
    return withUnit(u, number(v, std::fabs(v - std::round(v)) < 1e-9 ? 0 : decimalsFor(v)));
}

QString durationRange(const Range& s) {
    // One unit for the three numbers, "66.8 h (57.1–86.4 h)", never "66.8 h (57.1 h–3.6 d)".
    const Unit u = unitFor(s.expected);
    const double k = secondsIn(u);
    const int d = decimalsFor(s.expected / k);
    return Words::range(withUnit(u, number(s.expected / k, d)),
                        Words::span(number(s.low / k, d), withUnit(u, number(s.high / k, d))));
}

void setDisplayCurrency(const std::optional<CurrencyRate>& rate) {
    g_displayCurrency = rate;
}

const CurrencyRate* displayCurrency() {
    return g_displayCurrency ? &*g_displayCurrency : nullptr;
}

ScopedDisplayCurrency::ScopedDisplayCurrency(const std::optional<CurrencyRate>& rate)
    : m_before(g_displayCurrency) {
    g_displayCurrency = rate;
}

ScopedDisplayCurrency::~ScopedDisplayCurrency() {
    g_displayCurrency = m_before;
}

} // namespace numfmt

namespace {

// Money has one format wherever it is shown, the command line's C locale included: thousands
// grouped ("$155,872"), so a column of costs reads at a glance.
QString moneyDigits(double value, int decimals) {
    QLocale locale = numberLocale();
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

QString dollars(double usd, bool perHour) {
    return perHour ? Words::usdPerHour(moneyDigits(usd, usd >= 100 ? 0 : 2))
                   : Words::usd(moneyDigits(usd, usd >= 1000 ? 0 : 2));
}

QString inCents(double usd, bool perHour) {
    if (!g_displayCurrency)
        return perHour ? Words::usdPerHour(moneyDigits(usd, 2)) : Words::usd(moneyDigits(usd, 2));
    const QString n = moneyDigits(numfmt::moneyAmount(usd), 2);
    const QString code = QString::fromStdString(g_displayCurrency->code);
    return perHour ? Words::moneyPerHour(n, code) : Words::money(n, code);
}

} // namespace

namespace numfmt {

QString money(double usd) {
    if (!g_displayCurrency)
        return dollars(usd, false);
    const double amount = moneyAmount(usd);
    return Words::money(moneyDigits(amount, amount >= 1000 ? 0 : 2),
                        QString::fromStdString(g_displayCurrency->code));
}

QString moneyCents(double usd) {
    return inCents(usd, false);
}

QString moneyCentsPerHour(double usd) {
    return inCents(usd, true);
}

QString moneyPerHour(double usd) {
    if (!g_displayCurrency)
        return dollars(usd, true);
    const double amount = moneyAmount(usd);
    return Words::moneyPerHour(moneyDigits(amount, amount >= 100 ? 0 : 2),
                               QString::fromStdString(g_displayCurrency->code));
}

QString moneyRange(double lowUsd, double highUsd) {
    if (!g_displayCurrency)
        return Words::moneyRange(money(lowUsd), money(highUsd));
    const double low = moneyAmount(lowUsd);
    const double high = moneyAmount(highUsd);
    return Words::money(Words::moneyRange(moneyDigits(low, high >= 1000 ? 0 : 2),
                                          moneyDigits(high, high >= 1000 ? 0 : 2)),
                        QString::fromStdString(g_displayCurrency->code));
}

double moneyAmount(double usd) {
    return g_displayCurrency ? fromUsd(usd, *g_displayCurrency) : usd;
}

QString usdWithMoney(double usd, bool perHour) {
    if (!g_displayCurrency)
        return dollars(usd, perHour);
    return Words::range(dollars(usd, perHour), perHour ? moneyPerHour(usd) : money(usd));
}

QString moneyCode() {
    return QString::fromStdString(g_displayCurrency ? g_displayCurrency->code
                                                    : std::string(kPlanCurrency));
}

QString displayCurrencyNote() {
    if (!g_displayCurrency)
        return {};
    // The rate as the user gave it: 0.92, never 0.920000.
    return Words::currencyNote(QString::fromStdString(g_displayCurrency->code),
                               numberLocale().toString(g_displayCurrency->perUsd, 'g', 10),
                               QString::fromStdString(g_displayCurrency->date));
}

QString rate(double perSecond) {
    return Words::perSecond(bigNumber(perSecond));
}

QString percent(double fraction, int decimals) {
    return Words::percent(number(fraction * 100, decimals));
}

QString bigNumber(double v) {
    const double a = std::fabs(v);
    if (a >= 1e12)
        return Words::trillion(number(v / 1e12, decimalsFor(v / 1e12)));
    if (a >= 1e9)
        return Words::billion(number(v / 1e9, decimalsFor(v / 1e9)));
    if (a >= 1e6)
        return Words::million(number(v / 1e6, decimalsFor(v / 1e6)));
    if (a >= 1e4)
        return Words::thousand(number(v / 1e3, decimalsFor(v / 1e3)));
    return number(v, a >= 100 || a == std::floor(a) ? 0 : decimalsFor(v));
}

QString date(const std::string& isoDate) {
    const QString text = QString::fromStdString(isoDate);
    const QDate d = QDate::fromString(text, Qt::ISODate);
    return d.isValid() ? QLocale().toString(d, QLocale::ShortFormat) : text;
}

QString optionLabel(const OptionResult& o) {
    const QString id =
        o.placement.device ? QString::fromStdString(o.placement.device->id) : QStringLiteral("?");
    return Words::option(o.placement.count, id);
}

QString noPriceKnown() {
    return Words::noPrice();
}

QString costPerHourText(const OptionResult& o) {
    return o.cost.perHour > 0 ? moneyPerHour(o.cost.perHour) : noPriceKnown();
}

QString costTotalText(const OptionResult& o) {
    return o.cost.perHour > 0 && o.cost.total.expected > 0 ? money(o.cost.total.expected)
                                                           : noPriceKnown();
}

namespace {

// Letters and digits only, lower case: "RTX 3090 24 GB" and "rtx-3090-24gb" read alike.
QString plainName(const std::string& text) {
    QString out;
    for (const QChar c : QString::fromStdString(text))
        if (c.isLetterOrNumber())
            out += c.toLower();
    return out;
}

// A per-GPU offer whose instance name only repeats the device ("RTX 3090 24 GB" for
// rtx-3090-24gb) says nothing the option does not: "8× rtx-3090-24gb on 8× RTX 3090 24 GB" reads
// as a mistake. The provider stays in the price basis.
bool instanceRepeatsDevice(const OptionResult& o, const PriceQuote& q) {
    if (o.cost.devicesPerInstance > 1 || o.cost.billedDevices > o.placement.count)
        return false;
    // "A100 PCIe 80 GB, Secure Cloud": what follows the comma is the provider's tier, not the
    // device.
    const QString instance = plainName(q.instance.substr(0, q.instance.find(',')));
    const Device& d = *o.placement.device;
    return !instance.isEmpty() &&
           (plainName(d.id).contains(instance) || plainName(d.name).contains(instance));
}

} // namespace

QString rentalLabel(const OptionResult& o) {
    const PriceQuote* q = o.cost.quote;
    if (!q || q->instance.empty() || o.cost.instances <= 0 || !o.placement.device)
        return {};
    const QString instance = QString::fromStdString(q->instance);
    QString text = instanceNameHasCount(o.cost.instances, q->instance)
                       ? instance
                       : Words::instances(o.cost.instances, instance);
    QStringList inside;
    if (o.cost.devicesPerInstance > 1)
        inside << Words::instanceHolds(o.cost.devicesPerInstance,
                                       QString::fromStdString(o.placement.device->id));
    const int idle = o.cost.billedDevices - o.placement.count;
    if (idle > 0)
        inside << Words::idlePaid(idle);
    if (!inside.isEmpty())
        text += QStringLiteral(" (%1)").arg(inside.join(QStringLiteral(", ")));
    return text;
}

QString optionWithRental(const OptionResult& o) {
    const QString rental = rentalLabel(o);
    if (rental.isEmpty() || instanceRepeatsDevice(o, *o.cost.quote))
        return optionLabel(o);
    return Words::onRental(optionLabel(o), rental);
}

namespace {

// The model's axes every label names: tensor, pipeline and expert splits and the replicas.
void addAxes(QStringList& parts, const Layout& l) {
    if (l.tensor > 1)
        parts << Words::tensor(l.tensor);
    if (l.pipeline > 1)
        parts << Words::pipeline(l.pipeline);
    if (l.expert > 1)
        parts << Words::expert(l.expert);
    // Context-parallel ranks are data-parallel ones that share their samples: the replicas of a
    // sample are data / context.
    const int context = std::max(1, l.context);
    if (context > 1)
        parts << Words::context(context);
    if (l.prefillEngines > 0)
        parts << Words::disaggregated(l.data / std::max(1, l.prefillEngines + l.decodeEngines),
                                      l.prefillEngines, l.decodeEngines);
    else if (l.data / context > 1)
        parts << Words::data(l.data / context);
}

// Hybrid sharding is stage 3 within a node, not a stage of its own.
QString shardingWord(Sharding s) {
    return s == Sharding::Zero3Hybrid ? Words::hybridSharding() : Words::sharding(int(s));
}

} // namespace

QString layoutText(const Layout& l, bool training) {
    QStringList parts;
    addAxes(parts, l);
    parts << Words::microBatch(l.microBatch);
    if (training && l.gradientAccumulation > 1)
        parts << Words::accumulation(l.gradientAccumulation);
    if (l.sharding != Sharding::None)
        parts << shardingWord(l.sharding);
    if (l.recompute == Recompute::Selective)
        parts << Words::selective();
    else if (l.recompute == Recompute::Full)
        parts << Words::full();
    if (l.sequenceParallel)
        parts << Words::sequenceParallel();
    return parts.join(QStringLiteral(" · "));
}

QString layoutShort(const Layout& l) {
    QStringList parts;
    addAxes(parts, l);
    parts << Words::microBatchShort(l.microBatch);
    if (l.sharding != Sharding::None)
        parts << shardingWord(l.sharding);
    if (l.recompute == Recompute::Selective)
        parts << Words::selectiveShort();
    else if (l.recompute == Recompute::Full)
        parts << Words::recomputeShort();
    return parts.join(QStringLiteral(" · "));
}

} // namespace numfmt

} // namespace rightsize::ui

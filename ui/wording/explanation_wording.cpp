#include "ui/wording/explanation_wording.h"

#include "ui/wording/number_format.h"

#include <QLocale>
#include <algorithm>
#include <cmath>
#include <string_view>
#include <utility>

namespace rightsize::ui {
namespace {

QString sci(double v) {
    // Large counts (parameters, FLOPs, bytes) read best with a metric prefix and three significant
    // digits ("109 M", "1.25 P"): a manager reads "1.095e+08" as noise. Tiny values keep
    // scientific notation.
    const double a = std::fabs(v);
    if (a >= 1e6 && a < 1e21) {
        static const char* const kPrefixes[] = {"k", "M", "G", "T", "P", "E"};
        int group = int(std::floor(std::log10(a) / 3));
        group = std::clamp(group, 1, 6);
        const double mantissa = v / std::pow(1000.0, group);
        const int decimals = std::fabs(mantissa) >= 100 ? 0 : std::fabs(mantissa) >= 10 ? 1 : 2;
        return QStringLiteral("%1 %2").arg(QLocale().toString(mantissa, 'f', decimals),
                                           QLatin1String(kPrefixes[group - 1]));
    }
    return QLocale().toString(v, v != 0 && (a >= 1e6 || a < 1e-3) ? 'e' : 'f', 3);
}

// Memory in bytes reads in the binary units the window and the report use everywhere else
// ("4.55 Gi" beside the unit "B"), so the terms add up to the headline's GiB.
QString binary(double v) {
    static const char* const kPrefixes[] = {"Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
    int group = int(std::floor(std::log2(std::fabs(v)) / 10));
    group = std::clamp(group, 1, 6);
    const double mantissa = v / std::pow(1024.0, group);
    const int decimals = std::fabs(mantissa) >= 100 ? 0 : std::fabs(mantissa) >= 10 ? 1 : 2;
    return QStringLiteral("%1 %2").arg(QLocale().toString(mantissa, 'f', decimals),
                                       QLatin1String(kPrefixes[group - 1]));
}

bool isShare(const std::string& key);

// A value large enough to take a prefix, which then joins the unit ("GiB", "TFLOP/s").
bool prefixed(const Term& t) {
    const double a = std::fabs(t.value);
    if (!std::isfinite(a) || isShare(t.key) || t.unit == "USD" || t.unit == "USD/h")
        return false;
    return t.unit == "B" ? a >= 1024 : a >= 1e6 && a < 1e21;
}

// Shares of a whole (efficiencies, utilisation) read as percentages.
bool isShare(const std::string& key) {
    return key == "sustained_fraction" || key == "framework_efficiency" || key == "mfu";
}

} // namespace

QString ExplanationWording::label(ExplanationPart part, const std::string& key) {
    // Keys shared by two parts ("total") mean different things in each.
    if (part == ExplanationPart::Cost) {
        static const std::pair<const char*, const char*> cost[] = {
            {"devices", QT_TR_NOOP("Devices the run uses")},
            {"instances", QT_TR_NOOP("Instances rented (sold whole)")},
            {"devices_per_instance", QT_TR_NOOP("Devices per instance")},
            {"devices_billed", QT_TR_NOOP("Devices paid for, idle ones included")},
            {"instance_price_per_hour", QT_TR_NOOP("Price per instance-hour")},
            {"price_per_hour", QT_TR_NOOP("Price per hour = instances × instance price")},
            {"startup_hours", QT_TR_NOOP("Start-up, billed")},
            {"compute_hours", QT_TR_NOOP("Compute")},
            {"interruption_hours", QT_TR_NOOP("Checkpoints, lost work and restarts")},
            {"idle_hours", QT_TR_NOOP("Idle before the cluster stops")},
            {"billed_hours", QT_TR_NOOP("Billed hours = the terms above")},
            {"total", QT_TR_NOOP("Total = price per hour × billed hours")},
            {"total_low", QT_TR_NOOP("Total, low")},
            {"total_high", QT_TR_NOOP("Total, high")},
            {"per_million_tokens", QT_TR_NOOP("Per million tokens")},
            {"per_million_requests", QT_TR_NOOP("Per million requests")},
        };
        for (const auto& [k, text] : cost)
            if (key == k)
                return tr(text);
        return {};
    }
    static const std::pair<const char*, const char*> terms[] = {
        // memory
        {"params_trainable", QT_TR_NOOP("Trainable parameters")},
        {"params_frozen", QT_TR_NOOP("Frozen parameters")},
        {"bytes_per_param_weights", QT_TR_NOOP("Weight bytes per trainable parameter")},
        {"bytes_per_param_gradients", QT_TR_NOOP("Gradient bytes per trainable parameter")},
        {"bytes_per_param_optimizer", QT_TR_NOOP("Optimizer bytes per trainable parameter")},
        {"bytes_per_param_frozen", QT_TR_NOOP("Weight bytes per frozen parameter")},
        {"model_split", QT_TR_NOOP("Devices one copy of the model is split over")},
        {"expert_parallel", QT_TR_NOOP("Devices the routed experts are split over")},
        {"context_parallel", QT_TR_NOOP("Devices each sequence is split over")},
        {"data_parallel", QT_TR_NOOP("Data-parallel replicas")},
        {"sharding_stage", QT_TR_NOOP("ZeRO stage (4: stage 3 within a node)")},
        {"recompute", QT_TR_NOOP("Recomputation (1: selective, 2: full)")},
        {"layers", QT_TR_NOOP("Layers")},
        {"hidden", QT_TR_NOOP("Hidden size")},
        {"seq_len", QT_TR_NOOP("Sequence length")},
        {"micro_batch", QT_TR_NOOP("Micro-batch")},
        {"activation_bytes_per_layer", QT_TR_NOOP("Activation bytes per layer")},
        {"kv_bytes_per_token", QT_TR_NOOP("KV cache bytes per token")},
        {"weights", QT_TR_NOOP("Weights")},
        {"gradients", QT_TR_NOOP("Gradients")},
        {"optimizer", QT_TR_NOOP("Optimizer state")},
        {"activations", QT_TR_NOOP("Activations")},
        {"kv_cache", QT_TR_NOOP("KV cache")},
        {"overhead", QT_TR_NOOP("Runtime overhead")},
        {"total", QT_TR_NOOP("Total")},
        {"capacity", QT_TR_NOOP("Usable capacity")},
        // time
        {"flops_forward_per_sample", QT_TR_NOOP("Forward FLOPs per sample")},
        {"flops_per_step", QT_TR_NOOP("FLOPs per device per step")},
        {"model_flops_per_step", QT_TR_NOOP("Model FLOPs per device per step")},
        {"peak_flops", QT_TR_NOOP("Peak FLOP rate")},
        {"sustained_fraction", QT_TR_NOOP("Share of peak the device sustains")},
        {"framework_efficiency", QT_TR_NOOP("Framework efficiency")},
        {"memory_bandwidth", QT_TR_NOOP("Memory bandwidth")},
        {"compute_seconds", QT_TR_NOOP("Compute")},
        {"memory_seconds", QT_TR_NOOP("Memory traffic")},
        {"communication_seconds", QT_TR_NOOP("Communication (not hidden)")},
        {"bubble_seconds", QT_TR_NOOP("Pipeline bubble")},
        {"optimizer_seconds", QT_TR_NOOP("Optimizer step")},
        {"overhead_seconds", QT_TR_NOOP("Kernel gaps")},
        {"device_seconds", QT_TR_NOOP("Device work")},
        {"host_seconds", QT_TR_NOOP("Host issuing the work (runs alongside)")},
        {"data_seconds", QT_TR_NOOP("Data pipeline per step (runs alongside)")},
        {"step_seconds", QT_TR_NOOP("Step time (the longest of device, host and data)")},
        {"steps", QT_TR_NOOP("Steps")},
        {"compile_seconds", QT_TR_NOOP("torch.compile, once per job")},
        {"supply_samples_per_s", QT_TR_NOOP("Samples the data pipeline supplies")},
        {"samples_per_s", QT_TR_NOOP("Throughput")},
        {"total_samples", QT_TR_NOOP("Samples in the job")},
        {"mfu", QT_TR_NOOP("Model FLOPs utilisation")},
        {"job_seconds", QT_TR_NOOP("Job time, expected")},
        {"job_seconds_low", QT_TR_NOOP("Job time, low")},
        {"job_seconds_high", QT_TR_NOOP("Job time, high")},
        {"latency_p50_ms", QT_TR_NOOP("p50 latency")},
        {"latency_p95_ms", QT_TR_NOOP("p95 latency")},
        {"replicas", QT_TR_NOOP("Replicas")},
    };
    for (const auto& [k, text] : terms)
        if (key == k)
            return tr(text);
    return {};
}

QString ExplanationWording::unit(const std::string& unit) {
    if (unit == "B")
        return tr("B");
    if (unit == "FLOP")
        return tr("FLOP");
    if (unit == "FLOP/s")
        return tr("FLOP/s");
    if (unit == "B/s")
        return tr("B/s");
    if (unit == "s")
        return tr("s");
    if (unit == "ms")
        return tr("ms");
    if (unit == "h")
        return tr("h");
    if (unit == "1/s")
        return tr("/s");
    // Money terms are written in the display currency, as every other figure of the window.
    if (unit == "USD")
        return numfmt::displayCurrency() ? numfmt::moneyCode() : tr("USD");
    if (unit == "USD/h")
        return numfmt::displayCurrency() ? tr("%1/h").arg(numfmt::moneyCode()) : tr("USD/h");
    if (unit == "tokens")
        return tr("tokens");
    if (unit == "samples")
        return tr("samples");
    return QString::fromStdString(unit);
}

QString ExplanationWording::unitColumn(const Term& term) {
    return prefixed(term) ? QString() : unit(term.unit);
}

QString ExplanationWording::value(const Term& term) {
    const double v = term.value;
    if (!std::isfinite(v))
        return tr("not known");
    if (isShare(term.key))
        return numfmt::percent(v, 1);
    if (term.unit == "USD" || term.unit == "USD/h") {
        const double amount = numfmt::moneyAmount(v);
        return numfmt::number(amount, std::fabs(amount) >= 100 ? 2 : 3);
    }
    if (term.unit == "h" || term.unit == "ms")
        return numfmt::number(v, 1);
    if (prefixed(term)) {
        // Prefixes join symbols ("GiB", "TFLOP/s"); words stay apart ("1.20 M samples").
        const bool symbol = term.unit == "B" || term.unit == "B/s" || term.unit == "FLOP" ||
                            term.unit == "FLOP/s" || term.unit.empty();
        return (term.unit == "B" ? binary(v) : sci(v)) +
               (symbol ? QString() : QStringLiteral(" ")) + unit(term.unit);
    }
    // Small whole numbers (devices, layers, bytes per parameter) read as they are.
    if (std::fabs(v) < 1e6 && v == std::floor(v))
        return QLocale().toString(qint64(v));
    return sci(v);
}

QString ExplanationWording::heading(ExplanationPart part) {
    switch (part) {
    case ExplanationPart::Memory:
        return tr("Memory per device");
    case ExplanationPart::Time:
        return tr("Time");
    case ExplanationPart::Cost:
        return tr("Cost");
    }
    return {};
}

const std::vector<Term>& explanationTerms(const Explanation& e, ExplanationPart part) {
    switch (part) {
    case ExplanationPart::Memory:
        return e.memory;
    case ExplanationPart::Time:
        return e.time;
    case ExplanationPart::Cost:
        return e.cost;
    }
    return e.memory;
}

namespace {

// The decimals of the hourly price and of the hours that make the printed price times the printed
// billed hours give the printed total ("1.3125 × 9.8894 = 12.980", where 1.313 × 9.9 would not):
// the fewest that do, the usual ones when the cost has no such three terms.
struct CostDigits {
    int price = -1; // -1: as ExplanationWording::value prints money
    int hours = 1;
};

double rounded(double v, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::round(v * scale) / scale;
}

CostDigits costDigits(const std::vector<Term>& terms) {
    const auto find = [&](std::string_view key) -> const Term* {
        for (const Term& t : terms)
            if (t.key == key)
                return &t;
        return nullptr;
    };
    const Term* price = find("price_per_hour");
    const Term* hours = find("billed_hours");
    const Term* total = find("total");
    if (!price || !hours || !total || !std::isfinite(hours->value) ||
        !std::isfinite(price->value) || price->value <= 0)
        return {};
    const double perHour = numfmt::moneyAmount(price->value);
    const double amount = numfmt::moneyAmount(total->value);
    const int totalDecimals = std::fabs(amount) >= 100 ? 2 : 3;
    const double sum = rounded(amount, totalDecimals);
    const int usual = std::fabs(perHour) >= 100 ? 2 : 3;
    for (int p = usual; p <= 6; ++p)
        for (int h = 1; h <= 6; ++h)
            if (std::fabs(rounded(rounded(perHour, p) * rounded(hours->value, h), totalDecimals) -
                          sum) < 0.5 / std::pow(10.0, totalDecimals))
                return {p == usual ? -1 : p, h};
    return {};
}

} // namespace

std::vector<ExplanationRow> explanationRows(const Explanation& e, ExplanationPart part) {
    std::vector<ExplanationRow> rows;
    const std::vector<Term>& terms = explanationTerms(e, part);
    const CostDigits digits = part == ExplanationPart::Cost ? costDigits(terms) : CostDigits{};
    for (const Term& t : terms) {
        QString label = ExplanationWording::label(part, t.key);
        if (label.isEmpty())
            label = QString::fromStdString(t.key);
        // Every hour of the cost at the same precision, so the terms add up as printed too.
        QString value = ExplanationWording::value(t);
        if (part == ExplanationPart::Cost && t.unit == "h" && std::isfinite(t.value))
            value = numfmt::number(t.value, digits.hours);
        else if (t.key == "price_per_hour" && digits.price >= 0)
            value = numfmt::number(numfmt::moneyAmount(t.value), digits.price);
        rows.push_back({t.key, label, value, ExplanationWording::unitColumn(t)});
    }
    return rows;
}

} // namespace rightsize::ui

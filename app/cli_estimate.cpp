#include "app/cli_estimate.h"

#include "app/cli.h"
#include "app/cli_options.h"
#include "app/cli_sweep.h"
#include "app/currency_options.h"
#include "app/library_catalog.h"
#include "app/scenario_file.h"
#include "app/text_table.h"
#include "core/catalog/energy_json.h"
#include "core/catalog/offers.h"
#include "core/estimate/buying_modes.h"
#include "core/estimate/energy.h"
#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"
#include "core/model/currency.h"
#include "core/model/visible_text.h"
#include "core/output/buying_modes_json.h"
#include "core/output/launch_command.h"
#include "core/output/plan_json.h"
#include "ui/wording/buying_modes_text.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QString>
#include <algorithm>
#include <filesystem>
#include <optional>
#include <ostream>
#include <set>
#include <vector>

namespace rightsize::app {
namespace {

const std::string kEstimateUsage =
    std::string("rightsize estimate FILE [--format json|table | --launch] [--calibration NAME] "
                "[--db PATH] [--strict] [--set KEY=VALUE]... [--sweep KEY=V1,V2,... [--sweep "
                "KEY=...]] ") +
    kCurrencyUsage;

std::string text(const QString& s) {
    return s.toStdString();
}

// Spot asked for but the device has no firm spot offer: the on-demand figure stands in, and the
// cell says so where it is read, not only in the JSON's findings.
std::string spotNote(const OptionResult& o) {
    const bool missing = std::any_of(o.findings.begin(), o.findings.end(), [](const Finding& f) {
        return f.code == kFindingSpotPriceMissing;
    });
    return missing ? " (on-demand price)" : "";
}

// A latency as a person reads it: milliseconds while they are a few seconds at most, then the
// window's durations ("52.6 min" says overloaded better than "3157842 ms").
std::string latencyText(double ms, int decimals) {
    return text(ui::numfmt::latency(ms, decimals));
}

// The recommended option in every way of buying, side by side, from the same cost model: the
// window's table, cell for cell (ui/wording/buying_modes_text.h), in columns two spaces apart.
void printBuyingModes(const std::vector<BuyingModeCost>& modes, bool job, std::ostream& out) {
    if (modes.empty())
        return;
    out << "\nWays of buying the recommended option:\n";
    const std::vector<ui::BuyingModeRow> rows = ui::BuyingModesText::rows(modes, job);
    std::vector<std::vector<std::string>> table;
    auto add = [&table](const QStringList& cells) {
        auto& row = table.emplace_back();
        for (const QString& cell : cells)
            row.push_back(text(cell));
    };
    add(ui::BuyingModesText::headers(job));
    for (const ui::BuyingModeRow& r : rows)
        add(ui::BuyingModesText::cells(r, job));
    // Words line up on the left, figures on the right, as in the window.
    printTextTable(std::move(table), out, {.leftColumns = 2, .indent = "  "});
    out << "  " << text(ui::BuyingModesText::legend()) << '\n';
    for (const ui::BuyingModeRow& r : rows)
        out << "  - " << text(r.name) << ": " << text(r.assumes) << '\n';
}

// One option's row of the table, in the window's units and wording (the caller sets the
// locale and the display currency).
std::vector<std::string> optionRow(const Plan& plan, std::size_t i) {
    const OptionResult& o = plan.options[i];
    // Classic ML and ETL have no model layout to show; a model's names every axis it splits
    // over, with the window's words.
    const std::string layout =
        o.time.flopsPerStep > 0 ? text(ui::numfmt::layoutShort(o.placement.layout)) : "-";
    const std::string mem = text(ui::numfmt::gib(o.memory.total())) + " of " +
                            text(ui::numfmt::gib(o.capacityBytes)) + (o.fits ? "" : " !");
    const std::string time = o.timeSeconds.expected > 0
                                 ? text(ui::numfmt::durationRange(o.timeSeconds))
                             : o.latency && o.latency->ttftMs.p95 > 0
                                 ? "TTFT " + latencyText(o.latency->ttftMs.p95, 0) + ", TPOT " +
                                       latencyText(o.latency->tpotMs.p95, 1) + " (p95)"
                             : o.latency ? "p95 " + latencyText(o.latency->p95Ms, 1)
                                         : "-";
    const bool chosen = plan.recommended && *plan.recommended == i;
    const EnergyEstimate energy = estimateEnergy(o, builtinEnergyModel());
    return {chosen ? "*" : "",
            o.placement.device->id,
            std::to_string(o.placement.count),
            ui::numfmt::rentalLabel(o).isEmpty() ? "-" : text(ui::numfmt::rentalLabel(o)),
            layout,
            mem,
            time,
            text(ui::numfmt::costPerHourText(o)) + spotNote(o),
            o.timeSeconds.expected > 0 ? text(ui::numfmt::costTotalText(o)) : "-",
            energy.known
                ? text(ui::numfmt::number(energy.kwh.expected, energy.kwh.expected < 10 ? 2 : 0)) +
                      (energy.perHour ? "/h" : "")
                : "-",
            energy.co2Known ? text(ui::numfmt::number(energy.co2Kg.expected,
                                                      energy.co2Kg.expected < 10 ? 2 : 0)) +
                                  (energy.perHour ? "/h" : "")
                            : "-",
            text(ui::PlanWordingText::bottleneck(o.time.bottleneck))};
}

// The recommendation with its reasons, or, when no option fits, what would hold the work.
void printRecommendation(const Plan& plan, std::ostream& out) {
    if (plan.recommended) {
        const OptionResult& o = plan.options[*plan.recommended];
        out << "Recommendation: " << text(ui::numfmt::optionWithRental(o));
        // Where to rent it: the instance type, provider and region of the offer it is priced at.
        if (o.cost.quote && !o.cost.quote->instance.empty() &&
            ui::numfmt::optionWithRental(o) == ui::numfmt::optionLabel(o))
            out << " on " << text(ui::PlanWordingText::priceOffer(*o.cost.quote));
        else if (o.cost.quote && !o.cost.quote->provider.empty())
            out << " from " << o.cost.quote->provider
                << (o.cost.quote->region.empty() ? "" : ", " + o.cost.quote->region);
        out << '\n';
        for (const Reason& r : plan.reasons)
            out << "  - " << ui::PlanWordingText::reason(r).toStdString() << '\n';
        if (plan.usage)
            out << "  - " << ui::PlanWordingText::usageOffers(*plan.usage).toStdString() << '\n';
        for (const Finding& f : o.findings)
            out << "  ! " << ui::PlanWordingText::finding(f).toStdString() << '\n';
    } else {
        // Where something fits, the policy's headroom, not the memory, stops it: said exactly.
        const auto fit = ui::PlanWordingText::whatWouldFit(plan);
        out << "No recommendation: "
            << (fit.why.isEmpty() ? std::string("no option fits.") : text(fit.why)) << '\n';
        for (const auto& [device, sentence] : fit.byDevice)
            out << "  - " << text(device) << ": " << text(sentence) << '\n';
    }
}

void printTable(const Plan& plan, std::ostream& out,
                const std::optional<CurrencyRate>& displayRate) {
    // The window's units and wording (ui/wording/number_format.h), with C-locale numbers for
    // scripts, and its money in the display currency.
    const ui::numfmt::ScopedCLocale cLocale;
    const ui::numfmt::ScopedDisplayCurrency currency(displayRate);
    const CurrencyRate* display = ui::numfmt::displayCurrency();
    std::vector<std::vector<std::string>> rows;
    rows.push_back({"", "device", "count", "rented", "layout", "memory/device", "time (low-high)",
                    display ? display->code + "/h" : std::string("$/h"),
                    display ? "total " + display->code : std::string("total $"), "kWh", "kg CO2",
                    "bottleneck"});
    for (std::size_t i = 0; i < plan.options.size(); ++i)
        rows.push_back(optionRow(plan, i));
    printTextTable(rows, out);
    // Whose price each cost rests on, and when it was observed.
    out << "\nPrices:\n";
    std::vector<std::vector<std::string>> prices;
    std::set<const PriceQuote*> listed;
    for (const OptionResult& o : plan.options)
        if (o.cost.quote && listed.insert(o.cost.quote).second)
            prices.push_back(
                {"", o.placement.device->id, text(ui::PlanWordingText::priceBasis(*o.cost.quote))});
    if (!prices.empty())
        printTextTable(prices, out);
    if (display)
        out << "\nIn " << display->code << " at " << display->perUsd << " per US dollar (rate of "
            << display->date
            << ", given by the user); the plan JSON keeps US dollars and adds display figures.\n";
    // What the energy and CO2 columns rest on.
    const EnergyModel& energyModel = builtinEnergyModel();
    out << "\nEnergy: devices at their modelled utilisation between idle ("
        << energyModel.idleFraction.value.expected << " of TDP) and TDP, host "
        << energyModel.hostFraction.value.expected << " of TDP, PUE "
        << energyModel.pue.value.expected << "; CO2 from the region's " << energyModel.gridDate
        << " grid intensity (see energy_assumptions in the JSON for ranges and sources).\n";
    out << '\n';
    printRecommendation(plan, out);
    if (plan.calibration)
        out << "  " << ui::PlanWordingText::calibration(*plan.calibration).toStdString() << "\n";
    for (const Finding& f : plan.findings)
        // Said where the recommendation would be.
        if (f.code != "no_option_with_headroom" && f.code != "only_estimated_prices")
            out << "  ! " << ui::PlanWordingText::finding(f).toStdString() << '\n';
}

// The targets a serving option misses, each with its p95 and the target in milliseconds.
std::string missedTargetsText(const OptionResult& o, const PlannedScenario& planned) {
    const ServingSpec& spec = planned.document.scenario.workload.serving;
    const LatencyEstimate& l = *o.latency;
    std::string said;
    auto check = [&](const char* name, double p95, double target) {
        if (target > 0 && p95 > target)
            said += std::string(said.empty() ? ": " : ", ") + name + " p95 " +
                    text(ui::numfmt::number(p95, 0)) + " ms against " +
                    text(ui::numfmt::number(target, 0)) + " ms";
    };
    check("TTFT", l.ttftMs.p95, spec.ttftP95Ms);
    check("TPOT", l.tpotMs.p95, spec.tpotP95Ms);
    check("latency", l.p95Ms, spec.p95Ms);
    return said;
}

// --launch: the command that starts the recommended option's engine, with what the user must
// know before pasting it as shell comments above it. A scenario with nothing to launch is bad
// input for this question.
int printLaunch(const std::string& file, const PlannedScenario& planned, const Catalog& catalog,
                std::ostream& out, std::ostream& err) {
    const Plan& plan = planned.plan;
    const OptionResult* best = plan.recommended ? &plan.options[*plan.recommended] : nullptr;
    const std::string baseDir = std::filesystem::path(file).parent_path().string();
    const LaunchResult launch = launchCommand(planned.document.scenario, catalog, best,
                                              hubModelName(planned.document, catalog, baseDir));
    if (!launch.command) {
        err << file << ": " << launchMissingText(launch.missing) << '\n';
        return launch.missing == LaunchMissing::NoOption ? kExitNoPlan : kExitBadInput;
    }
    if (const std::string missed = best->latency ? missedTargetsText(*best, planned) : "";
        !missed.empty()) {
        err << file << ": " << text(ui::numfmt::optionLabel(*best))
            << " misses the scenario's targets" << missed
            << "; no command printed, since the service it starts would miss them\n";
        return kExitNoPlan;
    }
    const LaunchCommand& c = *launch.command;
    const std::string gpus = std::to_string(c.tensor) + (c.tensor == 1 ? " GPU" : " GPUs");
    auto engines = [](int n) { return std::to_string(n) + (n == 1 ? " engine" : " engines"); };
    const bool split = !c.decodeCommand.empty();
    out << "# " << text(ui::numfmt::optionLabel(*best)) << ": ";
    if (split)
        out << c.replicas << " x " << c.prefillEngines << "P" << c.decodeEngines << "D, engines of "
            << gpus << "\n";
    else
        out << engines(c.replicas) << " of " << gpus << ", each started with this command\n";
    if (!c.modelKnown)
        out << "# " << kLaunchModelPlaceholder
            << " is a placeholder: replace it with the model's Hugging Face name or a local path\n";
    for (const std::string& note : c.notes)
        out << "# " << note << '\n';
    if (!split) {
        out << c.command << '\n';
        return kExitOk;
    }
    out << "# " << engines(c.replicas * c.prefillEngines) << " for prefill, each started with\n"
        << c.command << "\n# " << engines(c.replicas * c.decodeEngines)
        << " for decode, each started with\n"
        << c.decodeCommand << '\n';
    return kExitOk;
}

} // namespace

namespace {

struct EstimateOptions {
    std::string file;
    std::string format; // empty: json, or table for a sweep
    bool useLibrary = false;
    std::string calibration;
    std::string db;
    CurrencyOptions currency;
    bool launch = false;
    bool strict = false;
    std::vector<FieldOverride> settings;
    std::vector<FieldSweep> sweeps;
};

// The options that exclude or bound each other: formats, the number of swept keys and points.
bool checkEstimateOptions(const EstimateOptions& o, std::ostream& err) {
    const bool sweep = !o.sweeps.empty();
    const std::string& f = o.format;
    if (!f.empty() && f != "json" && f != "table" && !(sweep && f == "csv")) {
        err << "estimate: --format must be json or table" << (sweep ? " or csv" : "") << ", not "
            << quoteText(f) << "\n";
        return false;
    }
    if (o.sweeps.size() > 2) {
        err << "estimate: --sweep takes one or two keys, not " << o.sweeps.size() << "\n";
        return false;
    }
    if (sweep && o.launch) {
        err << "estimate: --launch prints one plan's command; it does not sweep\n";
        return false;
    }
    std::size_t points = 1;
    for (const FieldSweep& s : o.sweeps)
        points *= s.values.size();
    if (points > kMaxSweepPoints) {
        err << "estimate: " << points << " points to sweep; at most " << kMaxSweepPoints << "\n";
        return false;
    }
    return true;
}

// Reads the options of `rightsize estimate`; false (a message printed) when they are wrong.
bool parseEstimateOptions(const std::vector<std::string>& args, EstimateOptions& o,
                          std::ostream& err) {
    std::string value;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--launch") {
            o.launch = true;
        } else if (a == "--strict") {
            o.strict = true;
        } else if (takeOptionValue(args, i, "--format", o.format) ||
                   takeOptionValue(args, i, "--calibration", o.calibration)) {
        } else if (takeOptionValue(args, i, "--db", o.db)) {
            o.useLibrary = true;
        } else if (takeOptionValue(args, i, "--set", value)) {
            const auto set = parseOverride(value, "--set", err);
            if (!set)
                return false;
            o.settings.push_back(*set);
        } else if (takeOptionValue(args, i, "--sweep", value)) {
            const auto sweep = parseSweep(value, err);
            if (!sweep)
                return false;
            o.sweeps.push_back(*sweep);
        } else if (takeCurrencyOption(args, i, o.currency)) {
        } else if (!a.empty() && a[0] == '-') {
            err << "estimate: unknown option " << quoteText(a) << "\nusage: " << kEstimateUsage
                << "\n";
            return false;
        } else if (o.file.empty()) {
            o.file = a;
        } else {
            err << "estimate: one scenario file at a time\n";
            return false;
        }
    }
    if (o.file.empty()) {
        err << "usage: " << kEstimateUsage << "\n";
        return false;
    }
    return checkEstimateOptions(o, err);
}

} // namespace

int runEstimateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    EstimateOptions options;
    if (!parseEstimateOptions(args, options, err))
        return kExitBadInput;
    const std::string& file = options.file;
    const std::string format = options.format.empty() ? "json" : options.format;
    bool currencyOk = true;
    const std::optional<CurrencyRate> display =
        displayCurrencyFrom(options.currency, "estimate", err, currencyOk);
    if (!currencyOk)
        return kExitBadInput;
    int code = kExitOk;
    // With --db the plan uses the library's catalog: the prices the window shows and edits. A
    // calibration is always the library's (the default one without --db).
    const auto loaded = commandCatalog(options.useLibrary, options.db, err, code);
    if (!loaded)
        return code;
    // Offers priced in other currencies take part at the user's rate, or not at all.
    Catalog catalog = *loaded;
    convertOffersForCommand(catalog, display, "estimate", err);
    if (!options.sweeps.empty()) {
        // Money in the display currency, as the plan's table shows it.
        const ui::numfmt::ScopedDisplayCurrency money(display);
        SweepRequest request{options.sweeps,
                             options.settings,
                             options.format.empty() ? "table" : options.format,
                             options.calibration,
                             options.db,
                             options.strict};
        return printSweep(request, sweepPoints(file, catalog, request), out);
    }
    auto planned = loadAndPlanScenarioFile(file, catalog, err, code, options.calibration,
                                           options.db, options.strict, options.settings);
    if (!planned)
        return code;
    const Plan& plan = planned->plan;
    if (!planIsFinite(file, plan, err))
        return kExitInternal;
    if (options.launch)
        return printLaunch(file, *planned, catalog, out, err);
    const std::vector<BuyingModeCost> modes =
        plan.recommended
            ? buyingModes(planned->document.scenario, catalog, plan.options[*plan.recommended])
            : std::vector<BuyingModeCost>{};
    if (format == "json") {
        nlohmann::json j = planToJson(plan, ui::planWording());
        j["buying"]["modes"] = buyingModesToJson(modes);
        if (display)
            addDisplayCurrency(j, *display);
        out << j.dump(2) << '\n';
    } else {
        printTable(plan, out, display);
        printBuyingModes(
            modes, plan.recommended && plan.options[*plan.recommended].timeSeconds.expected > 0,
            out);
    }
    if (!plan.recommended) {
        err << file << ": " << whyNoRecommendation(plan) << '\n';
        return kExitNoPlan;
    }
    return kExitOk;
}

std::string whyNoRecommendation(const Plan& plan) {
    for (const Finding& f : plan.findings) {
        if (f.code == "only_estimated_prices")
            return "options fit, but every one that does is priced by an estimate in this pricing "
                   "mode (compute.include_estimated_prices lets estimates win)";
        if (f.code == "no_option_with_headroom")
            return "options fit, but none leaves the memory headroom the policy asks for "
                   "(constraints.min_headroom)";
    }
    return "no option fits this workload in memory";
}

} // namespace rightsize::app

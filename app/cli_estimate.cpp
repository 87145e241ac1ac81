#include "app/cli_estimate.h"

#include "app/cli.h"
#include "app/scenario_file.h"
#include "core/plan_json.h"
#include "core/planner.h"
#include "ui/plan_wording.h"

#include <algorithm>
#include <cstdio>
#include <ostream>

namespace rightsize::app {
namespace {

std::string fixed(double v, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string pad(std::string s, std::size_t width)
{
    if (s.size() < width)
        s.append(width - s.size(), ' ');
    return s;
}

std::string duration(double seconds)
{
    if (seconds <= 0)
        return "-";
    if (seconds < 120)
        return fixed(seconds, 1) + " s";
    if (seconds < 7200)
        return fixed(seconds / 60, 1) + " min";
    if (seconds < 3 * 86400)
        return fixed(seconds / 3600, 2) + " h";
    return fixed(seconds / 86400, 1) + " d";
}

void printTable(const Plan& plan, std::ostream& out)
{
    std::size_t deviceWidth = 8;
    for (const OptionResult& o : plan.options)
        deviceWidth = std::max(deviceWidth, o.placement.device->id.size() + 2);
    out << pad("", 2) << pad("device", deviceWidth) << pad("count", 6) << pad("layout", 18) << pad("memory/device", 20)
        << pad("time (low-high)", 32) << pad("$/h", 9) << pad("total $", 11) << "bottleneck\n";
    for (std::size_t i = 0; i < plan.options.size(); ++i) {
        const OptionResult& o = plan.options[i];
        const Layout& l = o.placement.layout;
        // Classic ML and ETL have no model layout to show.
        std::string layout = o.time.flopsPerStep > 0 ? "tp" + std::to_string(l.tensor) + " pp" + std::to_string(l.pipeline) +
                                                           " dp" + std::to_string(l.data) + " mb" + std::to_string(l.microBatch)
                                                     : "-";
        std::string mem = fixed(o.memory.total() / 1e9, 1) + "/" + fixed(o.capacityBytes / 1e9, 0) + " GB" +
                          (o.fits ? "" : " !");
        std::string time = o.timeSeconds.expected > 0
                               ? duration(o.timeSeconds.expected) + " (" + duration(o.timeSeconds.low) + "-" +
                                     duration(o.timeSeconds.high) + ")"
                               : (o.latency ? "p95 " + fixed(o.latency->p95Ms, 1) + " ms" : "-");
        const bool chosen = plan.recommended && *plan.recommended == i;
        out << pad(chosen ? "*" : "", 2) << pad(o.placement.device->id, deviceWidth) << pad(std::to_string(o.placement.count), 6)
            << pad(layout, 18) << pad(mem, 20) << pad(time, 32) << pad(fixed(o.cost.perHour, 2), 9)
            << pad(o.timeSeconds.expected > 0 ? fixed(o.cost.total.expected, 2) : "-", 11)
            << toString(o.time.bottleneck) << '\n';
    }
    out << '\n';
    if (plan.recommended) {
        const OptionResult& o = plan.options[*plan.recommended];
        out << "Recommendation: " << o.placement.count << "x " << o.placement.device->id << '\n';
        for (const Reason& r : plan.reasons)
            out << "  - " << ui::PlanWordingText::reason(r).toStdString() << '\n';
        for (const Finding& f : o.findings)
            out << "  ! " << ui::PlanWordingText::finding(f).toStdString() << '\n';
    } else {
        out << "No recommendation: no option fits.\n";
    }
    for (const Finding& f : plan.findings)
        out << "  ! " << ui::PlanWordingText::finding(f).toStdString() << '\n';
}

} // namespace

int runEstimateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string file;
    std::string format = "json";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--format" && i + 1 < args.size()) {
            format = args[++i];
        } else if (a.rfind("--format=", 0) == 0) {
            format = a.substr(9);
        } else if (!a.empty() && a[0] == '-') {
            err << "estimate: unknown option " << a << "\nusage: rightsize estimate FILE [--format json|table]\n";
            return kExitBadInput;
        } else if (file.empty()) {
            file = a;
        } else {
            err << "estimate: one scenario file at a time\n";
            return kExitBadInput;
        }
    }
    if (file.empty()) {
        err << "usage: rightsize estimate FILE [--format json|table]\n";
        return kExitBadInput;
    }
    if (format != "json" && format != "table") {
        err << "estimate: --format must be json or table, not \"" << format << "\"\n";
        return kExitBadInput;
    }
    const Catalog catalog = loadBuiltinCatalog();
    int code = kExitOk;
    auto planned = loadAndPlanScenarioFile(file, catalog, err, code);
    if (!planned)
        return code;
    const Plan& plan = planned->plan;
    if (!planIsFinite(file, plan, err))
        return kExitInternal;
    if (format == "json")
        out << planToJson(plan, ui::planWording()).dump(2) << '\n';
    else
        printTable(plan, out);
    if (!plan.recommended) {
        err << file << ": no option fits this workload in memory\n";
        return kExitNoPlan;
    }
    return kExitOk;
}

} // namespace rightsize::app

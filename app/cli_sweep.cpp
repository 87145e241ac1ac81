#include "app/cli_sweep.h"

#include "app/cli.h"
#include "app/cli_estimate.h"
#include "app/scenario_file.h"
#include "app/text_table.h"
#include "core/model/visible_text.h"
#include "ui/wording/csv_field.h"
#include "ui/wording/number_format.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

namespace rightsize::app {
namespace {

std::string text(const QString& s) {
    return s.toStdString();
}

// Every combination of the keys' values, the first key slowest.
std::vector<std::vector<std::string>> combinations(const std::vector<FieldSweep>& sweeps) {
    std::vector<std::vector<std::string>> out{{}};
    for (const FieldSweep& s : sweeps) {
        std::vector<std::vector<std::string>> next;
        for (const auto& prefix : out)
            for (const std::string& v : s.values) {
                next.push_back(prefix);
                next.back().push_back(v);
            }
        out = std::move(next);
    }
    return out;
}

// The first line of what the reader or the planner said, without the file name: a table cell.
std::string firstLine(const std::string& message, const std::string& file) {
    std::string line = message.substr(0, message.find('\n'));
    if (line.rfind(file + ": ", 0) == 0)
        line = line.substr(file.size() + 2);
    return line;
}

SweepPoint planPoint(const std::string& file, const Catalog& catalog, const SweepRequest& request,
                     const std::vector<std::string>& values) {
    SweepPoint p;
    p.values = values;
    std::vector<FieldOverride> overrides = request.settings;
    for (std::size_t k = 0; k < values.size(); ++k)
        overrides.push_back({request.sweeps[k].path, values[k]});
    std::ostringstream messages;
    int code = kExitOk;
    const auto planned = loadAndPlanScenarioFile(file, catalog, messages, code, request.calibration,
                                                 request.db, request.strict, overrides);
    if (!planned) {
        p.why = firstLine(messages.str(), file);
        return p;
    }
    p.planned = true;
    const Plan& plan = planned->plan;
    p.fits = std::any_of(plan.options.begin(), plan.options.end(),
                         [](const OptionResult& o) { return o.fits; });
    if (!plan.recommended) {
        p.why = whyNoRecommendation(plan);
        return p;
    }
    const OptionResult& o = plan.options[*plan.recommended];
    p.recommended = true;
    p.option = text(ui::numfmt::optionLabel(o));
    p.device = o.placement.device->id;
    p.count = o.placement.count;
    p.seconds = o.latency ? 0 : o.timeSeconds.expected;
    p.p95Ms = o.latency ? o.latency->p95Ms : 0;
    p.perHourUsd = o.cost.perHour;
    p.totalUsd = o.latency ? 0 : o.cost.total.expected;
    p.meetsAll = o.meetsConstraints;
    return p;
}

// The cells of a point as a person reads them, in the columns of header().
std::vector<std::string> cells(const SweepPoint& p) {
    std::vector<std::string> row = p.values;
    if (!p.planned || !p.recommended) {
        row.insert(row.end(), {p.planned ? "none" : "refused", "", "", "", p.fits ? "yes" : "no",
                               "no", p.why});
        return row;
    }
    const std::string time = p.p95Ms > 0 ? text(ui::numfmt::number(p.p95Ms, 0)) + " ms p95"
                                         : text(ui::numfmt::duration(p.seconds));
    row.insert(row.end(), {p.option, time, text(ui::numfmt::moneyPerHour(p.perHourUsd)),
                           p.totalUsd > 0 ? text(ui::numfmt::money(p.totalUsd)) : std::string("-"),
                           "yes", p.meetsAll ? "yes" : "no", ""});
    return row;
}

std::vector<std::string> header(const SweepRequest& request) {
    std::vector<std::string> h;
    for (const FieldSweep& s : request.sweeps)
        h.push_back(s.path.substr(2));
    h.insert(h.end(), {"recommended", "time", "per hour", "total", "fits", "targets met", "note"});
    return h;
}

nlohmann::json pointJson(const SweepRequest& request, const SweepPoint& p) {
    nlohmann::json j;
    for (std::size_t k = 0; k < p.values.size(); ++k)
        j["values"][request.sweeps[k].path] = p.values[k];
    j["planned"] = p.planned;
    j["recommended"] = p.recommended ? nlohmann::json(p.option) : nlohmann::json();
    if (p.recommended) {
        j["device"] = p.device;
        j["count"] = p.count;
        if (p.p95Ms > 0)
            j["p95_ms"] = p.p95Ms;
        else
            j["time_seconds"] = p.seconds;
        j["per_hour_usd"] = p.perHourUsd;
        if (p.totalUsd > 0)
            j["total_usd"] = p.totalUsd;
    }
    j["fits"] = p.fits;
    j["targets_met"] = p.recommended && p.meetsAll;
    if (!p.why.empty())
        j["note"] = p.why;
    return j;
}

} // namespace

std::vector<SweepPoint> sweepPoints(const std::string& file, const Catalog& catalog,
                                    const SweepRequest& request) {
    std::vector<SweepPoint> points;
    for (const auto& values : combinations(request.sweeps))
        points.push_back(planPoint(file, catalog, request, values));
    return points;
}

int printSweep(const SweepRequest& request, const std::vector<SweepPoint>& points,
               std::ostream& out) {
    const bool refused =
        std::any_of(points.begin(), points.end(), [](const SweepPoint& p) { return !p.planned; });
    if (request.format == "json") {
        nlohmann::json j;
        j["format"] = "rightsize-sweep";
        j["version"] = 1;
        j["points"] = nlohmann::json::array();
        for (const SweepPoint& p : points)
            j["points"].push_back(pointJson(request, p));
        out << j.dump(2) << '\n';
    } else {
        std::vector<std::vector<std::string>> rows{header(request)};
        for (const SweepPoint& p : points)
            rows.push_back(cells(p));
        if (request.format == "csv") {
            for (const auto& r : rows) {
                for (std::size_t i = 0; i < r.size(); ++i)
                    out << (i ? "," : "") << text(ui::csvField(QString::fromStdString(r[i]), true));
                out << '\n';
            }
        } else {
            printTextTable(std::move(rows), out);
        }
    }
    return refused ? kExitBadInput : kExitOk;
}

} // namespace rightsize::app

#include "app/cli_calibrate.h"

#include "app/cli.h"
#include "app/cli_options.h"
#include "app/library_access.h"
#include "app/text_table.h"
#include "core/calibrate/calibration_fit.h"
#include "core/calibrate/calibration_json.h"
#include "core/calibrate/run_files.h"
#include "core/catalog/builtin_catalog.h"
#include "core/io/bounded_file.h"
#include "core/model/visible_text.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QString>
#include <algorithm>
#include <charconv>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

namespace rightsize::app {
namespace {

// A scenario or a parameter map named on the command line: bounded, regular and UTF-8.
std::optional<std::string> readSmall(const std::string& path, std::ostream& err, int& code) {
    FileText file = readBoundedFile(path, kMaxTextFileBytes);
    if (!file.ok()) {
        err << quoteText(path, 200) << ": " << file.why << "\n";
        code = file.refused() ? kExitBadInput : kExitIo;
        return std::nullopt;
    }
    return std::move(file.text);
}

std::string text(const QString& s) {
    return s.toStdString();
}

std::string signedPercent(double predicted, double measured) {
    const double e = 100 * (predicted / measured - 1);
    std::string out = e >= 0 ? "+" : "";
    out += text(ui::numfmt::number(e, 1));
    out += '%';
    return out;
}

std::string shortNumber(double v) {
    const double a = std::fabs(v);
    if (a >= 1e9)
        return text(ui::numfmt::gib(v));
    return text(ui::numfmt::number(v, a >= 100 ? 0 : a >= 1 ? 2 : 4));
}

void printFit(const CalibrationFit& fit, std::ostream& out) {
    const ui::numfmt::ScopedCLocale cLocale;
    out << "Calibration: " << text(ui::PlanWordingText::calibration(fit.factors)) << "\n\n";
    std::vector<std::vector<std::string>> rows{{"run", "device", "measured", "value", "before",
                                                "after (left out)", "with all runs", "factor"}};
    for (const FittedRun& r : fit.runs) {
        if (!r.problems.empty() && r.quantities.empty()) {
            rows.push_back({r.label, r.device, "-", "-", "-", "-", "-",
                            "not used: " + r.problems.front().message});
            continue;
        }
        for (const FittedQuantity& q : r.quantities)
            rows.push_back(
                {r.label, r.device + " x" + std::to_string(r.count), q.quantity,
                 shortNumber(q.measured),
                 shortNumber(q.before) + " (" + signedPercent(q.before, q.measured) + ")",
                 shortNumber(q.after) + " (" + signedPercent(q.after, q.measured) + ")",
                 shortNumber(q.fitted) + " (" + signedPercent(q.fitted, q.measured) + ")",
                 q.factor + (q.clamped ? " (at its limit)" : "")});
    }
    printTextTable(rows, out);
    out << "\nMean error over " << fit.quantities << " measurements: before "
        << text(ui::numfmt::number(100 * fit.meanErrorBefore, 1)) << "%, after "
        << text(ui::numfmt::number(100 * fit.meanErrorAfter, 1))
        << "% (each run predicted by the factors fitted on the other runs)\n\nFactors:\n";
    std::vector<std::vector<std::string>> factors;
    for (const CorrectionFactor& f : fit.factors.factors)
        factors.push_back({"  " + f.key(), text(ui::PlanWordingText::factorValue(f)),
                           text(ui::PlanWordingText::factorScope(f))});
    if (factors.empty())
        out << "  none: no run could be compared with the plan\n";
    printTextTable(factors, out);
    bool anyShared = false;
    for (const CorrectionFactor& f : fit.factors.factors)
        anyShared = anyShared || f.shared();
    out << "\nEstimates on other device generations change only through "
        << (anyShared ? "the shared factors above.\n"
                      : "shared factors; none was fitted, so they do not change.\n");
}

// Saves the runs and their calibration. Everything to be stored is written out before the
// library is touched, so a run that cannot be written leaves the library as it was: all runs with
// their calibration, or none.
int storeCalibration(const std::vector<LabeledRun>& runs, CalibrationFit& fit,
                     const std::string& name, const std::string& db, std::ostream& err) {
    std::vector<std::string> texts;
    std::string fitText;
    try {
        for (const LabeledRun& r : runs) {
            MeasuredRun run = r.run;
            if (run.source.empty())
                run.source = r.label;
            texts.push_back(serializeRun(run));
        }
        fitText = fitToJson(fit).dump();
    } catch (const nlohmann::json::exception&) {
        err << "calibrate: a run holds text that is not UTF-8; nothing was saved\n";
        return kExitBadInput;
    }
    int code = kExitOk;
    auto store = openExistingLibrary(db, true, err, code);
    if (!store)
        return code;
    std::vector<std::int64_t> ids;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const auto id = store->insertRun(runs[i].label, texts[i]);
        if (!id) {
            err << "calibrate: " << id.error().message << "\n";
            return kExitIo;
        }
        ids.push_back(*id);
    }
    const auto version = store->saveCalibration(name, fitText, ids);
    if (!version) {
        err << "calibrate: " << version.error().message << "\n";
        return kExitIo;
    }
    fit.factors.version = *version;
    return kExitOk;
}

} // namespace

int runCalibrateCommand(const std::vector<std::string>& args, std::ostream& out,
                        std::ostream& err) {
    const char* usage =
        "usage: rightsize calibrate RUN_OR_DIR... --name NAME [--db PATH] [--format json|table]\n"
        "         [--scenario FILE] [--param-map FILE] [--device ID]\n";
    CommandArgs o;
    if (!parseCommandArgs(args, "calibrate",
                          {"--name", "--db", "--format", "--scenario", "--param-map", "--device"},
                          {}, o, err)) {
        err << usage;
        return kExitBadInput;
    }
    const std::string name = o.value("--name");
    const std::string format = o.value("--format", "table");
    if (o.positional.empty() || name.empty()) {
        err << usage;
        return kExitBadInput;
    }
    if (format != "json" && format != "table") {
        err << "calibrate: --format must be json or table, not \"" << format << "\"\n";
        return kExitBadInput;
    }
    const Catalog catalog = loadBuiltinCatalog();
    RunFileOptions options;
    options.device = o.value("--device");
    if (const std::string file = o.value("--scenario"); !file.empty()) {
        int code = kExitOk;
        const auto t = readSmall(file, err, code);
        if (!t)
            return code;
        const auto doc = nlohmann::json::parse(*t, nullptr, false);
        if (doc.is_discarded()) {
            err << quoteText(file, 200) << ": is not valid JSON\n";
            return kExitBadInput;
        }
        options.scenario = doc;
    }
    if (const std::string file = o.value("--param-map"); !file.empty()) {
        int code = kExitOk;
        const auto t = readSmall(file, err, code);
        if (!t)
            return code;
        const ParamMappingResult m = parseParamMapping(*t);
        for (const FieldError& e : m.errors)
            err << file << ": " << e.path << ": " << e.message << "\n";
        if (!m.errors.empty())
            return kExitBadInput;
        options.mapping = m.mapping;
    }

    std::vector<LabeledRun> runs;
    bool refused = false;
    for (const std::string& path : o.positional) {
        for (const LoadedRun& r : loadRunsFromPath(path, catalog, options)) {
            for (const FieldError& w : r.import.warnings)
                err << r.label << ": " << w.path << ": " << w.message << "\n";
            for (const FieldError& e : r.import.errors)
                err << r.label << ": " << e.path << ": " << e.message << "\n";
            if (!r.import.ok()) {
                refused = true;
                continue;
            }
            runs.push_back({r.label, r.import.run});
        }
    }
    if (refused) {
        err << "calibrate: nothing was saved; fix or leave out the runs above\n";
        return kExitBadInput;
    }
    if (runs.empty()) {
        err << "calibrate: no runs were found\n";
        return kExitBadInput;
    }
    CalibrationFit fit = fitCalibration(runs, catalog, name);
    if (fit.factors.factors.empty()) {
        for (const FittedRun& r : fit.runs)
            for (const FieldError& e : r.problems)
                err << r.label << ": " << e.path << ": " << e.message << "\n";
        err << "calibrate: no run could be compared with the plan; nothing was saved\n";
        return kExitBadInput;
    }

    if (const int code = storeCalibration(runs, fit, name, o.value("--db"), err); code != kExitOk)
        return code;
    if (format == "json")
        out << fitToJson(fit).dump(2) << '\n';
    else
        printFit(fit, out);
    return kExitOk;
}

int runRunsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const char* usage = "usage: rightsize runs list [--format json|table] [--db PATH]\n"
                        "       rightsize runs show ID [--db PATH]\n"
                        "       rightsize runs delete ID [--db PATH]\n";
    CommandArgs o;
    if (!parseCommandArgs(args, "runs", {"--db", "--format"}, {}, o, err) || o.positional.empty()) {
        err << usage;
        return kExitBadInput;
    }
    const std::string verb = o.positional.front();
    const std::string format = o.value("--format", "table");
    if (format != "json" && format != "table") {
        err << "runs: --format must be json or table, not \"" << format << "\"\n";
        return kExitBadInput;
    }
    std::int64_t id = 0;
    if (verb == "show" || verb == "delete") {
        const std::string t = o.positional.size() == 2 ? o.positional[1] : std::string();
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), id);
        if (t.empty() || ec != std::errc() || end != t.data() + t.size() || id <= 0) {
            err << "runs " << verb << ": give one run id (a whole number from runs list)\n"
                << usage;
            return kExitBadInput;
        }
    } else if (verb != "list" || o.positional.size() != 1) {
        err << usage;
        return kExitBadInput;
    }
    int code = kExitOk;
    auto store = openExistingLibrary(o.value("--db"), verb == "delete", err, code);
    if (!store)
        return code;
    if (verb == "list") {
        const auto runs = store->runs();
        if (!runs) {
            err << "runs: " << runs.error().message << "\n";
            return kExitIo;
        }
        const ui::numfmt::ScopedCLocale cLocale;
        nlohmann::json list = nlohmann::json::array();
        std::vector<std::vector<std::string>> rows{
            {"id", "device", "measured", "observed", "imported", "from"}};
        for (const RunRecord& r : *runs) {
            const auto doc = nlohmann::json::parse(r.json, nullptr, false);
            const nlohmann::json measured = doc.is_object()
                                                ? doc.value("measured", nlohmann::json::object())
                                                : nlohmann::json::object();
            std::string what;
            for (const auto& [key, value] : measured.items())
                if (key != "device" && key != "count") {
                    if (!what.empty())
                        what += ", ";
                    what += key;
                }
            const std::string device = measured.value("device", std::string("-"));
            const std::string observed =
                doc.is_object() ? doc.value("observed_at", std::string("-")) : "-";
            list.push_back({{"id", r.id},
                            {"label", r.label},
                            {"device", device},
                            {"measured", what},
                            {"observed_at", observed},
                            {"imported", r.imported}});
            rows.push_back(
                {std::to_string(r.id), device, what, observed, r.imported.substr(0, 10), r.label});
        }
        if (format == "json")
            out << list.dump(2) << '\n';
        else
            printTextTable(rows, out);
        return kExitOk;
    }
    if (verb == "show") {
        const auto r = store->run(id);
        if (!r) {
            err << "runs show: " << r.error().message << "\n";
            return r.error().code == StoreErrorCode::NotFound ? kExitNoPlan : kExitIo;
        }
        out << r->json << (r->json.empty() || r->json.back() != '\n' ? "\n" : "");
        return kExitOk;
    }
    const auto done = store->deleteRun(id);
    if (!done) {
        err << "runs delete: " << done.error().message << "\n";
        return done.error().code == StoreErrorCode::NotFound ? kExitNoPlan : kExitIo;
    }
    out << "deleted run " << id << " (calibrations already fitted on it keep their numbers)\n";
    return kExitOk;
}

} // namespace rightsize::app

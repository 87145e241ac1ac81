#include "app/cli_report.h"

#include "app/cli.h"
#include "app/cli_estimate.h"
#include "app/cli_options.h"
#include "app/command_application.h"
#include "app/currency_options.h"
#include "app/library_catalog.h"
#include "app/scenario_file.h"
#include "core/estimate/planner.h"
#include "ui/report/report_export.h"
#include "ui/wording/counted_words.h"
#include "ui/wording/number_format.h"

#include <QApplication>
#include <QString>
#include <memory>
#include <optional>
#include <ostream>

namespace rightsize::app {
namespace {

const std::string kUsage = std::string("usage: rightsize report FILE.json -o OUT.pdf [--page-size "
                                       "A4|Letter] [--db PATH] [--strict] [--set KEY=VALUE]... ") +
                           kCurrencyUsage + "\n";

// The report draws the window's own charts, which are widgets: it needs a QApplication. Without
// a display (a server, CI) it uses Qt's offscreen platform instead of failing to connect to X.
std::unique_ptr<QApplication> ensureApplication() {
    if (QCoreApplication::instance())
        return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return makeCommandApplication<QApplication>();
}

std::optional<QPageSize::PageSizeId> parsePageSize(const std::string& text) {
    const QString s = QString::fromStdString(text).toLower();
    if (s == QLatin1String("a4"))
        return QPageSize::A4;
    if (s == QLatin1String("letter"))
        return QPageSize::Letter;
    return std::nullopt;
}

} // namespace

int runReportCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string file;
    std::string output;
    std::optional<QPageSize::PageSizeId> pageSize;
    bool useLibrary = false;
    std::string db;
    CurrencyOptions currency;
    bool strict = false;
    std::vector<FieldOverride> settings;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        std::string value;
        auto takeValue = [&](const std::string& flag) {
            return takeOptionValue(args, i, flag, value);
        };
        if (a == "--strict") {
            strict = true;
        } else if (takeValue("-o") || takeValue("--output")) {
            output = value;
        } else if (takeValue("--set")) {
            const auto set = parseOverride(value, "--set", err);
            if (!set)
                return kExitBadInput;
            settings.push_back(*set);
        } else if (takeValue("--db")) {
            useLibrary = true;
            db = value;
        } else if (takeValue("--page-size")) {
            pageSize = parsePageSize(value);
            if (!pageSize) {
                err << "report: --page-size must be A4 or Letter, not \"" << value << "\"\n";
                return kExitBadInput;
            }
        } else if (takeCurrencyOption(args, i, currency)) {
        } else if (a.size() > 1 && a[0] == '-') {
            err << "report: unknown option " << a << '\n' << kUsage;
            return kExitBadInput;
        } else if (file.empty()) {
            file = a;
        } else {
            err << "report: one scenario file at a time\n";
            return kExitBadInput;
        }
    }
    if (file.empty() || output.empty()) {
        if (file.empty())
            err << "report: name the scenario file to report on\n";
        if (output.empty())
            err << "report: -o OUT.pdf is missing: name the PDF file to write\n";
        err << kUsage;
        return kExitBadInput;
    }

    bool currencyOk = true;
    const std::optional<CurrencyRate> display =
        displayCurrencyFrom(currency, "report", err, currencyOk);
    if (!currencyOk)
        return kExitBadInput;

    int code = kExitOk;
    const auto loaded = commandCatalog(useLibrary, db, err, code);
    if (!loaded)
        return code;
    // Offers priced in other currencies take part at the user's rate, or not at all.
    Catalog catalog = *loaded;
    convertOffersForCommand(catalog, display, "report", err);
    const auto planned =
        loadAndPlanScenarioFile(file, catalog, err, code, {}, db, strict, settings);
    if (!planned)
        return code;
    const Plan& plan = planned->plan;
    if (!planIsFinite(file, plan, err))
        return kExitInternal;

    const auto app = ensureApplication();
    // The report speaks English: its counted words take their singular or plural form.
    const ui::EnglishCountedWords countedWords;
    // Every figure of the report in the display currency, with its rate among the assumptions.
    const ui::numfmt::ScopedDisplayCurrency money(display);
    QString error;
    if (!ui::exportPdf(planned->document.scenario, plan, catalog, QString::fromStdString(output),
                       pageSize.value_or(ui::defaultPageSize()), &error)) {
        err << "report: " << error.toStdString() << '\n';
        return kExitIo;
    }
    out << "wrote " << output << '\n';
    if (!plan.recommended) {
        err << file << ": " << whyNoRecommendation(plan) << "; the report says why\n";
        return kExitNoPlan;
    }
    return kExitOk;
}

} // namespace rightsize::app

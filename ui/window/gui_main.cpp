#include "ui/window/gui_main.h"

#include "core/model/currency.h"
#include "core/model/visible_text.h"
#include "core/store/app_paths.h"
#include "ui/charts/chart_registry.h"
#include "ui/editor/document_model.h"
#include "ui/widgets/theme.h"
#include "ui/widgets/write_output.h"
#include "ui/window/display_currency_control.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QLocale>
#include <QPixmap>
#include <QTextStream>

namespace rightsize::ui {
namespace {

// A value from the command line echoed in a message (core/model/visible_text.h): control,
// C1 and bidirectional characters escaped, cut short, so no argument can rewrite the terminal
// or flood it.
QString shown(const QString& value) {
    return QString::fromStdString(
        visibleText(value.toStdString(), {.maxBytes = 100, .escapeQuotes = true}));
}

// A whole message to stderr, escaped and capped the same way (a scenario's problems quote its
// file), one line ending.
void say(QTextStream& err, const QString& message) {
    err << QString::fromStdString(
               visibleText(message.toStdString(), {.maxBytes = 4096, .keepLineBreaks = true}))
        << '\n';
}

// Lays the window out at `sizeText` (WxH, or 1600x1000 when empty), plans, and saves a picture of
// it to `path`; the exit code.
int saveScreenshot(MainWindow& window, const QString& sizeText, const QString& path) {
    QTextStream err(stderr);
    QSize shotSize(1600, 1000);
    if (!sizeText.isEmpty()) {
        const QStringList parts = sizeText.split(QLatin1Char('x'));
        const int w = parts.size() == 2 ? parts[0].toInt() : 0;
        const int h = parts.size() == 2 ? parts[1].toInt() : 0;
        if (w < 320 || h < 240 || w > 8192 || h > 8192) {
            err << QApplication::translate("runGui",
                                           "rightsize: --size wants WIDTHxHEIGHT, such as 1280x720")
                << '\n';
            return 2;
        }
        // The window, its backing store and the picture each hold every pixel at four bytes, and
        // the charts draw into buffers as large: past this the screenshot needs gigabytes.
        constexpr qint64 kMostPixels = 4096 * 4096;
        if (qint64(w) * h > kMostPixels) {
            err << QApplication::translate("runGui",
                                           "rightsize: --size %1x%2 is too large; a screenshot "
                                           "holds at most 4096x4096 pixels (16.8 million)")
                       .arg(w)
                       .arg(h)
                << '\n';
            return 2;
        }
        shotSize = QSize(w, h);
    }
    window.resize(shotSize);
    window.show();
    window.document()->replanNow();
    QApplication::processEvents();
    QApplication::processEvents();
    const QPixmap picture = window.grab();
    // Encoded in memory, then written whole (ui/widgets/write_output.h): a FIFO or a link stays
    // one.
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    QString why;
    if (!picture.save(&png, "PNG") || !writeOutput(path, png.data(), &why)) {
        say(err, QApplication::translate("runGui", "rightsize: cannot write %1: %2")
                     .arg(shown(path), why));
        return 3;
    }
    return 0;
}

struct GuiOptions {
    QCommandLineOption screenshot, preset, tab, theme, lang, db, size, currency, rate, rateDate;
};

GuiOptions addGuiOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QApplication::translate("runGui", "Plan the compute for a machine-learning workload."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("runGui", "Save a picture of the window and exit."),
        QApplication::translate("runGui", "file.png"));
    const QCommandLineOption preset(
        QStringLiteral("preset"),
        QApplication::translate("runGui", "Start from a built-in scenario preset."),
        QApplication::translate("runGui", "id"));
    const QCommandLineOption tab(
        QStringLiteral("tab"),
        QApplication::translate("runGui", "Chart to show: %1.").arg(chartKeyList()),
        QApplication::translate("runGui", "name"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   QApplication::translate("runGui", "light or dark."),
                                   QApplication::translate("runGui", "name"));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QApplication::translate("runGui", "Language of the window: en, ru or de."),
        QApplication::translate("runGui", "code"));
    const QCommandLineOption db(
        QStringLiteral("db"),
        QApplication::translate("runGui", "The scenario library to use instead of the default."),
        QApplication::translate("runGui", "path"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QApplication::translate("runGui", "Window size for the screenshot, such as 1280x720."),
        QApplication::translate("runGui", "WxH"));
    // The display currency for this run, as `rightsize estimate` and `report` take it; the saved
    // choice (View → Display currency…) stays as it was.
    const QCommandLineOption currency(
        QStringLiteral("currency"),
        QApplication::translate("runGui",
                                "Show money in this currency (ISO 4217 code) for this run."),
        QApplication::translate("runGui", "code"));
    const QCommandLineOption rate(
        QStringLiteral("rate"),
        QApplication::translate("runGui", "Units of that currency one US dollar buys."),
        QApplication::translate("runGui", "units"));
    const QCommandLineOption rateDate(
        QStringLiteral("rate-date"),
        QApplication::translate("runGui", "The date of that rate, YYYY-MM-DD."),
        QApplication::translate("runGui", "date"));
    parser.addOptions({screenshot, preset, tab, theme, lang, db, size, currency, rate, rateDate});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("runGui", "A scenario file to open."),
                                 QStringLiteral("[file.json]"));
    return {screenshot, preset, tab, theme, lang, db, size, currency, rate, rateDate};
}

// --currency, --rate and --rate-date: all three or none, checked as the command line checks
// them. 0, or 2 with the problems said.
int applyCurrencyOptions(MainWindow& window, const QCommandLineParser& parser,
                         const GuiOptions& o) {
    const bool any = parser.isSet(o.currency) || parser.isSet(o.rate) || parser.isSet(o.rateDate);
    if (!any)
        return 0;
    QTextStream err(stderr);
    if (!parser.isSet(o.currency) || !parser.isSet(o.rate) || !parser.isSet(o.rateDate)) {
        err << QApplication::translate("runGui",
                                       "rightsize: --currency, --rate and --rate-date go together")
            << '\n';
        return 2;
    }
    bool isNumber = false;
    CurrencyRate rate{parser.value(o.currency).toStdString(),
                      QLocale::c().toDouble(parser.value(o.rate), &isNumber),
                      parser.value(o.rateDate).toStdString()};
    if (!isNumber)
        rate.perUsd = 0; // refused below as no positive number
    const auto problems = checkCurrencyRate(rate, {"--currency", "--rate", "--rate-date"});
    for (const FieldError& e : problems)
        err << "rightsize: " << QString::fromStdString(e.path) << ": "
            << QString::fromStdString(e.message) << '\n';
    if (!problems.empty())
        return 2;
    window.displayCurrency()->apply(rate, false);
    return 0;
}

// The preset, the file and the tab the command line asks for; 0, or the exit code of a failure.
int openStartingPoint(MainWindow& window, const QCommandLineParser& parser, const GuiOptions& o,
                      bool restored, bool shooting) {
    QTextStream err(stderr);
    if (!restored && parser.isSet(o.preset) && !window.loadPreset(parser.value(o.preset))) {
        QStringList ids;
        for (const ScenarioPreset& p : window.catalog().scenarios)
            ids << QString::fromStdString(p.id);
        say(err, QApplication::translate(
                     "runGui", "rightsize: no scenario preset \"%1\"; the presets are: %2")
                     .arg(shown(parser.value(o.preset)), ids.join(QStringLiteral(", "))));
        return 2;
    }
    if (!restored && !parser.positionalArguments().isEmpty()) {
        const QString problem = window.openFile(parser.positionalArguments().first(), shooting);
        if (!problem.isEmpty() && shooting) {
            say(err, problem);
            return 2;
        }
    }
    if (parser.isSet(o.tab)) {
        const ChartEntry* chart = chartByKey(parser.value(o.tab));
        if (!chart) {
            say(err, QApplication::translate("runGui", "rightsize: unknown tab \"%1\"; use %2")
                         .arg(shown(parser.value(o.tab)), chartKeyList()));
            return 2;
        }
        window.setCurrentTab(chart->id);
    }
    return 0;
}

} // namespace

int runGui(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Rightsize"));
    QApplication::setOrganizationName(QStringLiteral("Rightsize"));
    QApplication::setApplicationDisplayName(QStringLiteral("Rightsize"));
    QApplication::setApplicationVersion(QStringLiteral(RIGHTSIZE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.rightsize.Rightsize"));
    // Before any text is made: --lang, else the saved choice (not for a screenshot), else the
    // system's.
    const bool shotRequested = QApplication::arguments().contains(QStringLiteral("--screenshot"));
    const QString langArgument = languageArgument(QApplication::arguments());
    installLanguage(!langArgument.isEmpty() ? langArgument
                    : shotRequested         ? QStringLiteral("system")
                                            : AppSettings().language());

    QCommandLineParser parser;
    const GuiOptions o = addGuiOptions(parser);
    QTextStream err(stderr);
    // Parsed here rather than by process(), which echoes an unknown option raw and exits 1.
    if (!parser.parse(QApplication::arguments())) {
        say(err, QStringLiteral("rightsize: ") + shown(parser.errorText()));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    if (parser.isSet(o.lang) && !shippedLanguages().contains(parser.value(o.lang))) {
        say(err,
            QApplication::translate("runGui", "rightsize: no translation \"%1\"; use en, ru or de")
                .arg(shown(parser.value(o.lang))));
        return 2;
    }
    if (parser.isSet(o.db)) {
        const std::string problem = explicitLibraryPathProblem(parser.value(o.db).toStdString());
        if (!problem.empty()) {
            say(err, QApplication::translate("runGui", "rightsize: cannot use the library %1: %2")
                         .arg(shown(parser.value(o.db)), QString::fromStdString(problem)));
            return 3;
        }
    }
    const bool shooting = parser.isSet(o.screenshot);
    // A screenshot must not depend on (or change) what the user's window remembers.
    MainWindow window(shooting ? nullptr : std::make_shared<AppSettings>());
    if (shooting)
        applyTheme(parser.value(o.theme) == QLatin1String("dark") ? Theme::Dark : Theme::Light);
    else if (parser.isSet(o.theme))
        window.applyTheme(parser.value(o.theme) == QLatin1String("dark") ? Theme::Dark
                                                                         : Theme::Light);

    // The library first, and any unsaved work from a crash offered back, before a preset or a
    // file on the command line could overwrite the autosave slot. A screenshot only reads a
    // library it is pointed at and never autosaves.
    bool restored = false;
    if (shooting) {
        if (parser.isSet(o.db))
            window.openLibrary(parser.value(o.db), false);
    } else {
        window.show();
        const QString library = parser.isSet(o.db)
                                    ? parser.value(o.db)
                                    : QString::fromStdString(rightsize::defaultLibraryPath());
        if (window.openLibrary(library))
            restored = window.offerAutosaveRestore();
    }

    if (const int code = applyCurrencyOptions(window, parser, o))
        return code;
    if (const int code = openStartingPoint(window, parser, o, restored, shooting))
        return code;
    if (shooting)
        return saveScreenshot(window, parser.isSet(o.size) ? parser.value(o.size) : QString(),
                              parser.value(o.screenshot));
    window.show();
    // From here on the user edits: plans are made beside the window, which keeps answering.
    window.document()->setPlanInBackground(true);
    return QApplication::exec();
}

} // namespace rightsize::ui

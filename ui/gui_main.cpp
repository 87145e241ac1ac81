#include "ui/gui_main.h"

#include "core/app_paths.h"
#include "ui/language.h"
#include "ui/main_window.h"
#include "ui/scenario_document.h"
#include "ui/theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPixmap>
#include <QTextStream>

namespace rightsize::ui {
namespace {

std::optional<MainWindow::Tab> tabFromName(const QString& name)
{
    if (name == QLatin1String("memory"))
        return MainWindow::Tab::Memory;
    if (name == QLatin1String("timecost"))
        return MainWindow::Tab::TimeCost;
    if (name == QLatin1String("pipeline"))
        return MainWindow::Tab::Pipeline;
    if (name == QLatin1String("serving"))
        return MainWindow::Tab::Serving;
    return std::nullopt;
}

} // namespace

int runGui(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Rightsize"));
    QApplication::setOrganizationName(QStringLiteral("Rightsize"));
    QApplication::setApplicationDisplayName(QStringLiteral("Rightsize"));
    QApplication::setApplicationVersion(QStringLiteral(RIGHTSIZE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.rightsize.Rightsize"));
    // Before any text is made: --lang, else the saved choice (not for a screenshot), else the system's.
    const bool shotRequested = QApplication::arguments().contains(QStringLiteral("--screenshot"));
    const QString langArgument = languageArgument(QApplication::arguments());
    installLanguage(!langArgument.isEmpty() ? langArgument
                    : shotRequested       ? QStringLiteral("system")
                                          : AppSettings().language());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("runGui", "Plan the compute for a machine-learning workload."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("runGui", "Save a picture of the window and exit."),
                                        QApplication::translate("runGui", "file.png"));
    const QCommandLineOption preset(QStringLiteral("preset"),
                                    QApplication::translate("runGui", "Start from a built-in scenario preset."),
                                    QApplication::translate("runGui", "id"));
    const QCommandLineOption tab(QStringLiteral("tab"),
                                 QApplication::translate("runGui", "Chart to show: memory, timecost, pipeline or serving."),
                                 QApplication::translate("runGui", "name"));
    const QCommandLineOption theme(QStringLiteral("theme"), QApplication::translate("runGui", "light or dark."),
                                   QApplication::translate("runGui", "name"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QApplication::translate("runGui", "Language of the window: en, ru or de."),
                                  QApplication::translate("runGui", "code"));
    const QCommandLineOption db(QStringLiteral("db"),
                                QApplication::translate("runGui", "The scenario library to use instead of the default."),
                                QApplication::translate("runGui", "path"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QApplication::translate("runGui", "Window size for the screenshot, such as 1280x720."),
        QApplication::translate("runGui", "WxH"));
    parser.addOptions({screenshot, preset, tab, theme, lang, db, size});
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("runGui", "A scenario file to open."),
                                 QStringLiteral("[file.json]"));
    parser.process(app);

    QTextStream err(stderr);
    if (parser.isSet(lang) && !shippedLanguages().contains(parser.value(lang))) {
        err << QApplication::translate("runGui", "rightsize: no translation \"%1\"; use en, ru or de").arg(parser.value(lang)) << '\n';
        return 2;
    }
    if (parser.isSet(db)) {
        const std::string problem = explicitLibraryPathProblem(parser.value(db).toStdString());
        if (!problem.empty()) {
            err << QApplication::translate("runGui", "rightsize: cannot use the library %1: %2")
                       .arg(parser.value(db), QString::fromStdString(problem))
                << '\n';
            return 3;
        }
    }
    const bool shooting = parser.isSet(screenshot);
    // A screenshot must not depend on (or change) what the user's window remembers.
    MainWindow window(shooting ? nullptr : std::make_shared<AppSettings>());
    if (shooting)
        applyTheme(parser.value(theme) == QLatin1String("dark") ? Theme::Dark : Theme::Light);
    else if (parser.isSet(theme))
        window.applyTheme(parser.value(theme) == QLatin1String("dark") ? Theme::Dark : Theme::Light);

    // The library first, and any unsaved work from a crash offered back, before a preset or a
    // file on the command line could overwrite the autosave slot. A screenshot only reads a
    // library it is pointed at and never autosaves.
    bool restored = false;
    if (shooting) {
        if (parser.isSet(db))
            window.openLibrary(parser.value(db), false);
    } else {
        window.show();
        const QString library =
            parser.isSet(db) ? parser.value(db) : QString::fromStdString(rightsize::defaultLibraryPath());
        if (window.openLibrary(library))
            restored = window.offerAutosaveRestore();
    }

    if (!restored && parser.isSet(preset) && !window.loadPreset(parser.value(preset))) {
        err << QApplication::translate("runGui", "rightsize: no scenario preset \"%1\"").arg(parser.value(preset)) << '\n';
        return 2;
    }
    if (!restored && !parser.positionalArguments().isEmpty()) {
        const QString problem = window.openFile(parser.positionalArguments().first(), shooting);
        if (!problem.isEmpty() && shooting) {
            err << problem << '\n';
            return 2;
        }
    }
    if (parser.isSet(tab)) {
        const auto t = tabFromName(parser.value(tab));
        if (!t) {
            err << QApplication::translate("runGui", "rightsize: unknown tab \"%1\"").arg(parser.value(tab)) << '\n';
            return 2;
        }
        window.setCurrentTab(*t);
    }

    if (shooting) {
        QSize shotSize(1600, 1000);
        if (parser.isSet(size)) {
            const QStringList parts = parser.value(size).split(QLatin1Char('x'));
            const int w = parts.size() == 2 ? parts[0].toInt() : 0;
            const int h = parts.size() == 2 ? parts[1].toInt() : 0;
            if (w < 320 || h < 240 || w > 8192 || h > 8192) {
                err << QApplication::translate(
                           "runGui", "rightsize: --size wants WIDTHxHEIGHT, such as 1280x720")
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
        if (!picture.save(parser.value(screenshot), "PNG")) {
            err << QApplication::translate("runGui", "rightsize: cannot write %1").arg(parser.value(screenshot)) << '\n';
            return 3;
        }
        return 0;
    }
    window.show();
    return QApplication::exec();
}

} // namespace rightsize::ui

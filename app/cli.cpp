#include "app/cli.h"

#include "app/cli_calibrate.h"
#include "app/cli_catalog.h"
#include "app/cli_estimate.h"
#include "app/cli_help.h"
#include "app/cli_model.h"
#include "app/cli_report.h"
#include "app/cli_scenarios.h"
#include "app/command_application.h"
#include "app/visible_stream.h"
#include "core/model/edit_distance.h"
#include "core/model/visible_text.h"
#include "ui/wording/counted_words.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <new>
#include <ostream>
#include <system_error>

namespace rightsize::app {
namespace {

using CommandHandler = int (*)(const std::vector<std::string>&, std::ostream&, std::ostream&);

// Every command of the command line, once: its name, what runs it and its lines of the help, in
// the order the help lists them. Dispatch, the help and the "did you mean" all read this table.
struct CliCommand {
    const char* name;
    CommandHandler run;
    const char* help;
    const char* examples; // what `rightsize COMMAND --help` adds to the lines of the help
};

const CliCommand kCliCommands[] = {
    {"estimate", runEstimateCommand,
     "  rightsize estimate FILE [--format json|table] [--calibration NAME] [--db PATH] [--strict]\n"
     "            [--currency CODE --rate UNITS_PER_USD --rate-date YYYY-MM-DD]\n"
     "                                             print the plan for a scenario file\n"
     "                                             (--currency: money also in that currency\n"
     "                                             at your rate; offers priced in it take part)\n"
     "  rightsize estimate FILE --launch           the command that starts the recommended\n"
     "                                             option's serving engine (vLLM, SGLang,\n"
     "                                             TensorRT-LLM)\n"
     "  rightsize estimate FILE --set KEY=VALUE    plan with a field of the file set to VALUE\n"
     "                                             (checked as the file is; repeatable)\n"
     "  rightsize estimate FILE --sweep KEY=V1,V2,... [--sweep KEY=...] [--format table|csv|json]\n"
     "                                             one row per value (per pair with two keys):\n"
     "                                             recommended option, time, cost, targets met\n",
     "  rightsize estimate examples/xgboost-classic-ml.json --format table\n"
     "  rightsize estimate serving.json --set workload.serving.concurrency=128\n"
     "  rightsize estimate serving.json --sweep workload.serving.concurrency=64,128,256\n"
     "  rightsize estimate job.json --sweep compute.cluster.runs_per_day=1,6,24 --format csv\n"},
    {"calibrate", runCalibrateCommand,
     "  rightsize calibrate RUN_OR_DIR... --name NAME [--db PATH] [--format json|table]\n"
     "            [--scenario FILE] [--param-map FILE] [--device ID]\n"
     "                                             fit your team's correction factors on\n"
     "                                             measured runs (rightsize-run files, MLflow\n"
     "                                             runs, Trainer results, nvidia-smi logs)\n",
     "  rightsize calibrate runs/ --name our-a100s --scenario finetune.json\n"},
    {"runs", runRunsCommand,
     "  rightsize runs list|show ID|delete ID [--db PATH] [--format json|table]\n"
     "                                             the measured runs in the library\n",
     "  rightsize runs list --format table\n"},
    {"report", runReportCommand,
     "  rightsize report FILE -o OUT.pdf [--page-size A4|Letter] [--db PATH] [--strict] [--set "
     "K=V]\n"
     "            [--currency CODE --rate UNITS_PER_USD --rate-date YYYY-MM-DD]\n"
     "                                             write the PDF recommendation report\n"
     "                                             (--db: with the library's catalog;\n"
     "                                             --currency: its money in that currency)\n",
     "  rightsize report examples/llama2-7b-qlora.json -o plan.pdf --page-size A4\n"},
    {"model", runModelCommand,
     "  rightsize model show CONFIG_OR_SCENARIO.json [--format json|table]\n"
     "                                             a Hugging Face config's shape, parameters,\n"
     "                                             KV cache and weight bytes\n",
     "  rightsize model show config.json --format table\n"},
    {"scenarios", runScenariosCommand,
     "  rightsize scenarios list [--format json|table] [--search TEXT] [--db PATH]\n"
     "  rightsize scenarios import FILE [--duplicate] [--strict] [--db PATH]\n"
     "  rightsize scenarios export ID [ID...] --output FILE|- [--db PATH]\n"
     "  rightsize scenarios delete ID [--db PATH]\n"
     "  rightsize scenarios copy --from LOCATION --to LOCATION\n"
     "                                             the scenario library: an SQLite file, or\n"
     "                                             postgresql://... or service=NAME for a\n"
     "                                             team's PostgreSQL server\n",
     "  rightsize scenarios import examples/bert-base-finetune.json\n"
     "  rightsize scenarios list --search bert\n"},
    {"catalog", runCatalogCommand,
     "  rightsize catalog list [--format json|table] [--db PATH]\n"
     "  rightsize catalog import FILE [--replace] [--db PATH]\n"
     "  rightsize catalog export [--output FILE|-] [--db PATH]\n"
     "                                             hardware and prices: your changes\n",
     "  rightsize catalog export --output my-catalog.json\n"},
};

const CliCommand* findCommand(const std::string& name) {
    for (const CliCommand& c : kCliCommands)
        if (name == c.name)
            return &c;
    return nullptr;
}

bool isHelp(const std::string& a) {
    return a == "--help" || a == "-h" || a == "help";
}

bool isVersion(const std::string& a) {
    return a == "--version" || a == "-v";
}

void printHelp(std::ostream& out) {
    out << "Rightsize " RIGHTSIZE_VERSION " - plan the compute for a machine-learning workload\n\n"
           "Usage:\n"
           "  rightsize [FILE.json] [--preset ID] [--tab NAME] [--lang en|de|ru] [--theme "
           "light|dark]\n"
           "            [--db PATH] [--currency CODE --rate UNITS_PER_USD --rate-date YYYY-MM-DD]\n"
           "                                             open the window (optionally with a "
           "scenario,\n"
           "                                             or --preset: a built-in one; a wrong id "
           "lists\n"
           "                                             them); --tab: the chart shown first\n"
           "  rightsize [FILE.json] --screenshot OUT.png [--size WxH] [--preset ID] [--tab NAME]\n"
           "            [--lang en|de|ru] [--theme light|dark]\n"
           "                                             save a picture of the window (--size, "
           "such\n"
           "                                             as 1280x720) and exit; needs no display\n";
    for (const CliCommand& c : kCliCommands)
        out << c.help;
    out << "  rightsize COMMAND --help                   a command's options and examples\n"
           "  rightsize help TOPIC                       a part of the scenario format (" +
               formatTopics() +
               ")\n"
               "  rightsize --help                           this text\n"
               "  rightsize --version                        the version\n\n"
               "A key of a scenario file that no field reads is kept but warned about, with the "
               "key\n"
               "meant (\"did you mean\"); --strict refuses such a file (exit 2).\n"
               "Output: every command prints a table by default, except estimate, whose default "
               "is\n"
               "the plan as JSON (the versioned rightsize-plan document scripts read); --format\n"
               "chooses.\n\n"
               "Exit codes: 0 success, 1 no plan (nothing fits), 2 bad input, 3 I/O error,\n"
               "4 internal error (a result that broke the program's own contract was not "
               "printed).\n";
}

void printCommandHelp(const CliCommand& c, std::ostream& out) {
    out << "Usage:\n"
        << c.help << "\nExamples:\n"
        << c.examples
        << "\nrightsize --help lists every command; rightsize help fields, every field of a "
           "scenario file.\n";
}

// `rightsize help TOPIC`: a command, or a part of the scenario format.
int printTopicHelp(const std::string& topic, std::ostream& out, std::ostream& err) {
    if (const CliCommand* c = findCommand(topic)) {
        printCommandHelp(*c, out);
        return kExitOk;
    }
    if (printFormatTopic(topic, out))
        return kExitOk;
    err << "rightsize help: no command or part of the format is called " << quoteText(topic)
        << ". Commands:";
    for (const CliCommand& c : kCliCommands)
        err << ' ' << c.name;
    err << ". Parts of the format: " << formatTopics() << ".\n";
    return kExitBadInput;
}

// A first argument that cannot be a scenario file is a command, known or mistyped: a word with
// no dot or slash in it that names no file. "rightsize estmate x.json" must not open a window.
bool looksLikeCommand(const std::string& a) {
    if (a.empty() || a.front() == '-' || a.find_first_of("./\\") != std::string::npos)
        return false;
    std::error_code ec;
    return !std::filesystem::exists(a, ec);
}

} // namespace

bool isCliInvocation(const std::vector<std::string>& args) {
    if (args.empty())
        return false;
    const std::string& a = args.front();
    return findCommand(a) || isHelp(a) || isVersion(a) || looksLikeCommand(a);
}

std::string missingDisplay(const std::vector<std::string>& args) {
#if defined(__linux__) || defined(__FreeBSD__) || defined(__OpenBSD__) || defined(__NetBSD__)
    const auto set = [](const char* name) {
        const char* v = std::getenv(name);
        return v && *v;
    };
    if (set("DISPLAY") || set("WAYLAND_DISPLAY") || set("QT_QPA_PLATFORM"))
        return {};
    // A picture of the window needs no screen: it is drawn offscreen.
    if (std::find(args.begin(), args.end(), "--screenshot") != args.end()) {
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        return {};
    }
    return "rightsize: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are "
           "not set).\n"
           "The command line works without one; see rightsize --help.\n";
#else
    (void)args;
    return {};
#endif
}

namespace {

int runCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const std::string& command = args.front();
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (isHelp(command)) {
        if (!rest.empty())
            return printTopicHelp(rest.front(), out, err);
        printHelp(out);
        return kExitOk;
    }
    if (isVersion(command)) {
        out << "rightsize " RIGHTSIZE_VERSION "\n";
        return kExitOk;
    }
    if (const CliCommand* c = findCommand(command)) {
        // Anywhere after the command: its own help, whatever else is on the line.
        if (std::any_of(rest.begin(), rest.end(),
                        [](const std::string& a) { return a == "--help" || a == "-h"; })) {
            printCommandHelp(*c, out);
            return kExitOk;
        }
        return c->run(rest, out, err);
    }
    err << "rightsize: unknown command " << quoteText(command);
    std::string closest;
    std::size_t best = 3; // more than two letters off is not a typo
    const auto consider = [&](const char* known) {
        if (const std::size_t d = editDistance(command, known); d < best) {
            best = d;
            closest = known;
        }
    };
    for (const CliCommand& c : kCliCommands)
        consider(c.name);
    consider("help");
    if (!closest.empty())
        err << "; did you mean \"" << closest << "\"?";
    err << " See rightsize --help.\n";
    return kExitBadInput;
}

// Qt installs a translator (the English plural forms) only once an application object exists.
// The report builds its own QApplication, since it draws the window's charts, and installs the
// words itself; every other command gets a QCoreApplication here.
std::unique_ptr<QCoreApplication> commandApplication(const std::vector<std::string>& args) {
    if (QCoreApplication::instance() || args.empty() || args.front() == "report")
        return nullptr;
    return makeCommandApplication<QCoreApplication>();
}

} // namespace

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const std::unique_ptr<QCoreApplication> app = commandApplication(args);
    const ui::EnglishCountedWords countedWords;
    VisibleLineBuffer guard(err);
    std::ostream visibleErr(&guard);
    // Every input is checked where it is read; an exception reaching here is the program's own
    // fault, reported as one rather than ending in an abort.
    try {
        return runCommand(args, out, visibleErr);
    } catch (const std::bad_alloc&) {
        visibleErr << "rightsize: internal error: out of memory; nothing more was written\n";
    } catch (const std::exception& e) {
        visibleErr << "rightsize: internal error: " << visibleText(e.what(), {.maxBytes = 300})
                   << "; please report this with the command and its input\n";
    }
    return kExitInternal;
}

} // namespace rightsize::app

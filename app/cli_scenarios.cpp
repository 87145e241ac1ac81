#include "app/cli_scenarios.h"

#include "app/cli.h"
#include "app/cli_options.h"
#include "app/library_catalog.h"
#include "app/scenario_file.h"
#include "app/text_table.h"
#include "core/catalog/builtin_catalog.h"
#include "core/io/bounded_file.h"
#include "core/io/output_file.h"
#include "core/model/catalog.h"
#include "core/model/visible_text.h"
#include "core/scenario/scenario_io.h"
#include "core/store/app_paths.h"
#include "core/store/catalog_overrides.h"
#include "core/store/engine/store_location.h"
#include "core/store/scenario_bundle.h"
#include "core/store/scenario_store.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>

namespace rightsize::app {
namespace {

namespace fs = std::filesystem;

struct Options {
    std::vector<std::string> positional;
    std::string db;
    std::string format = "table";
    std::string output;
    std::string search;
    std::string from;       // copy: the library to read
    std::string to;         // copy: the library to add to
    bool duplicate = false; // import: add a copy even when the library already holds the text
    bool strict = false;    // import: a key no field reads refuses the file
};

bool parseOptions(const std::vector<std::string>& args, Options& o, std::ostream& err) {
    CommandArgs a;
    if (!parseCommandArgs(args, "scenarios",
                          {"--db", "--format", "--output", "--search", "--from", "--to"},
                          {"--duplicate", "--strict"}, a, err))
        return false;
    o.positional = a.positional;
    o.db = a.value("--db");
    o.format = a.value("--format", o.format);
    o.output = a.value("--output");
    o.search = a.value("--search");
    o.from = a.value("--from");
    o.to = a.value("--to");
    o.duplicate = a.flag("--duplicate");
    o.strict = a.flag("--strict");
    return true;
}

std::optional<std::int64_t> parseId(const std::string& text) {
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec != std::errc() || end != text.data() + text.size() || id <= 0)
        return std::nullopt;
    return id;
}

// How a command uses the library: list and export only read it and never create or change
// anything; import may create it, and moves a damaged library aside to start a new one.
enum class Access { Read, Write, Import };

// Opens the library; tells the user when a damaged one was moved aside. For reading, a library
// that does not exist yet comes back as an empty optional with exitCode still kExitOk.
std::optional<ScenarioStore> openStore(const Options& o, Access access, std::ostream& err,
                                       int& exitCode) {
    const std::string path = o.db.empty() ? defaultLibraryPath() : o.db;
    if (!o.db.empty()) {
        if (const std::string problem = explicitLibraryPathProblem(o.db); !problem.empty()) {
            err << displayLocation(o.db) << ": " << problem << "\n";
            // A server location libpq cannot read, or one holding a password, is refused input.
            exitCode = isServerLocation(o.db) ? kExitBadInput : kExitIo;
            return std::nullopt;
        }
    }
    OpenOptions options;
    options.mode = access == Access::Read ? OpenMode::ReadOnly : OpenMode::ReadWrite;
    options.folderMustExist = !o.db.empty();
    options.moveDamagedAside = access == Access::Import;
    ScenarioStore store;
    auto report = store.open(path, options);
    if (!report) {
        if (report.error().code == StoreErrorCode::Missing && access == Access::Read)
            return std::nullopt;
        err << displayLocation(path) << ": " << report.error().message << "\n";
        if (report.error().code == StoreErrorCode::Damaged)
            err << path
                << ": importing a scenario moves the damaged library aside and starts a new one\n";
        exitCode = exitCodeFor(report.error());
        return std::nullopt;
    }
    if (!report->message.empty())
        err << "rightsize: " << report->message << "\n";
    return store;
}

// A scenario file is bounded and regular (core/io/bounded_file.h); the scenario reader checks
// its text, UTF-8 included, and names the JSON path of what is wrong.
enum class ReadStatus { Ok, Io, TooBig };
ReadStatus readCapped(const std::string& path, std::string& text, std::string& why) {
    FileText file = readBoundedFile(path, kMaxScenarioBytes, false);
    why = file.why;
    text = std::move(file.text);
    return file.ok() ? ReadStatus::Ok : file.refused() ? ReadStatus::TooBig : ReadStatus::Io;
}

int importCommand(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.positional.size() != 1) {
        err << "usage: rightsize scenarios import FILE [--duplicate] [--strict] [--db PATH]\n";
        return kExitBadInput;
    }
    const std::string& path = o.positional.front();
    std::string text, why;
    switch (readCapped(path, text, why)) {
    case ReadStatus::Io:
        err << quoteText(path, 200) << ": " << why << "\n";
        return kExitIo;
    case ReadStatus::TooBig:
        err << quoteText(path, 200) << ": $: " << why << "\n";
        return kExitBadInput;
    case ReadStatus::Ok:
        break;
    }
    // One scenario or a bundle; nothing is written unless every scenario in it passes the
    // check `estimate` applies.
    const Catalog catalog = loadBuiltinCatalog();
    const ScenarioFileContents file = readScenarioFile(
        text, fs::path(path).stem().string(), &catalog, fs::path(path).parent_path().string());
    const std::vector<FieldError>& errors = file.errors;
    const std::vector<NewScenario>& scenarios = file.scenarios;
    if (!printScenarioWarnings(path, file.warnings, o.strict, err))
        return kExitBadInput;
    if (!errors.empty() || scenarios.empty()) {
        for (const auto& e : errors)
            err << path << ": " << e.path << ": " << e.message << "\n";
        if (errors.empty())
            err << path << ": $.scenarios: the bundle holds no scenarios\n";
        return kExitBadInput;
    }
    int code = kExitOk;
    auto store = openStore(o, Access::Import, err, code);
    if (!store)
        return code;
    // The same text imported again reports the id it already has: a script that retries an
    // import it saw no id for (killed after the commit) adds no duplicate.
    auto ids =
        store->insertAll(scenarios, o.duplicate ? IfIdentical::Insert : IfIdentical::ReuseExisting);
    if (!ids) {
        err << path << ": " << ids.error().message << "\n";
        return exitCodeFor(ids.error());
    }
    // The catalog changes the bundle carries join the library where it has none of its own for
    // the device; its own are never overwritten by an import.
    if (!file.catalogChanges.empty()) {
        const CatalogChangesFile changes = readCatalogChanges(file.catalogChanges, catalog);
        StoreStatus status = Done{};
        for (const std::string& id : mergeMissingCatalogEntries(*store, changes.overrides, &status))
            err << path << ": $.catalog: the library's own figures for " << id << " are kept\n";
        if (!status)
            err << path << ": $.catalog: " << status.error().message << "\n";
    }
    // Only now, after the commit, is an id worth reporting.
    for (auto id : *ids)
        out << id << "\n";
    out.flush();
    return kExitOk;
}

std::string joinTags(const std::vector<std::string>& tags) {
    std::string s;
    for (const auto& t : tags)
        s += (s.empty() ? "" : ", ") + t;
    return s;
}

int listCommand(const Options& o, std::ostream& out, std::ostream& err) {
    if (!o.positional.empty() || (o.format != "json" && o.format != "table")) {
        err << "usage: rightsize scenarios list [--format json|table] [--search TEXT] [--db "
               "PATH]\n";
        return kExitBadInput;
    }
    // A search is a few words of a name or a tag; the library's engines refuse patterns past
    // tens of kilobytes, which is an input to refuse here rather than a failure to report there.
    constexpr std::size_t kMaxSearchBytes = 1000;
    if (o.search.size() > kMaxSearchBytes) {
        err << "scenarios list: --search is " << o.search.size() << " bytes long; at most "
            << kMaxSearchBytes << " are searched for\n";
        return kExitBadInput;
    }
    int code = kExitOk;
    auto store = openStore(o, Access::Read, err, code);
    if (!store && code != kExitOk)
        return code;
    // No library yet: an empty list, and still no file.
    auto rows = store ? store->list({o.search, DeletedFilter::Hide})
                      : StoreResult<std::vector<ScenarioSummary>>(std::vector<ScenarioSummary>{});
    if (!rows) {
        err << rows.error().message << "\n";
        return exitCodeFor(rows.error());
    }
    std::sort(rows->begin(), rows->end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    if (o.format == "json") {
        auto array = nlohmann::ordered_json::array();
        for (const auto& r : *rows)
            array.push_back({{"id", r.id},
                             {"name", r.name},
                             {"tags", r.tags},
                             {"notes", r.notes},
                             {"created", r.created},
                             {"modified", r.modified}});
        out << array.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
        return kExitOk;
    }
    std::vector<std::vector<std::string>> cells{{"ID", "NAME", "TAGS", "MODIFIED"}};
    // Stored names and tags are whatever was imported: the printer shows them visibly, cut.
    for (const auto& r : *rows)
        cells.push_back({std::to_string(r.id), r.name, joinTags(r.tags), r.modified});
    printTextTable(std::move(cells), out);
    return kExitOk;
}

int exportCommand(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.positional.empty() || o.output.empty()) {
        err << "usage: rightsize scenarios export ID [ID...] --output FILE [--db PATH]\n";
        return kExitBadInput;
    }
    std::vector<std::int64_t> ids;
    for (const auto& word : o.positional) {
        auto id = parseId(word);
        if (!id) {
            err << "rightsize scenarios export: \"" << word << "\" is not a scenario id\n";
            return kExitBadInput;
        }
        ids.push_back(*id);
    }
    int code = kExitOk;
    auto store = openStore(o, Access::Read, err, code);
    if (!store && code != kExitOk)
        return code;
    if (!store) {
        err << "rightsize scenarios export: no scenario with id " << ids.front()
            << " (the library is empty)\n";
        return kExitNoPlan;
    }
    std::vector<std::string> texts;
    for (auto id : ids) {
        auto record = store->get(id);
        if (!record || record->deleted) {
            err << "rightsize scenarios export: no scenario with id " << id << "\n";
            return record ? kExitNoPlan : exitCodeFor(record.error());
        }
        texts.push_back(std::move(record->json));
    }
    // The library's catalog changes these scenarios are planned with travel along.
    auto overrides = readCatalogOverrides(*store);
    if (!overrides) {
        err << store->path() << ": " << overrides.error().message << "\n";
        return exitCodeFor(overrides.error());
    }
    // One scenario: the very text that was imported. Several (or catalog changes to carry): a
    // bundle that embeds each text unchanged, so importing it gives back the same bytes.
    const std::string text = writeScenarioFile(texts, catalogChangesFor(*overrides, texts));
    if (o.output == "-") {
        out << text;
        return kExitOk;
    }
    if (const OutputWrite written = writeOutputFile(o.output, text); !written.ok) {
        err << o.output << ": " << written.why << "\n";
        return kExitIo;
    }
    return kExitOk;
}

int deleteCommand(const Options& o, std::ostream& err) {
    const auto id = o.positional.size() == 1 ? parseId(o.positional.front()) : std::nullopt;
    if (!id) {
        err << "usage: rightsize scenarios delete ID [--db PATH]\n";
        return kExitBadInput;
    }
    int code = kExitOk;
    auto store = openStore(o, Access::Write, err, code);
    if (!store)
        return code;
    if (auto removed = store->remove(*id); !removed) {
        err << "rightsize scenarios delete: " << removed.error().message << "\n";
        return exitCodeFor(removed.error());
    }
    return kExitOk;
}

// Copies one library into another: measured runs, calibrations (their run ids renumbered to the
// target's), every scenario with its history and deleted state, catalog changes and offers. Each
// scenario is one transaction and is known by its uid, so a copy that was interrupted is resumed
// by running it again, and running it twice adds nothing.
int copyCommand(const Options& o, std::ostream& out, std::ostream& err) {
    if (!o.positional.empty() || o.from.empty() || o.to.empty() || !o.db.empty()) {
        err << "usage: rightsize scenarios copy --from LOCATION --to LOCATION\n";
        return kExitBadInput;
    }
    int code = kExitOk;
    Options fromOptions = o;
    fromOptions.db = o.from;
    auto from = openStore(fromOptions, Access::Read, err, code);
    if (!from) {
        if (code == kExitOk) {
            err << displayLocation(o.from) << ": there is no scenario library here to copy\n";
            code = kExitNoPlan;
        }
        return code;
    }
    Options toOptions = o;
    toOptions.db = o.to;
    auto to = openStore(toOptions, Access::Write, err, code);
    if (!to)
        return code;
    if (to->readOnly()) {
        err << to->path() << ": the library may only be read; nothing was copied\n";
        return kExitIo;
    }
    auto fail = [&](const std::string& what, const StoreError& e) {
        err << "rightsize scenarios copy: " << what << ": " << e.message << "\n";
        return exitCodeFor(e);
    };

    auto runs = from->runs();
    if (!runs)
        return fail(from->path(), runs.error());
    std::map<std::int64_t, std::int64_t> runIds;
    for (const RunRecord& r : *runs) {
        auto id = to->importRun(r);
        if (!id)
            return fail("run " + std::to_string(r.id), id.error());
        runIds[r.id] = *id;
    }
    auto calibrations = from->calibrationHistory();
    if (!calibrations)
        return fail(from->path(), calibrations.error());
    int calibrationsCopied = 0;
    for (CalibrationRecord c : *calibrations) {
        for (auto& id : c.runIds)
            if (auto it = runIds.find(id); it != runIds.end())
                id = it->second;
        auto done = to->importCalibration(c);
        if (!done)
            return fail("calibration " + c.name, done.error());
        calibrationsCopied += *done == TransferOutcome::Copied ? 1 : 0;
    }

    auto scenarios = from->list({"", DeletedFilter::Include});
    if (!scenarios)
        return fail(from->path(), scenarios.error());
    std::sort(scenarios->begin(), scenarios->end(),
              [](const auto& a, const auto& b) { return a.id < b.id; });
    int copied = 0, alreadyThere = 0;
    for (const ScenarioSummary& s : *scenarios) {
        auto whole = from->exportScenario(s.id);
        if (!whole)
            return fail("scenario " + std::to_string(s.id), whole.error());
        auto done = to->importScenario(*whole);
        if (!done)
            return fail("scenario " + std::to_string(s.id), done.error());
        (*done == TransferOutcome::Copied ? copied : alreadyThere) += 1;
    }

    auto devices = from->userDevices();
    auto prices = from->priceOverrides();
    auto offers = from->offerRows();
    if (!devices || !prices || !offers)
        return fail(from->path(), !devices  ? devices.error()
                                  : !prices ? prices.error()
                                            : offers.error());
    CatalogWrite write{*devices, *prices, false, {}};
    for (const OfferRow& row : *offers)
        write.offersByProvider[row.provider].push_back(row.offer);
    if (auto written = to->writeCatalog(write); !written)
        return fail("catalog changes", written.error());

    out << "copied " << copied << " scenarios (" << alreadyThere << " already there), "
        << runs->size() << " runs, " << calibrationsCopied << " calibration versions, "
        << devices->size() + prices->size() << " catalog entries and " << offers->size()
        << " offers to " << to->path() << "\n";
    return kExitOk;
}

void printUsage(std::ostream& out) {
    out << "Usage:\n"
           "  rightsize scenarios list [--format json|table] [--search TEXT] [--db PATH]\n"
           "  rightsize scenarios import FILE [--duplicate] [--strict] [--db PATH]\n"
           "  rightsize scenarios export ID [ID...] --output FILE [--db PATH]\n"
           "  rightsize scenarios delete ID [--db PATH]\n"
           "  rightsize scenarios copy --from LOCATION --to LOCATION\n"
           "A library location is a file path or a PostgreSQL server: postgresql://HOST/DATABASE,\n"
           "postgres://..., or service=NAME (a libpq service). The library defaults to "
        << defaultLibraryPath() << "\n";
}

} // namespace

int runScenariosCommand(const std::vector<std::string>& args, std::ostream& out,
                        std::ostream& err) {
    if (args.empty() || args.front() == "--help" || args.front() == "-h" ||
        args.front() == "help") {
        printUsage(args.empty() ? err : out);
        return args.empty() ? kExitBadInput : kExitOk;
    }
    const std::string& verb = args.front();
    Options o;
    if (!parseOptions({args.begin() + 1, args.end()}, o, err))
        return kExitBadInput;
    if (verb == "list")
        return listCommand(o, out, err);
    if (verb == "import")
        return importCommand(o, out, err);
    if (verb == "export")
        return exportCommand(o, out, err);
    if (verb == "delete")
        return deleteCommand(o, err);
    if (verb == "copy")
        return copyCommand(o, out, err);
    err << "rightsize scenarios: unknown command \"" << verb << "\"\n";
    printUsage(err);
    return kExitBadInput;
}

} // namespace rightsize::app

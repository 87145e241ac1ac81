#include "app/cli_catalog.h"

#include "app/cli.h"
#include "app/cli_options.h"
#include "app/library_catalog.h"
#include "app/text_table.h"
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/catalog_json.h"
#include "core/catalog/offers.h"
#include "core/io/bounded_file.h"
#include "core/io/output_file.h"
#include "core/model/iso_date.h"
#include "core/model/visible_text.h"
#include "core/store/catalog_overrides.h"
#include "core/store/engine/library_limits.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QString>
#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>

namespace rightsize::app {
namespace {

// Reads a whole regular file of at most `maxBytes` holding UTF-8 text; returns the exit code:
// kExitOk, kExitBadInput for a refused file, kExitIo; the reason in `why`. Offers and catalog
// files are tables people edit: bounded, regular, and UTF-8 throughout.
int readTableFile(const std::string& path, std::size_t maxBytes, std::string& text,
                  std::string& why) {
    FileText file = readBoundedFile(path, maxBytes);
    why = file.why;
    text = std::move(file.text);
    return file.ok() ? kExitOk : file.refused() ? kExitBadInput : kExitIo;
}

using nlohmann::json;

// A file of catalog changes is a few devices; a whole devices.json is well under this.
constexpr std::size_t kMaxCatalogFileBytes = 16 * 1024 * 1024;

constexpr const char* kUsage =
    "usage: rightsize catalog list [--format json|table] [--db PATH]\n"
    "       rightsize catalog import FILE [--replace] [--db PATH]\n"
    "       rightsize catalog import --skypilot VMS.csv [--provider NAME] [--date YYYY-MM-DD] "
    "[--db PATH]\n"
    "       rightsize catalog import --offers OFFERS.csv [--date YYYY-MM-DD] [--db PATH]\n"
    "       rightsize catalog export [--output FILE|-] [--db PATH]\n";

struct Options {
    std::vector<std::string> positional;
    std::string db;
    std::string format = "table";
    std::string output = "-";
    std::string skypilot;
    std::string offers;
    std::string provider;
    std::string date;
    bool replace = false;
};

bool parseOptions(const std::vector<std::string>& args, Options& o, std::ostream& err) {
    CommandArgs a;
    if (!parseCommandArgs(
            args, "catalog",
            {"--db", "--format", "--output", "--skypilot", "--offers", "--provider", "--date"},
            {"--replace"}, a, err, kUsage))
        return false;
    o.positional = a.positional;
    o.db = a.value("--db");
    o.format = a.value("--format", o.format);
    o.output = a.value("--output", o.output);
    o.skypilot = a.value("--skypilot");
    o.offers = a.value("--offers");
    o.provider = a.value("--provider");
    o.date = a.value("--date");
    o.replace = a.flag("--replace");
    return true;
}

std::string originName(CatalogOrigin origin) {
    switch (origin) {
    case CatalogOrigin::Builtin:
        return "built-in";
    case CatalogOrigin::PricesChanged:
        return "prices changed";
    case CatalogOrigin::Changed:
        return "changed";
    case CatalogOrigin::Added:
        return "added";
    }
    return "built-in";
}

int runList(const Options& o, std::ostream& out, std::ostream& err) {
    if (o.format != "json" && o.format != "table") {
        err << "catalog list: --format must be json or table, not " << quoteText(o.format) << "\n";
        return kExitBadInput;
    }
    int code = kExitOk;
    // Warnings about entries that do not read go to stderr; the list shows what is used.
    const auto catalog = commandCatalog(true, o.db, err, code);
    if (!catalog)
        return code;
    if (o.format == "json") {
        json devices = json::array();
        for (const Device& d : catalog->devices) {
            json item = deviceToJson(d);
            item["origin"] = originName(d.origin);
            json offers = json::array();
            for (const InstanceOffer& offer : d.offers)
                offers.push_back(offerToJson({d.id, offer}));
            item["offers"] = offers;
            devices.push_back(std::move(item));
        }
        out << json{{"format", "rightsize-catalog-list"}, {"version", 1}, {"devices", devices}}
                   .dump(2)
            << '\n';
        return kExitOk;
    }
    const ui::numfmt::ScopedCLocale cLocale;
    std::vector<std::vector<std::string>> rows;
    rows.push_back({"id", "kind", "on-demand", "observed", "offer", "origin", "offers"});
    for (const Device& d : catalog->devices)
        rows.push_back({d.id, std::string(toString(d.kind)),
                        d.onDemand.known()
                            ? ui::numfmt::moneyPerHour(d.onDemand.usdPerHour).toStdString()
                            : "-",
                        d.onDemand.date.empty() ? "-" : d.onDemand.date,
                        ui::PlanWordingText::priceBasis(d.onDemand).toStdString(),
                        originName(d.origin), std::to_string(d.offers.size())});
    printTextTable(std::move(rows), out);
    return kExitOk;
}

int runExport(const Options& o, std::ostream& out, std::ostream& err) {
    if (!o.positional.empty()) {
        err << "catalog export: takes no file name; use --output FILE\n" << kUsage;
        return kExitBadInput;
    }
    int code = kExitOk;
    auto store = openLibraryIfPresent(o.db, false, err, code);
    if (code != kExitOk)
        return code;
    CatalogOverrides overrides;
    if (store) {
        auto read = readCatalogOverrides(*store);
        if (!read) {
            err << store->path() << ": " << read.error().message << "\n";
            return kExitIo;
        }
        overrides = std::move(*read);
    }
    const std::string text = writeCatalogChanges(overrides);
    if (o.output == "-") {
        out << text;
        return kExitOk;
    }
    if (const OutputWrite written = writeOutputFile(o.output, text); !written.ok) {
        err << o.output << ": " << written.why << "\n";
        return kExitIo;
    }
    out << "wrote " << o.output << " (" << overrides.devices.size() << " devices, "
        << overrides.prices.size() << " price changes, " << overrides.offers.size() << " offers)\n";
    return kExitOk;
}

// Entries of `incoming` that would replace a different entry already in the library.
std::vector<std::string> conflicts(const std::vector<KeyedBlob>& existing,
                                   const std::vector<KeyedBlob>& incoming) {
    std::map<std::string, json> have;
    for (const KeyedBlob& b : existing)
        have[b.key] = json::parse(b.json, nullptr, false);
    std::vector<std::string> out;
    for (const KeyedBlob& b : incoming)
        if (const auto it = have.find(b.key);
            it != have.end() && it->second != json::parse(b.json, nullptr, false))
            out.push_back(b.key);
    return out;
}

// Price lists are large: SkyPilot's AWS catalog is a few megabytes.
constexpr std::size_t kMaxPriceListBytes = 64 * 1024 * 1024;

// The day a file was last written (UTC): the date its prices were observed when it says none.
std::string fileDate(const std::string& path) {
    std::error_code ec;
    const auto written = std::filesystem::last_write_time(path, ec);
    if (ec)
        return {};
    const auto now = std::chrono::system_clock::now();
    const auto at = now + std::chrono::duration_cast<std::chrono::system_clock::duration>(
                              written - std::filesystem::file_time_type::clock::now());
    const std::time_t t = std::chrono::system_clock::to_time_t(at);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &tm);
    return text;
}

// SkyPilot keeps one catalog per cloud in a folder named after it (aws/vms.csv).
std::string providerFromPath(const std::string& path) {
    static const std::map<std::string, std::string> kClouds = {{"aws", "AWS"},
                                                               {"gcp", "GCP"},
                                                               {"azure", "Azure"},
                                                               {"lambda", "Lambda"},
                                                               {"oci", "OCI"},
                                                               {"runpod", "RunPod"},
                                                               {"nebius", "Nebius"},
                                                               {"paperspace", "Paperspace"},
                                                               {"fluidstack", "FluidStack"},
                                                               {"cudo", "Cudo"},
                                                               {"ibm", "IBM"},
                                                               {"do", "DigitalOcean"},
                                                               {"vast", "Vast.ai"}};
    std::string folder = std::filesystem::path(path).parent_path().filename().string();
    std::transform(folder.begin(), folder.end(), folder.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    const auto it = kClouds.find(folder);
    return it == kClouds.end() ? std::string() : it->second;
}

bool isIsoDay(const std::string& s) {
    return isCalendarDate(s);
}

int runImportOffers(const Options& o, std::ostream& out, std::ostream& err) {
    const bool skypilot = !o.skypilot.empty();
    const std::string& path = skypilot ? o.skypilot : o.offers;
    if (!o.positional.empty() || (skypilot && !o.offers.empty())) {
        err << "catalog import: one price list at a time\n" << kUsage;
        return kExitBadInput;
    }
    if (!o.date.empty() && !isIsoDay(o.date)) {
        err << "catalog import: --date must be YYYY-MM-DD, not " << quoteText(o.date) << "\n";
        return kExitBadInput;
    }
    std::string text;
    std::string why;
    if (const int code = readTableFile(path, kMaxPriceListBytes, text, why); code != kExitOk) {
        err << quoteText(path, 200) << ": " << why << "\n";
        return code;
    }
    OfferFileInfo info;
    info.provider = o.provider.empty() && skypilot ? providerFromPath(path) : o.provider;
    info.date = o.date.empty() ? fileDate(path) : o.date;
    // A list longer than a whole library may hold is refused before the library is touched.
    info.maxOffers = store_limits::kOffers;
    const std::string name = std::filesystem::path(path).filename().string();
    info.source =
        skypilot ? "SkyPilot catalog " + (info.provider.empty() ? name : info.provider + " " + name)
                 : "offers file " + name;
    const Catalog builtin = loadBuiltinCatalog();
    int code = kExitOk;
    // Names are matched against the catalog in use: the user's own devices count too.
    auto store = openLibraryIfPresent(o.db, true, err, code);
    if (!store)
        return code;
    std::vector<FieldError> warnings;
    auto catalog = libraryCatalog(*store, builtin, &warnings);
    if (!catalog) {
        err << store->path() << ": " << catalog.error().message << "\n";
        return kExitIo;
    }
    const OfferFile file =
        skypilot ? readSkyPilotCsv(text, *catalog, info) : readOffersCsv(text, *catalog, info);
    if (!file.errors.empty()) {
        for (const FieldError& e : file.errors)
            err << path << ": " << e.path << ": " << e.message << "\n";
        err << path << ": nothing was imported\n";
        return kExitBadInput;
    }
    // One snapshot per provider: a provider's earlier list is replaced by its new one, every
    // provider of the file in one transaction (an interrupted import keeps the old lists).
    CatalogWrite write;
    for (const DeviceOffer& offer : file.offers)
        write.offersByProvider[offer.offer.provider].push_back(offerToBlob(offer));
    const auto& byProvider = write.offersByProvider;
    if (auto done = store->writeCatalog(write); !done) {
        err << store->path() << ": " << done.error().message << "\n";
        return exitCodeFor(done.error());
    }
    out << "imported " << file.offers.size() << " offers";
    if (!byProvider.empty()) {
        out << " (";
        bool first = true;
        for (const auto& [provider, blobs] : byProvider) {
            out << (first ? "" : ", ") << provider << ": " << blobs.size();
            first = false;
        }
        out << ")";
    }
    out << " observed " << (info.date.empty() ? std::string("on an unknown date") : info.date)
        << " into " << store->path() << "\n";
    if (file.rowsMerged > 0)
        out << "  " << file.rowsMerged
            << " rows were the same instance in another zone (lowest spot price kept)\n";
    if (file.rowsWithoutAccelerator > 0)
        out << "  " << file.rowsWithoutAccelerator << " rows without an accelerator were skipped\n";
    if (file.rowsWithoutInstance > 0)
        out << "  " << file.rowsWithoutInstance
            << " rows without an instance type (GPUs attached to any VM) were skipped\n";
    if (file.rowsFractional > 0)
        out << "  " << file.rowsFractional << " rows with a fraction of a GPU were skipped\n";
    if (!file.unknownAccelerators.empty()) {
        // Listed, not guessed: a user device with accelerator_names takes them in.
        out << "  accelerators no catalog device claims (their rows were skipped):";
        for (const std::string& n : file.unknownAccelerators)
            out << ' ' << n;
        out << '\n';
    }
    return kExitOk;
}

int runImport(const Options& o, std::ostream& out, std::ostream& err) {
    if (!o.skypilot.empty() || !o.offers.empty())
        return runImportOffers(o, out, err);
    if (o.positional.size() != 1) {
        err << "catalog import: one file at a time\n" << kUsage;
        return kExitBadInput;
    }
    const std::string& path = o.positional.front();
    std::string text;
    std::string why;
    if (const int code = readTableFile(path, kMaxCatalogFileBytes, text, why); code != kExitOk) {
        err << quoteText(path, 200) << ": " << why << "\n";
        return code;
    }
    const Catalog builtin = loadBuiltinCatalog();
    CatalogChangesFile file = readCatalogChanges(text, builtin);
    if (!file.errors.empty()) {
        for (const FieldError& e : file.errors)
            err << path << ": " << e.path << ": " << e.message << "\n";
        return kExitBadInput;
    }
    int code = kExitOk;
    auto store = openLibraryIfPresent(o.db, true, err, code);
    if (!store)
        return code;
    auto existing = readCatalogOverrides(*store);
    if (!existing) {
        err << store->path() << ": " << existing.error().message << "\n";
        return kExitIo;
    }
    // Imports never overwrite without asking: a change already in the library stays unless
    // --replace says otherwise.
    if (!o.replace) {
        auto clash = conflicts(existing->devices, file.overrides.devices);
        const auto priceClash = conflicts(existing->prices, file.overrides.prices);
        clash.insert(clash.end(), priceClash.begin(), priceClash.end());
        if (!clash.empty()) {
            err << path << ": the library already holds other changes for:";
            for (const std::string& id : clash)
                err << ' ' << id;
            err << "\nnothing was imported; --replace replaces them\n";
            return kExitNoPlan;
        }
    }
    // Devices, price changes and offers in one transaction: all of the file or none of it.
    CatalogWrite write{file.overrides.devices, file.overrides.prices, false, {}};
    for (const KeyedBlob& blob : file.overrides.offers)
        write
            .offersByProvider[json::parse(blob.json, nullptr, false)
                                  .value("provider", std::string())]
            .push_back(blob);
    if (auto done = store->writeCatalog(write); !done) {
        err << store->path() << ": " << done.error().message << "\n";
        return exitCodeFor(done.error());
    }
    out << "imported " << file.overrides.devices.size() << " devices, "
        << file.overrides.prices.size() << " price changes and " << file.overrides.offers.size()
        << " offers into " << store->path() << "\n";
    return kExitOk;
}

} // namespace

int runCatalogCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        err << kUsage;
        return kExitBadInput;
    }
    const std::string& sub = args.front();
    Options o;
    if (!parseOptions({args.begin() + 1, args.end()}, o, err))
        return kExitBadInput;
    if (sub == "list") {
        if (!o.positional.empty()) {
            err << "catalog list: unexpected " << o.positional.front() << "\n" << kUsage;
            return kExitBadInput;
        }
        return runList(o, out, err);
    }
    if (sub == "import")
        return runImport(o, out, err);
    if (sub == "export")
        return runExport(o, out, err);
    err << "rightsize catalog: unknown command \"" << sub << "\"\n" << kUsage;
    return kExitBadInput;
}

} // namespace rightsize::app

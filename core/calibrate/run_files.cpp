#include "core/calibrate/run_files.h"

#include "core/io/bounded_file.h"
#include "core/scenario/scenario_io.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace rightsize {
namespace {

namespace fs = std::filesystem;

// Files past the text-file cap are refused unread (a log of weeks can be large; the peak of a
// day's log is all a run needs); a FIFO is never opened, and text must be UTF-8.
std::optional<std::string> readFile(const fs::path& p, std::string& why, bool utf8 = true) {
    FileText file = readBoundedFile(p.string(), kMaxTextFileBytes, utf8);
    if (!file.ok()) {
        why = file.why;
        return std::nullopt;
    }
    return std::move(file.text);
}

std::string readOrEmpty(const fs::path& p) {
    std::string why;
    return readFile(p, why, false).value_or(std::string());
}

// Reads one file of a run; what cannot be read refuses the run, naming the file.
std::string readPart(const fs::path& p, std::vector<FieldError>& problems) {
    std::string why;
    auto text = readFile(p, why);
    if (!text) {
        problems.push_back({p.string(), why});
        return {};
    }
    return std::move(*text);
}

bool isMlflowRun(const fs::path& dir) {
    const std::string meta = readOrEmpty(dir / "meta.yaml");
    return meta.find("run_id:") != std::string::npos || meta.find("run_uuid:") != std::string::npos;
}

MlflowRunFiles readMlflow(const fs::path& dir, std::vector<FieldError>& problems) {
    MlflowRunFiles files;
    files.metaYaml = readPart(dir / "meta.yaml", problems);
    for (const char* sub : {"params", "metrics"}) {
        const fs::path root = dir / sub;
        std::error_code ec;
        if (!fs::is_directory(root, ec))
            continue;
        for (auto it = fs::recursive_directory_iterator(root, ec);
             !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
            // A link that loops or leads nowhere is a file of the run that cannot be read: it
            // refuses the run, naming it (the throwing overload would end the program).
            std::error_code kind;
            if (!it->is_regular_file(kind)) {
                if (kind)
                    problems.push_back({it->path().string(), "cannot be read: " + kind.message()});
                continue;
            }
            const std::string name = it->path().lexically_relative(root).generic_string();
            (std::string(sub) == "params" ? files.params : files.metrics)
                .emplace_back(name, readPart(it->path(), problems));
        }
    }
    std::sort(files.metrics.begin(), files.metrics.end());
    std::sort(files.params.begin(), files.params.end());
    std::error_code ec;
    if (fs::is_regular_file(dir / "artifacts" / "rightsize.json", ec))
        files.scenarioArtifact = readPart(dir / "artifacts" / "rightsize.json", problems);
    return files;
}

void finish(LoadedRun& r, const fs::path& folder, const Catalog& catalog,
            const RunFileOptions& options) {
    RunImport& im = r.import;
    if (!im.ok())
        return;
    if (im.run.measured.device.empty() && !options.device.empty()) {
        if (!catalog.device(options.device)) {
            im.errors.push_back(
                {"--device", quoteText(options.device) + " is not a device of the catalog"});
            return;
        }
        im.run.measured.device = options.device;
    }
    if (!im.hasScenario) {
        std::error_code ec;
        if (options.scenario) {
            attachScenario(im, *options.scenario, &catalog);
        } else if (fs::is_regular_file(folder / "rightsize.json", ec)) {
            const std::size_t before = im.errors.size();
            const auto doc = nlohmann::json::parse(readPart(folder / "rightsize.json", im.errors),
                                                   nullptr, false);
            if (im.errors.size() > before)
                return;
            if (doc.is_discarded())
                im.errors.push_back({(folder / "rightsize.json").string(), "is not valid JSON"});
            else
                attachScenario(im, doc, &catalog);
        } else {
            im.errors.push_back({"scenario",
                                 "none given: put a rightsize.json beside the results (or in an "
                                 "MLflow run's artifacts), map MLflow params, or name a scenario "
                                 "file"});
        }
    } else if (!runPlacement(im.run)) {
        im.errors.push_back({"measured.device", "not known: name the device"});
    }
}

void loadInto(const fs::path& p, const Catalog& catalog, const RunFileOptions& options, int depth,
              std::vector<LoadedRun>& out) {
    std::error_code ec;
    LoadedRun r;
    r.label = p.string();
    if (fs::is_directory(p, ec)) {
        if (fs::is_regular_file(p / "meta.yaml", ec) && isMlflowRun(p)) {
            std::vector<FieldError> problems;
            const MlflowRunFiles files = readMlflow(p, problems);
            if (!problems.empty()) {
                r.import.errors = std::move(problems);
                out.push_back(std::move(r));
                return;
            }
            r.import = importMlflowRun(files, options.mapping, &catalog);
            finish(r, p, catalog, options);
            out.push_back(std::move(r));
            return;
        }
        const bool state = fs::is_regular_file(p / "trainer_state.json", ec);
        const bool results = fs::is_regular_file(p / "all_results.json", ec);
        if (state || results) {
            std::vector<FieldError> problems;
            const std::string stateText =
                state ? readPart(p / "trainer_state.json", problems) : std::string();
            const std::string resultsText =
                results ? readPart(p / "all_results.json", problems) : std::string();
            if (!problems.empty()) {
                r.import.errors = std::move(problems);
                out.push_back(std::move(r));
                return;
            }
            r.import = importTrainerJson(stateText, resultsText);
            finish(r, p, catalog, options);
            out.push_back(std::move(r));
            return;
        }
        // A folder of runs (an MLflow experiment, a team's collection): one level of folders and
        // the run files and logs in it.
        if (depth >= 2) {
            return;
        }
        std::vector<fs::path> entries;
        for (const auto& e : fs::directory_iterator(p, ec))
            entries.push_back(e.path());
        std::sort(entries.begin(), entries.end());
        const std::size_t before = out.size();
        for (const fs::path& e : entries) {
            const std::string ext = e.extension().string();
            if (fs::is_directory(e, ec) || ext == ".csv" ||
                (ext == ".json" && e.filename() != "rightsize.json" && e.filename() != "meta.json"))
                loadInto(e, catalog, options, depth + 1, out);
        }
        if (out.size() == before && depth == 0) {
            r.import.errors.push_back({"folder",
                                       "holds no run: no rightsize-run file, MLflow run, Trainer "
                                       "output or nvidia-smi log"});
            out.push_back(std::move(r));
        }
        return;
    }
    std::string why;
    const auto text = readFile(p, why);
    if (!text) {
        r.import.errors.push_back({"file", why});
        out.push_back(std::move(r));
        return;
    }
    if (p.extension() == ".csv") {
        r.import = importNvidiaSmiCsv(*text, &catalog);
        finish(r, p.parent_path(), catalog, options);
    } else if (p.filename() == "trainer_state.json" || p.filename() == "all_results.json") {
        const bool isState = p.filename() == "trainer_state.json";
        r.import =
            importTrainerJson(isState ? *text : std::string(), isState ? std::string() : *text);
        finish(r, p.parent_path(), catalog, options);
    } else {
        const RunLoadResult loaded = parseRun(*text, &catalog);
        r.import.errors = loaded.errors;
        r.import.warnings = loaded.warnings;
        if (loaded.run) {
            r.import.run = *loaded.run;
            r.import.hasScenario = true;
        }
        if (depth > 0 && loaded.errors.size() == 1 && loaded.errors.front().path == "$.format")
            return; // another kind of JSON in a folder of runs: not a run, not an error
    }
    out.push_back(std::move(r));
}

// A peak is measured on one device: more than that device holds is a wrong unit or a wrong
// device, and fitted as it stands would teach the memory estimate nonsense.
void refuseImpossiblePeak(RunImport& im, const Catalog& catalog) {
    const Measurements& m = im.run.measured;
    if (!im.ok() || !m.peakMemoryBytes || m.device.empty())
        return;
    const Device* d = catalog.device(m.device);
    if (!d || d->memoryBytes <= 0 || *m.peakMemoryBytes <= d->memoryBytes)
        return;
    const auto gb = [](double bytes) {
        char text[32];
        std::snprintf(text, sizeof text, "%.1f", bytes / 1e9);
        return std::string(text);
    };
    im.errors.push_back({"measured.peak_memory_bytes", "a peak of " + gb(*m.peakMemoryBytes) +
                                                           " GB is more than one " + d->id +
                                                           " holds (" + gb(d->memoryBytes) +
                                                           " GB): check the unit and the device"});
}

} // namespace

std::vector<LoadedRun> loadRunsFromPath(const std::string& path, const Catalog& catalog,
                                        const RunFileOptions& options) {
    std::vector<LoadedRun> out;
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        LoadedRun r;
        r.label = path;
        r.import.errors.push_back({"file", "does not exist"});
        out.push_back(std::move(r));
        return out;
    }
    loadInto(fs::path(path), catalog, options, 0, out);
    for (LoadedRun& r : out)
        refuseImpossiblePeak(r.import, catalog);
    return out;
}

} // namespace rightsize

#include "core/calibrate/run_importers.h"

#include "core/io/json_messages.h"
#include "core/model/visible_text.h"
#include "core/scenario/scenario_io.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>

namespace rightsize {
namespace {

using nlohmann::json;

// MLflow's GPU monitor logs memory.used / 1e6 as megabytes (mlflow/system_metrics/metrics/
// gpu_monitor.py); nvidia-smi prints MiB.
constexpr double kMlflowMegabyte = 1e6;
constexpr double kMebibyte = 1024.0 * 1024.0;
// The file store writes a run's status as the RunStatus number; FINISHED is 3 (mlflow/entities/
// run_status.py).
constexpr const char* kMlflowFinished = "3";
// The end of 9999-12-31 in milliseconds since 1970: a later start time is no date (and past
// 2^63 no integer either).
constexpr double kLastUnixMs = 253402300800000.0;
// No machine MLflow monitors numbers its GPUs this high.
constexpr double kMaxGpuIndex = 100000;

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])))
        --e;
    return std::string(s.substr(b, e - b));
}

std::vector<std::string> lines(std::string_view text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string line(text.substr(start, end - start));
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        out.push_back(std::move(line));
        start = end + 1;
    }
    return out;
}

std::optional<double> number(std::string_view text) {
    const std::string t = trim(text);
    if (t.empty())
        return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(t.c_str(), &end);
    if (end != t.c_str() + t.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// A param's text as the JSON value a scenario expects: a number or a boolean when it reads as one.
json paramValue(const std::string& text) {
    const std::string t = trim(text);
    if (t == "true" || t == "True")
        return true;
    if (t == "false" || t == "False")
        return false;
    if (const auto v = number(t)) {
        if (std::floor(*v) == *v && std::fabs(*v) < 1e15)
            return static_cast<long long>(*v);
        return *v;
    }
    return t;
}

void setPath(json& doc, const std::string& path, const json& value) {
    json* node = &doc;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = path.find('.', start);
        const std::string key =
            path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (dot == std::string::npos) {
            (*node)[key] = value;
            return;
        }
        if (!(*node)[key].is_object())
            (*node)[key] = json::object();
        node = &(*node)[key];
        start = dot + 1;
    }
}

struct Series {
    double last = 0;
    double max = 0;
    double lastTimestamp = 0; // as written: a timestamp past any integer type is still ordered
    int points = 0;
};

// MLflow metric files: one "timestamp value step" line per logged point (older stores wrote
// "timestamp value"). Bad lines are named (`where`: "metrics/<name>") and skipped.
Series readMetric(const std::string& where, const std::string& text,
                  std::vector<FieldError>& warnings) {
    Series s;
    const auto all = lines(text);
    for (std::size_t i = 0; i < all.size(); ++i) {
        const std::string line = trim(all[i]);
        if (line.empty())
            continue;
        std::istringstream in(line);
        std::string ts, value, step, extra;
        in >> ts >> value >> step >> extra;
        const auto t = number(ts);
        const auto v = number(value);
        const bool stepOk = step.empty() || number(step).has_value();
        if (!t || !v || !stepOk || !extra.empty()) {
            warnings.push_back({where + ":" + std::to_string(i + 1),
                                "expected \"timestamp value step\"; line skipped"});
            continue;
        }
        if (s.points == 0 || *t >= s.lastTimestamp) {
            s.last = *v;
            s.lastTimestamp = *t;
        }
        s.max = s.points == 0 ? *v : std::max(s.max, *v);
        ++s.points;
    }
    return s;
}

std::map<std::string, std::string> readMetaYaml(const std::string& text) {
    std::map<std::string, std::string> out;
    for (const std::string& line : lines(text)) {
        if (line.empty() || std::isspace(static_cast<unsigned char>(line[0])) || line[0] == '#')
            continue;
        const std::size_t colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        std::string value = trim(line.substr(colon + 1));
        if (value.size() >= 2 && (value.front() == '\'' || value.front() == '"') &&
            value.back() == value.front())
            value = value.substr(1, value.size() - 2);
        out[trim(line.substr(0, colon))] = value;
    }
    return out;
}

// Keeps a throughput only if it is a usable number; otherwise names the field.
void takePositive(std::optional<double>& into, double value, const std::string& where,
                  std::vector<FieldError>& warnings) {
    if (std::isfinite(value) && value > 0)
        into = value;
    else
        warnings.push_back({where, "must be greater than zero; left out"});
}

std::vector<std::string> tokens(std::string_view text) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (!cur.empty()) {
            out.push_back(cur);
            cur.clear();
        }
    }
    if (!cur.empty())
        out.push_back(cur);
    // "80 GB" and "80GB" are the same token.
    std::vector<std::string> merged;
    for (const std::string& t : out) {
        if (t == "gb" && !merged.empty() &&
            std::isdigit(static_cast<unsigned char>(merged.back().back())))
            merged.back() += "gb";
        else
            merged.push_back(t);
    }
    return merged;
}

// A model number: letters and digits together (a100, h100, t4, a10g, 4090).
bool isModelToken(const std::string& t) {
    const bool digit = std::any_of(
        t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    return digit && t.find("gb") == std::string::npos && t != "sxm" && t.rfind("sxm", 0) != 0;
}

// What meta.yaml says of a run's status and times: the job time can be settled only after the
// metrics are read, so the importer keeps these until then.
struct MlflowRunMeta {
    std::string status;
    bool finished = true;
    std::optional<double> start;
    std::optional<double> end;
};

// Puts meta.yaml's id, name and start date on the run, and hands back its status and times.
MlflowRunMeta readRunMeta(const std::string& metaYaml, RunImport& out) {
    const auto meta = readMetaYaml(metaYaml);
    const auto get = [&meta](const char* key) -> std::string {
        const auto it = meta.find(key);
        return it == meta.end() ? std::string() : it->second;
    };
    if (get("run_id").empty() && get("run_uuid").empty())
        out.warnings.push_back(
            {"meta.yaml run_id", "is missing; the run is imported without its id"});
    const std::string status = get("status");
    const bool finished = status.empty() || status == kMlflowFinished || status == "FINISHED";
    const auto start = number(get("start_time"));
    const auto end = number(get("end_time"));
    if (start && *start > 0 && *start < kLastUnixMs)
        out.run.observedAt = isoDateFromUnixMs(static_cast<long long>(*start));
    out.run.source = "mlflow run " + (get("run_id").empty() ? get("run_uuid") : get("run_id"));
    if (!get("run_name").empty())
        out.run.notes = get("run_name");
    return {status, finished, start, end};
}

// Puts the Trainer's throughput and job time on the measurements and hands back the peak memory
// of each GPU (MB, by index): the importer needs both the peak and the number of GPUs.
std::map<int, double> readMlflowMetrics(const MlflowRunFiles& files, RunImport& out) {
    Measurements& m = out.run.measured;
    std::map<int, double> gpuPeakMb;
    for (const auto& [name, text] : files.metrics) {
        const bool train = name == "train_samples_per_second" || name == "train_steps_per_second" ||
                           name == "train_runtime";
        static const std::string kPrefix = "system/gpu_", kSuffix = "_memory_usage_megabytes";
        const bool gpuMemory =
            name.size() > kPrefix.size() + kSuffix.size() && name.rfind(kPrefix, 0) == 0 &&
            name.compare(name.size() - kSuffix.size(), kSuffix.size(), kSuffix) == 0;
        if (!train && !gpuMemory)
            continue;
        // A metric is named by its file's path: any bytes a file system allows.
        const std::string where = std::string("metrics/").append(pathKey(name));
        const Series s = readMetric(where, text, out.warnings);
        if (s.points == 0) {
            out.warnings.push_back({where, "holds no readable point; left out"});
            continue;
        }
        if (name == "train_samples_per_second")
            takePositive(m.samplesPerSecond, s.last, where, out.warnings);
        else if (name == "train_steps_per_second") {
            std::optional<double> steps;
            takePositive(steps, s.last, where, out.warnings);
            if (steps)
                m.stepSeconds = 1.0 / *steps;
        } else if (name == "train_runtime") {
            takePositive(m.jobSeconds, s.last, where, out.warnings);
        } else {
            // The GPU's index, a small whole number: "gpu_1e40_" names none.
            const auto i =
                number(name.substr(kPrefix.size(), name.size() - kPrefix.size() - kSuffix.size()));
            if (i && *i >= 0 && *i < kMaxGpuIndex && *i == std::floor(*i) && s.max > 0)
                gpuPeakMb[static_cast<int>(*i)] = s.max;
            else
                out.warnings.push_back({where, "no positive memory reading; left out"});
        }
    }
    return gpuPeakMb;
}

// The mapped params: each sets the measured device or count, or a scenario field on top of the
// artifact. Kept apart from the metrics because its problems name params/, not metrics/.
void applyParamMapping(const MlflowRunFiles& files, const ParamMapping& mapping,
                       const Catalog* catalog, RunImport& out, json& scenario, bool& haveScenario) {
    Measurements& m = out.run.measured;
    for (const auto& field : mapping.fields) {
        // Named copies: lambdas may not capture structured bindings before C++20 in every
        // compiler the project builds with (clang 14 for fuzzing).
        const std::string& param = field.first;
        const std::string& path = field.second;
        const auto it = std::find_if(files.params.begin(), files.params.end(),
                                     [&](const auto& p) { return p.first == param; });
        if (it == files.params.end()) {
            // With a scenario artifact the mapping only adds to it; without one, say what is
            // missing.
            if (!files.scenarioArtifact)
                out.warnings.push_back({std::string("params/").append(pathKey(param)),
                                        std::string("was not logged; ")
                                            .append(quoteText(path, 60))
                                            .append(" is not set from it")});
            continue;
        }
        const json value = paramValue(it->second);
        if (path == "measured.device") {
            if (!value.is_string() || (catalog && !catalog->device(value.get<std::string>())))
                out.errors.push_back(
                    {std::string("params/").append(pathKey(param)),
                     quoteText(trim(it->second), 60) + " is not a device id of the catalog"});
            else
                m.device = value.get<std::string>();
        } else if (path == "measured.count") {
            if (!value.is_number_integer() || value.get<long long>() < 1 ||
                value.get<long long>() > 100000)
                out.errors.push_back({std::string("params/").append(pathKey(param)),
                                      "must be a whole number of devices"});
            else
                m.count = static_cast<int>(value.get<long long>());
        } else {
            setPath(scenario, path, value);
            haveScenario = true;
        }
    }
}

// The cells of one line of an nvidia-smi log, each trimmed.
std::vector<std::string> splitCsvLine(const std::string& line) {
    std::vector<std::string> cells;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = line.find(',', start);
        cells.push_back(trim(std::string_view(line).substr(
            start, comma == std::string::npos ? std::string::npos : comma - start)));
        if (comma == std::string::npos)
            return cells;
        start = comma + 1;
    }
}

// The columns of an nvidia-smi log the importer reads (-1 where the header lacks one) and the
// unit of each column: the header says it once (memory.used [MiB]) for every row.
struct SmiColumns {
    int used = -1, total = -1, name = -1, index = -1;
    std::vector<double> unit;
};

SmiColumns readSmiHeader(const std::vector<std::string>& header) {
    int used = -1, total = -1, name = -1, index = -1;
    std::vector<double> unit(header.size(), kMebibyte);
    for (std::size_t i = 0; i < header.size(); ++i) {
        const std::string& h = header[i];
        const std::string key = trim(h.substr(0, h.find('[')));
        if (h.find("[GiB]") != std::string::npos)
            unit[i] = 1024 * kMebibyte;
        if (key == "memory.used")
            used = int(i);
        else if (key == "memory.total")
            total = int(i);
        else if (key == "name" || key == "gpu_name")
            name = int(i);
        else if (key == "index")
            index = int(i);
    }
    return {used, total, name, index, unit};
}

// A cell of memory in bytes: a unit written in the cell ("80 MiB") wins over its column's.
std::optional<double> memoryBytes(const std::string& cell, double columnUnit) {
    std::string t = cell;
    double scale = columnUnit;
    if (t.size() > 4 && t.compare(t.size() - 4, 4, " MiB") == 0)
        t = t.substr(0, t.size() - 4), scale = kMebibyte;
    else if (t.size() > 4 && t.compare(t.size() - 4, 4, " GiB") == 0)
        t = t.substr(0, t.size() - 4), scale = 1024 * kMebibyte;
    const auto v = number(t);
    if (!v || *v < 0)
        return std::nullopt;
    return *v * scale;
}

} // namespace

ParamMappingResult parseParamMapping(std::string_view text) {
    ParamMappingResult r;
    const json j = json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        r.errors.push_back(
            {"$", "a param mapping must be a JSON object from MLflow param names to scenario "
                  "fields"});
        return r;
    }
    for (const auto& [param, target] : j.items()) {
        const std::string where = std::string("$.").append(pathKey(param));
        if (!target.is_string()) {
            r.errors.push_back(
                {where, "must name a scenario field such as \"workload.batch_size\""});
            continue;
        }
        const std::string path = target.get<std::string>();
        const bool scenarioField = path.rfind("workload.", 0) == 0 ||
                                   path.rfind("compute.", 0) == 0 ||
                                   path.rfind("constraints.", 0) == 0 || path == "name";
        const bool measuredField = path == "measured.device" || path == "measured.count";
        if ((!scenarioField && !measuredField) || path.find("..") != std::string::npos ||
            path.back() == '.') {
            r.errors.push_back(
                {where, quoteText(path, 60) +
                            " is not a scenario field (workload.…, compute.…, constraints.…, "
                            "name) nor measured.device or measured.count"});
            continue;
        }
        r.mapping.fields.emplace_back(param, path);
    }
    return r;
}

void attachScenario(RunImport& import, const json& scenario, const Catalog* catalog) {
    json doc = scenario;
    if (doc.is_object()) {
        if (!doc.contains("format"))
            doc["format"] = kScenarioFormat;
        if (!doc.contains("version"))
            doc["version"] = kScenarioVersion;
    }
    ScenarioLoadResult loaded = parseScenarioJson(doc, catalog);
    if (!loaded.document) {
        for (FieldError e : loaded.errors)
            import.errors.push_back({"scenario " + e.path, e.message});
        return;
    }
    import.run.scenario = loaded.document->scenario;
    import.run.scenarioJson = scenario;
    import.hasScenario = true;
    if (!runPlacement(import.run))
        import.errors.push_back({"measured.device",
                                 "not known: the import names no device and the scenario "
                                 "does not name exactly one in compute.options"});
}

RunImport importMlflowRun(const MlflowRunFiles& files, const ParamMapping& mapping,
                          const Catalog* catalog) {
    RunImport out;
    Measurements& m = out.run.measured;
    if (trim(files.metaYaml).empty()) {
        out.errors.push_back(
            {"meta.yaml", "is missing or empty: not a run directory of an MLflow file store"});
        return out;
    }
    const auto [status, finished, start, end] = readRunMeta(files.metaYaml, out);

    // Metrics.
    const std::map<int, double> gpuPeakMb = readMlflowMetrics(files, out);
    if (!gpuPeakMb.empty()) {
        double peak = 0;
        for (const auto& [i, mb] : gpuPeakMb)
            peak = std::max(peak, mb);
        m.peakMemoryBytes = peak * kMlflowMegabyte;
    }
    if (!m.jobSeconds && start && end && *end > *start && finished)
        m.jobSeconds = (*end - *start) / 1000.0;
    if (!finished) {
        out.warnings.push_back({"meta.yaml status", std::string("the run did not finish (status ")
                                                        .append(quoteText(status, 20))
                                                        .append("); its job time is left out")});
        m.jobSeconds.reset();
    }

    // The scenario: the artifact, with mapped params on top.
    json scenario = json::object();
    bool haveScenario = false;
    if (files.scenarioArtifact) {
        const json a = json::parse(*files.scenarioArtifact, nullptr, false);
        if (a.is_discarded() || !a.is_object()) {
            out.errors.push_back(
                {"artifacts/rightsize.json", "is not a JSON object (a Rightsize scenario)"});
            return out;
        }
        scenario =
            a.value("format", json()) == json(kRunFormat) ? a.value("scenario", json::object()) : a;
        haveScenario = true;
    }
    applyParamMapping(files, mapping, catalog, out, scenario, haveScenario);
    if (m.count == 0 && !gpuPeakMb.empty())
        m.count = static_cast<int>(gpuPeakMb.size());
    if (!m.any())
        out.errors.push_back({"metrics",
                              "hold none of train_samples_per_second, train_steps_per_second, "
                              "train_runtime or system/gpu_N_memory_usage_megabytes"});
    if (haveScenario && out.errors.empty())
        attachScenario(out, scenario, catalog);
    return out;
}

RunImport importNvidiaSmiCsv(std::string_view csv, const Catalog* catalog) {
    RunImport out;
    const auto all = lines(csv);
    std::size_t headerLine = 0;
    while (headerLine < all.size() && trim(all[headerLine]).empty())
        ++headerLine;
    if (headerLine == all.size()) {
        out.errors.push_back({"csv", "is empty"});
        return out;
    }
    const auto header = splitCsvLine(all[headerLine]);
    const auto [used, total, name, index, unit] = readSmiHeader(header);
    if (used < 0) {
        out.errors.push_back({"csv header",
                              "has no memory.used column: log with nvidia-smi "
                              "--query-gpu=index,name,memory.used,memory.total --format=csv"});
        return out;
    }
    double peak = 0, capacity = 0;
    std::string gpuName;
    std::set<std::string> gpus;
    int rows = 0;
    for (std::size_t l = headerLine + 1; l < all.size(); ++l) {
        if (trim(all[l]).empty())
            continue;
        const auto cells = splitCsvLine(all[l]);
        const std::string where = "csv line " + std::to_string(l + 1);
        if (cells.size() != header.size()) {
            out.warnings.push_back({where, "has " + std::to_string(cells.size()) +
                                               " columns, the header " +
                                               std::to_string(header.size()) + "; row skipped"});
            continue;
        }
        const auto u = memoryBytes(cells[used], unit[used]);
        if (!u) {
            out.warnings.push_back(
                {where + " memory.used",
                 quoteText(cells[used], 30) + " is not an amount of memory; row skipped"});
            continue;
        }
        ++rows;
        peak = std::max(peak, *u);
        if (total >= 0)
            if (const auto t = memoryBytes(cells[total], unit[total]))
                capacity = std::max(capacity, *t);
        if (name >= 0 && gpuName.empty())
            gpuName = cells[name];
        gpus.insert(index >= 0 ? cells[index] : std::string("0"));
    }
    if (rows == 0) {
        out.errors.push_back({"csv", "holds no readable row of memory.used"});
        return out;
    }
    if (peak <= 0) {
        out.errors.push_back(
            {"csv memory.used", "never rose above zero: the log did not see the job"});
        return out;
    }
    out.run.measured.peakMemoryBytes = peak;
    out.run.measured.count = static_cast<int>(gpus.size());
    out.run.source = "nvidia-smi log";
    if (catalog && !gpuName.empty()) {
        out.run.measured.device = deviceIdForName(gpuName, capacity, *catalog);
        if (out.run.measured.device.empty())
            out.warnings.push_back(
                {"csv name",
                 quoteText(gpuName, 60) + " matches no device of the catalog; name the device"});
    }
    return out;
}

RunImport importTrainerJson(std::string_view trainerState, std::string_view allResults) {
    RunImport out;
    Measurements& m = out.run.measured;
    if (trim(trainerState).empty() && trim(allResults).empty()) {
        out.errors.push_back(
            {"trainer_state.json", "neither trainer_state.json nor all_results.json was given"});
        return out;
    }
    // What each file says; all_results.json (written at the end of train()) wins over the last
    // entry of the state's log history.
    auto read = [&](const json& from, const std::string& file) {
        auto take = [&](const char* key, auto apply) {
            const auto it = from.find(key);
            if (it == from.end())
                return;
            const std::string where = file + " $." + key;
            if (!it->is_number() || !std::isfinite(it->template get<double>()) ||
                it->template get<double>() <= 0) {
                out.warnings.push_back({where, "must be a number greater than zero; left out"});
                return;
            }
            apply(it->template get<double>());
        };
        take("train_samples_per_second", [&](double v) { m.samplesPerSecond = v; });
        take("train_steps_per_second", [&](double v) { m.stepSeconds = 1.0 / v; });
        take("train_runtime", [&](double v) { m.jobSeconds = v; });
    };
    if (!trim(trainerState).empty()) {
        const json s = json::parse(trainerState.begin(), trainerState.end(), nullptr, false);
        if (s.is_discarded() || !s.is_object()) {
            out.errors.push_back({"trainer_state.json", "is not a JSON object"});
        } else if (const auto h = s.find("log_history"); h == s.end() || !h->is_array()) {
            out.errors.push_back({"trainer_state.json $.log_history", "is missing or not a list"});
        } else {
            const json* last = nullptr;
            for (const json& e : *h)
                if (e.is_object() &&
                    (e.contains("train_runtime") || e.contains("train_samples_per_second")))
                    last = &e;
            if (last)
                read(*last, "trainer_state.json");
            else
                out.warnings.push_back(
                    {"trainer_state.json $.log_history",
                     "has no entry with train_runtime: the training did not finish"});
        }
    }
    if (!trim(allResults).empty()) {
        const json a = json::parse(allResults.begin(), allResults.end(), nullptr, false);
        if (a.is_discarded() || !a.is_object())
            out.errors.push_back({"all_results.json", "is not a JSON object"});
        else
            read(a, "all_results.json");
    }
    if (out.errors.empty() && !m.any())
        out.errors.push_back({"train_samples_per_second",
                              "no usable train_samples_per_second, "
                              "train_steps_per_second or train_runtime was found"});
    out.run.source = "hugging face trainer";
    return out;
}

std::string deviceIdForName(std::string_view name, double totalMemoryBytes,
                            const Catalog& catalog) {
    const auto want = tokens(name);
    std::string best;
    double bestScore = 0;
    for (const Device& d : catalog.devices) {
        if (d.kind != DeviceKind::Gpu)
            continue;
        const auto have = tokens(d.name);
        bool modelMatches = false;
        double score = 0;
        for (const std::string& t : have) {
            const bool found = std::find(want.begin(), want.end(), t) != want.end();
            if (isModelToken(t) && t != "nvidia") {
                if (!found) {
                    modelMatches = false;
                    score = -1;
                    break;
                }
                modelMatches = true;
            }
            if (found)
                score += 1;
        }
        if (!modelMatches || score <= 0)
            continue;
        // The total memory nvidia-smi reports sits a little under the nominal size.
        if (totalMemoryBytes > 0 && d.memoryBytes > 0)
            score += 2.0 / (1.0 + std::fabs(std::log(totalMemoryBytes / d.memoryBytes)) * 10);
        if (score > bestScore) {
            bestScore = score;
            best = d.id;
        }
    }
    return best;
}

std::string isoDateFromUnixMs(long long ms) {
    // Civil date from days since the epoch (H. Hinnant's days_from_civil inverse).
    long long z = ms / 86400000 + 719468;
    const long long era = (z >= 0 ? z : z - 146096) / 146097;
    const long long doe = z - era * 146097;
    const long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long y = yoe + era * 400;
    const long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const long long mp = (5 * doy + 2) / 153;
    const long long d = doy - (153 * mp + 2) / 5 + 1;
    const long long mo = mp < 10 ? mp + 3 : mp - 9;
    if (mo <= 2)
        ++y;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04lld-%02lld-%02lld", y, mo, d);
    return buf;
}

} // namespace rightsize

#include "core/calibrate/measured_run.h"

#include "core/calibrate/run_probe.h"
#include "core/model/iso_date.h"
#include "core/model/visible_text.h"
#include "core/scenario/scenario_io.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rightsize {
namespace {

using nlohmann::json;

// A measurement must be a positive finite number; anything else is left out with a message.
std::optional<double> positive(const json& parent, const char* key, const std::string& path,
                               std::vector<FieldError>& warnings) {
    const auto it = parent.find(key);
    if (it == parent.end() || it->is_null())
        return std::nullopt;
    const std::string where = path + "." + key;
    if (!it->is_number()) {
        warnings.push_back({where, "must be a number; left out"});
        return std::nullopt;
    }
    const double v = it->get<double>();
    if (!std::isfinite(v) || v <= 0) {
        warnings.push_back({where, "must be greater than zero; left out"});
        return std::nullopt;
    }
    return v;
}

bool isIsoDate(const std::string& s) {
    // A day, or a time stamp that starts with one.
    return s.size() >= 10 && isCalendarDate(std::string_view(s).substr(0, 10));
}

void prefix(std::vector<FieldError>& errors, const std::string& path) {
    for (FieldError& e : errors)
        e.path = path + (e.path.size() > 1 && e.path[0] == '$' ? e.path.substr(1) : "." + e.path);
}

} // namespace

Measurements parseMeasurements(const json& m, const std::string& path, const Catalog* catalog,
                               std::vector<FieldError>& errors, std::vector<FieldError>& warnings) {
    Measurements out;
    if (!m.is_object()) {
        errors.push_back({path, "must be an object of measurements"});
        return out;
    }
    static const char* const kKnown[] = {"device",       "count",       "samples_per_s",
                                         "tokens_per_s", "step_time_s", "peak_memory_bytes",
                                         "latency_ms",   "job_seconds"};
    for (const auto& [key, value] : m.items()) {
        bool known = false;
        for (const char* k : kKnown)
            known = known || key == k;
        if (!known)
            warnings.push_back(
                {path + "." + key, "is not a measurement this version reads; ignored"});
    }
    if (const auto it = m.find("device"); it != m.end()) {
        if (!it->is_string() || it->get<std::string>().empty())
            errors.push_back({path + ".device", "must be a device id of the catalog"});
        else if (catalog && !catalog->device(it->get<std::string>()))
            errors.push_back({path + ".device", quoteText(it->get<std::string>()) +
                                                    " is not a device of the catalog"});
        else
            out.device = it->get<std::string>();
    }
    if (const auto it = m.find("count"); it != m.end()) {
        if (!it->is_number_integer() || it->get<long long>() < 1 || it->get<long long>() > 100000)
            errors.push_back(
                {path + ".count", "must be a whole number of devices from 1 to 100000"});
        else
            out.count = static_cast<int>(it->get<long long>());
    }
    out.samplesPerSecond = positive(m, "samples_per_s", path, warnings);
    out.tokensPerSecond = positive(m, "tokens_per_s", path, warnings);
    out.stepSeconds = positive(m, "step_time_s", path, warnings);
    out.peakMemoryBytes = positive(m, "peak_memory_bytes", path, warnings);
    out.jobSeconds = positive(m, "job_seconds", path, warnings);
    if (const auto it = m.find("latency_ms"); it != m.end()) {
        if (!it->is_object()) {
            warnings.push_back(
                {path + ".latency_ms", "must be an object {\"p50\": …, \"p95\": …}; left out"});
        } else {
            out.latencyP50Ms = positive(*it, "p50", path + ".latency_ms", warnings);
            out.latencyP95Ms = positive(*it, "p95", path + ".latency_ms", warnings);
            if (out.latencyP50Ms && out.latencyP95Ms && *out.latencyP95Ms < *out.latencyP50Ms) {
                warnings.push_back(
                    {path + ".latency_ms.p95", "is below p50; both latencies left out"});
                out.latencyP50Ms.reset();
                out.latencyP95Ms.reset();
            }
        }
    }
    return out;
}

RunLoadResult parseRunJson(const json& j, const Catalog* catalog) {
    RunLoadResult result;
    if (!j.is_object()) {
        result.errors.push_back({"$", "a run file must be a JSON object"});
        return result;
    }
    if (j.value("format", json()) != json(kRunFormat))
        result.errors.push_back({"$.format", "must be \"rightsize-run\""});
    const json version = j.value("version", json());
    if (!version.is_number_integer())
        result.errors.push_back({"$.version", "must be 1"});
    else if (version.get<long long>() != kRunVersion)
        result.errors.push_back(
            {"$.version", "version " + version.dump() + " is not one this Rightsize reads (1)"});
    if (!result.errors.empty())
        return result;

    MeasuredRun run;
    const auto scenario = j.find("scenario");
    if (scenario == j.end() || !scenario->is_object()) {
        result.errors.push_back({"$.scenario", "must be a scenario object (the job as it ran)"});
    } else {
        json doc = *scenario;
        // The format header is optional inside a run: the run's own header says what it is.
        if (!doc.contains("format"))
            doc["format"] = kScenarioFormat;
        if (!doc.contains("version"))
            doc["version"] = kScenarioVersion;
        ScenarioLoadResult loaded = parseScenarioJson(doc, catalog);
        if (!loaded.document) {
            prefix(loaded.errors, "$.scenario");
            result.errors.insert(result.errors.end(), loaded.errors.begin(), loaded.errors.end());
        } else {
            run.scenario = loaded.document->scenario;
            run.scenarioJson = *scenario;
        }
    }
    const auto measured = j.find("measured");
    if (measured == j.end())
        result.errors.push_back({"$.measured", "is missing: a run needs at least one measurement"});
    else
        run.measured =
            parseMeasurements(*measured, "$.measured", catalog, result.errors, result.warnings);
    if (measured != j.end() && result.errors.empty() && !run.measured.any())
        result.errors.push_back({"$.measured",
                                 "holds no usable measurement (samples_per_s, tokens_per_s, "
                                 "step_time_s, peak_memory_bytes, latency_ms or job_seconds)"});
    if (const auto it = j.find("observed_at"); it != j.end()) {
        if (!it->is_string() || !isIsoDate(it->get<std::string>()))
            result.warnings.push_back(
                {"$.observed_at", "must be an ISO date (YYYY-MM-DD); left out"});
        else
            run.observedAt = it->get<std::string>();
    }
    if (const auto it = j.find("notes"); it != j.end()) {
        if (!it->is_string())
            result.warnings.push_back({"$.notes", "must be text; left out"});
        else
            run.notes = it->get<std::string>();
    }
    if (const auto it = j.find("source"); it != j.end() && it->is_string())
        run.source = it->get<std::string>();
    if (const auto it = j.find("probe"); it != j.end() && !it->is_null())
        run.probe = parseProbeBlock(*it, "$.probe", result.warnings);
    if (result.errors.empty() && !runPlacement(run))
        result.errors.push_back({"$.measured.device",
                                 "is missing, and the scenario does not name exactly one "
                                 "device in compute.options"});
    if (result.errors.empty())
        result.run = std::move(run);
    return result;
}

RunLoadResult parseRun(std::string_view text, const Catalog* catalog) {
    if (text.size() > kMaxScenarioBytes)
        return {std::nullopt, {{"$", "the file is larger than 10 MiB"}}, {}};
    // The parser's own words say where the text broke and why (a number too large to be finite,
    // such as 1e999, or a NaN a careless writer printed), so the user can find the field.
    try {
        return parseRunJson(json::parse(text.begin(), text.end()), catalog);
    } catch (const json::exception& e) { // parse_error, or out_of_range for a number overflow
        std::string why = e.what();
        // Drop the "[json.exception...] " prefix: the user needs the place and the reason.
        if (const auto at = why.find("] "); at != std::string::npos)
            why = why.substr(at + 2);
        return {std::nullopt,
                {{"$", "is not valid JSON (" + visibleText(why, {160, false, false}) + ")"}},
                {}};
    }
}

json runToJson(const MeasuredRun& run) {
    json j = json::object();
    j["format"] = kRunFormat;
    j["version"] = kRunVersion;
    j["scenario"] = run.scenarioJson;
    json m = json::object();
    const Measurements& v = run.measured;
    if (!v.device.empty())
        m["device"] = v.device;
    if (v.count > 0)
        m["count"] = v.count;
    auto put = [&m](const char* key, const std::optional<double>& x) {
        if (x)
            m[key] = *x;
    };
    put("samples_per_s", v.samplesPerSecond);
    put("tokens_per_s", v.tokensPerSecond);
    put("step_time_s", v.stepSeconds);
    put("peak_memory_bytes", v.peakMemoryBytes);
    put("job_seconds", v.jobSeconds);
    if (v.latencyP50Ms || v.latencyP95Ms) {
        json l = json::object();
        if (v.latencyP50Ms)
            l["p50"] = *v.latencyP50Ms;
        if (v.latencyP95Ms)
            l["p95"] = *v.latencyP95Ms;
        m["latency_ms"] = l;
    }
    j["measured"] = m;
    if (!run.observedAt.empty())
        j["observed_at"] = run.observedAt;
    if (!run.notes.empty())
        j["notes"] = run.notes;
    if (!run.source.empty())
        j["source"] = run.source;
    if (run.probe.is_object())
        j["probe"] = run.probe;
    return j;
}

std::string serializeRun(const MeasuredRun& run) {
    return runToJson(run).dump(2) + "\n";
}

std::optional<ComputeOption> runPlacement(const MeasuredRun& run) {
    ComputeOption o;
    const auto& options = run.scenario.compute.options;
    if (!run.measured.device.empty()) {
        o.device = run.measured.device;
        o.count = run.measured.count;
        if (o.count <= 0)
            for (const ComputeOption& s : options)
                if (s.device == o.device)
                    o.count = s.count;
    } else if (options.size() == 1) {
        o = options.front();
        if (run.measured.count > 0)
            o.count = run.measured.count;
    } else {
        return std::nullopt;
    }
    if (o.count <= 0)
        o.count = 1;
    return o;
}

} // namespace rightsize

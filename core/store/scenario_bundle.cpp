#include "core/store/scenario_bundle.h"

#include "core/catalog/builtin_catalog.h"
#include "core/io/bounded_file.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"
#include "core/store/catalog_overrides.h"
#include "core/store/engine/ordered_json.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>

namespace rightsize {
namespace {

// The raw text of each element of the top-level array `key` in a JSON object that has already
// parsed cleanly, so a bundle's scenarios are stored byte for byte, as single files are.
std::vector<std::string_view> rawArrayElements(std::string_view text, std::string_view key) {
    std::size_t i = 0;
    auto ws = [&] {
        while (i < text.size() &&
               (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
            ++i;
    };
    auto skipString = [&] { // at the opening quote; returns the raw content
        const std::size_t start = ++i;
        while (i < text.size() && text[i] != '"')
            i += text[i] == '\\' ? 2 : 1;
        return text.substr(start, i++ - start);
    };
    auto skipValue = [&] {
        ws();
        if (i < text.size() && text[i] == '"') {
            skipString();
            return;
        }
        int depth = 0;
        while (i < text.size()) {
            const char c = text[i];
            if (c == '"') {
                skipString();
                continue;
            }
            if (c == '{' || c == '[')
                ++depth;
            else if (c == '}' || c == ']') {
                if (depth == 0)
                    return;
                if (--depth == 0) {
                    ++i;
                    return;
                }
            } else if (depth == 0 && (c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t'))
                return;
            ++i;
        }
    };
    std::vector<std::string_view> out;
    ws();
    if (i >= text.size() || text[i] != '{')
        return out;
    ++i;
    while (true) {
        ws();
        if (i >= text.size() || text[i] != '"')
            return out;
        const std::string_view name = skipString();
        ws();
        ++i; // ':'
        ws();
        if (name == key && i < text.size() && text[i] == '[') {
            ++i;
            while (true) {
                ws();
                if (i >= text.size() || text[i] == ']')
                    return out;
                const std::size_t start = i;
                skipValue();
                out.push_back(text.substr(start, i - start));
                ws();
                if (i < text.size() && text[i] == ',')
                    ++i;
            }
        }
        skipValue();
        ws();
        if (i >= text.size() || text[i] != ',')
            return out;
        ++i;
    }
}

// The text with workload.model.hf_config's path replaced by the config it names; the text as it
// is when the scenario names no config by path. The scenario was read already, so the file is
// there and valid; a file that changed in between is left as a path.
std::string withConfigEmbedded(std::string_view text, const std::string& baseDir) {
    using Ordered = nlohmann::ordered_json;
    Ordered doc = parseOrderedJson(text);
    if (!doc.is_object() || !doc.contains("workload") || !doc["workload"].is_object())
        return std::string(text);
    Ordered& workload = doc["workload"];
    if (!workload.contains("model") || !workload["model"].is_object())
        return std::string(text);
    Ordered& model = workload["model"];
    const auto it = model.find("hf_config");
    if (it == model.end() || !it->is_string())
        return std::string(text);
    std::filesystem::path file(it->get<std::string>());
    if (file.is_relative() && !baseDir.empty())
        file = std::filesystem::path(baseDir) / file;
    const FileText read = readBoundedFile(file.string(), kMaxModelConfigBytes);
    Ordered config = read.ok() ? parseOrderedJson(read.text) : Ordered();
    if (!config.is_object())
        return std::string(text);
    *it = std::move(config);
    return doc.dump(2) + "\n";
}

// Validates one scenario; errors get `prefix` in front of their path ("$.scenarios[2]").
bool addScenario(std::string_view text, const std::string& prefix, const std::string& fallbackName,
                 const Catalog* catalog, const std::string& baseDir, ScenarioFileContents& out) {
    ScenarioLoadResult result = catalog ? parseAndCheckScenario(text, *catalog, baseDir)
                                        : parseScenario(text, nullptr, baseDir);
    for (FieldError w : result.warnings) {
        if (!prefix.empty() && w.path.rfind('$', 0) == 0)
            w.path = prefix + w.path.substr(1);
        out.warnings.push_back(std::move(w));
    }
    if (!result.document) {
        for (FieldError e : result.errors) {
            if (!prefix.empty() && e.path.rfind('$', 0) == 0)
                e.path = prefix + e.path.substr(1);
            out.errors.push_back(std::move(e));
        }
        if (result.errors.empty())
            out.errors.push_back({prefix.empty() ? "$" : prefix, "not a valid scenario"});
        return false;
    }
    NewScenario s;
    s.name = result.document->scenario.name.empty() ? fallbackName : result.document->scenario.name;
    s.json = withConfigEmbedded(text, baseDir);
    out.scenarios.push_back(std::move(s));
    return true;
}

} // namespace

ScenarioFileContents readScenarioFile(std::string_view text, const std::string& fallbackName,
                                      const Catalog* catalog, const std::string& baseDir) {
    ScenarioFileContents out;
    if (text.size() > kMaxScenarioBytes) {
        out.errors.push_back({"$", "the file is larger than the " +
                                       std::to_string(kMaxScenarioBytes / (1024 * 1024)) +
                                       " MB limit"});
        return out;
    }
    // Only the wrapper is looked at here (with the same depth cap as a scenario); each scenario
    // inside still goes through parseScenario.
    const auto probe = nlohmann::json::parse(
        text,
        [](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
            return depth <= kMaxScenarioDepth;
        },
        false);
    const auto format = probe.is_object() ? probe.find("format") : probe.end();
    out.bundle =
        format != probe.end() && format->is_string() && format->get<std::string>() == kBundleFormat;
    if (!out.bundle) {
        addScenario(text, "", fallbackName, catalog, baseDir, out);
        return out;
    }
    const auto version = probe.find("version");
    if (version == probe.end() || !version->is_number_integer() ||
        version->get<std::int64_t>() != kBundleVersion) {
        out.errors.push_back({"$.version", version != probe.end() && version->is_number_integer()
                                               ? "bundle version " + version->dump() +
                                                     " is not supported (expected 1)"
                                               : "must be the integer 1"});
        return out;
    }
    // The catalog changes the scenarios were planned with: checked first, so a scenario naming
    // a device of the user's own is checked against the catalog that has it.
    std::optional<Catalog> withChanges;
    if (const auto changes = probe.find("catalog"); changes != probe.end() && !changes->is_null()) {
        const std::string changesText = changes->dump();
        const Catalog base = catalog ? *catalog : loadBuiltinCatalog();
        CatalogChangesFile read = readCatalogChanges(changesText, base);
        for (FieldError e : read.errors) {
            e.path = "$.catalog" + (e.path.rfind('$', 0) == 0 ? e.path.substr(1) : "." + e.path);
            out.errors.push_back(std::move(e));
        }
        if (!out.errors.empty())
            return out;
        out.catalogChanges = changesText;
        if (catalog) {
            withChanges = *catalog;
            applyCatalogOverrides(*withChanges, read.overrides);
            catalog = &*withChanges;
        }
    }
    const auto list = probe.find("scenarios");
    if (list == probe.end() || !list->is_array()) {
        out.errors.push_back({"$.scenarios", "must be an array of scenarios"});
        return out;
    }
    const auto raw = rawArrayElements(text, "scenarios");
    if (raw.size() != list->size()) {
        out.errors.push_back({"$.scenarios", "could not be read"});
        return out;
    }
    if (raw.empty())
        out.errors.push_back({"$.scenarios", "the bundle holds no scenarios"});
    for (std::size_t k = 0; k < raw.size(); ++k)
        addScenario(raw[k], "$.scenarios[" + std::to_string(k) + "]",
                    fallbackName + " " + std::to_string(k + 1), catalog, baseDir, out);
    if (!out.errors.empty())
        out.scenarios.clear();
    return out;
}

std::string writeScenarioFile(const std::vector<std::string>& texts,
                              const std::string& catalogChanges) {
    if (texts.size() == 1 && catalogChanges.empty())
        return texts.front();
    std::string text = "{\n\"format\": \"rightsize-bundle\",\n\"version\": 1,\n";
    if (!catalogChanges.empty()) {
        std::string c = catalogChanges;
        while (!c.empty() && (c.back() == '\n' || c.back() == '\r'))
            c.pop_back();
        text += "\"catalog\": " + c + ",\n";
    }
    text += "\"scenarios\": [\n";
    for (std::size_t k = 0; k < texts.size(); ++k) {
        std::string t = texts[k];
        while (!t.empty() && (t.back() == '\n' || t.back() == '\r'))
            t.pop_back();
        text += t + (k + 1 < texts.size() ? ",\n" : "\n");
    }
    text += "]\n}\n";
    return text;
}

} // namespace rightsize

#include "app/scenario_overrides.h"

#include "core/model/scenario_fields.h"
#include "core/model/visible_text.h"
#include "core/scenario/unknown_keys.h"

#include <nlohmann/json.hpp>
#include <ostream>
#include <set>

namespace rightsize::app {
namespace {

// The model block also takes the whole model shape (core/scenario/model_shape_json.cpp), whose
// keys the table holds only in part; the reader checks each of them.
constexpr std::string_view kModelBlock = "$.workload.model.";

std::string canonicalPath(std::string key) {
    if (key.rfind("$.", 0) != 0)
        key = "$." + key;
    return key;
}

bool knownPath(const std::string& path) {
    if (scenarioField(path))
        return true;
    return path.size() > kModelBlock.size() && path.rfind(kModelBlock, 0) == 0 &&
           path.find_first_of(".[", kModelBlock.size()) == std::string::npos;
}

// Every path of the field table: what a mistyped key is compared with ("did you mean").
const std::set<std::string>& fieldPaths() {
    static const std::set<std::string> paths = [] {
        std::set<std::string> all;
        for (const ScenarioField& f : scenarioFields())
            all.emplace(f.path);
        return all;
    }();
    return paths;
}

bool splitKey(const std::string& text, const std::string& option, std::string& key,
              std::string& value, std::ostream& err) {
    const std::size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0) {
        err << option << ": expected KEY=VALUE, such as workload.serving.concurrency=128, not "
            << quoteText(text, 200) << '\n';
        return false;
    }
    key = canonicalPath(text.substr(0, eq));
    value = text.substr(eq + 1);
    if (knownPath(key))
        return true;
    err << option << ": " << quoteText(key, 200) << " is no field of the scenario format";
    if (const std::string hint = didYouMean(key, fieldPaths()); !hint.empty())
        err << ';' << hint;
    err << " (rightsize help fields lists them)\n";
    return false;
}

} // namespace

std::optional<FieldOverride> parseOverride(const std::string& text, const std::string& option,
                                           std::ostream& err) {
    FieldOverride o;
    if (!splitKey(text, option, o.path, o.value, err))
        return std::nullopt;
    return o;
}

std::optional<FieldSweep> parseSweep(const std::string& text, std::ostream& err) {
    FieldSweep s;
    std::string values;
    if (!splitKey(text, "--sweep", s.path, values, err))
        return std::nullopt;
    std::size_t from = 0;
    while (from <= values.size()) {
        const std::size_t comma = values.find(',', from);
        const std::size_t to = comma == std::string::npos ? values.size() : comma;
        if (to > from)
            s.values.push_back(values.substr(from, to - from));
        if (s.values.size() > kMaxSweepValues) {
            err << "--sweep: at most " << kMaxSweepValues << " values for " << s.path << '\n';
            return std::nullopt;
        }
        if (comma == std::string::npos)
            break;
        from = comma + 1;
    }
    if (s.values.empty()) {
        err << "--sweep: no values for " << s.path << " (KEY=V1,V2,...)\n";
        return std::nullopt;
    }
    return s;
}

std::string applyOverrides(const std::string& text, const std::vector<FieldOverride>& overrides,
                           std::string& error) {
    error.clear();
    if (overrides.empty())
        return text;
    nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    if (!doc.is_object()) {
        error = "the scenario file is not a JSON object";
        return {};
    }
    for (const FieldOverride& o : overrides) {
        // A JSON value as typed; anything else is text ("spot", "llama-3.1-8b").
        nlohmann::json value = nlohmann::json::parse(o.value, nullptr, false);
        if (value.is_discarded())
            value = o.value;
        std::string pointer = o.path.substr(1); // "$.a.b" -> ".a.b"
        for (char& c : pointer)
            if (c == '.')
                c = '/';
        try {
            doc[nlohmann::json::json_pointer(pointer)] = std::move(value);
        } catch (const nlohmann::json::exception&) {
            // A parent that is not an object ("workload": 3): the reader says what it is.
            error = o.path + ": cannot be set inside a value that is not an object";
            return {};
        }
    }
    return doc.dump();
}

} // namespace rightsize::app

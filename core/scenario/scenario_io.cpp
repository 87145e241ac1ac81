#include "core/scenario/scenario_io.h"

#include "core/io/json_messages.h"
#include "core/model/edit_distance.h"
#include "core/model/field_limits.h"
#include "core/model/scenario_fields.h"
#include "core/model/visible_text.h"
#include "core/scenario/hf_config.h"
#include "core/scenario/model_shape_json.h"
#include "core/scenario/request_trace.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/unknown_keys.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <set>
#include <utility>

// One list of fields (visitScenario below) drives both the reader and the writer, so a key can
// never be read under one spelling and written under another, and a round trip is exact.

namespace rightsize {
namespace {

using nlohmann::json;

constexpr int kIntMax = std::numeric_limits<int>::max();
constexpr double kRealMax = std::numeric_limits<double>::max();
// Messages quote at most this many bytes of a user's string (a value may be megabytes long).
constexpr std::size_t kQuoteBytes = 60;

struct IntRule {
    int min = 0;
    int max = kIntMax;
};

struct RealRule {
    double min = 0;
    bool exclusive = false; // true: the value must be greater than min, not equal to it
    double max = kRealMax;
    double least = 0; // > 0: nothing between 0 and this (FieldRule::least)
};

// ---- Text for messages ------------------------------------------------------------------------

std::string quote(std::string_view text) {
    return '"' + visibleText(text, {kQuoteBytes, false, true}) + '"';
}

std::string formatNumber(double v) {
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "infinity" : "-infinity";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", v);
    return buf;
}

// How a JSON value looks to the user, for "got …" in messages.
std::string describe(const json& v) {
    switch (v.type()) {
    case json::value_t::null:
        return "null";
    case json::value_t::boolean:
        return v.get<bool>() ? "true" : "false";
    case json::value_t::string:
        return quote(v.get_ref<const std::string&>());
    case json::value_t::array:
        return "a list";
    case json::value_t::object:
        return "an object";
    case json::value_t::number_float:
        return formatNumber(v.get<double>());
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
        return v.dump();
    case json::value_t::binary:
    case json::value_t::discarded:
        break;
    }
    return "an unreadable value";
}

std::string ruleText(IntRule r) {
    if (r.max == kIntMax)
        return "a whole number ≥ " + std::to_string(r.min);
    return "a whole number from " + std::to_string(r.min) + " to " + std::to_string(r.max);
}

std::string ruleText(RealRule r) {
    if (r.least > 0)
        return "0, or a number from " + formatNumber(r.least) + " to " + formatNumber(r.max);
    if (r.max == kRealMax)
        return std::string("a number ") + (r.exclusive ? "> " : "≥ ") + formatNumber(r.min);
    if (r.exclusive)
        return "a number > " + formatNumber(r.min) + " and ≤ " + formatNumber(r.max);
    return "a number from " + formatNumber(r.min) + " to " + formatNumber(r.max);
}

template <class E> std::string enumChoices() {
    std::string out;
    for (const auto& [value, name] : EnumNames<E>::values) {
        if (!out.empty())
            out += ", ";
        out += name;
    }
    return out;
}

std::vector<std::string_view> idParts(std::string_view id) {
    std::vector<std::string_view> parts;
    while (!id.empty()) {
        const std::size_t dash = id.find('-');
        if (dash != 0)
            parts.push_back(id.substr(0, dash));
        if (dash == std::string_view::npos)
            break;
        id.remove_prefix(dash + 1);
    }
    return parts;
}

// "unknown device "h100-80gb"; did you mean "h100-sxm-80gb" or "h100-pcie-80gb"?": ids that hold
// every dash-separated part of the typed one come first (a missing variant is the usual
// slip), then the nearest id by edit distance for plain typos.
template <class Items, class IdOf>
std::string unknownIdMessage(std::string_view what, const std::string& id, const Items& items,
                             IdOf idOf) {
    const std::string message = "unknown " + std::string(what) + " " + quote(id);
    if (id.size() > 64)
        return message + "; see the catalog for the ids it knows";
    std::vector<std::string_view> suggestions;
    const auto wanted = idParts(id);
    for (const auto& item : items) {
        const std::string& candidate = idOf(item);
        const auto parts = idParts(candidate);
        const bool holdsAll = std::all_of(wanted.begin(), wanted.end(), [&](std::string_view w) {
            return std::find(parts.begin(), parts.end(), w) != parts.end();
        });
        if (holdsAll && !wanted.empty())
            suggestions.push_back(candidate);
    }
    if (suggestions.empty() || suggestions.size() > 3) {
        suggestions.clear();
        std::string_view best;
        std::size_t bestDistance = std::numeric_limits<std::size_t>::max();
        for (const auto& item : items) {
            const std::string& candidate = idOf(item);
            if (const std::size_t d = editDistance(id, candidate); d < bestDistance) {
                bestDistance = d;
                best = candidate;
            }
        }
        if (!best.empty() && bestDistance <= std::max<std::size_t>(3, id.size() / 4))
            suggestions.push_back(best);
    }
    if (suggestions.empty())
        return message + "; see the catalog for the ids it knows";
    std::string hint = "; did you mean ";
    for (std::size_t i = 0; i < suggestions.size(); ++i) {
        if (i > 0)
            hint += i + 1 == suggestions.size() ? " or " : ", ";
        hint += quote(suggestions[i]);
    }
    return message + hint + "?";
}

// ---- Reading ----------------------------------------------------------------------------------

// Reads known keys out of the document, leaving defaults where a key is absent or null, and
// collects one FieldError per bad value instead of stopping at the first.
class Reader {
public:
    Reader(const json& root, const Catalog* catalog, std::vector<FieldError>& errors,
           std::string baseDir = {})
        : catalog_(catalog)
        , errors_(errors)
        , baseDir_(std::move(baseDir)) {
        frames_.push_back({&root, "$"});
    }

    template <class Fn> void object(std::string_view key, Fn&& fn) {
        const json* m = member(key);
        if (!m)
            return;
        if (!m->is_object()) {
            error(pathOf(key), "must be an object ({…}), got " + describe(*m));
            return;
        }
        frames_.push_back({m, pathOf(key)});
        fn();
        frames_.pop_back();
    }

    void string(std::string_view key, std::string& out, const std::string&, bool nonEmpty = false) {
        const json* m = member(key);
        if (!m)
            return;
        if (!m->is_string())
            return error(pathOf(key), "must be text, got " + describe(*m));
        if (nonEmpty && m->get_ref<const std::string&>().empty())
            return error(pathOf(key), "must not be empty");
        out = m->get<std::string>();
    }

    void boolean(std::string_view key, bool& out, bool) {
        const json* m = member(key);
        if (!m)
            return;
        if (!m->is_boolean())
            return error(pathOf(key), "must be true or false, got " + describe(*m));
        out = m->get<bool>();
    }

    void optionalBool(std::string_view key, std::optional<bool>& out) {
        bool value = false;
        const std::size_t before = errors_.size();
        if (!member(key))
            return;
        boolean(key, value, false);
        if (errors_.size() == before)
            out = value;
    }

    // A layout field: absent means the planner chooses. `zeroIsAuto` keeps files that wrote 0
    // for "chosen" (micro_batch_size before layouts could be pinned) meaning the same.
    void optionalInt(std::string_view key, std::optional<int>& out, IntRule rule,
                     bool zeroIsAuto = false) {
        if (!member(key))
            return;
        int value = 0;
        const std::size_t before = errors_.size();
        integer(key, value, 0, zeroIsAuto ? IntRule{0, rule.max} : rule);
        if (errors_.size() != before)
            return;
        if (zeroIsAuto && value == 0)
            out.reset();
        else
            out = value;
    }

    template <class E> void optionalEnum(std::string_view key, std::optional<E>& out) {
        if (!member(key))
            return;
        E value{};
        const std::size_t before = errors_.size();
        enumeration(key, value, value);
        if (errors_.size() == before)
            out = value;
    }

    void integer(std::string_view key, int& out, int, IntRule rule) {
        const json* m = member(key);
        if (!m)
            return;
        const std::string bad = "must be " + ruleText(rule) + ", got " + describe(*m);
        if (!m->is_number())
            return error(pathOf(key), bad);
        const double v = m->get<double>();
        if (!std::isfinite(v) || v != std::floor(v) || v < rule.min)
            return error(pathOf(key), bad);
        if (v > rule.max)
            return error(pathOf(key), "must be " + ruleText(rule) + ", got " + describe(*m));
        out = static_cast<int>(v);
    }

    // The rule of a field comes from its row in core/model/scenario_fields.cpp. A path without a
    // row is a field added to the visitor but not to the table: refused, so tests notice at once.
    const ScenarioField* fieldAt(std::string_view key) {
        const std::string path = pathOf(key);
        const ScenarioField* f = scenarioField(path);
        if (!f || !f->isNumber()) {
            error(path, "has no rule in the field table; this is a bug in Rightsize");
            return nullptr;
        }
        return f;
    }
    void integer(std::string_view key, int& out, int d) {
        if (!member(key))
            return;
        if (const ScenarioField* f = fieldAt(key))
            integer(key, out, d,
                    IntRule{static_cast<int>(f->rule.min), static_cast<int>(f->rule.max)});
    }
    void real(std::string_view key, double& out, double d) {
        if (!member(key))
            return;
        if (const ScenarioField* f = fieldAt(key))
            real(key, out, d, RealRule{f->rule.min, f->rule.exclusive, f->rule.max, f->rule.least});
    }
    void optionalInt(std::string_view key, std::optional<int>& out, bool zeroIsAuto = false) {
        if (!member(key))
            return;
        if (const ScenarioField* f = fieldAt(key))
            optionalInt(key, out,
                        IntRule{static_cast<int>(f->rule.min), static_cast<int>(f->rule.max)},
                        zeroIsAuto);
    }
    void optionalReal(std::string_view key, std::optional<double>& out) {
        if (!member(key))
            return;
        if (const ScenarioField* f = fieldAt(key))
            optionalReal(key, out,
                         RealRule{f->rule.min, f->rule.exclusive, f->rule.max, f->rule.least});
    }

    void real(std::string_view key, double& out, double, RealRule rule) {
        const json* m = member(key);
        if (!m)
            return;
        const std::string bad = "must be " + ruleText(rule) + ", got " + describe(*m);
        if (!m->is_number())
            return error(pathOf(key), bad);
        const double v = m->get<double>();
        if (!std::isfinite(v))
            return error(pathOf(key), "must be a finite number, got " + describe(*m));
        if (v < rule.min || (rule.exclusive && v == rule.min) || v > rule.max ||
            (rule.least > 0 && v != 0 && v < rule.least))
            return error(pathOf(key), bad);
        out = v;
    }

    void optionalReal(std::string_view key, std::optional<double>& out, RealRule rule) {
        double value = 0;
        const std::size_t before = errors_.size();
        if (!member(key))
            return;
        real(key, value, 0, rule);
        if (errors_.size() == before)
            out = value;
    }

    template <class E> void enumeration(std::string_view key, E& out, E) {
        const json* m = member(key);
        if (!m)
            return;
        if (!m->is_string())
            return error(pathOf(key),
                         "must be one of " + enumChoices<E>() + "; got " + describe(*m));
        const auto& text = m->get_ref<const std::string&>();
        if (auto value = parseEnum<E>(text))
            out = *value;
        else
            error(pathOf(key),
                  "unknown value " + quote(text) + "; expected one of " + enumChoices<E>());
    }

    // A list of names (providers, regions); empty means all.
    void stringList(std::string_view key, std::vector<std::string>& out) {
        const json* m = member(key);
        if (!m)
            return;
        const std::string path = pathOf(key);
        if (!m->is_array())
            return error(path,
                         "must be a list of names such as [\"AWS\", \"GCP\"], got " + describe(*m));
        if (m->size() > static_cast<std::size_t>(limits::kOptions))
            return error(path, "lists " + std::to_string(m->size()) + " names; at most " +
                                   std::to_string(limits::kOptions));
        out.clear();
        for (std::size_t i = 0; i < m->size(); ++i) {
            const json& e = (*m)[i];
            if (!e.is_string() || e.get_ref<const std::string&>().empty())
                error(path + "[" + std::to_string(i) + "]", "must be a name, got " + describe(e));
            else
                out.push_back(e.get<std::string>());
        }
    }

    // A histogram of lengths: [tokens, weight] pairs, each weight a share of the requests.
    void buckets(std::string_view key, std::vector<std::pair<double, double>>& out) {
        const json* m = member(key);
        if (!m)
            return;
        const std::string path = pathOf(key);
        if (!m->is_array())
            return error(path, "must be a list of [tokens, weight] pairs such as [[128, 3], "
                               "[1024, 1]], got " +
                                   describe(*m));
        if (m->size() > static_cast<std::size_t>(limits::kLengthBuckets))
            return error(path, "lists " + std::to_string(m->size()) + " buckets; at most " +
                                   std::to_string(limits::kLengthBuckets));
        out.clear();
        double weights = 0;
        for (std::size_t i = 0; i < m->size(); ++i) {
            const json& e = (*m)[i];
            const std::string at = path + "[" + std::to_string(i) + "]";
            if (!e.is_array() || e.size() != 2 || !e[0].is_number() || !e[1].is_number()) {
                error(at, "must be a [tokens, weight] pair, got " + describe(e));
                continue;
            }
            const double tokens = e[0].get<double>();
            const double weight = e[1].get<double>();
            if (!std::isfinite(tokens) || tokens < limits::kLeastTokens ||
                tokens > limits::kTokensReal)
                error(at, "tokens must be from 1 to " + formatNumber(limits::kTokensReal) +
                              ", got " + describe(e[0]));
            else if (!std::isfinite(weight) || weight < 0 || weight > 1e12)
                error(at, "the weight must be a number from 0 to 1e12, got " + describe(e[1]));
            else
                out.emplace_back(tokens, weight);
            weights += std::isfinite(weight) ? std::max(0.0, weight) : 0.0;
        }
        if (m->empty() || !(weights > 0))
            error(path, "needs at least one bucket of a weight above 0");
    }

    void options(std::string_view key, std::vector<ComputeOption>& out) {
        const json* m = member(key);
        if (!m)
            return;
        const std::string path = pathOf(key);
        if (!m->is_array())
            return error(path, "must be a list of {\"device\": …, \"count\": …} objects, got " +
                                   describe(*m));
        if (m->size() > static_cast<std::size_t>(limits::kOptions))
            return error(path, "lists " + std::to_string(m->size()) +
                                   " options; a scenario compares at most " +
                                   std::to_string(limits::kOptions) +
                                   " (split a larger sweep into several scenarios)");
        out.clear();
        for (std::size_t i = 0; i < m->size(); ++i) {
            const json& element = (*m)[i];
            const std::string elementPath = path + "[" + std::to_string(i) + "]";
            if (!element.is_object()) {
                error(elementPath,
                      "must be an object such as {\"device\": \"a10-24gb\", \"count\": 1}, got " +
                          describe(element));
                continue;
            }
            ComputeOption option;
            frames_.push_back({&element, elementPath});
            if (!member("device"))
                error(elementPath + ".device", "missing; name a device id from the catalog");
            string("device", option.device, {}, true);
            integer("count", option.count, 1, {1, limits::kDevices});
            frames_.pop_back();
            if (catalog_ && !option.device.empty() && !catalog_->device(option.device))
                error(elementPath + ".device",
                      unknownIdMessage("device", option.device, catalog_->devices,
                                       [](const Device& d) -> const std::string& { return d.id; }));
            out.push_back(std::move(option));
        }
    }

    // The shape keys are read by readModelShape; this adds the preset: with a catalog, the
    // preset's shape is the starting point the file's keys override.
    void model(std::string_view key, ModelShape& shape) {
        const json* m = member(key);
        if (!m)
            return;
        const std::string path = pathOf(key);
        if (!m->is_object())
            return error(path, "must be an object ({…}), got " + describe(*m));
        if (catalog_) {
            const auto preset = m->find("preset");
            if (preset != m->end() && preset->is_string()) {
                const auto& id = preset->get_ref<const std::string&>();
                if (const ModelPreset* p = catalog_->model(id)) {
                    shape = p->shape;
                    shape.preset = id;
                } else {
                    error(path + ".preset",
                          unknownIdMessage("model preset", id, catalog_->models,
                                           [](const ModelPreset& candidate) -> const std::string& {
                                               return candidate.id;
                                           }));
                }
            }
        }
        importConfig(*m, path, shape);
        readModelShape(*m, path, shape, errors_);
    }

    // workload.model.hf_config: a config.json object, or a path to one relative to the scenario
    // file. Its shape is the starting point the block's own keys override, like a preset's.
    void importConfig(const json& block, const std::string& path, ModelShape& shape) {
        const auto it = block.find("hf_config");
        if (it == block.end() || it->is_null())
            return;
        const std::string at = path + ".hf_config";
        const auto preset = block.find("preset");
        if (preset != block.end() && !preset->is_null()) {
            error(at, "give either a preset or an hf_config, not both");
            return;
        }
        HfImport imported;
        if (it->is_string()) {
            std::filesystem::path file(it->get<std::string>());
            if (file.is_relative() && !baseDir_.empty())
                file = std::filesystem::path(baseDir_) / file;
            imported = importHfConfigFile(file.string(), at);
        } else if (it->is_object()) {
            imported = importHfConfig(*it, at);
        } else {
            error(at, "must be a config.json object or a path to one, got " + describe(*it));
            return;
        }
        if (!imported.errors.empty()) {
            errors_.insert(errors_.end(), imported.errors.begin(), imported.errors.end());
            return;
        }
        shape = imported.shape;
        shape.hfBase = std::make_shared<const ModelShape>(imported.shape);
    }

    bool hasError(std::string_view path) const {
        return std::any_of(errors_.begin(), errors_.end(),
                           [&](const FieldError& e) { return e.path == path; });
    }
    void error(std::string path, std::string message) {
        errors_.push_back({std::move(path), std::move(message)});
    }

private:
    struct Frame {
        const json* object;
        std::string path;
    };

    // The value at key in the current object; null counts as absent.
    const json* member(std::string_view key) const {
        const json& obj = *frames_.back().object;
        const auto it = obj.find(std::string(key));
        if (it == obj.end() || it->is_null())
            return nullptr;
        return &*it;
    }
    std::string pathOf(std::string_view key) const {
        return frames_.back().path + "." + std::string(key);
    }

    const Catalog* catalog_;
    std::vector<FieldError>& errors_;
    std::string baseDir_;
    std::vector<Frame> frames_;
};

// ---- Writing ----------------------------------------------------------------------------------

// Integral values are written as integers ("samples": 50000, not 50000.0).
json number(double v) {
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9.0e15)
        return json(static_cast<std::int64_t>(v));
    return json(v);
}

// The model-shape writer stores counts such as params as doubles; 6738415616 reads better
// than 6738415616.0.
void wholeNumbersAsIntegers(json& object) {
    for (auto& [key, value] : object.items())
        if (value.is_number_float())
            value = number(value.get<double>());
}

// Writes fields into a copy of the base document. A key that already holds an equal value is
// left alone (its spelling too: 2.0 stays 2.0); a key the base does not mention is added only
// when the value differs from the default, so untouched documents come back unchanged.
class Writer {
public:
    Writer(json& root, const Catalog* catalog)
        : catalog_(catalog) {
        frames_.push_back(&root);
    }

    template <class Fn> void object(std::string_view key, Fn&& fn) {
        json& parent = *frames_.back();
        const std::string k(key);
        const auto it = parent.find(k);
        const bool absent = it == parent.end();
        const bool wasNull = !absent && it->is_null();
        if (absent || !it->is_object())
            parent[k] = json::object();
        frames_.push_back(&parent[k]); // std::map keeps references to elements stable
        fn();
        frames_.pop_back();
        if (parent[k].empty() && (absent || wasNull)) {
            if (wasNull)
                parent[k] = nullptr;
            else
                parent.erase(k);
        }
    }

    void string(std::string_view key, const std::string& v, const std::string& d, bool = false) {
        put(key, json(v), v == d);
    }
    void boolean(std::string_view key, bool v, bool d) { put(key, json(v), v == d); }
    void integer(std::string_view key, int v, int d) { put(key, json(v), v == d); }
    void real(std::string_view key, double v, double d) { put(key, number(v), v == d); }
    template <class E> void enumeration(std::string_view key, E v, E d) {
        put(key, json(std::string(toString(v))), v == d);
    }

    void optionalBool(std::string_view key, const std::optional<bool>& v) {
        if (v)
            put(key, json(*v), false);
        else
            eraseUnlessNull(key);
    }
    void optionalReal(std::string_view key, const std::optional<double>& v) {
        if (v)
            put(key, number(*v), false);
        else
            eraseUnlessNull(key);
    }
    void optionalInt(std::string_view key, const std::optional<int>& v, bool = false) {
        if (v)
            put(key, json(*v), false);
        else
            eraseUnlessNull(key);
    }
    template <class E> void optionalEnum(std::string_view key, const std::optional<E>& v) {
        if (v)
            put(key, json(std::string(toString(*v))), false);
        else
            eraseUnlessNull(key);
    }

    void stringList(std::string_view key, const std::vector<std::string>& v) {
        const json& obj = *frames_.back();
        const auto it = obj.find(std::string(key));
        if ((it == obj.end() || it->is_null()) && v.empty())
            return;
        put(key, json(v), false);
    }

    void buckets(std::string_view key, const std::vector<std::pair<double, double>>& v) {
        const json& obj = *frames_.back();
        const auto it = obj.find(std::string(key));
        if ((it == obj.end() || it->is_null()) && v.empty())
            return;
        json list = json::array();
        for (const auto& [tokens, weight] : v)
            list.push_back(json::array({number(tokens), number(weight)}));
        put(key, std::move(list), false);
    }

    // Rebuilt element by element over the old list, so unknown keys inside an option survive.
    void options(std::string_view key, const std::vector<ComputeOption>& options) {
        json& obj = *frames_.back();
        const std::string k(key);
        const auto it = obj.find(k);
        const bool given = it != obj.end() && !it->is_null();
        if (!given && options.empty())
            return;
        const json* old = given && it->is_array() ? &*it : nullptr;
        json list = json::array();
        for (std::size_t i = 0; i < options.size(); ++i) {
            const bool existing = old && i < old->size() && (*old)[i].is_object();
            json element = existing ? (*old)[i] : json::object();
            frames_.push_back(&element);
            put("device", json(options[i].device), false);
            // A new option always states its count; an old one keeps its spelling.
            put("count", json(options[i].count),
                existing && options[i].count == ComputeOption{}.count);
            frames_.pop_back();
            list.push_back(std::move(element));
        }
        if (!given || *it != list)
            obj[k] = std::move(list);
    }

    void model(std::string_view key, const ModelShape& shape) {
        json& obj = *frames_.back();
        const std::string k(key);
        const ModelPreset* preset =
            catalog_ && !shape.preset.empty() ? catalog_->model(shape.preset) : nullptr;
        const auto it = obj.find(k);
        const bool given = it != obj.end() && !it->is_null();
        // A config the block imports plays the preset's part: only keys that differ from it are
        // written. A shape that no longer comes from it (replaced in the window) drops the key.
        const bool fromConfig =
            shape.hfBase && given && it->is_object() && it->contains("hf_config");
        if (given && it->is_object() && !fromConfig)
            it->erase("hf_config");
        const ModelShape* presetShape = fromConfig ? shape.hfBase.get()
                                        : preset   ? &preset->shape
                                                   : nullptr;
        static const ModelShape plain{};
        if (!given && writeModelShape(shape, &plain).empty())
            return; // nothing to say, and the base says nothing either
        if (!given || !it->is_object()) {
            // A model block of our own: the preset id and the keys that differ from the preset.
            // A preset this catalog cannot resolve is compared with the plain defaults, so
            // that "not given" zeros are not written as overrides of the preset's values.
            const ModelShape* reference = presetShape            ? presetShape
                                          : shape.preset.empty() ? nullptr
                                                                 : &plain;
            json fresh = writeModelShape(shape, reference);
            if (shape.preset.empty())
                fresh.erase("preset");
            else
                fresh["preset"] = shape.preset;
            wholeNumbersAsIntegers(fresh);
            obj[k] = std::move(fresh);
            return;
        }
        mergeModel(*it, shape, presetShape);
    }

private:
    // Updates an existing model block in place. What a key reads as when the block leaves it out
    // is the preset's value (or the plain default), so such a key is added only when the shape
    // differs from that; keys the block gives are rewritten only when their value changed.
    static void mergeModel(json& block, const ModelShape& shape, const ModelShape* presetShape) {
        ModelShape reference = presetShape ? *presetShape : ModelShape{};
        reference.preset.clear(); // a block without "preset" has none
        json full = writeModelShape(shape, nullptr);
        json implied = writeModelShape(reference, nullptr);
        wholeNumbersAsIntegers(full);
        wholeNumbersAsIntegers(implied);
        for (const auto& [key, value] : full.items()) {
            const auto given = block.find(key);
            if (given != block.end() && !given->is_null()) {
                if (*given != value)
                    *given = value;
                continue;
            }
            const auto fallback = implied.find(key);
            if (fallback == implied.end() || *fallback != value)
                block[key] = value;
        }
        // No preset any more: drop the key rather than leave "preset": "".
        if (shape.preset.empty() && block.contains("preset") && !block["preset"].is_null())
            block.erase("preset");
    }

    void put(std::string_view key, json value, bool atDefault) {
        json& obj = *frames_.back();
        const std::string k(key);
        const auto it = obj.find(k);
        if (it != obj.end() && !it->is_null()) {
            if (*it != value) // numbers compare by value: 2 == 2.0
                *it = std::move(value);
        } else if (!atDefault) {
            obj[k] = std::move(value);
        }
    }

    void eraseUnlessNull(std::string_view key) {
        json& obj = *frames_.back();
        const auto it = obj.find(std::string(key));
        if (it != obj.end() && !it->is_null())
            obj.erase(it);
    }

    const Catalog* catalog_;
    std::vector<json*> frames_;
};

// ---- The fields of a scenario file ------------------------------------------------------------
// V is Reader or Writer; the struct references are const for writing.

// A request length's distribution (workload.serving.input_length, output_length).
template <class V, class L> void visitLength(V& v, std::string_view key, L& l) {
    static const LengthDistribution d{};
    v.object(key, [&] {
        v.optionalEnum("distribution", l.shape);
        v.real("min", l.min, d.min);
        v.real("max", l.max, d.max);
        v.real("spread", l.spread, d.spread);
        v.buckets("buckets", l.buckets);
    });
}

template <class V, class W> void visitWorkload(V& v, W& w, const Workload& d) {
    v.enumeration("kind", w.kind, d.kind);
    v.enumeration("framework", w.framework, d.framework);
    v.model("model", w.model);
    v.enumeration("precision", w.precision, d.precision);
    v.enumeration("optimizer", w.optimizer, d.optimizer);
    v.object("finetune", [&] {
        v.enumeration("method", w.finetune.method, d.finetune.method);
        v.integer("lora_rank", w.finetune.loraRank, d.finetune.loraRank);
        v.enumeration("lora_targets", w.finetune.targets, d.finetune.targets);
        v.boolean("double_quant", w.finetune.doubleQuant, d.finetune.doubleQuant);
        v.optionalBool("paged_optimizer", w.finetune.pagedOptimizer);
    });
    v.integer("batch_size", w.batchSize, d.batchSize);
    v.integer("seq_len", w.seqLen, d.seqLen);
    v.enumeration("padding", w.padding, d.padding);
    v.enumeration("compile", w.compile, d.compile);
    // Layout fields: present means pinned (evaluated as written), absent means the planner's
    // choice.
    v.optionalInt("micro_batch_size", w.microBatchSize, true);
    v.optionalEnum("activation_recompute", w.recompute);
    v.optionalInt("recompute_layers", w.recomputeLayers);
    v.optionalBool("flash_attention", w.flashAttention);
    v.optionalEnum("sharding", w.sharding);
    v.optionalEnum("optimizer_implementation", w.optimizerImpl);
    // parallelism.data is derived from the device count; it is neither read nor written, so a
    // value in the file stays there untouched.
    v.object("parallelism", [&] {
        v.optionalInt("tensor", w.parallelism.tensor);
        v.optionalInt("pipeline", w.parallelism.pipeline);
        v.optionalBool("sequence_parallel", w.parallelism.sequenceParallel);
        v.optionalInt("interleave", w.parallelism.interleave);
        v.optionalInt("context", w.parallelism.context);
        v.optionalInt("expert", w.parallelism.expert);
        v.enumeration("expert_dispatch", w.parallelism.expertDispatch,
                      d.parallelism.expertDispatch);
    });
    v.optionalBool("fp32_gradients", w.fp32Gradients);
    v.optionalBool("fused_kernels", w.fusedKernels);
    v.boolean("fp8_weights", w.fp8Weights, d.fp8Weights);
    v.boolean("chunked_loss", w.chunkedLoss, d.chunkedLoss);
    v.boolean("optimizer_in_backward", w.optimizerInBackward, d.optimizerInBackward);
    v.boolean("activation_offloading", w.activationOffloading, d.activationOffloading);
    v.object("dataset", [&] {
        v.real("samples", w.dataset.samples, d.dataset.samples);
        v.real("tokens_per_sample", w.dataset.tokensPerSample, d.dataset.tokensPerSample);
        v.real("epochs", w.dataset.epochs, d.dataset.epochs);
        v.real("bytes_per_sample", w.dataset.bytesPerSample, d.dataset.bytesPerSample);
    });
    v.object("serving", [&] {
        v.real("qps", w.serving.qps, d.serving.qps);
        v.real("qps_low", w.serving.qpsLow, d.serving.qpsLow);
        v.real("peak_hours_per_day", w.serving.peakHoursPerDay, d.serving.peakHoursPerDay);
        v.integer("min_replicas", w.serving.minReplicas, d.serving.minReplicas);
        v.real("scale_up_minutes", w.serving.scaleUpMinutes, d.serving.scaleUpMinutes);
        v.integer("concurrency", w.serving.concurrency, d.serving.concurrency);
        v.real("p95_ms", w.serving.p95Ms, d.serving.p95Ms);
        v.real("ttft_p95_ms", w.serving.ttftP95Ms, d.serving.ttftP95Ms);
        v.real("tpot_p95_ms", w.serving.tpotP95Ms, d.serving.tpotP95Ms);
        v.real("input_tokens", w.serving.inputTokens, d.serving.inputTokens);
        v.real("output_tokens", w.serving.outputTokens, d.serving.outputTokens);
        v.boolean("fixed_output_length", w.serving.fixedOutputLength, d.serving.fixedOutputLength);
        visitLength(v, "input_length", w.serving.inputLength);
        visitLength(v, "output_length", w.serving.outputLength);
        v.real("arrival_cv", w.serving.arrivalCv, d.serving.arrivalCv);
        v.string("trace_file", w.serving.traceFile, d.serving.traceFile);
        v.real("batch_window_ms", w.serving.batchWindowMs, d.serving.batchWindowMs);
        v.integer("max_batch", w.serving.maxBatch, d.serving.maxBatch);
        v.optionalInt("max_replicas", w.serving.maxReplicas);
        v.real("memory_fraction", w.serving.memoryFraction, d.serving.memoryFraction);
        v.real("max_batched_tokens", w.serving.maxBatchedTokens, d.serving.maxBatchedTokens);
        v.enumeration("kv_cache_dtype", w.serving.kvCacheDtype, d.serving.kvCacheDtype);
        v.real("prefix_share", w.serving.prefixShare, d.serving.prefixShare);
        v.string("disaggregation", w.serving.disaggregation, d.serving.disaggregation);
        v.integer("draft_tokens", w.serving.draftTokens, d.serving.draftTokens);
        v.real("acceptance_rate", w.serving.acceptanceRate, d.serving.acceptanceRate);
        v.real("draft_params", w.serving.draftParams, d.serving.draftParams);
        v.real("hosted_api_usd_per_million_tokens", w.serving.hostedApiUsdPerMillionTokens,
               d.serving.hostedApiUsdPerMillionTokens);
        v.real("tokens_per_month", w.serving.tokensPerMonth, d.serving.tokensPerMonth);
    });
    v.object("classic_ml", [&] {
        v.string("algorithm", w.classicMl.algorithm, d.classicMl.algorithm, true);
        v.real("rows", w.classicMl.rows, d.classicMl.rows);
        v.real("features", w.classicMl.features, d.classicMl.features);
        v.integer("trees", w.classicMl.trees, d.classicMl.trees);
        v.integer("depth", w.classicMl.depth, d.classicMl.depth);
    });
    v.object("data_prep", [&] {
        v.real("rows", w.dataPrep.rows, d.dataPrep.rows);
        v.real("bytes", w.dataPrep.bytes, d.dataPrep.bytes);
        v.string("operation", w.dataPrep.operation, d.dataPrep.operation, true);
    });
    v.object("pipeline", [&] {
        v.enumeration("storage", w.pipeline.storage, d.pipeline.storage);
        v.real("prep_ms_per_sample_per_core", w.pipeline.prepMsPerSamplePerCore,
               d.pipeline.prepMsPerSamplePerCore);
        v.integer("loader_workers", w.pipeline.loaderWorkers, d.pipeline.loaderWorkers);
        v.boolean("cache_local", w.pipeline.cacheLocal, d.pipeline.cacheLocal);
    });
}

template <class V, class C> void visitCompute(V& v, C& c, const ComputeSpec& d) {
    v.options("options", c.options);
    v.enumeration("pricing", c.pricing, d.pricing);
    v.string("region", c.region, d.region);
    v.stringList("providers", c.providers);
    v.stringList("regions", c.regions);
    v.boolean("include_estimated_prices", c.includeEstimatedPrices, d.includeEstimatedPrices);
    v.object("spot", [&] {
        v.real("interruptions_per_day", c.spot.interruptionsPerDay, d.spot.interruptionsPerDay);
        v.real("checkpoint_minutes", c.spot.checkpointMinutes, d.spot.checkpointMinutes);
        v.real("restart_minutes", c.spot.restartMinutes, d.spot.restartMinutes);
    });
    v.object("cluster", [&] {
        v.enumeration("kind", c.cluster.kind, d.cluster.kind);
        v.real("startup_minutes", c.cluster.startupMinutes, d.cluster.startupMinutes);
        v.real("idle_minutes_before_stop", c.cluster.idleMinutesBeforeStop,
               d.cluster.idleMinutesBeforeStop);
        v.real("runs_per_day", c.cluster.runsPerDay, d.cluster.runsPerDay);
    });
}

template <class V, class S> void visitScenario(V& v, S& s) {
    static const Scenario d{};
    v.string("name", s.name, d.name);
    v.string("notes", s.notes, d.notes);
    v.string("calibration", s.calibration, d.calibration);
    v.object("workload", [&] { visitWorkload(v, s.workload, d.workload); });
    v.object("compute", [&] { visitCompute(v, s.compute, d.compute); });
    v.object("constraints", [&] {
        v.optionalReal("deadline_hours", s.constraints.deadlineHours);
        v.optionalReal("budget_per_hour", s.constraints.budgetPerHour);
        v.optionalReal("budget_total", s.constraints.budgetTotal);
        v.real("min_headroom", s.constraints.minHeadroom, d.constraints.minHeadroom);
    });
}

// ---- Keys no field reads ------------------------------------------------------------------------

// Walks the document along the same field list as the reader and the writer, and warns for every
// key of an object it visits that no field names: what the format keeps but the plan never uses.
class KeyChecker {
public:
    KeyChecker(const json& root, std::vector<FieldError>& warnings)
        : warnings_(warnings) {
        frames_.push_back({&root, "$", {"format", "version"}});
    }
    // The top level, once the fields have been visited.
    void finish() { check(frames_.front()); }

    template <class Fn> void object(std::string_view key, Fn&& fn) {
        note(key);
        const json* m = member(key);
        if (!m || !m->is_object())
            return;
        frames_.push_back({m, pathOf(key), {}});
        // parallelism.data is derived from the device count; files may state it (visitWorkload).
        if (frames_.back().path == "$.workload.parallelism")
            frames_.back().known.insert("data");
        fn();
        check(frames_.back());
        frames_.pop_back();
    }
    template <class... A> void string(std::string_view key, A&&...) { note(key); }
    template <class... A> void boolean(std::string_view key, A&&...) { note(key); }
    template <class... A> void optionalBool(std::string_view key, A&&...) { note(key); }
    template <class... A> void optionalInt(std::string_view key, A&&...) { note(key); }
    template <class... A> void optionalEnum(std::string_view key, A&&...) { note(key); }
    template <class... A> void integer(std::string_view key, A&&...) { note(key); }
    template <class... A> void real(std::string_view key, A&&...) { note(key); }
    template <class... A> void optionalReal(std::string_view key, A&&...) { note(key); }
    template <class... A> void enumeration(std::string_view key, A&&...) { note(key); }
    template <class... A> void stringList(std::string_view key, A&&...) { note(key); }
    template <class... A> void buckets(std::string_view key, A&&...) { note(key); }

    template <class... A> void options(std::string_view key, A&&...) {
        note(key);
        const json* m = member(key);
        if (!m || !m->is_array())
            return;
        for (std::size_t i = 0; i < m->size() && i < std::size_t(limits::kOptions); ++i)
            warnUnknownKeys((*m)[i], pathOf(key) + "[" + std::to_string(i) + "]",
                            {"device", "count"}, warnings_);
    }

    // The shape keys are every key the model-shape writer writes, with the imported config.
    template <class... A> void model(std::string_view key, A&&...) {
        note(key);
        const json* m = member(key);
        if (!m || !m->is_object())
            return;
        static const std::set<std::string> known = [] {
            std::set<std::string> keys{"hf_config"};
            const json all = writeModelShape(ModelShape{}, nullptr);
            for (auto it = all.begin(); it != all.end(); ++it)
                keys.insert(it.key());
            return keys;
        }();
        warnUnknownKeys(*m, pathOf(key), known, warnings_);
    }

private:
    struct Frame {
        const json* object;
        std::string path;
        std::set<std::string> known;
    };

    void note(std::string_view key) { frames_.back().known.insert(std::string(key)); }
    const json* member(std::string_view key) const {
        const json& obj = *frames_.back().object;
        const auto it = obj.find(std::string(key));
        return it == obj.end() ? nullptr : &*it;
    }
    std::string pathOf(std::string_view key) const {
        return frames_.back().path + "." + std::string(key);
    }
    void check(const Frame& frame) {
        warnUnknownKeys(*frame.object, frame.path, frame.known, warnings_);
    }

    std::vector<FieldError>& warnings_;
    std::vector<Frame> frames_;
};

// A file of thousands of unknown keys is named by its first few, and a count.
constexpr std::size_t kMaxKeyWarnings = 20;

std::vector<FieldError> unknownKeyWarnings(const json& j) {
    std::vector<FieldError> warnings;
    KeyChecker checker(j, warnings);
    Scenario ignored;
    visitScenario(checker, ignored);
    checker.finish();
    if (warnings.size() > kMaxKeyWarnings) {
        const std::size_t more = warnings.size() - kMaxKeyWarnings;
        warnings.resize(kMaxKeyWarnings);
        warnings.push_back({"$", "and " + std::to_string(more) + " more unknown keys"});
    }
    return warnings;
}

// ---- Guards before and around parsing -----------------------------------------------------------

// Offset of the first byte that is not part of well-formed UTF-8, or npos.
std::size_t invalidUtf8At(std::string_view text) {
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t length = 0;
        unsigned char lo = 0x80, hi = 0xBF; // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0)
                lo = 0xA0; // no overlong forms
            if (c == 0xED)
                hi = 0x9F; // no UTF-16 surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0)
                lo = 0x90;
            if (c == 0xF4)
                hi = 0x8F; // nothing beyond U+10FFFF
        } else {
            return i;
        }
        if (i + length > n || p[i + 1] < lo || p[i + 1] > hi)
            return i;
        for (std::size_t k = 2; k < length; ++k)
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
        i += length;
    }
    return std::string_view::npos;
}

// Offset of the bracket that opens one level too many, or npos. A flat scan with a counter:
// a hostile file cannot make it recurse.
std::size_t tooDeepAt(std::string_view text, int limit) {
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit)
                return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::string_view::npos;
}

// The same limit for a document built in memory; iterative for the same reason.
bool deeperThan(const json& root, int limit) {
    std::vector<std::pair<const json*, int>> pending{{&root, 1}};
    while (!pending.empty()) {
        const auto [node, depth] = pending.back();
        pending.pop_back();
        if (!node->is_structured())
            continue;
        if (depth > limit)
            return true;
        for (const auto& child : *node)
            if (child.is_structured())
                pending.emplace_back(&child, depth + 1);
    }
    return false;
}

std::string depthMessage() {
    return "nested deeper than " + std::to_string(kMaxScenarioDepth) +
           " levels; a scenario file is never that deep, so this one is refused";
}

// Checks format and version. False when the rest of the document must not be read at all:
// it is something other than a scenario, or a newer version whose keys may mean other things.
bool readHeader(const json& j, std::vector<FieldError>& errors) {
    const auto format = j.find("format");
    if (format == j.end() || format->is_null()) {
        errors.push_back({"$.format", "missing; a scenario file starts with \"format\": " +
                                          quote(kScenarioFormat)});
    } else if (!format->is_string() || format->get_ref<const std::string&>() != kScenarioFormat) {
        errors.push_back({"$.format", "expected " + quote(kScenarioFormat) + ", got " +
                                          describe(*format) +
                                          "; this is not a Rightsize scenario file"});
        return false;
    }

    const std::string expected = std::to_string(kScenarioVersion);
    const auto version = j.find("version");
    if (version == j.end() || version->is_null()) {
        errors.push_back(
            {"$.version", "missing; this version of Rightsize reads version " + expected});
        return true;
    }
    const double v = version->is_number() ? version->get<double>() : std::nan("");
    if (!std::isfinite(v) || v != std::floor(v)) {
        errors.push_back(
            {"$.version", "must be a whole number (" + expected + "), got " + describe(*version)});
        return true;
    }
    if (v > kScenarioVersion) {
        errors.push_back({"$.version", "written by a newer Rightsize (version " +
                                           describe(*version) + "); this version reads version " +
                                           expected});
        return false;
    }
    if (v < kScenarioVersion)
        errors.push_back({"$.version", "unknown version " + describe(*version) +
                                           "; this version reads version " + expected});
    return true;
}

std::string megabytes(std::size_t bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(bytes) / 1e6);
    return buf;
}

// workload.serving.trace_file: the trace is read with the scenario, relative to its folder, so
// every door (the command line, the window, the library) plans with the same requests.
void readTrace(ServingSpec& serving, const std::string& baseDir, Reader& reader) {
    const std::string at = "$.workload.serving.trace_file";
    if (serving.traceFile.empty() || reader.hasError(at))
        return;
    const RequestTraceRead trace = readRequestTrace(serving.traceFile, baseDir);
    if (trace.rows)
        serving.trace = trace.rows;
    else
        reader.error(at, quote(serving.traceFile) + ": " + trace.problem);
}

ScenarioLoadResult refused(std::string path, std::string message) {
    ScenarioLoadResult result;
    result.errors.push_back({std::move(path), std::move(message)});
    return result;
}

} // namespace

ScenarioLoadResult parseScenarioJson(const nlohmann::json& j, const Catalog* catalog,
                                     const std::string& baseDir) {
    ScenarioLoadResult result;
    try {
        if (deeperThan(j, kMaxScenarioDepth))
            return refused("$", depthMessage());
        if (!j.is_object())
            return refused("$", "a scenario file must be a JSON object ({…}), got " + describe(j));
        if (!readHeader(j, result.errors))
            return result;

        Scenario s;
        Reader reader(j, catalog, result.errors, baseDir);
        visitScenario(reader, s);
        readTrace(s.workload.serving, baseDir, reader);
        // Rules between fields, shared with the editor; a field that is wrong on its own has
        // already said so.
        const auto hasErrorAt = [&](const std::string& path) {
            return std::any_of(result.errors.begin(), result.errors.end(),
                               [&](const FieldError& e) {
                                   return e.path == path || e.path.rfind(path + ".", 0) == 0;
                               });
        };
        for (const ScenarioProblem& p : checkScenario(s, catalog))
            if (!hasErrorAt(p.path) && !hasErrorAt(p.other))
                reader.error(p.path, problemMessage(p));
        if (s.constraints.minHeadroom >= 1 && !reader.hasError("$.constraints.min_headroom"))
            reader.error("$.constraints.min_headroom",
                         "must be a share below 1 (0.1 keeps 10% of memory free), got " +
                             formatNumber(s.constraints.minHeadroom));
        if (result.errors.empty())
            result.document = ScenarioDocument{std::move(s), j};
        result.warnings = unknownKeyWarnings(j);
    } catch (const std::exception& e) {
        result.document.reset();
        result.errors.push_back({"$", "could not be read: " + jsonParseErrorText(e.what())});
    } catch (...) {
        result.document.reset();
        result.errors.push_back({"$", "could not be read"});
    }
    return result;
}

ScenarioLoadResult parseScenario(std::string_view text, const Catalog* catalog,
                                 const std::string& baseDir) {
    try {
        if (text.size() > kMaxScenarioBytes)
            return refused("$", "the file is " + megabytes(text.size()) +
                                    "; scenario files are limited to " +
                                    megabytes(kMaxScenarioBytes));
        if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
            return refused("$", "the file is empty");
        if (text.find('\0') != std::string_view::npos)
            return refused("$", "the file holds binary data, not JSON text");
        if (const std::size_t at = invalidUtf8At(text); at != std::string_view::npos) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[at]));
            return refused("$", "the file is not UTF-8 text (byte " + std::string(byte) +
                                    " at offset " + std::to_string(at) + ")");
        }
        if (const std::size_t at = tooDeepAt(text, kMaxScenarioDepth); at != std::string_view::npos)
            return refused("$", depthMessage() + " (at offset " + std::to_string(at) + ")");

        json j;
        try {
            j = json::parse(text.data(), text.data() + text.size());
        } catch (const json::exception& e) {
            // nlohmann's text is "[json.exception.parse_error.101] parse error at line 3, column 1:
            // …"; a number too large for a double ("1e999") also ends up here.
            return refused("$", "not valid JSON: " + jsonParseErrorText(e.what()));
        }
        return parseScenarioJson(j, catalog, baseDir);
    } catch (const std::exception& e) {
        return refused("$", "could not be read: " + jsonParseErrorText(e.what()));
    } catch (...) {
        return refused("$", "could not be read");
    }
}

nlohmann::json scenarioToJson(const Scenario& s, const nlohmann::json& base,
                              const Catalog* catalog) {
    json out = base.is_object() ? base : json::object();
    if (out.value("format", json()) != json(kScenarioFormat))
        out["format"] = kScenarioFormat;
    if (out.value("version", json()) != json(kScenarioVersion))
        out["version"] = kScenarioVersion;
    Writer writer(out, catalog);
    visitScenario(writer, s);
    return out;
}

std::string serializeScenario(const ScenarioDocument& doc, const Catalog* catalog) {
    return scenarioToJson(doc.scenario, doc.json, catalog)
               .dump(2, ' ', false, json::error_handler_t::replace) +
           "\n";
}

} // namespace rightsize

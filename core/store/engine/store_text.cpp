#include "core/store/engine/store_text.h"

#include "core/store/engine/ordered_json.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <random>

namespace rightsize::store_text {

std::string tagsToJson(const std::vector<std::string>& tags) {
    nlohmann::json array = nlohmann::json::array();
    for (const auto& tag : tags)
        array.push_back(tag);
    return array.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::vector<std::string> tagsFromJson(const std::string& text) {
    std::vector<std::string> tags;
    const auto parsed = nlohmann::json::parse(text, nullptr, false);
    if (parsed.is_array())
        for (const auto& tag : parsed)
            if (tag.is_string())
                tags.push_back(tag.get<std::string>());
    return tags;
}

std::pair<std::string, std::string> nameAndNotes(std::string_view json) {
    const auto doc = nlohmann::json::parse(json, nullptr, false);
    std::pair<std::string, std::string> out;
    if (!doc.is_object())
        return out;
    if (auto it = doc.find("name"); it != doc.end() && it->is_string())
        out.first = it->get<std::string>();
    if (auto it = doc.find("notes"); it != doc.end() && it->is_string())
        out.second = it->get<std::string>();
    return out;
}

// ordered_json keeps the user's key order.
std::string withName(const std::string& json, std::string_view name) {
    auto doc = parseOrderedJson(json);
    if (!doc.is_object())
        return json;
    doc["name"] = std::string(name);
    return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::string containsPattern(std::string_view text) {
    std::string pattern = "%";
    for (char c : text) {
        if (c == '%' || c == '_' || c == '\\')
            pattern += '\\';
        pattern += c;
    }
    pattern += '%';
    return pattern;
}

std::string newUid() {
    // Seeded from the system's entropy source once per thread; two libraries, or two clients of
    // one server, drawing the same 128 bits is not a case worth a check.
    thread_local std::mt19937_64 engine = [] {
        std::random_device device;
        std::seed_seq seed{device(), device(), device(), device(),
                           device(), device(), device(), device()};
        return std::mt19937_64(seed);
    }();
    static constexpr char kHex[] = "0123456789abcdef";
    std::string uid;
    for (int half = 0; half < 2; ++half) {
        std::uint64_t bits = engine();
        for (int i = 0; i < 16; ++i, bits >>= 4)
            uid += kHex[bits & 0xf];
    }
    return uid;
}

std::string conflictMessage(std::int64_t id, std::int64_t currentRevision,
                            std::int64_t basedOnRevision) {
    return "scenario " + std::to_string(id) + " was changed by someone else: it is at version " +
           std::to_string(currentRevision) + ", this edit is based on version " +
           std::to_string(basedOnRevision) + "; nothing was overwritten";
}

std::string idsToJson(const std::vector<std::int64_t>& ids) {
    nlohmann::json array = nlohmann::json::array();
    for (std::int64_t id : ids)
        array.push_back(id);
    return array.dump();
}

std::vector<std::int64_t> idsFromJson(const std::string& text) {
    std::vector<std::int64_t> ids;
    const auto parsed = nlohmann::json::parse(text, nullptr, false);
    if (parsed.is_array())
        for (const auto& id : parsed)
            if (id.is_number_integer())
                ids.push_back(id.get<std::int64_t>());
    return ids;
}

} // namespace rightsize::store_text

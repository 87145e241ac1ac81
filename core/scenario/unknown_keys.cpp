#include "core/scenario/unknown_keys.h"

#include "core/model/edit_distance.h"
#include "core/model/visible_text.h"

#include <algorithm>
#include <limits>

namespace rightsize {
namespace {

// More suggestions than this read as a list of the format, not as a hint.
constexpr std::size_t kMaxSuggestions = 3;
// Keys longer than this are not compared letter by letter (the distance is quadratic).
constexpr std::size_t kMaxComparedBytes = 64;

std::string quotedKey(std::string_view text) {
    return quoteText(text, kMaxComparedBytes);
}

// A slip: at most a third of the letters, and at least two (a swapped pair, "worklaod").
bool closeEnough(std::size_t distance, std::size_t length) {
    return distance <= std::max<std::size_t>(2, length / 3);
}

} // namespace

std::string didYouMean(const std::string& key, const std::set<std::string>& known) {
    if (key.empty() || key.size() > kMaxComparedBytes)
        return {};
    std::vector<std::string> picks;
    for (const std::string& k : known)
        if (k.rfind(key + "_", 0) == 0)
            picks.push_back(k);
    if (picks.empty()) {
        std::size_t best = std::numeric_limits<std::size_t>::max();
        for (const std::string& k : known) {
            const std::size_t d = editDistance(key, k);
            if (!closeEnough(d, std::max(key.size(), k.size())) || d > best)
                continue;
            if (d < best)
                picks.clear();
            best = d;
            picks.push_back(k);
        }
    }
    if (picks.empty() || picks.size() > kMaxSuggestions)
        return {};
    std::string hint = " did you mean ";
    for (std::size_t i = 0; i < picks.size(); ++i) {
        if (i > 0)
            hint += i + 1 == picks.size() ? " or " : ", ";
        hint += quotedKey(picks[i]);
    }
    return hint + "?";
}

void warnUnknownKeys(const nlohmann::json& object, const std::string& path,
                     const std::set<std::string>& known, std::vector<FieldError>& warnings) {
    if (!object.is_object())
        return;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string& key = it.key();
        if (known.count(key))
            continue;
        // A key is named as typed, but never more than a line of it.
        const std::string shown = visibleText(key, {kMaxComparedBytes, false, false});
        const std::string hint = didYouMean(key, known);
        warnings.push_back({path + "." + shown,
                            "unknown key, kept but not used" + (hint.empty() ? "" : ";" + hint)});
    }
}

} // namespace rightsize

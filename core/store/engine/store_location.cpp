#include "core/store/engine/store_location.h"

#include "core/model/visible_text.h"

#include <cctype>

namespace rightsize {
namespace {

constexpr std::string_view kSeparators = "?& \t\n";

int hexValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

// A key as libpq would read it, and then some: percent-escapes decoded ("pass%77ord") and case
// folded ("PASSWORD"), so every spelling that may carry a secret is caught.
std::string decodedKey(std::string_view key) {
    std::string out;
    for (std::size_t i = 0; i < key.size(); ++i) {
        if (key[i] == '%' && i + 2 < key.size() + 0 && hexValue(key[i + 1]) >= 0 &&
            hexValue(key[i + 2]) >= 0) {
            out += static_cast<char>(hexValue(key[i + 1]) * 16 + hexValue(key[i + 2]));
            i += 2;
        } else {
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(key[i])));
        }
    }
    return out;
}

// Replaces the value of every "password=" (URI parameter or key=value pair, spaces around the
// '=' allowed, a value in single quotes included) with "***".
std::string hidePasswordValues(std::string shown) {
    for (std::size_t eq = shown.find('='); eq != std::string::npos; eq = shown.find('=', eq + 1)) {
        std::size_t keyEnd = eq;
        while (keyEnd > 0 && (shown[keyEnd - 1] == ' ' || shown[keyEnd - 1] == '\t'))
            --keyEnd;
        std::size_t keyStart = keyEnd;
        while (keyStart > 0 && kSeparators.find(shown[keyStart - 1]) == std::string_view::npos)
            --keyStart;
        if (decodedKey(std::string_view(shown).substr(keyStart, keyEnd - keyStart))
                .find("password") == std::string::npos)
            continue;
        std::size_t value = eq + 1;
        while (value < shown.size() && (shown[value] == ' ' || shown[value] == '\t'))
            ++value;
        std::size_t end = value;
        if (end < shown.size() && shown[end] == '\'') {
            for (++end; end < shown.size() && shown[end] != '\''; ++end)
                if (shown[end] == '\\')
                    ++end;
            end = std::min(end + 1, shown.size());
        } else {
            end = shown.find_first_of(kSeparators.substr(1), value);
        }
        shown.replace(value, (end == std::string::npos ? shown.size() : end) - value, "***");
    }
    return shown;
}

// A URI "postgresql://user:secret@host/db": the secret sits between the first ':' after the
// scheme and the '@'.
std::string hideUserPassword(const std::string& location) {
    const auto scheme = location.find("://");
    if (scheme == std::string::npos)
        return location;
    const auto at = location.find('@', scheme + 3);
    const auto slash = location.find('/', scheme + 3);
    if (at == std::string::npos || (slash != std::string::npos && slash < at))
        return location;
    const auto colon = location.find(':', scheme + 3);
    if (colon == std::string::npos || colon > at)
        return location;
    return location.substr(0, colon + 1) + "***" + location.substr(at);
}

} // namespace

StoreEngine engineForLocation(std::string_view location) {
    // The prefixes libpq itself accepts for a URI (PostgreSQL manual, "Connection Strings").
    for (std::string_view prefix : {"postgresql://", "postgres://", "service="})
        if (location.substr(0, prefix.size()) == prefix)
            return StoreEngine::Postgres;
    return StoreEngine::Sqlite;
}

std::string displayLocation(const std::string& location) {
    // A location is typed by a person and shown in messages: bounded and visible like any input.
    constexpr std::size_t kShownBytes = 300;
    if (!isServerLocation(location))
        return visibleText(location, {.maxBytes = kShownBytes});
    return visibleText(hideUserPassword(hidePasswordValues(location)), {.maxBytes = kShownBytes});
}

bool locationHoldsSecret(const std::string& location) {
    return isServerLocation(location) && hideUserPassword(hidePasswordValues(location)) != location;
}

} // namespace rightsize

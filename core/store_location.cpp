#include "core/store_location.h"

namespace rightsize {
namespace {
std::string hideUserPassword(const std::string& location);
}

StoreEngine engineForLocation(std::string_view location)
{
    // The prefixes libpq itself accepts for a URI (PostgreSQL manual, "Connection Strings").
    for (std::string_view prefix : {"postgresql://", "postgres://", "service="})
        if (location.substr(0, prefix.size()) == prefix)
            return StoreEngine::Postgres;
    return StoreEngine::Sqlite;
}

std::string displayLocation(const std::string& location)
{
    if (!isServerLocation(location))
        return location;
    std::string shown = location;
    // "password=..." as a URI parameter or a key=value pair, up to the next separator.
    for (auto at = shown.find("password="); at != std::string::npos; at = shown.find("password=", at + 1)) {
        const auto value = at + 9;
        const auto end = shown.find_first_of("& ", value);
        shown.replace(value, (end == std::string::npos ? shown.size() : end) - value, "***");
    }
    return hideUserPassword(shown);
}

namespace {
std::string hideUserPassword(const std::string& location)
{
    // A URI "postgresql://user:secret@host/db": the secret sits between the first ':' after the
    // scheme and the '@'. A key=value "password=" is caught by serverLocationProblem instead.
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

} // namespace rightsize

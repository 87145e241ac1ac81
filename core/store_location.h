#pragma once

#include "core/store_types.h"

#include <string>
#include <string_view>

namespace rightsize {

// Which engine a library location names. A PostgreSQL connection URI (postgresql://... or
// postgres://..., libpq's two prefixes) or a libpq service ("service=NAME", looked up in the
// service file) names a server; anything else is the path of an SQLite file.
StoreEngine engineForLocation(std::string_view location);

// The location as it may be shown: a password written into a server URI is replaced by "***"
// (such a location is refused anyway, see serverLocationProblem); a path is shown as it is.
std::string displayLocation(const std::string& location);

// Why a server location cannot be used, or empty (see store_postgres.h). Paths: always empty.
std::string serverLocationProblem(const std::string& location);

inline bool isServerLocation(std::string_view location)
{
    return engineForLocation(location) == StoreEngine::Postgres;
}

} // namespace rightsize

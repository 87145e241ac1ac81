#pragma once

#include "core/store/engine/store_types.h"

#include <string>
#include <string_view>

namespace rightsize {

// Which engine a library location names. A PostgreSQL connection URI (postgresql://... or
// postgres://..., libpq's two prefixes) or a libpq service ("service=NAME", looked up in the
// service file) names a server; anything else is the path of an SQLite file.
StoreEngine engineForLocation(std::string_view location);

// The location as it may be shown: a password written into a server location (user:secret@, or
// a "password" key in any case or percent-escaped, as a URI parameter or a key=value pair) is
// replaced by "***" (such a location is refused anyway, see serverLocationProblem); control
// characters are escaped and the text is cut as any quoted input (core/model/visible_text.h).
std::string displayLocation(const std::string& location);

// Whether displayLocation hides anything in it.
bool locationHoldsSecret(const std::string& location);

// Why a server location cannot be used, or empty (see store_postgres.h). Paths: always empty.
std::string serverLocationProblem(const std::string& location);

inline bool isServerLocation(std::string_view location) {
    return engineForLocation(location) == StoreEngine::Postgres;
}

} // namespace rightsize

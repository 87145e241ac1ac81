#pragma once

#include "core/model/catalog.h"
#include "core/store/scenario_store.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace rightsize::app {

// The exit code of a library's refusal: 3 for what the system refused (I/O, a read-only role), 2
// for what the user gave (an invalid write, a file that is no library, a newer or damaged one), 1
// for what could not be done now (not found, busy).
int exitCodeFor(const StoreError& error);

// Opens the library a command names with --db (empty: the default location). `write` may create
// it; reading never creates anything and gives an empty optional with exitCode still 0 when
// there is no library yet. Problems are printed as "PATH: reason" and set exitCode.
std::optional<ScenarioStore> openLibraryIfPresent(const std::string& db, bool write,
                                                  std::ostream& err, int& exitCode);

// The catalog a command uses: the built-in one, or with `useLibrary` the library's at `db`
// (empty: the default location): the built-in catalog with the user's changes, the one the
// window plans with. An entry of the library that cannot be read is left out with a warning.
std::optional<Catalog> commandCatalog(bool useLibrary, const std::string& db, std::ostream& err,
                                      int& exitCode);

} // namespace rightsize::app

#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize::app {

// `rightsize catalog list|import|export ...`; args are the words after "catalog". The catalog
// is the built-in one with the user's changes kept in the library (the window's Hardware and
// prices), the one `estimate --db` and `report --db` plan with.
//   list   [--format json|table] [--db PATH]        every device, where its figures come from
//   import FILE [--replace] [--db PATH]              a file of changes or a devices.json
//   export [--output FILE|-] [--db PATH]             the changes as a file (stdout by default)
int runCatalogCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsize::app

#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize::app {

// `rightsize scenarios list|import|export|delete ...`; args are the words after "scenarios".
//   list   [--format json|table] [--search TEXT] [--db PATH]
//   import FILE [--db PATH]                 prints each new id once it is committed
//   export ID [ID...] --output FILE [--db PATH]   one id: the text as imported; more: a bundle
//   delete ID [--db PATH]                   soft delete; the GUI can still undo it
// Exit codes as for every command: 0 done, 1 could not (no such id, library busy or newer),
// 2 bad input (the message names the file, the JSON path and what is wrong), 3 I/O error.
int runScenariosCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsize::app

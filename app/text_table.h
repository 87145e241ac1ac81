#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize::app {

// The columns of a command's table line up by characters, not bytes, so names in any script do
// not skew them.
std::size_t displayWidth(std::string_view text);

// Prints rows (the first is the header) with each column padded to its widest cell and two
// spaces between columns, no trailing spaces. Every cell is shown visibly and cut to 200 bytes:
// values that come from a user's file or library cannot act on the terminal.
void printTextTable(std::vector<std::vector<std::string>> rows, std::ostream& out);

} // namespace rightsize::app

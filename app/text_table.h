#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize::app {

// The columns of a command's table line up by characters, not bytes, so names in any script do
// not skew them.
std::size_t displayWidth(std::string_view text);

// How a table is laid out: the first `leftColumns` columns (words) line up on the left, the
// rest (figures) on the right, as in the window; every line starts with `indent`.
struct TextTableLayout {
    std::size_t leftColumns = static_cast<std::size_t>(-1);
    std::string indent;
};

// Prints rows (the first is the header) with each column padded to its widest cell and two
// spaces between columns, no trailing spaces. Every cell is shown visibly and cut to 200 bytes:
// values that come from a user's file or library cannot act on the terminal.
void printTextTable(std::vector<std::vector<std::string>> rows, std::ostream& out,
                    const TextTableLayout& layout = {});

} // namespace rightsize::app

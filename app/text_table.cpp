#include "app/text_table.h"

#include "core/model/visible_text.h"

#include <algorithm>
#include <ostream>

namespace rightsize::app {

std::size_t displayWidth(std::string_view text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

void printTextTable(std::vector<std::vector<std::string>> rows, std::ostream& out,
                    const TextTableLayout& layout) {
    std::vector<std::size_t> widths;
    for (auto& row : rows) {
        widths.resize(std::max(widths.size(), row.size()), 0);
        for (std::size_t c = 0; c < row.size(); ++c) {
            row[c] = visibleText(row[c], {.maxBytes = 200});
            widths[c] = std::max(widths[c], displayWidth(row[c]));
        }
    }
    for (const auto& row : rows) {
        std::string line = layout.indent;
        for (std::size_t c = 0; c < row.size(); ++c) {
            const std::size_t pad = widths[c] - displayWidth(row[c]);
            if (c < layout.leftColumns) {
                line += row[c];
                if (c + 1 < row.size())
                    line.append(pad, ' ');
            } else {
                line.append(pad, ' ').append(row[c]);
            }
            if (c + 1 < row.size())
                line += "  ";
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out << line << '\n';
    }
}

} // namespace rightsize::app

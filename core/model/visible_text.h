#pragma once

// Text from a user's file shown back to a person (in a message, a table, a report) must not be
// able to hide or reorder what is around it, and must stay small and valid UTF-8 whatever the
// file held. Characters that would act instead of show (control characters, bidirectional
// overrides and isolates, line and paragraph separators, a byte-order mark) are written as
// visible escapes such as "\u202E"; bytes that are not UTF-8 as "\xFF".

#include <cstddef>
#include <string>
#include <string_view>

namespace rightsize {

struct VisibleTextOptions {
    std::size_t maxBytes = std::string::npos; // longer results are cut at a character, with "…"
    bool keepLineBreaks = false;              // "\n" and "\t" stay (notes in a report)
    bool escapeQuotes = false;                // '"' and '\' become \" and \\ (text in quotes)
};

std::string visibleText(std::string_view text, const VisibleTextOptions& options = {});

// A user's value quoted in a message: in double quotes, escaped as above (a quote or backslash
// inside it too) and cut to at most `max` bytes. Every message that quotes input uses this, so no
// message can grow without bound, break a terminal or carry bytes that are not UTF-8.
std::string quoteText(std::string_view text, std::size_t max = 60);

// Whether a code point is written as an escape by visibleText.
bool isInvisibleControl(char32_t c);

bool isValidUtf8(std::string_view text);

} // namespace rightsize

#pragma once

// Pieces of a user's JSON quoted in a message. nlohmann's parse errors quote the token they
// stopped at, which can be a whole unterminated string of megabytes or hold bidirectional
// overrides, and a key of the user's object becomes a step of the path a message names: both are
// shown through visibleText (core/model/visible_text.h), so a message stays short, valid UTF-8 and
// free of characters that act instead of showing.

#include <string>
#include <string_view>

namespace rightsize {

// nlohmann's exception text as a message: "parse error at line 3, column 1: ...; last read: '…'"
// without the library's "[json.exception.parse_error.101]" prefix, the token shown and cut.
std::string jsonParseErrorText(std::string_view what);

// A key of the user's object as a step of a path ("$.prices." + pathKey(key)): visible and at
// most a line long.
std::string pathKey(std::string_view key);

} // namespace rightsize

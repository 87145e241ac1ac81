#include "core/model/visible_text.h"

#include <algorithm>
#include <cstdio>

namespace rightsize {
namespace {

// Decodes one well-formed UTF-8 sequence at text[i]; returns its length, or 0 when the bytes
// there are not UTF-8 (overlong forms, surrogates and values beyond U+10FFFF included).
std::size_t decode(std::string_view text, std::size_t i, char32_t& out) {
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    const unsigned char c = p[i];
    if (c < 0x80) {
        out = c;
        return 1;
    }
    std::size_t length = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
        out = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        out = c & 0x0F;
        lo = c == 0xE0 ? 0xA0 : lo;
        hi = c == 0xED ? 0x9F : hi;
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        out = c & 0x07;
        lo = c == 0xF0 ? 0x90 : lo;
        hi = c == 0xF4 ? 0x8F : hi;
    } else {
        return 0;
    }
    if (i + length > n || p[i + 1] < lo || p[i + 1] > hi)
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((p[i + k] & 0xC0) != 0x80)
            return 0;
        out = (out << 6) | (p[i + k] & 0x3F);
    }
    return length;
}

std::string hex(const char* format, unsigned value) {
    char buf[16];
    std::snprintf(buf, sizeof buf, format, value);
    return buf;
}

} // namespace

bool isInvisibleControl(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
           (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 ||
           c == 0x2029 || c == 0xFEFF || (c >= 0xFFF9 && c <= 0xFFFB);
}

bool isValidUtf8(std::string_view text) {
    char32_t c = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t length = decode(text, i, c);
        if (length == 0)
            return false;
        i += length;
    }
    return true;
}

std::string visibleText(std::string_view text, const VisibleTextOptions& options) {
    static constexpr std::string_view kEllipsis = "…";
    const std::size_t max = options.maxBytes;
    // Where the text would be cut if it turns out too long: the end of the last whole piece
    // that still leaves room for the ellipsis.
    const std::size_t keep = max == std::string::npos ? max : max - std::min(max, kEllipsis.size());
    std::size_t cut = 0;
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        char32_t c = 0;
        const std::size_t length = decode(text, i, c);
        if (length == 0)
            out += hex("\\x%02X", static_cast<unsigned char>(text[i]));
        else if (options.keepLineBreaks && (c == '\n' || c == '\t'))
            out += static_cast<char>(c);
        else if (isInvisibleControl(c))
            out += hex("\\u%04X", static_cast<unsigned>(c));
        else if (options.escapeQuotes && (c == '"' || c == '\\'))
            out += {'\\', static_cast<char>(c)};
        else
            out += text.substr(i, length);
        i += std::max<std::size_t>(length, 1);
        if (out.size() <= keep)
            cut = out.size();
        if (max != std::string::npos && out.size() > max) {
            out.resize(cut);
            return out += kEllipsis;
        }
    }
    return out;
}

std::string quoteText(std::string_view text, std::size_t max) {
    return '"' + visibleText(text, {.maxBytes = max, .escapeQuotes = true}) + '"';
}

} // namespace rightsize

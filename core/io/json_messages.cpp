#include "core/io/json_messages.h"

#include "core/model/visible_text.h"

namespace rightsize {
namespace {

constexpr std::size_t kTokenBytes = 60;
constexpr std::size_t kMessageBytes = 400;
constexpr std::size_t kKeyBytes = 64;

} // namespace

std::string jsonParseErrorText(std::string_view text) {
    std::string what(text);
    if (const auto cut = what.find("] "); cut != std::string::npos)
        what.erase(0, cut + 2);
    static constexpr std::string_view kLastRead = "; last read: '";
    if (const auto at = what.find(kLastRead); at != std::string::npos) {
        const std::size_t start = at + kLastRead.size();
        // "…; last read: '<token>'" or "…; last read: '<token>'; expected <what>"
        std::size_t end = what.rfind("'; expected ");
        if (end == std::string::npos || end < start)
            end = what.size() - (what.back() == '\'' ? 1 : 0);
        const std::string token = what.substr(start, end - start);
        const std::string rest = end < what.size() ? what.substr(end + 1) : std::string();
        what = std::string(what.substr(0, at))
                   .append("; last read: '")
                   .append(visibleText(token, {kTokenBytes}))
                   .append("'")
                   .append(visibleText(rest, {kTokenBytes}));
    }
    return visibleText(what, {kMessageBytes});
}

std::string pathKey(std::string_view key) {
    return visibleText(key, {kKeyBytes});
}

} // namespace rightsize

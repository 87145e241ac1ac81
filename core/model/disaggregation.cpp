#include "core/model/disaggregation.h"

#include <cctype>

namespace rightsize {
namespace {

// A count of 1 to kMostDisaggregatedEngines read from the front of `text`, which it leaves after
// the digits; 0 when there is none or it is out of range.
int readCount(std::string_view& text) {
    int value = 0;
    std::size_t digits = 0;
    while (digits < text.size() && digits < 3 &&
           std::isdigit(static_cast<unsigned char>(text[digits]))) {
        value = value * 10 + (text[digits] - '0');
        ++digits;
    }
    text.remove_prefix(digits);
    return digits > 0 && value >= 1 && value <= kMostDisaggregatedEngines ? value : 0;
}

bool eat(std::string_view& text, char letter) {
    if (text.empty() || std::toupper(static_cast<unsigned char>(text.front())) != letter)
        return false;
    text.remove_prefix(1);
    return true;
}

} // namespace

std::optional<Disaggregation> parseDisaggregation(std::string_view text) {
    if (text == "off" || text.empty())
        return Disaggregation{};
    if (text == "auto")
        return Disaggregation{true, 0, 0};
    Disaggregation d;
    d.prefill = readCount(text);
    if (d.prefill == 0 || !eat(text, 'P'))
        return std::nullopt;
    d.decode = readCount(text);
    if (d.decode == 0 || !eat(text, 'D') || !text.empty())
        return std::nullopt;
    return d;
}

} // namespace rightsize

#include "fuzz_contract.h"

#include "core/catalog/builtin_catalog.h"
#include "core/io/bounded_file.h"
#include "core/model/visible_text.h"

namespace rightsize::fuzz {

const Catalog& builtinCatalog() {
    static const Catalog c = loadBuiltinCatalog();
    return c;
}

std::string textProblem(std::string_view text) {
    if (text.size() > kMaxDoorMessageBytes)
        return std::string("is ").append(std::to_string(text.size())).append(" bytes long");
    if (!isValidUtf8(text))
        return std::string("is not valid UTF-8: ").append(visibleText(text, {200}));
    if (visibleText(text) != text)
        return std::string("holds control or bidirectional characters: ")
            .append(visibleText(text, {200}));
    return {};
}

std::string messagesProblem(const std::vector<FieldError>& messages, std::string_view what) {
    for (const FieldError& e : messages) {
        if (e.message.empty())
            return std::string("an empty ")
                .append(what)
                .append(" at ")
                .append(visibleText(e.path, {200}));
        const std::string shown = std::string(e.path).append(": ").append(e.message);
        if (auto bad = textProblem(shown); !bad.empty())
            return std::string("a ").append(what).append(" ").append(bad);
    }
    return {};
}

bool refusedAsNotUtf8(std::string_view data, std::string& broken) {
    const std::string why = utf8Problem(data);
    if (why.empty())
        return false;
    if (auto bad = textProblem(why); !bad.empty())
        broken = std::string("the UTF-8 refusal ").append(bad);
    return true;
}

std::vector<std::string_view> splitParts(std::string_view data) {
    std::vector<std::string_view> parts;
    while (true) {
        const std::size_t at = data.find(kPartSeparator);
        parts.push_back(data.substr(0, at));
        if (at == std::string_view::npos)
            return parts;
        data.remove_prefix(at + kPartSeparator.size());
    }
}

} // namespace rightsize::fuzz

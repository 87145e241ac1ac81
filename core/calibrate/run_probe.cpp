#include "core/calibrate/run_probe.h"

#include <cmath>

namespace rightsize {
namespace {

using nlohmann::json;

bool printableText(const std::string& s) {
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7f)
            return false;
    return true;
}

// Why a value cannot stay, or empty when it can (objects are walked by the caller).
std::string problem(const json& v) {
    if (v.is_boolean() || v.is_object())
        return {};
    if (v.is_number()) {
        const double x = v.get<double>();
        return std::isfinite(x) && x > 0 ? std::string()
                                         : "must be a finite number greater than zero";
    }
    if (v.is_string()) {
        const auto& s = v.get_ref<const std::string&>();
        if (s.size() > kProbeMaxTextBytes)
            return "is longer than " + std::to_string(kProbeMaxTextBytes) + " bytes";
        return printableText(s) ? std::string() : "holds control characters";
    }
    return "must be a number, text, true/false or an object";
}

struct Walk {
    std::vector<FieldError>& warnings;
    std::size_t fields = 0;

    json object(const json& in, const std::string& path, int depth) {
        json out = json::object();
        for (const auto& [key, value] : in.items()) {
            const std::string where = path + "." + key;
            if (value.is_null())
                continue;
            if (++fields > kProbeMaxFields) {
                warnings.push_back({where, "is past the block's " +
                                               std::to_string(kProbeMaxFields) +
                                               " fields; the rest is left out"});
                return out;
            }
            if (key.empty() || key.size() > kProbeMaxKeyBytes || !printableText(key)) {
                warnings.push_back(
                    {path, "holds a key that is empty, too long or not text; left out"});
                continue;
            }
            if (const std::string why = problem(value); !why.empty()) {
                warnings.push_back({where, why + "; left out"});
            } else if (value.is_object() && depth >= kProbeMaxDepth) {
                warnings.push_back({where, "is nested deeper than " +
                                               std::to_string(kProbeMaxDepth) +
                                               " levels; left out"});
            } else {
                out[key] = value.is_object() ? object(value, where, depth + 1) : value;
            }
        }
        return out;
    }
};

} // namespace

json parseProbeBlock(const json& block, const std::string& path,
                     std::vector<FieldError>& warnings) {
    if (!block.is_object()) {
        warnings.push_back({path, "must be an object; left out"});
        return nullptr;
    }
    Walk walk{warnings};
    return walk.object(block, path, 1);
}

} // namespace rightsize

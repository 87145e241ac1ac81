#include "app/cli_options.h"

#include <algorithm>
#include <optional>
#include <ostream>

namespace rightsize::app {

std::string CommandArgs::value(const std::string& name, const std::string& fallback) const {
    const auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
}

bool takeOptionValue(const std::vector<std::string>& args, std::size_t& i, const std::string& name,
                     std::string& value) {
    const std::string& a = args[i];
    if (a == name && i + 1 < args.size()) {
        value = args[++i];
        return true;
    }
    if (a.rfind(name + "=", 0) == 0) {
        value = a.substr(name.size() + 1);
        return true;
    }
    return false;
}

bool parseCommandArgs(const std::vector<std::string>& args, std::string_view command,
                      const std::vector<std::string>& options,
                      const std::vector<std::string>& flags, CommandArgs& out, std::ostream& err,
                      std::string_view usage) {
    const auto known = [](const std::vector<std::string>& names, const std::string& name) {
        return std::find(names.begin(), names.end(), name) != names.end();
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            out.positional.push_back(a);
            continue;
        }
        if (known(flags, a)) {
            out.flags.insert(a);
            continue;
        }
        std::string name = a;
        std::optional<std::string> value;
        if (const auto eq = a.find('='); eq != std::string::npos) {
            name = a.substr(0, eq);
            value = a.substr(eq + 1);
        } else if (i + 1 < args.size()) {
            value = args[++i];
        }
        if (!known(options, name)) {
            err << "rightsize " << command << ": unknown option " << name << "\n" << usage;
            return false;
        }
        if (!value) {
            err << "rightsize " << command << ": " << name << " needs a value\n";
            return false;
        }
        out.values[name] = *value;
    }
    return true;
}

} // namespace rightsize::app

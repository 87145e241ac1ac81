#pragma once

#include <iosfwd>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize::app {

// The arguments of one subcommand: words, "--name VALUE" / "--name=VALUE" options and bare flags.
struct CommandArgs {
    std::vector<std::string> positional;
    std::map<std::string, std::string> values;
    std::set<std::string> flags;

    std::string value(const std::string& name, const std::string& fallback = {}) const;
    bool flag(const std::string& name) const { return flags.count(name) > 0; }
};

// "--name VALUE" or "--name=VALUE" at args[i]: true with the value, and i past it; false
// (nothing taken) for any other argument.
bool takeOptionValue(const std::vector<std::string>& args, std::size_t& i, const std::string& name,
                     std::string& value);

// Parses `args` of `rightsize COMMAND`: anything not starting with "--" (and "-") is positional,
// `flags` take no value, every name in `options` takes one. An unknown option (followed by
// `usage` when given) or an option without its value is printed and gives false.
bool parseCommandArgs(const std::vector<std::string>& args, std::string_view command,
                      const std::vector<std::string>& options,
                      const std::vector<std::string>& flags, CommandArgs& out, std::ostream& err,
                      std::string_view usage = {});

} // namespace rightsize::app

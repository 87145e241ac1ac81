#include "app/cli_help.h"

#include "core/model/scenario_fields.h"
#include "ui/wording/field_texts.h"

#include <ostream>
#include <set>
#include <sstream>
#include <vector>

namespace rightsize::app {
namespace {

// The names a path is made of, without the leading "$": "$.workload.serving.qps" has
// workload, serving and qps.
std::vector<std::string> namesOf(std::string_view path) {
    std::vector<std::string> names;
    std::size_t from = path.rfind("$.", 0) == 0 ? 2 : 0;
    while (from < path.size()) {
        const std::size_t dot = path.find('.', from);
        const std::size_t to = dot == std::string_view::npos ? path.size() : dot;
        names.emplace_back(path.substr(from, to - from));
        from = to + 1;
    }
    return names;
}

bool matches(const ScenarioField& f, const std::string& topic) {
    if (topic == "fields")
        return true;
    for (const std::string& name : namesOf(f.path))
        if (name == topic)
            return true;
    return false;
}

std::string allowedText(const ScenarioField& f) {
    if (f.isNumber())
        return ruleText(f);
    if (f.choices) {
        std::string names;
        for (const std::string_view name : f.choices())
            names += (names.empty() ? "" : ", ") + std::string(name);
        return "one of " + names;
    }
    switch (f.kind) {
    case FieldKind::Flag:
        return "true or false";
    case FieldKind::Text:
        return "text";
    case FieldKind::List:
        return "a list";
    default:
        return "an object";
    }
}

std::string defaultText(const ScenarioField& f) {
    const auto d = f.defaultValue();
    if (!d)
        return f.optional ? "absent" : "";
    if (f.choices)
        return std::string(f.choices()[std::size_t(*d)]);
    if (f.kind == FieldKind::Flag)
        return *d != 0 ? "true" : "false";
    std::ostringstream s;
    s << *d;
    return s.str();
}

void printField(const ScenarioField& f, std::ostream& out) {
    const ui::FieldText words = ui::fieldText(f.path);
    out << "  " << f.path.substr(2);
    if (!words.label.isEmpty())
        out << "  " << words.label.toStdString();
    out << '\n';
    if (!words.tip.isEmpty())
        out << "      " << words.tip.toStdString() << '\n';
    out << "      " << allowedText(f);
    if (!f.unit.empty())
        out << ", in " << f.unit;
    if (const std::string d = defaultText(f); !d.empty())
        out << "; default " << d;
    if (f.applies != FieldApplies::Always)
        out << "; applies to " << appliesText(f.applies);
    out << '\n';
}

} // namespace

bool printFormatTopic(const std::string& topic, std::ostream& out) {
    bool any = false;
    for (const ScenarioField& f : scenarioFields()) {
        if (!matches(f, topic))
            continue;
        if (!any)
            out << "Fields of the scenario format" << (topic == "fields" ? "" : " under " + topic)
                << " (set one with --set KEY=VALUE; docs/scenario-format.md has the whole "
                   "format):\n";
        any = true;
        printField(f, out);
    }
    return any;
}

std::string formatTopics() {
    std::set<std::string> sections;
    for (const ScenarioField& f : scenarioFields()) {
        const std::vector<std::string> names = namesOf(f.path);
        for (std::size_t i = 0; i + 1 < names.size(); ++i)
            sections.insert(names[i]);
    }
    std::string list = "fields";
    for (const std::string& s : sections)
        list += ", " + s;
    return list;
}

} // namespace rightsize::app

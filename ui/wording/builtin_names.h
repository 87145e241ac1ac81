#pragma once

#include <QCoreApplication>
#include <QString>

namespace rightsize {
struct Device;
struct ScenarioPreset;
} // namespace rightsize

namespace rightsize::ui {

// The built-in presets and devices named in the window's language. The catalog is data and
// stays English; the window and the report look a built-in one up by its id and translate its
// name only while the catalog still gives the built-in text, so a preset or device the user
// defined or renamed keeps the name it was given.
class BuiltinNames {
    Q_DECLARE_TR_FUNCTIONS(BuiltinNames)
public:
    static QString presetName(const ScenarioPreset& preset);
    static QString deviceName(const Device& device);
    // A scenario's name as saved: a built-in preset's English name in the window's language,
    // any other name as it is.
    static QString scenarioName(const QString& name);
};

} // namespace rightsize::ui

#pragma once

// The scenarios shipped in examples/, read as a test needs them: a missing or refused example is
// a broken test setup, not a case to check, so it stops the test at once.

#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"

#include <QFile>
#include <QString>
#include <QtGlobal>
#include <string>

namespace rightsize::test {

inline ScenarioDocument loadExample(const QString& file, const Catalog& catalog) {
    QFile f(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file));
    const QByteArray text = f.readAll();
    ScenarioLoadResult r = parseScenario(std::string_view(text.constData(), text.size()), &catalog);
    if (!r.document)
        qFatal("%s: %s", qPrintable(file),
               r.errors.empty() ? "?" : r.errors.front().message.c_str());
    return *r.document;
}

// A built-in scenario preset by id, as the window loads it; an empty scenario for an unknown id.
inline Scenario loadPreset(const std::string& id, const Catalog& catalog) {
    const ScenarioPreset* p = catalog.scenario(id);
    if (!p)
        return {};
    const ScenarioLoadResult r = parseScenario(p->scenarioJson, &catalog);
    return r.document ? r.document->scenario : Scenario{};
}

} // namespace rightsize::test

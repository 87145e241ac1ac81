#include "ui/editor/model_config_import.h"

#include "core/io/bounded_file.h"
#include "core/scenario/hf_config.h"
#include "ui/editor/document_model.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <nlohmann/json.hpp>

namespace rightsize::ui {

bool isModelConfigFile(const QString& path) {
    // A config is a few kilobytes; a scenario, a checkpoint shard or a FIFO is not looked into.
    const FileText file = readBoundedFile(path.toStdString(), kMaxModelConfigBytes);
    if (!file.ok())
        return false;
    const auto j = nlohmann::json::parse(file.text, nullptr, false);
    return j.is_object() && j.contains("model_type") && !j.contains("format");
}

QString importModelConfig(DocumentModel& document, const QString& path) {
    const HfImport imported = importHfConfigFile(path.toStdString(), "$");
    if (!imported.errors.empty()) {
        QStringList lines;
        for (const FieldError& e : imported.errors)
            lines << QStringLiteral("%1: %2: %3")
                         .arg(QFileInfo(path).fileName(), QString::fromStdString(e.path),
                              QString::fromStdString(e.message));
        return lines.join(QLatin1Char('\n'));
    }
    ModelShape shape = imported.shape;
    // The window keeps the shape itself, so a saved scenario stands on its own without the file.
    shape.hfBase.reset();
    shape.preset.clear();
    // The scenario is now about this model: it takes the model's name, so the window's title, a
    // saved file and the report no longer name the model it replaced.
    document.edit(QStringLiteral("workload.model"),
                  QCoreApplication::translate("ModelConfigImport", "Import model config"),
                  [&](Scenario& s) {
                      s.workload.model = shape;
                      if (!shape.name.empty())
                          s.name = shape.name;
                  });
    return {};
}

} // namespace rightsize::ui

#pragma once

#include <QString>

namespace rightsize::ui {

class DocumentModel;

// Hugging Face config.json files in the window: File → Import model config… and a config dropped
// on the editor set the scenario's model to the shape the config describes, as one undo step.

// True when the file is a model config (a JSON object naming its model_type) rather than a
// scenario file.
bool isModelConfigFile(const QString& path);

// Sets the document's model from the config at `path`. Returns an empty string on success,
// otherwise the problems, one "file: $.path: reason" line each.
QString importModelConfig(DocumentModel& document, const QString& path);

} // namespace rightsize::ui

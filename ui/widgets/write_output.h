#pragma once

// The window's and the report's way to core/io/output_file.h: every file the front end
// saves where the user named it goes through writeOutputFile, so none replaces a symbolic link, a
// FIFO or a device with a regular file, and none waits on a FIFO that nobody reads.

#include <QByteArray>
#include <QString>

namespace rightsize::ui {

// Writes `bytes` to `path`; false with the reason (without the path) in `why` when it cannot.
bool writeOutput(const QString& path, const QByteArray& bytes, QString* why = nullptr);

} // namespace rightsize::ui

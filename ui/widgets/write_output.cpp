#include "ui/widgets/write_output.h"

#include "core/io/output_file.h"

#include <QFile>

namespace rightsize::ui {

bool writeOutput(const QString& path, const QByteArray& bytes, QString* why) {
    const OutputWrite result = writeOutputFile(
        QFile::encodeName(path).toStdString(),
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!result.ok && why)
        *why = QString::fromStdString(result.why);
    return result.ok;
}

} // namespace rightsize::ui

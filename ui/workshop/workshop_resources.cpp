#include "ui/workshop/workshop_resources.h"

#include <QDir>
#include <QFile>

namespace rightsize::ui::workshop {
namespace {

QString& directoryOverride() {
    static QString dir;
    return dir;
}

} // namespace

void setBuiltinWorkshopDirectory(const QString& directory) {
    directoryOverride() = directory;
}

QString builtinWorkshopFile(const QString& name) {
    const QString resource = QStringLiteral(":/workshop/") + name;
    if (QFile::exists(resource) || directoryOverride().isEmpty())
        return resource;
    return QDir(directoryOverride()).filePath(name);
}

} // namespace rightsize::ui::workshop

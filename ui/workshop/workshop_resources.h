#pragma once

#include <QString>

namespace rightsize::ui::workshop {

// Where the built-in exercises and quiz come from: the compiled-in resources (":/workshop/…")
// when they are present, otherwise a folder set here. The folder lets the tests and a build
// without the resource file use resources/workshop/ from the source tree.
void setBuiltinWorkshopDirectory(const QString& directory);
// ":/workshop/<name>" if compiled in, else <directory>/<name>.
QString builtinWorkshopFile(const QString& name);

} // namespace rightsize::ui::workshop

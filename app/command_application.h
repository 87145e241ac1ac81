#pragma once

#include <clocale>
#include <memory>
#include <string>

namespace rightsize::app {

// The Qt application object a command needs (QCoreApplication for translators, QApplication for
// the report's charts). Qt keeps references to argc and argv for the object's whole life, and
// creating it sets the C library's locale from the environment, where the commands read and print
// numbers in the "C" locale (a German LC_NUMERIC would turn 0.5 into 0,5): the locale is put back.
template <typename Application> std::unique_ptr<Application> makeCommandApplication() {
    static int argc = 1;
    static char name[] = "rightsize";
    static char* argv[] = {name, nullptr};
    const std::string locale = std::setlocale(LC_ALL, nullptr);
    auto app = std::make_unique<Application>(argc, argv);
    std::setlocale(LC_ALL, locale.c_str());
    return app;
}

} // namespace rightsize::app

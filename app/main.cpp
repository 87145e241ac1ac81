#include "app/cli.h"
#include "ui/main_window.h"

#include <QApplication>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (rightsize::app::isCliInvocation(args))
        return rightsize::app::runCli(args, std::cout, std::cerr);

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Rightsize"));
    QApplication::setOrganizationName(QStringLiteral("Rightsize"));
    QApplication::setApplicationVersion(QStringLiteral(RIGHTSIZE_VERSION));
    rightsize::ui::MainWindow window;
    window.show();
    return app.exec();
}

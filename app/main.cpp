#include "ui/main_window.h"

#include <QApplication>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Rightsize"));
    QApplication::setApplicationVersion(QStringLiteral(RIGHTSIZE_VERSION));
    rightsize::ui::MainWindow window;
    window.show();
    return app.exec();
}

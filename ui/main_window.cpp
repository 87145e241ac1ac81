#include "ui/main_window.h"

#include <QLabel>

namespace rightsize::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Rightsize"));
    setCentralWidget(new QLabel(tr("Rightsize"), this));
    resize(1280, 800);
}

} // namespace rightsize::ui

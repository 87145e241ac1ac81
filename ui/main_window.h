#pragma once

#include <QMainWindow>

namespace rightsize::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

} // namespace rightsize::ui

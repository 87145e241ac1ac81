#pragma once

#include <QString>

class QWidget;

namespace rightsize::ui {

// The About box: version, licence and the libraries Rightsize is built on.
QString aboutText();
void showAbout(QWidget* parent);

// A short built-in user guide, in the application's language.
QString userGuideHtml();
void showUserGuide(QWidget* parent);

} // namespace rightsize::ui

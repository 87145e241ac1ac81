#pragma once

#include "ui/widgets/app_settings.h"

#include <QPalette>

namespace rightsize::ui {

// The application's palettes. Charts read their colours from the palette, so switching here
// recolours everything at once.
QPalette lightPalette();
QPalette darkPalette();
void applyTheme(Theme theme);

} // namespace rightsize::ui

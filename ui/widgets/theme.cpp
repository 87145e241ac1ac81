#include "ui/widgets/theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>
#include <memory>

namespace rightsize::ui {

QPalette lightPalette() {
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p = fusion ? fusion->standardPalette() : QPalette();
    p.setColor(QPalette::AlternateBase, QColor(0xF3, 0xF5, 0xF8));
    p.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xB2));
    return p;
}

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2B, 0x2D, 0x31);
    const QColor base(0x1E, 0x1F, 0x22);
    const QColor text(0xE6, 0xE6, 0xE6);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2D));
    p.setColor(QPalette::ToolTipBase, QColor(0x3A, 0x3C, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xA0, 0xA0, 0xA0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xFF, 0x6B, 0x6B));
    p.setColor(QPalette::Link, QColor(0x56, 0xB4, 0xE9));
    p.setColor(QPalette::Highlight, QColor(0x2F, 0x81, 0xC7));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Mid, QColor(0x50, 0x52, 0x57));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1B));
    p.setColor(QPalette::Light, QColor(0x3C, 0x3E, 0x43));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

void applyTheme(Theme theme) {
    // The platform's own palette, remembered before the first change so "system" can return to it.
    static const QPalette system = QApplication::palette();
    // Fusion draws the same on every platform and follows the palette fully, dark included.
    QApplication::setStyle(QStringLiteral("Fusion"));
    switch (theme) {
    case Theme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    case Theme::Light:
        QApplication::setPalette(lightPalette());
        break;
    case Theme::System:
        QApplication::setPalette(system);
        break;
    }
}

} // namespace rightsize::ui

#pragma once

#include "ui/widgets/app_settings.h"

#include <QMenu>
#include <memory>

class QActionGroup;

namespace rightsize::ui {

// View → Language: "System language" and one entry per shipped translation, each in its own
// words. Choosing one saves it in the settings and says that it applies after a restart (the
// views build their texts once). Without settings (screenshots, tests) the entries are shown
// but disabled.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(std::shared_ptr<AppSettings> settings, QWidget* parent = nullptr);

    // The code of the checked entry: "system", "en", "ru" or "de".
    QString checkedLanguage() const;

signals:
    void languageChosen(const QString& code);

private:
    void choose(const QString& code);

    std::shared_ptr<AppSettings> m_settings;
    QActionGroup* m_group;
};

} // namespace rightsize::ui

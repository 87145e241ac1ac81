#include "ui/window/language_menu.h"

#include "ui/widgets/dialog_service.h"
#include "ui/window/language.h"

#include <QActionGroup>

namespace rightsize::ui {

LanguageMenu::LanguageMenu(std::shared_ptr<AppSettings> settings, QWidget* parent)
    : QMenu(tr("&Language"), parent)
    , m_settings(std::move(settings))
    , m_group(new QActionGroup(this)) {
    setObjectName(QStringLiteral("LanguageMenu"));
    const QString current = m_settings ? m_settings->language() : QStringLiteral("system");
    QStringList codes{QStringLiteral("system")};
    codes += shippedLanguages();
    for (const QString& code : codes) {
        const QString name =
            code == QLatin1String("system")
                ? tr("&System language (%1)").arg(nativeLanguageName(resolveLanguage(code)))
                : nativeLanguageName(code);
        QAction* a = addAction(name);
        a->setData(code);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setEnabled(m_settings != nullptr);
        m_group->addAction(a);
        if (code == QLatin1String("system"))
            addSeparator();
        connect(a, &QAction::triggered, this, [this, code] { choose(code); });
    }
}

QString LanguageMenu::checkedLanguage() const {
    const QAction* a = m_group->checkedAction();
    return a ? a->data().toString() : QStringLiteral("system");
}

void LanguageMenu::choose(const QString& code) {
    if (!m_settings || m_settings->language() == code)
        return;
    m_settings->setLanguage(code);
    emit languageChosen(code);
    dialogs().inform(parentWidget(), tr("Language"),
                     tr("The new language applies the next time Rightsize starts."),
                     DialogService::Level::Information);
}

} // namespace rightsize::ui

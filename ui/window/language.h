#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace rightsize::ui {

// The languages the window is translated into, as codes: "en", "ru", "de". English is the
// source language; its translation file only carries the plural forms.
const QStringList& shippedLanguages();

// A language's own name, for the menu: "English", "Русский", "Deutsch".
QString nativeLanguageName(const QString& code);

// The language to use for a preference ("system", "", or a code): a shipped code as is;
// otherwise the first of the system's UI languages that ships; otherwise "en".
QString resolveLanguage(const QString& preference, const QLocale& system = QLocale::system());

// Installs Qt's own translation (qtbase_xx.qm, for standard dialogs and buttons) and Rightsize's
// (":/i18n/rightsize_xx.qm") into the running application for `preference`, and sets
// QLocale::setDefault so numbers and dates follow: the system locale when it speaks the chosen
// language (keeping its country, e.g. de_CH), otherwise the language's usual locale. Translators
// installed by an earlier call are replaced. Returns the language code now in effect.
QString installLanguage(const QString& preference);

// The value of `--lang CODE` or `--lang=CODE` in a command line, or "" when absent. Read before
// QCommandLineParser runs so that its help text is already translated.
QString languageArgument(const QStringList& arguments);

// Where the translations are read from (for tests and the README).
QString translationResource(const QString& code); // ":/i18n/rightsize_ru.qm"

} // namespace rightsize::ui

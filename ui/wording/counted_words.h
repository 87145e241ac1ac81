#pragma once

#include <QTranslator>

namespace rightsize::ui {

// The command line and its report speak English. Their counted words ("%n replica(s)") take the
// singular or the plural from the English translation, which carries only those forms: without
// it Qt prints the source text with its "(s)". Installed while the object lives; Qt installs a
// translator only once an application object exists, so create that first.
class EnglishCountedWords {
public:
    EnglishCountedWords();
    ~EnglishCountedWords();
    EnglishCountedWords(const EnglishCountedWords&) = delete;
    EnglishCountedWords& operator=(const EnglishCountedWords&) = delete;

    bool installed() const { return m_installed; }

private:
    QTranslator m_translator;
    bool m_installed = false;
};

} // namespace rightsize::ui

#include "ui/wording/counted_words.h"

#include <QCoreApplication>
#include <QString>

namespace rightsize::ui {

EnglishCountedWords::EnglishCountedWords() {
    if (QCoreApplication::instance() && m_translator.load(QStringLiteral(":/i18n/rightsize_en.qm")))
        m_installed = QCoreApplication::installTranslator(&m_translator);
}

EnglishCountedWords::~EnglishCountedWords() {
    if (m_installed && QCoreApplication::instance())
        QCoreApplication::removeTranslator(&m_translator);
}

} // namespace rightsize::ui

#include "ui/window/language.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace rightsize::ui {
namespace {

// Kept so a second call can take the first translators out again.
QPointer<QTranslator> g_qtTranslator;
QPointer<QTranslator> g_ownTranslator;

void removeTranslator(QPointer<QTranslator>& translator) {
    if (translator) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

} // namespace

const QStringList& shippedLanguages() {
    static const QStringList codes{QStringLiteral("en"), QStringLiteral("ru"),
                                   QStringLiteral("de")};
    return codes;
}

QString nativeLanguageName(const QString& code) {
    // Each language in its own words, so a user who cannot read the current one finds theirs.
    if (code == QLatin1String("ru"))
        return QStringLiteral("Русский");
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return code;
}

QString resolveLanguage(const QString& preference, const QLocale& system) {
    if (shippedLanguages().contains(preference))
        return preference;
    for (const QString& name : system.uiLanguages()) {
        const QString code =
            name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (shippedLanguages().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QString languageArgument(const QStringList& arguments) {
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == QLatin1String("--lang") || a == QLatin1String("-lang"))
            return i + 1 < arguments.size() ? arguments[i + 1] : QString();
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return {};
}

QString translationResource(const QString& code) {
    return QStringLiteral(":/i18n/rightsize_%1.qm").arg(code);
}

QString installLanguage(const QString& preference) {
    const QString code = resolveLanguage(preference);
    const QLocale system = QLocale::system();
    const bool followSystem = !shippedLanguages().contains(preference);
    const QLocale locale = followSystem || system.name().section(QLatin1Char('_'), 0, 0) == code
                               ? system
                               : QLocale(code);
    QLocale::setDefault(locale);

    removeTranslator(g_qtTranslator);
    removeTranslator(g_ownTranslator);
    auto* app = QCoreApplication::instance();

    auto* qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        g_qtTranslator = qt;
    } else {
        delete qt;
    }

    auto* own = new QTranslator(app);
    if (own->load(translationResource(code))) {
        QCoreApplication::installTranslator(own);
        g_ownTranslator = own;
    } else {
        delete own;
    }
    return code;
}

} // namespace rightsize::ui

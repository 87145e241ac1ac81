#include "ui/widgets/app_settings.h"

#include "core/store/engine/store_location.h"

#include <QDir>

namespace rightsize::ui {
namespace {

const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kRecent = QStringLiteral("files/recent");
const QString kRecentLibraries = QStringLiteral("libraries/recent");
const QString kLastDir = QStringLiteral("files/lastDirectory");
const QString kTheme = QStringLiteral("view/theme");
const QString kTimeCostAxis = QStringLiteral("view/timeCostAxis");
const QString kTab = QStringLiteral("view/tab");
const QString kLanguage = QStringLiteral("view/language");
const QString kFirstRunHint = QStringLiteral("view/firstRunHintSeen");
const QString kSystemLanguage = QStringLiteral("system");
const QString kCurrencyCode = QStringLiteral("money/currency");
const QString kCurrencyPerUsd = QStringLiteral("money/perUsd");
const QString kCurrencyDate = QStringLiteral("money/rateDate");

} // namespace

AppSettings::AppSettings() = default;

AppSettings::AppSettings(const QString& iniFile)
    : m_settings(iniFile, QSettings::IniFormat) {}

QByteArray AppSettings::windowGeometry() const {
    return m_settings.value(kGeometry).toByteArray();
}
void AppSettings::setWindowGeometry(const QByteArray& geometry) {
    m_settings.setValue(kGeometry, geometry);
}
QByteArray AppSettings::windowState() const {
    return m_settings.value(kState).toByteArray();
}
void AppSettings::setWindowState(const QByteArray& state) {
    m_settings.setValue(kState, state);
}

QStringList AppSettings::recentFiles() const {
    return m_settings.value(kRecent).toStringList();
}

void AppSettings::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings.setValue(kRecent, files);
}

void AppSettings::removeRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(kRecent, files);
}

QStringList AppSettings::recentLibraries() const {
    QStringList out;
    for (const QString& location : m_settings.value(kRecentLibraries).toStringList())
        if (!location.trimmed().isEmpty() && serverLocationProblem(location.toStdString()).empty())
            out << location;
    return out;
}

void AppSettings::addRecentLibrary(const QString& location) {
    if (location.trimmed().isEmpty() || !serverLocationProblem(location.toStdString()).empty())
        return;
    QStringList locations = recentLibraries();
    locations.removeAll(location);
    locations.prepend(location);
    while (locations.size() > kMaxRecentFiles)
        locations.removeLast();
    m_settings.setValue(kRecentLibraries, locations);
}

Theme AppSettings::theme() const {
    const int v = m_settings.value(kTheme, int(Theme::System)).toInt();
    return v == int(Theme::Light)  ? Theme::Light
           : v == int(Theme::Dark) ? Theme::Dark
                                   : Theme::System;
}

void AppSettings::setTheme(Theme theme) {
    m_settings.setValue(kTheme, int(theme));
}

CostAxis AppSettings::timeCostAxis() const {
    // Saved by name, so a reordered enum never turns one choice into another.
    const QString v = m_settings.value(kTimeCostAxis).toString();
    return v == QLatin1String("energy") ? CostAxis::Energy
           : v == QLatin1String("co2")  ? CostAxis::Co2
                                        : CostAxis::Cost;
}

void AppSettings::setTimeCostAxis(CostAxis axis) {
    m_settings.setValue(kTimeCostAxis, axis == CostAxis::Energy ? QStringLiteral("energy")
                                       : axis == CostAxis::Co2  ? QStringLiteral("co2")
                                                                : QStringLiteral("cost"));
}

QString AppSettings::lastDirectory() const {
    return m_settings.value(kLastDir, QDir::homePath()).toString();
}
void AppSettings::setLastDirectory(const QString& dir) {
    m_settings.setValue(kLastDir, dir);
}

int AppSettings::currentTab() const {
    return m_settings.value(kTab, 0).toInt();
}
void AppSettings::setCurrentTab(int index) {
    m_settings.setValue(kTab, index);
}

bool AppSettings::firstRunHintSeen() const {
    return m_settings.value(kFirstRunHint, false).toBool();
}
void AppSettings::setFirstRunHintSeen(bool seen) {
    m_settings.setValue(kFirstRunHint, seen);
}

const QStringList& AppSettings::languageChoices() {
    static const QStringList choices{kSystemLanguage, QStringLiteral("en"), QStringLiteral("ru"),
                                     QStringLiteral("de")};
    return choices;
}

QString AppSettings::language() const {
    const QString code = m_settings.value(kLanguage, kSystemLanguage).toString();
    return languageChoices().contains(code) ? code : kSystemLanguage;
}

void AppSettings::setLanguage(const QString& code) {
    m_settings.setValue(kLanguage, languageChoices().contains(code) ? code : kSystemLanguage);
}

std::optional<CurrencyRate> AppSettings::displayCurrency() const {
    if (!m_settings.contains(kCurrencyCode))
        return std::nullopt;
    bool isNumber = false;
    CurrencyRate rate{m_settings.value(kCurrencyCode).toString().toStdString(),
                      m_settings.value(kCurrencyPerUsd).toDouble(&isNumber),
                      m_settings.value(kCurrencyDate).toString().toStdString()};
    if (!isNumber || !checkCurrencyRate(rate).empty())
        return std::nullopt;
    return rate;
}

void AppSettings::setDisplayCurrency(const std::optional<CurrencyRate>& rate) {
    if (!rate) {
        m_settings.remove(kCurrencyCode);
        m_settings.remove(kCurrencyPerUsd);
        m_settings.remove(kCurrencyDate);
        return;
    }
    m_settings.setValue(kCurrencyCode, QString::fromStdString(rate->code));
    m_settings.setValue(kCurrencyPerUsd, rate->perUsd);
    m_settings.setValue(kCurrencyDate, QString::fromStdString(rate->date));
}

} // namespace rightsize::ui

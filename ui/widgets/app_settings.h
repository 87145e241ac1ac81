#pragma once

#include "core/model/currency.h"

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <optional>

namespace rightsize::ui {

enum class Theme { System, Light, Dark };

// What the vertical axis of the time-vs-cost chart measures: the money, the facility energy or
// the CO2 of each option (core/estimate/energy.h), for the job or, for a service, per hour.
enum class CostAxis { Cost, Energy, Co2 };

// Typed access to the few things the window remembers between runs. One place names the keys,
// so a typo cannot silently start a second setting.
class AppSettings {
public:
    AppSettings();
    // For tests: settings in a file of their own instead of the user's.
    explicit AppSettings(const QString& iniFile);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    QStringList recentFiles() const;
    // Puts `path` first, drops duplicates and keeps at most kMaxRecentFiles.
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);

    // Libraries opened by location (team servers, shared files), newest first. A location is
    // kept only without a password: one written into it is refused and never remembered, and
    // one found in a hand-edited file is not handed out.
    QStringList recentLibraries() const;
    void addRecentLibrary(const QString& location);

    Theme theme() const;
    void setTheme(Theme theme);

    QString lastDirectory() const;
    void setLastDirectory(const QString& dir);

    int currentTab() const;
    void setCurrentTab(int index);

    // The quantity the time-vs-cost chart shows upwards; cost when nothing (or nonsense) is saved.
    CostAxis timeCostAxis() const;
    void setTimeCostAxis(CostAxis axis);

    // The hint for a first start was read and put away.
    bool firstRunHintSeen() const;
    void setFirstRunHintSeen(bool seen);

    // The language of the window: "system" (follow the desktop's locale), "en", "ru" or "de".
    // Anything else read back from the file counts as "system".
    QString language() const;
    void setLanguage(const QString& code);
    static const QStringList& languageChoices(); // {"system", "en", "ru", "de"}

    // The currency the window shows money in, with the user's rate and its date; none means US
    // dollars. A saved rate that no longer passes checkCurrencyRate reads as none.
    std::optional<CurrencyRate> displayCurrency() const;
    void setDisplayCurrency(const std::optional<CurrencyRate>& rate);

    static constexpr int kMaxRecentFiles = 8;

private:
    QSettings m_settings;
};

} // namespace rightsize::ui

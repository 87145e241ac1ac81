#pragma once

#include "core/store/catalog_overrides.h"
#include "core/store/scenario_store.h"

#include <QObject>
#include <QString>

class QSocketNotifier;
class QTimer;

namespace rightsize::ui {

// The scenario library as the window sees it: the core's store plus change notification.
// Every write the window makes goes through here so the list, the history and the compare
// dialog follow at once; writes made by another running copy or by the command line are
// noticed by polling the store's external-change counter: on a timer for the SQLite file, when
// the server's connection has a notification to read for a team library on PostgreSQL.
class Library : public QObject {
    Q_OBJECT
public:
    static constexpr int kPollIntervalMs = 2000;

    explicit Library(QObject* parent = nullptr);
    ~Library() override;

    // Opens the library (a file path or a server location); a damaged one is moved aside only
    // with `options.moveDamagedAside` (after the user agreed), otherwise it is refused with
    // StoreErrorCode::Damaged. The library open before stays open when this one cannot be.
    StoreResult<OpenReport> open(const QString& path, const OpenOptions& options = {});
    bool isOpen() const { return m_store.isOpen(); }
    // The location as it may be shown (a server's without its password).
    QString path() const { return QString::fromStdString(m_store.path()); }
    bool isServer() const { return m_store.isOpen() && m_store.engine() == StoreEngine::Postgres; }
    // Nothing may be changed: opened for reading, or a database role that may only read.
    bool readOnly() const { return m_store.readOnly(); }
    static QString readOnlyReason();

    // Reads go straight to the store; writes below announce themselves.
    const ScenarioStore& store() const { return m_store; }
    // The autosave slot: not part of the list, so writing it announces nothing.
    ScenarioStore& autosaveStore() { return m_store; }

    StoreResult<std::int64_t> insert(const NewScenario& scenario);
    StoreResult<std::vector<std::int64_t>> insertAll(const std::vector<NewScenario>& scenarios);
    StoreStatus update(std::int64_t id, const std::string& json);
    // A save based on `basedOnRevision`: a Conflict when someone else saved a newer one.
    StoreResult<std::int64_t> save(std::int64_t id, const std::string& json,
                                   std::int64_t basedOnRevision);
    StoreStatus rename(std::int64_t id, const QString& name);
    StoreStatus setTags(std::int64_t id, const QStringList& tags);
    StoreResult<std::int64_t> duplicate(std::int64_t id, const QString& newName);
    StoreStatus remove(std::int64_t id);
    StoreStatus restoreDeleted(std::int64_t id);
    StoreStatus restoreVersion(std::int64_t id, std::int64_t versionId);

    // The user's catalog changes (Hardware and prices), all replaced at once in one transaction.
    StoreStatus writeCatalog(const CatalogOverrides& overrides);
    // Checks for writes by others now instead of at the next poll (tests).
    void pollNow();

    static QString errorText(const StoreError& error);
    static QStringList splitTags(const QString& commaList);

signals:
    // Another library is open now (after changed(), which follows too).
    void opened();
    // The list may have changed: a write by this window or by someone else.
    void changed();
    // The content of one scenario changed here (rename, tags, restored version).
    void scenarioChanged(qint64 id);
    // Someone else (another copy, the command line, a colleague) changed the library.
    void changedElsewhere();

private:
    template <class R> R announce(R result, std::int64_t id = 0);
    void watchChanges();

    ScenarioStore m_store;
    QTimer* m_poll = nullptr;
    QSocketNotifier* m_notifier = nullptr;
    std::int64_t m_lastCounter = 0;
};

} // namespace rightsize::ui

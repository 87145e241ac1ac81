#include "ui/library/library.h"

#include <QSocketNotifier>
#include <QTimer>

namespace rightsize::ui {

Library::Library(QObject* parent)
    : QObject(parent)
    , m_poll(new QTimer(this)) {
    m_poll->setInterval(kPollIntervalMs);
    connect(m_poll, &QTimer::timeout, this, &Library::pollNow);
}

Library::~Library() = default;

StoreResult<OpenReport> Library::open(const QString& path, const OpenOptions& options) {
    // Opened on the side first: a server that cannot be reached or a location that is refused
    // leaves the library in use as it was.
    ScenarioStore next;
    auto report = next.open(path.toStdString(), options);
    if (!report && m_store.isOpen())
        return report;
    m_poll->stop();
    delete m_notifier;
    m_notifier = nullptr;
    m_store.close();
    if (report) {
        m_store = std::move(next);
        m_lastCounter = m_store.externalChangeCounter();
        watchChanges();
    }
    emit changed();
    if (report)
        emit opened();
    return report;
}

void Library::watchChanges() {
    // The server says when there is news on the connection; a file has to be asked. A lost
    // connection closes its socket and a new one opens another: the watch follows, with the
    // timer standing in while there is none (so a closed descriptor is never watched).
    const int socket = m_store.isOpen() ? m_store.changeSocket() : -1;
    if (m_notifier && m_notifier->socket() == qintptr(socket))
        return;
    if (m_notifier) {
        m_notifier->setEnabled(false);
        m_notifier->deleteLater(); // this may be running in its own signal
        m_notifier = nullptr;
    }
    if (socket < 0) {
        if (m_store.isOpen())
            m_poll->start();
        return;
    }
    m_poll->stop();
    m_notifier = new QSocketNotifier(qintptr(socket), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &Library::pollNow);
}

QString Library::readOnlyReason() {
    return tr("This library is read-only for your database role (or was opened for reading): "
              "scenarios can be opened and saved as files, not changed here.");
}

template <class R> R Library::announce(R result, std::int64_t id) {
    if (result.ok()) {
        emit changed();
        if (id)
            emit scenarioChanged(id);
    }
    return result;
}

StoreResult<std::int64_t> Library::insert(const NewScenario& scenario) {
    return announce(m_store.insert(scenario));
}

StoreResult<std::vector<std::int64_t>>
Library::insertAll(const std::vector<NewScenario>& scenarios) {
    return announce(m_store.insertAll(scenarios));
}

StoreStatus Library::update(std::int64_t id, const std::string& json) {
    return announce(m_store.update(id, json));
}

StoreResult<std::int64_t> Library::save(std::int64_t id, const std::string& json,
                                        std::int64_t basedOnRevision) {
    return announce(m_store.save(id, json, basedOnRevision));
}

StoreStatus Library::rename(std::int64_t id, const QString& name) {
    return announce(m_store.rename(id, name.trimmed().toStdString()), id);
}

StoreStatus Library::setTags(std::int64_t id, const QStringList& tags) {
    std::vector<std::string> list;
    for (const QString& t : tags)
        list.push_back(t.toStdString());
    return announce(m_store.setTags(id, list), id);
}

StoreResult<std::int64_t> Library::duplicate(std::int64_t id, const QString& newName) {
    return announce(m_store.duplicate(id, newName.toStdString()));
}

StoreStatus Library::remove(std::int64_t id) {
    return announce(m_store.remove(id));
}

StoreStatus Library::restoreDeleted(std::int64_t id) {
    return announce(m_store.restoreDeleted(id));
}

StoreStatus Library::restoreVersion(std::int64_t id, std::int64_t versionId) {
    return announce(m_store.restoreVersion(id, versionId), id);
}

StoreStatus Library::writeCatalog(const CatalogOverrides& overrides) {
    return announce(m_store.writeCatalogEntries(overrides.devices, overrides.prices, true));
}

void Library::pollNow() {
    const std::int64_t counter = m_store.externalChangeCounter();
    if (m_store.isOpen() && m_store.engine() == StoreEngine::Postgres)
        watchChanges();
    if (counter == m_lastCounter)
        return;
    m_lastCounter = counter;
    emit changed();
    emit changedElsewhere();
}

QString Library::errorText(const StoreError& error) {
    switch (error.code) {
    case StoreErrorCode::Busy:
        return tr("Another copy of Rightsize is busy with the library; try again in a moment.");
    case StoreErrorCode::NotFound:
        return tr("The scenario is no longer in the library.");
    case StoreErrorCode::TooNew:
        return tr("The library was written by a newer Rightsize and is left untouched.");
    case StoreErrorCode::NotLibrary:
        return tr("The file is not a Rightsize library; it is left untouched.");
    case StoreErrorCode::Damaged:
        return tr("The library is damaged and cannot be read; it is left untouched.");
    case StoreErrorCode::Denied:
        return tr("This library is read-only for your database role: %1")
            .arg(QString::fromStdString(error.message));
    case StoreErrorCode::Conflict:
        return tr("Someone else saved this scenario meanwhile.");
    default:
        return QString::fromStdString(error.message);
    }
}

QStringList Library::splitTags(const QString& commaList) {
    QStringList out;
    for (const QString& part : commaList.split(QLatin1Char(','))) {
        const QString tag = part.trimmed();
        if (!tag.isEmpty() && !out.contains(tag))
            out << tag;
    }
    return out;
}

} // namespace rightsize::ui

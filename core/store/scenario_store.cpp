#include "core/store/scenario_store.h"

#include "core/store/engine/store_backend.h"
#include "core/store/engine/store_location.h"
#include "core/store/engine/store_text.h"
#include "core/store/postgres/store_postgres.h"
#include "core/store/sqlite/store_sqlite.h"

namespace rightsize {
namespace {

StoreError notOpen() {
    return {StoreErrorCode::Invalid, "the scenario library is not open"};
}

// PostgreSQL keeps no NUL character in text (libpq passes text as C strings: the server would
// keep what comes before it), while SQLite would keep it whole, so the same name would read back
// differently by engine and a copy between them would change it. Both refuse it here, before
// either engine sees it, with the same message.
std::optional<StoreError> refuseNul(std::string_view what, std::string_view text) {
    if (text.find('\0') == std::string_view::npos)
        return std::nullopt;
    return StoreError{StoreErrorCode::Invalid,
                      std::string(what).append(" holds a NUL character (\\0), which a scenario "
                                               "library does not keep; remove it and try again")};
}

std::optional<StoreError> refuseNul(std::string_view what, const std::vector<std::string>& texts) {
    for (const std::string& text : texts)
        if (auto refused = refuseNul(what, text))
            return refused;
    return std::nullopt;
}

// A scenario's text, and the name and notes the library takes from it when none is given: a
// "\u0000" escape in the JSON is a NUL in the name.
std::optional<StoreError> refuseNulInScenario(std::string_view name,
                                              const std::vector<std::string>& tags,
                                              std::string_view json) {
    if (auto refused = refuseNul("the scenario's text", json))
        return refused;
    const auto [jsonName, notes] = store_text::nameAndNotes(json);
    if (auto refused = refuseNul("the scenario's name", name.empty() ? jsonName : name))
        return refused;
    if (auto refused = refuseNul("the scenario's name in its text", jsonName))
        return refused;
    if (auto refused = refuseNul("the scenario's notes", notes))
        return refused;
    return refuseNul("a tag", tags);
}

// Device ids, price keys, offer keys and providers name rows of the catalog tables.
std::optional<StoreError> refuseNulInCatalog(const CatalogWrite& write) {
    for (const auto* blobs : {&write.devices, &write.prices})
        for (const KeyedBlob& b : *blobs)
            if (auto refused = refuseNul("a device id", b.key))
                return refused;
            else if (auto inText = refuseNul("a catalog entry's text", b.json))
                return inText;
    for (const auto& [provider, offers] : write.offersByProvider) {
        if (auto refused = refuseNul("a provider's name", provider))
            return refused;
        for (const KeyedBlob& b : offers)
            if (auto refused = refuseNul("an offer's name", b.key))
                return refused;
            else if (auto inText = refuseNul("an offer's text", b.json))
                return inText;
    }
    return std::nullopt;
}

// A scenario copied from another library: its current content and every version.
std::optional<StoreError> refuseNulInTransfer(const ScenarioTransfer& t) {
    if (auto refused = refuseNul("the scenario's id", t.uid))
        return refused;
    if (auto refused = refuseNulInScenario(t.record.name, t.record.tags, t.record.json))
        return refused;
    if (auto refused = refuseNul("the scenario's notes", t.record.notes))
        return refused;
    for (const ScenarioVersion& v : t.history)
        if (auto refused = refuseNulInScenario(v.name, v.tags, v.json))
            return refused;
    return std::nullopt;
}

} // namespace

ScenarioStore::ScenarioStore() = default;
ScenarioStore::~ScenarioStore() = default;
ScenarioStore::ScenarioStore(ScenarioStore&&) noexcept = default;
ScenarioStore& ScenarioStore::operator=(ScenarioStore&&) noexcept = default;

StoreResult<OpenReport> ScenarioStore::open(const std::string& location,
                                            const OpenOptions& options) {
    close();
    std::unique_ptr<StoreBackend> backend;
    if (isServerLocation(location))
        backend = std::make_unique<PostgresStore>();
    else
        backend = std::make_unique<SqliteStore>();
    auto report = backend->open(location, options);
    if (report)
        m_backend = std::move(backend);
    return report;
}

void ScenarioStore::close() {
    m_backend.reset();
}

bool ScenarioStore::isOpen() const {
    return m_backend && m_backend->isOpen();
}

const std::string& ScenarioStore::path() const {
    static const std::string kNone;
    return m_backend ? m_backend->path() : kNone;
}

StoreEngine ScenarioStore::engine() const {
    return m_backend ? m_backend->engine() : StoreEngine::Sqlite;
}

bool ScenarioStore::readOnly() const {
    return m_backend && m_backend->readOnly();
}

StoreResult<std::int64_t> ScenarioStore::insert(const NewScenario& scenario) {
    auto ids = insertAll({scenario});
    if (!ids)
        return ids.error();
    return ids->front();
}

StoreStatus ScenarioStore::update(std::int64_t id, std::string_view json) {
    auto saved = save(id, json, kAnyRevision);
    if (!saved)
        return saved.error();
    return Done{};
}

std::int64_t ScenarioStore::externalChangeCounter() const {
    return m_backend ? m_backend->pollChanges(m_listener) : 0;
}

void ScenarioStore::setChangeListener(ChangeListener listener) {
    m_listener = std::move(listener);
}

int ScenarioStore::changeSocket() const {
    return m_backend ? m_backend->changeSocket() : -1;
}

int ScenarioStore::schemaVersion() const {
    return m_backend ? m_backend->schemaVersion() : 0;
}

StoreResult<std::vector<ScenarioSummary>> ScenarioStore::list(const ListQuery& query) const {
    if (!m_backend)
        return notOpen();
    return m_backend->list(query);
}

StoreResult<ScenarioRecord> ScenarioStore::get(std::int64_t id) const {
    if (!m_backend)
        return notOpen();
    return m_backend->get(id);
}

StoreResult<std::vector<std::int64_t>>
ScenarioStore::insertAll(const std::vector<NewScenario>& scenarios, IfIdentical ifIdentical) {
    if (!m_backend)
        return notOpen();
    for (const NewScenario& s : scenarios)
        if (auto refused = refuseNulInScenario(s.name, s.tags, s.json))
            return *refused;
    return m_backend->insertAll(scenarios, ifIdentical);
}

StoreResult<std::int64_t> ScenarioStore::save(std::int64_t id, std::string_view json,
                                              std::int64_t basedOnRevision) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNulInScenario({}, {}, json))
        return *refused;
    return m_backend->save(id, json, basedOnRevision);
}

StoreStatus ScenarioStore::rename(std::int64_t id, std::string_view name) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNul("the scenario's name", name))
        return *refused;
    return m_backend->rename(id, name);
}

StoreStatus ScenarioStore::setTags(std::int64_t id, const std::vector<std::string>& tags) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNul("a tag", tags))
        return *refused;
    return m_backend->setTags(id, tags);
}

StoreResult<std::int64_t> ScenarioStore::duplicate(std::int64_t id, std::string_view newName) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNul("the scenario's name", newName))
        return *refused;
    return m_backend->duplicate(id, newName);
}

StoreStatus ScenarioStore::remove(std::int64_t id) {
    if (!m_backend)
        return notOpen();
    return m_backend->remove(id);
}

StoreStatus ScenarioStore::restoreDeleted(std::int64_t id) {
    if (!m_backend)
        return notOpen();
    return m_backend->restoreDeleted(id);
}

StoreResult<int> ScenarioStore::purgeDeleted() {
    if (!m_backend)
        return notOpen();
    return m_backend->purgeDeleted();
}

StoreResult<std::vector<ScenarioVersion>> ScenarioStore::versions(std::int64_t id) const {
    if (!m_backend)
        return notOpen();
    return m_backend->versions(id);
}

StoreStatus ScenarioStore::restoreVersion(std::int64_t id, std::int64_t versionId) {
    if (!m_backend)
        return notOpen();
    return m_backend->restoreVersion(id, versionId);
}

StoreStatus ScenarioStore::saveAutosave(std::int64_t scenarioId, std::string_view json,
                                        std::int64_t basedOnRevision) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNul("the scenario's text", json))
        return *refused;
    return m_backend->saveAutosave(scenarioId, json, basedOnRevision);
}

StoreResult<std::optional<AutosaveEntry>> ScenarioStore::peekAutosave() const {
    if (!m_backend)
        return notOpen();
    return m_backend->peekAutosave();
}

StoreResult<std::optional<AutosaveEntry>> ScenarioStore::takeAutosave() {
    if (!m_backend)
        return notOpen();
    return m_backend->takeAutosave();
}

StoreStatus ScenarioStore::clearAutosave() {
    if (!m_backend)
        return notOpen();
    return m_backend->clearAutosave();
}

StoreStatus ScenarioStore::putUserDevice(std::string_view deviceId, std::string_view json) {
    if (!m_backend)
        return notOpen();
    const KeyedBlob device{std::string(deviceId), std::string(json), {}};
    if (auto refused = refuseNulInCatalog({{device}, {}, false, {}}))
        return *refused;
    return m_backend->putUserDevice(deviceId, json);
}

StoreResult<KeyedBlob> ScenarioStore::userDevice(std::string_view deviceId) const {
    if (!m_backend)
        return notOpen();
    return m_backend->userDevice(deviceId);
}

StoreResult<std::vector<KeyedBlob>> ScenarioStore::userDevices() const {
    if (!m_backend)
        return notOpen();
    return m_backend->userDevices();
}

StoreStatus ScenarioStore::deleteUserDevice(std::string_view deviceId) {
    if (!m_backend)
        return notOpen();
    return m_backend->deleteUserDevice(deviceId);
}

StoreStatus ScenarioStore::putPriceOverride(std::string_view deviceId, std::string_view json) {
    if (!m_backend)
        return notOpen();
    const KeyedBlob prices{std::string(deviceId), std::string(json), {}};
    if (auto refused = refuseNulInCatalog({{}, {prices}, false, {}}))
        return *refused;
    return m_backend->putPriceOverride(deviceId, json);
}

StoreResult<KeyedBlob> ScenarioStore::priceOverride(std::string_view deviceId) const {
    if (!m_backend)
        return notOpen();
    return m_backend->priceOverride(deviceId);
}

StoreResult<std::vector<KeyedBlob>> ScenarioStore::priceOverrides() const {
    if (!m_backend)
        return notOpen();
    return m_backend->priceOverrides();
}

StoreStatus ScenarioStore::deletePriceOverride(std::string_view deviceId) {
    if (!m_backend)
        return notOpen();
    return m_backend->deletePriceOverride(deviceId);
}

StoreStatus ScenarioStore::writeCatalogEntries(const std::vector<KeyedBlob>& devices,
                                               const std::vector<KeyedBlob>& prices,
                                               bool replaceAll) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNulInCatalog({devices, prices, replaceAll, {}}))
        return *refused;
    return m_backend->writeCatalog(CatalogWrite{devices, prices, replaceAll, {}});
}

StoreStatus ScenarioStore::replaceOffers(std::string_view provider,
                                         const std::vector<KeyedBlob>& offers) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNulInCatalog({{}, {}, false, {{std::string(provider), offers}}}))
        return *refused;
    if (provider.empty())
        return StoreError{StoreErrorCode::Invalid, "offers need a provider"};
    CatalogWrite write;
    write.offersByProvider[std::string(provider)] = offers;
    return m_backend->writeCatalog(write);
}

StoreStatus ScenarioStore::writeCatalog(const CatalogWrite& write) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNulInCatalog(write))
        return *refused;
    for (const auto& [provider, offers] : write.offersByProvider)
        if (provider.empty())
            return StoreError{StoreErrorCode::Invalid, "offers need a provider"};
    return m_backend->writeCatalog(write);
}

StoreResult<std::vector<KeyedBlob>> ScenarioStore::offers() const {
    if (!m_backend)
        return notOpen();
    return m_backend->offers();
}

StoreResult<std::vector<OfferRow>> ScenarioStore::offerRows() const {
    if (!m_backend)
        return notOpen();
    return m_backend->offerRows();
}

StoreResult<std::int64_t> ScenarioStore::insertRun(std::string_view label, std::string_view json) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNul("the run's label", label))
        return *refused;
    if (auto refused = refuseNul("the run's text", json))
        return *refused;
    return m_backend->insertRun(label, json);
}

StoreResult<std::vector<RunRecord>> ScenarioStore::runs() const {
    if (!m_backend)
        return notOpen();
    return m_backend->runs();
}

StoreResult<RunRecord> ScenarioStore::run(std::int64_t id) const {
    if (!m_backend)
        return notOpen();
    return m_backend->run(id);
}

StoreStatus ScenarioStore::deleteRun(std::int64_t id) {
    if (!m_backend)
        return notOpen();
    return m_backend->deleteRun(id);
}

StoreResult<int> ScenarioStore::saveCalibration(std::string_view name, std::string_view json,
                                                const std::vector<std::int64_t>& runIds) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNul("the calibration's name", name))
        return *refused;
    if (auto refused = refuseNul("the calibration's text", json))
        return *refused;
    return m_backend->saveCalibration(name, json, runIds);
}

StoreResult<CalibrationRecord> ScenarioStore::calibration(std::string_view name,
                                                          int version) const {
    if (!m_backend)
        return notOpen();
    return m_backend->calibration(name, version);
}

StoreResult<std::vector<CalibrationRecord>> ScenarioStore::calibrations() const {
    if (!m_backend)
        return notOpen();
    return m_backend->calibrations();
}

StoreResult<ScenarioTransfer> ScenarioStore::exportScenario(std::int64_t id) const {
    if (!m_backend)
        return notOpen();
    return m_backend->exportScenario(id);
}

StoreResult<TransferOutcome> ScenarioStore::importScenario(const ScenarioTransfer& scenario) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNulInTransfer(scenario))
        return *refused;
    return m_backend->importScenario(scenario);
}

StoreResult<std::int64_t> ScenarioStore::importRun(const RunRecord& run) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNul("the run's label", run.label))
        return *refused;
    if (auto refused = refuseNul("the run's text", run.json))
        return *refused;
    return m_backend->importRun(run);
}

StoreResult<std::vector<CalibrationRecord>> ScenarioStore::calibrationHistory() const {
    if (!m_backend)
        return notOpen();
    return m_backend->calibrationHistory();
}

StoreResult<TransferOutcome>
ScenarioStore::importCalibration(const CalibrationRecord& calibration) {
    if (!m_backend)
        return notOpen();
    if (auto refused = refuseNul("the calibration's name", calibration.name))
        return *refused;
    if (auto refused = refuseNul("the calibration's text", calibration.json))
        return *refused;
    return m_backend->importCalibration(calibration);
}

StoreResult<std::string> ScenarioStore::integrityCheck() const {
    if (!m_backend)
        return notOpen();
    return m_backend->integrityCheck();
}

} // namespace rightsize

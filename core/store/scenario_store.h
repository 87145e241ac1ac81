#pragma once

#include "core/store/engine/store_types.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

class StoreBackend;

// The scenario library, in one of two engines chosen by the location (store_location.h): an
// SQLite file shared by the GUI, the CLI and any number of running copies of either (WAL journal,
// a busy timeout, every write in one IMMEDIATE transaction with synchronous=FULL), or a team's
// PostgreSQL database (every write in one transaction, credentials only through libpq). Both keep
// the same tables at the same schema version and answer with the same values and errors.
class ScenarioStore {
public:
    // The version the migrations below bring every library to. Bump it with a new migration.
    static constexpr int kSchemaVersion = kStoreSchemaVersion;
    static constexpr int kBusyTimeoutMs = 10000;

    ScenarioStore();
    ~ScenarioStore();
    ScenarioStore(ScenarioStore&&) noexcept;
    ScenarioStore& operator=(ScenarioStore&&) noexcept;

    // Opens the library. Nothing at the path is changed (not even its journal mode) until it is
    // known to be a Rightsize library, or nothing yet: anything else (a text file, another
    // program's database, a library of a newer schema) is refused and left byte for byte as it
    // was. For writing, a missing library is created and an older one migrated to kSchemaVersion
    // in one transaction (a library made before the application id gets the id then). A damaged
    // library is refused, or moved aside with its -wal and -shm when the options ask for it.
    // A PostgreSQL location (postgresql://..., postgres://..., service=NAME) is opened on the
    // server instead: an empty database gets the tables, an older schema is migrated under an
    // advisory lock, anything else in the way is refused and left as it is.
    StoreResult<OpenReport> open(const std::string& location, const OpenOptions& options = {});
    void close();
    bool isOpen() const;
    // The location as it may be shown: a file path, or the server location without a password.
    const std::string& path() const;
    StoreEngine engine() const;
    // True when nothing may be changed: opened for reading, or a database role without the
    // right to write (the window disables editing and says why).
    bool readOnly() const;

    StoreResult<std::vector<ScenarioSummary>> list(const ListQuery& query = {}) const;
    StoreResult<ScenarioRecord> get(std::int64_t id) const;
    StoreResult<std::int64_t> insert(const NewScenario& scenario);
    // Inserts all or nothing (a bundle import). With ReuseExisting a scenario whose text is
    // already in the library (not deleted) is not added again: its id is returned, so an import
    // retried after it was interrupted leaves no duplicates.
    StoreResult<std::vector<std::int64_t>> insertAll(const std::vector<NewScenario>& scenarios,
                                                     IfIdentical ifIdentical = IfIdentical::Insert);
    // Saves new content; the previous content becomes a version. The name follows the JSON's
    // "name" when it has one. Saving identical text keeps no extra version. Returns the revision
    // now current. With `basedOnRevision` other than kAnyRevision, a scenario someone else has
    // changed since that revision is left alone and the answer is a Conflict: the caller keeps
    // the edit and decides (save it as a copy, take theirs, compare).
    StoreResult<std::int64_t> save(std::int64_t id, std::string_view json,
                                   std::int64_t basedOnRevision);
    // save() over whatever is current (imports and scripts that mean to overwrite).
    StoreStatus update(std::int64_t id, std::string_view json);
    // Renames the scenario and its JSON's "name" (key order kept); the old content is a version.
    StoreStatus rename(std::int64_t id, std::string_view name);
    StoreStatus setTags(std::int64_t id, const std::vector<std::string>& tags);
    StoreResult<std::int64_t> duplicate(std::int64_t id, std::string_view newName);

    StoreStatus remove(std::int64_t id);         // soft delete (undoable)
    StoreStatus restoreDeleted(std::int64_t id); // undo remove
    StoreResult<int> purgeDeleted();             // really deletes every soft-deleted scenario

    StoreResult<std::vector<ScenarioVersion>> versions(std::int64_t id) const; // newest first
    StoreStatus restoreVersion(std::int64_t id, std::int64_t versionId);

    // One autosave slot for the scenario being edited; the front end debounces the calls.
    StoreStatus saveAutosave(std::int64_t scenarioId, std::string_view json,
                             std::int64_t basedOnRevision = 0);
    StoreResult<std::optional<AutosaveEntry>> peekAutosave() const;
    StoreResult<std::optional<AutosaveEntry>> takeAutosave(); // reads and clears in one go
    StoreStatus clearAutosave();

    StoreStatus putUserDevice(std::string_view deviceId, std::string_view json);
    StoreResult<KeyedBlob> userDevice(std::string_view deviceId) const;
    StoreResult<std::vector<KeyedBlob>> userDevices() const;
    StoreStatus deleteUserDevice(std::string_view deviceId);

    StoreStatus putPriceOverride(std::string_view deviceId, std::string_view json);
    StoreResult<KeyedBlob> priceOverride(std::string_view deviceId) const;
    StoreResult<std::vector<KeyedBlob>> priceOverrides() const;
    StoreStatus deletePriceOverride(std::string_view deviceId);

    // Writes catalog entries in one transaction: all are saved or none. With `replaceAll` every
    // entry not given is removed first (the window saves the whole difference from the built-in
    // catalog at once); without, the given ones are added or replace those of the same id. A
    // device given whole drops a price change kept for it before: the whole device wins.
    StoreStatus writeCatalogEntries(const std::vector<KeyedBlob>& devices,
                                    const std::vector<KeyedBlob>& prices, bool replaceAll);

    // Instance offers of one provider, replaced all at once (an import of its price list).
    StoreStatus replaceOffers(std::string_view provider, const std::vector<KeyedBlob>& offers);
    // Devices, price changes and the offers of several providers in one transaction.
    StoreStatus writeCatalog(const CatalogWrite& write);
    StoreResult<std::vector<KeyedBlob>> offers() const;   // by key
    StoreResult<std::vector<OfferRow>> offerRows() const; // by key, with their providers
    // Measured runs and the calibrations fitted on them (schema 5).
    StoreResult<std::int64_t> insertRun(std::string_view label, std::string_view json);
    StoreResult<std::vector<RunRecord>> runs() const;
    StoreResult<RunRecord> run(std::int64_t id) const;
    StoreStatus deleteRun(std::int64_t id);
    // Saves the fit as the next version of `name` (1 for a new name) and returns that version.
    StoreResult<int> saveCalibration(std::string_view name, std::string_view json,
                                     const std::vector<std::int64_t>& runIds);
    // `version` 0: the newest.
    StoreResult<CalibrationRecord> calibration(std::string_view name, int version = 0) const;
    // The newest version of every name.
    StoreResult<std::vector<CalibrationRecord>> calibrations() const;

    // Copying between libraries (`scenarios copy`). A scenario is known everywhere by its uid;
    // importing one that is already there changes nothing, so a copy can be run again or resumed
    // after it was interrupted. Each scenario arrives whole with its history, or not at all.
    StoreResult<ScenarioTransfer> exportScenario(std::int64_t id) const;
    StoreResult<TransferOutcome> importScenario(const ScenarioTransfer& scenario);
    // The id of an identical run (label, text and time) already kept, else of the new copy.
    StoreResult<std::int64_t> importRun(const RunRecord& run);
    StoreResult<std::vector<CalibrationRecord>> calibrationHistory() const; // every version
    // Keeps the given name and version; one already there is left as it is.
    StoreResult<TransferOutcome> importCalibration(const CalibrationRecord& calibration);

    // Changes whenever another connection (another copy of the program, the CLI) has committed
    // to the library since the last call; cheap enough for the GUI to poll on a timer and
    // refresh its list. Own writes do not change it. 0 when the library is not open. On
    // PostgreSQL it counts the server's change notifications (LISTEN/NOTIFY) from other sessions.
    std::int64_t externalChangeCounter() const;
    // Called from externalChangeCounter() for every change it finds, so a front end can refresh
    // just what changed. Kept across open() and close().
    void setChangeListener(ChangeListener listener);
    // A socket that becomes readable when the server has a change to tell (PostgreSQL), for a
    // front end to watch instead of polling on a timer; -1 for the SQLite file.
    int changeSocket() const;

    // "ok" or the engine's list of problems (SQLite's PRAGMA integrity_check).
    StoreResult<std::string> integrityCheck() const;
    int schemaVersion() const;

private:
    std::unique_ptr<StoreBackend> m_backend;
    ChangeListener m_listener;
};

} // namespace rightsize

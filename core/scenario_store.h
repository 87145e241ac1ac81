#pragma once

#include "core/sqlite_util.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rightsize {

enum class StoreErrorCode {
    None,
    NotFound,   // no such scenario, version or key
    Busy,       // another copy of the program held the library longer than the busy timeout
    Io,         // the file or its folder could not be opened, created or moved
    TooNew,     // the library was written by a newer Rightsize; it is left untouched
    NotLibrary, // a file that is not a Rightsize library (text, another program's database)
    Damaged,    // a Rightsize library SQLite cannot read whole; left as it is unless moved aside
    Missing,    // opened for reading where there is no library yet (nothing was created)
    Migration,  // a migration failed and was rolled back; the library is as it was
    Invalid,    // an argument the store cannot accept (empty name, ...)
    Internal,   // any other SQLite failure
};

struct StoreError {
    StoreErrorCode code = StoreErrorCode::None;
    std::string message;
};

// A value or the reason there is none. The store never throws across its API: every failure
// comes back as one of these, so the GUI and the CLI decide how to tell the user.
template <class T> class StoreResult {
public:
    StoreResult(T value) : m_value(std::move(value)) {}
    StoreResult(StoreError error) : m_error(std::move(error)) {}

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const { return *m_value; }
    T& value() { return *m_value; }
    const T& operator*() const { return *m_value; }
    T& operator*() { return *m_value; }
    const T* operator->() const { return &*m_value; }
    T* operator->() { return &*m_value; }
    const StoreError& error() const { return m_error; }

private:
    std::optional<T> m_value;
    StoreError m_error;
};

struct Done {};
using StoreStatus = StoreResult<Done>;

struct ScenarioSummary {
    std::int64_t id = 0;
    std::string name;
    std::vector<std::string> tags;
    std::string notes;
    std::string created;   // ISO 8601 UTC, millisecond precision
    std::string modified;
    bool deleted = false;  // soft-deleted: hidden from list() until restoreDeleted or purge
};

struct ScenarioRecord : ScenarioSummary {
    std::string json;      // exactly the text that was imported or saved
};

struct ScenarioVersion {
    std::int64_t id = 0;
    std::int64_t scenarioId = 0;
    std::string name;
    std::vector<std::string> tags;
    std::string json;
    std::string saved;     // when this content was current (its modified time)
};

struct NewScenario {
    std::string name;      // empty: the JSON's "name", else "Untitled scenario"
    std::vector<std::string> tags;
    std::string json;      // already validated scenario text; stored byte for byte
};

struct AutosaveEntry {
    std::int64_t scenarioId = 0; // 0: a scenario that was never saved to the library
    std::string json;
    std::string saved;
};

// A user catalog entry or a price override: JSON text keyed by a device id.
struct KeyedBlob {
    std::string key;
    std::string json;
    std::string modified;
};

// A measured run kept in the library (its rightsize-run text as imported).
struct RunRecord {
    std::int64_t id = 0;
    std::string label;     // where it came from: a file, an MLflow run id
    std::string json;
    std::string imported;  // ISO 8601 UTC
};

// One version of a named calibration: the fit (factors, the runs' table) as JSON.
struct CalibrationRecord {
    std::string name;
    int version = 0;
    std::string json;
    std::vector<std::int64_t> runIds;
    std::string created;
};

enum class DeletedFilter { Hide, Only, Include };

struct ListQuery {
    std::string text;      // substring of the name, a tag or the notes (ASCII case-insensitive)
    DeletedFilter deleted = DeletedFilter::Hide;
};

enum class OpenMode {
    ReadWrite, // creates a missing library, migrates an older one
    ReadOnly,  // changes nothing and creates nothing (list, export)
};

struct OpenOptions {
    OpenMode mode = OpenMode::ReadWrite;
    // A path the user typed: its folder must exist. The default location's folder is created.
    bool folderMustExist = false;
    // Moves a damaged library aside ("<path>.corrupt-<time>") and starts a new one; only for a
    // command that writes and only once the user agreed (the window asks).
    bool moveDamagedAside = false;
};

// Whether importing a scenario whose text is already in the library adds another copy.
enum class IfIdentical { Insert, ReuseExisting };

// What open() found and did; the front end shows `message` when it is not empty.
struct OpenReport {
    std::string path;
    std::string movedAsidePath; // non-empty when a damaged file was moved out of the way
    std::string message;
    int foundSchemaVersion = 0; // 0 for a new library
    int schemaVersion = 0;
};

// The scenario library: one SQLite file shared by the GUI, the CLI and any number of running
// copies of either. WAL journal (readers never block the writer), a busy timeout (writers wait
// for each other instead of failing), every write in one IMMEDIATE transaction with
// synchronous=FULL (a commit that returned survives a crash or a power cut).
class ScenarioStore {
public:
    // The version the migrations below bring every library to. Bump it with a new migration.
    static constexpr int kSchemaVersion = 5;
    static constexpr int kBusyTimeoutMs = 10000;

    ScenarioStore() = default;
    ScenarioStore(ScenarioStore&&) noexcept = default;
    ScenarioStore& operator=(ScenarioStore&&) noexcept = default;

    // Opens the library. Nothing at the path is changed (not even its journal mode) until it is
    // known to be a Rightsize library, or nothing yet: anything else (a text file, another
    // program's database, a library of a newer schema) is refused and left byte for byte as it
    // was. For writing, a missing library is created and an older one migrated to kSchemaVersion
    // in one transaction (a library made before the application id gets the id then). A damaged
    // library is refused, or moved aside with its -wal and -shm when the options ask for it.
    StoreResult<OpenReport> open(const std::string& path, const OpenOptions& options = {});
    void close();
    bool isOpen() const { return m_db != nullptr; }
    const std::string& path() const { return m_path; }

    StoreResult<std::vector<ScenarioSummary>> list(const ListQuery& query = {}) const;
    StoreResult<ScenarioRecord> get(std::int64_t id) const;
    StoreResult<std::int64_t> insert(const NewScenario& scenario);
    // Inserts all or nothing (a bundle import). With ReuseExisting a scenario whose text is
    // already in the library (not deleted) is not added again: its id is returned, so an import
    // retried after it was interrupted leaves no duplicates.
    StoreResult<std::vector<std::int64_t>> insertAll(const std::vector<NewScenario>& scenarios,
                                                     IfIdentical ifIdentical = IfIdentical::Insert);
    // Saves new content; the previous content becomes a version. The name follows the JSON's
    // "name" when it has one. Saving identical text keeps no extra version.
    StoreStatus update(std::int64_t id, std::string_view json);
    // Renames the scenario and its JSON's "name" (key order kept); the old content is a version.
    StoreStatus rename(std::int64_t id, std::string_view name);
    StoreStatus setTags(std::int64_t id, const std::vector<std::string>& tags);
    StoreResult<std::int64_t> duplicate(std::int64_t id, std::string_view newName);

    StoreStatus remove(std::int64_t id);          // soft delete (undoable)
    StoreStatus restoreDeleted(std::int64_t id);  // undo remove
    StoreResult<int> purgeDeleted();              // really deletes every soft-deleted scenario

    StoreResult<std::vector<ScenarioVersion>> versions(std::int64_t id) const; // newest first
    StoreStatus restoreVersion(std::int64_t id, std::int64_t versionId);

    // One autosave slot for the scenario being edited; the front end debounces the calls.
    StoreStatus saveAutosave(std::int64_t scenarioId, std::string_view json);
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
    StoreResult<std::vector<KeyedBlob>> offers() const; // by key
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

    // Changes whenever another connection (another copy of the program, the CLI) has committed
    // to the library since the last call; cheap enough for the GUI to poll on a timer and
    // refresh its list. Own writes do not change it. 0 when the library is not open.
    std::int64_t externalChangeCounter() const;

    // "ok" or SQLite's list of problems (PRAGMA integrity_check).
    StoreResult<std::string> integrityCheck() const;
    int schemaVersion() const;

private:
    enum class BlobTable { UserDevices, PriceOverrides };

    StoreStatus openConnection(const std::string& path, bool* corrupt, std::string* why);
    StoreStatus openReadOnly(const std::string& path);
    StoreStatus moveAside(const std::string& path, const std::string& why, OpenReport& report);
    StoreStatus migrate(int* foundVersion);
    StoreResult<std::int64_t> insertLocked(const NewScenario& scenario);
    StoreStatus saveContentLocked(std::int64_t id, std::string_view name, std::string_view json);
    StoreStatus putBlob(BlobTable table, std::string_view key, std::string_view json);
    StoreStatus putBlobLocked(BlobTable table, std::string_view key, std::string_view json);
    StoreResult<KeyedBlob> getBlob(BlobTable table, std::string_view key) const;
    StoreResult<std::vector<KeyedBlob>> listBlobs(BlobTable table) const;
    StoreStatus deleteBlob(BlobTable table, std::string_view key);
    StoreResult<std::optional<AutosaveEntry>> readAutosave() const;
    StoreError sqlError(std::string_view what) const;
    StoreError notOpen() const;

    sql::DbHandle m_db;
    std::string m_path;
    int m_schema = 0; // a read-only library is read at the schema it has
};

} // namespace rightsize

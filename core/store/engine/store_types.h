#pragma once

#include "core/model/keyed_blob.h"

// The values every scenario library engine speaks: errors, results and the rows it keeps. The
// SQLite file and the PostgreSQL server return the same ones, so the window, the CLI and the
// tests never ask which engine they talk to.

#include <cstdint>
#include <functional>
#include <map>
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
    Conflict,   // a save based on a version that someone else has replaced meanwhile
    Denied,     // the database role may read the library but not change it
    Internal,   // any other failure of the engine
};

// The version of a scenario that every save is based on; a save with this value overwrites
// whatever is current (imports, the CLI), any other value is checked against the current one.
inline constexpr std::int64_t kAnyRevision = 0;

// The version the numbered migrations bring every library to, in either engine.
inline constexpr int kStoreSchemaVersion = 7;

// Which engine holds a library; chosen by the location's form (see store_location.h).
enum class StoreEngine { Sqlite, Postgres };

struct StoreError {
    StoreErrorCode code = StoreErrorCode::None;
    std::string message;
};

// A value or the reason there is none. The store never throws across its API: every failure
// comes back as one of these, so the GUI and the CLI decide how to tell the user.
template <class T> class StoreResult {
public:
    StoreResult(T value)
        : m_value(std::move(value)) {}
    StoreResult(StoreError error)
        : m_error(std::move(error)) {}

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
    std::string created; // ISO 8601 UTC, millisecond precision
    std::string modified;
    bool deleted = false; // soft-deleted: hidden from list() until restoreDeleted or purge
    // Counts every change of the content, name or tags from 1; a save names the one it was
    // based on, so two people saving over each other is a conflict, never a lost edit.
    std::int64_t revision = 0;
};

struct ScenarioRecord : ScenarioSummary {
    std::string json; // exactly the text that was imported or saved
};

struct ScenarioVersion {
    std::int64_t id = 0;
    std::int64_t scenarioId = 0;
    std::string name;
    std::vector<std::string> tags;
    std::string json;
    std::string saved;         // when this content was current (its modified time)
    std::int64_t revision = 0; // the scenario's revision while this content was current
};

struct NewScenario {
    std::string name; // empty: the JSON's "name", else "Untitled scenario"
    std::vector<std::string> tags;
    std::string json; // already validated scenario text; stored byte for byte
};

struct AutosaveEntry {
    std::int64_t scenarioId = 0; // 0: a scenario that was never saved to the library
    // The revision of that scenario the unsaved work started from; 0 when not known (work kept
    // by a library of schema 6 or older). Restored work saved over a later revision is a conflict.
    std::int64_t basedOnRevision = 0;
    std::string json;
    std::string saved;
};

// One change of the library's catalog, written as one transaction so an interrupted import leaves
// the old catalog or all of the new one: devices and price changes (`replaceAll` clears the
// earlier ones first), and the offers of each provider named, each provider's list replaced whole.
struct CatalogWrite {
    std::vector<KeyedBlob> devices;
    std::vector<KeyedBlob> prices;
    bool replaceAll = false;
    std::map<std::string, std::vector<KeyedBlob>> offersByProvider;
};

// A measured run kept in the library (its rightsize-run text as imported).
struct RunRecord {
    std::int64_t id = 0;
    std::string label; // where it came from: a file, an MLflow run id
    std::string json;
    std::string imported; // ISO 8601 UTC
};

// One version of a named calibration: the fit (factors, the runs' table) as JSON.
struct CalibrationRecord {
    std::string name;
    int version = 0;
    std::string json;
    std::vector<std::int64_t> runIds;
    std::string created;
};

// One scenario whole, as `scenarios copy` moves it between libraries: the current content, its
// history oldest first, and the id that names it in every library it is copied to.
struct ScenarioTransfer {
    std::string uid;
    ScenarioRecord record;
    std::vector<ScenarioVersion> history;
};

// An instance offer with the provider whose price list brought it.
struct OfferRow {
    std::string provider;
    KeyedBlob offer;
};

enum class DeletedFilter { Hide, Only, Include };

struct ListQuery {
    std::string text; // substring of the name, a tag or the notes (ASCII case-insensitive)
    DeletedFilter deleted = DeletedFilter::Hide;
};

enum class OpenMode {
    ReadWrite, // creates a missing library, migrates an older one
    ReadOnly,  // changes nothing and creates nothing (list, export)
};

// A change another client committed to the library. `table` names what changed ("scenarios",
// "user_devices", ...) where the engine can tell (PostgreSQL's notifications); it is empty for
// the SQLite file, which only knows that something did.
struct StoreChange {
    std::string table;
};
using ChangeListener = std::function<void(const StoreChange&)>;

// What happened to one item of a copy between libraries.
enum class TransferOutcome { Copied, AlreadyThere };

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

} // namespace rightsize

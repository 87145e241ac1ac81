#pragma once

#include "core/store/sqlite/sqlite_connection.h"
#include "core/store/sqlite/sqlite_util.h"
#include "core/store/engine/sql_library.h"

namespace rightsize {

// The library in one SQLite file shared by the GUI, the CLI and any number of running copies of
// either. WAL journal (readers never block the writer), a busy timeout (writers wait for each
// other instead of failing), every write in one IMMEDIATE transaction with synchronous=FULL (a
// commit that returned survives a crash or a power cut).
class SqliteStore final : public SqlLibrary {
public:
    static constexpr int kBusyTimeoutMs = 10000;

    StoreResult<OpenReport> open(const std::string& path, const OpenOptions& options) override;
    void close() override;
    bool isOpen() const override { return m_db != nullptr; }
    const std::string& path() const override { return m_path; }
    StoreEngine engine() const override { return StoreEngine::Sqlite; }
    bool readOnly() const override { return m_readOnly; }

    StoreStatus saveAutosave(std::int64_t scenarioId, std::string_view json,
                             std::int64_t basedOnRevision) override;
    StoreResult<std::optional<AutosaveEntry>> peekAutosave() const override;
    StoreResult<std::optional<AutosaveEntry>> takeAutosave() override;
    StoreStatus clearAutosave() override;

    StoreStatus putUserDevice(std::string_view deviceId, std::string_view json) override;
    StoreResult<KeyedBlob> userDevice(std::string_view deviceId) const override;
    StoreResult<std::vector<KeyedBlob>> userDevices() const override;
    StoreStatus deleteUserDevice(std::string_view deviceId) override;
    StoreStatus putPriceOverride(std::string_view deviceId, std::string_view json) override;
    StoreResult<KeyedBlob> priceOverride(std::string_view deviceId) const override;
    StoreResult<std::vector<KeyedBlob>> priceOverrides() const override;
    StoreStatus deletePriceOverride(std::string_view deviceId) override;
    StoreStatus writeCatalog(const CatalogWrite& write) override;
    StoreResult<std::vector<KeyedBlob>> offers() const override;
    StoreResult<std::vector<OfferRow>> offerRows() const override;

    StoreResult<std::int64_t> insertRun(std::string_view label, std::string_view json) override;
    StoreResult<std::vector<RunRecord>> runs() const override;
    StoreResult<RunRecord> run(std::int64_t id) const override;
    StoreStatus deleteRun(std::int64_t id) override;
    StoreResult<int> saveCalibration(std::string_view name, std::string_view json,
                                     const std::vector<std::int64_t>& runIds) override;
    StoreResult<CalibrationRecord> calibration(std::string_view name, int version) const override;
    StoreResult<std::vector<CalibrationRecord>> calibrations() const override;

    StoreResult<ScenarioTransfer> exportScenario(std::int64_t id) const override;
    StoreResult<TransferOutcome> importScenario(const ScenarioTransfer& scenario) override;
    StoreResult<std::int64_t> importRun(const RunRecord& run) override;
    StoreResult<std::vector<CalibrationRecord>> calibrationHistory() const override;
    StoreResult<TransferOutcome> importCalibration(const CalibrationRecord& calibration) override;

    std::int64_t pollChanges(const ChangeListener& listener) const override;
    StoreResult<std::string> integrityCheck() const override;
    int schemaVersion() const override;

protected:
    SqlConnection& connection() const override { return m_sql; }
    StoreStatus usable() const override;
    int openedSchema() const override { return m_schema; }

private:
    enum class BlobTable { UserDevices, PriceOverrides };

    StoreStatus openConnection(const std::string& path, bool* corrupt, std::string* why);
    StoreStatus openReadOnly(const std::string& path);
    StoreStatus moveAside(const std::string& path, const std::string& why, OpenReport& report);
    StoreStatus migrate(int* foundVersion);
    StoreStatus putBlob(BlobTable table, std::string_view key, std::string_view json);
    StoreStatus putBlobLocked(BlobTable table, std::string_view key, std::string_view json);
    // Inside a write transaction: the provider's offers replaced by these.
    StoreStatus replaceOffersLocked(std::string_view provider, const std::vector<KeyedBlob>& offers);
    StoreResult<KeyedBlob> getBlob(BlobTable table, std::string_view key) const;
    StoreResult<std::vector<KeyedBlob>> listBlobs(BlobTable table) const;
    StoreStatus deleteBlob(BlobTable table, std::string_view key);
    StoreResult<std::optional<AutosaveEntry>> readAutosave() const;
    StoreError sqlError(std::string_view what) const;
    StoreError notOpen() const;

    sql::DbHandle m_db;
    mutable SqliteConnection m_sql{m_db};
    std::string m_path;
    int m_schema = 0; // a read-only library is read at the schema it has
    bool m_readOnly = false;
    mutable std::int64_t m_lastDataVersion = 0; // for telling the listener
};

} // namespace rightsize

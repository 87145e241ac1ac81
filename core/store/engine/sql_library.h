#pragma once

#include "core/store/engine/sql_connection.h"
#include "core/store/engine/store_backend.h"

namespace rightsize {

// The rules of the scenario library written once over an engine's SqlConnection: what a save
// checks (the revision it was based on), what it keeps (the version it replaces), what a
// rename, a copy or a restore does. The SQLite file and the PostgreSQL server derive from it and
// add only what truly differs: opening, closing, the file's checks, the server's session.
class SqlLibrary : public StoreBackend {
public:
    StoreResult<std::vector<ScenarioSummary>> list(const ListQuery& query) const override;
    StoreResult<ScenarioRecord> get(std::int64_t id) const override;
    StoreResult<std::vector<std::int64_t>> insertAll(const std::vector<NewScenario>& scenarios,
                                                     IfIdentical ifIdentical) override;
    StoreResult<std::int64_t> save(std::int64_t id, std::string_view json,
                                   std::int64_t basedOnRevision) override;
    StoreStatus rename(std::int64_t id, std::string_view name) override;
    StoreStatus setTags(std::int64_t id, const std::vector<std::string>& tags) override;
    StoreResult<std::int64_t> duplicate(std::int64_t id, std::string_view newName) override;
    StoreStatus remove(std::int64_t id) override;
    StoreStatus restoreDeleted(std::int64_t id) override;
    StoreResult<int> purgeDeleted() override;
    StoreResult<std::vector<ScenarioVersion>> versions(std::int64_t id) const override;
    StoreStatus restoreVersion(std::int64_t id, std::int64_t versionId) override;

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

protected:
    // The engine's connection; only called once usable() said yes.
    virtual SqlConnection& connection() const = 0;
    // Whether the library can be used now: open (and on the server, connected again if the
    // connection was lost); otherwise the error every call answers.
    virtual StoreStatus usable() const = 0;
    // The schema the library was opened at: one opened for reading is read as it is, so an
    // older one lacks later columns and tables.
    virtual int openedSchema() const = 0;

private:
    enum class BlobTable { UserDevices, PriceOverrides };

    StoreResult<std::int64_t> insertLocked(const NewScenario& scenario);
    StoreResult<std::int64_t> saveContentLocked(std::int64_t id, std::string_view name,
                                                std::string_view json,
                                                std::int64_t basedOnRevision);
    StoreStatus putBlob(BlobTable table, std::string_view key, std::string_view json);
    StoreStatus putBlobLocked(BlobTable table, std::string_view key, std::string_view json);
    // Inside a write transaction: the provider's offers replaced by these.
    StoreStatus replaceOffersLocked(std::string_view provider,
                                    const std::vector<KeyedBlob>& offers);
    StoreResult<KeyedBlob> getBlob(BlobTable table, std::string_view key) const;
    StoreResult<std::vector<KeyedBlob>> listBlobs(BlobTable table) const;
    StoreStatus deleteBlob(BlobTable table, std::string_view key);
    // `lock`: the row is taken for a change in the same transaction (the server's row lock).
    StoreResult<std::optional<AutosaveEntry>> readAutosave(bool lock) const;
    // A library read at a schema older than `sinceSchema` has none.
    StoreResult<std::vector<CalibrationRecord>> readCalibrations(std::string_view sql,
                                                                 int sinceSchema) const;
};

} // namespace rightsize

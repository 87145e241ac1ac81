#pragma once

#include "core/store/engine/store_types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsize {

// What every engine of the scenario library does; ScenarioStore holds one and forwards to it.
// The contract of each call is written at ScenarioStore, which is what the front ends use.
class StoreBackend {
public:
    virtual ~StoreBackend() = default;

    virtual StoreResult<OpenReport> open(const std::string& location,
                                         const OpenOptions& options) = 0;
    virtual void close() = 0;
    virtual bool isOpen() const = 0;
    virtual const std::string& path() const = 0;
    virtual StoreEngine engine() const = 0;
    virtual bool readOnly() const = 0;

    virtual StoreResult<std::vector<ScenarioSummary>> list(const ListQuery& query) const = 0;
    virtual StoreResult<ScenarioRecord> get(std::int64_t id) const = 0;
    virtual StoreResult<std::vector<std::int64_t>>
    insertAll(const std::vector<NewScenario>& scenarios, IfIdentical ifIdentical) = 0;
    virtual StoreResult<std::int64_t> save(std::int64_t id, std::string_view json,
                                           std::int64_t basedOnRevision) = 0;
    virtual StoreStatus rename(std::int64_t id, std::string_view name) = 0;
    virtual StoreStatus setTags(std::int64_t id, const std::vector<std::string>& tags) = 0;
    virtual StoreResult<std::int64_t> duplicate(std::int64_t id, std::string_view newName) = 0;
    virtual StoreStatus remove(std::int64_t id) = 0;
    virtual StoreStatus restoreDeleted(std::int64_t id) = 0;
    virtual StoreResult<int> purgeDeleted() = 0;
    virtual StoreResult<std::vector<ScenarioVersion>> versions(std::int64_t id) const = 0;
    virtual StoreStatus restoreVersion(std::int64_t id, std::int64_t versionId) = 0;

    virtual StoreStatus saveAutosave(std::int64_t scenarioId, std::string_view json,
                                     std::int64_t basedOnRevision) = 0;
    virtual StoreResult<std::optional<AutosaveEntry>> peekAutosave() const = 0;
    virtual StoreResult<std::optional<AutosaveEntry>> takeAutosave() = 0;
    virtual StoreStatus clearAutosave() = 0;

    virtual StoreStatus putUserDevice(std::string_view deviceId, std::string_view json) = 0;
    virtual StoreResult<KeyedBlob> userDevice(std::string_view deviceId) const = 0;
    virtual StoreResult<std::vector<KeyedBlob>> userDevices() const = 0;
    virtual StoreStatus deleteUserDevice(std::string_view deviceId) = 0;
    virtual StoreStatus putPriceOverride(std::string_view deviceId, std::string_view json) = 0;
    virtual StoreResult<KeyedBlob> priceOverride(std::string_view deviceId) const = 0;
    virtual StoreResult<std::vector<KeyedBlob>> priceOverrides() const = 0;
    virtual StoreStatus deletePriceOverride(std::string_view deviceId) = 0;
    virtual StoreStatus writeCatalog(const CatalogWrite& write) = 0;
    virtual StoreResult<std::vector<KeyedBlob>> offers() const = 0;
    virtual StoreResult<std::vector<OfferRow>> offerRows() const = 0;

    virtual StoreResult<std::int64_t> insertRun(std::string_view label, std::string_view json) = 0;
    virtual StoreResult<std::vector<RunRecord>> runs() const = 0;
    virtual StoreResult<RunRecord> run(std::int64_t id) const = 0;
    virtual StoreStatus deleteRun(std::int64_t id) = 0;
    virtual StoreResult<int> saveCalibration(std::string_view name, std::string_view json,
                                             const std::vector<std::int64_t>& runIds) = 0;
    virtual StoreResult<CalibrationRecord> calibration(std::string_view name,
                                                       int version) const = 0;
    virtual StoreResult<std::vector<CalibrationRecord>> calibrations() const = 0;

    // For copying between libraries.
    virtual StoreResult<ScenarioTransfer> exportScenario(std::int64_t id) const = 0;
    virtual StoreResult<TransferOutcome> importScenario(const ScenarioTransfer& scenario) = 0;
    virtual StoreResult<std::int64_t> importRun(const RunRecord& run) = 0;
    virtual StoreResult<std::vector<CalibrationRecord>> calibrationHistory() const = 0;
    virtual StoreResult<TransferOutcome>
    importCalibration(const CalibrationRecord& calibration) = 0;

    // Counts other clients' changes seen so far and tells `listener` (when set) of each new one.
    virtual std::int64_t pollChanges(const ChangeListener& listener) const = 0;
    virtual int changeSocket() const { return -1; }
    virtual StoreResult<std::string> integrityCheck() const = 0;
    virtual int schemaVersion() const = 0;
};

} // namespace rightsize

#include "core/model/visible_text.h"
#include "core/store/engine/library_limits.h"
#include "core/store/engine/sql_library.h"
#include "core/store/engine/store_text.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rightsize {

namespace {

// Every command attaches the library's offers to the catalog: past the limit the write is
// refused whole, with the count it would have made.
std::optional<StoreError> refuseOffersPastLimit(SqlConnection& db) {
    const auto rows = db.exec("SELECT COUNT(*) FROM catalog_offers");
    if (!rows || rows->empty())
        return db.failure("cannot count the offers");
    const std::int64_t held = rows->integer(0, 0);
    if (held <= store_limits::kOffers)
        return std::nullopt;
    return StoreError{StoreErrorCode::Invalid,
                      "the library would hold " + std::to_string(held) +
                          " offers; it holds at most " + std::to_string(store_limits::kOffers) +
                          " (keep the providers and regions you rent from, or use a second "
                          "library); nothing was changed"};
}

} // namespace

using namespace store_text;

namespace {

// The two keyed tables have the same shape; each statement is still a fixed string.
constexpr const char* kBlobSelect[] = {
    "SELECT device_id, json, modified FROM user_devices WHERE device_id = $1",
    "SELECT device_id, json, modified FROM price_overrides WHERE device_id = $1",
};
constexpr const char* kBlobList[] = {
    "SELECT device_id, json, modified FROM user_devices ORDER BY device_id",
    "SELECT device_id, json, modified FROM price_overrides ORDER BY device_id",
};
constexpr const char* kBlobPut[] = {
    "INSERT INTO user_devices (device_id, json, modified) VALUES ($1, $2, {now}) "
    "ON CONFLICT (device_id) DO UPDATE SET json = excluded.json, modified = excluded.modified",
    "INSERT INTO price_overrides (device_id, json, modified) VALUES ($1, $2, {now}) "
    "ON CONFLICT (device_id) DO UPDATE SET json = excluded.json, modified = excluded.modified",
};
constexpr const char* kBlobDelete[] = {
    "DELETE FROM user_devices WHERE device_id = $1",
    "DELETE FROM price_overrides WHERE device_id = $1",
};

StoreError noEntry(std::string_view key) {
    return {StoreErrorCode::NotFound, "no entry for " + std::string(key)};
}

StoreError noRun(std::int64_t id) {
    return {StoreErrorCode::NotFound, "no run " + std::to_string(id)};
}

CalibrationRecord calibrationRow(const SqlRows& r, int row) {
    CalibrationRecord c;
    c.name = r.text(row, 0);
    c.version = static_cast<int>(r.integer(row, 1));
    c.json = r.text(row, 2);
    c.runIds = idsFromJson(r.text(row, 3));
    c.created = r.text(row, 4);
    return c;
}

RunRecord runRow(const SqlRows& r, int row) {
    return {r.integer(row, 0), r.text(row, 1), r.text(row, 2), r.text(row, 3)};
}

} // namespace

// ---- Catalog entries and offers ----------------------------------------------------------------

StoreStatus SqlLibrary::putBlobLocked(BlobTable table, std::string_view key,
                                      std::string_view json) {
    if (key.empty())
        return StoreError{StoreErrorCode::Invalid, "a device id is needed"};
    SqlConnection& db = connection();
    if (!db.exec(kBlobPut[static_cast<std::size_t>(table)], {key, json}))
        return db.failure("cannot save " + std::string(key));
    return Done{};
}

StoreStatus SqlLibrary::putBlob(BlobTable table, std::string_view key, std::string_view json) {
    if (auto ok = usable(); !ok)
        return ok;
    return putBlobLocked(table, key, json);
}

StoreResult<KeyedBlob> SqlLibrary::getBlob(BlobTable table, std::string_view key) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    auto r = db.exec(kBlobSelect[static_cast<std::size_t>(table)], {key});
    if (!r)
        return db.failure("cannot read " + std::string(key));
    if (r->empty())
        return noEntry(key);
    return KeyedBlob{r->text(0, 0), r->text(0, 1), r->text(0, 2)};
}

StoreResult<std::vector<KeyedBlob>> SqlLibrary::listBlobs(BlobTable table) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    auto r = db.exec(kBlobList[static_cast<std::size_t>(table)]);
    if (!r)
        return db.failure("cannot list entries");
    std::vector<KeyedBlob> out;
    for (int i = 0; i < r->size(); ++i)
        out.push_back({r->text(i, 0), r->text(i, 1), r->text(i, 2)});
    return out;
}

StoreStatus SqlLibrary::deleteBlob(BlobTable table, std::string_view key) {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    auto r = db.exec(kBlobDelete[static_cast<std::size_t>(table)], {key});
    if (!r)
        return db.failure("cannot delete " + std::string(key));
    if (r->changed() == 0)
        return noEntry(key);
    return Done{};
}

StoreStatus SqlLibrary::putUserDevice(std::string_view id, std::string_view json) {
    return putBlob(BlobTable::UserDevices, id, json);
}
StoreResult<KeyedBlob> SqlLibrary::userDevice(std::string_view id) const {
    return getBlob(BlobTable::UserDevices, id);
}
StoreResult<std::vector<KeyedBlob>> SqlLibrary::userDevices() const {
    return listBlobs(BlobTable::UserDevices);
}
StoreStatus SqlLibrary::deleteUserDevice(std::string_view id) {
    return deleteBlob(BlobTable::UserDevices, id);
}
StoreStatus SqlLibrary::putPriceOverride(std::string_view id, std::string_view json) {
    return putBlob(BlobTable::PriceOverrides, id, json);
}
StoreResult<KeyedBlob> SqlLibrary::priceOverride(std::string_view id) const {
    return getBlob(BlobTable::PriceOverrides, id);
}
StoreResult<std::vector<KeyedBlob>> SqlLibrary::priceOverrides() const {
    return listBlobs(BlobTable::PriceOverrides);
}
StoreStatus SqlLibrary::deletePriceOverride(std::string_view id) {
    return deleteBlob(BlobTable::PriceOverrides, id);
}

StoreStatus SqlLibrary::writeCatalog(const CatalogWrite& write) {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start saving the catalog");
    if (write.replaceAll &&
        (!db.exec("DELETE FROM user_devices") || !db.exec("DELETE FROM price_overrides")))
        return db.failure("cannot clear the catalog changes");
    const auto prices = static_cast<std::size_t>(BlobTable::PriceOverrides);
    for (const KeyedBlob& d : write.devices) {
        if (auto done = putBlobLocked(BlobTable::UserDevices, d.key, d.json); !done)
            return done.error();
        if (!db.exec(kBlobDelete[prices], {d.key}))
            return db.failure("cannot save " + d.key);
    }
    for (const KeyedBlob& p : write.prices)
        if (auto done = putBlobLocked(BlobTable::PriceOverrides, p.key, p.json); !done)
            return done.error();
    for (const auto& [provider, offers] : write.offersByProvider)
        if (auto done = replaceOffersLocked(provider, offers); !done)
            return done.error();
    if (!write.offersByProvider.empty())
        if (auto refused = refuseOffersPastLimit(db))
            return *refused; // the transaction rolls back: the library is as it was
    if (!tx.commit())
        return db.failure("cannot commit the catalog");
    return Done{};
}

StoreStatus SqlLibrary::replaceOffersLocked(std::string_view provider,
                                            const std::vector<KeyedBlob>& offers) {
    SqlConnection& db = connection();
    if (!db.exec("DELETE FROM catalog_offers WHERE provider = $1", {provider}))
        return db.failure("cannot replace the offers of " + std::string(provider));
    for (const KeyedBlob& o : offers) {
        if (o.key.empty())
            return StoreError{StoreErrorCode::Invalid, "an offer needs a key"};
        if (!db.exec(R"sql(INSERT INTO catalog_offers (offer_key, provider, json, modified)
              VALUES ($1, $2, $3, {now})
              ON CONFLICT (offer_key) DO UPDATE SET provider = excluded.provider,
                                                    json = excluded.json,
                                                    modified = excluded.modified)sql",
                     {o.key, provider, o.json}))
            return db.failure("cannot save the offer " + o.key);
    }
    return Done{};
}

StoreResult<std::vector<KeyedBlob>> SqlLibrary::offers() const {
    auto all = offerRows();
    if (!all)
        return all.error();
    std::vector<KeyedBlob> out;
    for (auto& row : *all)
        out.push_back(std::move(row.offer));
    return out;
}

StoreResult<std::vector<OfferRow>> SqlLibrary::offerRows() const {
    if (auto ok = usable(); !ok)
        return ok.error();
    // A library read at an older schema (read-only) has no offers yet.
    if (openedSchema() < 4)
        return std::vector<OfferRow>{};
    SqlConnection& db = connection();
    auto r = db.exec(
        "SELECT provider, offer_key, json, modified FROM catalog_offers ORDER BY offer_key");
    if (!r)
        return db.failure("cannot list the offers");
    std::vector<OfferRow> out;
    for (int i = 0; i < r->size(); ++i)
        out.push_back({r->text(i, 0), {r->text(i, 1), r->text(i, 2), r->text(i, 3)}});
    return out;
}

// ---- Measured runs and calibrations ------------------------------------------------------------

StoreResult<std::int64_t> SqlLibrary::insertRun(std::string_view label, std::string_view json) {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    auto r = db.exec("INSERT INTO measured_runs (label, json, imported) VALUES ($1, $2, {now}) "
                     "RETURNING id",
                     {label, json});
    if (!r || r->empty())
        return db.failure("cannot save the run");
    return r->integer(0, 0);
}

StoreResult<std::vector<RunRecord>> SqlLibrary::runs() const {
    if (auto ok = usable(); !ok)
        return ok.error();
    if (openedSchema() < 4)
        return std::vector<RunRecord>{};
    SqlConnection& db = connection();
    auto r = db.exec("SELECT id, label, json, imported FROM measured_runs ORDER BY id");
    if (!r)
        return db.failure("cannot list the runs");
    std::vector<RunRecord> out;
    for (int i = 0; i < r->size(); ++i)
        out.push_back(runRow(*r, i));
    return out;
}

StoreResult<RunRecord> SqlLibrary::run(std::int64_t id) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    if (openedSchema() < 4)
        return noRun(id);
    SqlConnection& db = connection();
    auto r = db.exec("SELECT id, label, json, imported FROM measured_runs WHERE id = $1", {id});
    if (!r)
        return db.failure("cannot read the run");
    if (r->empty())
        return noRun(id);
    return runRow(*r, 0);
}

StoreStatus SqlLibrary::deleteRun(std::int64_t id) {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    auto r = db.exec("DELETE FROM measured_runs WHERE id = $1", {id});
    if (!r)
        return db.failure("cannot delete the run");
    if (r->changed() == 0)
        return noRun(id);
    return Done{};
}

StoreResult<int> SqlLibrary::saveCalibration(std::string_view name, std::string_view json,
                                             const std::vector<std::int64_t>& runIds) {
    if (auto ok = usable(); !ok)
        return ok.error();
    if (name.empty())
        return StoreError{StoreErrorCode::Invalid, "a calibration needs a name"};
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start saving the calibration");
    // Numbering reads MAX(version): two sessions must not both take the same next number.
    if (const auto lock = sqlWords(db.dialect()).calibrationLock; !lock.empty())
        if (!db.exec(lock))
            return db.failure("cannot save the calibration");
    auto r = db.exec(R"sql(INSERT INTO calibrations (name, version, json, run_ids, created)
        SELECT $1, COALESCE(MAX(version), 0) + 1, $2, $3, {now} FROM calibrations WHERE name = $1
        RETURNING version)sql",
                     {name, json, idsToJson(runIds)});
    if (!r || r->empty())
        return db.failure("cannot save the calibration");
    const int version = static_cast<int>(r->integer(0, 0));
    if (!tx.commit())
        return db.failure("cannot commit the calibration");
    return version;
}

StoreResult<std::vector<CalibrationRecord>> SqlLibrary::readCalibrations(std::string_view sql,
                                                                         int sinceSchema) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    if (openedSchema() < sinceSchema)
        return std::vector<CalibrationRecord>{};
    SqlConnection& db = connection();
    auto r = db.exec(sql);
    if (!r)
        return db.failure("cannot list the calibrations");
    std::vector<CalibrationRecord> out;
    for (int i = 0; i < r->size(); ++i)
        out.push_back(calibrationRow(*r, i));
    return out;
}

StoreResult<CalibrationRecord> SqlLibrary::calibration(std::string_view name, int version) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    const StoreError missing{
        StoreErrorCode::NotFound,
        "no calibration named " + quoteText(name) +
            (version > 0 ? " of version " + std::to_string(version) : std::string())};
    if (openedSchema() < 4)
        return missing;
    SqlConnection& db = connection();
    auto r = db.exec(R"sql(SELECT name, version, json, run_ids, created FROM calibrations
        WHERE name = $1 AND (CAST($2 AS INTEGER) = 0 OR version = CAST($2 AS INTEGER))
        ORDER BY version DESC LIMIT 1)sql",
                     {name, static_cast<std::int64_t>(version)});
    if (!r)
        return db.failure("cannot read the calibration");
    if (r->empty())
        return missing;
    return calibrationRow(*r, 0);
}

StoreResult<std::vector<CalibrationRecord>> SqlLibrary::calibrations() const {
    return readCalibrations(R"sql(SELECT name, version, json, run_ids, created FROM calibrations c
        WHERE version = (SELECT MAX(version) FROM calibrations WHERE name = c.name)
        ORDER BY name)sql",
                            4);
}

StoreResult<std::vector<CalibrationRecord>> SqlLibrary::calibrationHistory() const {
    return readCalibrations(
        "SELECT name, version, json, run_ids, created FROM calibrations ORDER BY name, version", 5);
}

} // namespace rightsize

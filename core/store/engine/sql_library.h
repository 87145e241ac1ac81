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
    StoreResult<std::int64_t> insertLocked(const NewScenario& scenario);
    StoreResult<std::int64_t> saveContentLocked(std::int64_t id, std::string_view name,
                                                std::string_view json,
                                                std::int64_t basedOnRevision);
};

} // namespace rightsize

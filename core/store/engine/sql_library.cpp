#include "core/store/engine/sql_library.h"

#include "core/store/engine/store_text.h"

#include <algorithm>
#include <string>

namespace rightsize {

using namespace store_text;

namespace {

StoreError notFound(std::int64_t id) {
    return {StoreErrorCode::NotFound, "no scenario with id " + std::to_string(id)};
}

// A library opened for reading keeps its schema: before 3 nothing was ever deleted, before 6 no
// revision was counted (every scenario reads as its first). These are the columns "deleted_at,
// revision" read at the schema the library has.
std::string_view deletedAndRevision(int schema) {
    return schema >= 6 ? "deleted_at, revision" : schema >= 3 ? "deleted_at, 1" : "NULL, 1";
}

ScenarioSummary summaryRow(const SqlRows& r, int row) {
    ScenarioSummary s;
    s.id = r.integer(row, 0);
    s.name = r.text(row, 1);
    s.tags = tagsFromJson(r.text(row, 2));
    s.notes = r.text(row, 3);
    s.created = r.text(row, 4);
    s.modified = r.text(row, 5);
    s.deleted = !r.isNull(row, 6);
    s.revision = r.integer(row, 7);
    return s;
}

} // namespace

StoreResult<std::vector<ScenarioSummary>> SqlLibrary::list(const ListQuery& query) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    const int schema = openedSchema();
    const std::string deleted = schema >= 3
                                    ? "((CAST($1 AS INTEGER) = 0 AND deleted_at IS NULL) "
                                      "OR (CAST($1 AS INTEGER) = 1 AND deleted_at IS NOT NULL) "
                                      "OR CAST($1 AS INTEGER) = 2)"
                                    : "CAST($1 AS INTEGER) <> 1";
    const std::string sql = std::string("SELECT id, name, tags, notes, created, modified, ") +
                            std::string(deletedAndRevision(schema)) + " FROM scenarios WHERE " +
                            deleted +
                            R"sql( AND (CAST($2 AS TEXT) = '' OR name {like} $3 ESCAPE '\'
                   OR tags {like} $3 ESCAPE '\' OR notes {like} $3 ESCAPE '\')
        ORDER BY modified DESC, id DESC)sql";
    const std::string pattern = containsPattern(query.text);
    SqlConnection& db = connection();
    auto r = db.exec(sql, {static_cast<std::int64_t>(query.deleted), query.text, pattern});
    if (!r)
        return db.failure("cannot list scenarios");
    std::vector<ScenarioSummary> out;
    for (int i = 0; i < r->size(); ++i)
        out.push_back(summaryRow(*r, i));
    return out;
}

StoreResult<ScenarioRecord> SqlLibrary::get(std::int64_t id) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    const std::string sql = std::string("SELECT id, name, tags, notes, created, modified, ") +
                            std::string(deletedAndRevision(openedSchema())) +
                            ", json FROM scenarios WHERE id = $1";
    SqlConnection& db = connection();
    auto r = db.exec(sql, {id});
    if (!r)
        return db.failure("cannot read scenario " + std::to_string(id));
    if (r->empty())
        return notFound(id);
    ScenarioRecord record;
    static_cast<ScenarioSummary&>(record) = summaryRow(*r, 0);
    record.json = r->text(0, 8);
    return record;
}

StoreResult<std::int64_t> SqlLibrary::insertLocked(const NewScenario& scenario) {
    auto [docName, notes] = nameAndNotes(scenario.json);
    std::string name = !scenario.name.empty() ? scenario.name : docName;
    if (name.empty())
        name = "Untitled scenario";
    SqlConnection& db = connection();
    auto r = db.exec(R"sql(
        INSERT INTO scenarios (name, tags, notes, created, modified, json, revision, uid)
        VALUES ($1, $2, $3, {now}, {now}, $4, 1, $5) RETURNING id)sql",
                     {name, tagsToJson(scenario.tags), notes, scenario.json, newUid()});
    if (!r || r->empty())
        return db.failure("cannot insert the scenario");
    return r->integer(0, 0);
}

StoreResult<std::vector<std::int64_t>>
SqlLibrary::insertAll(const std::vector<NewScenario>& scenarios, IfIdentical ifIdentical) {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start saving");
    const bool reuse = ifIdentical == IfIdentical::ReuseExisting;
    if (const auto lock = sqlWords(db.dialect()).importLock; reuse && !lock.empty())
        if (!db.exec(lock))
            return db.failure("cannot start saving");
    std::vector<std::int64_t> ids;
    for (const auto& scenario : scenarios) {
        if (reuse) {
            auto same = db.exec("SELECT id FROM scenarios WHERE json = $1 AND deleted_at IS NULL "
                                "ORDER BY id LIMIT 1",
                                {scenario.json});
            if (!same)
                return db.failure("cannot look for the scenario in the library");
            if (!same->empty()) {
                ids.push_back(same->integer(0, 0));
                continue;
            }
        }
        auto id = insertLocked(scenario);
        if (!id)
            return id.error();
        ids.push_back(*id);
    }
    if (!tx.commit())
        return db.failure("cannot commit the new scenarios");
    return ids;
}

// Keeps the current content as a version and replaces it; the caller holds the transaction, so
// the check of the revision and the write are one step no other writer can come between (on the
// server the row lock makes a concurrent save of this scenario wait, then read this revision).
StoreResult<std::int64_t> SqlLibrary::saveContentLocked(std::int64_t id, std::string_view name,
                                                        std::string_view json,
                                                        std::int64_t basedOnRevision) {
    SqlConnection& db = connection();
    auto current =
        db.exec("SELECT name, json, revision FROM scenarios WHERE id = $1{for_update}", {id});
    if (!current)
        return db.failure("cannot read scenario " + std::to_string(id));
    if (current->empty())
        return notFound(id);
    const std::string oldName = current->text(0, 0);
    const std::int64_t revision = current->integer(0, 2);
    if (current->text(0, 1) == json && (name.empty() || name == oldName))
        return revision; // nothing changed: no new version, no new modified time, no conflict
    if (basedOnRevision != kAnyRevision && basedOnRevision != revision)
        return StoreError{StoreErrorCode::Conflict, conflictMessage(id, revision, basedOnRevision)};

    if (!db.exec(R"sql(
        INSERT INTO scenario_versions (scenario_id, name, tags, json, saved, revision)
        SELECT id, name, tags, json, modified, revision FROM scenarios WHERE id = $1)sql",
                 {id}))
        return db.failure("cannot keep the previous version");
    const std::string notes = nameAndNotes(json).second;
    if (!db.exec(R"sql(
        UPDATE scenarios SET name = $2, notes = $3, json = $4, modified = {now},
                             revision = revision + 1
        WHERE id = $1)sql",
                 {id, name.empty() ? std::string_view(oldName) : name, notes, json}))
        return db.failure("cannot save scenario " + std::to_string(id));
    return revision + 1;
}

StoreResult<std::int64_t> SqlLibrary::save(std::int64_t id, std::string_view json,
                                           std::int64_t basedOnRevision) {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start saving");
    auto saved = saveContentLocked(id, nameAndNotes(json).first, json, basedOnRevision);
    if (!saved)
        return saved;
    if (!tx.commit())
        return db.failure("cannot commit the save");
    return saved;
}

StoreStatus SqlLibrary::rename(std::int64_t id, std::string_view name) {
    if (auto ok = usable(); !ok)
        return ok;
    if (name.empty())
        return StoreError{StoreErrorCode::Invalid, "a scenario needs a name"};
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start renaming");
    auto record = get(id);
    if (!record)
        return record.error();
    auto saved = saveContentLocked(id, name, withName(record->json, name), kAnyRevision);
    if (!saved)
        return saved.error();
    if (!tx.commit())
        return db.failure("cannot commit the rename");
    return Done{};
}

StoreStatus SqlLibrary::setTags(std::int64_t id, const std::vector<std::string>& tags) {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    auto r = db.exec(R"sql(
        UPDATE scenarios SET tags = $2, modified = {now}, revision = revision + 1
        WHERE id = $1)sql",
                     {id, tagsToJson(tags)});
    if (!r)
        return db.failure("cannot set the tags");
    if (r->changed() == 0)
        return notFound(id);
    return Done{};
}

StoreResult<std::int64_t> SqlLibrary::duplicate(std::int64_t id, std::string_view newName) {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start duplicating");
    auto record = get(id);
    if (!record)
        return record.error();
    // A copy under a new name says so inside its document too, so an export of it does not
    // come back under the original's name.
    NewScenario copy{record->name, record->tags, record->json};
    if (!newName.empty() && newName != record->name) {
        copy.name = std::string(newName);
        copy.json = withName(record->json, newName);
    }
    auto newId = insertLocked(copy);
    if (!newId)
        return newId.error();
    if (!tx.commit())
        return db.failure("cannot commit the copy");
    return newId;
}

StoreStatus SqlLibrary::remove(std::int64_t id) {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    auto r = db.exec("UPDATE scenarios SET deleted_at = {now} WHERE id = $1 AND deleted_at IS NULL",
                     {id});
    if (!r)
        return db.failure("cannot delete scenario " + std::to_string(id));
    if (r->changed() == 0)
        return notFound(id);
    return Done{};
}

StoreStatus SqlLibrary::restoreDeleted(std::int64_t id) {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    auto r = db.exec(
        "UPDATE scenarios SET deleted_at = NULL WHERE id = $1 AND deleted_at IS NOT NULL", {id});
    if (!r)
        return db.failure("cannot restore scenario " + std::to_string(id));
    if (r->changed() == 0)
        return StoreError{StoreErrorCode::NotFound,
                          "no deleted scenario with id " + std::to_string(id)};
    return Done{};
}

StoreResult<int> SqlLibrary::purgeDeleted() {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    auto r = db.exec("DELETE FROM scenarios WHERE deleted_at IS NOT NULL");
    if (!r)
        return db.failure("cannot purge deleted scenarios");
    return static_cast<int>(r->changed());
}

StoreResult<std::vector<ScenarioVersion>> SqlLibrary::versions(std::int64_t id) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    // A library read at schema 1 has no versions yet; before 6 they had no revision.
    const int schema = openedSchema();
    if (schema < 2)
        return std::vector<ScenarioVersion>{};
    const std::string sql = std::string("SELECT id, scenario_id, name, tags, json, saved, ") +
                            (schema >= 6 ? "revision" : "0") +
                            " FROM scenario_versions WHERE scenario_id = $1 ORDER BY id DESC";
    SqlConnection& db = connection();
    auto r = db.exec(sql, {id});
    if (!r)
        return db.failure("cannot list versions");
    std::vector<ScenarioVersion> out;
    for (int i = 0; i < r->size(); ++i) {
        ScenarioVersion v;
        v.id = r->integer(i, 0);
        v.scenarioId = r->integer(i, 1);
        v.name = r->text(i, 2);
        v.tags = tagsFromJson(r->text(i, 3));
        v.json = r->text(i, 4);
        v.saved = r->text(i, 5);
        v.revision = r->integer(i, 6);
        out.push_back(std::move(v));
    }
    return out;
}

StoreStatus SqlLibrary::restoreVersion(std::int64_t id, std::int64_t versionId) {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start restoring");
    auto v = db.exec("SELECT name, json FROM scenario_versions WHERE id = $1 AND scenario_id = $2",
                     {versionId, id});
    if (!v)
        return db.failure("cannot read the version");
    if (v->empty())
        return StoreError{StoreErrorCode::NotFound, "scenario " + std::to_string(id) +
                                                        " has no version " +
                                                        std::to_string(versionId)};
    // Restoring is a save like any other: what was current becomes a version in turn.
    if (auto saved = saveContentLocked(id, v->text(0, 0), v->text(0, 1), kAnyRevision); !saved)
        return saved.error();
    if (!tx.commit())
        return db.failure("cannot commit the restore");
    return Done{};
}

// ---- Copying between libraries -----------------------------------------------------------------

StoreResult<ScenarioTransfer> SqlLibrary::exportScenario(std::int64_t id) const {
    if (auto ok = usable(); !ok)
        return ok.error();
    // A scenario's uid, which names it in every library it is copied to, came with schema 6.
    if (const int schema = openedSchema(); schema < 6)
        return StoreError{StoreErrorCode::Invalid,
                          "the library has schema " + std::to_string(schema) +
                              "; open it once for writing to bring it to " +
                              std::to_string(kStoreSchemaVersion)};
    auto record = get(id);
    if (!record)
        return record.error();
    SqlConnection& db = connection();
    auto uid = db.exec("SELECT uid FROM scenarios WHERE id = $1", {id});
    if (!uid || uid->empty())
        return db.failure("cannot read scenario " + std::to_string(id));
    auto history = versions(id);
    if (!history)
        return history.error();
    ScenarioTransfer t;
    t.uid = uid->text(0, 0);
    t.record = std::move(*record);
    t.history.assign(history->rbegin(), history->rend());
    return t;
}

StoreResult<TransferOutcome> SqlLibrary::importScenario(const ScenarioTransfer& t) {
    if (auto ok = usable(); !ok)
        return ok.error();
    if (t.uid.empty())
        return StoreError{StoreErrorCode::Invalid, "a scenario to copy needs its uid"};
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start copying the scenario");
    const ScenarioRecord& r = t.record;
    // ON CONFLICT: a copy running at the same time that got there first wins, and this one
    // counts the scenario as already there.
    auto inserted =
        db.exec(R"sql(
        INSERT INTO scenarios (name, tags, notes, created, modified, json, revision, uid,
                               deleted_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN CAST($9 AS INTEGER) = 1 THEN $5 END)
        ON CONFLICT (uid) DO NOTHING RETURNING id)sql",
                {r.name, tagsToJson(r.tags), r.notes, r.created, r.modified, r.json,
                 std::max<std::int64_t>(r.revision, 1), t.uid, std::int64_t(r.deleted ? 1 : 0)});
    if (!inserted)
        return db.failure("cannot copy the scenario " + r.name);
    if (inserted->empty())
        return TransferOutcome::AlreadyThere;
    const std::int64_t id = inserted->integer(0, 0);
    for (const ScenarioVersion& v : t.history) {
        if (!db.exec(R"sql(
            INSERT INTO scenario_versions (scenario_id, name, tags, json, saved, revision)
            VALUES ($1, $2, $3, $4, $5, $6))sql",
                     {id, v.name, tagsToJson(v.tags), v.json, v.saved, v.revision}))
            return db.failure("cannot copy a version of " + r.name);
    }
    if (!tx.commit())
        return db.failure("cannot commit the copy of " + r.name);
    return TransferOutcome::Copied;
}

StoreResult<std::int64_t> SqlLibrary::importRun(const RunRecord& run) {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start copying the run");
    if (const auto lock = sqlWords(db.dialect()).importLock; !lock.empty())
        if (!db.exec(lock))
            return db.failure("cannot start copying the run");
    auto same = db.exec("SELECT id FROM measured_runs WHERE label = $1 AND json = $2 "
                        "AND imported = $3 ORDER BY id LIMIT 1",
                        {run.label, run.json, run.imported});
    if (!same)
        return db.failure("cannot look for the run");
    if (!same->empty())
        return same->integer(0, 0);
    auto r = db.exec("INSERT INTO measured_runs (label, json, imported) VALUES ($1, $2, $3) "
                     "RETURNING id",
                     {run.label, run.json, run.imported});
    if (!r || r->empty())
        return db.failure("cannot copy the run");
    const std::int64_t id = r->integer(0, 0);
    if (!tx.commit())
        return db.failure("cannot commit the run");
    return id;
}

StoreResult<TransferOutcome> SqlLibrary::importCalibration(const CalibrationRecord& c) {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    auto r = db.exec(
        R"sql(INSERT INTO calibrations (name, version, json, run_ids, created)
        VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name, version) DO NOTHING)sql",
        {c.name, static_cast<std::int64_t>(c.version), c.json, idsToJson(c.runIds), c.created});
    if (!r)
        return db.failure("cannot copy the calibration " + c.name);
    return r->changed() == 0 ? TransferOutcome::AlreadyThere : TransferOutcome::Copied;
}

// ---- Autosave ----------------------------------------------------------------------------------

// The unsaved work has one slot in the SQLite file and one per database role on the server
// ({autosave_slot} names it).
StoreStatus SqlLibrary::saveAutosave(std::int64_t scenarioId, std::string_view json,
                                     std::int64_t basedOnRevision) {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    if (!db.exec(R"sql(
        INSERT INTO autosave ({autosave_key}, scenario_id, json, saved, revision)
        VALUES ({autosave_slot}, (SELECT id FROM scenarios WHERE id = $1), $2, {now}, $3)
        ON CONFLICT ({autosave_key}) DO UPDATE SET scenario_id = excluded.scenario_id,
                                                   json = excluded.json, saved = excluded.saved,
                                                   revision = excluded.revision)sql",
                 {scenarioId, json, basedOnRevision}))
        return db.failure("cannot autosave");
    return Done{};
}

StoreResult<std::optional<AutosaveEntry>> SqlLibrary::readAutosave(bool lock) const {
    // A library read as it is (an older schema, opened read-only) has no revision column yet.
    const std::string sql = std::string("SELECT scenario_id, json, saved, ") +
                            (openedSchema() >= 7 ? "revision" : "0") +
                            " FROM autosave WHERE {autosave_key} = {autosave_slot}" +
                            (lock ? "{for_update}" : "");
    SqlConnection& db = connection();
    auto r = db.exec(sql);
    if (!r)
        return db.failure("cannot read the autosave");
    if (r->empty())
        return std::optional<AutosaveEntry>();
    AutosaveEntry entry;
    entry.scenarioId = r->isNull(0, 0) ? 0 : r->integer(0, 0);
    entry.json = r->text(0, 1);
    entry.saved = r->text(0, 2);
    // No scenario (never saved, an unknown id, or deleted since): its revision means nothing.
    entry.basedOnRevision = entry.scenarioId ? r->integer(0, 3) : 0;
    return std::optional<AutosaveEntry>(std::move(entry));
}

StoreResult<std::optional<AutosaveEntry>> SqlLibrary::peekAutosave() const {
    if (auto ok = usable(); !ok)
        return ok.error();
    return readAutosave(false);
}

StoreResult<std::optional<AutosaveEntry>> SqlLibrary::takeAutosave() {
    if (auto ok = usable(); !ok)
        return ok.error();
    SqlConnection& db = connection();
    SqlTransaction tx(db);
    if (!tx.began())
        return db.failure("cannot start reading the autosave");
    auto entry = readAutosave(true);
    if (!entry)
        return entry;
    if (!db.exec("DELETE FROM autosave WHERE {autosave_key} = {autosave_slot}"))
        return db.failure("cannot clear the autosave");
    if (!tx.commit())
        return db.failure("cannot commit taking the autosave");
    return entry;
}

StoreStatus SqlLibrary::clearAutosave() {
    if (auto ok = usable(); !ok)
        return ok;
    SqlConnection& db = connection();
    if (!db.exec("DELETE FROM autosave WHERE {autosave_key} = {autosave_slot}"))
        return db.failure("cannot clear the autosave");
    return Done{};
}

} // namespace rightsize

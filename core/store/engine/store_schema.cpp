#include "core/store/engine/store_schema.h"

#include "core/store/engine/store_types.h"

#include <array>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace rightsize {

namespace {

// One migration: what both engines run, with the words that differ written as placeholders, and
// what only one of them has. The version stamp is added by migrationScript().
struct Migration {
    const char* common;
    const char* sqliteOnly = "";
    const char* postgresOnly = "";
};

// Placeholders in `common`:
//   {id}          a table's own key, numbered by the database
//   {int64}       a 64-bit integer column
//   {random_uid}  a fresh random hex id for the row being updated (of the scenarios table)
constexpr std::array<Migration, kStoreSchemaVersion> kMigrations = {{
    // 0 → 1: scenarios, user catalog entries and price overrides. The SQLite file is stamped
    // with the application id, so that it is recognised as a library before anything is changed
    // (the server keeps the id in its schema_version table, made before the first migration).
    {R"sql(
    CREATE TABLE scenarios (
        id       {id},
        name     TEXT NOT NULL,
        tags     TEXT NOT NULL DEFAULT '[]',
        notes    TEXT NOT NULL DEFAULT '',
        created  TEXT NOT NULL,
        modified TEXT NOT NULL,
        json     TEXT NOT NULL
    );
    CREATE TABLE user_devices (
        device_id TEXT PRIMARY KEY,
        json      TEXT NOT NULL,
        modified  TEXT NOT NULL
    );
    CREATE TABLE price_overrides (
        device_id TEXT PRIMARY KEY,
        json      TEXT NOT NULL,
        modified  TEXT NOT NULL
    );
    )sql",
     "PRAGMA application_id = 1381194289;\n"},
    // 1 → 2: every save keeps the previous content as a version.
    {R"sql(
    CREATE TABLE scenario_versions (
        id          {id},
        scenario_id {int64} NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,
        name        TEXT NOT NULL,
        tags        TEXT NOT NULL,
        json        TEXT NOT NULL,
        saved       TEXT NOT NULL
    );
    CREATE INDEX scenario_versions_by_scenario ON scenario_versions(scenario_id, id);
    CREATE INDEX scenarios_by_modified ON scenarios(modified);
    )sql"},
    // 2 → 3: soft delete (undo) and the autosave slot: the SQLite file has the single slot of its
    // one user, the server one per database role, since a whole team shares the database.
    {R"sql(
    ALTER TABLE scenarios ADD COLUMN deleted_at TEXT;
    )sql",
     R"sql(
    CREATE TABLE autosave (
        slot        INTEGER PRIMARY KEY CHECK (slot = 1),
        scenario_id INTEGER REFERENCES scenarios(id) ON DELETE SET NULL,
        json        TEXT NOT NULL,
        saved       TEXT NOT NULL
    );
    )sql",
     R"sql(
    CREATE TABLE autosave (
        owner       TEXT PRIMARY KEY DEFAULT current_user,
        scenario_id BIGINT REFERENCES scenarios(id) ON DELETE SET NULL,
        json        TEXT NOT NULL,
        saved       TEXT NOT NULL
    );
    )sql"},
    // 3 → 4: instance offers imported from price lists (SkyPilot's catalog, a CSV of offers),
    // one row per provider, region, instance type and device; an import of a provider's list
    // replaces that provider's rows.
    {R"sql(
    CREATE TABLE catalog_offers (
        offer_key TEXT PRIMARY KEY,
        provider  TEXT NOT NULL,
        json      TEXT NOT NULL,
        modified  TEXT NOT NULL
    );
    CREATE INDEX catalog_offers_by_provider ON catalog_offers(provider);
    )sql"},
    // 4 → 5: a team's measured runs and the calibrations fitted on them, named and versioned.
    {R"sql(
    CREATE TABLE measured_runs (
        id       {id},
        label    TEXT NOT NULL,
        json     TEXT NOT NULL,
        imported TEXT NOT NULL
    );
    CREATE TABLE calibrations (
        id      {id},
        name    TEXT NOT NULL,
        version INTEGER NOT NULL,
        json    TEXT NOT NULL,
        run_ids TEXT NOT NULL DEFAULT '[]',
        created TEXT NOT NULL,
        UNIQUE (name, version)
    );
    )sql"},
    // 5 → 6: every scenario counts its revisions, so a save based on an older one is a conflict
    // rather than an overwrite, and carries a uid that names it in every library it is copied to.
    // The revisions are numbered from the versions kept so far, oldest first. On the server,
    // triggers tell other sessions about a change, so their lists refresh without polling.
    {R"sql(
    ALTER TABLE scenarios ADD COLUMN revision {int64} NOT NULL DEFAULT 1;
    ALTER TABLE scenarios ADD COLUMN uid TEXT;
    ALTER TABLE scenario_versions ADD COLUMN revision {int64} NOT NULL DEFAULT 0;
    UPDATE scenario_versions SET revision =
        (SELECT count(*) FROM scenario_versions v
         WHERE v.scenario_id = scenario_versions.scenario_id AND v.id <= scenario_versions.id);
    UPDATE scenarios SET revision = 1 + (SELECT count(*) FROM scenario_versions v WHERE v.scenario_id = scenarios.id),
                         uid = {random_uid};
    CREATE UNIQUE INDEX scenarios_by_uid ON scenarios(uid);
    )sql",
     "",
     R"sql(
    CREATE FUNCTION rightsize_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM pg_notify('rightsize_library', TG_TABLE_NAME);
        RETURN NULL;
    END
    $$;
    CREATE TRIGGER scenarios_notify AFTER INSERT OR UPDATE OR DELETE ON scenarios
        FOR EACH STATEMENT EXECUTE FUNCTION rightsize_notify();
    CREATE TRIGGER user_devices_notify AFTER INSERT OR UPDATE OR DELETE ON user_devices
        FOR EACH STATEMENT EXECUTE FUNCTION rightsize_notify();
    CREATE TRIGGER price_overrides_notify AFTER INSERT OR UPDATE OR DELETE ON price_overrides
        FOR EACH STATEMENT EXECUTE FUNCTION rightsize_notify();
    CREATE TRIGGER catalog_offers_notify AFTER INSERT OR UPDATE OR DELETE ON catalog_offers
        FOR EACH STATEMENT EXECUTE FUNCTION rightsize_notify();
    CREATE TRIGGER measured_runs_notify AFTER INSERT OR UPDATE OR DELETE ON measured_runs
        FOR EACH STATEMENT EXECUTE FUNCTION rightsize_notify();
    CREATE TRIGGER calibrations_notify AFTER INSERT OR UPDATE OR DELETE ON calibrations
        FOR EACH STATEMENT EXECUTE FUNCTION rightsize_notify();
    )sql"},
    // 6 → 7: unsaved work remembers the revision it started from, so restoring it after a
    // colleague's save still meets that save as a conflict. Work kept before has 0 (not known).
    // On the server a change names its schema too: libraries kept as schemas of one database
    // share the channel, and a client refreshes for its own library only.
    {R"sql(
    ALTER TABLE autosave ADD COLUMN revision {int64} NOT NULL DEFAULT 0;
    )sql",
     "",
     R"sql(
    CREATE OR REPLACE FUNCTION rightsize_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM pg_notify('rightsize_library', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
        RETURN NULL;
    END
    $$;
    )sql"},
}};
static_assert(kLibraryApplicationId == 1381194289, "the first migration spells the id out");

struct Words {
    std::string_view id;
    std::string_view int64;
    std::string_view randomUid;
};

constexpr Words kSqliteWords{"INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER",
                             "lower(hex(randomblob(16)))"};
constexpr Words kPostgresWords{"BIGSERIAL PRIMARY KEY", "BIGINT",
                               "md5(random()::text || scenarios.id::text)"};

std::string substituted(std::string_view text, const Words& words) {
    static constexpr std::array<std::pair<std::string_view, std::string_view Words::*>, 3>
        kPlaceholders = {{
            {"{id}", &Words::id},
            {"{int64}", &Words::int64},
            {"{random_uid}", &Words::randomUid},
        }};
    std::string out;
    out.reserve(text.size() + 64);
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t brace = text.find('{', at);
        if (brace == std::string_view::npos) {
            out.append(text.substr(at));
            break;
        }
        out.append(text.substr(at, brace - at));
        bool replaced = false;
        for (const auto& [name, word] : kPlaceholders) {
            if (text.substr(brace, name.size()) == name) {
                out.append(words.*word);
                at = brace + name.size();
                replaced = true;
                break;
            }
        }
        if (!replaced) {
            out.push_back('{');
            at = brace + 1;
        }
    }
    return out;
}

} // namespace

std::string migrationScript(int from, SqlDialect dialect) {
    if (from < 0 || from >= kStoreSchemaVersion)
        throw std::out_of_range("no migration from schema " + std::to_string(from));
    const Migration& m = kMigrations[static_cast<std::size_t>(from)];
    const bool sqlite = dialect == SqlDialect::Sqlite;
    std::string script = substituted(m.common, sqlite ? kSqliteWords : kPostgresWords);
    script += sqlite ? m.sqliteOnly : m.postgresOnly;
    const std::string next = std::to_string(from + 1);
    script += sqlite ? "PRAGMA user_version = " + next + ";\n"
                     : "UPDATE schema_version SET version = " + next + ";\n";
    return script;
}

} // namespace rightsize

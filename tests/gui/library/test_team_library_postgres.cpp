// The window over a team library on a real PostgreSQL server (the store tests' fixture): other
// clients' changes arrive through the server's notifications on the connection's socket (no
// timer runs for a server), a save over a colleague's newer one asks, a role that may only read
// turns editing off, and a database that cannot be opened leaves the library in use open.
#include "core/store/scenario_store.h"
#include "tests/gui/library_fixture.h"
#include "tests/store/store_engines.h"
#include "tests/support/scripted_dialogs.h"
#include "ui/library/autosave.h"
#include "ui/library/library_model.h"
#include "ui/widgets/dialog_service.h"

#include <QAction>
#include <QLabel>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;
using namespace rightsize::ui::testing;

namespace {

std::string withParameter(std::string location, const std::string& key, const std::string& value) {
    const auto at = location.find(test::cat(key, "="));
    if (at == std::string::npos)
        return test::cat(location, location.find('?') == std::string::npos ? "?" : "&", key, "=",
                         value);
    const auto end = location.find('&', at);
    return location.replace(at, (end == std::string::npos ? location.size() : end) - at,
                            test::cat(key, "=", value));
}

int seqLenIn(const std::string& json) {
    return nlohmann::json::parse(json)["workload"].value("seq_len", 0);
}

} // namespace

class TeamLibraryPostgresTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // The window's notices and questions, for the whole test; a test may install its own for a
    // while, which then takes them.
    std::unique_ptr<ScriptedDialogs> m_dialogs;
    std::unique_ptr<MainWindow> m_window;
    std::string m_server;

    Library* library() const { return m_window->library(); }
    LibraryPanel* panel() const { return m_window->libraryPanel(); }
    DocumentModel* doc() const { return m_window->document(); }
    // What the window told the user, in order.
    QStringList notices() const {
        QStringList texts;
        for (const auto& request : m_dialogs->requests(QStringLiteral("inform")))
            texts << request.text;
        return texts;
    }

    // A fresh schema on the server as a library location.
    std::string freshLibrary(const char* name) {
        const std::string schema = test::EngineLibraries::schemaName(name);
        if (!test::serverExec(m_server, test::cat("CREATE SCHEMA ", schema)).empty())
            return {};
        return test::EngineLibraries::inSchema(m_server, schema);
    }

private slots:
    void init() {
        QString why;
        m_server = test::serverLocation(&why);
        if (m_server.empty())
            QSKIP(qPrintable(why));
        QVERIFY(m_dir.isValid());
        m_dialogs = std::make_unique<ScriptedDialogs>();
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->resize(1600, 1000);
        QVERIFY(m_window->openLibrary(m_dir.filePath(QStringLiteral("local.sqlite"))));
        m_window->show();
    }
    void cleanup() {
        m_window.reset();
        m_dialogs.reset();
    }

    void changesArriveThroughTheServerAndConflictsAsk() {
        const std::string location = freshLibrary("gui_refresh");
        QVERIFY(!location.empty());
        QVERIFY2(m_window->openTeamLibrary(QString::fromStdString(location)),
                 qPrintable(notices().join(u'\n')));
        QVERIFY(library()->isServer());
        QVERIFY(!library()->readOnly());
        QVERIFY(panel()->headerLabel()->text().startsWith(
            QStringLiteral("Team library: postgresql://")));
        const auto ids = m_window->importFiles({examplePath("bert-base-finetune.json")}).ids;
        QCOMPARE(ids.size(), 1);
        const std::int64_t id = ids.front();
        QVERIFY(m_window->openFromLibrary(id));
        doc()->edit(QStringLiteral("$.workload.batch_size"), QStringLiteral("batch"),
                    [](Scenario& s) { s.workload.batchSize = 64; });

        // A colleague adds a scenario and saves over the one being edited.
        ScenarioStore colleague;
        QVERIFY(colleague.open(location).ok());
        QVERIFY(colleague.insert(NewScenario{
            {}, {}, readFile(examplePath("distilbert-online-serving.json")).toStdString()}));
        auto record = colleague.get(id);
        QVERIFY(record.ok());
        std::string json = record->json;
        json.replace(json.find("\"seq_len\": 128"), 14, "\"seq_len\": 256");
        const auto theirs = colleague.save(id, json, record->revision);
        QVERIFY(theirs.ok());

        // Only the connection's socket can tell the window: no timer polls a server.
        QTRY_COMPARE_WITH_TIMEOUT(panel()->model()->rowCount(), 2, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->libraryCopyChangedElsewhere(), 10000);
        QCOMPARE(doc()->scenario().workload.batchSize, 64);
        QCOMPARE(doc()->scenario().workload.seqLen, 128);
        QVERIFY(!doc()->undoStack()->isClean());

        ScriptedDialogs dialogs;
        dialogs.queueChoice(0); // keep mine as a new scenario
        QVERIFY(m_window->saveToLibrary());
        QCOMPARE(dialogs.requests(QStringLiteral("choose")).size(), 1);
        QCOMPARE(colleague.list()->size(), std::size_t(3));
        QCOMPARE(colleague.get(id)->revision, *theirs);
        QCOMPARE(seqLenIn(colleague.get(id)->json), 256);
        QVERIFY(m_window->libraryScenarioId() != id);
    }

    void aReadOnlyRoleTurnsEditingOff() {
        const std::string owner = freshLibrary("gui_roles");
        QVERIFY(!owner.empty());
        ScenarioStore store;
        QVERIFY(store.open(owner).ok());
        const auto id = store.insert(
            NewScenario{{}, {}, readFile(examplePath("bert-base-finetune.json")).toStdString()});
        QVERIFY(id.ok());
        store.close();
        const std::string schema = owner.substr(owner.rfind("%3D") + 3);
        const std::string role = test::cat(schema, "_reader");
        QCOMPARE(
            test::serverExec(m_server, test::cat("CREATE ROLE ", role,
                                                 " LOGIN; GRANT USAGE ON SCHEMA ", schema, " TO ",
                                                 role, "; GRANT SELECT ON ALL TABLES IN SCHEMA ",
                                                 schema, " TO ", role)),
            std::string());

        QVERIFY2(
            m_window->openTeamLibrary(QString::fromStdString(withParameter(owner, "user", role))),
            qPrintable(notices().join(u'\n')));
        QVERIFY(library()->readOnly());
        QVERIFY(panel()->headerLabel()->text().contains(
            QStringLiteral("read-only for your database role")));
        QVERIFY(m_window->openFromLibrary(*id));
        panel()->selectIds({*id});
        for (const char* name : {"save", "duplicate", "rename", "tags", "delete", "import"})
            QVERIFY2(!panel()->action(QLatin1String(name))->isEnabled(), name);
        QVERIFY(!m_window->findChild<QAction*>(QStringLiteral("actionSaveToLibrary"))->isEnabled());

        doc()->edit(QStringLiteral("$.workload.batch_size"), QStringLiteral("batch"),
                    [](Scenario& s) { s.workload.batchSize = 64; });
        m_window->autosave()->flush();
        QVERIFY(!m_window->saveToLibrary());
        QVERIFY(notices().last().contains(Library::readOnlyReason()));
        QCOMPARE(doc()->scenario().workload.batchSize, 64);
        QVERIFY(!doc()->undoStack()->isClean());
        QVERIFY(store.open(owner).ok());
        QCOMPARE(store.get(*id)->revision, std::int64_t(1));
        QVERIFY(!store.peekAutosave()->has_value());
    }

    void aLostConnectionKeepsTheEdit() {
        const std::string owner = freshLibrary("gui_lost");
        QVERIFY(!owner.empty());
        ScenarioStore store;
        QVERIFY(store.open(owner).ok());
        const auto id = store.insert(
            NewScenario{{}, {}, readFile(examplePath("bert-base-finetune.json")).toStdString()});
        QVERIFY(id.ok());
        store.close();
        const std::string schema = owner.substr(owner.rfind("%3D") + 3);
        const std::string role = test::cat(schema, "_editor");
        QCOMPARE(
            test::serverExec(
                m_server,
                test::cat("CREATE ROLE ", role, " LOGIN; GRANT USAGE ON SCHEMA ", schema, " TO ",
                          role, "; GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ",
                          schema, " TO ", role, "; GRANT USAGE ON ALL SEQUENCES IN SCHEMA ", schema,
                          " TO ", role)),
            std::string());
        QVERIFY2(
            m_window->openTeamLibrary(QString::fromStdString(withParameter(owner, "user", role))),
            qPrintable(notices().join(u'\n')));
        QVERIFY(!library()->readOnly());
        QVERIFY(m_window->openFromLibrary(*id));
        doc()->edit(QStringLiteral("$.workload.batch_size"), QStringLiteral("batch"),
                    [](Scenario& s) { s.workload.batchSize = 64; });

        // The server drops the window's connection and lets nobody of that role back in.
        QCOMPARE(test::serverExec(m_server, test::cat("ALTER ROLE ", role,
                                                      " NOLOGIN; SELECT pg_terminate_backend(pid) "
                                                      "FROM pg_stat_activity WHERE usename = '",
                                                      role, "'")),
                 std::string());
        QVERIFY(!m_window->saveToLibrary());
        QVERIFY2(notices().last().contains(QStringLiteral("still in the editor")),
                 qPrintable(notices().last()));
        QCOMPARE(doc()->scenario().workload.batchSize, 64);
        QVERIFY(!doc()->undoStack()->isClean());
        QVERIFY(library()->isOpen());

        // Once the server lets the role in again, the same save goes through.
        QCOMPARE(test::serverExec(m_server, test::cat("ALTER ROLE ", role, " LOGIN")),
                 std::string());
        QVERIFY2(m_window->saveToLibrary(), qPrintable(notices().last()));
        QVERIFY(doc()->undoStack()->isClean());
        QVERIFY(store.open(owner).ok());
        QCOMPARE(nlohmann::json::parse(store.get(*id)->json)["workload"].value("batch_size", 0),
                 64);
    }

    void aDatabaseThatCannotBeOpenedKeepsTheLibrary() {
        const std::string location = freshLibrary("gui_missing");
        QVERIFY(!location.empty());
        QVERIFY(m_window->openTeamLibrary(QString::fromStdString(location)));
        const QString before = library()->path();
        std::string missing = location;
        missing.replace(missing.find("/postgres?"), 10, "/no_such_database?");
        QVERIFY(!m_window->openTeamLibrary(QString::fromStdString(missing)));
        QCOMPARE(library()->path(), before);
        QVERIFY(library()->isServer());
        QVERIFY(notices().last().contains(QStringLiteral("no_such_database")));
        QVERIFY(notices().last().contains(QStringLiteral("stays open")));
    }
};

QTEST_MAIN(TeamLibraryPostgresTest)
#include "test_team_library_postgres.moc"

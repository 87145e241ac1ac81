// The window over a library others write to as well: a save that meets someone else's newer
// save asks what to do (and each answer does what it says), a library the role may only read
// turns editing off and says why, changes from another connection refresh the list without
// touching the edit, and File → Open team library refuses what it cannot open while the
// library in use stays open. Two connections to one SQLite file stand in for two people on a
// server: conflicts and refreshes reach the window through the same store API.
#include "core/store/scenario_store.h"
#include "tests/gui/library_fixture.h"
#include "tests/support/scripted_dialogs.h"
#include "ui/library/autosave.h"
#include "ui/library/catalog_editor.h"
#include "ui/library/compare_dialog.h"
#include "ui/library/library_model.h"
#include "ui/library/team_library_dialog.h"
#include "ui/widgets/dialog_service.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QUndoStack>
#include <algorithm>
#include <optional>

using namespace rightsize;
using namespace rightsize::ui;
using namespace rightsize::ui::testing;

namespace {

const char* const kBert = "bert-base-finetune.json";

int batchSizeIn(const std::string& json) {
    return nlohmann::json::parse(json)["workload"].value("batch_size", 0);
}
int seqLenIn(const std::string& json) {
    return nlohmann::json::parse(json)["workload"].value("seq_len", 0);
}

} // namespace

class TeamLibraryTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // The window's notices and questions, for the whole test; a test may install its own for a
    // while, which then takes them.
    std::unique_ptr<ScriptedDialogs> m_dialogs;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<AppSettings> m_settings;
    QString m_settingsFile;
    int m_runs = 0;
    std::int64_t m_id = 0;

    QString libraryPath() const { return m_dir.filePath(QStringLiteral("library.sqlite")); }
    Library* library() const { return m_window->library(); }
    LibraryPanel* panel() const { return m_window->libraryPanel(); }
    DocumentModel* doc() const { return m_window->document(); }
    int rows() const {
        auto listed = library()->store().list();
        return listed ? int(listed->size()) : -1;
    }
    // What the window told the user, in order.
    QStringList notices() const {
        QStringList texts;
        for (const auto& request : m_dialogs->requests(QStringLiteral("inform")))
            texts << request.text;
        return texts;
    }
    QString libraryStatus() const {
        return m_window->findChild<QLabel*>(QStringLiteral("libraryStatus"))->text();
    }

    // The bert example opened in the window, then batch size 64 typed in and not yet saved.
    void openAndEdit() {
        const auto ids = m_window->importFiles({examplePath(kBert)}).ids;
        QCOMPARE(ids.size(), 1);
        m_id = ids.front();
        QVERIFY(m_window->openFromLibrary(m_id));
        QVERIFY(m_window->libraryRevision() > 0);
        doc()->edit(QStringLiteral("$.workload.batch_size"), QStringLiteral("batch"),
                    [](Scenario& s) { s.workload.batchSize = 64; });
        QVERIFY(!doc()->undoStack()->isClean());
    }

    // Someone else saves sequence length 256 over the same scenario through their own connection.
    std::int64_t saveTheirs() {
        ScenarioStore other;
        if (!other.open(libraryPath().toStdString()))
            return 0;
        auto record = other.get(m_id);
        if (!record)
            return 0;
        std::string json = record->json;
        const std::string from = "\"seq_len\": 128";
        json.replace(json.find(from), from.size(), "\"seq_len\": 256");
        auto saved = other.save(m_id, json, record->revision);
        return saved ? *saved : 0;
    }

    // What the autosave slot of the library file at `path` holds (through a connection of its own).
    static std::optional<AutosaveEntry> slotOf(const QString& path) {
        ScenarioStore store;
        if (!store.open(path.toStdString()))
            return std::nullopt;
        auto entry = store.peekAutosave();
        return entry ? *entry : std::nullopt;
    }

    // A second library file whose autosave slot holds work on its one scenario (the bert example
    // with sequence length 512) left there when a window on it did not close normally.
    QString libraryWithKeptWork(std::int64_t* keptId) {
        const QString path = m_dir.filePath(QStringLiteral("team.sqlite"));
        ScenarioStore store;
        if (!store.open(path.toStdString()))
            return {};
        const std::string bert = readFile(examplePath(kBert)).toStdString();
        auto id = store.insert(NewScenario{{}, {}, bert});
        if (!id)
            return {};
        std::string kept = bert;
        const std::string from = "\"seq_len\": 128";
        kept.replace(kept.find(from), from.size(), "\"seq_len\": 512");
        if (!store.saveAutosave(*id, kept, store.get(*id)->revision))
            return {};
        *keptId = *id;
        return path;
    }

private slots:
    void init() {
        QVERIFY(m_dir.isValid());
        m_dialogs = std::make_unique<ScriptedDialogs>();
        // A settings file per test: a removed file can still be cached by QSettings in-process.
        m_settingsFile = m_dir.filePath(QStringLiteral("settings-%1.ini").arg(++m_runs));
        m_settings = std::make_shared<AppSettings>(m_settingsFile);
        m_window = std::make_unique<MainWindow>(m_settings);
        m_window->resize(1600, 1000);
        QVERIFY(m_window->openLibrary(libraryPath()));
        m_window->show();
    }
    void cleanup() {
        m_window.reset();
        m_dialogs.reset();
        QFile::remove(libraryPath());
        QFile::remove(m_dir.filePath(QStringLiteral("team.sqlite")));
        m_settings.reset();
        QFile::remove(m_settingsFile);
    }

    void conflictChoices_data() {
        QTest::addColumn<QList<int>>("choices"); // 0 keep mine, 1 take theirs, 2 compare, -1 cancel
        QTest::addColumn<bool>("saved");
        QTest::addColumn<int>("rowsAfter");
        QTest::addColumn<int>("editorBatch");
        QTest::addColumn<int>("editorSeqLen");
        QTest::addColumn<bool>("editorClean");
        QTest::newRow("keep mine as a new scenario")
            << QList<int>{0} << true << 2 << 64 << 128 << true;
        QTest::newRow("take theirs") << QList<int>{1} << true << 1 << 32 << 256 << true;
        QTest::newRow("compare, then keep mine")
            << QList<int>{2, 0} << true << 2 << 64 << 128 << true;
        QTest::newRow("compare, then take theirs")
            << QList<int>{2, 1} << true << 1 << 32 << 256 << true;
        QTest::newRow("cancel keeps the edit")
            << QList<int>{-1} << false << 1 << 64 << 128 << false;
    }
    void conflictChoices() {
        QFETCH(QList<int>, choices);
        QFETCH(bool, saved);
        QFETCH(int, rowsAfter);
        QFETCH(int, editorBatch);
        QFETCH(int, editorSeqLen);
        QFETCH(bool, editorClean);
        openAndEdit();
        const std::int64_t theirs = saveTheirs();
        QVERIFY(theirs > m_window->libraryRevision());

        ScriptedDialogs dialogs;
        for (int c : choices)
            dialogs.queueChoice(c);
        QStringList compared;
        dialogs.setDialogHandler([&](QDialog* dialog) {
            auto* compare = qobject_cast<CompareDialog*>(dialog);
            if (compare)
                compared = compare->differingPaths();
            return int(QDialog::Rejected);
        });
        QCOMPARE(m_window->saveToLibrary(), saved);

        // Asked once per answer, through the dialog service, with the three ways out.
        const auto asked = dialogs.requests(QStringLiteral("choose"));
        QCOMPARE(asked.size(), choices.size());
        QCOMPARE(asked.front().choices.size(), 3);
        QVERIFY(asked.front().text.contains(QStringLiteral("Fine-tune BERT-base")));
        // Compare shows mine against theirs: both changed inputs differ.
        QCOMPARE(dialogs.requests(QStringLiteral("dialog")).size(), int(choices.count(2)));
        if (choices.contains(2)) {
            QVERIFY2(compared.contains(QStringLiteral("$.workload.batch_size")),
                     qPrintable(compared.join(u' ')));
            QVERIFY(compared.contains(QStringLiteral("$.workload.seq_len")));
        }

        // Their version is never overwritten.
        auto original = library()->store().get(m_id);
        QVERIFY(original.ok());
        QCOMPARE(original->revision, theirs);
        QCOMPARE(seqLenIn(original->json), 256);
        QCOMPARE(batchSizeIn(original->json), 32);

        QCOMPARE(rows(), rowsAfter);
        QCOMPARE(doc()->scenario().workload.batchSize, editorBatch);
        QCOMPARE(doc()->scenario().workload.seqLen, editorSeqLen);
        QCOMPARE(doc()->undoStack()->isClean(), editorClean);
        if (rowsAfter == 2) {
            // The edit became a scenario of its own, and the editor goes on with it.
            const std::int64_t copy = m_window->libraryScenarioId();
            QVERIFY(copy != m_id);
            auto record = library()->store().get(copy);
            QVERIFY(record.ok());
            QCOMPARE(QString::fromStdString(record->name),
                     QStringLiteral("Fine-tune BERT-base for sentiment classification (my edit)"));
            QCOMPARE(batchSizeIn(record->json), 64);
            QCOMPARE(seqLenIn(record->json), 128);
            QCOMPARE(m_window->libraryRevision(), record->revision);
        } else {
            QCOMPARE(m_window->libraryScenarioId(), m_id);
        }
        if (!editorClean) {
            // Nothing was decided: saving again asks again (still the conflict).
            dialogs.queueChoice(-1);
            QVERIFY(!m_window->saveToLibrary());
            QCOMPARE(dialogs.requests(QStringLiteral("choose")).size(), choices.size() + 1);
        } else if (rowsAfter == 1) {
            QCOMPARE(m_window->libraryRevision(), theirs);
        }
    }

    void savingWithoutAConflictNeedsNoQuestion() {
        openAndEdit();
        ScriptedDialogs dialogs;
        const std::int64_t before = m_window->libraryRevision();
        QVERIFY(m_window->saveToLibrary());
        QVERIFY(dialogs.requests(QStringLiteral("choose")).isEmpty());
        QVERIFY(m_window->libraryRevision() > before);
        QCOMPARE(batchSizeIn(library()->store().get(m_id)->json), 64);
    }

    void ownTagsAndRenamesAreNoConflict() {
        openAndEdit();
        ScriptedDialogs dialogs;
        QVERIFY(library()->setTags(m_id, {QStringLiteral("reviewed")}));
        QVERIFY(library()->rename(m_id, QStringLiteral("BERT, reviewed")));
        QCOMPARE(doc()->scenario().workload.batchSize, 64); // the edit stays
        QVERIFY(m_window->saveToLibrary());
        QVERIFY(dialogs.requests(QStringLiteral("choose")).isEmpty());
        QCOMPARE(batchSizeIn(library()->store().get(m_id)->json), 64);
        QCOMPARE(library()->store().get(m_id)->tags, std::vector<std::string>{"reviewed"});
        // Someone else's change in between still asks.
        doc()->edit(QStringLiteral("$.workload.batch_size"), QStringLiteral("batch"),
                    [](Scenario& s) { s.workload.batchSize = 96; });
        QVERIFY(saveTheirs() > 0);
        QVERIFY(library()->setTags(m_id, {QStringLiteral("again")}));
        QVERIFY(!m_window->saveToLibrary());
        QCOMPARE(dialogs.requests(QStringLiteral("choose")).size(), 1);
    }

    void readOnlyTurnsEditingOffAndSaysWhy() {
        openAndEdit();
        QVERIFY(m_window->saveToLibrary()); // the edit is in the library
        doc()->edit(QStringLiteral("$.workload.batch_size"), QStringLiteral("batch"),
                    [](Scenario& s) { s.workload.batchSize = 48; });
        QVERIFY(m_window->openTeamLibrary(libraryPath(), true));
        QVERIFY(library()->readOnly());
        // Same library: the edit and its link to the scenario stay.
        QCOMPARE(m_window->libraryScenarioId(), m_id);
        QCOMPARE(doc()->scenario().workload.batchSize, 48);

        const QString reason = Library::readOnlyReason();
        panel()->selectIds({m_id});
        for (const char* name : {"save", "duplicate", "rename", "tags", "delete", "import"}) {
            QAction* action = panel()->action(QLatin1String(name));
            QVERIFY2(action && !action->isEnabled(), name);
            QVERIFY2(action->toolTip().contains(reason), name);
        }
        QVERIFY(panel()->action(QStringLiteral("open"))->isEnabled());
        QVERIFY(panel()->action(QStringLiteral("history"))->isEnabled());
        for (const char* name : {"actionSaveToLibrary", "actionImport"}) {
            auto* action = m_window->findChild<QAction*>(QLatin1String(name));
            QVERIFY2(action && !action->isEnabled(), name);
            QCOMPARE(action->toolTip(), reason);
        }
        const QModelIndex nameCell = panel()->model()->index(0, LibraryModel::Name);
        QVERIFY(!(panel()->model()->flags(nameCell) & Qt::ItemIsEditable));
        QVERIFY(panel()->headerLabel()->text().contains(QStringLiteral("Read-only")));
        QVERIFY(panel()->headerLabel()->text().contains(QStringLiteral("Autosave is off")));
        QVERIFY(libraryStatus().contains(QStringLiteral("(read-only)")));
        CatalogEditor catalog(doc(), library());
        QVERIFY(!catalog.isEditable());
        QCOMPARE(catalog.statusText(), reason);

        // Saving to the library is refused with the reason; the edit stays and a file takes it.
        const int noticesBefore = int(notices().size());
        QVERIFY(!m_window->saveToLibrary());
        QCOMPARE(notices().size(), noticesBefore + 1);
        QVERIFY(notices().last().contains(reason));
        QVERIFY(!doc()->undoStack()->isClean());
        QCOMPARE(doc()->scenario().workload.batchSize, 48);
        QCOMPARE(batchSizeIn(library()->store().get(m_id)->json), 64);
        m_window->autosave()->flush(); // autosave is off: nothing written, nothing failing
        QVERIFY(!m_window->autosave()->isPending());
        QVERIFY(!library()->store().peekAutosave()->has_value());
        ScriptedDialogs dialogs;
        const QString file = m_dir.filePath(QStringLiteral("kept.json"));
        dialogs.queueFile(file);
        QVERIFY(m_window->document()->undoStack()->canUndo());
        m_window->findChild<QAction*>(QStringLiteral("actionSaveAs"))->trigger();
        QCOMPARE(batchSizeIn(readFile(file).toStdString()), 48);

        // Back to the local library: everything is on again.
        QVERIFY(m_window->openLocalLibrary());
        QVERIFY(!library()->readOnly());
        QVERIFY(m_window->findChild<QAction*>(QStringLiteral("actionSaveToLibrary"))->isEnabled());
        QVERIFY(panel()->action(QStringLiteral("duplicate"))->isEnabled());
        QVERIFY(!libraryStatus().contains(QStringLiteral("(read-only)")));
    }

    void changesElsewhereRefreshTheListAndLeaveTheEdit() {
        openAndEdit();
        QSignalSpy elsewhere(library(), &Library::changedElsewhere);
        ScenarioStore other;
        QVERIFY(other.open(libraryPath().toStdString()).ok());
        const std::string serving =
            readFile(examplePath("distilbert-online-serving.json")).toStdString();
        QVERIFY(other.insert(NewScenario{{}, {}, serving}).ok());
        other.close();
        const std::int64_t theirs = saveTheirs();
        QVERIFY(theirs > 0);
        library()->pollNow(); // the timer does this every two seconds
        QCOMPARE(elsewhere.size(), 1);
        QCOMPARE(panel()->model()->rowCount(), 2);
        // The edit is as it was, still based on the revision it was opened at, and the window
        // says the library's copy moved on.
        QCOMPARE(doc()->scenario().workload.batchSize, 64);
        QCOMPARE(doc()->scenario().workload.seqLen, 128);
        QVERIFY(!doc()->undoStack()->isClean());
        QVERIFY(m_window->libraryRevision() < theirs);
        QVERIFY(m_window->libraryCopyChangedElsewhere());
        QVERIFY(libraryStatus().contains(QStringLiteral("changed elsewhere")));
        QVERIFY(m_window->statusBar()->currentMessage().contains(
            QStringLiteral("changed in the library elsewhere")));
        // Nothing new: no second signal.
        library()->pollNow();
        QCOMPARE(elsewhere.size(), 1);
        // The next save is the conflict question.
        ScriptedDialogs dialogs;
        QVERIFY(!m_window->saveToLibrary());
        QCOMPARE(dialogs.requests(QStringLiteral("choose")).size(), 1);
    }

    // Unsaved work restored after a crash is still based on the revision it started from: a
    // colleague's save in between is met as a conflict, not overwritten.
    void restoredWorkSavedOverALaterRevisionAsks() {
        openAndEdit();
        const std::int64_t opened = m_window->libraryRevision();
        m_window->autosave()->flush();
        QCOMPARE(slotOf(libraryPath())->basedOnRevision, opened);
        m_window.reset(); // as a crash would: the slot stays
        const std::int64_t theirs = saveTheirs();
        QVERIFY(theirs > opened);

        m_window = std::make_unique<MainWindow>(m_settings);
        QVERIFY(m_window->openLibrary(libraryPath()));
        m_dialogs->queueAnswer(DialogService::Answer::Yes);
        QVERIFY(m_window->offerAutosaveRestore());
        QCOMPARE(m_dialogs->requests(QStringLiteral("askYesNo")).size(), 1);
        QCOMPARE(m_window->libraryScenarioId(), m_id);
        QCOMPARE(m_window->libraryRevision(), opened);
        QCOMPARE(doc()->scenario().workload.batchSize, 64);

        ScriptedDialogs dialogs;
        QVERIFY(!m_window->saveToLibrary()); // cancelled: nothing written
        QCOMPARE(dialogs.requests(QStringLiteral("choose")).size(), 1);
        auto record = library()->store().get(m_id);
        QCOMPARE(record->revision, theirs);
        QCOMPARE(seqLenIn(record->json), 256);
        QCOMPARE(batchSizeIn(record->json), 32);
    }

    // A library opened while the window runs may hold work kept from a session that did not end
    // normally; with nothing unsaved in the editor, it is offered back as at start-up.
    void openingALibraryOffersItsKeptWork() {
        std::int64_t keptId = 0;
        const QString team = libraryWithKeptWork(&keptId);
        QVERIFY(!team.isEmpty());
        QVERIFY(doc()->undoStack()->isClean());
        m_dialogs->queueAnswer(DialogService::Answer::Yes);
        QVERIFY(m_window->openTeamLibrary(team));
        const auto offered = m_dialogs->requests(QStringLiteral("askYesNo"));
        QCOMPARE(offered.size(), 1);
        QCOMPARE(offered.front().title, QStringLiteral("Restore unsaved work?"));
        QVERIFY2(offered.front().text.contains(
                     QStringLiteral("“Fine-tune BERT-base for sentiment classification”")),
                 qPrintable(offered.front().text));
        QCOMPARE(doc()->scenario().workload.seqLen, 512);
        QVERIFY(!doc()->undoStack()->isClean());
        QCOMPARE(m_window->libraryScenarioId(), keptId);
        QCOMPARE(m_window->libraryRevision(), library()->store().get(keptId)->revision);
        // Saving it is no conflict: nobody saved since.
        ScriptedDialogs dialogs;
        QVERIFY(m_window->saveToLibrary());
        QVERIFY(dialogs.requests(QStringLiteral("choose")).isEmpty());
        QCOMPARE(seqLenIn(library()->store().get(keptId)->json), 512);
    }

    // With unsaved changes in the editor as well, both are kept unless the user discards the
    // library's: the kept work becomes a scenario of its own, the editor's takes the slot, and
    // the library left behind no longer offers an old copy of the editor's work.
    void keptWorkAndAnUnsavedEditAreBothKept_data() {
        QTest::addColumn<int>("choice"); // 0 keep as a new scenario, 1 discard, -1 closed
        QTest::addColumn<int>("teamRows");
        QTest::newRow("keep as a new scenario") << 0 << 2;
        QTest::newRow("question closed") << -1 << 2;
        QTest::newRow("discard") << 1 << 1;
    }
    void keptWorkAndAnUnsavedEditAreBothKept() {
        QFETCH(int, choice);
        QFETCH(int, teamRows);
        openAndEdit();
        m_window->autosave()->flush();
        QVERIFY(slotOf(libraryPath()).has_value());
        std::int64_t keptId = 0;
        const QString team = libraryWithKeptWork(&keptId);
        QVERIFY(!team.isEmpty());

        ScriptedDialogs dialogs;
        dialogs.queueChoice(choice);
        QVERIFY(m_window->openTeamLibrary(team));
        const auto asked = dialogs.requests(QStringLiteral("choose"));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().choices.size(), 2);
        QVERIFY(asked.front().text.contains(QStringLiteral("Fine-tune BERT-base")));

        // The editor's work is untouched, and it is what the opened library's slot holds now.
        QCOMPARE(doc()->scenario().workload.batchSize, 64);
        QCOMPARE(doc()->scenario().workload.seqLen, 128);
        QVERIFY(!doc()->undoStack()->isClean());
        const auto slot = slotOf(team);
        QVERIFY(slot.has_value());
        QCOMPARE(batchSizeIn(slot->json), 64);
        QCOMPARE(slot->scenarioId, std::int64_t(0)); // not a scenario of this library
        QVERIFY(!slotOf(libraryPath()).has_value());

        QCOMPARE(rows(), teamRows);
        if (teamRows == 2) {
            auto listed = library()->store().list();
            const auto copy = std::find_if(listed->begin(), listed->end(),
                                           [&](const auto& row) { return row.id != keptId; });
            QVERIFY(copy != listed->end());
            QVERIFY2(
                QString::fromStdString(copy->name).contains(QStringLiteral("(unsaved changes of ")),
                copy->name.c_str());
            QCOMPARE(seqLenIn(library()->store().get(copy->id)->json), 512);
        }
        // The scenario the kept work was on is as it was saved.
        QCOMPARE(seqLenIn(library()->store().get(keptId)->json), 128);
    }

    void openTeamLibraryRefuses_data() {
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("said"); // a piece of the notice
        QTest::newRow("password in the URL")
            << QStringLiteral("postgresql://alice:secret@localhost/team")
            << QStringLiteral("password");
        QTest::newRow("password as a parameter")
            << QStringLiteral("postgresql://alice@localhost/team?password=secret")
            << QStringLiteral("password");
        QTest::newRow("server not reachable")
            << QStringLiteral("postgresql://alice@127.0.0.1:1/team?connect_timeout=3")
            << QStringLiteral("127.0.0.1");
        QTest::newRow("not a library")
            << QStringLiteral("NOTES") << QStringLiteral("not a Rightsize library");
        QTest::newRow("a folder, not a file")
            << QStringLiteral("FOLDER") << QStringLiteral("is a folder");
        QTest::newRow("a folder that does not exist")
            << QStringLiteral("NOFOLDER") << QStringLiteral("does not exist");
    }
    void openTeamLibraryRefuses() {
        QFETCH(QString, location);
        QFETCH(QString, said);
        if (location == QLatin1String("NOTES")) {
            location = m_dir.filePath(QStringLiteral("notes.txt"));
            QFile notes(location);
            QVERIFY(notes.open(QIODevice::WriteOnly));
            notes.write("shopping list\n");
        }
        const QString missingFolder = m_dir.filePath(QStringLiteral("typo"));
        if (location == QLatin1String("FOLDER"))
            location = m_dir.path();
        if (location == QLatin1String("NOFOLDER"))
            location = missingFolder + QStringLiteral("/library.sqlite");
        openAndEdit();
        m_window->autosave()->flush();
        const QString before = library()->path();
        QVERIFY(!m_window->openTeamLibrary(location));
        QVERIFY(!QFileInfo::exists(missingFolder));
        QVERIFY(library()->isOpen());
        QCOMPARE(library()->path(), before);
        QCOMPARE(m_window->libraryScenarioId(), m_id);
        QCOMPARE(doc()->scenario().workload.batchSize, 64);
        const QStringList told = notices();
        QVERIFY(!told.isEmpty());
        QVERIFY2(told.last().contains(said), qPrintable(told.last()));
        QVERIFY2(told.last().contains(QStringLiteral("stays open")), qPrintable(told.last()));
        QVERIFY(!told.last().contains(QStringLiteral("secret")));
        QVERIFY(m_settings->recentLibraries().isEmpty());
        // The edit is still kept in the slot of the library in use.
        const auto slot = slotOf(libraryPath());
        QVERIFY(slot.has_value());
        QCOMPARE(batchSizeIn(slot->json), 64);
        // The library in use still works.
        QVERIFY(m_window->saveToLibrary());
    }

    void openTeamLibraryDialogRefusesAPassword() {
        ScriptedDialogs dialogs;
        bool openEnabled = true;
        QString problem;
        dialogs.setDialogHandler([&](QDialog* dialog) {
            auto* team = qobject_cast<TeamLibraryDialog*>(dialog);
            if (!team)
                return int(QDialog::Rejected);
            team->setLocation(QStringLiteral("postgresql://alice:secret@db.example.org/team"));
            openEnabled =
                team->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open)->isEnabled();
            problem = team->problemLabel()->text();
            team->accept(); // Return in the field: refused all the same
            return team->result();
        });
        const QString before = library()->path();
        QVERIFY(!m_window->openTeamLibraryDialog());
        QCOMPARE(dialogs.requests(QStringLiteral("dialog")).size(), 1);
        QVERIFY(!openEnabled);
        QVERIFY2(problem.contains(QStringLiteral("password")), qPrintable(problem));
        QVERIFY(!problem.contains(QStringLiteral("secret")));
        QCOMPARE(library()->path(), before);
        QVERIFY(m_settings->recentLibraries().isEmpty());
    }

    void openTeamLibraryDialogOpensAndRemembers() {
        const QString team = m_dir.filePath(QStringLiteral("team.sqlite"));
        ScriptedDialogs dialogs;
        QStringList offered;
        dialogs.setDialogHandler([&](QDialog* dialog) {
            auto* box = qobject_cast<TeamLibraryDialog*>(dialog);
            if (!box)
                return int(QDialog::Rejected);
            offered.clear();
            for (int i = 0; i < box->locationBox()->count(); ++i)
                offered << box->locationBox()->itemText(i);
            box->setLocation(team);
            box->accept();
            return box->result();
        });
        QVERIFY(m_window->openTeamLibraryDialog());
        QCOMPARE(library()->path(), team);
        QCOMPARE(m_settings->recentLibraries(), QStringList{team});
        QVERIFY(panel()->headerLabel()->text().contains(QStringLiteral("team.sqlite")));
        QVERIFY(libraryStatus().contains(QStringLiteral("team.sqlite")));
        // A scenario saved here lives in the team library only.
        QVERIFY(m_window->saveToLibrary());
        QCOMPARE(rows(), 1);
        QVERIFY(m_window->openLocalLibrary());
        QCOMPARE(library()->path(), libraryPath());
        QCOMPARE(rows(), 0);
        // The scenario in the editor came from the team library: here it is a new one.
        QCOMPARE(m_window->libraryScenarioId(), std::int64_t(0));
        QVERIFY(offered.isEmpty());
        QVERIFY(m_window->openTeamLibraryDialog());
        QCOMPARE(offered, QStringList{team});
    }

    void screenshots() {
        const QString dir = qEnvironmentVariable("RIGHTSIZE_SCREENSHOT_DIR", m_dir.path());
        QDir().mkpath(dir);
        TeamLibraryDialog dialog({QStringLiteral("postgresql://alice@db.example.org/rightsize"),
                                  QStringLiteral("service=planning")},
                                 m_window.get());
        dialog.setLocation(QStringLiteral("postgresql://alice:hunter2@db.example.org/rightsize"));
        dialog.show();
        QCoreApplication::processEvents();
        QVERIFY(dialog.problemLabel()->isVisible());
        QVERIFY(dialog.grab().save(QDir(dir).filePath(QStringLiteral("team-library-dialog.png"))));
        dialog.setLocation(QStringLiteral("postgresql://alice@db.example.org/rightsize"));
        QVERIFY(!dialog.problemLabel()->isVisible());
        QCoreApplication::processEvents();
        QVERIFY(
            dialog.grab().save(QDir(dir).filePath(QStringLiteral("team-library-dialog-ok.png"))));
        dialog.hide();

        openAndEdit();
        QVERIFY(saveTheirs() > 0);
        {
            ScriptedDialogs dialogs;
            QVERIFY(!m_window->saveToLibrary());
            const auto asked = dialogs.requests(QStringLiteral("choose"));
            QCOMPARE(asked.size(), 1);
            std::unique_ptr<QMessageBox> box(
                makeChoiceBox(m_window.get(), asked[0].title, asked[0].text, asked[0].choices));
            box->show();
            QCOMPARE(box->buttons().size(), 4);
            QVERIFY(
                box->grab().save(QDir(dir).filePath(QStringLiteral("team-library-conflict.png"))));
        }
        QVERIFY(m_window->openTeamLibrary(libraryPath(), true));
        panel()->selectIds({m_id});
        QCoreApplication::processEvents();
        QVERIFY(m_window->grab().save(
            QDir(dir).filePath(QStringLiteral("team-library-read-only.png"))));
    }
};

QTEST_MAIN(TeamLibraryTest)
#include "test_team_library.moc"

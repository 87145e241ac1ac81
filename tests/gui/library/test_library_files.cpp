// Files in and out of the library, and never losing work: import (refused whole, with the JSON
// path, when anything is wrong), export of one scenario or a bundle, drag and drop, autosave
// and its restore after a crash, a damaged library moved aside only after asking, and any other
// file at the library's path left alone.
#include "core/store/scenario_store.h"
#include "tests/gui/library_fixture.h"
#include "ui/library/autosave.h"
#include "ui/library/library_model.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QMimeData>
#include <QUndoStack>
#include <QUrl>

using namespace rightsize;
using namespace rightsize::ui;
using namespace rightsize::ui::testing;

class LibraryFilesTest : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LibraryFixture> m_f;

    static QByteArray readBytes(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static QByteArray sha256(const QString& path) {
        return QCryptographicHash::hash(readBytes(path), QCryptographicHash::Sha256).toHex();
    }

    QString writeFile(const QString& name, const QByteArray& bytes) {
        const QString path = m_f->dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

    std::optional<AutosaveEntry> autosaved() {
        auto entry = m_f->library()->store().peekAutosave();
        return entry ? *entry : std::nullopt;
    }

    void editBatch(int value) {
        m_f->window->document()->edit(QStringLiteral("$.workload.batch_size"),
                                      QStringLiteral("batch"),
                                      [value](Scenario& s) { s.workload.batchSize = value; });
    }

private slots:
    void init() {
        m_f = std::make_unique<LibraryFixture>();
        QVERIFY(m_f->dir.isValid());
        m_f->openWindow();
    }
    void cleanup() { m_f.reset(); }

    void badFileWritesNothingAndNamesThePath() {
        m_f->importExamples();
        const int before = m_f->rows();
        const QString bad =
            QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/scenarios/negative_sizes.json");
        // A good file alongside a bad one: neither goes in.
        const auto result =
            m_f->window->importFiles({examplePath("distilbert-online-serving.json"), bad});
        QVERIFY(result.ids.isEmpty());
        QVERIFY2(result.problem.contains(QStringLiteral("negative_sizes.json: $.")),
                 qPrintable(result.problem));
        QCOMPARE(m_f->rows(), before);
        QCOMPARE(m_f->notices().size(), 1);
        QVERIFY(m_f->notices().first().contains(QStringLiteral("$.")));

        const auto garbage = m_f->window->importFiles(
            {QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/scenarios/not_json.json")});
        QVERIFY(garbage.ids.isEmpty());
        QVERIFY(garbage.problem.contains(QStringLiteral("$")));
        QCOMPARE(m_f->rows(), before);
    }

    void bundleWithOneBadScenarioWritesNothing() {
        const QByteArray good = readFile(examplePath("bert-base-finetune.json")).toUtf8();
        const QByteArray bundle =
            "{\"format\": \"rightsize-bundle\", \"version\": 1, \"scenarios\": [" + good +
            ", {\"format\": \"rightsize-scenario\", \"version\": 1, \"workload\": "
            "{\"kind\": \"fine_tuning\", \"batch_size\": -3}}]}";
        const auto result = m_f->window->importFiles({writeFile(QStringLiteral("b.json"), bundle)});
        QVERIFY(result.ids.isEmpty());
        QVERIFY2(result.problem.contains(QStringLiteral("$.scenarios[1]")),
                 qPrintable(result.problem));
        QCOMPARE(m_f->rows(), 0);
    }

    void exportedBundleImportsBack() {
        const auto ids = m_f->importExamples();
        const QString one = m_f->dir.filePath(QStringLiteral("one.json"));
        const QString many = m_f->dir.filePath(QStringLiteral("many.json"));
        QVERIFY(m_f->window->exportScenarios({ids[1]}, one));
        QCOMPARE(readFile(one), readFile(examplePath("llama2-7b-qlora.json")));
        QVERIFY(m_f->window->exportScenarios({ids[0], ids[2]}, many));
        const auto again = m_f->window->importFiles({many});
        QCOMPARE(again.ids.size(), 2);
        // Each scenario's text comes back unchanged (a bundle keeps no final newline per element).
        auto text = [this](std::int64_t id) {
            return QString::fromStdString(m_f->library()->store().get(id)->json).trimmed();
        };
        QCOMPARE(text(again.ids[0]), text(ids[0]));
        QCOMPARE(text(again.ids[1]), text(ids[2]));
        // Without a selection the scenario in the editor is exported.
        const QString current = m_f->dir.filePath(QStringLiteral("current.json"));
        QVERIFY(m_f->window->exportScenarios({}, current));
        QCOMPARE(m_f->window->importFiles({current}).ids.size(), 1);
    }

    void droppingAFileImportsAndOpensIt() {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(examplePath("xgboost-classic-ml.json"))});
        const QPoint centre = m_f->window->rect().center();
        QDragEnterEvent enter(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_f->window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(centre), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_f->window.get(), &drop);
        QCOMPARE(m_f->rows(), 1);
        const auto id = m_f->library()->store().list()->front().id;
        QCOMPARE(m_f->window->libraryScenarioId(), id);
        QCOMPARE(m_f->window->document()->scenario().name,
                 std::string("XGBoost on 20M rows of tabular data"));
        QCOMPARE(m_f->panel()->model()->currentId(), id);
    }

    void autosaveWritesWithinASecondAndRestores() {
        MainWindow* w = m_f->window.get();
        QVERIFY(!autosaved());
        QElapsedTimer clock;
        clock.start();
        editBatch(77);
        QTRY_VERIFY_WITH_TIMEOUT(autosaved().has_value(), 1500);
        QVERIFY2(clock.elapsed() < 1400, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(autosaved()->json.find("77") != std::string::npos);
        Q_UNUSED(w);

        // A new window over the same library (the old one gone without closing, as in a crash).
        m_f->openWindow();
        m_f->dialogs.queueAnswer(DialogService::Answer::Yes);
        QVERIFY(m_f->window->offerAutosaveRestore());
        const auto asked = m_f->dialogs.requests(QStringLiteral("askYesNo"));
        QCOMPARE(asked.size(), 1);
        QVERIFY2(
            asked.front().text.contains(QStringLiteral("“Fine-tune BERT-base for classification”")),
            qPrintable(asked.front().text));
        QCOMPARE(m_f->window->document()->scenario().workload.batchSize, 77);
        QVERIFY(!m_f->window->document()->undoStack()->isClean()); // still unsaved work
        QVERIFY(autosaved().has_value());

        // Saving puts it in the library and empties the slot.
        QVERIFY(m_f->window->saveToLibrary());
        QVERIFY(!autosaved());
        QCOMPARE(m_f->rows(), 1);
    }

    void continuousTypingIsStillSaved() {
        // Edits every 150 ms never leave the 800 ms pause the debounce waits for; the deadline
        // still writes within about a second of the first one.
        QElapsedTimer clock;
        clock.start();
        int value = 10;
        while (!autosaved() && clock.elapsed() < 2500) {
            editBatch(++value);
            QTest::qWait(150);
        }
        QVERIFY(autosaved().has_value());
        QVERIFY2(clock.elapsed() < 1500, qPrintable(QString::number(clock.elapsed())));
    }

    void decliningTheRestoreForgetsIt() {
        editBatch(55);
        m_f->window->autosave()->flush();
        QVERIFY(autosaved());
        m_f->openWindow();
        m_f->dialogs.queueAnswer(DialogService::Answer::No);
        QVERIFY(!m_f->window->offerAutosaveRestore());
        QCOMPARE(m_f->dialogs.requests(QStringLiteral("askYesNo")).size(), 1);
        QVERIFY(!autosaved());
        QVERIFY(m_f->window->document()->scenario().workload.batchSize != 55);
    }

    void autosaveRemembersTheLibraryScenario() {
        const auto ids = m_f->importExamples();
        QVERIFY(m_f->window->openFromLibrary(ids[1]));
        editBatch(12);
        m_f->window->autosave()->flush();
        QCOMPARE(autosaved()->scenarioId, ids[1]);
        // Undoing back to the saved state leaves nothing to protect.
        m_f->window->document()->undoStack()->undo();
        QVERIFY(!autosaved());
        editBatch(13);
        m_f->window->autosave()->flush();
        m_f->openWindow();
        m_f->dialogs.queueAnswer(DialogService::Answer::Yes);
        QVERIFY(m_f->window->offerAutosaveRestore());
        QCOMPARE(m_f->window->libraryScenarioId(), ids[1]);
        QVERIFY(m_f->window->saveToLibrary());
        QCOMPARE(m_f->rows(), 4); // saved over the scenario it came from
        QCOMPARE(int(m_f->library()->store().versions(ids[1])->size()), 1);
    }

    void damagedLibraryIsMovedAsideOnlyAfterAsking_data() {
        QTest::addColumn<bool>("agree");
        QTest::newRow("the user agrees") << true;
        QTest::newRow("the user declines") << false;
    }
    void damagedLibraryIsMovedAsideOnlyAfterAsking() {
        QFETCH(bool, agree);
        m_f->importExamples();
        m_f->window.reset(); // the last connection folds the WAL into the file
        QVERIFY(!QFile::exists(m_f->libraryPath() + QStringLiteral("-wal")));
        {
            // Scribble over the pages behind SQLite's header: a damaged Rightsize library.
            QFile f(m_f->libraryPath());
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 8192);
            f.seek(4096);
            f.write(QByteArray(int(f.size() - 4096), '\xA5'));
        }
        const QByteArray damaged = sha256(m_f->libraryPath());
        m_f->clearNotices();
        m_f->window = std::make_unique<MainWindow>(nullptr);
        m_f->dialogs.queueAnswer(agree ? DialogService::Answer::Yes : DialogService::Answer::No);
        QCOMPARE(m_f->window->openLibrary(m_f->libraryPath()), agree);
        const auto asked = m_f->dialogs.requests(QStringLiteral("askYesNo"));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().title, QStringLiteral("The library is damaged"));
        QVERIFY2(asked.front().text.contains(QDir::toNativeSeparators(m_f->libraryPath())),
                 qPrintable(asked.front().text));
        QStringList aside;
        for (QDirIterator it(m_f->dir.path(), {QStringLiteral("library.sqlite.corrupt-*")},
                             QDir::Files);
             it.hasNext();)
            aside << it.next();
        if (!agree) {
            QVERIFY(!m_f->library()->isOpen());
            QVERIFY(aside.isEmpty());
            QCOMPARE(sha256(m_f->libraryPath()), damaged);
            return;
        }
        QVERIFY(m_f->library()->isOpen());
        QCOMPARE(m_f->rows(), 0);
        QCOMPARE(m_f->notices().size(), 1);
        QVERIFY2(m_f->notices().first().contains(QStringLiteral("moved aside")),
                 qPrintable(m_f->notices().first()));
        // The damaged bytes are kept, not overwritten.
        QCOMPARE(aside.size(), 1);
        QCOMPARE(sha256(aside.front()), damaged);
        // And the new library works.
        QCOMPARE(m_f->importExamples().size(), 4);
    }

    // A text file or another program's database where the library should be is never opened,
    // moved or changed, and nobody is asked to move it.
    void otherFileAtTheLibraryPathIsLeftAlone() {
        m_f->window.reset();
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(m_f->libraryPath() + suffix);
        QByteArray garbage;
        for (int i = 0; i < 4096; ++i)
            garbage += char((i * 37 + 11) % 251);
        QVERIFY(!writeFile(QStringLiteral("library.sqlite"), garbage).isEmpty());
        const QStringList files = QDir(m_f->dir.path()).entryList(QDir::Files);
        m_f->clearNotices();
        m_f->window = std::make_unique<MainWindow>(nullptr);
        QVERIFY(!m_f->window->openLibrary(m_f->libraryPath()));
        QVERIFY(m_f->dialogs.requests(QStringLiteral("askYesNo")).isEmpty());
        QVERIFY(!m_f->library()->isOpen());
        QCOMPARE(m_f->notices().size(), 1);
        QVERIFY2(m_f->notices().first().contains(QStringLiteral("not a Rightsize library")),
                 qPrintable(m_f->notices().first()));
        QCOMPARE(readBytes(m_f->libraryPath()), garbage);
        QCOMPARE(QDir(m_f->dir.path()).entryList(QDir::Files), files);
    }

    // The window's import refuses what `rightsize estimate` refuses.
    void importRefusesWhatEstimateRefuses_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QString>("jsonPath");
        QTest::newRow("model with no size")
            << QByteArray(R"({"format": "rightsize-scenario", "version": 1, "name": "no model"})")
            << QStringLiteral("$.workload"); // the file has no workload: that is what is named
        QTest::newRow("unknown preset")
            << QByteArray(
                   R"({"format": "rightsize-scenario", "version": 1, "workload": {"model": {"preset": "llama-9b"}}})")
            << QStringLiteral("$.workload.model.preset");
        QTest::newRow("kv heads not dividing the preset's heads")
            << QByteArray(R"({"format": "rightsize-scenario", "version": 1,
                              "workload": {"model": {"preset": "llama-2-70b", "heads": 60}}})")
            << QStringLiteral("$.workload.model.kv_heads");
        QTest::newRow("more options than a comparison holds")
            << QByteArray(
                   R"({"format": "rightsize-scenario", "version": 1, "workload": {"model": {"preset": "gpt2"}},
                              "compute": {"options": [)" +
                   QByteArray(R"({"device": "a10-24gb"},)").repeated(300) +
                   R"({"device": "a10-24gb"}]}})")
            << QStringLiteral("$.compute.options");
    }
    void importRefusesWhatEstimateRefuses() {
        QFETCH(QByteArray, scenario);
        QFETCH(QString, jsonPath);
        const int before = m_f->rows();
        const QString path = writeFile(QStringLiteral("refused.json"), scenario);
        const MainWindow::ImportResult result = m_f->window->importFiles({path});
        QVERIFY(result.ids.isEmpty());
        QVERIFY2(result.problem.contains(jsonPath + QLatin1Char(':')), qPrintable(result.problem));
        QCOMPARE(m_f->rows(), before);
        // Opening the file is refused for the same reason.
        const QString problem = m_f->window->openFile(path, true);
        QVERIFY2(problem.contains(jsonPath + QLatin1Char(':')), qPrintable(problem));
    }
};

QTEST_MAIN(LibraryFilesTest)
#include "test_library_files.moc"

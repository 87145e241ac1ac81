// The library panel over a real (temporary) library: listing, searching, sorting, editing names
// and tags in place, duplicating, deleting with undo, version history and comparing two.
#include "core/store/scenario_store.h"
#include "tests/gui/library_fixture.h"
#include "tests/support/scripted_dialogs.h"
#include "ui/library/compare_dialog.h"
#include "ui/library/library_model.h"
#include "ui/library/version_dialog.h"
#include "ui/widgets/dialog_service.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableWidget>
#include <QTreeView>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;
using namespace rightsize::ui::testing;

class LibraryPanelTest : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LibraryFixture> m_f;
    LibraryModel* model() { return m_f->panel()->model(); }

private slots:
    void init() {
        m_f = std::make_unique<LibraryFixture>();
        QVERIFY(m_f->dir.isValid());
        m_f->openWindow();
        QVERIFY(m_f->library()->isOpen());
    }
    void cleanup() { m_f.reset(); }

    void isTheHomeScreen() {
        QVERIFY(m_f->window->libraryDock()->isVisible());
        QCOMPARE(model()->rowCount(), 0);
        QVERIFY(m_f->notices().isEmpty());
    }

    void listsImportedScenarios() {
        const auto ids = m_f->importExamples();
        QCOMPARE(ids.size(), 4);
        QCOMPARE(model()->rowCount(), 4);
        QCOMPARE(m_f->panel()->selectedIds().size(), 4);
        QStringList names;
        for (int r = 0; r < model()->rowCount(); ++r)
            names << model()->index(r, LibraryModel::Name).data().toString();
        QVERIFY(names.contains(QStringLiteral("Fine-tune Llama-2-7B with QLoRA")));
    }

    void passesTheModelTester() {
        QAbstractItemModelTester tester(model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            m_f->panel()->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto ids = m_f->importExamples();
        m_f->panel()->searchField()->setText(QStringLiteral("llama"));
        m_f->panel()->searchField()->clear();
        QVERIFY(model()->setData(model()->index(model()->rowOf(ids[0]), LibraryModel::Name),
                                 QStringLiteral("Zed")));
        m_f->panel()->proxy()->sort(LibraryModel::Name, Qt::AscendingOrder);
        m_f->library()->remove(ids[1]);
        m_f->library()->restoreDeleted(ids[1]);
    }

    void searchFiltersByNameTagAndNotes() {
        const auto ids = m_f->importExamples();
        auto* search = m_f->panel()->searchField();
        search->setText(QStringLiteral("LLAMA"));
        QCOMPARE(model()->rowCount(), 2);
        QVERIFY(
            m_f->library()->setTags(ids[2], {QStringLiteral("tabular"), QStringLiteral("cpu")}));
        search->setText(QStringLiteral("tabular"));
        QCOMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->idAt(0), ids[2]);
        search->setText(QStringLiteral("no such thing"));
        QCOMPARE(model()->rowCount(), 0);
        search->clear();
        QCOMPARE(model()->rowCount(), 4);
    }

    void sortsByName() {
        m_f->importExamples();
        auto* proxy = m_f->panel()->proxy();
        proxy->sort(LibraryModel::Name, Qt::AscendingOrder);
        QStringList names;
        for (int r = 0; r < proxy->rowCount(); ++r)
            names << proxy->index(r, LibraryModel::Name).data().toString();
        QStringList sorted = names;
        std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
            return a.compare(b, Qt::CaseInsensitive) < 0;
        });
        QCOMPARE(names, sorted);
    }

    // The tags prompt goes through the dialog service: an answer is stored, a cancelled prompt
    // changes nothing.
    void tagsPromptAnswersThroughTheService() {
        const auto ids = m_f->importExamples();
        m_f->panel()->selectIds({ids[0]});
        ScriptedDialogs script;
        script.queueText(QStringLiteral("vision, draft"));
        m_f->panel()->action(QStringLiteral("tags"))->trigger();
        QCOMPARE(script.requests(QStringLiteral("askText")).size(), 1);
        QVERIFY(script.requests(QStringLiteral("askText")).first().answered);
        QCOMPARE(m_f->library()->store().get(ids[0])->tags,
                 (std::vector<std::string>{"vision", "draft"}));

        m_f->panel()->action(QStringLiteral("tags"))->trigger(); // nothing queued: cancelled
        QCOMPARE(script.requests(QStringLiteral("askText")).size(), 2);
        QVERIFY(!script.requests(QStringLiteral("askText")).last().answered);
        QCOMPARE(m_f->library()->store().get(ids[0])->tags,
                 (std::vector<std::string>{"vision", "draft"}));
    }

    void renameAndTagsInPlaceHitTheStore() {
        const auto ids = m_f->importExamples();
        const int row = model()->rowOf(ids[0]);
        QVERIFY(model()->setData(model()->index(row, LibraryModel::Name),
                                 QStringLiteral("BERT baseline")));
        QVERIFY(model()->setData(model()->index(row, LibraryModel::Tags),
                                 QStringLiteral(" nlp, baseline ,nlp")));
        auto record = m_f->library()->store().get(ids[0]);
        QVERIFY(record.ok());
        QCOMPARE(record->name, std::string("BERT baseline"));
        QCOMPARE(record->tags, (std::vector<std::string>{"nlp", "baseline"}));
        // The document inside says so too, and the old name is a version.
        QVERIFY(record->json.find("BERT baseline") != std::string::npos);
        QCOMPARE(int(m_f->library()->store().versions(ids[0])->size()), 1);
        QCOMPARE(model()->index(model()->rowOf(ids[0]), LibraryModel::Tags).data().toString(),
                 QStringLiteral("nlp, baseline"));
        // An empty name is refused and changes nothing.
        QVERIFY(!model()->setData(model()->index(model()->rowOf(ids[0]), LibraryModel::Name),
                                  QStringLiteral("  ")));
        QCOMPARE(m_f->library()->store().get(ids[0])->name, std::string("BERT baseline"));
    }

    void duplicateMakesACopy() {
        const auto ids = m_f->importExamples();
        m_f->panel()->selectIds({ids[1]});
        const auto copy = m_f->panel()->duplicateSelected();
        QVERIFY(copy > 0);
        QCOMPARE(m_f->rows(), 5);
        QCOMPARE(m_f->library()->store().get(copy)->name,
                 std::string("Fine-tune Llama-2-7B with QLoRA (copy)"));
        QCOMPARE(m_f->panel()->selectedIds(), QList<std::int64_t>{copy});
    }

    void deleteIsUndoable() {
        const auto ids = m_f->importExamples();
        m_f->panel()->selectIds({ids[0], ids[3]});
        QVERIFY(m_f->panel()->deleteSelected());
        QCOMPARE(model()->rowCount(), 2);
        QCOMPARE(m_f->rows(), 2);
        QVERIFY(m_f->library()->store().get(ids[0])->deleted);
        QVERIFY(m_f->panel()->messageLabel()->isVisible());
        QVERIFY(m_f->panel()->messageLabel()->text().contains(QStringLiteral("Deleted")));
        m_f->panel()->undoStack()->undo();
        QCOMPARE(model()->rowCount(), 4);
        QVERIFY(!m_f->library()->store().get(ids[0])->deleted);
        QVERIFY(!m_f->library()->store().get(ids[3])->deleted);
        m_f->panel()->undoStack()->redo();
        QCOMPARE(model()->rowCount(), 2);
    }

    void savingKeepsVersionsAndHistoryRestores() {
        const auto ids = m_f->importExamples();
        MainWindow* w = m_f->window.get();
        QVERIFY(w->openFromLibrary(ids[0]));
        QCOMPARE(w->libraryScenarioId(), ids[0]);
        const int original = w->document()->scenario().workload.batchSize;
        w->document()->edit(QStringLiteral("$.workload.batch_size"), QStringLiteral("batch"),
                            [](Scenario& s) { s.workload.batchSize = 96; });
        QVERIFY(w->saveToLibrary());
        QCOMPARE(w->libraryScenarioId(), ids[0]); // a new version, not a new scenario
        QCOMPARE(m_f->rows(), 4);
        QCOMPARE(int(m_f->library()->store().versions(ids[0])->size()), 1);

        m_f->panel()->selectIds({ids[0]});
        VersionDialog* dialog = m_f->panel()->showHistory();
        QVERIFY(dialog);
        QCOMPARE(dialog->versionCount(), 1);
        dialog->selectVersion(0);
        bool listsBatch = false;
        for (int r = 0; r < dialog->differencesTable()->rowCount(); ++r)
            listsBatch |= dialog->differencesTable()->item(r, 0)->text() ==
                          QStringLiteral("$.workload.batch_size");
        QVERIFY(listsBatch);
        QVERIFY(dialog->restoreSelected());
        dialog->close();
        // The store has the old content back, the save before it became a version, and the
        // editor (which had nothing unsaved) shows the restored content.
        QCOMPARE(m_f->library()->store().get(ids[0])->json,
                 readFile(examplePath("bert-base-finetune.json")).toStdString());
        QCOMPARE(int(m_f->library()->store().versions(ids[0])->size()), 2);
        QCOMPARE(w->document()->scenario().workload.batchSize, original);
    }

    void compareListsDifferingInputsAndBothPlans() {
        const auto ids = m_f->importExamples();
        m_f->panel()->selectIds({ids[0], ids[1]});
        CompareDialog* dialog = m_f->panel()->compareSelected();
        QVERIFY(dialog);
        const QStringList paths = dialog->differingPaths();
        QVERIFY(paths.contains(QStringLiteral("$.workload.model.preset")));
        QVERIFY(paths.contains(QStringLiteral("$.workload.seq_len")));
        QVERIFY(!paths.contains(QStringLiteral("$.name")));
        QTableWidget* plans = dialog->planTable();
        QVERIFY(plans->rowCount() >= 4);
        for (int r = 0; r < 4; ++r)
            for (int c = 1; c <= 2; ++c)
                QVERIFY(!plans->item(r, c)->text().isEmpty());
        QVERIFY(plans->item(1, 1)->text() != plans->item(1, 2)->text()); // different times
        // Limits read with their units, never as a bare "4" or "720".
        QTableWidget* inputs = dialog->inputsTable();
        const auto rowOf = [&](const QString& path) {
            for (int r = 0; r < inputs->rowCount(); ++r)
                if (inputs->item(r, 0)->text() == path)
                    return r;
            return -1;
        };
        const int deadline = rowOf(QStringLiteral("$.constraints.deadline_hours"));
        QVERIFY(deadline >= 0);
        QCOMPARE(inputs->item(deadline, 1)->text(), QStringLiteral("4 h"));
        QCOMPARE(inputs->item(deadline, 2)->text(), QStringLiteral("12 h"));
        const int budget = rowOf(QStringLiteral("$.constraints.budget_total"));
        QVERIFY(budget >= 0);
        QVERIFY(inputs->item(budget, 2)->text().contains(QLatin1Char('$')));
        // A scenario compared with its copy differs in nothing.
        m_f->panel()->selectIds({ids[2]});
        const auto copy = m_f->panel()->duplicateSelected();
        m_f->panel()->selectIds({ids[2], copy});
        QVERIFY(m_f->panel()->compareSelected()->differingPaths().isEmpty());
    }

    void seesWritesFromAnotherProgram() {
        m_f->importExamples();
        ScenarioStore other;
        QVERIFY(other.open(m_f->libraryPath().toStdString()).ok());
        const std::string text =
            readFile(examplePath("distilbert-online-serving.json")).toStdString();
        QVERIFY(other.insert(NewScenario{{}, {}, text}).ok());
        m_f->library()->pollNow(); // the timer does this every two seconds
        QCOMPARE(model()->rowCount(), 5);
        QTRY_COMPARE_WITH_TIMEOUT(model()->rowCount(), 5, 3000);
    }
};

QTEST_MAIN(LibraryPanelTest)
#include "test_library_panel.moc"

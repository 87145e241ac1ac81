// Presets, examples, exercises and walkthrough cases open as new untitled scenarios and never
// change the scenario that was open (a library entry or a file); unsaved changes are asked
// about first; the selection follows the recommendation on every new plan; the user guide says
// what autosave does.
#include "tests/gui/library_fixture.h"
#include "ui/editor/workload_editor.h"
#include "ui/results/recommendation_panel.h"
#include "ui/window/help_dialogs.h"

#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;
using namespace rightsize::ui::testing;

class PresetsAndSelectionTest : public QObject {
    Q_OBJECT

    std::unique_ptr<LibraryFixture> m_f;

    MainWindow* window() { return m_f->window.get(); }
    DocumentModel* doc() { return window()->document(); }

    std::int64_t openSavedScenario() {
        const auto ids = m_f->importExamples();
        if (ids.isEmpty())
            return 0;
        window()->openFromLibrary(ids.front());
        return ids.front();
    }

private slots:
    void init() {
        m_f = std::make_unique<LibraryFixture>();
        QVERIFY(m_f->dir.isValid());
        m_f->openWindow();
    }
    void cleanup() { m_f.reset(); }

    // Item 2: a preset over a library scenario is a new scenario; saving it adds a new entry
    // and leaves the one that was open as it was.
    void presetOverALibraryScenarioOpensAsNew() {
        const std::int64_t id = openSavedScenario();
        QVERIFY(id != 0);
        const std::string before = m_f->library()->store().get(id)->json;
        QVERIFY(window()->loadPreset(QStringLiteral("llama2-70b-pretrain")));
        QCOMPARE(window()->libraryScenarioId(), std::int64_t(0));
        QVERIFY(doc()->filePath().isEmpty());
        QVERIFY(!window()->windowTitle().contains(QStringLiteral("library")));
        QVERIFY(doc()->undoStack()->isClean());
        const int rows = m_f->rows();
        QVERIFY(window()->saveToLibrary());
        QCOMPARE(m_f->rows(), rows + 1);
        QCOMPARE(m_f->library()->store().get(id)->json, before);
    }

    void walkthroughCaseOpensAsNew() {
        const std::int64_t id = openSavedScenario();
        Scenario s = doc()->scenario();
        s.name = "Walkthrough case";
        window()->loadScenario(s, QStringLiteral("Walkthrough case"));
        QCOMPARE(window()->libraryScenarioId(), std::int64_t(0));
        QCOMPARE(doc()->scenario().name, std::string("Walkthrough case"));
        QVERIFY(m_f->library()->store().get(id)->json.find("Walkthrough case") ==
                std::string::npos);
    }

    void unsavedChangesAreAskedAboutAndCancelKeepsThem() {
        openSavedScenario();
        doc()->edit(QStringLiteral("$.workload.batch_size"), QStringLiteral("batch"),
                    [](Scenario& s) { s.workload.batchSize = 77; });
        m_f->dialogs.queueAnswer(DialogService::Answer::Cancel);
        QVERIFY(!window()->loadPreset(QStringLiteral("llama2-7b-qlora")));
        QCOMPARE(m_f->dialogs.requests(QStringLiteral("askSave")).size(), 1);
        QCOMPARE(doc()->scenario().workload.batchSize, 77);
        QVERIFY(window()->libraryScenarioId() != 0);
    }

    // The editor's box goes the same way as the menu.
    void presetBoxOpensAsNew() {
        const std::int64_t id = openSavedScenario();
        QComboBox* box = window()->editor()->scenarioPresetBox();
        const int index = box->findData(QStringLiteral("llama2-7b-qlora"));
        QVERIFY(index > 0);
        box->setCurrentIndex(index);
        emit box->activated(index);
        QCOMPARE(window()->libraryScenarioId(), std::int64_t(0));
        QCOMPARE(doc()->presetId(), QStringLiteral("llama2-7b-qlora"));
        QVERIFY(id != 0);
    }

    // Item 11: the preset menus name their categories in words.
    void presetMenusNameCategories() {
        QStringList titles;
        for (QAction* top : window()->menuBar()->actions())
            if (QMenu* menu = top->menu())
                for (QAction* a : menu->actions())
                    if (QMenu* presets = a->menu())
                        for (QAction* category : presets->actions())
                            titles << category->text();
        for (const char* raw : {"template", "exercise", "acceptance"})
            QVERIFY2(!titles.contains(QLatin1String(raw)),
                     qPrintable(titles.join(QLatin1Char('|'))));
        QVERIFY(titles.contains(QStringLiteral("Templates")));
    }

    // Item 4: a new plan puts the selection back on its recommendation, even when it has as
    // many options as the last one.
    void selectionFollowsTheRecommendation() {
        QVERIFY(window()->loadPreset(QStringLiteral("bert-base-finetune")));
        doc()->replanNow();
        QVERIFY(doc()->plan().recommended);
        const int recommended = int(*doc()->plan().recommended);
        const int other = recommended == 0 ? 1 : 0;
        doc()->setSelectedOption(other);
        QCOMPARE(doc()->selectedOption(), other);
        const std::size_t count = doc()->plan().options.size();
        QVERIFY(window()->loadPreset(QStringLiteral("cpu-or-gpu-finetune-110m")));
        doc()->replanNow();
        QCOMPARE(doc()->plan().options.size(), count); // the case the issue names
        QVERIFY(doc()->plan().recommended);
        QCOMPARE(doc()->selectedOption(), int(*doc()->plan().recommended));
        const QString text = window()->recommendationPanel()->summaryText();
        QVERIFY2(!text.contains(QStringLiteral("Selected:")), qPrintable(text));
    }

    // The guide promises what autosave does: safety against a crash, not saving to the library.
    void userGuideSaysWhatAutosaveDoes() {
        const QString guide = userGuideHtml();
        QVERIFY(!guide.contains(QStringLiteral("saved automatically")));
        QVERIFY(guide.contains(QStringLiteral("crash")));
    }
};

QTEST_MAIN(PresetsAndSelectionTest)
#include "test_presets_and_selection.moc"

// Every message box and file dialog goes through the dialog service: the tests answer them from
// a script, and no test opens a real modal dialog.
#include "tests/support/scripted_dialogs.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/help_dialogs.h"
#include "ui/window/main_window.h"
#include "ui/workshop/exercise_panel.h"
#include "ui/workshop/workshop_window.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;

class DialogSeamsTest : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<ScriptedDialogs> m_dialogs;

    void trigger(const char* action) {
        auto* a = m_window->findChild<QAction*>(QString::fromLatin1(action));
        QVERIFY2(a, action);
        a->trigger();
    }
    // An edit the window must ask about before it is replaced.
    void makeUnsavedChange() {
        DocumentModel* doc = m_window->document();
        Scenario changed = doc->scenario();
        changed.name += " (changed)";
        doc->replaceScenario(changed, QStringLiteral("rename"));
        QVERIFY(!doc->undoStack()->isClean());
    }

private slots:
    void init() {
        m_dialogs = std::make_unique<ScriptedDialogs>();
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->show(); // unsaved changes are asked about only in a window the user can see
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->loadPreset(QStringLiteral("bert-base-finetune")));
    }

    void cleanup() {
        m_window.reset();
        QCOMPARE(QApplication::activeModalWidget(), nullptr);
        m_dialogs.reset();
    }

    void installsAndRestores() {
        QCOMPARE(&dialogs(), static_cast<DialogService*>(m_dialogs.get()));
        {
            ScriptedDialogs inner;
            QCOMPARE(&dialogs(), static_cast<DialogService*>(&inner));
        }
        QCOMPARE(&dialogs(), static_cast<DialogService*>(m_dialogs.get()));
    }

    void saveAsWritesTheScriptedFile_data() {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("written");
        QTest::newRow("with suffix") << QStringLiteral("plan.json") << QStringLiteral("plan.json");
        QTest::newRow("suffix added") << QStringLiteral("plan") << QStringLiteral("plan.json");
    }
    void saveAsWritesTheScriptedFile() {
        QFETCH(QString, answer);
        QFETCH(QString, written);
        QTemporaryDir dir;
        m_dialogs->queueFile(dir.filePath(answer));
        trigger("actionSaveAs");
        QCOMPARE(m_dialogs->requests(QStringLiteral("saveFileName")).size(), 1);
        QVERIFY(m_dialogs->requests().first().answered);
        QVERIFY(QFile::exists(dir.filePath(written)));
        QCOMPARE(m_window->document()->filePath(), dir.filePath(written));
        QVERIFY(m_window->document()->undoStack()->isClean());
    }

    void cancelledSaveAsWritesNothing() {
        trigger("actionSaveAs"); // nothing queued: the dialog is cancelled
        QCOMPARE(m_dialogs->requests(QStringLiteral("saveFileName")).size(), 1);
        QVERIFY(!m_dialogs->requests().first().answered);
        QVERIFY(m_window->document()->filePath().isEmpty());
    }

    // Open with unsaved changes: the scripted answer to "Save them?" decides whether the file
    // dialog is shown at all.
    void openAsksAboutUnsavedChanges_data() {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("fileAsked");
        QTest::newRow("cancel keeps the scenario") << int(DialogService::Answer::Cancel) << false;
        QTest::newRow("discard goes on to the file") << int(DialogService::Answer::Discard) << true;
    }
    void openAsksAboutUnsavedChanges() {
        QFETCH(int, answer);
        QFETCH(bool, fileAsked);
        makeUnsavedChange();
        const std::string name = m_window->document()->scenario().name;
        m_dialogs->queueAnswer(DialogService::Answer(answer));
        trigger("actionOpen");
        QCOMPARE(m_dialogs->requests(QStringLiteral("askSave")).size(), 1);
        QCOMPARE(m_dialogs->requests(QStringLiteral("openFileName")).size(), fileAsked ? 1 : 0);
        QCOMPARE(m_window->document()->scenario().name, name);
    }

    // A file that is not a scenario is refused with a message naming the JSON path.
    void refusedOpenIsReported() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schema_version": 1, "workload": {"kind": "nonsense"}})");
        file.close();
        m_dialogs->queueFile(path);
        trigger("actionOpen");
        const auto told = m_dialogs->requests(QStringLiteral("inform"));
        QCOMPARE(told.size(), 1);
        QVERIFY2(told.first().text.contains(QStringLiteral("$.")), qPrintable(told.first().text));
        QVERIFY(m_window->document()->filePath().isEmpty());
    }

    void chartExportAsksForAFile() {
        QTemporaryDir dir;
        m_dialogs->queueFile(dir.filePath(QStringLiteral("chart")));
        trigger("actionExportChart");
        const auto asked = m_dialogs->requests(QStringLiteral("saveFileName"));
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().text.endsWith(QStringLiteral(".png"))); // the suggested name
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("chart.png"))));
    }

    void aboutGoesThroughTheService() {
        showAbout(m_window.get());
        const auto asked = m_dialogs->requests(QStringLiteral("about"));
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().text.contains(QApplication::applicationVersion()));
    }

    void workshopFilesGoThroughTheService() {
        workshop::WorkshopWindow window(nullptr);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[1, 2");
        file.close();
        m_dialogs->queueFile(path);
        QPushButton* open = nullptr;
        for (QPushButton* b : window.exercises()->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Open exercises…"))
                open = b;
        QVERIFY(open);
        open->click();
        QCOMPARE(m_dialogs->requests(QStringLiteral("openFileName")).size(), 1);
        QCOMPARE(m_dialogs->requests(QStringLiteral("inform")).size(), 1);
    }
};

QTEST_MAIN(DialogSeamsTest)
#include "test_dialog_seams.moc"

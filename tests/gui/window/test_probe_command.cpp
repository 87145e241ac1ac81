// "Measure this on your machine…": the command shown for the open scenario, the file it names,
// and the copy button; and how the command quotes the paths it is given.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/scripted_dialogs.h"
#include "ui/editor/document_model.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/main_window.h"
#include "ui/window/probe_command_dialog.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;

class ProbeCommandTest : public QObject {
    Q_OBJECT

    // Opens the dialog from the window's action and returns the command it showed (empty when
    // no dialog was shown).
    static QString commandFromTheWindow(MainWindow& window, ScriptedDialogs& scripted,
                                        QString* calibrate = nullptr) {
        QString shown;
        scripted.setDialogHandler([&](QDialog* d) {
            auto* dialog = qobject_cast<ProbeCommandDialog*>(d);
            if (!dialog)
                return int(QDialog::Rejected);
            shown = dialog->command();
            if (calibrate)
                *calibrate = dialog->calibrateCommand();
            dialog->copyButton()->click();
            return int(QDialog::Rejected);
        });
        auto* action = window.findChild<QAction*>(QStringLiteral("actionMeasureOnYourMachine"));
        if (!action)
            qFatal("the window has no Measure action");
        action->trigger();
        return shown;
    }

private slots:
    void commandQuotesWhatAShellWouldSplit_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("command");
        QTest::newRow("plain")
            << QStringLiteral("/home/ana/bert.json")
            << QStringLiteral(
                   "rightsize-probe /home/ana/bert.json --output /home/ana/bert-run.json");
        QTest::newRow("spaces")
            << QStringLiteral("/home/ana/my plans/BERT base.json")
            << QStringLiteral("rightsize-probe '/home/ana/my plans/BERT base.json' --output "
                              "'/home/ana/my plans/BERT base-run.json'");
        QTest::newRow("quote")
            << QStringLiteral("/tmp/ana's.json")
            << QStringLiteral(
                   "rightsize-probe '/tmp/ana'\\''s.json' --output '/tmp/ana'\\''s-run.json'");
        QTest::newRow("dollar")
            << QStringLiteral("/tmp/$HOME.json")
            << QStringLiteral("rightsize-probe '/tmp/$HOME.json' --output '/tmp/$HOME-run.json'");
    }
    void commandQuotesWhatAShellWouldSplit() {
        QFETCH(QString, scenario);
        QFETCH(QString, command);
        QCOMPARE(probeCommand(scenario, probeRunPath(scenario)), command);
    }

    void unsavedScenarioIsWrittenWhereTheUserSaysAndNamed() {
        QTemporaryDir dir;
        ScriptedDialogs scripted;
        MainWindow window(nullptr);
        QVERIFY(window.loadPreset(QStringLiteral("bert-base-finetune")));
        scripted.queueFile(dir.filePath(QStringLiteral("bert")));
        QString calibrate;
        const QString command = commandFromTheWindow(window, scripted, &calibrate);
        const QString file = dir.filePath(QStringLiteral("bert.json"));
        QCOMPARE(scripted.requests(QStringLiteral("saveFileName")).size(), 1);
        QCOMPARE(command, probeCommand(file, dir.filePath(QStringLiteral("bert-run.json"))));
        QCOMPARE(calibrate, QStringLiteral("rightsize calibrate bert-run.json --name my-machine"));
        QCOMPARE(QGuiApplication::clipboard()->text(), command);
        // The copy is a scenario the probe and rightsize read; the window keeps its own place.
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Catalog catalog = loadBuiltinCatalog();
        const ScenarioLoadResult loaded = parseScenario(f.readAll().toStdString(), &catalog);
        QVERIFY(loaded.document);
        QCOMPARE(loaded.document->scenario.workload.batchSize,
                 window.document()->scenario().workload.batchSize);
        QVERIFY(window.document()->filePath().isEmpty());
    }

    void scenarioFromAFileIsMeasuredFromThatFile() {
        QTemporaryDir dir;
        ScriptedDialogs scripted;
        MainWindow window(nullptr);
        QVERIFY(window.loadPreset(QStringLiteral("bert-base-finetune")));
        scripted.queueFile(dir.filePath(QStringLiteral("saved.json")));
        auto* saveAs = window.findChild<QAction*>(QStringLiteral("actionSaveAs"));
        QVERIFY(saveAs);
        saveAs->trigger();
        QVERIFY(window.document()->undoStack()->isClean());
        const QString command = commandFromTheWindow(window, scripted);
        QCOMPARE(scripted.requests(QStringLiteral("saveFileName")).size(), 1); // only Save As asked
        QVERIFY2(command.startsWith(QStringLiteral("rightsize-probe ") +
                                    dir.filePath(QStringLiteral("saved.json"))),
                 qPrintable(command));
    }

    void cancellingTheSaveShowsNoCommand() {
        ScriptedDialogs scripted;
        MainWindow window(nullptr);
        QVERIFY(window.loadPreset(QStringLiteral("bert-base-finetune")));
        QVERIFY(commandFromTheWindow(window, scripted).isEmpty());
        QVERIFY(scripted.requests(QStringLiteral("dialog")).isEmpty());
    }
};

QTEST_MAIN(ProbeCommandTest)
#include "test_probe_command.moc"

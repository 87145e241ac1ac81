// The editor under the edits a new user makes: rows never vanish, values that cannot be used
// are kept with a message, rules between fields refuse exactly what the file reader refuses,
// every value typed and confirmed is its own undo step, and undo leaves the focus alone.
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/editor_rows.h"
#include "tests/support/scripted_dialogs.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/results/recommendation_panel.h"
#include "ui/widgets/app_settings.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/main_window.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;

class WorkloadEditorTest : public QObject {
    Q_OBJECT

    // Installed before the window and gone after it: the window's questions are answered here.
    std::unique_ptr<ScriptedDialogs> m_dialogs;
    std::unique_ptr<MainWindow> m_window;

    DocumentModel* doc() { return m_window->document(); }
    WorkloadEditor* editor() { return m_window->editor(); }
    template <class W> W* input(const char* path) {
        auto* w = qobject_cast<W*>(editor()->fieldInput(QString::fromLatin1(path)));
        Q_ASSERT(w);
        return w;
    }
    bool rowShown(const char* path) { return test::editorRowShown(editor(), path); }
    void loadPreset(const char* id) {
        // Changes made to the scenario before are discarded, as the user may choose.
        if (!m_window->document()->undoStack()->isClean())
            m_dialogs->queueAnswer(DialogService::Answer::Discard);
        QVERIFY2(m_window->loadPreset(QString::fromLatin1(id)), id);
        doc()->replanNow();
        QCoreApplication::processEvents();
    }
    void type(QAbstractSpinBox* box, const QString& text) {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
    }

private slots:
    void init() {
        m_dialogs = std::make_unique<ScriptedDialogs>();
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        doc()->replanNow();
    }
    void cleanup() {
        m_window.reset();
        m_dialogs.reset();
    }

    // Item 1: after presets of other kinds and a bad value, the model and data rows stay.
    void rowsStayAfterPresetsAndABadValue() {
        for (const char* id : {"llama2-7b-qlora", "llama2-70b-pretrain", "llama2-13b-chat-serving",
                               "cpu-or-gpu-xgboost-20m", "bert-base-finetune"})
            loadPreset(id);
        auto* batch = input<QSpinBox>("$.workload.batch_size");
        type(batch, QStringLiteral("64"));
        type(batch, QStringLiteral("48"));
        auto* samples = input<QLineEdit>("$.workload.dataset.samples");
        samples->setFocus();
        samples->selectAll();
        QTest::keyClicks(samples, QStringLiteral("abc"));
        QCoreApplication::processEvents();
        QVERIFY(!editor()->fieldMessage(QStringLiteral("$.workload.dataset.samples")).isEmpty());
        for (const char* path :
             {"$.workload.model.preset", "$.workload.dataset.samples", "$.workload.dataset.epochs",
              "$.workload.dataset.tokens_per_sample", "$.workload.dataset.bytes_per_sample"})
            QVERIFY2(rowShown(path), path);
        // Another preset, and undo, keep them too.
        loadPreset("llama2-7b-qlora");
        QVERIFY(rowShown("$.workload.model.preset"));
        QVERIFY(rowShown("$.workload.dataset.samples"));
    }

    // Item 12: each value typed and confirmed is its own undo step, and undo keeps the focus.
    // (batch sizes within the file's range: the editor takes exactly what a file may hold)
    void everyConfirmedValueIsAnUndoStep() {
        auto* batch = input<QSpinBox>("$.workload.batch_size");
        auto* samples = input<QLineEdit>("$.workload.dataset.samples");
        samples->setFocus();
        samples->selectAll();
        QTest::keyClicks(samples, QStringLiteral("20M"));
        QTest::keyClick(samples, Qt::Key_Return);
        const int original = doc()->scenario().workload.batchSize;
        for (const char* value : {"64", "256", "999999"})
            type(batch, QString::fromLatin1(value));
        QCOMPARE(doc()->scenario().workload.batchSize, 999999);
        QUndoStack* undo = doc()->undoStack();
        QWidget* focused = QApplication::focusWidget();
        QVERIFY(focused);
        for (int expected : {256, 64, original}) {
            undo->undo();
            QCoreApplication::processEvents();
            QCOMPARE(doc()->scenario().workload.batchSize, expected);
            QCOMPARE(batch->value(), expected);
            QCOMPARE(QApplication::focusWidget(), focused);
        }
    }

    // Item 12: an undo that hides the field being edited leaves the focus on the form, not in
    // some other field where the next keystroke would change a value.
    void undoThatHidesTheFocusedFieldDoesNotMoveFocusIntoAnotherField() {
        auto* kind = input<QComboBox>("$.workload.kind");
        kind->setCurrentIndex(kind->findData(int(WorkloadKind::ClassicMl)));
        auto* trees = input<QSpinBox>("$.workload.classic_ml.trees");
        QVERIFY(trees->isVisibleTo(editor()));
        type(trees, QStringLiteral("300"));
        QVERIFY(trees->hasFocus());
        doc()->undoStack()->undo(); // the trees
        doc()->undoStack()->undo(); // the kind: classic ML fields go away
        QCoreApplication::processEvents();
        QVERIFY(!trees->isVisibleTo(editor()));
        QWidget* focus = QApplication::focusWidget();
        QVERIFY2(focus == editor() || !editor()->isAncestorOf(focus),
                 focus ? qPrintable(focus->accessibleName()) : "none");
    }

    // Item 8: a batch larger than the data set is refused with a message and kept as typed;
    // once the data set is large enough it goes in.
    void batchLargerThanTheDataSetIsRefusedUntilTheDataSetGrows() {
        auto* samples = input<QLineEdit>("$.workload.dataset.samples");
        samples->setFocus();
        samples->selectAll();
        QTest::keyClicks(samples, QStringLiteral("300k"));
        QTest::keyClick(samples, Qt::Key_Return);
        QCOMPARE(doc()->scenario().workload.dataset.samples, 300000.0);
        const int before = doc()->scenario().workload.batchSize;
        auto* batch = input<QSpinBox>("$.workload.batch_size");
        type(batch, QStringLiteral("999999"));
        QCOMPARE(doc()->scenario().workload.batchSize, before);
        QCOMPARE(batch->value(), 999999);
        const QString message = editor()->fieldMessage(QStringLiteral("$.workload.batch_size"));
        QVERIFY2(message.contains(QLocale().toString(300000)), qPrintable(message));
        // What the window refuses, the file reader refuses too.
        Scenario s = doc()->scenario();
        s.workload.batchSize = 999999;
        QVERIFY(!parseScenario(scenarioToJson(s).dump(), &doc()->catalog()).document);

        samples->setFocus();
        samples->selectAll();
        QTest::keyClicks(samples, QStringLiteral("20M"));
        QTest::keyClick(samples, Qt::Key_Return);
        QCOMPARE(doc()->scenario().workload.batchSize, 999999);
        QVERIFY(editor()->fieldMessage(QStringLiteral("$.workload.batch_size")).isEmpty());
    }

    void microBatchLargerThanTheBatchIsRefused() {
        auto* micro = input<QSpinBox>("$.workload.micro_batch_size");
        type(micro, QStringLiteral("0")); // auto
        auto* batch = input<QSpinBox>("$.workload.batch_size");
        type(batch, QStringLiteral("5"));
        QCOMPARE(doc()->scenario().workload.batchSize, 5);
        type(micro, QStringLiteral("32"));
        QVERIFY(doc()->scenario().workload.microBatchSize != 32);
        QVERIFY(!editor()->fieldMessage(QStringLiteral("$.workload.micro_batch_size")).isEmpty());
    }

    void sequenceLongerThanTheModelIsRefused() {
        loadPreset("bert-base-finetune");
        auto* seq = input<QSpinBox>("$.workload.seq_len");
        const int before = doc()->scenario().workload.seqLen;
        type(seq, QStringLiteral("8192"));
        QCOMPARE(doc()->scenario().workload.seqLen, before);
        QVERIFY(editor()
                    ->fieldMessage(QStringLiteral("$.workload.seq_len"))
                    .contains(QLocale().toString(512)));
    }

    // A minus sign or letters are kept where they were typed, with a message, and never used.
    void textThatCannotBeUsedIsKeptAndExplained_data() {
        QTest::addColumn<QString>("typed");
        QTest::newRow("negative") << QStringLiteral("-5");
        QTest::newRow("letters") << QStringLiteral("abc");
        QTest::newRow("too large") << QStringLiteral("99999999999");
    }
    void textThatCannotBeUsedIsKeptAndExplained() {
        QFETCH(QString, typed);
        auto* batch = input<QSpinBox>("$.workload.batch_size");
        const int before = doc()->scenario().workload.batchSize;
        batch->setFocus();
        batch->selectAll();
        QTest::keyClicks(batch, typed);
        QCoreApplication::processEvents();
        // Group separators come and go while typing; the digits and signs stay.
        const auto bare = [](QString t) { return t.remove(QLocale().groupSeparator()); };
        QVERIFY2(bare(batch->text()).contains(typed), qPrintable(batch->text()));
        QCOMPARE(doc()->scenario().workload.batchSize, before);
        const QString message = editor()->fieldMessage(QStringLiteral("$.workload.batch_size"));
        QVERIFY2(bare(message).contains(typed), qPrintable(message));
    }

    // The red message wraps inside the form instead of running past its right edge.
    void longMessageWrapsInsideTheForm() {
        m_window->resize(1280, 720);
        QCoreApplication::processEvents();
        auto* samples = input<QLineEdit>("$.workload.dataset.samples");
        samples->setFocus();
        samples->selectAll();
        QTest::keyClicks(
            samples, QStringLiteral("a very long piece of text that is certainly not a number"));
        QCoreApplication::processEvents();
        QLabel* message = nullptr;
        for (QLabel* l : samples->parentWidget()->parentWidget()->findChildren<QLabel*>())
            if (l->isVisible() &&
                l->text() == editor()->fieldMessage(QStringLiteral("$.workload.dataset.samples")))
                message = l;
        QVERIFY(message);
        QVERIFY(message->heightForWidth(message->width()) <= message->height());
        const QRect inEditor(message->mapTo(editor(), QPoint(0, 0)), message->size());
        QVERIFY(inEditor.right() <= editor()->width());
        QWidget* viewport = editor()->parentWidget();
        QVERIFY(editor()->width() <= viewport->width());
    }

    // Item 11: the box names the preset the scenario came from; menus name categories in words.
    void presetBoxNamesTheLoadedPreset() {
        loadPreset("llama2-7b-qlora");
        QComboBox* box = editor()->scenarioPresetBox();
        QCOMPARE(box->currentData().toString(), QStringLiteral("llama2-7b-qlora"));
        QVERIFY(box->currentText().contains(QStringLiteral("QLoRA")));
        for (int i = 0; i < box->count(); ++i)
            for (const char* raw : {"template", "exercise", "acceptance"})
                QVERIFY(box->itemText(i) != QLatin1String(raw));
        m_window->newScenario();
        QCOMPARE(box->currentIndex(), 0);
    }

    // Item 8: eight devices for a batch of five run a batch of eight; the answer says so.
    void planThatRunsALargerBatchSaysSo() {
        loadPreset("bert-base-finetune");
        doc()->edit(QStringLiteral("$.compute.options"), QStringLiteral("devices"),
                    [](Scenario& s) {
                        s.compute.options = {{"a100-pcie-80gb", 8}};
                    });
        auto* micro = input<QSpinBox>("$.workload.micro_batch_size");
        type(micro, QStringLiteral("0"));
        auto* batch = input<QSpinBox>("$.workload.batch_size");
        type(batch, QStringLiteral("5"));
        QCOMPARE(doc()->scenario().workload.batchSize, 5);
        doc()->replanNow();
        QVERIFY(doc()->hasPlan() && !doc()->plan().options.empty());
        const Layout& layout = doc()->plan().options.front().placement.layout;
        if (layout.data * layout.microBatch * layout.gradientAccumulation == 5)
            QSKIP("the planner no longer changes the batch for this case");
        const QString text = m_window->recommendationPanel()->summaryText();
        QVERIFY2(text.contains(QStringLiteral("global batch of")), qPrintable(text));
    }

    // Item 9: the box says which counts the planner tries, and they match what it plans.
    void catalogCountsAreSaidAsPlanned() {
        loadPreset("llama2-70b-pretrain");
        QString counts;
        for (QLabel* label : editor()->findChildren<QLabel*>())
            if (label->isVisibleTo(editor()) &&
                label->text().contains(QStringLiteral("whole nodes")))
                counts = label->text();
        QVERIFY2(!counts.isEmpty(), "no words on the counts tried");
        int largest = 0;
        for (const OptionResult& o : doc()->plan().options)
            largest = std::max(largest, o.placement.count);
        QVERIFY(largest > 8); // whole nodes, as the words say
    }

    // A first start shows a hint; putting it away is remembered.
    void firstRunHintIsShownOnceUntilPutAway() {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("settings.ini"));
        {
            MainWindow first(std::make_shared<AppSettings>(ini));
            QVERIFY(first.editor()->firstRunHintShown());
            QToolButton* gotIt = nullptr;
            for (QToolButton* b : first.editor()->findChildren<QToolButton*>())
                if (b->text() == QStringLiteral("Got it"))
                    gotIt = b;
            QVERIFY(gotIt);
            gotIt->click();
            QVERIFY(!first.editor()->firstRunHintShown());
        }
        MainWindow second(std::make_shared<AppSettings>(ini));
        QVERIFY(!second.editor()->firstRunHintShown());
    }
};

QTEST_MAIN(WorkloadEditorTest)
#include "test_workload_editor.moc"

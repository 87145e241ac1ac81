// Hugging Face configs in the window, offscreen: File → Import model config… and a config.json
// dropped on the window set the model (one undo step), bad configs are refused with their JSON
// path, and the new model and scenario presets are in the Scenario menu.
#include "core/model/scenario_fields.h"
#include "tests/support/scripted_dialogs.h"
#include "ui/editor/document_model.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/main_window.h"
#include "ui/wording/field_texts.h"

#include <QComboBox>
#include <QDropEvent>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

QString config(const char* name) {
    return QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/hf_configs/%1/config.json")
        .arg(QLatin1String(name));
}

// Every action text under a menu, submenus included, without the mnemonic marks.
QStringList actionTexts(const QMenu* menu) {
    QStringList texts;
    for (QAction* a : menu->actions()) {
        texts << a->text().remove(QLatin1Char('&'));
        if (a->menu())
            texts << actionTexts(a->menu());
    }
    return texts;
}

QMenu* topMenu(QMainWindow* window, const QString& title) {
    for (QAction* a : window->menuBar()->actions())
        if (a->menu() && a->text().remove(QLatin1Char('&')) == title)
            return a->menu();
    return nullptr;
}

} // namespace

class ModelConfigImportTest : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    DocumentModel* doc() { return m_window->document(); }

private slots:
    void init() {
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        doc()->replanNow();
    }
    void cleanup() { m_window.reset(); }

    void fileMenuOffersTheImport() {
        QMenu* file = topMenu(m_window.get(), QStringLiteral("File"));
        QVERIFY(file);
        QVERIFY(actionTexts(file).contains(QStringLiteral("Import model config…")));
    }

    void importSetsTheModelAsOneUndoStep() {
        const double before = doc()->plan().params;
        QVERIFY(m_window->importModelConfig(config("qwen3-30b-a3b")));
        doc()->replanNow();
        const ModelShape& m = doc()->scenario().workload.model;
        QCOMPARE(m.experts, 128);
        QCOMPARE(m.expertsPerToken, 8);
        QCOMPARE(m.layers, 48);
        QVERIFY(m.preset.empty());
        QVERIFY(qAbs(doc()->plan().params - 30.53e9) < 0.01e9);
        QVERIFY(doc()->plan().activeParams < 3.4e9);
        QVERIFY(doc()->plan().kvCacheBytesPerToken > 0);
        doc()->undoStack()->undo();
        doc()->replanNow();
        QCOMPARE(doc()->plan().params, before);
        QCOMPARE(doc()->scenario().workload.model.experts, 0);
    }

    // A saved scenario holds the imported shape itself and reads back the same.
    void importedModelSurvivesSaveAndOpen() {
        QVERIFY(m_window->importModelConfig(config("gpt-oss-20b")));
        const QString path = m_dir.filePath(QStringLiteral("oss.json"));
        QVERIFY(m_window->saveTo(path));
        QVERIFY(m_window->loadPreset(QStringLiteral("bert-base-finetune")));
        QCOMPARE(m_window->openFile(path, true), QString());
        const ModelShape& m = doc()->scenario().workload.model;
        QCOMPARE(m.experts, 32);
        QCOMPARE(m.expertQuantBits, 4.25);
        QCOMPARE(m.slidingLayers, 12);
    }

    void droppingAConfigOnTheWindowImportsIt() {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(config("mixtral-8x7b-v0.1"))});
        const QPoint centre = m_window->rect().center();
        QDragEnterEvent enter(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(centre), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &drop);
        QCOMPARE(doc()->scenario().workload.model.experts, 8);
        QCOMPARE(doc()->scenario().workload.model.hidden, 4096);
    }

    void badConfigIsRefusedWithItsPath() {
        const QString path = m_dir.filePath(QStringLiteral("config.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model_type": "xlnet", "d_model": 1024})");
        f.close();
        const int layers = doc()->scenario().workload.model.layers;
        QVERIFY(!m_window->importModelConfig(path));
        QVERIFY(m_window->lastNotice().contains(QStringLiteral("$.model_type")));
        QVERIFY(m_window->lastNotice().contains(QStringLiteral("xlnet")));
        QCOMPARE(doc()->scenario().workload.model.layers, layers);
    }

    // The scenario and the model take the imported model's name (its folder, as the config
    // has no "_name_or_path"), in the editor and in the report's inputs.
    void importNamesTheScenarioAndTheModel() {
        QVERIFY(m_window->loadPreset(QStringLiteral("bert-base-finetune")));
        QVERIFY(m_window->importModelConfig(config("llama-3.1-8b")));
        doc()->replanNow();
        const Scenario& s = doc()->scenario();
        QCOMPARE(QString::fromStdString(s.workload.model.name), QStringLiteral("llama-3.1-8b"));
        QCOMPARE(QString::fromStdString(s.name), QStringLiteral("llama-3.1-8b"));
        QCOMPARE(fieldValueText(*scenarioField("$.workload.model.preset"), s),
                 QStringLiteral("llama-3.1-8b"));
        bool named = false;
        for (const QComboBox* box : m_window->findChildren<QComboBox*>())
            named = named || box->currentText() == QStringLiteral("llama-3.1-8b");
        QVERIFY(named);
        // Its context is enforced: no longer sequence than the config's 131,072 positions.
        QCOMPARE(s.workload.model.maxContext, 131072);
    }

    // Keys no field reads are named when a file is opened, with the key meant.
    void openingAFileWithATypoSaysSo() {
        QVERIFY(m_window->importModelConfig(config("qwen3-8b")));
        const QString path = m_dir.filePath(QStringLiteral("typo.json"));
        QVERIFY(m_window->saveTo(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        text.replace("\"format\"", "\"nmae\": \"typo\", \"format\"");
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        ScriptedDialogs dialogs;
        QCOMPARE(m_window->openFile(path, false), QString());
        const auto notices = dialogs.requests(QStringLiteral("inform"));
        QCOMPARE(notices.size(), 1);
        const QString notice = notices.front().text;
        QVERIFY2(notice.contains(QStringLiteral("$.nmae")), qPrintable(notice));
        QVERIFY2(notice.contains(QStringLiteral("did you mean \"name\"?")), qPrintable(notice));
    }

    void newPresetsAreInTheScenarioMenu() {
        QMenu* scenario = topMenu(m_window.get(), QStringLiteral("Scenario"));
        QVERIFY(scenario);
        const QStringList texts = actionTexts(scenario);
        for (const char* name :
             {"Fine-tune Qwen3-8B with LoRA: 1x A10 or 1x H100 serverless",
              "Serve a fine-tuned open model or pay a frontier API per million tokens",
              "Kimi K2 inference on one 8-GPU node", "Kimi K2 (MoE, MLA)", "DeepSeek-V3 (MoE, MLA)",
              "gpt-oss-120b (MoE)", "Qwen3 30B-A3B (MoE)", "Llama 3.1 405B", "Gemma 3 27B"})
            QVERIFY2(texts.contains(QString::fromUtf8(name)), name);
        for (const char* id :
             {"qwen3-8b-lora-a10-vs-h100", "open-model-vs-frontier-api", "kimi-k2-one-node"}) {
            QVERIFY2(m_window->loadPreset(QString::fromLatin1(id)), id);
            doc()->replanNow();
            QVERIFY2(doc()->hasPlan(), id);
            QVERIFY2(doc()->plan().recommended.has_value(), id);
        }
    }
};

QTEST_MAIN(ModelConfigImportTest)
#include "test_model_config_import.moc"

// Each kind of workload shows the fields it uses, and only those (core's field table decides,
// ui/editor/workload_editor.cpp follows it): no micro-batch for gradient-boosted trees, in the
// editor nor in the layout the recommendation and the options table print; no expert parallelism,
// hosted API price or tokens a month for a CNN; double quantisation and the paged optimizer for
// QLoRA only; no cluster start-up or runs a day for serving; the acceptance rate and draft model
// only with draft tokens.
#include "core/model/scenario_fields.h"
#include "tests/support/editor_rows.h"
#include "tests/support/scripted_dialogs.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/results/options_table_model.h"
#include "ui/results/recommendation_panel.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/main_window.h"

#include <QFormLayout>
#include <QTest>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;

class TestFieldVisibility : public QObject {
    Q_OBJECT

    // Installed before the window and gone after it: the window's questions are answered here.
    std::unique_ptr<ScriptedDialogs> m_dialogs;
    std::unique_ptr<MainWindow> m_window;

    WorkloadEditor* editor() { return m_window->editor(); }

    // What a person sees of a field: its input and its label, not hidden by the form.
    bool shown(const char* path) {
        if (!editor()->fieldInput(QString::fromLatin1(path)))
            qFatal("no field %s", path);
        return test::editorRowShown(editor(), path);
    }
    void load(const char* id) {
        // Changes made to the scenario before are discarded, as the user may choose.
        if (!m_window->document()->undoStack()->isClean())
            m_dialogs->queueAnswer(DialogService::Answer::Discard);
        QVERIFY2(m_window->loadPreset(QString::fromLatin1(id)), id);
        m_window->document()->replanNow();
        QCoreApplication::processEvents();
    }

private slots:
    void init() {
        m_dialogs = std::make_unique<ScriptedDialogs>();
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() {
        m_window.reset();
        m_dialogs.reset();
    }

    void gradientBoostingHasNoMicroBatch() {
        load("cpu-or-gpu-xgboost-20m");
        QVERIFY(shown("$.workload.classic_ml.trees"));
        QVERIFY(!shown("$.workload.micro_batch_size"));
        QVERIFY(!shown("$.workload.parallelism.tensor"));
        // Nor in the layout printed for its options.
        const QString summary = m_window->recommendationPanel()->summaryText();
        QVERIFY2(!summary.contains(QLatin1String("micro-batch"), Qt::CaseInsensitive),
                 qPrintable(summary));
        OptionsTableModel* model = m_window->optionsModel();
        QVERIFY(model->rowCount() > 0);
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString layout =
                model->index(row, OptionsTableModel::ColLayout).data().toString();
            QVERIFY2(!layout.contains(QLatin1String("mb"), Qt::CaseInsensitive) &&
                         !layout.contains(QLatin1String("micro"), Qt::CaseInsensitive),
                     qPrintable(layout));
        }
    }

    void cnnHasNoExpertsNorTokenPrices() {
        load("realtime-image-api");
        QVERIFY(shown("$.workload.serving.qps"));
        QVERIFY(!shown("$.workload.parallelism.expert"));
        QVERIFY(!shown("$.workload.serving.hosted_api_usd_per_million_tokens"));
        QVERIFY(!shown("$.workload.serving.tokens_per_month"));
        load("resnet50-training");
        QVERIFY(shown("$.workload.micro_batch_size"));
        QVERIFY(!shown("$.workload.parallelism.expert"));
        QVERIFY(!shown("$.workload.serving.hosted_api_usd_per_million_tokens"));
    }

    void quantisationSettingsForQloraOnly() {
        load("llama3-8b-lora");
        QVERIFY(shown("$.workload.finetune.lora_rank"));
        QVERIFY(!shown("$.workload.finetune.double_quant"));
        // bitsandbytes' paged optimizers serve any fine-tune, not QLoRA alone.
        QVERIFY(shown("$.workload.finetune.paged_optimizer"));
        load("llama2-7b-qlora");
        QVERIFY(shown("$.workload.finetune.double_quant"));
        QVERIFY(shown("$.workload.finetune.paged_optimizer"));
    }

    void servingHasNoClusterStartUpNorRunsADay() {
        load("llama2-13b-chat-serving");
        QVERIFY(shown("$.workload.serving.qps"));
        QVERIFY(!shown("$.compute.cluster.startup_minutes"));
        QVERIFY(!shown("$.compute.cluster.runs_per_day"));
        QVERIFY(shown("$.workload.serving.hosted_api_usd_per_million_tokens"));
        load("bert-base-finetune");
        QVERIFY(shown("$.compute.cluster.startup_minutes"));
        QVERIFY(shown("$.compute.cluster.runs_per_day"));
    }

    // The acceptance rate and the draft model mean something only with draft tokens to check.
    void speculativeSettingsWithDraftTokensOnly() {
        load("llama2-13b-chat-serving");
        QVERIFY(shown("$.workload.serving.draft_tokens"));
        QVERIFY(!shown("$.workload.serving.acceptance_rate"));
        QVERIFY(!shown("$.workload.serving.draft_params"));
        Scenario s = m_window->document()->scenario();
        s.workload.serving.draftTokens = 3;
        m_window->document()->replaceScenario(s, QStringLiteral("draft tokens"));
        m_window->document()->replanNow();
        QCoreApplication::processEvents();
        QVERIFY(shown("$.workload.serving.acceptance_rate"));
        QVERIFY(shown("$.workload.serving.draft_params"));
    }

    // The rule is core's table, one place: every field the editor shows is one that applies.
    void editorFollowsTheFieldTable() {
        for (const char* id :
             {"cpu-or-gpu-xgboost-20m", "realtime-image-api", "llama3-8b-lora", "llama2-7b-qlora",
              "llama2-13b-chat-serving", "etl-join-200gb", "kimi-k2-one-node"}) {
            load(id);
            const Scenario& s = m_window->document()->scenario();
            for (const ScenarioField& f : scenarioFields()) {
                QWidget* input = editor()->fieldInput(
                    QString::fromUtf8(f.path.data(), qsizetype(f.path.size())));
                if (!input)
                    continue;
                QVERIFY2(
                    input->isVisibleTo(editor()) == fieldApplies(f, s),
                    qPrintable(QStringLiteral("%1 in %2")
                                   .arg(QString::fromUtf8(f.path.data(), qsizetype(f.path.size())),
                                        QString::fromLatin1(id))));
            }
        }
    }
};

QTEST_MAIN(TestFieldVisibility)
#include "test_field_visibility.moc"

// The report's input table is the editor's form on paper: for presets of each kind, its rows are
// the fields the editor shows, under the editor's labels, and choices read in words rather than
// as the file spells them.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "core/model/scenario_fields.h"
#include "core/scenario/scenario_io.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/report/report_content.h"
#include "ui/wording/field_texts.h"

#include <QFormLayout>
#include <QTest>
#include <algorithm>
#include <memory>

using namespace rightsize;
using namespace rightsize::ui;

class TestReportInputs : public QObject {
    Q_OBJECT
    Catalog m_catalog = loadBuiltinCatalog();

    // Whether a person sees the field's row in the editor.
    static bool rowShown(const WorkloadEditor& editor, const QString& path) {
        QWidget* input = editor.fieldInput(path);
        return input && input->isVisibleTo(&editor);
    }

private slots:
    void inputRowsAreTheEditorsFields_data() {
        QTest::addColumn<QString>("preset");
        for (const char* id : {"llama2-7b-qlora", "llama2-70b-pretrain", "llama2-13b-chat-serving",
                               "resnet50-training", "cpu-or-gpu-embed-5m", "cpu-or-gpu-xgboost-20m",
                               "etl-join-200gb", "qwen3-8b-lora-a10-vs-h100"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void inputRowsAreTheEditorsFields() {
        QFETCH(QString, preset);
        const ScenarioPreset* p = nullptr;
        for (const ScenarioPreset& candidate : m_catalog.scenarios)
            if (candidate.id == preset.toStdString())
                p = &candidate;
        QVERIFY2(p, qPrintable(preset));
        const auto document = presetDocument(m_catalog, *p);
        QVERIFY(document);
        DocumentModel doc(m_catalog);
        WorkloadEditor editor(&doc);
        editor.show();
        doc.load(*document, QString());
        doc.replanNow();
        QVERIFY(doc.hasPlan());
        const Scenario& s = doc.scenario();

        // The editor's rows a person sees, by label, with the value the report gives each.
        std::vector<std::pair<QString, QString>> shown;
        for (const ScenarioField& f : scenarioFields()) {
            const QString path = QString::fromUtf8(f.path.data(), qsizetype(f.path.size()));
            if (f.path == "$.name" || f.path == "$.notes" || !rowShown(editor, path))
                continue;
            shown.emplace_back(editor.fieldLabel(path), fieldValueText(f, s));
        }
        QVERIFY(shown.size() >= 8);
        std::vector<std::pair<QString, QString>> rows = inputRows(s, doc.plan());
        // The model's size as planned is the editor's "Size" row too, worded alike.
        const auto size = std::find_if(rows.begin(), rows.end(),
                                       [](const auto& r) { return r.first == modelSizeLabel(); });
        if (size != rows.end()) {
            QCOMPARE(size->second, modelSizeText(doc.plan()));
            rows.erase(size);
        }
        std::sort(shown.begin(), shown.end());
        std::sort(rows.begin(), rows.end());
        QCOMPARE(rows.size(), shown.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows[i].first, shown[i].first);
            QCOMPARE(rows[i].second, shown[i].second);
        }

        // Choices in words: the kind reads as the editor's box shows it, no value as a file
        // spelling such as "online_serving" or "zero3_hybrid".
        const auto kind = std::find_if(rows.begin(), rows.end(), [&](const auto& r) {
            return r.first == fieldText("$.workload.kind").label;
        });
        QVERIFY(kind != rows.end());
        QCOMPARE(kind->second, choiceText("$.workload.kind", toString(s.workload.kind)));
        // The header under the title names the kind in the same words.
        QCOMPARE(workloadKindText(s.workload.kind), kind->second);
        for (const ScenarioField& f : scenarioFields())
            if (f.kind == FieldKind::Choice && fieldApplies(f, s)) {
                const QString value = fieldValueText(f, s);
                QVERIFY2(!value.contains(QLatin1Char('_')), qPrintable(value));
            }
    }
};

QTEST_MAIN(TestReportInputs)
#include "test_report_inputs.moc"

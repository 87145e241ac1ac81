// Every number the editor shows has its range from core's field table, so the window accepts
// exactly what a file may hold: each end of each range, set in the editor, is saved, read back
// by the file reader and shown again by the editor. Every field of the table either has an input
// in the editor or is listed below as one only files set.
#include "core/catalog.h"
#include "core/scenario_fields.h"
#include "core/scenario_io.h"
#include "tests/support/field_boundaries.h"
#include "ui/scenario_document.h"
#include "ui/workload_editor.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QTest>
#include <cmath>
#include <memory>
#include <set>

using namespace rightsize;
using namespace rightsize::ui;
using namespace rightsize::testing;

namespace {

// Fields a scenario file may set that the editor has no input for (the model block's import,
// options the planner usually chooses, rarely needed serving comparisons).
const std::set<std::string_view> kFileOnly = {
    "$.notes",
    "$.workload.model",
    "$.workload.model.hf_config",
    "$.workload.padding",
    "$.workload.optimizer_implementation",
    "$.workload.fp32_gradients",
    "$.workload.finetune.double_quant",
    "$.workload.finetune.paged_optimizer",
    "$.workload.parallelism.expert",
    "$.workload.serving.hosted_api_usd_per_million_tokens",
    "$.workload.serving.tokens_per_month",
    "$.compute.region",
    "$.constraints.min_headroom",
};

bool near(double a, double b) {
    return a == b || std::fabs(a - b) <= 1e-12 * std::max(std::fabs(a), std::fabs(b));
}

} // namespace

class TestFieldRoundTrip : public QObject {
    Q_OBJECT
    Catalog m_catalog = loadBuiltinCatalog();
    std::unique_ptr<DocumentModel> m_doc;
    std::unique_ptr<WorkloadEditor> m_editor;
    Scenario m_base;

    // The editor's value of a field, as the widget shows it.
    std::optional<double> shown(QWidget* input) {
        if (auto* spin = qobject_cast<QSpinBox*>(input))
            return spin->value();
        if (auto* real = qobject_cast<QDoubleSpinBox*>(input))
            return real->value();
        if (auto* line = qobject_cast<QLineEdit*>(input)) {
            bool ok = false;
            const double v = QLocale().toDouble(line->text(), &ok);
            return ok ? std::optional<double>(v) : std::nullopt;
        }
        return std::nullopt;
    }

private slots:
    void initTestCase() {
        m_doc = std::make_unique<DocumentModel>(m_catalog);
        m_editor = std::make_unique<WorkloadEditor>(m_doc.get());
        const ScenarioLoadResult base = parseScenarioJson(boundaryBase(), &m_catalog);
        QVERIFY(base.document);
        m_base = base.document->scenario;
    }
    void cleanupTestCase() {
        m_editor.reset();
        m_doc.reset();
    }

    void everyFieldHasAnInputOrIsFileOnly() {
        for (const ScenarioField& f : scenarioFields()) {
            const QString path = QString::fromUtf8(f.path.data(), qsizetype(f.path.size()));
            const bool input = m_editor->fieldInput(path) != nullptr;
            QVERIFY2(input != kFileOnly.count(f.path), qPrintable(path));
        }
    }

    void editorRangesAreTheRules() {
        for (const ScenarioField& f : scenarioFields()) {
            if (!f.isNumber())
                continue;
            const QString path = QString::fromUtf8(f.path.data(), qsizetype(f.path.size()));
            QWidget* input = m_editor->fieldInput(path);
            double min = 0, max = 0;
            if (auto* spin = qobject_cast<QSpinBox*>(input)) {
                min = spin->minimum();
                max = spin->maximum();
            } else if (auto* real = qobject_cast<QDoubleSpinBox*>(input)) {
                min = real->minimum();
                max = real->maximum();
            } else {
                continue; // typed amounts check the rule itself
            }
            QVERIFY2(near(max, f.rule.max), qPrintable(path));
            // "auto" (0) below an optional field's rule, or the least step above an exclusive end.
            const bool minOk = f.optional         ? min == 0
                               : f.rule.exclusive ? min > f.rule.min && min <= f.rule.min + 1
                                                  : min == f.rule.min;
            QVERIFY2(minOk, qPrintable(QStringLiteral("%1: %2").arg(path).arg(min)));
        }
    }

    void boundariesSurviveEditorFileAndEditor_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("high");
        for (const ScenarioField& f : scenarioFields()) {
            const QString path = QString::fromUtf8(f.path.data(), qsizetype(f.path.size()));
            if (!f.isNumber() || !m_editor->fieldInput(path))
                continue;
            QTest::addRow("%s min", std::string(f.path).c_str()) << path << false;
            QTest::addRow("%s max", std::string(f.path).c_str()) << path << true;
        }
    }
    void boundariesSurviveEditorFileAndEditor() {
        QFETCH(QString, path);
        QFETCH(bool, high);
        const ScenarioField* f = scenarioField(path.toStdString());
        QVERIFY(f);
        m_doc->replaceScenario(m_base, QStringLiteral("base"));
        QWidget* input = m_editor->fieldInput(path);

        // The editor: the end of the range its widget offers (the rule's, see above).
        double value = high ? f->rule.max : boundaryValues(*f).front().second;
        if (auto* spin = qobject_cast<QSpinBox*>(input)) {
            value = high ? spin->maximum() : std::max(spin->minimum(), int(f->rule.min));
            spin->setValue(int(value));
        } else if (auto* real = qobject_cast<QDoubleSpinBox*>(input)) {
            value = high ? real->maximum() : real->minimum();
            real->setValue(value);
        } else if (auto* line = qobject_cast<QLineEdit*>(input)) {
            const QString text = QLocale().toString(value, 'g', 17);
            line->setText(text);
            emit line->textEdited(text);
        } else {
            QFAIL("not a number input");
        }
        m_doc->endEdit();
        QVERIFY2(m_editor->fieldMessage(path).isEmpty(), qPrintable(m_editor->fieldMessage(path)));
        // 0 of a field where 0 means "none" reads back as none.
        const double inDocument = f->get(m_doc->scenario()).value_or(0);
        QVERIFY2(
            near(inDocument, value),
            qPrintable(QStringLiteral("%1 in the document, %2 set").arg(inDocument).arg(value)));

        // The file, as the window saves it and any door reads it.
        const std::string text = serializeScenario(m_doc->document(), &m_catalog);
        const ScenarioLoadResult back = parseScenario(text, &m_catalog);
        QVERIFY2(back.document,
                 back.errors.empty()
                     ? ""
                     : (back.errors[0].path + ": " + back.errors[0].message).c_str());
        QVERIFY(near(f->get(back.document->scenario).value_or(0), value));

        // And the editor again, opening that file.
        m_doc->load(*back.document, QString());
        const double again = shown(m_editor->fieldInput(path)).value_or(0);
        QVERIFY2(near(again, value),
                 qPrintable(QStringLiteral("shows %1, was %2").arg(again).arg(value)));
    }
};

QTEST_MAIN(TestFieldRoundTrip)
#include "test_field_round_trip.moc"

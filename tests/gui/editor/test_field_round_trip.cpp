// Every path of core's field table, walked through the window: each has words and an input in
// the editor (objects aside), the editor's ranges are the table's rules, and each end of each
// rule set in the editor survives the file the window saves, the command line reading it, and
// the editor opening it again. A value outside a rule is refused by the editor and by the
// command line, both at the field's path.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "core/model/scenario_fields.h"
#include "core/scenario/scenario_io.h"
#include "core/store/scenario_bundle.h"
#include "tests/support/field_boundaries.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/wording/field_texts.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QLocale>
#include <QProcess>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <memory>

using namespace rightsize;
using namespace rightsize::ui;
using namespace rightsize::testing;

namespace {

bool near(double a, double b) {
    return a == b || std::fabs(a - b) <= 1e-12 * std::max(std::fabs(a), std::fabs(b));
}

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(RIGHTSIZE_EXE), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// A value saved by the editor: the field, the value and the file's text.
struct Saved {
    QString path;
    double value = 0;
    std::string text;
};

// A value outside a field's rule: the field and the scenario file holding it.
struct Outside {
    QString path;
    std::string text;
};

} // namespace

class TestFieldRoundTrip : public QObject {
    Q_OBJECT
    Catalog m_catalog = loadBuiltinCatalog();
    std::unique_ptr<DocumentModel> m_doc;
    std::unique_ptr<WorkloadEditor> m_editor;
    Scenario m_base;
    QTemporaryDir m_dir;
    std::vector<Saved> m_saved;
    std::vector<Outside> m_outside;

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

    // Sets a number in its input as a person would: the value itself where the widget takes it.
    double setInEditor(const ScenarioField& f, QWidget* input, bool high) {
        double value = high ? f.rule.max : boundaryValues(f).front().second;
        if (auto* spin = qobject_cast<QSpinBox*>(input)) {
            value = high ? spin->maximum() : std::max(spin->minimum(), int(f.rule.min));
            spin->setValue(int(value));
        } else if (auto* real = qobject_cast<QDoubleSpinBox*>(input)) {
            value = high ? real->maximum() : real->minimum();
            real->setValue(value);
        } else if (auto* line = qobject_cast<QLineEdit*>(input)) {
            const QString text = QLocale().toString(value, 'g', 17);
            line->setText(text);
            emit line->textEdited(text);
        }
        m_doc->endEdit();
        return value;
    }

    // Types a text into a number's input, key by key.
    void type(QWidget* input, const QString& text) {
        if (auto* box = qobject_cast<QAbstractSpinBox*>(input)) {
            box->setFocus();
            box->selectAll();
            QTest::keyClicks(box, text);
        } else if (auto* line = qobject_cast<QLineEdit*>(input)) {
            line->setFocus();
            line->selectAll();
            QTest::keyClicks(line, text);
        }
        QCoreApplication::processEvents();
    }

    // Writes texts as one bundle, the way the library exports several scenarios.
    QString bundle(const QString& name, const std::vector<std::string>& texts) {
        const QString file = m_dir.filePath(name);
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write(QByteArray::fromStdString(writeScenarioFile(texts)));
        return file;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_doc = std::make_unique<DocumentModel>(m_catalog);
        m_editor = std::make_unique<WorkloadEditor>(m_doc.get());
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
        const ScenarioLoadResult base = parseScenarioJson(boundaryBase(), &m_catalog);
        QVERIFY(base.document);
        m_base = base.document->scenario;
    }
    void cleanupTestCase() {
        m_editor.reset();
        m_doc.reset();
    }

    // Each path has words; each but the model block has an input labelled with them; each
    // choice has words of its own, not the file's spelling.
    void everyPathHasWordsAndAnInput_data() {
        QTest::addColumn<QString>("path");
        for (const ScenarioField& f : scenarioFields())
            QTest::newRow(std::string(f.path).c_str()) << qs(f.path);
    }
    void everyPathHasWordsAndAnInput() {
        QFETCH(QString, path);
        const ScenarioField* f = scenarioField(path.toStdString());
        QVERIFY(f);
        const FieldText words = fieldText(f->path);
        QVERIFY(!words.label.isEmpty());
        QVERIFY(!words.tip.isEmpty());
        if (f->optional && f->kind != FieldKind::Object)
            QVERIFY2(!words.special.isEmpty() || f->kind == FieldKind::List,
                     "an optional field says what absent means");
        if (f->kind == FieldKind::Object) {
            QVERIFY(!m_editor->fieldInput(path)); // its keys have the inputs
            return;
        }
        QVERIFY(m_editor->fieldInput(path));
        QCOMPARE(m_editor->fieldLabel(path), words.label);
        if (f->kind != FieldKind::Choice)
            return;
        auto* combo = qobject_cast<QComboBox*>(m_editor->fieldInput(path));
        QVERIFY(combo);
        const auto names = f->choices();
        QCOMPARE(combo->count(), int(names.size()) + (f->optional ? 1 : 0));
        for (const std::string_view name : names) {
            const QString text = choiceText(f->path, name);
            QVERIFY2(!text.isEmpty(), std::string(name).c_str());
            QVERIFY2(combo->findText(text) >= 0, qPrintable(text));
        }
    }

    void editorRangesAreTheRules() {
        for (const ScenarioField& f : scenarioFields()) {
            if (!f.isNumber())
                continue;
            const QString path = qs(f.path);
            QWidget* input = m_editor->fieldInput(path);
            QVERIFY2(input, qPrintable(path));
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

    void boundariesSurviveEditorAndFile_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("high");
        for (const ScenarioField& f : scenarioFields()) {
            if (!f.isNumber())
                continue;
            QTest::addRow("%s min", std::string(f.path).c_str()) << qs(f.path) << false;
            QTest::addRow("%s max", std::string(f.path).c_str()) << qs(f.path) << true;
        }
    }
    void boundariesSurviveEditorAndFile() {
        QFETCH(QString, path);
        QFETCH(bool, high);
        const ScenarioField* f = scenarioField(path.toStdString());
        QVERIFY(f);
        m_doc->replaceScenario(m_base, QStringLiteral("base"));
        const double value = setInEditor(*f, m_editor->fieldInput(path), high);
        QVERIFY2(m_editor->fieldMessage(path).isEmpty(), qPrintable(m_editor->fieldMessage(path)));
        // 0 of a field where 0 means "none" reads back as none.
        const double inDocument = f->get(m_doc->scenario()).value_or(0);
        QVERIFY2(
            near(inDocument, value),
            qPrintable(QStringLiteral("%1 in the document, %2 set").arg(inDocument).arg(value)));
        // The file, as the window saves it; the command line reads it in the next test.
        m_saved.push_back({path, value, serializeScenario(m_doc->document(), &m_catalog)});
    }

    // The saved files go through the command line (imported into a library and exported from
    // it, so its reader checks each), and the editor opens what comes out.
    void theCommandLineReadsWhatTheEditorSavedAndTheEditorOpensIt() {
        QVERIFY(!m_saved.empty());
        std::vector<std::string> texts;
        for (const Saved& s : m_saved)
            texts.push_back(s.text);
        const QString file = bundle(QStringLiteral("saved.json"), texts);
        const QString db = m_dir.filePath(QStringLiteral("library.db"));
        const Run imported = runCli({QStringLiteral("scenarios"), QStringLiteral("import"), file,
                                     QStringLiteral("--db"), db});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const QString exported = m_dir.filePath(QStringLiteral("exported.json"));
        // Import prints the id of each scenario, in the bundle's order.
        QStringList args{QStringLiteral("scenarios"), QStringLiteral("export")};
        args << imported.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(args.size() - 2, qsizetype(m_saved.size()));
        args << QStringLiteral("--db") << db << QStringLiteral("--output") << exported;
        const Run out = runCli(args);
        QVERIFY2(out.exitCode == 0, qPrintable(out.err));
        QFile in(exported);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const ScenarioFileContents back =
            readScenarioFile(in.readAll().toStdString(), "exported", &m_catalog);
        QVERIFY(back.errors.empty());
        QCOMPARE(back.scenarios.size(), m_saved.size());
        for (std::size_t i = 0; i < m_saved.size(); ++i) {
            const Saved& s = m_saved[i];
            const ScenarioLoadResult read = parseScenario(back.scenarios[i].json, &m_catalog);
            QVERIFY2(read.document, qPrintable(s.path));
            const ScenarioField* f = scenarioField(s.path.toStdString());
            QVERIFY2(near(f->get(read.document->scenario).value_or(0), s.value),
                     qPrintable(s.path));
            m_doc->load(*read.document, QString());
            const double again = shown(m_editor->fieldInput(s.path)).value_or(0);
            QVERIFY2(
                near(again, s.value),
                qPrintable(
                    QStringLiteral("%1 shows %2, was %3").arg(s.path).arg(again).arg(s.value)));
        }
    }

    // One step beyond each end, typed into the editor: refused at the field, the document keeps
    // its value.
    void outsideValuesAreRefusedByTheEditor_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("value");
        for (const ScenarioField& f : scenarioFields()) {
            if (!f.isNumber())
                continue;
            const double step =
                f.kind == FieldKind::Integer ? 1 : std::max(0.01, f.rule.max * 1e-6);
            // An optional field's 0 is "absent" in the editor and the file alike: below is -1.
            const double below = f.optional         ? -1
                                 : f.rule.exclusive ? f.rule.min
                                                    : f.rule.min - step;
            QTest::addRow("%s above", std::string(f.path).c_str())
                << qs(f.path) << f.rule.max + step;
            QTest::addRow("%s below", std::string(f.path).c_str()) << qs(f.path) << below;
        }
    }
    void outsideValuesAreRefusedByTheEditor() {
        QFETCH(QString, path);
        QFETCH(double, value);
        const ScenarioField* f = scenarioField(path.toStdString());
        m_doc->replaceScenario(m_base, QStringLiteral("base"));
        const std::optional<double> before = f->get(m_doc->scenario());
        const QString text = f->kind == FieldKind::Integer ? QString::number(qint64(value))
                                                           : QLocale().toString(value, 'g', 17);
        type(m_editor->fieldInput(path), text);
        QWidget* input = m_editor->fieldInput(path);
        const QString now =
            qobject_cast<QAbstractSpinBox*>(input) ? qobject_cast<QAbstractSpinBox*>(input)->text()
            : qobject_cast<QLineEdit*>(input)      ? qobject_cast<QLineEdit*>(input)->text()
                                                   : QString();
        QVERIFY2(!m_editor->fieldMessage(path).isEmpty(),
                 qPrintable(text + QStringLiteral(" shows ") + now));
        QVERIFY(f->get(m_doc->scenario()) == before);
        nlohmann::json doc = boundaryBase();
        doc[pointerOf(path.toStdString())] = value;
        m_outside.push_back({path, doc.dump()});
    }

    // The same values in files: the command line refuses each at the same path. The bundles
    // hold a dozen members each, so every refusal fits the 4 KB the command line writes.
    void theCommandLineRefusesTheSameValuesAtTheSamePaths() {
        QVERIFY(!m_outside.empty());
        constexpr std::size_t kPerBundle = 12;
        for (std::size_t first = 0; first < m_outside.size(); first += kPerBundle) {
            const std::size_t end = std::min(m_outside.size(), first + kPerBundle);
            std::vector<std::string> texts;
            for (std::size_t i = first; i < end; ++i)
                texts.push_back(m_outside[i].text);
            const QString file = bundle(QStringLiteral("outside.json"), texts);
            const Run r =
                runCli({QStringLiteral("scenarios"), QStringLiteral("import"), file,
                        QStringLiteral("--db"), m_dir.filePath(QStringLiteral("refused.db"))});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(!r.err.contains(QStringLiteral("left out")), qPrintable(r.err));
            for (std::size_t i = first; i < end; ++i) {
                // "$.scenarios[3].workload.batch_size": the field's path inside the bundle.
                const QString where = QStringLiteral("$.scenarios[%1]").arg(i - first) +
                                      m_outside[i].path.mid(1) + QStringLiteral(": ");
                QVERIFY2(r.err.contains(where), qPrintable(where));
            }
        }
    }
};

QTEST_MAIN(TestFieldRoundTrip)
#include "test_field_round_trip.moc"

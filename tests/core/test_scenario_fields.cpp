// core/model/scenario_fields: one row per field of a scenario file. The table is well formed, every
// number keeps each end of its rule through the writer and the reader, one step beyond an end is
// refused with the field's path, and the writer writes no key the table does not know.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "core/model/scenario_fields.h"
#include "core/scenario/scenario_io.h"
#include "tests/support/field_boundaries.h"

#include <QFile>
#include <QTest>
#include <cmath>
#include <set>

using namespace rightsize;
using namespace rightsize::testing;
using nlohmann::json;

namespace {

std::string errorsText(const std::vector<FieldError>& errors) {
    std::string out;
    for (const auto& e : errors)
        out += e.path + ": " + e.message + "\n";
    return out;
}

// Every leaf of a JSON document as a path "$.a.b"; list elements are not descended into.
void leaves(const json& j, const std::string& path, std::vector<std::string>& out) {
    if (j.is_object() && !j.empty()) {
        for (const auto& [key, value] : j.items())
            leaves(value, path + "." + key, out);
        return;
    }
    out.push_back(path);
}

} // namespace

class TestScenarioFields : public QObject {
    Q_OBJECT
    Catalog m_catalog = loadBuiltinCatalog();

private slots:
    void tableIsWellFormed() {
        std::set<std::string_view> seen;
        for (const ScenarioField& f : scenarioFields()) {
            const std::string path(f.path);
            QVERIFY2(f.path.rfind("$.", 0) == 0, path.c_str());
            QVERIFY2(seen.insert(f.path).second, ("twice: " + path).c_str());
            QCOMPARE(scenarioField(f.path), &f);
            const bool accessible = f.kind != FieldKind::Text && f.kind != FieldKind::List &&
                                    f.kind != FieldKind::Object;
            QVERIFY2(bool(f.get) == accessible && bool(f.set) == accessible, path.c_str());
            const bool text = f.kind == FieldKind::Text && f.path != "$.workload.model.hf_config";
            QVERIFY2(bool(f.text) == text && bool(f.setText) == text, path.c_str());
            if (!f.isNumber())
                continue;
            QVERIFY2(std::isfinite(f.rule.max) && f.rule.min <= f.rule.max, path.c_str());
            // What a file that leaves the field out means is a value the rule allows.
            if (const auto d = f.defaultValue())
                QVERIFY2(ruleAccepts(f.rule, *d),
                         (path + ": default " + std::to_string(*d)).c_str());
        }
    }

    // When a field applies: every condition of its row must hold, and the rule is written once.
    void appliesCombinesConditions_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("tensor"); // 0: left to the planner
        QTest::addColumn<bool>("applies");
        QTest::newRow("sequence parallel, training") << "$.workload.parallelism.sequence_parallel"
                                                     << "training" << 0 << true;
        QTest::newRow("sequence parallel, tensor 1") << "$.workload.parallelism.sequence_parallel"
                                                     << "training" << 1 << false;
        QTest::newRow("sequence parallel, tensor 2") << "$.workload.parallelism.sequence_parallel"
                                                     << "fine_tuning" << 2 << true;
        QTest::newRow("sequence parallel, inference") << "$.workload.parallelism.sequence_parallel"
                                                      << "batch_inference" << 0 << false;
        QTest::newRow("input tokens, batch inference") << "$.workload.serving.input_tokens"
                                                       << "batch_inference" << 0 << true;
        QTest::newRow("input tokens, training") << "$.workload.serving.input_tokens"
                                                << "training" << 0 << false;
        QTest::newRow("deadline, serving") << "$.constraints.deadline_hours"
                                           << "online_serving" << 0 << false;
        QTest::newRow("deadline, data prep") << "$.constraints.deadline_hours"
                                             << "data_prep" << 0 << true;
        QTest::newRow("batch, serving") << "$.workload.batch_size"
                                        << "online_serving" << 0 << false;
        QTest::newRow("batch, batch inference") << "$.workload.batch_size"
                                                << "batch_inference" << 0 << true;
        QTest::newRow("headroom, classic ML") << "$.constraints.min_headroom"
                                              << "classic_ml" << 0 << true;
    }
    void appliesCombinesConditions() {
        QFETCH(QString, path);
        QFETCH(QString, kind);
        QFETCH(int, tensor);
        QFETCH(bool, applies);
        Scenario s;
        s.workload.kind = *parseEnum<WorkloadKind>(kind.toStdString());
        if (tensor > 0)
            s.workload.parallelism.tensor = tensor;
        const ScenarioField* f = scenarioField(path.toStdString());
        QVERIFY(f);
        QCOMPARE(fieldApplies(*f, s), applies);
        QVERIFY(!appliesText(f->applies).empty());
    }

    void boundariesSurviveWriterAndReader_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("value");
        for (const ScenarioField& f : scenarioFields())
            if (f.isNumber())
                for (const auto& [end, value] : boundaryValues(f))
                    QTest::addRow("%s %s", std::string(f.path).c_str(), end.c_str())
                        << QString::fromUtf8(f.path.data(), qsizetype(f.path.size())) << value;
    }
    void boundariesSurviveWriterAndReader() {
        QFETCH(QString, path);
        QFETCH(double, value);
        const ScenarioField* f = scenarioField(path.toStdString());
        QVERIFY(f);
        const json base = boundaryBaseWith(path.toStdString(), value);
        ScenarioLoadResult loaded = parseScenarioJson(base, &m_catalog);
        QVERIFY2(loaded.document, errorsText(loaded.errors).c_str());
        Scenario s = loaded.document->scenario;
        f->set(s, value);
        QCOMPARE(f->get(s).value_or(0), value); // 0 of a "0 means none" field reads as none

        const json written = scenarioToJson(s, base, &m_catalog);
        const ScenarioLoadResult back = parseScenario(written.dump(), &m_catalog);
        QVERIFY2(back.document, errorsText(back.errors).c_str());
        QCOMPARE(f->get(back.document->scenario).value_or(0), value);
    }

    void oneStepBeyondIsRefusedWithThePath_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("value");
        for (const ScenarioField& f : scenarioFields()) {
            if (!f.isNumber())
                continue;
            const std::string p(f.path);
            const double step =
                f.kind == FieldKind::Integer ? 1 : std::max(1e-9, f.rule.max * 1e-6);
            QTest::addRow("%s above", p.c_str()) << QString::fromStdString(p) << f.rule.max + step;
            // Optional layout fields read 0 as "the planner's choice"; below that is refused.
            const double below = f.rule.exclusive ? f.rule.min : f.rule.min - 1;
            if (!(f.path == "$.workload.micro_batch_size" && below == 0))
                QTest::addRow("%s below", p.c_str()) << QString::fromStdString(p) << below;
            // Between 0 and the least value besides it: qps 1e-306, 5e-324 tokens a month.
            if (f.rule.least > 0) {
                QTest::addRow("%s below least", p.c_str())
                    << QString::fromStdString(p) << f.rule.least / 2;
                QTest::addRow("%s denormal", p.c_str()) << QString::fromStdString(p) << 5e-324;
            }
        }
    }
    void oneStepBeyondIsRefusedWithThePath() {
        QFETCH(QString, path);
        QFETCH(double, value);
        json doc = boundaryBase();
        doc[pointerOf(path.toStdString())] = value;
        const ScenarioLoadResult r = parseScenario(doc.dump(), &m_catalog);
        QVERIFY2(!r.document, "accepted");
        QVERIFY2(std::any_of(r.errors.begin(), r.errors.end(),
                             [&](const FieldError& e) { return e.path == path.toStdString(); }),
                 errorsText(r.errors).c_str());
    }

    // The other direction: a key the writer writes and the table lacks has no rule anywhere.
    void everyWrittenKeyIsInTheTable() {
        Scenario s;
        for (const ScenarioField& f : scenarioFields())
            if (f.set && f.isNumber())
                f.set(s, f.rule.max);
            else if (f.set && f.kind == FieldKind::Flag)
                f.set(s, 1);
        s.workload.kind = WorkloadKind::FineTuning;
        s.workload.finetune.method = FinetuneMethod::Lora;
        s.name = "every field";
        s.notes = "notes";
        s.workload.classicMl.algorithm = "random_forest";
        s.workload.dataPrep.operation = "join";
        s.compute.region = "us-east-1";
        s.compute.pricing = Pricing::Spot;
        std::vector<std::string> paths;
        leaves(scenarioToJson(s), "$", paths);
        QVERIFY(paths.size() > 40);
        // The model block also takes the whole model shape (positions, experts, quantisation,
        // ...), read and written by core/scenario/model_shape_json.cpp with its own ranges; the
        // table holds the shape keys the editor shows.
        const std::string shapeKeys = "$.workload.model.";
        for (const std::string& p : paths)
            if (p != "$.format" && p != "$.version" &&
                (p.rfind(shapeKeys, 0) != 0 || scenarioField(p)))
                QVERIFY2(scenarioField(p), ("written but not in the table: " + p).c_str());
    }

    // docs/scenario-format.md describes the file: its field table is this table, written out.
    void theFormatDocumentIsTheTable() {
        const QString file = QStringLiteral(RIGHTSIZE_SOURCE_DIR "/docs/scenario-format.md");
        QFile doc(file);
        QVERIFY(doc.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(doc.readAll());
        doc.close();
        const QString begin = QStringLiteral("<!-- fields:begin -->\n");
        const QString end = QStringLiteral("<!-- fields:end -->");
        const qsizetype from = text.indexOf(begin);
        const qsizetype to = text.indexOf(end);
        QVERIFY(from >= 0 && to > from);
        const QString table = QString::fromStdString(scenarioFieldsMarkdown());
        if (qEnvironmentVariableIsSet("RIGHTSIZE_WRITE_FORMAT_DOC")) {
            text.replace(from + begin.size(), to - from - begin.size(), table);
            QVERIFY(doc.open(QIODevice::WriteOnly | QIODevice::Truncate));
            doc.write(text.toUtf8());
            return;
        }
        const QString written = text.mid(from + begin.size(), to - from - begin.size());
        QVERIFY2(written == table, "docs/scenario-format.md is out of date: run this test with "
                                   "RIGHTSIZE_WRITE_FORMAT_DOC=1 to rewrite its field table");
        for (const ScenarioField& f : scenarioFields()) {
            const QString path = QString::fromUtf8(f.path.data(), qsizetype(f.path.size()));
            QVERIFY2(written.contains(QLatin1Char('`') + path + QLatin1Char('`')),
                     qPrintable(path));
        }
    }
};

QTEST_APPLESS_MAIN(TestScenarioFields)
#include "test_scenario_fields.moc"

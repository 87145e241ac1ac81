// Every numeric field of a scenario has a physical limit (core/model/field_limits.h): one step
// beyond it the file is refused with the field's JSON path and the allowed range; at the limit the
// file is accepted and the plan made from it holds only finite numbers. The inputs the issue
// reports (1e308 samples, 1e177 bytes per sample, ...) are among the rows.
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/model/catalog.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"

#include <QFile>
#include <QTest>
#include <algorithm>

using namespace rightsize;
using nlohmann::json;

namespace {

json example(const char* name) {
    QFile f(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return json::parse(f.readAll().toStdString());
}

// The example a field belongs to, so that the field is actually used by the plan.
json baseFor(const std::string& pointer) {
    if (pointer.find("/serving/") != std::string::npos) {
        // No options: the planner sizes the replicas itself, the path where serving work grows.
        json j = example("distilbert-online-serving.json");
        j["compute"].erase("options");
        return j;
    }
    if (pointer.find("/classic_ml/") != std::string::npos)
        return example("xgboost-classic-ml.json");
    if (pointer.find("/data_prep/") != std::string::npos) {
        json j = example("xgboost-classic-ml.json");
        j["workload"]["kind"] = "data_prep";
        j["workload"]["data_prep"] = {{"rows", 1e9}, {"bytes", 2e11}, {"operation", "join"}};
        return j;
    }
    if (pointer.find("/model/") != std::string::npos) {
        // A model given by its shape alone, so every shape key is read.
        json j = example("bert-base-finetune.json");
        j["workload"]["model"] = {{"architecture", "encoder"},
                                  {"layers", 12},
                                  {"hidden", 768},
                                  {"heads", 12},
                                  {"vocab", 30522},
                                  {"positions", 512}};
        return j;
    }
    return example("llama2-7b-qlora.json");
}

std::string errorsText(const std::vector<FieldError>& errors) {
    std::string out;
    for (const auto& e : errors)
        out += e.path + ": " + e.message + "\n";
    return out;
}

// "$.a.b[0].c" as a JSON pointer "/a/b/0/c".
json::json_pointer pointerOf(const QString& path) {
    std::string pointer = path.mid(1).toStdString();
    for (char& c : pointer)
        if (c == '.' || c == '[')
            c = '/';
    pointer.erase(std::remove(pointer.begin(), pointer.end(), ']'), pointer.end());
    return json::json_pointer(pointer);
}

// Empty where `value` at `path` of the field's example is refused with one error, at that path,
// naming `range`; otherwise what happened instead.
QString refusal(const Catalog& catalog, const QString& path, double value, const QString& range) {
    const json::json_pointer at = pointerOf(path);
    json doc = baseFor(at.to_string());
    doc[at] = value;
    const ScenarioLoadResult r = parseAndCheckScenario(doc.dump(), catalog);
    if (r.document)
        return QStringLiteral("%1 was accepted").arg(value);
    if (r.errors.size() != 1 || r.errors[0].path != path.toStdString() ||
        !QString::fromStdString(r.errors[0].message).contains(range))
        return QString::fromStdString(errorsText(r.errors));
    return {};
}

} // namespace

class TestInputLimits : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    void addField(const char* path, double limit, double beyond, const char* range) {
        QTest::newRow(path) << QString::fromLatin1(path) << limit << beyond
                            << QString::fromUtf8(range);
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void everyNumberHasAPhysicalLimit_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("limit");
        QTest::addColumn<double>("beyond");
        QTest::addColumn<QString>("range"); // a part of the message

        addField("$.workload.batch_size", 1 << 20, (1 << 20) + 1, "from 1 to 1048576");
        addField("$.workload.seq_len", 1 << 24, 1e9, "from 0 to 16777216");
        addField("$.workload.finetune.lora_rank", 65536, 65537, "from 1 to 65536");
        addField("$.workload.parallelism.tensor", 1024, 1025, "from 1 to 1024");
        addField("$.workload.parallelism.pipeline", 1024, 1025, "from 1 to 1024");
        addField("$.workload.parallelism.interleave", 1024, 1025, "from 1 to 1024");
        // The inputs: 1e308 samples and 1e177 bytes per sample gave null and "inf".
        addField("$.workload.dataset.samples", 1e15, 1e308, "0, or a number from 1 to 1e+15");
        addField("$.workload.dataset.tokens_per_sample", 1 << 24, 1e300, "from 0 to 16777216");
        addField("$.workload.dataset.epochs", 1e6, 1e200, "> 0 and ≤ 1000000");
        addField("$.workload.dataset.bytes_per_sample", 1e12, 1e177, "from 0 to 1000000000000");
        addField("$.workload.pipeline.prep_ms_per_sample_per_core", 3.6e6, 1e300,
                 "from 0 to 3600000");
        addField("$.workload.pipeline.loader_workers", 4096, 4097, "from 0 to 4096");
        addField("$.workload.serving.qps", 1e7, 4.6e195, "0, or a number from 1e-06 to 10000000");
        addField("$.workload.serving.p95_ms", 3.6e6, 1e30, "from 0 to 3600000");
        addField("$.workload.serving.input_tokens", 1 << 24, 1e20,
                 "0, or a number from 1 to 16777216");
        addField("$.workload.serving.output_tokens", 1 << 24, 1e20,
                 "0, or a number from 1 to 16777216");
        addField("$.workload.serving.batch_window_ms", 60000, 1e30, "from 0 to 60000");
        addField("$.workload.serving.max_batch", 4096, 2147483647, "from 1 to 4096");
        addField("$.workload.serving.max_replicas", 10000, 1000000, "from 1 to 10000");
        addField("$.workload.serving.hosted_api_usd_per_million_tokens", 1e5, 1e300,
                 "from 0 to 100000");
        addField("$.workload.serving.tokens_per_month", 1e18, 1e300,
                 "0, or a number from 1 to 1e+18");
        addField("$.workload.classic_ml.rows", 1e13, 1e300,
                 "0, or a number from 1 to 10000000000000");
        addField("$.workload.classic_ml.features", 1e10, 1e300,
                 "0, or a number from 1 to 10000000000");
        addField("$.workload.classic_ml.trees", 1e6, 1e6 + 1, "from 1 to 1000000");
        addField("$.workload.classic_ml.depth", 1024, 1025, "from 1 to 1024");
        addField("$.workload.data_prep.rows", 1e16, 1e300, "0, or a number from 1 to 1e+16");
        addField("$.workload.data_prep.bytes", 1e18, 1e300, "from 0 to 1e+18");
        addField("$.compute.options[0].count", 1e6, 1e6 + 1, "from 1 to 1000000");
        addField("$.compute.spot.interruptions_per_day", 1440, 1e300, "from 0 to 1440");
        addField("$.compute.spot.checkpoint_minutes", 10080, 1e300, "> 0 and ≤ 10080");
        addField("$.compute.spot.restart_minutes", 10080, 1e300, "from 0 to 10080");
        addField("$.compute.cluster.startup_minutes", 10080, 1e300, "from 0 to 10080");
        addField("$.compute.cluster.idle_minutes_before_stop", 10080, 1e300, "from 0 to 10080");
        addField("$.compute.cluster.runs_per_day", 86400, 1e300, "from 0.001 to 86400");
        addField("$.constraints.deadline_hours", 876000, 1e300, "> 0 and ≤ 876000");
        addField("$.constraints.budget_per_hour", 1e9, 1e300, "> 0 and ≤ 1000000000");
        addField("$.constraints.budget_total", 1e12, 1e300, "> 0 and ≤ 1000000000000");
        addField("$.workload.model.params", 1e15, 1e300, "between 0 and 1e+15");
        addField("$.workload.model.layers", 10000, 10001, "between 0 and 10000");
        addField("$.workload.model.hidden", 1 << 20, (1 << 20) + 1, "between 0 and 1048576");
        addField("$.workload.model.heads", 65536, 65537, "between 0 and 65536");
        addField("$.workload.model.head_dim", 65536, 65537, "between 0 and 65536");
        addField("$.workload.model.ffn_hidden", 1 << 24, (1 << 24) + 1, "between 0 and 16777216");
        addField("$.workload.model.vocab", 1 << 24, (1 << 24) + 1, "between 0 and 16777216");
        addField("$.workload.model.positions", 1 << 24, (1 << 24) + 1, "between 0 and 16777216");
        addField("$.workload.model.type_vocab", 65536, 65537, "between 0 and 65536");
        addField("$.workload.model.num_classes", 1 << 24, (1 << 24) + 1, "between 0 and 16777216");
        addField("$.workload.model.image_size", 65536, 65537, "between 0 and 65536");
        addField("$.workload.model.patch_size", 65536, 65537, "between 0 and 65536");
        addField("$.workload.model.channels", 1024, 1025, "between 1 and 1024");
        addField("$.workload.model.flops_per_sample", 1e21, 1e300, "between 0 and 1e+21");
        addField("$.workload.model.activation_bytes_per_sample", 1e15, 1e300,
                 "between 0 and 1e+15");
        addField("$.workload.model.default_seq_len", 1 << 24, (1 << 24) + 1,
                 "between 0 and 16777216");
    }
    void everyNumberHasAPhysicalLimit() {
        QFETCH(QString, path);
        QFETCH(double, limit);
        QFETCH(double, beyond);
        QFETCH(QString, range);
        const QString problem = refusal(m_catalog, path, beyond, range);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const json::json_pointer at = pointerOf(path);
        json doc = baseFor(at.to_string());

        // At the limit the range holds: the scenario is accepted, or refused for another reason
        // (a rule between fields, such as a batch above the data set's samples, may still name
        // this field), and its plan holds only finite numbers.
        doc[at] = limit;
        const ScenarioLoadResult accepted = parseAndCheckScenario(doc.dump(), m_catalog);
        for (const FieldError& e : accepted.errors)
            QVERIFY2(e.path != path.toStdString() ||
                         !QString::fromStdString(e.message).contains(range),
                     errorsText(accepted.errors).c_str());
        if (!accepted.document)
            return;
        const PlanResult plan = makePlan(accepted.document->scenario, m_catalog);
        if (!plan.errors.empty())
            return;
        const auto bad = nonFiniteNumbers(planToJson(plan.plan, {}));
        QVERIFY2(bad.empty(), bad.empty() ? "" : bad.front().c_str());
    }

    // Between 0 (not given) and the least a field can run lie values that would plan nothing
    // worth printing: a fraction of a row, a token or a request in centuries. Each is refused
    // at its path with the range, never planned as a start-up without a job.
    void belowTheLeastIsRefused_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("below");
        QTest::addColumn<QString>("range");
        const auto row = [](const char* path, double below, const char* range) {
            QTest::newRow(path) << QString::fromLatin1(path) << below << QString::fromUtf8(range);
        };
        row("$.workload.dataset.samples", 0.5, "0, or a number from 1 to 1e+15");
        row("$.workload.classic_ml.rows", 1e-300, "0, or a number from 1 to 10000000000000");
        row("$.workload.classic_ml.features", 0.3, "0, or a number from 1 to 10000000000");
        row("$.workload.data_prep.rows", 1e-300, "0, or a number from 1 to 1e+16");
        row("$.workload.serving.qps", 1e-306, "0, or a number from 1e-06 to 10000000");
        row("$.workload.serving.tokens_per_month", 5e-324, "0, or a number from 1 to 1e+18");
        row("$.workload.serving.input_tokens", 0.4, "0, or a number from 1 to 16777216");
        // A run in three years is the rarest schedule; 1e-300 runs a day printed as 0.00.
        row("$.compute.cluster.runs_per_day", 1e-300, "from 0.001 to 86400");
    }
    void belowTheLeastIsRefused() {
        QFETCH(QString, path);
        QFETCH(double, below);
        QFETCH(QString, range);
        const QString problem = refusal(m_catalog, path, below, range);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void theOptionListIsCapped() {
        json doc = example("bert-base-finetune.json");
        json options = json::array();
        for (int i = 0; i < 257; ++i)
            options.push_back({{"device", "a10-24gb"}, {"count", 1}});
        doc["compute"]["options"] = options;
        const ScenarioLoadResult r = parseScenario(doc.dump(), &m_catalog);
        QVERIFY(!r.document);
        QCOMPARE(r.errors.size(), std::size_t(1)); // one message for the list, not one per entry
        QCOMPARE(r.errors[0].path, std::string("$.compute.options"));
        QVERIFY2(r.errors[0].message.find("at most 256") != std::string::npos,
                 r.errors[0].message.c_str());
        options.erase(options.end() - 1);
        doc["compute"]["options"] = options;
        QVERIFY(parseScenario(doc.dump(), &m_catalog).document);
    }
};

QTEST_APPLESS_MAIN(TestInputLimits)
#include "test_input_limits.moc"

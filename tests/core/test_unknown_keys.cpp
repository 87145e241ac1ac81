// Keys of a scenario file that no field reads: kept, as the format says, but each one named with
// the key meant, since most are typos. A warning never stops a file that is otherwise fine.
#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"

#include <QTest>

using namespace rightsize;

namespace {

// A scenario that plans as it is, with `extra` spliced into its top-level object.
std::string scenarioWith(const std::string& extra, const std::string& workload = "workload",
                         const std::string& modelExtra = "") {
    return R"({"format": "rightsize-scenario", "version": 1, )" + extra + R"("name": "x", ")" +
           workload + R"(": {"kind": "fine_tuning", "model": {)" + modelExtra +
           R"("preset": "bert-base-uncased"},
               "batch_size": 32, "seq_len": 128, "dataset": {"samples": 1000},
               "parallelism": {"data": 1}},
           "compute": {"options": [{"device": "a10g-24gb", "count": 1}]}})";
}

// A classic-ML job on a CPU with the algorithm named.
std::string classicMlWith(const std::string& algorithm) {
    return R"({"format": "rightsize-scenario", "version": 1,
               "workload": {"kind": "classic_ml", "classic_ml": {"algorithm": ")" +
           algorithm + R"(", "rows": 1e6, "features": 20}},
               "compute": {"options": [{"device": "cpu-8vcpu-compute", "count": 1}]}})";
}

QString joined(const std::vector<FieldError>& list) {
    QStringList lines;
    for (const FieldError& e : list)
        lines << QString::fromStdString(e.path + ": " + e.message);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class UnknownKeysTest : public QObject {
    Q_OBJECT

    const Catalog m_catalog = loadBuiltinCatalog();

private slots:
    void warns_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("path");  // empty: no warning
        QTest::addColumn<QString>("meant"); // the suggestion, empty: none
        QTest::addColumn<QString>("notMeant");

        QTest::newRow("a known file") << ""
                                      << ""
                                      << ""
                                      << "";
        QTest::newRow("deadline_hour") << R"("constraints": {"deadline_hour": 2}, )"
                                       << "$.constraints.deadline_hour"
                                       << R"("deadline_hours")"
                                       << "";
        QTest::newRow("budget: both budgets") << R"("constraints": {"budget": 5}, )"
                                              << "$.constraints.budget"
                                              << R"("budget_per_hour" or "budget_total")"
                                              << "";
        QTest::newRow("a top-level typo") << R"("nmae": "y", )"
                                          << "$.nmae"
                                          << R"("name")"
                                          << "";
        QTest::newRow("a constraint") << R"("constraints": {"min_headrom": 0.2}, )"
                                      << "$.constraints.min_headrom"
                                      << R"("min_headroom")"
                                      << "";
        QTest::newRow("nothing close") << R"("zzzzzzzzzzzz": 1, )"
                                       << "$.zzzzzzzzzzzz"
                                       << ""
                                       << "did you mean";
    }
    void warns() {
        QFETCH(QString, extra);
        QFETCH(QString, path);
        QFETCH(QString, meant);
        QFETCH(QString, notMeant);
        // The later "compute" of the row overrides the template's; both are known keys.
        const ScenarioLoadResult r =
            parseAndCheckScenario(scenarioWith(extra.toStdString()), m_catalog);
        QVERIFY2(r.document.has_value(), qPrintable(joined(r.errors)));
        if (path.isEmpty()) {
            QVERIFY2(r.warnings.empty(), qPrintable(joined(r.warnings)));
            return;
        }
        QCOMPARE(r.warnings.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.warnings.front().path), path);
        const QString message = QString::fromStdString(r.warnings.front().message);
        QVERIFY2(message.contains(QStringLiteral("unknown key")), qPrintable(message));
        if (!meant.isEmpty())
            QVERIFY2(message.contains(QStringLiteral("did you mean ") + meant),
                     qPrintable(message));
        if (!notMeant.isEmpty())
            QVERIFY2(!message.contains(notMeant), qPrintable(message));
    }

    // The model block knows its shape keys, its preset, its name and an imported config.
    void modelKeys() {
        const ScenarioLoadResult r = parseAndCheckScenario(
            scenarioWith("", "workload", R"("name": "BERT", "layres": 12, )"), m_catalog);
        QVERIFY2(r.document.has_value(), qPrintable(joined(r.errors)));
        QCOMPARE(r.warnings.size(), std::size_t(1));
        QCOMPARE(r.warnings.front().path, std::string("$.workload.model.layres"));
        QVERIFY(r.warnings.front().message.find("\"layers\"") != std::string::npos);
    }

    // "worklaod": the file has no workload, and says so, naming the key it does have.
    void aMisspeltWorkloadIsNamed() {
        const ScenarioLoadResult r = parseAndCheckScenario(scenarioWith("", "worklaod"), m_catalog);
        QVERIFY(!r.document);
        QVERIFY(!r.errors.empty());
        for (const FieldError& e : r.errors)
            QVERIFY2(e.path == "$.workload", qPrintable(joined(r.errors)));
        QVERIFY2(
            QString::fromStdString(r.errors.front().message).startsWith(QStringLiteral("missing")),
            qPrintable(joined(r.errors)));
        QCOMPARE(r.warnings.size(), std::size_t(1));
        QCOMPARE(r.warnings.front().path, std::string("$.worklaod"));
        QVERIFY(r.warnings.front().message.find("\"workload\"") != std::string::npos);
    }

    // Every example and every built-in preset uses only keys the format reads.
    void shippedScenariosHaveNoUnknownKeys() {
        for (const ScenarioPreset& p : m_catalog.scenarios) {
            const ScenarioLoadResult r = parseScenario(p.scenarioJson, &m_catalog);
            QVERIFY2(r.warnings.empty(), qPrintable(QString::fromStdString(p.id) +
                                                    QStringLiteral(": ") + joined(r.warnings)));
        }
    }

    // A hostile file of thousands of unknown keys gets a bounded list.
    // A misspelt key in place of one the workload needs is refused, with the field meant: the
    // plan would otherwise run on the default (a fine-tune of no samples, "0 s", "0 replicas").
    void aMisspeltRequiredKeyIsRefused_data() {
        QTest::addColumn<QString>("dataset");
        QTest::addColumn<QString>("refusedAt"); // empty: accepted, with a warning
        QTest::newRow("sample for samples")
            << R"({"sample": 1000})" << QStringLiteral("$.workload.dataset.sample");
        QTest::newRow("no samples, nothing misspelt") << R"({"epochs": 2})" << QString();
        QTest::newRow("samples given, a typo beside it")
            << R"({"samples": 1000, "epoch": 2})" << QString();
        QTest::newRow("an unrelated key") << R"({"samples": 1000, "colour": 2})" << QString();
    }
    void aMisspeltRequiredKeyIsRefused() {
        QFETCH(QString, dataset);
        QFETCH(QString, refusedAt);
        std::string text = scenarioWith("");
        const std::string given = R"("dataset": {"samples": 1000})";
        text.replace(text.find(given), given.size(), "\"dataset\": " + dataset.toStdString());
        const ScenarioLoadResult r = parseAndCheckScenario(text, m_catalog);
        QCOMPARE(!r.document, !refusedAt.isEmpty());
        if (refusedAt.isEmpty())
            return;
        QCOMPARE(r.errors.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.errors.front().path), refusedAt);
        QVERIFY(r.errors.front().message.find("samples") != std::string::npos);
    }

    // The classic-ML estimator models named algorithms; any other is refused, not planned as
    // XGBoost.
    void anUnmodelledAlgorithmIsRefused_data() {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("xgboost_hist") << "xgboost_hist" << true;
        QTest::newRow("lightgbm") << "lightgbm" << true;
        QTest::newRow("logistic_regression") << "logistic_regression" << true;
        QTest::newRow("random_forest") << "random_forest" << false;
    }
    void anUnmodelledAlgorithmIsRefused() {
        QFETCH(QString, algorithm);
        QFETCH(bool, accepted);
        const std::string text = classicMlWith(algorithm.toStdString());
        const ScenarioLoadResult r = parseAndCheckScenario(text, m_catalog);
        QCOMPARE(bool(r.document), accepted);
        if (!accepted)
            QVERIFY2(r.errors.front().path == "$.workload.classic_ml.algorithm" &&
                         r.errors.front().message.find("lightgbm") != std::string::npos,
                     qPrintable(joined(r.errors)));
    }

    void manyUnknownKeysAreCounted() {
        std::string extra;
        for (int i = 0; i < 5000; ++i)
            extra += "\"k" + std::to_string(i) + "\": 1, ";
        const ScenarioLoadResult r = parseAndCheckScenario(scenarioWith(extra), m_catalog);
        QVERIFY(r.document.has_value());
        QVERIFY(r.warnings.size() <= 21);
        QVERIFY(r.warnings.back().message.find("more unknown keys") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(UnknownKeysTest)
#include "test_unknown_keys.moc"

// Measured runs and named, versioned calibrations in the scenario library (schema 5).
#include "core/calibrate/calibration_json.h"
#include "core/store/calibration_library.h"
#include "core/store/scenario_store.h"
#include "store_engines.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rightsize;

namespace {

std::string fitText(double factor) {
    CalibrationFit fit;
    CorrectionFactor f;
    f.kind = CorrectionKind::ComputeEfficiency;
    f.generation = "ampere";
    f.factor = factor;
    f.runs = 2;
    fit.factors.factors.push_back(f);
    fit.factors.runs = 2;
    return fitToJson(fit).dump();
}

} // namespace

class TestCalibrationStore : public QObject {
    Q_OBJECT
    test::EngineLibraries m_libraries;

private slots:
    void runsAreKeptAndDeleted_data() { test::EngineLibraries::addRows(); }
    void runsAreKeptAndDeleted() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "runs");
        ScenarioStore store;
        const auto report = store.open(location);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QCOMPARE(store.schemaVersion(), ScenarioStore::kSchemaVersion);
        const auto a = store.insertRun("mlruns/4/abc", R"({"format": "rightsize-run"})");
        const auto b = store.insertRun("smi.csv", R"({"format": "rightsize-run", "notes": "b"})");
        QVERIFY(a && b);
        QCOMPARE(store.runs()->size(), std::size_t(2));
        QCOMPARE(store.run(*b)->label, std::string("smi.csv"));
        QVERIFY(store.deleteRun(*a));
        QVERIFY(store.deleteRun(*a).error().code == StoreErrorCode::NotFound);
        QVERIFY(store.run(*a).error().code == StoreErrorCode::NotFound);
        QCOMPARE(store.runs()->size(), std::size_t(1));
    }

    void calibrationsAreNamedAndVersioned_data() { test::EngineLibraries::addRows(); }
    void calibrationsAreNamedAndVersioned() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "cal");
        ScenarioStore store;
        const auto report = store.open(location);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QCOMPARE(*store.saveCalibration("team", fitText(0.8), {1, 2}), 1);
        QCOMPARE(*store.saveCalibration("team", fitText(0.9), {3}), 2);
        QCOMPARE(*store.saveCalibration("other", fitText(1.1), {}), 1);
        QCOMPARE(store.calibration("team")->version, 2);
        QCOMPARE(store.calibration("team", 1)->runIds, (std::vector<std::int64_t>{1, 2}));
        QVERIFY(store.calibration("team", 7).error().code == StoreErrorCode::NotFound);
        QVERIFY(store.calibration("nobody").error().code == StoreErrorCode::NotFound);
        const auto list = store.calibrations();
        QCOMPARE(list->size(), std::size_t(2));
        QCOMPARE(list->front().name, std::string("other"));
        QCOMPARE(list->back().version, 2);
        QVERIFY(!store.saveCalibration("", fitText(1), {}));

        // Read back for the planner: the stored factor, numbered as stored.
        const auto factors = loadCalibration(store, "team", 1);
        QVERIFY(factors);
        QCOMPARE((*factors)->version, 1);
        QCOMPARE((*factors)->computeEfficiency("ampere", true), 0.8);
        QCOMPARE((*factors)->computeEfficiency("hopper", true), 1.0);
        QCOMPARE(loadCalibration(store, "team").value()->computeEfficiency("ampere", true), 0.9);
    }

    void aDamagedCalibrationIsNamed_data() { test::EngineLibraries::addRows(); }
    void aDamagedCalibrationIsNamed() {
        RIGHTSIZE_FRESH_LIBRARY(m_libraries, location, "bad");
        ScenarioStore store;
        const auto report = store.open(location);
        QVERIFY2(report.ok(), report.error().message.c_str());
        QVERIFY(store.saveCalibration(
            "broken",
            R"({"format": "rightsize-calibration", "calibration": {"factors": [{"kind": "warp_speed", "factor": 2}]}})",
            {}));
        const auto factors = loadCalibration(store, "broken");
        QVERIFY(!factors);
        QVERIFY(factors.error().message.find("kind") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestCalibrationStore)
#include "test_calibration_store.moc"

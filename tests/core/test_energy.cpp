// Energy and CO2 per option: the built-in figures read and carry their sources, energy follows
// power, time and PUE, CO2 the region's grid, and every option of a plan has them (or says why
// not).
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/energy_json.h"
#include "core/estimate/energy.h"
#include "core/estimate/planner.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_io.h"

#include <QTest>

using namespace rightsize;

namespace {

OptionResult option(const Device& d, int count, int billed, double hours, double util) {
    OptionResult o;
    o.placement.device = &d;
    o.placement.count = count;
    o.cost.billedDevices = billed;
    o.timeSeconds = {hours * 3600, hours * 3600 * 0.8, hours * 3600 * 1.3};
    o.time.acceleratorUtilisation = util;
    return o;
}

} // namespace

class TestEnergy : public QObject {
    Q_OBJECT
private slots:
    void builtinFiguresReadWithSources() {
        const EnergyModelLoad load = parseEnergyModel(builtinCatalogText("energy.json"));
        QVERIFY2(load.errors.empty(),
                 load.errors.empty() ? "" : (load.errors[0].path + load.errors[0].message).c_str());
        for (const EnergyFactor* f :
             {&load.model.idleFraction, &load.model.hostFraction, &load.model.pue}) {
            QVERIFY(!f->source.empty());
            QVERIFY(f->value.low <= f->value.expected && f->value.expected <= f->value.high);
        }
        QVERIFY(!load.model.gridDate.empty() && !load.model.gridSource.empty());
        QVERIFY(load.model.grid.size() > 10);
        QVERIFY(load.model.intensity("AWS", "us-east-1"));
        QVERIFY(load.model.intensity("gcp", "US-CENTRAL1"));
        QVERIFY(!load.model.intensity("AWS", "nowhere-1"));
    }

    void malformedModelsAreNamed_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::newRow("not json") << "{"
                                  << "$";
        QTest::newRow("wrong format") << R"({"format": "x"})"
                                      << "$.format";
        QTest::newRow("pue below 1")
            << R"({"format": "rightsize-energy", "idle_fraction_of_tdp": {"expected": 0.1, "low": 0.1, "high": 0.1, "source": "s"}, "host_fraction_of_tdp": {"expected": 0.1, "low": 0.1, "high": 0.1, "source": "s"}, "pue": {"expected": 0.9, "low": 0.9, "high": 0.9, "source": "s"}, "grid": {"date": "2024", "source": "s", "regions": []}})"
            << "$.pue.expected";
        QTest::newRow("no source")
            << R"({"format": "rightsize-energy", "idle_fraction_of_tdp": {"expected": 0.1, "low": 0.1, "high": 0.1}})"
            << "$.idle_fraction_of_tdp.source";
    }
    void malformedModelsAreNamed() {
        QFETCH(QString, text);
        QFETCH(QString, path);
        const EnergyModelLoad load = parseEnergyModel(text.toStdString());
        QVERIFY(!load.errors.empty());
        QCOMPARE(QString::fromStdString(load.errors[0].path), path);
    }

    // Energy grows with time, devices and utilisation; idle devices of a whole instance count.
    void energyFollowsPowerAndTime_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("billed");
        QTest::addColumn<double>("hours");
        QTest::addColumn<double>("util");
        QTest::newRow("one device, an hour, full") << 1 << 1 << 1.0 << 1.0;
        QTest::newRow("eight devices, ten hours, half") << 8 << 8 << 10.0 << 0.5;
        QTest::newRow("three of four billed") << 3 << 4 << 2.0 << 0.7;
    }
    void energyFollowsPowerAndTime() {
        QFETCH(int, count);
        QFETCH(int, billed);
        QFETCH(double, hours);
        QFETCH(double, util);
        const Catalog c = loadBuiltinCatalog();
        const Device& d = *c.device("h100-sxm-80gb");
        const EnergyModel& m = builtinEnergyModel();
        const EnergyEstimate e = estimateEnergy(option(d, count, billed, hours, util), m);
        QVERIFY(e.known);
        const double idle = m.idleFraction.value.expected * d.tdpWatts;
        const double watts = count * (idle + (d.tdpWatts - idle) * util) + (billed - count) * idle +
                             billed * m.hostFraction.value.expected * d.tdpWatts;
        QCOMPARE(e.kwh.expected, watts / 1000 * hours * m.pue.value.expected);
        QVERIFY(e.kwh.low < e.kwh.expected && e.kwh.expected < e.kwh.high);
        // Twice the time, twice the energy.
        const EnergyEstimate twice = estimateEnergy(option(d, count, billed, 2 * hours, util), m);
        QCOMPARE(twice.kwh.expected, 2 * e.kwh.expected);
        // No region given: energy, but no CO2.
        QVERIFY(!e.co2Known);
    }

    void co2FollowsTheRegion_data() {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("region");
        QTest::addColumn<bool>("known");
        QTest::newRow("AWS us-east-1") << "AWS"
                                       << "us-east-1" << true;
        QTest::newRow("GCP europe-west9") << "GCP"
                                          << "europe-west9" << true;
        QTest::newRow("unknown region") << "AWS"
                                        << "mars-1" << false;
        QTest::newRow("no region") << "RunPod"
                                   << "" << false;
    }
    void co2FollowsTheRegion() {
        QFETCH(QString, provider);
        QFETCH(QString, region);
        QFETCH(bool, known);
        const Catalog c = loadBuiltinCatalog();
        const Device& d = *c.device("a100-40gb");
        PriceQuote q;
        q.provider = provider.toStdString();
        q.region = region.toStdString();
        OptionResult o = option(d, 2, 2, 5.0, 0.6);
        o.cost.quote = &q;
        const EnergyEstimate e = estimateEnergy(o, builtinEnergyModel());
        QCOMPARE(e.co2Known, known);
        if (known) {
            QVERIFY(e.grid);
            QCOMPARE(e.co2Kg.expected, e.kwh.expected * e.grid->gPerKwh / 1000);
        }
    }

    // Every option of a plan carries energy_kwh (and co2_kg where the region is known).
    void everyOptionHasEnergy() {
        const Catalog c = loadBuiltinCatalog();
        const auto loaded =
            parseScenario(R"({"format": "rightsize-scenario", "version": 1, "name": "e",
            "workload": {"kind": "fine_tuning", "model": {"preset": "gpt2"}, "dataset": {"samples": 100000}}})",
                          &c);
        QVERIFY(loaded.errors.empty());
        const PlanResult r = makePlan(loaded.document->scenario, c);
        QVERIFY(r.errors.empty());
        const nlohmann::json j = planToJson(r.plan, {});
        QVERIFY(j.contains("energy_assumptions"));
        int withCo2 = 0;
        for (const auto& o : j["options"]) {
            QVERIFY2(o["energy_kwh"].is_object(), o["device"].get<std::string>().c_str());
            QVERIFY(o["energy_kwh"]["expected"].get<double>() > 0);
            withCo2 += o["co2_kg"].is_object() ? 1 : 0;
        }
        QVERIFY(withCo2 > 0);
    }
};

QTEST_APPLESS_MAIN(TestEnergy)
#include "test_energy.moc"

// Serverless GPU as an offer (Databricks serverless GPU compute): SKUs priced in DBUs, whole
// single nodes, the 7-day run cap and the 60-minute idle stop, and the break-even runs per day
// against a classic cluster offer of the same cloud.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/catalog_json.h"
#include "core/catalog/offers.h"
#include "core/estimate/offer_choice.h"
#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_io.h"
#include "core/store/catalog_overrides.h"

#include <QFile>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

using namespace rightsize;
using nlohmann::json;

namespace {

// The built-in devices.json with the H100's serverless quote and node sizes replaced.
CatalogLoadResult withServerless(const json& quote, const json& nodes) {
    json doc = json::parse(builtinCatalogText("devices.json"));
    for (json& d : doc["devices"])
        if (d["id"] == "h100-sxm-80gb") {
            d["prices"]["serverless"] = quote;
            if (nodes.is_null())
                d.erase("serverless_node_devices");
            else
                d["serverless_node_devices"] = nodes;
        }
    return parseCatalog(doc.dump(), {}, {});
}

json dbuQuote() {
    return {{"provider", "Databricks"}, {"cloud", "AWS"},     {"unit", "dbu"},
            {"dbu_per_hour", 12.0},     {"usd_per_dbu", 0.5}, {"instance_devices", 1},
            {"date", "2026-11-01"},     {"source", "test"}};
}

std::string scenario(const std::string& compute, double samples = 100000) {
    return R"({"format": "rightsize-scenario", "version": 1, "name": "serverless",
              "workload": {"kind": "fine_tuning", "model": {"preset": "gpt2"}, "batch_size": 8,
                           "dataset": {"samples": )" +
           std::to_string(samples) + R"(}}, "compute": )" + compute + "}";
}

PlanResult planFor(const std::string& text, const Catalog& catalog) {
    const auto loaded = parseScenario(text, &catalog);
    if (!loaded.errors.empty())
        qWarning("%s: %s", loaded.errors[0].path.c_str(), loaded.errors[0].message.c_str());
    return loaded.errors.empty() ? makePlan(loaded.document->scenario, catalog) : PlanResult{};
}

bool has(const std::vector<Finding>& findings, std::string_view code) {
    return std::any_of(findings.begin(), findings.end(),
                       [&](const Finding& f) { return f.code == code; });
}

const Finding* find(const std::vector<Finding>& findings, std::string_view code) {
    const auto it = std::find_if(findings.begin(), findings.end(),
                                 [&](const Finding& f) { return f.code == code; });
    return it == findings.end() ? nullptr : &*it;
}

std::string fixture(const char* name) {
    QFile f(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/data/offers/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

} // namespace

class TestServerlessOffers : public QObject {
    Q_OBJECT
private slots:
    // The built-in SKUs: A10 and H100 priced per DBU, one node of 1 A10, of 1 or 8 H100s.
    void builtinSkusArePricedInDbus_data() {
        QTest::addColumn<QString>("device");
        QTest::addColumn<QList<int>>("nodes");
        QTest::newRow("A10") << QStringLiteral("a10-24gb") << QList<int>{1};
        QTest::newRow("H100 and 8x H100") << QStringLiteral("h100-sxm-80gb") << QList<int>{1, 8};
    }
    void builtinSkusArePricedInDbus() {
        QFETCH(QString, device);
        QFETCH(QList<int>, nodes);
        const Catalog catalog = loadBuiltinCatalog();
        const Device* d = catalog.device(device.toStdString());
        QVERIFY(d);
        const PriceQuote& q = d->serverless;
        QVERIFY(q.unit == PriceUnit::Dbu);
        QVERIFY(q.dbuPerHour > 0 && q.usdPerDbu > 0);
        QCOMPARE(q.usdPerHour, q.dbuPerHour * q.usdPerDbu / q.instanceDevices);
        QCOMPARE(QString::fromStdString(q.provider), QStringLiteral("Databricks"));
        QCOMPARE(QString::fromStdString(q.cloud), QStringLiteral("AWS"));
        // Recalled, not read off the page on its date: marked as such.
        QVERIFY(q.estimate);
        QVERIFY(!q.date.empty() && !q.source.empty());
        QCOMPARE(QList<int>(d->serverlessNodeDevices.begin(), d->serverlessNodeDevices.end()),
                 nodes);
    }

    // A DBU quote reads into a per-GPU-hour price, and every malformed variant names its field.
    void dbuQuotesRead_data() {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("errorPath"); // empty: reads
        QTest::newRow("valid") << QStringLiteral("") << QStringLiteral("");
        QTest::newRow("without the price of a DBU")
            << QStringLiteral("no_usd_per_dbu") << QStringLiteral("serverless.usd_per_dbu");
        QTest::newRow("unit dbu without DBUs")
            << QStringLiteral("no_dbus") << QStringLiteral("serverless.dbu_per_hour");
        QTest::newRow("DBUs with another unit")
            << QStringLiteral("gpu_hour") << QStringLiteral("serverless.unit");
        QTest::newRow("negative DBUs")
            << QStringLiteral("negative") << QStringLiteral("serverless.dbu_per_hour");
        QTest::newRow("usd_per_hour disagrees")
            << QStringLiteral("disagrees") << QStringLiteral("serverless.usd_per_hour");
        QTest::newRow("node sizes not rising")
            << QStringLiteral("nodes_falling") << QStringLiteral("serverless_node_devices[1]");
        QTest::newRow("node size zero")
            << QStringLiteral("nodes_zero") << QStringLiteral("serverless_node_devices[0]");
    }
    void dbuQuotesRead() {
        QFETCH(QString, edit);
        QFETCH(QString, errorPath);
        json q = dbuQuote();
        json nodes = json::array({1, 8});
        if (edit == QLatin1String("no_usd_per_dbu"))
            q.erase("usd_per_dbu");
        else if (edit == QLatin1String("no_dbus")) {
            q.erase("dbu_per_hour");
            q.erase("usd_per_dbu");
        } else if (edit == QLatin1String("gpu_hour"))
            q["unit"] = "gpu_hour";
        else if (edit == QLatin1String("negative"))
            q["dbu_per_hour"] = -3;
        else if (edit == QLatin1String("disagrees"))
            q["usd_per_hour"] = 9.0;
        else if (edit == QLatin1String("nodes_falling"))
            nodes = json::array({8, 1});
        else if (edit == QLatin1String("nodes_zero"))
            nodes = json::array({0});
        const CatalogLoadResult r = withServerless(q, nodes);
        if (errorPath.isEmpty()) {
            QVERIFY2(r.errors.empty(),
                     r.errors.empty() ? "" : (r.errors[0].path + r.errors[0].message).c_str());
            const Device* d = r.catalog.device("h100-sxm-80gb");
            QCOMPARE(d->serverless.usdPerHour, 12.0 * 0.5);
            return;
        }
        QVERIFY(!r.errors.empty());
        const bool named = std::any_of(r.errors.begin(), r.errors.end(), [&](const FieldError& e) {
            return QString::fromStdString(e.path).endsWith(errorPath);
        });
        QVERIFY2(named, (r.errors[0].path + ": " + r.errors[0].message).c_str());
    }

    // Whole single nodes: the smallest SKU that holds the placement is billed whole; more GPUs
    // than the largest node are not offered serverless.
    void singleNodeRule_data() {
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("billed");
        QTest::addColumn<bool>("refused");
        QTest::newRow("1 H100: the 1x SKU") << QStringLiteral("h100-sxm-80gb") << 1 << 1 << false;
        QTest::newRow("2 H100s: the 8x node, billed whole")
            << QStringLiteral("h100-sxm-80gb") << 2 << 8 << false;
        QTest::newRow("8 H100s: one 8x node") << QStringLiteral("h100-sxm-80gb") << 8 << 8 << false;
        QTest::newRow("16 H100s: two nodes, not offered")
            << QStringLiteral("h100-sxm-80gb") << 16 << 16 << true;
        QTest::newRow("1 A10") << QStringLiteral("a10-24gb") << 1 << 1 << false;
        QTest::newRow("2 A10s: no 2-GPU node") << QStringLiteral("a10-24gb") << 2 << 2 << true;
    }
    void singleNodeRule() {
        QFETCH(QString, device);
        QFETCH(int, count);
        QFETCH(int, billed);
        QFETCH(bool, refused);
        const Catalog catalog = loadBuiltinCatalog();
        const PlanResult r = planFor(
            scenario(R"({"pricing": "serverless", "options": [{"device": ")" +
                     device.toStdString() + R"(", "count": )" + std::to_string(count) + "}]}"),
            catalog);
        QVERIFY(r.errors.empty());
        QCOMPARE(r.plan.options.size(), std::size_t(1));
        const OptionResult& o = r.plan.options[0];
        QCOMPARE(o.cost.billedDevices, billed);
        QCOMPARE(o.cost.perHour,
                 catalog.device(device.toStdString())->serverless.usdPerHour * billed);
        QCOMPARE(has(o.findings, kFindingServerlessNodeCap), refused);
        if (refused) {
            QVERIFY(!o.meetsConstraints);
            QCOMPARE(int(find(o.findings, kFindingServerlessNodeCap)->param("cap")),
                     catalog.device(device.toStdString())->serverlessNodeDevices.back());
        }
        // Paying for more GPUs than used is said.
        QCOMPARE(has(o.findings, kFindingWholeInstancesBilled), billed > count);
    }

    // A run past 7 days is refused for the serverless offer, with a finding that says so.
    void runCap_data() {
        QTest::addColumn<double>("hours");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<int>("segments");
        QTest::newRow("a day") << 24.0 << false << 1;
        QTest::newRow("exactly 7 days") << 168.0 << false << 1;
        QTest::newRow("8 days") << 192.0 << true << 2;
        QTest::newRow("3 weeks") << 504.0 << true << 3;
    }
    void runCap() {
        QFETCH(double, hours);
        QFETCH(bool, refused);
        QFETCH(int, segments);
        const Catalog catalog = loadBuiltinCatalog();
        ComputeSpec c;
        c.pricing = Pricing::Serverless;
        const JobCost job = jobCost(*catalog.device("h100-sxm-80gb"), 1, hours, c);
        const Finding* f = find(job.findings, kFindingServerlessRunCap);
        QCOMPARE(f != nullptr, refused);
        QCOMPARE(job.segments, segments);
        if (f) {
            QVERIFY(f->severity == Severity::Error);
            QCOMPARE(f->param("cap_hours"), kServerlessRunCapHours);
        }
    }

    // The planner refuses the offer for a job past the cap, whatever it would cost.
    void planRefusesJobsPastTheRunCap() {
        const Catalog catalog = loadBuiltinCatalog();
        const PlanResult r = planFor(
            scenario(
                R"({"pricing": "serverless", "options": [{"device": "a10-24gb", "count": 1}]})",
                3e9),
            catalog);
        QVERIFY(r.errors.empty());
        const OptionResult& o = r.plan.options[0];
        QVERIFY(o.timeSeconds.expected > kServerlessRunCapHours * 3600);
        QVERIFY(has(o.findings, kFindingServerlessRunCap));
        QVERIFY(!o.meetsConstraints);
    }

    // Runs within the 60-minute idle stop of each other find the compute attached; after a
    // longer gap each waits for a start-up. Billing is activity only either way.
    void idleStop_data() {
        QTest::addColumn<double>("runsPerDay");
        QTest::addColumn<double>("hoursPerRun");
        QTest::addColumn<bool>("warm");
        QTest::newRow("every 30 min") << 48.0 << 0.1 << true;
        QTest::newRow("hourly, 15-minute runs") << 24.0 << 0.25 << true;
        QTest::newRow("every 2 h, 30-minute runs") << 12.0 << 0.5 << false;
        QTest::newRow("twice a day") << 2.0 << 1.0 << false;
    }
    void idleStop() {
        QFETCH(double, runsPerDay);
        QFETCH(double, hoursPerRun);
        QFETCH(bool, warm);
        const Catalog catalog = loadBuiltinCatalog();
        const Device& h100 = *catalog.device("h100-sxm-80gb");
        ComputeSpec c;
        c.cluster.runsPerDay = runsPerDay;
        const UsagePatternCost u = usagePatternCost(h100, 1, hoursPerRun, c);
        QCOMPARE(u.serverlessWaitMinutesPerRun, warm ? 0.0 : h100.serverlessStartupSeconds / 60);
        QCOMPARE(u.serverlessBilledHoursPerDay, runsPerDay * hoursPerRun);
    }

    // The classic side is an offer of the serverless SKU's cloud, even where another cloud is
    // cheaper; at the break-even runs per day the two cost the same, and the plan JSON, with
    // both offers named, says where.
    void breakEvenAgainstTheSameCloud() {
        const Catalog builtin = loadBuiltinCatalog();
        const OfferFile gcp =
            readSkyPilotCsv(fixture("gcp/vms.csv"), builtin,
                            {"GCP", "2026-11-01", "SkyPilot catalog GCP (fixture)"});
        QVERIFY(gcp.errors.empty());
        Catalog catalog = loadBuiltinCatalog();
        CatalogOverrides overrides;
        for (const DeviceOffer& o : gcp.offers)
            overrides.offers.push_back(offerToBlob(o));
        QVERIFY(applyCatalogOverrides(catalog, overrides).empty());
        const Device& h100 = *catalog.device("h100-sxm-80gb");

        ComputeSpec c;
        c.cluster.startupMinutes = 8;
        c.cluster.idleMinutesBeforeStop = 30;
        const ClassicChoice classic = classicOfferFor(h100, 8, c);
        QVERIFY(classic.sameCloud);
        QCOMPARE(
            QString::fromStdString(quoteFor(*classic.choice.priced, Pricing::OnDemand).provider),
            QStringLiteral("AWS"));
        // GCP's a3-highgpu-8g is cheaper an hour, and still not the one compared.
        ComputeSpec anyCloud = c;
        const OfferChoice cheapest = chooseOffer(h100, 8, anyCloud);
        QCOMPARE(QString::fromStdString(cheapest.offer ? cheapest.offer->provider : std::string()),
                 QStringLiteral("GCP"));

        const double hours = 0.5;
        const double x = breakEvenRunsPerDay(*classic.choice.priced, classic.choice.billedDevices,
                                             h100, 8, hours, c);
        QVERIFY(x > 0);
        ComputeSpec at = c;
        at.cluster.runsPerDay = x;
        const UsagePatternCost u = usagePatternCost(
            *classic.choice.priced, classic.choice.billedDevices, h100, 8, hours, at);
        QVERIFY2(
            std::abs(u.classicPerDay - u.serverlessPerDay) <= 1e-3 * u.classicPerDay,
            qPrintable(QStringLiteral("%1 vs %2").arg(u.classicPerDay).arg(u.serverlessPerDay)));

        // The plan: an 8x H100 job on demand, compared with the 8x H100 serverless node.
        const PlanResult r = planFor(
            scenario(
                R"({"pricing": "on_demand", "options": [{"device": "h100-sxm-80gb", "count": 8}],
                         "cluster": {"startup_minutes": 8, "idle_minutes_before_stop": 30, "runs_per_day": 4}})"),
            catalog);
        QVERIFY(r.errors.empty());
        QVERIFY(r.plan.usage);
        QCOMPARE(r.plan.usage->serverlessDevices, 8);
        QVERIFY(r.plan.usage->sameCloud);
        const json j = planToJson(r.plan, {})["buying"]["usage_pattern"];
        QCOMPARE(j["serverless_offer"]["unit"].get<std::string>(), std::string("dbu"));
        QCOMPARE(j["serverless_offer"]["dbu_per_hour"].get<double>(), h100.serverless.dbuPerHour);
        QCOMPARE(j["serverless_offer"]["usd_per_dbu"].get<double>(), h100.serverless.usdPerDbu);
        QCOMPARE(j["classic_offer"]["provider"].get<std::string>(), std::string("AWS"));
        QCOMPARE(j["classic_same_cloud"].get<bool>(), true);
        QVERIFY(j["break_even_runs_per_day"].is_null() ||
                j["break_even_runs_per_day"].get<double>() > 0);
        QCOMPARE(j["break_even_runs_per_day"].is_null(), r.plan.usage->breakEvenRunsPerDay <= 0);
    }

    // A DBU quote survives the catalog's own writer (user catalogs and exports).
    void dbuQuoteRoundTrips() {
        const Catalog catalog = loadBuiltinCatalog();
        const Device& h100 = *catalog.device("h100-sxm-80gb");
        const json prices = pricesToJson(h100);
        Device copy = h100;
        copy.serverless = {};
        std::vector<FieldError> errors;
        QVERIFY(applyPricesItem(copy, prices, "$.prices", errors));
        QVERIFY(copy.serverless.unit == PriceUnit::Dbu);
        QCOMPARE(copy.serverless.dbuPerHour, h100.serverless.dbuPerHour);
        QCOMPARE(copy.serverless.usdPerDbu, h100.serverless.usdPerDbu);
        QCOMPARE(copy.serverless.cloud, h100.serverless.cloud);
        QCOMPARE(copy.serverless.usdPerHour, h100.serverless.usdPerHour);
    }
};

QTEST_APPLESS_MAIN(TestServerlessOffers)
#include "test_serverless_offers.moc"

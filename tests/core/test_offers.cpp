// Instance offers: SkyPilot's catalog CSV and the plain offers CSV read into offers (and refused
// whole when malformed), kept in the library, and compared by the planner across providers and
// regions, whole instances billed.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/offers.h"
#include "core/estimate/offer_choice.h"
#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"
#include "core/scenario/scenario_io.h"
#include "core/store/catalog_overrides.h"
#include "core/store/scenario_store.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rightsize;

namespace {

std::string fixture(const char* name) {
    QFile f(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/tests/data/offers/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

OfferFileInfo info(const char* provider) {
    return {provider, "2026-11-01", std::string("SkyPilot catalog ") + provider + " (fixture)"};
}

// The built-in catalog with the fixtures' offers attached, as the library would hold them.
Catalog catalogWith(const std::vector<OfferFile>& files) {
    Catalog c = loadBuiltinCatalog();
    CatalogOverrides o;
    for (const OfferFile& f : files)
        for (const DeviceOffer& offer : f.offers)
            o.offers.push_back(offerToBlob(offer));
    const auto errors = applyCatalogOverrides(c, o);
    return errors.empty() ? c : Catalog{};
}

Catalog skyPilotCatalog() {
    const Catalog builtin = loadBuiltinCatalog();
    return catalogWith({readSkyPilotCsv(fixture("aws/vms.csv"), builtin, info("AWS")),
                        readSkyPilotCsv(fixture("gcp/vms.csv"), builtin, info("GCP"))});
}

std::string scenario(const std::string& compute) {
    return R"({"format": "rightsize-scenario", "version": 1, "name": "offers",
              "workload": {"kind": "fine_tuning", "model": {"preset": "gpt2"}, "batch_size": 8,
                           "dataset": {"samples": 100000}},
              "compute": )" +
           compute + "}";
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        out.push_back(
            text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return out;
}

std::string join(const std::vector<std::string>& ls) {
    std::string s;
    for (const auto& l : ls)
        s += l + "\n";
    return s;
}

} // namespace

class TestOffers : public QObject {
    Q_OBJECT
private slots:
    // A price list of 10,000 offers of one device: each offer's priced view is a copy of the
    // device without the offers, so memory grows with the offers and not with their square (the
    // views once carried every offer's slot and 10,000 offers held 23 GB). The cheapest wins.
    void tenThousandOffersOfOneDevice() {
        std::string csv =
            "provider,region,instance,device,devices_per_instance,on_demand_usd_per_hour\n";
        for (int i = 0; i < 10000; ++i)
            csv += QStringLiteral("P%1,r%2,inst%3,h100-sxm-80gb,8,%4\n")
                       .arg(i % 50)
                       .arg(i % 7)
                       .arg(i)
                       .arg(24 + (i % 997) * 0.08)
                       .toStdString();
        const OfferFile file = readOffersCsv(csv, loadBuiltinCatalog(), info("generated"));
        QVERIFY(file.errors.empty());
        std::vector<KeyedBlob> blobs;
        for (const DeviceOffer& o : file.offers)
            blobs.push_back(offerToBlob(o));
        Catalog c = loadBuiltinCatalog();
        QVERIFY(attachOffers(c, blobs).empty());
        const Device* h100 = c.device("h100-sxm-80gb");
        QVERIFY(h100);
        QCOMPARE(int(h100->offers.size()), 10000);
        for (const InstanceOffer& o : h100->offers) {
            QVERIFY(o.priced);
            QCOMPARE(int(o.priced->offers.capacity()), 0);
        }
        const OfferChoice choice = chooseOffer(*h100, 8, ComputeSpec{}, 1);
        QVERIFY(choice.offer);
        QCOMPARE(choice.offer->onDemand.usdPerHour, 3.0); // $24 an instance of 8
    }

    void skyPilotFilesRead() {
        const Catalog builtin = loadBuiltinCatalog();
        const OfferFile aws = readSkyPilotCsv(fixture("aws/vms.csv"), builtin, info("AWS"));
        QVERIFY2(aws.errors.empty(), aws.errors.empty() ? "" : aws.errors[0].message.c_str());
        // 10 data rows: one CPU, one Trainium, one zone merged into its region's offer.
        QCOMPARE(aws.rowsWithoutAccelerator, 1);
        QCOMPARE(aws.rowsMerged, 1);
        QCOMPARE(aws.unknownAccelerators, std::vector<std::string>{"Trainium"});
        QCOMPARE(int(aws.offers.size()), 7);
        const auto p5 =
            std::find_if(aws.offers.begin(), aws.offers.end(), [](const DeviceOffer& o) {
                return o.offer.instance == "p5.48xlarge" && o.offer.region == "us-east-1";
            });
        QVERIFY(p5 != aws.offers.end());
        QCOMPARE(p5->deviceId, std::string("h100-sxm-80gb"));
        QCOMPARE(p5->offer.devicesPerInstance, 8);
        QCOMPARE(p5->offer.onDemand.instanceUsdPerHour, 55.04);
        QCOMPARE(p5->offer.onDemand.usdPerHour, 55.04 / 8);
        // The lowest spot price of the region's zones, with its zone.
        QCOMPARE(p5->offer.spot.instanceUsdPerHour, 21.0);
        QCOMPARE(p5->offer.zone, std::string("use1-az6"));
        QCOMPARE(p5->offer.onDemand.date, std::string("2026-11-01"));
        // A row without a spot price has none (unknown, not zero).
        const auto p4de =
            std::find_if(aws.offers.begin(), aws.offers.end(),
                         [](const DeviceOffer& o) { return o.offer.instance == "p4de.24xlarge"; });
        QVERIFY(p4de != aws.offers.end());
        QCOMPARE(p4de->deviceId, std::string("a100-sxm-80gb"));
        QVERIFY(!p4de->offer.spot.known());

        const OfferFile gcp = readSkyPilotCsv(fixture("gcp/vms.csv"), builtin, info("GCP"));
        QVERIFY(gcp.errors.empty());
        QCOMPARE(gcp.rowsWithoutInstance, 1);
        QCOMPARE(gcp.rowsWithoutAccelerator, 1);
        QCOMPARE(int(gcp.offers.size()), 6);
    }

    void malformedSkyPilotFilesImportNothing_data() {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("where");
        QTest::newRow("no Price column") << "header:Price=Cost"
                                         << "header";
        QTest::newRow("short row") << "row3:drop-last"
                                   << "line 4";
        QTest::newRow("price not a number") << "row2:55.04=fifty"
                                            << "line 3, Price";
        QTest::newRow("negative spot") << "row6:0.30=-0.30"
                                       << "line 7, SpotPrice";
        QTest::newRow("absurd price") << "row1:55.04=55040"
                                      << "line 2, Price";
        QTest::newRow("count not a number") << "row1:,8,=,eight,"
                                            << "line 2, AcceleratorCount";
        QTest::newRow("open quote") << "row1:,55.04,=,\"55.04,"
                                    << "line";
        QTest::newRow("quote never closed") << "row10:,use1-az4=,\"use1-az4"
                                            << "line 11";
        QTest::newRow("empty file") << "empty"
                                    << "file";
        QTest::newRow("nul byte") << "nul"
                                  << "line";
        QTest::newRow("no provider") << "noprovider"
                                     << "provider";
    }
    void malformedSkyPilotFilesImportNothing() {
        QFETCH(QString, edit);
        QFETCH(QString, where);
        std::vector<std::string> ls = lines(fixture("aws/vms.csv"));
        OfferFileInfo in = info("AWS");
        const std::string e = edit.toStdString();
        std::string text;
        if (e == "empty") {
            text = "";
        } else if (e == "nul") {
            text = join(ls);
            text[40] = '\0';
        } else if (e == "noprovider") {
            text = join(ls);
            in.provider.clear();
        } else {
            const std::size_t colon = e.find(':');
            const std::string target = e.substr(0, colon);
            const std::string change = e.substr(colon + 1);
            std::string& line =
                target == "header" ? ls[0] : ls[std::size_t(std::stoi(target.substr(3)))];
            if (change == "drop-last") {
                line = line.substr(0, line.rfind(','));
            } else {
                const std::size_t eq = change.find('=');
                const std::string from = change.substr(0, eq), to = change.substr(eq + 1);
                const std::size_t at = line.find(from);
                QVERIFY2(at != std::string::npos, from.c_str());
                line.replace(at, from.size(), to);
            }
            text = join(ls);
        }
        const OfferFile file = readSkyPilotCsv(text, loadBuiltinCatalog(), in);
        QVERIFY(!file.errors.empty());
        QVERIFY2(QString::fromStdString(file.errors[0].path).startsWith(where),
                 file.errors[0].path.c_str());
        QVERIFY(file.offers.empty());
    }

    // A share of a GPU is skipped, not an error and not rounded up.
    void fractionalGpusAreSkipped() {
        const std::string text =
            "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region\n"
            "Standard_NV6ads_A10_v5,A10,0.167,6,55,0.454,,eastus\n"
            "Standard_NV36ads_A10_v5,A10,1,36,440,3.2,,eastus\n";
        const OfferFile file = readSkyPilotCsv(text, loadBuiltinCatalog(), info("Azure"));
        QVERIFY(file.errors.empty());
        QCOMPARE(file.rowsFractional, 1);
        QCOMPARE(int(file.offers.size()), 1);
        QCOMPARE(file.offers[0].deviceId, std::string("a10-24gb"));
    }

    void plainOffersFileReads() {
        const OfferFile file = readOffersCsv(fixture("offers.csv"), loadBuiltinCatalog(),
                                             {"", "2026-11-02", "offers.csv"});
        QVERIFY2(file.errors.empty(),
                 file.errors.empty() ? "" : (file.errors[0].path + file.errors[0].message).c_str());
        QCOMPARE(int(file.offers.size()), 3);
        QCOMPARE(file.offers[0].deviceId, std::string("h100-sxm-80gb"));
        QCOMPARE(file.offers[0].offer.onDemand.date, std::string("2026-10-01"));
        // A row without date or source takes the file's.
        QCOMPARE(file.offers[1].offer.onDemand.date, std::string("2026-11-02"));
        QCOMPARE(file.offers[1].offer.onDemand.source, std::string("offers.csv"));
        QCOMPARE(file.offers[2].offer.reserved.instanceUsdPerHour, 62.0);
    }

    void malformedOffersFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("where");
        const QString header = QStringLiteral(
            "provider,region,instance,device,devices_per_instance,on_demand_usd_per_hour,date\n");
        QTest::newRow("missing column") << "provider,region,instance,device\nA,r,i,H100\n"
                                        << "header";
        QTest::newRow("zero devices")
            << header + QLatin1String("A,r,i,H100,0,1.0,\n") << "line 2, devices_per_instance";
        QTest::newRow("fraction of devices")
            << header + QLatin1String("A,r,i,H100,1.5,1.0,\n") << "line 2, devices_per_instance";
        QTest::newRow("bad date") << header + QLatin1String("A,r,i,H100,1,1.0,01/02/2026\n")
                                  << "line 2, date";
        QTest::newRow("empty provider")
            << header + QLatin1String(",r,i,H100,1,1.0,\n") << "line 2, provider";
        QTest::newRow("too many fields")
            << header + QLatin1String("A,r,i,H100,1,1.0,,extra\n") << "line 2";
    }
    void malformedOffersFiles() {
        QFETCH(QString, text);
        QFETCH(QString, where);
        const OfferFile file =
            readOffersCsv(text.toStdString(), loadBuiltinCatalog(), {"", "2026-11-02", "x"});
        QVERIFY(!file.errors.empty());
        QVERIFY2(QString::fromStdString(file.errors[0].path).startsWith(where),
                 file.errors[0].path.c_str());
        QVERIFY(file.offers.empty());
    }

    void unknownDeviceNamesAreListed() {
        const std::string text =
            "provider,region,instance,device,devices_per_instance,on_demand_usd_per_hour\n"
            "A,r,i1,Gaudi3,8,30\nA,r,i2,Gaudi3,8,30\nA,r,i3,H100,8,40\n";
        const OfferFile file = readOffersCsv(text, loadBuiltinCatalog(), {"", "2026-11-02", "x"});
        QVERIFY(file.errors.empty());
        QCOMPARE(file.unknownAccelerators, std::vector<std::string>{"Gaudi3"});
        QCOMPARE(int(file.offers.size()), 1);
    }

    // The plan names the cheapest instance type, provider and region for the pricing mode and
    // the selection; spot and reserved follow their own prices.
    void planNamesTheCheapestOffer_data() {
        QTest::addColumn<QString>("compute");
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<int>("billed");
        const QString h100 =
            QStringLiteral(R"("options": [{"device": "h100-sxm-80gb", "count": 8}])");
        const QString l4 = QStringLiteral(R"("options": [{"device": "l4-24gb", "count": %1}])");
        QTest::newRow("on-demand, all") << QLatin1String("{") + h100 + QLatin1String("}") << "GCP"
                                        << "us-central1"
                                        << "a3-highgpu-8g" << 8;
        QTest::newRow("spot, all")
            << QLatin1String("{") + h100 + QLatin1String(R"(, "pricing": "spot"})") << "GCP"
            << "europe-west4"
            << "a3-highgpu-8g" << 8;
        QTest::newRow("spot, AWS only")
            << QLatin1String("{") + h100 +
                   QLatin1String(R"(, "pricing": "spot", "providers": ["aws"]})")
            << "AWS"
            << "eu-west-1"
            << "p5.48xlarge" << 8;
        QTest::newRow("on-demand, us-east-1")
            << QLatin1String("{") + h100 + QLatin1String(R"(, "regions": ["us-east-1"]})") << "AWS"
            << "us-east-1"
            << "p5.48xlarge" << 8;
        QTest::newRow("reserved, all")
            << QLatin1String("{") + h100 + QLatin1String(R"(, "pricing": "reserved"})") << "GCP"
            << "us-central1"
            << "a3-highgpu-8g" << 8;
        QTest::newRow("one L4") << QLatin1String("{") + l4.arg(1) + QLatin1String("}") << "GCP"
                                << "us-central1"
                                << "g2-standard-4" << 1;
        QTest::newRow("one L4, spot")
            << QLatin1String("{") + l4.arg(1) + QLatin1String(R"(, "pricing": "spot"})") << "AWS"
            << "eu-west-1"
            << "g6.xlarge" << 1;
        // Three L4s: a 4-GPU instance billed whole against three 1-GPU ones.
        QTest::newRow("three L4, AWS")
            << QLatin1String("{") + l4.arg(3) +
                   QLatin1String(R"(, "providers": ["AWS"], "regions": ["us-east-1"]})")
            << "AWS"
            << "us-east-1"
            << "g6.xlarge" << 3;
    }
    void planNamesTheCheapestOffer() {
        QFETCH(QString, compute);
        QFETCH(QString, provider);
        QFETCH(QString, region);
        QFETCH(QString, instance);
        QFETCH(int, billed);
        const Catalog catalog = skyPilotCatalog();
        QVERIFY(!catalog.devices.empty());
        const auto loaded = parseScenario(scenario(compute.toStdString()), &catalog);
        QVERIFY2(loaded.errors.empty(),
                 loaded.errors.empty()
                     ? ""
                     : (loaded.errors[0].path + loaded.errors[0].message).c_str());
        const PlanResult result = makePlan(loaded.document->scenario, catalog);
        QVERIFY(result.errors.empty());
        QCOMPARE(result.plan.options.size(), std::size_t(1));
        const OptionResult& o = result.plan.options[0];
        QVERIFY(o.cost.quote);
        QCOMPARE(QString::fromStdString(o.cost.quote->provider), provider);
        QCOMPARE(QString::fromStdString(o.cost.quote->region), region);
        QCOMPARE(QString::fromStdString(o.cost.quote->instance), instance);
        QCOMPARE(o.cost.billedDevices, billed);
        QVERIFY(o.cost.perHour > 0);
    }

    // Whatever the planner recommends, it is priced at the cheapest offer of its device whose
    // instance holds the layout's tensor-parallel group, whole instances counted.
    void recommendationUsesItsDevicesCheapestOffer() {
        const Catalog catalog = skyPilotCatalog();
        const auto loaded = parseScenario(scenario(R"({"pricing": "on_demand"})"), &catalog);
        QVERIFY(loaded.errors.empty());
        const PlanResult result = makePlan(loaded.document->scenario, catalog);
        QVERIFY(result.errors.empty());
        QVERIFY(result.plan.recommended);
        int withOffers = 0;
        for (const OptionResult& o : result.plan.options) {
            const Device& d = *o.placement.device;
            if (d.offers.empty() || o.cost.perHour <= 0 || o.timeSeconds.expected <= 0)
                continue;
            ++withOffers;
            const int group = o.placement.layout.tensor;
            const int own = instanceDevices(d.onDemand);
            double cheapest =
                groupDevicesOf(d, d.onDemand) >= group
                    ? hourlyPrice(d, (o.placement.count + own - 1) / own * own, Pricing::OnDemand)
                    : 0;
            for (const InstanceOffer& offer : d.offers) {
                const int per = offer.devicesPerInstance;
                if (per < group)
                    continue;
                const int n = (o.placement.count + per - 1) / per * per;
                const double p = hourlyPrice(*offer.priced, n, Pricing::OnDemand);
                if (p > 0 && (cheapest <= 0 || p < cheapest))
                    cheapest = p;
            }
            QVERIFY2(std::abs(o.cost.perHour - cheapest) <= 1e-9 * cheapest, d.id.c_str());
        }
        QVERIFY(withOffers > 0);
    }

    // No offer in the selection: no price, and the option says why.
    void selectionWithoutOffersLeavesThePriceUnknown() {
        const Catalog catalog = skyPilotCatalog();
        const auto loaded = parseScenario(
            scenario(
                R"({"options": [{"device": "h100-sxm-80gb", "count": 8}], "providers": ["Oracle"]})"),
            &catalog);
        QVERIFY(loaded.errors.empty());
        const PlanResult result = makePlan(loaded.document->scenario, catalog);
        QVERIFY(result.errors.empty());
        const OptionResult& o = result.plan.options[0];
        QCOMPARE(o.cost.perHour, 0.0);
        QVERIFY(std::any_of(o.findings.begin(), o.findings.end(),
                            [](const Finding& f) { return f.code == kFindingNoOfferSelected; }));
    }

    void scenarioKeysRoundTrip() {
        const Catalog catalog = loadBuiltinCatalog();
        const auto loaded = parseScenario(
            scenario(R"({"providers": ["AWS", "GCP"], "regions": ["us-east-1"]})"), &catalog);
        QVERIFY(loaded.errors.empty());
        QCOMPARE(loaded.document->scenario.compute.providers,
                 (std::vector<std::string>{"AWS", "GCP"}));
        const std::string written = serializeScenario(*loaded.document, &catalog);
        const auto again = parseScenario(written, &catalog);
        QVERIFY(again.errors.empty());
        QCOMPARE(again.document->scenario.compute.regions, std::vector<std::string>{"us-east-1"});
        const auto bad = parseScenario(scenario(R"({"providers": "AWS"})"), &catalog);
        QVERIFY(!bad.errors.empty());
        QCOMPARE(bad.errors[0].path, std::string("$.compute.providers"));
    }

    // The serverless offer and a classic cluster of the same device: on either side of the
    // break-even runs per day a different one is cheaper.
    void breakEvenRunsPerDay_data() {
        QTest::addColumn<double>("hoursPerRun");
        QTest::addColumn<double>("startupMinutes");
        QTest::addColumn<double>("idleMinutes");
        QTest::addColumn<bool>("crosses");
        QTest::newRow("10-minute runs, 60-minute idle stop") << 10.0 / 60 << 5.0 << 60.0 << true;
        QTest::newRow("1-hour runs, 60-minute idle stop") << 1.0 << 5.0 << 60.0 << true;
        // Long runs and a short idle tail: the classic cluster is cheaper at every rate.
        QTest::newRow("2-hour runs, 10-minute idle stop") << 2.0 << 8.0 << 10.0 << false;
    }
    void breakEvenRunsPerDay() {
        QFETCH(double, hoursPerRun);
        QFETCH(double, startupMinutes);
        QFETCH(double, idleMinutes);
        QFETCH(bool, crosses);
        const Catalog catalog = loadBuiltinCatalog();
        const Device* h100 = catalog.device("h100-sxm-80gb");
        QVERIFY(h100 && h100->serverless.known());
        ComputeSpec c;
        c.cluster.startupMinutes = startupMinutes;
        c.cluster.idleMinutesBeforeStop = idleMinutes;
        const double x = rightsize::breakEvenRunsPerDay(*h100, 8, hoursPerRun, c);
        const auto gap = [&](double runs) {
            ComputeSpec at = c;
            at.cluster.runsPerDay = runs;
            const UsagePatternCost u = usagePatternCost(*h100, 8, hoursPerRun, at);
            return u.classicPerDay - u.serverlessPerDay;
        };
        if (!crosses) {
            QCOMPARE(x, 0.0);
            QVERIFY((gap(1.0 / 7) < 0) == (gap(24 / hoursPerRun) < 0));
            return;
        }
        QVERIFY2(x > 0, "the two ways of buying should cross");
        QVERIFY((gap(x * 0.9) < 0) != (gap(x * 1.1) < 0));
    }

    void storeKeepsOffersPerProvider() {
        QTemporaryDir dir;
        ScenarioStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite")).toStdString()).ok());
        QCOMPARE(store.schemaVersion(), ScenarioStore::kSchemaVersion);
        const Catalog builtin = loadBuiltinCatalog();
        const OfferFile aws = readSkyPilotCsv(fixture("aws/vms.csv"), builtin, info("AWS"));
        const OfferFile gcp = readSkyPilotCsv(fixture("gcp/vms.csv"), builtin, info("GCP"));
        std::vector<KeyedBlob> a, g;
        for (const auto& o : aws.offers)
            a.push_back(offerToBlob(o));
        for (const auto& o : gcp.offers)
            g.push_back(offerToBlob(o));
        QVERIFY(store.replaceOffers("AWS", a).ok());
        QVERIFY(store.replaceOffers("GCP", g).ok());
        QCOMPARE(store.offers()->size(), a.size() + g.size());
        // A new AWS list replaces the old one and leaves GCP's.
        QVERIFY(store.replaceOffers("AWS", {a.front()}).ok());
        QCOMPARE(store.offers()->size(), 1 + g.size());
        auto catalog = libraryCatalog(store, builtin);
        QVERIFY(catalog.ok());
        const Device* h100 = catalog->device("h100-sxm-80gb");
        QVERIFY(h100);
        QCOMPARE(int(h100->offers.size()), 3); // AWS us-east-1, GCP us-central1, GCP europe-west4
    }
};

QTEST_APPLESS_MAIN(TestOffers)
#include "test_offers.moc"

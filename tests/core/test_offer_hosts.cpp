// An offer's host feeds the models: its vCPUs the data pipeline's CPU preprocessing, its NIC the
// communication between nodes. Two offers of the same GPU on different hosts give different times.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/offers.h"
#include "core/estimate/planner.h"
#include "core/scenario/scenario_io.h"
#include "core/store/catalog_overrides.h"

#include <QTest>

using namespace rightsize;

namespace {

// Two 8x H100 instances at the same price: a large host (192 vCPUs, 3,200 Gb/s between nodes, as
// AWS lists p5.48xlarge) and a small one (32 vCPUs, 400 Gb/s).
constexpr const char* kOffers = "provider,region,instance,device,devices_per_instance,vcpus,nic_"
                                "gbit_s,on_demand_usd_per_hour,date,source\n"
                                "Large,r1,large-8x,h100-sxm-80gb,8,192,3200,50,2026-11-01,test\n"
                                "Small,r1,small-8x,h100-sxm-80gb,8,32,400,50,2026-11-01,test\n";

// vCPUs are hyper-threads, two per core, and one core is kept for the training process
// (core/estimate/data_pipeline.cpp); links are quoted in Gb/s, 1e9/8 bytes per second each.
constexpr double kVcpusPerCore = 2;
constexpr double kBytesPerGbit = 1e9 / 8;

Catalog catalogWithHosts() {
    Catalog catalog = loadBuiltinCatalog();
    const OfferFile file = readOffersCsv(kOffers, catalog, {"", "2026-11-01", "test"});
    if (!file.errors.empty() || file.offers.size() != 2)
        return {};
    CatalogOverrides overrides;
    for (const DeviceOffer& o : file.offers)
        overrides.offers.push_back(offerToBlob(o));
    return applyCatalogOverrides(catalog, overrides).empty() ? catalog : Catalog{};
}

OptionResult optionOn(const Catalog& catalog, const std::string& provider,
                      const std::string& workload, int count) {
    const std::string text = R"({"format": "rightsize-scenario", "version": 1, "name": "hosts",
        "workload": )" + workload +
                             R"(,
        "compute": {"pricing": "on_demand", "providers": [")" +
                             provider + R"("], "options": [{"device": "h100-sxm-80gb", "count": )" +
                             std::to_string(count) + "}]}}";
    const auto loaded = parseScenario(text, &catalog);
    if (!loaded.errors.empty()) {
        qWarning("%s: %s", loaded.errors[0].path.c_str(), loaded.errors[0].message.c_str());
        return {};
    }
    const PlanResult r = makePlan(loaded.document->scenario, catalog);
    return r.plan.options.size() == 1 ? r.plan.options[0] : OptionResult{};
}

} // namespace

class TestOfferHosts : public QObject {
    Q_OBJECT
private slots:
    // The offer's figures reach the device the job is timed on.
    void hostFiguresReachThePricedDevice_data() {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<int>("vcpus");
        QTest::addColumn<double>("nicGbit");
        QTest::newRow("large host") << QStringLiteral("Large") << 192 << 3200.0;
        QTest::newRow("small host") << QStringLiteral("Small") << 32 << 400.0;
    }
    void hostFiguresReachThePricedDevice() {
        QFETCH(QString, provider);
        QFETCH(int, vcpus);
        QFETCH(double, nicGbit);
        const Catalog catalog = catalogWithHosts();
        const Device* h100 = catalog.device("h100-sxm-80gb");
        QVERIFY(h100);
        const auto it =
            std::find_if(h100->offers.begin(), h100->offers.end(), [&](const InstanceOffer& o) {
                return o.provider == provider.toStdString();
            });
        QVERIFY(it != h100->offers.end());
        QCOMPARE(it->nicGbitPerSecond, nicGbit);
        QCOMPARE(it->priced->vcpus, vcpus / 8);
        QCOMPARE(it->priced->interNodeBandwidth, nicGbit * kBytesPerGbit / 8);
    }

    // CPU preprocessing: loader workers are bounded by the host's cores per GPU, so the small
    // host feeds fewer samples a second and the job takes longer.
    void vcpusFeedTheDataPipeline_data() {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<int>("vcpus");
        QTest::newRow("large host") << QStringLiteral("Large") << 192;
        QTest::newRow("small host") << QStringLiteral("Small") << 32;
    }
    void vcpusFeedTheDataPipeline() {
        QFETCH(QString, provider);
        QFETCH(int, vcpus);
        const Catalog catalog = catalogWithHosts();
        const std::string workload =
            R"({"kind": "fine_tuning", "model": {"preset": "gpt2"}, "batch_size": 64,
            "dataset": {"samples": 1000000},
            "pipeline": {"prep_ms_per_sample_per_core": 40, "loader_workers": 64}})";
        const OptionResult o = optionOn(catalog, provider.toStdString(), workload, 8);
        QVERIFY(o.placement.device);
        const int coresPerGpu = int(vcpus / 8 / kVcpusPerCore);
        const int workers = coresPerGpu - 1;
        QCOMPARE(o.time.supplySamplesPerSecond, workers * 1000.0 / 40 * 8);
    }

    void sameGpuOtherHostOtherTime() {
        const Catalog catalog = catalogWithHosts();
        const std::string workload =
            R"({"kind": "fine_tuning", "model": {"preset": "gpt2"}, "batch_size": 64,
            "dataset": {"samples": 1000000},
            "pipeline": {"prep_ms_per_sample_per_core": 40, "loader_workers": 64}})";
        const OptionResult large = optionOn(catalog, "Large", workload, 8);
        const OptionResult small = optionOn(catalog, "Small", workload, 8);
        QVERIFY(large.timeSeconds.expected > 0);
        QVERIFY2(small.timeSeconds.expected > large.timeSeconds.expected,
                 qPrintable(QStringLiteral("%1 s vs %2 s")
                                .arg(small.timeSeconds.expected)
                                .arg(large.timeSeconds.expected)));
        QCOMPARE(small.cost.perHour, large.cost.perHour);
    }

    // Between nodes the gradients cross the instance's NIC: a tenth of the bandwidth takes
    // longer to communicate on two nodes, and not at all on one.
    void nicFeedsCommunicationBetweenNodes_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("differs");
        QTest::newRow("one node") << 8 << false;
        QTest::newRow("two nodes") << 16 << true;
    }
    void nicFeedsCommunicationBetweenNodes() {
        QFETCH(int, count);
        QFETCH(bool, differs);
        const Catalog catalog = catalogWithHosts();
        const std::string workload =
            R"({"kind": "training", "model": {"preset": "llama-3-8b"}, "batch_size": 256,
            "seq_len": 4096, "dataset": {"samples": 100000}})";
        const OptionResult large = optionOn(catalog, "Large", workload, count);
        const OptionResult small = optionOn(catalog, "Small", workload, count);
        QVERIFY(large.time.stepSeconds > 0 && small.time.stepSeconds > 0);
        if (!differs) {
            QCOMPARE(small.time.communicationSeconds, large.time.communicationSeconds);
            return;
        }
        QVERIFY2(small.time.communicationSeconds > large.time.communicationSeconds,
                 qPrintable(QStringLiteral("%1 s vs %2 s")
                                .arg(small.time.communicationSeconds)
                                .arg(large.time.communicationSeconds)));
        QVERIFY(small.time.stepSeconds > large.time.stepSeconds);
    }
};

QTEST_APPLESS_MAIN(TestOfferHosts)
#include "test_offer_hosts.moc"

// The providers-and-regions control writes compute.providers and compute.regions through the
// document's undo path, and the plan follows it; the energy and CO2 columns of the options table
// and the energy basis of the report say what they rest on.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/energy_json.h"
#include "core/catalog/offers.h"
#include "core/estimate/energy.h"
#include "core/estimate/planner.h"
#include "core/store/catalog_overrides.h"
#include "ui/editor/document_model.h"
#include "ui/editor/offer_selection_dialog.h"
#include "ui/report/report_content.h"
#include "ui/results/options_table_model.h"
#include "ui/wording/number_format.h"

#include <QListWidget>
#include <QTest>
#include <QUndoStack>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

// Two offers of the H100 besides its own AWS quote: GCP and Lambda, in regions of their own.
constexpr const char* kOffers =
    "provider,region,instance,device,devices_per_instance,on_demand_usd_per_hour,date,source\n"
    "GCP,us-central1,a3-highgpu-8g,h100-sxm-80gb,8,48,2026-11-01,test\n"
    "Lambda,us-west-1,gpu_8x_h100,h100-sxm-80gb,8,30,2026-11-01,test\n";

CatalogOverrides offerOverrides() {
    const Catalog builtin = loadBuiltinCatalog();
    const OfferFile file = readOffersCsv(kOffers, builtin, {"", "2026-11-01", "test"});
    CatalogOverrides o;
    for (const DeviceOffer& offer : file.offers)
        o.offers.push_back(offerToBlob(offer));
    return o;
}

QListWidgetItem* itemNamed(QListWidget* list, const QString& name) {
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == name)
            return list->item(i);
    return nullptr;
}

Scenario h100Job(const Catalog& catalog) {
    Scenario s = defaultScenario(catalog);
    s.compute.options = {{"h100-sxm-80gb", 8}};
    s.compute.pricing = Pricing::OnDemand;
    return s;
}

} // namespace

class TestOfferSelection : public QObject {
    Q_OBJECT
private slots:
    void listsWhatTheCatalogOffers() {
        DocumentModel doc(loadBuiltinCatalog());
        doc.setCatalogOverrides(offerOverrides());
        OfferSelectionDialog dialog(&doc);
        for (const char* p : {"AWS", "GCP", "Lambda"}) {
            QListWidgetItem* item = itemNamed(dialog.providerList(), QLatin1String(p));
            QVERIFY2(item, p);
            // No selection yet: every offer counts, so everything shows checked.
            QCOMPARE(item->checkState(), Qt::Checked);
        }
        QVERIFY(itemNamed(dialog.regionList(), QStringLiteral("us-central1")));
        QVERIFY(itemNamed(dialog.regionList(), QStringLiteral("us-east-1")));
    }

    // Each click is one undo step writing the scenario key; everything checked is the empty list.
    void checksWriteTheScenarioThroughUndo_data() {
        QTest::addColumn<bool>("providers");
        QTest::addColumn<QString>("name");
        QTest::newRow("leave GCP out") << true << QStringLiteral("GCP");
        QTest::newRow("leave us-west-1 out") << false << QStringLiteral("us-west-1");
    }
    void checksWriteTheScenarioThroughUndo() {
        QFETCH(bool, providers);
        QFETCH(QString, name);
        DocumentModel doc(loadBuiltinCatalog());
        doc.setCatalogOverrides(offerOverrides());
        doc.replaceScenario(h100Job(doc.catalog()), QStringLiteral("start"));
        OfferSelectionDialog dialog(&doc);
        QListWidget* list = providers ? dialog.providerList() : dialog.regionList();
        const auto key = [&]() {
            return providers ? doc.scenario().compute.providers : doc.scenario().compute.regions;
        };
        const int steps = doc.undoStack()->count();
        QListWidgetItem* item = itemNamed(list, name);
        QVERIFY(item);
        item->setCheckState(Qt::Unchecked);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(int(key().size()), list->count() - 1);
        const std::vector<std::string> selected = key();
        QVERIFY(std::find(selected.begin(), selected.end(), name.toStdString()) == selected.end());
        // The dialog shows the document as it now is.
        QCOMPARE(itemNamed(list, name)->checkState(), Qt::Unchecked);

        doc.undoStack()->undo();
        QVERIFY(key().empty());
        QCOMPARE(itemNamed(list, name)->checkState(), Qt::Checked);
        doc.undoStack()->redo();
        QCOMPARE(int(key().size()), list->count() - 1);
        // Checking it again selects everything: the empty list.
        itemNamed(list, name)->setCheckState(Qt::Checked);
        QVERIFY(key().empty());
    }

    // At least one stays checked: a selection of nothing would price nothing.
    void theLastCheckStays() {
        DocumentModel doc(loadBuiltinCatalog());
        doc.setCatalogOverrides(offerOverrides());
        OfferSelectionDialog dialog(&doc);
        QListWidget* list = dialog.providerList();
        for (int i = list->count() - 1; i > 0; --i)
            itemNamed(list, list->item(i)->data(Qt::UserRole).toString())
                ->setCheckState(Qt::Unchecked);
        QCOMPARE(int(doc.scenario().compute.providers.size()), 1);
        const QString last = QString::fromStdString(doc.scenario().compute.providers.front());
        itemNamed(list, last)->setCheckState(Qt::Unchecked);
        QCOMPARE(int(doc.scenario().compute.providers.size()), 1);
        QCOMPARE(itemNamed(list, last)->checkState(), Qt::Checked);
    }

    // The plan follows the selection: leaving the cheapest provider out moves the offer.
    void thePlanFollowsTheSelection() {
        DocumentModel doc(loadBuiltinCatalog());
        doc.setCatalogOverrides(offerOverrides());
        doc.replaceScenario(h100Job(doc.catalog()), QStringLiteral("start"));
        doc.replanNow();
        QVERIFY(doc.hasPlan());
        const auto provider = [&]() {
            const OptionResult& o = doc.plan().options.at(0);
            return o.cost.quote ? QString::fromStdString(o.cost.quote->provider) : QString();
        };
        QCOMPARE(provider(), QStringLiteral("Lambda"));
        OfferSelectionDialog dialog(&doc);
        itemNamed(dialog.providerList(), QStringLiteral("Lambda"))->setCheckState(Qt::Unchecked);
        doc.replanNow();
        QCOMPARE(provider(), QStringLiteral("GCP"));
    }

    // What is rented is named only where it adds to the option: a per-GPU offer whose instance
    // name repeats the device (RunPod's "RTX 3090 24 GB") would read "8× rtx-3090-24gb on 8× RTX
    // 3090 24 GB"; an instance type, several devices per instance or idle devices are named.
    void theRentalSaysOnlyWhatTheOptionDoesNot_data() {
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("perInstance");
        QTest::addColumn<int>("instances");
        QTest::addColumn<QString>("expected");
        QTest::newRow("RunPod per GPU") << "rtx-3090-24gb"
                                        << "RTX 3090 24 GB" << 8 << 1 << 8 << "8× rtx-3090-24gb";
        QTest::newRow("per GPU, tier after a comma")
            << "a100-pcie-80gb"
            << "A100 PCIe 80 GB, Secure Cloud" << 8 << 1 << 8 << "8× a100-pcie-80gb";
        QTest::newRow("per GPU, own SKU")
            << "h100-sxm-80gb"
            << "gpu_1x_h100_sxm5" << 1 << 1 << 1 << "1× h100-sxm-80gb on 1× gpu_1x_h100_sxm5";
        QTest::newRow("whole instance") << "h100-sxm-80gb"
                                        << "p5.48xlarge" << 8 << 8 << 1
                                        << "8× h100-sxm-80gb on 1× p5.48xlarge (8× h100-sxm-80gb)";
        QTest::newRow("name repeated, idle paid")
            << "h100-sxm-80gb"
            << "H100 SXM 80GB" << 4 << 8 << 1
            << "4× h100-sxm-80gb on 1× H100 SXM 80GB (8× h100-sxm-80gb, 4 idle but paid)";
    }
    void theRentalSaysOnlyWhatTheOptionDoesNot() {
        QFETCH(QString, device);
        QFETCH(QString, instance);
        QFETCH(int, count);
        QFETCH(int, perInstance);
        QFETCH(int, instances);
        QFETCH(QString, expected);
        const Catalog catalog = loadBuiltinCatalog();
        const Device* d = catalog.device(device.toStdString());
        QVERIFY(d);
        PriceQuote quote;
        quote.usdPerHour = 1;
        quote.provider = "Somewhere";
        quote.instance = instance.toStdString();
        OptionResult o;
        o.placement.device = d;
        o.placement.count = count;
        o.cost.quote = &quote;
        o.cost.devicesPerInstance = perInstance;
        o.cost.instances = instances;
        o.cost.billedDevices = perInstance * instances;
        QCOMPARE(numfmt::optionWithRental(o), expected);
    }

    // The options table's energy and CO2 columns: the figures of core/estimate/energy.h, sorted by
    // value.
    void energyColumns() {
        const Catalog catalog = loadBuiltinCatalog();
        Scenario s = defaultScenario(catalog);
        const PlanResult r = makePlan(s, catalog);
        QVERIFY(r.errors.empty());
        OptionsTableModel model;
        model.setPlan(r.plan);
        QCOMPARE(model.headerData(OptionsTableModel::ColEnergy, Qt::Horizontal).toString(),
                 QStringLiteral("Energy"));
        int known = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const EnergyEstimate e =
                estimateEnergy(r.plan.options[std::size_t(row)], builtinEnergyModel());
            const QVariant sort = model.data(model.index(row, OptionsTableModel::ColEnergy),
                                             OptionsTableModel::SortRole);
            const QString shown =
                model.data(model.index(row, OptionsTableModel::ColEnergy)).toString();
            if (!e.known) {
                QCOMPARE(shown, QStringLiteral("—"));
                continue;
            }
            ++known;
            QCOMPARE(sort.toDouble(), e.kwh.expected);
            QVERIFY(shown.contains(QStringLiteral("kWh")));
            const QString co2 = model.data(model.index(row, OptionsTableModel::ColCo2)).toString();
            QCOMPARE(co2.contains(QStringLiteral("kg")), e.co2Known);
            QVERIFY(!model.data(model.index(row, OptionsTableModel::ColEnergy), Qt::ToolTipRole)
                         .toString()
                         .isEmpty());
        }
        QVERIFY(known > 0);
        QVERIFY(model.toCsv()
                    .section(QLatin1Char('\n'), 0, 0)
                    .contains(QStringLiteral("energy_kwh,co2_kg")));
    }

    // The report's assumptions name the recommended option's power and grid figures and sources.
    void reportEnergyBasis() {
        const Catalog catalog = loadBuiltinCatalog();
        const PlanResult r = makePlan(defaultScenario(catalog), catalog);
        QVERIFY(r.plan.recommended);
        const AssumptionText basis = recommendedEnergyBasis(r.plan);
        const Device& d = *r.plan.options[*r.plan.recommended].placement.device;
        QVERIFY(!basis.title.isEmpty());
        QVERIFY(basis.text.contains(QString::number(int(d.tdpWatts))));
        QVERIFY(basis.source.contains(QString::fromStdString(d.source)));
        QVERIFY(basis.source.contains(QString::fromStdString(builtinEnergyModel().gridSource)));
        QVERIFY(recommendedEnergyBasis(Plan{}).title.isEmpty());
    }
};

QTEST_MAIN(TestOfferSelection)
#include "test_offer_selection.moc"

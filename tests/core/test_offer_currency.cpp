// Prices in their own currencies: an offer keeps its currency and price, takes part in the
// comparison only at a rate the user gives, and the plan JSON adds the display currency's figures
// with the rate and its date beside the dollar ones.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/offers.h"
#include "core/estimate/offer_choice.h"
#include "core/estimate/planner.h"
#include "core/model/currency.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_io.h"
#include "core/store/catalog_overrides.h"

#include <QTest>
#include <algorithm>

using namespace rightsize;

namespace {

// The H100's own quote is AWS's p5.48xlarge; two offers in other currencies beside it.
constexpr const char* kOffers =
    "provider,region,instance,device,devices_per_instance,on_demand_usd_per_hour,currency,date,"
    "source\n"
    "EuroCloud,eu-central,h100x8,h100-sxm-80gb,8,30,EUR,2026-11-01,test\n"
    "PoundCloud,uk-south,h100x8,h100-sxm-80gb,8,25,gbp,2026-11-01,test\n";

Catalog catalogWithOffers() {
    Catalog catalog = loadBuiltinCatalog();
    const OfferFile file = readOffersCsv(kOffers, catalog, {"", "2026-11-01", "test"});
    if (!file.errors.empty())
        return {};
    CatalogOverrides overrides;
    for (const DeviceOffer& o : file.offers)
        overrides.offers.push_back(offerToBlob(o));
    return applyCatalogOverrides(catalog, overrides).empty() ? catalog : Catalog{};
}

const InstanceOffer* offerOf(const Catalog& c, const std::string& provider) {
    const Device* d = c.device("h100-sxm-80gb");
    const auto it = std::find_if(d->offers.begin(), d->offers.end(),
                                 [&](const InstanceOffer& o) { return o.provider == provider; });
    return it == d->offers.end() ? nullptr : &*it;
}

PlanResult plan(const Catalog& catalog, const std::string& providers) {
    const std::string text = R"({"format": "rightsize-scenario", "version": 1, "name": "currency",
        "workload": {"kind": "fine_tuning", "model": {"preset": "gpt2"}, "batch_size": 8, "dataset": {"samples": 100000}},
        "compute": {"pricing": "on_demand", "providers": )" +
                             providers +
                             R"(, "options": [{"device": "h100-sxm-80gb", "count": 8}]}})";
    const auto loaded = parseScenario(text, &catalog);
    return loaded.errors.empty() ? makePlan(loaded.document->scenario, catalog) : PlanResult{};
}

} // namespace

class TestOfferCurrency : public QObject {
    Q_OBJECT
private slots:
    // Each offer keeps its currency and its own price; only dollars are compared as they stand.
    void offersKeepTheirCurrency() {
        const Catalog c = catalogWithOffers();
        const InstanceOffer* eur = offerOf(c, "EuroCloud");
        const InstanceOffer* gbp = offerOf(c, "PoundCloud");
        QVERIFY(eur && gbp);
        QCOMPARE(QString::fromStdString(eur->onDemand.currency), QStringLiteral("EUR"));
        QCOMPARE(QString::fromStdString(gbp->onDemand.currency),
                 QStringLiteral("GBP")); // written in capitals
        QCOMPARE(eur->onDemand.perHourInCurrency, 30.0 / 8);
        // No rate: no price to compare, never the cheapest.
        QVERIFY(!eur->onDemand.known());
        QVERIFY(!eur->priced->onDemand.known());
        QCOMPARE(QString::fromStdString(c.device("h100-sxm-80gb")->onDemand.currency),
                 QStringLiteral("USD"));
    }

    void malformedCurrencyIsNamed_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("a word") << QStringLiteral("euro");
        QTest::newRow("digits") << QStringLiteral("123");
        QTest::newRow("two letters") << QStringLiteral("EU");
    }
    void malformedCurrencyIsNamed() {
        QFETCH(QString, code);
        const std::string text =
            "provider,region,instance,device,devices_per_instance,on_demand_usd_per_hour,currency\n"
            "X,r,i,h100-sxm-80gb,8,30," +
            code.toStdString() + "\n";
        const OfferFile file =
            readOffersCsv(text, loadBuiltinCatalog(), {"", "2026-11-01", "test"});
        QVERIFY(file.offers.empty());
        QVERIFY(!file.errors.empty());
        QCOMPARE(QString::fromStdString(file.errors[0].path), QStringLiteral("line 2, currency"));
    }

    // A rate brings its currency's offers in; other currencies stay out and are counted.
    void rateConvertsItsCurrencyOnly_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<double>("perUsd");
        QTest::addColumn<QString>("converted");
        QTest::addColumn<QString>("leftOut");
        QTest::newRow("no rate") << QStringLiteral("") << 0.0 << QStringLiteral("")
                                 << QStringLiteral("EUR,GBP");
        QTest::newRow("EUR at 0.92") << QStringLiteral("EUR") << 0.92 << QStringLiteral("EuroCloud")
                                     << QStringLiteral("GBP");
        QTest::newRow("GBP at 0.79") << QStringLiteral("GBP") << 0.79
                                     << QStringLiteral("PoundCloud") << QStringLiteral("EUR");
        QTest::newRow("a currency no offer uses")
            << QStringLiteral("JPY") << 150.0 << QStringLiteral("") << QStringLiteral("EUR,GBP");
    }
    void rateConvertsItsCurrencyOnly() {
        QFETCH(QString, code);
        QFETCH(double, perUsd);
        QFETCH(QString, converted);
        QFETCH(QString, leftOut);
        Catalog c = catalogWithOffers();
        const CurrencyRate rate{code.toStdString(), perUsd, "2026-11-01"};
        const auto left = convertOfferCurrencies(c, code.isEmpty() ? nullptr : &rate);
        QStringList codes;
        for (const auto& [currency, count] : left) {
            codes << QString::fromStdString(currency);
            QCOMPARE(count, 1);
        }
        QCOMPARE(codes.join(QLatin1Char(',')), leftOut);
        for (const char* provider : {"EuroCloud", "PoundCloud"}) {
            const InstanceOffer* o = offerOf(c, provider);
            const bool in = converted == QLatin1String(provider);
            QCOMPARE(o->onDemand.known(), in);
            QCOMPARE(o->priced->onDemand.known(), in);
            if (in)
                QCOMPARE(o->onDemand.usdPerHour, o->onDemand.perHourInCurrency / perUsd);
        }
    }

    // The plan: without a rate the euro offer is no option and says why; with one it competes
    // at its converted price and wins where it is the cheapest.
    void planComparesOnlyConvertedPrices() {
        Catalog c = catalogWithOffers();
        const PlanResult before = plan(c, R"(["EuroCloud"])");
        QCOMPARE(before.plan.options.size(), std::size_t(1));
        const OptionResult& unpriced = before.plan.options[0];
        QCOMPARE(unpriced.cost.perHour, 0.0);
        QVERIFY(
            std::any_of(unpriced.findings.begin(), unpriced.findings.end(), [](const Finding& f) {
                return f.code == kFindingOfferCurrencyUnconverted;
            }));

        const CurrencyRate rate{"EUR", 0.92, "2026-11-01"};
        convertOfferCurrencies(c, &rate);
        const PlanResult after = plan(c, "[]");
        const OptionResult& o = after.plan.options[0];
        QVERIFY(o.cost.quote);
        // 30 EUR an hour is about 32.6 USD, below AWS's p5.48xlarge.
        QCOMPARE(QString::fromStdString(o.cost.quote->provider), QStringLiteral("EuroCloud"));
        QCOMPARE(o.cost.perHour, 30.0 / 0.92);
        const nlohmann::json j = planToJson(after.plan, {});
        const nlohmann::json& price = j["options"][0]["cost"]["price"];
        QCOMPARE(price["currency"].get<std::string>(), std::string("EUR"));
        QCOMPARE(price["per_device_hour_in_currency"].get<double>(), 30.0 / 8);
    }

    // The display currency: figures added beside the dollar ones, with the rate and its date.
    void displayCurrencyInTheJson() {
        const Catalog c = loadBuiltinCatalog();
        const PlanResult r = plan(c, "[]");
        nlohmann::json j = planToJson(r.plan, {});
        const CurrencyRate rate{"EUR", 0.92, "2026-11-01"};
        addDisplayCurrency(j, rate);
        QCOMPARE(j["display_currency"]["code"].get<std::string>(), std::string("EUR"));
        QCOMPARE(j["display_currency"]["per_usd"].get<double>(), 0.92);
        QCOMPARE(j["display_currency"]["date"].get<std::string>(), std::string("2026-11-01"));
        int priced = 0;
        for (const auto& o : j["options"]) {
            const auto& cost = o["cost"];
            QCOMPARE(cost["display"]["currency"].get<std::string>(), std::string("EUR"));
            QCOMPARE(cost["display"]["per_hour"].is_null(), cost["per_hour"].is_null());
            if (cost["per_hour"].is_number()) {
                ++priced;
                QCOMPARE(cost["display"]["per_hour"].get<double>(),
                         cost["per_hour"].get<double>() * 0.92);
            }
        }
        QVERIFY(priced > 0);
        QVERIFY(nonFiniteNumbers(j).empty());
    }

    void ratesAreChecked_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<double>("perUsd");
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("errorPath"); // empty: accepted
        QTest::newRow("EUR") << QStringLiteral("EUR") << 0.92 << QStringLiteral("2026-11-01")
                             << QStringLiteral("");
        QTest::newRow("lower-case code")
            << QStringLiteral("eur") << 0.92 << QStringLiteral("2026-11-01")
            << QStringLiteral("--currency");
        QTest::newRow("zero rate") << QStringLiteral("EUR") << 0.0 << QStringLiteral("2026-11-01")
                                   << QStringLiteral("--rate");
        QTest::newRow("negative rate") << QStringLiteral("EUR") << -1.0
                                       << QStringLiteral("2026-11-01") << QStringLiteral("--rate");
        // The dearest currency buys about 3.3 dollars a unit; a thousandth of a unit per dollar
        // is the least accepted, and a rate far below it would print every price as 0.00.
        QTest::newRow("KWD at 0.307")
            << QStringLiteral("KWD") << 0.307 << QStringLiteral("2026-11-01") << QStringLiteral("");
        QTest::newRow("a thousandth")
            << QStringLiteral("XAU") << 0.001 << QStringLiteral("2026-11-01") << QStringLiteral("");
        QTest::newRow("rate 1e-308") << QStringLiteral("EUR") << 1e-308
                                     << QStringLiteral("2026-11-01") << QStringLiteral("--rate");
        QTest::newRow("a million")
            << QStringLiteral("VES") << 1e6 << QStringLiteral("2026-11-01") << QStringLiteral("");
        QTest::newRow("rate 1e308") << QStringLiteral("EUR") << 1e308
                                    << QStringLiteral("2026-11-01") << QStringLiteral("--rate");
        QTest::newRow("USD not at 1") << QStringLiteral("USD") << 0.9
                                      << QStringLiteral("2026-11-01") << QStringLiteral("--rate");
        QTest::newRow("date not ISO")
            << QStringLiteral("EUR") << 0.92 << QStringLiteral("1.11.2026")
            << QStringLiteral("--rate-date");
    }
    void ratesAreChecked() {
        QFETCH(QString, code);
        QFETCH(double, perUsd);
        QFETCH(QString, date);
        QFETCH(QString, errorPath);
        const auto errors = checkCurrencyRate({code.toStdString(), perUsd, date.toStdString()},
                                              {"--currency", "--rate", "--rate-date"});
        QCOMPARE(errors.empty(), errorPath.isEmpty());
        if (!errors.empty())
            QCOMPARE(QString::fromStdString(errors[0].path), errorPath);
    }

    // The library's form keeps the currency and the price in it.
    void offerJsonKeepsTheCurrency() {
        const Catalog c = loadBuiltinCatalog();
        const OfferFile file = readOffersCsv(kOffers, c, {"", "2026-11-01", "test"});
        QCOMPARE(file.offers.size(), std::size_t(2));
        const nlohmann::json j = offerToJson(file.offers[0]);
        QCOMPARE(j["currency"].get<std::string>(), std::string("EUR"));
        QCOMPARE(j["on_demand_usd_per_hour"].get<double>(), 30.0);
        DeviceOffer back;
        std::vector<FieldError> errors;
        QVERIFY(offerFromJson(j, "$", back, errors));
        QCOMPARE(back.offer.onDemand.currency, std::string("EUR"));
        QCOMPARE(back.offer.onDemand.perHourInCurrency, 30.0 / 8);
        nlohmann::json bad = j;
        bad["currency"] = "Euro";
        QVERIFY(!offerFromJson(bad, "$", back, errors));
        QCOMPARE(errors.back().path, std::string("$.currency"));
    }
};

QTEST_APPLESS_MAIN(TestOfferCurrency)
#include "test_offer_currency.moc"

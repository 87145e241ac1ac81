// A device with no known price: listed with its time and fit, but never "cheapest", never on
// the time/cost front, never within a budget, and flagged. A price of zero is not free.

#include "core/catalog/builtin_catalog.h"
#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_io.h"

#include <QFile>
#include <QTest>
#include <algorithm>

using namespace rightsize;

namespace {

bool hasFinding(const OptionResult& o, std::string_view code) {
    return std::any_of(o.findings.begin(), o.findings.end(),
                       [&](const Finding& f) { return f.code == code; });
}

} // namespace

class TestUnpricedOptions : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    // The BERT fine-tuning example on two copies of one device: the first has its price, the
    // second the same device with no price known from its provider.
    Scenario scenario(bool serving = false) {
        QFile f(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples/") +
                (serving ? QStringLiteral("distilbert-online-serving.json")
                         : QStringLiteral("bert-base-finetune.json")));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot open the example");
        const QByteArray text = f.readAll();
        ScenarioLoadResult r =
            parseScenario(std::string_view(text.constData(), text.size()), &m_catalog);
        if (!r.document)
            qFatal("the example does not load");
        Scenario s = r.document->scenario;
        s.compute.options = {{"a10g-24gb", 1}, {"a10g-unpriced", 1}};
        return s;
    }

private slots:
    void initTestCase() {
        m_catalog = loadBuiltinCatalog();
        const Device* base = m_catalog.device("a10g-24gb");
        QVERIFY(base && base->onDemand.known());
        Device unpriced = *base;
        unpriced.id = "a10g-unpriced";
        unpriced.onDemand = PriceQuote{};
        unpriced.onDemand.provider = "AWS";
        unpriced.onDemand.source = "No price known";
        unpriced.spot = unpriced.reserved = unpriced.serverless = PriceQuote{};
        m_catalog.devices.push_back(unpriced);
    }

    void neverRecommendedOnCost_data() {
        QTest::addColumn<bool>("serving");
        QTest::newRow("job") << false;
        QTest::newRow("serving") << true;
    }
    void neverRecommendedOnCost() {
        QFETCH(bool, serving);
        const PlanResult r = makePlan(scenario(serving), m_catalog);
        QVERIFY(r.errors.empty());
        QCOMPARE(r.plan.options.size(), std::size_t(2));
        const OptionResult& priced = r.plan.options[0];
        const OptionResult& unpriced = r.plan.options[1];
        QCOMPARE(unpriced.placement.device->id, std::string("a10g-unpriced"));
        QCOMPARE(unpriced.cost.perHour, 0.0);
        QVERIFY(unpriced.cost.quote && !unpriced.cost.quote->known());
        QCOMPARE(unpriced.cost.quote->provider, std::string("AWS"));
        QVERIFY(hasFinding(unpriced, kFindingPriceMissing));
        QVERIFY(!hasFinding(priced, kFindingPriceMissing));
        QVERIFY(!unpriced.onParetoFront);
        QVERIFY(r.plan.recommended.has_value());
        QCOMPARE(*r.plan.recommended, std::size_t(0));
        const auto cheapest =
            std::find_if(r.plan.reasons.begin(), r.plan.reasons.end(),
                         [](const Reason& x) { return x.code.rfind("cheapest", 0) == 0; });
        QVERIFY(cheapest != r.plan.reasons.end());
        QCOMPARE(cheapest->text, std::string("a10g-24gb"));
    }

    void aloneItIsChosenButNotCalledCheapest() {
        Scenario s = scenario();
        s.compute.options = {{"a10g-unpriced", 1}};
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.recommended.has_value());
        for (const Reason& reason : r.plan.reasons)
            QVERIFY2(reason.code.rfind("cheapest", 0) != 0, reason.code.c_str());
        QVERIFY(std::any_of(r.plan.reasons.begin(), r.plan.reasons.end(),
                            [](const Reason& x) { return x.code == "no_price_known"; }));
    }

    void noBudgetIsMetWithoutAPrice() {
        Scenario s = scenario();
        s.constraints.budgetTotal = 1e9;
        const PlanResult r = makePlan(s, m_catalog);
        QVERIFY(r.plan.options[0].meetsConstraints);
        QVERIFY(!r.plan.options[1].meetsConstraints);
    }

    // The quote behind a cost is the mode's own, or on-demand when the device has none.
    void quoteForFallsBackToOnDemand_data() {
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("own spot") << "a10g-24gb"
                                  << "spot"
                                  << "spot";
        QTest::newRow("own reserved") << "a10g-24gb"
                                      << "reserved"
                                      << "reserved";
        QTest::newRow("no serverless") << "a10g-24gb"
                                       << "serverless"
                                       << "on_demand";
        QTest::newRow("no reserved") << "h100-sxm-80gb"
                                     << "reserved"
                                     << "on_demand";
        QTest::newRow("on demand") << "t4-16gb"
                                   << "on_demand"
                                   << "on_demand";
    }
    void quoteForFallsBackToOnDemand() {
        QFETCH(QString, device);
        QFETCH(QString, mode);
        QFETCH(QString, expected);
        const Device* d = m_catalog.device(device.toStdString());
        QVERIFY(d);
        const auto pricing = parseEnum<Pricing>(mode.toStdString());
        QVERIFY(pricing);
        const PriceQuote& q = quoteFor(*d, *pricing);
        const std::string_view name = toString(q.mode);
        QCOMPARE(QString::fromUtf8(name.data(), qsizetype(name.size())), expected);
        QCOMPARE(hourlyPrice(*d, 1, *pricing) > 0, true);
    }
};

QTEST_APPLESS_MAIN(TestUnpricedOptions)
#include "test_unpriced_options.moc"

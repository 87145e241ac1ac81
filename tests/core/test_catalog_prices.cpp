// One price basis: every price of the built-in catalog is an offer with its provider, region,
// instance, unit, observation date and source; the date is the one its source states; no device
// carries another device's or another provider's price; estimates say so.

#include "core/catalog/builtin_catalog.h"
#include "core/model/catalog.h"
#include "core/model/enums.h"

#include <QDate>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <map>
#include <string>
#include <vector>

using namespace rightsize;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

const Catalog& builtin() {
    static const Catalog catalog = loadBuiltinCatalog();
    return catalog;
}

QStringList splitCsvLine(const QString& line) {
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('"')) {
            if (quoted && i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else {
                quoted = !quoted;
            }
        } else if (c == QLatin1Char(',') && !quoted) {
            cells << cell;
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell;
    return cells;
}

struct PriceRow {
    QString value;
    QString observed; // ISO date of the page, empty when the source gives none
};

// id -> row of tests/data/prices.csv, the sourced prices the catalog cites.
const std::map<QString, PriceRow>& pricesCsv() {
    static const std::map<QString, PriceRow> rows = [] {
        std::map<QString, PriceRow> out;
        QFile file(QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/prices.csv"));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return out;
        int id = -1, value = -1, observed = -1;
        for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            if (line.trimmed().isEmpty())
                continue;
            const QStringList cells = splitCsvLine(line);
            if (id < 0) {
                id = int(cells.indexOf(QStringLiteral("id")));
                value = int(cells.indexOf(QStringLiteral("value")));
                observed = int(cells.indexOf(QStringLiteral("observed")));
                continue;
            }
            if (observed < cells.size())
                out[cells.at(id)] = {cells.at(value), cells.at(observed)};
        }
        return out;
    }();
    return rows;
}

// The prices.csv rows a source cites ("tests/data/prices.csv PR-AWS-16", "PR-AWS-07, PR-AWS-08").
QStringList citedRows(const std::string& source) {
    QStringList ids;
    static const QRegularExpression re(QStringLiteral("\\bPR-[A-Z]+-\\d+\\b"));
    for (const auto& m : re.globalMatch(q(source)))
        ids << m.captured(0);
    return ids;
}

struct Slot {
    const char* name;
    const PriceQuote Device::*quote;
};
constexpr Slot kSlots[] = {{"on_demand", &Device::onDemand},
                           {"spot", &Device::spot},
                           {"reserved", &Device::reserved},
                           {"serverless", &Device::serverless}};

// One data row per quote the built-in catalog has (a quote with a price, or an on-demand quote
// that says no price is known) that `applies` to the check.
template <class Applies> void quoteRows(Applies applies) {
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("slot");
    for (const Device& d : builtin().devices)
        for (const Slot& s : kSlots) {
            const PriceQuote& p = d.*s.quote;
            if ((p.known() || !p.source.empty()) && applies(p))
                QTest::addRow("%s %s", d.id.c_str(), s.name)
                    << q(d.id) << QString::fromLatin1(s.name);
        }
}
void quoteRows() {
    quoteRows([](const PriceQuote&) { return true; });
}

const PriceQuote& quoteOf(const QString& device, const QString& slot) {
    const Device* d = builtin().device(device.toStdString());
    for (const Slot& s : kSlots)
        if (slot == QLatin1String(s.name))
            return d->*s.quote;
    return d->onDemand;
}

} // namespace

class TestCatalogPrices : public QObject {
    Q_OBJECT
private slots:
    void pricesCsvIsReadable() {
        QVERIFY(pricesCsv().size() >= 30);
        QCOMPARE(pricesCsv().at(QStringLiteral("PR-AWS-16")).observed,
                 QStringLiteral("2026-09-24"));
    }

    // Provider, region, instance, unit, observation date and source: what makes two prices
    // comparable. A quote with no price still names the provider that was looked at, unless no
    // provider rents the device at all, and says why in its source.
    void everyPriceIsAnOffer_data() { quoteRows(); }
    void everyPriceIsAnOffer() {
        QFETCH(QString, device);
        QFETCH(QString, slot);
        const PriceQuote& p = quoteOf(device, slot);
        QVERIFY2(!p.source.empty(), "a quote says where it comes from");
        QCOMPARE(q(std::string(toString(p.mode))), slot);
        if (!p.known()) {
            QVERIFY2(slot == QLatin1String("on_demand"), "only on-demand states a missing price");
            QVERIFY2(p.source.rfind("No price known", 0) == 0, p.source.c_str());
            return;
        }
        QVERIFY2(!p.provider.empty(), "a price names its provider");
        QVERIFY2(p.unit != PriceUnit::Unknown, "a price says what it counts");
        if (p.provider == "AWS") {
            QCOMPARE(q(p.region), QStringLiteral("us-east-1"));
            QVERIFY(!p.instance.empty());
        }
        if (p.unit == PriceUnit::GpuHourOfInstance) {
            QVERIFY(p.instanceDevices > 1 && p.instanceUsdPerHour > 0);
            QCOMPARE(p.usdPerHour, p.instanceUsdPerHour / p.instanceDevices);
        }
        // Only an estimate may go without an observation date: it rests on a ratio or a guess
        // that its source spells out.
        if (!p.estimate)
            QVERIFY2(!p.date.empty(), "an observed price has the date it was observed");
    }

    // The date is the one the source states, never the day the file was written: the source text
    // names the date, or cites a prices.csv row whose observation date it is; an observed price
    // agrees with every row it cites.
    void datesAreTheirSourcesDates_data() {
        // A missing price or an undated estimate has no date to check.
        quoteRows([](const PriceQuote& p) { return !p.date.empty(); });
    }
    void datesAreTheirSourcesDates() {
        QFETCH(QString, device);
        QFETCH(QString, slot);
        const PriceQuote& p = quoteOf(device, slot);
        QVERIFY(!p.date.empty());
        const QString date = q(p.date);
        QVERIFY2(QDate::fromString(date, Qt::ISODate) <= QDate::currentDate(),
                 "observed in the future");
        bool stated = q(p.source).contains(date);
        for (const QString& id : citedRows(p.source)) {
            const auto row = pricesCsv().find(id);
            QVERIFY2(row != pricesCsv().end(),
                     qPrintable(id + QStringLiteral(" is not in prices.csv")));
            stated = stated || row->second.observed == date;
            if (!p.estimate)
                QVERIFY2(row->second.observed == date,
                         qPrintable(id + QStringLiteral(" was observed ") + row->second.observed));
        }
        QVERIFY2(stated, qPrintable(QStringLiteral("no source states ") + date));
    }

    // An observed price that cites a row is that row's figure (per GPU when the row is a whole
    // instance), so the catalog cannot drift from the data it names.
    void observedPricesMatchTheirRows_data() {
        // Observed prices that cite rows of prices.csv (others state their date in their source).
        quoteRows([](const PriceQuote& p) {
            return p.known() && !p.estimate && !citedRows(p.source).isEmpty();
        });
    }
    void observedPricesMatchTheirRows() {
        QFETCH(QString, device);
        QFETCH(QString, slot);
        const PriceQuote& p = quoteOf(device, slot);
        const QStringList ids = citedRows(p.source);
        QVERIFY(!ids.isEmpty());
        const double instance =
            p.unit == PriceUnit::GpuHourOfInstance ? p.instanceUsdPerHour : p.usdPerHour;
        QCOMPARE(pricesCsv().at(ids.front()).value.toDouble(), instance);
    }

    // "Borrowed" prices: a device's quote may not rest on another device's instance, and spot
    // and reserved come from the same provider as on-demand (a RunPod spot price beside an AWS
    // on-demand price would rank devices by where their prices came from).
    void noPriceIsBorrowed_data() { quoteRows(); }
    void noPriceIsBorrowed() {
        QFETCH(QString, device);
        QFETCH(QString, slot);
        const PriceQuote& p = quoteOf(device, slot);
        const Device* self = builtin().device(device.toStdString());
        for (const Device& other : builtin().devices) {
            if (&other == self)
                continue;
            for (const Slot& s : kSlots) {
                const std::string& theirs = (other.*s.quote).instance;
                if (theirs.empty())
                    continue;
                QVERIFY2(p.instance != theirs && p.source.find(theirs) == std::string::npos,
                         qPrintable(device + QStringLiteral(" names ") + q(theirs) +
                                    QStringLiteral(" of ") + q(other.id)));
            }
        }
        if (slot == QLatin1String("spot") || slot == QLatin1String("reserved")) {
            QCOMPARE(q(p.provider), q(self->onDemand.provider));
            if (!self->onDemand.known())
                QFAIL("a spot or reserved price without an on-demand price to set it against");
        }
    }

    // Estimates are flagged, and only estimates read as such.
    void estimatesAreFlagged_data() { quoteRows(); }
    void estimatesAreFlagged() {
        QFETCH(QString, device);
        QFETCH(QString, slot);
        const PriceQuote& p = quoteOf(device, slot);
        const bool saysEstimate =
            q(p.source).startsWith(QStringLiteral("estimate"), Qt::CaseInsensitive);
        QCOMPARE(p.estimate, saysEstimate);
    }

    // One basis for the on-demand column: every device AWS prices is read off the same price
    // list, so their ranking is not an artefact of when each was looked up.
    void awsOnDemandPricesShareOneObservation() {
        QString date;
        int count = 0;
        for (const Device& d : builtin().devices) {
            const PriceQuote& p = d.onDemand;
            if (p.provider != "AWS" || !p.known())
                continue;
            ++count;
            if (date.isEmpty())
                date = q(p.date);
            QVERIFY2(q(p.date) == date, d.id.c_str());
        }
        QVERIFY(count >= 8);
    }

    // The figures the issue named: the 2023 launch price of P5 and a borrowed A10G price are gone.
    void knownStalePricesAreGone() {
        const Device* h100 = builtin().device("h100-sxm-80gb");
        QVERIFY(h100);
        QVERIFY2(h100->onDemand.date >= "2025-06-01", "after AWS's June 2025 P5 price cut");
        QVERIFY(std::abs(h100->onDemand.usdPerHour - 98.32 / 8) > 0.01);
        const Device* a10 = builtin().device("a10-24gb");
        QVERIFY(a10);
        QVERIFY(a10->onDemand.instance.find("g5.") == std::string::npos);
        QVERIFY(a10->onDemand.source.find("A10G") == std::string::npos);
    }

    // Catalogs written before offers had providers still load; the new fields read as unknown.
    void oldQuotesStillLoad() {
        const auto result = parseCatalog(
            R"({"format": "rightsize-catalog-devices", "version": 1, "devices": [
                {"id": "x", "name": "X", "kind": "gpu", "memory_gib": 16, "memory_bandwidth_gb_s": 300,
                 "peak_tflops": {"fp32": 10},
                 "prices": {"on_demand": {"usd_per_hour": 1.5, "date": "2025-01-01", "source": "s"},
                            "spot": {"usd_per_hour": 0.5, "date": "2025-01-02", "source": "t"}},
                 "source": "s"}]})",
            {}, {});
        QVERIFY(result.errors.empty());
        const Device& d = result.catalog.devices.at(0);
        QCOMPARE(d.onDemand.usdPerHour, 1.5);
        QVERIFY(d.onDemand.provider.empty() && d.onDemand.region.empty() &&
                d.onDemand.instance.empty());
        QVERIFY(d.onDemand.unit == PriceUnit::Unknown);
        QVERIFY(!d.onDemand.estimate);
        QVERIFY(d.spot.mode == Pricing::Spot);
    }

    void offerFieldsAreRead_data() {
        QTest::addColumn<QString>("quote");
        QTest::addColumn<QString>("errorPath"); // empty: loads
        QTest::addColumn<double>("usdPerHour");
        QTest::newRow("instance share")
            << R"({"provider": "AWS", "region": "us-east-1", "instance": "p5.48xlarge", "unit": "gpu_hour_of_instance", "instance_usd_per_hour": 55.04, "instance_devices": 8, "date": "2026-09-24", "source": "s"})"
            << QString() << 6.88;
        QTest::newRow("share disagrees")
            << R"({"instance_usd_per_hour": 55.04, "instance_devices": 8, "usd_per_hour": 12.29, "date": "2026-09-24", "source": "s"})"
            << QStringLiteral("$.devices[0].prices.on_demand.usd_per_hour") << 0.0;
        QTest::newRow("count without price")
            << R"({"instance_devices": 8, "usd_per_hour": 1, "date": "2026-09-24", "source": "s"})"
            << QStringLiteral("$.devices[0].prices.on_demand.instance_usd_per_hour") << 0.0;
        QTest::newRow("no price known")
            << R"({"provider": "AWS", "instance": "p6-b200.48xlarge", "source": "No price known"})"
            << QString() << 0.0;
        QTest::newRow("price without date")
            << R"({"provider": "AWS", "usd_per_hour": 2, "source": "s"})"
            << QStringLiteral("$.devices[0].prices.on_demand.date") << 0.0;
        QTest::newRow("undated estimate")
            << R"({"provider": "X", "usd_per_hour": 2, "estimate": true, "source": "estimate: s"})"
            << QString() << 2.0;
        QTest::newRow("unknown unit")
            << R"({"usd_per_hour": 2, "unit": "per_gpu", "date": "2026-01-01", "source": "s"})"
            << QStringLiteral("$.devices[0].prices.on_demand.unit") << 0.0;
        QTest::newRow("no source") << R"({"provider": "AWS"})"
                                   << QStringLiteral("$.devices[0].prices.on_demand.source") << 0.0;
    }
    void offerFieldsAreRead() {
        QFETCH(QString, quote);
        QFETCH(QString, errorPath);
        QFETCH(double, usdPerHour);
        const std::string doc =
            R"({"format": "rightsize-catalog-devices", "version": 1, "devices": [
                {"id": "x", "name": "X", "kind": "gpu", "memory_gib": 16, "memory_bandwidth_gb_s": 300,
                 "peak_tflops": {"fp32": 10}, "prices": {"on_demand": )" +
            quote.toStdString() + R"(}, "source": "s"}]})";
        const auto result = parseCatalog(doc, {}, {});
        if (!errorPath.isEmpty()) {
            bool found = false;
            for (const FieldError& e : result.errors)
                found = found || q(e.path) == errorPath;
            QVERIFY2(found, qPrintable(errorPath));
            return;
        }
        QVERIFY(result.errors.empty());
        QCOMPARE(result.catalog.devices.at(0).onDemand.usdPerHour, usdPerHour);
    }
};

QTEST_APPLESS_MAIN(TestCatalogPrices)
#include "test_catalog_prices.moc"

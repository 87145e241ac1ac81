// The display currency in the window: chosen once in its dialog (which refuses a bad rate beside
// the field and applies nothing), kept in the settings, and then every money figure of the table,
// the recommendation panel and the chart is the plan's dollar figure times the rate. Offers priced
// in that currency take part; offers in another one are left out with a visible note.
#include "core/catalog/builtin_catalog.h"
#include "core/catalog/offers.h"
#include "core/store/catalog_overrides.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/report/report_content.h"
#include "ui/results/options_table_model.h"
#include "ui/results/recommendation_panel.h"
#include "ui/widgets/app_settings.h"
#include "ui/window/display_currency_control.h"
#include "ui/window/display_currency_dialog.h"
#include "ui/window/main_window.h"
#include "ui/wording/number_format.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <memory>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

// An amount as the test expects to read it: the dollar figure times the rate, in the user's
// number format, with the ISO code after it. Two decimals below `wholeFrom`.
QString expectedMoney(double usd, double perUsd, const QString& code, double wholeFrom,
                      bool perHour) {
    const double amount = usd * perUsd;
    return QLocale().toString(amount, 'f', amount >= wholeFrom ? 0 : 2) + QLatin1Char(' ') + code +
           (perHour ? QStringLiteral("/h") : QString());
}

// Fills the dialog as a user would and presses OK.
void fillAndConfirm(DisplayCurrencyDialog* dialog, const QString& code, const QString& rate,
                    const QString& date) {
    dialog->otherButton()->setChecked(true);
    dialog->codeEdit()->setText(code);
    dialog->rateEdit()->setText(rate);
    dialog->dateEdit()->setText(date);
    dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
}

// One offer of the H100 in euros and one in pounds beside the catalog's own dollar quotes.
CatalogOverrides foreignOffers() {
    constexpr const char* kOffers =
        "provider,region,instance,device,devices_per_instance,on_demand_usd_per_hour,currency,date,"
        "source\n"
        "EuroCloud,eu-central,h100x8,h100-sxm-80gb,8,30,EUR,2026-11-01,test\n"
        "PoundCloud,uk-south,h100x8,h100-sxm-80gb,8,25,GBP,2026-11-01,test\n";
    const Catalog builtin = loadBuiltinCatalog();
    const OfferFile file = readOffersCsv(kOffers, builtin, {"", "2026-11-01", "test"});
    CatalogOverrides overrides;
    for (const DeviceOffer& offer : file.offers)
        overrides.offers.push_back(offerToBlob(offer));
    return overrides;
}

const PriceQuote* onDemandOf(const Catalog& catalog, const std::string& provider) {
    const Device* d = catalog.device("h100-sxm-80gb");
    if (!d)
        return nullptr;
    for (const InstanceOffer& o : d->offers)
        if (o.provider == provider)
            return &o.onDemand;
    return nullptr;
}

} // namespace

class TestDisplayCurrency : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<AppSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;

    DocumentModel* doc() { return m_window->document(); }
    DisplayCurrencyControl* control() { return m_window->displayCurrency(); }

    QString cell(int row, OptionsTableModel::Column column) {
        return m_window->optionsModel()->index(row, column).data().toString();
    }

private slots:
    void init() {
        QVERIFY(m_dir.isValid());
        // Every case starts from a user who never chose a currency.
        QFile::remove(m_dir.filePath(QStringLiteral("settings.ini")));
        m_settings = std::make_shared<AppSettings>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_window = std::make_unique<MainWindow>(m_settings);
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        doc()->replanNow();
        QVERIFY(doc()->hasPlan());
        QVERIFY(doc()->plan().recommended.has_value());
    }

    void cleanup() {
        m_window.reset();
        m_settings.reset();
        QCOMPARE(numfmt::displayCurrency(), nullptr); // the window took its currency with it
    }

    void tableAndPanelShowConvertedMoney_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<double>("rate");
        QTest::addColumn<QString>("date");
        QTest::newRow("EUR") << QStringLiteral("EUR") << 0.92 << QStringLiteral("2026-11-01");
        QTest::newRow("JPY") << QStringLiteral("JPY") << 151.5 << QStringLiteral("2026-10-15");
        QTest::newRow("lower-case code")
            << QStringLiteral("chf") << 0.88 << QStringLiteral("2026-09-30");
    }
    void tableAndPanelShowConvertedMoney() {
        QFETCH(QString, code);
        QFETCH(double, rate);
        QFETCH(QString, date);
        const int rec = int(*doc()->plan().recommended);
        const double perHourUsd = doc()->plan().options[std::size_t(rec)].cost.perHour;
        const double totalUsd = doc()->plan().options[std::size_t(rec)].cost.total.expected;
        QVERIFY(perHourUsd > 0 && totalUsd > 0);
        QVERIFY(cell(rec, OptionsTableModel::ColPerHour).startsWith(QLatin1Char('$')));

        DisplayCurrencyDialog* dialog = control()->openDialog(m_window.get());
        QVERIFY(dialog && dialog->isVisible());
        fillAndConfirm(dialog, code, QLocale().toString(rate), date);
        QTRY_VERIFY(!control()->dialog());
        doc()->replanNow();

        const QString upper = code.toUpper();
        QVERIFY(control()->current().has_value());
        QCOMPARE(QString::fromStdString(control()->current()->code), upper);
        const int now = int(*doc()->plan().recommended);
        QCOMPARE(now, rec);
        // The table: both money columns and their heads.
        QCOMPARE(cell(now, OptionsTableModel::ColPerHour),
                 expectedMoney(perHourUsd, rate, upper, 100, true));
        QCOMPARE(cell(now, OptionsTableModel::ColTotal),
                 expectedMoney(totalUsd, rate, upper, 1000, false));
        QVERIFY(m_window->optionsModel()
                    ->headerData(OptionsTableModel::ColPerHour, Qt::Horizontal)
                    .toString()
                    .contains(upper));
        // The panel: the total and the rate it was converted at.
        const QString summary = m_window->recommendationPanel()->summaryText();
        QVERIFY2(summary.contains(expectedMoney(totalUsd, rate, upper, 1000, false)),
                 qPrintable(summary));
        QVERIFY2(!summary.contains(QLatin1Char('$')), qPrintable(summary));
        const QString note = QStringLiteral("Prices in %1 at %2 per US dollar (rate of %3)")
                                 .arg(upper, QLocale().toString(rate), date);
        QVERIFY2(summary.contains(note), qPrintable(summary));
        QVERIFY(control()->statusLabel()->text().contains(note));
        // The chart: drawn to scale in the same currency, and its axis says which.
        TimeCostView* chart = m_window->timeCostView();
        // On a tab not shown, the chart waits to be seen: brought up to date as if it were.
        chart->refreshNow();
        QVERIFY(chart->verticalAxisLabel().contains(upper));
        QVERIFY(qAbs(chart->optionValue(now) - totalUsd * rate) < 1e-9 * totalUsd * rate);
    }

    void invalidRateIsRefused_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("rate");
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("wrongField"); // "code", "rate" or "date"
        QTest::newRow("two letters") << QStringLiteral("EU") << QStringLiteral("0.92")
                                     << QStringLiteral("2026-11-01") << QStringLiteral("code");
        QTest::newRow("digits") << QStringLiteral("E1R") << QStringLiteral("0.92")
                                << QStringLiteral("2026-11-01") << QStringLiteral("code");
        QTest::newRow("zero rate") << QStringLiteral("EUR") << QStringLiteral("0")
                                   << QStringLiteral("2026-11-01") << QStringLiteral("rate");
        QTest::newRow("negative rate") << QStringLiteral("EUR") << QStringLiteral("-1")
                                       << QStringLiteral("2026-11-01") << QStringLiteral("rate");
        QTest::newRow("not a number") << QStringLiteral("EUR") << QStringLiteral("0.9x")
                                      << QStringLiteral("2026-11-01") << QStringLiteral("rate");
        QTest::newRow("dollar not 1") << QStringLiteral("USD") << QStringLiteral("2")
                                      << QStringLiteral("2026-11-01") << QStringLiteral("rate");
        QTest::newRow("no date") << QStringLiteral("EUR") << QStringLiteral("0.92") << QString()
                                 << QStringLiteral("date");
        QTest::newRow("month 13") << QStringLiteral("EUR") << QStringLiteral("0.92")
                                  << QStringLiteral("2026-13-01") << QStringLiteral("date");
    }
    void invalidRateIsRefused() {
        QFETCH(QString, code);
        QFETCH(QString, rate);
        QFETCH(QString, date);
        QFETCH(QString, wrongField);
        const QString before = cell(0, OptionsTableModel::ColPerHour);
        DisplayCurrencyDialog* dialog = control()->openDialog(m_window.get());
        fillAndConfirm(dialog, code, rate, date);
        // Still open, the problem said beside its field only, and nothing applied or stored.
        QVERIFY(control()->dialog());
        QVERIFY(dialog->isVisible());
        QCOMPARE(!dialog->codeError().isEmpty(), wrongField == QLatin1String("code"));
        QCOMPARE(!dialog->rateError().isEmpty(), wrongField == QLatin1String("rate"));
        QCOMPARE(!dialog->dateError().isEmpty(), wrongField == QLatin1String("date"));
        QVERIFY(!control()->current());
        QVERIFY(!m_settings->displayCurrency());
        QCOMPARE(numfmt::displayCurrency(), nullptr);
        doc()->replanNow();
        QCOMPARE(cell(0, OptionsTableModel::ColPerHour), before);
        // Put right, the same dialog takes it.
        fillAndConfirm(dialog, QStringLiteral("EUR"), QStringLiteral("0.92"),
                       QStringLiteral("2026-11-01"));
        QTRY_VERIFY(!control()->dialog());
        QVERIFY(control()->current().has_value());
    }

    void settingPersists() {
        fillAndConfirm(control()->openDialog(m_window.get()), QStringLiteral("EUR"),
                       QStringLiteral("0.92"), QStringLiteral("2026-11-01"));
        QTRY_VERIFY(!control()->dialog());
        m_window.reset();
        m_settings.reset();

        // Read back by a new settings object on the same file, and applied by a new window.
        const QString ini = m_dir.filePath(QStringLiteral("settings.ini"));
        const auto stored = AppSettings(ini).displayCurrency();
        QVERIFY(stored.has_value());
        QCOMPARE(stored->code, std::string("EUR"));
        QCOMPARE(stored->perUsd, 0.92);
        QCOMPARE(stored->date, std::string("2026-11-01"));
        m_settings = std::make_shared<AppSettings>(ini);
        m_window = std::make_unique<MainWindow>(m_settings);
        QVERIFY(control()->current().has_value());
        QVERIFY(control()->statusLabel()->text().contains(QStringLiteral("EUR")));

        // Back to dollars: nothing stored, no note.
        DisplayCurrencyDialog* dialog = control()->openDialog(m_window.get());
        dialog->usdButton()->setChecked(true);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(!control()->dialog());
        QVERIFY(!AppSettings(ini).displayCurrency());
        QVERIFY(control()->statusLabel()->text().isEmpty());
        doc()->replanNow();
        QVERIFY(cell(0, OptionsTableModel::ColPerHour).startsWith(QLatin1Char('$')));
    }

    // A stored rate that no longer passes the checks reads as dollars, not as nonsense.
    void damagedSettingReadsAsDollars() {
        const QString ini = m_dir.filePath(QStringLiteral("damaged.ini"));
        {
            QSettings raw(ini, QSettings::IniFormat);
            raw.setValue(QStringLiteral("money/currency"), QStringLiteral("EUR"));
            raw.setValue(QStringLiteral("money/perUsd"), QStringLiteral("lots"));
            raw.setValue(QStringLiteral("money/rateDate"), QStringLiteral("2026-11-01"));
        }
        QVERIFY(!AppSettings(ini).displayCurrency());
    }

    // A budget is typed and kept in US dollars; its field shows the converted value beside the
    // unit.
    void budgetStaysInDollars() {
        doc()->edit(QStringLiteral("$.constraints.budget_total"), QStringLiteral("budget"),
                    [](Scenario& s) { s.constraints.budgetTotal = 500; });
        doc()->endEdit();
        auto* line = qobject_cast<QLineEdit*>(
            m_window->editor()->fieldInput(QStringLiteral("$.constraints.budget_total")));
        QVERIFY(line);
        auto* unit = line->parentWidget()->findChild<QLabel*>();
        QVERIFY(unit);
        QCOMPARE(unit->text(), QStringLiteral("USD"));
        control()->apply(CurrencyRate{"EUR", 0.92, "2026-11-01"});
        QTRY_VERIFY2(
            unit->text().contains(expectedMoney(500, 0.92, QStringLiteral("EUR"), 1000, false)),
            qPrintable(unit->text()));
        QVERIFY(unit->text().startsWith(QStringLiteral("USD")));
        QCOMPARE(line->text(), QLocale().toString(500));
        QCOMPARE(*doc()->scenario().constraints.budgetTotal, 500.0);
        QCOMPARE(doc()->undoStack()->count(), 1); // the budget edit alone: a currency is no edit
    }

    // Offers in the display currency take part at its rate; those in another currency are left
    // out, and the status bar says so.
    void offersInTheDisplayCurrencyTakePart() {
        doc()->setCatalogOverrides(foreignOffers());
        doc()->replanNow();
        const PriceQuote* eur = onDemandOf(doc()->catalog(), "EuroCloud");
        QVERIFY(eur);
        QVERIFY(!eur->known());
        QCOMPARE(int(doc()->currenciesLeftOut().size()), 2);
        QVERIFY2(control()->statusLabel()->text().contains(QStringLiteral("EUR")),
                 qPrintable(control()->statusLabel()->text()));

        control()->apply(CurrencyRate{"EUR", 0.92, "2026-11-01"});
        eur = onDemandOf(doc()->catalog(), "EuroCloud");
        QVERIFY(eur && eur->known());
        QVERIFY(qAbs(eur->usdPerHour - eur->perHourInCurrency / 0.92) < 1e-9);
        QCOMPARE(int(doc()->currenciesLeftOut().size()), 1);
        QCOMPARE(doc()->currenciesLeftOut().front().first, std::string("GBP"));
        const QString status = control()->statusLabel()->text();
        QVERIFY2(status.contains(QStringLiteral("GBP")) &&
                     status.contains(QStringLiteral("Prices in EUR")),
                 qPrintable(status));
        QVERIFY(!onDemandOf(doc()->catalog(), "PoundCloud")->known());
    }

    // The report's assumptions name the rate and its date; its price cells are converted.
    void reportSaysTheRate() {
        QVERIFY(displayCurrencyAssumption().title.isEmpty());
        control()->apply(CurrencyRate{"EUR", 0.92, "2026-11-01"});
        doc()->replanNow();
        const AssumptionText a = displayCurrencyAssumption();
        QVERIFY(a.text.contains(QStringLiteral("EUR")));
        QVERIFY(a.text.contains(QLocale().toString(0.92)));
        QVERIFY(a.source.contains(QStringLiteral("2026-11-01")));
        const auto rows = priceRows(doc()->plan(), doc()->scenario());
        QVERIFY(!rows.empty());
        QVERIFY(std::any_of(rows.begin(), rows.end(), [](const PriceRow& r) {
            return r.price.contains(QStringLiteral("EUR"));
        }));
    }
};

QTEST_MAIN(TestDisplayCurrency)
#include "test_display_currency.moc"

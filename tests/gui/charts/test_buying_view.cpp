// The window's ways of buying show the numbers the plan JSON and the command line give: each
// mode's per hour, per run, per day and per month in the table, and the break-even chart's
// crossing and its figures at the scenario's point. A mode with no price says "No price known",
// never a price of nothing.
#include "core/estimate/buying_modes.h"
#include "core/output/buying_modes_json.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_io.h"
#include "ui/charts/buying_view.h"
#include "ui/editor/document_model.h"
#include "ui/results/recommendation_panel.h"
#include "ui/window/main_window.h"
#include "ui/wording/buying_modes_text.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace rightsize;
using namespace rightsize::ui;
using nlohmann::json;

namespace {

struct Cli {
    int code = -1;
    QString out;
};

Cli runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(RIGHTSIZE_EXE), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput())};
}

QString money(const json& v) {
    return v.is_number() ? numfmt::moneyCents(v.get<double>()) : QStringLiteral("—");
}

int column(const QTableWidget* t, const QString& head) {
    for (int c = 0; c < t->columnCount(); ++c)
        if (t->horizontalHeaderItem(c)->text() == head)
            return c;
    return -1;
}

} // namespace

class BuyingViewTest : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

    BuyingView* open(const QString& preset) {
        if (!m_window->loadPreset(preset))
            return nullptr;
        m_window->setCurrentTab(ChartId::Buying);
        m_window->document()->replanNow();
        QCoreApplication::processEvents();
        auto* view = static_cast<BuyingView*>(m_window->chart(ChartId::Buying));
        view->refreshNow();
        return view;
    }

    // The plan JSON as `rightsize estimate --format json` writes it, from the window's plan.
    json planJson() const {
        const DocumentModel* doc = m_window->document();
        const Plan& plan = doc->plan();
        json j = planToJson(plan, planWording());
        j["buying"]["modes"] = buyingModesToJson(
            buyingModes(doc->scenario(), *doc->planCatalog(), plan.options[*plan.recommended]));
        return j;
    }

private slots:
    void init() {
        m_window = std::make_unique<MainWindow>(nullptr);
        m_window->resize(1280, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void tableAndChartShowThePlansFigures_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("chart"); // "usage", "hosted" or "" for none
        QTest::newRow("serverless vs classic")
            << QStringLiteral("qwen3-8b-lora-a10-vs-h100") << QStringLiteral("usage");
        QTest::newRow("hosted vs own")
            << QStringLiteral("open-model-vs-frontier-api") << QStringLiteral("hosted");
        QTest::newRow("fine-tune, no break-even")
            << QStringLiteral("bert-base-finetune") << QString();
    }
    void tableAndChartShowThePlansFigures() {
        QFETCH(QString, preset);
        QFETCH(QString, chart);
        BuyingView* view = open(preset);
        QVERIFY(view);
        QVERIFY(m_window->document()->plan().recommended);
        const json j = planJson();
        const json& modes = j["buying"]["modes"];
        const QTableWidget* t = view->table();
        QCOMPARE(t->rowCount(), int(modes.size()));
        const bool job = column(t, BuyingModesText::tr("Per run")) >= 0;
        const int perHour = column(t, BuyingModesText::tr("Per hour"));
        const int perDay = column(t, BuyingModesText::tr("Per day"));
        const int perMonth = column(t, BuyingModesText::tr("Per month"));
        const int perRun = column(t, BuyingModesText::tr("Per run"));
        QVERIFY(perHour >= 0 && perDay >= 0 && perMonth >= 0);
        int cheapest = 0;
        for (int r = 0; r < t->rowCount(); ++r) {
            const json& m = modes[std::size_t(r)];
            const QString hour = t->item(r, perHour)->text();
            if (!m["available"].get<bool>())
                continue;
            if (m["per_hour"].is_null()) {
                QCOMPARE(hour, numfmt::noPriceKnown());
                continue;
            }
            QVERIFY2(hour.contains(numfmt::moneyCentsPerHour(m["per_hour"].get<double>())),
                     qPrintable(hour));
            QCOMPARE(t->item(r, perDay)->text(), money(m["per_day"]));
            QCOMPARE(t->item(r, perMonth)->text(), money(m["per_month"]));
            if (job)
                QCOMPARE(t->item(r, perRun)->text(), money(m["per_run"]));
            cheapest += t->item(r, 0)->font().bold() ? 1 : 0;
        }
        QCOMPARE(cheapest, 1); // one payable mode is marked
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c)
                QVERIFY2(t->item(r, c)->text() != numfmt::money(0),
                         qPrintable(t->item(r, c)->text()));

        if (chart.isEmpty()) {
            // No empty, squashed chart: a sentence in its place says why there is none.
            QVERIFY(view->curves().empty());
            QVERIFY(!view->noChartText().isEmpty());
            QVERIFY(!view->chartShown());
            return;
        }
        const BreakEvenCurves& c = view->curves();
        QVERIFY(!c.empty());
        QVERIFY(view->noChartText().isEmpty() && view->chartShown());
        if (chart == QLatin1String("usage")) {
            const json& u = j["buying"]["usage_pattern"];
            QVERIFY(!view->hostedChart());
            QCOMPARE(c.scenarioX, u["runs_per_day"].get<double>());
            QCOMPARE(numfmt::money(c.scenarioPay),
                     numfmt::money(u["serverless_usd_per_day"].get<double>()));
            QCOMPARE(numfmt::money(c.scenarioKeep),
                     numfmt::money(u["classic_usd_per_day"].get<double>()));
            QCOMPARE(c.breakEven, u["break_even_runs_per_day"].is_number()
                                      ? u["break_even_runs_per_day"].get<double>()
                                      : 0.0);
        } else {
            const json& h = j["buying"]["hosted_api"];
            QVERIFY(view->hostedChart());
            QCOMPARE(c.scenarioX, h["tokens_per_month"].get<double>());
            QCOMPARE(numfmt::money(c.scenarioPay),
                     numfmt::money(h["hosted_usd_per_month"].get<double>()));
            QCOMPARE(numfmt::money(c.scenarioKeep),
                     numfmt::money(h["self_hosted_usd_per_month"].get<double>()));
            QCOMPARE(c.breakEven, h["break_even_tokens_per_month"].get<double>());
        }
        if (c.breakEven > 0)
            QVERIFY2(view->breakEvenLabel().contains(numfmt::money(c.breakEvenUsd)),
                     qPrintable(view->breakEvenLabel()));
        QVERIFY(!view->noteText().isEmpty());
    }

    // The command line's table prints the very cells of the window's table: its header, each
    // mode in words, money to the cent, the cheapest marked and estimates marked.
    void commandLineShowsTheSameNumbers_data() {
        QTest::addColumn<QString>("preset");
        QTest::newRow("serverless vs classic") << QStringLiteral("qwen3-8b-lora-a10-vs-h100");
        QTest::newRow("hosted vs own") << QStringLiteral("open-model-vs-frontier-api");
        QTest::newRow("classic ML, spot") << QStringLiteral("cpu-or-gpu-xgboost-20m");
    }
    void commandLineShowsTheSameNumbers() {
        QFETCH(QString, preset);
        BuyingView* view = open(preset);
        QVERIFY(view);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const DocumentModel* doc = m_window->document();
        f.write(QByteArray::fromStdString(serializeScenario(doc->document(), &doc->catalog())));
        f.close();
        const Cli cli = runCli({QStringLiteral("estimate"), file, QStringLiteral("--format"),
                                QStringLiteral("table")});
        QCOMPARE(cli.code, 0);
        const QStringList lines = cli.out.split(QLatin1Char('\n'));
        const qsizetype at =
            lines.indexOf(QStringLiteral("Ways of buying the recommended option:"));
        QVERIFY(at >= 0);
        // Columns are two spaces apart; no cell holds two spaces running.
        const QRegularExpression gap(QStringLiteral("\\s{2,}"));
        std::vector<QStringList> printed;
        for (qsizetype i = at + 1; i < lines.size() && !lines[i].startsWith(QStringLiteral("  ✓"));
             ++i)
            printed.push_back(lines[i].trimmed().split(gap));
        const QTableWidget* t = view->table();
        QCOMPARE(int(printed.size()), t->rowCount() + 1);
        QStringList heads;
        for (int c = 0; c < t->columnCount(); ++c)
            heads << t->horizontalHeaderItem(c)->text();
        QCOMPARE(printed.front(), heads);
        QVERIFY(heads.contains(BuyingModesText::tr("Way of buying")));
        int marked = 0;
        for (int r = 0; r < t->rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < t->columnCount(); ++c)
                cells << t->item(r, c)->text();
            QCOMPARE(printed[std::size_t(r) + 1], cells);
            marked += cells.front().endsWith(QStringLiteral("✓")) ? 1 : 0;
            QVERIFY2(!cells.front().contains(QLatin1Char('_')), qPrintable(cells.front()));
        }
        QCOMPARE(marked, 1);
    }

    // The recommendation's cost has a link to the ways of buying: it brings their tab up.
    void recommendationLinksToTheWaysOfBuying() {
        QVERIFY(m_window->loadPreset(QStringLiteral("qwen3-8b-lora-a10-vs-h100")));
        m_window->setCurrentTab(ChartId::Memory);
        m_window->document()->replanNow();
        auto* panel = m_window->findChild<RecommendationPanel*>();
        QVERIFY(panel);
        QVERIFY(panel->summaryText().contains(
            RecommendationPanel::tr("Compare every way of buying it")));
        QTextBrowser* summary = panel->findChildren<QTextBrowser*>().value(0);
        QVERIFY(summary);
        emit summary->anchorClicked(QUrl(QStringLiteral("buying:show")));
        QCOMPARE(m_window->currentChart(), m_window->chart(ChartId::Buying));
    }

    // The window pinned to a device the catalog has no price for: every instance mode says
    // "No price known" (as the command line does), none is marked, no $0.00 anywhere.
    void unpricedModesInTheWindow() {
        QVERIFY(open(QStringLiteral("cpu-or-gpu-xgboost-20m")));
        Scenario s = m_window->document()->scenario();
        s.compute.options = {{"cpu-96vcpu-memory", 1}};
        m_window->document()->replaceScenario(s, QStringLiteral("pin"));
        m_window->document()->replanNow();
        auto* view = static_cast<BuyingView*>(m_window->chart(ChartId::Buying));
        view->refreshNow();
        QVERIFY(m_window->document()->plan().recommended);
        const QTableWidget* t = view->table();
        const int perHour = column(t, BuyingModesText::tr("Per hour"));
        int unpriced = 0;
        for (int r = 0; r < t->rowCount(); ++r) {
            const BuyingModeCost& m = view->modes()[std::size_t(r)];
            if (m.available && !m.priced) {
                QCOMPARE(t->item(r, perHour)->text(), numfmt::noPriceKnown());
                ++unpriced;
            }
            QVERIFY(!t->item(r, 0)->font().bold());
            for (int c = 0; c < t->columnCount(); ++c)
                QVERIFY2(!t->item(r, c)->text().contains(numfmt::money(0)),
                         qPrintable(t->item(r, c)->text()));
        }
        QVERIFY(unpriced >= 3);
    }

    // A mode without a price reads "No price known" in every money cell's place, never $0.00,
    // and is never marked the cheapest.
    void unpricedModeSaysNoPriceKnown() {
        BuyingModeCost unpriced;
        unpriced.mode = Pricing::Spot;
        unpriced.priced = false;
        BuyingModeCost priced;
        priced.mode = Pricing::OnDemand;
        priced.priced = true;
        priced.perHour = 2;
        priced.perRun = 4;
        priced.billedHours = 2;
        priced.perDay = 4;
        priced.perMonth = 121.6;
        for (const bool job : {true, false}) {
            const auto rows = BuyingModesText::rows({unpriced, priced}, job);
            QCOMPARE(rows[0].perHour, numfmt::noPriceKnown());
            QVERIFY(!rows[0].cheapest && rows[1].cheapest);
            for (const QString& cell : BuyingModesText::cells(rows[0], job))
                QVERIFY2(!cell.contains(numfmt::money(0)), qPrintable(cell));
        }
        // An estimate never wins by default, even when lower.
        BuyingModeCost estimate = priced;
        estimate.mode = Pricing::Reserved;
        estimate.estimate = true;
        estimate.perDay = 1;
        estimate.perMonth = 10;
        QCOMPARE(BuyingModesText::cheapest({priced, estimate}, true), 0);
        QCOMPARE(BuyingModesText::cheapest({unpriced}, true), -1);
    }
};

QTEST_MAIN(BuyingViewTest)
#include "test_buying_view.moc"

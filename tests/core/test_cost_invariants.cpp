// One cost model, checked from the plan JSON alone: whatever a reader of `rightsize estimate
// --format json` adds up must come out as the plan says. Every preset and example, on every
// catalog device (the planner's candidates), in every way of buying.
//   per hour     = instances × devices per instance × price per device-hour (whole instances)
//   total        = per hour × billed hours
//   billed hours = start-up + compute + interruptions + idle (the explanation's terms)
//   per day      = per run × runs a day + the day's start-up and idle (a reservation: its unused
//                  hours), runs back to back when one outlasts the gap between them
//   per month    = per day × 30.4 for a job
//   per month    = per hour × 730 for an always-on service, replicas counted once
//   per M tokens = per month / tokens a month
//   budget       = the same total as the table
#include "core/catalog/builtin_catalog.h"
#include "core/estimate/buying_modes.h"
#include "core/estimate/planner.h"
#include "core/estimate/pricing_model.h"
#include "core/model/catalog.h"
#include "core/output/buying_modes_json.h"
#include "core/output/plan_json.h"
#include "core/scenario/scenario_io.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace rightsize;
using nlohmann::json;

Q_DECLARE_METATYPE(rightsize::Scenario)

namespace {

bool near(double a, double b, double tolerance) {
    return std::abs(a - b) <= tolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

double term(const json& explanation, const char* key) {
    for (const json& t : explanation)
        if (t.value("key", std::string()) == key)
            return t.value("value", 0.0);
    return 0;
}

} // namespace

class TestCostInvariants : public QObject {
    Q_OBJECT
    Catalog m_catalog;

    void addScenario(const QString& name, const QByteArray& text) {
        const ScenarioLoadResult r =
            parseScenario(std::string_view(text.constData(), text.size()), &m_catalog);
        QVERIFY2(r.document, qPrintable(name));
        for (const Pricing mode :
             {Pricing::OnDemand, Pricing::Spot, Pricing::Reserved, Pricing::Serverless}) {
            Scenario s = r.document->scenario;
            s.compute.pricing = mode;
            s.compute.options.clear(); // every catalog device the planner proposes
            QTest::newRow(qPrintable(name + QLatin1Char(' ') + QString::fromLatin1(toString(mode))))
                << s << QStringLiteral("docs/model.md, what is rented and what is paid") << 1e-6;
        }
    }

    static void checkOption(const json& o, Pricing mode, double tolerance, const QString& at) {
        const json& cost = o["cost"];
        if (!cost["per_hour"].is_number())
            return; // no price known: nothing to add up
        const double perHour = cost["per_hour"].get<double>();
        const int count = o["count"].get<int>();
        const int instances = cost["instances"].get<int>();
        const int perInstance = cost["devices_per_instance"].get<int>();
        const int billed = cost["price"]["devices_billed"].get<int>();
        QVERIFY2(instances >= 1 && perInstance >= 1, qPrintable(at));
        QVERIFY2(billed == instances * perInstance,
                 qPrintable(at + QStringLiteral(": %1 billed, %2 × %3")
                                     .arg(billed)
                                     .arg(instances)
                                     .arg(perInstance)));
        QVERIFY2(billed >= count, qPrintable(at));
        QCOMPARE(cost["idle_devices"].get<int>(), billed - count);
        // No instance rented whole and left idle (a serverless node is one node).
        QVERIFY2(billed - count < perInstance, qPrintable(at));
        // A tensor-parallel group never spans instances sold with their own GPUs: a layout that
        // would (one the scenario pins) is refused, never offered as a way to run.
        const std::string unit = cost["price"].value("unit", std::string());
        const bool split =
            std::any_of(o["findings"].begin(), o["findings"].end(),
                        [](const json& f) { return f["code"] == "group_splits_instances"; });
        if (split)
            QVERIFY2(!o["meets_constraints"].get<bool>(), qPrintable(at));
        else if (o["layout"].is_object() &&
                 (unit == "gpu_hour_of_instance" || unit == "instance_hour"))
            QVERIFY2(o["layout"]["tensor"].get<int>() <= perInstance,
                     qPrintable(at + QStringLiteral(": tp%1 over %2-device instances")
                                         .arg(o["layout"]["tensor"].get<int>())
                                         .arg(perInstance)));
        // per hour = devices billed × the quote's price per device-hour (spot and reserved without
        // their own price: the on-demand quote's).
        if (cost["price"]["usd_per_device_hour"].is_number()) {
            const double unitPrice = cost["price"]["usd_per_device_hour"].get<double>();
            if (mode != Pricing::Serverless || cost["price"]["mode"] == "serverless")
                QVERIFY2(near(perHour, billed * unitPrice, tolerance),
                         qPrintable(at + QStringLiteral(": $%1/h against %2 × $%3")
                                             .arg(perHour)
                                             .arg(billed)
                                             .arg(unitPrice)));
        }
        if (!cost["total"].is_number())
            return;
        const double hours = cost["billed_hours"].get<double>();
        QVERIFY2(near(cost["total"].get<double>(), perHour * hours, tolerance), qPrintable(at));
        const json& terms = o["explanation"]["cost"];
        const double sum = term(terms, "startup_hours") + term(terms, "compute_hours") +
                           term(terms, "interruption_hours") + term(terms, "idle_hours");
        QVERIFY2(near(sum, hours, tolerance),
                 qPrintable(at + QStringLiteral(": terms %1 h, billed %2 h").arg(sum).arg(hours)));
        QVERIFY2(near(term(terms, "billed_hours"), hours, tolerance), qPrintable(at));
    }

    static void checkBudget(const json& o, const Scenario& s, const QString& at) {
        const json& cost = o["cost"];
        if (!s.constraints.budgetTotal || !cost["total"].is_number())
            return;
        if (cost["total"].get<double>() > *s.constraints.budgetTotal + 1e-9)
            QVERIFY2(!o["meets_constraints"].get<bool>(),
                     qPrintable(at + QStringLiteral(": $%1 over the $%2 budget is said to meet it")
                                         .arg(cost["total"].get<double>())
                                         .arg(*s.constraints.budgetTotal)));
    }

    static void checkWaysOfBuying(const json& plan, const Scenario& s, double tolerance) {
        if (!plan["recommendation"].is_object())
            return;
        const json& best =
            plan["options"][plan["recommendation"]["option_index"].get<std::size_t>()];
        const json& buying = plan["buying"];
        if (buying["usage_pattern"].is_object() && best["cost"]["total"].is_number() &&
            s.compute.pricing == Pricing::Serverless &&
            best["cost"]["price"]["mode"] == "serverless") {
            const json& u = buying["usage_pattern"];
            const double perRun = best["cost"]["total"].get<double>();
            QVERIFY2(near(u["serverless_usd_per_day"].get<double>(),
                          perRun * u["runs_per_day"].get<double>(), tolerance),
                     qPrintable(QStringLiteral("serverless $%1 a day, $%2 a run, %3 runs")
                                    .arg(u["serverless_usd_per_day"].get<double>())
                                    .arg(perRun)
                                    .arg(u["runs_per_day"].get<double>())));
        }
        if (buying["hosted_api"].is_object() && best["cost"]["per_hour"].is_number()) {
            const json& h = buying["hosted_api"];
            const double month = h["self_hosted_usd_per_month"].get<double>();
            const double floor = best["cost"]["per_hour"].get<double>() * kHoursPerMonth;
            // Always on, replicas counted once: at least the placement kept up all month.
            QVERIFY2(month >= floor * (1 - tolerance),
                     qPrintable(QStringLiteral("$%1 < $%2").arg(month).arg(floor)));
            const double tokens = h["tokens_per_month"].get<double>();
            if (tokens > 0)
                QVERIFY2(near(h["self_hosted_usd_per_million_tokens"].get<double>(),
                              month / tokens * 1e6, tolerance),
                         qPrintable(QStringLiteral("per million %1 against %2 / %3")
                                        .arg(h["self_hosted_usd_per_million_tokens"].get<double>())
                                        .arg(month)
                                        .arg(tokens)));
        }
    }

    // Each way of buying an option, from its JSON row: a day is its runs plus the day's start-up
    // and idle time, a month 30.4 such days (730 h of an always-on service), a reservation at
    // least its committed hours, and the row names its cluster kind.
    static void checkModeRows(const json& modes, double runsAsked, const QString& at) {
        for (const json& m : modes) {
            const QString row = at + QLatin1Char(' ') +
                                QString::fromStdString(m["mode"].get<std::string>() + "/" +
                                                       m["cluster"].get<std::string>());
            const bool serverless = m["mode"] == "serverless";
            QVERIFY2(serverless == (m["cluster"] == "serverless"), qPrintable(row));
            QVERIFY2(serverless || m["cluster"] == "classic" || m["cluster"] == "bare_instances",
                     qPrintable(row));
            if (!m["per_hour"].is_number())
                continue;
            const double perHour = m["per_hour"].get<double>();
            const double perDay = m["per_day"].get<double>(),
                         perMonth = m["per_month"].get<double>();
            if (m["committed"].get<bool>())
                QVERIFY2(perMonth >= m["committed_instance_hours_per_month"].get<double>() /
                                         m["instances"].get<int>() * perHour * (1 - 1e-9),
                         qPrintable(row));
            if (!m["billed_hours_per_run"].is_number()) {
                QVERIFY2(near(perMonth, perHour * kHoursPerMonth, 1e-9), qPrintable(row));
                continue;
            }
            const double runs = m["runs_per_day"].get<double>();
            const double run = m["billed_hours_per_run"].get<double>();
            QVERIFY2(runs <= runsAsked * (1 + 1e-12) && runs * run <= 24 * (1 + 1e-9),
                     qPrintable(row + QStringLiteral(": %1 runs of %2 h").arg(runs).arg(run)));
            QVERIFY2(near(m["per_run"].get<double>(), perHour * run, 1e-9), qPrintable(row));
            const double overhead =
                m["startup_hours_per_day"].get<double>() + m["idle_hours_per_day"].get<double>();
            QVERIFY2(near(perDay, m["per_run"].get<double>() * runs + perHour * overhead, 1e-9),
                     qPrintable(row + QStringLiteral(": $%1 a day").arg(perDay)));
            QVERIFY2(near(perMonth, perDay * kHoursPerMonth / 24, 1e-9), qPrintable(row));
            QVERIFY2(near(m["runs_per_month"].get<double>(), runs * kHoursPerMonth / 24, 1e-9),
                     qPrintable(row));
        }
    }

private slots:
    void initTestCase() { m_catalog = loadBuiltinCatalog(); }

    void everyPlanAddsUp_data() {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("tolerance");
        for (const ScenarioPreset& p : m_catalog.scenarios)
            addScenario(QStringLiteral("preset ") + QString::fromStdString(p.id),
                        QByteArray::fromStdString(p.scenarioJson));
        const QDir dir(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/examples"));
        for (const QString& f : dir.entryList({QStringLiteral("*.json")})) {
            QFile file(dir.filePath(f));
            QVERIFY(file.open(QIODevice::ReadOnly));
            addScenario(QStringLiteral("example ") + f, file.readAll());
        }
    }
    void everyPlanAddsUp() {
        QFETCH(Scenario, scenario);
        QFETCH(double, tolerance);
        const PlanResult r = makePlan(scenario, m_catalog);
        QVERIFY(r.errors.empty());
        const json plan = planToJson(r.plan, {});
        for (const json& o : plan["options"]) {
            const QString at = QStringLiteral("%1× %2")
                                   .arg(o["count"].get<int>())
                                   .arg(QString::fromStdString(o["device"].get<std::string>()));
            checkOption(o, scenario.compute.pricing, tolerance, at);
            checkBudget(o, scenario, at);
        }
        checkWaysOfBuying(plan, scenario, tolerance);
        // Every way of buying the recommendation and the first option of each other device.
        const double runs =
            scenario.compute.cluster.runsPerDay > 0 ? scenario.compute.cluster.runsPerDay : 1;
        std::vector<std::string> seen;
        for (std::size_t i = 0; i < r.plan.options.size(); ++i) {
            const OptionResult& o = r.plan.options[i];
            const bool chosen = r.plan.recommended && *r.plan.recommended == i;
            if (!chosen && (!o.fits || std::find(seen.begin(), seen.end(),
                                                 o.placement.device->id) != seen.end()))
                continue;
            seen.push_back(o.placement.device->id);
            const QString at = QStringLiteral("%1× %2")
                                   .arg(o.placement.count)
                                   .arg(QString::fromStdString(o.placement.device->id));
            checkModeRows(buyingModesToJson(buyingModes(scenario, m_catalog, o)), runs, at);
        }
    }

    // The side-by-side table of ways of buying is the same cost model: the row of the scenario's
    // own mode is the plan's own figure, and each row's day and month follow from its run or hour.
    void buyingModesAgreeWithThePlan_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("tolerance");
        for (const char* id : {"llama3-8b-lora", "qwen3-8b-lora-a10-vs-h100",
                               "open-model-vs-frontier-api", "cpu-or-gpu-xgboost-20m"})
            QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("the plan's own option")
                              << 1e-9;
    }
    void buyingModesAgreeWithThePlan() {
        QFETCH(QString, preset);
        QFETCH(double, tolerance);
        const ScenarioLoadResult r =
            parseScenario(m_catalog.scenario(preset.toStdString())->scenarioJson, &m_catalog);
        QVERIFY(r.document);
        const Scenario& s = r.document->scenario;
        const PlanResult plan = makePlan(s, m_catalog);
        QVERIFY(plan.plan.recommended);
        const OptionResult& best = plan.plan.options[*plan.plan.recommended];
        const std::vector<BuyingModeCost> modes = buyingModes(s, m_catalog, best);
        QVERIFY(modes.size() >= 4);
        const bool classic = s.compute.cluster.kind == ClusterKind::Classic;
        bool own = false;
        for (const BuyingModeCost& m : modes) {
            if (m.mode == s.compute.pricing &&
                (m.classic == classic || m.mode == Pricing::Serverless)) {
                own = true;
                QVERIFY2(near(m.perHour, best.cost.perHour, tolerance),
                         qPrintable(QString::number(m.perHour)));
                // A run alone pays its own hours plus one cold start and one idle tail.
                if (best.timeSeconds.expected > 0)
                    QVERIFY2(near(m.perRun + m.perHour * (m.startupHours + m.idleHours),
                                  best.cost.total.expected, tolerance),
                             qPrintable(QString::number(m.perRun)));
            }
            if (!m.priced)
                continue;
            if (best.timeSeconds.expected <= 0)
                QVERIFY(near(m.perMonth, m.perHour * kHoursPerMonth, tolerance));
            else
                QVERIFY(near(m.perDay, m.perRun * m.runsPerDay + m.overheadPerDay, tolerance));
        }
        QVERIFY(own);
    }
};

QTEST_APPLESS_MAIN(TestCostInvariants)
#include "test_cost_invariants.moc"

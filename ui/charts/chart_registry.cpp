#include "ui/charts/chart_registry.h"

#include "core/model/estimates.h"
#include "core/model/scenario.h"
#include "ui/charts/buying_view.h"
#include "ui/charts/memory_fit_view.h"
#include "ui/charts/pipeline_view.h"
#include "ui/charts/serving_view.h"
#include "ui/charts/time_cost_view.h"

#include <QCoreApplication>

namespace rightsize::ui {
namespace {

// The titles keep the translation context of the window and the captions that of the report,
// where they were written before this table gathered them.
bool serving(const Scenario& s) {
    return s.workload.kind == WorkloadKind::OnlineServing;
}
bool servingPlan(const Scenario& s, const Plan&) {
    return serving(s);
}
bool always(const Scenario&, const Plan&) {
    return true;
}
// A break-even applies: serverless against a classic cluster for a job on a device offered
// serverless, the hosted API against the own model for a service with the API's price.
bool breakEven(const Scenario& s, const Plan& p) {
    return p.usage.has_value() || (serving(s) && p.hosted.has_value());
}

template <typename View> ChartView* make(QWidget* parent) {
    return new View(parent);
}

const std::vector<ChartEntry> kCharts = {
    {ChartId::Memory, "memory",
     [] { return QCoreApplication::translate("rightsize::ui::MainWindow", "&Memory fit"); },
     &make<MemoryFitView>, &always,
     [](const Scenario&) {
         return QCoreApplication::translate("ReportRenderer", "Memory per device");
     },
     [](const Scenario&) {
         return QCoreApplication::translate(
             "ReportRenderer",
             "Stacked bars: weights, gradients, optimizer state, activations, KV cache and runtime "
             "overhead against each device's capacity; bars outlined in red do not fit.");
     }},
    {ChartId::TimeCost, "timecost",
     [] { return QCoreApplication::translate("rightsize::ui::MainWindow", "&Time vs cost"); },
     &make<TimeCostView>, &always,
     [](const Scenario& s) {
         return serving(s) ? QCoreApplication::translate("ReportRenderer", "Latency against cost")
                           : QCoreApplication::translate("ReportRenderer", "Time against cost");
     },
     [](const Scenario& s) {
         return serving(s)
                    ? QCoreApplication::translate(
                          "ReportRenderer",
                          "p95 latency at the peak load against the cost per hour of each option.")
                    : QCoreApplication::translate(
                          "ReportRenderer",
                          "Each option with its low–high range; the line joins the options no "
                          "other beats on both time and cost (the Pareto front).");
     }},
    {ChartId::Pipeline, "pipeline",
     [] { return QCoreApplication::translate("rightsize::ui::MainWindow", "&Pipeline"); },
     &make<PipelineView>, &always,
     [](const Scenario&) {
         return QCoreApplication::translate("ReportRenderer",
                                            "Data pipeline of the recommended option");
     },
     [](const Scenario&) {
         return QCoreApplication::translate(
             "ReportRenderer", "What each stage can sustain; the slowest stage sets the pace.");
     }},
    {ChartId::Serving, "serving",
     [] { return QCoreApplication::translate("rightsize::ui::MainWindow", "&Serving"); },
     &make<ServingView>, &servingPlan,
     [](const Scenario&) {
         return QCoreApplication::translate("ReportRenderer", "Latency under load");
     },
     [](const Scenario&) {
         return QCoreApplication::translate(
             "ReportRenderer",
             "p95 latency against the offered load for the best options, with the latency target.");
     }},
    {ChartId::Buying, "buying",
     [] { return QCoreApplication::translate("rightsize::ui::MainWindow", "Ways of &buying"); },
     &make<BuyingView>, &breakEven,
     [](const Scenario& s) {
         return serving(s) ? QCoreApplication::translate("ReportRenderer",
                                                         "Hosted API against your own model")
                           : QCoreApplication::translate("ReportRenderer",
                                                         "Serverless against a classic cluster");
     },
     [](const Scenario& s) {
         return serving(s)
                    ? QCoreApplication::translate("ReportRenderer",
                                                  "Cost per month against tokens per month: the "
                                                  "API's price per token against "
                                                  "the recommended option kept up all month; the "
                                                  "ring marks the break-even.")
                    : QCoreApplication::translate(
                          "ReportRenderer",
                          "Cost per day against runs per day: serverless billed per second of work "
                          "against a classic cluster billed for its start-up and idle tail each "
                          "run; "
                          "the ring marks the break-even.");
     }},
};

} // namespace

const std::vector<ChartEntry>& chartRegistry() {
    return kCharts;
}

const ChartEntry& chartEntry(ChartId id) {
    for (const ChartEntry& e : kCharts)
        if (e.id == id)
            return e;
    return kCharts.front(); // unreachable: every id has a row
}

const ChartEntry* chartByKey(const QString& key) {
    for (const ChartEntry& e : kCharts)
        if (key == QLatin1String(e.key))
            return &e;
    return nullptr;
}

QString ChartEntry::exportName() const {
    return tabTitle().remove(QLatin1Char('&'));
}

QString chartKey(ChartId id) {
    return QString::fromLatin1(chartEntry(id).key);
}

QString chartKeyList() {
    QStringList keys;
    for (const ChartEntry& e : kCharts)
        keys << QString::fromLatin1(e.key);
    return keys.join(QStringLiteral(", "));
}

} // namespace rightsize::ui

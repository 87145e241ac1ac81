#pragma once

#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <QColor>
#include <QCoreApplication>
#include <QPixmap>
#include <QSize>
#include <QString>

namespace rightsize::ui::workshop {

// The few numbers a room needs to follow a plan, as small HTML: the same text in the stand-alone
// host and in the exercise reveal, so both read alike.
class PlanSummary {
    Q_DECLARE_TR_FUNCTIONS(PlanSummary)
public:
    static QString scenarioHtml(const Scenario& scenario);
    // The recommendation with time, cost, memory per device against capacity, p95 latency for
    // serving, the reasons and the findings.
    static QString recommendationHtml(const Plan& plan, const Scenario& scenario);
    // One option in a line: "1× t4-16gb: 0.6 h, $0.32, 4.9 of 16.0 GiB, p95 8 ms".
    static QString optionLine(const OptionResult& option, const Scenario& scenario);
    // The cheapest option that fits of each device kind, for "CPU or GPU?" comparisons.
    static const OptionResult* bestOfKind(const Plan& plan, DeviceKind kind);
    static QString kindName(DeviceKind kind);
    static QString workloadKindName(WorkloadKind kind);
    // The scenario and the recommendation as a picture of `size` on a `background`, its text
    // as large as fits: what the presenter shows for the step whose "chart" is the
    // recommendation.
    static QPixmap picture(const Plan& plan, const Scenario& scenario, const QSize& size,
                           const QColor& background);
};

} // namespace rightsize::ui::workshop

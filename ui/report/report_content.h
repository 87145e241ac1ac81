#pragma once

#include "core/enums.h"
#include "core/estimates.h"
#include "core/scenario.h"

#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

namespace rightsize::ui {

// The words and tables of the report, apart from how they are laid out.

QString workloadKindText(WorkloadKind kind);

// One constraint of the scenario and whether the recommended option meets it.
struct ConstraintLine {
    QString text;
    bool met = false;
};
std::vector<ConstraintLine> constraintLines(const Scenario& scenario, const OptionResult* recommended);

// The limits an option misses, each with what the option does instead: "the 4 h deadline
// (takes 9.1 h)". Empty when it meets them all.
QStringList missedConstraints(const Scenario& scenario, const OptionResult& option);

// The inputs that apply to the scenario's kind of workload, as (name, value).
std::vector<std::pair<QString, QString>> inputRows(const Scenario& scenario, const Plan& plan);

// A term of the model with its formula and where it comes from.
struct AssumptionText {
    QString title;
    QString text;
    QString source;
};
std::vector<AssumptionText> modelAssumptions();

// The efficiency constants of core/efficiency.h that apply to the framework, with their reasons.
struct EfficiencyRow {
    QString name;
    QString value;
    QString why;
};
std::vector<EfficiencyRow> efficiencyRows(Framework framework);

// The price of each device of an option that fits, in the scenario's pricing mode, with its
// date and source.
struct PriceRow {
    QString device;
    QString mode;
    QString price;
    QString date;
    QString source;
};
std::vector<PriceRow> priceRows(const Plan& plan, const Scenario& scenario);

} // namespace rightsize::ui

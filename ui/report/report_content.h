#pragma once

#include "core/enums.h"
#include "core/estimates.h"
#include "core/scenario.h"

#include <QString>

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

// What the plan's ranges mean: for time and memory, the band and how many published runs of the
// same kind fell inside one taken from the others.
std::vector<EfficiencyRow> rangeRows(const Plan& plan);
// One sentence for a band, e.g. "17 of 21 published runs of this kind fell inside".
QString bandSentence(const EstimateBand& band);

// The price of each device in the plan, in the scenario's pricing mode: the offer it comes from
// (provider, region, instance), the date it was observed and its source.
struct PriceRow {
    QString device;
    QString mode;
    QString price; // "$6.88/h per GPU", "(estimate)" where derived, or that none is known
    QString offer; // "AWS, us-east-1, p5.48xlarge"
    QString date;  // observed
    QString source;
};
std::vector<PriceRow> priceRows(const Plan& plan, const Scenario& scenario);

} // namespace rightsize::ui

#pragma once

#include "core/model/enums.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"
#include "ui/wording/explanation_wording.h"

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
std::vector<ConstraintLine> constraintLines(const Scenario& scenario,
                                            const OptionResult* recommended);

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
// The assumptions a report of this kind of work rests on: a service's report has no training
// time or pipeline bubble, a gradient-boosted model no activations or KV cache.
std::vector<AssumptionText> modelAssumptions(WorkloadKind kind);
// What the recommended option's energy and CO2 rest on: its device's TDP with the source of that
// figure, the power at the modelled utilisation, and the grid intensity of the offer's region with
// its date and source (or that the region has none). Empty title: no recommendation or no TDP.
AssumptionText recommendedEnergyBasis(const Plan& plan);
// The currency the report's money is in when it is not the US dollar: the user's rate and its
// date. Empty title in US dollars.
AssumptionText displayCurrencyAssumption();
// The option's energy for the report's table in kWh (per hour for open-ended work), or "—" when
// no figure is known.
QString energyCell(const OptionResult& option);
// The option's CO₂ for the report's table in kilograms (per hour for serving), or a dash; the
// column head carries the unit, as for energyCell.
QString co2Cell(const OptionResult& option);

// A source as a reader of the report can follow it: the public source, without the program's own
// test tables ("tests/data/prices.csv PR-AWS-16") or design notes it was checked against.
QString publicSource(QString source);

// "Why these numbers" for the recommended option: core's explanation terms, worded as the
// window's "Why this number?" words them, memory, time and cost. Empty without a recommendation.
struct ExplanationTable {
    ExplanationPart part;
    QString heading;
    std::vector<ExplanationRow> rows;
};
std::vector<ExplanationTable> explanationTables(const Plan& plan);

// The efficiency constants of core/model/efficiency.h that apply to the framework and the kind of
// work (a training report lists no inference efficiency), with their reasons.
struct EfficiencyRow {
    QString name;
    QString value;
    QString why;
};
std::vector<EfficiencyRow> efficiencyRows(Framework framework, WorkloadKind kind);

// What the plan's ranges mean: for time and memory, the band and how many published runs of the
// same kind fell inside one taken from the others.
std::vector<EfficiencyRow> rangeRows(const Plan& plan);
// One sentence for a band, e.g. "17 of 21 published runs of this kind fell inside".
QString bandSentence(const EstimateBand& band);

// The price of each device of an option that fits, in the scenario's pricing mode: the offer it
// comes from (provider, region, instance), the date it was observed and its source.
inline constexpr std::size_t kListedOptionsCap = 12;

struct PriceRow {
    QString device;
    QString mode;
    QString price; // "$6.88/h per GPU", "(estimate)" where derived, or that none is known
    QString offer; // "AWS, us-east-1, p5.48xlarge"
    QString date;  // observed
    QString source;
};
// The options a reader can weigh on paper: of those that fit, the best count of each device
// (the recommended one where it is that device's), cheapest first, at most `cap` of them. The
// window and `rightsize estimate` list every option; a report with 34 rows and their prices is
// one nobody reads.
std::vector<std::size_t> listedOptions(const Plan& plan, std::size_t cap = kListedOptionsCap);

// The prices of the listed options, so every cost on the page has its source next to it.
std::vector<PriceRow> priceRows(const Plan& plan, const Scenario& scenario);

} // namespace rightsize::ui

#include "ui/report/report_content.h"

#include "core/catalog/energy_json.h"
#include "core/estimate/energy.h"
#include "core/estimate/pricing_model.h"
#include "core/model/calibration_factors.h"
#include "core/model/efficiency.h"
#include "core/model/scenario_fields.h"
#include "ui/report/report_renderer.h"
#include "ui/wording/field_texts.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace rightsize::ui {
namespace {

// The report's words share the renderer's translation context.
class Text {
    Q_DECLARE_TR_FUNCTIONS(ReportRenderer)
};

// Enum values read as the scenario file spells them, without the underscores.
template <class E> QString word(E value) {
    const std::string_view s = toString(value);
    return QString::fromUtf8(s.data(), qsizetype(s.size()))
        .replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString hours(double h) {
    return numfmt::hours(h);
}

} // namespace

QString workloadKindText(WorkloadKind kind) {
    // The editor's word for the kind, so the report's header and its input table agree.
    return choiceLabel("$.workload.kind", toString(kind));
}

std::vector<ConstraintLine> constraintLines(const Scenario& s, const OptionResult* o) {
    std::vector<ConstraintLine> lines;
    const Constraints& c = s.constraints;
    const bool serving = s.workload.kind == WorkloadKind::OnlineServing;
    if (c.deadlineHours && !serving) {
        const double h = o ? o->timeSeconds.expected / 3600 : 0;
        const bool met = o && h <= *c.deadlineHours;
        lines.push_back(
            {met ? Text::tr("Deadline %1: met, expected %2 (at worst %3).")
                       .arg(hours(*c.deadlineHours), numfmt::duration(o->timeSeconds.expected),
                            numfmt::duration(o->timeSeconds.high))
                 : Text::tr("Deadline %1: not met.").arg(hours(*c.deadlineHours)),
             met});
    }
    if (c.budgetPerHour) {
        const bool met = o && o->cost.perHour <= *c.budgetPerHour;
        lines.push_back(
            {met ? Text::tr("Budget %1: met, costs %2.")
                       .arg(numfmt::moneyPerHour(*c.budgetPerHour),
                            numfmt::moneyPerHour(o->cost.perHour))
                 : Text::tr("Budget %1: not met.").arg(numfmt::moneyPerHour(*c.budgetPerHour)),
             met});
    }
    if (c.budgetTotal && !serving) {
        const bool met = o && o->cost.total.expected <= *c.budgetTotal;
        lines.push_back(
            {met ? Text::tr("Total budget %1: met, costs %2 (at worst %3).")
                       .arg(numfmt::money(*c.budgetTotal), numfmt::money(o->cost.total.expected),
                            numfmt::money(o->cost.total.high))
                 : Text::tr("Total budget %1: not met.").arg(numfmt::money(*c.budgetTotal)),
             met});
    }
    if (serving && s.workload.serving.p95Ms > 0) {
        const double target = s.workload.serving.p95Ms;
        const bool met = o && o->latency && o->latency->p95Ms <= target;
        lines.push_back(
            {met ? Text::tr("Latency target p95 %1 at %2 requests/s: met, %3.")
                       .arg(numfmt::latency(target), numfmt::number(s.workload.serving.qps, 0),
                            numfmt::latency(o->latency->p95Ms))
                 : Text::tr("Latency target p95 %1: not met.").arg(numfmt::latency(target)),
             met});
    }
    // Targets on the first token and on each further one, as engines are measured.
    const auto tokenTarget = [&](double target, double got, const QString& what) {
        if (!serving || target <= 0)
            return;
        const bool met = o && o->latency && got > 0 && got <= target;
        lines.push_back(
            {met ? Text::tr("%1 target p95 %2: met, %3.")
                       .arg(what, numfmt::latency(target), numfmt::latency(got, got < 100 ? 1 : 0))
                 : Text::tr("%1 target p95 %2: not met.").arg(what, numfmt::latency(target)),
             met});
    };
    tokenTarget(s.workload.serving.ttftP95Ms, o && o->latency ? o->latency->ttftMs.p95 : 0,
                Text::tr("Time to first token"));
    tokenTarget(s.workload.serving.tpotP95Ms, o && o->latency ? o->latency->tpotMs.p95 : 0,
                Text::tr("Time per output token"));
    return lines;
}

QStringList missedConstraints(const Scenario& s, const OptionResult& o) {
    QStringList missed;
    const Constraints& c = s.constraints;
    const bool serving = s.workload.kind == WorkloadKind::OnlineServing;
    if (c.deadlineHours && !serving && o.timeSeconds.expected / 3600 > *c.deadlineHours)
        missed << Text::tr("the %1 deadline (takes %2)")
                      .arg(hours(*c.deadlineHours), numfmt::duration(o.timeSeconds.expected));
    if (c.budgetPerHour && o.cost.perHour > *c.budgetPerHour)
        missed << Text::tr("the %1 budget (costs %2)")
                      .arg(numfmt::moneyPerHour(*c.budgetPerHour),
                           numfmt::moneyPerHour(o.cost.perHour));
    if (c.budgetTotal && !serving && o.cost.total.expected > *c.budgetTotal)
        missed << Text::tr("the %1 budget (costs %2)")
                      .arg(numfmt::money(*c.budgetTotal), numfmt::money(o.cost.total.expected));
    if (serving && s.workload.serving.p95Ms > 0 &&
        (!o.latency || o.latency->p95Ms > s.workload.serving.p95Ms))
        missed
            << (o.latency
                    ? Text::tr("the p95 %1 target (p95 %2)")
                          .arg(numfmt::latency(s.workload.serving.p95Ms),
                               numfmt::latency(o.latency->p95Ms))
                    : Text::tr("the p95 %1 target").arg(numfmt::latency(s.workload.serving.p95Ms)));
    return missed;
}

std::vector<std::pair<QString, QString>> inputRows(const Scenario& s, const Plan& plan) {
    // Every field of core's table that applies to the scenario, in the table's order, with the
    // editor's words. The name heads the report and the notes stand above the table; the model
    // block is written out by its keys.
    std::vector<std::pair<QString, QString>> rows;
    for (const ScenarioField& f : scenarioFields()) {
        if (f.kind == FieldKind::Object || f.path == "$.name" || f.path == "$.notes" ||
            !fieldApplies(f, s))
            continue;
        rows.emplace_back(fieldText(f.path).label, fieldValueText(f, s));
        // What the planner made of the shape follows the parameters given, as in the editor.
        if (f.path == "$.workload.model.params")
            if (const QString size = modelSizeText(plan); !size.isEmpty())
                rows.emplace_back(modelSizeLabel(), size);
    }
    return rows;
}

namespace {

// Energy and CO2: the formula, its figures with their ranges, and what each rests on
// (resources/catalog/energy.json).
AssumptionText energyAssumption() {
    const EnergyModel& m = builtinEnergyModel();
    const auto range = [](const EnergyFactor& f, int decimals) {
        return Text::tr("%1 (%2–%3)")
            .arg(numfmt::number(f.value.expected, decimals), numfmt::number(f.value.low, decimals),
                 numfmt::number(f.value.high, decimals));
    };
    return {Text::tr("Energy and CO₂"),
            Text::tr("Each device draws idle + (TDP − idle) × its modelled utilisation, idle being "
                     "%1 of its datasheet "
                     "TDP; the host adds %2 of the devices' TDP; devices of a whole instance the "
                     "job leaves unused "
                     "draw idle power. The facility multiplies this by a PUE of %3. CO₂ is that "
                     "energy times the "
                     "annual average grid carbon intensity of the offer's region (%4); a region "
                     "not in the table "
                     "has no CO₂ figure.")
                .arg(range(m.idleFraction, 2), range(m.hostFraction, 2), range(m.pue, 2),
                     QString::fromStdString(m.gridDate)),
            QString::fromStdString(m.idleFraction.source + " " + m.hostFraction.source + " " +
                                   m.pue.source + " " + m.gridSource)};
}

} // namespace

AssumptionText recommendedEnergyBasis(const Plan& plan) {
    if (!plan.recommended)
        return {};
    const OptionResult& o = plan.options[*plan.recommended];
    const EnergyEstimate e = estimateEnergy(o, builtinEnergyModel());
    if (!e.known || !o.placement.device)
        return {};
    const Device& d = *o.placement.device;
    const EnergyModel& m = builtinEnergyModel();
    QString grid;
    if (e.grid)
        grid =
            Text::tr(
                "The offer's region %1 (%2) takes %3 g CO₂ per kWh, the %4 annual grid average%5.")
                .arg(QString::fromStdString(e.grid->region),
                     QString::fromStdString(e.grid->location), numfmt::number(e.grid->gPerKwh, 0),
                     QString::fromStdString(m.gridDate),
                     e.grid->sameGridAs.empty()
                         ? QString()
                         : Text::tr(", the figure of %1 on the same grid")
                               .arg(QString::fromStdString(e.grid->sameGridAs)));
    else
        grid = Text::tr(
            "The offer's region has no grid intensity in the table, so no CO₂ figure is given.");
    return {Text::tr("Energy of the recommended option"),
            Text::tr("%1 draws %2 W at its datasheet TDP; at the modelled utilisation of %3% the "
                     "placement's IT "
                     "power averages %4 W. %5")
                .arg(QString::fromStdString(d.name), numfmt::number(d.tdpWatts, 0),
                     numfmt::number(100 * o.time.acceleratorUtilisation, 0),
                     numfmt::number(e.averageWatts, 0), grid),
            Text::tr("Power: %1. Grid: %2")
                .arg(QString::fromStdString(d.source), QString::fromStdString(m.gridSource))};
}

QString energyCell(const OptionResult& option) {
    const EnergyEstimate e = estimateEnergy(option, builtinEnergyModel());
    if (!e.known)
        return QStringLiteral("—");
    const auto n = [](double v) { return numfmt::number(v, v < 10 ? 2 : 0); };
    return n(e.kwh.expected);
}

QString co2Cell(const OptionResult& option) {
    const EnergyEstimate e = estimateEnergy(option, builtinEnergyModel());
    if (!e.co2Known)
        return QStringLiteral("—");
    const double kg = e.co2Kg.expected;
    return numfmt::number(kg, kg < 10 ? 2 : 0);
}

AssumptionText displayCurrencyAssumption() {
    const CurrencyRate* rate = numfmt::displayCurrency();
    if (!rate)
        return {};
    const QString code = QString::fromStdString(rate->code);
    return {
        Text::tr("Currency"),
        Text::tr("%1. The plan compares prices in US dollars, the currency of the catalog; "
                 "each amount in this "
                 "report is that figure times %2, and offers priced in %3 took part converted "
                 "at the same rate.")
            .arg(numfmt::displayCurrencyNote(), QLocale().toString(rate->perUsd, 'g', 10), code),
        Text::tr("The rate of %1 given by the user").arg(QString::fromStdString(rate->date))};
}

namespace {

std::vector<AssumptionText> allModelAssumptions() {
    return {
        {Text::tr("Model state in memory"),
         Text::tr("Weights, gradients and optimizer state take bytes per parameter by precision "
                  "and optimizer: "
                  "mixed-precision Adam keeps 16 bytes per parameter (2 for weights, 2 for "
                  "gradients, 12 for the fp32 "
                  "master copy, momentum and variance), 18 where the framework keeps fp32 "
                  "gradients. ZeRO stage 1 "
                  "divides the optimizer state over the N data-parallel devices, stage 2 also the "
                  "gradients, stage 3 "
                  "also the weights."),
         Text::tr("Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion "
                  "Parameter Models, arXiv:1910.02054")},
        {Text::tr("Activations"),
         Text::tr("Per transformer layer in 16 bits without recomputation: s·b·h·(34 + 5·a·s/h) "
                  "bytes for sequence s, "
                  "micro-batch b, hidden size h and a heads; with tensor parallelism t: s·b·h·(10 "
                  "+ 24/t + 5·a·s/(h·t)); "
                  "with sequence parallelism and selective recomputation 34·s·b·h/t; full "
                  "recomputation keeps only the "
                  "layer input, 2·s·b·h. Flash attention removes the a·s² terms."),
         Text::tr("Korthikanti et al., Reducing Activation Recomputation in Large Transformer "
                  "Models, arXiv:2205.05198")},
        {Text::tr("KV cache"),
         Text::tr("2 × layers × KV heads × head size × tokens × batch × bytes per value; "
                  "grouped-query attention "
                  "counts the KV heads, not the query heads."),
         {}},
        {Text::tr("Training time"),
         Text::tr("About 6 × parameters × tokens FLOPs (2 forward, 4 backward), 8 × with full "
                  "recomputation. Each phase "
                  "takes the longer of its FLOPs at the device's peak times the efficiency and its "
                  "bytes at the memory "
                  "bandwidth times the bandwidth share (a roofline)."),
         Text::tr("EleutherAI, Transformer Math 101; Williams et al., Roofline, CACM 52(4), 2009")},
        {Text::tr("Pipeline bubble and communication"),
         Text::tr("With p pipeline stages, m micro-batches per step and v interleaved stages per "
                  "device, about "
                  "(p−1)/(v·m) of the ideal step is idle. A ring all-reduce moves 2(N−1)/N × the "
                  "gradient bytes per "
                  "device, partly hidden behind the backward pass."),
         Text::tr("Narayanan et al., Efficient Large-Scale Language Model Training on GPU Clusters "
                  "Using Megatron-LM, "
                  "arXiv:2104.04473")},
        {Text::tr("Spot interruptions"),
         Text::tr("The checkpoint interval is Young's √(2 × checkpoint time × mean time between "
                  "interruptions); the "
                  "expected run time with lost work and restarts follows Daly's model."),
         Text::tr("J. W. Young, CACM 17(9), 1974; J. T. Daly, Future Generation Computer Systems "
                  "22(3), 2006")},
        {Text::tr("Serving latency"),
         Text::tr("A seeded discrete-event simulation of Poisson arrivals, micro-batching windows "
                  "and replicas gives "
                  "the p50 and p95 latencies; replicas are added until p95 meets the target."),
         {}},
        {Text::tr("Cost"),
         Text::tr("Hourly price × billed hours × devices, with cold starts and idle tails where "
                  "they are billed. "
                  "The ranges of time and cost come from the range of the efficiencies below."),
         {}},
        energyAssumption(),
    };
}

} // namespace

std::vector<AssumptionText> modelAssumptions(WorkloadKind kind) {
    // By position in allModelAssumptions: 0 model state, 1 activations, 2 KV cache, 3 training
    // time, 4 pipeline and communication, 5 spot, 6 serving latency, 7 cost, 8 energy.
    const bool deep = isDeepKind(kind), training = isTrainingKind(kind),
               inference = isInferenceKind(kind);
    const std::vector<bool> applies = {deep,
                                       deep && training,
                                       deep && inference,
                                       training,
                                       training,
                                       kind != WorkloadKind::OnlineServing,
                                       kind == WorkloadKind::OnlineServing,
                                       true,
                                       true};
    std::vector<AssumptionText> all = allModelAssumptions(), out;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (i >= applies.size() || applies[i])
            out.push_back(std::move(all[i]));
    return out;
}

namespace {

// The rows of allEfficiencyRows, in its order.
enum EfficiencyRowId {
    kTrainingEfficiency,
    kInferenceEfficiency,
    kMemoryShare,
    kActivationPasses,
    kKernelCost,
    kKernelsPerLayer,
    kHostCost,
    kGradientBucket,
    kCollectiveLatency,
    kLinkEfficiency,
};

std::vector<EfficiencyRow> allEfficiencyRows(Framework fw) {
    namespace e = efficiency;
    const QString framework = word(fw);
    auto us = [](double s) { return Text::tr("%1 µs").arg(numfmt::number(s * 1e6, 0)); };
    return {
        {Text::tr("Training efficiency (%1)").arg(framework),
         numfmt::percent(e::trainingFramework(fw)),
         Text::tr("Share of the sustained matrix rate a framework reaches over a whole training "
                  "step: kernel gaps, "
                  "unfused epilogues, host synchronisation.")},
        {Text::tr("Inference efficiency (%1)").arg(framework),
         numfmt::percent(e::inferenceFramework(fw)),
         Text::tr("Inference engines fuse more kernels and launch fewer.")},
        {Text::tr("Memory bandwidth share, GPU / CPU"),
         Text::tr("%1 / %2").arg(numfmt::percent(e::memory(DeviceKind::Gpu)),
                                 numfmt::percent(e::memory(DeviceKind::Cpu))),
         Text::tr("Share of peak memory bandwidth that streaming kernels reach.")},
        {Text::tr("Activation passes per training step"),
         numfmt::number(e::kTrainingActivationPasses, 0),
         Text::tr("Stored activations are written in the forward and read in the backward; their "
                  "gradients are written "
                  "and read once more.")},
        {Text::tr("Fixed cost per GPU kernel"), us(e::kKernelSeconds),
         Text::tr("Launch gap, ramp-up and tail of each kernel.")},
        {Text::tr("Kernels per layer, training / inference"),
         Text::tr("%1 / %2").arg(numfmt::number(e::kKernelsPerLayerTraining, 0),
                                 numfmt::number(e::kernelsPerLayerInference(fw), 0)),
         Text::tr("Forward and backward of one transformer block; one inference pass with this "
                  "framework.")},
        {Text::tr("Host cost per operator, Python / autograd"),
         Text::tr("%1 / %2").arg(us(e::kPythonOpSeconds), us(e::kAutogradOpSeconds)),
         Text::tr("Eager frameworks issue each operator from the host; a step takes the longer of "
                  "the GPU's and the "
                  "host's time.")},
        {Text::tr("Gradient bucket"),
         Text::tr("%1 MiB").arg(numfmt::number(e::kDdpBucketBytes / (1024.0 * 1024.0), 0)),
         Text::tr("Gradients are reduced bucket by bucket while the backward runs; the last bucket "
                  "is never hidden.")},
        {Text::tr("Collective latency, in a node / across nodes"),
         Text::tr("%1 / %2").arg(us(e::kCollectiveLatencyIntraNode),
                                 us(e::kCollectiveLatencyInterNode)),
         Text::tr("The fixed cost of one collective operation, whatever its size.")},
        {Text::tr("Link efficiency"), numfmt::percent(e::kLinkEfficiency),
         Text::tr("Share of a link's one-way bandwidth that ring collectives reach.")},

    };
}

} // namespace

std::vector<EfficiencyRow> efficiencyRows(Framework fw, WorkloadKind kind) {
    const std::vector<EfficiencyRow> all = allEfficiencyRows(fw);
    // A report lists only the constants its kind of work uses: a training report has no
    // inference efficiency, classic ML and data preparation only the memory bandwidth share.
    const bool training = isTrainingKind(kind);
    const bool inference = isInferenceKind(kind);
    std::vector<EfficiencyRow> rows;
    for (int id = kTrainingEfficiency; id <= kLinkEfficiency; ++id) {
        const bool trainingOnly =
            id == kTrainingEfficiency || id == kActivationPasses || id == kGradientBucket;
        if (!isDeepKind(kind)
                ? id != kMemoryShare
                : (trainingOnly && !training) || (id == kInferenceEfficiency && !inference))
            continue;
        rows.push_back(all[std::size_t(id)]);
    }
    return rows;
}

QString bandSentence(const EstimateBand& band) {
    if (band.rows == 0)
        return Text::tr("no published runs of this kind to measure the range against");
    const QString inside =
        Text::tr("%1 of %n published run(s) fell inside a range taken from the others", nullptr,
                 band.rows)
            .arg(band.inside);
    return band.pooled ? Text::tr("too few runs of this kind: the range of all time estimates; %1")
                             .arg(inside)
                       : inside;
}

std::vector<EfficiencyRow> rangeRows(const Plan& plan) {
    auto factors = [](const EstimateBand& b) {
        return Text::tr("×%1 – ×%2").arg(numfmt::number(b.low, 2), numfmt::number(b.high, 2));
    };
    std::vector<EfficiencyRow> rows{
        {Text::tr("Time range (%1)")
             .arg(QString::fromLatin1(toString(plan.timeClass))
                      .replace(QLatin1Char('_'), QLatin1Char(' '))),
         factors(plan.timeBand), bandSentence(plan.timeBand)},
        {Text::tr("Memory range"), factors(plan.memoryBand), bandSentence(plan.memoryBand)},
    };
    // The team's correction factors, the same rows the calibration panel and the CLI show.
    if (plan.calibration)
        for (const CorrectionFactor& f : plan.calibration->factors)
            rows.push_back({PlanWordingText::correction(f),
                            QStringLiteral("×%1").arg(numfmt::number(f.factor, 2)),
                            PlanWordingText::factorValue(f) + QStringLiteral("; ") +
                                PlanWordingText::factorScope(f) + QStringLiteral("; ") +
                                PlanWordingText::calibration(*plan.calibration)});
    return rows;
}

QString publicSource(QString text) {
    // "(tests/data/prices.csv PR-AWS-07)", "; cross-checked with tests/data/hardware.csv (…)",
    // "the count matches tests/data/time_cases.csv": the program's own test tables, which a reader
    // of the report cannot open; the public source beside them stays.
    static const QRegularExpression parenthesis(
        QStringLiteral("\\s*\\([^()]*(tests/data/|\\b[a-z_]+\\.csv\\b)[^()]*\\)"));
    static const QRegularExpression clause(
        QStringLiteral("[;,]?\\s*[^;,.()]*(tests/data/"
                       "\\S*|\\b[a-z_]+\\.csv\\b(\\s+[A-Z]+-[A-Z0-9-]+(\\.\\.[0-9]+)?)?)"
                       "(\\s*\\([^()]*\\))?"));
    static const QRegularExpression internal(
        QStringLiteral("\\s*\\(?DOMAIN(\\.md)?( section| §)?\\s*[0-9]*\\)?"));
    text.remove(parenthesis);
    text.remove(clause);
    text.remove(internal);
    // What a removed clause leaves behind: "A10G.." or "A10G ." reads as one full stop.
    static const QRegularExpression stops(QStringLiteral("\\s*\\.(\\s*\\.)+"));
    text.replace(stops, QStringLiteral("."));
    text = text.trimmed();
    // The report adds its own full stop after a source.
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

namespace {

// A price's source as a reader of the report needs it: who published the figure and where.
// The catalog keeps the full note (the quoted figure, the row of the price table it came
// from); the report keeps the part before the quoted figure and drops table references.
QString reportSource(const std::string& full) {
    QString text = publicSource(QString::fromStdString(full));
    const qsizetype colon = text.indexOf(QStringLiteral(": "));
    if (colon > 0)
        text.truncate(colon);
    return text.trimmed();
}

// What the option costs for the whole job (batch work) or per hour (serving); unknown prices
// sort last, never first.
double comparableCost(const OptionResult& o) {
    if (o.cost.perHour <= 0)
        return std::numeric_limits<double>::infinity();
    return o.timeSeconds.expected > 0 ? o.cost.total.expected : o.cost.perHour;
}

// True when a is the better pick than b for the same device: meeting the limits first, then
// the cost, then the time.
bool betterPick(const OptionResult& a, const OptionResult& b) {
    if (a.meetsConstraints != b.meetsConstraints)
        return a.meetsConstraints;
    const double ca = comparableCost(a);
    const double cb = comparableCost(b);
    if (ca != cb)
        return ca < cb;
    return a.timeSeconds.expected < b.timeSeconds.expected;
}

} // namespace

std::vector<std::size_t> listedOptions(const Plan& plan, std::size_t cap) {
    std::map<const Device*, std::size_t> best;
    for (std::size_t i = 0; i < plan.options.size(); ++i) {
        const OptionResult& o = plan.options[i];
        if (!o.fits || !o.placement.device)
            continue;
        auto [it, inserted] = best.emplace(o.placement.device, i);
        if (inserted)
            continue;
        const bool recommendedHere = plan.recommended && *plan.recommended == it->second;
        if (plan.recommended && *plan.recommended == i)
            it->second = i;
        else if (!recommendedHere && betterPick(o, plan.options[it->second]))
            it->second = i;
    }
    std::vector<std::size_t> picked;
    for (const auto& [device, index] : best)
        picked.push_back(index);
    const auto recommendedFirst = [&](std::size_t a, std::size_t b) {
        const bool ra = plan.recommended && *plan.recommended == a;
        const bool rb = plan.recommended && *plan.recommended == b;
        if (ra != rb)
            return ra;
        if (betterPick(plan.options[a], plan.options[b]) !=
            betterPick(plan.options[b], plan.options[a]))
            return betterPick(plan.options[a], plan.options[b]);
        return a < b;
    };
    std::sort(picked.begin(), picked.end(), recommendedFirst);
    if (picked.size() > cap)
        picked.resize(cap);
    // The table reads in the planner's order of cost; the recommended row stays in it.
    std::sort(picked.begin(), picked.end(), [&](std::size_t a, std::size_t b) {
        if (betterPick(plan.options[a], plan.options[b]) !=
            betterPick(plan.options[b], plan.options[a]))
            return betterPick(plan.options[a], plan.options[b]);
        return a < b;
    });
    return picked;
}

std::vector<PriceRow> priceRows(const Plan& plan, const Scenario& scenario) {
    std::vector<PriceRow> rows;
    std::set<const Device*> seen;
    const Pricing mode = scenario.compute.pricing;
    for (const std::size_t index : listedOptions(plan)) {
        const OptionResult& o = plan.options[index];
        const Device* d = o.placement.device;
        // The prices of the listed options are the ones that matter.
        if (!seen.insert(d).second)
            continue;
        // The quote the planner priced the option with, so the row always matches the cost.
        const PriceQuote& q = quoteFor(*d, PriceRule(scenario.compute));
        QString modeText = word(mode);
        if (&q == &d->onDemand && mode != Pricing::OnDemand)
            modeText = Text::tr("on demand (no %1 price)").arg(word(mode));
        const QString unit =
            d->kind == DeviceKind::Gpu ? Text::tr("per GPU") : Text::tr("per instance");
        QString price = q.known() ? Text::tr("%1 %2").arg(numfmt::moneyPerHour(q.usdPerHour), unit)
                                  : PlanWordingText::priceBasis(q);
        if (q.known() && q.estimate)
            price = Text::tr("%1 (estimate)").arg(price);
        rows.push_back(
            {QString::fromStdString(d->id), modeText, price,
             q.provider.empty() && !q.known() ? Text::tr("none") : PlanWordingText::priceOffer(q),
             !q.known()       ? QStringLiteral("—")
             : q.date.empty() ? Text::tr("undated")
                              : QString::fromStdString(q.date),
             reportSource(q.source.empty() ? d->source : q.source)});
    }
    return rows;
}

std::vector<ExplanationTable> explanationTables(const Plan& plan) {
    std::vector<ExplanationTable> tables;
    if (!plan.recommended || *plan.recommended >= plan.options.size())
        return tables;
    const Explanation& e = plan.options[*plan.recommended].explanation;
    for (const ExplanationPart part :
         {ExplanationPart::Memory, ExplanationPart::Time, ExplanationPart::Cost})
        tables.push_back({part, ExplanationWording::heading(part), explanationRows(e, part)});
    return tables;
}

} // namespace rightsize::ui

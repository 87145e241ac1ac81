#include "ui/report/report_renderer.h"

#include "ui/report/report_charts.h"
#include "ui/report/report_content.h"
#include "ui/report/report_flow.h"
#include "ui/widgets/font_fit.h"
#include "ui/wording/builtin_names.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <algorithm>

namespace rightsize::ui {
namespace {

constexpr int kMaxNameChars = 600;
constexpr int kMaxNotesChars = 3000;

const OptionResult* recommendedOption(const Plan& plan) {
    if (plan.recommended && *plan.recommended < plan.options.size())
        return &plan.options[*plan.recommended];
    return nullptr;
}

// A device id on one line: a word joiner after each hyphen keeps "h100-sxm-80gb" whole where a
// table cell wraps, and is invisible in print.
QString unbreakableId(QString id) {
    return id.replace(QLatin1Char('-'), QStringLiteral("-\u2060"));
}

// The largest size of `font`, down to 7, at which `text` fits `width`: a key figure is shrunk,
// never cut ("memory ba…").
QFont fitting(const QFont& font, const QString& text, double width) {
    // The report's fonts are sized in pixels (ReportStyle); a point size is stepped by a half.
    const qreal step = font.pixelSize() > 0 ? 1.0 : 0.5;
    return shrinkToFit(font, step, 7, [&](const QFont& f) {
        return QFontMetricsF(f).horizontalAdvance(text) <= width;
    });
}

// "1× t4-16gb on 1× g4dn.xlarge at AWS, us-east-1": what to rent and from whom, so the first page
// alone says which provider and instance are meant.
QString rentedFrom(const OptionResult& o) {
    const QString option = numfmt::optionWithRental(o);
    const PriceQuote* q = o.cost.quote;
    if (!q || q->provider.empty())
        return option;
    const QString provider = QString::fromStdString(q->provider);
    return q->region.empty() ? ReportRenderer::tr("%1 at %2").arg(option, provider)
                             : ReportRenderer::tr("%1 at %2, %3")
                                   .arg(option, provider, QString::fromStdString(q->region));
}

double headroom(const OptionResult& o) {
    return o.capacityBytes > 0 ? 1.0 - o.memory.total() / o.capacityBytes : 0.0;
}

} // namespace

ReportRenderer::ReportRenderer(const Scenario& scenario, const Plan& plan, const Catalog& catalog)
    : m_scenario(scenario)
    , m_plan(plan)
    , m_catalog(catalog)
    , m_date(QDate::currentDate()) {}

ReportRenderer::~ReportRenderer() = default;

QString ReportRenderer::displayName(const Scenario& scenario) {
    // Escaped first: the name is also the PDF's title, which no layout step cleans up.
    const QString name =
        visibleUserText(BuiltinNames::scenarioName(QString::fromStdString(scenario.name)))
            .simplified();
    return name.isEmpty() ? tr("Untitled scenario") : capText(name, kMaxNameChars);
}

QString ReportRenderer::answerLine(const Plan& plan, const Scenario& scenario) {
    const OptionResult* o = recommendedOption(plan);
    if (!o)
        return tr("No option fits this workload in memory and meets its constraints.");
    const QString fit = o->fits ? tr("fits with %1 headroom").arg(numfmt::percent(headroom(*o)))
                                : tr("does not fit in memory");
    QString details;
    if (scenario.workload.kind == WorkloadKind::OnlineServing && o->latency &&
        o->latency->concurrency > 0)
        details = tr("%1: p95 %2 with %n client(s), %3; %4", nullptr, o->latency->concurrency)
                      .arg(numfmt::optionWithRental(*o), numfmt::latency(o->latency->p95Ms),
                           numfmt::costPerHourText(*o), fit);
    else if (scenario.workload.kind == WorkloadKind::OnlineServing && o->latency)
        details = tr("%1: p95 %2 at %3 requests/s, %4; %5")
                      .arg(rentedFrom(*o), numfmt::latency(o->latency->p95Ms),
                           numfmt::number(scenario.workload.serving.qps, 0),
                           numfmt::costPerHourText(*o), fit);
    else
        details = tr("%1: %2, %3; %4")
                      .arg(rentedFrom(*o), numfmt::durationRange(o->timeSeconds),
                           numfmt::costTotalText(*o), fit);
    // A reader who sees only this line must learn first that the limits cannot all be met.
    const QStringList missed = missedConstraints(scenario, *o);
    if (!missed.isEmpty())
        return tr("No option meets every limit. The closest misses %1. Closest: %2")
            .arg(missed.join(tr(" and ")), details);
    return tr("Rent %1").arg(details);
}

int ReportRenderer::paginate(const QPageLayout& layout) {
    const QRectF area = layout.paintRect(QPageLayout::Point);
    const ReportStyle style;
    m_footerHeight = QFontMetricsF(style.small).height() + 10;
    m_contentSize = QSizeF(area.width(), area.height() - m_footerHeight);
    build(m_contentSize.width());
    m_pages = m_flow->paginate(m_contentSize.height());
    return pageCount();
}

void ReportRenderer::build(double width) {
    m_flow = std::make_unique<ReportFlow>(width, ReportStyle());
    addTitleBlock();
    addKeyFigures();
    addConstraints();
    addInputs();
    const std::vector<ReportChart> charts = recordReportCharts(m_scenario, m_plan, m_catalog);
    addCharts(charts);
    addOptions();
    addBuyingModes(charts);
    addLaunch();
    addFindings();
    addExplanation();
    addAssumptions();
    addPrices();
}

void ReportRenderer::addTitleBlock() {
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    f.addText(tr("Compute recommendation"), st.smallBold, st.accent);
    f.addSpace(2);
    f.addText(displayName(m_scenario), st.title, st.text);
    f.addSpace(2);
    f.addText(tr("%1 · %2 · prepared with Rightsize %3")
                  .arg(QLocale().toString(m_date, QLocale::LongFormat),
                       workloadKindText(m_scenario.workload.kind),
                       QStringLiteral(RIGHTSIZE_VERSION)),
              st.body, st.muted);
    f.addSpace(10);

    // The answer stands in a tinted band so a reader who sees nothing else sees it; red when no
    // option fits or meets every limit.
    const OptionResult* best = recommendedOption(m_plan);
    const bool ok = best && missedConstraints(m_scenario, *best).isEmpty();
    f.addBand(answerLine(m_plan, m_scenario), st.answer,
              ok ? st.highlight : QColor(0xFB, 0xE9, 0xE7), ok ? st.accent : st.bad);
    f.addSpace(8);

    f.addHeading(tr("Recommendation"));
    if (const OptionResult* o = recommendedOption(m_plan)) {
        QString device = numfmt::optionLabel(*o);
        if (o->placement.device && !o->placement.device->name.empty())
            device = tr("%1 (%2)").arg(device, BuiltinNames::deviceName(*o->placement.device));
        // What is rented for it: whole instances, the idle devices in them paid for too.
        if (const QString rental = numfmt::rentalLabel(*o); !rental.isEmpty())
            device = tr("%1, rented as %2").arg(device, rental);
        f.addText(device, st.bodyBold, st.text);
        f.addSpace(3);
        for (const Reason& r : m_plan.reasons)
            f.addText(PlanWordingText::reason(r), st.body, st.text, 12, QStringLiteral("•"));
        if (m_plan.usage)
            f.addText(PlanWordingText::usageOffers(*m_plan.usage), st.body, st.text, 12,
                      QStringLiteral("•"));
    } else {
        f.addText(tr("No recommendation: no option fits in memory and meets the constraints. "
                     "The options table and the findings below show what stands in the way."),
                  st.body, st.text);
        // What would fit: the headroom the policy misses, the smallest counts, the one change.
        const PlanWordingText::WhatWouldFit fit = PlanWordingText::whatWouldFit(m_plan);
        if (!fit.why.isEmpty())
            f.addText(fit.why, st.body, st.text, 12, QStringLiteral("•"));
        for (const auto& [device, sentence] : fit.byDevice)
            f.addText(device + QStringLiteral(": ") + sentence, st.body, st.text, 12,
                      QStringLiteral("•"));
    }
}

void ReportRenderer::addKeyFigures() {
    const OptionResult* o = recommendedOption(m_plan);
    if (!o)
        return;
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    const bool serving = m_scenario.workload.kind == WorkloadKind::OnlineServing;

    struct Box {
        QString label, value, detail;
        QString shortDetail =
            {}; // drawn instead where `detail` does not fit (longer currency codes)
    };
    std::vector<Box> boxes;
    if (serving && o->latency) {
        boxes.push_back({tr("p95 latency"), numfmt::latency(o->latency->p95Ms),
                         o->latency->concurrency > 0
                             ? tr("%1 clients, %n replica(s)", nullptr, o->latency->replicas)
                                   .arg(o->latency->concurrency)
                             : tr("%1 req/s, %n replica(s)", nullptr, o->latency->replicas)
                                   .arg(numfmt::number(m_scenario.workload.serving.qps, 0))});
        boxes.push_back(
            {tr("Cost"),
             o->cost.perHour > 0 ? numfmt::moneyPerHour(o->cost.perHour) : QStringLiteral("—"),
             o->cost.perHour <= 0 && o->cost.quote ? PlanWordingText::priceBasis(*o->cost.quote)
             : o->cost.perMillionRequests > 0
                 ? tr("%1 per million requests").arg(numfmt::money(o->cost.perMillionRequests))
                 : QString()});
    } else {
        boxes.push_back({tr("Time"), numfmt::duration(o->timeSeconds.expected),
                         tr("range %1 – %2")
                             .arg(numfmt::duration(o->timeSeconds.low),
                                  numfmt::duration(o->timeSeconds.high))});
        if (o->cost.perHour <= 0 && o->cost.quote)
            boxes.push_back(
                {tr("Cost"), QStringLiteral("—"), PlanWordingText::priceBasis(*o->cost.quote)});
        else
            boxes.push_back({tr("Cost"), numfmt::money(o->cost.total.expected),
                             tr("%1 at %2")
                                 .arg(numfmt::moneyRange(o->cost.total.low, o->cost.total.high),
                                      numfmt::moneyPerHour(o->cost.perHour)),
                             numfmt::moneyRange(o->cost.total.low, o->cost.total.high)});
    }
    boxes.push_back(
        {tr("Memory per device"), numfmt::gib(o->memory.total()),
         tr("of %1, %2 free").arg(numfmt::gib(o->capacityBytes), numfmt::percent(headroom(*o)))});
    boxes.push_back({tr("Bottleneck"), PlanWordingText::bottleneck(o->time.bottleneck),
                     o->time.mfu > 0 ? tr("MFU %1").arg(numfmt::percent(o->time.mfu)) : QString()});

    f.addSpace(8);
    const double h = QFontMetricsF(st.small).height() * 2 + QFontMetricsF(st.figure).height() + 16;
    f.addBlock(h, [boxes, st](QPainter& p, const QRectF& r) {
        const double gap = 8;
        const double w = (r.width() - gap * double(boxes.size() - 1)) / double(boxes.size());
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const QRectF box(r.left() + double(i) * (w + gap), r.top(), w, r.height());
            p.setPen(QPen(st.rule, 0.8));
            p.setBrush(st.shade);
            p.drawRoundedRect(box, 3, 3);
            const QRectF in = box.adjusted(7, 5, -7, -5);
            const QFontMetricsF small(st.small), big(st.figure);
            p.setPen(st.muted);
            p.setFont(st.small);
            p.drawText(QPointF(in.left(), in.top() + small.ascent()),
                       small.elidedText(boxes[i].label, Qt::ElideRight, in.width()));
            p.setPen(st.text);
            p.setFont(fitting(st.figure, boxes[i].value, in.width()));
            const double y = in.top() + small.height() + 2 + big.ascent();
            p.drawText(QPointF(in.left(), y), QFontMetricsF(p.font()).elidedText(
                                                  boxes[i].value, Qt::ElideRight, in.width()));
            p.setPen(st.muted);
            p.setFont(st.small);
            const bool fits = boxes[i].shortDetail.isEmpty() ||
                              small.horizontalAdvance(boxes[i].detail) <= in.width();
            p.drawText(QPointF(in.left(), y + big.descent() + 2 + small.ascent()),
                       small.elidedText(fits ? boxes[i].detail : boxes[i].shortDetail,
                                        Qt::ElideRight, in.width()));
        }
    });
}

void ReportRenderer::addConstraints() {
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    f.addSubheading(tr("Constraints"));
    const std::vector<ConstraintLine> lines =
        constraintLines(m_scenario, recommendedOption(m_plan));
    if (lines.empty()) {
        f.addText(tr("No deadline, budget or latency target was set: the cheapest option that fits "
                     "is recommended."),
                  st.body, st.text);
        return;
    }
    for (const ConstraintLine& c : lines)
        f.addText(c.text, st.body, c.met ? st.text : st.bad, 14,
                  c.met ? QStringLiteral("✓") : QStringLiteral("✗"));
}

void ReportRenderer::addInputs() {
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    f.addHeading(tr("Inputs"));
    const QString notes = QString::fromStdString(m_scenario.notes).trimmed();
    if (!notes.isEmpty()) {
        f.addText(capText(notes, kMaxNotesChars), st.body, st.muted);
        f.addSpace(6);
    }
    // Two name–value pairs per row: the inputs are many and short.
    auto inputs = inputRows(m_scenario, m_plan);
    // Device ids and counts stay whole ("1× a10g-24gb"): a cell wraps between candidates only.
    for (auto& input : inputs)
        input.second =
            unbreakableId(input.second).replace(QStringLiteral("× "), QStringLiteral("×\u00A0"));
    const std::size_t half = (inputs.size() + 1) / 2;
    std::vector<FlowRow> rows;
    for (std::size_t i = 0; i < half; ++i) {
        FlowRow row{{inputs[i].first, inputs[i].second, QString(), QString()}};
        if (i + half < inputs.size()) {
            row.cells[2] = inputs[i + half].first;
            row.cells[3] = inputs[i + half].second;
        }
        rows.push_back(std::move(row));
    }
    f.addTable({{tr("Input"), 1.1}, {tr("Value"), 1.6}, {tr("Input"), 1.1}, {tr("Value"), 1.6}},
               rows);
}

void ReportRenderer::addCharts(const std::vector<ReportChart>& charts) {
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    f.addHeading(tr("Charts"));
    bool first = true;
    for (const ReportChart& chart : charts) {
        // The break-even chart stands with the table of the ways of buying.
        if (chart.id == ChartId::Buying)
            continue;
        if (!first)
            f.addSpace(8);
        first = false;
        addReportChart(f, chart);
    }
    if (m_scenario.workload.kind != WorkloadKind::OnlineServing) {
        f.addSpace(6);
        f.addText(tr("No serving chart: this workload does not serve requests."), st.small,
                  st.muted);
    }
}

void ReportRenderer::addOptions() {
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    const bool serving = m_scenario.workload.kind == WorkloadKind::OnlineServing;
    // Options that cannot hold the workload are no choice: one line says how many, instead of
    // pages of rows priced for work they cannot do.
    int fitting = 0;
    for (const OptionResult& o : m_plan.options)
        fitting += o.fits ? 1 : 0;
    const int notFitting = int(m_plan.options.size()) - fitting;
    const std::vector<std::size_t> listed = listedOptions(m_plan);
    const std::size_t from = f.mark();
    f.addHeading(tr("Options that fit"));
    f.addText(fitting == 0 ? tr("No option fits in memory.")
              : int(listed.size()) == fitting
                  ? tr("%n option(s) fit in memory; the recommended one is highlighted.", nullptr,
                       fitting)
                  : tr("%n option(s) fit in memory. Listed: the best count of each device, "
                       "cheapest first, "
                       "at most %1; the recommended one is highlighted.",
                       nullptr, fitting)
                        .arg(kListedOptionsCap),
              st.small, st.muted);
    f.addSpace(3);
    f.keepWithNext(from);
    std::vector<FlowRow> rows;
    for (const std::size_t i : listed) {
        const OptionResult& o = m_plan.options[i];
        const bool chosen = m_plan.recommended && *m_plan.recommended == i;
        const QString device = o.placement.device
                                   ? unbreakableId(QString::fromStdString(o.placement.device->id))
                                   : QStringLiteral("?");
        const QString fits = numfmt::gibOf(o.memory.total(), o.capacityBytes);
        QString time;
        QString cost;
        if (serving) {
            time = o.latency ? tr("p95 %1").arg(numfmt::latency(o.latency->p95Ms)) : tr("–");
            cost = numfmt::moneyPerHour(o.cost.perHour);
        } else {
            time = o.timeSeconds.expected > 0 ? numfmt::durationRange(o.timeSeconds) : tr("–");
            // The limits an option misses are said in its row, not only for the recommended one.
            // One short line: the time it takes stands beside it already.
            if (QStringList missed = missedConstraints(m_scenario, o); !missed.isEmpty()) {
                for (QString& m : missed)
                    m = m.section(QStringLiteral(" ("), 0, 0);
                time += QStringLiteral("\n") + tr("✗ misses %1").arg(missed.join(tr(" and ")));
            }
            cost = o.timeSeconds.expected > 0 ? numfmt::money(o.cost.total.expected)
                                              : numfmt::moneyPerHour(o.cost.perHour);
        }
        if (o.cost.perHour <= 0)
            cost = QStringLiteral("—");
        rows.push_back({{device, QString::number(o.placement.count), fits, time, cost,
                         energyCell(o), co2Cell(o), PlanWordingText::bottleneck(o.time.bottleneck)},
                        chosen,
                        chosen});
    }
    if (!rows.empty())
        f.addTable({{tr("Device"), 2.6},
                    {tr("Count"), 1.0, Qt::AlignRight},
                    {tr("Memory per device"), 2.0},
                    {serving ? tr("p95 latency") : tr("Time (range)"), 2.4},
                    {serving ? tr("Cost per hour") : tr("Cost"), 1.3, Qt::AlignRight},
                    {serving ? tr("kWh per hour") : tr("kWh"), 1.0, Qt::AlignRight},
                    {serving ? tr("kg CO₂ per hour") : tr("kg CO₂"), 1.0, Qt::AlignRight},
                    {tr("Bottleneck"), 1.8}},
                   rows);
    const int unlisted = fitting - int(listed.size());
    if (unlisted > 0 || notFitting > 0) {
        f.addSpace(3);
        QString sentence;
        if (unlisted > 0)
            sentence =
                tr("%n other option(s) fit but are not listed (other counts, or dearer devices); "
                   "the window and “rightsize estimate” show them all.",
                   nullptr, unlisted);
        if (notFitting > 0)
            sentence += (sentence.isEmpty() ? QString() : QStringLiteral(" ")) +
                        tr("%n other option(s) do not fit in memory and are not listed.", nullptr,
                           notFitting);
        f.addText(sentence, st.small, st.muted);
    }
}

void ReportRenderer::addFindings() {
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    f.addHeading(tr("Findings and fixes"));
    std::vector<const Finding*> findings;
    if (const OptionResult* o = recommendedOption(m_plan))
        for (const Finding& x : o->findings)
            findings.push_back(&x);
    for (const Finding& x : m_plan.findings)
        findings.push_back(&x);
    if (findings.empty()) {
        f.addText(tr("None: nothing on the checklist needs attention for the recommended option."),
                  st.body, st.text);
        return;
    }
    for (const Finding* x : findings) {
        const QString mark = x->severity == Severity::Error     ? QStringLiteral("■")
                             : x->severity == Severity::Warning ? QStringLiteral("▲")
                                                                : QStringLiteral("●");
        f.addText(PlanWordingText::finding(*x), st.body, st.text, 14, mark);
        const QString fix = PlanWordingText::fix(*x);
        if (!fix.isEmpty())
            f.addText(tr("Fix: %1").arg(fix), st.body, st.muted, 14);
        f.addSpace(4);
    }
}

void ReportRenderer::addExplanation() {
    const std::vector<ExplanationTable> tables = explanationTables(m_plan);
    if (tables.empty())
        return;
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    const std::size_t from = f.mark();
    f.addHeading(tr("Why these numbers"));
    f.addText(
        tr("The terms behind the recommended option's memory, time and cost: the same the "
           "window shows under \"Why this number?\" and the plan JSON carries as explanation."),
        st.small, st.muted);
    f.addSpace(3);
    f.keepWithNext(from);
    for (const ExplanationTable& t : tables) {
        f.addSubheading(t.heading);
        std::vector<FlowRow> rows;
        for (const ExplanationRow& r : t.rows)
            rows.push_back({{r.label, r.value, r.unit}});
        f.addTable({{tr("Term"), 4.0}, {tr("Value"), 1.6, Qt::AlignRight}, {tr("Unit"), 1.0}},
                   rows);
    }
}

void ReportRenderer::addAssumptions() {
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    f.addHeading(tr("Assumptions and formulas"));
    std::vector<AssumptionText> assumptions = modelAssumptions(m_scenario.workload.kind);
    if (AssumptionText currency = displayCurrencyAssumption(); !currency.title.isEmpty())
        assumptions.insert(assumptions.begin(), std::move(currency));
    if (AssumptionText basis = recommendedEnergyBasis(m_plan); !basis.title.isEmpty())
        assumptions.push_back(std::move(basis));
    for (const AssumptionText& a : assumptions) {
        f.addText(a.title, st.bodyBold, st.text);
        f.addText(a.text, st.body, st.text, 10);
        if (!a.source.isEmpty())
            f.addText(tr("Source: %1").arg(publicSource(a.source)), st.small, st.muted, 10);
        f.addSpace(5);
    }
    f.addSubheading(tr("Efficiency constants"));
    std::vector<FlowRow> rows;
    for (const EfficiencyRow& e :
         efficiencyRows(m_scenario.workload.framework, m_scenario.workload.kind))
        rows.push_back({{e.name, e.value, e.why}});
    for (const EfficiencyRow& e : rangeRows(m_plan))
        rows.push_back({{e.name, e.value, e.why}});
    f.addTable({{tr("Constant"), 2.0}, {tr("Value"), 1.0, Qt::AlignRight}, {tr("Why"), 4.0}}, rows);
}

void ReportRenderer::addPrices() {
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    const std::size_t from = f.mark();
    f.addHeading(tr("Prices used"));
    f.addText(tr("Prices move and differ by provider: each is one provider's offer, with its "
                 "region, instance, the "
                 "date it was observed and where. Edit them in the catalog."),
              st.small, st.muted);
    f.addSpace(3);
    f.keepWithNext(from);
    std::vector<FlowRow> rows;
    for (const PriceRow& r : priceRows(m_plan, m_scenario)) {
        // A sentence ("No price known … from AWS.") loses its full stop before the pricing mode.
        QString price = r.price;
        if (price.endsWith(QLatin1Char('.')))
            price.chop(1);
        rows.push_back({{unbreakableId(r.device), tr("%1, %2").arg(price, r.mode), r.offer, r.date,
                         r.source}});
    }
    // The observed column is wide enough for an ISO date on one line.
    f.addTable({{tr("Device"), 2.5},
                {tr("Price, pricing"), 1.9},
                {tr("Provider, region, instance"), 2.3},
                {tr("Observed"), 1.75},
                {tr("Source"), 5.0}},
               rows);
}

void ReportRenderer::render(QPainter& painter, const QRectF& target, int page) const {
    if (!m_flow || page < 0 || page >= pageCount())
        return;
    const double scale = target.width() / m_contentSize.width();
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(scale, scale);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    m_flow->paintPage(painter, m_pages[std::size_t(page)]);
    paintFooter(painter, QRectF(0, m_contentSize.height(), m_contentSize.width(), m_footerHeight),
                page);
    painter.restore();
}

void ReportRenderer::paintFooter(QPainter& p, const QRectF& area, int page) const {
    const ReportStyle st;
    const QFontMetricsF fm(st.small);
    p.setPen(QPen(st.rule, 0.6));
    p.drawLine(QPointF(area.left(), area.top() + 4), QPointF(area.right(), area.top() + 4));
    p.setFont(st.small);
    p.setPen(st.muted);
    const QString right = tr("Rightsize %1 — page %2 of %3")
                              .arg(QStringLiteral(RIGHTSIZE_VERSION))
                              .arg(page + 1)
                              .arg(pageCount());
    const double y = area.bottom() - fm.descent();
    const double rightWidth = fm.horizontalAdvance(right);
    p.drawText(QPointF(area.right() - rightWidth, y), right);
    const QString left =
        fm.elidedText(displayName(m_scenario), Qt::ElideRight, area.width() - rightWidth - 24);
    p.drawText(QPointF(area.left(), y), left);
}

} // namespace rightsize::ui

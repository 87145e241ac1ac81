#include "ui/results/recommendation_panel.h"

#include "core/model/scenario_fields.h"
#include "core/scenario/scenario_checks.h"
#include "ui/report/report_content.h"
#include "ui/wording/builtin_names.h"
#include "ui/wording/explanation_wording.h"
#include "ui/wording/html_text.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QLocale>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <cmath>

namespace rightsize::ui {
namespace {

QString severityMark(Severity s) {
    switch (s) {
    case Severity::Error:
        return QStringLiteral("<span style='color:#D52B1E'>■</span>");
    case Severity::Warning:
        return QStringLiteral("<span style='color:#D55E00'>▲</span>");
    case Severity::Info:
        return QStringLiteral("<span style='color:#0072B2'>●</span>");
    }
    return {};
}

QString whyLink(const char* target) {
    return QStringLiteral(" <a href='why:%1'>%2</a>")
        .arg(QLatin1String(target), esc(RecommendationPanel::tr("Why this number?")));
}

QString row(const QString& name, const QString& value, const QString& unit) {
    return QStringLiteral(
               "<tr><td>%1</td><td align='right'>&nbsp;&nbsp;%2</td><td>&nbsp;%3</td></tr>")
        .arg(esc(name), esc(value), esc(unit));
}

// The load a serving option was planned at, as the scenario gives it.
QString servingLoad(const LatencyEstimate& l, const Scenario& scenario) {
    if (l.loneRequest)
        return RecommendationPanel::tr("one request at a time");
    if (l.concurrency > 0)
        return RecommendationPanel::tr("%n concurrent user(s)", "", l.concurrency);
    return RecommendationPanel::tr("%1 req/s")
        .arg(numfmt::number(scenario.workload.serving.qps, 1));
}

// Serving numbers: a generating model's first token, each further token and the whole answer;
// any other model's whole request. Pairs of label and value.
QList<QPair<QString, QString>> servingLines(const LatencyEstimate& l, const Scenario& scenario) {
    const QString load = servingLoad(l, scenario);
    if (l.ttftMs.p95 <= 0)
        return {{RecommendationPanel::tr("p95 latency"),
                 RecommendationPanel::tr("%1 at %2").arg(numfmt::latency(l.p95Ms), load)}};
    return {{RecommendationPanel::tr("First token"),
             RecommendationPanel::tr("%1 p95 at %2").arg(numfmt::latency(l.ttftMs.p95), load)},
            {RecommendationPanel::tr("Each further token"),
             RecommendationPanel::tr("%1 p95 (%2 tokens/s per user)")
                 .arg(numfmt::latency(l.tpotMs.p95, 1),
                      numfmt::number(l.outputTokensPerSecondPerUser, 0))},
            {RecommendationPanel::tr("Whole answer"),
             RecommendationPanel::tr("%1 p95").arg(numfmt::duration(l.p95Ms / 1000))}};
}

} // namespace

RecommendationPanel::RecommendationPanel(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QTextBrowser(this))
    , m_terms(new QTextBrowser(this))
    , m_plan(std::make_shared<const Plan>()) {
    setAccessibleName(tr("Recommendation"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_summary);
    split->addWidget(m_terms);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split);
    for (QTextBrowser* b : {m_summary, m_terms}) {
        b->setOpenLinks(false);
        b->setOpenExternalLinks(false);
        connect(b, &QTextBrowser::anchorClicked, this, &RecommendationPanel::onLink);
    }
    m_summary->setAccessibleName(tr("Recommendation and findings"));
    m_terms->setAccessibleName(tr("Terms behind the number"));
    m_terms->hide();
    render();
}

void RecommendationPanel::showPlan(const Plan& plan, const Scenario& scenario) {
    showPlan(std::make_shared<const Plan>(plan), scenario);
}

void RecommendationPanel::showPlan(std::shared_ptr<const Plan> plan, const Scenario& scenario) {
    m_plan = plan ? std::move(plan) : std::make_shared<const Plan>();
    m_scenario = scenario;
    render();
    renderExplanation();
}

void RecommendationPanel::showPlan(std::shared_ptr<const Plan> plan, const Scenario& scenario,
                                   int selected) {
    m_selected = selected;
    showPlan(std::move(plan), scenario);
}

void RecommendationPanel::setSelectedOption(int index) {
    if (index == m_selected)
        return;
    m_selected = index;
    render();
    renderExplanation();
}

void RecommendationPanel::explain(Explanation what) {
    m_explanation = what;
    renderExplanation();
}

QString RecommendationPanel::summaryText() const {
    return m_summary->toPlainText();
}
QString RecommendationPanel::explanationText() const {
    return m_terms->isHidden() ? QString() : m_terms->toPlainText();
}

const OptionResult* RecommendationPanel::focusOption() const {
    if (m_selected >= 0 && m_selected < int(m_plan->options.size()))
        return &m_plan->options[std::size_t(m_selected)];
    if (m_plan->recommended && *m_plan->recommended < m_plan->options.size())
        return &m_plan->options[*m_plan->recommended];
    return nullptr;
}

void RecommendationPanel::onLink(const QUrl& url) {
    const QString s = url.toString();
    if (s == QLatin1String("why:time"))
        explain(Explanation::Time);
    else if (s == QLatin1String("why:memory"))
        explain(Explanation::Memory);
    else if (s == QLatin1String("why:cost"))
        explain(Explanation::Cost);
    else if (s == QLatin1String("why:close"))
        explain(Explanation::None);
    else if (s == QLatin1String("buying:show"))
        emit waysOfBuyingRequested();
    else if (s.startsWith(QLatin1String("option:")))
        emit optionActivated(s.mid(7).toInt());
}

void RecommendationPanel::render() {
    if (m_plan->options.empty()) {
        setHtmlIfChanged(m_summary, m_summaryHtml,
                         QStringLiteral("<p>%1</p>")
                             .arg(esc(tr("No plan yet: describe a workload on the left."))));
        return;
    }
    const bool serving = m_scenario.workload.kind == WorkloadKind::OnlineServing;
    QString h = headlineHtml();
    if (const OptionResult* o = focusOption())
        h += numbersHtml(*o, serving) + findingsHtml(*o);
    h += runnersUpHtml(serving);
    // Converted figures say at which rate, so nobody takes them for the list prices.
    if (const QString note = numfmt::displayCurrencyNote(); !note.isEmpty())
        h += QStringLiteral("<p style='color:gray'>%1</p>").arg(esc(note));
    setHtmlIfChanged(m_summary, m_summaryHtml, h);
}

void RecommendationPanel::setHtmlIfChanged(QTextBrowser* browser, QString& shown,
                                           const QString& html) {
    if (html == shown)
        return;
    shown = html;
    browser->setHtml(html);
}

QString RecommendationPanel::headlineHtml() const {
    QString h;
    if (m_plan->recommended) {
        const OptionResult& rec = m_plan->options[*m_plan->recommended];
        h += QStringLiteral("<h2 style='margin-bottom:2px'>%1</h2>")
                 .arg(esc(tr("Recommended: %1").arg(numfmt::optionWithRental(rec))));
        if (rec.placement.device)
            h += QStringLiteral("<div style='color:gray'>%1</div>")
                     .arg(esc(BuiltinNames::deviceName(*rec.placement.device)));
        h += QStringLiteral("<ul style='margin-left:-20px'>");
        for (const Reason& r : m_plan->reasons)
            h += QStringLiteral("<li>%1</li>").arg(esc(PlanWordingText::reason(r)));
        // Serverless or a classic cluster: the two offers compared and their break-even.
        if (m_plan->usage)
            h += QStringLiteral("<li>%1</li>")
                     .arg(esc(PlanWordingText::usageOffers(*m_plan->usage)));
        h += QStringLiteral("</ul>");
    } else {
        h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("No recommendation")));
        // Fitting but for the headroom policy is said as exactly that, with the roomiest figures;
        // then what would hold it on each listed device.
        const PlanWordingText::WhatWouldFit fit = PlanWordingText::whatWouldFit(*m_plan);
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(fit.why.isEmpty()
                              ? tr("No option fits in memory and meets the constraints.")
                              : fit.why));
        QString fits;
        for (const auto& [device, sentence] : fit.byDevice)
            fits += QStringLiteral("<li><b>%1</b>: %2</li>").arg(esc(device), esc(sentence));
        if (!fits.isEmpty())
            h += QStringLiteral("<ul style='margin-left:-20px'>%1</ul>").arg(fits);
    }

    return h;
}

// The focused option's time, memory, cost and layout, with what the ranges mean.
QString RecommendationPanel::numbersHtml(const OptionResult& option, bool serving) const {
    const OptionResult* o = &option;
    QString h;
    const bool isRec = m_plan->recommended && o == &m_plan->options[*m_plan->recommended];
    h += QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3>")
             .arg(esc(isRec ? tr("The numbers") : tr("Selected: %1").arg(numfmt::optionLabel(*o))));
    h += QStringLiteral("<table cellspacing='2'>");
    auto line = [&](const QString& label, const QString& value, const char* why) {
        h += QStringLiteral("<tr><td><b>%1</b></td><td>%2%3</td></tr>")
                 .arg(esc(label), esc(value), why ? whyLink(why) : QString());
    };
    if (serving && o->latency)
        for (bool first = true;
             const auto& [label, value] : servingLines(*o->latency, m_scenario)) {
            line(label, value, first ? "time" : nullptr); // one explanation for all of them
            first = false;
        }
    else
        line(tr("Time"), numfmt::durationRange(o->timeSeconds), "time");
    line(tr("Memory"),
         tr("%1 of %2 per device")
             .arg(numfmt::gib(o->memory.total()), numfmt::gib(o->capacityBytes)),
         "memory");
    if (o->cost.quote && !o->cost.quote->known())
        line(tr("Cost"), PlanWordingText::priceBasis(*o->cost.quote), "cost");
    else if (serving)
        line(tr("Cost"), numfmt::moneyPerHour(o->cost.perHour), "cost");
    else
        line(tr("Cost"),
             tr("%1 (%2–%3) at %4")
                 .arg(numfmt::money(o->cost.total.expected), numfmt::money(o->cost.total.low),
                      numfmt::money(o->cost.total.high), numfmt::moneyPerHour(o->cost.perHour)),
             "cost");
    // The basis beside the cost: whose price, where, as what and when it was observed.
    if (o->cost.quote && o->cost.quote->known())
        line(tr("Price basis"), PlanWordingText::priceBasis(*o->cost.quote), nullptr);
    // Where a reader of the cost goes next: the same option bought every other way.
    if (isRec)
        h += QStringLiteral("<tr><td><b>%1</b></td><td><a href='buying:show'>%2</a></td></tr>")
                 .arg(esc(tr("Buying")), esc(tr("Compare every way of buying it")));
    // Trees and table operations have no device layout: a micro-batch there would be noise.
    const WorkloadKind kind = m_scenario.workload.kind;
    if (isDeepKind(kind))
        line(tr("Layout"), numfmt::layoutText(o->placement.layout, isTrainingKind(kind)), nullptr);
    line(tr("Bottleneck"), PlanWordingText::bottleneck(o->time.bottleneck), nullptr);
    h += QStringLiteral("</table>");
    // What the ranges mean, in the numbers behind them.
    if (!serving)
        h += QStringLiteral("<p style='color:gray;margin:2px 0'>%1</p>")
                 .arg(esc(tr("Ranges: %1.").arg(bandSentence(m_plan->timeBand))));
    // Every estimate above was computed with the team's factors: say which, and on what.
    if (m_plan->calibration)
        h += QStringLiteral("<p style='margin:2px 0'>%1</p>")
                 .arg(esc(PlanWordingText::calibratedEstimate(
                     *m_plan->calibration, o->placement.device->generation,
                     m_plan->timeClass == EstimateClass::TrainingStep)));
    // Every data-parallel device takes at least one sample a step: more devices than the
    // batch has samples quietly make the batch larger, which changes the training.
    if (const std::optional<int> run = globalBatchRun(m_scenario.workload, o->placement.layout))
        h += QStringLiteral("<p style='margin:4px 0'>%1 %2</p>")
                 .arg(severityMark(Severity::Warning),
                      esc(tr("This layout runs a global batch of %1 samples per step, not the "
                             "%2 set: %3.")
                              .arg(QLocale().toString(*run),
                                   QLocale().toString(m_scenario.workload.batchSize),
                                   o->placement.layout.data > m_scenario.workload.batchSize
                                       ? tr("each of the %n data-parallel device(s) takes at "
                                            "least one sample",
                                            nullptr, o->placement.layout.data)
                                       : tr("the batch does not divide evenly over the "
                                            "devices"))));
    return h;
}

QString RecommendationPanel::findingsHtml(const OptionResult& option) const {
    const OptionResult* o = &option;
    QString h;
    std::vector<const Finding*> findings;
    for (const Finding& f : o->findings)
        findings.push_back(&f);
    for (const Finding& f : m_plan->findings)
        findings.push_back(&f);
    if (!findings.empty()) {
        h += QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3>").arg(esc(tr("Findings")));
        for (const Finding* f : findings) {
            h += QStringLiteral("<p style='margin:4px 0'>%1 %2")
                     .arg(severityMark(f->severity), esc(PlanWordingText::finding(*f)));
            const QString fix = PlanWordingText::fix(*f);
            if (!fix.isEmpty())
                h += QStringLiteral("<br><i>%1</i>").arg(esc(tr("Fix: %1").arg(fix)));
            h += QStringLiteral("</p>");
        }
    }
    return h;
}

QString RecommendationPanel::runnersUpHtml(bool serving) const {
    QString h;
    if (!m_plan->runnersUp.empty()) {
        h += QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3><table cellspacing='2'>")
                 .arg(esc(tr("Runners-up")));
        for (std::size_t i : m_plan->runnersUp) {
            if (i >= m_plan->options.size())
                continue;
            const OptionResult& o = m_plan->options[i];
            const QString value = serving && o.latency
                                      ? (o.latency->ttftMs.p95 > 0
                                             ? tr("first token %1 · per token %2 · %3")
                                                   .arg(numfmt::latency(o.latency->ttftMs.p95),
                                                        numfmt::latency(o.latency->tpotMs.p95, 1),
                                                        numfmt::costPerHourText(o))
                                             : tr("p95 %1 · %2")
                                                   .arg(numfmt::latency(o.latency->p95Ms),
                                                        numfmt::costPerHourText(o)))
                                      : tr("%1 · %2").arg(numfmt::duration(o.timeSeconds.expected),
                                                          numfmt::costTotalText(o));
            h += QStringLiteral(
                     "<tr><td><a href='option:%1'>%2</a></td><td>&nbsp;&nbsp;%3</td></tr>")
                     .arg(i)
                     .arg(esc(numfmt::optionLabel(o)), esc(value));
        }
        h += QStringLiteral("</table>");
    }
    return h;
}

void RecommendationPanel::renderExplanation() {
    const OptionResult* o = focusOption();
    if (m_explanation == Explanation::None || !o) {
        m_terms->hide();
        return;
    }
    QString h;
    const QString close = QStringLiteral("<a href='why:close'>%1</a>").arg(esc(tr("Close")));
    h += QStringLiteral(
        "<table width='100%'><tr><td><b>%1</b></td><td align='right'>%2</td></tr></table>");
    // The terms are core's (core/estimate/explain.cpp), the same the plan JSON and the report
    // carry.
    const ExplanationPart part = m_explanation == Explanation::Memory ? ExplanationPart::Memory
                                 : m_explanation == Explanation::Time ? ExplanationPart::Time
                                                                      : ExplanationPart::Cost;
    const QString title =
        part == ExplanationPart::Memory ? tr("Memory per device of %1").arg(numfmt::optionLabel(*o))
        : part == ExplanationPart::Time ? tr("Time of %1").arg(numfmt::optionLabel(*o))
                                        : tr("Cost of %1").arg(numfmt::optionLabel(*o));
    QString body = QStringLiteral("<table cellspacing='1'>");
    for (const ExplanationRow& r : explanationRows(o->explanation, part))
        body += row(r.label, r.value, r.unit);
    if (part == ExplanationPart::Cost) {
        if (const PriceQuote* q = o->cost.quote) {
            body += QStringLiteral("<tr><td colspan='3'>%1</td></tr>")
                        .arg(esc(PlanWordingText::priceBasis(*q)));
            body += QStringLiteral("<tr><td colspan='3' style='color:gray'>%1</td></tr>")
                        .arg(esc(tr("Source: %1").arg(QString::fromStdString(q->source))));
        }
    }
    body += QStringLiteral("</table>");
    // Memory, time and cost all rest on the team's factors when a calibration is in use.
    if (m_plan->calibration)
        body += QStringLiteral("<p>%1</p>")
                    .arg(esc(PlanWordingText::calibratedEstimate(
                        *m_plan->calibration, o->placement.device->generation,
                        m_plan->timeClass == EstimateClass::TrainingStep)));
    setHtmlIfChanged(m_terms, m_termsHtml, h.arg(esc(title), close) + body);
    m_terms->show();
}

} // namespace rightsize::ui

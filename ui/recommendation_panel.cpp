#include "ui/recommendation_panel.h"

#include "ui/report/report_content.h"

#include "core/scenario_checks.h"
#include "ui/number_format.h"
#include "ui/plan_wording.h"

#include <QLocale>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <cmath>

namespace rightsize::ui {
namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }

QString severityMark(Severity s)
{
    switch (s) {
    case Severity::Error: return QStringLiteral("<span style='color:#D52B1E'>■</span>");
    case Severity::Warning: return QStringLiteral("<span style='color:#D55E00'>▲</span>");
    case Severity::Info: return QStringLiteral("<span style='color:#0072B2'>●</span>");
    }
    return {};
}

QString whyLink(const char* target)
{
    return QStringLiteral(" <a href='why:%1'>%2</a>")
        .arg(QLatin1String(target), esc(RecommendationPanel::tr("Why this number?")));
}

QString row(const QString& name, const QString& value, const QString& unit)
{
    return QStringLiteral("<tr><td>%1</td><td align='right'>&nbsp;&nbsp;%2</td><td>&nbsp;%3</td></tr>")
        .arg(esc(name), esc(value), esc(unit));
}

QString sci(double v)
{
    // Large counts (FLOPs, bytes) read best in engineering notation.
    return QLocale().toString(v, v != 0 && (std::fabs(v) >= 1e6 || std::fabs(v) < 1e-3) ? 'e' : 'f', 3);
}

} // namespace

RecommendationPanel::RecommendationPanel(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QTextBrowser(this))
    , m_terms(new QTextBrowser(this))
{
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

void RecommendationPanel::showPlan(const Plan& plan, const Scenario& scenario)
{
    m_plan = plan;
    m_scenario = scenario;
    render();
    renderExplanation();
}

void RecommendationPanel::setSelectedOption(int index)
{
    if (index == m_selected)
        return;
    m_selected = index;
    render();
    renderExplanation();
}

void RecommendationPanel::explain(Explanation what)
{
    m_explanation = what;
    renderExplanation();
}

QString RecommendationPanel::summaryText() const { return m_summary->toPlainText(); }
QString RecommendationPanel::explanationText() const { return m_terms->isHidden() ? QString() : m_terms->toPlainText(); }

const OptionResult* RecommendationPanel::focusOption() const
{
    if (m_selected >= 0 && m_selected < int(m_plan.options.size()))
        return &m_plan.options[std::size_t(m_selected)];
    if (m_plan.recommended && *m_plan.recommended < m_plan.options.size())
        return &m_plan.options[*m_plan.recommended];
    return nullptr;
}

void RecommendationPanel::onLink(const QUrl& url)
{
    const QString s = url.toString();
    if (s == QLatin1String("why:time"))
        explain(Explanation::Time);
    else if (s == QLatin1String("why:memory"))
        explain(Explanation::Memory);
    else if (s == QLatin1String("why:cost"))
        explain(Explanation::Cost);
    else if (s == QLatin1String("why:close"))
        explain(Explanation::None);
    else if (s.startsWith(QLatin1String("option:")))
        emit optionActivated(s.mid(7).toInt());
}

void RecommendationPanel::render()
{
    if (m_plan.options.empty()) {
        m_summary->setHtml(QStringLiteral("<p>%1</p>").arg(esc(tr("No plan yet: describe a workload on the left."))));
        return;
    }
    QString h;
    const bool serving = m_scenario.workload.kind == WorkloadKind::OnlineServing;
    if (m_plan.recommended) {
        const OptionResult& rec = m_plan.options[*m_plan.recommended];
        h += QStringLiteral("<h2 style='margin-bottom:2px'>%1</h2>")
                 .arg(esc(tr("Recommended: %1").arg(fmt::optionLabel(rec))));
        if (rec.placement.device)
            h += QStringLiteral("<div style='color:gray'>%1</div>")
                     .arg(esc(QString::fromStdString(rec.placement.device->name)));
        h += QStringLiteral("<ul style='margin-left:-20px'>");
        for (const Reason& r : m_plan.reasons)
            h += QStringLiteral("<li>%1</li>").arg(esc(PlanWordingText::reason(r)));
        h += QStringLiteral("</ul>");
    } else {
        h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("No recommendation")));
        h += QStringLiteral("<p>%1</p>").arg(esc(tr("No option fits in memory and meets the constraints.")));
    }

    if (const OptionResult* o = focusOption()) {
        const bool isRec = m_plan.recommended && o == &m_plan.options[*m_plan.recommended];
        h += QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3>")
                 .arg(esc(isRec ? tr("The numbers") : tr("Selected: %1").arg(fmt::optionLabel(*o))));
        h += QStringLiteral("<table cellspacing='2'>");
        auto line = [&](const QString& label, const QString& value, const char* why) {
            h += QStringLiteral("<tr><td><b>%1</b></td><td>%2%3</td></tr>")
                     .arg(esc(label), esc(value), why ? whyLink(why) : QString());
        };
        if (serving && o->latency)
            line(tr("p95 latency"),
                 tr("%1 ms at %2 req/s").arg(fmt::number(o->latency->p95Ms, 0), fmt::number(m_scenario.workload.serving.qps, 0)),
                 "time");
        else
            line(tr("Time"), fmt::durationRange(o->timeSeconds), "time");
        line(tr("Memory"),
             tr("%1 of %2 per device").arg(fmt::gib(o->memory.total()), fmt::gib(o->capacityBytes)), "memory");
        if (o->cost.quote && !o->cost.quote->known())
            line(tr("Cost"), PlanWordingText::priceBasis(*o->cost.quote), "cost");
        else if (serving)
            line(tr("Cost"), fmt::usdPerHour(o->cost.perHour), "cost");
        else
            line(tr("Cost"),
                 tr("%1 (%2–%3) at %4")
                     .arg(fmt::usd(o->cost.total.expected), fmt::usd(o->cost.total.low), fmt::usd(o->cost.total.high),
                          fmt::usdPerHour(o->cost.perHour)),
                 "cost");
        // The basis beside the cost: whose price, where, as what and when it was observed.
        if (o->cost.quote && o->cost.quote->known())
            line(tr("Price basis"), PlanWordingText::priceBasis(*o->cost.quote), nullptr);
        const WorkloadKind kind = m_scenario.workload.kind;
        line(tr("Layout"),
             fmt::layoutText(o->placement.layout, kind == WorkloadKind::Training || kind == WorkloadKind::FineTuning),
             nullptr);
        line(tr("Bottleneck"), PlanWordingText::bottleneck(o->time.bottleneck), nullptr);
        h += QStringLiteral("</table>");
        // What the ranges mean, in the numbers behind them.
        if (!serving)
            h += QStringLiteral("<p style='color:gray;margin:2px 0'>%1</p>")
                     .arg(esc(tr("Ranges: %1.").arg(bandSentence(m_plan.timeBand))));
        // Every estimate above was computed with the team's factors: say which, and on what.
        if (m_plan.calibration)
            h += QStringLiteral("<p style='margin:2px 0'>%1</p>")
                     .arg(esc(PlanWordingText::calibratedEstimate(*m_plan.calibration, o->placement.device->generation,
                                                                  m_plan.timeClass == EstimateClass::TrainingStep)));
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

        std::vector<const Finding*> findings;
        for (const Finding& f : o->findings)
            findings.push_back(&f);
        for (const Finding& f : m_plan.findings)
            findings.push_back(&f);
        if (!findings.empty()) {
            h += QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3>").arg(esc(tr("Findings")));
            for (const Finding* f : findings) {
                h += QStringLiteral("<p style='margin:4px 0'>%1 %2").arg(severityMark(f->severity), esc(PlanWordingText::finding(*f)));
                const QString fix = PlanWordingText::fix(*f);
                if (!fix.isEmpty())
                    h += QStringLiteral("<br><i>%1</i>").arg(esc(tr("Fix: %1").arg(fix)));
                h += QStringLiteral("</p>");
            }
        }
    }

    if (!m_plan.runnersUp.empty()) {
        h += QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3><table cellspacing='2'>").arg(esc(tr("Runners-up")));
        for (std::size_t i : m_plan.runnersUp) {
            if (i >= m_plan.options.size())
                continue;
            const OptionResult& o = m_plan.options[i];
            const bool priced = o.cost.perHour > 0;
            const QString value =
                serving && o.latency
                    ? tr("p95 %1 ms · %2")
                          .arg(fmt::number(o.latency->p95Ms, 0),
                               priced ? fmt::usdPerHour(o.cost.perHour) : tr("no price known"))
                    : tr("%1 · %2").arg(fmt::duration(o.timeSeconds.expected),
                                        priced ? fmt::usd(o.cost.total.expected)
                                               : tr("no price known"));
            h += QStringLiteral("<tr><td><a href='option:%1'>%2</a></td><td>&nbsp;&nbsp;%3</td></tr>")
                     .arg(i)
                     .arg(esc(fmt::optionLabel(o)), esc(value));
        }
        h += QStringLiteral("</table>");
    }
    m_summary->setHtml(h);
}

void RecommendationPanel::renderExplanation()
{
    const OptionResult* o = focusOption();
    if (m_explanation == Explanation::None || !o) {
        m_terms->hide();
        return;
    }
    QString h;
    const QString close = QStringLiteral("<a href='why:close'>%1</a>").arg(esc(tr("Close")));
    h += QStringLiteral("<table width='100%'><tr><td><b>%1</b></td><td align='right'>%2</td></tr></table>");
    QString title;
    QString body = QStringLiteral("<table cellspacing='1'>");
    const TimeBreakdown& t = o->time;
    switch (m_explanation) {
    case Explanation::Memory: {
        title = tr("Memory per device of %1").arg(fmt::optionLabel(*o));
        const MemoryBreakdown& m = o->memory;
        body += row(tr("Weights"), sci(m.weights), tr("B"));
        body += row(tr("Gradients"), sci(m.gradients), tr("B"));
        body += row(tr("Optimizer state"), sci(m.optimizer), tr("B"));
        body += row(tr("Activations"), sci(m.activations), tr("B"));
        body += row(tr("KV cache"), sci(m.kvCache), tr("B"));
        body += row(tr("Runtime overhead"), sci(m.overhead), tr("B"));
        body += row(tr("Total"), sci(m.total()), tr("B"));
        body += row(tr("Usable capacity"), sci(o->capacityBytes), tr("B"));
        body += row(tr("Micro-batch"), QLocale().toString(o->placement.layout.microBatch), tr("samples"));
        break;
    }
    case Explanation::Time: {
        title = tr("Time of %1").arg(fmt::optionLabel(*o));
        body += row(tr("FLOPs per device per step"), sci(t.flopsPerStep), tr("FLOP"));
        body += row(tr("Model FLOPs per device per step"), sci(t.modelFlopsPerStep), tr("FLOP"));
        body += row(tr("Compute"), sci(t.computeSeconds), tr("s"));
        body += row(tr("Memory traffic"), sci(t.memorySeconds), tr("s"));
        body += row(tr("Communication (not hidden)"), sci(t.communicationSeconds), tr("s"));
        body += row(tr("Pipeline bubble"), sci(t.bubbleSeconds), tr("s"));
        body += row(tr("Optimizer step"), sci(t.optimizerSeconds), tr("s"));
        body += row(tr("Kernel gaps"), sci(t.overheadSeconds), tr("s"));
        body += row(tr("Device work"), sci(t.deviceSeconds), tr("s"));
        if (t.hostSeconds > 0)
            body += row(tr("Host issuing the work (runs alongside)"), sci(t.hostSeconds), tr("s"));
        if (t.dataSeconds > 0)
            body += row(tr("Data pipeline per step (runs alongside)"), sci(t.dataSeconds), tr("s"));
        body += row(t.critical == CriticalTrack::Host   ? tr("Step time = host track")
                    : t.critical == CriticalTrack::Data ? tr("Step time = data track")
                                                        : tr("Step time = device work"),
                    sci(t.stepSeconds), tr("s"));
        body += row(tr("Steps"), sci(t.steps), QString());
        body += row(tr("Throughput"), sci(t.samplesPerSecond), tr("samples/s"));
        body += row(tr("Model FLOPs utilisation"), fmt::number(t.mfu * 100, 1), tr("%"));
        body += row(tr("Job time, expected"), sci(o->timeSeconds.expected), tr("s"));
        body += row(tr("Job time, low"), sci(o->timeSeconds.low), tr("s"));
        body += row(tr("Job time, high"), sci(o->timeSeconds.high), tr("s"));
        if (o->latency) {
            body += row(tr("p50 latency"), fmt::number(o->latency->p50Ms, 1), tr("ms"));
            body += row(tr("p95 latency"), fmt::number(o->latency->p95Ms, 1), tr("ms"));
            body += row(tr("Replicas"), QLocale().toString(o->latency->replicas), QString());
        }
        break;
    }
    case Explanation::Cost:
        title = tr("Cost of %1").arg(fmt::optionLabel(*o));
        body += row(tr("Price per hour, all devices"), fmt::number(o->cost.perHour, 3), tr("USD/h"));
        body += row(tr("Billed hours"), fmt::number(o->cost.billedHours, 3), tr("h"));
        body += row(tr("Total = price per hour × billed hours"), fmt::number(o->cost.total.expected, 2), tr("USD"));
        body += row(tr("Total, low"), fmt::number(o->cost.total.low, 2), tr("USD"));
        body += row(tr("Total, high"), fmt::number(o->cost.total.high, 2), tr("USD"));
        if (o->cost.perMillionTokens > 0)
            body += row(tr("Per million tokens"), fmt::number(o->cost.perMillionTokens, 3), tr("USD"));
        if (o->cost.perMillionRequests > 0)
            body += row(tr("Per million requests"), fmt::number(o->cost.perMillionRequests, 3), tr("USD"));
        if (const PriceQuote* q = o->cost.quote) {
            body += QStringLiteral("<tr><td colspan='3'>%1</td></tr>")
                        .arg(esc(PlanWordingText::priceBasis(*q)));
            body += QStringLiteral("<tr><td colspan='3' style='color:gray'>%1</td></tr>")
                        .arg(esc(tr("Source: %1").arg(QString::fromStdString(q->source))));
        }
        break;
    case Explanation::None: break;
    }
    body += QStringLiteral("</table>");
    // Memory, time and cost all rest on the team's factors when a calibration is in use.
    if (m_plan.calibration)
        body += QStringLiteral("<p>%1</p>").arg(esc(PlanWordingText::calibratedEstimate(
            *m_plan.calibration, o->placement.device->generation, m_plan.timeClass == EstimateClass::TrainingStep)));
    m_terms->setHtml(h.arg(esc(title), close) + body);
    m_terms->show();
}

} // namespace rightsize::ui

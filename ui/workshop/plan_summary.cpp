#include "ui/workshop/plan_summary.h"

#include "ui/wording/field_texts.h"
#include "ui/wording/html_text.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QLocale>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>
#include <tuple>

namespace rightsize::ui::workshop {
namespace {

bool perHour(const Scenario& s) {
    return s.workload.kind == WorkloadKind::OnlineServing;
}

} // namespace

QString PlanSummary::kindName(DeviceKind kind) {
    return kind == DeviceKind::Cpu ? tr("CPU") : tr("GPU");
}

QString PlanSummary::workloadKindName(WorkloadKind kind) {
    // The editor's word for the kind, so the summary and the form never name it differently.
    return choiceLabel("$.workload.kind", toString(kind));
}

QString PlanSummary::scenarioHtml(const Scenario& s) {
    const Workload& w = s.workload;
    const QLocale loc;
    QStringList items;
    items << tr("Kind: %1").arg(workloadKindName(w.kind));
    if (!w.model.preset.empty())
        items << tr("Model: %1").arg(esc(QString::fromStdString(w.model.preset)));
    else if (w.model.params > 0)
        items << tr("Model: %1 parameters").arg(numfmt::bigNumber(w.model.params));
    if (w.kind == WorkloadKind::ClassicMl)
        items << tr("Rows: %1, features: %2, trees: %3")
                     .arg(numfmt::bigNumber(w.classicMl.rows),
                          loc.toString(w.classicMl.features, 'f', 0))
                     .arg(w.classicMl.trees);
    else if (w.kind == WorkloadKind::DataPrep)
        items << tr("Rows: %1, data: %2")
                     .arg(numfmt::bigNumber(w.dataPrep.rows), numfmt::gib(w.dataPrep.bytes));
    else
        items << tr("Precision: %1, batch: %2")
                     .arg(QString::fromLatin1(toString(w.precision).data()))
                     .arg(w.batchSize);
    if (w.kind == WorkloadKind::OnlineServing)
        items << tr("Peak: %1 requests/s, p95 target: %2 ms")
                     .arg(loc.toString(w.serving.qps, 'f', 0),
                          loc.toString(w.serving.p95Ms, 'f', 0));
    else if (w.dataset.samples > 0)
        items << tr("Samples: %1 × %2 epochs")
                     .arg(numfmt::bigNumber(w.dataset.samples),
                          loc.toString(w.dataset.epochs, 'f', 0));
    const Constraints& c = s.constraints;
    if (c.deadlineHours)
        items << tr("Deadline: %1").arg(numfmt::hours(*c.deadlineHours));
    if (c.budgetPerHour)
        items << tr("Budget: %1").arg(numfmt::usdWithMoney(*c.budgetPerHour, true));
    if (c.budgetTotal)
        items << tr("Total budget: %1").arg(numfmt::usdWithMoney(*c.budgetTotal));
    return QStringLiteral("<ul><li>%1</li></ul>").arg(items.join(QStringLiteral("</li><li>")));
}

QString PlanSummary::optionLine(const OptionResult& o, const Scenario& s) {
    QStringList parts;
    if (perHour(s))
        parts << numfmt::costPerHourText(o);
    else
        parts << numfmt::durationRange(o.timeSeconds) << numfmt::costTotalText(o);
    parts << tr("%1 of %2 per device")
                 .arg(numfmt::gib(o.memory.total()), numfmt::gib(o.capacityBytes));
    if (o.latency)
        parts << tr("p95 %1 with %n replica(s)", nullptr, o.latency->replicas)
                     .arg(numfmt::latency(o.latency->p95Ms));
    return QStringLiteral("%1 (%2): %3")
        .arg(esc(numfmt::optionWithRental(o)),
             kindName(o.placement.device ? o.placement.device->kind : DeviceKind::Gpu),
             parts.join(QStringLiteral(", ")));
}

const OptionResult* PlanSummary::bestOfKind(const Plan& plan, DeviceKind kind) {
    // The plan's own ordering decides "best": the recommendation, then the runners-up, then any
    // option that fits and meets the constraints, cheapest first.
    if (plan.recommended && plan.options[*plan.recommended].placement.device->kind == kind)
        return &plan.options[*plan.recommended];
    const OptionResult* best = nullptr;
    for (const auto& o : plan.options) {
        if (!o.fits || !o.placement.device || o.placement.device->kind != kind)
            continue;
        auto key = [](const OptionResult& x) {
            return std::make_tuple(!x.meetsConstraints, x.cost.total.expected, x.cost.perHour);
        };
        if (!best || key(o) < key(*best))
            best = &o;
    }
    return best;
}

QString PlanSummary::recommendationHtml(const Plan& plan, const Scenario& s) {
    QString html;
    if (!plan.recommended) {
        html +=
            QStringLiteral("<p><b>%1</b></p>").arg(tr("No option holds this workload in memory."));
    } else {
        const OptionResult& o = plan.options[*plan.recommended];
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Recommended:"), optionLine(o, s));
        html += QStringLiteral("<ul>");
        for (const Reason& r : plan.reasons)
            html += QStringLiteral("<li>%1</li>").arg(esc(PlanWordingText::reason(r)));
        html += QStringLiteral("</ul>");
        QStringList findings;
        for (const Finding& f : o.findings)
            findings << esc(PlanWordingText::finding(f));
        for (const Finding& f : plan.findings)
            findings << esc(PlanWordingText::finding(f));
        if (!findings.isEmpty())
            html += QStringLiteral("<p><b>%1</b></p><ul><li>%2</li></ul>")
                        .arg(tr("Findings:"), findings.join(QStringLiteral("</li><li>")));
    }
    return html;
}

QPixmap PlanSummary::picture(const Plan& plan, const Scenario& scenario, const QSize& size,
                             const QColor& background) {
    if (size.isEmpty())
        return {};
    QTextDocument doc;
    doc.setDocumentMargin(16);
    doc.setHtml(scenarioHtml(scenario) + recommendationHtml(plan, scenario));
    // A room reads it from afar: as large as the picture allows, down to the desk size.
    double scale = std::clamp(size.height() / 480.0, 1.0, 3.0);
    for (; scale > 1.0; scale -= 0.1) {
        doc.setTextWidth(size.width() / scale);
        if (doc.size().height() * scale <= size.height())
            break;
    }
    doc.setTextWidth(size.width() / scale);
    QPixmap picture(size);
    picture.fill(background);
    QPainter p(&picture);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.scale(scale, scale);
    doc.drawContents(&p, QRectF(QPointF(0, 0), QSizeF(size) / scale));
    return picture;
}

} // namespace rightsize::ui::workshop

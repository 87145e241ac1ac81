// The report's "From plan to launch": the command that starts the recommended option's serving
// engine as the plan sized it, the same line `rightsize estimate FILE --launch` prints.
#include "ui/charts/serving_curves.h"
#include "ui/report/report_renderer.h"
#include "ui/wording/number_format.h"

#include <QFontDatabase>

namespace rightsize::ui {

void ReportRenderer::addLaunch() {
    if (!m_plan.recommended || *m_plan.recommended >= m_plan.options.size())
        return;
    const OptionResult& o = m_plan.options[*m_plan.recommended];
    const LaunchResult launch = servingLaunchCommand(m_scenario, m_catalog, &o);
    if (!launch.command)
        return;
    const LaunchCommand& c = *launch.command;
    ReportFlow& f = *m_flow;
    const ReportStyle& st = f.style();
    const std::size_t from = f.mark();
    f.addHeading(tr("From plan to launch"));
    f.addText(tr("The plan runs %n engine(s) on %1, each started with this command: the plan's "
                 "tensor-parallel "
                 "group, sequences at once, context length and memory share.",
                 nullptr, c.replicas)
                  .arg(numfmt::optionLabel(o)),
              st.small, st.muted);
    f.addSpace(3);
    f.keepWithNext(from);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    // The report's styles may be sized in pixels (pointSizeF −1): take the size as it is given.
    if (st.small.pointSizeF() > 0)
        mono.setPointSizeF(st.small.pointSizeF());
    else
        mono.setPixelSize(st.small.pixelSize());
    f.addText(QString::fromStdString(c.command), mono, st.text);
    if (!c.decodeCommand.empty()) {
        f.addSpace(2);
        f.addText(tr("That command starts each prefill engine; each decode engine starts with:"),
                  st.small, st.muted);
        f.addText(QString::fromStdString(c.decodeCommand), mono, st.text);
    }
    for (const std::string& note : c.notes) {
        f.addSpace(2);
        f.addText(QString::fromStdString(note), st.small, st.muted);
    }
    if (!c.modelKnown) {
        f.addSpace(2);
        f.addText(tr("MODEL is a placeholder: replace it with the model's Hugging Face name or a "
                     "local path."),
                  st.small, st.warn);
    }
}

} // namespace rightsize::ui

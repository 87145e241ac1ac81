#pragma once

#include "core/model/catalog.h"
#include "core/model/scenario.h"

#include <QPixmap>
#include <QSize>
#include <QString>

namespace rightsize::ui::workshop {

// What the workshop needs from the window that shows scenarios. The main window implements it;
// DefaultWorkshopHost implements it on its own so the workshop runs (and is tested) without the
// main window. Keeping this small means the workshop never depends on how the editor is built.
class WorkshopHost {
public:
    virtual ~WorkshopHost() = default;

    // Shows `scenario` as the live case; `title` names it for the room.
    virtual void loadScenario(const rightsize::Scenario& scenario, const QString& title) = 0;
    // Draws attention to the editor fields and the chart that answer checklist step 0..4.
    virtual void highlightStep(int step) = 0;
    // Brings one chart to the front: a chart registry key, or kChartRecommendation.
    virtual void showChart(const QString& chartId) = 0;
    virtual const rightsize::Catalog& catalog() const = 0;

    // The chart as a picture for the presenter view. A host that cannot render one returns a
    // null pixmap and the presenter shows the step text alone.
    virtual QPixmap chartPixmap(const QString& chartId, const QSize& size) {
        Q_UNUSED(chartId);
        Q_UNUSED(size);
        return {};
    }
};

// The charts are named by their keys in the chart registry (ui/charts/chart_registry.h); the
// recommendation is a panel, not a chart, and has this name of its own.
inline const QString kChartRecommendation = QStringLiteral("recommendation");

} // namespace rightsize::ui::workshop

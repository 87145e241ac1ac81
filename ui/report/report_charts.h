#pragma once

#include "core/model/catalog.h"
#include "core/model/estimates.h"
#include "core/model/scenario.h"
#include "ui/charts/chart_registry.h"

#include <QByteArray>
#include <QRegion>
#include <QSize>
#include <QString>
#include <vector>

namespace rightsize::ui {

// One chart of the window, recorded as SVG so the report scales it without turning it into
// pixels: lines stay lines and labels stay text in the PDF.
struct ReportChart {
    ChartId id = ChartId::Memory;
    QString caption;
    QString note; // one line under the chart saying how to read it
    // Drawn in order. Qt's SVG writer of this version drops clipping, so the plot area is a
    // layer of its own with its clip kept here: a curve that runs off the axes stays inside them.
    struct Layer {
        QByteArray svg;
        QRegion clip; // in chart units; empty for no clip
    };
    std::vector<Layer> layers;
    QSize size; // the size the chart was laid out at, in the chart's own units
};

// The memory-fit, time-vs-cost, pipeline and (for serving workloads) serving charts of a plan,
// drawn by the same chart views as the window, in the light palette whatever the window uses.
// Needs a QApplication. `catalog` is the one the plan was made with.
std::vector<ReportChart> recordReportCharts(const Scenario& scenario, const Plan& plan,
                                            const Catalog& catalog);

class ReportFlow;
// The chart with its caption and note, kept on one page, scaled to the flow's width.
void addReportChart(ReportFlow& flow, const ReportChart& chart);

} // namespace rightsize::ui

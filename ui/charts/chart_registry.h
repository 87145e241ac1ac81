#pragma once

#include <QString>
#include <QStringView>
#include <vector>

class QWidget;

namespace rightsize {
struct Plan;
struct Scenario;
} // namespace rightsize

namespace rightsize::ui {

class ChartView;

// The charts of a plan, in tab order. Everything that names a chart (the window's tabs and View
// menu, chart exports, `--tab` for screenshots, the workshop's chart ids, the report) reads this
// one table, so adding a chart is one row here and one view class.
enum class ChartId { Memory, TimeCost, Pipeline, Serving, Buying };

struct ChartEntry {
    ChartId id;
    // Stable, untranslated: `--tab memory`, the workshop's steps, saved settings.
    const char* key;
    // The tab's title with its mnemonic ("&Memory fit").
    QString (*tabTitle)();
    // A new, empty view of this chart.
    ChartView* (*make)(QWidget* parent);
    // Whether the printed report shows this chart for `scenario` and its plan, with what caption
    // and note.
    bool (*inReport)(const Scenario& scenario, const Plan& plan);
    QString (*reportCaption)(const Scenario& scenario);
    QString (*reportNote)(const Scenario& scenario);

    // The title without its mnemonic: part of an exported file's name, an SVG's title, the
    // workshop's "Chart:" line ("Memory fit").
    QString exportName() const;
};

// Every chart, in tab order.
const std::vector<ChartEntry>& chartRegistry();
const ChartEntry& chartEntry(ChartId id);
// The chart a key names; nullptr for none.
const ChartEntry* chartByKey(const QString& key);
QString chartKey(ChartId id);
// The keys joined for a message ("memory, timecost, pipeline, serving, buying").
QString chartKeyList();

} // namespace rightsize::ui

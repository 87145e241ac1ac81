#pragma once

#include "core/estimate/energy.h"
#include "core/model/estimates.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <memory>
#include <vector>

namespace rightsize::ui {

// Every option of the plan as a row: device, count, layout, fits, memory, time, prices, energy
// and CO2 (core/estimate/energy.h), bottleneck. Sorting happens in a proxy; each column gives a
// sortable number as Qt::UserRole.
class OptionsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ColDevice,
        ColCount,
        ColLayout,
        ColFits,
        ColMemory,
        ColTime,
        ColPerHour,
        ColTotal,
        ColEnergy,
        ColCo2,
        ColBottleneck,
        ColRented,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;
    static constexpr int OptionIndexRole = Qt::UserRole + 1;

    explicit OptionsTableModel(QObject* parent = nullptr);

    void setPlan(const Plan& plan);
    // The same, sharing the plan (the window's document keeps it). A plan with as many options
    // as the one shown updates the cells in place: the view keeps its rows, scroll position and
    // column widths instead of being laid out anew.
    void setPlan(std::shared_ptr<const Plan> plan);
    const Plan& plan() const { return *m_plan; }
    // A service's plan: its options have latencies, no job time and no job total.
    bool servingPlan() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // One row per line, comma-separated, the header first; numbers in plain C notation so a
    // spreadsheet in any language reads them.
    QString toCsv() const;

private:
    static bool isServing(const OptionResult& o);
    static QString spotNote(const OptionResult& o);
    QVariant displayValue(const QModelIndex& index) const;
    QVariant sortValue(const QModelIndex& index) const;
    QVariant toolTip(const QModelIndex& index) const;
    QStringList headers() const;

    std::shared_ptr<const Plan> m_plan;
    std::vector<EnergyEstimate> m_energy; // per option, made once per plan
};

} // namespace rightsize::ui

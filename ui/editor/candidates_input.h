#pragma once

#include "core/model/catalog.h"
#include "core/model/scenario.h"

#include <QObject>
#include <QString>
#include <vector>

class QCheckBox;
class QFormLayout;
class QLabel;
class QTableWidget;

namespace rightsize::ui {

// The editor's input for $.compute.options: every device of the catalog at the counts the
// planner picks, or the devices ticked in a table with the counts typed beside each.
class CandidatesInput : public QObject {
    Q_OBJECT
public:
    explicit CandidatesInput(QWidget* parent);

    // The box "every device" and the words under it go above the table, which is the row's input.
    void addTo(QFormLayout* form);
    QTableWidget* table() const { return m_table; }
    QWidget* allDevicesBox() const;

    // Shows the scenario's candidates among the catalog's devices; counts typed that did not
    // parse stay when `keepTyped`.
    void show(const Scenario& scenario, const Catalog& catalog, bool keepTyped);

signals:
    void allDevicesToggled(bool all);
    void optionsEdited(const std::vector<ComputeOption>& options);
    void refused(const QString& message);

private:
    void onTableEdited();

    QCheckBox* m_all;
    QLabel* m_counts;
    QTableWidget* m_table;
};

} // namespace rightsize::ui

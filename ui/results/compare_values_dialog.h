#pragma once

#include "core/model/catalog.h"
#include "core/model/scenario.h"
#include "core/model/scenario_fields.h"

#include <QDialog>
#include <QString>
#include <QStringList>
#include <vector>

class QComboBox;
class QLineEdit;
class QTableWidget;
class QLabel;

namespace rightsize::ui {

// One value of a field compared: the plan of the scenario with that value, or why it was refused.
struct ComparedValue {
    QString value;
    bool planned = false;
    QString why; // a refused value, or why nothing is recommended
    QString option;
    QString time;
    QString perHour;
    QString total;
    bool fits = false;
    bool meetsTargets = false;
};

// The scenario planned once per value of one field (a number, or a choice by its name), each value
// checked against the field's rule as the file's own would be: what `rightsize estimate --sweep`
// prints, for the window.
std::vector<ComparedValue> compareValues(const Scenario& scenario, const Catalog& catalog,
                                         const ScenarioField& field, const QStringList& values);

// The fields a scenario's values can be compared over: numbers and choices that apply to it.
std::vector<const ScenarioField*> comparableFields(const Scenario& scenario);

// Scenario ▸ Compare values…: pick a field, type its values, read one row per value.
class CompareValuesDialog : public QDialog {
    Q_OBJECT
public:
    CompareValuesDialog(const Scenario& scenario, const Catalog& catalog,
                        QWidget* parent = nullptr);

    // For tests: the field picked by its path, the values typed, then compare().
    bool pickField(std::string_view path);
    void setValues(const QString& text);
    void compare();
    const QTableWidget* table() const { return m_table; }

private:
    Scenario m_scenario;
    const Catalog& m_catalog;
    std::vector<const ScenarioField*> m_fields;
    QComboBox* m_field;
    QLineEdit* m_values;
    QLabel* m_hint;
    QTableWidget* m_table;
};

} // namespace rightsize::ui

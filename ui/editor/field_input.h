#pragma once

#include "core/model/scenario.h"
#include "core/model/scenario_fields.h"

#include <QObject>
#include <QString>
#include <optional>

class QWidget;

namespace rightsize::ui {

// The editor's input for one field of core's field table. The widget follows the field's kind: a
// spin box for a number in a narrow range, typed text for an amount ("20M", "2e7"), a choice, a
// check box or a line of text. Its range, unit and what an absent value means come from the
// table, its words from ui/wording/field_texts; so the window takes exactly what a scenario file
// may hold.
class FieldInput : public QObject {
    Q_OBJECT
public:
    // The input for a field that has one; null for lists and objects.
    static FieldInput* create(const ScenarioField& field, QWidget* parent);

    const ScenarioField& field() const { return m_field; }
    QWidget* widget() const { return m_widget; } // what the form holds (the input with its unit)
    QWidget* input() const { return m_input; }   // what takes the keys

    // Shows the scenario's value; the input's own signals stay quiet.
    virtual void show(const Scenario& scenario) = 0;
    // Optional layout fields: what the planner chose, shown beside "auto"; empty: no plan yet.
    virtual void showPlannerChoice(const QString& chosen);

signals:
    // A value the field's rule accepts; nullopt: absent (an optional field left to the default).
    void valueEdited(std::optional<double> value);
    void textEdited(const QString& text);
    // What was typed cannot be used (the message says why); an empty message: it can again.
    void refused(const QString& message);
    // The edit is complete: the focus left, Return was pressed or a choice was made.
    void finished();

protected:
    FieldInput(const ScenarioField& field, QWidget* input, QWidget* widget);
    // "auto (planner: 4)" beside a value left to the planner, or the field's word for absent.
    QString autoText(const QString& chosen) const;

    const ScenarioField& m_field;
    QWidget* m_input;
    QWidget* m_widget;
};

// Parses an amount typed by a person: locale or C digits, an exponent, or a k/M/B/T suffix.
std::optional<double> parseAmount(const QString& text);

} // namespace rightsize::ui

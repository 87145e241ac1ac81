#pragma once

#include "core/model/estimates.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"
#include "core/model/scenario_fields.h"

#include <QString>
#include <string_view>
#include <vector>

namespace rightsize::ui {

// The words of each field of core's field table (core/model/scenario_fields.h): what the editor
// writes beside its input and the report beside its value. Kinds, units, ranges, defaults and when
// a field applies come from the table; only the words live here. Qt Core alone, so the report can
// be written without widgets.
struct FieldText {
    QString label; // "Batch size"
    QString tip;   // one or two sentences on what the value means
    QString
        special; // what the lowest value or an absent one means ("auto", "model default"), or empty
    int decimals = 0; // digits after the point where the editor offers a real number in a spin box
};

// The words of a field by its path; an empty label for a path the table does not hold.
FieldText fieldText(std::string_view path);

// A choice as a person reads it ("Online serving" for online_serving), translated; empty for a
// choice without words. choiceLabel falls back to the name as the file spells it.
QString choiceText(std::string_view path, std::string_view name);
QString choiceLabel(std::string_view path, std::string_view name);

// A unit of the table ("samples", "USD/h") in the reader's language; the same text for a unit
// without words of its own. `count` picks the plural form of countable units.
QString unitText(std::string_view unit);
QString unitText(std::string_view unit, int count);

// The problems a file's reader found, one "FILE: PATH: MESSAGE" line each, in the reader's
// language.
QString fieldErrorLines(const QString& file, const std::vector<FieldError>& errors);

// Whether the editor takes the number as typed text ("20M", "2e7") rather than in a spin box:
// an optional number (empty means absent) or a range wider than a spin box shows readably.
bool typedAsAmount(const ScenarioField& field);

// The value of a field in a scenario as the report shows it: numbers with their unit, choices
// by their words, flags as yes or no, and what an absent value means.
QString fieldValueText(const ScenarioField& field, const Scenario& scenario);

// What the planner made of the model: "6.74 B parameters, KV cache 512.0 KiB per token"; empty
// without a model. The editor's "Size" row and the report show it.
QString modelSizeLabel();
QString modelSizeText(const Plan& plan);

} // namespace rightsize::ui

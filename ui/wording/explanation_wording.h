#pragma once

#include "core/model/estimates.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <vector>

namespace rightsize::ui {

// "Why this number?" in words: core/estimate/explain.cpp decides which terms explain an option's
// memory, time and cost and computes them; this file only names them (a label per term key) and
// writes their values. The window's panel, the report and the plan JSON therefore show the same
// terms with the same values.
enum class ExplanationPart { Memory, Time, Cost };

struct ExplanationRow {
    std::string key; // the term's key, as in the plan JSON
    QString label;
    QString value;
    QString unit;
};

class ExplanationWording {
    Q_DECLARE_TR_FUNCTIONS(ExplanationWording)
public:
    // The label of a term, or empty when the key has none (a new term in core without words yet:
    // rows then show the key itself, and tests/gui/wording/test_explanation fails).
    static QString label(ExplanationPart part, const std::string& key);
    static QString unit(const std::string& unit);
    // The value as shown; a large one carries its metric or binary prefix and unit ("4.54 GiB",
    // "2.15 TFLOP"), and unitColumn() is then empty.
    static QString value(const Term& term);
    static QString unitColumn(const Term& term);
    // Headings for the report and the window: "Memory per device", "Time", "Cost".
    static QString heading(ExplanationPart part);
};

const std::vector<Term>& explanationTerms(const Explanation& explanation, ExplanationPart part);
std::vector<ExplanationRow> explanationRows(const Explanation& explanation, ExplanationPart part);

} // namespace rightsize::ui

#pragma once

#include "core/model/enums.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace rightsize::ui::workshop {

inline constexpr int kChecklistSteps = 5;

// One step of the CPU-vs-GPU checklist as the room sees it: the question it answers, the rule
// behind it, the mistake people make at that step and where in the window the answer lives.
struct ChecklistStep {
    int index = 0;
    QString title;
    QString question;
    QString rule;
    QString mistake;
    QString signal;     // what the planner raises when the mistake is made
    QStringList fields; // the editor fields that answer the step
    QString chartId;    // the chart that shows the answer
};

// The texts live here, translated, so the walkthrough, the presenter and the tests agree.
class Checklist {
    Q_DECLARE_TR_FUNCTIONS(Checklist)
public:
    // Step 0..4; the chart follows the workload (serving jobs look at the latency chart).
    static ChecklistStep step(int index, WorkloadKind kind = WorkloadKind::Training);
};

} // namespace rightsize::ui::workshop

#pragma once

#include "core/model/estimates.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"
#include "core/model/scenario_fields.h"

#include <QWidget>
#include <functional>
#include <map>
#include <optional>
#include <string_view>
#include <vector>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QVBoxLayout;

namespace rightsize::ui {

class CandidatesInput;
class DocumentModel;
class FieldInput;

// The scenario as a form, laid out by the checklist: 1 the workload, 2 its memory, 3 the
// compute to consider, 4 right-sizing (prices and limits), 5 optimisations. Each step lists
// fields of core's field table by path; a field's input, range, unit and when it is shown come
// from the table (ui/editor/field_input), its words from ui/wording/field_texts. Every change is
// one undoable edit of the document; a value that cannot be used turns its field red with the
// reason under it, and nothing else changes (the last good plan stays on screen).
class WorkloadEditor : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadEditor(DocumentModel* document, QWidget* parent = nullptr);

    // Draws the room's attention to checklist step 0..4 (workshop walkthrough); -1 clears.
    void highlightStep(int step);

    // The input for a scenario field by its JSON path ("$.workload.batch_size"), for tests.
    QWidget* fieldInput(const QString& path) const;
    // The label beside a field's input; empty when the editor has no input for the path.
    QString fieldLabel(const QString& path) const;
    // The message under a field; empty when the value is fine.
    QString fieldMessage(const QString& path) const;
    // Messages that belong to no field (shown at the top).
    QString generalMessage() const;

    QComboBox* scenarioPresetBox() const { return m_scenarioPresets; }
    QComboBox* modelPresetBox() const { return m_modelPresets; }

    // A few lines at the top for someone who has never used the program; the close button
    // puts it away for good (firstRunHintDismissed).
    void showFirstRunHint(bool show);
    bool firstRunHintShown() const;

signals:
    // A scenario preset was picked: the window opens it as a new scenario.
    void presetRequested(const QString& presetId);
    void firstRunHintDismissed();

private:
    struct Field {
        QString path;
        const ScenarioField* field = nullptr; // its row in core's table: when it applies
        QString tip;
        FieldInput* in = nullptr; // null for the inputs of their own (model preset, candidates)
        QWidget* input = nullptr;
        QWidget* row = nullptr;
        QLabel* label = nullptr;
        QLabel* message = nullptr;
        QFormLayout* form = nullptr;
        std::function<void()> refresh; // inputs of their own only
        // Whether its row was last shown (-1: not set yet). Showing a row that is shown already
        // still makes the form lay itself out again, on every edit.
        int shown = -1;
    };
    struct Step {
        const char* title;
        const char* help;
        std::vector<const char*> entries;
    };
    static const std::vector<Step>& checklist();

    void buildStep(int number, const Step& step);
    QFormLayout* addStep(int number, const QString& title, const QString& help);
    void addSubgroup(QFormLayout* step, const QString& title);
    Field& addRow(QFormLayout* form, std::string_view path, QWidget* widget, QWidget* input);
    void addField(QFormLayout* form, std::string_view path);
    void addModelPreset(QFormLayout* form);
    void addModelSize(QFormLayout* form);
    void addCandidates(QFormLayout* form);
    void addOfferSelection(QFormLayout* form);
    // A histogram of prompt or answer lengths, typed as tokens:weight pairs.
    void addLengthBuckets(QFormLayout* form, std::string_view path);
    void onAllDevices(bool all);
    void buildFirstRunHint();
    void buildPresets();
    void showPresetOfDocument();
    // Writes the layout the planner chose beside each layout field left on "auto".
    void showPlannerLayout();

    using Mutation = std::function<void(Scenario&)>;
    // One edit of the document, unless it breaks a rule between fields
    // (core/scenario/scenario_checks): then the document keeps its value, the field keeps what was
    // typed with the reason under it, and the edit is tried again whenever another field changes.
    void edit(const QString& path, const QString& label, const Mutation& mutate);
    QString conflictWith(const Scenario& after) const;
    void retryPending();
    // What was typed into a field cannot be used: the field keeps it with the reason, the
    // document drops it. An empty message clears the field's reason.
    void onRefused(const QString& path, const QString& message);
    void abandonTyping(const QString& path);
    void refresh();
    void showVisibility(const Scenario& scenario);
    void setLocalError(const QString& path, const QString& message);
    void showErrors();
    std::optional<std::size_t> fieldForError(const QString& path) const;
    void onPlanErrors(const std::vector<FieldError>& errors);

    DocumentModel* m_doc;
    QVBoxLayout* m_steps = nullptr;
    std::vector<QGroupBox*> m_stepBoxes; // the five checklist steps, in order
    QLabel* m_general = nullptr;
    QWidget* m_firstRunHint = nullptr;
    QLabel* m_modelSummary = nullptr;
    QComboBox* m_scenarioPresets = nullptr;
    QComboBox* m_modelPresets = nullptr;
    CandidatesInput* m_candidates = nullptr;
    std::vector<Field> m_fields;
    std::vector<std::pair<QGroupBox*, std::vector<std::size_t>>> m_groups; // group → its fields
    std::vector<std::pair<QLabel*, std::vector<std::size_t>>> m_subgroups; // heading → its fields
    std::map<QString, QString> m_localErrors; // path → message from the editor's own checks
    struct Pending {
        QString label;
        Mutation mutate;
    };
    std::map<QString, Pending> m_pending; // path → edit refused by a rule between fields
    std::vector<FieldError> m_planErrors; // from the planner
    bool m_refreshing = false;
    bool m_ownEdit = false; // the document is changing because of this form
};

} // namespace rightsize::ui

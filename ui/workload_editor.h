#pragma once

#include "core/field_error.h"
#include "core/scenario.h"

#include <QWidget>

#include <functional>
#include <map>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;
class QVBoxLayout;

namespace rightsize::ui {

class DocumentModel;

// The scenario as a form, laid out by the checklist: 1 the workload, 2 its memory, 3 the
// compute to consider, 4 right-sizing (prices and limits), 5 optimisations. Only the fields that
// matter for the workload's kind are shown. Every change is one undoable edit of the document;
// a value that cannot be used turns its field red with the reason under it, and nothing else
// changes (the last good plan stays on screen).
class WorkloadEditor : public QWidget {
    Q_OBJECT
public:
    // Draws the room's attention to checklist step 0..4 (workshop walkthrough); -1 clears.
    void highlightStep(int step);
    explicit WorkloadEditor(DocumentModel* document, QWidget* parent = nullptr);

    // The input for a scenario field by its JSON path ("$.workload.batch_size"), for tests.
    QWidget* fieldInput(const QString& path) const;
    // The message under a field; empty when the value is fine.
    QString fieldMessage(const QString& path) const;
    // Messages that belong to no field (shown at the top).
    QString generalMessage() const;

    QComboBox* scenarioPresetBox() const { return m_scenarioPresets; }

    // A few lines at the top for someone who has never used the program; the close button
    // puts it away for good (firstRunHintDismissed).
    void showFirstRunHint(bool show);
    bool firstRunHintShown() const;
    QComboBox* modelPresetBox() const { return m_modelPresets; }

signals:
    // A scenario preset was picked: the window opens it as a new scenario.
    void presetRequested(const QString& presetId);
    void firstRunHintDismissed();

private:
    using Visible = std::function<bool(const Scenario&)>;
    struct Field {
        QString path;
        QString tip;
        QWidget* input = nullptr;
        QWidget* row = nullptr;
        QLabel* message = nullptr;
        QFormLayout* form = nullptr;
        std::function<void()> refresh;
        Visible visible;
    };

    QFormLayout* addStep(int number, const QString& title, const QString& help);
    QFormLayout* addSubgroup(QFormLayout* step, const QString& title);
    Field& addRow(QFormLayout* form, const QString& path, const QString& label, const QString& tip, QWidget* input,
                  Visible visible);

    // Numbers: the value, its range and what "none" means come from the field's row in
    // core/scenario_fields.cpp, the one the file reader applies, so the window never accepts a
    // value its own file would refuse. Optional layout fields show "auto" at 0.
    QSpinBox* addInt(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                     const QString& suffix, Visible visible = {});
    QDoubleSpinBox* addReal(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                            int decimals, const QString& suffix, Visible visible = {});
    // Large or optional amounts typed as text: "20000000", "20M", "2e7"; empty means "none"
    // when the field is optional.
    QLineEdit* addAmount(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                         const QString& unit, Visible visible = {});
    // A choice or a flag of the field table: its value comes from the table's accessor.
    QComboBox* addChoice(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                         const std::vector<std::pair<QString, int>>& items, Visible visible = {});
    QCheckBox* addFlag(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                       Visible visible = {});
    QComboBox* addChoice(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                         const std::vector<std::pair<QString, int>>& items, std::function<int(const Scenario&)> get,
                         std::function<void(Scenario&, int)> set, Visible visible = {});
    QCheckBox* addFlag(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                       std::function<bool(const Scenario&)> get, std::function<void(Scenario&, bool)> set,
                       Visible visible = {});
    // A yes/no field that may also be left to the planner (partly checked).
    QCheckBox* addPinnedFlag(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                             std::function<std::optional<bool>(const Scenario&)> get,
                             std::function<void(Scenario&, std::optional<bool>)> set, Visible visible = {});
    // Writes the layout the planner chose beside each layout field left on "auto".
    void showPlannerLayout();
    QLineEdit* addText(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                       std::function<std::string(const Scenario&)> get, std::function<void(Scenario&, std::string)> set,
                       Visible visible = {});

    void buildWorkloadStep();
    void buildMemoryStep();
    void buildComputeStep();
    void buildRightSizeStep();
    void buildOptimiseStep();
    void buildFirstRunHint();
    void buildPresets();
    void showPresetOfDocument();
    void buildDeviceTable(QFormLayout* form);

    using Mutation = std::function<void(Scenario&)>;
    // One edit of the document, unless it breaks a rule between fields (core/scenario_checks):
    // then the document keeps its value, the field keeps what was typed with the reason under
    // it, and the edit is tried again whenever another field changes.
    void edit(const QString& path, const QString& label, const Mutation& mutate);
    QString conflictWith(const Scenario& after) const;
    void retryPending();
    // A typed value that cannot be used at all ("-5" where the least is 1).
    void onRejectedText(const QString& path, const QString& text, const QString& range);
    // The document drops what was typed into `path` so far; the field keeps it with its message.
    void abandonTyping(const QString& path);
    void refresh();
    void refreshDeviceTable();
    void onDeviceTableEdited();
    void setLocalError(const QString& path, const QString& message);
    void showErrors();
    void onPlanErrors(const std::vector<FieldError>& errors);

    DocumentModel* m_doc;
    QVBoxLayout* m_steps = nullptr;
    std::vector<QGroupBox*> m_stepBoxes; // the five checklist steps, in order
    QLabel* m_general = nullptr;
    QWidget* m_firstRunHint = nullptr;
    QLabel* m_modelSummary = nullptr;
    QComboBox* m_scenarioPresets = nullptr;
    QComboBox* m_modelPresets = nullptr;
    QCheckBox* m_allDevices = nullptr;
    QLabel* m_allDevicesCounts = nullptr;
    QTableWidget* m_devices = nullptr;
    std::vector<Field> m_fields;
    std::vector<std::pair<QGroupBox*, std::vector<std::size_t>>> m_groups; // group → its fields
    std::vector<std::pair<QLabel*, std::vector<std::size_t>>> m_subgroups; // heading → its fields
    std::map<QString, QString> m_localErrors;   // path → message from the editor's own checks
    struct Pending {
        QString label;
        Mutation mutate;
    };
    std::map<QString, Pending> m_pending;       // path → edit refused by a rule between fields
    std::vector<FieldError> m_planErrors;       // from the planner
    bool m_refreshing = false;
    struct LayoutAuto {
        QSpinBox* microBatch = nullptr;
        QSpinBox* tensor = nullptr;
        QSpinBox* pipeline = nullptr;
        QSpinBox* interleave = nullptr;
        QComboBox* sharding = nullptr;
        QComboBox* recompute = nullptr;
        QCheckBox* flash = nullptr;
        QCheckBox* sequenceParallel = nullptr;
    } m_layoutAuto;
    bool m_ownEdit = false; // the document is changing because of this form
};

// Parses an amount typed by a person: locale or C digits, an exponent, or a k/M/B/T suffix.
std::optional<double> parseAmount(const QString& text);

} // namespace rightsize::ui

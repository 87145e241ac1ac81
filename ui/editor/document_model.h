#pragma once

#include "core/model/catalog.h"
#include "core/model/currency.h"
#include "core/model/estimates.h"
#include "core/model/field_error.h"
#include "core/model/scenario.h"
#include "core/scenario/scenario_io.h"
#include "core/store/catalog_overrides.h"

#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

class QTimer;
class QUndoStack;

namespace rightsize {
struct PlanResult;
}

namespace rightsize::ui {

// The scenario being edited, the catalog it is planned against and the latest plan.
//
// Every change goes through the undo stack, one command per field edit (typing into one field
// merges into one), so the editor, the menus and the tests share one path.
// Re-planning is deferred to the next turn of the event loop: a burst of edits made in one turn
// (a preset filling twenty fields) costs one plan, and the plan still lands before the next frame.
// In the running application the plan is made on a thread of its own (setPlanInBackground): the
// window keeps answering while a large plan runs (an open model over the whole catalog takes half
// a second) and shows the last plan until the new one is ready.
class DocumentModel : public QObject {
    Q_OBJECT
public:
    using Mutation = std::function<void(Scenario&)>;

    explicit DocumentModel(Catalog catalog, QObject* parent = nullptr);
    ~DocumentModel() override;

    const Scenario& scenario() const { return m_doc.scenario; }
    // The catalog edits are planned against (the catalog editor may have changed it).
    const Catalog& catalog() const { return *m_catalog; }
    const Catalog& builtinCatalog() const { return m_builtin; }

    // The last plan that could be made; it stays when an edit makes planning impossible.
    const Plan& plan() const { return *m_plan; }
    // The same plan, shared: the window's views keep it without copying it.
    std::shared_ptr<const Plan> planPointer() const { return m_plan; }
    bool hasPlan() const { return m_hasPlan; }
    // The input problems of the latest attempt (empty when it produced the plan on screen).
    const std::vector<FieldError>& planErrors() const { return m_errors; }

    QUndoStack* undoStack() const { return m_undo; }

    // One field edit. `key` names the field (its JSON path): consecutive edits with the same key
    // become one undo step until endEdit(). Does nothing when the mutation leaves the scenario
    // unchanged.
    void edit(const QString& key, const QString& label, const Mutation& mutate);
    // The field being typed into was left: its next edit is a new undo step.
    void endEdit();
    // What is being typed into field `key` cannot be used: the document goes back to where it
    // was before the typing began (the values typed on the way there were never meant).
    void abandonEdit(const QString& key);
    // Replaces the whole scenario as one undo step (a preset, a pasted file).
    void replaceScenario(const Scenario& scenario, const QString& label);
    // Starts over with a loaded document: the undo history belongs to the previous file.
    // `presetId` names the catalog preset it was made from, if any.
    void load(const ScenarioDocument& document, const QString& filePath,
              const QString& presetId = {});
    // The catalog preset the document started from; empty for files, the library and new ones.
    QString presetId() const { return m_presetId; }
    // The document to save: the scenario over the JSON it was loaded from (unknown keys kept).
    ScenarioDocument document() const { return m_doc; }
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path);

    // The user's catalog changes, kept in the library: the catalog in use becomes the built-in
    // one with them. A library change, not an edit of the scenario: nothing goes on the undo
    // stack and the document does not become modified. Entries that do not read are left out
    // (catalogWarnings says which). Does nothing when the changes are the ones in use.
    void setCatalogOverrides(const CatalogOverrides& overrides);
    const CatalogOverrides& catalogOverrides() const { return m_overrides; }
    const std::vector<FieldError>& catalogWarnings() const { return m_catalogWarnings; }

    // The user's display currency: offers priced in it take part at its rate
    // (core/estimate/offer_choice.h), and the plan is made again so every view writes its money
    // anew. Offers in any other currency than the US dollar and this one are left out of the
    // comparison; currenciesLeftOut says which, with how many offers each.
    void setDisplayCurrency(const std::optional<CurrencyRate>& rate);
    const std::optional<CurrencyRate>& displayCurrency() const { return m_displayCurrency; }
    const std::vector<std::pair<std::string, int>>& currenciesLeftOut() const {
        return m_currenciesLeftOut;
    }

    int selectedOption() const { return m_selected; }
    void setSelectedOption(int index);

    // Plans now instead of on the next event-loop turn (tests, the benchmark, screenshots). A plan
    // being made in the background is waited for and dropped: this one is newer.
    void replanNow();
    // Plans on a thread of its own from now on (the running application; off by default, so a
    // test's edit is planned on the next event-loop turn as before). A plan that arrives after
    // another edit was made is dropped and the next one started; at most one runs at a time.
    void setPlanInBackground(bool background);
    // A plan is being made in the background.
    bool planning() const { return m_worker.joinable(); }
    // A plan and the seconds it took to make.
    struct TimedPlan;
    // Plans now when the plan on screen is not yet the scenario's (one runs in the background or
    // an edit waits for its turn), so that what is exported or printed pairs the scenario with
    // its own plan.
    void ensurePlanIsCurrent();
    // Seconds the latest makePlan took, for the status bar and the benchmark.
    double lastPlanSeconds() const { return m_lastPlanSeconds; }

    // Applies a scenario without recording it: used by the undo commands only.
    void applyScenario(const Scenario& scenario);
    std::shared_ptr<const Catalog> catalogPointer() const { return m_catalog; }
    // The catalog the plan on screen was made with (its options point into it).
    std::shared_ptr<const Catalog> planCatalog() const { return m_planCatalog; }

signals:
    void changed();                                // the scenario or the catalog changed
    void planChanged(const rightsize::Plan& plan); // a new plan is on screen
    void planFailed(const std::vector<rightsize::FieldError>& errors); // the last plan stays
    void planStarted(); // a plan is being made in the background; the last one stays meanwhile
    void selectionChanged(int optionIndex); // -1: nothing selected
    void filePathChanged(const QString& path);

private:
    void scheduleReplan();
    void rebuildCatalog();
    void startPlan();
    void finishBackgroundPlan(int worker, int generation, std::shared_ptr<TimedPlan> made,
                              std::shared_ptr<const Catalog> catalog);
    void showPlanResult(PlanResult&& result, std::shared_ptr<const Catalog> catalog,
                        double seconds);
    void joinWorker();

    Catalog m_builtin;
    CatalogOverrides m_overrides;
    std::vector<FieldError> m_catalogWarnings;
    std::optional<CurrencyRate> m_displayCurrency;
    std::vector<std::pair<std::string, int>> m_currenciesLeftOut;
    std::shared_ptr<const Catalog> m_catalog;
    // Options point at devices of the catalog they were planned with, so that catalog lives as
    // long as the plan does, even after the catalog editor replaced the one in use.
    std::shared_ptr<const Catalog> m_planCatalog;
    ScenarioDocument m_doc;
    QString m_filePath;
    QString m_presetId;
    std::shared_ptr<const Plan> m_plan = std::make_shared<const Plan>();
    bool m_hasPlan = false;
    std::vector<FieldError> m_errors;
    int m_selected = -1;
    double m_lastPlanSeconds = 0;
    QUndoStack* m_undo = nullptr;
    QTimer* m_replanTimer = nullptr;
    bool m_background = false;
    // Every change that needs a plan counts up `m_wanted`; `m_shown` is the count the plan on
    // screen was made for. A background plan carries the count it started at, and the number of
    // the worker that made it: replanNow counts on past a worker it waited for, so that worker's
    // result is ignored.
    int m_wanted = 0;
    int m_shown = -1;
    int m_workers = 0;
    std::thread m_worker;
};

// A scenario to start from when no file is given: a small fine-tuning job over the whole catalog.
Scenario defaultScenario(const Catalog& catalog);

// The scenario of a catalog preset, or nullopt with the parse errors.
std::optional<ScenarioDocument> presetDocument(const Catalog& catalog, const ScenarioPreset& preset,
                                               std::vector<FieldError>* errors = nullptr);

// How a preset category reads in menus: "template" → "Templates".
QString presetCategoryName(const std::string& category);

// A model preset's shape with its id, ready to put into a workload.
ModelShape presetShape(const ModelPreset& preset);

} // namespace rightsize::ui

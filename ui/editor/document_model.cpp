#include "ui/editor/document_model.h"

#include "core/catalog/offers.h"
#include "core/estimate/offer_choice.h"
#include "core/estimate/planner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>
#include <exception>
#include <string>

namespace rightsize::ui {
namespace {

bool sameScenario(const Scenario& a, const Scenario& b) {
    // The scenario file is the definition of "the same scenario"; comparing through it keeps
    // this check in step with every field core knows without a hand-written operator==.
    return scenarioToJson(a) == scenarioToJson(b);
}

// One field edit. Consecutive edits of one field merge while it is being typed into, so typing
// "128" is one undo step; once the field is left (or Enter pressed) the step is closed and the
// next value typed there is a step of its own.
class FieldEditCommand : public QUndoCommand {
public:
    FieldEditCommand(DocumentModel* doc, Scenario before, Scenario after, const QString& key,
                     const QString& label)
        : QUndoCommand(label)
        , m_doc(doc)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_key(key)
        , m_id(key.isEmpty() ? -1 : int(qHash(key) & 0x3fffffff)) {}

    void undo() override {
        m_closed = true;
        m_doc->applyScenario(m_before);
        // Marked after undoing: QUndoStack skips undo() of a command already obsolete.
        if (m_dropWhenUndone)
            setObsolete(true);
    }
    void redo() override { m_doc->applyScenario(m_after); }
    int id() const override { return m_id; }
    void close() { m_closed = true; }
    bool isOpenEditOf(const QString& key) const {
        return !m_closed && !m_key.isEmpty() && m_key == key;
    }
    void dropWhenUndone() { m_dropWhenUndone = true; }

    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = dynamic_cast<const FieldEditCommand*>(other);
        if (m_closed || !o || o->m_key != m_key)
            return false;
        m_after = o->m_after;
        return true;
    }

private:
    bool m_closed = false;
    bool m_dropWhenUndone = false;
    DocumentModel* m_doc;
    Scenario m_before;
    Scenario m_after;
    QString m_key;
    int m_id;
};

} // namespace

DocumentModel::DocumentModel(Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_builtin(catalog)
    , m_catalog(std::make_shared<const Catalog>(std::move(catalog)))
    , m_undo(new QUndoStack(this))
    , m_replanTimer(new QTimer(this)) {
    m_doc.scenario = defaultScenario(*m_catalog);
    m_doc.json = nlohmann::json::object();
    m_replanTimer->setSingleShot(true);
    m_replanTimer->setInterval(0);
    connect(m_replanTimer, &QTimer::timeout, this, &DocumentModel::startPlan);
    scheduleReplan();
}

// The plan being made in the background reads a copy of the scenario and a catalog it shares,
// and posts its result to this object: it is waited for before this object goes.
DocumentModel::~DocumentModel() {
    joinWorker();
}

void DocumentModel::edit(const QString& key, const QString& label, const Mutation& mutate) {
    Scenario after = m_doc.scenario;
    mutate(after);
    if (sameScenario(after, m_doc.scenario))
        return;
    m_undo->push(new FieldEditCommand(this, m_doc.scenario, std::move(after), key, label));
}

namespace {

// The command edits go into; the stack owns it, this only marks its state.
FieldEditCommand* topEdit(QUndoStack* undo) {
    if (undo->index() <= 0 || undo->index() != undo->count())
        return nullptr;
    return dynamic_cast<FieldEditCommand*>(
        const_cast<QUndoCommand*>(undo->command(undo->index() - 1)));
}

} // namespace

void DocumentModel::endEdit() {
    if (FieldEditCommand* top = topEdit(m_undo))
        top->close();
}

void DocumentModel::abandonEdit(const QString& key) {
    FieldEditCommand* top = topEdit(m_undo);
    if (!top || !top->isOpenEditOf(key))
        return;
    // Undone and dropped: nothing of the abandoned typing is left to redo.
    top->dropWhenUndone();
    m_undo->undo();
}

void DocumentModel::replaceScenario(const Scenario& scenario, const QString& label) {
    m_undo->push(new FieldEditCommand(this, m_doc.scenario, scenario, QString(), label));
}

void DocumentModel::load(const ScenarioDocument& document, const QString& filePath,
                         const QString& presetId) {
    m_undo->clear();
    m_doc = document;
    m_presetId = presetId;
    m_selected = -1;
    setFilePath(filePath);
    m_undo->setClean();
    emit changed();
    emit selectionChanged(m_selected);
    scheduleReplan();
}

void DocumentModel::setFilePath(const QString& path) {
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

namespace {

bool sameEntries(const std::vector<KeyedBlob>& a, const std::vector<KeyedBlob>& b) {
    return std::equal(
        a.begin(), a.end(), b.begin(), b.end(),
        [](const KeyedBlob& x, const KeyedBlob& y) { return x.key == y.key && x.json == y.json; });
}

} // namespace

void DocumentModel::setCatalogOverrides(const CatalogOverrides& overrides) {
    if (sameEntries(overrides.devices, m_overrides.devices) &&
        sameEntries(overrides.prices, m_overrides.prices) &&
        sameEntries(overrides.offers, m_overrides.offers))
        return;
    m_overrides = overrides;
    rebuildCatalog();
    emit changed();
    scheduleReplan();
}

void DocumentModel::setDisplayCurrency(const std::optional<CurrencyRate>& rate) {
    const auto same = [](const CurrencyRate& a, const CurrencyRate& b) {
        return a.code == b.code && a.perUsd == b.perUsd && a.date == b.date;
    };
    if (rate.has_value() == m_displayCurrency.has_value() &&
        (!rate || same(*rate, *m_displayCurrency)))
        return;
    m_displayCurrency = rate;
    rebuildCatalog();
    emit changed();
    scheduleReplan();
}

void DocumentModel::rebuildCatalog() {
    auto next = std::make_shared<Catalog>(m_builtin);
    m_catalogWarnings = applyCatalogOverrides(*next, m_overrides);
    m_currenciesLeftOut =
        convertOfferCurrencies(*next, m_displayCurrency ? &*m_displayCurrency : nullptr);
    m_catalog = std::move(next);
}

void DocumentModel::setSelectedOption(int index) {
    if (index < -1 || (m_hasPlan && index >= int(m_plan->options.size())))
        index = -1;
    if (index == m_selected)
        return;
    m_selected = index;
    emit selectionChanged(index);
}

void DocumentModel::applyScenario(const Scenario& scenario) {
    m_doc.scenario = scenario;
    emit changed();
    scheduleReplan();
}

struct DocumentModel::TimedPlan {
    PlanResult result;
    double seconds = 0;
};

namespace {

// The plan with the seconds it took, or why it could not be made: a plan that runs out of memory
// becomes a problem shown with the scenario (the last plan stays), never the end of the window or
// of its plan thread.
DocumentModel::TimedPlan planOrSayWhy(const Scenario& scenario, const Catalog& catalog) {
    DocumentModel::TimedPlan made;
    QElapsedTimer clock;
    clock.start();
    try {
        made.result = makePlan(scenario, catalog);
    } catch (const std::exception& e) {
        made.result.errors.push_back({"$", std::string("the plan could not be made: ") + e.what()});
    }
    made.seconds = double(clock.nsecsElapsed()) * 1e-9;
    return made;
}

} // namespace

void DocumentModel::scheduleReplan() {
    ++m_wanted;
    m_replanTimer->start();
}

void DocumentModel::setPlanInBackground(bool background) {
    m_background = background;
}

void DocumentModel::joinWorker() {
    if (m_worker.joinable())
        m_worker.join();
}

void DocumentModel::startPlan() {
    if (!m_background) {
        replanNow();
        return;
    }
    // One plan at a time: the one running, when it ends, starts the next if it is out of date.
    if (m_worker.joinable() || m_shown == m_wanted)
        return;
    const int worker = ++m_workers;
    const int generation = m_wanted;
    auto scenario = std::make_shared<const Scenario>(m_doc.scenario);
    std::shared_ptr<const Catalog> catalog = m_catalog;
    m_worker = std::thread([this, worker, generation, scenario, catalog] {
        auto made = std::make_shared<TimedPlan>(planOrSayWhy(*scenario, *catalog));
        QMetaObject::invokeMethod(
            this,
            [this, worker, generation, made, catalog] {
                finishBackgroundPlan(worker, generation, made, catalog);
            },
            Qt::QueuedConnection);
    });
    emit planStarted();
}

void DocumentModel::finishBackgroundPlan(int worker, int generation,
                                         std::shared_ptr<TimedPlan> made,
                                         std::shared_ptr<const Catalog> catalog) {
    // A worker replanNow already waited for: its plan was made again on the spot.
    if (worker != m_workers)
        return;
    joinWorker();
    if (generation != m_wanted) {
        startPlan(); // edited meanwhile: this plan shows a scenario that is gone
        return;
    }
    m_shown = generation;
    showPlanResult(std::move(made->result), std::move(catalog), made->seconds);
}

void DocumentModel::ensurePlanIsCurrent() {
    // A plan running in the background is always behind: it started for a count not yet shown.
    if (m_shown != m_wanted)
        replanNow();
}

void DocumentModel::replanNow() {
    m_replanTimer->stop();
    if (m_worker.joinable()) {
        m_worker.join();
        ++m_workers; // its result, still on its way, is not shown
    }
    TimedPlan made = planOrSayWhy(m_doc.scenario, *m_catalog);
    m_shown = m_wanted;
    showPlanResult(std::move(made.result), m_catalog, made.seconds);
}

void DocumentModel::showPlanResult(PlanResult&& result, std::shared_ptr<const Catalog> catalog,
                                   double seconds) {
    m_lastPlanSeconds = seconds;
    m_errors = std::move(result.errors);
    if (!m_errors.empty()) {
        emit planFailed(m_errors);
        return;
    }
    // Shared, not copied, by the views that show it.
    m_plan = std::make_shared<const Plan>(std::move(result.plan));
    m_planCatalog = std::move(catalog);
    m_hasPlan = true;
    // A new plan is a new list of options: an index picked in the old one may name another
    // device now, so the selection goes back to the recommendation every time.
    const Plan& plan = *m_plan;
    m_selected = plan.recommended ? int(*plan.recommended) : (plan.options.empty() ? -1 : 0);
    emit planChanged(plan);
    emit selectionChanged(m_selected);
}

Scenario defaultScenario(const Catalog& catalog) {
    Scenario s;
    s.name = "Fine-tune BERT-base for classification";
    s.workload.kind = WorkloadKind::FineTuning;
    s.workload.framework = Framework::HfTrainer;
    if (const ModelPreset* m = catalog.model("bert-base-uncased"))
        s.workload.model = presetShape(*m);
    else
        s.workload.model.preset = "bert-base-uncased";
    s.workload.precision = Precision::Bf16Mixed;
    s.workload.batchSize = 32;
    s.workload.microBatchSize = 32;
    s.workload.seqLen = 128;
    s.workload.dataset.samples = 120000;
    s.workload.dataset.epochs = 3;
    s.constraints.deadlineHours = 4;
    return s;
}

std::optional<ScenarioDocument> presetDocument(const Catalog& catalog, const ScenarioPreset& preset,
                                               std::vector<FieldError>* errors) {
    ScenarioLoadResult r = parseScenario(preset.scenarioJson, &catalog);
    if (errors)
        *errors = r.errors;
    return r.document;
}

QString presetCategoryName(const std::string& category) {
    if (category == "template")
        return QCoreApplication::translate("PresetCategory", "Templates");
    if (category == "exercise")
        return QCoreApplication::translate("PresetCategory", "Workshop exercises");
    if (category == "acceptance")
        return QCoreApplication::translate("PresetCategory", "Reference cases");
    return category.empty() ? QCoreApplication::translate("PresetCategory", "Other")
                            : QString::fromStdString(category);
}

ModelShape presetShape(const ModelPreset& preset) {
    ModelShape shape = preset.shape;
    shape.preset = preset.id;
    return shape;
}

} // namespace rightsize::ui

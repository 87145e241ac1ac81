#include "ui/editor/workload_editor.h"

#include "core/scenario/scenario_checks.h"
#include "ui/editor/candidates_input.h"
#include "ui/editor/document_model.h"
#include "ui/editor/field_input.h"
#include "ui/editor/length_buckets.h"
#include "ui/editor/offer_selection_dialog.h"
#include "ui/widgets/wrapping_label.h"
#include "ui/wording/field_texts.h"
#include "ui/wording/number_format.h"

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>

namespace rightsize::ui {
namespace {

// A choice the box may cut short is named in full in its tooltip, above the help text.
void showChoiceInTip(QComboBox* combo, const QString& tip) {
    const QString text = combo->currentText();
    combo->setToolTip(text.isEmpty() ? tip : text + QLatin1Char('\n') + tip);
}

// What the planner chose for a layout field left to it, by the field's path; nullopt for a
// field that is not part of the layout.
std::optional<QString> plannerChoice(std::string_view path, const Layout& l) {
    const auto onOff = [](bool v) {
        return v ? WorkloadEditor::tr("on") : WorkloadEditor::tr("off");
    };
    if (path == "$.workload.micro_batch_size")
        return QString::number(l.microBatch);
    if (path == "$.workload.parallelism.tensor")
        return QString::number(l.tensor);
    if (path == "$.workload.parallelism.pipeline")
        return QString::number(l.pipeline);
    if (path == "$.workload.parallelism.interleave")
        return QString::number(l.interleave);
    if (path == "$.workload.parallelism.expert")
        return QString::number(l.expert);
    if (path == "$.workload.parallelism.context")
        return QString::number(l.context);
    if (path == "$.workload.parallelism.sequence_parallel")
        return onOff(l.sequenceParallel);
    if (path == "$.workload.flash_attention")
        return onOff(l.flashAttention);
    if (path == "$.workload.sharding")
        return choiceLabel(path, toString(l.sharding));
    if (path == "$.workload.activation_recompute")
        return choiceLabel(path, toString(l.recompute));
    return std::nullopt;
}

constexpr std::string_view kModelSize = "size"; // the model's size as planned: no field of its own
// The providers and regions compared (compute.providers, compute.regions), chosen in a dialog.
constexpr std::string_view kOfferSelection = "offers";
// Histograms of lengths: pairs the file writes as a list, typed as "512:3, 2048:1".
constexpr std::string_view kInputBuckets = "$.workload.serving.input_length.buckets";
constexpr std::string_view kOutputBuckets = "$.workload.serving.output_length.buckets";

// The Workload step's fields: what runs, its data, its load and targets, then the other kinds'
// sizes of work.
constexpr const char* kWorkloadFields[] = {
    "$.name",
    "$.notes",
    "$.workload.kind",
    "$.workload.framework",
    "$.workload.model.preset",
    QT_TRANSLATE_NOOP("rightsize::ui::WorkloadEditor", "Data"),
    "$.workload.dataset.samples",
    "$.workload.dataset.epochs",
    "$.workload.dataset.tokens_per_sample",
    "$.workload.dataset.bytes_per_sample",
    QT_TRANSLATE_NOOP("rightsize::ui::WorkloadEditor", "Load"),
    "$.workload.serving.qps",
    "$.workload.serving.qps_low",
    "$.workload.serving.peak_hours_per_day",
    "$.workload.serving.min_replicas",
    "$.workload.serving.scale_up_minutes",
    "$.workload.serving.concurrency",
    "$.workload.serving.p95_ms",
    "$.workload.serving.ttft_p95_ms",
    "$.workload.serving.tpot_p95_ms",
    "$.workload.serving.input_tokens",
    "$.workload.serving.output_tokens",
    "$.workload.serving.fixed_output_length",
    "$.workload.serving.input_length.distribution",
    "$.workload.serving.input_length.min",
    "$.workload.serving.input_length.max",
    "$.workload.serving.input_length.spread",
    "$.workload.serving.input_length.buckets",
    "$.workload.serving.output_length.distribution",
    "$.workload.serving.output_length.min",
    "$.workload.serving.output_length.max",
    "$.workload.serving.output_length.spread",
    "$.workload.serving.output_length.buckets",
    "$.workload.serving.arrival_cv",
    "$.workload.serving.trace_file",
    "$.workload.serving.hosted_api_usd_per_million_tokens",
    "$.workload.serving.tokens_per_month",
    QT_TRANSLATE_NOOP("rightsize::ui::WorkloadEditor", "Classic ML"),
    "$.workload.classic_ml.algorithm",
    "$.workload.classic_ml.rows",
    "$.workload.classic_ml.features",
    "$.workload.classic_ml.trees",
    "$.workload.classic_ml.depth",
    QT_TRANSLATE_NOOP("rightsize::ui::WorkloadEditor", "Data preparation"),
    "$.workload.data_prep.rows",
    "$.workload.data_prep.bytes",
    "$.workload.data_prep.operation"};

// The Optimise step's fields: settings that trade memory for time, then the data pipeline.
constexpr const char* kOptimiseFields[] = {
    "$.workload.activation_recompute",
    "$.workload.recompute_layers",
    "$.workload.flash_attention",
    "$.workload.compile",
    "$.workload.optimizer_implementation",
    "$.workload.serving.batch_window_ms",
    "$.workload.serving.max_batch",
    "$.workload.serving.max_replicas",
    "$.workload.serving.memory_fraction",
    "$.workload.serving.max_batched_tokens",
    "$.workload.serving.kv_cache_dtype",
    "$.workload.serving.prefix_share",
    "$.workload.serving.draft_tokens",
    "$.workload.serving.acceptance_rate",
    "$.workload.serving.draft_params",
    "$.workload.serving.disaggregation",
    QT_TRANSLATE_NOOP("rightsize::ui::WorkloadEditor", "Data pipeline"),
    "$.workload.pipeline.storage",
    "$.workload.pipeline.prep_ms_per_sample_per_core",
    "$.workload.pipeline.loader_workers",
    "$.workload.pipeline.cache_local"};

} // namespace

// The checklist: each step's fields by path, in the order a person fills them in. An entry that
// is not a path heads the fields after it.
// clang-format off: one line per group of fields reads best
const std::vector<WorkloadEditor::Step>& WorkloadEditor::checklist() {
    static const std::vector<Step> steps = {
        {QT_TR_NOOP("Workload"),
         QT_TR_NOOP("What runs: training or inference, batch or online, how much data, what load "
                    "and latency target."),
         {std::begin(kWorkloadFields), std::end(kWorkloadFields)}},
        {QT_TR_NOOP("Memory"),
         QT_TR_NOOP("Model size, precision, batch and sequence length decide whether it fits on a "
                    "device."),
         {"size",
          "$.workload.precision",
          "$.workload.optimizer",
          "$.workload.finetune.method",
          "$.workload.finetune.lora_rank",
          "$.workload.finetune.lora_targets",
          "$.workload.finetune.double_quant",
          "$.workload.finetune.paged_optimizer",
          "$.workload.batch_size",
          "$.workload.micro_batch_size",
          "$.workload.seq_len",
          "$.workload.padding",
          "$.workload.fp32_gradients",
          "$.workload.fused_kernels",
          "$.workload.fp8_weights",
          "$.workload.chunked_loss",
          "$.workload.optimizer_in_backward",
          "$.workload.activation_offloading",
          QT_TR_NOOP("Model shape"),
          "$.workload.model.architecture",
          "$.workload.model.params",
          "$.workload.model.layers",
          "$.workload.model.hidden",
          "$.workload.model.heads",
          "$.workload.model.kv_heads",
          "$.workload.model.head_dim",
          "$.workload.model.ffn_hidden",
          "$.workload.model.vocab",
          "$.workload.model.gated_ffn",
          "$.workload.model.tied_embeddings",
          "$.workload.model.flops_per_sample",
          "$.workload.model.activation_bytes_per_sample",
          "$.workload.model.grouped_conv_flops_share",
          "$.workload.model.grouped_conv_bytes_share"}},
        {QT_TR_NOOP("Compute"),
         QT_TR_NOOP("Which devices to consider and how to split the model over them."),
         {"$.compute.options", QT_TR_NOOP("Parallelism"), "$.workload.parallelism.tensor",
          "$.workload.parallelism.pipeline", "$.workload.parallelism.interleave",
          "$.workload.parallelism.sequence_parallel", "$.workload.parallelism.context",
          "$.workload.parallelism.expert", "$.workload.parallelism.expert_dispatch",
          "$.workload.sharding"}},
        {QT_TR_NOOP("Right-size"),
         QT_TR_NOOP("How compute is bought and the limits the choice must meet."),
         {"$.compute.pricing", "$.compute.region", "offers", "$.compute.include_estimated_prices",
          "$.compute.spot.interruptions_per_day", "$.compute.spot.checkpoint_minutes",
          "$.compute.spot.restart_minutes", "$.compute.cluster.kind",
          "$.compute.cluster.startup_minutes", "$.compute.cluster.idle_minutes_before_stop",
          "$.compute.cluster.runs_per_day", QT_TR_NOOP("Constraints"),
          "$.constraints.deadline_hours", "$.constraints.budget_per_hour",
          "$.constraints.budget_total", "$.constraints.min_headroom"}},
        {QT_TR_NOOP("Optimise"),
         QT_TR_NOOP("Settings that trade memory for time, keep the device fed and batch requests."),
         {std::begin(kOptimiseFields), std::end(kOptimiseFields)}},
    };
    return steps;
}
// clang-format on

WorkloadEditor::WorkloadEditor(DocumentModel* document, QWidget* parent)
    : QWidget(parent)
    , m_doc(document) {
    setAccessibleName(tr("Workload editor"));
    // Where the focus rests when the field that had it goes away.
    setFocusPolicy(Qt::ClickFocus);
    // A field with a value that cannot be used gets a red frame; the property drives the style.
    setStyleSheet(
        QStringLiteral("*[invalid=\"true\"] { border: 2px solid #D52B1E; border-radius: 3px; }"));
    m_steps = new QVBoxLayout(this);
    m_steps->setContentsMargins(6, 6, 6, 6);
    m_steps->setSpacing(10);
    m_general = new QLabel(this);
    m_general->setWordWrap(true);
    m_general->setStyleSheet(QStringLiteral("color: #D52B1E; font-weight: bold;"));
    m_general->hide();
    buildFirstRunHint();
    buildPresets();
    m_steps->addWidget(m_general);
    for (std::size_t i = 0; i < checklist().size(); ++i)
        buildStep(int(i) + 1, checklist()[i]);
    m_steps->addStretch(1);

    connect(m_doc, &DocumentModel::changed, this, &WorkloadEditor::refresh);
    connect(m_doc, &DocumentModel::planChanged, this, [this](const Plan& plan) {
        m_planErrors.clear();
        showErrors();
        // The KV cache on a line of its own: with a mixture of experts' active parameters the one
        // line would widen the form past a 1280-pixel screen (a word-wrapped label in the form
        // trips Qt 6.4's QFormLayout::heightForWidth).
        m_modelSummary->setText(
            modelSizeText(plan).replace(QStringLiteral("; "), QStringLiteral(";\n")));
        showPlannerLayout();
    });
    connect(m_doc, &DocumentModel::selectionChanged, this, &WorkloadEditor::showPlannerLayout);
    connect(m_doc, &DocumentModel::planFailed, this, &WorkloadEditor::onPlanErrors);
    refresh();
}

// ---- building blocks -------------------------------------------------------------------------

void WorkloadEditor::buildStep(int number, const Step& step) {
    QFormLayout* form = addStep(number, tr(step.title), tr(step.help));
    for (const char* entry : step.entries) {
        const std::string_view e(entry);
        if (e == kModelSize)
            addModelSize(form);
        else if (e == "$.workload.model.preset")
            addModelPreset(form);
        else if (e == "$.compute.options")
            addCandidates(form);
        else if (e == kOfferSelection)
            addOfferSelection(form);
        else if (e == kInputBuckets || e == kOutputBuckets)
            addLengthBuckets(form, e);
        else if (e.rfind("$.", 0) != 0)
            addSubgroup(form, tr(entry));
        else
            addField(form, e);
    }
}

QFormLayout* WorkloadEditor::addStep(int number, const QString& title, const QString& help) {
    auto* box = new QGroupBox(tr("%1  %2").arg(number).arg(title), this);
    box->setToolTip(help);
    QFont f = box->font();
    f.setBold(true);
    box->setFont(f);
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_steps->addWidget(box);
    m_groups.push_back({box, {}});
    m_stepBoxes.push_back(box);
    return form;
}

void WorkloadEditor::highlightStep(int step) {
    for (std::size_t i = 0; i < m_stepBoxes.size(); ++i) {
        QGroupBox* box = m_stepBoxes[i];
        const bool on = int(i) == step;
        box->setStyleSheet(
            on ? QStringLiteral(
                     "QGroupBox { border: 3px solid palette(highlight); border-radius: 4px; "
                     "margin-top: 1.2em; padding-top: 0.4em; }")
               : QString());
        if (!on)
            continue;
        // The editor usually sits in a scroll area: bring the step into view.
        for (QWidget* w = parentWidget(); w; w = w->parentWidget()) {
            if (auto* area = qobject_cast<QScrollArea*>(w)) {
                area->ensureWidgetVisible(box, 0, 20);
                break;
            }
        }
    }
}

void WorkloadEditor::addOfferSelection(QFormLayout* form) {
    // Where to rent: the providers and regions compared, in a dialog of its own.
    auto* whereToRent = new QPushButton(tr("Providers and regions…"), this);
    whereToRent->setObjectName(QStringLiteral("offerSelection"));
    connect(whereToRent, &QPushButton::clicked, this, [this] {
        auto* dialog = new OfferSelectionDialog(m_doc, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    form->addRow(tr("Where to rent"), whereToRent);
}

void WorkloadEditor::addSubgroup(QFormLayout* step, const QString& title) {
    auto* label = new QLabel(title, this);
    QFont f = font();
    f.setBold(true);
    label->setFont(f);
    label->setContentsMargins(0, 8, 0, 0);
    step->addRow(label);
    m_subgroups.push_back({label, {}});
}

WorkloadEditor::Field& WorkloadEditor::addRow(QFormLayout* form, std::string_view path,
                                              QWidget* widget, QWidget* input) {
    const ScenarioField* field = scenarioField(path);
    if (!field)
        qFatal("the editor lists %s, which core/model/scenario_fields.cpp does not hold",
               std::string(path).c_str());
    const FieldText words = fieldText(path);
    QString tip = words.tip;
    if (plannerChoice(path, Layout{}))
        tip += tr(" — auto lets the planner choose; any other value is used exactly as given");
    tip += QLatin1Char('\n') + tr("Default: %1").arg(fieldValueText(*field, Scenario{}));
    auto* row = new QWidget(this);
    auto* v = new QVBoxLayout(row);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addWidget(widget);
    auto* message = new WrappingLabel(row);
    message->setStyleSheet(QStringLiteral("color: #D52B1E;"));
    message->hide();
    v->addWidget(message);
    QFont normal = font();
    normal.setBold(false);
    row->setFont(normal);
    input->setToolTip(tip);
    input->setAccessibleName(words.label);
    input->setAccessibleDescription(tip);
    if (auto* combo = qobject_cast<QComboBox*>(input))
        connect(combo, &QComboBox::currentTextChanged, combo,
                [combo, tip] { showChoiceInTip(combo, tip); });
    auto* label = new QLabel(words.label, this);
    label->setFont(normal);
    label->setBuddy(input);
    label->setToolTip(tip);
    form->addRow(label, row);
    m_fields.push_back({QString::fromUtf8(path.data(), qsizetype(path.size())),
                        field,
                        tip,
                        nullptr,
                        input,
                        row,
                        label,
                        message,
                        form,
                        {}});
    m_groups.back().second.push_back(m_fields.size() - 1);
    // A field belongs to the latest subheading of its step, if that heading is in the same form.
    if (!m_subgroups.empty() && m_subgroups.back().first->parentWidget() == form->parentWidget() &&
        form->indexOf(m_subgroups.back().first) >= 0)
        m_subgroups.back().second.push_back(m_fields.size() - 1);
    return m_fields.back();
}

void WorkloadEditor::addField(QFormLayout* form, std::string_view path) {
    const ScenarioField* field = scenarioField(path);
    FieldInput* in = field ? FieldInput::create(*field, this) : nullptr;
    if (!in)
        qFatal("no input for %s in core/model/scenario_fields.cpp", std::string(path).c_str());
    Field& row = addRow(form, path, in->widget(), in->input());
    row.in = in;
    const QString p = row.path;
    const QString label = fieldText(path).label;
    connect(in, &FieldInput::valueEdited, this, [this, field, p, label](std::optional<double> v) {
        setLocalError(p, QString());
        edit(p, label, [field, v](Scenario& s) { field->set(s, v); });
    });
    connect(in, &FieldInput::textEdited, this, [this, field, p, label](const QString& text) {
        edit(p, label, [field, t = text.toStdString()](Scenario& s) { field->setText(s, t); });
    });
    connect(in, &FieldInput::refused, this,
            [this, p](const QString& message) { onRefused(p, message); });
    connect(in, &FieldInput::finished, m_doc, &DocumentModel::endEdit);
}

void WorkloadEditor::addModelSize(QFormLayout* form) {
    m_modelSummary = new QLabel(this);
    m_modelSummary->setToolTip(tr("The parameter count the planner uses, derived from the shape"));
    form->addRow(modelSizeLabel(), m_modelSummary);
}

// The catalog's models: choosing one copies its shape; "custom" keeps the shape as typed.
void WorkloadEditor::addModelPreset(QFormLayout* form) {
    m_modelPresets = new QComboBox(this);
    m_modelPresets->addItem(fieldText("$.workload.model.preset").special, QString());
    for (const ModelPreset& m : m_doc->catalog().models)
        m_modelPresets->addItem(
            tr("%1 (%2 parameters)")
                .arg(QString::fromStdString(m.name), numfmt::bigNumber(m.publishedParams)),
            QString::fromStdString(m.id));
    m_modelPresets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_modelPresets->setMinimumContentsLength(10);
    Field& row = addRow(form, "$.workload.model.preset", m_modelPresets, m_modelPresets);
    row.refresh = [this] {
        const ModelShape& model = m_doc->scenario().workload.model;
        const QString id = QString::fromStdString(model.preset);
        // The first entry is the model no preset names: an imported one by its own name.
        m_modelPresets->setItemText(0, model.name.empty()
                                           ? fieldText("$.workload.model.preset").special
                                           : QString::fromStdString(model.name));
        m_modelPresets->setCurrentIndex(std::max(0, m_modelPresets->findData(id)));
    };
    connect(m_modelPresets, &QComboBox::currentIndexChanged, this, [this](int index) {
        const std::string id = m_modelPresets->itemData(index).toString().toStdString();
        const ModelPreset* p = m_doc->catalog().model(id);
        edit(QStringLiteral("$.workload.model.preset"), tr("model"), [p](Scenario& s) {
            if (p)
                s.workload.model = presetShape(*p);
            else
                s.workload.model.preset.clear();
        });
        m_doc->endEdit();
    });
}

void WorkloadEditor::addCandidates(QFormLayout* form) {
    m_candidates = new CandidatesInput(this);
    m_candidates->addTo(form);
    const QString path = QStringLiteral("$.compute.options");
    Field& row = addRow(form, "$.compute.options", m_candidates->table(), m_candidates->table());
    row.refresh = [this, path] {
        m_candidates->show(m_doc->scenario(), m_doc->catalog(), m_localErrors.count(path) > 0);
    };
    connect(m_candidates, &CandidatesInput::allDevicesToggled, this, &WorkloadEditor::onAllDevices);
    connect(m_candidates, &CandidatesInput::refused, this,
            [this, path](const QString& message) { setLocalError(path, message); });
    connect(m_candidates, &CandidatesInput::optionsEdited, this,
            [this, path](const std::vector<ComputeOption>& o) {
                if (m_refreshing)
                    return;
                edit(path, tr("candidate devices"), [o](Scenario& s) { s.compute.options = o; });
                m_doc->endEdit();
            });
}

void WorkloadEditor::addLengthBuckets(QFormLayout* form, std::string_view path) {
    auto* line = new QLineEdit(this);
    line->setPlaceholderText(fieldText(path).special);
    Field& row = addRow(form, path, line, line);
    const QString p = row.path;
    const auto member =
        path == kInputBuckets ? &ServingSpec::inputLength : &ServingSpec::outputLength;
    row.refresh = [this, line, member] {
        const QString shown =
            lengthBucketsText((m_doc->scenario().workload.serving.*member).buckets);
        if (!line->hasFocus() && line->text() != shown)
            line->setText(shown);
    };
    connect(line, &QLineEdit::editingFinished, this, [this, line, p, path, member] {
        QString why;
        const std::optional<LengthBuckets> buckets = parseLengthBuckets(line->text(), why);
        if (!buckets) {
            onRefused(p, why);
            return;
        }
        onRefused(p, QString());
        edit(p, fieldText(path).label,
             [member, b = *buckets](Scenario& s) { (s.workload.serving.*member).buckets = b; });
        m_doc->endEdit();
    });
}

void WorkloadEditor::onAllDevices(bool all) {
    if (m_refreshing)
        return;
    std::vector<ComputeOption> start; // every device: no list
    if (!all) {
        // Start the explicit list from the recommendation so the chart stays meaningful.
        const Plan& plan = m_doc->plan();
        if (m_doc->hasPlan() && plan.recommended &&
            plan.options[*plan.recommended].placement.device)
            start.push_back({plan.options[*plan.recommended].placement.device->id,
                             plan.options[*plan.recommended].placement.count});
        else if (!m_doc->catalog().devices.empty())
            start.push_back({m_doc->catalog().devices.front().id, 1});
    }
    edit(QStringLiteral("$.compute.options"), tr("candidate devices"),
         [start](Scenario& s) { s.compute.options = start; });
    m_doc->endEdit();
}

void WorkloadEditor::showPlannerLayout() {
    const Plan& plan = m_doc->plan();
    int index = m_doc->selectedOption();
    if (index < 0 || std::size_t(index) >= plan.options.size())
        index = plan.recommended ? int(*plan.recommended) : -1;
    const Layout* l = index >= 0 && std::size_t(index) < plan.options.size()
                          ? &plan.options[std::size_t(index)].placement.layout
                          : nullptr;
    for (Field& f : m_fields)
        if (f.in && f.field->optional)
            f.in->showPlannerChoice(l ? plannerChoice(f.field->path, *l).value_or(QString())
                                      : QString());
}

// ---- edits ---------------------------------------------------------------------------------

void WorkloadEditor::edit(const QString& path, const QString& label, const Mutation& mutate) {
    if (m_refreshing)
        return;
    Scenario after = m_doc->scenario();
    mutate(after);
    const QString conflict = conflictWith(after);
    if (!conflict.isEmpty()) {
        m_pending[path] = {label, mutate};
        setLocalError(path, conflict);
        abandonTyping(path);
        return;
    }
    const bool wasPending = m_pending.erase(path) > 0;
    if (wasPending)
        setLocalError(path, QString());
    m_ownEdit = true;
    m_doc->edit(path, tr("Change %1").arg(label), mutate);
    m_ownEdit = false;
    retryPending();
}

QString WorkloadEditor::conflictWith(const Scenario& after) const {
    // Only a rule the edit breaks counts: one the scenario already broke is not this field's doing.
    const auto before = checkScenario(m_doc->scenario(), &m_doc->catalog());
    for (const ScenarioProblem& p : checkScenario(after, &m_doc->catalog())) {
        const bool old = std::any_of(before.begin(), before.end(),
                                     [&](const ScenarioProblem& b) { return b.check == p.check; });
        if (old)
            continue;
        const QLocale locale;
        switch (p.check) {
        case ScenarioCheck::MicroBatchOverBatch:
            return tr("The micro-batch (%1) cannot be larger than the batch size (%2).")
                .arg(locale.toString(qint64(p.value)), locale.toString(qint64(p.limit)));
        case ScenarioCheck::BatchOverSamples:
            return tr("The batch size (%1) cannot be larger than the data set (%2 samples).")
                .arg(locale.toString(qint64(p.value)), locale.toString(qint64(p.limit)));
        case ScenarioCheck::SeqLenOverContext:
            return tr("The sequence length (%1 tokens) is longer than the model's context of %2 "
                      "tokens.")
                .arg(locale.toString(qint64(p.value)), locale.toString(qint64(p.limit)));
        }
    }
    return {};
}

void WorkloadEditor::retryPending() {
    // An edit refused because of another field goes in once that field allows it.
    for (bool applied = true; applied;) {
        applied = false;
        for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
            Scenario after = m_doc->scenario();
            it->second.mutate(after);
            if (!conflictWith(after).isEmpty())
                continue;
            const QString path = it->first;
            const Pending pending = it->second;
            m_pending.erase(it);
            setLocalError(path, QString());
            m_ownEdit = true;
            m_doc->edit(path, tr("Change %1").arg(pending.label), pending.mutate);
            m_doc->endEdit();
            m_ownEdit = false;
            applied = true;
            break;
        }
    }
}

void WorkloadEditor::onRefused(const QString& path, const QString& message) {
    setLocalError(path, message);
    if (!message.isEmpty())
        abandonTyping(path);
}

void WorkloadEditor::abandonTyping(const QString& path) {
    m_ownEdit = true; // the field keeps what was typed and its message
    m_doc->abandonEdit(path);
    m_ownEdit = false;
}

// ---- state -----------------------------------------------------------------------------------

void WorkloadEditor::refresh() {
    // Undo, a preset or an opened file replace what was typed: every field shows the document.
    if (!m_ownEdit && (!m_localErrors.empty() || !m_pending.empty())) {
        m_localErrors.clear();
        m_pending.clear();
        showErrors();
    }
    m_refreshing = true;
    // Hiding the focused field would pass the focus down the tab chain into whichever input
    // comes next, where the next keystroke changes a value nobody meant to touch.
    QWidget* focus = QApplication::focusWidget();
    if (!focus || !isAncestorOf(focus))
        focus = nullptr;
    showPresetOfDocument();
    const Scenario& s = m_doc->scenario();
    for (Field& f : m_fields) {
        const QSignalBlocker block(f.input);
        if (f.refresh)
            f.refresh();
        else if (!m_localErrors.count(f.path)) // keep what the user typed until it is fixed
            f.in->show(s);
        if (auto* combo = qobject_cast<QComboBox*>(f.input))
            showChoiceInTip(combo, f.tip); // its signals were blocked above
    }
    showVisibility(s);
    if (focus && QApplication::focusWidget() != focus)
        focus->isVisibleTo(this) ? focus->setFocus(Qt::OtherFocusReason)
                                 : setFocus(Qt::OtherFocusReason);
    m_refreshing = false;
}

// A field is shown when it applies to the scenario (core's table); a step or heading when any
// of its fields is.
void WorkloadEditor::showVisibility(const Scenario& s) {
    std::vector<bool> shown;
    for (Field& f : m_fields) {
        shown.push_back(fieldApplies(*f.field, s));
        if (f.shown != int(shown.back()))
            f.form->setRowVisible(f.row, shown.back());
        f.shown = int(shown.back());
    }
    const auto anyShown = [&shown](const std::vector<std::size_t>& fields) {
        return std::any_of(fields.begin(), fields.end(),
                           [&shown](std::size_t i) { return bool(shown[i]); });
    };
    for (auto& [box, fields] : m_groups)
        box->setVisible(fields.empty() || anyShown(fields));
    for (auto& [heading, fields] : m_subgroups)
        if (auto* form = qobject_cast<QFormLayout*>(heading->parentWidget()->layout());
            form && heading->isHidden() == anyShown(fields))
            form->setRowVisible(heading, anyShown(fields));
}

QWidget* WorkloadEditor::fieldInput(const QString& path) const {
    for (const Field& f : m_fields)
        if (f.path == path)
            return f.input;
    return nullptr;
}

QString WorkloadEditor::fieldLabel(const QString& path) const {
    for (const Field& f : m_fields)
        if (f.path == path)
            return f.label->text();
    return {};
}

QString WorkloadEditor::fieldMessage(const QString& path) const {
    for (const Field& f : m_fields)
        if (f.path == path)
            return f.message->isHidden() ? QString() : f.message->text();
    return {};
}

QString WorkloadEditor::generalMessage() const {
    return m_general->isHidden() ? QString() : m_general->text();
}

void WorkloadEditor::setLocalError(const QString& path, const QString& message) {
    if (message.isEmpty())
        m_localErrors.erase(path);
    else
        m_localErrors[path] = message;
    showErrors();
}

void WorkloadEditor::onPlanErrors(const std::vector<FieldError>& errors) {
    m_planErrors = errors;
    showErrors();
}

// A planner error names a JSON path: the field with that path, else the first field inside it,
// else the closest field around it; nullopt sends it to the top of the form.
std::optional<std::size_t> WorkloadEditor::fieldForError(const QString& path) const {
    for (std::size_t i = 0; i < m_fields.size(); ++i)
        if (m_fields[i].path == path)
            return i;
    for (std::size_t i = 0; i < m_fields.size(); ++i)
        if (m_fields[i].path.startsWith(path + QLatin1Char('.')))
            return i;
    std::optional<std::size_t> around;
    qsizetype best = -1;
    for (std::size_t i = 0; i < m_fields.size(); ++i)
        if (path.startsWith(m_fields[i].path) && m_fields[i].path.size() > best) {
            best = m_fields[i].path.size();
            around = i;
        }
    return around;
}

void WorkloadEditor::showErrors() {
    std::map<std::size_t, QStringList> byField;
    QStringList general;
    for (const auto& [path, message] : m_localErrors) {
        for (std::size_t i = 0; i < m_fields.size(); ++i)
            if (m_fields[i].path == path)
                byField[i] << message;
    }
    for (const FieldError& e : m_planErrors) {
        const QString path = QString::fromStdString(e.path);
        const QString message = QString::fromStdString(e.message);
        if (const auto target = fieldForError(path))
            byField[*target] << message;
        else
            general << tr("%1: %2").arg(path, message);
    }
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        Field& f = m_fields[i];
        const auto it = byField.find(i);
        const bool bad = it != byField.end() && !it->second.isEmpty();
        f.message->setText(bad ? it->second.join(QLatin1Char('\n')) : QString());
        f.message->setVisible(bad);
        if (f.input->property("invalid").toBool() != bad) {
            f.input->setProperty("invalid", bad);
            f.input->style()->unpolish(f.input);
            f.input->style()->polish(f.input);
        }
    }
    if (!general.isEmpty() || !m_planErrors.empty()) {
        QStringList lines = general;
        if (!m_planErrors.empty())
            lines.prepend(tr("The plan could not be updated; the last good plan is still shown."));
        m_general->setText(lines.join(QLatin1Char('\n')));
        m_general->show();
    } else {
        m_general->hide();
    }
}

} // namespace rightsize::ui

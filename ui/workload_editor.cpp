#include "ui/workload_editor.h"

#include "core/scenario_checks.h"
#include "core/scenario_fields.h"
#include "ui/checked_spin_box.h"
#include "ui/number_format.h"
#include "ui/offer_selection_dialog.h"
#include "ui/plan_wording.h"
#include "ui/scenario_document.h"
#include "ui/wrapping_label.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace rightsize::ui {
namespace {

// Which kinds of workload a field matters for: the words of core/scenario_fields.h.
bool isTraining(const Scenario& s) { return fieldApplies(FieldApplies::Training, s); }
bool isDeep(const Scenario& s) { return fieldApplies(FieldApplies::Deep, s); }
bool isInference(const Scenario& s)
{
    return s.workload.kind == WorkloadKind::BatchInference || s.workload.kind == WorkloadKind::OnlineServing;
}
bool isServing(const Scenario& s) { return fieldApplies(FieldApplies::Serving, s); }
bool isLora(const Scenario& s) { return fieldApplies(FieldApplies::Adapters, s); }
bool isJob(const Scenario& s) { return !isServing(s); }
bool hasDataPipeline(const Scenario& s) { return fieldApplies(FieldApplies::ReadsDataset, s); }
bool isClassic(const Scenario& s) { return fieldApplies(FieldApplies::ClassicMl, s); }
bool isPrep(const Scenario& s) { return fieldApplies(FieldApplies::DataPrep, s); }
bool isSpot(const Scenario& s) { return fieldApplies(FieldApplies::Spot, s); }
bool notTransformer(const Scenario& s) { return fieldApplies(FieldApplies::NotTransformer, s); }
bool isTransformer(const Scenario& s) { return fieldApplies(FieldApplies::Transformer, s); }

// The row of core's field table behind an editor path; every number the editor shows has one
// (tests/gui/test_field_round_trip walks them all).
const ScenarioField& numberField(const QString& path)
{
    const ScenarioField* f = scenarioField(path.toStdString());
    if (!f || !f->isNumber())
        qFatal("no number field %s in core/scenario_fields.cpp", qPrintable(path));
    return *f;
}

// When a field's row is shown: when it applies (its row in core/scenario_fields.cpp), unless the
// step passes a narrower rule of its own.
std::function<bool(const Scenario&)> appliesOf(const ScenarioField* field)
{
    return [field](const Scenario& s) { return fieldApplies(field->applies, s); };
}

template <class E> std::vector<std::pair<QString, int>> items(std::initializer_list<std::pair<E, QString>> list)
{
    std::vector<std::pair<QString, int>> out;
    for (const auto& [value, text] : list)
        out.emplace_back(text, int(value));
    return out;
}

// Layout fields: a spin box's lowest value (see addInt) and a combo's first item mean "auto"
// (not pinned).
constexpr int kAuto = -1;
template <class E> int pinnedChoice(const std::optional<E>& v) { return v ? int(*v) : kAuto; }
template <class E> void pinChoice(std::optional<E>& field, int v)
{
    if (v == kAuto)
        field.reset();
    else
        field = E(v);
}
std::vector<std::pair<QString, int>> withAuto(std::vector<std::pair<QString, int>> choices)
{
    choices.insert(choices.begin(), {QCoreApplication::translate("rightsize::ui::WorkloadEditor", "auto"), kAuto});
    return choices;
}

QString deviceCountsText(const std::vector<int>& counts)
{
    QStringList parts;
    for (int c : counts)
        parts << QLocale().toString(c);
    return parts.join(QStringLiteral(", "));
}

// "1, 2, 8" → {1, 2, 8}; nullopt when a part is not a whole number from 1 to 4096.
std::optional<std::vector<int>> parseCounts(const QString& text)
{
    std::vector<int> counts;
    const auto parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString& part : parts) {
        bool ok = false;
        int v = QLocale().toInt(part, &ok);
        if (!ok)
            v = part.toInt(&ok);
        if (!ok || v < 1 || v > 4096)
            return std::nullopt;
        if (std::find(counts.begin(), counts.end(), v) == counts.end())
            counts.push_back(v);
    }
    if (counts.empty())
        return std::nullopt;
    return counts;
}

// A unit after a number agrees with it ("1 sample", "4 samples"; in Russian "4 примера", not
// "4 примеров"): the spin box's suffix is the numerus form for its value, less the number.
const char* pluralUnitOf(const QString& suffix) {
    static const std::pair<const char*, const char*> units[] = {
        {QT_TRANSLATE_NOOP("rightsize::ui::WorkloadEditor", " samples"),
         QT_TRANSLATE_N_NOOP("rightsize::ui::WorkloadEditor", "%n sample(s)")},
        {QT_TRANSLATE_NOOP("rightsize::ui::WorkloadEditor", " tokens"),
         QT_TRANSLATE_N_NOOP("rightsize::ui::WorkloadEditor", "%n token(s)")},
        {QT_TRANSLATE_NOOP("rightsize::ui::WorkloadEditor", " requests"),
         QT_TRANSLATE_N_NOOP("rightsize::ui::WorkloadEditor", "%n request(s)")}};
    for (const auto& [plain, numerus] : units)
        if (suffix == WorkloadEditor::tr(plain))
            return numerus;
    return nullptr;
}

void agreeSuffix(QSpinBox* spin, const char* numerus) {
    const int v = spin->value();
    const QString full = WorkloadEditor::tr(numerus, nullptr, v);
    const QString number = QString::number(v);
    const auto at = full.indexOf(number);
    const QString suffix = at >= 0 ? full.mid(at + number.size()) : full;
    if (spin->suffix() != suffix)
        spin->setSuffix(suffix);
}

// A choice the box may cut short is named in full in its tooltip, above the help text.
void showChoiceInTip(QComboBox* combo, const QString& tip) {
    const QString text = combo->currentText();
    combo->setToolTip(text.isEmpty() ? tip : text + QLatin1Char('\n') + tip);
}

// The counts the planner tries over the whole catalog (core/planner.cpp, candidate options).
QString catalogCountsText(WorkloadKind kind) {
    switch (kind) {
    case WorkloadKind::Training:
    case WorkloadKind::FineTuning:
        return WorkloadEditor::tr(
            "1, 2, 4 and 8 GPUs of each, whole nodes of 16 and more when the model needs "
            "them, and one of each CPU instance.");
    case WorkloadKind::BatchInference:
        return WorkloadEditor::tr("1, 2, 4 and 8 GPUs of each, and one of each CPU instance.");
    case WorkloadKind::OnlineServing:
        return WorkloadEditor::tr("Each device with as many replicas as the latency target needs.");
    case WorkloadKind::ClassicMl:
        return WorkloadEditor::tr("One of each device.");
    case WorkloadKind::DataPrep:
        return WorkloadEditor::tr("One of each CPU instance.");
    }
    return {};
}

} // namespace

std::optional<double> parseAmount(const QString& raw)
{
    QString text = raw.trimmed();
    text.remove(QLatin1Char('_'));
    text.remove(QLatin1Char(' '));
    text.remove(QChar(0x202F)); // narrow no-break space used as a group separator
    text.remove(QChar(0x00A0));
    if (text.isEmpty())
        return std::nullopt;
    double scale = 1;
    const QChar last = text.back().toLower();
    if (last == QLatin1Char('k') || last == QLatin1Char('m') || last == QLatin1Char('b') || last == QLatin1Char('g') ||
        last == QLatin1Char('t')) {
        scale = last == QLatin1Char('k') ? 1e3 : last == QLatin1Char('m') ? 1e6 : last == QLatin1Char('t') ? 1e12 : 1e9;
        text.chop(1);
    }
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v * scale;
}

WorkloadEditor::WorkloadEditor(DocumentModel* document, QWidget* parent)
    : QWidget(parent)
    , m_doc(document)
{
    setAccessibleName(tr("Workload editor"));
    // Where the focus rests when the field that had it goes away.
    setFocusPolicy(Qt::ClickFocus);
    // A field with a value that cannot be used gets a red frame; the property drives the style.
    setStyleSheet(QStringLiteral("*[invalid=\"true\"] { border: 2px solid #D52B1E; border-radius: 3px; }"));
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
    buildWorkloadStep();
    buildMemoryStep();
    buildComputeStep();
    buildRightSizeStep();
    buildOptimiseStep();
    m_steps->addStretch(1);

    connect(m_doc, &DocumentModel::changed, this, &WorkloadEditor::refresh);
    connect(m_doc, &DocumentModel::planChanged, this, [this](const Plan& plan) {
        m_planErrors.clear();
        showErrors();
        if (m_modelSummary) {
            QString text = plan.params > 0 ? tr("%1 parameters").arg(fmt::bigNumber(plan.params)) : QString();
            if (plan.activeParams > 0 && plan.activeParams < plan.params * 0.999)
                text += tr(", %1 active per token").arg(fmt::bigNumber(plan.activeParams));
            if (plan.kvCacheBytesPerToken > 0)
                text += tr("; KV cache %1 KiB per token").arg(fmt::number(plan.kvCacheBytesPerToken / 1024, 1));
            m_modelSummary->setText(text);
        }
        showPlannerLayout();
    });
    connect(m_doc, &DocumentModel::selectionChanged, this, &WorkloadEditor::showPlannerLayout);
    connect(m_doc, &DocumentModel::planFailed, this, &WorkloadEditor::onPlanErrors);
    refresh();
}

// ---- building blocks -------------------------------------------------------------------------

QFormLayout* WorkloadEditor::addStep(int number, const QString& title, const QString& help)
{
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

void WorkloadEditor::highlightStep(int step)
{
    for (std::size_t i = 0; i < m_stepBoxes.size(); ++i) {
        QGroupBox* box = m_stepBoxes[i];
        const bool on = int(i) == step;
        box->setStyleSheet(on ? QStringLiteral("QGroupBox { border: 3px solid palette(highlight); border-radius: 4px; "
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

QFormLayout* WorkloadEditor::addSubgroup(QFormLayout* step, const QString& title)
{
    auto* label = new QLabel(title, this);
    QFont f = font();
    f.setBold(true);
    label->setFont(f);
    label->setContentsMargins(0, 8, 0, 0);
    step->addRow(label);
    m_subgroups.push_back({label, {}});
    return step;
}

WorkloadEditor::Field& WorkloadEditor::addRow(QFormLayout* form, const QString& path, const QString& label,
                                              const QString& tip, QWidget* input, Visible visible)
{
    auto* row = new QWidget(this);
    auto* v = new QVBoxLayout(row);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addWidget(input);
    auto* message = new WrappingLabel(row);
    message->setStyleSheet(QStringLiteral("color: #D52B1E;"));
    message->hide();
    v->addWidget(message);
    QFont normal = font();
    normal.setBold(false);
    row->setFont(normal);
    input->setToolTip(tip);
    input->setAccessibleName(label);
    input->setAccessibleDescription(tip);
    if (auto* combo = qobject_cast<QComboBox*>(input)) {
        // A long choice ("Llama 2 70B (69 B parameters)") must not widen the whole form; where
        // the box cuts it short, its tooltip says it in full.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
        connect(combo, &QComboBox::currentTextChanged, combo,
                [combo, tip] { showChoiceInTip(combo, tip); });
    }
    auto* labelWidget = new QLabel(label, this);
    labelWidget->setFont(normal);
    labelWidget->setBuddy(input);
    labelWidget->setToolTip(tip);
    form->addRow(labelWidget, row);
    Field f;
    f.path = path;
    f.tip = tip;
    f.input = input;
    f.row = row;
    f.message = message;
    f.form = form;
    f.visible = std::move(visible);
    m_fields.push_back(std::move(f));
    m_groups.back().second.push_back(m_fields.size() - 1);
    // A field belongs to the latest subheading of its step, if that heading is in the same form.
    if (!m_subgroups.empty() && m_subgroups.back().first->parentWidget() == form->parentWidget() &&
        form->indexOf(m_subgroups.back().first) >= 0)
        m_subgroups.back().second.push_back(m_fields.size() - 1);
    return m_fields.back();
}

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

void WorkloadEditor::onRejectedText(const QString& path, const QString& text,
                                    const QString& range) {
    setLocalError(path,
                  text.isEmpty() ? QString() : tr("“%1” cannot be used: %2.").arg(text, range));
    if (!text.isEmpty())
        abandonTyping(path);
}

void WorkloadEditor::abandonTyping(const QString& path) {
    m_ownEdit = true; // the field keeps what was typed and its message
    m_doc->abandonEdit(path);
    m_ownEdit = false;
}

QSpinBox* WorkloadEditor::addInt(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                                 const QString& suffix, Visible visible)
{
    const ScenarioField* field = &numberField(path);
    // An optional layout field shows "auto" at 0, below the rule's minimum.
    const int min = field->optional ? 0 : int(field->rule.min);
    const int max = int(field->rule.max);
    const auto get = [field](const Scenario& s) { return int(field->get(s).value_or(0)); };
    const auto set = [field](Scenario& s, int v) {
        field->set(s, field->optional && v == 0 ? std::nullopt : std::optional<double>(v));
    };
    if (!visible)
        visible = appliesOf(field);
    auto* spin = new CheckedSpinBox(this);
    spin->setRange(min, max);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(true);
    Field& f = addRow(form, path, label, tip, spin, std::move(visible));
    const char* numerus = pluralUnitOf(suffix);
    f.refresh = [this, spin, get, path, numerus] {
        if (m_localErrors.count(path)) // keep what the user typed until it is fixed
            return;
        spin->setValue(get(m_doc->scenario()));
        if (numerus)
            agreeSuffix(spin, numerus);
    };
    // Not while typing: a changing suffix would move the cursor under the user's hands.
    if (numerus)
        connect(spin, &QAbstractSpinBox::editingFinished, spin,
                [spin, numerus] { agreeSuffix(spin, numerus); });
    connect(spin, &QSpinBox::valueChanged, this, [this, path, label, set](int v) {
        setLocalError(path, QString());
        edit(path, label, [set, v](Scenario& s) { set(s, v); });
    });
    const QString range = tr("enter a whole number from %1 to %2")
                              .arg(QLocale().toString(min), QLocale().toString(max));
    connect(spin, &CheckedSpinBox::rejectedTextChanged, this,
            [this, path, range](const QString& text) { onRejectedText(path, text, range); });
    connect(spin, &QAbstractSpinBox::editingFinished, m_doc, &DocumentModel::endEdit);
    return spin;
}

QDoubleSpinBox* WorkloadEditor::addReal(QFormLayout* form, const QString& path, const QString& label,
                                        const QString& tip, int decimals, const QString& suffix, Visible visible)
{
    const ScenarioField* field = &numberField(path);
    // Above an exclusive minimum by the smallest step the box can show.
    const double min = field->rule.min + (field->rule.exclusive ? std::pow(10.0, -decimals) : 0.0);
    const double max = field->rule.max;
    const auto get = [field](const Scenario& s) { return field->get(s).value_or(0); };
    const auto set = [field](Scenario& s, double v) { field->set(s, v); };
    if (!visible)
        visible = appliesOf(field);
    auto* spin = new CheckedDoubleSpinBox(this);
    spin->setRange(min, max);
    spin->setDecimals(decimals);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    Field& f = addRow(form, path, label, tip, spin, std::move(visible));
    f.refresh = [this, spin, get, path] {
        if (!m_localErrors.count(path))
            spin->setValue(get(m_doc->scenario()));
    };
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, path, label, set](double v) {
        setLocalError(path, QString());
        edit(path, label, [set, v](Scenario& s) { set(s, v); });
    });
    const QString range =
        tr("enter a number from %1 to %2")
            .arg(QLocale().toString(min, 'g', 6), QLocale().toString(max, 'g', 6));
    connect(spin, &CheckedDoubleSpinBox::rejectedTextChanged, this,
            [this, path, range](const QString& text) { onRejectedText(path, text, range); });
    connect(spin, &QAbstractSpinBox::editingFinished, m_doc, &DocumentModel::endEdit);
    return spin;
}

QLineEdit* WorkloadEditor::addAmount(QFormLayout* form, const QString& path, const QString& label,
                                     const QString& tip, const QString& unit, Visible visible)
{
    const ScenarioField* field = &numberField(path);
    const bool optional = field->optional;
    const auto get = field->get;
    const auto set = field->set;
    if (!visible)
        visible = appliesOf(field);
    auto* line = new QLineEdit(this);
    line->setClearButtonEnabled(optional);
    line->setPlaceholderText(optional ? tr("none") : QString());
    QWidget* input = line;
    if (!unit.isEmpty()) {
        // The unit sits beside the text so the typed value stays a plain number.
        auto* box = new QWidget(this);
        auto* h = new QHBoxLayout(box);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(line, 1);
        auto* u = new QLabel(unit, box);
        h->addWidget(u);
        input = box;
        line->setAccessibleName(label);
    }
    Field& f = addRow(form, path, label, tip, input, std::move(visible));
    f.input = line;
    f.refresh = [this, line, get, path] {
        if (m_localErrors.count(path))
            return; // keep what the user typed until it is fixed
        const std::optional<double> v = get(m_doc->scenario());
        const std::optional<double> shown = parseAmount(line->text());
        if (v == shown || (v && shown && std::fabs(*v - *shown) <= 1e-9 * std::fabs(*v)))
            return;
        line->setText(v ? QLocale().toString(*v, 'g', 12) : QString());
    };
    const FieldRule rule = field->rule;
    connect(line, &QLineEdit::textEdited, this, [this, path, label, set, rule, optional](const QString& text) {
        if (text.trimmed().isEmpty()) {
            if (!optional) {
                setLocalError(path, tr("Enter a number."));
                return;
            }
            setLocalError(path, QString());
            edit(path, label, [set](Scenario& s) { set(s, std::nullopt); });
            return;
        }
        const std::optional<double> v = parseAmount(text);
        if (!v) {
            setLocalError(path, tr("“%1” is not a number. Examples: 20000000, 20M, 2e7.").arg(text));
            abandonTyping(path);
            return;
        }
        if (!ruleAccepts(rule, *v)) {
            const QString low = QLocale().toString(rule.min, 'g', 6);
            const QString high = QLocale().toString(rule.max, 'g', 6);
            setLocalError(path, rule.exclusive ? tr("Must be more than %1 and at most %2.").arg(low, high)
                                               : tr("Must be between %1 and %2.").arg(low, high));
            abandonTyping(path);
            return;
        }
        setLocalError(path, QString());
        edit(path, label, [set, v](Scenario& s) { set(s, v); });
    });
    connect(line, &QLineEdit::editingFinished, m_doc, &DocumentModel::endEdit);
    return line;
}

QComboBox* WorkloadEditor::addChoice(QFormLayout* form, const QString& path, const QString& label,
                                     const QString& tip, const std::vector<std::pair<QString, int>>& choices,
                                     Visible visible)
{
    const ScenarioField* field = scenarioField(path.toStdString());
    if (!field || field->kind != FieldKind::Choice || field->optional)
        qFatal("no choice %s in core/scenario_fields.cpp", qPrintable(path));
    if (!visible)
        visible = appliesOf(field);
    return addChoice(
        form, path, label, tip, choices, [field](const Scenario& s) { return int(field->get(s).value_or(0)); },
        [field](Scenario& s, int v) { field->set(s, v); }, std::move(visible));
}

QComboBox* WorkloadEditor::addChoice(QFormLayout* form, const QString& path, const QString& label,
                                     const QString& tip, const std::vector<std::pair<QString, int>>& choices,
                                     std::function<int(const Scenario&)> get, std::function<void(Scenario&, int)> set,
                                     Visible visible)
{
    auto* combo = new QComboBox(this);
    for (const auto& [text, value] : choices)
        combo->addItem(text, value);
    Field& f = addRow(form, path, label, tip, combo, std::move(visible));
    f.refresh = [this, combo, get] { combo->setCurrentIndex(combo->findData(get(m_doc->scenario()))); };
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, path, label, set](int index) {
        if (index < 0)
            return;
        const int v = combo->itemData(index).toInt();
        edit(path, label, [set, v](Scenario& s) { set(s, v); });
        m_doc->endEdit();
    });
    return combo;
}

QCheckBox* WorkloadEditor::addFlag(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                                   Visible visible)
{
    const ScenarioField* field = scenarioField(path.toStdString());
    if (!field || field->kind != FieldKind::Flag || field->optional)
        qFatal("no flag %s in core/scenario_fields.cpp", qPrintable(path));
    if (!visible)
        visible = appliesOf(field);
    return addFlag(
        form, path, label, tip, [field](const Scenario& s) { return field->get(s).value_or(0) != 0; },
        [field](Scenario& s, bool v) { field->set(s, v ? 1.0 : 0.0); }, std::move(visible));
}

QCheckBox* WorkloadEditor::addFlag(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                                   std::function<bool(const Scenario&)> get, std::function<void(Scenario&, bool)> set,
                                   Visible visible)
{
    auto* check = new QCheckBox(this);
    Field& f = addRow(form, path, label, tip, check, std::move(visible));
    f.refresh = [this, check, get] { check->setChecked(get(m_doc->scenario())); };
    connect(check, &QCheckBox::toggled, this, [this, path, label, set](bool v) {
        edit(path, label, [set, v](Scenario& s) { set(s, v); });
        m_doc->endEdit();
    });
    return check;
}

QCheckBox* WorkloadEditor::addPinnedFlag(QFormLayout* form, const QString& path, const QString& label,
                                         const QString& tip, std::function<std::optional<bool>(const Scenario&)> get,
                                         std::function<void(Scenario&, std::optional<bool>)> set, Visible visible)
{
    // Three states: unchecked and checked pin the value, partly checked leaves it to the planner.
    auto* check = new QCheckBox(this);
    check->setTristate(true);
    Field& f = addRow(form, path, label, tip, check, std::move(visible));
    f.refresh = [this, check, get] {
        const std::optional<bool> v = get(m_doc->scenario());
        check->setCheckState(!v ? Qt::PartiallyChecked : (*v ? Qt::Checked : Qt::Unchecked));
    };
    connect(check, &QCheckBox::stateChanged, this, [this, path, label, set](int state) {
        const std::optional<bool> v =
            state == Qt::PartiallyChecked ? std::nullopt : std::optional<bool>(state == Qt::Checked);
        edit(path, label, [&](Scenario& s) { set(s, v); });
    });
    return check;
}

void WorkloadEditor::showPlannerLayout()
{
    const Plan& plan = m_doc->plan();
    int index = m_doc->selectedOption();
    if (index < 0 || std::size_t(index) >= plan.options.size())
        index = plan.recommended ? int(*plan.recommended) : -1;
    const Layout* l = index >= 0 && std::size_t(index) < plan.options.size() ? &plan.options[index].placement.layout
                                                                              : nullptr;
    auto autoText = [&](const QString& chosen) { return l ? tr("auto (planner: %1)").arg(chosen) : tr("auto"); };
    auto setSpin = [&](QSpinBox* spin, int value) {
        if (spin)
            spin->setSpecialValueText(autoText(QString::number(value)));
    };
    setSpin(m_layoutAuto.microBatch, l ? l->microBatch : 0);
    setSpin(m_layoutAuto.tensor, l ? l->tensor : 0);
    setSpin(m_layoutAuto.pipeline, l ? l->pipeline : 0);
    setSpin(m_layoutAuto.interleave, l ? l->interleave : 0);
    auto setCombo = [&](QComboBox* combo, const QString& chosen) {
        if (combo && combo->count() > 0)
            combo->setItemText(0, autoText(chosen));
    };
    if (l) {
        setCombo(m_layoutAuto.sharding, m_layoutAuto.sharding->itemText(m_layoutAuto.sharding->findData(int(l->sharding))));
        setCombo(m_layoutAuto.recompute,
                 m_layoutAuto.recompute->itemText(m_layoutAuto.recompute->findData(int(l->recompute))));
    } else {
        setCombo(m_layoutAuto.sharding, QString());
        setCombo(m_layoutAuto.recompute, QString());
    }
    auto setFlag = [&](QCheckBox* check, bool value) {
        if (check)
            check->setText(check->checkState() == Qt::PartiallyChecked
                               ? autoText(value ? tr("on") : tr("off"))
                               : QString());
    };
    setFlag(m_layoutAuto.flash, l && l->flashAttention);
    setFlag(m_layoutAuto.sequenceParallel, l && l->sequenceParallel);
}

QLineEdit* WorkloadEditor::addText(QFormLayout* form, const QString& path, const QString& label, const QString& tip,
                                   std::function<std::string(const Scenario&)> get,
                                   std::function<void(Scenario&, std::string)> set, Visible visible)
{
    auto* line = new QLineEdit(this);
    Field& f = addRow(form, path, label, tip, line, std::move(visible));
    f.refresh = [this, line, get] {
        const QString v = QString::fromStdString(get(m_doc->scenario()));
        if (line->text() != v)
            line->setText(v);
    };
    connect(line, &QLineEdit::textEdited, this, [this, path, label, set](const QString& text) {
        edit(path, label, [set, value = text.toStdString()](Scenario& s) { set(s, value); });
    });
    connect(line, &QLineEdit::editingFinished, m_doc, &DocumentModel::endEdit);
    return line;
}

// ---- the steps ---------------------------------------------------------------------------------

void WorkloadEditor::buildFirstRunHint() {
    m_firstRunHint = new QFrame(this);
    m_firstRunHint->setObjectName(QStringLiteral("firstRunHint"));
    m_firstRunHint->setStyleSheet(
        QStringLiteral("#firstRunHint { border: 1px solid palette(highlight); "
                       "border-radius: 4px; background: palette(alternate-base); }"));
    auto* layout = new QHBoxLayout(m_firstRunHint);
    auto* text = new WrappingLabel(m_firstRunHint);
    text->setText(
        tr("New here? Pick a worked case in the Scenario box below, or change any field: the "
           "charts and "
           "the recommendation follow every edit. Hover over a field to see what it means."));
    layout->addWidget(text, 1);
    auto* close = new QToolButton(m_firstRunHint);
    close->setText(tr("Got it"));
    close->setToolTip(tr("Hide this hint for good"));
    layout->addWidget(close, 0, Qt::AlignTop);
    connect(close, &QToolButton::clicked, this, [this] {
        m_firstRunHint->hide();
        emit firstRunHintDismissed();
    });
    m_firstRunHint->hide();
    m_steps->addWidget(m_firstRunHint);
}

void WorkloadEditor::showFirstRunHint(bool show) {
    m_firstRunHint->setVisible(show);
}

bool WorkloadEditor::firstRunHintShown() const {
    return !m_firstRunHint->isHidden();
}

void WorkloadEditor::buildPresets()
{
    auto* row = new QWidget(this);
    auto* form = new QFormLayout(row);
    form->setContentsMargins(0, 0, 0, 0);
    m_scenarioPresets = new QComboBox(row);
    m_scenarioPresets->setAccessibleName(tr("Scenario preset"));
    m_scenarioPresets->setToolTip(
        tr("Open a worked case, an exercise or a template as a new scenario"));
    m_scenarioPresets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scenarioPresets->setMinimumContentsLength(12);
    m_scenarioPresets->addItem(tr("Start from a preset…"), QString());
    // Presets grouped under their category, each heading a disabled entry.
    std::vector<std::string> categories;
    for (const ScenarioPreset& p : m_doc->catalog().scenarios)
        if (std::find(categories.begin(), categories.end(), p.category) == categories.end())
            categories.push_back(p.category);
    auto* model = qobject_cast<QStandardItemModel*>(m_scenarioPresets->model());
    for (const std::string& category : categories) {
        m_scenarioPresets->insertSeparator(m_scenarioPresets->count());
        m_scenarioPresets->addItem(presetCategoryName(category));
        if (QStandardItem* heading =
                model ? model->item(m_scenarioPresets->count() - 1) : nullptr) {
            heading->setFlags(Qt::NoItemFlags);
            QFont bold = heading->font();
            bold.setBold(true);
            heading->setFont(bold);
        }
        for (const ScenarioPreset& p : m_doc->catalog().scenarios)
            if (p.category == category) {
                m_scenarioPresets->addItem(QString::fromStdString(p.name),
                                           QString::fromStdString(p.id));
                m_scenarioPresets->setItemData(m_scenarioPresets->count() - 1,
                                               QString::fromStdString(p.name), Qt::ToolTipRole);
            }
    }
    m_scenarioPresets->setEnabled(!m_doc->catalog().scenarios.empty());
    form->addRow(tr("Scenario"), m_scenarioPresets);
    m_steps->addWidget(row);
    connect(m_scenarioPresets, &QComboBox::activated, this, [this](int index) {
        const QString id = m_scenarioPresets->itemData(index).toString();
        if (!id.isEmpty())
            emit presetRequested(id);
        // The box names the preset the scenario started from, whatever happened to the request.
        showPresetOfDocument();
    });
}

void WorkloadEditor::showPresetOfDocument() {
    const QSignalBlocker block(m_scenarioPresets);
    const QString id = m_doc->presetId();
    const int index = id.isEmpty() ? -1 : m_scenarioPresets->findData(id);
    m_scenarioPresets->setCurrentIndex(std::max(0, index));
    m_scenarioPresets->setToolTip(
        index > 0 ? tr("Started from the preset “%1”; pick another to open it as a new scenario")
                        .arg(m_scenarioPresets->itemText(index))
                  : tr("Open a worked case, an exercise or a template as a new scenario"));
}

void WorkloadEditor::buildWorkloadStep()
{
    QFormLayout* f = addStep(1, tr("Workload"), tr("What runs: training or inference, batch or online, how much data, "
                                                   "what load and latency target."));
    addText(f, QStringLiteral("$.name"), tr("Name"), tr("A name for this scenario"),
            [](const Scenario& s) { return s.name; }, [](Scenario& s, std::string v) { s.name = std::move(v); });
    addChoice(f, QStringLiteral("$.workload.kind"), tr("Kind"),
              tr("Training from scratch, fine-tuning, offline batch inference, an online service with a latency "
                 "target, classic machine learning (trees, linear models) or data preparation (ETL)"),
              items<WorkloadKind>({{WorkloadKind::Training, tr("Training")},
                                   {WorkloadKind::FineTuning, tr("Fine-tuning")},
                                   {WorkloadKind::BatchInference, tr("Batch inference")},
                                   {WorkloadKind::OnlineServing, tr("Online serving")},
                                   {WorkloadKind::ClassicMl, tr("Classic ML")},
                                   {WorkloadKind::DataPrep, tr("Data preparation")}}));
    addChoice(f, QStringLiteral("$.workload.framework"), tr("Framework"),
              tr("Sets conventions such as gradient precision, runtime memory and attention kernels"),
              items<Framework>({{Framework::Pytorch, QStringLiteral("PyTorch")},
                                {Framework::HfTrainer, QStringLiteral("Hugging Face Trainer")},
                                {Framework::Deepspeed, QStringLiteral("DeepSpeed")},
                                {Framework::Megatron, QStringLiteral("Megatron-LM")},
                                {Framework::Vllm, QStringLiteral("vLLM")},
                                {Framework::LlamaCpp, QStringLiteral("llama.cpp")},
                                {Framework::TensorRt, QStringLiteral("TensorRT")},
                                {Framework::Xgboost, QStringLiteral("XGBoost")},
                                {Framework::Spark, QStringLiteral("Spark")}}));

    // Model preset: choosing one copies its shape; "custom" keeps the shape as typed.
    m_modelPresets = new QComboBox(this);
    m_modelPresets->addItem(tr("Custom shape"), QString());
    for (const ModelPreset& m : m_doc->catalog().models)
        m_modelPresets->addItem(tr("%1 (%2 parameters)")
                                    .arg(QString::fromStdString(m.name), fmt::bigNumber(m.publishedParams)),
                                QString::fromStdString(m.id));
    Field& mf = addRow(f, QStringLiteral("$.workload.model.preset"), tr("Model"),
                       tr("A model from the catalog; its shape fills step 2, where any field can be changed"),
                       m_modelPresets, isDeep);
    mf.refresh = [this] {
        m_modelPresets->setCurrentIndex(
            std::max(0, m_modelPresets->findData(QString::fromStdString(m_doc->scenario().workload.model.preset))));
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

    addSubgroup(f, tr("Data"));
    addAmount(f, QStringLiteral("$.workload.dataset.samples"), tr("Samples"),
              tr("Samples in the dataset (training) or to process (batch inference)"), tr("samples"),
              [](const Scenario& s) { return isDeep(s) && !isServing(s); });
    addReal(f, QStringLiteral("$.workload.dataset.epochs"), tr("Epochs"), tr("Passes over the dataset"), 2,
            QString());
    addAmount(f, QStringLiteral("$.workload.dataset.tokens_per_sample"), tr("Tokens per sample"),
              tr("Tokens in one sample; empty means the sequence length"), tr("tokens"),
              [](const Scenario& s) { return isTransformer(s) && !isServing(s); });
    addAmount(f, QStringLiteral("$.workload.dataset.bytes_per_sample"), tr("Bytes per sample"),
              tr("Raw bytes read from storage for one sample (an image, a document); empty means derived"), tr("B"),
              hasDataPipeline);

    addSubgroup(f, tr("Load"));
    addReal(f, QStringLiteral("$.workload.serving.qps"), tr("Peak load"), tr("Requests per second at the busiest time"), 1, tr(" req/s"));
    addReal(f, QStringLiteral("$.workload.serving.p95_ms"), tr("p95 latency target"),
            tr("95% of requests must finish within this time, queueing included; 0 means no target"), 0,
            tr(" ms"));
    addReal(f, QStringLiteral("$.workload.serving.input_tokens"), tr("Input tokens"),
            tr("Tokens in one request's prompt or input"), 0, tr(" tokens"),
            [](const Scenario& s) { return isInference(s) && isTransformer(s); });
    addReal(f, QStringLiteral("$.workload.serving.output_tokens"), tr("Output tokens"),
            tr("Tokens generated per request (decoders); 0 for classification or embeddings"), 0, tr(" tokens"),
            [](const Scenario& s) { return isInference(s) && isTransformer(s); });

    addSubgroup(f, tr("Classic ML"));
    addText(f, QStringLiteral("$.workload.classic_ml.algorithm"), tr("Algorithm"),
            tr("For example xgboost_hist, xgboost_gpu_hist, lightgbm, logistic_regression, random_forest"),
            [](const Scenario& s) { return s.workload.classicMl.algorithm; },
            [](Scenario& s, std::string v) { s.workload.classicMl.algorithm = std::move(v); }, isClassic);
    addAmount(f, QStringLiteral("$.workload.classic_ml.rows"), tr("Rows"), tr("Training rows"),
              tr("rows"));
    addAmount(f, QStringLiteral("$.workload.classic_ml.features"), tr("Features"), tr("Columns per row"),
              QString());
    addInt(f, QStringLiteral("$.workload.classic_ml.trees"), tr("Trees"), tr("Boosting rounds or forest size"), QString());
    addInt(f, QStringLiteral("$.workload.classic_ml.depth"), tr("Depth"), tr("Maximum depth of each tree"),
           QString(), isClassic);

    addSubgroup(f, tr("Data preparation"));
    addAmount(f, QStringLiteral("$.workload.data_prep.rows"), tr("Rows"), tr("Rows the job reads"),
              tr("rows"));
    addAmount(f, QStringLiteral("$.workload.data_prep.bytes"), tr("Data size"), tr("Bytes the job reads"), tr("B"));
    addText(f, QStringLiteral("$.workload.data_prep.operation"), tr("Operation"),
            tr("scan, filter, aggregate, join, sort or udf"),
            [](const Scenario& s) { return s.workload.dataPrep.operation; },
            [](Scenario& s, std::string v) { s.workload.dataPrep.operation = std::move(v); }, isPrep);
}

void WorkloadEditor::buildMemoryStep()
{
    QFormLayout* f = addStep(2, tr("Memory"), tr("Model size, precision, batch and sequence length decide whether "
                                                 "it fits on a device."));
    m_modelSummary = new QLabel(this);
    m_modelSummary->setToolTip(tr("The parameter count the planner uses, derived from the shape"));
    f->addRow(tr("Size"), m_modelSummary);
    addChoice(f, QStringLiteral("$.workload.precision"), tr("Precision"),
              tr("Number format of weights and compute; mixed keeps fp32 master weights for training"),
              items<Precision>({{Precision::Fp32, tr("fp32")},
                                {Precision::Tf32, tr("tf32")},
                                {Precision::Bf16Mixed, tr("bf16 mixed")},
                                {Precision::Fp16Mixed, tr("fp16 mixed")},
                                {Precision::Bf16, tr("bf16")},
                                {Precision::Fp16, tr("fp16")},
                                {Precision::Fp8, tr("fp8")},
                                {Precision::Int8, tr("int8")},
                                {Precision::Int4, tr("int4")}}));
    addChoice(f, QStringLiteral("$.workload.optimizer"), tr("Optimizer"),
              tr("Its state per parameter: AdamW keeps two, 8-bit AdamW two small ones, SGD none"),
              items<Optimizer>({{Optimizer::AdamW, tr("AdamW")},
                                {Optimizer::AdamW8bit, tr("AdamW 8-bit")},
                                {Optimizer::SgdMomentum, tr("SGD with momentum")},
                                {Optimizer::Sgd, tr("SGD")},
                                {Optimizer::Adafactor, tr("Adafactor")},
                                {Optimizer::Lion, tr("Lion")}}));
    addChoice(f, QStringLiteral("$.workload.finetune.method"), tr("Fine-tuning method"),
              tr("Full updates every weight; LoRA trains small adapters; QLoRA also stores the base in 4 bits"),
              items<FinetuneMethod>({{FinetuneMethod::Full, tr("Full")},
                                     {FinetuneMethod::Lora, tr("LoRA")},
                                     {FinetuneMethod::Qlora, tr("QLoRA")}}));
    addInt(f, QStringLiteral("$.workload.finetune.lora_rank"), tr("LoRA rank"), tr("Rank r of each adapter"),
           QString(), isLora);
    addChoice(f, QStringLiteral("$.workload.finetune.lora_targets"), tr("LoRA targets"),
              tr("Which matrices get adapters"),
              items<LoraTargets>({{LoraTargets::Attention, tr("Attention only")},
                                  {LoraTargets::AllLinear, tr("All linear layers")}}));
    addInt(f, QStringLiteral("$.workload.batch_size"), tr("Batch size"),
           tr("Global batch in samples per optimizer step (training) or per pass (batch inference)"),
           tr(" samples"), [](const Scenario& s) { return isDeep(s) && !isServing(s); });
    auto* micro = addInt(f, QStringLiteral("$.workload.micro_batch_size"), tr("Micro-batch"),
                         tr("Samples per device in one forward/backward pass; the rest is gradient accumulation. "
                            "Auto lets the planner choose"), tr(" samples"), isTraining);
    micro->setSpecialValueText(tr("auto"));
    m_layoutAuto.microBatch = micro;
    auto* seq = addInt(f, QStringLiteral("$.workload.seq_len"), tr("Sequence length"),
                       tr("Tokens per sample in one pass; the model's default when set to default"),
                       tr(" tokens"));
    seq->setSpecialValueText(tr("model default"));

    addSubgroup(f, tr("Model shape"));
    addChoice(f, QStringLiteral("$.workload.model.architecture"), tr("Architecture"), tr("The family of the model"),
              items<Architecture>({{Architecture::Decoder, tr("Decoder (GPT, Llama)")},
                                   {Architecture::Encoder, tr("Encoder (BERT, ViT)")},
                                   {Architecture::EncoderDecoder, tr("Encoder–decoder (T5)")},
                                   {Architecture::Cnn, tr("Convolutional network")},
                                   {Architecture::Mlp, tr("Multi-layer perceptron")}}));
    addAmount(f, QStringLiteral("$.workload.model.params"), tr("Parameters"),
              tr("Total parameters; empty means derived from the shape. Examples: 7B, 110M"), QString());
    auto shapeInt = [&](const char* key, const QString& label, const QString& tip, const QString& special) {
        auto* spin = addInt(f, QStringLiteral("$.workload.model.") + QLatin1String(key), label, tip, QString(), isTransformer);
        spin->setSpecialValueText(special);
    };
    shapeInt("layers", tr("Layers"), tr("Transformer blocks"), tr("not given"));
    shapeInt("hidden", tr("Hidden size"), tr("Width of the residual stream"),
             tr("not given"));
    shapeInt("heads", tr("Attention heads"), tr("Query heads per layer"), tr("not given"));
    shapeInt("kv_heads", tr("KV heads"), tr("Key/value heads (grouped-query attention); default: as many as heads"), tr("= heads"));
    shapeInt("head_dim", tr("Head size"), tr("Width of one head; default: hidden / heads"),
             tr("hidden / heads"));
    shapeInt("ffn_hidden", tr("FFN size"), tr("Width of the feed-forward layer; default: 4 × hidden"), tr("4 × hidden"));
    shapeInt("vocab", tr("Vocabulary"), tr("Tokens in the vocabulary"), tr("not given"));
    addFlag(f, QStringLiteral("$.workload.model.gated_ffn"), tr("Gated FFN"),
            tr("SwiGLU-style feed-forward with three matrices (Llama, Mistral)"));
    addFlag(f, QStringLiteral("$.workload.model.tied_embeddings"), tr("Tied embeddings"),
            tr("The output head shares the input embedding matrix"));
    addAmount(f, QStringLiteral("$.workload.model.flops_per_sample"), tr("FLOPs per sample"),
              tr("Forward FLOPs of one sample, for models that are not transformers"), tr("FLOP"),
              notTransformer);
    addAmount(f, QStringLiteral("$.workload.model.activation_bytes_per_sample"), tr("Activations per sample"),
              tr("Training activations stored for one sample, in 16 bits"), tr("B"),
              notTransformer);
}

void WorkloadEditor::buildComputeStep()
{
    QFormLayout* f = addStep(3, tr("Compute"), tr("Which devices to consider and how to split the model over them."));
    buildDeviceTable(f);
    addSubgroup(f, tr("Parallelism"));
    // Layout fields: "auto" (the lowest value, or the first choice) leaves the field to the planner,
    // any other value pins it; the planner's choice is shown beside "auto".
    const QString autoTip = tr(" — auto lets the planner choose; any other value is used exactly as given");
    m_layoutAuto.tensor = addInt(f, QStringLiteral("$.workload.parallelism.tensor"), tr("Tensor parallel"),
           tr("Devices that split each layer's matrices (inside one node)") + autoTip, QString(), isTransformer);
    m_layoutAuto.pipeline = addInt(f, QStringLiteral("$.workload.parallelism.pipeline"), tr("Pipeline stages"),
           tr("Devices that each hold a slice of the layers") + autoTip, QString(),
           [](const Scenario& s) { return isTraining(s) && isTransformer(s); });
    m_layoutAuto.interleave = addInt(f, QStringLiteral("$.workload.parallelism.interleave"), tr("Interleaving"),
           tr("Virtual stages per device; shrinks the pipeline bubble") + autoTip, QString(),
           [](const Scenario& s) { return isTraining(s) && s.workload.parallelism.pipeline.value_or(2) > 1; });
    m_layoutAuto.sequenceParallel = addPinnedFlag(f, QStringLiteral("$.workload.parallelism.sequence_parallel"),
            tr("Sequence parallel"),
            tr("Split norms and dropout along the sequence across the tensor-parallel group") + autoTip,
            [](const Scenario& s) { return s.workload.parallelism.sequenceParallel; },
            [](Scenario& s, std::optional<bool> v) { s.workload.parallelism.sequenceParallel = v; },
            [](const Scenario& s) { return isTraining(s) && s.workload.parallelism.tensor.value_or(2) > 1; });
    m_layoutAuto.sharding = addChoice(f, QStringLiteral("$.workload.sharding"), tr("Sharding"),
              tr("ZeRO stage 1 shards optimizer state, 2 also gradients, 3 (FSDP) also weights, over the data-parallel "
                 "devices; hybrid shards inside a node and replicates across nodes") + autoTip,
              withAuto(items<Sharding>({{Sharding::None, tr("None")},
                                        {Sharding::Zero1, tr("ZeRO-1")},
                                        {Sharding::Zero2, tr("ZeRO-2")},
                                        {Sharding::Zero3, tr("ZeRO-3 / FSDP")},
                                        {Sharding::Zero3Hybrid, tr("Hybrid (shard in a node)")}})),
              [](const Scenario& s) { return pinnedChoice(s.workload.sharding); },
              [](Scenario& s, int v) { pinChoice(s.workload.sharding, v); }, isTraining);
}

void WorkloadEditor::buildDeviceTable(QFormLayout* f)
{
    m_allDevices = new QCheckBox(tr("Every device in the catalog"), this);
    m_allDevices->setAccessibleName(tr("Consider every catalog device"));
    m_allDevices->setToolTip(tr("Let the planner try the whole catalog; untick to choose devices and counts"));
    f->addRow(m_allDevices);
    // Which counts the planner tries depends on the kind of work; said under the box.
    m_allDevicesCounts = new WrappingLabel(this);
    m_allDevicesCounts->setForegroundRole(QPalette::PlaceholderText);
    f->addRow(m_allDevicesCounts);
    m_devices = new QTableWidget(this);
    m_devices->setAccessibleName(tr("Candidate devices"));
    m_devices->setColumnCount(3);
    m_devices->setHorizontalHeaderLabels({tr("Device"), tr("Counts"), tr("$/h each")});
    m_devices->verticalHeader()->hide();
    m_devices->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_devices->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_devices->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_devices->setMinimumHeight(180);
    m_devices->setToolTip(tr("Tick the devices to compare; type the counts to try, separated by commas"));
    Field& field = addRow(f, QStringLiteral("$.compute.options"), tr("Candidates"),
                          tr("Tick the devices to compare; type the counts to try, separated by commas"), m_devices, {});
    field.refresh = [this] { refreshDeviceTable(); };
    connect(m_allDevices, &QCheckBox::toggled, this, [this](bool all) {
        if (m_refreshing)
            return;
        if (all) {
            edit(QStringLiteral("$.compute.options"), tr("candidate devices"),
                 [](Scenario& s) { s.compute.options.clear(); });
        } else {
            // Start the explicit list from the recommendation so the chart stays meaningful.
            const Plan& plan = m_doc->plan();
            std::vector<ComputeOption> start;
            if (m_doc->hasPlan() && plan.recommended && plan.options[*plan.recommended].placement.device)
                start.push_back({plan.options[*plan.recommended].placement.device->id,
                                 plan.options[*plan.recommended].placement.count});
            else if (!m_doc->catalog().devices.empty())
                start.push_back({m_doc->catalog().devices.front().id, 1});
            edit(QStringLiteral("$.compute.options"), tr("candidate devices"),
                 [start](Scenario& s) { s.compute.options = start; });
        }
        m_doc->endEdit();
    });
    connect(m_devices, &QTableWidget::itemChanged, this, [this] { onDeviceTableEdited(); });
}

void WorkloadEditor::refreshDeviceTable()
{
    const Catalog& catalog = m_doc->catalog();
    const Scenario& s = m_doc->scenario();
    const QSignalBlocker block(m_devices);
    m_allDevices->setChecked(s.compute.options.empty());
    m_allDevicesCounts->setText(catalogCountsText(s.workload.kind));
    m_allDevicesCounts->setVisible(s.compute.options.empty());
    m_devices->setEnabled(!s.compute.options.empty());
    m_devices->setRowCount(int(catalog.devices.size()));
    for (int r = 0; r < int(catalog.devices.size()); ++r) {
        const Device& d = catalog.devices[std::size_t(r)];
        std::vector<int> counts;
        for (const ComputeOption& o : s.compute.options)
            if (o.device == d.id)
                counts.push_back(o.count);
        auto* name = m_devices->item(r, 0);
        if (!name) {
            name = new QTableWidgetItem;
            name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            m_devices->setItem(r, 0, name);
        }
        name->setText(QString::fromStdString(d.name));
        name->setData(Qt::UserRole, QString::fromStdString(d.id));
        name->setToolTip(QString::fromStdString(d.id));
        name->setCheckState(counts.empty() ? Qt::Unchecked : Qt::Checked);
        auto* countItem = m_devices->item(r, 1);
        if (!countItem) {
            countItem = new QTableWidgetItem;
            countItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemIsSelectable);
            m_devices->setItem(r, 1, countItem);
        }
        // Keep a typed list that did not parse until the user fixes it.
        if (!m_localErrors.count(QStringLiteral("$.compute.options")))
            countItem->setText(counts.empty() ? QStringLiteral("1") : deviceCountsText(counts));
        auto* price = m_devices->item(r, 2);
        if (!price) {
            price = new QTableWidgetItem;
            price->setFlags(Qt::ItemIsEnabled);
            price->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_devices->setItem(r, 2, price);
        }
        price->setText(d.onDemand.usdPerHour > 0 ? fmt::number(d.onDemand.usdPerHour, 2) : QStringLiteral("—"));
        price->setToolTip(tr("On-demand: %1").arg(PlanWordingText::priceBasis(d.onDemand)));
    }
}

void WorkloadEditor::onDeviceTableEdited()
{
    if (m_refreshing)
        return;
    std::vector<ComputeOption> options;
    for (int r = 0; r < m_devices->rowCount(); ++r) {
        const QTableWidgetItem* name = m_devices->item(r, 0);
        const QTableWidgetItem* counts = m_devices->item(r, 1);
        if (!name || !counts || name->checkState() != Qt::Checked)
            continue;
        const auto parsed = parseCounts(counts->text());
        if (!parsed) {
            setLocalError(QStringLiteral("$.compute.options"),
                          tr("%1: counts must be whole numbers from 1 to 4096, separated by commas.").arg(name->text()));
            return;
        }
        for (int c : *parsed)
            options.push_back({name->data(Qt::UserRole).toString().toStdString(), c});
    }
    if (options.empty()) {
        setLocalError(QStringLiteral("$.compute.options"),
                      tr("Tick at least one device, or consider every device in the catalog."));
        return;
    }
    setLocalError(QStringLiteral("$.compute.options"), QString());
    edit(QStringLiteral("$.compute.options"), tr("candidate devices"),
         [options](Scenario& s) { s.compute.options = options; });
    m_doc->endEdit();
}

void WorkloadEditor::buildRightSizeStep()
{
    QFormLayout* f = addStep(4, tr("Right-size"), tr("How compute is bought and the limits the choice must meet."));
    addChoice(f, QStringLiteral("$.compute.pricing"), tr("Pricing"),
              tr("On-demand, spot (interruptible, cheaper), serverless (billed per second of activity) or reserved"),
              items<Pricing>({{Pricing::OnDemand, tr("On-demand")},
                              {Pricing::Spot, tr("Spot")},
                              {Pricing::Serverless, tr("Serverless")},
                              {Pricing::Reserved, tr("Reserved (1 year)")}}));
    // Where to rent: the providers and regions compared, in a dialog of its own.
    auto* whereToRent = new QPushButton(tr("Providers and regions…"), this);
    whereToRent->setObjectName(QStringLiteral("offerSelection"));
    connect(whereToRent, &QPushButton::clicked, this, [this] {
        auto* dialog = new OfferSelectionDialog(m_doc, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    f->addRow(tr("Where to rent"), whereToRent);
    addReal(f, QStringLiteral("$.compute.spot.interruptions_per_day"), tr("Interruptions"),
            tr("Expected spot interruptions per day of running"), 2, tr(" per day"), isSpot);
    addReal(f, QStringLiteral("$.compute.spot.checkpoint_minutes"), tr("Checkpoint time"),
            tr("Minutes to write one checkpoint"), 1, tr(" min"), isSpot);
    addReal(f, QStringLiteral("$.compute.spot.restart_minutes"), tr("Restart time"),
            tr("Minutes to get capacity back and reload after an interruption"), 1, tr(" min"));
    addChoice(f, QStringLiteral("$.compute.cluster.kind"), tr("Cluster"),
              tr("A classic cluster starts cold and bills while idle until it stops; serverless bills activity only"),
              items<ClusterKind>({{ClusterKind::Classic, tr("Classic")}, {ClusterKind::Serverless, tr("Serverless")}}));
    addReal(f, QStringLiteral("$.compute.cluster.startup_minutes"), tr("Start-up"), tr("Minutes for a cold start"), 1, tr(" min"));
    addReal(f, QStringLiteral("$.compute.cluster.idle_minutes_before_stop"), tr("Idle before stop"),
            tr("Minutes a classic cluster keeps running (and billing) after the work ends"), 0, tr(" min"),
            [](const Scenario& s) { return s.compute.cluster.kind == ClusterKind::Classic; });
    addReal(f, QStringLiteral("$.compute.cluster.runs_per_day"), tr("Runs per day"),
            tr("How often the job runs; bursty use favours serverless"), 1, QString());

    addSubgroup(f, tr("Constraints"));
    addAmount(f, QStringLiteral("$.constraints.deadline_hours"), tr("Deadline"),
              tr("The job must finish within this many hours; empty means no deadline"), tr("h"), isJob);
    addAmount(f, QStringLiteral("$.constraints.budget_per_hour"), tr("Budget per hour"),
              tr("The most to spend per hour for all devices together; empty means no limit"),
              tr("USD/h"));
    addAmount(f, QStringLiteral("$.constraints.budget_total"), tr("Total budget"),
              tr("The most the whole job may cost; empty means no limit"), tr("USD"), isJob);
}

void WorkloadEditor::buildOptimiseStep()
{
    QFormLayout* f = addStep(5, tr("Optimise"), tr("Settings that trade memory for time, keep the device fed and "
                                                   "batch requests."));
    m_layoutAuto.recompute = addChoice(f, QStringLiteral("$.workload.activation_recompute"), tr("Recompute activations"),
              tr("Recomputing activations in the backward pass saves memory for about a third more compute (full); "
                 "auto lets the planner choose"),
              withAuto(items<Recompute>({{Recompute::None, tr("None")},
                                         {Recompute::Selective, tr("Selective (attention)")},
                                         {Recompute::Full, tr("Full")}})),
              [](const Scenario& s) { return pinnedChoice(s.workload.recompute); },
              [](Scenario& s, int v) { pinChoice(s.workload.recompute, v); }, isTraining);
    m_layoutAuto.flash = addPinnedFlag(f, QStringLiteral("$.workload.flash_attention"), tr("Flash attention"),
            tr("Fused attention kernels that never store the sequence × sequence score matrix; partly checked lets "
               "the planner use them wherever the device runs them"),
            [](const Scenario& s) { return s.workload.flashAttention; },
            [](Scenario& s, std::optional<bool> v) { s.workload.flashAttention = v; }, isTransformer);
    addReal(f, QStringLiteral("$.workload.serving.batch_window_ms"), tr("Micro-batch window"),
            tr("How long the server waits to gather requests into one batch"), 1, tr(" ms"), isServing);
    addInt(f, QStringLiteral("$.workload.serving.max_batch"), tr("Largest batch"),
           tr("Most requests served together in one batch"), tr(" requests"), isServing);
    addInt(f, QStringLiteral("$.workload.serving.max_replicas"), tr("Most replicas"),
           tr("Upper bound of autoscaling"), QString(), isServing);

    addSubgroup(f, tr("Data pipeline"));
    addChoice(f, QStringLiteral("$.workload.pipeline.storage"), tr("Storage"), tr("Where the training data is read from"),
              items<Storage>({{Storage::ObjectStore, tr("Object store")},
                              {Storage::LocalNvme, tr("Local NVMe")},
                              {Storage::NetworkFs, tr("Network file system")},
                              {Storage::Memory, tr("In memory")}}));
    addReal(f, QStringLiteral("$.workload.pipeline.prep_ms_per_sample_per_core"), tr("CPU prep per sample"),
            tr("Milliseconds of one CPU core to decode, augment or tokenise one sample; 0 means not modelled"),
            2, tr(" ms/core"), hasDataPipeline);
    addInt(f, QStringLiteral("$.workload.pipeline.loader_workers"), tr("Loader workers"),
           tr("Data-loader processes per device"), QString(), hasDataPipeline);
    addFlag(f, QStringLiteral("$.workload.pipeline.cache_local"), tr("Cache on local NVMe"),
            tr("Keep remote data on the local disk after the first epoch"));
}

// ---- state -----------------------------------------------------------------------------------

void WorkloadEditor::refresh()
{
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
        if (f.refresh) {
            const QSignalBlocker block(f.input);
            f.refresh();
        }
        if (auto* combo = qobject_cast<QComboBox*>(f.input))
            showChoiceInTip(combo, f.tip); // its signals were blocked above
        const bool visible = !f.visible || f.visible(s);
        f.form->setRowVisible(f.row, visible);
    }
    for (auto& [box, fields] : m_groups) {
        bool any = fields.empty();
        for (std::size_t i : fields)
            any = any || !m_fields[i].visible || m_fields[i].visible(s);
        box->setVisible(any);
    }
    for (auto& [heading, fields] : m_subgroups) {
        bool any = false;
        for (std::size_t i : fields)
            any = any || !m_fields[i].visible || m_fields[i].visible(s);
        if (auto* form = qobject_cast<QFormLayout*>(heading->parentWidget()->layout()))
            form->setRowVisible(heading, any);
    }
    if (focus && QApplication::focusWidget() != focus)
        focus->isVisibleTo(this) ? focus->setFocus(Qt::OtherFocusReason)
                                 : setFocus(Qt::OtherFocusReason);
    m_refreshing = false;
}

QWidget* WorkloadEditor::fieldInput(const QString& path) const
{
    for (const Field& f : m_fields)
        if (f.path == path)
            return f.input;
    return nullptr;
}

QString WorkloadEditor::fieldMessage(const QString& path) const
{
    for (const Field& f : m_fields)
        if (f.path == path)
            return f.message->isHidden() ? QString() : f.message->text();
    return {};
}

QString WorkloadEditor::generalMessage() const { return m_general->isHidden() ? QString() : m_general->text(); }

void WorkloadEditor::setLocalError(const QString& path, const QString& message)
{
    if (message.isEmpty())
        m_localErrors.erase(path);
    else
        m_localErrors[path] = message;
    showErrors();
}

void WorkloadEditor::onPlanErrors(const std::vector<FieldError>& errors)
{
    m_planErrors = errors;
    showErrors();
}

void WorkloadEditor::showErrors()
{
    std::map<std::size_t, QStringList> byField;
    QStringList general;
    for (const auto& [path, message] : m_localErrors) {
        for (std::size_t i = 0; i < m_fields.size(); ++i)
            if (m_fields[i].path == path)
                byField[i] << message;
    }
    // A planner error names a JSON path: the field with that path, else the first field inside
    // it, else the closest field around it; anything else goes to the top of the form.
    for (const FieldError& e : m_planErrors) {
        const QString path = QString::fromStdString(e.path);
        const QString message = QString::fromStdString(e.message);
        std::optional<std::size_t> target;
        for (std::size_t i = 0; i < m_fields.size() && !target; ++i)
            if (m_fields[i].path == path)
                target = i;
        for (std::size_t i = 0; i < m_fields.size() && !target; ++i)
            if (m_fields[i].path.startsWith(path + QLatin1Char('.')))
                target = i;
        int best = -1;
        for (std::size_t i = 0; i < m_fields.size(); ++i)
            if (!target.has_value() || best >= 0)
                if (path.startsWith(m_fields[i].path) && int(m_fields[i].path.size()) > best) {
                    best = int(m_fields[i].path.size());
                    target = i;
                }
        if (target)
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

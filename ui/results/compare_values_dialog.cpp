#include "ui/results/compare_values_dialog.h"

#include "core/estimate/planner.h"
#include "ui/wording/field_texts.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace rightsize::ui {
namespace {

// The value as the field reads it: a number (the locale's or the C form), or a choice by name.
std::optional<double> valueOf(const ScenarioField& field, const QString& text) {
    if (field.choices) {
        const std::vector<std::string_view> names = field.choices();
        for (std::size_t i = 0; i < names.size(); ++i)
            if (text == QLatin1String(names[i].data(), qsizetype(names[i].size())))
                return double(i);
        return std::nullopt;
    }
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

ComparedValue planValue(Scenario s, const Catalog& catalog, const ScenarioField& field,
                        const QString& text) {
    ComparedValue c;
    c.value = text;
    const std::optional<double> v = valueOf(field, text);
    const bool inRange = v && (!field.isNumber() || ruleAccepts(field.rule, *v)) &&
                         (field.kind != FieldKind::Integer || *v == std::floor(*v));
    if (!inRange) {
        c.why = field.choices ? CompareValuesDialog::tr("not one of the choices")
                              : QString::fromStdString(ruleText(field));
        return c;
    }
    field.set(s, v);
    const PlanResult r = makePlan(s, catalog);
    if (!r.errors.empty()) {
        c.why = QString::fromStdString(r.errors.front().path + ": " + r.errors.front().message);
        return c;
    }
    c.planned = true;
    const Plan& plan = r.plan;
    c.fits = std::any_of(plan.options.begin(), plan.options.end(),
                         [](const OptionResult& o) { return o.fits; });
    if (!plan.recommended) {
        c.why = PlanWordingText::whatWouldFit(plan).why;
        return c;
    }
    const OptionResult& o = plan.options[*plan.recommended];
    c.option = numfmt::optionLabel(o);
    c.time = o.latency ? CompareValuesDialog::tr("%1 p95").arg(numfmt::latency(o.latency->p95Ms))
                       : numfmt::duration(o.timeSeconds.expected);
    c.perHour = numfmt::costPerHourText(o);
    c.total = o.latency ? QStringLiteral("—") : numfmt::costTotalText(o);
    c.meetsTargets = o.meetsConstraints;
    return c;
}

} // namespace

std::vector<ComparedValue> compareValues(const Scenario& scenario, const Catalog& catalog,
                                         const ScenarioField& field, const QStringList& values) {
    std::vector<ComparedValue> out;
    if (!field.set)
        return out;
    for (const QString& v : values)
        out.push_back(planValue(scenario, catalog, field, v.trimmed()));
    return out;
}

std::vector<const ScenarioField*> comparableFields(const Scenario& scenario) {
    std::vector<const ScenarioField*> out;
    for (const ScenarioField& f : scenarioFields())
        if (f.set && (f.isNumber() || f.choices) && fieldApplies(f, scenario))
            out.push_back(&f);
    return out;
}

CompareValuesDialog::CompareValuesDialog(const Scenario& scenario, const Catalog& catalog,
                                         QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_catalog(catalog)
    , m_fields(comparableFields(scenario))
    , m_field(new QComboBox(this))
    , m_values(new QLineEdit(this))
    , m_hint(new QLabel(this))
    , m_table(new QTableWidget(this)) {
    setWindowTitle(tr("Compare values"));
    for (const ScenarioField* f : m_fields) {
        const FieldText words = fieldText(f->path);
        m_field->addItem(words.label.isEmpty()
                             ? QString::fromUtf8(f->path.data(), qsizetype(f->path.size()))
                             : words.label);
    }
    m_values->setPlaceholderText(tr("Values separated by commas, such as 64, 128, 256"));
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    auto* form = new QFormLayout;
    form->addRow(tr("Field"), m_field);
    form->addRow(tr("Values"), m_values);
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels({tr("Value"), tr("Recommended"), tr("Time"), tr("Per hour"),
                                        tr("Total"), tr("Targets met"), tr("Note")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* run = buttons->addButton(tr("Compare"), QDialogButtonBox::ActionRole);
    connect(run, &QPushButton::clicked, this, &CompareValuesDialog::compare);
    connect(m_values, &QLineEdit::returnPressed, this, &CompareValuesDialog::compare);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_field, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_hint->setText(i >= 0 && i < int(m_fields.size())
                            ? QString::fromStdString(m_fields[std::size_t(i)]->choices
                                                         ? std::string()
                                                         : ruleText(*m_fields[std::size_t(i)]))
                            : QString());
    });
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(900, 420);
}

bool CompareValuesDialog::pickField(std::string_view path) {
    for (std::size_t i = 0; i < m_fields.size(); ++i)
        if (m_fields[i]->path == path) {
            m_field->setCurrentIndex(int(i));
            return true;
        }
    return false;
}

void CompareValuesDialog::setValues(const QString& text) {
    m_values->setText(text);
}

void CompareValuesDialog::compare() {
    const int i = m_field->currentIndex();
    if (i < 0 || i >= int(m_fields.size()))
        return;
    // As many values as the command line's sweep takes for one key.
    const QStringList values =
        m_values->text().split(QLatin1Char(','), Qt::SkipEmptyParts).mid(0, 1000);
    const std::vector<ComparedValue> rows =
        compareValues(m_scenario, m_catalog, *m_fields[std::size_t(i)], values);
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const ComparedValue& c = rows[std::size_t(r)];
        const QStringList cells{
            c.value, c.planned ? (c.option.isEmpty() ? tr("none") : c.option) : tr("refused"),
            c.time,  c.perHour,
            c.total, c.planned && !c.option.isEmpty() && c.meetsTargets ? tr("yes") : tr("no"),
            c.why};
        for (int col = 0; col < int(cells.size()); ++col)
            m_table->setItem(r, col, new QTableWidgetItem(cells[col]));
    }
}

} // namespace rightsize::ui

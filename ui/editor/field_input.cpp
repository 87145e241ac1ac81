#include "ui/editor/field_input.h"

#include "ui/widgets/checked_spin_box.h"
#include "ui/wording/field_texts.h"
#include "ui/wording/number_format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <cmath>

namespace rightsize::ui {
namespace {

// The editor's words, in its translation context.
class Words {
    Q_DECLARE_TR_FUNCTIONS(rightsize::ui::WorkloadEditor)
};

// What a field that is not given means: its own words, else "none".
QString absentText(const ScenarioField& f) {
    const QString special = fieldText(f.path).special;
    return special.isEmpty() ? Words::tr("none") : special;
}

// A whole number in a spin box. An optional field's 0, below its rule, means "absent" and shows
// its words ("auto"); so does a 0 a field reads as "not given".
class IntInput : public FieldInput {
public:
    IntInput(const ScenarioField& f, CheckedSpinBox* spin)
        : FieldInput(f, spin, spin)
        , m_spin(spin) {
        const int min = f.optional ? 0 : int(f.rule.min);
        spin->setRange(min, int(f.rule.max));
        spin->setGroupSeparatorShown(true);
        spin->setKeyboardTracking(true);
        if (f.optional || min == 0)
            spin->setSpecialValueText(fieldText(f.path).special);
        agreeSuffix();
        connect(spin, &QSpinBox::valueChanged, this, [this](int v) {
            emit valueEdited(m_field.optional && v == 0 ? std::nullopt : std::optional<double>(v));
        });
        const QString range =
            Words::tr("enter a whole number from %1 to %2")
                .arg(QLocale().toString(min), QLocale().toString(int(f.rule.max)));
        connect(spin, &CheckedSpinBox::rejectedTextChanged, this,
                [this, range](const QString& text) {
                    emit refused(text.isEmpty()
                                     ? QString()
                                     : Words::tr("“%1” cannot be used: %2.").arg(text, range));
                });
        // Not while typing: a changing suffix would move the cursor under the user's hands.
        connect(spin, &QAbstractSpinBox::editingFinished, this, [this] {
            agreeSuffix();
            emit finished();
        });
    }
    void show(const Scenario& s) override {
        // Only a value that differs: setting the same one rewrites the text being typed (with
        // group separators) and moves the cursor under the user's hands.
        const int v = int(m_field.get(s).value_or(0));
        if (m_spin->value() == v && m_spin->hasFocus())
            return; // the suffix agrees when editing ends
        // Every edit of any field passes here: the same value set again repaints the box.
        if (m_spin->value() != v || !m_spin->rejectedText().isEmpty())
            m_spin->setValue(v);
        agreeSuffix();
    }
    void showPlannerChoice(const QString& chosen) override {
        // Every new plan passes here; setting the same text again would still lay the editor out
        // anew and repaint it (QSpinBox updates its size hint whatever the text).
        const QString text = autoText(chosen);
        if (m_field.optional && m_spin->specialValueText() != text)
            m_spin->setSpecialValueText(text);
    }

private:
    // A unit after a number agrees with it ("1 sample", "4 samples"; in Russian "4 примера").
    void agreeSuffix() {
        const QString unit = unitText(m_field.unit, m_spin->value());
        const QString suffix = unit.isEmpty() ? QString() : QLatin1Char(' ') + unit;
        if (m_spin->suffix() != suffix)
            m_spin->setSuffix(suffix);
    }
    CheckedSpinBox* m_spin;
};

// A number in a narrow range with a few decimals; an exclusive minimum starts one step above.
class RealInput : public FieldInput {
public:
    RealInput(const ScenarioField& f, CheckedDoubleSpinBox* spin)
        : FieldInput(f, spin, spin)
        , m_spin(spin) {
        const int decimals = fieldText(f.path).decimals;
        const double min = f.rule.min + (f.rule.exclusive ? std::pow(10.0, -decimals) : 0.0);
        spin->setDecimals(decimals);
        spin->setRange(min, f.rule.max);
        spin->setGroupSeparatorShown(true);
        spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
        spin->setSpecialValueText(fieldText(f.path).special);
        if (!f.unit.empty())
            spin->setSuffix(QLatin1Char(' ') + unitText(f.unit));
        connect(spin, &QDoubleSpinBox::valueChanged, this,
                [this](double v) { emit valueEdited(v); });
        const QString range =
            Words::tr("enter a number from %1 to %2")
                .arg(QLocale().toString(min, 'g', 6), QLocale().toString(f.rule.max, 'g', 6));
        connect(spin, &CheckedDoubleSpinBox::rejectedTextChanged, this,
                [this, range](const QString& text) {
                    emit refused(text.isEmpty()
                                     ? QString()
                                     : Words::tr("“%1” cannot be used: %2.").arg(text, range));
                });
        connect(spin, &QAbstractSpinBox::editingFinished, this, &FieldInput::finished);
    }
    void show(const Scenario& s) override {
        const double v = m_field.get(s).value_or(0);
        if (m_spin->value() != m_spin->valueFromText(m_spin->textFromValue(v))) // as IntInput::show
            m_spin->setValue(v);
    }

private:
    CheckedDoubleSpinBox* m_spin;
};

// A large or optional amount typed as text: "20000000", "20M", "2e7"; empty means absent when
// the field is optional. The unit sits beside the text so the typed value stays a plain number.
class AmountInput : public FieldInput {
public:
    AmountInput(const ScenarioField& f, QLineEdit* line, QWidget* widget, QLabel* unit = nullptr)
        : FieldInput(f, line, widget)
        , m_line(line)
        , m_unit(unit) {
        line->setClearButtonEnabled(f.optional);
        line->setPlaceholderText(f.optional ? absentText(f) : QString());
        connect(line, &QLineEdit::textEdited, this, &AmountInput::onTextEdited);
        connect(line, &QLineEdit::editingFinished, this, &FieldInput::finished);
    }
    static AmountInput* make(const ScenarioField& f, QWidget* parent) {
        auto* line = new QLineEdit(parent);
        if (f.unit.empty())
            return new AmountInput(f, line, line);
        auto* box = new QWidget(parent);
        auto* h = new QHBoxLayout(box);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(line, 1);
        auto* unit = new QLabel(unitText(f.unit), box);
        h->addWidget(unit);
        return new AmountInput(f, line, box, unit);
    }
    void show(const Scenario& s) override {
        const std::optional<double> v = m_field.get(s);
        showInDisplayCurrency(v);
        const std::optional<double> shown = parseAmount(m_line->text());
        if (v == shown || (v && shown && std::fabs(*v - *shown) <= 1e-9 * std::fabs(*v)))
            return; // "20M" stays as typed
        m_line->setText(v ? QLocale().toString(*v, 'g', 12) : QString());
    }

private:
    // A budget is typed and kept in US dollars; in another display currency its value goes
    // beside the unit, so the figure the chart and the table show can be found here too.
    void showInDisplayCurrency(std::optional<double> v) {
        if (!m_unit || (m_field.unit != "USD" && m_field.unit != "USD/h"))
            return;
        const QString unit = unitText(m_field.unit);
        if (!v || !numfmt::displayCurrency())
            return m_unit->setText(unit);
        m_unit->setText(Words::tr("%1 (%2)").arg(
            unit, m_field.unit == "USD" ? numfmt::money(*v) : numfmt::moneyPerHour(*v)));
    }
    void onTextEdited(const QString& text) {
        if (text.trimmed().isEmpty()) {
            if (m_field.optional)
                emit valueEdited(std::nullopt);
            else
                emit refused(Words::tr("Enter a number."));
            return;
        }
        const std::optional<double> v = parseAmount(text);
        if (!v)
            return emit refused(
                Words::tr("“%1” is not a number. Examples: 20000000, 20M, 2e7.").arg(text));
        const FieldRule& rule = m_field.rule;
        if (!ruleAccepts(rule, *v)) {
            const QString low = QLocale().toString(rule.min, 'g', 6);
            const QString high = QLocale().toString(rule.max, 'g', 6);
            if (rule.least > 0)
                return emit refused(Words::tr("Must be 0 (none), or between %1 and %2.")
                                        .arg(QLocale().toString(rule.least, 'g', 6), high));
            return emit refused(
                rule.exclusive ? Words::tr("Must be more than %1 and at most %2.").arg(low, high)
                               : Words::tr("Must be between %1 and %2.").arg(low, high));
        }
        emit valueEdited(v);
    }
    QLineEdit* m_line;
    QLabel* m_unit;
};

// One of the names core/model/enums.h knows, by its words; an optional choice starts with "auto".
class ChoiceInput : public FieldInput {
public:
    ChoiceInput(const ScenarioField& f, QComboBox* combo)
        : FieldInput(f, combo, combo)
        , m_combo(combo) {
        if (f.optional)
            combo->addItem(absentText(f), -1);
        const auto names = f.choices();
        for (std::size_t i = 0; i < names.size(); ++i)
            combo->addItem(choiceLabel(f.path, names[i]), int(i));
        // A long choice must not widen the whole form; where the box cuts it short, its tooltip
        // says it in full.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
        connect(combo, &QComboBox::currentIndexChanged, this, [this](int index) {
            if (index < 0)
                return;
            const int v = m_combo->itemData(index).toInt();
            emit valueEdited(v < 0 ? std::nullopt : std::optional<double>(v));
            emit finished();
        });
    }
    void show(const Scenario& s) override {
        const std::optional<double> v = m_field.get(s);
        const int index = m_combo->findData(v ? int(*v) : -1);
        if (m_combo->currentIndex() != index)
            m_combo->setCurrentIndex(index);
    }
    void showPlannerChoice(const QString& chosen) override {
        const QString text = autoText(chosen);
        if (m_field.optional && m_combo->count() > 0 && m_combo->itemText(0) != text)
            m_combo->setItemText(0, text);
    }

private:
    QComboBox* m_combo;
};

// Yes or no; an optional flag has a third state, partly checked, that leaves it to the planner
// or the framework (its words are shown beside the box in that state).
class FlagInput : public FieldInput {
public:
    FlagInput(const ScenarioField& f, QCheckBox* check)
        : FieldInput(f, check, check)
        , m_check(check) {
        check->setTristate(f.optional);
        connect(check, &QCheckBox::stateChanged, this, [this](int state) {
            emit valueEdited(state == Qt::PartiallyChecked
                                 ? std::nullopt
                                 : std::optional<double>(state == Qt::Checked));
            emit finished();
        });
    }
    void show(const Scenario& s) override {
        const std::optional<double> v = m_field.get(s);
        const Qt::CheckState state =
            !v ? Qt::PartiallyChecked : (*v != 0 ? Qt::Checked : Qt::Unchecked);
        if (m_check->checkState() != state) // the same state set again repaints the box
            m_check->setCheckState(state);
        showPlannerChoice(m_chosen);
    }
    void showPlannerChoice(const QString& chosen) override {
        m_chosen = chosen;
        if (m_field.optional)
            m_check->setText(m_check->checkState() == Qt::PartiallyChecked ? autoText(chosen)
                                                                           : QString());
    }

private:
    QCheckBox* m_check;
    QString m_chosen;
};

// A name, an id or a note.
class TextInput : public FieldInput {
public:
    TextInput(const ScenarioField& f, QLineEdit* line)
        : FieldInput(f, line, line)
        , m_line(line) {
        if (f.optional)
            line->setPlaceholderText(absentText(f));
        connect(line, &QLineEdit::textEdited, this, &FieldInput::textEdited);
        connect(line, &QLineEdit::editingFinished, this, &FieldInput::finished);
    }
    void show(const Scenario& s) override {
        const QString v = QString::fromStdString(m_field.text(s));
        if (m_line->text() != v)
            m_line->setText(v);
    }

private:
    QLineEdit* m_line;
};

} // namespace

FieldInput::FieldInput(const ScenarioField& field, QWidget* input, QWidget* widget)
    : QObject(input)
    , m_field(field)
    , m_input(input)
    , m_widget(widget) {}

FieldInput* FieldInput::create(const ScenarioField& f, QWidget* parent) {
    switch (f.kind) {
    case FieldKind::Integer:
        return new IntInput(f, new CheckedSpinBox(parent));
    case FieldKind::Real:
        if (typedAsAmount(f))
            return AmountInput::make(f, parent);
        return new RealInput(f, new CheckedDoubleSpinBox(parent));
    case FieldKind::Choice:
        return new ChoiceInput(f, new QComboBox(parent));
    case FieldKind::Flag:
        return new FlagInput(f, new QCheckBox(parent));
    case FieldKind::Text:
        return f.text ? new TextInput(f, new QLineEdit(parent)) : nullptr;
    case FieldKind::List:
    case FieldKind::Object:
        return nullptr;
    }
    return nullptr;
}

void FieldInput::showPlannerChoice(const QString&) {}

QString FieldInput::autoText(const QString& chosen) const {
    return chosen.isEmpty() ? absentText(m_field) : Words::tr("auto (planner: %1)").arg(chosen);
}

std::optional<double> parseAmount(const QString& raw) {
    QString text = raw.trimmed();
    text.remove(QLatin1Char('_'));
    text.remove(QLatin1Char(' '));
    text.remove(QChar(0x202F)); // narrow no-break space used as a group separator
    text.remove(QChar(0x00A0));
    if (text.isEmpty())
        return std::nullopt;
    double scale = 1;
    const QChar last = text.back().toLower();
    if (last == QLatin1Char('k') || last == QLatin1Char('m') || last == QLatin1Char('b') ||
        last == QLatin1Char('g') || last == QLatin1Char('t')) {
        scale = last == QLatin1Char('k')   ? 1e3
                : last == QLatin1Char('m') ? 1e6
                : last == QLatin1Char('t') ? 1e12
                                           : 1e9;
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

} // namespace rightsize::ui

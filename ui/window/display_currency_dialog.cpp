#include "ui/window/display_currency_dialog.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rightsize::ui {
namespace {

// The rate as typed in the user's language ("0,92" in German) or with a point.
double parseRate(const QString& text) {
    bool ok = false;
    double v = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        v = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok ? v : 0; // 0 is refused by checkCurrencyRate, which then names the field
}

QLabel* errorLabel(QWidget* parent, const char* name) {
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, QColor(0xC0, 0x39, 0x2B));
    label->setPalette(p);
    return label;
}

} // namespace

DisplayCurrencyDialog::DisplayCurrencyDialog(const std::optional<CurrencyRate>& current,
                                             QWidget* parent)
    : QDialog(parent)
    , m_usd(new QRadioButton(tr("US dollar (no conversion)"), this))
    , m_other(new QRadioButton(tr("Another currency, at a rate I give"), this))
    , m_code(new QLineEdit(this))
    , m_perUsd(new QLineEdit(this))
    , m_date(new QLineEdit(this))
    , m_codeError(errorLabel(this, "codeError"))
    , m_rateError(errorLabel(this, "rateError"))
    , m_dateError(errorLabel(this, "dateError"))
    , m_rate(current) {
    setWindowTitle(tr("Display currency"));
    auto* intro = new QLabel(
        tr("The plan compares prices in US dollars, the currency of the catalog. Money in the "
           "window and the report can be shown in another currency at a rate you give; "
           "offers priced in that currency then take part in the comparison."),
        this);
    intro->setWordWrap(true);
    m_code->setObjectName(QStringLiteral("currencyCode"));
    m_perUsd->setObjectName(QStringLiteral("perUsd"));
    m_date->setObjectName(QStringLiteral("rateDate"));
    m_code->setPlaceholderText(QStringLiteral("EUR"));
    m_code->setMaxLength(3);
    m_perUsd->setPlaceholderText(QLocale().toString(0.92));
    m_date->setPlaceholderText(tr("YYYY-MM-DD"));
    auto* form = new QGridLayout;
    const auto addRow = [&](int row, const QString& label, QLineEdit* edit, QLabel* error) {
        form->addWidget(new QLabel(label, this), row, 0);
        form->addWidget(edit, row, 1);
        form->addWidget(error, row, 2);
    };
    addRow(0, tr("Currency (ISO code)"), m_code, m_codeError);
    addRow(1, tr("Units per US dollar"), m_perUsd, m_rateError);
    addRow(2, tr("Date of the rate"), m_date, m_dateError);
    form->setColumnStretch(2, 1);
    form->setContentsMargins(24, 0, 0, 0);
    if (current) {
        m_other->setChecked(true);
        m_code->setText(QString::fromStdString(current->code));
        m_perUsd->setText(QLocale().toString(current->perUsd, 'g', 10));
        m_date->setText(QString::fromStdString(current->date));
    } else {
        m_usd->setChecked(true);
        m_date->setText(QDate::currentDate().toString(Qt::ISODate));
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_other, &QRadioButton::toggled, this, &DisplayCurrencyDialog::updateEnabled);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_usd);
    layout->addWidget(m_other);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);
    updateEnabled();
    setMinimumWidth(560);
}

QString DisplayCurrencyDialog::codeError() const {
    return m_codeError->text();
}
QString DisplayCurrencyDialog::rateError() const {
    return m_rateError->text();
}
QString DisplayCurrencyDialog::dateError() const {
    return m_dateError->text();
}

void DisplayCurrencyDialog::updateEnabled() {
    for (QWidget* w : {static_cast<QWidget*>(m_code), static_cast<QWidget*>(m_perUsd),
                       static_cast<QWidget*>(m_date)})
        w->setEnabled(m_other->isChecked());
    // The US dollar needs no rate: what was wrong with the fields no longer matters.
    if (!m_other->isChecked()) {
        m_codeError->clear();
        m_rateError->clear();
        m_dateError->clear();
    }
}

void DisplayCurrencyDialog::showErrors(const CurrencyRate& typed) {
    m_codeError->clear();
    m_rateError->clear();
    m_dateError->clear();
    // checkCurrencyRate's English sentences name command-line flags; the dialog says it in the
    // user's language beside the field.
    for (const FieldError& e : checkCurrencyRate(typed)) {
        if (e.path == "currency")
            m_codeError->setText(
                tr("Three capital letters, as ISO 4217 writes currency codes (e.g. EUR)."));
        else if (e.path == "rate" && typed.code == kPlanCurrency && typed.perUsd > 0)
            m_rateError->setText(tr("A US dollar buys one US dollar: the rate is 1."));
        else if (e.path == "rate")
            m_rateError->setText(tr("A number from 0.001 to 1,000,000: how many units of the "
                                    "currency one US dollar buys."));
        else
            m_dateError->setText(tr("A date as YYYY-MM-DD: the day the rate held."));
    }
}

void DisplayCurrencyDialog::accept() {
    if (m_usd->isChecked()) {
        m_rate.reset();
        QDialog::accept();
        return;
    }
    const CurrencyRate typed{m_code->text().trimmed().toUpper().toStdString(),
                             parseRate(m_perUsd->text()), m_date->text().trimmed().toStdString()};
    showErrors(typed);
    if (!checkCurrencyRate(typed).empty())
        return;
    m_rate = typed;
    QDialog::accept();
}

} // namespace rightsize::ui

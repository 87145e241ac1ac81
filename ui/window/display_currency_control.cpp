#include "ui/window/display_currency_control.h"

#include "ui/editor/document_model.h"
#include "ui/widgets/app_settings.h"
#include "ui/window/display_currency_dialog.h"
#include "ui/wording/number_format.h"

#include <QLabel>
#include <QStringList>

namespace rightsize::ui {

DisplayCurrencyControl::DisplayCurrencyControl(std::shared_ptr<AppSettings> settings,
                                               DocumentModel* doc, QObject* parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_doc(doc)
    , m_label(new QLabel) {
    m_label->setObjectName(QStringLiteral("displayCurrencyStatus"));
    // The catalog is rebuilt with every library change too; what it left out may change with it.
    connect(m_doc, &DocumentModel::changed, this, &DisplayCurrencyControl::updateLabel);
    apply(m_settings ? m_settings->displayCurrency() : std::nullopt, false);
}

DisplayCurrencyControl::~DisplayCurrencyControl() {
    // The formatting is program-wide; a window that goes takes its currency with it.
    numfmt::setDisplayCurrency(std::nullopt);
    if (m_label && !m_label->parent())
        delete m_label;
}

void DisplayCurrencyControl::apply(const std::optional<CurrencyRate>& rate, bool remember) {
    m_rate = rate;
    if (m_settings && remember)
        m_settings->setDisplayCurrency(rate);
    numfmt::setDisplayCurrency(rate);
    // Re-plans, so every view writes its money again in the new currency.
    m_doc->setDisplayCurrency(rate);
    updateLabel();
}

DisplayCurrencyDialog* DisplayCurrencyControl::openDialog(QWidget* parent) {
    if (m_dialog) {
        m_dialog->raise();
        return m_dialog;
    }
    m_dialog = new DisplayCurrencyDialog(m_rate, parent);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QDialog::accepted, this, [this] { apply(m_dialog->rate()); });
    m_dialog->open();
    return m_dialog;
}

QLabel* DisplayCurrencyControl::statusLabel() const {
    return m_label;
}

DisplayCurrencyDialog* DisplayCurrencyControl::dialog() const {
    return m_dialog;
}

QString DisplayCurrencyControl::statusText() const {
    QStringList parts;
    if (const QString note = numfmt::displayCurrencyNote(); !note.isEmpty())
        parts << note;
    for (const auto& [code, count] : m_doc->currenciesLeftOut())
        parts << tr("%n offer(s) priced in %1 left out: no rate for %1 (View → Display currency…)",
                    nullptr, count)
                     .arg(QString::fromStdString(code));
    return parts.join(QStringLiteral(" · "));
}

void DisplayCurrencyControl::updateLabel() {
    if (m_label)
        m_label->setText(statusText());
}

} // namespace rightsize::ui

#pragma once

#include "core/model/currency.h"

#include <QDialog>
#include <optional>

class QLabel;
class QLineEdit;
class QRadioButton;

namespace rightsize::ui {

// Where the user chooses the currency the window and the report show money in: the US dollar,
// or another currency with the units of it one US dollar buys and the date of that rate. OK
// keeps the dialog open and says beside each field what is wrong until checkCurrencyRate
// accepts the three; nothing is applied before then.
class DisplayCurrencyDialog : public QDialog {
    Q_OBJECT
public:
    explicit DisplayCurrencyDialog(const std::optional<CurrencyRate>& current,
                                   QWidget* parent = nullptr);

    // The choice once accepted: none for the US dollar.
    std::optional<CurrencyRate> rate() const { return m_rate; }

    // For tests: the fields, and what each error label says (empty when the field is fine).
    QRadioButton* usdButton() const { return m_usd; }
    QRadioButton* otherButton() const { return m_other; }
    QLineEdit* codeEdit() const { return m_code; }
    QLineEdit* rateEdit() const { return m_perUsd; }
    QLineEdit* dateEdit() const { return m_date; }
    QString codeError() const;
    QString rateError() const;
    QString dateError() const;

    void accept() override;

private:
    void updateEnabled();
    void showErrors(const CurrencyRate& typed);

    QRadioButton* m_usd;
    QRadioButton* m_other;
    QLineEdit* m_code;
    QLineEdit* m_perUsd;
    QLineEdit* m_date;
    QLabel* m_codeError;
    QLabel* m_rateError;
    QLabel* m_dateError;
    std::optional<CurrencyRate> m_rate;
};

} // namespace rightsize::ui

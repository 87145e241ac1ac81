#pragma once

#include "core/model/currency.h"

#include <QObject>
#include <QPointer>
#include <memory>
#include <optional>

class QLabel;
class QWidget;

namespace rightsize::ui {

class AppSettings;
class DisplayCurrencyDialog;
class DocumentModel;

// The window's display currency: read from the settings at start, set through
// DisplayCurrencyDialog, and applied in the three places that use it: the formatting of every
// money figure (numfmt::setDisplayCurrency), the catalog the document plans with (offers in that
// currency take part) and the settings. The status label says which currency and rate are in
// use and which offers were left out for want of a rate.
class DisplayCurrencyControl : public QObject {
    Q_OBJECT
public:
    DisplayCurrencyControl(std::shared_ptr<AppSettings> settings, DocumentModel* doc,
                           QObject* parent = nullptr);
    ~DisplayCurrencyControl() override;

    // Applies a choice (none is the US dollar) and, with `remember`, stores it in the settings.
    void apply(const std::optional<CurrencyRate>& rate, bool remember = true);
    const std::optional<CurrencyRate>& current() const { return m_rate; }

    // Opens the dialog without blocking; OK applies its choice. The open dialog, for tests.
    DisplayCurrencyDialog* openDialog(QWidget* parent);
    DisplayCurrencyDialog* dialog() const;

    // For the status bar: the currency note and any offers left out; empty in US dollars with
    // nothing left out.
    QLabel* statusLabel() const;
    QString statusText() const;

private:
    void updateLabel();

    std::shared_ptr<AppSettings> m_settings;
    DocumentModel* m_doc;
    QPointer<QLabel> m_label; // the status bar owns it once added
    QPointer<DisplayCurrencyDialog> m_dialog;
    std::optional<CurrencyRate> m_rate;
};

} // namespace rightsize::ui

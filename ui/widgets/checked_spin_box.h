#pragma once

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace rightsize::ui {

// Spin boxes that keep what was typed when it cannot be used ("-5" where the least is 1, "abc")
// instead of silently dropping characters, and say so through rejectedTextChanged, so the form
// can explain. The value itself never leaves the range: such text is not taken.
class CheckedSpinBox : public QSpinBox {
    Q_OBJECT
public:
    explicit CheckedSpinBox(QWidget* parent = nullptr);
    // The typed text when it is not a value in range; empty otherwise.
    QString rejectedText() const { return m_rejected; }

signals:
    void rejectedTextChanged(const QString& text);

protected:
    QValidator::State validate(QString& input, int& pos) const override;

private:
    void onTextEdited();
    QString m_rejected;
};

class CheckedDoubleSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit CheckedDoubleSpinBox(QWidget* parent = nullptr);
    QString rejectedText() const { return m_rejected; }

signals:
    void rejectedTextChanged(const QString& text);

protected:
    QValidator::State validate(QString& input, int& pos) const override;

private:
    void onTextEdited();
    QString m_rejected;
};

} // namespace rightsize::ui

#include "ui/widgets/checked_spin_box.h"

#include <QLineEdit>

namespace rightsize::ui {
namespace {

// What the user typed without the prefix and suffix the box adds.
QString typedPart(const QString& text, const QString& prefix, const QString& suffix) {
    QString t = text;
    if (!prefix.isEmpty() && t.startsWith(prefix))
        t.remove(0, prefix.size());
    if (!suffix.isEmpty() && t.endsWith(suffix))
        t.chop(suffix.size());
    return t.trimmed();
}

// Text the base validator refuses is kept as "not yet acceptable" so nothing typed is lost; the
// spin box falls back to its last value when editing ends, and the form says why.
QValidator::State keepTyped(QValidator::State base, const QString& input) {
    if (base != QValidator::Invalid)
        return base;
    return input.size() <= 64 ? QValidator::Intermediate : QValidator::Invalid;
}

} // namespace

CheckedSpinBox::CheckedSpinBox(QWidget* parent)
    : QSpinBox(parent) {
    connect(lineEdit(), &QLineEdit::textEdited, this, &CheckedSpinBox::onTextEdited);
}

QValidator::State CheckedSpinBox::validate(QString& input, int& pos) const {
    return keepTyped(QSpinBox::validate(input, pos), input);
}

void CheckedSpinBox::onTextEdited() {
    QString text = lineEdit()->text();
    int pos = lineEdit()->cursorPosition();
    const bool usable = QSpinBox::validate(text, pos) == QValidator::Acceptable;
    const QString rejected = usable ? QString() : typedPart(lineEdit()->text(), prefix(), suffix());
    if (rejected == m_rejected)
        return;
    m_rejected = rejected;
    emit rejectedTextChanged(m_rejected);
}

CheckedDoubleSpinBox::CheckedDoubleSpinBox(QWidget* parent)
    : QDoubleSpinBox(parent) {
    connect(lineEdit(), &QLineEdit::textEdited, this, &CheckedDoubleSpinBox::onTextEdited);
}

QValidator::State CheckedDoubleSpinBox::validate(QString& input, int& pos) const {
    return keepTyped(QDoubleSpinBox::validate(input, pos), input);
}

void CheckedDoubleSpinBox::onTextEdited() {
    QString text = lineEdit()->text();
    int pos = lineEdit()->cursorPosition();
    const bool usable = QDoubleSpinBox::validate(text, pos) == QValidator::Acceptable;
    const QString rejected = usable ? QString() : typedPart(lineEdit()->text(), prefix(), suffix());
    if (rejected == m_rejected)
        return;
    m_rejected = rejected;
    emit rejectedTextChanged(m_rejected);
}

} // namespace rightsize::ui

#pragma once

#include <QLabel>

namespace rightsize::ui {

// A word-wrapped label for the rows of a QFormLayout. It answers the height it needs at its
// current width instead of taking part in height-for-width layout: in that layout path
// (Qt 6.4) a form gives rows that were hidden and shown again no height at all, so a wrapped
// message under one field made whole groups of other rows vanish. (For the same reason the
// editor's forms keep QFormLayout's default row wrapping: wrapping long rows takes that path.)
class WrappingLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappingLabel(QWidget* parent = nullptr);

    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
};

} // namespace rightsize::ui

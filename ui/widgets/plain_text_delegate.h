#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>
#include <QStyledItemDelegate>

namespace rightsize::ui {

// Paints cells that hold one line of text (no icon, no check box) with the style's background,
// selection and focus frame, and the text drawn once, elided as the view asks. The standard
// delegate lays each cell's text out three times (its size, its elision, its drawing), which is
// most of what repainting a table of numbers costs after every edit. Anything else is left to
// the standard delegate.
//
// A cell's text is elided and laid out once for its font and width and kept: an edit changes a
// few columns of a table, and a repaint draws every visible cell again (the rest of the window
// painted over it, a scroll, a selection).
class PlainTextDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

    // How many texts were laid out since the delegate was made (tests: a repaint of unchanged
    // cells lays out none).
    int layouts() const { return m_layouts; }

private:
    // What a laid-out text depends on.
    struct Key {
        QString text;
        QFont font;
        int width = 0;
        int elide = 0;
        bool operator==(const Key& other) const {
            return width == other.width && elide == other.elide && text == other.text &&
                   font == other.font;
        }
    };
    friend size_t qHash(const Key& key, size_t seed) {
        return qHashMulti(seed, key.text, key.font, key.width, key.elide);
    }
    // The text as drawn (elided to the width), laid out in the font.
    const QStaticText& laidOut(const QString& text, const QFont& font, int width,
                               Qt::TextElideMode elide) const;

    mutable QHash<Key, QStaticText> m_texts;
    mutable int m_layouts = 0;
};

} // namespace rightsize::ui

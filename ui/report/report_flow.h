#pragma once

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

class QPainter;
class QTextLayout;

namespace rightsize::ui {

// The fonts and colours of the report. Sizes are pixel sizes in points (1/72 inch): the report
// is laid out in points and the painter is scaled to the device, so a PDF at 1200 dpi, a printer
// and a 60 dpi test image get the same layout.
struct ReportStyle {
    ReportStyle();

    QFont body;
    QFont bodyBold;
    QFont small;
    QFont smallBold;
    QFont heading;
    QFont subheading;
    QFont title;
    QFont answer;
    QFont figure;
    QColor text{0x1F, 0x23, 0x28};
    QColor muted{0x5F, 0x66, 0x6D};
    QColor accent{0x00, 0x5A, 0x8E};
    QColor good{0x1B, 0x7F, 0x3B};
    QColor bad{0xC0, 0x2B, 0x1E};
    QColor warn{0xB3, 0x5C, 0x00};
    QColor rule{0xC8, 0xCD, 0xD2};
    QColor shade{0xF2, 0xF4, 0xF6};
    QColor highlight{0xE3, 0xF0, 0xFA};
};

// A table column: its share of the width and how its cells align.
struct FlowColumn {
    QString title;
    double weight = 1;
    Qt::Alignment align = Qt::AlignLeft;
};

struct FlowRow {
    std::vector<QString> cells;
    bool highlighted = false; // the recommended option
    bool bold = false;
};

// A page as laid out: which items go where, top to bottom.
struct FlowPage {
    struct Placed {
        std::size_t item = 0;
        double y = 0;
    };
    std::vector<Placed> items;
};

// Content as a flow of unbreakable items (a line of text, a table row, a chart), cut into pages
// afterwards. Paragraphs become one item per line so they break between any two lines; headings
// stay with what follows; table rows repeat their header at the top of a new page.
//
// All text is plain: it is laid out with QTextLayout and never read as markup, so a name like
// "<b>bold</b> & co" prints as typed.
class ReportFlow {
public:
    using Painter = std::function<void(QPainter&, const QRectF&)>;

    ReportFlow(double width, const ReportStyle& style);

    double width() const { return m_width; }
    const ReportStyle& style() const { return m_style; }

    // A paragraph wrapped to the width (less `indent`); a bullet, if given, hangs in the indent.
    void addText(const QString& text, const QFont& font, const QColor& colour, double indent = 0,
                 const QString& bullet = {}, Qt::Alignment align = Qt::AlignLeft);
    void addHeading(const QString& text);
    void addSubheading(const QString& text);
    void addSpace(double height);
    // A fixed-height block painted by `paint` into (0, 0, width, height) of the item.
    void addBlock(double height, Painter paint, bool keepWithNext = false);
    void addTable(const std::vector<FlowColumn>& columns, const std::vector<FlowRow>& rows);
    void addPageBreak();
    // A tinted band with a bar on its left holding one wrapped paragraph: the answer.
    void addBand(const QString& text, const QFont& font, const QColor& fill, const QColor& bar);

    // Keeps everything added since `mark()` on the same page as the item that follows it.
    std::size_t mark() const { return m_items.size(); }
    void keepWithNext(std::size_t from);

    std::vector<FlowPage> paginate(double pageHeight) const;
    // Paints one page's items; the painter's units are points with the content's top-left at 0,0.
    void paintPage(QPainter& painter, const FlowPage& page) const;

private:
    struct Item {
        double height = 0;
        Painter paint;
        bool keepWithNext = false;
        bool spacer = false; // dropped at the top of a page
        bool pageBreak = false;
        long header = -1; // item to repeat at the top of a new page (table header)
    };
    // Lines of one paragraph; the items of its lines share it.
    std::shared_ptr<QTextLayout> layoutText(const QString& text, const QFont& font, double width,
                                            Qt::Alignment align) const;
    double rowHeight(const std::vector<FlowColumn>& columns, const std::vector<double>& widths,
                     const std::vector<QString>& cells, const QFont& font) const;
    void paintRow(QPainter& p, const QRectF& r, const std::vector<FlowColumn>& columns,
                  const std::vector<double>& widths, const std::vector<QString>& cells,
                  const QFont& font, const QColor& colour) const;

    double m_width;
    ReportStyle m_style;
    std::vector<Item> m_items;
};

// User text can be anything (a 10 MB note): the report shows at most `maxChars` of it.
QString capText(const QString& text, int maxChars);

// User text with every character that would act instead of show (control characters,
// bidirectional overrides and isolates) written as a visible escape such as "\u202E", so a
// name cannot reorder or hide the text around it. Line breaks stay when `keepLineBreaks`.
QString visibleUserText(const QString& text, bool keepLineBreaks = false);

} // namespace rightsize::ui

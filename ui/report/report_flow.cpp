#include "ui/report/report_flow.h"

#include "core/model/visible_text.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>
#include <QTextOption>
#include <algorithm>
#include <numeric>

namespace rightsize::ui {
namespace {

constexpr double kCellPadX = 4;
constexpr double kCellPadY = 3;
constexpr int kMaxCellChars = 400;

QFont makeFont(int pixelSize, bool bold = false) {
    // DejaVu Sans is installed with the program's dependencies and covers Cyrillic and most
    // symbols; the PDF embeds the subset it uses, so the file reads the same everywhere.
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(pixelSize);
    f.setBold(bold);
    // Unhinted outlines keep widths proportional to size, so the layout done in points holds
    // at any device resolution.
    f.setHintingPreference(QFont::PreferNoHinting);
    // Any letter spacing turns ligatures off: "fi" stays two letters, so text copied or
    // extracted from the PDF reads "fine", not "ﬁne". Qt stores spacing in steps of 1/64, so a
    // smaller value would round to none.
    f.setLetterSpacing(QFont::AbsoluteSpacing, 0.02);
    return f;
}

// Line breaks from user text become what QTextLayout understands; anything else that would act
// instead of show is escaped (visibleUserText), whatever part of the report the text is in.
QString plain(const QString& text) {
    QString s = visibleUserText(text, true);
    s.replace(QLatin1Char('\n'), QChar::LineSeparator);
    return s;
}

double lineGap(const QFont& font) {
    return font.pixelSize() * 0.25;
}

} // namespace

ReportStyle::ReportStyle()
    : body(makeFont(9))
    , bodyBold(makeFont(9, true))
    , small(makeFont(7))
    , smallBold(makeFont(7, true))
    , heading(makeFont(14, true))
    , subheading(makeFont(10, true))
    , title(makeFont(20, true))
    , answer(makeFont(12, true))
    , figure(makeFont(13, true)) {}

QString visibleUserText(const QString& text, bool keepLineBreaks) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const char16_t u = c.unicode();
        if (keepLineBreaks && (u == u'\n' || u == u'\r' || u == 0x2028 || u == 0x2029)) {
            if (u == u'\r' && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                continue; // CR LF is one break
            out += QLatin1Char('\n');
        } else if (u == u'\t') {
            out += QLatin1Char(' ');
        } else if (isInvisibleControl(u)) {
            out += QStringLiteral("\\u") +
                   QString::number(u, 16).toUpper().rightJustified(4, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return out;
}

QString capText(const QString& text, int maxChars) {
    if (text.size() <= maxChars)
        return text;
    return text.left(maxChars) + QChar(0x2026);
}

ReportFlow::ReportFlow(double width, const ReportStyle& style)
    : m_width(width)
    , m_style(style) {}

std::shared_ptr<QTextLayout> ReportFlow::layoutText(const QString& text, const QFont& font,
                                                    double width, Qt::Alignment align) const {
    auto layout = std::make_shared<QTextLayout>(plain(text), font);
    QTextOption option(align);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    option.setUseDesignMetrics(true);
    layout->setTextOption(option);
    layout->setCacheEnabled(true);
    layout->beginLayout();
    double y = 0;
    for (;;) {
        QTextLine line = layout->createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(std::max(1.0, width));
        line.setPosition(QPointF(0, y));
        y += line.height() + lineGap(font);
    }
    layout->endLayout();
    return layout;
}

void ReportFlow::addText(const QString& text, const QFont& font, const QColor& colour,
                         double indent, const QString& bullet, Qt::Alignment align) {
    auto layout = layoutText(text, font, m_width - indent, align);
    const double gap = lineGap(font);
    for (int i = 0; i < layout->lineCount(); ++i) {
        const QTextLine line = layout->lineAt(i);
        Item item;
        item.height = line.height() + gap;
        const bool first = i == 0;
        item.paint = [layout, i, indent, colour, font, bullet, first](QPainter& p,
                                                                      const QRectF& r) {
            const QTextLine l = layout->lineAt(i);
            p.setPen(colour);
            if (first && !bullet.isEmpty()) {
                p.setFont(font);
                p.drawText(QPointF(r.left() + indent - 9, r.top() + l.ascent()), bullet);
            }
            l.draw(&p, QPointF(r.left() + indent, r.top() - l.y()));
        };
        m_items.push_back(std::move(item));
    }
}

void ReportFlow::addHeading(const QString& text) {
    addSpace(10);
    const std::size_t first = m_items.size();
    addText(text, m_style.heading, m_style.accent);
    // A rule under the heading, drawn as part of a thin block that stays with the heading.
    const QColor rule = m_style.rule;
    addBlock(
        6,
        [rule](QPainter& p, const QRectF& r) {
            p.setPen(QPen(rule, 0.8));
            p.drawLine(QPointF(r.left(), r.top() + 1.5), QPointF(r.right(), r.top() + 1.5));
        },
        true);
    for (std::size_t i = first; i < m_items.size(); ++i)
        m_items[i].keepWithNext = true;
}

void ReportFlow::addSubheading(const QString& text) {
    addSpace(6);
    const std::size_t first = m_items.size();
    addText(text, m_style.subheading, m_style.text);
    for (std::size_t i = first; i < m_items.size(); ++i)
        m_items[i].keepWithNext = true;
    addSpace(2);
}

void ReportFlow::addSpace(double height) {
    Item item;
    item.height = height;
    item.spacer = true;
    m_items.push_back(std::move(item));
}

void ReportFlow::addBlock(double height, Painter paint, bool keepWithNext) {
    Item item;
    item.height = height;
    item.paint = std::move(paint);
    item.keepWithNext = keepWithNext;
    m_items.push_back(std::move(item));
}

void ReportFlow::addPageBreak() {
    Item item;
    item.pageBreak = true;
    m_items.push_back(std::move(item));
}

void ReportFlow::addBand(const QString& text, const QFont& font, const QColor& fill,
                         const QColor& bar) {
    constexpr double padX = 12, padY = 7;
    auto layout = layoutText(text, font, m_width - padX - 8, Qt::AlignLeft);
    double h = 0;
    if (layout->lineCount() > 0) {
        const QTextLine last = layout->lineAt(layout->lineCount() - 1);
        h = last.y() + last.height();
    }
    const QColor colour = m_style.text;
    addBlock(h + 2 * padY, [layout, fill, bar, colour](QPainter& p, const QRectF& r) {
        p.fillRect(r, fill);
        p.fillRect(QRectF(r.left(), r.top(), 3, r.height()), bar);
        p.setPen(colour);
        layout->draw(&p, QPointF(r.left() + padX, r.top() + padY));
    });
}

void ReportFlow::keepWithNext(std::size_t from) {
    for (std::size_t i = from; i < m_items.size(); ++i)
        if (!m_items[i].spacer)
            m_items[i].keepWithNext = true;
}

double ReportFlow::rowHeight(const std::vector<FlowColumn>& columns,
                             const std::vector<double>& widths, const std::vector<QString>& cells,
                             const QFont& font) const {
    double h = 0;
    for (std::size_t c = 0; c < columns.size() && c < cells.size(); ++c) {
        auto layout = layoutText(capText(cells[c], kMaxCellChars), font, widths[c] - 2 * kCellPadX,
                                 columns[c].align);
        const int n = layout->lineCount();
        if (n > 0) {
            const QTextLine last = layout->lineAt(n - 1);
            h = std::max(h, last.y() + last.height());
        }
    }
    return h + 2 * kCellPadY;
}

void ReportFlow::paintRow(QPainter& p, const QRectF& r, const std::vector<FlowColumn>& columns,
                          const std::vector<double>& widths, const std::vector<QString>& cells,
                          const QFont& font, const QColor& colour) const {
    double x = r.left();
    p.setPen(colour);
    for (std::size_t c = 0; c < columns.size() && c < cells.size(); ++c) {
        auto layout = layoutText(capText(cells[c], kMaxCellChars), font, widths[c] - 2 * kCellPadX,
                                 columns[c].align);
        layout->draw(&p, QPointF(x + kCellPadX, r.top() + kCellPadY));
        x += widths[c];
    }
}

namespace {

// Shares of `width` by the columns' weights, widened where a cell is one word that would not fit
// (a device id such as "cpu-32vcpu-general", a figure): such a word would be split mid-way, so its
// column takes the room from the columns that have the most to spare. Cells of several words
// wrap at their spaces and ask for nothing.
std::vector<double> columnWidths(double width, const std::vector<FlowColumn>& columns,
                                 const std::vector<FlowRow>& rows, const ReportStyle& st) {
    const double total =
        std::accumulate(columns.begin(), columns.end(), 0.0,
                        [](double s, const FlowColumn& c) { return s + c.weight; });
    std::vector<double> widths, need(columns.size(), 0);
    for (const FlowColumn& c : columns)
        widths.push_back(width * c.weight / total);
    for (const FlowRow& row : rows) {
        const QFontMetricsF metrics(row.bold ? st.bodyBold : st.body);
        for (std::size_t c = 0; c < columns.size() && c < row.cells.size(); ++c) {
            const QString cell = row.cells[c].trimmed();
            if (!cell.isEmpty() && cell.size() <= 64 && !cell.contains(QLatin1Char(' ')) &&
                !cell.contains(QLatin1Char('\n')))
                need[c] = std::max(need[c], metrics.horizontalAdvance(cell) + 2 * kCellPadX + 1);
        }
    }
    double deficit = 0, slack = 0;
    for (std::size_t c = 0; c < widths.size(); ++c) {
        deficit += std::max(0.0, need[c] - widths[c]);
        slack += std::max(0.0, widths[c] - need[c]);
    }
    if (deficit <= 0 || slack <= 0)
        return widths;
    const double given = std::min(deficit, slack);
    for (std::size_t c = 0; c < widths.size(); ++c) {
        if (need[c] > widths[c])
            widths[c] += (need[c] - widths[c]) * given / deficit;
        else
            widths[c] -= (widths[c] - need[c]) * given / slack;
    }
    return widths;
}

} // namespace

void ReportFlow::addTable(const std::vector<FlowColumn>& columns,
                          const std::vector<FlowRow>& rows) {
    const std::vector<double> widths = columnWidths(m_width, columns, rows, m_style);

    std::vector<QString> titles;
    for (const FlowColumn& c : columns)
        titles.push_back(c.title);
    const ReportStyle& st = m_style;
    const double headerHeight = rowHeight(columns, widths, titles, st.smallBold);
    const long headerIndex = long(m_items.size());
    addBlock(
        headerHeight,
        [this, columns, widths, titles, st](QPainter& p, const QRectF& r) {
            p.fillRect(r, st.shade);
            paintRow(p, r, columns, widths, titles, st.smallBold, st.text);
            p.setPen(QPen(st.text, 0.6));
            p.drawLine(r.bottomLeft(), r.bottomRight());
        },
        true);

    for (std::size_t i = 0; i < rows.size(); ++i) {
        const FlowRow row = rows[i];
        const QFont font = row.bold ? st.bodyBold : st.body;
        Item item;
        item.height = rowHeight(columns, widths, row.cells, font);
        item.header = headerIndex;
        item.paint = [this, columns, widths, row, font, st](QPainter& p, const QRectF& r) {
            if (row.highlighted)
                p.fillRect(r, st.highlight);
            paintRow(p, r, columns, widths, row.cells, font, st.text);
            p.setPen(QPen(st.rule, 0.4));
            p.drawLine(r.bottomLeft(), r.bottomRight());
        };
        m_items.push_back(std::move(item));
    }
    addSpace(4);
}

std::vector<FlowPage> ReportFlow::paginate(double pageHeight) const {
    std::vector<FlowPage> pages(1);
    double y = 0;
    auto newPage = [&] {
        pages.emplace_back();
        y = 0;
    };
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        const Item& item = m_items[i];
        if (item.pageBreak) {
            if (y > 0)
                newPage();
            continue;
        }
        if (item.spacer) {
            if (y == 0)
                continue;
            if (y + item.height > pageHeight)
                newPage();
            else
                y += item.height;
            continue;
        }
        // A heading needs room for itself and the first line of what it introduces.
        double need = item.height;
        for (std::size_t j = i; m_items[j].keepWithNext && j + 1 < m_items.size();) {
            ++j;
            need += m_items[j].height;
            while (m_items[j].spacer && j + 1 < m_items.size()) {
                ++j;
                need += m_items[j].height;
            }
        }
        if (y > 0 && y + std::min(need, pageHeight) > pageHeight)
            newPage();
        if (y == 0 && item.header >= 0) {
            pages.back().items.push_back({std::size_t(item.header), 0});
            y += m_items[std::size_t(item.header)].height;
        }
        pages.back().items.push_back({i, y});
        y += item.height;
    }
    if (pages.size() > 1 && pages.back().items.empty())
        pages.pop_back();
    return pages;
}

void ReportFlow::paintPage(QPainter& painter, const FlowPage& page) const {
    for (const FlowPage::Placed& placed : page.items) {
        const Item& item = m_items[placed.item];
        if (!item.paint)
            continue;
        painter.save();
        item.paint(painter, QRectF(0, placed.y, m_width, item.height));
        painter.restore();
    }
}

} // namespace rightsize::ui

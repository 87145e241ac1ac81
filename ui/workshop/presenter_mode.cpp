#include "ui/workshop/presenter_mode.h"

#include "ui/workshop/checklist.h"

#include <QApplication>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScreen>
#include <QVariant>

namespace rightsize::ui::workshop {
namespace {

// Colours chosen for a washed-out projector: near-white on black, yellow for what to look at.
const QColor kBackground(0x00, 0x00, 0x00);
const QColor kText(0xFF, 0xFF, 0xFF);
const QColor kAccent(0xFF, 0xD6, 0x00);
const QColor kMuted(0xC8, 0xC8, 0xC8);

constexpr int kBodyPoints = 24; // readable from the back of a room at 1920×1080
constexpr int kTitlePoints = 40;
constexpr int kFooterPoints = 20;
constexpr int kSmallestPoints = 12; // below this a projected slide is unreadable anyway
constexpr int kMargin = 40;
constexpr int kGap = 24;

// The largest size from `points` down that lets `text` wrap into `width` within `height`.
QFont fittingFont(QFont font, int points, const QString& text, int width, int height) {
    for (; points > kSmallestPoints; --points) {
        font.setPointSize(points);
        const QRect need = QFontMetrics(font).boundingRect(QRect(0, 0, width, 100000),
                                                           Qt::AlignLeft | Qt::TextWordWrap, text);
        if (need.height() <= height && need.width() <= width)
            return font;
    }
    font.setPointSize(kSmallestPoints);
    return font;
}

} // namespace

QPalette projectorPalette() {
    QPalette p;
    const QColor base(0x10, 0x10, 0x10);
    p.setColor(QPalette::Window, kBackground);
    p.setColor(QPalette::WindowText, kText);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Text, kText);
    p.setColor(QPalette::Button, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::ButtonText, kText);
    p.setColor(QPalette::Highlight, kAccent);
    p.setColor(QPalette::HighlightedText, kBackground);
    p.setColor(QPalette::Link, kAccent);
    p.setColor(QPalette::ToolTipBase, kBackground);
    p.setColor(QPalette::ToolTipText, kText);
    p.setColor(QPalette::PlaceholderText, kMuted);
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x90, 0x90, 0x90));
    return p;
}

QCursor laserCursor() {
    constexpr int size = 64;
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF c(size / 2.0, size / 2.0);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::black, 10));
    p.drawEllipse(c, 24, 24);
    p.setPen(QPen(kAccent, 6));
    p.drawEllipse(c, 24, 24);
    p.setPen(QPen(Qt::black, 2));
    p.setBrush(QColor(0xFF, 0x20, 0x20));
    p.drawEllipse(c, 5, 5);
    p.end();
    return QCursor(pm, size / 2, size / 2);
}

void applyProjectorStyle(QWidget* widget, bool on) {
    if (!widget)
        return;
    // Remember what the widget had so switching off returns it exactly.
    static const char* kPalette = "rightsizeWorkshopPalette";
    static const char* kFont = "rightsizeWorkshopFont";
    static const char* kSheet = "rightsizeWorkshopSheet";
    if (on) {
        if (!widget->property(kPalette).isValid()) {
            widget->setProperty(kPalette, QVariant::fromValue(widget->palette()));
            widget->setProperty(kFont, QVariant::fromValue(widget->font()));
            widget->setProperty(kSheet, widget->styleSheet());
        }
        QFont f = widget->font();
        f.setPointSize(std::max(20, f.pointSize()));
        widget->setFont(f);
        widget->setPalette(projectorPalette());
        widget->setAutoFillBackground(true);
        // A style sheet reaches the children that set their own font (titles, questions) and
        // keeps buttons dark with light text; a widget's own sheet (the quiz's green and red
        // answers) still wins over it.
        widget->setStyleSheet(QStringLiteral(
            "QWidget { font-size: 20pt; color: #FFFFFF; }"
            "QLabel#workshopHeading { font-size: 28pt; font-weight: bold; color: #FFD600; }"
            "QPushButton, QToolButton { background: #202020; color: #FFFFFF; border: 2px solid "
            "#FFD600;"
            " border-radius: 4px; padding: 6px 12px; }"
            "QPushButton:disabled { color: #A0A0A0; border-color: #606060; }"
            "QLineEdit, QTextBrowser, QListWidget, QTableWidget { background: #101010; color: "
            "#FFFFFF;"
            " border: 1px solid #808080; }"
            "QListWidget::item:selected { background: #FFD600; color: #000000; }"
            "QTabBar::tab { background: #202020; color: #FFFFFF; padding: 8px 16px; }"
            "QTabBar::tab:selected { background: #FFD600; color: #000000; }"));
        widget->setCursor(laserCursor());
    } else if (widget->property(kPalette).isValid()) {
        widget->setStyleSheet(widget->property(kSheet).toString());
        widget->setPalette(widget->property(kPalette).value<QPalette>());
        widget->setFont(widget->property(kFont).value<QFont>());
        widget->setProperty(kPalette, QVariant());
        widget->setProperty(kFont, QVariant());
        widget->setProperty(kSheet, QVariant());
        widget->unsetCursor();
    }
}

PresenterMode::PresenterMode(WorkshopHost* host, QWidget* parent)
    : QWidget(parent)
    , m_host(host) {
    setWindowTitle(tr("Rightsize workshop: presenter"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(laserCursor());
    setPalette(projectorPalette());
    QFont f = font();
    f.setPointSize(kBodyPoints);
    setFont(f);
    setMinimumSize(640, 360);
    resize(defaultSize());
    setSlides(checklistSlides());
}

QSize PresenterMode::defaultSize() {
    // A 16:9 window as large as a common projector, within the screen it opens on.
    QSize size(1280, 720);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size());
    return size.expandedTo(QSize(640, 360));
}

PresenterLayout PresenterMode::slideLayout() const {
    PresenterLayout l;
    const QRect r = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const PresenterSlide* s = m_current >= 0 ? &m_slides[m_current] : nullptr;
    // The title takes at most two lines of its full size and a quarter of the height.
    QFont title = font();
    title.setBold(true);
    title.setPointSize(kTitlePoints);
    const int titleHeight = std::min(2 * QFontMetrics(title).lineSpacing(), r.height() / 4);
    l.titleFont =
        fittingFont(title, kTitlePoints, s ? s->title : QString(), r.width(), titleHeight);
    l.title = QRect(r.left(), r.top(), r.width(), titleHeight);

    // The footer: the count on the left, the keys on the right, never over each other.
    l.countText = tr("%1 / %2").arg(m_current + 1).arg(m_slides.size());
    l.hintText = tr("← → Space PgUp PgDn: move · C: chart only · Esc: leave");
    QFont footer = font();
    int points = kFooterPoints;
    for (;; --points) {
        footer.setPointSize(points);
        const QFontMetrics fm(footer);
        if (points == kSmallestPoints ||
            fm.horizontalAdvance(l.countText) + kGap + fm.horizontalAdvance(l.hintText) <=
                r.width())
            break;
    }
    l.footerFont = footer;
    const QFontMetrics fm(footer);
    const int footerHeight = fm.height();
    const int countWidth = fm.horizontalAdvance(l.countText);
    l.count = QRect(r.left(), r.bottom() - footerHeight + 1, countWidth, footerHeight);
    const int hintLeft = l.count.right() + kGap;
    l.hint = QRect(hintLeft, l.count.top(), std::max(0, r.right() - hintLeft + 1), footerHeight);

    // Text on the left two fifths, the chart on the rest: a 16:9 screen has room for both.
    const int top = l.title.bottom() + kGap;
    const int bottom = l.count.top() - kGap;
    const QRect content(r.left(), top, r.width(), std::max(0, bottom - top));
    if (m_chartOnly) {
        l.chart = content;
    } else {
        const int textWidth = content.width() * 2 / 5;
        l.body = QRect(content.left(), content.top(), textWidth, content.height());
        l.chart = content.adjusted(textWidth + kGap, 0, 0, 0);
        QFont body = font();
        l.bodyFont = fittingFont(body, kBodyPoints, s ? s->body : QString(), l.body.width(),
                                 l.body.height());
    }
    return l;
}

QList<PresenterSlide> PresenterMode::checklistSlides(WorkloadKind kind) {
    QList<PresenterSlide> slides;
    for (int i = 0; i < kChecklistSteps; ++i) {
        const ChecklistStep s = Checklist::step(i, kind);
        PresenterSlide slide;
        slide.step = i;
        slide.title = tr("%1 · %2").arg(i + 1).arg(s.title);
        slide.body = s.question + QStringLiteral("\n\n") + tr("Rule: %1").arg(s.rule) +
                     QStringLiteral("\n\n") + tr("Avoid: %1").arg(s.mistake);
        slide.chartId = s.chartId;
        slides << slide;
    }
    return slides;
}

void PresenterMode::setSlides(const QList<PresenterSlide>& slides) {
    m_slides = slides;
    m_current = -1;
    setCurrent(0);
}

void PresenterMode::present(QWidget* near) {
    if (near && near->screen())
        setScreen(near->screen());
    showFullScreen();
    activateWindow();
    setFocus();
}

void PresenterMode::setCurrent(int index) {
    if (m_slides.isEmpty())
        return;
    index = std::clamp(index, 0, int(m_slides.size()) - 1);
    if (index == m_current)
        return;
    m_current = index;
    const PresenterSlide& s = m_slides[m_current];
    // The main window follows, so the room sees the same step when the presenter leaves.
    if (m_host) {
        if (s.step >= 0)
            m_host->highlightStep(s.step);
        if (!s.chartId.isEmpty())
            m_host->showChart(s.chartId);
    }
    refreshChart();
    update();
    emit currentChanged(m_current);
}

void PresenterMode::next() {
    setCurrent(m_current + 1);
}
void PresenterMode::previous() {
    setCurrent(m_current - 1);
}

void PresenterMode::setChartOnly(bool on) {
    m_chartOnly = on;
    refreshChart();
    update();
}

void PresenterMode::refreshChart() {
    m_chart = {};
    if (m_current < 0 || !m_host || m_slides[m_current].chartId.isEmpty())
        return;
    const QRect cr = slideLayout().chart;
    if (cr.width() > 50 && cr.height() > 50)
        m_chart = m_host->chartPixmap(m_slides[m_current].chartId, cr.size());
}

void PresenterMode::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    refreshChart();
}

void PresenterMode::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), kBackground);
    if (m_current < 0)
        return;
    p.setRenderHint(QPainter::TextAntialiasing);
    const PresenterSlide& s = m_slides[m_current];
    const PresenterLayout l = slideLayout();

    p.setFont(l.titleFont);
    p.setPen(kAccent);
    p.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, s.title);
    if (!l.body.isEmpty()) {
        p.setFont(l.bodyFont);
        p.setPen(kText);
        p.drawText(l.body, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, s.body);
    }
    const QRect cr = l.chart;
    if (!s.chartId.isEmpty()) {
        if (!m_chart.isNull()) {
            const QPixmap scaled =
                m_chart.scaled(cr.size(), Qt::KeepAspectRatio, Qt::SmoothTransformation);
            const QPoint at(cr.left() + (cr.width() - scaled.width()) / 2,
                            cr.top() + (cr.height() - scaled.height()) / 2);
            p.drawPixmap(at, scaled);
            p.setPen(QPen(kAccent, 3));
            p.drawRect(QRect(at, scaled.size()).adjusted(-2, -2, 1, 1));
        } else {
            p.setPen(QPen(kMuted, 2, Qt::DashLine));
            p.drawRect(cr);
            p.drawText(cr, Qt::AlignCenter | Qt::TextWordWrap,
                       tr("The chart for this step is in the planner window."));
        }
    }

    p.setFont(l.footerFont);
    p.setPen(kMuted);
    p.drawText(l.count, Qt::AlignLeft | Qt::AlignVCenter, l.countText);
    p.drawText(l.hint, Qt::AlignRight | Qt::AlignVCenter, l.hintText);
}

void PresenterMode::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_PageDown:
    case Qt::Key_N:
        next();
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
    case Qt::Key_P:
        previous();
        return;
    case Qt::Key_Home:
        setCurrent(0);
        return;
    case Qt::Key_End:
        setCurrent(int(m_slides.size()) - 1);
        return;
    case Qt::Key_C:
        setChartOnly(!m_chartOnly);
        return;
    case Qt::Key_F:
    case Qt::Key_F11:
        isFullScreen() ? showNormal() : showFullScreen();
        return;
    case Qt::Key_Escape:
        close();
        return;
    default:
        break;
    }
    if (event->key() >= Qt::Key_1 && event->key() <= Qt::Key_9) {
        setCurrent(event->key() - Qt::Key_1);
        return;
    }
    QWidget::keyPressEvent(event);
}

void PresenterMode::mousePressEvent(QMouseEvent* event) {
    // A click moves on, as in most slide tools; the right button goes back.
    if (event->button() == Qt::RightButton)
        previous();
    else if (event->button() == Qt::LeftButton)
        next();
}

} // namespace rightsize::ui::workshop

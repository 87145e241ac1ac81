#include "ui/charts/chart_view.h"

#include "ui/charts/plot_style.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QResizeEvent>
#include <QVBoxLayout>
#include <qcustomplot.h>
#if defined(Q_OS_LINUX)
#include <ctime>
#endif

namespace rightsize::ui {

namespace {

// Milliseconds of processor time the GUI thread has used: what a build costs, whatever else the
// machine is busy with. Elsewhere than Linux, the time on the clock.
double threadMs() {
#if defined(Q_OS_LINUX)
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
#else
    static QElapsedTimer clock;
    if (!clock.isValid())
        clock.start();
    return double(clock.nsecsElapsed()) / 1e6;
#endif
}

const std::shared_ptr<const Plan>& emptyPlan() {
    static const std::shared_ptr<const Plan> empty = std::make_shared<const Plan>();
    return empty;
}

} // namespace

ChartView::ChartView(QWidget* parent)
    : QWidget(parent)
    , m_plan(emptyPlan()) {}

void ChartView::showPlan(const Plan& plan, const Scenario& scenario) {
    showPlan(std::make_shared<const Plan>(plan), scenario);
}

void ChartView::showPlan(std::shared_ptr<const Plan> plan, const Scenario& scenario) {
    m_plan = plan ? std::move(plan) : emptyPlan();
    m_scenario = scenario;
    rebuild();
}

void ChartView::showPlan(std::shared_ptr<const Plan> plan, const Scenario& scenario, int selected) {
    m_selected = selected;
    showPlan(std::move(plan), scenario);
}

void ChartView::setCatalog(std::shared_ptr<const Catalog> catalog) {
    m_catalog = std::move(catalog);
}

void ChartView::setSelectedOption(int index) {
    if (index == m_selected)
        return;
    m_selected = index;
    rebuild();
}

void ChartView::rebuild() {
    m_dirty = true;
    // A chart on a hidden tab is rebuilt when it is shown: an edit pays only for what is seen.
    // One that was never shown (a report's, a test's) builds at once unless that is costly.
    // A chart in a window on screen that cannot be seen is on a hidden tab: it waits too, even
    // if that tab was never opened.
    const bool seen = isVisible() || (!buildOnlyWhenSeen() && !window()->isVisible() &&
                                      !testAttribute(Qt::WA_WState_Created));
    if (seen)
        buildIfDirty();
}

void ChartView::buildIfDirty() {
    if (!m_dirty)
        return;
    m_dirty = false;
    const double start = threadMs();
    build();
    m_lastBuildMs = threadMs() - start;
    ++m_builds;
}

void ChartView::refreshNow() {
    buildIfDirty();
}

void ChartView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    buildIfDirty();
}

void ChartView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        restyle();
        rebuild();
    } else if (event->type() == QEvent::LanguageChange) {
        rebuild(); // the axis titles and legends are words
    }
}

void ChartView::renderTo(QPaintDevice& device, const QSize& size) {
    buildIfDirty();
    if (!m_emptyText.isEmpty()) {
        QPainter painter(&device);
        paintEmptyState(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        return;
    }
    paintChart(device, size);
}

QPixmap ChartView::toPixmap(const QSize& size) {
    buildIfDirty();
    if (!m_emptyText.isEmpty()) {
        QPixmap pixmap(size);
        QPainter painter(&pixmap);
        paintEmptyState(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        return pixmap;
    }
    return chartPixmap(size);
}

QPixmap ChartView::chartPixmap(const QSize& size) {
    const qreal dpr = devicePixelRatioF();
    QPixmap pixmap(size * dpr);
    pixmap.setDevicePixelRatio(dpr);
    paintChart(pixmap, size);
    return pixmap;
}

void ChartView::setEmptyState(const QString& title, const QString& text) {
    m_emptyTitle = title;
    m_emptyText = text;
    if (text.isEmpty() && title.isEmpty()) {
        m_emptyText.clear();
        if (m_empty)
            m_empty->hide();
        return;
    }
    if (m_emptyText.isEmpty())
        m_emptyText = title;
    if (!m_empty) {
        // Covers the whole chart, so no axis, tick or legend of a chart that does not apply
        // shows through.
        m_empty = new QLabel(this);
        m_empty->setAlignment(Qt::AlignCenter);
        m_empty->setWordWrap(true);
        m_empty->setAutoFillBackground(true);
        m_empty->setBackgroundRole(QPalette::Base);
        m_empty->setForegroundRole(QPalette::PlaceholderText);
        m_empty->setMargin(24);
        m_empty->setTextFormat(Qt::RichText);
    }
    m_empty->setText(QStringLiteral("<p style='font-size:large'><b>%1</b></p><p>%2</p>")
                         .arg(title.toHtmlEscaped(), text.toHtmlEscaped()));
    m_empty->setAccessibleName(title);
    m_empty->setAccessibleDescription(text);
    m_empty->setGeometry(rect());
    m_empty->raise();
    m_empty->show();
}

void ChartView::paintEmptyState(QPainter& p, const QRectF& area) const {
    p.fillRect(area, palette().color(QPalette::Base));
    p.setPen(palette().color(QPalette::PlaceholderText));
    QFont bold = font();
    bold.setBold(true);
    bold.setPointSizeF(font().pointSizeF() * 1.2);
    const QRectF inner = area.adjusted(24, 24, -24, -24);
    const QFontMetricsF titleMetrics(bold);
    const QRectF titleBox =
        titleMetrics.boundingRect(inner, Qt::AlignHCenter | Qt::TextWordWrap, m_emptyTitle);
    const QRectF textBox =
        QFontMetricsF(font()).boundingRect(inner, Qt::AlignHCenter | Qt::TextWordWrap, m_emptyText);
    const double top = inner.center().y() - (titleBox.height() + 8 + textBox.height()) / 2;
    p.setFont(bold);
    p.drawText(QRectF(inner.left(), top, inner.width(), titleBox.height()),
               Qt::AlignHCenter | Qt::TextWordWrap, m_emptyTitle);
    p.setFont(font());
    if (m_emptyText != m_emptyTitle)
        p.drawText(
            QRectF(inner.left(), top + titleBox.height() + 8, inner.width(), textBox.height()),
            Qt::AlignHCenter | Qt::TextWordWrap, m_emptyText);
}

void ChartView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (m_empty)
        m_empty->setGeometry(rect());
}

PlotChartView::PlotChartView(QWidget* parent)
    : ChartView(parent)
    , m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_plot, 1);
    m_plot->setInteractions({});
    // A replot draws into the plot's buffers and leaves the screen to the next paint: with an
    // immediate refresh (QCustomPlot's default) each rebuild painted the window at once, and the
    // next frame painted it again.
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    stylePlot(m_plot, palette());
    // The axes' extent is known only once laid out; a title that changed size needs one more pass.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this]() {
        if (fitAxisTitles(m_plot))
            m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
}

void PlotChartView::insertAbovePlot(QWidget* widget) {
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, widget);
}

void PlotChartView::paintChart(QPaintDevice& device, const QSize& size) {
    renderPlot(m_plot, device, size);
}

QPixmap PlotChartView::chartPixmap(const QSize& size) {
    return plotPixmap(m_plot, size);
}

void PlotChartView::restyle() {
    m_plot->setFont(font());
    stylePlot(m_plot, palette());
}

} // namespace rightsize::ui

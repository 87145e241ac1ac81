#include "ui/charts/buying_view.h"

#include "ui/charts/plot_style.h"
#include "ui/wording/buying_modes_text.h"
#include "ui/wording/number_format.h"
#include "ui/wording/plan_wording.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <algorithm>
#include <qcustomplot.h>

namespace rightsize::ui {
namespace {

// The Okabe–Ito colour-blind-safe palette (Okabe and Ito, "Color Universal Design", 2008), as
// the serving chart: blue for paying as you go, orange for capacity kept up, vermillion marks.
const QColor kPay(0x00, 0x72, 0xB2);
const QColor kKeep(0xE6, 0x9F, 0x00);
const QColor kMark(0xD5, 0x5E, 0x00);

// At most this many rows tall before the table scrolls: every mode (five) fits.
constexpr int kTableRows = 6;

// Breaks a sentence into lines no wider than `width` pixels: a plot's text element does not wrap.
QString wrapped(const QString& text, const QFontMetrics& metrics, int width) {
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '))) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    lines << line;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

BuyingView::BuyingView(QWidget* parent)
    : PlotChartView(parent)
    , m_table(new QTableWidget(this))
    , m_details(new QLabel(this))
    , m_noChart(new QLabel(this)) {
    setAccessibleName(tr("Ways of buying and break-even chart"));
    m_table->setAccessibleName(tr("Ways of buying the recommended option"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    // A narrow window scrolls the table sideways rather than squeezing the chart under it.
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Maximum);
    // The row picked (the cheapest at first) says under the table what its figures assume.
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::PlainText);
    m_details->setContentsMargins(6, 3, 6, 3);
    m_details->setForegroundRole(QPalette::PlaceholderText);
    // An option without a second way to weigh it gets a sentence, not an empty squashed chart.
    m_noChart->setWordWrap(true);
    m_noChart->setTextFormat(Qt::PlainText);
    m_noChart->setContentsMargins(6, 12, 6, 3);
    m_noChart->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // In the chart's place it takes the chart's room, its sentence at the top.
    m_noChart->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_noChart->hide();
    insertAbovePlot(m_noChart);
    insertAbovePlot(m_details);
    insertAbovePlot(m_table);
    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int row) { showDetails(row); });
    placeLegendAbove(m_plot, 2);
    keepLegendFitted(m_plot);
    keepTextItemsInside(m_plot);
    // Under the legend, outside the lines: which side of the break-even is cheaper.
    m_plot->plotLayout()->insertRow(1);
    m_note = new QCPTextElement(m_plot, QString(), font());
    m_plot->plotLayout()->addElement(1, 0, m_note);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    refreshNow();
}

void BuyingView::wrapNote() {
    m_note->setText(wrapped(m_noteFull, QFontMetrics(font()), std::max(200, width() - 24)));
}

void BuyingView::fitTable(bool rows) {
    if (rows)
        m_table->resizeRowsToContents();
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < std::min(kTableRows, m_table->rowCount()); ++r)
        height += m_table->rowHeight(r);
    if (m_table->horizontalHeader()->length() > m_table->viewport()->width())
        height += m_table->horizontalScrollBar()->sizeHint().height();
    m_table->setFixedHeight(height);
}

void BuyingView::resizeEvent(QResizeEvent* event) {
    PlotChartView::resizeEvent(event);
    fitTable();
    if (!m_noteFull.isEmpty()) {
        wrapNote();
        m_plot->replot();
    }
}

QString BuyingView::noChartText() const {
    return m_noChart->isVisibleTo(this) ? m_noChart->text() : QString();
}

bool BuyingView::chartShown() const {
    return m_plot->isVisibleTo(this);
}

QString BuyingView::detailsText() const {
    return m_details->text();
}

void BuyingView::showDetails(int row) {
    m_details->setText(row >= 0 && row < int(m_assumes.size()) ? m_assumes[std::size_t(row)]
                                                               : QString());
}

double BuyingView::shownX(double x) const {
    return m_hosted ? x / 1e6 : x;
}

void BuyingView::clearChart() {
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->legend->setVisible(false);
    m_note->setText(QString());
    m_noteFull.clear();
    m_breakEvenText.clear();
}

void BuyingView::build() {
    clearChart();
    m_modes.clear();
    m_curves = {};
    const Plan& p = plan();
    if (!planCatalog() || !p.recommended || *p.recommended >= p.options.size()) {
        m_table->setRowCount(0);
        m_assumes.clear();
        showDetails(-1);
        m_noChart->hide();
        // Options that fit but are not recommended (headroom, estimated prices) say why.
        const QString why = PlanWordingText::whatWouldFit(p).why;
        if (!why.isEmpty())
            setEmptyState(tr("No recommendation"), why);
        else
            setEmptyState(tr("No plan yet"), tr("Once an option fits, every way of buying it is "
                                                "compared here: on demand, spot, reserved, a "
                                                "classic cluster and serverless."));
        return;
    }
    setEmptyState({}, {});
    const OptionResult& o = p.options[*p.recommended];
    const bool job = o.timeSeconds.expected > 0;
    m_modes = buyingModes(scenario(), *planCatalog(), o);
    fillTable(job);
    m_hosted = !job && p.hosted.has_value();
    if (job && p.usage)
        m_curves = serverlessVsClassicCurves(scenario(), o);
    else if (m_hosted)
        m_curves = hostedVsOwnCurves(scenario(), o);
    m_noChart->setVisible(m_curves.empty());
    m_plot->setVisible(!m_curves.empty());
    if (m_curves.empty()) {
        m_noChart->setText(job ? tr("No serverless offer of %1 to weigh against a classic cluster.")
                                     .arg(numfmt::optionLabel(o))
                               : tr("Give a hosted API's price per million tokens to weigh it "
                                    "against your own model."));
        return;
    }
    drawCurves();
    m_noteFull = note();
    wrapNote();
    m_note->setTextColor(palette().color(QPalette::Text));
    m_note->setFont(font());
    m_plot->legend->setVisible(true);
    fitLegendToWidth(m_plot, m_plot->width());
    m_plot->replot();
}

void BuyingView::fillTable(bool job) {
    const std::vector<BuyingModeRow> rows = BuyingModesText::rows(m_modes, job);
    const QStringList headers = BuyingModesText::headers(job);
    m_assumes.clear();
    // The table of the last plan is filled in place when it has the same shape: only the cells
    // whose text changed are laid out again.
    QStringList shownHeaders;
    for (int c = 0; c < m_table->columnCount(); ++c)
        if (const QTableWidgetItem* h = m_table->horizontalHeaderItem(c))
            shownHeaders << h->text();
    // Every cell is one line: the rows' heights change only with their number or their fonts,
    // and measuring them reads every cell.
    bool reshaped = shownHeaders != headers || m_table->rowCount() != int(rows.size()) ||
                    m_measuredFont != m_table->font();
    m_measuredFont = m_table->font();
    if (shownHeaders != headers) {
        m_table->clear();
        m_table->setColumnCount(int(headers.size()));
        m_table->setHorizontalHeaderLabels(headers);
    }
    m_table->setRowCount(int(rows.size()));
    int current = 0;
    for (int r = 0; r < int(rows.size()); ++r) {
        const BuyingModeRow& row = rows[std::size_t(r)];
        const QStringList cells = BuyingModesText::cells(row, job);
        m_assumes.push_back(tr("%1: %2").arg(row.mode, row.assumes) + QLatin1Char(' ') +
                            BuyingModesText::legend());
        current = row.cheapest ? r : current;
        for (int c = 0; c < int(cells.size()); ++c)
            reshaped = setCell(r, c, cells[c], m_assumes.back(), row.cheapest) || reshaped;
    }
    QHeaderView* header = m_table->horizontalHeader();
    // Every cell on one line, as the command line prints it; a narrow window scrolls sideways.
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    fitTable(reshaped);
    m_table->setCurrentCell(current, 0);
    showDetails(current);
}

bool BuyingView::setCell(int row, int column, const QString& text, const QString& tip, bool bold) {
    QTableWidgetItem* item = m_table->item(row, column);
    const bool made = !item;
    if (!item) {
        item = new QTableWidgetItem;
        // Money and durations line up on the right, the mode and what is rented on the left.
        item->setTextAlignment((column <= 1 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
        m_table->setItem(row, column, item);
    }
    if (item->text() != text)
        item->setText(text);
    if (item->toolTip() != tip)
        item->setToolTip(tip);
    if (item->font().bold() == bold)
        return made;
    QFont f = item->font();
    f.setBold(bold);
    item->setFont(f);
    return true;
}

void BuyingView::drawCurves() {
    const BreakEvenCurves& c = m_curves;
    m_plot->xAxis->setLabel(m_hosted ? tr("Tokens per month (millions)") : tr("Runs per day"));
    m_plot->yAxis->setLabel(m_hosted ? tr("Cost per month (%1)").arg(numfmt::moneyCode())
                                     : tr("Cost per day (%1)").arg(numfmt::moneyCode()));
    const OptionResult& o = plan().options[*plan().recommended];
    double yMax = 0;
    const auto line = [&](const std::vector<CostPoint>& points, const QColor& colour,
                          const QString& name) {
        if (points.empty())
            return;
        auto* g = m_plot->addGraph();
        g->setName(name);
        g->setPen(QPen(colour, 2.5));
        for (const CostPoint& pt : points) {
            g->addData(shownX(pt.x), numfmt::moneyAmount(pt.usd));
            yMax = std::max(yMax, numfmt::moneyAmount(pt.usd));
        }
    };
    line(c.pay, kPay,
         m_hosted
             ? tr("Hosted API at %1 per million tokens")
                   .arg(numfmt::money(scenario().workload.serving.hostedApiUsdPerMillionTokens))
             : tr("Serverless"));
    line(c.keep, kKeep,
         m_hosted ? tr("Own model: %1 at %2")
                        .arg(numfmt::optionLabel(o), numfmt::moneyPerHour(o.cost.perHour))
                  : tr("Classic cluster"));
    m_plot->xAxis->setScaleType(QCPAxis::stLinear);
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    m_plot->xAxis->setRange(0, shownX(c.pay.back().x));
    yMax = std::max(yMax * 1.12, 1e-6);
    m_plot->yAxis->setRange(0, yMax);
    markPoints(yMax);
}

void BuyingView::markPoints(double yMax) {
    const BreakEvenCurves& c = m_curves;
    const QColor text = palette().color(QPalette::Text);
    const double xHigh = m_plot->xAxis->range().upper;
    // The scenario's own rate or volume: a dotted line with the plan's figures on it.
    auto* here = new QCPItemStraightLine(m_plot);
    here->point1->setCoords(shownX(c.scenarioX), 0);
    here->point2->setCoords(shownX(c.scenarioX), 1);
    here->setPen(QPen(text, 1, Qt::DotLine));
    auto* hereLabel = new QCPItemText(m_plot);
    hereLabel->position->setCoords(shownX(c.scenarioX), yMax);
    // Both lines rise to the right, so the room is above them on the left of the line; a point
    // too near the axis for that has its label on the right.
    const bool left = shownX(c.scenarioX) > 0.3 * xHigh;
    hereLabel->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
    hereLabel->setPadding(QMargins(5, 3, 5, 0));
    hereLabel->setText(
        m_hosted ? tr("This scenario\n%1 tokens a month").arg(numfmt::bigNumber(c.scenarioX))
                 : tr("This scenario\n%1 runs a day").arg(numfmt::runCount(c.scenarioX)));
    hereLabel->setColor(text);
    auto* dots = m_plot->addGraph();
    dots->removeFromLegend();
    dots->setLineStyle(QCPGraph::lsNone);
    dots->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, text, 7));
    dots->addData(shownX(c.scenarioX), numfmt::moneyAmount(c.scenarioPay));
    if (!c.keep.empty())
        dots->addData(shownX(c.scenarioX), numfmt::moneyAmount(c.scenarioKeep));
    if (c.breakEven <= 0 || c.keep.empty())
        return;
    // Where the lines cross, ringed and named with its figures.
    auto* cross = m_plot->addGraph();
    cross->removeFromLegend();
    cross->setLineStyle(QCPGraph::lsNone);
    cross->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kMark, 2.5), Qt::NoBrush, 13));
    cross->addData(shownX(c.breakEven), numfmt::moneyAmount(c.breakEvenUsd));
    m_breakEvenText = m_hosted
                          ? tr("Break-even at %1 tokens a month, %2 a month")
                                .arg(numfmt::bigNumber(c.breakEven), numfmt::money(c.breakEvenUsd))
                          : tr("Break-even at %1 runs a day, %2 a day")
                                .arg(numfmt::runCount(c.breakEven), numfmt::money(c.breakEvenUsd));
    auto* label = new QCPItemText(m_plot);
    label->position->setCoords(shownX(c.breakEven), numfmt::moneyAmount(c.breakEvenUsd));
    // A short name above the ring on its left, where both lines are below it (the one that
    // rises is lower to the left of the crossing); its figures are in the note under the
    // legend, where a sentence of any length has room.
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    label->setPadding(QMargins(0, 0, 8, 8));
    label->setText(tr("Break-even"));
    label->setColor(kMark);
    QFont bold = font();
    bold.setBold(true);
    label->setFont(bold);
}

QString BuyingView::note() const {
    const BreakEvenCurves& c = m_curves;
    if (c.keep.empty())
        return tr("The classic cluster has no price known: only serverless is drawn.");
    // Which line is lower just after the start of the axis: that side of the break-even is its.
    const std::size_t probe = std::min<std::size_t>(1, c.pay.size() - 1);
    const bool payFirst = c.pay[probe].usd <= c.keep[probe].usd;
    if (c.breakEven > 0) {
        const QString& at = m_breakEvenText;
        if (m_hosted)
            return payFirst ? tr("%1: below it the hosted API costs less, above it your own model.")
                                  .arg(at)
                            : tr("%1: below it your own model costs less, above it the hosted API.")
                                  .arg(at);
        return payFirst
                   ? tr("%1: below it serverless costs less, above it the classic cluster.").arg(at)
                   : tr("%1: below it the classic cluster costs less, above it serverless.")
                         .arg(at);
    }
    if (m_hosted)
        return payFirst ? tr("The hosted API costs less at every volume: your own model costs more "
                             "per token.")
                        : tr("Your own model costs less at every volume shown.");
    return payFirst ? tr("Serverless costs less at every rate from one run a week to a day full of "
                         "runs.")
                    : tr("The classic cluster costs less at every rate from one run a week to a "
                         "day full of runs.");
}

} // namespace rightsize::ui

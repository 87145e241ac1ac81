#include "ui/charts/serving_view.h"

#include "core/estimate/serving_planner.h"
#include "ui/charts/plot_style.h"
#include "ui/charts/serving_curves.h"
#include "ui/wording/number_format.h"

#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace rightsize::ui {
namespace {

// The Okabe–Ito colour-blind-safe palette (Okabe and Ito, "Color Universal Design", 2008).
const QColor kBlue(0x00, 0x72, 0xB2);
const QColor kOrange(0xE6, 0x9F, 0x00);
const QColor kGreen(0x00, 0x9E, 0x73);
const QColor kPink(0xCC, 0x79, 0xA7);
// Points per curve: a dozen simulations each keep the tab quick to open.
constexpr int kCurvePoints = 12;

bool generates(const std::vector<ServingCurvePoint>& points) {
    return std::any_of(points.begin(), points.end(),
                       [](const ServingCurvePoint& p) { return p.tpotMs.p95 > 0; });
}

} // namespace

ServingView::ServingView(QWidget* parent)
    : PlotChartView(parent) {
    setAccessibleName(tr("Serving latency chart"));
    placeLegendAbove(m_plot, 2);
    keepLegendFitted(m_plot);
    // Under the legend, outside the curves, so it can never sit on one of them.
    m_plot->plotLayout()->insertRow(1);
    m_batching = new QCPTextElement(m_plot, QString(), font());
    m_plot->plotLayout()->addElement(1, 0, m_batching);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    // The command that starts the engine, above the chart: what the plan means in practice.
    m_launchRow = new QWidget(this);
    auto* row = new QHBoxLayout(m_launchRow);
    row->setContentsMargins(6, 4, 6, 0);
    m_launch = new QLabel(m_launchRow);
    m_launch->setWordWrap(true);
    m_launch->setTextFormat(Qt::RichText);
    m_launch->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_copy = new QPushButton(tr("Copy launch command"), m_launchRow);
    m_copy->setAccessibleName(tr("Copy the command that starts the serving engine"));
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_command); });
    row->addWidget(m_launch, 1);
    row->addWidget(m_copy, 0, Qt::AlignTop);
    m_launchRow->hide();
    insertAbovePlot(m_launchRow);
    refreshNow(); // the empty state, before any plan: cheap
}

void ServingView::build() {
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_curves = 0;
    m_tokens = false;
    m_placeholder = true;
    m_plot->xAxis->setLabel(tr("Offered load (requests per second)"));
    m_plot->yAxis->setLabel(tr("p95 latency (ms)"));
    m_batching->setText(QString());
    m_plot->legend->setVisible(false);
    showLaunch(-1);

    const Workload& w = scenario().workload;
    if (w.kind != WorkloadKind::OnlineServing) {
        m_plot->xAxis->setRange(0, 1);
        m_plot->yAxis->setRange(0, 1);
        setEmptyState(tr("For online serving"),
                      tr("This chart shows p95 latency against the offered load of an online "
                         "service. Set the workload kind to Online serving to see it."));
        return;
    }
    if (!planCatalog() || plan().options.empty()) {
        setEmptyState(tr("No plan yet"),
                      tr("Describe the service on the left: its latency under load appears here."));
        return;
    }
    m_clients = servingLoadIsClients(scenario(), *planCatalog());
    m_load = servingLoadOf(scenario(), *planCatalog());
    const std::vector<int> options = curveOptions();
    const std::vector<ServingCurvePoint> first =
        options.empty()
            ? std::vector<ServingCurvePoint>{}
            : m_curveCache.loadPoints(scenario(), planCatalog(),
                                      plan().options[std::size_t(options.front())], kCurvePoints);
    const bool tokens = generates(first);
    m_tokens = tokens;
    const double yMax = tokens ? addTokenCurves(first) : addOptionCurves(options, first);
    if (m_curves == 0) {
        setEmptyState(tr("Nothing to serve with"),
                      tr("No option can serve this model: none fits in memory. The "
                         "Memory fit tab shows what is needed."));
        return;
    }
    setEmptyState({}, {});
    m_placeholder = false;
    m_plot->xAxis->setLabel(m_clients ? tr("Concurrent clients")
                                      : tr("Offered load (requests per second)"));
    m_plot->yAxis->setLabel(tr("p95 latency (ms, log scale)"));
    setAxes(yMax);
    addTargetLines();
    markOperatingPoint(options.front(), tokens ? first : std::vector<ServingCurvePoint>{}, tokens);
    showLaunch(options.front());
    const OptionResult& shown = plan().options[std::size_t(options.front())];
    const int replicas = shown.latency ? shown.latency->replicas : 1;
    // Two short lines rather than one long one: the chart may be narrow, and the line never wraps.
    m_batching->setText(
        tokens ? tr("%1, %n replica(s)", nullptr, replicas).arg(numfmt::optionLabel(shown)) +
                     QLatin1Char('\n') +
                     tr("Continuous batching, at most %1 sequences at once").arg(w.serving.maxBatch)
               : tr("Micro-batch window %1 ms, at most %2 requests per batch")
                     .arg(numfmt::number(w.serving.batchWindowMs, 1))
                     .arg(w.serving.maxBatch));
    m_batching->setTextColor(palette().color(QPalette::Text));
    m_batching->setFont(font());
    m_plot->legend->setVisible(true);
    fitLegendToWidth(m_plot, m_plot->width());
    m_plot->replot();
}

std::vector<int> ServingView::curveOptions() const {
    // The options worth comparing: the selected one, the recommendation, then the runners-up.
    std::vector<int> shown;
    auto add = [&](int i) {
        if (i >= 0 && i < int(plan().options.size()) && int(shown.size()) < kMaxCurves &&
            std::find(shown.begin(), shown.end(), i) == shown.end() &&
            plan().options[std::size_t(i)].fits)
            shown.push_back(i);
    };
    add(selectedOption());
    if (plan().recommended)
        add(int(*plan().recommended));
    for (std::size_t r : plan().runnersUp)
        add(int(r));
    for (int i = 0; i < int(plan().options.size()); ++i)
        add(i);
    return shown;
}

double ServingView::addTokenCurves(const std::vector<ServingCurvePoint>& points) {
    double yMax = 1;
    const auto add = [&](const QString& name, const QColor& colour, auto pick) {
        auto* g = m_plot->addGraph();
        g->setName(name);
        g->setPen(QPen(colour, 2.5));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        for (const ServingCurvePoint& p : points)
            if (p.stable && pick(p) > 0) {
                g->addData(p.load, pick(p));
                yMax = std::max(yMax, pick(p));
            }
        ++m_curves;
    };
    add(tr("Time to first token (TTFT) p95"), kBlue,
        [](const ServingCurvePoint& p) { return p.ttftMs.p95; });
    add(tr("Time per output token (TPOT) p95"), kOrange,
        [](const ServingCurvePoint& p) { return p.tpotMs.p95; });
    add(tr("End-to-end p95"), kGreen, [](const ServingCurvePoint& p) { return p.e2eMs.p95; });
    return yMax;
}

double ServingView::addOptionCurves(const std::vector<int>& options,
                                    const std::vector<ServingCurvePoint>& first) {
    static const QColor colours[kMaxCurves] = {kBlue, kOrange, kGreen, kPink};
    double yMax = 1;
    for (int i : options) {
        const OptionResult& o = plan().options[std::size_t(i)];
        // The first option's curve is already simulated.
        const auto curve = i == options.front() ? first
                                                : m_curveCache.loadPoints(scenario(), planCatalog(),
                                                                          o, kCurvePoints);
        if (curve.empty())
            continue;
        auto* g = m_plot->addGraph();
        g->setName(
            o.latency
                ? tr("%1, %n replica(s)", nullptr, o.latency->replicas).arg(numfmt::optionLabel(o))
                : numfmt::optionLabel(o));
        g->setPen(QPen(colours[m_curves % kMaxCurves], m_curves == 0 ? 3 : 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        for (const ServingCurvePoint& p : curve)
            if (p.stable && p.e2eMs.p95 > 0) {
                g->addData(p.load, p.e2eMs.p95);
                yMax = std::max(yMax, p.e2eMs.p95);
            }
        ++m_curves;
    }
    return yMax;
}

void ServingView::setAxes(double yMax) {
    double xMin = m_load > 0 ? m_load : 1, xMax = xMin, yMin = yMax;
    for (int g = 0; g < m_plot->graphCount(); ++g)
        for (const QCPGraphData& d : *m_plot->graph(g)->data()) {
            xMin = std::min(xMin, d.key);
            xMax = std::max(xMax, d.key);
            if (d.value > 0)
                yMin = std::min(yMin, d.value);
        }
    const ServingSpec& s = scenario().workload.serving;
    for (double target : {s.p95Ms, s.ttftP95Ms, s.tpotP95Ms})
        if (target > 0) {
            yMin = std::min(yMin, target);
            yMax = std::max(yMax, target);
        }
    // Loads are spread geometrically and latencies span TPOT's milliseconds to a whole answer's
    // seconds: log axes keep every curve and the region around the load readable.
    const auto logAxis = [](QCPAxis* axis, double lo, double hi) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
        ticker->setSubTickCount(8);
        axis->setTicker(ticker);
        axis->setNumberFormat(QStringLiteral("gb"));
        axis->setRange(lo, hi);
    };
    if (xMin > 0 && xMax / xMin > 8) {
        logAxis(m_plot->xAxis, xMin / 1.3, xMax * 1.3);
    } else {
        m_plot->xAxis->setScaleType(QCPAxis::stLinear);
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        m_plot->xAxis->setNumberFormat(QStringLiteral("g"));
        m_plot->xAxis->setRange(0, xMax * 1.1);
    }
    logAxis(m_plot->yAxis, std::max(1e-3, yMin / 2), yMax * 3);
}

void ServingView::addTargetLine(double ms, const QString& text, const QColor& colour) {
    auto* line = new QCPItemStraightLine(m_plot);
    line->point1->setCoords(m_plot->xAxis->range().lower, ms);
    line->point2->setCoords(m_plot->xAxis->range().upper, ms);
    line->setPen(QPen(colour, 1.5, Qt::DashLine));
    auto* label = new QCPItemText(m_plot);
    label->position->setCoords(m_plot->xAxis->range().lower, ms);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->setPadding(QMargins(6, 0, 0, 3));
    label->setText(text);
    label->setColor(colour.darker(120));
}

void ServingView::addTargetLines() {
    const ServingSpec& s = scenario().workload.serving;
    // A target takes its curve's colour; a lone end-to-end target over options' curves takes
    // vermillion, as the limits of the time-vs-cost chart.
    if (s.p95Ms > 0)
        addTargetLine(s.p95Ms, tr("p95 target %1 ms").arg(numfmt::number(s.p95Ms, 0)),
                      m_tokens ? kGreen : QColor(0xD5, 0x5E, 0x00));
    if (s.ttftP95Ms > 0)
        addTargetLine(s.ttftP95Ms, tr("TTFT target %1 ms").arg(numfmt::number(s.ttftP95Ms, 0)),
                      kBlue);
    if (s.tpotP95Ms > 0)
        addTargetLine(s.tpotP95Ms, tr("TPOT target %1 ms").arg(numfmt::number(s.tpotP95Ms, 0)),
                      kOrange);
}

QString ServingView::loadText(double load) const {
    return m_clients ? tr("%n client(s)", nullptr, int(std::lround(load)))
                     : tr("%1 req/s").arg(numfmt::number(load, load < 10 ? 1 : 0));
}

void ServingView::markOperatingPoint(int option, const std::vector<ServingCurvePoint>& points,
                                     bool tokens) {
    if (!(m_load > 0))
        return;
    const bool recommended = plan().recommended && int(*plan().recommended) == option;
    // The point of each curve at the scenario's load: the plan's own figures.
    auto* g = m_plot->addGraph();
    g->setName(recommended ? tr("Recommended operating point") : tr("Operating point"));
    g->setLineStyle(QCPGraph::lsNone);
    g->setPen(QPen(palette().color(QPalette::Text), 2));
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 13));
    if (tokens) {
        for (const ServingCurvePoint& p : points)
            if (p.load == m_load)
                for (double v : {p.ttftMs.p95, p.tpotMs.p95, p.e2eMs.p95})
                    if (v > 0)
                        g->addData(p.load, v);
    } else if (const OptionResult& o = plan().options[std::size_t(option)];
               o.latency && o.latency->p95Ms > 0) {
        g->addData(m_load, o.latency->p95Ms);
    }
    auto* at = new QCPItemStraightLine(m_plot);
    at->point1->setCoords(m_load, m_plot->yAxis->range().lower);
    at->point2->setCoords(m_load, m_plot->yAxis->range().upper);
    at->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
    auto* label = new QCPItemText(m_plot);
    label->position->setCoords(m_load, m_plot->yAxis->range().upper);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setPadding(QMargins(5, 3, 0, 0));
    label->setText(loadText(m_load));
    label->setColor(palette().color(QPalette::Text));
}

void ServingView::showLaunch(int option) {
    m_command.clear();
    const OptionResult* o =
        option >= 0 && planCatalog() ? &plan().options[std::size_t(option)] : nullptr;
    const LaunchResult launch =
        o ? servingLaunchCommand(scenario(), *planCatalog(), o) : LaunchResult{};
    if (!launch.command) {
        m_launchRow->hide();
        return;
    }
    m_command = QString::fromStdString(launch.command->command);
    // A flag and its value never part at a line's end, nor a flag at its hyphens: the label shows
    // non-breaking hyphens and spaces inside each, so it is not selectable; the button copies the
    // command itself.
    const QStringList words = m_command.split(QLatin1Char(' '));
    QStringList parts;
    for (int i = 0; i < words.size(); ++i) {
        QString part = words[i];
        if (words[i].startsWith(QLatin1Char('-')) && i + 1 < words.size() &&
            !words[i + 1].startsWith(QLatin1Char('-')))
            part += QLatin1Char(' ') + words[++i];
        part.replace(QLatin1Char('-'), QChar(0x2011)).replace(QLatin1Char(' '), QChar(0x00A0));
        parts << part.toHtmlEscaped();
    }
    QString text = parts.join(QLatin1Char(' '));
    if (!launch.command->modelKnown)
        text += QStringLiteral("<br>") +
                tr("MODEL is a placeholder: replace it with the model's Hugging Face name or a "
                   "local path.")
                    .toHtmlEscaped();
    if (launch.command->replicas > 1 && launch.command->decodeCommand.empty())
        text +=
            QStringLiteral("<br>") + tr("Start %n engine(s) like this one behind a load balancer.",
                                        nullptr, launch.command->replicas)
                                         .toHtmlEscaped();
    if (!launch.command->decodeCommand.empty())
        text += QStringLiteral("<br>") +
                tr("Start %n prefill engine(s) like this one, and the decode engines with: %1",
                   nullptr, launch.command->replicas * launch.command->prefillEngines)
                    .arg(QString::fromStdString(launch.command->decodeCommand))
                    .toHtmlEscaped();
    for (const std::string& note : launch.command->notes)
        text += QStringLiteral("<br>") + QString::fromStdString(note).toHtmlEscaped();
    m_launch->setText(text);
    m_launchRow->show();
}

} // namespace rightsize::ui

#include "tests/support/repaint_probe.h"

#include "core/estimate/planner.h"
#include "ui/charts/chart_registry.h"
#include "ui/charts/chart_view.h"
#include "ui/editor/document_model.h"
#include "ui/results/recommendation_panel.h"
#include "ui/window/main_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <algorithm>
#include <ctime>
#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace rightsize::ui {

namespace {

// The samples of each step of the loop, by name, in the order first seen.
class Steps {
public:
    void add(const QString& step, double ms) {
        if (!m_samples.count(step))
            m_order.push_back(step);
        m_samples[step].push_back(ms);
    }
    // The median of each step; a step that did not happen in an edit (a chart not rebuilt)
    // counts 0 there.
    std::vector<std::pair<QString, double>> medians(int edits) const {
        std::vector<std::pair<QString, double>> out;
        for (const QString& step : m_order) {
            std::vector<double> s = m_samples.at(step);
            if (step.startsWith(QLatin1String("build ")))
                s.resize(std::size_t(std::max(edits, int(s.size()))), 0.0);
            std::sort(s.begin(), s.end());
            out.emplace_back(step, s.empty() ? 0 : s[s.size() / 2]);
        }
        return out;
    }

private:
    std::vector<QString> m_order;
    std::map<QString, std::vector<double>> m_samples;
};

// Processor time of this thread, as ChartView::lastBuildMs counts it: the breakdown says what
// each step costs, not how busy the machine was while it ran.
double threadMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

class StepClock {
public:
    // The time since the last call (or the start).
    double lap() {
        const double now = threadMs();
        const double ms = now - m_last;
        m_last = now;
        return ms;
    }

private:
    double m_last = threadMs();
};

// The window's paint events during one pass of painting, each charged to the view it belongs to
// (a chart, the options table, the recommendation, or the rest of the window). Qt paints the
// widgets of a pass one after another, never inside one another, so a paint lasts until the
// next one starts or the pass ends.
class PaintLog : public QObject {
public:
    PaintLog(MainWindow& window, StepClock& clock)
        : m_window(window)
        , m_clock(clock) {
        QApplication::instance()->installEventFilter(this);
    }
    ~PaintLog() override { QApplication::instance()->removeEventFilter(this); }

    // The time of each view's paints since the last call, in the order of the views; the pass
    // is over.
    std::map<QString, double> finish() {
        close();
        return std::exchange(m_ms, {});
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && watched->isWidgetType()) {
            close();
            m_open = viewOf(static_cast<QWidget*>(watched));
        }
        return false;
    }

private:
    void close() {
        const double ms = m_clock.lap();
        if (!m_open.isEmpty())
            m_ms[m_open] += ms;
        m_open.clear();
    }
    QString viewOf(const QWidget* w) const {
        for (ChartView* v : m_window.chartViews())
            if (w == v || v->isAncestorOf(w))
                return QStringLiteral("paint charts");
        if (w == m_window.optionsTable() || m_window.optionsTable()->isAncestorOf(w))
            return QStringLiteral("paint table");
        if (w == m_window.recommendationPanel() || m_window.recommendationPanel()->isAncestorOf(w))
            return QStringLiteral("paint recommendation");
        return QStringLiteral("paint the rest of the window");
    }

    MainWindow& m_window;
    StepClock& m_clock;
    QString m_open;
    std::map<QString, double> m_ms;
};

// Each chart's build during the step just timed, taken out of that step's time.
double chartBuilds(MainWindow& window, std::vector<int>& builds, Steps* steps) {
    double total = 0;
    const std::vector<ChartView*> views = window.chartViews();
    for (std::size_t i = 0; i < views.size(); ++i) {
        if (views[i]->buildCount() == builds[i])
            continue;
        builds[i] = views[i]->buildCount();
        total += views[i]->lastBuildMs();
        if (steps)
            steps->add(QStringLiteral("build %1").arg(QLatin1String(chartRegistry()[i].key)),
                       views[i]->lastBuildMs());
    }
    return total;
}

// One edit and everything it repaints, on the clock in milliseconds. A function of its own, never
// inlined, so that a profiler can count exactly this: `valgrind --tool=callgrind
// --toggle-collect='*editAndRepaint*'` gives the instructions of the edits alone, without the
// window's construction.
[[gnu::noinline]] double editAndRepaint(MainWindow& window, int batch, bool allViews,
                                        std::vector<int>& builds, Steps* steps) {
    DocumentModel* doc = window.document();
    const auto step = [steps](const QString& name, double ms) {
        if (steps)
            steps->add(name, ms);
    };
    QElapsedTimer clock;
    clock.start();
    StepClock part;
    const double editStart = threadMs();
    doc->edit(QStringLiteral("$.workload.batch_size"), QString(),
              [batch](Scenario& s) { s.workload.batchSize = batch; });
    step(QStringLiteral("edit"), part.lap());
    doc->replanNow();
    const double replan = part.lap();
    const double built = chartBuilds(window, builds, steps);
    step(QStringLiteral("replan: window, besides builds"), replan - built);
    if (allViews) {
        double hiddenBuilds = 0;
        for (ChartView* v : window.chartViews()) {
            v->refreshNow(); // hidden tabs too
            hiddenBuilds += chartBuilds(window, builds, steps);
        }
        step(QStringLiteral("hidden charts, besides builds"), part.lap() - hiddenBuilds);
    }
    part.lap();
    // Every visible view is painted, changed or not, and each once: marked, then painted in one
    // pass over the window, as the event loop paints after an edit. (Forcing each view with
    // repaint() painted everything the edit had marked with the first view, then the table a
    // second time.)
    for (ChartView* v : window.chartViews())
        if (v->isVisible())
            v->update();
    window.optionsTable()->viewport()->update();
    window.recommendationPanel()->update();
    {
        PaintLog paints(window, part);
        QEvent paintNow(QEvent::UpdateRequest);
        QApplication::sendEvent(&window, &paintNow);
        const std::map<QString, double> ms = paints.finish();
        for (const char* view : {"paint charts", "paint table", "paint recommendation",
                                 "paint the rest of the window"}) {
            const auto it = ms.find(QLatin1String(view));
            step(QLatin1String(view), it == ms.end() ? 0.0 : it->second);
        }
    }
    QApplication::processEvents();
    step(QStringLiteral("events"), part.lap());
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    step(QStringLiteral("whole edit, processor time"), threadMs() - editStart);
    return ms;
}

double measure(int edits, bool allViews, Steps* steps) {
    std::unique_ptr<QApplication> ownApp;
    if (!QApplication::instance()) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        static int argc = 1;
        static char name[] = "rightsize-probe";
        static char* argv[] = {name, nullptr};
        ownApp = std::make_unique<QApplication>(argc, argv);
    }
    std::vector<double> samples;
    {
        MainWindow window(nullptr);
        window.resize(1600, 1000);
        window.show();
        DocumentModel* doc = window.document();
        doc->edit(QStringLiteral("$.compute.options"), QString(),
                  [](Scenario& s) { s.compute.options.clear(); });
        doc->replanNow();
        QApplication::processEvents();
        const int base = doc->scenario().workload.batchSize;
        samples.reserve(std::size_t(std::max(0, edits)));
        std::vector<int> builds;
        for (ChartView* v : window.chartViews())
            builds.push_back(v->buildCount());
        for (int i = 0; i < edits; ++i) {
            const int batch = base + 1 + (i % 8) * 4;
            samples.push_back(editAndRepaint(window, batch, allViews, builds, steps));
            if (steps) {
                // The plan alone, made again outside the timed edit: the part of the replan
                // above that is core's. On the clock: the plan spreads over the cores, and this
                // thread's processor time would leave the other threads' share out.
                QElapsedTimer planClock;
                planClock.start();
                makePlan(doc->scenario(), doc->catalog());
                steps->add(QStringLiteral("of the replan: plan (core, on the clock)"),
                           double(planClock.nsecsElapsed()) / 1e6);
            }
        }
    }
    if (samples.empty())
        return 0;
    if (steps) {
        std::vector<double> sorted = samples;
        std::sort(sorted.begin(), sorted.end());
        steps->add(QStringLiteral("whole edit, on the clock"), sorted[sorted.size() / 2]);
    }
    std::sort(samples.begin(), samples.end());
    const std::size_t k = std::min(samples.size() - 1, std::size_t(0.95 * double(samples.size())));
    return samples[k];
}

} // namespace

double measureEditToRepaintP95Ms(int edits) {
    return measure(edits, false, nullptr);
}

double measureEditToRepaintAllViewsP95Ms(int edits) {
    return measure(edits, true, nullptr);
}

std::vector<std::pair<QString, double>> measureEditToRepaintBreakdown(int edits, bool allViews) {
    Steps steps;
    measure(edits, allViews, &steps);
    return steps.medians(edits);
}

} // namespace rightsize::ui

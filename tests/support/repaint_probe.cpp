#include "tests/support/repaint_probe.h"

#include "ui/chart_view.h"
#include "ui/main_window.h"
#include "ui/recommendation_panel.h"
#include "ui/scenario_document.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <algorithm>
#include <memory>
#include <vector>

namespace rightsize::ui {

namespace {

double measure(int edits, bool allViews) {
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
        for (int i = 0; i < edits; ++i) {
            QElapsedTimer clock;
            clock.start();
            const int batch = base + 1 + (i % 8) * 4;
            doc->edit(QStringLiteral("$.workload.batch_size"), QString(),
                      [batch](Scenario& s) { s.workload.batchSize = batch; });
            doc->replanNow();
            for (ChartView* v : window.chartViews()) {
                if (allViews)
                    v->refreshNow(); // hidden tabs too
                if (v->isVisible())
                    v->repaint();
            }
            window.optionsTable()->viewport()->repaint();
            window.recommendationPanel()->repaint();
            QApplication::processEvents();
            samples.push_back(double(clock.nsecsElapsed()) / 1e6);
        }
    }
    if (samples.empty())
        return 0;
    std::sort(samples.begin(), samples.end());
    const std::size_t k = std::min(samples.size() - 1, std::size_t(0.95 * double(samples.size())));
    return samples[k];
}

} // namespace

double measureEditToRepaintP95Ms(int edits) {
    return measure(edits, false);
}

double measureEditToRepaintAllViewsP95Ms(int edits) {
    return measure(edits, true);
}

} // namespace rightsize::ui

// The window at 1280×720 and 2560×1440 in English, Russian and German: it fits the screen, and
// no label of the editor, no legend entry, no text painted in the pipeline diagram, no point
// label of the time-vs-cost chart and nothing in the recommendation is cut short without a
// tooltip that says it in full; the recommended point always has its label and no label
// overlaps another or covers it; the options table shows its cost and time columns without
// scrolling. Each text is measured against the room its widget has, with the widget's own font.
// With RIGHTSIZE_SCREENSHOT_DIR set, every case is also saved as a PNG to look at.
#include "ui/charts/memory_fit_view.h"
#include "ui/charts/pipeline_view.h"
#include "ui/charts/plot_style.h"
#include "ui/charts/serving_view.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/editor/workload_editor.h"
#include "ui/results/options_table_model.h"
#include "ui/results/recommendation_panel.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <qcustomplot.h>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

// Texts that do not fit their widget and have no tooltip saying them in full.
class CutTexts {
public:
    void check(const QString& where, const QString& text, int need, int room,
               const QString& tooltip) {
        if (text.isEmpty() || need <= room + 1)
            return;
        if (!tooltip.isEmpty() && tooltip.contains(text))
            return;
        m_cut
            << QStringLiteral("%1: “%2” needs %3 px, has %4").arg(where, text).arg(need).arg(room);
    }
    QString report() const { return m_cut.join(QLatin1Char('\n')); }
    bool empty() const { return m_cut.isEmpty(); }

private:
    QStringList m_cut;
};

bool shown(const QWidget* w, const QWidget* top) {
    return w->isVisibleTo(top) && w->width() > 0;
}

void checkEditor(const WorkloadEditor* editor, CutTexts& cut) {
    for (const QLabel* label : editor->findChildren<QLabel*>()) {
        if (!shown(label, editor) || label->text().isEmpty() || label->textFormat() == Qt::RichText)
            continue;
        const QFontMetrics fm(label->font());
        if (label->wordWrap()) {
            // A wrapped text is cut when it needs more lines than it has room for.
            const QRect need =
                fm.boundingRect(QRect(0, 0, label->contentsRect().width(), 100000),
                                int(Qt::TextWordWrap | label->alignment()), label->text());
            cut.check(QStringLiteral("wrapped label"), label->text(), need.height(),
                      label->contentsRect().height(), label->toolTip());
        } else {
            // Lines broken by hand are measured line by line.
            cut.check(QStringLiteral("label"), label->text(),
                      fm.boundingRect(QRect(), 0, label->text()).width(),
                      label->contentsRect().width(), label->toolTip());
        }
    }
    for (const QComboBox* combo : editor->findChildren<QComboBox*>()) {
        if (!shown(combo, editor))
            continue;
        QStyleOptionComboBox opt;
        opt.initFrom(combo);
        opt.editable = combo->isEditable();
        const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &opt,
                                                           QStyle::SC_ComboBoxEditField, combo);
        cut.check(QStringLiteral("choice"), combo->currentText(),
                  combo->fontMetrics().horizontalAdvance(combo->currentText()), field.width(),
                  combo->toolTip());
    }
    for (const QCheckBox* box : editor->findChildren<QCheckBox*>()) {
        if (!shown(box, editor) || box->text().isEmpty())
            continue;
        const int indicator =
            box->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, box) +
            box->style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, box);
        cut.check(QStringLiteral("check box"), box->text(),
                  box->fontMetrics().horizontalAdvance(box->text()), box->width() - indicator,
                  box->toolTip());
    }
    for (const QGroupBox* group : editor->findChildren<QGroupBox*>()) {
        if (!shown(group, editor))
            continue;
        cut.check(QStringLiteral("step"), group->title(),
                  QFontMetrics(group->font()).horizontalAdvance(group->title()),
                  group->width() - 16, group->toolTip());
    }
    // The form is never wider than the room it has, nor scrolled sideways.
    if (const QWidget* viewport = editor->parentWidget())
        cut.check(QStringLiteral("editor"), QStringLiteral("the whole form"), editor->width(),
                  viewport->width(), {});
}

void checkLegends(const std::vector<ChartView*>& charts, CutTexts& cut) {
    for (ChartView* chart : charts) {
        auto* plot = chart->findChild<QCustomPlot*>();
        if (!plot || !chart->emptyStateText().isEmpty() || !plot->legend->visible())
            continue;
        for (int i = 0; i < plot->legend->itemCount(); ++i) {
            QCPAbstractLegendItem* item = plot->legend->item(i);
            if (!item)
                continue;
            auto* entry = qobject_cast<QCPPlottableLegendItem*>(item);
            const QString name = entry ? entry->plottable()->name() : QString();
            cut.check(QStringLiteral("legend of %1").arg(chart->accessibleName()), name,
                      item->minimumOuterSizeHint().width(), item->outerRect().width(),
                      legendFullName(plot, i).isEmpty() ? QString() : name);
            cut.check(QStringLiteral("legend of %1").arg(chart->accessibleName()), name,
                      item->outerRect().right(), plot->width(), {});
        }
    }
}

void checkRecommendation(RecommendationPanel* panel, CutTexts& cut) {
    for (QTextBrowser* browser : panel->findChildren<QTextBrowser*>()) {
        if (!shown(browser, panel))
            continue;
        // Text that does not wrap (a long device id) would need a sideways scroll to be read.
        cut.check(QStringLiteral("recommendation"), browser->toPlainText().left(40),
                  browser->horizontalScrollBar()->maximum() > 0 ? browser->viewport()->width() + 2
                                                                : browser->viewport()->width(),
                  browser->viewport()->width(), {});
    }
}

// Every text the pipeline diagram paints, measured in its font against the room it was given:
// whole (never elided), no line wider than the room, no more lines than fit its height.
void checkPipeline(const std::vector<ChartView*>& charts, CutTexts& cut) {
    for (ChartView* chart : charts) {
        auto* view = qobject_cast<PipelineView*>(chart);
        if (!view || !view->isVisible() || !view->emptyStateText().isEmpty())
            continue;
        view->grab(); // paints the scene as on screen
        for (const PipelineView::DrawnText& t : view->drawnTexts()) {
            const QFontMetricsF fm(t.font);
            cut.check(QStringLiteral("pipeline (elided)"), t.text,
                      t.text.contains(QChar(0x2026)) ? 1 : 0, 0, {});
            const QRectF need = t.wraps ? fm.boundingRect(QRectF(0, 0, t.rect.width(), 1e6),
                                                          Qt::TextWordWrap, t.text)
                                        : QRectF(0, 0, fm.horizontalAdvance(t.text), fm.height());
            cut.check(QStringLiteral("pipeline"), t.text, int(std::ceil(need.width())),
                      int(t.rect.width()), {});
            cut.check(QStringLiteral("pipeline (height)"), t.text, int(std::ceil(need.height())),
                      int(t.rect.height()), {});
            cut.check(QStringLiteral("pipeline (outside)"), t.text, int(t.rect.right()),
                      view->width(), {});
        }
    }
}

// The time-vs-cost chart: the recommended point always named, no two labels overlapping and no
// other label on the recommended point.
void checkTimeCost(const std::vector<ChartView*>& charts, int recommended, CutTexts& cut) {
    for (ChartView* chart : charts) {
        auto* view = qobject_cast<TimeCostView*>(chart);
        if (!view || !view->isVisible() || !view->emptyStateText().isEmpty() || recommended < 0)
            continue;
        const std::vector<QRectF> rects = view->labelRects();
        const std::vector<int> options = view->labelledOptions();
        const QPoint px = view->optionPixel(recommended);
        if (px.x() < 0)
            continue;
        const bool named = std::find(options.begin(), options.end(), recommended) != options.end();
        cut.check(QStringLiteral("time-cost"), QStringLiteral("the recommended point's label"),
                  named ? 0 : 1, 0, {});
        const QRectF point(QPointF(px) - QPointF(5, 5), QSizeF(10, 10));
        const QRect plotArea = view->findChild<QCustomPlot*>()->axisRect()->rect();
        for (const QRectF& limit : view->limitLabelRects())
            cut.check(QStringLiteral("time-cost limit label"), QStringLiteral("a limit's label"),
                      plotArea.contains(limit.toAlignedRect().adjusted(1, 1, -1, -1)) ? 0 : 1, 0,
                      {});
        for (std::size_t i = 0; i < rects.size(); ++i) {
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                cut.check(QStringLiteral("time-cost overlap"), QStringLiteral("two point labels"),
                          rects[i].intersects(rects[j]) ? 1 : 0, 0, {});
            if (options[i] != recommended)
                cut.check(QStringLiteral("time-cost"),
                          QStringLiteral("a label on the recommended point"),
                          rects[i].intersects(point) ? 1 : 0, 0, {});
        }
    }
}

// Every annotation of a chart (a limit, "This scenario", "Break-even") inside the axes that clip
// it, so none is cut by them.
void checkChartTexts(const std::vector<ChartView*>& charts, CutTexts& cut) {
    for (ChartView* chart : charts) {
        auto* plot = chart->findChild<QCustomPlot*>();
        if (!plot || !chart->isVisible() || !chart->emptyStateText().isEmpty())
            continue;
        for (int i = 0; i < plot->itemCount(); ++i) {
            auto* text = qobject_cast<QCPItemText*>(plot->item(i));
            if (!text || !text->visible() || text->text().isEmpty() || !text->clipToAxisRect() ||
                !text->clipAxisRect())
                continue;
            const QRect box =
                QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition())
                    .normalized()
                    .toAlignedRect()
                    .adjusted(1, 1, -1, -1);
            cut.check(QStringLiteral("chart text in %1").arg(chart->accessibleName()), text->text(),
                      text->clipAxisRect()->rect().contains(box) ? 0 : 1, 0, {});
        }
        // An axis title no longer than its axis: a longer one runs past the axes into the
        // chart's caption or the neighbouring tick labels.
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                if (!axis->visible() || axis->label().isEmpty())
                    continue;
                const int extent =
                    axis->orientation() == Qt::Vertical ? rect->height() : rect->width();
                cut.check(
                    QStringLiteral("axis title in %1").arg(chart->accessibleName()), axis->label(),
                    QFontMetrics(axis->labelFont()).horizontalAdvance(axis->label()), extent, {});
            }
    }
}

// A chart in sight draws something: a chart with nothing to draw (a way of buying with no second
// offer to weigh) is hidden behind a sentence or an empty state, never shown as bare axes.
void checkNoBareChart(const std::vector<ChartView*>& charts, CutTexts& cut) {
    for (ChartView* chart : charts) {
        auto* plot = chart->findChild<QCustomPlot*>();
        if (!plot || !chart->isVisible() || !plot->isVisible() ||
            !chart->emptyStateText().isEmpty())
            continue;
        bool drawn = false;
        for (int i = 0; i < plot->plottableCount() && !drawn; ++i)
            drawn = !plot->plottable(i)->interface1D() ||
                    plot->plottable(i)->interface1D()->dataCount() > 0;
        cut.check(QStringLiteral("bare chart"), chart->accessibleName(), drawn ? 0 : 1, 0, {});
    }
}

// The cost and time columns of the options table are in sight without scrolling sideways.
void checkOptionsTable(const QTableView* table, CutTexts& cut) {
    const QHeaderView* header = table->horizontalHeader();
    for (int column : {int(OptionsTableModel::ColPerHour), int(OptionsTableModel::ColTotal),
                       int(OptionsTableModel::ColTime)}) {
        if (header->isSectionHidden(column))
            continue;
        const int right = header->sectionPosition(column) + header->sectionSize(column);
        cut.check(QStringLiteral("options table"),
                  table->model()->headerData(column, Qt::Horizontal).toString(), right,
                  table->viewport()->width(), {});
    }
}

void checkTabs(const QWidget* window, CutTexts& cut) {
    for (const QTabBar* bar : window->findChildren<QTabBar*>()) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            const QString text = bar->tabText(i).remove(QLatin1Char('&'));
            cut.check(QStringLiteral("tab"), text, bar->fontMetrics().horizontalAdvance(text),
                      bar->tabRect(i).width() - 8, bar->tabToolTip(i));
        }
    }
}

} // namespace

class ScreensTest : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase() { installLanguage(QStringLiteral("en")); }

    void nothingIsCutShort_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("tab");
        for (const char* lang : {"en", "ru", "de"})
            for (const QSize& size : {QSize(1280, 720), QSize(2560, 1440)})
                for (const auto& [preset, tab] :
                     {std::pair{"llama2-70b-pretrain", 0}, std::pair{"llama2-70b-pretrain", 1},
                      std::pair{"llama2-13b-chat-serving", 3}, std::pair{"bert-base-finetune", 2},
                      std::pair{"resnet50-training", 2}, std::pair{"realtime-image-api", 2},
                      std::pair{"cpu-or-gpu-xgboost-20m", 1},
                      std::pair{"qwen3-8b-lora-a10-vs-h100", 1},
                      std::pair{"open-model-vs-frontier-api", 1},
                      std::pair{"open-model-vs-frontier-api", 4},
                      std::pair{"qwen3-8b-lora-a10-vs-h100", 4},
                      std::pair{"cpu-or-gpu-xgboost-20m", 4}})
                    QTest::addRow("%s %dx%d %s tab %d", lang, size.width(), size.height(), preset,
                                  tab)
                        << QString::fromLatin1(lang) << size << QString::fromLatin1(preset) << tab;
    }
    void nothingIsCutShort() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(QString, preset);
        QFETCH(int, tab);
        QCOMPARE(installLanguage(language), language);
        MainWindow window(nullptr);
        QVERIFY(window.loadPreset(preset));
        window.setCurrentTab(chartRegistry()[std::size_t(tab)].id);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->replanNow();
        // A few rounds: a chart whose axis title had to shrink lays itself out once more.
        for (int i = 0; i < 4; ++i)
            QCoreApplication::processEvents();
        // The window fits the screen it was sized for.
        QVERIFY2(window.width() <= size.width() && window.height() <= size.height(),
                 qPrintable(QStringLiteral("%1×%2").arg(window.width()).arg(window.height())));

        CutTexts cut;
        checkEditor(window.editor(), cut);
        checkLegends(window.chartViews(), cut);
        checkRecommendation(window.recommendationPanel(), cut);
        checkTabs(&window, cut);
        checkPipeline(window.chartViews(), cut);
        const Plan& plan = window.document()->plan();
        checkTimeCost(window.chartViews(), plan.recommended ? int(*plan.recommended) : -1, cut);
        checkOptionsTable(window.optionsTable(), cut);
        checkChartTexts(window.chartViews(), cut);
        checkNoBareChart(window.chartViews(), cut);

        const QString dir = qEnvironmentVariable("RIGHTSIZE_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            window.grab().save(QDir(dir).filePath(QStringLiteral("%1-%2x%3-%4-tab%5.png")
                                                      .arg(language)
                                                      .arg(size.width())
                                                      .arg(size.height())
                                                      .arg(preset)
                                                      .arg(tab)));
        }
        QVERIFY2(cut.empty(), qPrintable(cut.report()));
    }
};

QTEST_MAIN(ScreensTest)
#include "test_screens.moc"

#pragma once

#include "ui/app_settings.h"

#include <QMainWindow>

#include <memory>
#include <vector>

class QAction;
class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace rightsize {
struct Catalog;
struct Plan;
}

namespace rightsize::ui {

class CatalogEditor;
class ChartView;
class DocumentModel;
class MemoryFitView;
class OptionsTableModel;
class PipelineView;
class RecommendationPanel;
class ServingView;
class TimeCostView;
class WorkloadEditor;

// One window: the workload editor on the left, the charts and the options table in the middle,
// the recommendation on the right. Every edit re-plans and every view follows the plan and the
// selected option.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Tab { Memory, TimeCost, Pipeline, Serving };

    // `settings` may be null: a window that remembers nothing (tests, screenshots).
    explicit MainWindow(std::shared_ptr<AppSettings> settings = std::make_shared<AppSettings>(),
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    DocumentModel* document() const { return m_doc; }
    WorkloadEditor* editor() const { return m_editor; }
    MemoryFitView* memoryView() const { return m_memory; }
    TimeCostView* timeCostView() const { return m_timeCost; }
    PipelineView* pipelineView() const { return m_pipeline; }
    ServingView* servingView() const { return m_serving; }
    RecommendationPanel* recommendationPanel() const { return m_recommendation; }
    QTableView* optionsTable() const { return m_table; }
    OptionsTableModel* optionsModel() const { return m_optionsModel; }
    std::vector<ChartView*> chartViews() const;

    void setCurrentTab(Tab tab);
    ChartView* currentChart() const;

    // Opens a scenario file; on failure shows why (with the JSON path) unless `quiet`, and
    // returns the message.
    QString openFile(const QString& path, bool quiet = false);
    bool saveTo(const QString& path);
    // Loads a catalog preset by id; false when there is none.
    bool loadPreset(const QString& id);

    bool exportChart(const QString& path);   // .png or .svg by the file's suffix
    bool exportOptionsCsv(const QString& path);
    void copyChart();

    void applyTheme(Theme theme);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildMenus();
    void buildPresetMenu(QMenu* menu);
    void updateRecentMenu();
    void updateTitle();
    void onPlanChanged(const Plan& plan);
    void onSelectionChanged(int index);
    void onTableSelection();
    bool maybeSave();
    void open();
    bool save();
    bool saveAs();
    void exportChartDialog();
    void exportCsvDialog();
    void showCatalogEditor();
    QString dialogDirectory() const;

    std::shared_ptr<AppSettings> m_settings;
    DocumentModel* m_doc;
    WorkloadEditor* m_editor = nullptr;
    QTabWidget* m_tabs = nullptr;
    MemoryFitView* m_memory = nullptr;
    TimeCostView* m_timeCost = nullptr;
    PipelineView* m_pipeline = nullptr;
    ServingView* m_serving = nullptr;
    RecommendationPanel* m_recommendation = nullptr;
    QTableView* m_table = nullptr;
    OptionsTableModel* m_optionsModel = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    CatalogEditor* m_catalogEditor = nullptr;
    QMenu* m_recentMenu = nullptr;
    QLabel* m_status = nullptr;
    bool m_syncingSelection = false;
};

} // namespace rightsize::ui

#pragma once

#include "core/store/engine/store_types.h"
#include "ui/charts/chart_registry.h"
#include "ui/widgets/app_settings.h"
#include "ui/workshop/workshop_host.h"

#include <QMainWindow>
#include <QPointer>
#include <cstdint>
#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QScrollArea;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTimer;

namespace rightsize {
struct Catalog;
struct Plan;
struct ScenarioDocument;
} // namespace rightsize

namespace rightsize::ui::workshop {
class WorkshopWindow;
}

namespace rightsize::ui {

class Autosave;
class CatalogEditor;
class ChartView;
class DisplayCurrencyControl;
class DocumentModel;
class Library;
class LibraryPanel;
class LibrarySession;
class MemoryFitView;
class OptionsTableModel;
class PipelineView;
class RecommendationPanel;
class ServingView;
class TimeCostView;
class WorkloadEditor;

// One window: the scenario library and the workload editor on the left, the charts and the
// options table in the middle, the recommendation on the right. Every edit re-plans and every
// view follows the plan and the selected option.
class MainWindow : public QMainWindow, public workshop::WorkshopHost {
    Q_OBJECT
public:
    struct ImportResult {
        QList<std::int64_t> ids; // the new scenarios, empty when nothing was written
        QString problem;         // why nothing was written (file, JSON path and reason per line)
    };

    // `settings` may be null: a window that remembers nothing (tests, screenshots).
    explicit MainWindow(std::shared_ptr<AppSettings> settings = std::make_shared<AppSettings>(),
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    DocumentModel* document() const { return m_doc; }
    WorkloadEditor* editor() const { return m_editor; }
    // The view of each chart of the registry, in tab order.
    ChartView* chart(ChartId id) const;
    MemoryFitView* memoryView() const;
    TimeCostView* timeCostView() const;
    PipelineView* pipelineView() const;
    ServingView* servingView() const;
    RecommendationPanel* recommendationPanel() const { return m_recommendation; }
    QTableView* optionsTable() const { return m_table; }
    OptionsTableModel* optionsModel() const { return m_optionsModel; }
    std::vector<ChartView*> chartViews() const;

    // The window's place in the scenario library (ui/window/library_session.h): the accessors below
    // ask it.
    LibrarySession* librarySession() const { return m_session; }
    Library* library() const;
    LibraryPanel* libraryPanel() const { return m_libraryPanel; }
    QDockWidget* libraryDock() const { return m_libraryDock; }
    Autosave* autosave() const;
    DisplayCurrencyControl* displayCurrency() const { return m_currency; }
    // The library scenario in the editor; 0 when it came from a file, a preset or nowhere.
    std::int64_t libraryScenarioId() const;
    // The revision of that scenario the editor's content is based on; saving names it, so a
    // save over someone else's newer one is a conflict the user decides, never an overwrite.
    std::int64_t libraryRevision() const;
    // Someone else changed the scenario being edited since it was opened (the status bar says so).
    bool libraryCopyChangedElsewhere() const;

    // The text of the last notification (tests, and the status bar when offscreen). Every
    // notice and question goes through dialogs() (ui/widgets/dialog_service.h).
    QString lastNotice() const { return m_lastNotice; }

    // Opens (or creates) the library; a damaged one is moved aside, with a notice, only when the
    // user agrees; any other file is left untouched. With
    // `autosave`, the scenario being edited is kept in the library's autosave slot.
    bool openLibrary(const QString& path, bool autosave = true);
    // File → Open team library…: a PostgreSQL server (URL or service name) or a library file.
    // A location with a password, a server that cannot be reached or a database that is not a
    // Rightsize library is refused with the reason, and the library open before stays open.
    // The scenario in the editor stays there; if it came from the library it was in, it is
    // now a new scenario of this one. `readOnly`: nothing can be changed from this window.
    bool openTeamLibrary(const QString& location, bool readOnly = false);
    // File → Open local library: back to the library file this window started with.
    bool openLocalLibrary();
    // Asks for the location (TeamLibraryDialog, through the dialog service) and opens it.
    bool openTeamLibraryDialog();
    // When the previous run left unsaved work, asks whether to restore it; true when restored.
    bool offerAutosaveRestore();
    // After switching to another library: work kept there from a session that did not end
    // normally is offered back (editor clean) or kept as a scenario of its own, or discarded,
    // as the user chooses (editor with unsaved changes); then the editor's work takes the slot.
    void offerKeptWorkOfOpenedLibrary();

    bool openFromLibrary(std::int64_t id);
    // Saves the scenario in the editor to the library: a new version of the scenario it came
    // from, or a new scenario.
    // On a conflict asks what to do with the edit (keep it as a new scenario, take theirs,
    // compare); on any other failure the edit stays in the editor and the user is told.
    bool saveToLibrary();
    void newScenario();
    // Validates every file first; writes all of their scenarios in one transaction, or nothing.
    ImportResult importFiles(const QStringList& paths);
    // One scenario as its own file, several as a bundle.
    bool exportScenarios(const QList<std::int64_t>& ids, const QString& path);

    void setCurrentTab(ChartId chart);
    ChartView* currentChart() const;

    // Opens a scenario file; on failure shows why (with the JSON path) unless `quiet`, and
    // returns the message.
    QString openFile(const QString& path, bool quiet = false);
    bool saveTo(const QString& path);
    // Opens a catalog preset by id as a new, untitled scenario (after asking about unsaved
    // changes); false when there is no such preset or the user kept the current scenario.
    bool loadPreset(const QString& id);
    // Sets the model from a Hugging Face config.json; false (with a notice) when it cannot.
    bool importModelConfig(const QString& path);

    bool exportChart(const QString& path); // .png or .svg by the file's suffix
    // File → Export PDF report to `path`: the scenario with its own plan (one being made is
    // waited for); refused with a notice while the scenario has problems, whose last good plan
    // is still on screen.
    bool exportReport(const QString& path);
    bool exportOptionsCsv(const QString& path);
    void copyChart();

    void applyTheme(Theme theme);

    // The status bar's text about the plan: how many options in how long, or that a plan is
    // being made when one made beside the window has run for `planningHintMs` (250 by default;
    // the last plan stays on screen meanwhile). The delay keeps quick plans from flashing the
    // word; tests set it to 0.
    QString planStatusText() const;
    void setPlanningHintDelay(int planningHintMs);

    // The workshop drives the window through these (workshop::WorkshopHost).
    void loadScenario(const Scenario& scenario, const QString& title) override;
    void highlightStep(int step) override;
    void showChart(const QString& chartId) override;
    const Catalog& catalog() const override;
    QPixmap chartPixmap(const QString& chartId, const QSize& size) override;
    workshop::WorkshopWindow* workshopWindow();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    // The options table's device column as wide as its ids, as far as the costs leave room.
    void fitDeviceColumn();
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The steps of the constructor.
    void buildEditorDock();
    void buildLibraryDock();
    void buildCentre();
    void buildRecommendationDock();
    void connectViews();
    // The plan on screen is the scenario's, made now if need be; false (with a notice under
    // `what`) while the scenario has problems and the last good plan is shown instead.
    bool planReadyFor(const QString& what);
    void restoreSettings();
    void buildMenus();
    void buildFileMenu();
    void buildEditMenu();
    void buildViewMenu();
    // Lays the docks out for a window `width` wide, unless the user arranged them.
    void arrangeDocks(int width);
    void fitEditorDock();
    void buildWorkshopMenu();
    QPointer<workshop::WorkshopWindow> m_workshop;
    QDockWidget* m_workshopDock = nullptr;
    void buildPresetMenu(QMenu* menu);
    void updateRecentMenu();
    void updateTitle();
    void onPlanChanged(const Plan& plan);
    void onSelectionChanged(int index);
    void onTableSelection();
    bool maybeSave();
    // A preset, an example, an exercise or a walkthrough case: a new untitled scenario, never a
    // change to the scenario that was open (which may belong to the library or a file).
    void openAsNew(const ScenarioDocument& document, const QString& presetId, const QString& what);
    void notify(const QString& title, const QString& text);
    // The library session's signals: the status bar, the library panel and the title follow.
    void connectLibrarySession();
    void buildLibraryMenu(QMenu* file);
    void updateLibraryState();
    void importDialog();
    void exportDialog(QList<std::int64_t> ids);
    void open();
    bool save();
    bool saveAs();
    void exportChartDialog();
    QString currentChartTitle() const;
    void buildChartTabs();
    // A file name for an export: the scenario's name and what is exported.
    QString suggestedFileName(const QString& what, const QString& suffix) const;
    void exportCsvDialog();
    void showCatalogEditor();
    QString dialogDirectory() const;
    // "Measure this on your machine…": the rightsize-probe command for the open scenario, which
    // needs the scenario in a file first (main_window_probe.cpp).
    void showProbeCommand();
    QString scenarioFileForProbe();

    std::shared_ptr<AppSettings> m_settings;
    DocumentModel* m_doc;
    WorkloadEditor* m_editor = nullptr;
    QTabWidget* m_tabs = nullptr;
    std::vector<ChartView*> m_charts; // one per chartRegistry() row, in its order
    RecommendationPanel* m_recommendation = nullptr;
    QTableView* m_table = nullptr;
    OptionsTableModel* m_optionsModel = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    CatalogEditor* m_catalogEditor = nullptr;
    QMenu* m_recentMenu = nullptr;
    LibrarySession* m_session;
    LibraryPanel* m_libraryPanel = nullptr;
    QDockWidget* m_libraryDock = nullptr;
    QDockWidget* m_editorDock = nullptr;
    QDockWidget* m_recommendationDock = nullptr;
    QScrollArea* m_editorScroll = nullptr;
    bool m_autoDocks = true;    // the user has not moved a dock (nor restored a saved layout)
    bool m_narrowDocks = false; // the library is a tab behind the editor
    bool m_arrangingDocks = false;
    DisplayCurrencyControl* m_currency = nullptr;
    QLabel* m_libraryStatus = nullptr; // which library is in use (the session's words)
    QAction* m_saveToLibraryAction = nullptr;
    QAction* m_importAction = nullptr;
    QString m_lastNotice;
    QLabel* m_status = nullptr;
    QString m_planStatus; // the plan on screen, said in the status bar
    QTimer* m_planningHint = nullptr;
    bool m_syncingSelection = false;
};

} // namespace rightsize::ui

#include "ui/window/main_window.h"

#include "core/catalog/builtin_catalog.h"
#include "core/io/bounded_file.h"
#include "core/model/catalog.h"
#include "core/scenario/scenario_checks.h"
#include "core/scenario/scenario_io.h"
#include "core/store/scenario_bundle.h"
#include "ui/calibration/calibration_panel.h"
#include "ui/charts/memory_fit_view.h"
#include "ui/charts/pipeline_view.h"
#include "ui/charts/serving_view.h"
#include "ui/charts/time_cost_view.h"
#include "ui/editor/document_model.h"
#include "ui/editor/model_config_import.h"
#include "ui/editor/workload_editor.h"
#include "ui/library/autosave.h"
#include "ui/library/catalog_editor.h"
#include "ui/library/catalog_sync.h"
#include "ui/library/library.h"
#include "ui/library/library_panel.h"
#include "ui/report/report_export.h"
#include "ui/results/compare_values_dialog.h"
#include "ui/results/options_table_model.h"
#include "ui/results/recommendation_panel.h"
#include "ui/widgets/dialog_service.h"
#include "ui/widgets/plain_text_delegate.h"
#include "ui/widgets/theme.h"
#include "ui/widgets/write_output.h"
#include "ui/window/display_currency_control.h"
#include "ui/window/help_dialogs.h"
#include "ui/window/language_menu.h"
#include "ui/window/library_session.h"
#include "ui/wording/builtin_names.h"
#include "ui/wording/number_format.h"
#include "ui/workshop/plan_summary.h"
#include "ui/workshop/presenter_mode.h"
#include "ui/workshop/workshop_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <map>

namespace rightsize::ui {

MainWindow::MainWindow(std::shared_ptr<AppSettings> settings, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(std::move(settings))
    , m_doc(new DocumentModel(loadBuiltinCatalog(), this))
    , m_session(new LibrarySession(m_doc, m_settings, this)) {
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    buildEditorDock();
    buildLibraryDock();
    buildCentre();
    buildRecommendationDock();
    m_status = new QLabel(this);
    m_libraryStatus = new QLabel(this);
    m_libraryStatus->setObjectName(QStringLiteral("libraryStatus"));
    statusBar()->addPermanentWidget(m_libraryStatus);
    statusBar()->addPermanentWidget(m_status);
    m_currency = new DisplayCurrencyControl(m_settings, m_doc, this);
    statusBar()->addPermanentWidget(m_currency->statusLabel());
    buildMenus();
    connectViews();
    restoreSettings();
    updateTitle();
}

void MainWindow::buildEditorDock() {
    // Left: the workload editor, scrollable, as a dock so it can be moved or widened.
    m_editor = new WorkloadEditor(m_doc, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_editor);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_editorScroll = scroll;
    fitEditorDock();
    scroll->viewport()->installEventFilter(this);
    m_editor->installEventFilter(this);
    auto* editorDock = new QDockWidget(tr("Workload"), this);
    editorDock->setObjectName(QStringLiteral("WorkloadDock"));
    editorDock->setWidget(scroll);
    editorDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, editorDock);
    m_editorDock = editorDock;
}

void MainWindow::buildLibraryDock() {
    // Far left: the library, the home screen. Visible by default; View hides it.
    m_libraryPanel = new LibraryPanel(library(), m_doc, this);
    m_libraryPanel->setMinimumWidth(240);
    m_libraryDock = new QDockWidget(tr("Library"), this);
    m_libraryDock->setObjectName(QStringLiteral("LibraryDock"));
    m_libraryDock->setWidget(m_libraryPanel);
    m_libraryDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                               QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, m_libraryDock);
    splitDockWidget(m_libraryDock, m_editorDock, Qt::Horizontal);
    connect(m_libraryPanel, &LibraryPanel::openRequested, this, [this](std::int64_t id) {
        if (maybeSave())
            openFromLibrary(id);
    });
    connect(m_libraryPanel, &LibraryPanel::newRequested, this, &MainWindow::newScenario);
    connect(m_libraryPanel, &LibraryPanel::saveRequested, this, &MainWindow::saveToLibrary);
    connect(m_libraryPanel, &LibraryPanel::importRequested, this, &MainWindow::importDialog);
    connect(m_libraryPanel, &LibraryPanel::exportRequested, this, &MainWindow::exportDialog);
    connectLibrarySession();
    followLibraryCatalog(library(), m_doc);
}

void MainWindow::buildCentre() {
    // Centre: the charts above the options table.
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    buildChartTabs();
    m_optionsModel = new OptionsTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_optionsModel);
    m_proxy->setSortRole(OptionsTableModel::SortRole);
    m_table = new QTableView(this);
    m_table->setAccessibleName(tr("Options"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // Columns are sized to their contents when the set of options changes, not on every edit:
    // measuring every cell costs more than making the plan.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setResizeContentsPrecision(-1);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    // What an option costs is read beside what it is: the cost columns follow the device and its
    // count, in sight on a 1280-pixel screen; the wide layout and the rest come after them. A
    // long device id gives way in its middle (the tooltip names it whole).
    QHeaderView* header = m_table->horizontalHeader();
    int visual = 2;
    for (int column : {OptionsTableModel::ColPerHour, OptionsTableModel::ColTotal,
                       OptionsTableModel::ColTime, OptionsTableModel::ColFits})
        header->moveSection(header->visualIndex(column), visual++);
    m_table->setTextElideMode(Qt::ElideMiddle);
    // Every cell is one line of text: painted without the standard delegate's three layouts
    // per cell, the table repaints after an edit in a fraction of the time.
    m_table->setItemDelegate(new PlainTextDelegate(m_table));
    m_table->viewport()->installEventFilter(this);
    auto* centre = new QSplitter(Qt::Vertical, this);
    centre->setObjectName(QStringLiteral("CentreSplitter"));
    centre->addWidget(m_tabs);
    centre->addWidget(m_table);
    centre->setStretchFactor(0, 3);
    centre->setStretchFactor(1, 1);
    centre->setSizes({640, 300});
    centre->setChildrenCollapsible(false);
    setCentralWidget(centre);
    // The charts keep room to be read whatever the docks take.
    m_tabs->setMinimumSize(420, 260);
    m_table->setMinimumHeight(110);
}

void MainWindow::buildRecommendationDock() {
    // Right: the recommendation in words.
    m_recommendation = new RecommendationPanel(this);
    m_recommendation->setMinimumWidth(260);
    auto* recDock = new QDockWidget(tr("Recommendation"), this);
    recDock->setObjectName(QStringLiteral("RecommendationDock"));
    recDock->setWidget(m_recommendation);
    recDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, recDock);
    m_recommendationDock = recDock;
    resizeDocks({m_libraryDock, m_editorDock, recDock}, {300, 390, 320}, Qt::Horizontal);
    // Docks the user moved stay where they were put; until then the window arranges them.
    for (QDockWidget* dock : {m_libraryDock, m_editorDock, m_recommendationDock}) {
        connect(dock, &QDockWidget::dockLocationChanged, this, [this] {
            if (!m_arrangingDocks)
                m_autoDocks = false;
        });
        connect(dock, &QDockWidget::topLevelChanged, this, [this] {
            if (!m_arrangingDocks)
                m_autoDocks = false;
        });
    }
}

void MainWindow::connectViews() {
    connect(m_doc, &DocumentModel::planChanged, this, &MainWindow::onPlanChanged);
    connect(m_doc, &DocumentModel::selectionChanged, this, &MainWindow::onSelectionChanged);
    // A plan made beside the window that takes long (an open model over the whole catalog)
    // says so, while the last plan stays on screen; a quick one never shows the word.
    m_planningHint = new QTimer(this);
    m_planningHint->setSingleShot(true);
    m_planningHint->setInterval(250);
    connect(m_planningHint, &QTimer::timeout, this, [this] {
        if (m_doc->planning())
            m_status->setText(tr("Planning…"));
    });
    connect(m_doc, &DocumentModel::planStarted, m_planningHint, qOverload<>(&QTimer::start));
    connect(m_doc, &DocumentModel::planFailed, this, [this](const std::vector<FieldError>& errors) {
        m_status->setText(m_planStatus);
        statusBar()->showMessage(tr("%n problem(s) in the scenario; the last good plan is shown.",
                                    nullptr, int(errors.size())));
    });
    connect(m_doc, &DocumentModel::changed, this, &MainWindow::updateTitle);
    connect(m_doc, &DocumentModel::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    for (ChartView* v : chartViews())
        connect(v, &ChartView::optionActivated, m_doc, &DocumentModel::setSelectedOption);
    connect(m_recommendation, &RecommendationPanel::optionActivated, m_doc,
            &DocumentModel::setSelectedOption);
    connect(m_recommendation, &RecommendationPanel::waysOfBuyingRequested, this,
            [this] { setCurrentTab(ChartId::Buying); });
    connect(m_editor, &WorkloadEditor::presetRequested, this,
            [this](const QString& id) { loadPreset(id); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::onTableSelection);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_settings)
            m_settings->setCurrentTab(index);
    });
}

void MainWindow::restoreSettings() {
    // Fit the screen it opens on: a 1280×720 laptop gets the narrow arrangement from the start,
    // so the window never asks for more width than the screen has.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    const QSize initial(std::min(1600, available.width()), std::min(1000, available.height()));
    arrangeDocks(initial.width());
    resize(initial);
    if (m_settings) {
        restoreGeometry(m_settings->windowGeometry());
        if (restoreState(m_settings->windowState()))
            m_autoDocks = false;
        m_tabs->setCurrentIndex(std::clamp(m_settings->currentTab(), 0, m_tabs->count() - 1));
        applyTheme(m_settings->theme());
        m_editor->showFirstRunHint(!m_settings->firstRunHintSeen());
        connect(m_editor, &WorkloadEditor::firstRunHintDismissed, this,
                [this] { m_settings->setFirstRunHintSeen(true); });
    }
}

MainWindow::~MainWindow() {
    // QWidget's destructor deletes the children only after this one has run, and some of them
    // signal on the way out (the undo stack, the selection model, the tabs). By then this object
    // is no longer a MainWindow and its members are gone: nothing may reach its slots any more.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    arrangeDocks(event->size().width());
}

void MainWindow::fitEditorDock() {
    // The dock is never narrower than the form, so nothing of it is cut off or scrolled sideways;
    // the form's width changes with the fields a workload shows and their language.
    const int width =
        std::max(300, m_editor->minimumSizeHint().width() +
                          m_editorScroll->verticalScrollBar()->sizeHint().width() + 2);
    if (m_editorScroll->minimumWidth() != width)
        m_editorScroll->setMinimumWidth(width);
}

void MainWindow::fitDeviceColumn() {
    // Ids whole where the costs beside them leave room; a long one is shortened in its middle,
    // never below the width of a common id. Again whenever the table's width changes.
    QFont bold = m_table->font();
    bold.setBold(true);
    const int common = QFontMetrics(bold).horizontalAdvance(QStringLiteral("h100-pcie-80gb")) + 24;
    int beside = 0;
    // The time (or latency) is the other half of the answer: it stays in sight with the costs.
    for (int column : {OptionsTableModel::ColCount, OptionsTableModel::ColPerHour,
                       OptionsTableModel::ColTotal, OptionsTableModel::ColTime})
        beside += m_table->columnWidth(column);
    const int room = std::max(common, m_table->viewport()->width() - beside - 4);
    // Through the base class, where the measure of a column's contents is public.
    const int want = static_cast<const QAbstractItemView*>(m_table)->sizeHintForColumn(
        OptionsTableModel::ColDevice);
    if (want > 0)
        m_table->setColumnWidth(OptionsTableModel::ColDevice, std::min(want, room));
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_editor && event->type() == QEvent::LayoutRequest)
        fitEditorDock();
    if (m_table && watched == m_table->viewport() && event->type() == QEvent::Resize &&
        m_optionsModel->rowCount() > 0)
        fitDeviceColumn();
    // A form that fits its dock is never left scrolled sideways (focus can scroll it there).
    if (m_editorScroll && watched == m_editorScroll->viewport() && event->type() == QEvent::Resize)
        m_editorScroll->horizontalScrollBar()->setValue(0);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::arrangeDocks(int width) {
    if (!m_autoDocks)
        return;
    // Below this the library shares the editor's place as a tab instead of squeezing the charts.
    constexpr int kNarrow = 1500;
    const bool narrow = width < kNarrow;
    m_arrangingDocks = true;
    if (narrow != m_narrowDocks) {
        if (narrow) {
            tabifyDockWidget(m_editorDock, m_libraryDock);
            m_editorDock->raise();
        } else {
            const bool libraryShown = !m_libraryDock->isHidden();
            removeDockWidget(m_libraryDock);
            removeDockWidget(m_editorDock);
            addDockWidget(Qt::LeftDockWidgetArea, m_editorDock);
            addDockWidget(Qt::LeftDockWidgetArea, m_libraryDock);
            splitDockWidget(m_libraryDock, m_editorDock, Qt::Horizontal);
            m_editorDock->show();
            m_libraryDock->setVisible(libraryShown);
        }
        m_narrowDocks = narrow;
    }
    // Side panels grow a little with the window; the charts take the rest.
    const double scale = std::clamp(width / 1600.0, 0.8, 1.6);
    if (narrow)
        resizeDocks({m_editorDock, m_recommendationDock}, {int(380 * scale), int(300 * scale)},
                    Qt::Horizontal);
    else
        resizeDocks({m_libraryDock, m_editorDock, m_recommendationDock},
                    {int(280 * scale), int(400 * scale), int(330 * scale)}, Qt::Horizontal);
    m_arrangingDocks = false;
}

void MainWindow::buildChartTabs() {
    for (const ChartEntry& entry : chartRegistry()) {
        ChartView* view = entry.make(this);
        m_charts.push_back(view);
        m_tabs->addTab(view, entry.tabTitle());
    }
    // The quantity on the time-vs-cost chart's vertical axis is remembered between runs.
    TimeCostView* timeCost = timeCostView();
    if (m_settings)
        timeCost->setCostAxis(m_settings->timeCostAxis());
    connect(timeCost, &TimeCostView::costAxisChanged, this, [this](CostAxis axis) {
        if (m_settings)
            m_settings->setTimeCostAxis(axis);
    });
}

std::vector<ChartView*> MainWindow::chartViews() const {
    return m_charts;
}

ChartView* MainWindow::chart(ChartId id) const {
    const auto& rows = chartRegistry();
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].id == id)
            return m_charts[i];
    return nullptr;
}

MemoryFitView* MainWindow::memoryView() const {
    return static_cast<MemoryFitView*>(chart(ChartId::Memory));
}
TimeCostView* MainWindow::timeCostView() const {
    return static_cast<TimeCostView*>(chart(ChartId::TimeCost));
}
PipelineView* MainWindow::pipelineView() const {
    return static_cast<PipelineView*>(chart(ChartId::Pipeline));
}
ServingView* MainWindow::servingView() const {
    return static_cast<ServingView*>(chart(ChartId::Serving));
}

void MainWindow::setCurrentTab(ChartId id) {
    m_tabs->setCurrentWidget(chart(id));
}

ChartView* MainWindow::currentChart() const {
    return qobject_cast<ChartView*>(m_tabs->currentWidget());
}

// ---- menus -----------------------------------------------------------------------------------

void MainWindow::buildMenus() {
    buildFileMenu();
    buildEditMenu();
    buildViewMenu();
    QMenu* scenario = menuBar()->addMenu(tr("&Scenario"));
    buildPresetMenu(scenario);
    scenario->addAction(tr("&Calibration…"), this,
                        [this] { showCalibrationWindow(this, m_doc, library()); });
    QAction* compare = scenario->addAction(tr("Compare &values…"), this, [this] {
        // The catalog the plan uses (the library's prices, converted offers), or the built-in.
        const std::shared_ptr<const Catalog> planned = m_doc->planCatalog();
        CompareValuesDialog dialog(m_doc->scenario(), planned ? *planned : m_doc->catalog(), this);
        dialog.exec();
    });
    compare->setObjectName(QStringLiteral("actionCompareValues"));
    QAction* measure = scenario->addAction(tr("&Measure this on your machine…"), this,
                                           &MainWindow::showProbeCommand);
    measure->setObjectName(QStringLiteral("actionMeasureOnYourMachine"));
    connect(m_doc, &DocumentModel::changed, this,
            [this] { resolveNamedCalibration(m_doc, library()); });
    buildWorkshopMenu();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User guide"), this, [this] { showUserGuide(this); });
    guide->setShortcut(QKeySequence::HelpContents);
    QAction* about = help->addAction(tr("&About Rightsize"), this, [this] { showAbout(this); });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::buildFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction = file->addAction(tr("&New scenario"), this, [this] { newScenario(); });
    newAction->setShortcut(QKeySequence::New);
    QAction* openAction = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setObjectName(QStringLiteral("actionOpen"));
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    updateRecentMenu();
    buildLibraryMenu(file);
    file->addSeparator();
    QAction* saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    saveAction->setToolTip(tr("Save to the library, or to the file the scenario came from"));
    m_saveToLibraryAction =
        file->addAction(tr("Save to &library"), this, &MainWindow::saveToLibrary);
    m_saveToLibraryAction->setObjectName(QStringLiteral("actionSaveToLibrary"));
    QAction* saveAsAction = file->addAction(tr("Save &as file…"), this, &MainWindow::saveAs);
    saveAsAction->setObjectName(QStringLiteral("actionSaveAs"));
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    m_importAction = file->addAction(tr("&Import scenarios…"), this, &MainWindow::importDialog);
    m_importAction->setObjectName(QStringLiteral("actionImport"));
    m_importAction->setShortcut(QKeySequence(tr("Ctrl+I")));
    file->addAction(tr("Import &model config…"), this, [this] {
        const QString path =
            dialogs().openFileName(this, tr("Import model config"), dialogDirectory(),
                                   tr("Hugging Face config (config.json *.json)"));
        if (!path.isEmpty())
            importModelConfig(path);
    });
    file->addAction(tr("E&xport scenarios…"), this,
                    [this] { exportDialog(m_libraryPanel->selectedIds()); });
    file->addSeparator();
    QAction* exportChart =
        file->addAction(tr("&Export chart as PNG or SVG…"), this, &MainWindow::exportChartDialog);
    exportChart->setObjectName(QStringLiteral("actionExportChart"));
    exportChart->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addAction(tr("Export options as &CSV…"), this, &MainWindow::exportCsvDialog);
    QAction* pdfAction = file->addAction(tr("Export &PDF report…"), this, [this] {
        if (!planReadyFor(tr("Export PDF report")))
            return;
        const QString path = dialogs().saveFileName(
            this, tr("Export PDF report"), suggestedFileName(tr("report"), QStringLiteral(".pdf")),
            tr("PDF documents (*.pdf)"));
        if (!path.isEmpty())
            exportReport(path);
    });
    pdfAction->setObjectName(QStringLiteral("actionExportReport"));
    pdfAction->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    QAction* printAction = file->addAction(tr("&Print…"), this, [this] {
        if (planReadyFor(tr("Print")))
            printWithPreview(this, m_doc->scenario(), m_doc->plan(), *m_doc->planCatalog());
    });
    printAction->setShortcut(QKeySequence::Print);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::buildEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* copy = edit->addAction(tr("&Copy chart as image"), this, &MainWindow::copyChart);
    copy->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    edit->addSeparator();
    edit->addAction(tr("&Hardware and prices…"), this, &MainWindow::showCatalogEditor);
}

void MainWindow::buildViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* showLibrary = m_libraryDock->toggleViewAction();
    showLibrary->setText(tr("&Library"));
    showLibrary->setShortcut(QKeySequence(tr("Ctrl+L")));
    view->addAction(showLibrary);
    view->addSeparator();
    int key = 1;
    for (const ChartEntry& entry : chartRegistry()) {
        QAction* a =
            view->addAction(entry.tabTitle(), this, [this, id = entry.id] { setCurrentTab(id); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + key++)));
    }
    view->addSeparator();
    auto* themes = new QActionGroup(this);
    const std::pair<Theme, QString> themeNames[] = {{Theme::System, tr("S&ystem colours")},
                                                    {Theme::Light, tr("&Light")},
                                                    {Theme::Dark, tr("&Dark")}};
    const Theme current = m_settings ? m_settings->theme() : Theme::System;
    for (const auto& [theme, name] : themeNames) {
        QAction* a = view->addAction(name);
        a->setCheckable(true);
        a->setChecked(theme == current);
        themes->addAction(a);
        connect(a, &QAction::triggered, this, [this, t = theme] {
            applyTheme(t);
            if (m_settings)
                m_settings->setTheme(t);
        });
    }

    view->addSeparator();
    view->addMenu(new LanguageMenu(m_settings, view));
    view->addAction(tr("Display &currency…"), this, [this] { m_currency->openDialog(this); });
}

void MainWindow::buildPresetMenu(QMenu* menu) {
    const Catalog& catalog = m_doc->catalog();
    QMenu* scenarios = menu->addMenu(tr("Scenario &presets"));
    std::map<std::string, QMenu*> byCategory;
    for (const ScenarioPreset& p : catalog.scenarios) {
        QMenu*& sub = byCategory[p.category];
        if (!sub)
            sub = scenarios->addMenu(presetCategoryName(p.category));
        QAction* a = sub->addAction(BuiltinNames::presetName(p), this,
                                    [this, id = QString::fromStdString(p.id)] { loadPreset(id); });
        a->setToolTip(QString::fromStdString(p.description));
    }
    scenarios->setEnabled(!catalog.scenarios.empty());
    QMenu* models = menu->addMenu(tr("&Model presets"));
    for (const ModelPreset& m : catalog.models) {
        // Through the editor's model box, so the same checks apply as when it is chosen there.
        models->addAction(QString::fromStdString(m.name), this,
                          [this, id = QString::fromStdString(m.id)] {
                              QComboBox* box = m_editor->modelPresetBox();
                              const int index = box->findData(id);
                              if (index >= 0)
                                  box->setCurrentIndex(index);
                          });
    }
}

void MainWindow::updateRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = m_settings ? m_settings->recentFiles() : QStringList();
    for (const QString& f : files)
        m_recentMenu
            ->addAction(QFileInfo(f).fileName(), this,
                        [this, f] {
                            if (maybeSave())
                                openFile(f);
                        })
            ->setToolTip(f);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::updateTitle() {
    const QString name = BuiltinNames::scenarioName(QString::fromStdString(m_doc->scenario().name));
    const bool fromLibrary = m_session->scenarioId() != 0;
    const QString file = fromLibrary && library()->isServer()
                             ? tr("team library %1").arg(library()->path())
                         : fromLibrary                 ? tr("library")
                         : m_doc->filePath().isEmpty() ? tr("untitled")
                                                       : QFileInfo(m_doc->filePath()).fileName();
    setWindowTitle(tr("%1 — %2[*] — Rightsize").arg(name.isEmpty() ? tr("Scenario") : name, file));
    setWindowModified(!m_doc->undoStack()->isClean());
}

// ---- plan and selection ----------------------------------------------------------------------

void MainWindow::onPlanChanged(const Plan& plan) {
    const Scenario& s = m_doc->scenario();
    // Every view shares the document's plan: a plan over the whole catalog is copied nowhere.
    std::shared_ptr<const Plan> shared = m_doc->planPointer();
    if (!shared || shared.get() != &plan)
        shared = std::make_shared<const Plan>(plan);
    // With the selection the new plan comes with (the document emits it next): each view is
    // built once, not again when the recommendation moved to another option.
    const int selected = m_doc->selectedOption();
    for (ChartView* v : m_charts) {
        v->setCatalog(m_doc->planCatalog());
        v->showPlan(shared, s, selected);
    }
    m_recommendation->showPlan(shared, s, selected);
    m_syncingSelection = true;
    const int previousRows = m_optionsModel->rowCount();
    const bool wasServing = m_optionsModel->servingPlan();
    m_optionsModel->setPlan(shared);
    // A service has no job total: its column would hold a dash in every row.
    const bool serving = m_optionsModel->servingPlan();
    m_table->setColumnHidden(OptionsTableModel::ColTotal, serving);
    if (previousRows != m_optionsModel->rowCount() || wasServing != serving) {
        m_table->resizeColumnsToContents();
        fitDeviceColumn();
    }
    m_syncingSelection = false;
    m_planStatus = tr("%n option(s) planned in %1 ms", nullptr, int(plan.options.size()))
                       .arg(numfmt::number(m_doc->lastPlanSeconds() * 1000, 1));
    m_status->setText(m_planStatus);
    statusBar()->clearMessage();
}

bool MainWindow::planReadyFor(const QString& what) {
    m_doc->ensurePlanIsCurrent();
    if (!m_doc->hasPlan())
        return false;
    if (!m_doc->planErrors().empty()) {
        notify(what, tr("The scenario has %n problem(s): the plan on screen is the last one that "
                        "could be made, not this scenario's. Fix them first.",
                        nullptr, int(m_doc->planErrors().size())));
        return false;
    }
    return true;
}

bool MainWindow::exportReport(const QString& path) {
    if (!planReadyFor(tr("Export PDF report")))
        return false;
    QString error;
    if (!exportPdf(m_doc->scenario(), m_doc->plan(), *m_doc->planCatalog(), path, defaultPageSize(),
                   &error)) {
        notify(tr("Export PDF report"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved the report to %1").arg(QDir::toNativeSeparators(path)),
                             8000);
    return true;
}

QString MainWindow::planStatusText() const {
    return m_status->text();
}

void MainWindow::setPlanningHintDelay(int planningHintMs) {
    m_planningHint->setInterval(std::max(0, planningHintMs));
}

void MainWindow::onSelectionChanged(int index) {
    for (ChartView* v : chartViews())
        v->setSelectedOption(index);
    m_recommendation->setSelectedOption(index);
    m_syncingSelection = true;
    if (index >= 0 && index < m_optionsModel->rowCount()) {
        const QModelIndex row = m_proxy->mapFromSource(m_optionsModel->index(index, 0));
        m_table->selectRow(row.row());
        m_table->scrollTo(row);
    } else {
        m_table->clearSelection();
    }
    m_syncingSelection = false;
}

void MainWindow::onTableSelection() {
    if (m_syncingSelection)
        return;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    m_doc->setSelectedOption(m_proxy->mapToSource(rows.first()).row());
}

// ---- files -----------------------------------------------------------------------------------

QString MainWindow::dialogDirectory() const {
    if (!m_doc->filePath().isEmpty())
        return QFileInfo(m_doc->filePath()).absolutePath();
    return m_settings ? m_settings->lastDirectory() : QString();
}

QString MainWindow::openFile(const QString& path, bool quiet) {
    // Regular and bounded (core/io/bounded_file.h): a FIFO would block the window forever.
    const FileText file = readBoundedFile(path.toStdString(), kMaxScenarioBytes, false);
    QString problem;
    if (file.problem == FileProblem::TooLarge) {
        problem = tr("%1 is too large to be a scenario file.").arg(QDir::toNativeSeparators(path));
    } else if (!file.ok()) {
        problem = tr("Cannot read %1: %2")
                      .arg(QDir::toNativeSeparators(path), QString::fromStdString(file.why));
    } else {
        const std::string& bytes = file.text;
        // A Hugging Face config named by a relative path is read next to the scenario file.
        const ScenarioLoadResult result = parseAndCheckScenario(
            bytes, m_doc->catalog(), QFileInfo(path).absolutePath().toStdString());
        if (result.document) {
            m_doc->load(*result.document, path);
            m_session->setScenario(0);
            if (m_settings) {
                m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
                m_settings->setLastDirectory(QFileInfo(path).absolutePath());
                updateRecentMenu();
            }
            statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 4000);
            // Keys no field reads are kept, but most are typos: said once, each with the key meant.
            if (!result.warnings.empty() && !quiet) {
                QStringList lines;
                for (const FieldError& w : result.warnings)
                    lines << tr("%1: %2").arg(QString::fromStdString(w.path),
                                              QString::fromStdString(w.message));
                notify(tr("Keys not used"),
                       tr("%1 opened; these keys are kept in the file but not used:\n\n%2")
                           .arg(QDir::toNativeSeparators(path), lines.join(QLatin1Char('\n'))));
            }
            return {};
        }
        QStringList lines;
        for (const FieldError& e : result.errors)
            lines << tr("%1: %2").arg(QString::fromStdString(e.path),
                                      QString::fromStdString(e.message));
        problem = tr("%1 is not a scenario Rightsize can use:\n\n%2")
                      .arg(QDir::toNativeSeparators(path), lines.join(QLatin1Char('\n')));
    }
    if (!quiet)
        notify(tr("Cannot open the scenario"), problem);
    return problem;
}

bool MainWindow::saveTo(const QString& path) {
    const std::string text = serializeScenario(m_doc->document(), &m_doc->catalog());
    QString why;
    if (!writeOutput(path, QByteArray::fromStdString(text), &why)) {
        notify(tr("Cannot save the scenario"),
               tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why));
        return false;
    }
    m_doc->setFilePath(path);
    m_doc->undoStack()->setClean();
    if (m_settings) {
        m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
        m_settings->setLastDirectory(QFileInfo(path).absolutePath());
        updateRecentMenu();
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    updateTitle();
    return true;
}

bool MainWindow::loadPreset(const QString& id) {
    const ScenarioPreset* p = m_doc->catalog().scenario(id.toStdString());
    if (!p)
        return false;
    std::vector<FieldError> errors;
    const auto doc = presetDocument(m_doc->catalog(), *p, &errors);
    if (!doc) {
        QStringList lines;
        for (const FieldError& e : errors)
            lines << tr("%1: %2").arg(QString::fromStdString(e.path),
                                      QString::fromStdString(e.message));
        notify(tr("Cannot load the preset"),
               tr("The preset “%1” cannot be read:\n%2")
                   .arg(BuiltinNames::presetName(*p), lines.join(QLatin1Char('\n'))));
        return false;
    }
    if (!maybeSave())
        return false;
    openAsNew(*doc, id, BuiltinNames::presetName(*p));
    return true;
}

void MainWindow::openAsNew(const ScenarioDocument& document, const QString& presetId,
                           const QString& what) {
    m_doc->load(document, QString(), presetId);
    m_session->setScenario(0);
    statusBar()->showMessage(
        tr("Opened “%1” as a new scenario; saving it keeps a copy, the original stays as it was.")
            .arg(what),
        6000);
}

void MainWindow::open() {
    if (!maybeSave())
        return;
    const QString path = dialogs().openFileName(this, tr("Open scenario"), dialogDirectory(),
                                                tr("Scenario files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save() {
    // A scenario from the library goes back there; one from a file, to its file; a new one
    // into the library when there is one.
    if (m_session->scenarioId() || (m_doc->filePath().isEmpty() && library()->isOpen())) {
        // A library the role may only read cannot take it: a file can.
        if (library()->isOpen() && library()->readOnly()) {
            statusBar()->showMessage(Library::readOnlyReason(), 8000);
            return saveAs();
        }
        return saveToLibrary();
    }
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return saveTo(m_doc->filePath());
}

bool MainWindow::saveAs() {
    QString path = dialogs().saveFileName(this, tr("Save scenario"), dialogDirectory(),
                                          tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveTo(path);
}

bool MainWindow::maybeSave() {
    // Nobody could answer for a window that is not shown (screenshots, tools): nothing is asked.
    if (m_doc->undoStack()->isClean() || !isVisible())
        return true;
    const auto answer = dialogs().askSave(
        this, tr("Unsaved changes"), tr("The scenario has changes that are not saved. Save them?"));
    if (answer == DialogService::Answer::Save)
        return save();
    return answer == DialogService::Answer::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // The work is saved or deliberately discarded: nothing left to restore next time.
    if (Autosave* kept = m_session->autosave())
        kept->clear();
    if (m_settings) {
        m_settings->setWindowGeometry(saveGeometry());
        m_settings->setWindowState(saveState());
    }
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QMimeData* mime = event->mimeData();
    if (mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // A model's config.json sets the model of the scenario being edited.
    if (paths.size() == 1 && isModelConfigFile(paths.first())) {
        importModelConfig(paths.first());
        return;
    }
    // Dropped files join the library; a single scenario is opened as well. Without a library
    // the first file is simply opened.
    if (!library()->isOpen()) {
        if (maybeSave())
            openFile(paths.first());
        return;
    }
    const ImportResult imported = importFiles(paths);
    if (imported.ids.size() == 1 && maybeSave())
        openFromLibrary(imported.ids.front());
}

// ---- charts out --------------------------------------------------------------------------------

bool MainWindow::importModelConfig(const QString& path) {
    const QString problem = rightsize::ui::importModelConfig(*m_doc, path);
    if (!problem.isEmpty()) {
        notify(tr("Cannot import the model config"), problem);
        return false;
    }
    statusBar()->showMessage(tr("Model set from %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void MainWindow::copyChart() {
    ChartView* chart = currentChart();
    if (!chart)
        return;
    QApplication::clipboard()->setPixmap(chart->toPixmap(chart->size()));
    statusBar()->showMessage(tr("Chart copied to the clipboard"), 3000);
}

QString MainWindow::currentChartTitle() const {
    const int index = m_tabs->currentIndex();
    return index >= 0 ? chartRegistry()[std::size_t(index)].exportName() : QString();
}

QString MainWindow::suggestedFileName(const QString& what, const QString& suffix) const {
    // "Fine-tune BERT-base - Memory fit.png", in the folder files were last saved to.
    QString base = QString::fromStdString(m_doc->scenario().name).simplified();
    base.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("_"));
    const QString name = base.isEmpty() ? what : tr("%1 - %2").arg(base, what);
    return QDir(dialogDirectory()).filePath(name + suffix);
}

bool MainWindow::exportChart(const QString& path) {
    ChartView* chart = currentChart();
    if (!chart)
        return false;
    chart->refreshNow(); // what it shows, for a chart that waits to be seen
    const QString title = currentChartTitle();
    if (!chart->emptyStateText().isEmpty()) {
        notify(tr("Nothing to export"), tr("The %1 chart shows nothing for this scenario: %2")
                                            .arg(title, chart->emptyStateText()));
        return false;
    }
    const QSize size = chart->size().expandedTo(QSize(800, 500));
    // Drawn in memory, then written whole (ui/widgets/write_output.h).
    QBuffer bytes;
    bytes.open(QIODevice::WriteOnly);
    bool written = false;
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setOutputDevice(&bytes);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        svg.setDescription(tr("Exported from Rightsize"));
        chart->renderTo(svg, size);
        written = !bytes.data().isEmpty();
    } else {
        written = chart->toPixmap(size).save(&bytes, "PNG");
    }
    written = written && writeOutput(path, bytes.data());
    if (written)
        statusBar()->showMessage(
            tr("Saved the %1 chart to %2").arg(title, QDir::toNativeSeparators(path)), 8000);
    return written;
}

void MainWindow::exportChartDialog() {
    const QString title = currentChartTitle();
    QString path = dialogs().saveFileName(this, tr("Export the %1 chart").arg(title),
                                          suggestedFileName(title, QStringLiteral(".png")),
                                          tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    ChartView* chart = currentChart();
    if (!exportChart(path) && chart && chart->emptyStateText().isEmpty())
        notify(tr("Export failed"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)));
}

bool MainWindow::exportOptionsCsv(const QString& path) {
    const bool written = writeOutput(path, m_optionsModel->toCsv().toUtf8());
    if (written)
        statusBar()->showMessage(tr("Saved %n option(s) to %1", nullptr, m_optionsModel->rowCount())
                                     .arg(QDir::toNativeSeparators(path)),
                                 8000);
    return written;
}

void MainWindow::exportCsvDialog() {
    QString path = dialogs().saveFileName(this, tr("Export options"),
                                          suggestedFileName(tr("options"), QStringLiteral(".csv")),
                                          tr("CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    if (!exportOptionsCsv(path))
        notify(tr("Export failed"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::showCatalogEditor() {
    if (!m_catalogEditor)
        m_catalogEditor = new CatalogEditor(m_doc, library(), this);
    m_catalogEditor->show();
    m_catalogEditor->raise();
    m_catalogEditor->activateWindow();
}

void MainWindow::applyTheme(Theme theme) {
    rightsize::ui::applyTheme(theme);
}

void MainWindow::buildWorkshopMenu() {
    QMenu* menu = menuBar()->addMenu(tr("&Workshop"));
    menu->addAction(tr("Checklist &walkthrough"), this,
                    [this] { workshopWindow()->showWalkthrough(); });
    menu->addAction(tr("&Exercises"), this, [this] { workshopWindow()->showExercises(); });
    menu->addAction(tr("&Quiz"), this, [this] { workshopWindow()->showQuiz(); });
    QAction* presenter = menu->addAction(tr("&Presenter mode"), this,
                                         [this] { workshopWindow()->startPresenter(); });
    presenter->setShortcut(QKeySequence(Qt::Key_F5));
}

workshop::WorkshopWindow* MainWindow::workshopWindow() {
    if (!m_workshop) {
        // A dock beside the editor and the charts, so the steps it highlights stay in sight; it
        // can still be floated onto a projector.
        m_workshop = new workshop::WorkshopWindow(this, nullptr);
        m_workshopDock = new QDockWidget(tr("Workshop"), this);
        m_workshopDock->setObjectName(QStringLiteral("WorkshopDock"));
        m_workshopDock->setWidget(m_workshop);
        m_workshopDock->setFeatures(QDockWidget::DockWidgetMovable |
                                    QDockWidget::DockWidgetFloatable |
                                    QDockWidget::DockWidgetClosable);
        m_arrangingDocks = true;
        addDockWidget(Qt::RightDockWidgetArea, m_workshopDock);
        splitDockWidget(m_recommendationDock, m_workshopDock, Qt::Vertical);
        resizeDocks({m_recommendationDock, m_workshopDock}, {2, 3}, Qt::Vertical);
        m_arrangingDocks = false;
    }
    m_workshopDock->show();
    m_workshopDock->raise();
    return m_workshop.data();
}

void MainWindow::loadScenario(const Scenario& scenario, const QString& title) {
    if (!maybeSave())
        return;
    ScenarioDocument doc;
    doc.scenario = scenario;
    doc.json = nlohmann::json::object();
    openAsNew(doc, QString(), title);
}

void MainWindow::highlightStep(int step) {
    m_editor->highlightStep(step);
}

void MainWindow::showChart(const QString& chartId) {
    if (const ChartEntry* entry = chartByKey(chartId))
        setCurrentTab(entry->id);
    else if (chartId == workshop::kChartRecommendation && m_recommendation->parentWidget())
        m_recommendation->parentWidget()->raise();
}

const Catalog& MainWindow::catalog() const {
    return m_doc->catalog();
}

QPixmap MainWindow::chartPixmap(const QString& chartId, const QSize& size) {
    // The first step's "chart" is the recommendation panel: its summary as a picture.
    if (chartId == workshop::kChartRecommendation) {
        m_doc->ensurePlanIsCurrent(); // the summary pairs the scenario with its own plan
        return m_doc->hasPlan()
                   ? workshop::PlanSummary::picture(m_doc->plan(), m_doc->scenario(), size,
                                                    palette().color(QPalette::Base))
                   : QPixmap();
    }
    const ChartEntry* entry = chartByKey(chartId);
    if (!entry || size.isEmpty())
        return QPixmap();
    ChartView* view = chart(entry->id);
    // A room reads a projected chart from afar: its text and lines grow with the picture
    // instead of staying at the size they have on a desk.
    const double scale = std::clamp(size.height() / 480.0, 1.0, 3.0);
    const QSize logical = (QSizeF(size) / scale).toSize();
    QPixmap picture(size);
    picture.fill(view->palette().color(QPalette::Base));
    picture.setDevicePixelRatio(scale);
    view->renderTo(picture, logical);
    picture.setDevicePixelRatio(1.0);
    return picture;
}

} // namespace rightsize::ui

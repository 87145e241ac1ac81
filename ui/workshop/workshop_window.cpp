#include "ui/workshop/workshop_window.h"

#include "core/catalog/builtin_catalog.h"
#include "ui/widgets/dialog_service.h"
#include "ui/workshop/default_workshop_host.h"
#include "ui/workshop/exercise_panel.h"
#include "ui/workshop/presenter_mode.h"
#include "ui/workshop/quiz_panel.h"
#include "ui/workshop/walkthrough_panel.h"

#include <QAction>
#include <QSplitter>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace rightsize::ui::workshop {

WorkshopWindow::WorkshopWindow(WorkshopHost* host, QWidget* parent)
    : QWidget(parent)
    , m_host(host) {
    setWindowTitle(tr("Rightsize workshop"));
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QToolBar(this);
    m_toolbar = bar;
    layout->addWidget(bar);

    QWidget* hostWidget = nullptr;
    if (!m_host) {
        m_catalog = std::make_shared<const Catalog>(loadBuiltinCatalog());
        m_defaultHost = new DefaultWorkshopHost(m_catalog, this);
        m_host = m_defaultHost;
        hostWidget = m_defaultHost;
    }
    m_tabs = new QTabWidget(this);
    m_walkthrough = new WalkthroughPanel(m_host, m_tabs, false);
    m_exercises = new ExercisePanel(m_host, m_tabs);
    m_quiz = new QuizPanel(m_tabs);
    m_tabs->addTab(m_walkthrough, tr("Checklist walkthrough"));
    m_tabs->addTab(m_exercises, tr("Exercises"));
    m_tabs->addTab(m_quiz, tr("Quiz"));
    if (hostWidget) {
        auto* split = new QSplitter(Qt::Horizontal, this);
        split->addWidget(m_tabs);
        split->addWidget(hostWidget);
        split->setStretchFactor(0, 3);
        split->setStretchFactor(1, 2);
        layout->addWidget(split, 1);
    } else {
        layout->addWidget(m_tabs, 1);
    }

    const ExerciseLoadResult exercises = loadBuiltinExercises(&m_host->catalog());
    if (exercises.set)
        m_exercises->setExerciseSet(*exercises.set);
    m_loadErrors << exercises.errors;
    const QuizLoadResult quiz = loadBuiltinQuiz();
    if (quiz.quiz)
        m_quiz->setQuiz(*quiz.quiz);
    m_loadErrors << quiz.errors;

    QAction* present = bar->addAction(tr("Presenter mode"), this, [this] { startPresenter(); });
    present->setShortcut(QKeySequence(Qt::Key_F5));
    present->setToolTip(tr("Full-screen checklist slides with their charts (F5)."));
    m_projectorAction = bar->addAction(tr("Projector style"));
    m_projectorAction->setCheckable(true);
    m_projectorAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_projectorAction->setToolTip(
        tr("Large text and high contrast for the whole workshop window."));
    connect(m_projectorAction, &QAction::toggled, this, &WorkshopWindow::setProjectorStyle);
    bar->addSeparator();
    bar->addAction(tr("Export results…"), this, &WorkshopWindow::exportDialog);
    connect(m_quiz, &QuizPanel::exportRequested, this, &WorkshopWindow::exportDialog);
    // The planner beside the workshop shows the case of the page in front: the walkthrough's
    // case, or the selected exercise.
    connect(m_walkthrough, &WalkthroughPanel::caseLoaded, this,
            [this](const QString& id) { m_loadedCase = QStringLiteral("walkthrough:") + id; });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { loadCaseOfPage(); });
    connect(m_exercises, &ExercisePanel::exerciseSelected, this, [this] { loadCaseOfPage(); });
    // Alone, the window's own host shows the walkthrough's case from the start; beside the main
    // window the page it is opened on loads its case (showPage), and only that one.
    if (m_defaultHost)
        loadCaseOfPage();
    resize(1280, 800);
}

void WorkshopWindow::loadCaseOfPage() {
    QString key;
    if (m_tabs->currentWidget() == m_walkthrough)
        key = QStringLiteral("walkthrough:") + m_walkthrough->caseId();
    else if (m_tabs->currentWidget() == m_exercises && !m_exercises->selectedId().isEmpty())
        key = QStringLiteral("exercise:") + m_exercises->selectedId();
    // Coming back to the case already shown keeps the edits made to it.
    if (key.isEmpty() || key == m_loadedCase)
        return;
    if (m_tabs->currentWidget() == m_walkthrough)
        m_walkthrough->loadCase(m_walkthrough->caseId());
    else if (m_exercises->loadSelectedCase())
        m_loadedCase = key;
}

WorkshopWindow::~WorkshopWindow() {
    // The presenter is a separate top-level window that may point at our host.
    if (m_presenter)
        delete m_presenter.data();
}

void WorkshopWindow::showPage(Page page) {
    m_tabs->setCurrentIndex(page == Page::Walkthrough ? 0 : page == Page::Exercises ? 1 : 2);
    loadCaseOfPage(); // also when the page was already in front
}

PresenterMode* WorkshopWindow::startPresenter(bool fullScreen) {
    if (!m_presenter) {
        m_presenter = new PresenterMode(m_host);
        m_presenter->setAttribute(Qt::WA_DeleteOnClose);
    }
    // Start where the walkthrough is, so switching views does not lose the room's place.
    m_presenter->setCurrent(m_walkthrough->step());
    if (fullScreen)
        m_presenter->present(this);
    else
        m_presenter->show();
    return m_presenter;
}

void WorkshopWindow::setProjectorStyle(bool on) {
    m_projector = on;
    if (m_projectorAction && m_projectorAction->isChecked() != on) {
        const QSignalBlocker block(m_projectorAction);
        m_projectorAction->setChecked(on);
    }
    // The tabs and the toolbar only: the host's charts keep their own, already legible style.
    applyProjectorStyle(m_tabs, on);
    applyProjectorStyle(m_toolbar, on);
}

ResultsSummary WorkshopWindow::results() const {
    ResultsSummary s = m_quiz->results();
    s.rows << m_exercises->results();
    return s;
}

bool WorkshopWindow::exportResults(const QString& path, QString* error) const {
    return exportResultsCsv(results(), path, error);
}

void WorkshopWindow::exportDialog() {
    const QString path =
        dialogs().saveFileName(this, tr("Export results"), QStringLiteral("workshop-results.csv"),
                               tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportResults(path, &error))
        dialogs().inform(this, tr("Export results"), error);
}

} // namespace rightsize::ui::workshop

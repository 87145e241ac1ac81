#pragma once

#include "ui/workshop/presenter_mode.h"
#include "ui/workshop/results_export.h"
#include "ui/workshop/workshop_host.h"

#include <QPointer>
#include <QWidget>
#include <memory>

class QTabWidget;
class QAction;

namespace rightsize::ui::workshop {

class DefaultWorkshopHost;
class ExercisePanel;
class PresenterMode;
class QuizPanel;
class WalkthroughPanel;

// The workshop: walkthrough, exercises and quiz as tabs, a presenter view and the results
// export. Give it the main window as host; without one it brings its own read-only host so it
// also runs alone. It is a plain widget so the main window may show it as a window or a dock.
class WorkshopWindow : public QWidget {
    Q_OBJECT
public:
    enum class Page { Walkthrough, Exercises, Quiz };

    // `host` may be null: a DefaultWorkshopHost on the built-in catalog is shown beside the tabs.
    explicit WorkshopWindow(WorkshopHost* host = nullptr, QWidget* parent = nullptr);
    ~WorkshopWindow() override;

    WorkshopHost* host() const { return m_host; }
    DefaultWorkshopHost* defaultHost() const { return m_defaultHost; }
    WalkthroughPanel* walkthrough() const { return m_walkthrough; }
    ExercisePanel* exercises() const { return m_exercises; }
    QuizPanel* quiz() const { return m_quiz; }
    PresenterMode* presenter() const { return m_presenter; }

    // Problems met while loading the built-in exercises and quiz (empty when all is well).
    QStringList loadErrors() const { return m_loadErrors; }

    ResultsSummary results() const;
    bool exportResults(const QString& path, QString* error = nullptr) const;
    bool projectorStyle() const { return m_projector; }

public slots:
    void showPage(Page page);
    void showWalkthrough() { showPage(Page::Walkthrough); }
    void showExercises() { showPage(Page::Exercises); }
    void showQuiz() { showPage(Page::Quiz); }
    // Opens the presenter full screen; `fullScreen` false keeps it a normal window (tests).
    PresenterMode* startPresenter(bool fullScreen = true);
    void setProjectorStyle(bool on);

    // The key of the case the host shows ("exercise:xgboost-20m"), empty before any.
    QString loadedCase() const { return m_loadedCase; }

private:
    void exportDialog();
    void loadCaseOfPage();

    std::shared_ptr<const Catalog> m_catalog; // only for the default host
    WorkshopHost* m_host;
    DefaultWorkshopHost* m_defaultHost = nullptr;
    QTabWidget* m_tabs;
    QWidget* m_toolbar = nullptr;
    WalkthroughPanel* m_walkthrough;
    ExercisePanel* m_exercises;
    QuizPanel* m_quiz;
    QPointer<PresenterMode> m_presenter;
    QAction* m_projectorAction = nullptr;
    QStringList m_loadErrors;
    QString m_loadedCase;
    bool m_projector = false;
};

} // namespace rightsize::ui::workshop

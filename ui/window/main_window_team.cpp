// The main window and the library it is in: its menu entries, and what the window shows of
// the library session (ui/window/library_session.h), which keeps the library, the scenario's place
// in it and what colleagues change meanwhile.
#include "ui/library/library.h"
#include "ui/library/library_panel.h"
#include "ui/window/library_session.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>

namespace rightsize::ui {

Library* MainWindow::library() const {
    return m_session->library();
}
Autosave* MainWindow::autosave() const {
    return m_session->autosave();
}
std::int64_t MainWindow::libraryScenarioId() const {
    return m_session->scenarioId();
}
std::int64_t MainWindow::libraryRevision() const {
    return m_session->revision();
}
bool MainWindow::libraryCopyChangedElsewhere() const {
    return m_session->changedElsewhere();
}

bool MainWindow::openLibrary(const QString& path, bool autosave) {
    return m_session->openLibrary(path, autosave);
}
bool MainWindow::openTeamLibrary(const QString& location, bool readOnly) {
    return m_session->openTeamLibrary(location, readOnly);
}
bool MainWindow::openLocalLibrary() {
    return m_session->openLocalLibrary();
}
bool MainWindow::openTeamLibraryDialog() {
    return m_session->openTeamLibraryDialog();
}
bool MainWindow::offerAutosaveRestore() {
    return m_session->offerAutosaveRestore();
}
void MainWindow::offerKeptWorkOfOpenedLibrary() {
    m_session->offerKeptWorkOfOpenedLibrary();
}
bool MainWindow::openFromLibrary(std::int64_t id) {
    return m_session->openScenario(id);
}
bool MainWindow::saveToLibrary() {
    return m_session->saveScenario();
}

void MainWindow::connectLibrarySession() {
    connect(m_session, &LibrarySession::notice, this, &MainWindow::notify);
    connect(m_session, &LibrarySession::statusMessage, this,
            [this](const QString& text, int timeout) { statusBar()->showMessage(text, timeout); });
    connect(m_session, &LibrarySession::panelMessage, m_libraryPanel,
            [this](const QString& text) { m_libraryPanel->showMessage(text); });
    connect(m_session, &LibrarySession::unavailable, m_libraryDock, &QWidget::setToolTip);
    connect(m_session, &LibrarySession::currentScenarioChanged, m_libraryPanel,
            [this](qint64 id) { m_libraryPanel->setCurrentId(id); });
    connect(m_session, &LibrarySession::scenarioStored, m_libraryPanel,
            [this](qint64 id) { m_libraryPanel->selectIds({id}); });
    connect(m_session, &LibrarySession::stateChanged, this, &MainWindow::updateLibraryState);
}

void MainWindow::buildLibraryMenu(QMenu* file) {
    QAction* team =
        file->addAction(tr("Open &team library…"), this, [this] { openTeamLibraryDialog(); });
    team->setObjectName(QStringLiteral("actionOpenTeamLibrary"));
    team->setToolTip(
        tr("Open a library the team shares on a PostgreSQL server, or another library file"));
    QAction* local =
        file->addAction(tr("Open &local library"), this, [this] { openLocalLibrary(); });
    local->setObjectName(QStringLiteral("actionOpenLocalLibrary"));
    local->setToolTip(tr("Go back to the library on this computer"));
}

void MainWindow::updateLibraryState() {
    const bool readOnly = library()->isOpen() && library()->readOnly();
    m_libraryStatus->setText(m_session->statusText());
    m_libraryStatus->setToolTip(m_session->statusToolTip());
    m_libraryDock->setToolTip(m_session->location());
    for (QAction* action : {m_saveToLibraryAction, m_importAction}) {
        if (!action)
            continue;
        action->setEnabled(library()->isOpen() && !readOnly);
        action->setStatusTip(readOnly ? Library::readOnlyReason() : QString());
        action->setToolTip(readOnly ? Library::readOnlyReason()
                                    : action->text().remove(QLatin1Char('&')));
    }
    updateTitle();
}

} // namespace rightsize::ui

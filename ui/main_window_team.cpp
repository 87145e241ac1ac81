// The main window and a library the team shares: opening one by location (a PostgreSQL server
// or a file) and going back to the local one, showing which library is in use and whether it
// may be changed, and noticing what colleagues change meanwhile.
#include "core/store/app_paths.h"
#include "core/store/engine/store_location.h"
#include "ui/dialog_service.h"
#include "ui/library/library.h"
#include "ui/library/library_panel.h"
#include "ui/library/team_library_dialog.h"
#include "ui/main_window.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>

namespace rightsize::ui {
namespace {

constexpr int kConnectTimeoutSeconds = 10;

} // namespace

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

bool MainWindow::openTeamLibraryDialog() {
    TeamLibraryDialog dialog(m_settings ? m_settings->recentLibraries() : QStringList(), this);
    if (dialogs().runDialog(&dialog) != QDialog::Accepted)
        return false;
    return openTeamLibrary(dialog.location(), dialog.readOnly());
}

bool MainWindow::openTeamLibrary(const QString& location, bool readOnly) {
    const QString trimmed = location.trimmed();
    if (trimmed.isEmpty())
        return false;
    // Refused before anything is opened, shown or remembered: the password would be in all three.
    // A path is checked as --db checks it (a folder, a missing folder); a server location for a
    // password in it.
    const std::string problem = explicitLibraryPathProblem(trimmed.toStdString());
    if (!problem.empty()) {
        const QString shown = QString::fromStdString(displayLocation(trimmed.toStdString()));
        if (m_library->isOpen())
            m_libraryPanel->showMessage(
                tr("%1 could not be opened; this library stays open.").arg(shown));
        notify(tr("Cannot open the library"),
               tr("%1 cannot be used: %2.\n\nThe library in use stays open.")
                   .arg(shown, QString::fromStdString(problem)));
        return false;
    }
    OpenOptions options;
    options.mode = readOnly ? OpenMode::ReadOnly : OpenMode::ReadWrite;
    // A typed path must be in a folder that exists: a typo makes no new folder.
    options.folderMustExist = true;
    const bool server = isServerLocation(trimmed.toStdString());
    // Connecting waits for the server: a host that does not answer is given up on after a while
    // (unless the user's libpq setting says otherwise) instead of leaving the window frozen.
    if (server && !qEnvironmentVariableIsSet("PGCONNECT_TIMEOUT"))
        qputenv("PGCONNECT_TIMEOUT", QByteArray::number(kConnectTimeoutSeconds));
    if (server) {
        statusBar()->showMessage(
            tr("Connecting to %1…")
                .arg(QString::fromStdString(displayLocation(trimmed.toStdString()))));
        QApplication::setOverrideCursor(Qt::WaitCursor);
    }
    const bool opened = openLibraryAt(trimmed, true, options);
    if (server)
        QApplication::restoreOverrideCursor();
    if (!opened)
        return false;
    offerKeptWorkOfOpenedLibrary();
    if (m_settings) {
        m_settings->addRecentLibrary(server ? trimmed : QFileInfo(trimmed).absoluteFilePath());
    }
    statusBar()->showMessage(tr("Opened the library %1").arg(m_library->path()), 6000);
    return true;
}

bool MainWindow::openLocalLibrary() {
    const QString path = m_localLibraryPath.isEmpty() ? QString::fromStdString(defaultLibraryPath())
                                                      : m_localLibraryPath;
    if (m_library->isOpen() && m_library->path() == path && !m_library->readOnly())
        return true;
    if (!openLibraryAt(path, true, {}))
        return false;
    offerKeptWorkOfOpenedLibrary();
    return true;
}

void MainWindow::updateLibraryState() {
    const bool open = m_library->isOpen();
    const bool readOnly = open && m_library->readOnly();
    const QString where = !open ? QString()
                          : m_library->isServer()
                              ? tr("Team library: %1").arg(m_library->path())
                              : tr("Library: %1").arg(QDir::toNativeSeparators(m_library->path()));
    // The status bar names a file by its name (the whole path is in the tooltip), so the plan's
    // figures beside it keep their room.
    QString text = !open || m_library->isServer()
                       ? where
                       : tr("Library: %1").arg(QFileInfo(m_library->path()).fileName());
    if (readOnly)
        text += tr(" (read-only)");
    if (m_changedElsewhere)
        text += tr(" — changed elsewhere");
    m_libraryStatus->setText(text);
    m_libraryStatus->setToolTip(readOnly ? where + QLatin1Char('\n') + Library::readOnlyReason()
                                         : where);
    m_libraryDock->setToolTip(where);
    for (QAction* action : {m_saveToLibraryAction, m_importAction}) {
        if (!action)
            continue;
        action->setEnabled(open && !readOnly);
        action->setStatusTip(readOnly ? Library::readOnlyReason() : QString());
        action->setToolTip(readOnly ? Library::readOnlyReason()
                                    : action->text().remove(QLatin1Char('&')));
    }
    updateTitle();
}

void MainWindow::onLibraryChangedElsewhere() {
    if (!m_libraryId)
        return;
    // The scenario being edited is left alone: the editor keeps what it shows, and the next save
    // finds the newer revision and asks what to do.
    auto record = m_library->store().get(m_libraryId);
    if (!record)
        return; // a save will tell what is wrong with the library
    const QString name = QString::fromStdString(record->name);
    if (record->deleted) {
        m_changedElsewhere = true;
        statusBar()->showMessage(tr("“%1” was deleted from the library elsewhere; saving keeps "
                                    "your version as a new scenario.")
                                     .arg(name));
    } else if (record->revision != m_openedRevision && record->revision != m_noticedRevision) {
        m_noticedRevision = record->revision;
        m_changedElsewhere = true;
        statusBar()->showMessage(
            tr("“%1” was changed in the library elsewhere; the editor keeps your version, and "
               "saving asks what to do.")
                .arg(name));
    } else {
        return;
    }
    updateLibraryState();
}

} // namespace rightsize::ui

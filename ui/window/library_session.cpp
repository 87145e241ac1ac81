// Which library is open and what the window shows of it: opening a file or a team's server
// (and going back to the local file), moving a damaged library aside when the user agrees,
// and noticing what other clients change meanwhile. The texts are translated under the
// window's name, where their translations are.
#include "ui/window/library_session.h"

#include "core/store/app_paths.h"
#include "core/store/engine/store_location.h"
#include "ui/editor/document_model.h"
#include "ui/library/autosave.h"
#include "ui/library/library.h"
#include "ui/library/team_library_dialog.h"
#include "ui/widgets/app_settings.h"
#include "ui/widgets/dialog_service.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

namespace rightsize::ui {
namespace {

constexpr int kConnectTimeoutSeconds = 10;

} // namespace

LibrarySession::LibrarySession(DocumentModel* doc, std::shared_ptr<AppSettings> settings,
                               QWidget* dialogParent)
    : QObject(dialogParent)
    , m_doc(doc)
    , m_settings(std::move(settings))
    , m_dialogParent(dialogParent)
    , m_library(new Library(this)) {
    connect(m_library, &Library::scenarioChanged, this, &LibrarySession::onScenarioChanged);
    connect(m_library, &Library::changedElsewhere, this, &LibrarySession::onChangedElsewhere);
}

LibrarySession::~LibrarySession() = default;

QString LibrarySession::location() const {
    if (!m_library->isOpen())
        return {};
    return m_library->isServer()
               ? QCoreApplication::translate("rightsize::ui::MainWindow", "Team library: %1")
                     .arg(m_library->path())
               : QCoreApplication::translate("rightsize::ui::MainWindow", "Library: %1")
                     .arg(QDir::toNativeSeparators(m_library->path()));
}

QString LibrarySession::statusText() const {
    const bool open = m_library->isOpen();
    // The status bar names a file by its name (the whole path is in the tooltip), so the plan's
    // figures beside it keep their room.
    QString text = !open || m_library->isServer()
                       ? location()
                       : QCoreApplication::translate("rightsize::ui::MainWindow", "Library: %1")
                             .arg(QFileInfo(m_library->path()).fileName());
    if (open && m_library->readOnly())
        text += QCoreApplication::translate("rightsize::ui::MainWindow", " (read-only)");
    if (m_changedElsewhere)
        text += QCoreApplication::translate("rightsize::ui::MainWindow", " — changed elsewhere");
    return text;
}

QString LibrarySession::statusToolTip() const {
    const bool readOnly = m_library->isOpen() && m_library->readOnly();
    return readOnly ? location() + QLatin1Char('\n') + Library::readOnlyReason() : location();
}

void LibrarySession::setScenario(std::int64_t id, std::int64_t revision) {
    m_scenarioId = id;
    m_openedRevision = id ? revision : 0;
    m_noticedRevision = 0;
    m_changedElsewhere = false;
    if (m_autosave)
        m_autosave->setScenario(id, m_openedRevision);
    emit currentScenarioChanged(id);
    emit stateChanged();
}

bool LibrarySession::openLibrary(const QString& path, bool autosave) {
    // The file the window starts with is the one File → Open local library goes back to.
    if (!isServerLocation(path.toStdString()))
        m_localPath = path;
    return openAt(path, autosave, {});
}

bool LibrarySession::openAt(const QString& path, bool autosave, OpenOptions options) {
    const QString shown = isServerLocation(path.toStdString())
                              ? QString::fromStdString(displayLocation(path.toStdString()))
                              : QDir::toNativeSeparators(path);
    const bool wasOpen = m_library->isOpen();
    const QString previous = m_library->path();
    // Unsaved work goes with the editor to the library opened now: the slot of the one left is
    // emptied first (it is written again below if that library stays open), so the next start
    // with it does not offer an older copy of work that went on elsewhere. A library opened to
    // be read only has no slot to take it, so the old one keeps it.
    const bool moveKeptWork = wasOpen && m_autosave && !m_doc->undoStack()->isClean() &&
                              options.mode != OpenMode::ReadOnly;
    if (moveKeptWork)
        m_autosave->clear();
    auto report = m_library->open(path, options);
    if (!report && report.error().code == StoreErrorCode::Damaged) {
        const QString problem = QString::fromStdString(report.error().message);
        // Unanswered (offscreen), the library stays as it is.
        const bool moveAside = dialogs().askYesNo(
            m_dialogParent,
            QCoreApplication::translate("rightsize::ui::MainWindow", "The library is damaged"),
            QCoreApplication::translate(
                "rightsize::ui::MainWindow",
                "The scenario library %1 cannot be read: %2\n\nMove it aside, unchanged, "
                "and start a new empty library?")
                .arg(QDir::toNativeSeparators(path), problem),
            false);
        if (moveAside) {
            options.moveDamagedAside = true;
            report = m_library->open(path, options);
        }
    }
    if (!report) {
        if (moveKeptWork)
            m_autosave->flush();
        reportOpenFailure(shown, report.error());
        return false;
    }
    // The scenario in the editor belonged to the library open before: it stays, as a new one.
    if (wasOpen && previous != m_library->path() && m_scenarioId) {
        setScenario(0);
        emit statusMessage(
            QCoreApplication::translate(
                "rightsize::ui::MainWindow",
                "The scenario in the editor is not in this library; saving adds it."),
            8000);
    }
    emit stateChanged();
    if (!report->movedAsidePath.empty()) {
        const QString text =
            QCoreApplication::translate("rightsize::ui::MainWindow",
                                        "The scenario library %1 was damaged and could not be "
                                        "read. It has been moved aside "
                                        "to %2, unchanged, and a new empty library was started.")
                .arg(QDir::toNativeSeparators(path),
                     QDir::toNativeSeparators(QString::fromStdString(report->movedAsidePath)));
        emit panelMessage(
            QCoreApplication::translate("rightsize::ui::MainWindow",
                                        "The damaged library was moved aside; this is a new one."));
        emit notice(
            QCoreApplication::translate("rightsize::ui::MainWindow", "The library was damaged"),
            text);
    } else if (!report->message.empty()) {
        emit notice(QCoreApplication::translate("rightsize::ui::MainWindow", "Scenario library"),
                    QString::fromStdString(report->message));
    }
    if (autosave && !m_autosave) {
        m_autosave = new Autosave(m_doc, m_library, this);
        m_autosave->setScenario(m_scenarioId, m_openedRevision);
    }
    return true;
}

void LibrarySession::reportOpenFailure(const QString& shown, const StoreError& error) {
    QString why = Library::errorText(error);
    if (isServerLocation(shown.toStdString()) && error.code == StoreErrorCode::NotLibrary)
        why = QCoreApplication::translate(
                  "rightsize::ui::MainWindow",
                  "The database is not a Rightsize library; nothing in it was changed (%1).")
                  .arg(QString::fromStdString(error.message));
    const QString title =
        QCoreApplication::translate("rightsize::ui::MainWindow", "Cannot open the library");
    if (!m_library->isOpen()) {
        emit unavailable(shown);
        emit panelMessage(
            QCoreApplication::translate("rightsize::ui::MainWindow", "No library: %1").arg(why));
        emit notice(title, QCoreApplication::translate(
                               "rightsize::ui::MainWindow",
                               "The scenario library %1 cannot be opened: %2\nScenarios can still "
                               "be opened from and saved to "
                               "files.")
                               .arg(shown, why));
        return;
    }
    emit panelMessage(
        QCoreApplication::translate("rightsize::ui::MainWindow",
                                    "%1 could not be opened; this library stays open.")
            .arg(shown));
    emit notice(title, QCoreApplication::translate(
                           "rightsize::ui::MainWindow",
                           "The scenario library %1 cannot be opened: %2\n\nThe library %3 stays "
                           "open, and the scenario in the editor is as it was.")
                           .arg(shown, why, m_library->path()));
}

bool LibrarySession::openTeamLibraryDialog() {
    TeamLibraryDialog dialog(m_settings ? m_settings->recentLibraries() : QStringList(),
                             m_dialogParent);
    if (dialogs().runDialog(&dialog) != QDialog::Accepted)
        return false;
    return openTeamLibrary(dialog.location(), dialog.readOnly());
}

bool LibrarySession::openTeamLibrary(const QString& location, bool readOnly) {
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
            emit panelMessage(
                QCoreApplication::translate("rightsize::ui::MainWindow",
                                            "%1 could not be opened; this library stays open.")
                    .arg(shown));
        emit notice(
            QCoreApplication::translate("rightsize::ui::MainWindow", "Cannot open the library"),
            QCoreApplication::translate("rightsize::ui::MainWindow",
                                        "%1 cannot be used: %2.\n\nThe library in use stays open.")
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
        emit statusMessage(
            QCoreApplication::translate("rightsize::ui::MainWindow", "Connecting to %1…")
                .arg(QString::fromStdString(displayLocation(trimmed.toStdString()))),
            0);
        QApplication::setOverrideCursor(Qt::WaitCursor);
    }
    const bool opened = openAt(trimmed, true, options);
    if (server)
        QApplication::restoreOverrideCursor();
    if (!opened)
        return false;
    offerKeptWorkOfOpenedLibrary();
    if (m_settings)
        m_settings->addRecentLibrary(server ? trimmed : QFileInfo(trimmed).absoluteFilePath());
    emit statusMessage(
        QCoreApplication::translate("rightsize::ui::MainWindow", "Opened the library %1")
            .arg(m_library->path()),
        6000);
    return true;
}

bool LibrarySession::openLocalLibrary() {
    const QString path =
        m_localPath.isEmpty() ? QString::fromStdString(defaultLibraryPath()) : m_localPath;
    if (m_library->isOpen() && m_library->path() == path && !m_library->readOnly())
        return true;
    if (!openAt(path, true, {}))
        return false;
    offerKeptWorkOfOpenedLibrary();
    return true;
}

void LibrarySession::onScenarioChanged(std::int64_t id) {
    if (id != m_scenarioId)
        return;
    // A rename, new tags or a restored version of the open scenario: show it, unless that would
    // throw away edits (those stay, and saving them makes one more version).
    if (m_doc->undoStack()->isClean()) {
        openScenario(id);
        return;
    }
    // The edit is now based on this window's own change, so saving it is no conflict; a
    // revision further on means someone else saved in between, and saving still asks.
    if (auto record = m_library->store().get(id);
        record && record->revision == m_openedRevision + 1) {
        m_openedRevision = record->revision;
        if (m_autosave)
            m_autosave->setScenario(id, m_openedRevision);
    }
    emit statusMessage(
        QCoreApplication::translate(
            "rightsize::ui::MainWindow",
            "The library copy of this scenario changed; your unsaved edits are kept."),
        6000);
}

void LibrarySession::onChangedElsewhere() {
    if (!m_scenarioId)
        return;
    // The scenario being edited is left alone: the editor keeps what it shows, and the next save
    // finds the newer revision and asks what to do.
    auto record = m_library->store().get(m_scenarioId);
    if (!record)
        return; // a save will tell what is wrong with the library
    const QString name = QString::fromStdString(record->name);
    if (record->deleted) {
        m_changedElsewhere = true;
        emit statusMessage(
            QCoreApplication::translate("rightsize::ui::MainWindow",
                                        "“%1” was deleted from the library elsewhere; saving keeps "
                                        "your version as a new scenario.")
                .arg(name),
            0);
    } else if (record->revision != m_openedRevision && record->revision != m_noticedRevision) {
        m_noticedRevision = record->revision;
        m_changedElsewhere = true;
        emit statusMessage(
            QCoreApplication::translate(
                "rightsize::ui::MainWindow",
                "“%1” was changed in the library elsewhere; the editor keeps your version, and "
                "saving asks what to do.")
                .arg(name),
            0);
    } else {
        return;
    }
    emit stateChanged();
}

} // namespace rightsize::ui

// The main window's side of the scenario library: opening it, saving and opening scenarios,
// importing and exporting files, autosave and its restore. Kept apart from main_window.cpp,
// which is about the editor and the views.
#include "core/scenario/bounded_file.h"
#include "core/store/catalog_overrides.h"
#include "core/store/scenario_bundle.h"
#include "core/scenario/scenario_io.h"
#include "core/store/engine/store_location.h"
#include "ui/dialog_service.h"
#include "ui/library/autosave.h"
#include "ui/library/library.h"
#include "ui/library/library_panel.h"
#include "ui/main_window.h"
#include "ui/scenario_document.h"

#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QLocale>
#include <QSaveFile>
#include <QStatusBar>
#include <QUndoStack>

namespace rightsize::ui {
namespace {

QString errorLines(const QString& file, const std::vector<FieldError>& errors)
{
    QStringList lines;
    for (const FieldError& e : errors)
        lines << MainWindow::tr("%1: %2: %3")
                     .arg(file, QString::fromStdString(e.path), QString::fromStdString(e.message));
    return lines.join(QLatin1Char('\n'));
}

// When kept work was written, in the user's local time (the store's text if it cannot be read).
QString keptAt(const std::string& saved)
{
    const QDateTime when = QDateTime::fromString(QString::fromStdString(saved), Qt::ISODateWithMs);
    return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                          : QString::fromStdString(saved);
}

} // namespace

void MainWindow::notify(const QString& title, const QString& text)
{
    m_lastNotice = text;
    if (m_notifier) {
        m_notifier(title, text);
        return;
    }
    // Offscreen nobody can dismiss a message box: the status bar says it instead.
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        statusBar()->showMessage(text, 10000);
    dialogs().inform(this, title, text);
}

void MainWindow::setLibraryId(std::int64_t id, std::int64_t revision) {
    m_libraryId = id;
    m_openedRevision = id ? revision : 0;
    m_noticedRevision = 0;
    m_changedElsewhere = false;
    if (m_autosave)
        m_autosave->setScenario(id, m_openedRevision);
    m_libraryPanel->setCurrentId(id);
    updateLibraryState();
}

bool MainWindow::openLibrary(const QString& path, bool autosave)
{
    // The file the window starts with is the one File → Open local library goes back to.
    if (!isServerLocation(path.toStdString()))
        m_localLibraryPath = path;
    return openLibraryAt(path, autosave, {});
}

bool MainWindow::openLibraryAt(const QString& path, bool autosave, OpenOptions options) {
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
        const bool moveAside =
            m_damagedPrompt ? m_damagedPrompt(path, problem)
                            : dialogs().askYesNo(
                                  this, tr("The library is damaged"),
                                  tr("The scenario library %1 cannot be read: %2\n\nMove it aside, unchanged, "
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
    if (wasOpen && previous != m_library->path() && m_libraryId) {
        setLibraryId(0);
        statusBar()->showMessage(
            tr("The scenario in the editor is not in this library; saving adds it."), 8000);
    }
    updateLibraryState();
    if (!report->movedAsidePath.empty()) {
        const QString text = tr("The scenario library %1 was damaged and could not be read. It has been moved aside "
                                "to %2, unchanged, and a new empty library was started.")
                                 .arg(QDir::toNativeSeparators(path),
                                      QDir::toNativeSeparators(QString::fromStdString(report->movedAsidePath)));
        m_libraryPanel->showMessage(tr("The damaged library was moved aside; this is a new one."));
        notify(tr("The library was damaged"), text);
    } else if (!report->message.empty()) {
        notify(tr("Scenario library"), QString::fromStdString(report->message));
    }
    if (autosave && !m_autosave) {
        m_autosave = new Autosave(m_doc, m_library, this);
        m_autosave->setScenario(m_libraryId, m_openedRevision);
    }
    return true;
}

void MainWindow::reportOpenFailure(const QString& shown, const StoreError& error) {
    QString why = Library::errorText(error);
    if (isServerLocation(shown.toStdString()) && error.code == StoreErrorCode::NotLibrary)
        why = tr("The database is not a Rightsize library; nothing in it was changed (%1).")
                  .arg(QString::fromStdString(error.message));
    if (!m_library->isOpen()) {
        m_libraryDock->setToolTip(shown);
        m_libraryPanel->showMessage(tr("No library: %1").arg(why));
        notify(tr("Cannot open the library"),
               tr("The scenario library %1 cannot be opened: %2\nScenarios can still be opened "
                  "from and saved to "
                  "files.")
                   .arg(shown, why));
        return;
    }
    m_libraryPanel->showMessage(tr("%1 could not be opened; this library stays open.").arg(shown));
    notify(tr("Cannot open the library"),
           tr("The scenario library %1 cannot be opened: %2\n\nThe library %3 stays "
              "open, and the scenario in the editor is as it was.")
               .arg(shown, why, m_library->path()));
}

bool MainWindow::offerAutosaveRestore()
{
    if (!m_library->isOpen() || !m_autosave)
        return false;
    auto entry = m_library->store().peekAutosave();
    if (!entry || !entry->has_value())
        return false;
    return restoreKeptWork(**entry);
}

bool MainWindow::restoreKeptWork(const AutosaveEntry& saved)
{
    ScenarioLoadResult parsed = parseScenario(saved.json, &m_doc->catalog());
    if (!parsed.document) {
        // Kept, not cleared: the text is still in the library for someone to rescue by hand.
        notify(tr("Unsaved work"), tr("Unsaved work from the last session could not be read:\n%1")
                                       .arg(errorLines(tr("autosave"), parsed.errors)));
        return false;
    }
    const QString name = QString::fromStdString(parsed.document->scenario.name);
    const QString at = keptAt(saved.saved);
    const bool restore =
        m_restorePrompt ? m_restorePrompt(name, at)
                        : dialogs().askYesNo(this, tr("Restore unsaved work?"),
                                             tr("Rightsize did not close normally last time. Restore the unsaved "
                                                "changes to “%1” from %2?")
                                                 .arg(name.isEmpty() ? tr("Scenario") : name, at),
                                             true);
    if (!restore) {
        m_autosave->clear();
        return false;
    }
    m_doc->load(*parsed.document, QString());
    std::int64_t id = saved.scenarioId;
    std::int64_t revision = 0;
    if (id) {
        auto record = m_library->store().get(id);
        if (!record || record->deleted)
            id = 0;
        else if (saved.basedOnRevision > 0)
            revision = saved.basedOnRevision; // a colleague's save since then is a conflict
        else
            revision = -1; // kept by an older library: not known, so the next save asks
    }
    setLibraryId(id, revision);
    // Restored work is unsaved work: the title says so and closing asks about it.
    m_doc->undoStack()->resetClean();
    m_autosave->flush();
    updateTitle();
    statusBar()->showMessage(tr("Restored the unsaved changes to “%1”").arg(name), 6000);
    return true;
}

void MainWindow::offerKeptWorkOfOpenedLibrary() {
    // A library the role may only read is not written: its kept work waits for an open that may.
    if (!m_autosave || !m_library->isOpen() || m_library->readOnly())
        return;
    auto entry = m_library->store().peekAutosave();
    if (!entry || !entry->has_value()) {
        m_autosave->flush();
        return;
    }
    if (m_doc->undoStack()->isClean()) {
        restoreKeptWork(**entry);
        return;
    }
    // Read before asking: while the question is open the editor's own work may take the slot.
    const AutosaveEntry kept = **entry;
    ScenarioLoadResult parsed = parseScenario(kept.json, &m_doc->catalog());
    if (!parsed.document) {
        notify(tr("Unsaved work"),
               tr("Unsaved work kept in this library could not be read:\n%1\nIt stays in the "
                  "library's autosave until the editor's changes are autosaved there.")
                   .arg(errorLines(tr("autosave"), parsed.errors)));
        return;
    }
    const QString name = parsed.document->scenario.name.empty()
                             ? tr("Scenario")
                             : QString::fromStdString(parsed.document->scenario.name);
    const QString at = keptAt(kept.saved);
    const int choice = dialogs().choose(
        this, tr("Unsaved work in this library"),
        tr("This library holds unsaved changes to “%1” from %2, kept when Rightsize did not close "
           "normally. The editor has unsaved changes of its own, which stay in the editor.\n\n"
           "What should happen to the kept changes?")
            .arg(name, at),
        {tr("Keep them as a new scenario in this library"), tr("Discard them")});
    // Anything but an explicit "discard" keeps them: a closed question loses nothing.
    if (choice != 1) {
        const QString copyName = tr("%1 (unsaved changes of %2)").arg(name, at);
        ScenarioDocument copy = *parsed.document;
        copy.scenario.name = copyName.toStdString();
        auto inserted =
            m_library->insert(NewScenario{{}, {}, serializeScenario(copy, &m_doc->catalog())});
        if (!inserted) {
            notify(tr("Unsaved work in this library"),
                   tr("The kept changes to “%1” could not be stored as a scenario: %2\nThey stay "
                      "in the library's autosave until the editor's changes are autosaved there.")
                       .arg(name, Library::errorText(inserted.error())));
            return;
        }
        statusBar()->showMessage(
            tr("The kept changes are in the library as “%1”.").arg(copyName), 8000);
    }
    m_autosave->clear();
    m_autosave->flush();
}

bool MainWindow::openFromLibrary(std::int64_t id)
{
    auto record = m_library->store().get(id);
    if (!record) {
        notify(tr("Cannot open the scenario"), Library::errorText(record.error()));
        return false;
    }
    ScenarioLoadResult parsed = parseScenario(record->json, &m_doc->catalog());
    if (!parsed.document) {
        notify(tr("Cannot open the scenario"),
               tr("“%1” is not a scenario Rightsize can use:\n\n%2")
                   .arg(QString::fromStdString(record->name),
                        errorLines(QString::fromStdString(record->name), parsed.errors)));
        return false;
    }
    m_doc->load(*parsed.document, QString());
    setLibraryId(id, record->revision);
    statusBar()->showMessage(tr("Opened “%1” from the library").arg(QString::fromStdString(record->name)), 4000);
    return true;
}

bool MainWindow::saveToLibrary()
{
    if (!m_library->isOpen()) {
        notify(tr("Cannot save to the library"), tr("No library is open."));
        return false;
    }
    if (m_library->readOnly()) {
        notify(tr("Cannot save to the library"),
               Library::readOnlyReason() + QLatin1Char('\n') + keptEditNote());
        return false;
    }
    const std::string text = serializeScenario(m_doc->document(), &m_doc->catalog());
    std::int64_t id = m_libraryId;
    if (id) {
        // A scenario deleted from the library meanwhile comes back as a new one, not lost; one
        // that cannot be read now (the server went away) is not saved at all.
        auto record = m_library->store().get(id);
        if (!record && record.error().code != StoreErrorCode::NotFound) {
            notify(tr("Cannot save to the library"),
                   Library::errorText(record.error()) + QLatin1Char('\n') + keptEditNote());
            return false;
        }
        if (!record || record->deleted)
            id = 0;
    }
    std::int64_t revision = 0;
    if (id) {
        auto saved = m_library->save(id, text, m_openedRevision);
        if (!saved && saved.error().code == StoreErrorCode::Conflict)
            return resolveConflict();
        if (!saved) {
            notify(tr("Cannot save to the library"),
                   Library::errorText(saved.error()) + QLatin1Char('\n') + keptEditNote());
            return false;
        }
        revision = *saved;
    } else {
        auto inserted = m_library->insert(NewScenario{{}, {}, text});
        if (!inserted) {
            notify(tr("Cannot save to the library"),
                   Library::errorText(inserted.error()) + QLatin1Char('\n') + keptEditNote());
            return false;
        }
        id = *inserted;
        auto record = m_library->store().get(id);
        revision =
            record ? record->revision : -1; // unknown: the next save asks rather than overwrites
    }
    m_doc->setFilePath(QString());
    setLibraryId(id, revision);
    m_doc->undoStack()->setClean();
    if (m_autosave)
        m_autosave->clear();
    m_libraryPanel->selectIds({id});
    statusBar()->showMessage(
        tr("Saved “%1” to the library").arg(QString::fromStdString(m_doc->scenario().name)), 4000);
    updateTitle();
    return true;
}

void MainWindow::newScenario()
{
    if (!maybeSave())
        return;
    ScenarioDocument doc;
    doc.scenario = defaultScenario(m_doc->catalog());
    doc.scenario.name = tr("New scenario").toStdString();
    doc.json = nlohmann::json::object();
    m_doc->load(doc, QString());
    setLibraryId(0);
}

void MainWindow::onLibraryScenarioChanged(std::int64_t id)
{
    if (id != m_libraryId)
        return;
    // A rename, new tags or a restored version of the open scenario: show it, unless that would
    // throw away edits (those stay, and saving them makes one more version).
    if (m_doc->undoStack()->isClean()) {
        openFromLibrary(id);
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
    statusBar()->showMessage(
        tr("The library copy of this scenario changed; your unsaved edits are kept."), 6000);
}

MainWindow::ImportResult MainWindow::importFiles(const QStringList& paths)
{
    ImportResult result;
    if (!m_library->isOpen() || m_library->readOnly()) {
        result.problem =
            m_library->isOpen() ? Library::readOnlyReason() : tr("No library is open.");
        notify(tr("Cannot import"), result.problem);
        return result;
    }
    std::vector<NewScenario> scenarios;
    std::vector<std::string> catalogChanges;
    QStringList problems;
    for (const QString& path : paths) {
        const QString shown = QDir::toNativeSeparators(path);
        // Regular and bounded (core/scenario/bounded_file.h): a FIFO would block the window forever.
        const FileText file = readBoundedFile(path.toStdString(), kMaxScenarioBytes + 1, false);
        if (!file.ok()) {
            problems << tr("%1: cannot read the file: %2").arg(shown, QString::fromStdString(file.why));
            continue;
        }
        ScenarioFileContents contents =
            readScenarioFile(file.text, QFileInfo(path).completeBaseName().toStdString(), &m_doc->catalog(),
                             QFileInfo(path).absolutePath().toStdString());
        if (!contents.errors.empty()) {
            problems << errorLines(shown, contents.errors);
            continue;
        }
        for (NewScenario& s : contents.scenarios)
            scenarios.push_back(std::move(s));
        if (!contents.catalogChanges.empty())
            catalogChanges.push_back(std::move(contents.catalogChanges));
    }
    if (problems.isEmpty() && scenarios.empty())
        problems << tr("No scenarios to import.");
    if (!problems.isEmpty()) {
        result.problem = problems.join(QLatin1Char('\n'));
        notify(tr("Nothing was imported"),
               tr("Nothing was imported, because:\n\n%1").arg(result.problem));
        return result;
    }
    auto ids = m_library->insertAll(scenarios);
    if (!ids) {
        result.problem = Library::errorText(ids.error());
        notify(tr("Nothing was imported"), result.problem);
        return result;
    }
    for (auto id : *ids)
        result.ids << id;
    // Catalog changes that came with the scenarios join the library where it has none of its own.
    for (const std::string& changes : catalogChanges) {
        StoreStatus status = Done{};
        mergeMissingCatalogEntries(m_library->autosaveStore(),
                                   readCatalogChanges(changes, m_doc->catalog()).overrides, &status);
    }
    if (!catalogChanges.empty())
        if (auto overrides = readCatalogOverrides(m_library->store()))
            m_doc->setCatalogOverrides(*overrides);
    // The new rows must be visible to be selected.
    m_libraryPanel->searchField()->clear();
    m_libraryPanel->selectIds(result.ids);
    m_libraryDock->show();
    statusBar()->showMessage(tr("Imported %n scenario(s)", nullptr, int(result.ids.size())), 5000);
    return result;
}

bool MainWindow::exportScenarios(const QList<std::int64_t>& ids, const QString& path)
{
    std::vector<std::string> texts;
    if (ids.isEmpty()) {
        texts.push_back(serializeScenario(m_doc->document(), &m_doc->catalog()));
    } else {
        for (auto id : ids) {
            auto record = m_library->store().get(id);
            if (!record) {
                notify(tr("Export failed"), Library::errorText(record.error()));
                return false;
            }
            texts.push_back(std::move(record->json));
        }
    }
    // The library's catalog changes these scenarios are planned with travel along.
    const std::string text = writeScenarioFile(texts, catalogChangesFor(m_doc->catalogOverrides(), texts));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()) ||
        !file.commit()) {
        notify(tr("Export failed"), tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    statusBar()->showMessage(tr("Exported %n scenario(s) to %1", nullptr, int(texts.size()))
                                 .arg(QDir::toNativeSeparators(path)),
                             5000);
    return true;
}

void MainWindow::importDialog()
{
    const QStringList paths = dialogs().openFileNames(
        this, tr("Import scenarios"), dialogDirectory(), tr("Scenario files and bundles (*.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    if (m_settings)
        m_settings->setLastDirectory(QFileInfo(paths.first()).absolutePath());
    importFiles(paths);
}

void MainWindow::exportDialog(QList<std::int64_t> ids)
{
    QString suggested = QString::fromStdString(m_doc->scenario().name);
    if (ids.size() > 1)
        suggested = tr("scenarios");
    else if (ids.size() == 1)
        if (auto record = m_library->store().get(ids.front()))
            suggested = QString::fromStdString(record->name);
    suggested.replace(QLatin1Char('/'), QLatin1Char('-'));
    QString path = dialogs().saveFileName(
        this, ids.size() > 1 ? tr("Export scenarios as a bundle") : tr("Export scenario"),
        QDir(dialogDirectory()).filePath(suggested + QStringLiteral(".json")), tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    exportScenarios(ids, path);
}

} // namespace rightsize::ui

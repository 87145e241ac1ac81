// The main window's side of the scenario library: a new scenario, importing files into the
// library and exporting scenarios to files, and how the window tells the user something. Which
// library is open and the scenario's place in it are the library session's
// (ui/window/library_session.h). Kept apart from main_window.cpp, which is about the editor and the
// views.
#include "core/io/bounded_file.h"
#include "core/scenario/scenario_io.h"
#include "core/store/catalog_overrides.h"
#include "core/store/scenario_bundle.h"
#include "ui/editor/document_model.h"
#include "ui/library/library.h"
#include "ui/library/library_panel.h"
#include "ui/widgets/dialog_service.h"
#include "ui/widgets/write_output.h"
#include "ui/window/library_session.h"
#include "ui/window/main_window.h"
#include "ui/wording/field_texts.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QStatusBar>
#include <QUndoStack>

namespace rightsize::ui {

void MainWindow::notify(const QString& title, const QString& text) {
    m_lastNotice = text;
    // Offscreen nobody can dismiss a message box: the status bar says it instead.
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        statusBar()->showMessage(text, 10000);
    dialogs().inform(this, title, text);
}

void MainWindow::newScenario() {
    if (!maybeSave())
        return;
    ScenarioDocument doc;
    doc.scenario = defaultScenario(m_doc->catalog());
    doc.scenario.name = tr("New scenario").toStdString();
    doc.json = nlohmann::json::object();
    m_doc->load(doc, QString());
    m_session->setScenario(0);
}

MainWindow::ImportResult MainWindow::importFiles(const QStringList& paths) {
    ImportResult result;
    if (!library()->isOpen() || library()->readOnly()) {
        result.problem =
            library()->isOpen() ? Library::readOnlyReason() : tr("No library is open.");
        notify(tr("Cannot import"), result.problem);
        return result;
    }
    std::vector<NewScenario> scenarios;
    std::vector<std::string> catalogChanges;
    QStringList problems;
    for (const QString& path : paths) {
        const QString shown = QDir::toNativeSeparators(path);
        // Regular and bounded (core/io/bounded_file.h): a FIFO would block the window
        // forever.
        const FileText file = readBoundedFile(path.toStdString(), kMaxScenarioBytes + 1, false);
        if (!file.ok()) {
            problems
                << tr("%1: cannot read the file: %2").arg(shown, QString::fromStdString(file.why));
            continue;
        }
        ScenarioFileContents contents =
            readScenarioFile(file.text, QFileInfo(path).completeBaseName().toStdString(),
                             &m_doc->catalog(), QFileInfo(path).absolutePath().toStdString());
        if (!contents.errors.empty()) {
            problems << fieldErrorLines(shown, contents.errors);
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
    auto ids = library()->insertAll(scenarios);
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
        mergeMissingCatalogEntries(library()->autosaveStore(),
                                   readCatalogChanges(changes, m_doc->catalog()).overrides,
                                   &status);
    }
    if (!catalogChanges.empty())
        if (auto overrides = readCatalogOverrides(library()->store()))
            m_doc->setCatalogOverrides(*overrides);
    // The new rows must be visible to be selected.
    m_libraryPanel->searchField()->clear();
    m_libraryPanel->selectIds(result.ids);
    m_libraryDock->show();
    statusBar()->showMessage(tr("Imported %n scenario(s)", nullptr, int(result.ids.size())), 5000);
    return result;
}

bool MainWindow::exportScenarios(const QList<std::int64_t>& ids, const QString& path) {
    std::vector<std::string> texts;
    if (ids.isEmpty()) {
        texts.push_back(serializeScenario(m_doc->document(), &m_doc->catalog()));
    } else {
        for (auto id : ids) {
            auto record = library()->store().get(id);
            if (!record) {
                notify(tr("Export failed"), Library::errorText(record.error()));
                return false;
            }
            texts.push_back(std::move(record->json));
        }
    }
    // The library's catalog changes these scenarios are planned with travel along.
    const std::string text =
        writeScenarioFile(texts, catalogChangesFor(m_doc->catalogOverrides(), texts));
    QString why;
    if (!writeOutput(path, QByteArray::fromStdString(text), &why)) {
        notify(tr("Export failed"),
               tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why));
        return false;
    }
    statusBar()->showMessage(tr("Exported %n scenario(s) to %1", nullptr, int(texts.size()))
                                 .arg(QDir::toNativeSeparators(path)),
                             5000);
    return true;
}

void MainWindow::importDialog() {
    const QStringList paths =
        dialogs().openFileNames(this, tr("Import scenarios"), dialogDirectory(),
                                tr("Scenario files and bundles (*.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    if (m_settings)
        m_settings->setLastDirectory(QFileInfo(paths.first()).absolutePath());
    importFiles(paths);
}

void MainWindow::exportDialog(QList<std::int64_t> ids) {
    QString suggested = QString::fromStdString(m_doc->scenario().name);
    if (ids.size() > 1)
        suggested = tr("scenarios");
    else if (ids.size() == 1)
        if (auto record = library()->store().get(ids.front()))
            suggested = QString::fromStdString(record->name);
    suggested.replace(QLatin1Char('/'), QLatin1Char('-'));
    QString path = dialogs().saveFileName(
        this, ids.size() > 1 ? tr("Export scenarios as a bundle") : tr("Export scenario"),
        QDir(dialogDirectory()).filePath(suggested + QStringLiteral(".json")),
        tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    exportScenarios(ids, path);
}

} // namespace rightsize::ui

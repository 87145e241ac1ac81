// The main window and rightsize-probe: the command that measures the open scenario on the
// machine the user rents. The probe reads a scenario file, so the scenario is in one first.
#include "core/scenario/scenario_io.h"
#include "ui/editor/document_model.h"
#include "ui/widgets/dialog_service.h"
#include "ui/widgets/write_output.h"
#include "ui/window/library_session.h"
#include "ui/window/main_window.h"
#include "ui/window/probe_command_dialog.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

namespace rightsize::ui {

QString MainWindow::scenarioFileForProbe() {
    // A scenario from a file is measured from that file, saved first so the probe reads what is
    // on screen. One from the library or not saved anywhere is written as a copy where the user
    // says; the window keeps it where it came from.
    if (!m_doc->filePath().isEmpty() && !m_session->scenarioId()) {
        if (!m_doc->undoStack()->isClean() && !saveTo(m_doc->filePath()))
            return {};
        return m_doc->filePath();
    }
    QString path = dialogs().saveFileName(
        this, tr("Save the scenario to measure"),
        suggestedFileName(tr("scenario"), QStringLiteral(".json")), tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    const std::string text = serializeScenario(m_doc->document(), &m_doc->catalog());
    QString why;
    if (!writeOutput(path, QByteArray::fromStdString(text), &why)) {
        notify(tr("Cannot save the scenario"),
               tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why));
        return {};
    }
    return path;
}

void MainWindow::showProbeCommand() {
    const QString path = scenarioFileForProbe();
    if (path.isEmpty())
        return;
    ProbeCommandDialog dialog(QFileInfo(path).absoluteFilePath(), this);
    dialogs().runDialog(&dialog);
}

} // namespace rightsize::ui

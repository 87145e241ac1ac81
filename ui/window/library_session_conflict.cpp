// Saving into a library that someone else saved the same scenario to meanwhile: the window
// never overwrites their version silently and never drops the edit. The user keeps the edit as
// a new scenario, takes their version, or compares the two first. The texts are translated
// under the window's name, where their translations are.
#include "core/scenario/scenario_io.h"
#include "ui/editor/document_model.h"
#include "ui/library/compare_dialog.h"
#include "ui/library/library.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/library_session.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace rightsize::ui {
namespace {

enum ConflictChoice { KeepMine, TakeTheirs, Compare };

QString whenText(const std::string& iso) {
    const QDateTime when = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODateWithMs);
    return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                          : QString::fromStdString(iso);
}

} // namespace

bool LibrarySession::resolveConflict() {
    const QString mine = QString::fromStdString(m_doc->scenario().name);
    for (;;) {
        auto theirs = m_library->store().get(m_scenarioId);
        if (!theirs) {
            emit notice(QCoreApplication::translate("rightsize::ui::MainWindow",
                                                    "Cannot save to the library"),
                        Library::errorText(theirs.error()) + QLatin1Char('\n') + keptEditNote());
            return false;
        }
        const int choice = dialogs().choose(
            m_dialogParent,
            QCoreApplication::translate("rightsize::ui::MainWindow",
                                        "Someone else saved this scenario"),
            QCoreApplication::translate(
                "rightsize::ui::MainWindow",
                "“%1” was saved to the library by someone else (%2) after you opened it. "
                "Nothing was overwritten, and your edit is still here.\n\nWhat should happen "
                "to your edit?")
                .arg(QString::fromStdString(theirs->name), whenText(theirs->modified)),
            {QCoreApplication::translate("rightsize::ui::MainWindow",
                                         "Keep mine as a new scenario"),
             QCoreApplication::translate("rightsize::ui::MainWindow",
                                         "Take theirs (discard my edit)"),
             QCoreApplication::translate("rightsize::ui::MainWindow", "Compare side by side…")});
        switch (choice) {
        case KeepMine:
            return keepEditAsCopy();
        case TakeTheirs:
            return takeTheirs();
        case Compare:
            compareWithLibrary(*theirs);
            continue; // then the same question again
        default:
            emit statusMessage(
                QCoreApplication::translate("rightsize::ui::MainWindow",
                                            "Not saved: your edit to “%1” is still in the editor.")
                    .arg(mine),
                8000);
            return false;
        }
    }
}

bool LibrarySession::keepEditAsCopy() {
    ScenarioDocument copy = m_doc->document();
    const QString name = QCoreApplication::translate("rightsize::ui::MainWindow", "%1 (my edit)")
                             .arg(QString::fromStdString(copy.scenario.name));
    copy.scenario.name = name.toStdString();
    auto inserted =
        m_library->insert(NewScenario{{}, {}, serializeScenario(copy, &m_doc->catalog())});
    if (!inserted) {
        emit notice(
            QCoreApplication::translate("rightsize::ui::MainWindow", "Cannot save to the library"),
            Library::errorText(inserted.error()) + QLatin1Char('\n') + keptEditNote());
        return false;
    }
    auto record = m_library->store().get(*inserted);
    // The editor goes on with the copy; the scenario it came from keeps their version.
    m_doc->load(copy, QString());
    setScenario(*inserted, record ? record->revision : -1);
    emit scenarioStored(*inserted);
    emit statusMessage(
        QCoreApplication::translate("rightsize::ui::MainWindow",
                                    "Saved your edit as “%1”; the other version stays as it was.")
            .arg(name),
        8000);
    return true;
}

bool LibrarySession::takeTheirs() {
    // The user chose to drop the edit: the library's current version replaces it.
    if (!openScenario(m_scenarioId))
        return false;
    emit statusMessage(
        QCoreApplication::translate("rightsize::ui::MainWindow",
                                    "Took the library's version of “%1”; your edit was discarded.")
            .arg(QString::fromStdString(m_doc->scenario().name)),
        8000);
    return true;
}

void LibrarySession::compareWithLibrary(const ScenarioRecord& theirs) {
    const std::string mine = serializeScenario(m_doc->document(), &m_doc->catalog());
    CompareDialog dialog(
        m_doc->catalog(),
        QCoreApplication::translate("rightsize::ui::MainWindow", "Mine (unsaved)"), mine,
        QCoreApplication::translate("rightsize::ui::MainWindow", "Theirs (in the library)"),
        theirs.json, m_dialogParent);
    dialog.setWindowTitle(QCoreApplication::translate("rightsize::ui::MainWindow",
                                                      "Your edit and the library's version of “%1”")
                              .arg(QString::fromStdString(theirs.name)));
    dialogs().runDialog(&dialog);
}

} // namespace rightsize::ui

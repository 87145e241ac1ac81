// The scenario in the editor and its place in the library: opening one, saving it (a new
// version, or a new scenario), and the unsaved work kept in the library's autosave slot, offered
// back after a session that did not end normally. The texts are translated under the window's
// name, where their translations are.
#include "core/scenario/scenario_io.h"
#include "ui/editor/document_model.h"
#include "ui/library/autosave.h"
#include "ui/library/library.h"
#include "ui/widgets/dialog_service.h"
#include "ui/window/library_session.h"
#include "ui/wording/field_texts.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QStringList>
#include <QUndoStack>

namespace rightsize::ui {
namespace {

// When kept work was written, in the user's local time (the store's text if it cannot be read).
QString keptAt(const std::string& saved) {
    const QDateTime when = QDateTime::fromString(QString::fromStdString(saved), Qt::ISODateWithMs);
    return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                          : QString::fromStdString(saved);
}

} // namespace

QString LibrarySession::keptEditNote() {
    return QCoreApplication::translate(
        "rightsize::ui::MainWindow",
        "Your edit is still in the editor, unsaved; File → Save as file… keeps a copy of it.");
}

bool LibrarySession::offerAutosaveRestore() {
    if (!m_library->isOpen() || !m_autosave)
        return false;
    auto entry = m_library->store().peekAutosave();
    if (!entry || !entry->has_value())
        return false;
    return restoreKeptWork(**entry);
}

bool LibrarySession::restoreKeptWork(const AutosaveEntry& saved) {
    ScenarioLoadResult parsed = parseScenario(saved.json, &m_doc->catalog());
    if (!parsed.document) {
        // Kept, not cleared: the text is still in the library for someone to rescue by hand.
        emit notice(
            QCoreApplication::translate("rightsize::ui::MainWindow", "Unsaved work"),
            QCoreApplication::translate("rightsize::ui::MainWindow",
                                        "Unsaved work from the last session could not be read:\n%1")
                .arg(fieldErrorLines(
                    QCoreApplication::translate("rightsize::ui::MainWindow", "autosave"),
                    parsed.errors)));
        return false;
    }
    const QString name = QString::fromStdString(parsed.document->scenario.name);
    const QString at = keptAt(saved.saved);
    const bool restore = dialogs().askYesNo(
        m_dialogParent,
        QCoreApplication::translate("rightsize::ui::MainWindow", "Restore unsaved work?"),
        QCoreApplication::translate("rightsize::ui::MainWindow",
                                    "Rightsize did not close normally last time. Restore the "
                                    "unsaved changes to “%1” from %2?")
            .arg(name.isEmpty()
                     ? QCoreApplication::translate("rightsize::ui::MainWindow", "Scenario")
                     : name,
                 at),
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
    setScenario(id, revision);
    // Restored work is unsaved work: the title says so and closing asks about it.
    m_doc->undoStack()->resetClean();
    m_autosave->flush();
    emit stateChanged();
    emit statusMessage(QCoreApplication::translate("rightsize::ui::MainWindow",
                                                   "Restored the unsaved changes to “%1”")
                           .arg(name),
                       6000);
    return true;
}

void LibrarySession::offerKeptWorkOfOpenedLibrary() {
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
    const QString title =
        QCoreApplication::translate("rightsize::ui::MainWindow", "Unsaved work in this library");
    if (!parsed.document) {
        emit notice(QCoreApplication::translate("rightsize::ui::MainWindow", "Unsaved work"),
                    QCoreApplication::translate(
                        "rightsize::ui::MainWindow",
                        "Unsaved work kept in this library could not be read:\n%1\nIt stays in the "
                        "library's autosave until the editor's changes are autosaved there.")
                        .arg(fieldErrorLines(
                            QCoreApplication::translate("rightsize::ui::MainWindow", "autosave"),
                            parsed.errors)));
        return;
    }
    const QString name = parsed.document->scenario.name.empty()
                             ? QCoreApplication::translate("rightsize::ui::MainWindow", "Scenario")
                             : QString::fromStdString(parsed.document->scenario.name);
    const QString at = keptAt(kept.saved);
    const int choice = dialogs().choose(
        m_dialogParent, title,
        QCoreApplication::translate(
            "rightsize::ui::MainWindow",
            "This library holds unsaved changes to “%1” from %2, kept when Rightsize did not "
            "close normally. The editor has unsaved changes of its own, which stay in the "
            "editor.\n\nWhat should happen to the kept changes?")
            .arg(name, at),
        {QCoreApplication::translate("rightsize::ui::MainWindow",
                                     "Keep them as a new scenario in this library"),
         QCoreApplication::translate("rightsize::ui::MainWindow", "Discard them")});
    // Anything but an explicit "discard" keeps them: a closed question loses nothing.
    if (choice != 1) {
        const QString copyName =
            QCoreApplication::translate("rightsize::ui::MainWindow", "%1 (unsaved changes of %2)")
                .arg(name, at);
        ScenarioDocument copy = *parsed.document;
        copy.scenario.name = copyName.toStdString();
        auto inserted =
            m_library->insert(NewScenario{{}, {}, serializeScenario(copy, &m_doc->catalog())});
        if (!inserted) {
            emit notice(title, QCoreApplication::translate(
                                   "rightsize::ui::MainWindow",
                                   "The kept changes to “%1” could not be stored as a scenario: "
                                   "%2\nThey stay in the library's autosave until the editor's "
                                   "changes are autosaved there.")
                                   .arg(name, Library::errorText(inserted.error())));
            return;
        }
        emit statusMessage(
            QCoreApplication::translate("rightsize::ui::MainWindow",
                                        "The kept changes are in the library as “%1”.")
                .arg(copyName),
            8000);
    }
    m_autosave->clear();
    m_autosave->flush();
}

bool LibrarySession::openScenario(std::int64_t id) {
    const QString title =
        QCoreApplication::translate("rightsize::ui::MainWindow", "Cannot open the scenario");
    auto record = m_library->store().get(id);
    if (!record) {
        emit notice(title, Library::errorText(record.error()));
        return false;
    }
    ScenarioLoadResult parsed = parseScenario(record->json, &m_doc->catalog());
    if (!parsed.document) {
        emit notice(title,
                    QCoreApplication::translate("rightsize::ui::MainWindow",
                                                "“%1” is not a scenario Rightsize can use:\n\n%2")
                        .arg(QString::fromStdString(record->name),
                             fieldErrorLines(QString::fromStdString(record->name), parsed.errors)));
        return false;
    }
    m_doc->load(*parsed.document, QString());
    setScenario(id, record->revision);
    emit statusMessage(
        QCoreApplication::translate("rightsize::ui::MainWindow", "Opened “%1” from the library")
            .arg(QString::fromStdString(record->name)),
        4000);
    return true;
}

bool LibrarySession::saveScenario() {
    const QString cannot =
        QCoreApplication::translate("rightsize::ui::MainWindow", "Cannot save to the library");
    if (!m_library->isOpen()) {
        emit notice(cannot, QCoreApplication::translate("rightsize::ui::MainWindow",
                                                        "No library is open."));
        return false;
    }
    if (m_library->readOnly()) {
        emit notice(cannot, Library::readOnlyReason() + QLatin1Char('\n') + keptEditNote());
        return false;
    }
    const std::string text = serializeScenario(m_doc->document(), &m_doc->catalog());
    std::int64_t id = m_scenarioId;
    if (id) {
        // A scenario deleted from the library meanwhile comes back as a new one, not lost; one
        // that cannot be read now (the server went away) is not saved at all.
        auto record = m_library->store().get(id);
        if (!record && record.error().code != StoreErrorCode::NotFound) {
            emit notice(cannot,
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
            emit notice(cannot,
                        Library::errorText(saved.error()) + QLatin1Char('\n') + keptEditNote());
            return false;
        }
        revision = *saved;
    } else {
        auto inserted = m_library->insert(NewScenario{{}, {}, text});
        if (!inserted) {
            emit notice(cannot,
                        Library::errorText(inserted.error()) + QLatin1Char('\n') + keptEditNote());
            return false;
        }
        id = *inserted;
        auto record = m_library->store().get(id);
        revision =
            record ? record->revision : -1; // unknown: the next save asks rather than overwrites
    }
    m_doc->setFilePath(QString());
    setScenario(id, revision);
    m_doc->undoStack()->setClean();
    if (m_autosave)
        m_autosave->clear();
    emit scenarioStored(id);
    emit statusMessage(
        QCoreApplication::translate("rightsize::ui::MainWindow", "Saved “%1” to the library")
            .arg(QString::fromStdString(m_doc->scenario().name)),
        4000);
    emit stateChanged();
    return true;
}

} // namespace rightsize::ui

#pragma once

#include "core/store/engine/store_types.h"

#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>

class QWidget;

namespace rightsize::ui {

class AppSettings;
class Autosave;
class DocumentModel;
class Library;

// The window's place in the scenario library: which library is open (a file or a team's
// server, and the local file to go back to), which of its scenarios the editor holds and the
// revision the edit is based on, the autosave slot, the conflict a save can meet, and what
// other clients change meanwhile. Every question goes through dialogs(), asked over
// `dialogParent`; what the user should see otherwise is announced by signal, for the window to
// show. The texts keep the window's translation context: they were the window's, and their
// translations stay with it.
class LibrarySession : public QObject {
    Q_OBJECT
public:
    // `settings` may be null: no recent libraries are remembered.
    LibrarySession(DocumentModel* doc, std::shared_ptr<AppSettings> settings,
                   QWidget* dialogParent);
    ~LibrarySession() override;

    Library* library() const { return m_library; }
    // Null until a library is opened with autosave.
    Autosave* autosave() const { return m_autosave; }
    // The library scenario in the editor; 0 when it came from a file, a preset or nowhere.
    std::int64_t scenarioId() const { return m_scenarioId; }
    // The revision of that scenario the editor's content is based on; saving names it, so a
    // save over someone else's newer one is a conflict the user decides, never an overwrite.
    // -1: not known (the next save asks rather than overwrites).
    std::int64_t revision() const { return m_openedRevision; }
    // Someone else changed the scenario being edited since it was opened.
    bool changedElsewhere() const { return m_changedElsewhere; }

    // Which library is in use, for the status bar (short), its tooltip and the library dock
    // (the whole location); empty without one.
    QString statusText() const;
    QString statusToolTip() const;
    QString location() const;

    // The scenario in the editor is now library scenario `id` at `revision`, or (0) none.
    void setScenario(std::int64_t id, std::int64_t revision = 0);

    // Opens (or creates) the library; a damaged one is moved aside, with a notice, only when
    // the user agrees; any other file is left untouched. With `autosave`, the scenario being
    // edited is kept in the library's autosave slot. A file opened here is the local library.
    bool openLibrary(const QString& path, bool autosave = true);
    // A PostgreSQL server (URL or service name) or a library file; a location with a
    // password, a server that cannot be reached or a database that is not a Rightsize library
    // is refused with the reason, and the library open before stays open. `readOnly`: nothing
    // can be changed from this window.
    bool openTeamLibrary(const QString& location, bool readOnly = false);
    // Asks for the location (TeamLibraryDialog, through the dialog service) and opens it.
    bool openTeamLibraryDialog();
    // Back to the library file the window started with.
    bool openLocalLibrary();
    // When the previous run left unsaved work, asks whether to restore it; true when restored.
    bool offerAutosaveRestore();
    // After switching libraries: the work kept in the one opened is offered back (editor
    // clean), or kept as a scenario of its own or discarded as the user chooses (editor with
    // unsaved changes); then the editor's work takes the slot.
    void offerKeptWorkOfOpenedLibrary();

    bool openScenario(std::int64_t id);
    // A new version of the scenario the edit came from, or a new scenario; a conflict asks
    // what to do with the edit, any other failure leaves it in the editor and says why.
    bool saveScenario();

signals:
    // Something the user must read (the window shows it and remembers it as its last notice).
    void notice(const QString& title, const QString& text);
    // A passing message for the status bar; `timeout` 0 keeps it until the next one.
    void statusMessage(const QString& text, int timeout);
    // A note for the library panel.
    void panelMessage(const QString& text);
    // No library could be opened at `shown` and none is open: the dock says where it looked.
    void unavailable(const QString& shown);
    // Which library is open, whether it may be changed, or the scenario in the editor changed.
    void stateChanged();
    // The editor holds library scenario `id` now (0: none).
    void currentScenarioChanged(qint64 id);
    // A scenario was written from the editor: the panel shows it selected.
    void scenarioStored(qint64 id);

private:
    bool openAt(const QString& location, bool autosave, OpenOptions options);
    void reportOpenFailure(const QString& shown, const StoreError& error);
    // Asks whether to restore the work kept in the slot (already read); true when restored.
    bool restoreKeptWork(const AutosaveEntry& saved);
    // Why an edit that could not be saved is not lost.
    static QString keptEditNote();
    // The three ways out of a save that met someone else's newer save.
    bool resolveConflict();
    bool keepEditAsCopy();
    bool takeTheirs();
    void compareWithLibrary(const ScenarioRecord& theirs);
    void onScenarioChanged(std::int64_t id);
    void onChangedElsewhere();

    DocumentModel* m_doc;
    std::shared_ptr<AppSettings> m_settings;
    QWidget* m_dialogParent;
    Library* m_library;
    Autosave* m_autosave = nullptr;
    QString m_localPath; // the file File → Open local library goes back to
    std::int64_t m_scenarioId = 0;
    std::int64_t m_openedRevision = 0;
    std::int64_t m_noticedRevision = 0; // the newer revision the status bar has told about
    bool m_changedElsewhere = false;
};

} // namespace rightsize::ui

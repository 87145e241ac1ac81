#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <cstdint>

class QTimer;

namespace rightsize::ui {

class DocumentModel;
class Library;

// Keeps the scenario being edited in the library's autosave slot, so a crash or a kill loses at
// most about a second of typing. Writes are debounced (a burst of keystrokes is one write) but
// never postponed beyond kMaxDelayMs after the first unsaved change, so continuous typing is
// still saved. A clean document (just saved, opened, or undone back to its saved state) has
// nothing to protect and empties the slot. A read-only library has no slot: autosave is off.
class Autosave : public QObject {
    Q_OBJECT
public:
    static constexpr int kQuietMs = 800;
    static constexpr int kMaxDelayMs = 1000;

    Autosave(DocumentModel* doc, Library* library, QObject* parent = nullptr);

    // The library scenario the document came from (0: none) and the revision the edit is based
    // on; stored with the text so a restore knows which scenario it belongs to, and a save of the
    // restored work over a colleague's later revision still asks.
    void setScenario(std::int64_t id, std::int64_t basedOnRevision) {
        m_scenarioId = id;
        m_basedOnRevision = basedOnRevision;
    }
    bool isPending() const;

    // Writes the pending change now (before a risky operation, or in tests).
    void flush();
    // The work is safe elsewhere (saved, or deliberately discarded): empty the slot.
    void clear();

signals:
    void saved();

private:
    void onChanged();

    DocumentModel* m_doc;
    Library* m_library;
    QTimer* m_timer;
    QElapsedTimer m_firstPending;
    std::int64_t m_scenarioId = 0;
    std::int64_t m_basedOnRevision = 0;
};

} // namespace rightsize::ui

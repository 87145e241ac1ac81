#include "ui/library/autosave.h"

#include "core/scenario/scenario_io.h"
#include "ui/editor/document_model.h"
#include "ui/library/library.h"

#include <QTimer>
#include <QUndoStack>
#include <algorithm>

namespace rightsize::ui {

Autosave::Autosave(DocumentModel* doc, Library* library, QObject* parent)
    : QObject(parent)
    , m_doc(doc)
    , m_library(library)
    , m_timer(new QTimer(this)) {
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &Autosave::flush);
    connect(m_doc, &DocumentModel::changed, this, &Autosave::onChanged);
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            clear();
    });
    // A document being torn down empties its undo stack, which reads as "clean"; that is not
    // the work being saved, so from here on nothing may touch the slot.
    connect(m_doc, &QObject::destroyed, this, [this] {
        m_timer->stop();
        m_doc = nullptr;
    });
}

bool Autosave::isPending() const {
    return m_timer->isActive();
}

void Autosave::onChanged() {
    // Cleanliness is judged when the timer fires: during an edit the undo stack has not yet
    // taken the new command, so it still reads as clean here.
    if (!m_doc)
        return;
    if (!m_timer->isActive())
        m_firstPending.start();
    // Debounced, with a deadline: the write waits for a pause in typing, but not forever.
    const qint64 left = kMaxDelayMs - m_firstPending.elapsed();
    m_timer->start(int(std::clamp<qint64>(left, 0, kQuietMs)));
}

void Autosave::flush() {
    m_timer->stop();
    // A library the role may only read has no slot to write: autosave is off there (the window
    // says so), and the edit stays in the editor until it is saved as a file.
    if (!m_doc || !m_library->isOpen() || m_library->readOnly() || m_doc->undoStack()->isClean())
        return;
    const std::string text = serializeScenario(m_doc->document(), &m_doc->catalog());
    // A busy library only delays the write: the next edit or this retry tries again.
    if (!m_library->autosaveStore().saveAutosave(m_scenarioId, text, m_basedOnRevision)) {
        m_firstPending.start();
        m_timer->start(kQuietMs);
        return;
    }
    emit saved();
}

void Autosave::clear() {
    m_timer->stop();
    if (m_doc && m_library->isOpen() && !m_library->readOnly())
        m_library->autosaveStore().clearAutosave();
}

} // namespace rightsize::ui

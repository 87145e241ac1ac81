#pragma once

// What a person sees of one field of the workload editor, for the GUI tests that ask it.

#include "ui/editor/workload_editor.h"

#include <QFormLayout>
#include <QString>
#include <QWidget>

namespace rightsize::test {

// The field's input and its label, both shown by the form (not hidden, not squeezed to nothing);
// false for a path the editor has no input for.
inline bool editorRowShown(ui::WorkloadEditor* editor, const char* path) {
    QWidget* field = editor->fieldInput(QString::fromLatin1(path));
    if (!field || !field->isVisibleTo(editor))
        return false;
    for (QWidget* w = field; w && w != editor; w = w->parentWidget())
        if (auto* form = qobject_cast<QFormLayout*>(w->parentWidget() ? w->parentWidget()->layout()
                                                                      : nullptr))
            if (QWidget* label = form->labelForField(w))
                return label->isVisibleTo(editor) && w->height() > 0;
    return true;
}

} // namespace rightsize::test

#include "tests/support/scripted_dialogs.h"

#include <QDialog>

namespace rightsize::ui {

ScriptedDialogs::ScriptedDialogs()
    : m_previous(installDialogService(this)) {}

ScriptedDialogs::~ScriptedDialogs() {
    installDialogService(m_previous);
}

QList<ScriptedDialogs::Request> ScriptedDialogs::requests(const QString& kind) const {
    QList<Request> out;
    for (const Request& r : m_requests)
        if (r.kind == kind)
            out << r;
    return out;
}

DialogService::Answer ScriptedDialogs::nextAnswer(const QString& kind, const QString& title,
                                                  const QString& text, Answer fallback) {
    const bool answered = !m_answers.isEmpty();
    m_requests << Request{kind, title, text, answered, {}};
    return answered ? m_answers.takeFirst() : fallback;
}

QStringList ScriptedDialogs::nextFiles(const QString& kind, const QString& title,
                                       const QString& text) {
    const bool answered = !m_files.isEmpty();
    m_requests << Request{kind, title, text, answered, {}};
    return answered ? m_files.takeFirst() : QStringList();
}

void ScriptedDialogs::inform(QWidget*, const QString& title, const QString& text, Level) {
    m_requests << Request{QStringLiteral("inform"), title, text, true, {}};
}

bool ScriptedDialogs::askYesNo(QWidget*, const QString& title, const QString& text, bool) {
    return nextAnswer(QStringLiteral("askYesNo"), title, text, Answer::No) == Answer::Yes;
}

DialogService::Answer ScriptedDialogs::askSave(QWidget*, const QString& title,
                                               const QString& text) {
    return nextAnswer(QStringLiteral("askSave"), title, text, Answer::Cancel);
}

QString ScriptedDialogs::openFileName(QWidget*, const QString& caption, const QString& directory,
                                      const QString&) {
    const QStringList files = nextFiles(QStringLiteral("openFileName"), caption, directory);
    return files.isEmpty() ? QString() : files.first();
}

QStringList ScriptedDialogs::openFileNames(QWidget*, const QString& caption,
                                           const QString& directory, const QString&) {
    return nextFiles(QStringLiteral("openFileNames"), caption, directory);
}

QString ScriptedDialogs::saveFileName(QWidget*, const QString& caption, const QString& suggested,
                                      const QString&) {
    const QStringList files = nextFiles(QStringLiteral("saveFileName"), caption, suggested);
    return files.isEmpty() ? QString() : files.first();
}

void ScriptedDialogs::about(QWidget*, const QString& title, const QString& text) {
    m_requests << Request{QStringLiteral("about"), title, text, true, {}};
}

std::optional<QString> ScriptedDialogs::askText(QWidget*, const QString& title,
                                                const QString& label, const QString&) {
    const bool answered = !m_texts.isEmpty();
    m_requests << Request{QStringLiteral("askText"), title, label, answered, {}};
    return answered ? std::optional<QString>(m_texts.takeFirst()) : std::nullopt;
}

int ScriptedDialogs::choose(QWidget*, const QString& title, const QString& text,
                            const QStringList& choices) {
    const bool answered = !m_choices.isEmpty();
    m_requests << Request{QStringLiteral("choose"), title, text, answered, choices};
    const int choice = answered ? m_choices.takeFirst() : -1;
    return choice < choices.size() ? choice : -1;
}

int ScriptedDialogs::runDialog(QDialog* dialog) {
    m_requests << Request{QStringLiteral("dialog"),
                          dialog->windowTitle(),
                          dialog->objectName(),
                          bool(m_dialogHandler),
                          {}};
    return m_dialogHandler ? m_dialogHandler(dialog) : int(QDialog::Rejected);
}

} // namespace rightsize::ui

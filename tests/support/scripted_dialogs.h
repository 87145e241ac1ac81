#pragma once

// The window's dialogs answered by a test: a DialogService that plays the user from a script.

#include "ui/widgets/dialog_service.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

namespace rightsize::ui {

// Answers from a script, for tests: installed for its lifetime (the previous service returns
// when it goes), it hands out the queued answers in order and records every request. A request
// with no queued answer gets the cancelling one (no, cancel, no file).
class ScriptedDialogs : public DialogService {
public:
    struct Request {
        QString kind; // "inform", "askYesNo", "askSave", "openFileName", "openFileNames",
                      // "saveFileName", "about", "choose", "askText" or "dialog"
        QString title;
        QString text; // the message, or the suggested file name of a save dialog
        bool answered = false;
        QStringList choices; // what choose() offered, in order
    };

    ScriptedDialogs();
    ~ScriptedDialogs() override;
    ScriptedDialogs(const ScriptedDialogs&) = delete;
    ScriptedDialogs& operator=(const ScriptedDialogs&) = delete;

    void queueFile(const QString& path) { m_files << QStringList{path}; }
    void queueFiles(const QStringList& paths) { m_files << paths; }
    void queueAnswer(Answer answer) { m_answers << answer; }
    // The index choose() returns next (-1: cancel).
    void queueChoice(int index) { m_choices << index; }
    // The text askText() returns next; without one it answers as a cancelled prompt.
    void queueText(const QString& text) { m_texts << text; }
    // Plays the user of the dialogs runDialog() is given (fills in fields, reads what they
    // show) and returns their result; without one every dialog is rejected untouched.
    using DialogHandler = std::function<int(QDialog*)>;
    void setDialogHandler(DialogHandler handler) { m_dialogHandler = std::move(handler); }

    const QList<Request>& requests() const { return m_requests; }
    // The requests of one kind, in order.
    QList<Request> requests(const QString& kind) const;

    void inform(QWidget* parent, const QString& title, const QString& text, Level level) override;
    bool askYesNo(QWidget* parent, const QString& title, const QString& text,
                  bool yesFirst) override;
    Answer askSave(QWidget* parent, const QString& title, const QString& text) override;
    QString openFileName(QWidget* parent, const QString& caption, const QString& directory,
                         const QString& filter) override;
    QStringList openFileNames(QWidget* parent, const QString& caption, const QString& directory,
                              const QString& filter) override;
    QString saveFileName(QWidget* parent, const QString& caption, const QString& suggested,
                         const QString& filter) override;
    void about(QWidget* parent, const QString& title, const QString& text) override;
    int choose(QWidget* parent, const QString& title, const QString& text,
               const QStringList& choices) override;
    std::optional<QString> askText(QWidget* parent, const QString& title, const QString& label,
                                   const QString& value) override;
    int runDialog(QDialog* dialog) override;

private:
    Answer nextAnswer(const QString& kind, const QString& title, const QString& text,
                      Answer fallback);
    QStringList nextFiles(const QString& kind, const QString& title, const QString& text);

    QList<QStringList> m_files;
    QList<Answer> m_answers;
    QList<int> m_choices;
    QList<QString> m_texts;
    DialogHandler m_dialogHandler;
    QList<Request> m_requests;
    DialogService* m_previous = nullptr;
};

} // namespace rightsize::ui

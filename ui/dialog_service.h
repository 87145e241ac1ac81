#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

class QWidget;

namespace rightsize::ui {

// Every message box and file dialog of the window goes through here, so a test can answer them
// (ScriptedDialogs) and no test ever waits on a modal dialog nobody can click away.
class DialogService {
public:
    enum class Answer { Yes, No, Save, Discard, Cancel };
    enum class Level { Information, Warning };

    virtual ~DialogService() = default;

    // A message the user reads and dismisses.
    virtual void inform(QWidget* parent, const QString& title, const QString& text,
                        Level level = Level::Warning) = 0;
    // A yes/no question; `yesFirst` makes Yes the default button.
    virtual bool askYesNo(QWidget* parent, const QString& title, const QString& text,
                          bool yesFirst) = 0;
    // Save, Discard or Cancel for unsaved changes.
    virtual Answer askSave(QWidget* parent, const QString& title, const QString& text) = 0;
    // A file to read or write; empty when the user cancelled.
    virtual QString openFileName(QWidget* parent, const QString& caption, const QString& directory,
                                 const QString& filter) = 0;
    virtual QStringList openFileNames(QWidget* parent, const QString& caption,
                                      const QString& directory, const QString& filter) = 0;
    virtual QString saveFileName(QWidget* parent, const QString& caption, const QString& suggested,
                                 const QString& filter) = 0;
    // The About box: rich text with a title.
    virtual void about(QWidget* parent, const QString& title, const QString& text) = 0;
};

// The service in use: the Qt one unless a test installed another.
DialogService& dialogs();

// Qt's dialogs. On the offscreen platform nobody could answer one, so it opens none: messages
// go to the log, questions get their safe answer (no, cancel) and file dialogs return nothing.
class QtDialogService : public DialogService {
public:
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
};

// Answers from a script, for tests: installed for its lifetime (the previous service returns
// when it goes), it hands out the queued answers in order and records every request. A request
// with no queued answer gets the cancelling one (no, cancel, no file).
class ScriptedDialogs : public DialogService {
public:
    struct Request {
        QString kind; // "inform", "askYesNo", "askSave", "openFileName", "openFileNames",
                      // "saveFileName" or "about"
        QString title;
        QString text;      // the message, or the suggested file name of a save dialog
        bool answered = false;
    };

    ScriptedDialogs();
    ~ScriptedDialogs() override;
    ScriptedDialogs(const ScriptedDialogs&) = delete;
    ScriptedDialogs& operator=(const ScriptedDialogs&) = delete;

    void queueFile(const QString& path) { m_files << QStringList{path}; }
    void queueFiles(const QStringList& paths) { m_files << paths; }
    void queueAnswer(Answer answer) { m_answers << answer; }

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

private:
    Answer nextAnswer(const QString& kind, const QString& title, const QString& text, Answer fallback);
    QStringList nextFiles(const QString& kind, const QString& title, const QString& text);

    QList<QStringList> m_files;
    QList<Answer> m_answers;
    QList<Request> m_requests;
    DialogService* m_previous = nullptr;
};

} // namespace rightsize::ui

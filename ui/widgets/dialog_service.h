#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

class QDialog;
class QMessageBox;
class QWidget;

namespace rightsize::ui {

// Every message box and file dialog of the window goes through here, so a test can answer them
// (tests/support/scripted_dialogs.h) and no test ever waits on a modal dialog nobody can click
// away.
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
    // One of several named ways on (the first is the default); -1 when the user cancelled.
    virtual int choose(QWidget* parent, const QString& title, const QString& text,
                       const QStringList& choices) = 0;
    // A line of text (tags, a name), starting from `value`; nothing when the user cancelled.
    virtual std::optional<QString> askText(QWidget* parent, const QString& title,
                                           const QString& label, const QString& value) = 0;
    // Runs a dialog of the window's own (a location to open, a comparison) to its end and
    // returns its result (QDialog::Accepted or Rejected).
    virtual int runDialog(QDialog* dialog) = 0;
};

// The question choose() asks, built but not shown (the Qt service runs it; screenshots grab it).
// Each choice is a button whose property "choice" holds its index; Cancel has none.
QMessageBox* makeChoiceBox(QWidget* parent, const QString& title, const QString& text,
                           const QStringList& choices);

// The service in use: the Qt one unless a test installed another.
DialogService& dialogs();
// Installs `service` as the one dialogs() returns (a test's double, tests/support/
// scripted_dialogs.h); nullptr restores Qt's. Returns the service it replaces (nullptr: Qt's).
DialogService* installDialogService(DialogService* service);

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
    int choose(QWidget* parent, const QString& title, const QString& text,
               const QStringList& choices) override;
    std::optional<QString> askText(QWidget* parent, const QString& title, const QString& label,
                                   const QString& value) override;
    int runDialog(QDialog* dialog) override;
};

} // namespace rightsize::ui

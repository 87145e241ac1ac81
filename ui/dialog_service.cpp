#include "ui/dialog_service.h"

#include <QDialog>
#include <QFileDialog>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QtDebug>

namespace rightsize::ui {
namespace {

QtDialogService& qtDialogs() {
    static QtDialogService service;
    return service;
}

DialogService* g_current = nullptr;

// Nobody can answer a dialog on the offscreen platform (tests, screenshots).
bool headless() { return QGuiApplication::platformName() == QLatin1String("offscreen"); }

} // namespace

DialogService& dialogs() { return g_current ? *g_current : qtDialogs(); }

// ---- Qt ----------------------------------------------------------------------------------------

void QtDialogService::inform(QWidget* parent, const QString& title, const QString& text,
                             Level level) {
    if (headless()) {
        qInfo().noquote() << title << ":" << text;
        return;
    }
    if (level == Level::Information)
        QMessageBox::information(parent, title, text);
    else
        QMessageBox::warning(parent, title, text);
}

bool QtDialogService::askYesNo(QWidget* parent, const QString& title, const QString& text,
                               bool yesFirst) {
    if (headless())
        return false;
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No,
                                 yesFirst ? QMessageBox::Yes : QMessageBox::No) == QMessageBox::Yes;
}

DialogService::Answer QtDialogService::askSave(QWidget* parent, const QString& title,
                                               const QString& text) {
    if (headless())
        return Answer::Cancel;
    const auto button = QMessageBox::warning(parent, title, text,
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    return button == QMessageBox::Save      ? Answer::Save
           : button == QMessageBox::Discard ? Answer::Discard
                                            : Answer::Cancel;
}

QString QtDialogService::openFileName(QWidget* parent, const QString& caption,
                                      const QString& directory, const QString& filter) {
    return headless() ? QString() : QFileDialog::getOpenFileName(parent, caption, directory, filter);
}

QStringList QtDialogService::openFileNames(QWidget* parent, const QString& caption,
                                           const QString& directory, const QString& filter) {
    return headless() ? QStringList()
                      : QFileDialog::getOpenFileNames(parent, caption, directory, filter);
}

QString QtDialogService::saveFileName(QWidget* parent, const QString& caption,
                                      const QString& suggested, const QString& filter) {
    return headless() ? QString() : QFileDialog::getSaveFileName(parent, caption, suggested, filter);
}

void QtDialogService::about(QWidget* parent, const QString& title, const QString& text) {
    if (!headless())
        QMessageBox::about(parent, title, text);
}

QMessageBox* makeChoiceBox(QWidget* parent, const QString& title, const QString& text,
                           const QStringList& choices) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Cancel, parent);
    for (int i = 0; i < choices.size(); ++i) {
        QPushButton* button = box->addButton(choices[i], QMessageBox::AcceptRole);
        button->setProperty("choice", i);
        if (i == 0)
            box->setDefaultButton(button);
    }
    return box;
}

int QtDialogService::choose(QWidget* parent, const QString& title, const QString& text,
                            const QStringList& choices) {
    if (headless())
        return -1;
    std::unique_ptr<QMessageBox> box(makeChoiceBox(parent, title, text, choices));
    box->exec();
    const QVariant choice =
        box->clickedButton() ? box->clickedButton()->property("choice") : QVariant();
    return choice.isValid() ? choice.toInt() : -1;
}

int QtDialogService::runDialog(QDialog* dialog) {
    return headless() ? int(QDialog::Rejected) : dialog->exec();
}

// ---- scripted ----------------------------------------------------------------------------------

std::optional<QString> QtDialogService::askText(QWidget* parent, const QString& title,
                                                const QString& label, const QString& value) {
    if (headless())
        return std::nullopt;
    bool ok = false;
    const QString text = QInputDialog::getText(parent, title, label, QLineEdit::Normal, value, &ok);
    return ok ? std::optional<QString>(text) : std::nullopt;
}

ScriptedDialogs::ScriptedDialogs() : m_previous(g_current) { g_current = this; }

ScriptedDialogs::~ScriptedDialogs() { g_current = m_previous; }

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

std::optional<QString> ScriptedDialogs::askText(QWidget*, const QString& title, const QString& label,
                                                const QString&) {
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

#include "ui/widgets/dialog_service.h"

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
bool headless() {
    return QGuiApplication::platformName() == QLatin1String("offscreen");
}

} // namespace

DialogService& dialogs() {
    return g_current ? *g_current : qtDialogs();
}

DialogService* installDialogService(DialogService* service) {
    DialogService* previous = g_current;
    g_current = service;
    return previous;
}

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
    const auto button = QMessageBox::warning(
        parent, title, text, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    return button == QMessageBox::Save      ? Answer::Save
           : button == QMessageBox::Discard ? Answer::Discard
                                            : Answer::Cancel;
}

QString QtDialogService::openFileName(QWidget* parent, const QString& caption,
                                      const QString& directory, const QString& filter) {
    return headless() ? QString()
                      : QFileDialog::getOpenFileName(parent, caption, directory, filter);
}

QStringList QtDialogService::openFileNames(QWidget* parent, const QString& caption,
                                           const QString& directory, const QString& filter) {
    return headless() ? QStringList()
                      : QFileDialog::getOpenFileNames(parent, caption, directory, filter);
}

QString QtDialogService::saveFileName(QWidget* parent, const QString& caption,
                                      const QString& suggested, const QString& filter) {
    return headless() ? QString()
                      : QFileDialog::getSaveFileName(parent, caption, suggested, filter);
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

std::optional<QString> QtDialogService::askText(QWidget* parent, const QString& title,
                                                const QString& label, const QString& value) {
    if (headless())
        return std::nullopt;
    bool ok = false;
    const QString text = QInputDialog::getText(parent, title, label, QLineEdit::Normal, value, &ok);
    return ok ? std::optional<QString>(text) : std::nullopt;
}

} // namespace rightsize::ui

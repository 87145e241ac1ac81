#pragma once

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace rightsize::ui {

// Asks where the library to open is: a team's PostgreSQL server (a postgresql:// URL or a
// service name) or a library file. A location with a password in it is refused here already,
// so it is never opened, shown or remembered; passwords come from libpq's own places.
class TeamLibraryDialog : public QDialog {
    Q_OBJECT
public:
    // `recent`: locations opened before, newest first, offered in the list.
    explicit TeamLibraryDialog(const QStringList& recent, QWidget* parent = nullptr);

    QString location() const;
    void setLocation(const QString& location);
    // Opens the library for reading only (nothing can be changed by mistake).
    bool readOnly() const;
    void setReadOnly(bool readOnly);

    QComboBox* locationBox() const { return m_location; }
    // Why the location cannot be used; empty when it can (or nothing is typed yet).
    QLabel* problemLabel() const { return m_problem; }

    void accept() override;

private:
    void check();

    QComboBox* m_location;
    QCheckBox* m_readOnly;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace rightsize::ui

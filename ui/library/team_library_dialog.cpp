#include "ui/library/team_library_dialog.h"

#include "core/store/engine/store_location.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rightsize::ui {

TeamLibraryDialog::TeamLibraryDialog(const QStringList& recent, QWidget* parent)
    : QDialog(parent)
    , m_location(new QComboBox(this))
    , m_readOnly(new QCheckBox(tr("Open for &reading only"), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("TeamLibraryDialog"));
    setWindowTitle(tr("Open team library"));
    auto* intro = new QLabel(
        tr("A library the team shares on a PostgreSQL server, or a library file:"), this);
    intro->setWordWrap(true);
    m_location->setEditable(true);
    m_location->addItems(recent);
    m_location->setCurrentIndex(-1);
    m_location->setInsertPolicy(QComboBox::NoInsert);
    m_location->setMinimumContentsLength(48);
    m_location->lineEdit()->setPlaceholderText(QStringLiteral("postgresql://user@host/database"));
    m_location->setAccessibleName(tr("Library location"));
    m_location->setToolTip(
        tr("A postgresql:// URL, service=NAME from the service file, or the path of a "
           "library file. Earlier locations are in the list."));
    auto* hint = new QLabel(
        tr("Examples: postgresql://alice@db.example.org/rightsize, service=planning, "
           "/shared/team/library.sqlite.\nPasswords are never typed here and never stored: libpq "
           "reads them from "
           "~/.pgpass (or PGPASSFILE), the service file (~/.pg_service.conf) or PGPASSWORD."),
        this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    m_readOnly->setToolTip(
        tr("Nothing in the library can be changed from this window; scenarios can still "
           "be saved as files."));
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_problem->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_location);
    layout->addWidget(hint);
    layout->addWidget(m_readOnly);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    // The problem line comes and goes: the dialog grows with it instead of squeezing the hint.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TeamLibraryDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_location, &QComboBox::editTextChanged, this, &TeamLibraryDialog::check);
    check();
    m_location->setMinimumWidth(560);
}

QString TeamLibraryDialog::location() const {
    return m_location->currentText().trimmed();
}

void TeamLibraryDialog::setLocation(const QString& location) {
    m_location->setEditText(location);
}

bool TeamLibraryDialog::readOnly() const {
    return m_readOnly->isChecked();
}

void TeamLibraryDialog::setReadOnly(bool readOnly) {
    m_readOnly->setChecked(readOnly);
}

void TeamLibraryDialog::check() {
    const QString problem = QString::fromStdString(serverLocationProblem(location().toStdString()));
    m_problem->setText(problem.isEmpty() ? QString() : tr("Cannot be used: %1.").arg(problem));
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Open)
        ->setEnabled(!location().isEmpty() && problem.isEmpty());
}

void TeamLibraryDialog::accept() {
    check();
    // Return in the field must not get past the check the Open button is disabled by.
    if (location().isEmpty() || !m_problem->text().isEmpty())
        return;
    QDialog::accept();
}

} // namespace rightsize::ui

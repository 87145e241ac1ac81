#pragma once

#include <QDialog>
#include <QString>

class QLineEdit;
class QPushButton;

namespace rightsize::ui {

// The command that measures a scenario on the machine the user rents: rightsize-probe reads
// the scenario file and writes a run file beside it, which `rightsize calibrate` then fits a
// calibration on. Paths are quoted for a POSIX shell only where they need it.
QString probeCommand(const QString& scenarioPath, const QString& runPath);
// Where the run file goes: beside the scenario, "<name>-run.json".
QString probeRunPath(const QString& scenarioPath);

// Shows that command, ready to copy, and what to do with the run file it writes. It runs
// through the dialog service (runDialog), so a test reads the command from command().
class ProbeCommandDialog : public QDialog {
    Q_OBJECT
public:
    ProbeCommandDialog(const QString& scenarioPath, QWidget* parent = nullptr);

    QString command() const;
    QString calibrateCommand() const;
    QPushButton* copyButton() const { return m_copy; }

private:
    QLineEdit* m_command;
    QLineEdit* m_calibrate;
    QPushButton* m_copy;
};

} // namespace rightsize::ui

#include "ui/window/probe_command_dialog.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace rightsize::ui {
namespace {

// A path pasted into a shell must arrive as one word: plain ones stay readable, anything else
// goes in single quotes, with a quote inside written as '\''.
QString shellWord(const QString& word) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:@%+=,-]+$"));
    if (plain.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QLineEdit* commandField(const QString& text, QWidget* parent) {
    auto* field = new QLineEdit(text, parent);
    field->setReadOnly(true);
    field->setCursorPosition(0);
    field->setMinimumWidth(520);
    return field;
}

} // namespace

QString probeCommand(const QString& scenarioPath, const QString& runPath) {
    return QStringLiteral("rightsize-probe %1 --output %2")
        .arg(shellWord(QDir::toNativeSeparators(scenarioPath)),
             shellWord(QDir::toNativeSeparators(runPath)));
}

QString probeRunPath(const QString& scenarioPath) {
    const QFileInfo info(scenarioPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-run.json"));
}

ProbeCommandDialog::ProbeCommandDialog(const QString& scenarioPath, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("probeCommandDialog"));
    setWindowTitle(tr("Measure this on your machine"));
    const QString run = probeRunPath(scenarioPath);
    m_command = commandField(probeCommand(scenarioPath, run), this);
    m_calibrate =
        commandField(QStringLiteral("rightsize calibrate %1 --name %2")
                         .arg(shellWord(QFileInfo(run).fileName()), QStringLiteral("my-machine")),
                     this);
    m_copy = new QPushButton(tr("&Copy"), this);
    m_copy->setObjectName(QStringLiteral("copyProbeCommand"));
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_command->text()); });

    auto* intro =
        new QLabel(tr("Run this on the machine you rent, with Python 3 and PyTorch installed "
                      "(copy the scenario file there first). It builds the model with random "
                      "weights, times a few steps within two minutes and writes a run file."),
                   this);
    intro->setWordWrap(true);
    auto* then = new QLabel(tr("Bring the run file back and fit a calibration on it:"), this);
    then->setWordWrap(true);
    auto* row = new QHBoxLayout;
    row->addWidget(m_command, 1);
    row->addWidget(m_copy);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row);
    layout->addWidget(then);
    layout->addWidget(m_calibrate);
    layout->addWidget(buttons);
}

QString ProbeCommandDialog::command() const {
    return m_command->text();
}

QString ProbeCommandDialog::calibrateCommand() const {
    return m_calibrate->text();
}

} // namespace rightsize::ui

#pragma once

// Runs the real `rightsize` program as a script would and keeps what it said: the command-line
// tests compare exit codes, standard output and standard error.

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace rightsize::test {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline Run run(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(RIGHTSIZE_EXE), args);
    p.waitForFinished(120000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace rightsize::test

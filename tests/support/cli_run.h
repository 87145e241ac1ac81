#pragma once

// Runs the real `rightsize` program as a script would and keeps what it said: the command-line
// tests compare exit codes, standard output and standard error.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

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

// A file of the test's own folder (its parent folders made), as a person would write it; the
// test stops when it cannot be written.
inline QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

} // namespace rightsize::test

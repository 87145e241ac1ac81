#pragma once

// The validation tables of tests/data are CSV with quoted cells; the suites read them through this
// one reader so that a row means the same to each of them.
#include <QFile>
#include <QStringList>
#include <QTextStream>
#include <map>

namespace rightsize::testdata {

// Splits one CSV line on commas outside double quotes.
inline QStringList csvCells(const QString& line) {
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (const QChar c : line) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (c == QLatin1Char(',') && !quoted) {
            cells << cell;
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell;
    return cells;
}

// One row by its column names.
using CsvRow = std::map<QString, QString>;

// The rows of tests/data/<name> by id; false when the file cannot be read.
inline bool readCsv(const QString& name, std::map<QString, CsvRow>& out) {
    QFile f(QStringLiteral(RIGHTSIZE_TEST_DATA_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return false;
    QTextStream in(&f);
    const QStringList header = csvCells(in.readLine());
    while (!in.atEnd()) {
        const QStringList cells = csvCells(in.readLine());
        if (cells.size() < header.size())
            continue;
        CsvRow row;
        for (int i = 0; i < header.size(); ++i)
            row[header[i]] = cells[i];
        out[row[QStringLiteral("id")]] = row;
    }
    return true;
}

} // namespace rightsize::testdata

#pragma once

// Collects predicted-vs-published rows of a validation suite and writes them as a Markdown
// table (for the README) next to the test binary.
#include <QFile>
#include <QString>
#include <QTextStream>
#include <QVector>
#include <algorithm>
#include <cmath>

struct ValidationRow {
    QString id;
    QString what;
    double published = 0;
    double predicted = 0;
    QString unit;
    double tolerance = 0; // relative
    QString source;
    QString knownMiss = {}; // why the model misses this row; empty when it is expected to pass

    double error() const { return published != 0 ? (predicted - published) / published : 0; }
};

class ValidationReport {
public:
    explicit ValidationReport(QString name) : m_name(std::move(name)) {}

    void add(const ValidationRow& row) { m_rows.push_back(row); }

    double medianAbsError() const
    {
        QVector<double> e;
        for (const auto& r : m_rows)
            e.push_back(std::abs(r.error()));
        if (e.isEmpty())
            return 0;
        std::sort(e.begin(), e.end());
        const int n = e.size();
        return n % 2 ? e[n / 2] : 0.5 * (e[n / 2 - 1] + e[n / 2]);
    }

    int count() const { return m_rows.size(); }

    void write() const
    {
        QFile f(m_name + QStringLiteral(".md"));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return;
        QTextStream out(&f);
        out << "| id | what | published | predicted | error | tolerance | known miss |\n|---|---|---:|---:|---:|---:|---|\n";
        for (const auto& r : m_rows)
            out << "| " << r.id << " | " << r.what << " | " << QString::number(r.published, 'g', 5) << ' ' << r.unit
                << " | " << QString::number(r.predicted, 'g', 5) << ' ' << r.unit << " | "
                << QString::number(100 * r.error(), 'f', 1) << "% | ±" << QString::number(100 * r.tolerance, 'f', 0)
                << "% | " << r.knownMiss << " |\n";
        out << "\nMedian absolute error: " << QString::number(100 * medianAbsError(), 'f', 1) << "% over "
            << m_rows.size() << " rows.\n";
        QTextStream(stdout) << "\n" << m_name << ": median |error| " << QString::number(100 * medianAbsError(), 'f', 1)
                            << "% over " << m_rows.size() << " rows (table in " << f.fileName() << ")\n";
    }

private:
    QString m_name;
    QVector<ValidationRow> m_rows;
};

// Each end of each number's range in core's field table, written into a scenario file, is read
// by `rightsize estimate` as it is read by the window: never refused for that field.
#include "core/model/scenario_fields.h"
#include "tests/support/field_boundaries.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>

using namespace rightsize;
using namespace rightsize::testing;

class TestCliFieldBoundaries : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void boundariesAreRead_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("value");
        for (const ScenarioField& f : scenarioFields())
            if (f.isNumber())
                for (const auto& [end, value] : boundaryValues(f))
                    QTest::addRow("%s %s", std::string(f.path).c_str(), end.c_str())
                        << QString::fromUtf8(f.path.data(), qsizetype(f.path.size())) << value;
    }
    void boundariesAreRead() {
        QFETCH(QString, path);
        QFETCH(double, value);
        nlohmann::json doc = boundaryBaseWith(path.toStdString(), value);
        // One candidate keeps the plan quick: the file is what is under test.
        doc["compute"]["options"] = {{{"device", "a10-24gb"}, {"count", 1}}};
        const QString file = m_dir.filePath(QStringLiteral("boundary.json"));
        std::ofstream(file.toStdString()) << doc.dump(2);

        QProcess p;
        p.start(QStringLiteral(RIGHTSIZE_EXE), {QStringLiteral("estimate"), file});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        // No samples at all is read, and refused by a command that plans it as a run of nothing
        // (missingSizeOfWork in core/scenario/scenario_checks.h), not as out of range.
        if (value == 0 && path == QLatin1String("$.workload.dataset.samples")) {
            QCOMPARE(p.exitCode(), 2);
            QVERIFY2(err.contains(QLatin1String(": is zero; a training job")), qPrintable(err));
            return;
        }
        // 0: a plan; 1: nothing fits the tiny example. Never refused as bad input.
        QVERIFY2(p.exitCode() == 0 || p.exitCode() == 1,
                 qPrintable(QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(err)));
        QVERIFY2(!err.contains(path), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCliFieldBoundaries)
#include "test_cli_field_boundaries.moc"

// Every finding code core can raise reads as a sentence in the window, the command line's table
// and the report: none is shown as its raw code. The codes are read from core's sources, so a
// finding added there without words fails here.
#include "core/model/estimates.h"
#include "ui/wording/plan_wording.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace rightsize;
using namespace rightsize::ui;

namespace {

// The codes core's sources raise: `{"code", Severity::...}` and `kFinding... = "code"`.
QSet<QString> coreFindingCodes() {
    static const QRegularExpression raised(
        QStringLiteral(R"re(\{\s*"([a-z][a-z0-9_]*)"\s*,\s*Severity::)re"));
    static const QRegularExpression named(
        QStringLiteral(R"re(kFinding\w+\s*=\s*"([a-z][a-z0-9_]*)")re"));
    QSet<QString> codes;
    // Every folder of core, the nested store engines included.
    QDirIterator files(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/core"),
                       {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile file(files.next());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        for (const QRegularExpression* re : {&raised, &named})
            for (auto it = re->globalMatch(text); it.hasNext();)
                codes.insert(it.next().captured(1));
    }
    return codes;
}

} // namespace

class TestFindingWording : public QObject {
    Q_OBJECT

private slots:
    void coreRaisesTheServingFindings() {
        // The scan itself must see the codes, or the test below would pass on nothing.
        const QSet<QString> codes = coreFindingCodes();
        QVERIFY2(codes.size() >= 30, qPrintable(QString::number(codes.size())));
        for (const char* code : {"serving_load_missing", "on_the_knee", "ttft_target_missed",
                                 "tpot_target_missed", "whole_instances_billed", "out_of_memory"})
            QVERIFY2(codes.contains(QLatin1String(code)), code);
    }

    void noCodeIsShownRaw_data() {
        QTest::addColumn<QString>("code");
        QStringList codes = coreFindingCodes().values();
        codes.sort();
        for (const QString& code : codes)
            QTest::newRow(qPrintable(code)) << code;
    }
    void noCodeIsShownRaw() {
        QFETCH(QString, code);
        Finding f;
        f.code = code.toStdString();
        const QString text = PlanWordingText::finding(f);
        QVERIFY2(!text.isEmpty(), qPrintable(code));
        QVERIFY2(text != code, qPrintable(code));
        QVERIFY2(!text.contains(code), qPrintable(text));
        // The command line's contract text (C locale) is the same sentence.
        QVERIFY2(planWording().finding(f) != f.code, qPrintable(code));
    }

    // The serving findings carry their figures into the sentence.
    void servingFindingsSayTheirFigures_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("param");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ttft") << "ttft_target_missed"
                              << "ttft_p95_ms" << 812.5 << "812.5 ms";
        QTest::newRow("tpot") << "tpot_target_missed"
                              << "tpot_p95_ms" << 61.0 << "61.0 ms";
        QTest::newRow("knee") << "on_the_knee"
                              << "p95_at_higher_load_ms" << 4321.0 << "4,321.0 ms";
    }
    void servingFindingsSayTheirFigures() {
        QFETCH(QString, code);
        QFETCH(QString, param);
        QFETCH(double, value);
        QFETCH(QString, expected);
        QLocale::setDefault(QLocale::c());
        Finding f;
        f.code = code.toStdString();
        f.params = {{param.toStdString(), value}, {"target_ms", 50.0}, {"replicas", 2.0}};
        const QString text = PlanWordingText::finding(f);
        QVERIFY2(text.contains(expected) ||
                     text.contains(QString(expected).remove(QLatin1Char(','))),
                 qPrintable(text));
        if (code != QLatin1String("on_the_knee"))
            QVERIFY2(text.contains(QStringLiteral("50.0 ms")), qPrintable(text));
    }
};

QTEST_MAIN(TestFindingWording)
#include "test_finding_wording.moc"

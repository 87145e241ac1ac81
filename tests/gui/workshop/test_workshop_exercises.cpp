// The exercise data and the planner must agree: every built-in exercise's key is recomputed from
// a fresh plan, so a change to the estimates or the catalog that moves an answer fails here.
#include "core/catalog/builtin_catalog.h"
#include "ui/workshop/exercise_set.h"
#include "ui/workshop/workshop_resources.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace rightsize;
using namespace rightsize::ui::workshop;

class TestWorkshopExercises : public QObject {
    Q_OBJECT
    Catalog m_catalog;
    ExerciseSet m_builtin;

    static QByteArray sourceFile() {
        QFile f(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/resources/workshop/exercises.json"));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void initTestCase() {
        setBuiltinWorkshopDirectory(QStringLiteral(RIGHTSIZE_SOURCE_DIR "/resources/workshop"));
        m_catalog = loadBuiltinCatalog();
        const auto r = loadBuiltinExercises(&m_catalog);
        QVERIFY2(r.set, qPrintable(r.errors.join(QLatin1Char('\n'))));
        m_builtin = *r.set;
        // The program reads the copy compiled into the library: it must be the file in the tree.
        QFile f(QStringLiteral(":/workshop/exercises.json"));
        QVERIFY2(f.open(QIODevice::ReadOnly),
                 "the workshop resources are not compiled into rightsize_ui");
        QCOMPARE(f.readAll(), sourceFile());
    }

    void builtinSetCoversDomainExercises() {
        // The six "CPU or GPU?" cases, the three memory tiers and the mini challenge.
        int cpuGpu = 0, tiers = 0, mini = 0;
        for (const auto& ex : m_builtin.exercises) {
            cpuGpu += ex.group == QLatin1String("cpu_or_gpu") ? 1 : 0;
            tiers += ex.group == QLatin1String("memory_tier") ? 1 : 0;
            mini += ex.group == QLatin1String("mini_challenge") ? 1 : 0;
        }
        QVERIFY(cpuGpu >= 6);
        QCOMPARE(tiers, 3);
        QCOMPARE(mini, 1);
        for (const char* preset :
             {"cpu-or-gpu-xgboost-20m", "cpu-or-gpu-finetune-110m", "cpu-or-gpu-sentiment-10qps",
              "cpu-or-gpu-embed-5m", "cpu-or-gpu-images-200k", "cpu-or-gpu-feature-joins",
              "memory-tier-cnn-50m", "memory-tier-1b3-fp16", "memory-tier-7b-fp16",
              "mini-challenge-text-api"}) {
            bool found = false;
            for (const auto& ex : m_builtin.exercises)
                found = found || ex.presetId == QLatin1String(preset);
            QVERIFY2(found, preset);
        }
    }

    void computedAnswerEqualsKey_data() {
        QTest::addColumn<QString>("id");
        for (const auto& ex : m_builtin.exercises)
            QTest::newRow(qPrintable(ex.id)) << ex.id;
    }

    void computedAnswerEqualsKey() {
        QFETCH(QString, id);
        const Exercise* ex = m_builtin.find(id);
        QVERIFY(ex);
        const ExerciseGrade g = gradeExercise(*ex, m_catalog);
        QVERIFY2(g.ok, qPrintable(g.error));
        QVERIFY(g.plan.recommended.has_value());
        const auto& rec = g.plan.options[*g.plan.recommended];
        const QString detail =
            QStringLiteral("planner says %1 (recommended %2× %3, memory %4 GB) but the key says %5")
                .arg(g.answer)
                .arg(rec.placement.count)
                .arg(QString::fromStdString(rec.placement.device->id))
                .arg(rec.memory.total() / 1e9, 0, 'f', 2)
                .arg(ex->expected);
        QVERIFY2(g.answer == ex->expected, qPrintable(detail));
        QCOMPARE(g.answerIndex, ex->choiceIndex(ex->expected));
    }

    void memoryTierUsesHeadroom() {
        // The same case graded with a much larger headroom must move to a larger tier.
        Exercise ex = *m_builtin.find(QStringLiteral("tier-7b-fp16"));
        const ExerciseGrade normal = gradeExercise(ex, m_catalog);
        QVERIFY(normal.ok);
        QVERIFY(normal.memoryNeedBytes > 13e9);
        ex.headroom = 0.5;
        const ExerciseGrade strict = gradeExercise(ex, m_catalog);
        QVERIFY(strict.ok);
        QVERIFY(strict.answerIndex > normal.answerIndex);
    }

    void roundTrip() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("copy.json"));
        QString error;
        QVERIFY2(saveExerciseFile(m_builtin, path, &error), qPrintable(error));
        const auto loaded = loadExerciseFile(path, &m_catalog);
        QVERIFY2(loaded.set, qPrintable(loaded.errors.join(QLatin1Char('\n'))));
        QCOMPARE(*loaded.set, m_builtin);
        // Saving what was loaded gives the same bytes: the format is stable.
        QCOMPARE(serializeExerciseSet(*loaded.set), serializeExerciseSet(m_builtin));
    }

    void embeddedScenarioRoundTripAndGrade() {
        // A teacher's own case, carried inside the file rather than named from the catalog.
        const ScenarioPreset* preset = m_catalog.scenario("cpu-or-gpu-feature-joins");
        QVERIFY(preset);
        Exercise ex = *m_builtin.find(QStringLiteral("feature-joins"));
        ex.id = QStringLiteral("my-joins");
        ex.presetId.clear();
        ex.scenario =
            QJsonDocument::fromJson(QByteArray::fromStdString(preset->scenarioJson)).object();
        QVERIFY(!ex.scenario.isEmpty());
        ExerciseSet set;
        set.title = QStringLiteral("A teacher's set, with \"quotes\" and ümlauts");
        set.exercises << ex;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        QVERIFY(saveExerciseFile(set, path));
        const auto loaded = loadExerciseFile(path, &m_catalog);
        QVERIFY2(loaded.set, qPrintable(loaded.errors.join(QLatin1Char('\n'))));
        QCOMPARE(*loaded.set, set);
        const ExerciseGrade g = gradeExercise(loaded.set->exercises.front(), m_catalog);
        QVERIFY2(g.ok, qPrintable(g.error));
        QCOMPARE(g.answer,
                 gradeExercise(*m_builtin.find(QStringLiteral("feature-joins")), m_catalog).answer);
    }

    void malformedFilesAreRefused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mentions");
        const QByteArray head = R"({"format":"rightsize-exercises","version":1,"exercises":[)";
        const QByteArray good =
            R"("id":"a","title":"T","question":"Q?","rule":"device_kind","choices":[{"label":"CPU","value":"cpu"},{"label":"GPU","value":"gpu"}])";
        QTest::newRow("empty") << QByteArray() << QString();
        QTest::newRow("not json") << QByteArray("exercises: yes") << QStringLiteral("JSON");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{", 4) << QStringLiteral("JSON");
        QTest::newRow("array") << QByteArray("[1,2]") << QStringLiteral("object");
        QTest::newRow("wrong format")
            << QByteArray(R"({"format":"rightsize-quiz","version":1})") << QStringLiteral("format");
        QTest::newRow("newer version")
            << QByteArray(R"({"format":"rightsize-exercises","version":7,"exercises":[]})")
            << QStringLiteral("version 7");
        QTest::newRow("no exercises")
            << QByteArray(R"({"format":"rightsize-exercises","version":1,"exercises":[]})")
            << QStringLiteral("exercises");
        QTest::newRow("truncated") << QByteArray(head + "{" + good) << QStringLiteral("JSON");
        QTest::newRow("no case") << QByteArray(head + "{" + good + R"(,"expected":"cpu"}]})")
                                 << QStringLiteral("preset");
        QTest::newRow("both cases")
            << QByteArray(
                   head + "{" + good +
                   R"(,"preset":"cpu-or-gpu-feature-joins","scenario":{},"expected":"cpu"}]})")
            << QStringLiteral("not both");
        QTest::newRow("unknown preset")
            << QByteArray(head + "{" + good + R"(,"preset":"no-such-case","expected":"cpu"}]})")
            << QStringLiteral("no-such-case");
        QTest::newRow("bad scenario")
            << QByteArray(
                   head + "{" + good +
                   R"(,"scenario":{"format":"rightsize-scenario","version":1,"workload":{"kind":"juggling"}},"expected":"cpu"}]})")
            << QStringLiteral("exercises[0].scenario");
        QTest::newRow("expected not a choice")
            << QByteArray(head + "{" + good +
                          R"(,"preset":"cpu-or-gpu-feature-joins","expected":"tpu"}]})")
            << QStringLiteral("tpu");
        QTest::newRow("missing key")
            << QByteArray(head + "{" + good + R"(,"preset":"cpu-or-gpu-feature-joins"}]})")
            << QStringLiteral("expected");
        QTest::newRow("unknown rule")
            << QByteArray(
                   head +
                   R"({"id":"a","title":"T","question":"Q","rule":"vibes","preset":"cpu-or-gpu-feature-joins","choices":[{"label":"CPU","value":"cpu"},{"label":"GPU","value":"gpu"}],"expected":"cpu"}]})")
            << QStringLiteral("rule");
        QTest::newRow("one choice")
            << QByteArray(
                   head +
                   R"({"id":"a","title":"T","question":"Q","rule":"device_kind","preset":"cpu-or-gpu-feature-joins","choices":[{"label":"CPU","value":"cpu"}],"expected":"cpu"}]})")
            << QStringLiteral("choices");
        QTest::newRow("tiers out of order")
            << QByteArray(
                   head +
                   R"({"id":"a","title":"T","question":"Q","rule":"memory_tier","preset":"memory-tier-7b-fp16","choices":[{"label":"24","value":"24","capacity_gib":24},{"label":"8","value":"8","capacity_gib":8}],"expected":"24"}]})")
            << QStringLiteral("capacity_gib");
        QTest::newRow("duplicate ids")
            << QByteArray(head + "{" + good +
                          R"(,"preset":"cpu-or-gpu-feature-joins","expected":"cpu"},{)" + good +
                          R"(,"preset":"cpu-or-gpu-feature-joins","expected":"cpu"}]})")
            << QStringLiteral("twice");
        QTest::newRow("wrong types")
            << QByteArray(
                   head +
                   R"({"id":7,"title":[],"question":null,"rule":"device_kind","preset":1,"choices":"CPU","expected":true}]})")
            << QStringLiteral("exercises[0]");
    }

    void malformedFilesAreRefused() {
        QFETCH(QByteArray, text);
        QFETCH(QString, mentions);
        const auto r = parseExerciseSet(text, &m_catalog);
        QVERIFY(!r.set);
        QVERIFY(!r.errors.isEmpty());
        const QString all = r.errors.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(mentions, Qt::CaseInsensitive), qPrintable(all));
    }

    void missingFileIsRefused() {
        const auto r = loadExerciseFile(QStringLiteral("/nonexistent/dir/exercises.json"));
        QVERIFY(!r.set);
        QVERIFY(
            r.errors.join(QString()).contains(QStringLiteral("/nonexistent/dir/exercises.json")));
    }
};

QTEST_MAIN(TestWorkshopExercises)
#include "test_workshop_exercises.moc"
